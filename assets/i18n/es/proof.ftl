# The proof walkthrough's slides (src/words/proof: lemmas.rs, variants.rs, cut_the_knot.rs,
# pages.rs): the lemmas step by step, the theorem, misère play, S(1..k), cut-the-knot's rule and
# Sprague–Grundy, each on the position on the board. Keep every number and formula: a test checks
# that each line has the same numbers in every language as in English. X′ is the nim-sum after a
# move; xₖ and yₖ a heap's value before and after.

## The pages
page-lemma-1 = Lema 1
page-lemma-2 = Lema 2
page-theorem = Teorema
page-misere = Misère
page-subtraction = S(1..k)
page-cut-the-knot = Cut-the-knot
page-sprague-grundy = Sprague–Grundy
proof-here = Aquí
proof-lemma-1-nothing = Aquí no hay ninguna jugada posible, así que el lema 1 se cumple sin nada que comprobar.

## The lemmas, step by step
proof-misere-not-x = En el juego misère, X por sí solo no decide quién gana. Aquí:
proof-instead = En cambio, la jugada ganadora aquí es:
proof-no-move-wins = Aquí ninguna jugada gana:
proof-binary-title = Escribe los montones en binario
proof-binary-title-values = Escribe los valores en binario
proof-binary = Una fila por montón, con el valor posicional más alto a la izquierda.
proof-binary-values = Cada montón se comporta como un montón de Nim del tamaño de su valor de Grundy. Escribe los valores en binario.
proof-empty = No hay montones: la posición está vacía.
proof-xor-title = Haz el XOR de las columnas
proof-xor = Cuenta los 1 de cada columna. La suma nim X tiene un 1 donde la cuenta es impar. (Algunos libros la llaman s.)
proof-xor-even = En cada columna la cuenta es par: X = 0.
proof-odd-columns = Columnas con una cantidad impar: { $columns }.
proof-x-not-zero = X = { $x } ≠ 0.
proof-top-bit-title = Busca el 1 más a la izquierda de X
proof-top-bit = El 1 más a la izquierda de X = { $x } es el bit d = { $d }. Vale 2^{ $d } = { $worth }.
proof-choose-title = Elige un montón con un 1 en el bit d
proof-choose-title-values = Elige un valor con un 1 en el bit d
proof-choose = El montón { $heap } tiene un 1 en el bit { $d }: { $name } = { $x }.
proof-choose-values = El valor del montón { $heap } tiene un 1 en el bit { $d }: { $name } = { $x }.
proof-only-heap = Es el único montón así.
proof-heaps-have-it = { $count } montones tienen ese 1. Con cualquiera de ellos se consigue X′ = 0; aquí usamos el montón { $heap }.
proof-one-must-exist = Tiene que existir uno: un número impar de montones tiene un 1 en la columna d; si no, X tendría un 0 ahí.
proof-new-size-title = El nuevo tamaño
proof-new-value-title = El nuevo valor
proof-change-heap = Reduce el montón { $heap } a { $y } = X ⊕ { $x }.
proof-change-value = Lleva el valor del montón { $heap } a { $y } = X ⊕ { $x }.
proof-smaller-title = Por qué { $y } < { $x }
proof-bit-d = bit d
proof-left-of-bit = A la izquierda del bit { $d }: { $x } y { $y } coinciden.
proof-bit-drops = El bit { $d } pasa de 1 a 0: eso supone −{ $worth }.
proof-nothing-right = No hay nada a la derecha del bit 0.
proof-right-of-bit = A la derecha del bit { $d }: { $low-x } pasa a ser { $low-y }, un cambio de como máximo { $worth } − 1 = { $most }.
proof-so-smaller = Así que { $y-name } = { $y } < { $x } = { $x-name }: la jugada está permitida.
proof-so-smaller-values = Así que { $y-name } = { $y } < { $x } = { $x-name }. Un montón de valor { $x } alcanza todos los valores menores (eso es lo que significa el mex), así que alguna jugada deja el valor { $y }.
proof-move-title = La jugada
proof-you-pick = Eliges:
proof-zero-title = La nueva suma nim es 0
proof-zero = Tras una jugada en el montón k, la nueva suma nim es X′ = X ⊕ xₖ ⊕ yₖ (los demás montones no cambian).
proof-lemma-2-proved = Ahora el otro jugador se encuentra con X′ = 0. Esto demuestra el lema 2.
proof-any-move-title = Una jugada cualquiera
proof-any-move = El lema 1 habla de todas las jugadas. Toma una cualquiera: aquí, una jugada en el montón k.
proof-heap-changes = El montón { $heap } cambia: { $x-name } = { $x } pasa a ser { $y-name } = { $y }.
proof-value-changes = El valor del montón { $heap } cambia: { $x-name } = { $x } pasa a ser { $y-name } = { $y }.
proof-new-nim-sum-title = La nueva suma nim
proof-new-nim-sum = Solo ha cambiado el montón k, así que la nueva suma nim es X′ = X ⊕ xₖ ⊕ yₖ. Aquí X = 0, así que X′ = xₖ ⊕ yₖ.
proof-not-zero-title = Por qué X′ ≠ 0
proof-move-changes-heap = Una jugada cambia el montón, así que xₖ ≠ yₖ.
proof-move-changes-value = Una jugada cambia el valor: g es el mex de los valores que un montón puede alcanzar, así que nunca alcanza el suyo propio.
proof-differ-in-bit = { $x } y { $y } difieren en el bit { $bit }, así que X′ tiene un 1 ahí.
proof-lemma-1-proved = Aquí X′ = { $t } ≠ 0. Sea cual sea la jugada, X′ ≠ 0. Esto demuestra el lema 1.

## The theorem
proof-ends-title = La partida siempre termina
proof-ends = Cada jugada quita al menos un objeto.
proof-ends-here = { $objects ->
    [one] Aquí queda 1 objeto, así que se puede hacer como máximo 1 jugada más.
   *[other] Aquí quedan { $objects } objetos, así que se pueden hacer como máximo { $objects } jugadas más.
}
proof-induction = Por eso podemos razonar por inducción sobre el número de objetos que quedan.
proof-lemmas-title = Los dos lemas
proof-lemma-1 = Lema 1: si X = 0, toda jugada deja X′ ≠ 0 (X′: la suma nim después de la jugada).
proof-lemma-1-values = Lema 1: si X = 0, toda jugada deja X′ ≠ 0 (X y X′ son las sumas nim de los valores de Grundy, antes y después de la jugada).
proof-lemma-2 = Lema 2: si X ≠ 0, existe una jugada que deja X′ = 0.
proof-empty-lost = La posición vacía tiene X = 0, y en ella el jugador que tiene el turno ha perdido (juego normal).
proof-stuck-lost = En una posición sin jugadas todos los valores son 0, así que X = 0, y en ella el jugador que tiene el turno ha perdido (juego normal).
proof-misere-differs = En el juego misère, el jugador que se queda sin jugadas ha ganado, así que los lemas por sí solos no deciden: el final de la partida se juega de otra manera.
proof-no-theorem = En el juego misère con un conjunto de sustracción ningún teorema decide: lo hace una búsqueda exhaustiva en el árbol del juego.
proof-on-values = Con “{ $moves }”, el teorema se aplica a los valores de Grundy de los montones.
# $player and $to-move are names ("Tú", "El ordenador", "Jugador 1"): no verb agrees with them.
proof-will-win = Ganador con un juego perfecto: { $player } (con el turno).
proof-will-win-anyway = Ganador con un juego perfecto: { $player }, haga lo que haga quien tiene el turno ({ $to-move }).
proof-first-step = Un primer paso ganador:
proof-strategy-title = La estrategia
proof-strategy-move = Ante X ≠ 0, juega para dejar X = 0 (lema 2).
proof-strategy-reply = Entonces tu rival tiene que dejarte de nuevo X ≠ 0 (lema 1).
proof-strategy-last = Nunca eres tú quien se queda sin jugadas, así que eres tú quien quita el último objeto.
proof-strategy-last-stuck = Nunca eres tú quien se queda sin jugadas, así que eres tú quien hace la última jugada.
proof-theorem = Teorema: el jugador que tiene el turno gana si y solo si X ≠ 0.
proof-misere-last-loses = En el juego misère pierde quien hace la última jugada.
proof-misere-set-unproven = Con un conjunto de sustracción no hay ninguna regla como la de Bouton demostrada para el juego misère.
proof-misere-set-search = Bouton decide estas posiciones mediante una búsqueda exhaustiva en el árbol del juego, cuando son lo bastante pequeñas.
proof-misere-while = Mientras dos o más montones tengan tamaño 2 o más, juega exactamente como en el juego normal: deja X = 0.
proof-misere-while-values = Mientras dos o más valores sean 2 o más, juega exactamente como en el juego normal: deja X = 0.
proof-misere-switch = En el giro, cuando solo uno es de 2 o más, llévalo a 0 o 1 de modo que quede un número impar de 1.
proof-misere-then = Entonces todos los montones tienen tamaño 0 o 1, y al otro jugador le toca quitar el último objeto.
proof-misere-then-values = Entonces todos los valores son 0 o 1, con un número impar de 1. Si el otro jugador vuelve a aumentar un valor, sigue jugando con las mismas reglas: al final, al otro jugador le toca quitar el último objeto.
proof-misere-then-values-stuck = Entonces todos los valores son 0 o 1, con un número impar de 1. Si el otro jugador vuelve a aumentar un valor, sigue jugando con las mismas reglas: al final, al otro jugador le toca hacer la última jugada.
proof-misere-theorem = Teorema (misère): el jugador que tiene el turno gana si y solo si X ≠ 0 — salvo cuando todos los montones tienen tamaño 0 o 1: entonces, si y solo si el número de 1 es par.
proof-misere-theorem-values = Teorema (misère): el jugador que tiene el turno gana si y solo si X ≠ 0 — salvo cuando todos los valores son 0 o 1: entonces, si y solo si el número de 1 es par.

## Misère play
proof-misere-title = Juego misère
proof-misere-intro-title = Misère: la última jugada pierde
proof-misere-play-as-normal = Juega exactamente como en el juego normal mientras dos o más montones tengan tamaño 2 o más.
proof-misere-play-as-normal-values = Juega exactamente como en el juego normal mientras dos o más valores sean 2 o más.
proof-misere-change = El cambio aparece por primera vez cuando exactamente uno es de 2 o más: el giro.
proof-misere-turn = Entonces X ≠ 0, así que tiene el turno el jugador con la estrategia ganadora.
proof-misere-odd = El juego normal dejaría un número par de montones de 1. El misère deja un número impar.
proof-misere-odd-values = El juego normal dejaría un número par de montones de valor 1. El misère deja un número impar.
proof-misere-same-heaps = Esta partida se juega con juego normal; esta página muestra los mismos montones en juego misère.
proof-heaps-list = montones: { $list }
proof-values-list = valores: { $list }
proof-in-misere = En juego misère:
proof-in-normal = En juego normal, para comparar:

## S(1..k)
proof-subtraction-title = S(1..{ $k }): reducir mod { $modulus }
proof-subtraction-move = En S(1..{ $k }) cada jugada quita de 1 a { $k } objetos.
proof-subtraction-value = Un montón de n tiene valor de Grundy n mod { $modulus }: reduce cada montón módulo { $modulus } y luego juega al Nim con los valores.
proof-subtraction-not-own = Estas reglas no son S(1..k); aquí está S(1..3), como en el Thai 21, con los mismos montones.
proof-heap-mod = montón { $heap }: { $size } mod { $modulus } = { $value }
proof-more-heaps = … y { $count } más.
proof-subtraction-start = Empieza una partida con “quitar de 1 a k” para jugarla y ver quién gana.
proof-one-heap-title = Un solo montón
proof-one-heap = Con un solo montón de n, el segundo jugador gana exactamente cuando n ≡ 0 (mod { $modulus }).
proof-one-heap-misere = En juego misère: exactamente cuando n ≡ 1 (mod { $modulus }).
proof-one-heap-why = Por qué: lleva siempre el montón a un múltiplo de { $modulus } (a una jugada de j se responde con { $modulus } − j); en juego misère, a 1 más que un múltiplo.
proof-heap-alone = montón 1 solo: { $size } mod { $modulus } = { $rest }
proof-heap-alone-winner = Montón 1 solo, juego normal: gana { $normal }. Juego misère: gana { $misere }.
proof-first-player = el primer jugador
proof-second-player = el segundo jugador

## Sprague–Grundy
proof-disguise-title = Cada montón es un montón de Nim disfrazado
proof-grundy-mex = El valor de Grundy g(n) de un montón es el mex de los valores que alcanzan sus jugadas.
proof-mex = mex = el menor entero no negativo que no está en la lista.
proof-plays-like = Un montón de valor g se comporta como un montón de Nim de g piedras: puede alcanzar todos los valores menores (también puede alcanzar valores mayores, pero el otro jugador siempre puede volver a g).
proof-xor-values = Así que haz el XOR de los valores y aplica sobre ellos la estrategia de Bouton.
proof-xor-values-set-misere = En juego normal, haz el XOR de los valores y aplica sobre ellos la estrategia de Bouton. En juego misère con un conjunto de sustracción no hay ninguna regla así demostrada: Bouton explora en su lugar el árbol del juego.
proof-xor-values-misere = Así que haz el XOR de los valores y aplica sobre ellos la estrategia de Bouton, con el giro misère al final (ver la página Misère).
proof-nim-values = En el Nim, g(n) = n: un montón de n alcanza todos los tamaños menores. Elige un conjunto en una partida nueva para ver más.
proof-reached-more = … { $count } más
proof-heap-mex = montón { $heap }: g({ $size }) = mex{ "{" }{ $reached }{ "}" } = { $value }
proof-xor-of-values = XOR de los valores: X = { $x }
proof-sequence-title = La sucesión
proof-period = Los valores se repiten con periodo { $period } a partir del tamaño de montón { $start }, así que quedan cubiertos todos los tamaños de montón.

## Cut-the-knot's rule
proof-ctk-title = La regla de Cut-the-knot
proof-ctk-zero = Aquí X = 0: ninguna jugada hace que la suma nim sea 0. Prueba con una posición con X ≠ 0.
proof-ctk-and = Para cada montón x, calcula x & X (los bits que comparte con X).
proof-ctk-and-values = Con estas reglas, la regla se aplica a los valores de Grundy. Para cada valor x, calcula x & X.
proof-ctk-heap = montón { $heap }: { $and }
proof-ctk-largest = El mayor es el del montón { $heap }: contiene el bit más alto de X, Y = { $top }.
proof-ctk-bring = Lleva el montón { $heap } a c' = el XOR de los demás; la cantidad que hay que restar es c − c':
proof-ctk-inequality = c − Z = { $high } ≥ Y = { $top } > { $low } = otros − Z
proof-ctk-positive = ¿Por qué es positiva? Por encima de Y, c y el XOR de los demás coinciden (X no tiene ningún 1 ahí). Llamemos Z a esos bits.
proof-ctk-so = Así que c − c' = { $take } > 0, y después el XOR de los valores es 0.
proof-ctk-three = Con tres montones a, b y c, esta es la fórmula c − (a ⊕ b) de Cut-the-knot.
proof-ctk-values-differ = c − c' = { $take } es una diferencia de valores, no un número de objetos: la jugada es la que deja el montón { $heap } con valor { $value }.
proof-ctk-largest-title = El mayor x & X
proof-ctk-board-title = En el tablero
