# El panel de ejercicios, los controles del panel de la demostración y los controles del presentador de lecciones.

## Ejercicios
ex-title = Ejercicios
ex-about = Preguntas sobre posiciones generadas a partir de una semilla: da a toda la clase la misma semilla y todos tendrán las mismas preguntas.
ex-easy = Fácil
ex-medium = Medio
ex-hard = Difícil
ex-heaps = Montones
ex-heaps-a11y = Montones por pregunta
ex-largest = Montón más grande
ex-seed = Semilla
ex-seed-a11y = Semilla de los ejercicios
ex-seed-error = La semilla es un número entero, como 2026.
ex-rules = Reglas: { $rules } (las de la partida del tablero).
ex-rules-nim = Reglas: { $rules } (montones de Nim: en el tablero hay una suma de juegos).
ex-start = Empezar
ex-send-class = Enviar a la clase
ex-kept-aside = Tu partida se guarda aparte y vuelve cuando paras.
ex-question = Pregunta { $number } · { $kind }
ex-seed-rules = Semilla { $seed } · { $rules }
ex-p-or-n = ¿La posición del tablero es P o N?
ex-p-or-n-help = P: pierde el jugador que tiene el turno. N: gana el jugador que tiene el turno.
ex-play-winning = Haz una jugada ganadora en el tablero.
ex-play-winning-help = Debe dejar una posición en la que pierda el otro jugador.
ex-tick-heaps = Marca cada montón que tenga una jugada ganadora.
ex-heap = Montón { $heap }
ex-check = Comprobar
ex-right = ✔ Correcto.
ex-not-quite = ✘ No del todo.
ex-next = Siguiente pregunta
ex-skip = Saltar
ex-stop = Parar
ex-score = Puntuación: { $score }
ex-class-answer-in = Tu respuesta se envió. Tu profesor mostrará las respuestas.
ex-class-answered = Respondidas: { $count }
ex-class-waiting = Tu profesor envía los ejercicios.
ex-class-your-answer = Tu respuesta: { $answer }
ex-class-notes = Semilla { $seed }. Tu profesor muestra las respuestas.

## El panel de la demostración
proof-title = Demostración
proof-variants = Variantes:
proof-hidden = Las respuestas están ocultas. La demostración las mostraría.
proof-reveal = Mostrar
proof-play-it = Jugar: { $move }
proof-go-to = Ir a { $page }
proof-slide-of = Diapositiva { $number } de { $count }: se recorren con Siguiente ▶ y ◀ Anterior de la lección.
proof-play-on-board = Jugar en el tablero: { $move }
proof-back = ◀ Anterior
proof-next = Siguiente ▶
proof-restart = Volver al principio
proof-step-of = Paso { $number } de { $count } · teclas ← →
proof-use-heap = Usar el montón:
proof-move-take = Jugada: quitar
proof-how-many-a11y = Lema 1: cuántas piedras
proof-from-heap = del montón
proof-which-heap-a11y = Lema 1: qué montón
proof-pick-on-board = Un clic en el tablero elige aquí la jugada (no se juega).
proof-pick-on-board-rules = Un clic en el tablero elige aquí la jugada (no se juega); las reglas deciden cuáles están permitidas.

## El presentador de lecciones
lesson-back = ◀ Anterior
lesson-back-keys = Page Up, ←
lesson-step-proof = Paso { $number } de { $count } · demostración { $slide } de { $slides }
lesson-step = Paso { $number } de { $count }
lesson-next = Siguiente ▶
lesson-next-keys = Page Down, →
lesson-next-move = Siguiente jugada (quedan { $left })
lesson-hide = Ocultar las respuestas
lesson-reveal = Mostrar
lesson-end = Terminar la lección
lesson-try-it = Pruébalo: la clase hace clic en una piedra y el ordenador responde.
ex-board-locked = El tablero muestra la pregunta y no cambia hasta que sigas.
ex-rules-own = Reglas: { $rules } (no las de la partida del tablero).
ex-rules-as-board = Como en el tablero
ex-answer-first = Responde primero: las respuestas se muestran cuando hayas respondido (Saltar pasa a la siguiente pregunta).
