# The command line's own messages: `bouton check`, bad arguments, and its errors. The first words
# of `check`'s lines (OK, ERROR, warning) stay in English in every language: scripts look for them.

check-game = OK     { $file } ({ $rules }; { $heaps ->
    [0] { $heaps } pilhas
    [one] { $heaps } pilha
   *[other] { $heaps } pilhas
}, { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
})
check-sum = OK     { $file } (uma soma de jogos: { $games }; { $ending }; { $heaps ->
    [0] { $heaps } pilhas
    [one] { $heaps } pilha
   *[other] { $heaps } pilhas
}, { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
})
check-lesson = OK     { $file } (lição "{ $title }", { $steps ->
    [0] { $steps } passos
    [one] { $steps } passo
   *[other] { $steps } passos
})
cli-about = Nim e o teorema de Bouton: analisar posições, verificar as regras por busca exaustiva
cli-not-a-language = '{ $text }' não é um idioma que o Bouton fala; ele fala { $known }
cli-negative = '{ $text }' é negativo; uma pilha tem 0 ou mais objetos
cli-too-large = '{ $text }' é maior que a maior pilha possível, { $largest }
cli-not-a-number = '{ $text }' não é um número inteiro
cli-empty-set = o conjunto está vazio; informe quantidades como 1,3,4
cli-no-game = '{ $text }' não nomeia nenhum jogo; escreva nim, kayles, dawson, upto-K, set-A.B.C ou um código octal como 0.6, depois dois-pontos e o tamanho (kayles:10)
cli-classifying = classificando, depois comparando
cli-values-computed = valores calculados
# The progress bar's words around its counts (the program fills in the counts).
cli-about-left = faltam cerca de { $eta }
cli-too-many-heaps = { $count } pilhas são demais para a linha de comando; no máximo { $most }
cli-not-octal = "{ $rule }" não pode ser escrito como um jogo octal (que retira no máximo { $most } peças por vez), então não pode ser misturado com outros jogos; informe cada pilha como um número simples
cli-review-of-sum = bouton review avalia jogos de Nim, S(1..k) e conjuntos de subtração; este arquivo contém uma soma de jogos
cli-cannot-write = não foi possível gravar a saída: { $why }
report-move-value = { $move }: { $value }
