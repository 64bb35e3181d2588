# A janela Novo jogo.

new-title = Novo jogo
new-heaps = Pilhas
new-sizes = tamanhos:
new-random = Pilhas aleatórias
new-how-many = quantas
new-up-to = até
new-seed = semente
new-rules = Regras
new-any = Retirar qualquer quantidade
new-up-to-k = Retirar de 1 a k
new-set = Retirar uma quantidade de um conjunto
new-set-label = conjunto =
new-players = Jogadores
new-vs-computer = Contra o computador
new-two-people = Duas pessoas
new-computer-vs-computer = Computador contra computador
new-you-first = Você joga primeiro
new-computer = Computador:
new-expert = Especialista
new-expert-hint = Jogo perfeito: a vitória mais rápida e, quando só pode perder, a derrota mais lenta
new-student = Estudante
new-student-hint = Joga como o Especialista, exceto por uma parte de jogadas aleatórias
new-beginner = Iniciante
new-beginner-hint = Sempre uma jogada válida ao acaso
new-random-share = % de jogadas aleatórias
new-start = Começar
new-cancel = Cancelar
new-mix = Pilhas de jogos diferentes, como Kayles 10 + Nim 5?
new-mix-button = Combinar jogos…
new-normal = Normal
new-misere = Misère
new-ending = { $name }: { $rule }
new-problem = ⚠ { $problem }

## Os nomes dos jogadores em um novo jogo
player-you = Você
player-1 = Jogador 1
player-2 = Jogador 2

## O que está errado em um campo
new-negative = '{ $text }' é negativo
new-too-large = '{ $text }' é maior que { $max }
new-not-whole = '{ $text }' não é um número inteiro
new-no-heaps = Digite pelo menos um tamanho de pilha
new-too-many-heaps = No máximo { $max } pilhas
new-random-count = Entre 1 e 100 pilhas aleatórias
