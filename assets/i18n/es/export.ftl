# The exports: the handout (Markdown, for the teacher), the students' worksheet, and the pictures
# (SVG and PNG) of the board and the binary table.

## The handout
handout-position = **Posición:** { $position } — { $rules }.
handout-no-heaps = sin montones
handout-table = La tabla binaria
handout-who-wins = Quién gana
handout-winning-moves = Jugadas ganadoras y por qué gana cada una:
handout-move-why = { $move }: { $why }.
handout-more = … y { $count } más.
handout-computer = El razonamiento del ordenador
handout-computer-says = Jugando de forma perfecta desde aquí, el ordenador diría: “{ $reason }”
handout-to-move = el jugador que tiene el turno
handout-other = el otro jugador
handout-proof = { $page } de la demostración de Bouton, aplicado a esta posición
handout-made-with = Hecho con Bouton { $version }.
handout-review = Revisión de las jugadas realizadas
handout-review-about = A partir de { $position }: cada jugada calificada por su lejanía (antes y después: el valor de la posición para el jugador que tiene el turno en ese momento, con el mejor juego).
handout-no-review = sin revisión: { $why }

## The students' worksheet
worksheet-title = Hoja de trabajo: { $position }
worksheet-rules = **Reglas:** { $rules }.
worksheet-heap = montón
worksheet-size = tamaño
worksheet-heap-number = montón { $number }
worksheet-ones = unos
worksheet-questions = Preguntas
worksheet-no-rule = Juego misère con un conjunto de sustracción: quien hace la última jugada pierde, y no se conoce ninguna regla general. ¿Quién gana, el jugador que tiene el turno o el otro jugador? Razona empezando por las posiciones más pequeñas.
worksheet-grundy = Escribe el valor de Grundy g de cada montón.
worksheet-binary = Escribe cada montón en binario y cuenta los unos de cada columna.
worksheet-binary-values = Escribe cada valor en binario y cuenta los unos de cada columna.
worksheet-nim-sum = Calcula X, la suma nim: un 1 en cada columna con un número impar de unos.
worksheet-who-wins = ¿Quién gana, el jugador que tiene el turno o el otro jugador? ¿Por qué?
worksheet-misere = Juego misère: quien hace la última jugada pierde. ¿Quién gana, el jugador que tiene el turno o el otro jugador? Cuenta primero los montones de 2 o más objetos.
worksheet-misere-values = Juego misère: quien hace la última jugada pierde. ¿Quién gana, el jugador que tiene el turno o el otro jugador? Cuenta primero los montones cuyo valor es 2 o más.
worksheet-winning-move = Si el jugador que tiene el turno puede ganar, encuentra una jugada ganadora y comprueba que deja una posición perdedora.

## The pictures
picture-heap = Montón { $number } · { $size }
picture-heap-column = montón
picture-position = Posición: { $position }
picture-position-moves = { $moves ->
    [one] Posición: { $position }, tras { $moves } jugada de “{ $title }”
   *[other] Posición: { $position }, tras { $moves } jugadas de “{ $title }”
}
