# Valores de las jugadas en el tablero y revisión de una partida (lejanía: jugadas hasta el final con juego perfecto).

values-counting = Contando las jugadas hasta el final…
values-cancel = Cancelar
values-legend = Cada piedra (o bolo) tiene el color de la jugada que hace un clic sobre ella:
values-fastest-win = la victoria más rápida
values-slower-win = una victoria más lenta
values-throws-win = desperdicia la victoria
values-slowest-loss = la derrota más lenta
values-faster-loss = una derrota más rápida
values-number = · el número: jugadas hasta el final con juego perfecto, contando esta.

## Las calificaciones de una jugada
grade-best = mejor jugada
grade-slower-win = victoria más lenta
grade-mistake = error
grade-faster-loss = derrota más rápida
grade-forced = forzada

## El valor de una posición para quien mueve
remote-win = gana en { $moves }
remote-lose = pierde en { $moves }
remote-over = partida terminada

## El panel de revisión
review-title = Revisión
review-about = Cada jugada calificada por su lejanía: las jugadas hasta el final con juego perfecto, si el ganador acaba cuanto antes y el perdedor alarga la partida al máximo.
review-no-move = Aún no hay jugadas: cada jugada se califica en cuanto se juega.
review-no-move-yet = aún sin jugadas
review-tally = { $player }: { $mistakes ->
    [one] 1 error
   *[other] { $mistakes } errores
} ({ $grades })
review-chart-about = Por encima de la línea: quien mueve gana en esas jugadas; por debajo: pierde en esas jugadas.
review-chart-axis = jugadas hasta el final
review-start = Inicio: { $position }  ({ $value })
review-row = { $number }. { $player }: quita { $take } del montón { $heap }
review-row-values = para { $player }: { $before } → { $after } · { $grade }
review-jump = Mostrar la posición tras esta jugada
values-not-counted = Valores de las jugadas: { $why }.
review-not-counted = Sin revisión: { $why }.
review-series-value = lejanía
review-series-wins = quien mueve gana
review-series-loses = quien mueve pierde
review-series-axis = eje
review-series-board = el tablero
# How a short list of counts is joined: "best 1, mistake 2".
list-separator = {", "}
list-and-more = { $list }… y { $more } más
