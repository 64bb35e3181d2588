# The exports: the handout (Markdown, for the teacher), the students' worksheet, and the pictures
# (SVG and PNG) of the board and the binary table.

## The handout
handout-position = **Position:** { $position } — { $rules }.
handout-no-heaps = keine Haufen
handout-table = Die Binärtabelle
handout-who-wins = Wer gewinnt
handout-winning-moves = Gewinnzüge und warum jeder von ihnen gewinnt:
handout-move-why = { $move }: { $why }.
handout-more = … und { $count } weitere.
handout-computer = Die Überlegungen des Computers
handout-computer-says = Bei perfektem Spiel ab hier würde der Computer sagen: „{ $reason }“
handout-to-move = der Spieler am Zug
handout-other = der andere Spieler
handout-proof = { $page } aus Boutons Beweis, angewandt auf diese Position
handout-made-with = Erstellt mit Bouton { $version }.
handout-review = Auswertung der gespielten Züge
handout-review-about = Ab { $position }: jeder Zug nach seiner Entfernung bewertet (vorher und nachher: der Wert der Position für den Spieler, der dann am Zug ist, bei bestem Spiel).
handout-no-review = keine Auswertung: { $why }

## The students' worksheet
worksheet-title = Arbeitsblatt: { $position }
worksheet-rules = **Regeln:** { $rules }.
worksheet-heap = Haufen
worksheet-size = Größe
worksheet-heap-number = Haufen { $number }
worksheet-ones = Einsen
worksheet-questions = Fragen
worksheet-no-rule = Misère-Spiel mit Subtraktionsmenge: Wer den letzten Zug macht, verliert, und es ist keine allgemeine Regel bekannt. Wer gewinnt, der Spieler am Zug oder der andere Spieler? Überlege von den kleinsten Positionen aus aufwärts.
worksheet-grundy = Schreibe für jeden Haufen seinen Grundy-Wert g auf.
worksheet-binary = Schreibe jeden Haufen binär und zähle die Einsen in jeder Spalte.
worksheet-binary-values = Schreibe jeden Wert binär und zähle die Einsen in jeder Spalte.
worksheet-nim-sum = Berechne X, die Nim-Summe: eine 1 in jeder Spalte mit einer ungeraden Anzahl von Einsen.
worksheet-who-wins = Wer gewinnt, der Spieler am Zug oder der andere Spieler? Warum?
worksheet-misere = Misère-Spiel: Wer den letzten Zug macht, verliert. Wer gewinnt, der Spieler am Zug oder der andere Spieler? Zähle zuerst die Haufen mit 2 oder mehr Objekten.
worksheet-misere-values = Misère-Spiel: Wer den letzten Zug macht, verliert. Wer gewinnt, der Spieler am Zug oder der andere Spieler? Zähle zuerst die Haufen, deren Wert 2 oder mehr ist.
worksheet-winning-move = Wenn der Spieler am Zug gewinnen kann, finde einen Gewinnzug und prüfe nach, dass er eine Verlustposition hinterlässt.

## The pictures
picture-heap = Haufen { $number } · { $size }
picture-heap-column = Haufen
picture-position = Position: { $position }
picture-position-moves = { $moves ->
    [one] Position: { $position }, nach { $moves } Zug in „{ $title }“
   *[other] Position: { $position }, nach { $moves } Zügen in „{ $title }“
}
