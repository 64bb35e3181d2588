# Verkleidetes Nim (src/words/disguise.rs): Spiele, die nicht wie Nim aussehen und darunter Nim
# sind, und das Wythoff-Spiel, das es nicht ist.

## Die Spiele
disguise-staircase = Treppen-Nim
disguise-poker = Poker-Nim
disguise-turtles = Schildkröten wenden
disguise-mock-turtles = Falsche Schildkröten
disguise-ruler = Lineal
disguise-moore = Moores Nim mit k = { $k }
disguise-lasker = Laskers Nim
disguise-hackenbush = Grünes Hackenbush
disguise-wythoff = Wythoff-Spiel

## Die Teile, aus denen ein Nim-Haufen kommt
disguise-part-step = Stufe { $n }
disguise-part-heap = Haufen { $n }
disguise-part-coin = der Kopf auf { $n }
disguise-part-tree = Baum { $n }
disguise-label-step = Stufe { $n }
disguise-label-heap = Haufen { $n }
disguise-label-coin = Kopf auf { $n }
disguise-label-tree = Baum { $n }

## Was eine Stellung darunter ist
disguise-lift-staircase = Darunter ist es Nim: Die Münzen auf den ungeraden Stufen sind die Haufen. Münzen, die von einer geraden Stufe herunterkommen, landen auf einer ungeraden und der andere Spieler kann sie sofort weiterschieben und so den Zug aufheben, also ändern die geraden Stufen nichts daran, wer gewinnt.
disguise-lift-poker = Darunter ist es Nim: Chips, die aus einer Bank dazukommen, kann der andere Spieler sofort wieder nehmen (genommene Chips verlassen das Spiel), also ändern die Banken nichts daran, wer gewinnt.
disguise-lift-turtles = Darunter ist es Nim: Jeder Kopf ist ein Haufen seines Werts g(n) = n, und die Reihe ist so viel wert wie die Nim-Summe der Werte ihrer Köpfe.
disguise-lift-mock-turtles = Darunter ist es Nim: Jeder Kopf ist ein Haufen seines Werts g(n), der n-ten odiösen Zahl (1, 2, 4, 7, 8, 11, …: ungerade viele Einsen im Binären), und die Reihe ist so viel wert wie die Nim-Summe der Werte ihrer Köpfe.
disguise-lift-ruler = Darunter ist es Nim: Jeder Kopf ist ein Haufen seines Werts g(n), der größten Zweierpotenz, die n teilt, und die Reihe ist so viel wert wie die Nim-Summe der Werte ihrer Köpfe.
disguise-lift-lasker = Darunter ist es Nim: Jeder Haufen spielt sich wie ein Nim-Haufen seines Werts, per mex aus den Zügen gefunden: g(n) = n, nur 4m + 3 und 4m + 4 tauschen.
disguise-lift-hackenbush = Darunter ist es Nim: Nach dem Doppelpunkt-Prinzip ist jeder Baum ein Stängel seines Werts (die Zweige an einem Punkt addieren sich per Nim-Summe; eine Kante unter einem Punkt vom Wert v ist v + 1 wert).
disguise-lift-moore = Boutons X entscheidet dieses Spiel nicht: Der Spieler am Zug verliert genau dann, wenn jede Spalte der Binärtabelle ein Vielfaches von { $modulus } Einsen zählt (Moore, 1910).
disguise-lift-wythoff = Kein verkleidetes Nim: Der Spieler am Zug verliert genau auf einem Wythoff-Paar (⌊nφ⌋, ⌊nφ²⌋): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …
disguise-banks = Banken: { $mine } für den Spieler am Zug, { $theirs } für den anderen.
disguise-columns = Einsen je Spalte, von der { $top }er-Spalte abwärts: { $counts }
disguise-pair = ({ $a }, { $b }) ist das Wythoff-Paar n = { $n }.
disguise-no-pair = ({ $a }, { $b }) ist kein Wythoff-Paar.
disguise-nim-sum-fails = Hier ist X = { $x }, und doch { $verdict }: Die Nim-Summe entscheidet das Wythoff-Spiel nicht.

## Züge in den Worten des Spiels
disguise-move-stair = { $count ->
    [one] { $count } Münze
   *[other] { $count } Münzen
} von Stufe { $from } auf Stufe { $to } schieben
disguise-move-stair-floor = { $count ->
    [one] { $count } Münze
   *[other] { $count } Münzen
} von Stufe 1 auf den Boden schieben
disguise-move-take = { $count } von Haufen { $heap } nehmen
disguise-move-add = { $count } aus der Bank auf Haufen { $heap } legen
disguise-move-turn = die Münze auf { $right } von Kopf auf Zahl wenden
disguise-move-turn-more = die Münze auf { $right } von Kopf auf Zahl wenden, dazu { $count ->
    [one] die Münze auf { $others }
   *[other] die Münzen auf { $others }
}
disguise-move-moore = { $takes } nehmen
disguise-move-moore-part = { $count } von Haufen { $heap }
disguise-move-split = Haufen { $heap } in { $left } und { $right } teilen
disguise-move-cut = Kante { $edge } durchschneiden
disguise-move-first = { $count } vom ersten Haufen nehmen
disguise-move-second = { $count } vom zweiten Haufen nehmen
disguise-move-both = { $count } von beiden Haufen nehmen

## Was ein Zug darunter tut
disguise-effect = darunter geht { $part } als Nim-Haufen von { $from } auf { $to }, womit X = { $x } wird
disguise-effect-moore = womit jede Spalte ein Vielfaches von { $modulus } zählt
disguise-effect-wythoff = womit das Wythoff-Paar ({ $a }, { $b }) bleibt
disguise-effect-moore-not = womit eine Spalte bleibt, deren Anzahl kein Vielfaches von { $modulus } ist
disguise-effect-wythoff-not = womit ({ $a }, { $b }) bleibt, kein Wythoff-Paar

## Die Kommandozeile
disguise-report-position = Stellung: { $game } { $position }
disguise-edges-numbered = Die Kanten sind Baum für Baum von links nummeriert, jede vor den Kanten, die sie trägt.
disguise-remoteness = Entfernung zum Ende: { $moves } (vollständige Suche über die Züge des Spiels selbst).
disguise-remoteness-not-counted = Entfernung zum Ende: nicht gezählt ({ $why }).
disguise-moves-not-listed = Die Gewinnzüge werden nicht aufgelistet: { $why }.
disguise-one-winning-move = Ein Gewinnzug, Spalte für Spalte wie in Moores Beweis gebaut: { $move }
disguise-alone = Ein verkleidetes Spiel wird im Normalspiel ohne Regel-Optionen analysiert: allein oder neben Haufen benannter Spiele (hackenbush:'(()())' kayles:5 nim:3).
disguise-moore-named = --moore nimmt einfache Haufengrößen, etwa 3 5 6 7.
disguise-grundy-coins-title = { $game }: der Wert g(n) eines einzelnen Kopfes auf Platz n, für n = 1 bis { $to }
disguise-grundy-all-mex = Per mex aus den Zügen bis n = { $mex } gefunden; sie folgen { $rule }.
disguise-grundy-checked = Per mex aus den Zügen bis n = { $mex } gefunden; sie folgen { $rule }, was den Rest liefert.
disguise-grundy-mex-only = Per mex aus den Zügen bis n = { $mex } gefunden; danach gilt die Regel { $rule } nicht, und kein Wert wird angegeben.
disguise-rule-turtles = g(n) = n
disguise-rule-mock-turtles = g(n) = die n-te odiöse Zahl
disguise-rule-ruler = g(n) = die größte Zweierpotenz, die n teilt
disguise-rule-lasker = g(4m+1) = 4m+1, g(4m+2) = 4m+2, g(4m+3) = 4m+4, g(4m+4) = 4m+3

## The board and its panel
disguise-menu = Verkleidetes Nim
disguise-how-staircase = Klicke eine Münze an: Sie und die Münzen darüber auf ihrer Stufe gehen eine Stufe hinunter (von Stufe 1 auf den Boden). Wer den letzten Zug macht, gewinnt.
disguise-how-poker = Klicke einen Chip an, um ihn und die Chips darüber zu nehmen, oder lege mit einem +-Knopf Chips aus deiner Bank dazu. Wer den letzten Zug macht, gewinnt.
disguise-how-turtles = Wähle eine Münze mit Kopf (sie wird zu Zahl) und höchstens eine weitere Münze links davon, egal wie sie liegt, dann Wenden. Wer den letzten Zug macht, gewinnt.
disguise-how-mock-turtles = Wähle eine Münze mit Kopf (sie wird zu Zahl) und höchstens zwei weitere Münzen links davon, egal wie sie liegen, dann Wenden. Wer den letzten Zug macht, gewinnt.
disguise-how-ruler = Wähle eine Münze mit Kopf (sie wird zu Zahl) und, wenn du willst, beliebig viele Münzen in lückenloser Reihe direkt links davon, dann Wenden. Wer den letzten Zug macht, gewinnt.
disguise-how-moore = Klicke in höchstens { $k } Haufen einen Stein an (er und die Steine darüber werden genommen), dann Nehmen. Wer den letzten Zug macht, gewinnt.
disguise-how-lasker = Klicke einen Stein an, um ihn und die Steine darüber zu nehmen; mit Teilen angekreuzt teilt ein Klick den Haufen unter diesem Stein in zwei. Wer den letzten Zug macht, gewinnt.
disguise-how-hackenbush = Klicke eine Kante an, um sie durchzuschneiden: Was den Boden nicht mehr berührt, fällt. Wer den letzten Zug macht, gewinnt.
disguise-how-wythoff = Ziehe die Dame nach links, nach unten oder schräg nach links unten, beliebig weit: Klicke ein markiertes Feld an. Wer sie in die Ecke zieht, gewinnt. Der erste Haufen ist die Spalte, der zweite die Zeile.
disguise-underneath = Darunter
disguise-x-hidden = X und wer gewinnt sind mit den Lösungen verborgen.
disguise-against-computer = Gegen den Computer
disguise-two-people = Zu zweit
disguise-turn-you = Du bist am Zug.
disguise-turn-computer = Der Computer ist am Zug.
disguise-turn-player = Spieler { $n } ist am Zug.
disguise-turn-partner = { $name } ist am Zug.
disguise-over-you = Spiel vorbei: Du hast den letzten Zug gemacht und gewonnen.
disguise-over-computer = Spiel vorbei: Der Computer hat den letzten Zug gemacht und gewonnen.
disguise-over-player = Spiel vorbei: Spieler { $n } hat den letzten Zug gemacht und gewonnen.
disguise-over-partner = Spiel vorbei: { $name } hat den letzten Zug gemacht und gewonnen.
disguise-player-played = Spieler { $n }: { $move }.
disguise-computer-played = Der Computer: { $move }.
disguise-turn = Wenden
disguise-take = Nehmen
disguise-clear = Leeren
disguise-split = Teilen statt nehmen
disguise-add = Chips je +:
disguise-add-to = + { $count } auf Haufen { $heap }
disguise-back = Zurück zu meinem Spiel
disguise-winning-moves = Gewinnzüge:
disguise-hint-part = Tipp: Spiele { $kind ->
    [step] auf Stufe { $n }
    [coin] mit dem Kopf auf { $n }
    [tree] in Baum { $n }
   *[heap] in Haufen { $n }
}.
disguise-hint-move = Tipp: { $move }.
disguise-value = Wert
# One letter on each coin and on the queen.
disguise-heads-letter = K
disguise-tails-letter = Z
disguise-queen-letter = D
disguise-heads = Kopf
disguise-tails = Zahl
# Names a screen reader says for the board's tokens.
disguise-a11y-stone = { $column }, Stein { $n }
disguise-a11y-coin = Münze { $n }, { $side }
disguise-a11y-edge = Kante { $n }
disguise-a11y-square = Feld ({ $x }, { $y })
# The first line of a saved game in disguise (a RON comment: keep the //).
disguise-file-header = // Eine Bouton-Datei in RON: ein verkleidetes Spiel. Stufen, Haufen, Münzen und Kanten zählen ab 1.

## The lessons. { $x } is X under the disguise and { $verdict } who wins, both from the position on the board.
disguise-lessons = Lektionen
disguise-lesson-menu = Lektion: { $title }
disguise-lesson-of = Lektion: { $title } — Schritt { $step } von { $steps }
disguise-lesson-next = Nächster Schritt
disguise-lesson-back = Schritt zurück
disguise-lesson-end = Lektion beenden
disguise-lesson-overview-title = Verkleidetes Nim
disguise-lesson-overview-1-title = Münzen auf einer Treppe
disguise-lesson-overview-1-text = Das sieht nicht nach Nim aus: Münzen wandern eine Treppe hinunter. Schau darunter (das Feld): Nur die ungeraden Stufen zählen, und sie sind Nim-Haufen, mit X = { $x }. So ein Spiel ist verkleidetes Nim: Finde seine Haufen, den Rest erledigt Boutons Satz: Der Spieler am Zug verliert genau dann, wenn X = 0.
disguise-lesson-overview-2-title = Eine Reihe Münzen
disguise-lesson-overview-2-text = Bei „Schildkröten wenden“ ist jeder Kopf ein Haufen, dessen Größe sein Platz ist. Einen Kopf auf Zahl zu wenden, und vielleicht eine Münze links davon, ist ein Nim-Zug auf diesem Haufen. Hier ist X = { $x }.
disguise-lesson-overview-3-title = Eine Zeichnung
disguise-lesson-overview-3-text = Eine Kante eines Stängels aus 3 zu schneiden heißt, von einem Haufen aus 3 zu nehmen; die Zweige eines Baums fallen zu einem Stängel zusammen (Doppelpunkt-Prinzip: Zweige an einem Punkt sind ihre Nim-Summe wert, die Kante darunter eins mehr). Hier ist X = { $x }.
disguise-lesson-overview-4-title = Wo die Verkleidung fällt
disguise-lesson-overview-4-text = Zwei Haufen, aber eine Dame darf auch von beiden gleich viel nehmen. Hier ist X = { $x }, und doch { $verdict }. Frage: Welche Eigenschaft der Nim-Züge bricht der neue Zug?
disguise-lesson-staircase-title = Treppen-Nim
disguise-lesson-staircase-1-title = Nur die ungeraden Stufen
disguise-lesson-staircase-1-text = Die Münzen auf den Stufen 1 und 3 sind die Nim-Haufen: X = { $x }. Probiere bei verborgenen Antworten ein paar Züge, dann sieh darunter nach, was jeder Zug bewirkt hat.
disguise-lesson-staircase-2-title = Die Frage
disguise-lesson-staircase-2-text = Spiele gegen den Computer. Dann: Warum kann der Gewinner die geraden Stufen übergehen? (Denk daran, was du tun kannst, gleich nachdem der Gegner Münzen von einer geraden Stufe geschoben hat.)
disguise-lesson-poker-title = Poker-Nim
disguise-lesson-poker-1-title = Chips aus der Bank
disguise-lesson-poker-1-text = Chips dazuzulegen sieht nach einer neuen Art Zug aus. Spiele ein paar: Immer wenn der andere Spieler Chips auf einen Haufen legt, nimm dieselben wieder weg. Darunter ist X = { $x }.
disguise-lesson-poker-2-title = Die Frage
disguise-lesson-poker-2-text = Spiele gegen den Computer. Dann: Warum muss der Gewinner nie Chips dazulegen, und warum endet das Spiel trotzdem?
disguise-lesson-coins-title = Münzen wenden
disguise-lesson-coins-1-title = Jeder Kopf ist ein Haufen
disguise-lesson-coins-1-text = Der Kopf auf Platz n ist ein Nim-Haufen aus n, und die Reihe ist so viel wert wie die Nim-Summe der Werte ihrer Köpfe: X = { $x }.
disguise-lesson-coins-2-title = Die Frage
disguise-lesson-coins-2-text = Spiele gegen den Computer. Dann: Zwei Köpfe auf einmal zu wenden entfernt zwei Haufen. Warum ist das trotzdem ein Nim-Zug auf einem einzigen Haufen? (Tipp: m ⊕ m = 0.)
disguise-lesson-moore-title = Moores Nim
disguise-lesson-moore-1-title = Zwei Haufen auf einmal
disguise-lesson-moore-1-text = Mit k = 2 darf ein Zug von einem oder zwei Haufen nehmen. Boutons X = { $x } entscheidet nicht mehr: Zähle die Einsen jeder Spalte der Binärtabelle modulo k + 1 = 3 (das Feld tut es). Hier: { $verdict }.
disguise-lesson-moore-2-title = Die Frage
disguise-lesson-moore-2-text = Spiele gegen den Computer. Dann: Warum ergibt k = 1 wieder Boutons Regel X = 0?
disguise-lesson-lasker-title = Laskers Nim
disguise-lesson-lasker-1-title = Einen Haufen teilen
disguise-lesson-lasker-1-text = Ein Zug darf einen Haufen auch in zwei teilen, ohne zu nehmen. Dieser Haufen aus 3 spielt sich wie ein Nim-Haufen aus { $x }: Sein Wert ist der mex dessen, was seine Züge erreichen, der kleinste Wert, den kein Zug erreicht, nicht seine Größe.
disguise-lesson-lasker-2-title = Die Frage
disguise-lesson-lasker-2-text = Spiele gegen den Computer. Dann: Die Werte tauschen 4m + 3 und 4m + 4. Warum kann ein Haufen aus 3 nicht 3 wert sein?
disguise-lesson-hackenbush-title = Grünes Hackenbush
disguise-lesson-hackenbush-1-title = Ein Stängel ist ein Haufen
disguise-lesson-hackenbush-1-text = Ein Stängel aus 3 Kanten: Eine Kante zu schneiden heißt, von einem Haufen aus 3 zu nehmen, und X = { $x }.
disguise-lesson-hackenbush-2-title = Die Frage
disguise-lesson-hackenbush-2-text = Spiele gegen den Computer. Dann: Zweige an einem Punkt addieren sich per Nim-Summe. Warum zählt die Kante unter einem Punkt vom Wert v als v + 1?
disguise-lesson-wythoff-title = Wythoff-Spiel
disguise-lesson-wythoff-1-title = Kein Nim
disguise-lesson-wythoff-1-text = X = { $x }, und doch { $verdict }: Von beiden Haufen gleich viel zu nehmen ist ein Zug, den Nim nicht hat. Zeige die Antworten, um die Verlustfelder zu sehen, die Wythoff-Paare.
disguise-lesson-wythoff-2-title = Die Frage
disguise-lesson-wythoff-2-text = Spiele gegen den Computer. Dann: Die Verlustfelder sind (⌊nφ⌋, ⌊nφ²⌋) und ihre Spiegelbilder (⌊nφ²⌋, ⌊nφ⌋), mit φ = (1 + √5)/2 ≈ 1,618; ⌊x⌋ ist x abgerundet. Warum können nie zwei von ihnen in einer Zeile, einer Spalte oder auf einer Diagonale der Dame liegen (den Feldern, deren zwei Haufen sich um gleich viel unterscheiden)?

## P or N? on a game in disguise
disguise-quiz-start = P oder N? Fragen zu diesem Spiel
disguise-quiz = P oder N?
disguise-quiz-question = Frage { $n }: Ist das eine P-Stellung (der Spieler am Zug verliert) oder eine N-Stellung (der Spieler am Zug gewinnt)?
disguise-quiz-p = P
disguise-quiz-n = N
disguise-quiz-right = Richtig — { $verdict }.
disguise-quiz-wrong = Nicht ganz — { $verdict }.
disguise-quiz-score = Bisher richtig: { $right } von { $answered }
disguise-quiz-next = Nächste Frage
disguise-quiz-stop = Fragen beenden

## An answer to each lesson's question (shown on request at its last step)
disguise-lesson-answer = Eine Antwort
disguise-lesson-overview-answer = Ein Nim-Zug ändert einen Haufen, also lässt von X = 0 aus jeder Zug X ≠ 0. Von beiden Haufen zu nehmen ändert zwei und kann X = 0 erhalten: von (1, 1) nach (0, 0). X = 0 heißt also nicht mehr, dass der Spieler am Zug verliert.
disguise-lesson-staircase-answer = Schiebt der Gegner Münzen von einer geraden Stufe auf eine ungerade, schiebe dieselben Münzen eine Stufe weiter: Die ungeraden Stufen sind wie vorher. Jeder andere Zug ist ein Nim-Zug auf den ungeraden Stufen. Das Spiel endet, denn Münzen gehen nur abwärts.
disguise-lesson-poker-answer = Legt der Gegner Chips auf einen Haufen, nimm dieselben weg: X ist wieder 0. Sonst spiele Nim. Ein Dazulegen lässt sich sofort rückgängig machen, hilft also nie; und das Spiel endet, weil die Banken endlich sind.
disguise-lesson-coins-answer = Die Köpfe auf n und m auf Zahl zu wenden entfernt die Haufen n und m. X ändert sich um n ⊕ m, genau wie wenn der Haufen n zum Haufen m würde, denn ein zweiter Haufen m hebt den ersten auf (m ⊕ m = 0). Es ist also der Nim-Zug n → m, mit m < n.
disguise-lesson-moore-answer = Mit k = 1 nimmt ein Zug von einem Haufen, und die Anzahl einer Spalte ist genau dann ein Vielfaches von 2, wenn X dort eine 0 hat. „Jede Spalte ein Vielfaches von 2“ heißt also X = 0.
disguise-lesson-lasker-answer = Ein Haufen aus 3 teilt sich in 1 und 2, wert 1 ⊕ 2 = 3. Mit 0, 1 und 2 durch Nehmen und 3 durch Teilen erreicht ist der mex 4.
disguise-lesson-hackenbush-answer = Was auf dem Punkt steht, fällt zu einem Stängel aus v Kanten zusammen (das Doppelpunkt-Prinzip). Die Kante darunter mit diesem Stängel ist ein Stängel aus v + 1 Kanten: Sie zu schneiden nimmt alles, jeder andere Schnitt ist ein Schnitt im Stängel aus v.
disguise-lesson-wythoff-answer = Von einem Verlustfeld führt jeder Zug zu einem Gewinnfeld. Lägen zwei Verlustfelder in einer Zeile, einer Spalte oder auf einer Diagonale, auf der die Dame zieht, könnte sie vom einen zum anderen ziehen: von Verlust zu Verlust. Also liegt auf jeder solchen Linie höchstens eines. (Ein Paar und sein Spiegelbild, etwa (1, 2) und (2, 1), liegen auf einer Linie, auf der die Dame nicht zieht.)

## Move values and the review of a game in disguise
disguise-valued = ({ $value }, { $grade })
disguise-values-legend = Jeder Stein, jede Kante und jedes Feld trägt den Wert des Zuges, den ein Klick darauf macht; ein Zug aus mehreren Münzen oder Haufen, sobald gewählt, neben seinem Knopf:
review-row-disguise = { $number }. { $player }: { $move }

## The colon principle, step by step (Green Hackenbush)
disguise-colon-open = Das Doppelpunkt-Prinzip, Schritt für Schritt
disguise-colon-step = Schritt { $n } von { $count }: Oben auf Kante { $edge } sind die Zweige Stängel aus { $stalks } Kanten; { $sum } = { $value }, also spielen sie wie ein Stängel aus { $value }.
disguise-colon-step-zero = Schritt { $n } von { $count }: Oben auf Kante { $edge } sind die Zweige Stängel aus { $stalks } Kanten; { $sum } = 0, also spielen sie wie gar keine Kante und fallen weg.
disguise-colon-done = Jeder Baum ist jetzt ein Stängel, aus { $stalks } Kanten: Jeder ist ein Nim-Haufen seiner Länge, des Werts des Baums.
disguise-colon-already = Jeder Baum ist schon ein Stängel: Jeder ist ein Nim-Haufen seiner Länge.
disguise-colon-close = Zurück zum Spiel
disguise-wythoff-value = Sein Grundy-Wert: g({ $a }, { $b }) = { $g }. In einer Summe mit anderen Spielen spielt die Dame wie ein Nim-Haufen der Größe { $g }, auch wenn sie allein kein Nim ist.
disguise-review-hidden = Die Auswertung sagt bei jedem Zug, wer gewann: Sie öffnet sich mit den Lösungen (Spiel ▸ Lösungen aufdecken) oder am Ende der Partie.
review-row-values-mover = { $before } → { $after } · { $grade }
disguise-wythoff-key = Farbig (nicht grau): die Wythoff-Paare, auf denen der Spieler am Zug verliert. Die kleine Zahl in der Ecke eines Feldes ist sein Grundy-Wert (0 genau auf den Paaren).
disguise-winner-hidden = Wer gewinnt, ist mit den Lösungen verborgen.
disguise-wythoff-too-far = Die Dame steht auf ({ $a }, { $b }): zu weit von der Ecke, um das Brett zu zeichnen (höchstens { $max } Felder in jede Richtung). Die Leiste sagt trotzdem, wer gewinnt und wie; Spiel ▸ Zug des Computers spielt für dich.

## Eine Summe aus Haufen und verkleideten Spielen, auf dem Brett gespielt
disguise-sum = Summe von Spielen
disguise-lift-sum = Darunter ist es Nim: Nach Sprague–Grundy spielt sich jeder Teil wie ein Nim-Haufen seines Werts, also verliert der Spieler am Zug genau dann, wenn die Nim-Summe X der Werte 0 ist.
disguise-how-sum = Spiele jeweils in nur einem Teil, nach dessen eigenen Regeln: Klicke wie auf seinem eigenen Brett. Wer den letzten Zug macht, gewinnt.
mixed-part-heap = Haufen { $heap } ({ $game })
mixed-part-game = Spiel { $n } ({ $game })
mixed-label-heap = Haufen { $heap } ({ $game })
mixed-part-row = Reihe { $heap } ({ $game })
mixed-label-row = Reihe { $heap } ({ $game })
mixed-part-move = { $part }: { $move }
mixed-label-game = Spiel { $n } ({ $game })
mixed-hint = Tipp: Spiele hier: { $part }.

## Das Fenster, das eine eigene Stellung aufs Brett bringt
disguise-setup-menu = Eigene Stellung…
disguise-setup-title = Ein eigenes verkleidetes Spiel
disguise-setup-about = Tippe eine Stellung so, wie die Kommandozeile sie liest: den Namen eines Spiels, einen Doppelpunkt und seine Stellung. Verbinde Haufen und Spiele mit +, um sie nebeneinander zu spielen.
disguise-setup-field = Stellung:
disguise-setup-examples = Beispiele (klicke, um eines ins Feld zu kopieren):
disguise-quiz-underneath-later = Was darunter liegt (die Nim-Haufen und X), erscheint mit der Lösung: Finde es zuerst selbst.
disguise-lesson-moved = Der Text spricht von der Stellung zu Beginn dieses Schritts: Die Züge seitdem haben das Brett verändert.
disguise-lesson-restart = Diesen Schritt neu beginnen
disguise-colon-back = Voriges Zusammenfallen
disguise-colon-next = Nächstes Zusammenfallen
