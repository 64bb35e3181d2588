# Die Menüleiste: Datei, Bearbeiten, Spiel, Ansicht, Hilfe und das Sprachmenü.

menu-file = Datei
menu-edit = Bearbeiten
menu-game = Spiel
menu-view = Ansicht
menu-help = Hilfe

## Datei
file-open = Öffnen…
file-examples = Beispiele
file-open-from-saves = Aus dem Speicherordner öffnen
file-no-saves = Noch keine Spielstände in { $folder }
file-refresh = Aktualisieren
file-refresh-hint = Den Speicherordner neu einlesen
file-open-recent = Zuletzt geöffnet
file-no-recent = Keine zuletzt geöffneten Dateien
file-save = Speichern
file-save-as = Speichern unter…
file-save-to-saves = Im Speicherordner speichern
file-saves-to = Speichert in { $folder }
file-saves-folder = Speicherordner: { $folder }
file-export = Für Folien und Handouts exportieren
file-export-png = Bild von Spielbrett und Tabelle (PNG, doppelte Größe)…
file-export-svg = Bild von Spielbrett und Tabelle (SVG)…
file-export-handout = Handout für die Lehrkraft, mit Lösungen (Markdown)…
file-export-worksheet = Arbeitsblatt für die Klasse, ohne Lösungen (Markdown)…
file-export-note = Bilder zeigen die Lösungen nur, solange sie aufgedeckt sind.
file-dialog-open = Ein Dateidialog ist geöffnet…
file-drop-tip = Tipp: Zum Öffnen eine .ron-Datei auf das Fenster ziehen.
file-browser-tip = Speichern und Exportieren laden die Datei herunter; zum Öffnen eine .ron-Datei auf die Seite ziehen.
file-quit = Beenden

## Bearbeiten
edit-undo = Rückgängig
edit-redo = Wiederholen

## Spiel
game-new = Neues Spiel…
game-new-sum = Neue Summe von Spielen (Kayles, Nim, Dawson…)…
game-quick = Schnelles Spiel: 3, 4, 5 gegen den Computer
game-copy-link = Link zu dieser Position kopieren
game-restart = Dieses Spiel neu starten
game-computer-move = Zug des Computers
game-hide-in-new = Lösungen in neuen Spielen ausblenden (Lehrkraft)
game-hide-in-new-disabled = Die Voreinstellung Projektor blendet sie aus (Ansicht ▸ Projektor, F5).
game-hide-now = Lösungen jetzt ausblenden
game-reveal = Lösungen aufdecken
game-hint = Tipp
game-review = Spiel auswerten: jeder Zug bewertet
game-review-close = Auswertung schließen
game-review-sums = Die Auswertung bewertet Nim, S(1..k) und Spiele mit Subtraktionsmenge

## Ansicht
view-projector = Projektor: große Schrift, hoher Kontrast, Lösungen ausgeblendet
view-projector-hint = F5. Währenddessen vergrößern oder verkleinern: Der Projektor merkt sich seine eigene Größe.
view-table = Binärtabelle
view-moves = Zugliste
view-moves-hint = Ausgeblendet, solange Beweis oder Übungen offen sind, damit das Spielbrett Platz hat
view-proof = Beweis Schritt für Schritt
view-exercises = Übungen
view-explore = Erkunden: Diagramme und Prüfung des Satzes
view-lessons = Lektionen und Lektionseditor
view-not-for-sums = { $panel }: zeigt Haufen eines einzigen Spiels, auf dem Brett liegt aber eine Summe von Spielen.
view-hints = Tipps auf dem Spielbrett
view-values = Zugwerte auf dem Spielbrett
view-values-hint = F8. Jeder Zug nach seinem Wert gefärbt: schnellster Sieg, langsamerer Sieg oder Niederlage, und in wie vielen Zügen
view-values-disabled = Das sind Lösungen: Sie erscheinen mit den Lösungen (Spiel ▸ Lösungen aufdecken)
view-zoom-in = Vergrößern
view-zoom-out = Verkleinern
view-zoom-reset = Originalgröße (jetzt { $percent } %)
view-dark = Dunkles Design
view-touch = Touch-Bedienung
view-touch-auto = Groß auf einem Touchscreen
view-touch-large = Groß (44 Punkte und mehr), immer
view-touch-standard = Standard, immer
view-full-screen = Vollbild
view-language = Sprache

## Hilfe
help-theorem = Satz von Bouton (Nim, Normalspiel): Wer am Zug ist, gewinnt genau dann, wenn die Nim-Summe X (das XOR der Haufen) nicht 0 ist. Das Beweisfenster (F2) zeigt, was sich im Misère-Spiel und bei anderen Zugregeln ändert.
help-click = Einen Stein anklicken, um ihn und alle Steine rechts davon zu nehmen, oder einen Stein drücken, am Haufen entlangziehen (mit dem Finger, am Tablet) und loslassen.
help-keys = Tasten: ↑/↓ Haufen, ←/→ oder Ziffern Anzahl, Enter zieht.
help-proof-keys = Ist der Beweis offen, blättern ←/→ durch seine Schritte (Ziffern wählen weiterhin die Anzahl).
help-about = Über Bouton
help-about-version = Version { $version }, Commit { $commit }
help-about-what = Ein Lehrwerkzeug für das Nim-Spiel und den Satz von Bouton.
help-about-licence = Freie Software unter der MIT- oder Apache-2.0-Lizenz. Schriften: DejaVu und Noto Sans CJK (freie Lizenzen).
view-language-system = Systemsprache
file-examples-hidden = Titel und Notizen sind mit den Lösungen ausgeblendet.
help-shortcuts = Tastenkürzel
help-zoom-reset = Originalgröße
help-lesson-steps = Eine Lektion: nächster Schritt, vorheriger Schritt
game-hide-in-new-hint = Jedes neue Spiel beginnt mit verborgenen Lösungen. Ohne Haken bleibt in einem neuen Spiel verborgen, was jetzt verborgen ist, bis „Aufdecken“.
