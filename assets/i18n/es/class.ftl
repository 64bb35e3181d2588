## Una sesión de clase: la línea de órdenes, los errores del servidor y (después) las páginas de los alumnos y la vista del docente
cli-help-class = Dirigir una sesión de clase sin ventana: servir la versión para navegador y la conexión en vivo de los alumnos en la red local hasta Ctrl+C
cli-help-port = El puerto en el que escuchar (0: cualquier puerto libre)
cli-help-listen = La dirección en la que escuchar: todas las interfaces de red salvo que se nombre una (127.0.0.1: solo este ordenador)
cli-help-web = La página web construida que se sirve (por defecto: la carpeta web junto al programa, o /usr/share/bouton/web, donde la instala el paquete, o target/web, que hace `bash assets/web/build.sh`)
cli-help-class-file = Un archivo guardado: cada alumno juega su posición actual (sin archivo: 3, 5, 7 de Nim)
cli-class-address = Los alumnos abren: { $url }
cli-class-code = Código para unirse: { $code }
cli-class-stop = Ctrl+C termina la sesión.
cli-class-ended = La sesión ha terminado ({ $count ->
    [one] un alumno
   *[other] { $count } alumnos
}).
cli-class-commands = Órdenes: seats (una línea por alumno), pause, go, answers on, answers off, remove N, report ARCHIVO, pair, computer, exercises p-or-n|winning-move|winning-heaps SEMILLA, play (de nuevo la posición).
cli-class-report = El informe está en { $csv } y { $html }.
cli-class-done = Hecho.
cli-help-session = Guardar la sesión en este archivo (escrito tras cada cambio); si ya contiene una sesión, reabrirla: el mismo código, los mismos puestos y partidas, y las páginas de los alumnos vuelven solas
cli-class-reopened = Sesión reabierta desde { $file } ({ $count ->
    [one] un alumno
   *[other] { $count } alumnos
}).
cli-class-no-seat = No hay ningún alumno en el puesto { $seat }.
class-no-web-build = la versión para navegador no está en { $dir }: constrúyala con `bash assets/web/build.sh`
class-cannot-listen = no se puede escuchar en { $address }: { $why }
class-no-threads = no se pueden iniciar los hilos del servidor: { $why }
class-no-randomness = el azar del sistema no está disponible: { $why }

## La página de un alumno en una sesión de clase
seat-title = Sesión de clase
seat-connecting = Conectando con el Bouton de tu docente…
seat-reconnecting = Se perdió la conexión: reconectando…
seat-join-title = Unirse a la clase
seat-join-hint = Escribe el código que muestra tu docente y el nombre que verá la clase.
seat-join-code = Código para unirse
seat-join-name = Tu nombre o un apodo
seat-join = Unirse
seat-bar = { $name } · puesto { $seat }
seat-new-game = Nueva partida
seat-versus = Juegas contra { $name }
seat-waiting = Esperando la jugada de { $name }…
seat-versus-computer = Juegas contra el ordenador
seat-exercises = Ejercicios de tu profesor
seat-notice-new-game = Tu profesor empezó una partida nueva para ti.
seat-notice-exercises = Tu profesor envió ejercicios.
seat-paused = Mirad a la pizarra
seat-paused-detail = Tu docente ha pausado la clase.
seat-closed-removed = Tu docente te ha sacado de la clase.
seat-closed-elsewhere = Tu puesto se abrió en otra pestaña o en otro dispositivo.
seat-closed-ended = La sesión de clase ha terminado.
seat-closed-abuse = Esta página envió demasiados mensajes y se cerró.
seat-reload = Recarga esta página para volver a unirte.
seat-refused-protocol = Esta página y el Bouton de tu docente son de versiones distintas: recarga la página.
seat-refused-wrong-code = Ese no es el código de esta clase: compruébalo y vuelve a intentarlo.
seat-refused-too-many-codes = Demasiados códigos erróneos: recarga la página para volver a intentarlo.
seat-refused-no-name = Escribe primero un nombre.
seat-refused-name-too-long = Un nombre de { $max } caracteres como máximo, por favor.
seat-refused-full = La clase está completa ({ $max } alumnos).
seat-refused-token = No se pudo devolverte tu puesto: únete de nuevo.
seat-refused-not-joined = Únete primero a la clase.
seat-refused-already = Ya estás en la clase.
seat-refused-malformed = El Bouton de tu docente no entendió esta página: recárgala.
seat-refused-too-fast = Más despacio: demasiados clics a la vez.
seat-refused-paused = La clase está en pausa: mirad a la pizarra.
seat-refused-not-your-turn = Espera tu turno.
seat-refused-game-over = Esta partida ha terminado: empieza una nueva.
seat-refused-game-not-over = Termina primero esta partida.
seat-refused-illegal = Esa jugada no está permitida aquí.
seat-refused-not-now = La clase está haciendo otra cosa ahora: sigue tu pantalla.
seat-refused-already-answered = Ya respondiste esta pregunta: pasa a la siguiente.
seat-refused-bad-answer = Eso no es una respuesta a esta pregunta.

## La vista de la clase del docente, en la aplicación
menu-class = Clase
class-start = Iniciar una sesión de clase
class-reopen = Reabrir la última sesión
class-show-view = Vista de la clase
class-show-board = Volver al tablero
class-end = Terminar la sesión de clase
class-end-confirm = ¿Terminar la sesión de clase? La página de cada alumno lo sabrá; Clase ▸ Reabrir la última sesión la recupera.
class-end-keep = Seguir con la clase
class-open-address = Los alumnos abren
class-join-code = Código para unirse
class-how = Abre la dirección (o escanea el código) y escribe el código para unirte y un nombre.
class-pause = Pausar la clase
class-go-on = Dejarlos seguir
class-show-answers = Mostrar las respuestas en sus pantallas
class-hide-answers = Ocultar las respuestas en sus pantallas
class-send = Enviar la posición del tablero
class-hide-names = Ocultar los nombres
class-sort = Orden
class-sort-seat = Por puesto
class-sort-name = Por nombre
class-sort-activity = Los más recientes primero
class-sort-moves = Más jugadas primero
class-student = Alumno { $seat }
class-students = { $count ->
    [one] Un alumno
   *[other] { $count } alumnos
}
class-no-students = Aún no hay alumnos: la dirección y el código están arriba.
class-paused-note = En pausa: cada pantalla dice «Mirad a la pizarra».
class-on-exercises = La clase hace ejercicios: { $set }
class-refused = Rechazos hasta ahora: { $count }
class-winning = ganando
class-losing = perdiendo
class-won = ganó
class-lost = perdió
class-their-turn = le toca
class-computer-turn = le toca al ordenador
class-tile-counts = jugadas: { $moves } · pistas: { $hints } · partidas ganadas: { $won }/{ $finished }
class-tile-question = Pregunta { $number }
class-tile-right = correcta
class-tile-wrong = no es correcta
class-tile-thinking = pensando
class-tile-exercises = ejercicios: { $right }/{ $answered } correctas
class-active-seconds = activo hace { $seconds } s
class-active-minutes = activo hace { $minutes } min
class-offline = sin conexión
class-remove = Quitar
class-project = Proyectar
class-spotlight-title = El tablero del alumno { $seat }
class-spotlight-prompt = ¿Qué jugaríais aquí, y por qué?
class-spotlight-waiting = El ordenador va a jugar.
class-spotlight-over = Esta partida ha terminado.
class-spotlight-back = Volver a la clase
class-spotlight-answers = Mostrar la respuesta aquí
class-pair = Formar parejas
class-unpair = Todos contra el ordenador
class-pair-after-exercises = Las parejas juegan una partida: envía primero una posición.
class-versus = contra { $name }
class-partner-turn = le toca a { $name }
class-spotlight-partner = Su pareja va a jugar.

## El informe de la clase (CSV y una página para imprimir)
report-class-title = Informe de la clase
report-class-summary = { $date } · preguntas: { $questions } · alumnos: { $students }
report-class-seat = Puesto
report-class-name = Nombre
report-class-moves = Jugadas
report-class-hints = Pistas
report-class-finished = Partidas terminadas
report-class-won = Partidas ganadas
report-class-answered = Respondidas
report-class-right = Correctas
report-class-question = P{ $number }: { $position }
report-class-misere = { $position } (misère)
report-class-exercises = { $kind } ({ $rules }, semilla { $seed })
report-class-right-cell = { $right }/{ $answered } correctas
report-class-tally = { $won }/{ $finished } ganadas, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}
report-class-by-question = Por pregunta
report-class-question-line = jugada por { $played } · partidas ganadas: { $won }/{ $finished } · jugadas: { $moves }
report-class-exercise-line = respondida por { $students } · correctas: { $right }/{ $answered }
class-report = Guardar el informe de la clase
class-report-saved = Informe guardado: { $path }
