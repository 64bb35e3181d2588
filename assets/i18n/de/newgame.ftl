# Der Dialog „Neues Spiel“.

new-title = Neues Spiel
new-heaps = Haufen
new-sizes = Größen:
new-random = Zufällige Haufen
new-how-many = wie viele
new-up-to = bis
new-seed = Startwert
new-rules = Regeln
new-any = Beliebig viele nehmen
new-up-to-k = 1 bis k nehmen
new-set = Eine Anzahl aus einer Menge nehmen
new-set-label = Menge =
new-players = Spieler
new-vs-computer = Gegen den Computer
new-two-people = Zwei Personen
new-computer-vs-computer = Computer gegen Computer
new-you-first = Du ziehst zuerst
new-computer = Computer:
new-expert = Profi
new-expert-hint = Perfektes Spiel: der schnellste Sieg und, wenn er verlieren muss, die langsamste Niederlage
new-student = Schüler
new-student-hint = Spielt wie der Profi, nur ein Teil der Züge ist zufällig
new-beginner = Anfänger
new-beginner-hint = Jedes Mal ein zufälliger erlaubter Zug
new-random-share = % zufällige Züge
new-start = Starten
new-cancel = Abbrechen
new-mix = Haufen verschiedener Spiele, etwa Kayles 10 + Nim 5?
new-mix-button = Spiele kombinieren…
new-normal = Normal
new-misere = Misère
new-ending = { $name }: { $rule }
new-problem = ⚠ { $problem }

## Die Namen der Spieler in einem neuen Spiel
player-you = Du
player-1 = Spieler 1
player-2 = Spieler 2

## Was in einem Feld falsch ist
new-negative = '{ $text }' ist negativ
new-too-large = '{ $text }' ist größer als { $max }
new-not-whole = '{ $text }' ist keine ganze Zahl
new-no-heaps = Mindestens eine Haufengröße eingeben
new-too-many-heaps = Höchstens { $max } Haufen
new-random-count = Zwischen 1 und 100 zufällige Haufen
