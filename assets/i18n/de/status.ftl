# Die Statuszeile unter dem Spielbrett.

status-hint-rung = Tipp { $number }: { $claim }
status-game-over = Spiel vorbei. { $result }
status-to-move = Am Zug: { $player }
status-computer-move = Zug des Computers
status-rules = Regeln: { $rules }
status-hidden = Nim-Summe und Ausgang verborgen
status-hint = Tipp
status-next-hint = Nächster Tipp ({ $number })
status-hint-help = Ctrl+H: wer gewinnt, dann warum, dann welche Haufen, dann der Zug
status-reveal = Aufdecken
status-opening = { $name } wird geöffnet: { $doing }…
status-cancel = Abbrechen
status-copy-path = Pfad kopieren
status-autosave-failing = ⚠ Deine Züge werden nicht automatisch gesichert: das letzte Schreiben ist fehlgeschlagen. Datei ▸ Speichern bewahrt die Partie.
status-autosave-off = ⚠ Dieses Fenster sichert nicht automatisch (wie beim Start gewählt): Datei ▸ Speichern behält die Partie.
status-hidden-x-moves = Nim-Summe und Gewinnzüge verborgen
status-hidden-moves = Gewinnzüge verborgen
status-hidden-x = Nim-Summe verborgen
status-hidden-rest = Sieger, X und Züge sind gesagt; Aufdecken zeigt die ganze Tabelle
