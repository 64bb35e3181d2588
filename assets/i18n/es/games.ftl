# Sums of games (Kayles + Nim + Dawson's Kayles …): the games' names, their heaps and moves, and the
# claims about a sum (src/words/sums.rs, src/core/sum). Keep every number: a test checks that
# each sentence has the same numbers in every language as in English. "Worth" and "value" are a
# heap's Grundy value; X is the nim-sum.
# Spanish: a heap as the board names it carries its article ("la fila 1 (…)", "el montón 2 (…)"),
# so the sentences around { $heap } put no article of their own (and no "de"/"a" right before it).

## The games
game-nim = Nim
game-kayles = Kayles
game-dawson = Kayles de Dawson
game-grundy = Juego de Grundy
# An octal game without a name: "the octal game 0.137".
game-octal = el juego octal { $code }
# A game's title with its octal code: "Kayles (0.77)".
game-titled = { $name } ({ $code })

## A heap of a sum, as the board names it
heap-row-described = la fila { $number } ({ $game }, { $pins ->
    [one] { $pins } bolo
   *[other] { $pins } bolos
})
heap-nim-described = el montón { $number } (Nim, { $stones ->
    [one] { $stones } piedra
   *[other] { $stones } piedras
})
heap-octal-described = el montón { $number } ({ $game }, { $tokens ->
    [one] { $tokens } ficha
   *[other] { $tokens } fichas
})
# A heap in a sentence: "a Kayles row of 10", "a Nim heap of 5", "a heap of 7 of S(1..3)".
heap-a-row = una fila de { $game } de { $size }
heap-a-nim-heap = un montón de Nim de { $size }
heap-a-heap-of = un montón de { $size } de { $game }
heap-a-heap-octal = un montón de { $size } del juego octal { $code }

## A move of a sum
move-knock-all = { $take ->
    [one] derribar el bolo de la fila { $number }, sin dejar nada de ella
   *[other] derribar los { $take } bolos de la fila { $number }, sin dejar nada de ella
}
move-knock-end = { $take ->
    [one] derribar un bolo del extremo de la fila { $number } ({ $size } bolos), dejando una fila de { $rest }
   *[other] derribar { $take } bolos del extremo de la fila { $number } ({ $size } bolos), dejando una fila de { $rest }
}
move-knock-one-inside = derribar el bolo { $first } de la fila { $number } ({ $size } bolos), dejando filas de { $a } y { $b }
move-knock-two-inside = derribar los bolos { $first } y { $last } de la fila { $number } ({ $size } bolos), dejando filas de { $a } y { $b }
move-knock-inside = derribar los bolos del { $first } al { $last } de la fila { $number } ({ $size } bolos), dejando filas de { $a } y { $b }
move-take-all = quitar todo el montón { $number } ({ $take })
move-take-nim = quitar { $take } del montón { $number } ({ $size } → { $rest })
move-take-leaving = quitar { $take } del montón { $number } ({ $size }), dejando { $rest }
move-take-split = quitar { $take } del montón { $number } ({ $size }), dejando montones de { $a } y { $b }

## The value of each heap
sum-heap-value-nim = { $heap }: valor { $value }
sum-heap-value = { $heap }: valor { $value } (se comporta como un montón de Nim de { $value })
sum-heap-value-misere = { $heap }: valor { $value } en el juego normal (en el juego misère no tiene por qué comportarse como un montón de Nim de { $value })

## What decides a sum
sum-rule-normal = Así que la suma completa se comporta como una partida de Nim con montones de estos valores, y la regla de Bouton la decide: el jugador que tiene el turno gana exactamente cuando X, la suma nim de los valores, no es 0
sum-rule-misere-nim = En el juego misère, una suma de montones de Nim (o de montones de S(1..k), con un mismo k) sigue la regla misère de Bouton: mientras algún montón valga 2 o más, el jugador que tiene el turno gana exactamente cuando X no es 0; cuando todos los montones valen 0 o 1, exactamente cuando el número de montones que valen 1 es par
sum-rule-misere-search = En el juego misère estos valores no tienen por qué decidir la suma: Bouton no conoce ninguna regla misère para estos juegos, así que explora todas las líneas de juego

## A heap's options and the mex (Sprague–Grundy, step by step)
sum-no-move = { $heap } no tiene ninguna jugada
sum-option-nothing = nada (valor 0)
sum-option-row = una fila de { $a } (valor { $value })
sum-option-heap = un montón de { $a } (valor { $value })
sum-option-rows-xor = filas de { $a } y { $b } (valor { $va } ⊕ { $vb } = { $value })
sum-option-heaps-xor = montones de { $a } y { $b } (valor { $va } ⊕ { $vb } = { $value })
sum-option-rows = filas de { $a } y { $b } (valor { $value })
sum-option-heaps = montones de { $a } y { $b } (valor { $value })
sum-options = Una jugada en { $heap } puede dejar: { $options }
sum-options-more = Una jugada en { $heap } puede dejar: { $options }, y { $more ->
    [one] { $more } opción más
   *[other] { $more } opciones más
}
# The end of a long set of values: "… (40 values in all)".
sum-values-in-all = … ({ $count ->
    [one] { $count } valor
   *[other] { $count } valores
} en total)
sum-mex-nothing-normal = No tiene ninguna jugada, por lo que no alcanza ningún valor; el mex del conjunto vacío es 0, así que { $heap } vale 0: se comporta exactamente como un montón de Nim de 0
sum-mex-normal = Sus jugadas alcanzan los valores { "{" }{ $values }{ "}" }; el menor valor que no alcanzan (el mex) es { $mex }, así que { $heap } vale { $mex }: se comporta exactamente como un montón de Nim de { $mex }
sum-mex-nothing-misere = No tiene ninguna jugada, por lo que no alcanza ningún valor; el mex del conjunto vacío es 0, así que { $heap } vale 0 (así se comporta en el juego normal; el juego misère no se rige por este valor)
sum-mex-misere = Sus jugadas alcanzan los valores { "{" }{ $values }{ "}" }; el menor valor que no alcanzan (el mex) es { $mex }, así que { $heap } vale { $mex } (así se comporta en el juego normal; el juego misère no se rige por este valor)
sum-nim-heap = Una jugada en { $heap } puede dejar cualquier montón más pequeño, así que sus jugadas alcanzan todos los valores de 0 a { $below } y el montón vale { $size }: un montón de Nim vale su tamaño
sum-value-from-period = { $heap } tiene { $options } opciones, demasiadas para enumerarlas; su valor, { $value }, se deduce del periodo que el teorema de Guy–Smith demuestra para { $game }: los valores se repiten con periodo { $period } a partir de n = { $start }

## Who wins a sum
outcome-p = P (pierde el jugador que tiene el turno)
outcome-n = N (gana el jugador que tiene el turno)
sum-stuck-normal = no queda ninguna jugada, así que el jugador que tiene el turno ha perdido: la posición es { $outcome }
sum-stuck-misere = no queda ninguna jugada: en el juego misère pierde quien hace la última jugada, así que el jugador que tiene el turno ha ganado: la posición es { $outcome }
sum-no-heaps = no hay montones, así que X = 0
sum-outcome-nim-sum = { $line }, así que la posición es { $outcome }
# The XOR of many values, cut short: "2 ⊕ 1 ⊕ … (40 values in all)".
sum-xor-cut = { $terms } ⊕ … ({ $count ->
    [one] { $count } valor
   *[other] { $count } valores
} en total)
sum-outcome-misere-nim-sum = juego misère con un montón que vale 2 o más: la regla de Bouton sigue valiendo, X = { $x }, así que la posición es { $outcome }
sum-outcome-misere-endgame-even = juego misère con todos los montones de valor 0 o 1: { $ones ->
    [one] queda { $ones } montón de valor 1
   *[other] quedan { $ones } montones de valor 1
}, un número par, así que la posición es { $outcome }
sum-outcome-misere-endgame-odd = juego misère con todos los montones de valor 0 o 1: { $ones ->
    [one] queda { $ones } montón de valor 1
   *[other] quedan { $ones } montones de valor 1
}, un número impar, así que la posición es { $outcome }
sum-outcome-searched = Bouton no conoce ninguna regla misère para estos juegos, así que ha explorado todas las líneas de juego: la posición es { $outcome }

## Why a winning move of a sum wins
sum-wins-split = { $move }: las dos partes valen { $a } ⊕ { $b } = { $to }, así que el valor pasa de { $from } a { $to } y X queda en 0
sum-wins-value = { $move }: el valor pasa de { $from } a { $to }, así que X queda en 0
sum-wins-odd-ones = { $move }: todos los montones quedan con valor 0 o 1, con { $ones ->
    [one] { $ones } montón de valor 1
   *[other] { $ones } montones de valor 1
}, un número impar (juego misère)
sum-wins-misere-nim-sum = { $move }: X queda en 0 y sigue habiendo un montón que vale 2 o más (juego misère, regla de Bouton)
sum-wins-searched = { $move }: la búsqueda exhaustiva comprueba que cualquier respuesta a esta jugada pierde (juego misère)
sum-move-value = { $move }: { $value }
move-split = partir el montón { $number } ({ $size }) en montones de { $a } y { $b }, sin quitar nada
