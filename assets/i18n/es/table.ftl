# La tabla binaria junto al tablero: una fila por montón, una columna por bit.

table-title = Tabla binaria
table-misere-set = Juego misère con un conjunto de sustracción: no hay ninguna regla demostrada; el resultado se obtiene mediante una búsqueda exhaustiva.
table-misere = Juego misère: quien hace la última jugada pierde, y el final de la partida se juega de otra manera.
table-heap = montón
table-size = tamaño
table-ones = unos
# La marca bajo una columna con un número impar de unos (una palabra corta: va debajo de una sola cifra).
table-odd = impar
table-row-name = Montón { $heap }
table-a11y-header = Tabla binaria: una fila por montón, una columna por bit
table-a11y-row = Montón { $heap }: { $size }, en binario { $binary }
table-a11y-row-value = Montón { $heap }: tamaño { $size }, valor { $value }, en binario { $binary }
table-a11y-ones = número de unos en cada columna
table-x-hidden = X oculto
table-hinted = ◀ aquí empieza una jugada ganadora
table-marker-moves = { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}
table-proof-fills = La demostración va completando la tabla paso a paso: Siguiente ▶ muestra el resto.
table-hide = Ocultar las respuestas
table-reveal = Mostrar
table-winning-moves = Jugadas ganadoras ({ $count }):
table-more = … y { $count } más
