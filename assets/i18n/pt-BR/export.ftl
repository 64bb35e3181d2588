# The exports: the handout (Markdown, for the teacher), the students' worksheet, and the pictures
# (SVG and PNG) of the board and the binary table.

## The handout
handout-position = **Posição:** { $position } — { $rules }.
handout-no-heaps = nenhuma pilha
handout-table = A tabela binária
handout-who-wins = Quem vence
handout-winning-moves = Jogadas vencedoras e por que cada uma vence:
handout-move-why = { $move }: { $why }.
handout-more = … e mais { $count }.
handout-computer = O raciocínio do computador
handout-computer-says = Jogando perfeitamente a partir daqui, o computador diria: “{ $reason }”
handout-to-move = o jogador da vez
handout-other = o outro jogador
handout-proof = { $page } da demonstração de Bouton, aplicado a esta posição
handout-made-with = Feito com o Bouton { $version }.
handout-review = Revisão das jogadas feitas
handout-review-about = A partir de { $position }: cada jogada avaliada pela distância (antes e depois: o valor da posição para o jogador da vez naquele momento, com o melhor jogo).
handout-no-review = sem revisão: { $why }

## The students' worksheet
worksheet-title = Folha de exercícios: { $position }
worksheet-rules = **Regras:** { $rules }.
worksheet-heap = pilha
worksheet-size = tamanho
worksheet-heap-number = pilha { $number }
worksheet-ones = uns
worksheet-questions = Perguntas
worksheet-no-rule = Jogo misère com conjunto de subtração: quem faz a última jogada perde, e não se conhece nenhuma regra geral. Quem vence, o jogador da vez ou o outro jogador? Raciocine começando pelas menores posições.
worksheet-grundy = Escreva o valor de Grundy g de cada pilha.
worksheet-binary = Escreva cada pilha em binário e conte os uns de cada coluna.
worksheet-binary-values = Escreva cada valor em binário e conte os uns de cada coluna.
worksheet-nim-sum = Calcule X, a soma nim: um 1 em cada coluna com um número ímpar de uns.
worksheet-who-wins = Quem vence, o jogador da vez ou o outro jogador? Por quê?
worksheet-misere = Jogo misère: quem faz a última jogada perde. Quem vence, o jogador da vez ou o outro jogador? Primeiro conte as pilhas com 2 ou mais objetos.
worksheet-misere-values = Jogo misère: quem faz a última jogada perde. Quem vence, o jogador da vez ou o outro jogador? Primeiro conte as pilhas cujo valor é 2 ou mais.
worksheet-winning-move = Se o jogador da vez puder vencer, encontre uma jogada vencedora e verifique que ela deixa uma posição perdedora.

## The pictures
picture-heap = Pilha { $number } · { $size }
picture-heap-column = pilha
picture-position = Posição: { $position }
picture-position-moves = { $moves ->
    [one] Posição: { $position }, após { $moves } jogada em “{ $title }”
   *[other] Posição: { $position }, após { $moves } jogadas em “{ $title }”
}
