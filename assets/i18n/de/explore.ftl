# Erkunden: der Verlauf der Nim-Summe, die Karte der P-Positionen und die Grundy-Folge.

explore-title = Erkunden
explore-tab-history = Verlauf der Nim-Summe
explore-tab-map = Karte der P-Positionen
explore-tab-grundy = Grundy-Folge
explore-tab-checker = Prüfung des Satzes
explore-history-hidden = Die Lösungen sind ausgeblendet: Der Verlauf der Nim-Summe würde sie zeigen.
explore-start = Start
explore-after = nach Zug: { $player }
explore-nim-sum = Nim-Summe
explore-objects-left = verbleibende Objekte
explore-moves-played = gespielte Züge
explore-no-move = Noch kein Zug gespielt.
explore-moves-zero = { $moves ->
    [one] 1 Zug gespielt; { $zeros ->
        [one] danach war die Nim-Summe 0.
       *[other] danach war die Nim-Summe nicht 0.
    }
   *[other] { $moves } Züge gespielt; nach { $zeros } davon war die Nim-Summe 0.
}
explore-map-rule = Überlagerte Regel
explore-map-about = Jede Position ({ $heaps }) mit a, b < { $side } (Regeln: { $rules }). Den Zeiger auf ein Feld halten, um es abzulesen; anklicken, um diese Position zu spielen.
explore-map-disagrees = Regel weicht ab
explore-map-heap-1 = a (Haufen 1)
explore-map-heap-2 = b (Haufen 2)
explore-map-p-rule-n = P, die Regel sagt N
explore-map-n-rule-p = N, die Regel sagt P
explore-map-agrees = Die Regel stimmt auf allen { $cells } Feldern mit der vollständigen Suche überein.
explore-map-disagrees-on = Felder, auf denen die Regel abweicht: { $cells }.
explore-map-heaps = { $heaps } Haufen

## Die Grundy-Folge
grundy-game = Spiel:
grundy-game-hint = die Regeln des Spielbretts
grundy-game-a11y = Darzustellendes Spiel
grundy-games = kayles, dawson, 0.6, upto-3, set-1.3.4, nim
grundy-up-to = n bis
grundy-nim = { $title }: g(n) = n, ohne Periode.
grundy-period = { $title }: g(n) wiederholt sich mit Periode { $period } ab n = { $from }, bewiesen durch den Satz von Guy–Smith: die orangefarbenen Linien.
grundy-no-period = { $title }: keine Periode bis n = { $to } bewiesen (für manche oktalen Spiele, etwa 0.6, ist keine bekannt).
grundy-nim-board = Bei Nim ist ein Haufen der Größe n genau n wert: g(n) = n, ohne Periode. Ein Spiel mit 1 bis k oder mit einer Menge starten oder oben ein Spiel eingeben, um ein Muster zu sehen.
grundy-rule-period = Bei „{ $rule }“ wiederholt sich g(n) mit Periode { $period } ab n = { $from }: die orangefarbenen Linien.
grundy-period-starts = Periodenbeginn
grundy-heap-size = Haufengröße n
grundy-looking = Suche nach einer Periode bis n = { $to }:
grundy-cancel = Abbrechen
grundy-look-further = Weiter suchen, bis n =
grundy-search-a11y = Suchen bis n
grundy-search = Suchen
