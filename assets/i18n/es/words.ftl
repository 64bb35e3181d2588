# Words `core` and the app use in several places: the kinds of exercise, the two seats, the names a
# new game gives its players, the titles of an exercise's and a quiz's board.

exercise-kind-p-or-n = ¿P o N?
exercise-kind-winning-move = Encuentra la jugada ganadora
exercise-kind-winning-heaps = ¿Qué montones tienen una jugada ganadora?
side-first = el primer jugador
side-second = el segundo jugador
player-student = Estudiante
player-partner = Compañero
player-class = Clase
exercise-title = Ejercicio { $number }: { $kind }
exercise-notes = Semilla { $seed }. Las respuestas están ocultas hasta que respondas.
exercise-notes-answered = Semilla { $seed }. Respondida: las respuestas se muestran.
quiz-title = Cuestionario: { $kind } (semilla { $seed })

## The built-in lesson on sums of games (Kayles beside Nim). Keep every number: a test checks each
## fact these texts state against the analysis.
sum-lesson-title = Todo juego imparcial es un montón de Nim
sum-lesson-board-title = Lección: { $title } — paso { $step } de { $steps }: { $step-title }
sum-lesson-1-title = Una fila de bolos de Kayles
sum-lesson-1-text = En Kayles, una jugada derriba un bolo o dos bolos vecinos; derribar un bolo del medio divide la fila. El panel enumera cada jugada desde esta fila de 4, lo que deja y su valor, y luego el mex: la fila vale 1, como un montón de Nim de 1.
sum-lesson-2-title = Junto a un montón de Nim del mismo valor
sum-lesson-2-text = Pon la fila junto a un montón de Nim de 1. Los dos valen 1, así que X = 1 ⊕ 1 = 0: pierde el jugador que tiene el turno, exactamente como con dos montones de Nim de 1. Prueba una jugada: el otro jugador siempre puede volver a dejar X en 0.
sum-lesson-3-title = Una fila más larga
sum-lesson-3-text = Una fila de 10 bolos vale 2 (mira sus pasos y la tabla). Junto a un montón de Nim de 2, de nuevo X = 2 ⊕ 2 = 0: una posición P, aunque los dos montones no se parecen en nada.
sum-lesson-4-title = Tres juegos a la vez
sum-lesson-4-text = En Kayles de Dawson se derriban exactamente dos bolos vecinos; una fila de 7 vale 1. Haz el XOR de los tres valores como en el Nim: X = 2 ⊕ 5 ⊕ 1 = 6, no 0, así que gana el jugador que tiene el turno. Muestra las respuestas para ver las jugadas que dejan X en 0.
sum-lesson-5-title = Te toca contra el ordenador
sum-lesson-5-text = Juegas tú primero. Calcula el valor de cada montón (el panel los muestra), haz el XOR de todos ellos y haz una jugada que deje X = 0. El ordenador intentará hacer lo mismo.

## Lessons
lesson-new-title = Una lección nueva
lesson-unknown-language = el idioma «{ $tag }» no es uno de los que habla Bouton (en, es, fr, de, pt-BR, zh-CN): la lección se abre tal como está escrita

## A quiz on a sum of games, and the computer's moves in a sum
quiz-you-played-wins = Has jugado: { $move }. Deja una posición P: haga lo que haga el otro jugador, puedes ganar.
quiz-you-played-loses = Has jugado: { $move }. Deja una posición N: el otro jugador puede ganar desde ahí.
quiz-leaves-x = Esa jugada deja X = { $x }, no 0.
quiz-a-winning-move = Una jugada ganadora: { $move }.
sum-computer-played = El ordenador ha jugado: { $move }.
sum-computer-wins = El ordenador ha jugado: { $move }. Es una jugada ganadora.
sum-computer-lost = El ordenador ha jugado: { $move }. Todas las jugadas pierden contra un juego perfecto, así que ha elegido una al azar.
sum-computer-too-large = El ordenador ha jugado: { $move }. La posición es demasiado grande para resolverla con exactitud, así que ha elegido una jugada al azar.
sum-computer-delays = El ordenador ha jugado: { $move }. Todas las jugadas pierden contra un juego perfecto, así que ha alargado la partida al máximo: { $moves } hasta el final, contando esta, si juegas lo mejor posible.
sum-computer-random = El ordenador ha jugado: { $move }. Ha jugado al azar, como dice su nivel.

# The mark that ends a sentence.
full-stop = {"."}

## The theorem checker's conjectures
conjecture-the-rule = La regla de Bouton para estas reglas
conjecture-sum-of-others = En una posición P, un montón es la suma de los demás
conjecture-misere-as-normal = El juego misère tiene las mismas posiciones P que el juego normal
conjecture-no-reduction = La suma nim de los tamaños de los montones decide, sin reducirlos
conjecture-misere-on-values = La regla de Nim misère funciona con los valores de Grundy
conjecture-formula = P exactamente cuando { $formula }

## Other words
ending-last-move-wins = gana quien hace la última jugada
ending-last-move-loses = pierde quien hace la última jugada
size-stones = { $size ->
    [one] { $size } piedra
   *[other] { $size } piedras
}
exercise-score = { $correct } de { $answered } correctas · racha { $streak } (mejor { $best })
