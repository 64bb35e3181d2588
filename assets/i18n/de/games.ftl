# Sums of games (Kayles + Nim + Dawson's Kayles …): the games' names, their heaps and moves, and the
# claims about a sum (src/words/sums.rs, src/core/sum). Keep every number: a test checks that
# each sentence has the same numbers in every language as in English. "Worth" and "value" are a
# heap's Grundy value; X is the nim-sum.
# German: a heap as the board names it has no article ("Reihe 1 (…)", "Haufen 2 (…)"), so it fits
# any case ("in Reihe 1", "Haufen 2 hat den Wert 3").

## The games
game-nim = Nim
game-kayles = Kayles
game-dawson = Dawsons Kayles
game-grundy = Grundys Spiel
# An octal game without a name: "the octal game 0.137".
game-octal = das oktale Spiel { $code }
# A game's title with its octal code: "Kayles (0.77)".
game-titled = { $name } ({ $code })

## A heap of a sum, as the board names it
heap-row-described = Reihe { $number } ({ $game }, { $pins ->
    [one] { $pins } Kegel
   *[other] { $pins } Kegel
})
heap-nim-described = Haufen { $number } (Nim, { $stones ->
    [one] { $stones } Stein
   *[other] { $stones } Steine
})
heap-octal-described = Haufen { $number } ({ $game }, { $tokens ->
    [one] { $tokens } Spielstein
   *[other] { $tokens } Spielsteine
})
# A heap in a sentence: "a Kayles row of 10", "a Nim heap of 5", "a heap of 7 of S(1..3)".
heap-a-row = eine Reihe der Länge { $size } ({ $game })
heap-a-nim-heap = ein Nim-Haufen der Größe { $size }
heap-a-heap-of = ein Haufen der Größe { $size } ({ $game })
heap-a-heap-octal = ein Haufen der Größe { $size } im oktalen Spiel { $code }

## A move of a sum
move-knock-all = { $take ->
    [one] den Kegel von Reihe { $number } umwerfen, sodass nichts von ihr übrig bleibt
   *[other] alle { $take } Kegel von Reihe { $number } umwerfen, sodass nichts von ihr übrig bleibt
}
move-knock-end = { $take ->
    [one] einen Kegel am Ende von Reihe { $number } ({ $size } Kegel) umwerfen, sodass eine Reihe der Länge { $rest } übrig bleibt
   *[other] { $take } Kegel am Ende von Reihe { $number } ({ $size } Kegel) umwerfen, sodass eine Reihe der Länge { $rest } übrig bleibt
}
move-knock-one-inside = Kegel { $first } von Reihe { $number } ({ $size } Kegel) umwerfen, sodass Reihen der Längen { $a } und { $b } übrig bleiben
move-knock-two-inside = die Kegel { $first } und { $last } von Reihe { $number } ({ $size } Kegel) umwerfen, sodass Reihen der Längen { $a } und { $b } übrig bleiben
move-knock-inside = die Kegel { $first } bis { $last } von Reihe { $number } ({ $size } Kegel) umwerfen, sodass Reihen der Längen { $a } und { $b } übrig bleiben
move-take-all = den ganzen Haufen { $number } ({ $take }) nehmen
move-take-nim = { $take } von Haufen { $number } nehmen ({ $size } → { $rest })
move-take-leaving = { $take } von Haufen { $number } ({ $size }) nehmen, sodass ein Haufen der Größe { $rest } übrig bleibt
move-take-split = { $take } von Haufen { $number } ({ $size }) nehmen, sodass Haufen der Größen { $a } und { $b } übrig bleiben

## The value of each heap
sum-heap-value-nim = { $heap }: Wert { $value }
sum-heap-value = { $heap }: Wert { $value } (verhält sich wie ein Nim-Haufen der Größe { $value })
sum-heap-value-misere = { $heap }: Wert { $value } im Normalspiel (im Misère-Spiel gilt die Gleichwertigkeit mit einem Nim-Haufen der Größe { $value } nicht unbedingt)

## What decides a sum
sum-rule-normal = Die ganze Summe verhält sich also wie Nim mit Haufen dieser Werte, und die Regel von Bouton entscheidet über den Ausgang: Der Spieler am Zug gewinnt genau dann, wenn X, die Nim-Summe der Werte, nicht 0 ist
sum-rule-misere-nim = Im Misère-Spiel folgt eine Summe von Nim-Haufen (oder von Haufen aus S(1..k) mit demselben k) der Misère-Regel von Bouton: Solange mindestens ein Haufen einen Wert von 2 oder mehr hat, gewinnt der Spieler am Zug genau dann, wenn X nicht 0 ist; sobald jeder Haufen den Wert 0 oder 1 hat, genau dann, wenn die Anzahl der Haufen mit Wert 1 gerade ist
sum-rule-misere-search = Im Misère-Spiel entscheiden diese Werte die Summe nicht unbedingt: Bouton kennt für diese Spiele keine Misère-Regel und durchsucht deshalb jeden möglichen Spielverlauf

## A heap's options and the mex (Sprague–Grundy, step by step)
sum-no-move = { $heap } erlaubt überhaupt keinen Zug
sum-option-nothing = nichts (Wert 0)
sum-option-row = eine Reihe der Länge { $a } (Wert { $value })
sum-option-heap = einen Haufen der Größe { $a } (Wert { $value })
sum-option-rows-xor = Reihen der Längen { $a } und { $b } (Wert { $va } ⊕ { $vb } = { $value })
sum-option-heaps-xor = Haufen der Größen { $a } und { $b } (Wert { $va } ⊕ { $vb } = { $value })
sum-option-rows = Reihen der Längen { $a } und { $b } (Wert { $value })
sum-option-heaps = Haufen der Größen { $a } und { $b } (Wert { $value })
sum-options = Ein Zug in { $heap } kann Folgendes hinterlassen: { $options }
sum-options-more = Ein Zug in { $heap } kann Folgendes hinterlassen: { $options } sowie { $more ->
    [one] { $more } weitere Option
   *[other] { $more } weitere Optionen
}
# The end of a long set of values: "… (40 values in all)".
sum-values-in-all = … (insgesamt { $count ->
    [one] { $count } Wert
   *[other] { $count } Werte
})
sum-mex-nothing-normal = Es gibt keinen Zug, also wird kein Wert erreicht; der mex der leeren Menge ist 0, also hat { $heap } den Wert 0 und verhält sich genau wie ein Nim-Haufen der Größe 0
sum-mex-normal = Die Züge erreichen die Werte { "{" }{ $values }{ "}" }; der kleinste Wert, den sie nicht erreichen (der mex), ist { $mex }, also hat { $heap } den Wert { $mex } und verhält sich genau wie ein Nim-Haufen der Größe { $mex }
sum-mex-nothing-misere = Es gibt keinen Zug, also wird kein Wert erreicht; der mex der leeren Menge ist 0, also hat { $heap } den Wert 0 (das gilt für das Normalspiel; das Misère-Spiel richtet sich nicht danach)
sum-mex-misere = Die Züge erreichen die Werte { "{" }{ $values }{ "}" }; der kleinste Wert, den sie nicht erreichen (der mex), ist { $mex }, also hat { $heap } den Wert { $mex } (das gilt für das Normalspiel; das Misère-Spiel richtet sich nicht danach)
sum-nim-heap = Ein Zug in { $heap } kann jeden kleineren Haufen hinterlassen, also erreichen seine Züge jeden Wert von 0 bis { $below }, und er hat den Wert { $size }: Ein Nim-Haufen ist genau so viel wert wie seine Größe
sum-value-from-period = { $heap } hat { $options } Optionen, zu viele, um sie aufzuzählen; der Wert, { $value }, ergibt sich aus der Periode, die der Satz von Guy–Smith für { $game } beweist: Die Werte wiederholen sich ab n = { $start } mit Periode { $period }

## Who wins a sum
outcome-p = P (der Spieler am Zug verliert)
outcome-n = N (der Spieler am Zug gewinnt)
sum-stuck-normal = es ist kein Zug mehr möglich, also hat der Spieler am Zug verloren: Die Position ist { $outcome }
sum-stuck-misere = es ist kein Zug mehr möglich: Im Misère-Spiel verliert, wer den letzten Zug gemacht hat, also hat der Spieler am Zug gewonnen: Die Position ist { $outcome }
sum-no-heaps = es gibt keine Haufen, also ist X = 0
sum-outcome-nim-sum = { $line }, also ist die Position { $outcome }
# The XOR of many values, cut short: "2 ⊕ 1 ⊕ … (40 values in all)".
sum-xor-cut = { $terms } ⊕ … (insgesamt { $count ->
    [one] { $count } Wert
   *[other] { $count } Werte
})
sum-outcome-misere-nim-sum = Misère-Spiel, in dem ein Haufen einen Wert von 2 oder mehr hat: Die Regel von Bouton gilt weiterhin, X = { $x }, also ist die Position { $outcome }
sum-outcome-misere-endgame-even = Misère-Spiel, in dem jeder Haufen den Wert 0 oder 1 hat: { $ones ->
    [one] Es bleibt { $ones } Haufen mit Wert 1
   *[other] Es bleiben { $ones } Haufen mit Wert 1
}, eine gerade Anzahl, also ist die Position { $outcome }
sum-outcome-misere-endgame-odd = Misère-Spiel, in dem jeder Haufen den Wert 0 oder 1 hat: { $ones ->
    [one] Es bleibt { $ones } Haufen mit Wert 1
   *[other] Es bleiben { $ones } Haufen mit Wert 1
}, eine ungerade Anzahl, also ist die Position { $outcome }
sum-outcome-searched = Bouton kennt für diese Spiele keine Misère-Regel und hat deshalb jeden möglichen Spielverlauf durchsucht: Die Position ist { $outcome }

## Why a winning move of a sum wins
sum-wins-split = { $move }: Die beiden Teile haben zusammen den Wert { $a } ⊕ { $b } = { $to }, also ändert sich der Wert von { $from } auf { $to }, und X wird zu 0
sum-wins-value = { $move }: Der Wert ändert sich von { $from } auf { $to }, also wird X zu 0
sum-wins-odd-ones = { $move }: Danach hat jeder Haufen den Wert 0 oder 1, davon { $ones ->
    [one] { $ones } Haufen mit Wert 1
   *[other] { $ones } Haufen mit Wert 1
}, eine ungerade Anzahl (Misère-Spiel)
sum-wins-misere-nim-sum = { $move }: X wird zu 0, und es bleibt ein Haufen mit einem Wert von 2 oder mehr (Misère-Spiel, Regel von Bouton)
sum-wins-searched = { $move }: Die vollständige Suche zeigt, dass jede Antwort darauf verliert (Misère-Spiel)
sum-move-value = { $move }: { $value }
move-split = Haufen { $number } ({ $size }) ohne zu nehmen in Haufen der Größen { $a } und { $b } teilen
