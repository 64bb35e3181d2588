# Zugwerte auf dem Brett und die Auswertung einer Partie (Entfernung: Züge bis zum Ende bei bestem Spiel).

values-counting = Züge bis zum Ende werden gezählt…
values-cancel = Abbrechen
values-legend = Jeder Stein (oder Kegel) trägt die Farbe des Zuges, den ein Klick auf ihn macht:
values-fastest-win = der schnellste Sieg
values-slower-win = ein langsamerer Sieg
values-throws-win = verschenkt den Sieg
values-slowest-loss = die langsamste Niederlage
values-faster-loss = eine schnellere Niederlage
values-number = · die Zahl: Züge bis zum Ende bei bestem Spiel, dieser mitgezählt.

## Die Bewertungen eines Zuges
grade-best = bester Zug
grade-slower-win = langsamerer Sieg
grade-mistake = Fehler
grade-faster-loss = schnellere Niederlage
grade-forced = erzwungen

## Der Wert einer Stellung für den Spieler am Zug
remote-win = gewinnt in { $moves }
remote-lose = verliert in { $moves }
remote-over = Spielende

## Die Auswertung
review-title = Auswertung
review-about = Jeder Zug nach seiner Entfernung bewertet: die Züge bis zum Ende bei bestem Spiel, wobei der Gewinner möglichst schnell gewinnt und der Verlierer das Ende möglichst lange hinauszögert.
review-no-move = Noch kein Zug: Jeder Zug wird bewertet, sobald er gespielt ist.
review-no-move-yet = noch kein Zug
review-tally = { $player }: { $mistakes ->
    [one] 1 Fehler
   *[other] { $mistakes } Fehler
} ({ $grades })
review-chart-about = Über der Linie: Der Spieler am Zug gewinnt in so vielen Zügen; darunter: Er verliert in so vielen.
review-chart-axis = Züge bis zum Ende
review-start = Start: { $position }  ({ $value })
review-row = { $number }. { $player }: nimmt { $take } von Haufen { $heap }
review-row-values = für { $player }: { $before } → { $after } · { $grade }
review-jump = Die Stellung nach diesem Zug zeigen
values-not-counted = Zugwerte: { $why }.
review-not-counted = Keine Auswertung: { $why }.
review-series-value = Entfernung
review-series-wins = der Spieler am Zug gewinnt
review-series-loses = der Spieler am Zug verliert
review-series-axis = Achse
review-series-board = das Brett
# How a short list of counts is joined: "best 1, mistake 2".
list-separator = {", "}
list-and-more = { $list }… und { $more } weitere
