# The mathematical claims (src/words/claims.rs): every sentence the app states about a
# position. Each must stay true under the rules it was made for, so keep every number: a test
# checks that each sentence has the same numbers in every language as in English.
# Sentences start in lower case and end without a full stop (the app adds them where a sentence
# stands alone). X is the nim-sum; "value" is a heap's Grundy value (under S(1..k) and subtraction
# sets a heap has a size and a value).

## Pieces
claim-heaps = { $n ->
    [one] { $n } Haufen
   *[other] { $n } Haufen
}
# In the dative ("in 7 Zügen", "nach 1 Zug"): every sentence below that uses $moves or $fastest
# puts it after "in" or "nach".
claim-moves = { $n ->
    [one] { $n } Zug
   *[other] { $n } Zügen
}
claim-even = eine gerade Anzahl
claim-odd = eine ungerade Anzahl
# A move: "take 2 from heap 3 (8 → 6)".
claim-move = { $take } von Haufen { $heap } nehmen ({ $from } → { $to })
# A move under S(1..k) or a set, with the heap's value before and after.
claim-move-values = { $take } von Haufen { $heap } nehmen ({ $from } → { $to }, Wert { $from-value } → { $to-value })
# The computer in the game's history: "the computer (expert)".
claim-computer = der Computer
claim-computer-level = der Computer ({ $level })
level-expert = Profi
level-student = Schüler, { $percent } % zufällige Züge
level-beginner = Anfänger, zufällige Züge

## Who wins, and the rule that decided
claim-x-zero = X = 0
claim-x-nonzero = X = { $x } ≠ 0
claim-basis-misere-sizes = { $x }; im Misère-Spiel entscheidet X wie im Normalspiel, solange mindestens ein Haufen die Größe 2 oder mehr hat
claim-basis-misere-values = { $x }; im Misère-Spiel entscheidet X wie im Normalspiel, solange mindestens ein Wert 2 oder mehr beträgt
claim-basis-endgame-sizes = Misère-Endspiel: Jeder Haufen hat die Größe 0 oder 1, davon { $ones } der Größe 1, { $parity }
claim-basis-endgame-values = Misère-Spiel, in dem jeder Wert 0 oder 1 ist: { $ones } mit Wert 1, { $parity }
claim-basis-search = für das Misère-Spiel mit Subtraktionsmenge gibt es keine bewiesene Regel; eine vollständige Suche im Spielbaum hat entschieden
claim-verdict-n = N: Der Spieler am Zug gewinnt
claim-verdict-p = P: Der Spieler am Zug verliert
claim-outcome = { $verdict } ({ $basis })
claim-no-move-normal = kein Zug ist mehr möglich: Das Spiel ist vorbei, und der Spieler am Zug hat verloren (Normalspiel)
claim-no-move-misere = kein Zug ist mehr möglich: Das Spiel ist vorbei, und der Spieler am Zug hat gewonnen (Misère-Spiel: Wer nicht mehr ziehen kann, gewinnt)
claim-every-move-loses = { $basis }, also hinterlässt jeder Zug dem anderen Spieler eine Gewinnposition

## Why a winning move wins: advice ("take 4") and the computer about its own move ("I take 4")
claim-why-top-bit = X ist { $x }; Haufen { $heap } hat eine 1 im höchsten Bit von X ({ $bit }); { $from } ⊕ { $x } = { $to }, also nimm { $take }
claim-why-top-bit-computer = X war { $x }; Haufen { $heap } hatte eine 1 im höchsten Bit von X ({ $bit }); { $from } ⊕ { $x } = { $to }, also nehme ich { $take }
claim-why-top-bit-values = X ist { $x }; Haufen { $heap } (Größe { $size }) hat den Wert { $from }, der eine 1 im höchsten Bit von X ({ $bit }) hat; { $from } ⊕ { $x } = { $to }, also nimm { $take } und lass { $left } übrig, mit dem Wert { $to }
claim-why-top-bit-values-computer = X war { $x }; Haufen { $heap } (Größe { $size }) hatte den Wert { $from }, der eine 1 im höchsten Bit von X ({ $bit }) hat; { $from } ⊕ { $x } = { $to }, also nehme ich { $take } und lasse { $left } übrig, mit dem Wert { $to }
claim-why-raise = X ist { $x }; Haufen { $heap } (Größe { $size }) hat den Wert { $from }, und { $from } ⊕ { $x } = { $to }; nach diesen Regeln kann ein Zug einen Wert erhöhen: Nimm { $take } und lass { $left } übrig, mit dem Wert { $to }, und X wird 0
claim-why-raise-computer = X war { $x }; Haufen { $heap } (Größe { $size }) hatte den Wert { $from }, und { $from } ⊕ { $x } = { $to }; nach diesen Regeln kann ein Zug einen Wert erhöhen: Ich nehme { $take } und lasse { $left } übrig, mit dem Wert { $to }, und X wird 0
claim-why-switch = nur Haufen { $heap } hat die Größe 2 oder mehr (Misère-Spiel): Nimm { $take } von Haufen { $heap } und lass { $left } übrig; so hat jeder Haufen die Größe 0 oder 1, davon { $ones } der Größe 1, { $parity }
claim-why-switch-computer = nur Haufen { $heap } hatte die Größe 2 oder mehr (Misère-Spiel): Ich nehme { $take } von Haufen { $heap } und lasse { $left } übrig; so hat jeder Haufen die Größe 0 oder 1, davon { $ones } der Größe 1, { $parity }
claim-why-switch-values = nur Haufen { $heap } hat einen Wert von 2 oder mehr (Misère-Spiel): Nimm { $take } von Haufen { $heap } und lass { $left } übrig, mit dem Wert { $to }; so ist jeder Wert 0 oder 1, davon { $ones } mit Wert 1, { $parity }
claim-why-switch-values-computer = nur Haufen { $heap } hatte einen Wert von 2 oder mehr (Misère-Spiel): Ich nehme { $take } von Haufen { $heap } und lasse { $left } übrig, mit dem Wert { $to }; so ist jeder Wert 0 oder 1, davon { $ones } mit Wert 1, { $parity }
claim-why-endgame = jeder Haufen hat die Größe 0 oder 1 (Misère-Endspiel): Nimm { $take } von Haufen { $heap } und lass { $ones } der Größe 1 übrig, { $parity }
claim-why-endgame-computer = jeder Haufen hatte die Größe 0 oder 1 (Misère-Endspiel): Ich nehme { $take } von Haufen { $heap } und lasse { $ones } der Größe 1 übrig, { $parity }
claim-why-endgame-values = jeder Wert ist 0 oder 1 (Misère-Spiel): Nimm { $take } von Haufen { $heap } ({ $size } → { $left }, Wert { $from } → { $to }), sodass jeder Wert 0 oder 1 bleibt, davon { $ones } mit Wert 1, { $parity }
claim-why-endgame-values-computer = jeder Wert war 0 oder 1 (Misère-Spiel): Ich nehme { $take } von Haufen { $heap } ({ $size } → { $left }, Wert { $from } → { $to }), sodass jeder Wert 0 oder 1 bleibt, davon { $ones } mit Wert 1, { $parity }
claim-why-search = eine vollständige Suche im Spielbaum (für das Misère-Spiel mit Subtraktionsmenge gibt es keine bewiesene Regel) zeigt, dass der andere Spieler auf Verlust steht, wenn man { $take } von Haufen { $heap } nimmt
claim-why-search-computer = eine vollständige Suche im Spielbaum (für das Misère-Spiel mit Subtraktionsmenge gibt es keine bewiesene Regel) zeigt, dass der andere Spieler auf Verlust steht, nachdem ich { $take } von Haufen { $heap } genommen habe

## The computer's other reasons
claim-computer-prolongs = { $basis }, also verliert jeder Zug gegen perfektes Spiel; ich nehme { $take } von Haufen { $heap }, den kleinsten Zug vom größten Haufen, damit das Spiel länger dauert
claim-computer-delays = { $basis }, also verliert jeder Zug gegen perfektes Spiel; ich nehme { $take } von Haufen { $heap }, womit das Spiel am längsten dauert: Es endet nach { $moves }, diesen mitgezählt, wenn du bestmöglich spielst
claim-computer-random = ich spiele zufällig: { $move }
claim-computer-unanalysable = diese Position ist zu groß, um sie nach diesen Regeln zu analysieren, also spiele ich zufällig: { $move }

## Remoteness: how long the game lasts with best play
claim-remote-over = das Spiel ist vorbei: Kein Zug ist mehr übrig
claim-remote-wins = bei bestem Spiel gewinnt der Spieler am Zug in { $moves }, wobei der Gewinner möglichst schnell gewinnt und der Verlierer das Ende möglichst lange hinauszögert
claim-remote-loses = bei bestem Spiel verliert der Spieler am Zug in { $moves }, wobei der Gewinner möglichst schnell gewinnt und der Verlierer das Ende möglichst lange hinauszögert
# A move's value: "take 2 from heap 1 (5 → 3): the fastest win, in 7 moves".
claim-move-value = { $move }: { $value }
claim-value-fastest = der schnellste Sieg, in { $moves }
claim-value-slowest-loss = jeder Zug verliert; dieser zögert das Ende am längsten hinaus: Niederlage in { $moves }
claim-value-slower-win = ein langsamerer Sieg, in { $moves } (der schnellste gelingt in { $fastest })
claim-value-mistake = ein Fehler, der den Sieg verschenkt (Niederlage in { $moves })
claim-value-faster-loss = verliert in { $moves } (die langsamste Niederlage kommt erst in { $fastest })

## What a move leaves
claim-x-then = X = { $x }; { $basis }
claim-other-lost = der andere Spieler steht auf Verlust
claim-other-can-win = der andere Spieler kann gewinnen
claim-move-leaves = „{ $move }“ hinterlässt { $basis }; { $other }
claim-zeroing-wins = „{ $move }“ hinterlässt X = 0: ein Gewinnzug
claim-zeroing-loses = „{ $move }“ hinterlässt X = 0, aber im Misère-Spiel verliert das hier ({ $basis }); der andere Spieler kann gewinnen

## Which heaps have a winning move
claim-no-winning-heap = kein Haufen hat einen Gewinnzug
claim-winning-heaps = Haufen mit Gewinnzug: { $heaps }
claim-no-winning-move-from = { $count ->
    [one] kein Gewinnzug beginnt bei Haufen { $heaps }
   *[other] kein Gewinnzug beginnt bei den Haufen { $heaps }
}
claim-top-bit-heaps = bei Nim im Normalspiel sind es die Haufen mit einer 1 im höchsten Bit von X = { $x } (Bit { $bit }, Stellenwert { $worth }): { $heaps }
# The binary table's marker beside a heap: its first winning move, and how many more it has.
claim-marker = { $take } nehmen → { $to }
claim-marker-more = { $take } nehmen → { $to } (+{ $more } { $more ->
    [one] weiterer
   *[other] weitere
})
claim-marker-value = { $take } nehmen → { $to } (Wert { $value })
claim-marker-value-more = { $take } nehmen → { $to } (Wert { $value }; +{ $more } { $more ->
    [one] weiterer
   *[other] weitere
})

## Misère play
claim-misere-normal-lost = Misère-Spiel: { $big } haben die Größe 2 oder mehr, also entscheidet X wie im Normalspiel: X = 0, und der Spieler am Zug verliert
claim-misere-normal-lost-values = Misère-Spiel: { $big } haben einen Wert von 2 oder mehr, also entscheidet X wie im Normalspiel: X = 0, und der Spieler am Zug verliert
claim-misere-normal = Misère-Spiel: { $big } haben die Größe 2 oder mehr, also spiele wie im Normalspiel: Hinterlasse X = 0
claim-misere-normal-values = Misère-Spiel: { $big } haben einen Wert von 2 oder mehr, also spiele wie im Normalspiel: Hinterlasse X = 0
claim-misere-switch = Misère-Wende: Nur Haufen { $heap } hat die Größe 2 oder mehr; bring ihn auf { $target }, das lässt { $ones } der Größe 1 übrig, eine ungerade Anzahl
claim-misere-switch-values = Misère-Wende: Nur Haufen { $heap } hat einen Wert von 2 oder mehr; bring seinen Wert auf { $target }, das lässt { $ones } mit Wert 1 übrig, eine ungerade Anzahl
claim-misere-endgame-wins = Misère-Endspiel: Jeder Haufen hat die Größe 0 oder 1: { $ones } der Größe 1, { $parity }: Der Spieler am Zug gewinnt
claim-misere-endgame-loses = Misère-Endspiel: Jeder Haufen hat die Größe 0 oder 1: { $ones } der Größe 1, { $parity }: Der Spieler am Zug verliert
claim-misere-endgame-values-wins = Misère-Spiel, in dem jeder Wert 0 oder 1 ist: { $ones } mit Wert 1, { $parity }: Der Spieler am Zug gewinnt
claim-misere-endgame-values-loses = Misère-Spiel, in dem jeder Wert 0 oder 1 ist: { $ones } mit Wert 1, { $parity }: Der Spieler am Zug verliert

## The end of a game
# $last and $winner are names ("Du", "Der Computer", "Spieler 1"): no verb agrees with them.
claim-game-over-stuck = kein Zug ist möglich; Sieger: { $winner }
claim-game-over-normal = { $last }: letztes Objekt genommen und gewonnen (Normalspiel)
claim-game-over-normal-stuck = { $last }: letzten Zug gemacht und gewonnen (Normalspiel)
claim-game-over-misere = { $last }: letztes Objekt genommen und verloren (Misère-Spiel); Sieger: { $winner }
claim-game-over-misere-stuck = { $last }: letzten Zug gemacht und verloren (Misère-Spiel); Sieger: { $winner }

## The nim-sum's line under the binary table
claim-nim-sum = X = { $x } ≠ 0; sein höchstes Bit: d = { $bit } ({ $power } = { $worth })
claim-nim-sum-zero = X = 0: Jede Spalte hat eine gerade Anzahl von Einsen
