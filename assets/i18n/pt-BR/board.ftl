# O tabuleiro e o que fica ao redor: o título, as pilhas, o fim do jogo, a lista de jogadas, os erros.

board-no-heaps = Esta posição não tem pilhas. Comece um novo jogo pelo menu Jogo.
board-heap = Pilha { $heap }
board-stone-take = Pilha { $heap }: retirar { $take }
board-computer-to-move = É a vez do computador.
board-partner-to-move = É a vez do outro jogador, no aparelho dele.
board-hover-move = Retirar { $take } da pilha { $heap } → restam { $left }
board-hover-refused = Pilha { $heap }: { $why }
board-hover-proof = Clique: usar esta jogada no lema 1 (ela não é feita)
board-big-heap = Pilha { $heap }: { $size } pedras
board-new-size = novo tamanho
board-new-size-label = Pilha { $heap }: novo tamanho
board-take = Retirar
board-new-size-error = um número inteiro menor que { $size }
board-took = ◀ retirou { $take }
board-position = Posição: { $position }
board-moved-on = { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
} desde o início, { $start }: “{ $title }”. As notas falam do início; Desfazer ou a lista de jogadas voltam até lá.
board-moved-on-class = { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
} desde o início, { $start }: “{ $title }”.
board-title-hidden = O título e as notas ficam ocultos junto com as respostas.
board-how-to-play = Clique em uma pedra: ela sai, junto com todas as pedras à direita dela.

## O fim do jogo
over-title = Fim de jogo
over-play-again = Jogar de novo
over-play-again-hint = O mesmo início, os mesmos lados
over-swap = Trocar de lado
over-swap-hint = O mesmo início; o outro lado joga primeiro
over-from-start = Rever desde o início
over-from-start-hint = Volta ao início; Refazer repete cada jogada
over-grade = Avaliar cada jogada
over-grade-hint = F7: a revisão, com o gráfico

## A lista de jogadas
moves-title = Jogadas
moves-start = Início: { $position }

## Erros
error-title = Algo deu errado
error-unchanged = O jogo no tabuleiro não foi alterado.
error-ok = OK

## Os painéis, como suas abas os chamam
panel-table = Tabela binária
panel-moves = Jogadas
panel-proof = Demonstração
panel-exercises = Exercícios
panel-explore = Explorar
panel-lessons = Lições
panel-review = Revisão
# A line of the move list: "3. You: take 2 from heap 1 → 1 4 5  (X = 0)".
history-line = { $number }. { $who }: { $move }{ $after }  (X = { $x })
board-locked-question = O tabuleiro mostra a pergunta: responda no painel Exercícios.
board-goal = Em turnos, { $moves } de uma só pilha; { $goal }.
moves-script-hidden = { $count ->
    [one] Falta uma jogada, oculta junto com as respostas.
   *[other] Faltam { $count } jogadas, ocultas junto com as respostas.
}
