# The proof walkthrough's slides (src/words/proof: lemmas.rs, variants.rs, cut_the_knot.rs,
# pages.rs): the lemmas step by step, the theorem, misère play, S(1..k), cut-the-knot's rule and
# Sprague–Grundy, each on the position on the board. Keep every number and formula: a test checks
# that each line has the same numbers in every language as in English. X′ is the nim-sum after a
# move; xₖ and yₖ a heap's value before and after.

## The pages
page-lemma-1 = Lema 1
page-lemma-2 = Lema 2
page-theorem = Teorema
page-misere = Misère
page-subtraction = S(1..k)
page-cut-the-knot = Cut-the-knot
page-sprague-grundy = Sprague–Grundy
proof-here = Aqui
proof-lemma-1-nothing = Nenhuma jogada é possível aqui, então o lema 1 vale sem nada a verificar.

## The lemmas, step by step
proof-misere-not-x = No jogo misère, X sozinho não decide quem vence. Aqui:
proof-instead = Aqui, a jogada vencedora é outra:
proof-no-move-wins = Nenhuma jogada vence aqui:
proof-binary-title = Escreva as pilhas em binário
proof-binary-title-values = Escreva os valores em binário
proof-binary = Uma linha por pilha, com o maior valor posicional à esquerda.
proof-binary-values = Cada pilha se comporta como uma pilha de Nim do tamanho do seu valor de Grundy. Escreva os valores em binário.
proof-empty = A posição não tem pilhas: está vazia.
proof-xor-title = Faça o XOR das colunas
proof-xor = Conte os algarismos 1 de cada coluna. A soma nim X tem um 1 onde a contagem é ímpar. (Alguns livros a chamam de s.)
proof-xor-even = Em toda coluna a contagem é par: X = 0.
proof-odd-columns = Colunas com contagem ímpar: { $columns }.
proof-x-not-zero = X = { $x } ≠ 0.
proof-top-bit-title = Encontre o 1 mais à esquerda de X
proof-top-bit = O 1 mais à esquerda de X = { $x } é o bit d = { $d }. Ele vale 2^{ $d } = { $worth }.
proof-choose-title = Escolha uma pilha com um 1 no bit d
proof-choose-title-values = Escolha um valor com um 1 no bit d
proof-choose = A pilha { $heap } tem um 1 no bit { $d }: { $name } = { $x }.
proof-choose-values = O valor da pilha { $heap } tem um 1 no bit { $d }: { $name } = { $x }.
proof-only-heap = É a única pilha assim.
proof-heaps-have-it = { $count } pilhas têm esse 1. Qualquer uma delas leva a X′ = 0; aqui usamos a pilha { $heap }.
proof-one-must-exist = Tem de existir uma: um número ímpar de pilhas tem um 1 na coluna d; caso contrário, X teria um 0 ali.
proof-new-size-title = O novo tamanho
proof-new-value-title = O novo valor
proof-change-heap = Reduza a pilha { $heap } a { $y } = X ⊕ { $x }.
proof-change-value = Leve o valor da pilha { $heap } a { $y } = X ⊕ { $x }.
proof-smaller-title = Por que { $y } < { $x }
proof-bit-d = bit d
proof-left-of-bit = À esquerda do bit { $d }: { $x } e { $y } coincidem.
proof-bit-drops = O bit { $d } cai de 1 para 0: isso representa −{ $worth }.
proof-nothing-right = À direita do bit 0 não há nada.
proof-right-of-bit = À direita do bit { $d }: { $low-x } passa a ser { $low-y }, uma variação de no máximo { $worth } − 1 = { $most }.
proof-so-smaller = Logo, { $y-name } = { $y } < { $x } = { $x-name }: a jogada é permitida.
proof-so-smaller-values = Logo, { $y-name } = { $y } < { $x } = { $x-name }. Uma pilha de valor { $x } alcança todos os valores menores (é isso que o mex significa), então existe uma jogada que deixa o valor { $y }.
proof-move-title = A jogada
proof-you-pick = Você escolhe:
proof-zero-title = A nova soma nim é 0
proof-zero = Depois de uma jogada na pilha k, a nova soma nim é X′ = X ⊕ xₖ ⊕ yₖ (as outras pilhas não mudam).
proof-lemma-2-proved = Agora o outro jogador enfrenta X′ = 0. Isso demonstra o lema 2.
proof-any-move-title = Uma jogada qualquer
proof-any-move = O lema 1 fala de todas as jogadas. Tome uma qualquer: aqui, uma jogada na pilha k.
proof-heap-changes = A pilha { $heap } muda: { $x-name } = { $x } passa a ser { $y-name } = { $y }.
proof-value-changes = O valor da pilha { $heap } muda: { $x-name } = { $x } passa a ser { $y-name } = { $y }.
proof-new-nim-sum-title = A nova soma nim
proof-new-nim-sum = Só a pilha k mudou, então a nova soma nim é X′ = X ⊕ xₖ ⊕ yₖ. Aqui X = 0, então X′ = xₖ ⊕ yₖ.
proof-not-zero-title = Por que X′ ≠ 0
proof-move-changes-heap = Uma jogada muda a pilha, então xₖ ≠ yₖ.
proof-move-changes-value = Uma jogada muda o valor: g é o mex dos valores que uma pilha pode alcançar, então ela nunca alcança o próprio valor.
proof-differ-in-bit = { $x } e { $y } diferem no bit { $bit }, então X′ tem um 1 ali.
proof-lemma-1-proved = Aqui X′ = { $t } ≠ 0. Seja qual for a jogada, X′ ≠ 0. Isso demonstra o lema 1.

## The theorem
proof-ends-title = O jogo sempre termina
proof-ends = Toda jogada retira pelo menos um objeto.
# Portuguese puts 0 and 1 in [one]: 0 has its own variant, in the plural.
proof-ends-here = { $objects ->
    [0] Aqui restam { $objects } objetos, então ainda é possível fazer no máximo { $objects } jogadas.
    [one] Aqui resta 1 objeto, então ainda é possível fazer no máximo 1 jogada.
   *[other] Aqui restam { $objects } objetos, então ainda é possível fazer no máximo { $objects } jogadas.
}
proof-induction = Assim, podemos raciocinar por indução sobre o número de objetos restantes.
proof-lemmas-title = Os dois lemas
proof-lemma-1 = Lema 1: se X = 0, toda jogada deixa X′ ≠ 0 (X′: a soma nim depois da jogada).
proof-lemma-1-values = Lema 1: se X = 0, toda jogada deixa X′ ≠ 0 (X e X′ são as somas nim dos valores de Grundy, antes e depois da jogada).
proof-lemma-2 = Lema 2: se X ≠ 0, existe uma jogada que deixa X′ = 0.
proof-empty-lost = A posição vazia tem X = 0, e nela o jogador da vez já perdeu (jogo normal).
proof-stuck-lost = Numa posição sem jogadas, todos os valores são 0, então X = 0, e nela o jogador da vez já perdeu (jogo normal).
proof-misere-differs = No jogo misère, o jogador que fica sem jogadas venceu, então os lemas sozinhos não decidem: o final do jogo é jogado de outra forma.
proof-no-theorem = No jogo misère com conjunto de subtração nenhum teorema decide: quem decide é uma busca exaustiva na árvore do jogo.
proof-on-values = Com “{ $moves }”, o teorema vale para os valores de Grundy das pilhas.
# $player and $to-move are names ("Você", "O computador", "Jogador 1"): the verbs are in the third person.
proof-will-win = { $player }, que tem a vez, vencerá com um jogo perfeito.
proof-will-win-anyway = { $player } vencerá com um jogo perfeito, não importa o que { $to-move } faça.
proof-first-step = Uma primeira jogada vencedora:
proof-strategy-title = A estratégia
proof-strategy-move = Diante de X ≠ 0, jogue para deixar X = 0 (lema 2).
proof-strategy-reply = Então o adversário é obrigado a deixar de novo X ≠ 0 para você (lema 1).
proof-strategy-last = Você nunca é quem fica sem jogada, então é você quem retira o último objeto.
proof-strategy-last-stuck = Você nunca é quem fica sem jogada, então é você quem faz a última jogada.
proof-theorem = Teorema: o jogador da vez vence se e somente se X ≠ 0.
proof-misere-last-loses = No jogo misère, quem faz a última jogada perde.
proof-misere-set-unproven = Com um conjunto de subtração, nenhuma regra como a de Bouton está demonstrada para o jogo misère.
proof-misere-set-search = O Bouton decide essas posições por uma busca exaustiva na árvore do jogo, quando são pequenas o bastante.
proof-misere-while = Enquanto duas ou mais pilhas tiverem tamanho 2 ou mais, jogue exatamente como no jogo normal: deixe X = 0.
proof-misere-while-values = Enquanto dois ou mais valores forem 2 ou mais, jogue exatamente como no jogo normal: deixe X = 0.
proof-misere-switch = Na virada, quando só um número ainda é 2 ou mais, leve-o a 0 ou 1 de modo que reste uma quantidade ímpar de 1.
proof-misere-then = Então toda pilha tem tamanho 0 ou 1, e sobra para o outro jogador retirar o último objeto.
proof-misere-then-values = Então todo valor é 0 ou 1, com uma quantidade ímpar de 1. Se o outro jogador aumentar um valor de novo, continue pelas mesmas regras: no fim, sobra para o outro jogador retirar o último objeto.
proof-misere-then-values-stuck = Então todo valor é 0 ou 1, com uma quantidade ímpar de 1. Se o outro jogador aumentar um valor de novo, continue pelas mesmas regras: no fim, sobra para o outro jogador fazer a última jogada.
proof-misere-theorem = Teorema (misère): o jogador da vez vence se e somente se X ≠ 0 — exceto quando toda pilha tem tamanho 0 ou 1: aí, se e somente se a quantidade de 1 for par.
proof-misere-theorem-values = Teorema (misère): o jogador da vez vence se e somente se X ≠ 0 — exceto quando todo valor é 0 ou 1: aí, se e somente se a quantidade de 1 for par.

## Misère play
proof-misere-title = Jogo misère
proof-misere-intro-title = Misère: a última jogada perde
proof-misere-play-as-normal = Jogue exatamente como no jogo normal enquanto duas ou mais pilhas tiverem tamanho 2 ou mais.
proof-misere-play-as-normal-values = Jogue exatamente como no jogo normal enquanto dois ou mais valores forem 2 ou mais.
proof-misere-change = A mudança só aparece quando exatamente um número é 2 ou mais: a virada.
proof-misere-turn = Então X ≠ 0, logo é a vez do jogador que tem a estratégia vencedora.
proof-misere-odd = O jogo normal deixaria um número par de pilhas de 1. O misère deixa um número ímpar.
proof-misere-odd-values = O jogo normal deixaria um número par de pilhas de valor 1. O misère deixa um número ímpar.
proof-misere-same-heaps = Este jogo segue as regras do jogo normal; esta página mostra as mesmas pilhas no jogo misère.
proof-heaps-list = pilhas: { $list }
proof-values-list = valores: { $list }
proof-in-misere = No jogo misère:
proof-in-normal = No jogo normal, para comparar:

## S(1..k)
proof-subtraction-title = S(1..{ $k }): reduzir mod { $modulus }
proof-subtraction-move = Em S(1..{ $k }), uma jogada retira de 1 a { $k } objetos.
proof-subtraction-value = Uma pilha de n tem valor de Grundy n mod { $modulus }: reduza cada pilha módulo { $modulus } e depois jogue Nim com os valores.
proof-subtraction-not-own = Estas regras não são S(1..k); aqui está S(1..3), como no Thai 21, com as mesmas pilhas.
proof-heap-mod = pilha { $heap }: { $size } mod { $modulus } = { $value }
proof-more-heaps = … e mais { $count }.
proof-subtraction-start = Comece um jogo com “retirar de 1 a k” para jogá-lo e ver quem vence.
proof-one-heap-title = Uma só pilha
proof-one-heap = Com uma única pilha de n, o segundo jogador vence exatamente quando n ≡ 0 (mod { $modulus }).
proof-one-heap-misere = No jogo misère: exatamente quando n ≡ 1 (mod { $modulus }).
proof-one-heap-why = Por quê: leve sempre a pilha de volta a um múltiplo de { $modulus } (a uma jogada de j responde-se com { $modulus } − j); no jogo misère, a 1 a mais que um múltiplo.
proof-heap-alone = pilha 1 sozinha: { $size } mod { $modulus } = { $rest }
proof-heap-alone-winner = Pilha 1 sozinha, jogo normal: { $normal } vence. Jogo misère: { $misere } vence.
proof-first-player = o primeiro jogador
proof-second-player = o segundo jogador

## Sprague–Grundy
proof-disguise-title = Toda pilha é uma pilha de Nim disfarçada
proof-grundy-mex = O valor de Grundy g(n) de uma pilha é o mex dos valores que suas jogadas alcançam.
proof-mex = mex = o menor número natural que não está na lista.
proof-plays-like = Uma pilha de valor g se comporta como uma pilha de Nim de g pedras: ela pode alcançar todos os valores menores (também pode alcançar valores maiores, mas o outro jogador sempre pode voltar para g).
proof-xor-values = Então faça o XOR dos valores e aplique a eles a estratégia de Bouton.
proof-xor-values-set-misere = No jogo normal, faça o XOR dos valores e aplique a eles a estratégia de Bouton. No jogo misère com conjunto de subtração não há regra assim demonstrada: em vez disso, o Bouton faz uma busca na árvore do jogo.
proof-xor-values-misere = Então faça o XOR dos valores e aplique a eles a estratégia de Bouton, com a virada misère no final (veja a página Misère).
proof-nim-values = No Nim, g(n) = n: uma pilha de n alcança todos os tamanhos menores. Escolha um conjunto em um novo jogo para ver mais.
proof-reached-more = … mais { $count }
proof-heap-mex = pilha { $heap }: g({ $size }) = mex{ "{" }{ $reached }{ "}" } = { $value }
proof-xor-of-values = XOR dos valores: X = { $x }
proof-sequence-title = A sequência
proof-period = Os valores se repetem com período { $period } a partir do tamanho de pilha { $start }, então todo tamanho de pilha fica coberto.

## Cut-the-knot's rule
proof-ctk-title = A regra do Cut-the-knot
proof-ctk-zero = Aqui X = 0: nenhuma jogada deixa a soma nim em 0. Experimente uma posição com X ≠ 0.
proof-ctk-and = Para cada pilha x, calcule x & X (os bits que ela tem em comum com X).
proof-ctk-and-values = Com estas regras, a regra vale para os valores de Grundy. Para cada valor x, calcule x & X.
proof-ctk-heap = pilha { $heap }: { $and }
proof-ctk-largest = O maior é o da pilha { $heap }: ele contém o bit mais alto de X, Y = { $top }.
proof-ctk-bring = Leve a pilha { $heap } a c' = o XOR das outras; a quantidade a subtrair é c − c':
proof-ctk-inequality = c − Z = { $high } ≥ Y = { $top } > { $low } = outros − Z
proof-ctk-positive = Por que ela é positiva? Acima de Y, c e o XOR das outras coincidem (X não tem nenhum 1 ali). Chame esses bits de Z.
proof-ctk-so = Logo, c − c' = { $take } > 0, e depois disso o XOR dos valores dá 0.
proof-ctk-three = Com três pilhas a, b e c, esta é a fórmula c − (a ⊕ b) do Cut-the-knot.
proof-ctk-values-differ = c − c' = { $take } é uma diferença de valores, não um número de objetos: a jogada é a que deixa a pilha { $heap } com valor { $value }.
proof-ctk-largest-title = O maior x & X
proof-ctk-board-title = No tabuleiro
