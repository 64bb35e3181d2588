# Las reglas en palabras y los informes de texto de la línea de órdenes (src/export/text.rs): `bouton analyze`,
# `bouton verify`, `bouton review`. Conserva los números; el programa rellena las columnas de un informe.

## Las reglas vigentes
ending-normal = juego normal
ending-misere = juego misère
moves-any = quitar cualquier cantidad
moves-up-to = quitar de 1 a { $k }
moves-set = quitar una cantidad de { $set }
# "misère play, take 1 to 3"
rules-said = { $ending }, { $moves }

## bouton analyze
report-position = Posición: { $position }   ({ $rules })
report-position-sum = Posición: { $position }   ({ $ending }, una suma de juegos)
report-no-heaps = sin montones
report-outcome = Resultado: { $outcome }.
report-remoteness = Lejanía: { $moves }: { $said }.
report-remoteness-not-counted = Lejanía: no calculada: { $why }.
report-winning-moves = Jugadas ganadoras ({ $count }):
report-winning-moves-first = Jugadas ganadoras ({ $count }; solo se listan las { $listed } primeras):
report-why-first = Por qué gana la primera: { $why }.
report-no-winning-move = Ninguna jugada ganadora: { $why }.
report-no-move-left = No queda ninguna jugada.
report-no-winning-move-sum = Ninguna jugada ganadora: cada jugada deja una posición en la que gana el otro jugador.
report-sprague-grundy = Por el teorema de Sprague–Grundy, cada montón se comporta como un montón de Nim de tamaño igual a su valor, así que la suma nim de Bouton decide la suma de juegos.
# Las etiquetas de la tabla binaria (cortas: encabezan columnas y filas).
report-size = tamaño
report-heap = montón { $number }
report-ones = unos
report-odd = impar
report-top-bit = bit más alto d = { $bit } ({ $power } = { $worth })

## bouton verify
report-box = Caja: { $heaps ->
    [one] { $heaps } montón
   *[other] { $heaps } montones
} de { $max } como máximo — { $positions ->
    [one] { $positions } posición
   *[other] { $positions } posiciones
} (como multiconjuntos)
report-rules = Reglas: { $rules }
report-p-positions = Posiciones P: { $count } (análisis retrógrado sin XOR)
report-rule = Regla: { $rule }
rule-bouton = N si y solo si la suma nim X ≠ 0 (Bouton)
rule-sprague-grundy = N si y solo si la suma nim de los valores de Grundy ≠ 0 (Sprague–Grundy)
rule-search = ninguna regla demostrada; se compara con la búsqueda exacta en el árbol del juego
rule-misere = mientras algún valor sea ≥ 2, N si y solo si X ≠ 0; cuando todos son ≤ 1, N si y solo si hay un número par de valores iguales a 1
report-no-claim = Resultado: la regla no afirmó nada sobre ninguna posición de la caja.
report-agrees-one = Resultado: la regla coincide en la única posición comparada.
report-agrees = Resultado: la regla coincide en todas las { $count } posiciones comparadas.
report-wrong = Resultado: la regla FALLA en { $wrong } de { $count } posiciones. Las primeras:
report-time = Tiempo: { $ms } ms ({ $rate } millones de posiciones por segundo)

## bouton review
report-review-player = jugador
report-review-move = jugada
report-review-before = antes
report-review-after = esta jugada da
report-review-grade = calificación
report-review-take = quitar { $take } del montón { $heap }
# The tally of a player's grades, under the review.
report-review-tally = { $player }: { $grades }
report-review-no-move = (aún no hay jugadas)
report-review-title = Revisión de “{ $title }” ({ $rules }), a partir de { $position }
report-review-untitled = Revisión ({ $rules }), a partir de { $position }
report-review-about = Ambos valores son del jugador que mueve, con el mejor juego: la posición antes de la jugada y lo que la jugada le da.

## bouton grundy
report-grundy-title = { $game }: valores de Grundy de g(0) a g({ $to })
report-grundy-nim = g(n) = n: un montón de Nim vale su tamaño; sin periodo.
report-grundy-period = Periodo { $period } a partir de n = { $start } (demostrado por el teorema de Guy–Smith).
report-grundy-no-period = No se ha demostrado ningún periodo en los valores calculados (hasta n = { $to }).
report-grundy-more = … ({ $more } más; --json los muestra todos)

# How a full clause after a label's colon starts: "capital" (German) or "lower". Not shown.
after-colon = lower

# A sum of heaps and games in disguise (bouton analyze hackenbush:(()()) kayles:5)
mixed-part-value = { $game } { $position }: valor { $value } (se juega como un montón de Nim de { $value }).
mixed-move = { $move } — su valor pasa de { $from } a { $to }, lo que deja X = { $x }
mixed-not-listed = Las jugadas ganadoras en { $game } (juego disfrazado { $part }) no se buscan: { $why }.
