# Nim disfarçado (src/words/disguise.rs): jogos que não parecem Nim e são Nim por baixo, e o jogo
# de Wythoff, que não é.

## Os jogos
disguise-staircase = Nim da escada
disguise-poker = Nim do pôquer
disguise-turtles = Tartarugas viradas
disguise-mock-turtles = Falsas tartarugas
disguise-ruler = Régua
disguise-moore = Nim de Moore com k = { $k }
disguise-lasker = Nim de Lasker
disguise-hackenbush = Hackenbush verde
disguise-wythoff = Jogo de Wythoff

## As partes de onde vem uma pilha de Nim
disguise-part-step = o degrau { $n }
disguise-part-heap = a pilha { $n }
disguise-part-coin = a cara em { $n }
disguise-part-tree = a árvore { $n }

## O que uma posição é por baixo
disguise-lift-staircase = Por baixo é Nim: as moedas dos degraus ímpares são as pilhas. Moedas que descem de um degrau par caem num ímpar e podem descer de novo na hora, então os degraus pares não mudam quem vence.
disguise-lift-poker = Por baixo é Nim: fichas acrescentadas de um banco são tiradas de novo na hora, então os bancos não mudam quem vence.
disguise-lift-turtles = Por baixo é Nim: cada cara é uma pilha do seu valor g(n) = n, e a fileira é a soma das suas caras.
disguise-lift-mock-turtles = Por baixo é Nim: cada cara é uma pilha do seu valor g(n), o n-ésimo número odioso (1, 2, 4, 7, 8, 11, …: um número ímpar de uns em binário), e a fileira é a soma das suas caras.
disguise-lift-ruler = Por baixo é Nim: cada cara é uma pilha do seu valor g(n), a maior potência de 2 que divide n, e a fileira é a soma das suas caras.
disguise-lift-lasker = Por baixo é Nim: cada pilha se joga como uma pilha de Nim do seu valor, achado por mex a partir das jogadas: g(n) = n, exceto que 4m + 3 e 4m + 4 trocam de lugar.
disguise-lift-hackenbush = Por baixo é Nim: pelo princípio dos dois-pontos, cada árvore é um talo do seu valor (os ramos num ponto se somam pela soma nim; uma aresta sob um ponto de valor v vale v + 1).
disguise-lift-moore = O X de Bouton não decide este jogo: o jogador da vez perde exatamente quando cada coluna da tabela binária conta um múltiplo de { $modulus } uns (Moore, 1910).
disguise-lift-wythoff = Não é um Nim disfarçado: o jogador da vez perde exatamente num par de Wythoff (⌊nφ⌋, ⌊nφ²⌋): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …
disguise-banks = Bancos: { $mine } para o jogador da vez, { $theirs } para o outro.
disguise-columns = Uns por coluna, da coluna dos { $top } para baixo: { $counts }
disguise-pair = ({ $a }, { $b }) é o par de Wythoff n = { $n }.
disguise-no-pair = ({ $a }, { $b }) não é um par de Wythoff.
disguise-nim-sum-fails = Aqui X = { $x } e, mesmo assim, { $verdict }: a soma nim não decide o jogo de Wythoff.

## As jogadas nos termos do jogo
disguise-move-stair = descer { $count ->
    [one] { $count } moeda
   *[other] { $count } moedas
} do degrau { $from } para o degrau { $to }
disguise-move-stair-floor = descer { $count ->
    [one] { $count } moeda
   *[other] { $count } moedas
} do degrau 1 para o chão
disguise-move-take = tirar { $count } da pilha { $heap }
disguise-move-add = pôr { $count } do banco na pilha { $heap }
disguise-move-turn = virar a moeda em { $right } de cara para coroa
disguise-move-turn-more = virar a moeda em { $right } de cara para coroa, e { $count ->
    [one] a moeda em { $others }
   *[other] as moedas em { $others }
}
disguise-move-moore = tirar { $takes }
disguise-move-moore-part = { $count } da pilha { $heap }
disguise-move-split = dividir a pilha { $heap } em { $left } e { $right }
disguise-move-cut = cortar a aresta { $edge }
disguise-move-first = tirar { $count } da primeira pilha
disguise-move-second = tirar { $count } da segunda pilha
disguise-move-both = tirar { $count } das duas pilhas

## O que uma jogada faz por baixo
disguise-effect = por baixo, { $part } como pilha de Nim vai de { $from } a { $to }, o que deixa X = { $x }
disguise-effect-moore = o que deixa em cada coluna um múltiplo de { $modulus }
disguise-effect-wythoff = o que deixa o par de Wythoff ({ $a }, { $b })

## A linha de comando
disguise-report-position = Posição: { $game } { $position }
disguise-edges-numbered = As arestas são numeradas árvore por árvore a partir da esquerda, cada uma antes das que ela sustenta.
disguise-remoteness = Distância ao fim: { $moves } (busca exaustiva das jogadas do próprio jogo).
disguise-remoteness-not-counted = Distância ao fim: não calculada (mais posições do que uma busca exaustiva visita aqui).
disguise-moves-not-listed = As jogadas vencedoras não são listadas: { $why }.
disguise-alone = Um jogo disfarçado é analisado sozinho: dê só essa posição, sem opções de regras.
disguise-moore-named = --moore recebe tamanhos de pilha simples, como 3 5 6 7.
disguise-grundy-coins-title = { $game }: o valor g(n) de uma só cara na posição n, para n = 1 a { $to }
disguise-grundy-all-mex = Achados por mex a partir das jogadas até n = { $mex }; seguem { $rule }.
disguise-grundy-checked = Achados por mex a partir das jogadas até n = { $mex }; seguem { $rule }, que dá o resto.
disguise-grundy-mex-only = Achados por mex a partir das jogadas até n = { $mex }; além disso, a regra { $rule } não vale, e nenhum valor é dado.
disguise-rule-turtles = g(n) = n
disguise-rule-mock-turtles = g(n) = o n-ésimo número odioso
disguise-rule-ruler = g(n) = a maior potência de 2 que divide n
disguise-rule-lasker = g(4m+1) = 4m+1, g(4m+2) = 4m+2, g(4m+3) = 4m+4, g(4m+4) = 4m+3

## The board and its panel
disguise-menu = Nim disfarçado
disguise-how-staircase = Clique numa moeda: ela e as moedas acima dela no degrau descem um degrau (do degrau 1, para o chão). Vence quem faz a última jogada.
disguise-how-poker = Clique numa ficha para tirá-la junto com as de cima, ou ponha fichas do seu banco com um botão +. Vence quem faz a última jogada.
disguise-how-turtles = Escolha uma cara (ela vira coroa) e no máximo mais uma moeda à esquerda dela, de qualquer lado, e depois Virar. Vence quem faz a última jogada.
disguise-how-mock-turtles = Escolha uma cara (ela vira coroa) e no máximo mais duas moedas à esquerda dela, de qualquer lado, e depois Virar. Vence quem faz a última jogada.
disguise-how-ruler = Escolha uma cara (ela vira coroa) e as moedas logo à esquerda dela que formam uma sequência com ela, e depois Virar. Vence quem faz a última jogada.
disguise-how-moore = Clique numa pedra em no máximo { $k } pilhas (ela e as pedras acima são tiradas), e depois Tirar. Vence quem faz a última jogada.
disguise-how-lasker = Clique numa pedra para tirá-la junto com as de cima; com Dividir marcado, um clique divide a pilha abaixo dessa pedra em duas. Vence quem faz a última jogada.
disguise-how-hackenbush = Clique numa aresta para cortá-la: tudo o que não toca mais o chão cai. Vence quem faz a última jogada.
disguise-how-wythoff = Mova a dama para a esquerda, para baixo ou na diagonal para baixo e à esquerda, quantas casas quiser: clique numa casa marcada. Vence quem a leva ao canto.
disguise-underneath = Por baixo
disguise-x-hidden = X e quem vence estão ocultos com as respostas.
disguise-against-computer = Contra o computador
disguise-two-people = Duas pessoas
disguise-turn-you = Sua vez.
disguise-turn-computer = Vez do computador.
disguise-turn-player = Vez do jogador { $n }.
disguise-over-you = Fim de jogo: você fez a última jogada e venceu.
disguise-over-computer = Fim de jogo: o computador fez a última jogada e venceu.
disguise-over-player = Fim de jogo: o jogador { $n } fez a última jogada e venceu.
disguise-computer-played = O computador: { $move }.
disguise-turn = Virar
disguise-take = Tirar
disguise-clear = Limpar
disguise-split = Dividir em vez de tirar
disguise-add = Fichas que um + põe:
disguise-add-to = + { $count } na pilha { $heap }
disguise-back = Voltar ao meu jogo
disguise-winning-moves = Jogadas vencedoras:
disguise-hint-part = Dica: jogue em { $part }.
disguise-hint-move = Dica: { $move }.
disguise-heads = cara
disguise-tails = coroa
# Names a screen reader says for the board's tokens.
disguise-a11y-stone = { $column }, pedra { $n }
disguise-a11y-coin = moeda { $n }, { $side }
disguise-a11y-edge = aresta { $n }
disguise-a11y-square = casa ({ $x }, { $y })
# The first line of a saved game in disguise (a RON comment: keep the //).
disguise-file-header = // Um arquivo do Bouton, em RON: um jogo disfarçado. Degraus, pilhas, moedas e arestas contam a partir de 1.
