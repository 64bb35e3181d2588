# The app's remaining panels and messages: the file chooser (where the desktop has no file dialog),
# the New sum of games dialog, messages after saving and exporting, the first game.

## The file chooser
chooser-type-a-path = Gib den Pfad einer Datei ein oder wähle eine Datei aus der Liste.
chooser-is-a-folder = { $path } ist ein Ordner: Füge einen Dateinamen hinzu.
chooser-no-file = Unter { $path } gibt es keine Datei.
chooser-no-folder = Den Ordner { $path } gibt es nicht.
chooser-no-dialog = Auf diesem Desktop steht kein Dateidialog zur Verfügung: Wähle hier eine Datei aus oder gib ihren Pfad ein.
chooser-in-folder = In { $folder }:
chooser-folder-above = ↑ Übergeordneter Ordner
chooser-no-files = Hier gibt es keine .{ $extension }-Dateien.
chooser-recent = Zuletzt geöffnete Dateien:
chooser-path = Dateipfad
chooser-open = Öffnen
chooser-save = Speichern
chooser-export = Exportieren
chooser-cancel = Abbrechen

## New sum of games
sum-setup-title = Neue Summe von Spielen
sum-setup-about = Im Normalspiel verhält sich jedes unparteiische Spiel wie ein Nim-Haufen, dessen Größe sein Wert ist (Sprague–Grundy): Stelle verschiedene Spiele nebeneinander und sieh zu, wie die Regel von Bouton über die Summe entscheidet. Im Misère-Spiel kennt Bouton nur für Nim-Haufen (oder Haufen eines einzigen S(1..k)) eine Regel und durchsucht bei anderen Summen jeden möglichen Spielverlauf.
sum-setup-heaps = Haufen
sum-setup-heaps-field = Haufen:
sum-setup-games = kayles (1 oder 2 benachbarte Kegel umwerfen), dawson (2 umwerfen), lasker (nehmen oder einen Haufen in zwei teilen), grundy (einen Haufen in zwei ungleiche Haufen teilen), nim, upto-K, set-A.B.C oder ein oktaler Code wie 0.6; eine bloße Zahl ist ein Nim-Haufen
sum-setup-preset-three = Kayles 10 + Nim 5 + Dawson 7
sum-setup-preset-versus = Kayles gegen Nim
sum-setup-preset-two-rows = Zwei Reihen Kayles
sum-setup-preset-dawson = Dawsons Kayles allein
sum-setup-preset-lasker = Laskers Nim + Kayles + Nim
sum-setup-preset-grundy = Grundys Spiel + Nim
sum-grundy-how = Grundys Spiel: Ein Klick teilt den Haufen vor dem angeklickten Stein; die beiden Haufen müssen verschieden groß sein.
sum-setup-start = Starten
sum-setup-cancel = Abbrechen
sum-too-long = { $heap } ist zu groß für das Spielbrett (höchstens { $most }); `bouton analyze` nimmt jede Größe
sum-too-many = höchstens { $most } Haufen passen auf das Spielbrett
sum-too-many-tokens = im Misère-Spiel durchsucht Bouton nach jedem Zug jeden möglichen Spielverlauf, daher fasst das Spielbrett insgesamt höchstens { $most } Spielsteine (diese Haufen haben { $live }); `bouton analyze --misere` durchsucht bis zu { $search }

## After saving and exporting
saved-to = Gespeichert in { $path }
lesson-saved-to = Lektion gespeichert in { $path }
handout-written = Handout in { $path } geschrieben
worksheet-written = Arbeitsblatt gespeichert in { $path }
picture-written = Bild in { $path } geschrieben

## The first game, and other messages
# The title of a game that has none of its own (a new game, the first game): its start and rules.
game-untitled = { $position } ({ $rules })
map-open-to-compute = Öffne die Karte, um sie zu berechnen.
proof-computer-waits = Der Computer wartet: Klicke auf „Zug des Computers“, wenn du bereit bist.
search-could-not-start = Die Suche konnte nicht starten: { $why }.

## The theorem checker's formula
checker-formula-ignores = Die Formel erwähnt { $heaps } nicht: Sie behauptet dasselbe, egal welche Werte sie haben. Verwende weniger Haufen im Bereich oder nimm sie in die Formel auf.
checker-formula-help = Haufen a ≤ b ≤ c ≤ … (der kleinste zuerst). Ganze Zahlen, + - * / % (/ und % runden ab), ^ (XOR), & |, == != < <= > >=, && || !, max( ), min( ), abs( ).
