# Nim disfrazado (src/words/disguise.rs): juegos que no se parecen a Nim y son Nim por debajo, y el
# juego de Wythoff, que no lo es.

## Los juegos
disguise-staircase = Nim de escalera
disguise-poker = Nim de póquer
disguise-turtles = Tortugas volteadas
disguise-mock-turtles = Falsas tortugas
disguise-ruler = Regla
disguise-moore = Nim de Moore con k = { $k }
disguise-lasker = Nim de Lasker
disguise-hackenbush = Hackenbush verde
disguise-wythoff = Juego de Wythoff

## Las partes de donde sale un montón de Nim
disguise-part-step = el escalón { $n }
disguise-part-heap = el montón { $n }
disguise-part-coin = la cara en { $n }
disguise-part-tree = el árbol { $n }
disguise-label-step = escalón { $n }
disguise-label-heap = montón { $n }
disguise-label-coin = cara en { $n }
disguise-label-tree = árbol { $n }

## Qué es una posición por debajo
disguise-lift-staircase = Por debajo es Nim: las monedas de los escalones impares son los montones. Las monedas que bajan de un escalón par caen en uno impar y el otro jugador puede bajarlas otra vez enseguida, deshaciendo la jugada, así que los escalones pares no cambian quién gana.
disguise-lift-poker = Por debajo es Nim: las fichas añadidas desde un banco las puede quitar enseguida el otro jugador (las fichas quitadas salen del juego), así que los bancos no cambian quién gana.
disguise-lift-turtles = Por debajo es Nim: cada cara es un montón de su valor g(n) = n, y la fila vale la suma nim de los valores de sus caras.
disguise-lift-mock-turtles = Por debajo es Nim: cada cara es un montón de su valor g(n), el n-ésimo número odioso (1, 2, 4, 7, 8, 11, …: un número impar de unos en binario), y la fila vale la suma nim de los valores de sus caras.
disguise-lift-ruler = Por debajo es Nim: cada cara es un montón de su valor g(n), la mayor potencia de 2 que divide a n, y la fila vale la suma nim de los valores de sus caras.
disguise-lift-lasker = Por debajo es Nim: cada montón se juega como un montón de Nim de su valor, hallado por mex a partir de las jugadas: g(n) = n, salvo que 4m + 3 y 4m + 4 se intercambian.
disguise-lift-hackenbush = Por debajo es Nim: por el principio de los dos puntos, cada árbol es un tallo de su valor (las ramas en un punto se suman por suma nim; una arista bajo un punto de valor v vale v + 1).
disguise-lift-moore = La X de Bouton no decide este juego: el jugador que mueve pierde exactamente cuando cada columna de la tabla binaria cuenta un múltiplo de { $modulus } unos (Moore, 1910).
disguise-lift-wythoff = No es un Nim disfrazado: el jugador que mueve pierde exactamente en un par de Wythoff (⌊nφ⌋, ⌊nφ²⌋): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …
disguise-banks = Bancos: { $mine } para el jugador que mueve, { $theirs } para el otro.
disguise-columns = Unos por columna, desde la columna de { $top } hacia abajo: { $counts }
disguise-pair = ({ $a }, { $b }) es el par de Wythoff n = { $n }.
disguise-no-pair = ({ $a }, { $b }) no es un par de Wythoff.
disguise-nim-sum-fails = Aquí X = { $x } y, sin embargo, { $verdict }: la suma nim no decide el juego de Wythoff.

## Las jugadas en los términos del juego
disguise-move-stair = bajar { $count ->
    [one] { $count } moneda
   *[other] { $count } monedas
} del escalón { $from } al escalón { $to }
disguise-move-stair-floor = bajar { $count ->
    [one] { $count } moneda
   *[other] { $count } monedas
} del escalón 1 al suelo
disguise-move-take = quitar { $count } del montón { $heap }
disguise-move-add = añadir { $count } del banco al montón { $heap }
disguise-move-turn = voltear la moneda en { $right } de cara a cruz
disguise-move-turn-more = voltear la moneda en { $right } de cara a cruz, y { $count ->
    [one] la moneda en { $others }
   *[other] las monedas en { $others }
}
disguise-move-moore = quitar { $takes }
disguise-move-moore-part = { $count } del montón { $heap }
disguise-move-split = partir el montón { $heap } en { $left } y { $right }
disguise-move-cut = cortar la arista { $edge }
disguise-move-first = quitar { $count } del primer montón
disguise-move-second = quitar { $count } del segundo montón
disguise-move-both = quitar { $count } de ambos montones

## Qué hace una jugada por debajo
disguise-effect = por debajo, { $part } como montón de Nim pasa de { $from } a { $to }, lo que deja X = { $x }
disguise-effect-moore = lo que deja en cada columna un múltiplo de { $modulus }
disguise-effect-wythoff = lo que deja el par de Wythoff ({ $a }, { $b })
disguise-effect-moore-not = lo que deja una columna cuya cuenta no es múltiplo de { $modulus }
disguise-effect-wythoff-not = lo que deja ({ $a }, { $b }), que no es un par de Wythoff

## La línea de órdenes
disguise-report-position = Posición: { $game } { $position }
disguise-edges-numbered = Las aristas se numeran árbol por árbol desde la izquierda, cada una antes de las que sostiene.
disguise-remoteness = Distancia al final: { $moves } (búsqueda exhaustiva de las jugadas del propio juego).
disguise-remoteness-not-counted = Distancia al final: no calculada ({ $why }).
disguise-moves-not-listed = Las jugadas ganadoras no se listan: { $why }.
disguise-one-winning-move = Una jugada ganadora, construida columna a columna como en la prueba de Moore: { $move }
disguise-alone = Un juego disfrazado se analiza en juego normal, sin opciones de reglas: solo, o junto a montones de juegos con nombre (hackenbush:'(()())' kayles:5 nim:3).
disguise-moore-named = --moore toma tamaños de montón simples, como 3 5 6 7.
disguise-grundy-coins-title = { $game }: el valor g(n) de una sola cara en la posición n, para n = 1 a { $to }
disguise-grundy-all-mex = Hallados por mex a partir de las jugadas hasta n = { $mex }; siguen { $rule }.
disguise-grundy-checked = Hallados por mex a partir de las jugadas hasta n = { $mex }; siguen { $rule }, que da el resto.
disguise-grundy-mex-only = Hallados por mex a partir de las jugadas hasta n = { $mex }; más allá, la regla { $rule } no se cumple y no se da ningún valor.
disguise-rule-turtles = g(n) = n
disguise-rule-mock-turtles = g(n) = el n-ésimo número odioso
disguise-rule-ruler = g(n) = la mayor potencia de 2 que divide a n
disguise-rule-lasker = g(4m+1) = 4m+1, g(4m+2) = 4m+2, g(4m+3) = 4m+4, g(4m+4) = 4m+3

## The board and its panel
disguise-menu = Nim disfrazado
disguise-how-staircase = Haz clic en una moneda: ella y las monedas que tiene encima en su escalón bajan un escalón (del escalón 1, al suelo). Gana quien hace la última jugada.
disguise-how-poker = Haz clic en una ficha para quitarla junto con las de encima, o añade fichas de tu banco con un botón +. Gana quien hace la última jugada.
disguise-how-turtles = Elige una cara (pasa a cruz) y como mucho otra moneda a su izquierda, en cualquier posición, y luego Voltear. Gana quien hace la última jugada.
disguise-how-mock-turtles = Elige una cara (pasa a cruz) y como mucho otras dos monedas a su izquierda, en cualquier posición, y luego Voltear. Gana quien hace la última jugada.
disguise-how-ruler = Elige una moneda de cara (pasa a cruz) y, si quieres, cuantas monedas quieras en fila sin huecos justo a su izquierda, y luego Voltear. Gana quien hace la última jugada.
disguise-how-moore = Haz clic en una piedra en como mucho { $k } montones (se quitan ella y las de encima), y luego Quitar. Gana quien hace la última jugada.
disguise-how-lasker = Haz clic en una piedra para quitarla junto con las de encima; con Partir marcado, un clic parte el montón bajo esa piedra en dos. Gana quien hace la última jugada.
disguise-how-hackenbush = Haz clic en una arista para cortarla: cae todo lo que ya no toca el suelo. Gana quien hace la última jugada.
disguise-how-wythoff = Mueve la dama a la izquierda, hacia abajo o en diagonal hacia abajo a la izquierda, tantas casillas como quieras: haz clic en una casilla marcada. Gana quien la lleva a la esquina. El primer montón es la columna; el segundo, la fila.
disguise-underneath = Por debajo
disguise-x-hidden = X y quién gana están ocultos con las respuestas.
disguise-against-computer = Contra el ordenador
disguise-two-people = Dos personas
disguise-turn-you = Te toca a ti.
disguise-turn-computer = Le toca al ordenador.
disguise-turn-player = Le toca al jugador { $n }.
disguise-turn-partner = Le toca a { $name }.
disguise-over-you = Fin de la partida: hiciste la última jugada y ganaste.
disguise-over-computer = Fin de la partida: el ordenador hizo la última jugada y ganó.
disguise-over-player = Fin de la partida: el jugador { $n } hizo la última jugada y ganó.
disguise-over-partner = Fin de la partida: { $name } hizo la última jugada y ganó.
disguise-player-played = Jugador { $n }: { $move }.
disguise-computer-played = El ordenador: { $move }.
disguise-turn = Voltear
disguise-take = Quitar
disguise-clear = Borrar
disguise-split = Partir en vez de quitar
disguise-add = Fichas que añade un +:
disguise-add-to = + { $count } al montón { $heap }
disguise-back = Volver a mi partida
disguise-winning-moves = Jugadas ganadoras:
disguise-hint-part = Pista: juega { $kind ->
    [step] en el escalón { $n }
    [coin] volteando la cara en { $n }
    [tree] en el árbol { $n }
   *[heap] en el montón { $n }
}.
disguise-hint-move = Pista: { $move }.
disguise-value = valor
# One letter on each coin and on the queen.
disguise-heads-letter = C
disguise-tails-letter = X
disguise-queen-letter = D
disguise-heads = cara
disguise-tails = cruz
# Names a screen reader says for the board's tokens.
disguise-a11y-stone = { $column }, piedra { $n }
disguise-a11y-coin = moneda { $n }, { $side }
disguise-a11y-edge = arista { $n }
disguise-a11y-square = casilla ({ $x }, { $y })
# The first line of a saved game in disguise (a RON comment: keep the //).
disguise-file-header = // Un archivo de Bouton, en RON: un juego disfrazado. Escalones, montones, monedas y aristas se cuentan desde 1.

## The lessons. { $x } is X under the disguise and { $verdict } who wins, both from the position on the board.
disguise-lessons = Lecciones
disguise-lesson-menu = Lección: { $title }
disguise-lesson-of = Lección: { $title } — paso { $step } de { $steps }
disguise-lesson-next = Paso siguiente
disguise-lesson-back = Paso anterior
disguise-lesson-end = Terminar la lección
disguise-lesson-overview-title = Nim disfrazado
disguise-lesson-overview-1-title = Monedas en una escalera
disguise-lesson-overview-1-text = Esto no parece Nim: unas monedas bajan por una escalera. Mira por debajo (el panel): solo cuentan los escalones impares, y son montones de Nim, con X = { $x }. Un juego así es Nim disfrazado: encuentra sus montones y el teorema de Bouton hace el resto: el jugador que mueve pierde exactamente cuando X = 0.
disguise-lesson-overview-2-title = Una fila de monedas
disguise-lesson-overview-2-text = En Tortugas volteadas cada cara es un montón cuyo tamaño es su posición. Voltear una cara a cruz, y quizá una moneda a su izquierda, es una jugada de Nim en ese montón. Aquí X = { $x }.
disguise-lesson-overview-3-title = Un dibujo
disguise-lesson-overview-3-text = Cortar una arista de un tallo de 3 es quitar de un montón de 3; las ramas de un árbol se pliegan en un solo tallo (principio de los dos puntos: las ramas en un punto valen su suma nim, y la arista de debajo una más). Aquí X = { $x }.
disguise-lesson-overview-4-title = Donde cae el disfraz
disguise-lesson-overview-4-text = Dos montones, pero una dama también puede quitar lo mismo de los dos. Aquí X = { $x } y, sin embargo, { $verdict }. Pregunta: ¿qué propiedad de las jugadas de Nim rompe la nueva jugada?
disguise-lesson-staircase-title = Nim de escalera
disguise-lesson-staircase-1-title = Solo los escalones impares
disguise-lesson-staircase-1-text = Las monedas de los escalones 1 y 3 son los montones de Nim: X = { $x }. Prueba algunas jugadas con las respuestas ocultas y luego mira por debajo qué hizo cada una.
disguise-lesson-staircase-2-title = La pregunta
disguise-lesson-staircase-2-text = Juega contra el ordenador. Luego: ¿por qué el ganador puede ignorar los escalones pares? (Piensa en lo que puedes hacer justo después de que el rival baje monedas de un escalón par.)
disguise-lesson-poker-title = Nim de póquer
disguise-lesson-poker-1-title = Fichas del banco
disguise-lesson-poker-1-text = Añadir fichas parece un tipo nuevo de jugada. Juega algunas: cada vez que el otro jugador añada fichas a un montón, quita las mismas. Por debajo, X = { $x }.
disguise-lesson-poker-2-title = La pregunta
disguise-lesson-poker-2-text = Juega contra el ordenador. Luego: ¿por qué el ganador nunca necesita añadir fichas, y por qué la partida termina igualmente?
disguise-lesson-coins-title = Voltear monedas
disguise-lesson-coins-1-title = Cada cara es un montón
disguise-lesson-coins-1-text = La cara en la posición n es un montón de Nim de n, y la fila vale la suma nim de los valores de sus caras: X = { $x }.
disguise-lesson-coins-2-title = La pregunta
disguise-lesson-coins-2-text = Juega contra el ordenador. Luego: voltear dos caras a la vez quita dos montones. ¿Por qué sigue siendo una jugada de Nim en un solo montón? (Pista: m ⊕ m = 0.)
disguise-lesson-moore-title = Nim de Moore
disguise-lesson-moore-1-title = Dos montones a la vez
disguise-lesson-moore-1-text = Con k = 2 una jugada puede quitar de uno o dos montones. La X = { $x } de Bouton ya no decide: cuenta los unos de cada columna de la tabla binaria módulo k + 1 = 3 (el panel lo hace). Aquí: { $verdict }.
disguise-lesson-moore-2-title = La pregunta
disguise-lesson-moore-2-text = Juega contra el ordenador. Luego: ¿por qué k = 1 devuelve la regla de Bouton, X = 0?
disguise-lesson-lasker-title = Nim de Lasker
disguise-lesson-lasker-1-title = Partir un montón
disguise-lesson-lasker-1-text = Una jugada también puede partir un montón en dos sin quitar nada. Este montón de 3 se juega como un montón de Nim de { $x }: su valor es el mex de lo que alcanzan sus jugadas, el menor valor que ninguna jugada alcanza, no su tamaño.
disguise-lesson-lasker-2-title = La pregunta
disguise-lesson-lasker-2-text = Juega contra el ordenador. Luego: los valores intercambian 4m + 3 y 4m + 4. ¿Por qué un montón de 3 no puede valer 3?
disguise-lesson-hackenbush-title = Hackenbush verde
disguise-lesson-hackenbush-1-title = Un tallo es un montón
disguise-lesson-hackenbush-1-text = Un tallo de 3 aristas: cortar una arista es quitar de un montón de 3, y X = { $x }.
disguise-lesson-hackenbush-2-title = La pregunta
disguise-lesson-hackenbush-2-text = Juega contra el ordenador. Luego: las ramas en un punto se suman por suma nim. ¿Por qué la arista bajo un punto de valor v cuenta v + 1?
disguise-lesson-wythoff-title = Juego de Wythoff
disguise-lesson-wythoff-1-title = No es Nim
disguise-lesson-wythoff-1-text = X = { $x } y, sin embargo, { $verdict }: quitar lo mismo de los dos montones es una jugada que Nim no tiene. Muestra las respuestas para ver las casillas perdedoras, los pares de Wythoff.
disguise-lesson-wythoff-2-title = La pregunta
disguise-lesson-wythoff-2-text = Juega contra el ordenador. Luego: las casillas perdedoras son (⌊nφ⌋, ⌊nφ²⌋) y sus simétricas (⌊nφ²⌋, ⌊nφ⌋), con φ = (1 + √5)/2 ≈ 1,618 y ⌊x⌋ igual a x redondeado hacia abajo. ¿Por qué nunca hay dos en la misma fila, la misma columna o la misma diagonal de la dama (las casillas cuyos dos montones difieren en lo mismo)?

## P or N? on a game in disguise
disguise-quiz-start = Preguntas ¿P o N? sobre este juego
disguise-quiz = ¿P o N?
disguise-quiz-question = Pregunta { $n }: ¿es una posición P (el jugador que mueve pierde) o una posición N (el jugador que mueve gana)?
disguise-quiz-p = P
disguise-quiz-n = N
disguise-quiz-right = Correcto — { $verdict }.
disguise-quiz-wrong = No del todo — { $verdict }.
disguise-quiz-score = Aciertos hasta ahora: { $right } de { $answered }
disguise-quiz-next = Pregunta siguiente
disguise-quiz-stop = Terminar las preguntas

## An answer to each lesson's question (shown on request at its last step)
disguise-lesson-answer = Una respuesta
disguise-lesson-overview-answer = Una jugada de Nim cambia un solo montón, así que desde X = 0 toda jugada deja X ≠ 0. Quitar de los dos cambia dos y puede mantener X = 0: de (1, 1) a (0, 0). Así, X = 0 ya no significa que pierde el jugador que mueve.
disguise-lesson-staircase-answer = Cuando el rival baja monedas de un escalón par a uno impar, baje las mismas monedas un escalón más: los escalones impares quedan como estaban. Cualquier otra jugada es una jugada de Nim en los escalones impares. La partida termina, porque las monedas solo bajan.
disguise-lesson-poker-answer = Cuando el rival añade fichas a un montón, quita las mismas: X vuelve a 0. Si no, juega Nim. Añadir se deshace enseguida, así que nunca ayuda; y la partida termina porque los bancos son finitos.
disguise-lesson-coins-answer = Voltear a cruz las caras en n y m quita los montones n y m. X cambia en n ⊕ m, igual que si el montón n pasara a ser un montón m, porque un segundo montón m anula al primero (m ⊕ m = 0). Es la jugada de Nim n → m, con m < n.
disguise-lesson-moore-answer = Con k = 1 una jugada quita de un solo montón, y la cuenta de una columna es múltiplo de 2 justo cuando X tiene un 0 en esa columna. «Cada columna múltiplo de 2» es, pues, X = 0.
disguise-lesson-lasker-answer = Un montón de 3 se parte en 1 y 2, que valen 1 ⊕ 2 = 3. Con 0, 1 y 2 alcanzados quitando y 3 partiendo, el mex es 4.
disguise-lesson-hackenbush-answer = Lo que está sobre el punto se pliega en un tallo de v aristas (el principio de los dos puntos). La arista de debajo con ese tallo encima es un tallo de v + 1 aristas: cortarla lo quita todo, y cualquier otro corte es un corte en el tallo de v.
disguise-lesson-wythoff-answer = Desde una casilla perdedora toda jugada lleva a una ganadora. Si dos casillas perdedoras compartieran fila, columna o una diagonal por la que se mueve la dama, ella podría ir de una a otra: de perdedora a perdedora. Así que cada una de esas líneas tiene como mucho una. (Un par y su simétrico, como (1, 2) y (2, 1), están en una línea por la que la dama no se mueve.)

## Move values and the review of a game in disguise
disguise-valued = ({ $value }, { $grade })
disguise-values-legend = Cada piedra, arista o casilla lleva el valor de la jugada que hace un clic sobre ella; una jugada de varias monedas o montones, una vez elegida, junto a su botón:
review-row-disguise = { $number }. { $player }: { $move }

## The colon principle, step by step (Green Hackenbush)
disguise-colon-open = El principio de los dos puntos, paso a paso
disguise-colon-step = Paso { $n } de { $count }: en lo alto de la arista { $edge } las ramas son tallos de { $stalks } aristas; { $sum } = { $value }, así que juegan como un solo tallo de { $value }.
disguise-colon-step-zero = Paso { $n } de { $count }: en lo alto de la arista { $edge } las ramas son tallos de { $stalks } aristas; { $sum } = 0, así que juegan como ninguna arista, y se van.
disguise-colon-done = Cada árbol es ahora un tallo, de { $stalks } aristas: cada uno es un montón de Nim de su longitud, el valor del árbol.
disguise-colon-already = Cada árbol ya es un tallo: cada uno es un montón de Nim de su longitud.
disguise-colon-close = Volver a la partida
disguise-wythoff-value = Su valor de Grundy: g({ $a }, { $b }) = { $g }. Junto a otros juegos la dama juega como un montón de Nim de { $g }.
disguise-review-hidden = La revisión dice quién ganaba en cada jugada: se abre con las respuestas (Partida ▸ Mostrar las respuestas) o al final de la partida.
review-row-values-mover = { $before } → { $after } · { $grade }
disguise-wythoff-key = En color (no gris): los pares de Wythoff, donde pierde quien mueve. El número pequeño en la esquina de una casilla es su valor de Grundy (0 justo en los pares).
disguise-winner-hidden = Quién gana está oculto con las respuestas.
disguise-wythoff-too-far = La dama está en ({ $a }, { $b }): demasiado lejos de la esquina para dibujar el tablero (como mucho { $max } casillas en cada dirección). El panel sigue diciendo quién gana y cómo; Partida ▸ Jugada del ordenador juega por ti.

## Una suma de montones y juegos disfrazados, jugada en el tablero
disguise-sum = Suma de juegos
disguise-lift-sum = Por debajo es Nim: por Sprague–Grundy cada parte se juega como un montón de Nim de su valor, así que el jugador que mueve pierde exactamente cuando la suma nim X de los valores es 0.
disguise-how-sum = Juega en una sola parte cada vez, con sus propias reglas: haz clic como en su propio tablero. Quien hace la última jugada gana.
mixed-part-heap = el montón { $heap } ({ $game })
mixed-part-game = el juego { $n } ({ $game })
mixed-label-heap = montón { $heap } ({ $game })
mixed-part-row = la fila { $heap } ({ $game })
mixed-label-row = fila { $heap } ({ $game })
mixed-part-move = { $part }: { $move }
mixed-label-game = juego { $n } ({ $game })
mixed-hint = Pista: juega aquí: { $part }.

## La ventana que pone en el tablero una posición propia
disguise-setup-menu = Tu propia posición…
disguise-setup-title = Un juego disfrazado propio
disguise-setup-about = Escribe una posición como la lee la línea de órdenes: el nombre de un juego, dos puntos y su posición. Une montones y juegos con + para jugarlos lado a lado.
disguise-setup-field = Posición:
disguise-setup-examples = Ejemplos (haz clic para copiar uno en el campo):
disguise-quiz-underneath-later = Lo que hay por debajo (los montones de Nim y X) se muestra con la respuesta: encuéntralo tú primero.
disguise-lesson-moved = El texto habla de la posición del comienzo de este paso: las jugadas hechas desde entonces han cambiado el tablero.
disguise-lesson-restart = Empezar de nuevo este paso
disguise-colon-back = Plegado anterior
disguise-colon-next = Plegado siguiente
