# Dateien: die Titel der Dialoge, was die Statuszeile nach dem Speichern oder Exportieren meldet, und die Fehler, die der Fehlerdialog zeigt.

file-kind-handout = Das Handout für die Lehrkraft
file-kind-worksheet = Das Arbeitsblatt für die Klasse
file-kind-svg = Das SVG-Bild
file-kind-png = Das PNG-Bild
dialog-open = Ein Spiel oder eine Lektion öffnen
dialog-save-as = Das Spiel speichern unter
dialog-save-lesson-as = Die Lektion speichern unter
dialog-export = { $what } exportieren nach
# Ein Dateiname: der Titel, dann das Wort für ein Arbeitsblatt für die Klasse.
file-worksheet-name = { $title } Arbeitsblatt
said-link-copied = Link kopiert: { $link }
said-saved-to = Gespeichert in { $path }
said-opened = Geöffnet: { $path }
said-opened-with-warnings = Mit Warnungen geöffnet: { $warnings }

## Der Fehlerdialog
error-autosave = Das Spiel konnte nicht automatisch gespeichert werden: { $why }.
error-illegal = Dieser Zug ist nicht erlaubt: { $why }.
error-handout = Das Handout konnte nicht geschrieben werden: { $why }.
error-picture = Das Bild konnte nicht geschrieben werden: { $why }.
error-link = Die Position dieses Links konnte nicht geöffnet werden: { $why }.
error-no-board = Es gibt kein Spielbrett, von dem ein Bild gemacht werden könnte.
error-sum-too-large = { $sum } lässt sich nur innerhalb der Grenzen des Spielbretts öffnen: { $why }.
error-checker = Die Prüfung des Satzes konnte nicht starten: { $why }.
# Who said what on the status line: "The computer: take 2 from heap 1".
said-by = { $who }: { $what }
file-export-not-sum = Exporte und Links gibt es für ein Spiel mit einer Art von Haufen; speichere die Summe von Spielen stattdessen als Datei (Datei ▸ Speichern).
lesson-not-sum = Die Schritte einer Lektion sind Spiele mit einer Art von Haufen; speichere die Summe von Spielen stattdessen als Datei (Datei ▸ Speichern).
autosave-note-title = Automatische Sicherung
autosave-note-another-window = Ein anderes Bouton-Fenster ist offen und hält die übliche automatische Sicherung ({ $theirs }). Dieses Fenster hält seine eigene, { $ours }, so geht keine Partie verloren. Es hat mit der Partie des anderen Fensters begonnen.
autosave-note-not-writable = Bouton kann die automatische Sicherung nicht in { $folder } halten: { $why }.
autosave-note-instead = Es kann sie stattdessen in { $instead } halten, einem Ordner für temporäre Dateien, den das System beim Neustart leeren kann (Datei ▸ Speichern behält eine Partie dauerhaft).
autosave-note-use-instead = Dort sichern
autosave-note-stop = Nicht sichern
