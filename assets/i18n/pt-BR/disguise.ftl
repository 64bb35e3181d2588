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
disguise-label-step = degrau { $n }
disguise-label-heap = pilha { $n }
disguise-label-coin = cara em { $n }
disguise-label-tree = árvore { $n }

## O que uma posição é por baixo
disguise-lift-staircase = Por baixo é Nim: as moedas dos degraus ímpares são as pilhas. Moedas que descem de um degrau par caem num ímpar e o outro jogador pode descê-las de novo na hora, desfazendo a jogada, então os degraus pares não mudam quem vence.
disguise-lift-poker = Por baixo é Nim: fichas acrescentadas de um banco podem ser tiradas de novo na hora pelo outro jogador (fichas tiradas saem do jogo), então os bancos não mudam quem vence.
disguise-lift-turtles = Por baixo é Nim: cada cara é uma pilha do seu valor g(n) = n, e a fileira vale a soma nim dos valores das suas caras.
disguise-lift-mock-turtles = Por baixo é Nim: cada cara é uma pilha do seu valor g(n), o n-ésimo número odioso (1, 2, 4, 7, 8, 11, …: um número ímpar de uns em binário), e a fileira vale a soma nim dos valores das suas caras.
disguise-lift-ruler = Por baixo é Nim: cada cara é uma pilha do seu valor g(n), a maior potência de 2 que divide n, e a fileira vale a soma nim dos valores das suas caras.
disguise-lift-lasker = Por baixo é Nim: cada pilha se joga como uma pilha de Nim do seu valor, achado por mex a partir das jogadas: g(n) = n, exceto que 4m + 3 e 4m + 4 trocam de lugar.
disguise-lift-hackenbush = Por baixo é Nim: pelo princípio dos dois-pontos, cada árvore é um talo do seu valor (os ramos num ponto se somam pela soma nim; uma aresta sob um ponto de valor v vale v + 1).
disguise-lift-moore = O X de Bouton não decide este jogo: o jogador da vez perde exatamente quando cada coluna da tabela binária conta um múltiplo de { $modulus } uns (Moore, 1910).
disguise-lift-wythoff = Não é um Nim disfarçado: o jogador da vez perde exatamente num par de Wythoff (⌊nφ⌋, ⌊nφ²⌋): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …
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
disguise-effect-moore-not = o que deixa uma coluna cuja contagem não é múltiplo de { $modulus }
disguise-effect-wythoff-not = o que deixa ({ $a }, { $b }), que não é um par de Wythoff

## A linha de comando
disguise-report-position = Posição: { $game } { $position }
disguise-edges-numbered = As arestas são numeradas árvore por árvore a partir da esquerda, cada uma antes das que ela sustenta.
disguise-remoteness = Distância ao fim: { $moves } (busca exaustiva das jogadas do próprio jogo).
disguise-remoteness-not-counted = Distância ao fim: não calculada ({ $why }).
disguise-moves-not-listed = As jogadas vencedoras não são listadas: { $why }.
disguise-one-winning-move = Uma jogada vencedora, construída coluna por coluna como na prova de Moore: { $move }
disguise-alone = Um jogo disfarçado é analisado em jogo normal, sem opções de regras: sozinho, ou ao lado de pilhas de jogos nomeados (hackenbush:'(()())' kayles:5 nim:3).
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
disguise-how-ruler = Escolha uma moeda de cara (ela vira coroa) e, se quiser, quantas moedas quiser em sequência sem buracos logo à esquerda dela, e depois Virar. Vence quem faz a última jogada.
disguise-how-moore = Clique numa pedra em no máximo { $k } pilhas (ela e as pedras acima são tiradas), e depois Tirar. Vence quem faz a última jogada.
disguise-how-lasker = Clique numa pedra para tirá-la junto com as de cima; com Dividir marcado, um clique divide a pilha abaixo dessa pedra em duas. Vence quem faz a última jogada.
disguise-how-hackenbush = Clique numa aresta para cortá-la: tudo o que não toca mais o chão cai. Vence quem faz a última jogada.
disguise-how-wythoff = Mova a dama para a esquerda, para baixo ou na diagonal para baixo e à esquerda, quantas casas quiser: clique numa casa marcada. Vence quem a leva ao canto. A primeira pilha é a coluna, a segunda a linha.
disguise-underneath = Por baixo
disguise-x-hidden = X e quem vence estão ocultos com as respostas.
disguise-against-computer = Contra o computador
disguise-two-people = Duas pessoas
disguise-turn-you = Sua vez.
disguise-turn-computer = Vez do computador.
disguise-turn-player = Vez do jogador { $n }.
disguise-turn-partner = Vez de { $name }.
disguise-over-you = Fim de jogo: você fez a última jogada e venceu.
disguise-over-computer = Fim de jogo: o computador fez a última jogada e venceu.
disguise-over-player = Fim de jogo: o jogador { $n } fez a última jogada e venceu.
disguise-over-partner = Fim de jogo: { $name } fez a última jogada e venceu.
disguise-player-played = Jogador { $n }: { $move }.
disguise-computer-played = O computador: { $move }.
disguise-turn = Virar
disguise-take = Tirar
disguise-clear = Limpar
disguise-split = Dividir em vez de tirar
disguise-add = Fichas que um + põe:
disguise-add-to = + { $count } na pilha { $heap }
disguise-back = Voltar ao meu jogo
disguise-winning-moves = Jogadas vencedoras:
disguise-hint-part = Dica: jogue { $kind ->
    [step] no degrau { $n }
    [coin] virando a cara em { $n }
    [tree] na árvore { $n }
   *[heap] na pilha { $n }
}.
disguise-hint-move = Dica: { $move }.
disguise-value = valor
# One letter on each coin and on the queen.
disguise-heads-letter = Ca
disguise-tails-letter = Co
disguise-queen-letter = D
disguise-heads = cara
disguise-tails = coroa
# Names a screen reader says for the board's tokens.
disguise-a11y-stone = { $column }, pedra { $n }
disguise-a11y-coin = moeda { $n }, { $side }
disguise-a11y-edge = aresta { $n }
disguise-a11y-square = casa ({ $x }, { $y })
# The first line of a saved game in disguise (a RON comment: keep the //).
disguise-file-header = // Um arquivo do Bouton, em RON: um jogo disfarçado. Degraus, pilhas, moedas e arestas contam a partir de 1.

## The lessons. { $x } is X under the disguise and { $verdict } who wins, both from the position on the board.
disguise-lessons = Lições
disguise-lesson-menu = Lição: { $title }
disguise-lesson-of = Lição: { $title } — passo { $step } de { $steps }
disguise-lesson-next = Próximo passo
disguise-lesson-back = Passo anterior
disguise-lesson-end = Encerrar a lição
disguise-lesson-overview-title = Nim disfarçado
disguise-lesson-overview-1-title = Moedas numa escada
disguise-lesson-overview-1-text = Isto não parece Nim: moedas descem uma escada. Olhe por baixo (o painel): só os degraus ímpares contam, e são pilhas de Nim, com X = { $x }. Um jogo assim é Nim disfarçado: ache as pilhas, e o teorema de Bouton faz o resto: o jogador da vez perde exatamente quando X = 0.
disguise-lesson-overview-2-title = Uma fileira de moedas
disguise-lesson-overview-2-text = Em Tartarugas viradas cada cara é uma pilha cujo tamanho é a sua posição. Virar uma cara para coroa, e talvez uma moeda à esquerda, é uma jogada de Nim nessa pilha. Aqui X = { $x }.
disguise-lesson-overview-3-title = Um desenho
disguise-lesson-overview-3-text = Cortar uma aresta de um talo de 3 é tirar de uma pilha de 3; os ramos de uma árvore se dobram num só talo (princípio dos dois-pontos: ramos num ponto valem a sua soma nim, e a aresta embaixo um a mais). Aqui X = { $x }.
disguise-lesson-overview-4-title = Onde o disfarce cai
disguise-lesson-overview-4-text = Duas pilhas, mas uma dama também pode tirar o mesmo das duas. Aqui X = { $x } e, mesmo assim, { $verdict }. Pergunta: que propriedade das jogadas de Nim a nova jogada quebra?
disguise-lesson-staircase-title = Nim da escada
disguise-lesson-staircase-1-title = Só os degraus ímpares
disguise-lesson-staircase-1-text = As moedas dos degraus 1 e 3 são as pilhas de Nim: X = { $x }. Tente algumas jogadas com as respostas ocultas e depois olhe por baixo o que cada jogada fez.
disguise-lesson-staircase-2-title = A pergunta
disguise-lesson-staircase-2-text = Jogue contra o computador. Depois: por que o vencedor pode ignorar os degraus pares? (Pense no que você pode fazer logo depois que o adversário desce moedas de um degrau par.)
disguise-lesson-poker-title = Nim do pôquer
disguise-lesson-poker-1-title = Fichas do banco
disguise-lesson-poker-1-text = Pôr fichas parece um novo tipo de jogada. Jogue algumas: sempre que o outro jogador puser fichas numa pilha, tire as mesmas. Por baixo, X = { $x }.
disguise-lesson-poker-2-title = A pergunta
disguise-lesson-poker-2-text = Jogue contra o computador. Depois: por que o vencedor nunca precisa pôr fichas, e por que o jogo termina mesmo assim?
disguise-lesson-coins-title = Virar moedas
disguise-lesson-coins-1-title = Cada cara é uma pilha
disguise-lesson-coins-1-text = A cara na posição n é uma pilha de Nim de n, e a fileira vale a soma nim dos valores das suas caras: X = { $x }.
disguise-lesson-coins-2-title = A pergunta
disguise-lesson-coins-2-text = Jogue contra o computador. Depois: virar duas caras de uma vez tira duas pilhas. Por que isso ainda é uma jogada de Nim numa só pilha? (Dica: m ⊕ m = 0.)
disguise-lesson-moore-title = Nim de Moore
disguise-lesson-moore-1-title = Duas pilhas de uma vez
disguise-lesson-moore-1-text = Com k = 2 uma jogada pode tirar de uma ou duas pilhas. O X = { $x } de Bouton já não decide: conte os uns de cada coluna da tabela binária módulo k + 1 = 3 (o painel conta). Aqui: { $verdict }.
disguise-lesson-moore-2-title = A pergunta
disguise-lesson-moore-2-text = Jogue contra o computador. Depois: por que k = 1 devolve a regra de Bouton, X = 0?
disguise-lesson-lasker-title = Nim de Lasker
disguise-lesson-lasker-1-title = Dividir uma pilha
disguise-lesson-lasker-1-text = Uma jogada também pode dividir uma pilha em duas sem tirar nada. Esta pilha de 3 se joga como uma pilha de Nim de { $x }: seu valor é o mex do que suas jogadas alcançam, o menor valor que nenhuma jogada alcança, não o seu tamanho.
disguise-lesson-lasker-2-title = A pergunta
disguise-lesson-lasker-2-text = Jogue contra o computador. Depois: os valores trocam 4m + 3 e 4m + 4. Por que uma pilha de 3 não pode valer 3?
disguise-lesson-hackenbush-title = Hackenbush verde
disguise-lesson-hackenbush-1-title = Um talo é uma pilha
disguise-lesson-hackenbush-1-text = Um talo de 3 arestas: cortar uma aresta é tirar de uma pilha de 3, e X = { $x }.
disguise-lesson-hackenbush-2-title = A pergunta
disguise-lesson-hackenbush-2-text = Jogue contra o computador. Depois: os ramos num ponto se somam pela soma nim. Por que a aresta sob um ponto de valor v conta v + 1?
disguise-lesson-wythoff-title = Jogo de Wythoff
disguise-lesson-wythoff-1-title = Não é Nim
disguise-lesson-wythoff-1-text = X = { $x } e, mesmo assim, { $verdict }: tirar o mesmo das duas pilhas é uma jogada que o Nim não tem. Mostre as respostas para ver as casas perdedoras, os pares de Wythoff.
disguise-lesson-wythoff-2-title = A pergunta
disguise-lesson-wythoff-2-text = Jogue contra o computador. Depois: as casas perdedoras são (⌊nφ⌋, ⌊nφ²⌋) e suas simétricas (⌊nφ²⌋, ⌊nφ⌋), com φ = (1 + √5)/2 ≈ 1,618 e ⌊x⌋ igual a x arredondado para baixo. Por que nunca há duas delas na mesma linha, na mesma coluna ou na mesma diagonal da dama (as casas cujas duas pilhas diferem pelo mesmo tanto)?

## P or N? on a game in disguise
disguise-quiz-start = Perguntas P ou N? sobre este jogo
disguise-quiz = P ou N?
disguise-quiz-question = Pergunta { $n }: esta é uma posição P (o jogador da vez perde) ou uma posição N (o jogador da vez vence)?
disguise-quiz-p = P
disguise-quiz-n = N
disguise-quiz-right = Certo — { $verdict }.
disguise-quiz-wrong = Não exatamente — { $verdict }.
disguise-quiz-score = Acertos até agora: { $right } de { $answered }
disguise-quiz-next = Próxima pergunta
disguise-quiz-stop = Parar as perguntas

## An answer to each lesson's question (shown on request at its last step)
disguise-lesson-answer = Uma resposta
disguise-lesson-overview-answer = Uma jogada de Nim muda uma só pilha, então a partir de X = 0 toda jogada deixa X ≠ 0. Tirar das duas muda duas e pode manter X = 0: de (1, 1) para (0, 0). Então X = 0 já não quer dizer que o jogador da vez perde.
disguise-lesson-staircase-answer = Quando o adversário desce moedas de um degrau par para um ímpar, desça as mesmas moedas mais um degrau: os degraus ímpares ficam como estavam. Qualquer outra jogada é uma jogada de Nim nos degraus ímpares. O jogo termina, porque as moedas só descem.
disguise-lesson-poker-answer = Quando o adversário põe fichas numa pilha, tire as mesmas: X volta a 0. Senão, jogue Nim. Pôr fichas se desfaz na hora, então nunca ajuda; e o jogo termina porque os bancos são finitos.
disguise-lesson-coins-answer = Virar para coroa as caras em n e m tira as pilhas n e m. X muda de n ⊕ m, exatamente como se a pilha n virasse uma pilha m, pois uma segunda pilha m anula a primeira (m ⊕ m = 0). É a jogada de Nim n → m, com m < n.
disguise-lesson-moore-answer = Com k = 1 uma jogada tira de uma só pilha, e a contagem de uma coluna é múltiplo de 2 exatamente quando X tem um 0 nessa coluna. "Toda coluna múltiplo de 2" é, então, X = 0.
disguise-lesson-lasker-answer = Uma pilha de 3 se divide em 1 e 2, que valem 1 ⊕ 2 = 3. Com 0, 1 e 2 alcançados tirando e 3 dividindo, o mex é 4.
disguise-lesson-hackenbush-answer = O que está sobre o ponto se dobra num talo de v arestas (o princípio dos dois-pontos). A aresta de baixo com esse talo em cima é um talo de v + 1 arestas: cortá-la tira tudo, e qualquer outro corte é um corte no talo de v.
disguise-lesson-wythoff-answer = De uma casa perdedora toda jogada leva a uma vencedora. Se duas casas perdedoras dividissem uma linha, uma coluna ou uma diagonal por onde a dama anda, ela iria de uma à outra: de perdedora a perdedora. Então cada uma dessas linhas tem no máximo uma. (Um par e seu simétrico, como (1, 2) e (2, 1), ficam numa linha por onde a dama não anda.)

## Move values and the review of a game in disguise
disguise-valued = ({ $value }, { $grade })
disguise-values-legend = Cada pedra, aresta ou casa leva o valor da jogada que um clique nela faz; uma jogada de várias moedas ou pilhas, uma vez escolhida, ao lado do seu botão:
review-row-disguise = { $number }. { $player }: { $move }

## The colon principle, step by step (Green Hackenbush)
disguise-colon-open = O princípio dos dois-pontos, passo a passo
disguise-colon-step = Passo { $n } de { $count }: no alto da aresta { $edge } os galhos são talos de { $stalks } arestas; { $sum } = { $value }, então jogam como um só talo de { $value }.
disguise-colon-step-zero = Passo { $n } de { $count }: no alto da aresta { $edge } os galhos são talos de { $stalks } arestas; { $sum } = 0, então jogam como nenhuma aresta, e somem.
disguise-colon-done = Cada árvore agora é um talo, de { $stalks } arestas: cada um é uma pilha de Nim do seu comprimento, o valor da árvore.
disguise-colon-already = Cada árvore já é um talo: cada um é uma pilha de Nim do seu comprimento.
disguise-colon-close = Voltar à partida
disguise-wythoff-value = Seu valor de Grundy: g({ $a }, { $b }) = { $g }. Ao lado de outros jogos a dama joga como uma pilha de Nim de { $g }.
disguise-review-hidden = A revisão diz quem estava ganhando a cada jogada: ela abre com as respostas (Jogo ▸ Revelar as respostas) ou no fim da partida.
review-row-values-mover = { $before } → { $after } · { $grade }
disguise-wythoff-key = Em cor (não cinza): os pares de Wythoff, onde quem joga perde. O número pequeno no canto de uma casa é o seu valor de Grundy (0 exatamente nos pares).
disguise-winner-hidden = Quem vence está oculto com as respostas.
disguise-wythoff-too-far = A dama está em ({ $a }, { $b }): longe demais do canto para desenhar o tabuleiro (no máximo { $max } casas em cada direção). O painel ainda diz quem vence e como; Jogo ▸ Jogada do computador joga por você.

## Uma soma de pilhas e jogos disfarçados, jogada no tabuleiro
disguise-sum = Soma de jogos
disguise-lift-sum = Por baixo é Nim: por Sprague–Grundy cada parte se joga como uma pilha de Nim do seu valor, então o jogador da vez perde exatamente quando a soma nim X dos valores é 0.
disguise-how-sum = Jogue em uma só parte de cada vez, pelas regras dela: clique como no tabuleiro dela. Quem faz a última jogada vence.
mixed-part-heap = a pilha { $heap } ({ $game })
mixed-part-game = o jogo { $n } ({ $game })
mixed-label-heap = pilha { $heap } ({ $game })
mixed-part-row = a fileira { $heap } ({ $game })
mixed-label-row = fileira { $heap } ({ $game })
mixed-part-move = { $part }: { $move }
mixed-label-game = jogo { $n } ({ $game })
mixed-hint = Dica: jogue aqui: { $part }.

## A janela que põe uma posição própria no tabuleiro
disguise-setup-menu = Sua própria posição…
disguise-setup-title = Um jogo disfarçado seu
disguise-setup-about = Digite uma posição como a linha de comando a lê: o nome de um jogo, dois-pontos e a sua posição. Junte pilhas e jogos com + para jogá-los lado a lado.
disguise-setup-field = Posição:
disguise-setup-examples = Exemplos (clique para copiar um para o campo):
disguise-quiz-underneath-later = O que há por baixo (as pilhas de Nim e X) aparece com a resposta: descubra você primeiro.
disguise-lesson-moved = O texto fala da posição do começo deste passo: as jogadas feitas desde então mudaram o tabuleiro.
disguise-lesson-restart = Recomeçar este passo
disguise-colon-back = Dobra anterior
disguise-colon-next = Próxima dobra
