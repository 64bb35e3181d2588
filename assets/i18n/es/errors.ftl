# Errors: what went wrong, in words a teacher can act on (the typed errors of core, the save files,
# the links and the exports). Names in `backquotes` are what a file or a command line holds: keep them.


## src/export/mod.rs
err-export-error-sum-of-games = las imágenes y las fichas muestran montones de Nim, S(1..k) o un conjunto de sustracción; este juego no es uno de ellos (Kayles, un código octal o una suma de juegos)
err-export-error-empty-picture = la imagen está vacía
err-export-error-bad-picture = la imagen es demasiado grande o está mal formada
err-export-error-draw = no se pudo dibujar la imagen: { $value }
err-export-error-encode = no se pudo codificar la imagen como PNG: { $value }

## src/save/error.rs
err-load-error-io = no se puede leer { $path }: { $source }
err-load-error-too-large = { $origin } supera el límite de 1 MiB de un archivo de Bouton ({ $size } bytes o más)
err-load-error-not-text = { $origin } no es un archivo de texto (no es UTF-8 válido)
err-load-error-syntax = { $origin }:{ $line }:{ $column }: { $message }
err-load-error-not-a-file = { $origin } es { $kind }, no un archivo; elige un archivo .ron de Bouton
err-load-error-not-bouton = { $origin } no es una partida ni una lección de Bouton: esos archivos son de texto y empiezan por `(`, tras los comentarios // que haya
err-load-error-empty = { $origin } está vacío; un archivo de Bouton empieza por `(`
err-load-error-missing-version = { $origin } no tiene el campo `version`; un archivo de Bouton empieza por `(version: { $first-version },`
err-load-error-newer-version = { $origin } se creó con un Bouton más reciente (versión de archivo { $version }); este Bouton lee versiones hasta la { $newest }
err-load-error-cancelled = se canceló la apertura de { $origin }
err-load-error-invalid = { $origin }: { $problem }
err-problem-lesson-not-game = este es un archivo de lección, no una partida; ábrelo con Archivo ▸ Abrir o compruébalo con `bouton check`
err-problem-sum-not-game = este archivo contiene otro juego que no es Nim, S(1..k) ni un conjunto de sustracción (Kayles, un código octal o una suma de juegos); ábrelo en la aplicación o analízalo con `bouton analyze --file`
err-problem-games-count = `games` nombra { $games ->
    [one] { $games } juego
   *[other] { $games } juegos
}, pero el inicio tiene { $heaps ->
    [one] { $heaps } montón
   *[other] { $heaps } montones
}; da un juego por montón
err-problem-unknown-game = el juego del montón { $number }, "{ $name }", no es un juego que Bouton conozca: { $reason }
err-problem-too-many-games = el archivo usa más de { $max } juegos distintos; divídelo en varios archivos
err-problem-too-much-octal-work = los juegos de este archivo requieren demasiado cálculo para obtener sus valores (códigos largos que dividen montones, con montones grandes); divídelo en varios archivos o usa montones más pequeños
err-problem-illegal-sum-move = la jugada { $number } no está permitida: { $reason }
err-problem-too-many-sets = el archivo usa más de { $max } conjuntos de sustracción distintos; divídelo en varios archivos
err-problem-too-much-work = los conjuntos de sustracción de este archivo necesitan más de { $max } valores de Grundy en total para hallar sus periodos; divídelo en varios archivos
err-problem-not-a-version = «{ $version }» no es una versión de archivo de Bouton; { $newest ->
    [1] este Bouton lee la versión 1
   *[other] este Bouton lee las versiones 1 a { $newest }
}
err-problem-rules = las reglas no son válidas: { $value }
err-problem-too-many-heaps = la posición inicial tiene { $count } montones; un archivo de partida admite como máximo { $max-file-heaps }
err-problem-too-many-moves = la partida tiene { $count } jugadas; un archivo de partida admite como máximo { $max-file-moves }
err-problem-heap-zero = la jugada { $number } nombra el montón 0, pero los montones se numeran desde 1
err-problem-more-than-heap = la jugada { $number } quita { $take } del montón { $heap }, que tiene { $size }
err-problem-illegal-move = la jugada { $number } (quitar { $take } del montón { $heap }) no está permitida: { $reason }
err-problem-cursor-out-of-range = el cursor está en { $cursor }, pero la partida termina en la jugada { $moves }
err-problem-error-rate = el error_rate de un ordenador debe estar entre 0 y 1, no { $rate }
err-problem-title-too-long = el título tiene { $chars } caracteres; como máximo { $max-title-chars }
err-problem-name-too-long = el nombre de un jugador tiene { $chars } caracteres; como máximo { $max-name-chars }
err-problem-game-not-lesson = este es un archivo de partida, no una lección (tiene `start` pero no `steps`); ábrelo con Archivo ▸ Abrir
err-problem-no-steps = la lección no tiene pasos; una lección necesita al menos uno
err-problem-too-many-steps = la lección tiene { $count } pasos; como máximo { $max }
err-problem-in-step = paso { $step }: { $problem }
err-problem-notes-too-long = las notas tienen { $chars } caracteres; como máximo { $max-notes-chars }
err-problem-exercises = los ejercicios: { $e }
err-save-error = no se puede guardar { $path }: ha fallado { $step }: { $source }

## src/save/link.rs
err-link-error-no-heaps = el enlace no indica ningún montón: escribe #heaps=3,4,5
err-link-error-too-long = la posición del enlace tiene { $chars } caracteres; se leen como máximo { $max-link-chars }
err-link-error-unknown-part = el enlace tiene una parte “{ $value }” que Bouton no conoce: usa heaps=, misere, upto= o set=
err-link-error-not-numbers = “{ $value }” en el enlace debería estar formado por números enteros, como en heaps=3,4,5 o upto=3
err-link-error-too-large = «{ $value }» en el enlace contiene un número demasiado grande: los montones y las cantidades llegan hasta { $largest }
err-link-error-two-move-rules = el enlace da dos reglas de jugada (upto= y set=); deja solo una
err-link-error-invalid = la posición del enlace no se puede jugar: { $value }

## src/core/proof.rs
err-proof-error-nim-sum-not-zero = El lema 1 trata de las posiciones con X = 0, y aquí X = { $s }; una jugada que haga X = 0 lleva a una de ellas
err-proof-error-nim-sum-zero = El lema 2 trata de las posiciones con X ≠ 0, y aquí X = 0: toda jugada deja X′ ≠ 0 (lema 1)
err-proof-error-not-a-candidate = el montón { $number } no tiene un 1 en el bit { $d }, el 1 más a la izquierda de X; elige uno de los montones marcados

## src/core/checker/mod.rs
err-check-error-no-heaps = una caja necesita al menos un montón
err-check-error-too-many-heaps = { $heaps } montones son demasiados para el verificador; como máximo { $max-heaps }
err-check-error-too-many-positions = con { $heaps ->
    [one] { $heaps } montón
   *[other] { $heaps } montones
} de { $max } como máximo hay { $positions ->
    [one] { $positions } posición
   *[other] { $positions } posiciones
}; el verificador admite como máximo { $most }
err-check-error-too-many-positions-uncounted = con { $heaps } montones de { $max } como máximo hay más de 10^38 posiciones; el verificador admite como máximo { $most }
err-check-error-too-much-search = el juego misère con un conjunto de sustracción se comprueba con una búsqueda exacta, y esta caja le haría examinar { $moves } jugadas (el límite es { $limit }); usa menos montones, un tamaño máximo menor o menos cantidades
err-check-error-cancelled = se canceló la comprobación

## src/core/formula/mod.rs
err-formula-error = columna { $column }: { $problem }
err-eval-error-division-by-zero = división por cero
err-eval-error-overflow = un número demasiado grande
err-eval-error-no-such-heap = no existe ese montón

## src/core/octal/mod.rs
err-octal-error-malformed = `{ $value }` no es un código octal: escribe 0. seguido de cifras octales de 0 a 7, como 0.77 (Kayles)
err-octal-error-too-long = un código octal tiene como máximo { $max-octal-digits } cifras después del punto
err-octal-error-no-move = el código { $value } no permite ninguna jugada
err-octal-error-unproven = no hay ningún periodo de { $code } demostrado en sus valores hasta n = { $up-to }, y Bouton solo calcula los valores uno a uno hasta n = { $limit }
err-octal-error-cancelled = el cálculo de los valores de { $code } se detuvo en n = { $at }, antes del final
err-octal-error-too-much-work = el cálculo de los valores de { $code } se detuvo en n = { $at }: requeriría más de { $limit } pasos; pide menos valores o usa montones más pequeños

## src/core/exercise.rs
err-exercise-error-difficulty = las preguntas tienen de 1 a { $max-heaps } montones de 1 a { $max-size } objetos; se pidió: { $heaps } montones de { $max } como máximo
err-exercise-error-no-question = con estas reglas no existe ninguna posición con una jugada ganadora en ese rango (montones: { $heaps }, el mayor: { $max })
err-exercise-error-wrong-kind-of-answer = esta pregunta pide { $wanted }
err-exercise-error-no-such-heap = no existe el montón { $number }
err-exercise-error-already-answered = esta pregunta ya está respondida; pasa a la siguiente
err-exercise-error-question-number = las preguntas se numeran desde 1

## src/core/game.rs
err-game-error-illegal-move = la jugada { $number } ({ $mv }) no está permitida: { $source }
err-game-error-cursor-out-of-range = el historial termina en la jugada { $moves }, así que no puede situarse en la jugada { $cursor }

## src/core/rules.rs
err-rules-error-zero-limit = lo máximo que puede quitar una jugada debe ser al menos 1 (k = 0 no permite ninguna jugada)
err-rules-error-empty-set = el conjunto de sustracción está vacío: debe permitir al menos una cantidad
err-rules-error-zero-in-set = el conjunto de sustracción contiene el 0, pero no quitar nada no es una jugada
err-rules-error-set-too-large = el conjunto de sustracción tiene { $len } cantidades; se admiten como máximo { $max }
err-rules-error-amount-too-large = la cantidad { $amount } es demasiado grande para un conjunto de sustracción; la mayor admitida es { $max }

## src/core/sum/moves.rs
err-sum-move-error-no-such-heap = no existe el montón { $number }: los montones van numerados del 1 al { $heaps }
err-sum-move-error-takes-nothing = una jugada debe quitar al menos una ficha
err-sum-move-error-does-not-add-up = el montón { $number } tiene { $size }, así que quitar { $take } no puede dejar { $left }
err-sum-move-error-not-allowed = { $game } no permite { $what }
err-mixed-disguised = juego disfrazado { $part }: { $why }

## src/core/sum/analysis.rs
err-sum-error-too-much-work = estos juegos requieren demasiado cálculo para obtener sus valores (códigos largos que dividen montones, con montones grandes); usa montones más pequeños o menos juegos de este tipo
err-sum-error-too-large-to-search = Bouton no conoce ninguna regla misère para sumas con { $games }, y esta posición es demasiado grande para una búsqueda exhaustiva ({ $why })

## src/core/sum/quiz.rs
err-sum-quiz-error-answered = esta pregunta ya está respondida; pasa a la siguiente
err-sum-quiz-error-wrong-kind = esta pregunta pide { $value }

## src/core/sum/mod.rs
err-sum-position-error-too-many-heaps = { $count } montones son demasiados; una suma admite como máximo { $max }
err-sum-parse-error-not-a-heap = '{ $value }' no es un montón: escribe un tamaño (un montón de Nim) o un juego, dos puntos y un tamaño, como kayles:10, dawson:7, nim:5, upto-3:9, set-1.3.4:12 o 0.6:20
err-sum-parse-error-game = '{ $word }': { $source }
err-sum-parse-error-empty = no hay montones: escribe al menos uno, como kayles:10 nim:5

## src/core/sum/game.rs
err-sum-game-error-illegal-move = la jugada { $number } ({ $mv }) no está permitida: { $source }

## src/core/position.rs
err-move-error-no-heaps = no existe el montón { $number }: la posición no tiene montones
err-move-error-no-such-heap = no existe el montón { $number }: { $heaps ->
    [one] la posición tiene un solo montón
   *[other] los montones van numerados del 1 al { $heaps }
}
err-move-error-takes-nothing = una jugada debe quitar al menos un objeto
err-move-error-more-than-heap = el montón { $number } tiene { $size }, así que no se pueden quitar { $take }
err-move-error-not-allowed = no se permite quitar { $take }: la regla es "{ $rule }"
err-position-error-too-many-heaps = { $count } montones son demasiados; una posición admite como máximo { $max }

## src/core/remoteness/mod.rs
err-remoteness-error-heap-too-large = un montón de { $size } es demasiado grande para contar las jugadas hasta el final (el límite es { $max-heap })
err-remoteness-error-too-many-positions = contar las jugadas hasta el final requeriría más de { $max-positions } posiciones; prueba con menos montones o más pequeños
err-remoteness-error-too-many-options = contar las jugadas hasta el final requeriría enumerar más de { $max-options } opciones
err-remoteness-error-too-large = las posiciones son demasiadas o demasiado grandes para contar las jugadas hasta el final; prueba con menos montones o más pequeños
err-remoteness-error-too-many-games = una suma de más de 255 juegos distintos es demasiado grande para contar las jugadas hasta el final
err-remoteness-error-illegal-move = la jugada { $number } no está permitida donde se jugó: { $source }
err-remoteness-error-stopped = se detuvo el recuento de las jugadas hasta el final

## src/core/analysis/mod.rs
err-analysis-error-no-proven-rule = el juego misère con un conjunto de sustracción no tiene ninguna regla demostrada, y esta posición es demasiado grande para una búsqueda exhaustiva (hasta { $states } posiciones; el límite es { $limit })
err-analysis-error-too-many-moves = el juego misère con un conjunto de sustracción no tiene ninguna regla demostrada, y esta posición es demasiado grande para una búsqueda exhaustiva (hasta { $moves } jugadas; el límite es { $limit }): prueba montones más pequeños o menos cantidades

## src/core/variants.rs
err-variant-error-no-misere-rule = el juego misère con un conjunto de sustracción no tiene ninguna regla demostrada, así que no hay ningún giro que mostrar

## The steps of saving a file ("cannot save F: writing the temporary file failed: …")
save-step-writing = la escritura del archivo temporal
save-step-backup = la copia del archivo anterior como .bak
save-step-replacing = la sustitución del archivo
save-step-folder = la creación de la carpeta
save-step-local-storage = la escritura en el almacenamiento local del navegador
save-step-download = la descarga del archivo
web-local-storage = el almacenamiento local del navegador ({ $key })
web-could-not-start = Bouton no pudo iniciarse en este navegador: { $why }
window-title = Bouton — Nim y el teorema de Bouton
dialog-filter-bouton = Partida o lección de Bouton
dialog-filter-export = Exportación
dropped-file = el archivo soltado
# The names of the autosaves, in an error about them.
autosave-name = la partida guardada automáticamente

## A file that does not parse: the parser's complaint in words a teacher can act on ("F:3:7: …")
ron-out-of-range = este número está fuera de rango: los tamaños de montón, las cantidades y los recuentos son números enteros de 0 a { $largest }
ron-expected-parentheses = esto no corresponde a un archivo de Bouton: una partida, una regla o una jugada se escribe entre paréntesis, `( … )`
ron-unknown-name-parentheses = `{ $found }` no es un nombre que Bouton conozca aquí; escribe el valor entre paréntesis, `( … )`
ron-too-deep = el archivo anida demasiados paréntesis y corchetes para ser un archivo de Bouton
ron-unknown-name = `{ $found }` no es un nombre que Bouton conozca aquí
ron-unknown-option = `{ $found }` no es una opción que Bouton conozca
ron-not-one-of = `{ $found }` no es ninguno de estos: { $expected }
ron-not-a-field = `{ $found }` no es un campo aquí; los campos son { $expected }
ron-missing-field = falta el campo `{ $field }`
ron-duplicate-field = el campo `{ $field }` aparece dos veces
ron-expected-found = se esperaba { $expected } y se encontró { $found }
ron-wrong-length = esto tiene un número de elementos incorrecto ({ $found })
ron-eof = el archivo termina antes de tiempo: falta cerrar un paréntesis o unas comillas
ron-expected-list = se esperaba una lista entre corchetes, `[ … ]`
ron-expected-list-end = se esperaba `]` para cerrar la lista, o una coma antes del siguiente elemento
ron-expected-parentheses-end = se esperaba `)` para cerrar los paréntesis, o una coma antes del siguiente campo
ron-expected-map = se esperaba `{ "{" }`
ron-expected-colon = se esperaba `:` después del nombre
ron-expected-map-end = se esperaba `{ "}" }`
ron-expected-comma = se esperaba una coma
ron-expected-boolean = se esperaba `true` o `false`
ron-expected-integer = se esperaba un número entero, como 3
ron-expected-number = se esperaba un número, como 0.25
ron-expected-text = se esperaba un texto entre comillas dobles, `"…"`
ron-text-not-closed = un texto entre comillas dobles no está cerrado
ron-bad-escape = un texto entre comillas dobles tiene un escape con `\` que no es válido
ron-expected-name = se esperaba un nombre, como el de un campo
ron-unexpected = `{ $found }` no se esperaba aquí
ron-trailing = hay algo más después del final de los paréntesis exteriores del archivo
ron-comment-not-closed = un comentario no está cerrado
ron-not-utf8 = el archivo no es texto válido (UTF-8)
ron-attribute = aquí no se entiende una línea que empieza por `#`
ron-other-kind = aquí se espera un valor de otro tipo
ron-not-read = no se pudo leer el archivo como texto
ron-unknown-field = se ha ignorado el campo desconocido `{ $field }`
# "`Normal`, `Misere` or `Other`"
ron-names-or = { $names } o { $last }
ron-nothing = nada
ron-kind-whole-number = un número entero
ron-kind-number = un número
ron-kind-list = una lista
ron-kind-map = un mapa entre llaves
ron-kind-boolean = `true` o `false`
ron-kind-unit = `()`
ron-kind-other = un valor de otro tipo

## Moves of a sum, and the limits of the exact search in misère play
sum-taking-whole-heap = quitar el montón entero de { $take }
sum-taking-leaving-one = quitar { $take } y dejar un montón
sum-taking-leaving-two = quitar { $take } y dejar dos montones
sum-splitting-equal = partir un montón de { $size } en dos montones iguales
sum-move-all = quitar todo el montón { $number } ({ $take })
sum-move-one = quitar { $take } del montón { $number }, dejando { $rest }
sum-move-two = quitar { $take } del montón { $number }, dejando montones de { $a } y { $b }
sum-search-tokens = { $tokens } fichas en juego; el límite es { $limit }
sum-search-moves = más de { $limit } jugadas que examinar
sum-search-positions = más de { $limit } posiciones
# Joins the games of a sum: "Kayles and Nim".
sum-search-and = {" y "}
quiz-wants-p-or-n = P o N
quiz-wants-a-move = una jugada

## The browser, and work that could not start
web-no-local-storage = este navegador no da almacenamiento local a la página
web-local-storage-full = el almacenamiento local está lleno o bloqueado
web-no-document = la página no tiene documento
web-no-file = el navegador no creó ningún archivo
web-no-address = el navegador no creó ninguna dirección
web-no-link = la página no creó ningún enlace
worker-could-not-start = no se pudo iniciar ningún proceso de cálculo: { $why }
loader-stopped = la carga se detuvo de forma inesperada
save-step-creating = la creación del archivo temporal
save-step-flushing = el volcado del archivo temporal al disco
save-step-replacing-autosave = la sustitución de la partida guardada automáticamente

## What a path is, when it is not a file ("F is a folder, not a file")
file-kind-folder = una carpeta
file-kind-pipe = una tubería con nombre
file-kind-device = un dispositivo
file-kind-socket = un socket
file-kind-other = algo que no es un archivo normal
file-kind-waits = un archivo del sistema que espera datos
ron-more-unknown-fields = { $count ->
    [one] y se ha ignorado { $count } campo desconocido más
   *[other] y se han ignorado { $count } campos desconocidos más
}
file-game-names = escribe nim, kayles, dawson, upto-K, set-A.B.C o un código octal como 0.6

## Opening a file, step by step (beside the progress bar)
load-reading = leyendo
load-parsing = leyendo el texto
load-checking-step = comprobando el paso { $step } de { $steps }
load-checking = comprobando la partida

## The first lines of a file Bouton writes: comments, each line starting with //
file-header-game = // Un archivo de partida de Bouton, en RON. Los montones se numeran desde 1; `cursor` es el número de jugadas vigentes.
file-header-sum =
    // Un archivo de partida de Bouton, en RON: una suma de juegos. Los montones se numeran desde 1 tal como están cuando se hace una jugada;
    // una jugada que divide un montón indica las dos partes que quedan (`split: (2, 7)`), y la parte derecha pasa a ser el montón siguiente.
file-header-lesson = // Una lección de Bouton, en RON. Los montones se numeran desde 1; un guion se reproduce con Siguiente jugada.
# The title of a game opened from a link.
quiz-wants-heaps = un conjunto de montones

## The theorem checker's formula, when it cannot be read ("column 5: …")
formula-too-large = { $number } es un número demasiado grande
formula-single-equals = para comparar, escribe == (un solo = no forma parte de una fórmula)
formula-xor = escribe el XOR (la suma nim) con el signo ^
formula-not-equal = escribe 'distinto de' con el signo !=
formula-at-most = escribe 'como máximo' con el signo <=
formula-at-least = escribe 'como mínimo' con el signo >=
formula-minus = escribe el menos con el signo - (el guion del teclado)
formula-not-part = '{ $symbol }' no forma parte de una fórmula
formula-too-deep = la fórmula anida más de { $depth } niveles
formula-one-pair = compara un par cada vez, unidos con &&: (a < b) && (b < c)
formula-ends-too-soon = la fórmula termina demasiado pronto: debería seguir un número, un montón o un paréntesis
formula-minus-before = - va delante de un número; para 'no', escribe !
formula-not-before = ! va delante de una condición como (a == b); para el menos, escribe -
formula-open-not-closed = un ( no está cerrado: aquí debería ir un )
formula-needs-before = { $symbol } necesita algo delante
formula-close-nothing = un ) sin nada que cerrar, o sin nada dentro
formula-comma = una coma va entre los argumentos de max, min o abs
formula-brackets = { $name } necesita sus argumentos entre paréntesis: { $name }(a, b)
formula-takes-numbers = { $name } admite números, no condiciones
formula-call-not-closed = { $name }( no está cerrado: aquí debería ir una , o un )
formula-abs = abs admite un solo número
formula-unknown-name = '{ $name }' no es ni un montón (de a a { $last }) ni una función (max, min, abs)
formula-joins-statements = { $symbol } une condiciones como a == b, pero { $side } es un número
formula-compares-numbers = { $symbol } compara números; para unir condiciones usa && o ||
formula-works-on-numbers = { $symbol } opera con números, pero { $side } es una condición
formula-too-long = una fórmula tiene como máximo { $most } caracteres
formula-empty = escribe una fórmula que diga cuándo una posición es P, como a ^ b ^ c == 0
formula-closes-nothing = este ) no cierra nada
formula-operator-here = aquí debería ir un operador como == o &&
formula-is-a-number = la fórmula es un número: di cuándo una posición es P, como a ^ b ^ c == 0 (añade == 0 o compara)
err-grundy-no-period = no se ha encontrado ningún periodo en los primeros { $searched } valores de Grundy de este conjunto de sustracción; Bouton se niega a adivinar

# What the system said of a file, in the user's terms.
system-not-found = no existe ese archivo o carpeta
system-permission = permiso denegado
system-full = el disco está lleno
system-read-only = el disco es de solo lectura
system-bad-name = ese nombre no está permitido aquí
system-folder = es una carpeta
system-not-folder = una parte de la ruta no es una carpeta

## Juegos disfrazados
err-disguise-illegal = esa jugada no está permitida aquí en este juego
err-disguise-too-many-parts = { $count } partes son demasiadas; este juego admite como máximo { $max }
err-disguise-too-large = { $value } es demasiado grande aquí; como máximo { $max }
err-disguise-malformed = no se puede leer '{ $text }': escribe un juego como muestra `bouton analyze --help`, por ejemplo staircase:0,3,1,4
err-disguise-too-many-moves = más de { $max } jugadas: demasiadas para listarlas
err-disguise-too-many-states = más de { $max } posiciones: demasiadas para una búsqueda exhaustiva
err-problem-disguise-not-game = este archivo contiene un juego disfrazado (Nim de escalera, monedas que voltear, Hackenbush…); ábrelo en la aplicación o analízalo con `bouton analyze --file`
err-problem-disguise = el juego no se puede leer: { $why }
err-problem-illegal-disguised-move = la jugada { $number } no es una jugada de este juego donde se juega
err-link-error-unknown-game = el juego “{ $name }” del enlace no es uno de los de Bouton: escribe game=staircase, poker, turtles, mock-turtles, ruler, moore, lasker, hackenbush o wythoff
err-link-error-missing-part = el enlace no indica la posición del juego: añade { $part }=…
err-link-error-unknown-disguise-part = el enlace tiene una parte “{ $value }” que este juego no usa: da su posición con { $part }=
err-disguise-nothing-picked = elige primero lo que quita la jugada: haz clic en las monedas o las piedras
err-disguise-not-heads = la moneda en { $position } muestra cruz: la moneda más a la derecha que volteas debe mostrar cara
err-disguise-too-many-coins = este juego voltea la cara más a la derecha y como mucho { $more ->
    [one] { $more } moneda más
   *[other] { $more } monedas más
} a su izquierda
err-disguise-not-a-run = la Regla voltea una fila de monedas vecinas: elige monedas sin huecos entre ellas
err-disguise-too-many-heaps = aquí una jugada quita de como mucho { $k ->
    [one] { $k } montón
   *[other] { $k } montones
}
sum-move-split = partir el montón { $number } en montones de { $a } y { $b }, sin quitar nada
err-octal-error-too-large = un montón de { $code } en una suma tiene como mucho { $max } (este tiene { $size }): sus particiones se miran una a una
err-disguise-too-much-work = más de { $max } pasos de trabajo (posiciones de muchas partes): demasiado para una búsqueda exhaustiva
err-disguise-no-value = aquí ninguna regla da su valor de Grundy (Nim de Moore con k ≥ 2), así que no puede entrar en una suma

## A class session file
err-class-code = el código para unirse debe tener 6 dígitos
err-class-questions = la sesión debe contener de 1 a { $max } posiciones o series de ejercicios enviadas, no { $count }
err-class-too-many-seats = la sesión tiene { $count } puestos; una clase admite como máximo { $max }
err-class-in-question = envío { $number }: { $problem }
err-class-in-seat = puesto { $seat }: { $problem }
err-class-seat-number = su número es 0, está repetido o no es menor que next_seat
err-class-seat-name = su nombre está vacío o es demasiado largo
err-class-seat-token = su clave no tiene 32 dígitos hexadecimales, o otro puesto tiene la misma
err-class-seat-tallies = sus recuentos no encajan: más que posiciones enviadas, o cifras que ninguna clase alcanza
err-class-seat-partner = su pareja no lo nombra a su vez, juega del mismo lado o tiene otra partida
err-class-seat-one-game = debe contener una partida: montones (game) o un juego disfrazado (disguise)
err-class-progress = su lugar en los ejercicios no es posible en una clase: una racha más larga que las respuestas correctas, o ejercicios mientras la clase juega una posición
err-class-seat-exercise = su lugar en los ejercicios: { $problem }
err-class-next-seat = next_seat debe ir de 1 a { $max }, no { $next-seat }
