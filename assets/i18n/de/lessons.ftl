# Das Lektionsfenster und der Lektionseditor.

lessons-title = Lektionen
lessons-built-in = Eingebaut, aus den Originaltexten:
lessons-present = Vorführen: { $title }
lessons-open-tip = Eine Lektionsdatei mit Datei ▸ Öffnen öffnen oder auf das Fenster ziehen.
lessons-new = Neue Lektion aus dem Spielbrett
lessons-edit = Diese Lektion bearbeiten
lessons-title-label = Titel
lessons-title-a11y = Titel der Lektion
lessons-save = Lektion speichern
lessons-save-as = Lektion speichern unter…
lessons-not-saved = noch nicht gespeichert
lessons-changed = (geändert)
lessons-file = Datei: { $path } { $changed }
lessons-add-heading = Das Spielbrett als Schritt hinzufügen
lessons-step-title = Titel des Schritts
lessons-step-title-a11y = Titel des neuen Schritts
lessons-step-text = Text für die Klasse
lessons-step-text-a11y = Text des neuen Schritts
lessons-hide = Lösungen zunächst ausgeblendet
lessons-add = Schritt hinzufügen
lessons-script = Der Schritt behält die Züge des Spielbretts als Ablauf, ab dem Start.
lessons-up = Nach oben
lessons-down = Nach unten
lessons-delete = Löschen
# A lesson file written in another language than the app's: its title and the language it says.
lessons-written-in = { $title } (geschrieben auf { $language })
lesson-text-hidden = Der Text dieses Schritts ist mit den Lösungen ausgeblendet: Aufdecken zeigt beides.
