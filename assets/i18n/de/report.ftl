# Die Regeln in Worten und die Textberichte der Kommandozeile (src/export/text.rs): `bouton analyze`,
# `bouton verify`, `bouton review`. Die Zahlen beibehalten; die Spalten eines Berichts füllt das Programm auf.

## Die geltenden Regeln
ending-normal = Normalspiel
ending-misere = Misère-Spiel
moves-any = beliebig viele nehmen
moves-up-to = 1 bis { $k } nehmen
moves-set = eine Anzahl aus { $set } nehmen
# "misère play, take 1 to 3"
rules-said = { $ending }, { $moves }

## bouton analyze
report-position = Position: { $position }   ({ $rules })
report-position-sum = Position: { $position }   ({ $ending }, eine Summe von Spielen)
report-no-heaps = keine Haufen
report-outcome = Ausgang: { $outcome }.
report-remoteness = Entfernung: { $moves }: { $said }.
report-remoteness-not-counted = Entfernung: nicht berechnet: { $why }.
report-winning-moves = Gewinnzüge ({ $count }):
report-winning-moves-first = Gewinnzüge ({ $count }; nur die ersten { $listed } aufgeführt):
report-why-first = Warum der erste Zug gewinnt: { $why }.
report-no-winning-move = Kein Gewinnzug: { $why }.
report-no-move-left = Es ist kein Zug mehr möglich.
report-no-winning-move-sum = Kein Gewinnzug: Jeder Zug hinterlässt eine Position, die der andere Spieler gewinnt.
report-sprague-grundy = Nach dem Satz von Sprague–Grundy spielt sich jeder Haufen wie ein Nim-Haufen, dessen Größe sein Wert ist; also entscheidet Boutons Nim-Summe über die Summe.
# Die Beschriftungen der Binärtabelle (kurz: Sie stehen über Spalten und vor Zeilen).
report-size = Größe
report-heap = Haufen { $number }
report-ones = Einsen
report-odd = ung.
report-top-bit = höchstes Bit d = { $bit } ({ $power } = { $worth })

## bouton verify
report-box = Bereich: { $heaps ->
    [one] { $heaps } Haufen
   *[other] { $heaps } Haufen
} mit höchstens { $max } — { $positions ->
    [one] { $positions } Position
   *[other] { $positions } Positionen
} (als Multimengen)
report-rules = Regeln: { $rules }
report-p-positions = P-Positionen: { $count } (Rückwärtsanalyse ohne XOR)
report-rule = Regel: { $rule }
rule-bouton = N genau dann, wenn die Nim-Summe X ≠ 0 ist (Bouton)
rule-sprague-grundy = N genau dann, wenn die Nim-Summe der Grundy-Werte ≠ 0 ist (Sprague–Grundy)
rule-search = keine bewiesene Regel; verglichen mit der exakten Suche im Spielbaum
rule-misere = solange ein Wert ≥ 2 ist, N genau dann, wenn X ≠ 0; sind alle ≤ 1, N genau dann, wenn gerade viele Werte gleich 1 sind
report-no-claim = Ergebnis: Die Regel hat über keine Position des Bereichs etwas ausgesagt.
report-agrees-one = Ergebnis: Die Regel stimmt bei der einzigen verglichenen Position.
report-agrees = Ergebnis: Die Regel stimmt bei allen { $count } verglichenen Positionen.
report-wrong = Ergebnis: Die Regel ist bei { $wrong } von { $count } Positionen FALSCH. Die ersten:
report-time = Zeit: { $ms } ms ({ $rate } Millionen Positionen pro Sekunde)

## bouton review
report-review-player = Spieler
report-review-move = Zug
report-review-before = vorher
report-review-after = dieser Zug gibt
report-review-grade = Bewertung
report-review-take = { $take } von Haufen { $heap } nehmen
# The tally of a player's grades, under the review.
report-review-tally = { $player }: { $grades }
report-review-no-move = (noch kein Zug gespielt)
report-review-title = Auswertung von „{ $title }“ ({ $rules }), ab { $position }
report-review-untitled = Auswertung ({ $rules }), ab { $position }
report-review-about = Beide Werte gelten für den Spieler, der zieht, bei bestem Spiel: die Position vor dem Zug und was der Zug ihm bringt.

## bouton grundy
report-grundy-title = { $game }: Grundy-Werte g(0) bis g({ $to })
report-grundy-nim = g(n) = n: Ein Nim-Haufen ist so viel wert wie seine Größe; keine Periode.
report-grundy-period = Periode { $period } ab n = { $start } (bewiesen durch den Satz von Guy–Smith).
report-grundy-no-period = In den berechneten Werten ist keine Periode bewiesen (bis n = { $to }).
report-grundy-more = … ({ $more } weitere; --json gibt alle aus)

# How a full clause after a label's colon starts: "capital" (German) or "lower". Not shown.
after-colon = capital

# A sum of heaps and games in disguise (bouton analyze hackenbush:(()()) kayles:5)
mixed-part-value = { $game } { $position }: Wert { $value } (es spielt sich wie ein Nim-Haufen aus { $value }).
mixed-move = { $move } — sein Wert geht von { $from } auf { $to }, womit X = { $x } wird
mixed-not-listed = Die Gewinnzüge in { $game } (verkleidetes Spiel { $part }) werden nicht gesucht: { $why }.
