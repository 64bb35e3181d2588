# El tablero y lo que lo rodea: el encabezado, los montones, el final de la partida, la lista de jugadas, los errores.

board-no-heaps = Esta posición no tiene montones. Empieza una partida nueva desde el menú Partida.
board-heap = Montón { $heap }
board-stone-take = Montón { $heap }: quitar { $take }
board-computer-to-move = Le toca jugar al ordenador.
board-partner-to-move = Le toca al otro jugador, en su dispositivo.
board-hover-move = Quitar { $take } del montón { $heap } → quedan { $left }
board-hover-refused = Montón { $heap }: { $why }
board-hover-proof = Clic: usar esta jugada en el lema 1 (no se juega)
board-big-heap = Montón { $heap }: { $size } piedras
board-new-size = nuevo tamaño
board-new-size-label = Montón { $heap }: nuevo tamaño
board-take = Quitar
board-new-size-error = un número entero menor que { $size }
board-took = ◀ quitó { $take }
board-position = Posición: { $position }
board-moved-on = { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
} desde el inicio, { $start }: “{ $title }”. Sus notas hablan del inicio; Deshacer o la lista de jugadas vuelven atrás.
board-moved-on-class = { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
} desde el inicio, { $start }: “{ $title }”.
board-title-hidden = El título y las notas están ocultos junto con las respuestas.
board-how-to-play = Haz clic en una piedra: se va, junto con todas las piedras a su derecha.

## El final de la partida
over-title = Fin de la partida
over-play-again = Jugar otra vez
over-play-again-hint = El mismo inicio, los mismos bandos
over-swap = Cambiar de bando
over-swap-hint = El mismo inicio; el otro bando juega primero
over-from-start = Repasar desde el inicio
over-from-start-hint = Vuelve al inicio; Rehacer repite cada jugada
over-grade = Calificar cada jugada
over-grade-hint = F7: la revisión, con su gráfica

## La lista de jugadas
moves-title = Jugadas
moves-start = Inicio: { $position }

## Errores
error-title = Algo ha salido mal
error-unchanged = La partida del tablero no ha cambiado.
error-ok = Aceptar

## Los paneles, tal como los nombran sus pestañas
panel-table = Tabla binaria
panel-moves = Jugadas
panel-proof = Demostración
panel-exercises = Ejercicios
panel-explore = Explorar
panel-lessons = Lecciones
panel-review = Revisión
# A line of the move list: "3. You: take 2 from heap 1 → 1 4 5  (X = 0)".
history-line = { $number }. { $who }: { $move }{ $after }  (X = { $x })
board-locked-question = El tablero muestra la pregunta: responde en el panel Ejercicios.
board-goal = Por turnos, { $moves } de un solo montón; { $goal }.
moves-script-hidden = { $count ->
    [one] Falta una jugada, oculta junto con las respuestas.
   *[other] Faltan { $count } jugadas, ocultas junto con las respuestas.
}
