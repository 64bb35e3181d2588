# The command line's own messages: `bouton check`, bad arguments, and its errors. The first words
# of `check`'s lines (OK, ERROR, warning) stay in English in every language: scripts look for them.

check-game = OK     { $file } ({ $rules }; { $heaps ->
    [one] { $heaps } montón
   *[other] { $heaps } montones
}, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
})
check-sum = OK     { $file } (una suma de juegos: { $games }; { $ending }; { $heaps ->
    [one] { $heaps } montón
   *[other] { $heaps } montones
}, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
})
check-lesson = OK     { $file } (lección «{ $title }», { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
})
cli-about = Nim y el teorema de Bouton: analizar posiciones, comprobar las reglas por búsqueda exhaustiva
cli-not-a-language = '{ $text }' no es un idioma que hable Bouton; habla { $known }
cli-negative = '{ $text }' es negativo; un montón tiene 0 o más objetos
cli-too-large = '{ $text }' es mayor que el montón más grande posible, { $largest }
cli-not-a-number = '{ $text }' no es un número entero
cli-empty-set = el conjunto está vacío; da cantidades como 1,3,4
cli-no-game = '{ $text }' no nombra ningún juego; escribe nim, kayles, dawson, upto-K, set-A.B.C o un código octal como 0.6, seguido de dos puntos y el tamaño (kayles:10)
cli-classifying = clasificando y luego comparando
cli-values-computed = valores calculados
# The progress bar's words around its counts (the program fills in the counts).
cli-about-left = quedan unos { $eta }
cli-too-many-heaps = { $count } montones son demasiados para la línea de órdenes; como máximo { $most }
cli-not-octal = «{ $rule }» no se puede escribir como juego octal (que quita como máximo { $most } fichas por jugada), así que no se puede combinar con otros juegos; da cada montón como un número simple
cli-review-of-sum = bouton review califica partidas de Nim, S(1..k) y conjuntos de sustracción; este archivo contiene una suma de juegos
cli-cannot-write = no se puede escribir la salida: { $why }
report-move-value = { $move }: { $value }
