# The proof walkthrough's slides (src/words/proof: lemmas.rs, variants.rs, cut_the_knot.rs,
# pages.rs): the lemmas step by step, the theorem, misère play, S(1..k), cut-the-knot's rule and
# Sprague–Grundy, each on the position on the board. Keep every number and formula: a test checks
# that each line has the same numbers in every language as in English. X′ is the nim-sum after a
# move; xₖ and yₖ a heap's value before and after.
# "1en" (plural of the digit 1) keeps the digit, as the English "1s" does.

## The pages
page-lemma-1 = Lemma 1
page-lemma-2 = Lemma 2
page-theorem = Satz
page-misere = Misère
page-subtraction = S(1..k)
page-cut-the-knot = Cut-the-knot
page-sprague-grundy = Sprague–Grundy
proof-here = Diese Position
proof-lemma-1-nothing = Hier ist kein Zug möglich, also gilt Lemma 1, ohne dass etwas zu prüfen ist.

## The lemmas, step by step
proof-misere-not-x = Im Misère-Spiel entscheidet X allein nicht, wer gewinnt. Hier:
proof-instead = Der Gewinnzug ist hier stattdessen:
proof-no-move-wins = Hier gewinnt kein Zug:
proof-binary-title = Die Haufen binär schreiben
proof-binary-title-values = Die Werte binär schreiben
proof-binary = Eine Zeile pro Haufen, der höchste Stellenwert links.
proof-binary-values = Jeder Haufen verhält sich wie ein Nim-Haufen, dessen Größe sein Grundy-Wert ist. Schreibe die Werte binär.
proof-empty = Es gibt keine Haufen: Die Position ist leer.
proof-xor-title = Die Spalten per XOR verknüpfen
proof-xor = Zähle die Einsen in jeder Spalte. Die Nim-Summe X hat dort eine 1, wo ihre Anzahl ungerade ist. (Manche Bücher nennen sie s.)
proof-xor-even = In jeder Spalte ist die Anzahl gerade: X = 0.
proof-odd-columns = Spalten mit ungerader Anzahl: { $columns }.
proof-x-not-zero = X = { $x } ≠ 0.
proof-top-bit-title = Die am weitesten links stehende 1 von X finden
proof-top-bit = Die am weitesten links stehende 1 von X = { $x } steht in Bit d = { $d }. Ihr Stellenwert ist 2^{ $d } = { $worth }.
proof-choose-title = Einen Haufen mit einer 1 in Bit d wählen
proof-choose-title-values = Einen Wert mit einer 1 in Bit d wählen
proof-choose = Haufen { $heap } hat eine 1 in Bit { $d }: { $name } = { $x }.
proof-choose-values = Der Wert von Haufen { $heap } hat eine 1 in Bit { $d }: { $name } = { $x }.
proof-only-heap = Es ist der einzige solche Haufen.
proof-heaps-have-it = { $count } Haufen haben diese 1. Jeder von ihnen führt zu X′ = 0; hier nehmen wir Haufen { $heap }.
proof-one-must-exist = Ein solcher Haufen muss existieren: Eine ungerade Anzahl von Haufen hat eine 1 in Spalte d, sonst hätte X dort eine 0.
proof-new-size-title = Die neue Größe
proof-new-value-title = Der neue Wert
proof-change-heap = Bring Haufen { $heap } auf { $y } = X ⊕ { $x }.
proof-change-value = Bring den Wert von Haufen { $heap } auf { $y } = X ⊕ { $x }.
proof-smaller-title = Warum { $y } < { $x }
proof-bit-d = Bit d
proof-left-of-bit = Links von Bit { $d }: { $x } und { $y } stimmen überein.
proof-bit-drops = Bit { $d } fällt von 1 auf 0: eine Änderung um −{ $worth }.
proof-nothing-right = Rechts von Bit 0 steht nichts.
proof-right-of-bit = Rechts von Bit { $d }: Aus { $low-x } wird { $low-y }, eine Änderung um höchstens { $worth } − 1 = { $most }.
proof-so-smaller = Also ist { $y-name } = { $y } < { $x } = { $x-name }: Der Zug ist erlaubt.
proof-so-smaller-values = Also ist { $y-name } = { $y } < { $x } = { $x-name }. Ein Haufen mit Wert { $x } erreicht jeden kleineren Wert (genau das bedeutet mex), also gibt es einen Zug, der den Wert { $y } hinterlässt.
proof-move-title = Der Zug
proof-you-pick = Du wählst:
proof-zero-title = Die neue Nim-Summe ist 0
proof-zero = Nach einem Zug in Haufen k ist die neue Nim-Summe X′ = X ⊕ xₖ ⊕ yₖ (die anderen Haufen ändern sich nicht).
proof-lemma-2-proved = Der andere Spieler steht nun vor X′ = 0. Damit ist Lemma 2 bewiesen.
proof-any-move-title = Ein beliebiger Zug
proof-any-move = Lemma 1 handelt von jedem Zug. Nimm einen beliebigen: hier einen Zug in Haufen k.
proof-heap-changes = Haufen { $heap } ändert sich: Aus { $x-name } = { $x } wird { $y-name } = { $y }.
proof-value-changes = Der Wert von Haufen { $heap } ändert sich: Aus { $x-name } = { $x } wird { $y-name } = { $y }.
proof-new-nim-sum-title = Die neue Nim-Summe
proof-new-nim-sum = Nur Haufen k hat sich geändert, also ist die neue Nim-Summe X′ = X ⊕ xₖ ⊕ yₖ. Hier ist X = 0, also gilt X′ = xₖ ⊕ yₖ.
proof-not-zero-title = Warum X′ ≠ 0
proof-move-changes-heap = Ein Zug verändert den Haufen, also gilt xₖ ≠ yₖ.
proof-move-changes-value = Ein Zug verändert den Wert: g ist der mex der Werte, die ein Haufen erreichen kann, also erreicht er nie seinen eigenen.
proof-differ-in-bit = { $x } und { $y } unterscheiden sich in Bit { $bit }, also hat X′ dort eine 1.
proof-lemma-1-proved = Hier ist X′ = { $t } ≠ 0. Für jeden Zug gilt X′ ≠ 0. Damit ist Lemma 1 bewiesen.

## The theorem
proof-ends-title = Das Spiel endet immer
proof-ends = Jeder Zug nimmt mindestens ein Objekt.
proof-ends-here = { $objects ->
    [one] Hier ist noch 1 Objekt übrig, also ist höchstens noch 1 Zug möglich.
   *[other] Hier sind noch { $objects } Objekte übrig, also sind höchstens noch { $objects } Züge möglich.
}
proof-induction = Daher können wir mit vollständiger Induktion über die Anzahl der verbleibenden Objekte argumentieren.
proof-lemmas-title = Die beiden Lemmata
proof-lemma-1 = Lemma 1: Ist X = 0, so führt jeder Zug zu X′ ≠ 0 (X′: die Nim-Summe nach dem Zug).
proof-lemma-1-values = Lemma 1: Ist X = 0, so führt jeder Zug zu X′ ≠ 0 (X und X′ sind die Nim-Summen der Grundy-Werte vor und nach dem Zug).
proof-lemma-2 = Lemma 2: Ist X ≠ 0, so gibt es einen Zug, der zu X′ = 0 führt.
proof-empty-lost = Die leere Position hat X = 0, und der Spieler am Zug hat dort verloren (Normalspiel).
proof-stuck-lost = In einer Position ohne Zug ist jeder Wert 0, also X = 0, und der Spieler am Zug hat dort verloren (Normalspiel).
proof-misere-differs = Im Misère-Spiel hat der Spieler gewonnen, der keinen Zug mehr hat, also entscheiden die Lemmata allein nicht: Das Spielende wird anders gespielt.
proof-no-theorem = Im Misère-Spiel mit Subtraktionsmenge entscheidet kein Satz, sondern eine vollständige Suche im Spielbaum.
proof-on-values = Bei „{ $moves }“ gilt der Satz für die Grundy-Werte der Haufen.
# $player and $to-move are names ("Du", "Der Computer", "Spieler 1"): no verb agrees with them.
proof-will-win = Sieger bei perfektem Spiel: { $player } (am Zug).
proof-will-win-anyway = Sieger bei perfektem Spiel: { $player }, egal wie der Gegner ({ $to-move }) zieht.
proof-first-step = Ein erster Gewinnzug:
proof-strategy-title = Die Strategie
proof-strategy-move = Stehst du vor X ≠ 0, ziehe auf X = 0 (Lemma 2).
proof-strategy-reply = Dein Gegner muss dir dann wieder X ≠ 0 hinterlassen (Lemma 1).
proof-strategy-last = Du bist nie derjenige, der ohne Zug dasteht, also nimmst du das letzte Objekt.
proof-strategy-last-stuck = Du bist nie derjenige, der ohne Zug dasteht, also machst du den letzten Zug.
proof-theorem = Satz: Der Spieler am Zug gewinnt genau dann, wenn X ≠ 0.
proof-misere-last-loses = Im Misère-Spiel verliert, wer den letzten Zug macht.
proof-misere-set-unproven = Mit einer Subtraktionsmenge ist für das Misère-Spiel keine Regel wie die von Bouton bewiesen.
proof-misere-set-search = Bouton entscheidet diese Positionen durch eine vollständige Suche im Spielbaum, sofern sie klein genug sind.
proof-misere-while = Solange zwei oder mehr Haufen die Größe 2 oder mehr haben, spiele genau wie im Normalspiel: Ziehe auf X = 0.
proof-misere-while-values = Solange zwei oder mehr Werte 2 oder mehr sind, spiele genau wie im Normalspiel: Ziehe auf X = 0.
proof-misere-switch = Bei der Wende, wenn nur noch einer 2 oder mehr ist, bring ihn auf 0 oder 1, sodass eine ungerade Anzahl von 1en übrig bleibt.
proof-misere-then = Dann hat jeder Haufen die Größe 0 oder 1, und der andere Spieler muss das letzte Objekt nehmen.
proof-misere-then-values = Dann ist jeder Wert 0 oder 1, mit einer ungeraden Anzahl von 1en. Erhöht der andere Spieler wieder einen Wert, spiele nach denselben Regeln weiter: Am Ende muss der andere Spieler das letzte Objekt nehmen.
proof-misere-then-values-stuck = Dann ist jeder Wert 0 oder 1, mit einer ungeraden Anzahl von 1en. Erhöht der andere Spieler wieder einen Wert, spiele nach denselben Regeln weiter: Am Ende muss der andere Spieler den letzten Zug machen.
proof-misere-theorem = Satz (Misère): Der Spieler am Zug gewinnt genau dann, wenn X ≠ 0 — außer wenn jeder Haufen die Größe 0 oder 1 hat: Dann gewinnt er genau dann, wenn die Anzahl der 1en gerade ist.
proof-misere-theorem-values = Satz (Misère): Der Spieler am Zug gewinnt genau dann, wenn X ≠ 0 — außer wenn jeder Wert 0 oder 1 ist: Dann gewinnt er genau dann, wenn die Anzahl der 1en gerade ist.

## Misère play
proof-misere-title = Misère-Spiel
proof-misere-intro-title = Misère: Der letzte Zug verliert
proof-misere-play-as-normal = Spiele genau wie im Normalspiel, solange zwei oder mehr Haufen die Größe 2 oder mehr haben.
proof-misere-play-as-normal-values = Spiele genau wie im Normalspiel, solange zwei oder mehr Werte 2 oder mehr sind.
proof-misere-change = Die Änderung tritt erst ein, wenn genau einer 2 oder mehr ist: die Wende.
proof-misere-turn = Dann ist X ≠ 0, also ist der Spieler mit der Gewinnstrategie am Zug.
proof-misere-odd = Das Normalspiel würde eine gerade Anzahl von Haufen der Größe 1 hinterlassen. Misère hinterlässt eine ungerade Anzahl.
proof-misere-odd-values = Das Normalspiel würde eine gerade Anzahl von Haufen mit Wert 1 hinterlassen. Misère hinterlässt eine ungerade Anzahl.
proof-misere-same-heaps = Dieses Spiel läuft im Normalspiel; diese Seite zeigt dieselben Haufen im Misère-Spiel.
proof-heaps-list = Haufen: { $list }
proof-values-list = Werte: { $list }
proof-in-misere = Im Misère-Spiel:
proof-in-normal = Zum Vergleich im Normalspiel:

## S(1..k)
proof-subtraction-title = S(1..{ $k }): modulo { $modulus } reduzieren
proof-subtraction-move = In S(1..{ $k }) nimmt ein Zug 1 bis { $k } Objekte.
proof-subtraction-value = Ein Haufen der Größe n hat den Grundy-Wert n mod { $modulus }: Reduziere jeden Haufen modulo { $modulus } und spiele dann Nim mit den Werten.
proof-subtraction-not-own = Diese Regeln sind nicht S(1..k); hier ist S(1..3), wie bei Thai 21, mit denselben Haufen.
proof-heap-mod = Haufen { $heap }: { $size } mod { $modulus } = { $value }
proof-more-heaps = … und noch { $count } Haufen.
proof-subtraction-start = Starte ein Spiel mit „1 bis k nehmen“, um es zu spielen und zu sehen, wer gewinnt.
proof-one-heap-title = Ein einziger Haufen
proof-one-heap = Bei einem einzigen Haufen der Größe n gewinnt der zweite Spieler genau dann, wenn n ≡ 0 (mod { $modulus }).
proof-one-heap-misere = Im Misère-Spiel: genau dann, wenn n ≡ 1 (mod { $modulus }).
proof-one-heap-why = Warum: Bring den Haufen immer wieder auf ein Vielfaches von { $modulus } (auf einen Zug von j antwortet man mit { $modulus } − j); im Misère-Spiel auf 1 mehr als ein Vielfaches.
proof-heap-alone = Haufen 1 allein: { $size } mod { $modulus } = { $rest }
proof-heap-alone-winner = Haufen 1 allein, Normalspiel: Es gewinnt { $normal }. Misère-Spiel: Es gewinnt { $misere }.
proof-first-player = der erste Spieler
proof-second-player = der zweite Spieler

## Sprague–Grundy
proof-disguise-title = Jeder Haufen ist ein verkleideter Nim-Haufen
proof-grundy-mex = Der Grundy-Wert g(n) eines Haufens ist der mex der Werte, die seine Züge erreichen.
proof-mex = mex = die kleinste natürliche Zahl, die nicht in der Liste vorkommt.
proof-plays-like = Ein Haufen mit Wert g verhält sich wie ein Nim-Haufen mit g Steinen: Er kann jeden kleineren Wert erreichen (er kann auch größere Werte erreichen, aber der andere Spieler kann immer wieder auf g zurückziehen).
proof-xor-values = Verknüpfe also die Werte per XOR und spiele mit ihnen Boutons Strategie.
proof-xor-values-set-misere = Im Normalspiel verknüpfe die Werte per XOR und spiele mit ihnen Boutons Strategie. Im Misère-Spiel mit Subtraktionsmenge ist keine solche Regel bewiesen: Bouton durchsucht stattdessen den Spielbaum.
proof-xor-values-misere = Verknüpfe also die Werte per XOR und spiele mit ihnen Boutons Strategie, mit der Misère-Wende am Ende (siehe die Seite Misère).
proof-nim-values = Bei Nim ist g(n) = n: Ein Haufen der Größe n erreicht jede kleinere Größe. Wähle in einem neuen Spiel eine Menge, um mehr zu sehen.
proof-reached-more = … noch { $count }
proof-heap-mex = Haufen { $heap }: g({ $size }) = mex{ "{" }{ $reached }{ "}" } = { $value }
proof-xor-of-values = XOR der Werte: X = { $x }
proof-sequence-title = Die Folge
proof-period = Die Werte wiederholen sich mit Periode { $period } ab der Haufengröße { $start }, also ist jede Haufengröße abgedeckt.

## Cut-the-knot's rule
proof-ctk-title = Die Regel von Cut-the-knot
proof-ctk-zero = Hier ist X = 0: Kein Zug macht die Nim-Summe zu 0. Probiere eine Position mit X ≠ 0.
proof-ctk-and = Berechne für jeden Haufen x den Wert x & X (die Bits, die er mit X gemeinsam hat).
proof-ctk-and-values = Bei diesen Regeln gilt die Regel für die Grundy-Werte. Berechne für jeden Wert x den Wert x & X.
proof-ctk-heap = Haufen { $heap }: { $and }
proof-ctk-largest = Am größten ist der Wert von Haufen { $heap }: Er enthält das höchste Bit von X, Y = { $top }.
proof-ctk-bring = Bring Haufen { $heap } auf c' = das XOR der anderen; abzuziehen ist c − c':
proof-ctk-inequality = c − Z = { $high } ≥ Y = { $top } > { $low } = andere − Z
proof-ctk-positive = Warum ist das positiv? Oberhalb von Y stimmen c und das XOR der anderen überein (X hat dort keine 1). Diese Bits nennen wir Z.
proof-ctk-so = Also ist c − c' = { $take } > 0, und danach ergibt das XOR der Werte 0.
proof-ctk-three = Bei drei Haufen a, b, c ist das die Formel c − (a ⊕ b) von Cut-the-knot.
proof-ctk-values-differ = c − c' = { $take } ist eine Differenz von Werten, keine Anzahl von Objekten: Gemeint ist der Zug, der Haufen { $heap } mit dem Wert { $value } hinterlässt.
proof-ctk-largest-title = Das größte x & X
proof-ctk-board-title = Auf dem Spielbrett
