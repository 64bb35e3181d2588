# The mathematical claims (src/words/claims.rs): every sentence the app states about a
# position. Each must stay true under the rules it was made for, so keep every number: a test
# checks that each sentence has the same numbers in every language as in English.
# Sentences start in lower case and end without a full stop (the app adds them where a sentence
# stands alone). X is the nim-sum; "value" is a heap's Grundy value (under S(1..k) and subtraction
# sets a heap has a size and a value).

## Pieces
claim-heaps = { $n ->
    [one] { $n } montón
   *[other] { $n } montones
}
claim-moves = { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}
claim-even = un número par
claim-odd = un número impar
# A move: "take 2 from heap 3 (8 → 6)".
claim-move = quitar { $take } del montón { $heap } ({ $from } → { $to })
# A move under S(1..k) or a set, with the heap's value before and after.
claim-move-values = quitar { $take } del montón { $heap } ({ $from } → { $to }, valor { $from-value } → { $to-value })
# The computer in the game's history: "the computer (expert)".
claim-computer = el ordenador
claim-computer-level = el ordenador ({ $level })
level-expert = experto
level-student = estudiante, { $percent } % de jugadas al azar
level-beginner = principiante, jugadas al azar

## Who wins, and the rule that decided
claim-x-zero = X = 0
claim-x-nonzero = X = { $x } ≠ 0
claim-basis-misere-sizes = { $x }; en juego misère, X decide como en juego normal mientras algún montón tenga tamaño 2 o más
claim-basis-misere-values = { $x }; en juego misère, X decide como en juego normal mientras algún valor sea 2 o más
claim-basis-endgame-sizes = final de partida misère: todos los montones tienen tamaño 0 o 1, con { $ones } de tamaño 1, { $parity }
claim-basis-endgame-values = juego misère con todos los valores 0 o 1: { $ones } de valor 1, { $parity }
claim-basis-search = el juego misère con un conjunto de sustracción no tiene ninguna regla demostrada; ha decidido una búsqueda exhaustiva en el árbol del juego
claim-verdict-n = N: gana el jugador que tiene el turno
claim-verdict-p = P: pierde el jugador que tiene el turno
claim-outcome = { $verdict } ({ $basis })
claim-no-move-normal = no hay ninguna jugada posible: la partida ha terminado y el jugador que tiene el turno ha perdido (juego normal)
claim-no-move-misere = no hay ninguna jugada posible: la partida ha terminado y el jugador que tiene el turno ha ganado (juego misère: gana quien no puede jugar)
claim-every-move-loses = { $basis }, así que cualquier jugada le deja al otro jugador una posición ganadora

## Why a winning move wins: advice ("take 4") and the computer about its own move ("I take 4")
claim-why-top-bit = X es { $x }; el montón { $heap } tiene un 1 en el bit más alto de X ({ $bit }); { $from } ⊕ { $x } = { $to }, así que quita { $take }
claim-why-top-bit-computer = X era { $x }; el montón { $heap } tenía un 1 en el bit más alto de X ({ $bit }); { $from } ⊕ { $x } = { $to }, así que quito { $take }
claim-why-top-bit-values = X es { $x }; el montón { $heap } (tamaño { $size }) tiene valor { $from }, que tiene un 1 en el bit más alto de X ({ $bit }); { $from } ⊕ { $x } = { $to }, así que quita { $take } para dejar { $left }, de valor { $to }
claim-why-top-bit-values-computer = X era { $x }; el montón { $heap } (tamaño { $size }) tenía valor { $from }, que tiene un 1 en el bit más alto de X ({ $bit }); { $from } ⊕ { $x } = { $to }, así que quito { $take } para dejar { $left }, de valor { $to }
claim-why-raise = X es { $x }; el montón { $heap } (tamaño { $size }) tiene valor { $from }, y { $from } ⊕ { $x } = { $to }; con estas reglas una jugada puede aumentar un valor: quita { $take } para dejar { $left }, de valor { $to }, y X pasa a ser 0
claim-why-raise-computer = X era { $x }; el montón { $heap } (tamaño { $size }) tenía valor { $from }, y { $from } ⊕ { $x } = { $to }; con estas reglas una jugada puede aumentar un valor: quito { $take } para dejar { $left }, de valor { $to }, y X pasa a ser 0
claim-why-switch = solo el montón { $heap } tiene tamaño 2 o más (juego misère): quita { $take } del montón { $heap } para dejar { $left }; así todos los montones tienen tamaño 0 o 1, con { $ones } de tamaño 1, { $parity }
claim-why-switch-computer = solo el montón { $heap } tenía tamaño 2 o más (juego misère): quito { $take } del montón { $heap } para dejar { $left }; así todos los montones tienen tamaño 0 o 1, con { $ones } de tamaño 1, { $parity }
claim-why-switch-values = solo el montón { $heap } tiene valor 2 o más (juego misère): quita { $take } del montón { $heap } para dejar { $left }, de valor { $to }; así todos los valores son 0 o 1, con { $ones } de valor 1, { $parity }
claim-why-switch-values-computer = solo el montón { $heap } tenía valor 2 o más (juego misère): quito { $take } del montón { $heap } para dejar { $left }, de valor { $to }; así todos los valores son 0 o 1, con { $ones } de valor 1, { $parity }
claim-why-endgame = todos los montones tienen tamaño 0 o 1 (final de partida misère): quita { $take } del montón { $heap } para dejar { $ones } de tamaño 1, { $parity }
claim-why-endgame-computer = todos los montones tenían tamaño 0 o 1 (final de partida misère): quito { $take } del montón { $heap } para dejar { $ones } de tamaño 1, { $parity }
claim-why-endgame-values = todos los valores son 0 o 1 (juego misère): quita { $take } del montón { $heap } ({ $size } → { $left }, valor { $from } → { $to }) para dejar todos los valores en 0 o 1, con { $ones } de valor 1, { $parity }
claim-why-endgame-values-computer = todos los valores eran 0 o 1 (juego misère): quito { $take } del montón { $heap } ({ $size } → { $left }, valor { $from } → { $to }) para dejar todos los valores en 0 o 1, con { $ones } de valor 1, { $parity }
claim-why-search = una búsqueda exhaustiva en el árbol del juego (el juego misère con un conjunto de sustracción no tiene ninguna regla demostrada) muestra que, tras quitar { $take } del montón { $heap }, el otro jugador tiene la partida perdida
claim-why-search-computer = una búsqueda exhaustiva en el árbol del juego (el juego misère con un conjunto de sustracción no tiene ninguna regla demostrada) muestra que, tras quitar yo { $take } del montón { $heap }, el otro jugador tiene la partida perdida

## The computer's other reasons
claim-computer-prolongs = { $basis }, así que toda jugada pierde contra un juego perfecto; quito { $take } del montón { $heap }, la jugada más pequeña en el montón más grande, para alargar la partida
claim-computer-delays = { $basis }, así que toda jugada pierde contra un juego perfecto; quito { $take } del montón { $heap }, lo que alarga la partida al máximo: { $moves } hasta el final, contando esta, si juegas lo mejor posible
claim-computer-random = juego al azar: { $move }
claim-computer-unanalysable = esta posición es demasiado grande para analizarla con estas reglas, así que juego al azar: { $move }

## Remoteness: how long the game lasts with best play
claim-remote-over = la partida ha terminado: no queda ninguna jugada
claim-remote-wins = con el mejor juego, el jugador que tiene el turno gana en { $moves }, si el ganador acaba cuanto antes y el perdedor alarga la partida al máximo
claim-remote-loses = con el mejor juego, el jugador que tiene el turno pierde en { $moves }, si el ganador acaba cuanto antes y el perdedor alarga la partida al máximo
# A move's value: "take 2 from heap 1 (5 → 3): the fastest win, in 7 moves".
claim-move-value = { $move }: { $value }
claim-value-fastest = la victoria más rápida, en { $moves }
claim-value-slowest-loss = toda jugada pierde; esta es la que más alarga la partida, { $moves }
claim-value-slower-win = una victoria más lenta, en { $moves } (la más rápida necesita { $fastest })
claim-value-mistake = un error: desperdicia la victoria (pierde en { $moves })
claim-value-faster-loss = pierde en { $moves } (la derrota más lenta necesita { $fastest })

## What a move leaves
claim-x-then = X = { $x }; { $basis }
claim-other-lost = el otro jugador tiene la partida perdida
claim-other-can-win = el otro jugador puede ganar
claim-move-leaves = { $move } deja { $basis }: { $other }
claim-zeroing-wins = { $move } deja X = 0: una jugada ganadora
claim-zeroing-loses = { $move } deja X = 0, pero en juego misère eso pierde aquí ({ $basis }): el otro jugador puede ganar

## Which heaps have a winning move
claim-no-winning-heap = ningún montón tiene una jugada ganadora
claim-winning-heaps = montones con una jugada ganadora: { $heaps }
claim-no-winning-move-from = { $count ->
    [one] ninguna jugada ganadora sale del montón { $heaps }
   *[other] ninguna jugada ganadora sale de los montones { $heaps }
}
claim-top-bit-heaps = en el Nim con juego normal, son los montones con un 1 en el bit más alto de X = { $x } (bit { $bit }, que vale { $worth }): { $heaps }
# The binary table's marker beside a heap: its first winning move, and how many more it has.
claim-marker = quitar { $take } → { $to }
claim-marker-more = quitar { $take } → { $to } (+{ $more } más)
claim-marker-value = quitar { $take } → { $to } (valor { $value })
claim-marker-value-more = quitar { $take } → { $to } (valor { $value }; +{ $more } más)

## Misère play
claim-misere-normal-lost = juego misère: { $big } tienen tamaño 2 o más, así que X decide como en juego normal: X = 0 y el jugador que tiene el turno pierde
claim-misere-normal-lost-values = juego misère: { $big } tienen valor 2 o más, así que X decide como en juego normal: X = 0 y el jugador que tiene el turno pierde
claim-misere-normal = juego misère: { $big } tienen tamaño 2 o más, así que juega como en juego normal: deja X = 0
claim-misere-normal-values = juego misère: { $big } tienen valor 2 o más, así que juega como en juego normal: deja X = 0
claim-misere-switch = giro misère: solo el montón { $heap } tiene tamaño 2 o más; redúcelo a { $target }, lo que deja { $ones } de tamaño 1, un número impar
claim-misere-switch-values = giro misère: solo el montón { $heap } tiene valor 2 o más; lleva su valor a { $target }, lo que deja { $ones } de valor 1, un número impar
claim-misere-endgame-wins = final de partida misère: todos los montones tienen tamaño 0 o 1: { $ones } de tamaño 1, { $parity }: gana el jugador que tiene el turno
claim-misere-endgame-loses = final de partida misère: todos los montones tienen tamaño 0 o 1: { $ones } de tamaño 1, { $parity }: pierde el jugador que tiene el turno
claim-misere-endgame-values-wins = juego misère con todos los valores 0 o 1: { $ones } de valor 1, { $parity }: gana el jugador que tiene el turno
claim-misere-endgame-values-loses = juego misère con todos los valores 0 o 1: { $ones } de valor 1, { $parity }: pierde el jugador que tiene el turno

## The end of a game
# $last and $winner are names ("Tú", "El ordenador", "Jugador 1"): no verb agrees with them.
claim-game-over-stuck = no hay ninguna jugada posible; ganador: { $winner }
claim-game-over-normal = { $last }: último objeto quitado y partida ganada (juego normal)
claim-game-over-normal-stuck = { $last }: última jugada hecha y partida ganada (juego normal)
claim-game-over-misere = { $last }: último objeto quitado y partida perdida (juego misère); ganador: { $winner }
claim-game-over-misere-stuck = { $last }: última jugada hecha y partida perdida (juego misère); ganador: { $winner }

## The nim-sum's line under the binary table
claim-nim-sum = X = { $x } ≠ 0; su bit más alto es d = { $bit } ({ $power } = { $worth })
claim-nim-sum-zero = X = 0: cada columna tiene un número par de unos
