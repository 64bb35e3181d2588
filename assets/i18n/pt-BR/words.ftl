# Words `core` and the app use in several places: the kinds of exercise, the two seats, the names a
# new game gives its players, the titles of an exercise's and a quiz's board.

exercise-kind-p-or-n = P ou N?
exercise-kind-winning-move = Encontre a jogada vencedora
exercise-kind-winning-heaps = Quais pilhas têm uma jogada vencedora?
side-first = o primeiro jogador
side-second = o segundo jogador
player-student = Estudante
player-partner = Parceiro
player-class = Turma
exercise-title = Exercício { $number }: { $kind }
exercise-notes = Semente { $seed }. As respostas ficam ocultas até você responder.
exercise-notes-answered = Semente { $seed }. Respondida: as respostas estão à mostra.
quiz-title = Quiz: { $kind } (semente { $seed })

## The built-in lesson on sums of games (Kayles beside Nim). Keep every number: a test checks each
## fact these texts state against the analysis.
sum-lesson-title = Todo jogo imparcial é uma pilha de Nim
sum-lesson-board-title = Lição: { $title } — passo { $step } de { $steps }: { $step-title }
sum-lesson-1-title = Uma fileira de pinos de Kayles
sum-lesson-1-text = No Kayles, uma jogada derruba um pino ou dois pinos vizinhos; derrubar um pino do meio divide a fileira. O painel lista cada jogada a partir desta fileira de 4, o que ela deixa e o valor disso, depois o mex: a fileira vale 1, como uma pilha de Nim de 1.
sum-lesson-2-title = Ao lado de uma pilha de Nim de mesmo valor
sum-lesson-2-text = Coloque a fileira ao lado de uma pilha de Nim de 1. As duas valem 1, então X = 1 ⊕ 1 = 0: o jogador da vez perde, exatamente como com duas pilhas de Nim de 1. Experimente uma jogada: o outro jogador sempre consegue trazer X de volta a 0.
sum-lesson-3-title = Uma fileira mais longa
sum-lesson-3-text = Uma fileira de 10 pinos vale 2 (veja seus passos e a tabela). Ao lado de uma pilha de Nim de 2, de novo X = 2 ⊕ 2 = 0: uma posição P, embora as duas pilhas não se pareçam em nada.
sum-lesson-4-title = Três jogos ao mesmo tempo
sum-lesson-4-text = No Kayles de Dawson, derrubam-se exatamente dois pinos vizinhos; uma fileira de 7 vale 1. Faça o XOR dos três valores como no Nim: X = 2 ⊕ 5 ⊕ 1 = 6, não 0, então o jogador da vez vence. Mostre as respostas para ver as jogadas que levam X a 0.
sum-lesson-5-title = Sua vez contra o computador
sum-lesson-5-text = Você joga primeiro. Calcule o valor de cada pilha (o painel mostra os valores), faça o XOR deles e faça uma jogada que deixe X = 0. O computador vai tentar fazer o mesmo.

## Lessons
lesson-new-title = Uma nova lição
lesson-unknown-language = o idioma "{ $tag }" não é um dos que o Bouton fala (en, es, fr, de, pt-BR, zh-CN): a lição abre como foi escrita

## A quiz on a sum of games, and the computer's moves in a sum
quiz-you-played-wins = Você jogou: { $move }. Essa jogada deixa uma posição P: faça o que fizer o outro jogador, você pode vencer.
quiz-you-played-loses = Você jogou: { $move }. Essa jogada deixa uma posição N: o outro jogador pode vencer a partir daí.
quiz-leaves-x = Essa jogada deixa X = { $x }, não 0.
quiz-a-winning-move = Uma jogada vencedora: { $move }.
sum-computer-played = O computador jogou: { $move }.
sum-computer-wins = O computador jogou: { $move }. É uma jogada vencedora.
sum-computer-lost = O computador jogou: { $move }. Toda jogada perde contra um jogo perfeito, então ele escolheu uma ao acaso.
sum-computer-too-large = O computador jogou: { $move }. A posição é grande demais para ser resolvida com exatidão, então ele escolheu uma jogada ao acaso.
sum-computer-delays = O computador jogou: { $move }. Toda jogada perde contra um jogo perfeito, então ele fez o jogo durar o máximo: { $moves } até o fim, contando esta, se você jogar o melhor possível.
sum-computer-random = O computador jogou: { $move }. Ele jogou ao acaso, como manda o seu nível.

# The mark that ends a sentence.
full-stop = {"."}

## The theorem checker's conjectures
conjecture-the-rule = A regra de Bouton para estas regras
conjecture-sum-of-others = Numa posição P, uma pilha é a soma das outras
conjecture-misere-as-normal = O jogo misère tem as mesmas posições P que o jogo normal
conjecture-no-reduction = A soma nim dos tamanhos das pilhas decide, sem reduzi-los
conjecture-misere-on-values = A regra do Nim misère funciona com os valores de Grundy
conjecture-formula = P exatamente quando { $formula }

## Other words
ending-last-move-wins = vence quem faz a última jogada
ending-last-move-loses = perde quem faz a última jogada
size-stones = { $size ->
    [0] { $size } pedras
    [one] { $size } pedra
   *[other] { $size } pedras
}
exercise-score = { $correct } de { $answered } certas · sequência { $streak } (melhor { $best })
