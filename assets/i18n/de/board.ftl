# Das Spielbrett und was dazugehört: die Überschrift, die Haufen, das Spielende, die Zugliste, Fehler.

board-no-heaps = Diese Position hat keine Haufen. Ein neues Spiel über das Menü Spiel starten.
board-heap = Haufen { $heap }
board-stone-take = Haufen { $heap }: { $take } nehmen
board-computer-to-move = Der Computer ist am Zug.
board-partner-to-move = Der andere Spieler ist am Zug, auf seinem Gerät.
board-hover-move = { $take } von Haufen { $heap } nehmen → { $left } übrig
board-hover-refused = Haufen { $heap }: { $why }
board-hover-proof = Klick: diesen Zug in Lemma 1 verwenden (er wird nicht gespielt)
board-big-heap = Haufen { $heap }: { $size } Steine
board-new-size = neue Größe
board-new-size-label = Haufen { $heap }: neue Größe
board-take = Nehmen
board-new-size-error = eine ganze Zahl unter { $size }
board-took = ◀ { $take } genommen
board-position = Position: { $position }
board-moved-on = { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
} seit dem Start, { $start }: „{ $title }“. Die Notizen beziehen sich auf den Start; Rückgängig oder die Zugliste führen zurück.
board-moved-on-class = { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
} seit dem Start, { $start }: „{ $title }“.
board-title-hidden = Titel und Notizen sind mit den Lösungen ausgeblendet.
board-how-to-play = Einen Stein anklicken: Er verschwindet mit allen Steinen rechts davon.

## Das Spielende
over-title = Spiel vorbei
over-play-again = Noch einmal spielen
over-play-again-hint = Derselbe Start, dieselben Seiten
over-swap = Seiten tauschen
over-swap-hint = Derselbe Start; die andere Seite beginnt
over-from-start = Ab dem Start nachspielen
over-from-start-hint = Zurück zum Start; Wiederholen spielt jeden Zug erneut
over-grade = Jeden Zug bewerten
over-grade-hint = F7: die Auswertung, mit Diagramm

## Die Zugliste
moves-title = Züge
moves-start = Start: { $position }

## Fehler
error-title = Etwas ist schiefgelaufen
error-unchanged = Das Spiel auf dem Spielbrett ist unverändert.
error-ok = OK

## Die Fenster, wie ihre Reiter sie nennen
panel-table = Binärtabelle
panel-moves = Züge
panel-proof = Beweis
panel-exercises = Übungen
panel-explore = Erkunden
panel-lessons = Lektionen
panel-review = Auswertung
# A line of the move list: "3. You: take 2 from heap 1 → 1 4 5  (X = 0)".
history-line = { $number }. { $who }: { $move }{ $after }  (X = { $x })
board-locked-question = Das Brett zeigt die Frage: Antworte im Bereich Übungen.
board-goal = Abwechselnd aus einem Haufen { $moves }; { $goal }.
moves-script-hidden = { $count ->
    [one] Ein Zug folgt, mit den Lösungen ausgeblendet.
   *[other] { $count } Züge folgen, mit den Lösungen ausgeblendet.
}
