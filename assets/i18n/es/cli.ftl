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
cli-no-game = '{ $text }' no nombra ningún juego; escribe nim, kayles, dawson, upto-K, set-A.B.C, lasker, grundy o un código octal como 0.6, seguido de dos puntos y el tamaño (kayles:10); o un juego disfrazado: staircase, poker, turtles, mock-turtles, ruler, moore-K, hackenbush, wythoff
cli-classifying = clasificando y luego comparando
cli-values-computed = valores calculados
# The progress bar's words around its counts (the program fills in the counts).
cli-about-left = quedan unos { $eta }
cli-too-many-heaps = { $count } montones son demasiados para la línea de órdenes; como máximo { $most }
cli-review-of-sum = bouton review califica partidas de Nim, S(1..k) y conjuntos de sustracción; este archivo contiene otro juego (Kayles, un código octal o una suma de juegos)
cli-cannot-write = no se puede escribir la salida: { $why }
report-move-value = { $move }: { $value }

## The command line's help (`bouton --help`, `bouton analyze --help`)
cli-heading-usage = Uso:
cli-heading-commands = Órdenes
cli-heading-arguments = Argumentos
cli-heading-options = Opciones
cli-help-help = Mostrar la ayuda
cli-help-version = Mostrar la versión
cli-help-file = Un archivo de partida para abrir en la ventana (si no se da ninguna orden, se abre la ventana)
cli-help-lang = El idioma de la salida: en, es, fr, de, pt-BR o zh-CN (por defecto: LC_ALL, LC_MESSAGES o LANG). `--json` y los códigos de salida son iguales en todos los idiomas
cli-help-analyze = Analizar una posición: la tabla binaria, el resultado y todas las jugadas ganadoras
cli-help-verify = Comprobar la regla con una búsqueda exhaustiva sin XOR en cada posición de una caja
cli-help-check = Comprobar archivos de partida y de lección: muestra OK o el error de cada uno (código de salida 2 si alguno está mal)
cli-help-handout = Mostrar la ficha para el docente sobre la posición de un archivo de partida, en Markdown
cli-help-grundy = Mostrar los valores de Grundy de un juego y su periodo cuando está demostrado (Guy–Smith)
cli-help-review = Calificar cada jugada de una partida guardada: mejor jugada, victoria más lenta, error, derrota más rápida o forzada
cli-help-misere = Juego misère: quien hace la última jugada pierde
cli-help-up_to = El juego de sustracción S(1..K): cada jugada quita de 1 a K objetos
cli-help-set = Un conjunto de sustracción: cada jugada quita exactamente una de estas cantidades, como 1,3,4
cli-help-json = Mostrar un único objeto JSON en lugar de texto
cli-help-analyze-file = Analizar la posición actual de un archivo de partida (con sus reglas) en lugar de HEAPs
cli-help-octal = Los números sueltos son montones de este juego octal (como 0.77, Kayles), en lugar del juego de las opciones de reglas
cli-help-analyze-heaps = Los montones, como 19 20 21, o montones de juegos con nombre: kayles:10 dawson:7 nim:5 (también upto-K:n, set-A.B.C:n o un código octal como 0.6:n)
cli-help-verify-heaps = El número de montones
cli-help-max = El tamaño máximo de un montón
cli-help-handout-file = El archivo de partida
cli-help-student = La hoja de ejercicios para estudiantes: la posición, una tabla vacía y las preguntas, sin respuestas
cli-help-files = Los archivos de partida que comprobar
cli-help-game = El juego: nim, kayles, dawson, upto-K, set-A.B.C o un código octal como 0.6
cli-help-to = El mayor tamaño de montón cuyo valor se muestra
cli-help-review-file = El archivo de la partida

## The command line's complaints about its arguments
cli-bad-value = valor no válido '{ $value }' para { $arg }: { $why }
cli-bad-choice = valor no válido '{ $value }' para { $arg }; los valores posibles son { $valid }
cli-empty-value = { $arg } está vacío: dale un valor
cli-missing = faltan argumentos obligatorios: { $args }
cli-conflict = { $arg } no se puede usar con { $other }
cli-unknown-argument = argumento inesperado '{ $arg }'; consulta `bouton --help`
cli-unknown-command = orden desconocida '{ $command }'; consulta `bouton --help`
cli-help-subcommand-help = Mostrar este mensaje o la ayuda de las órdenes indicadas
# A warning under a file that `bouton check` read.
check-warning = aviso: { $warning }
check-disguise = OK     { $file } ({ $game }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
})
desktop-generic-name = Herramienta para enseñar Nim
desktop-comment = Jugar al Nim y aprender el teorema de Bouton: la tabla binaria, las demostraciones, el ordenador como rival
desktop-keywords = Nim;XOR;suma nim;teoría de juegos;Bouton;matemáticas;
desktop-file-type = Archivo de Bouton (partida, posición o lección)
man-exit-status = ESTADO DE SALIDA
man-exit-status-text = 0: hecho. 1: verify encontró una posición en la que la regla y la búsqueda exhaustiva no coinciden. 2: entrada incorrecta (un argumento o un archivo); una línea en la salida de error dice por qué.
man-environment = ENTORNO
man-environment-text = LC_ALL, LC_MESSAGES, LANG: el idioma de la salida y de la ventana (en, es, fr, de, pt-BR o zh-CN; --lang va primero). RUST_LOG=info: cada operación con archivos se registra en la salida de error.
man-files = ARCHIVOS
man-files-text = $XDG_DATA_HOME/bouton (o ~/.local/share/bouton): la carpeta de partidas guardadas (saves/), el guardado automático (autosave.ron) y el archivo de la sesión de clase. /usr/share/bouton/web: la página que sirve una sesión de clase. /usr/share/doc/bouton/examples: posiciones y partidas para abrir, en seis idiomas.
