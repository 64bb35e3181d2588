# Die Binärtabelle neben dem Spielbrett: eine Zeile pro Haufen, eine Spalte pro Bit.

table-title = Binärtabelle
table-misere-set = Misère-Spiel mit Subtraktionsmenge: keine bewiesene Regel; der Ausgang ergibt sich aus einer vollständigen Suche.
table-misere = Misère-Spiel: Wer den letzten Zug macht, verliert, und das Spielende wird anders gespielt.
table-heap = Haufen
table-size = Größe
table-ones = Einsen
# Die Markierung unter einer Spalte mit einer ungeraden Anzahl von Einsen (ein kurzes Wort: Es steht unter einer einzigen Ziffer).
table-odd = ung.
table-row-name = Haufen { $heap }
table-a11y-header = Binärtabelle: eine Zeile pro Haufen, eine Spalte pro Bit
table-a11y-row = Haufen { $heap }: { $size }, binär { $binary }
table-a11y-row-value = Haufen { $heap }: Größe { $size }, Wert { $value }, binär { $binary }
table-a11y-ones = Anzahl der Einsen in jeder Spalte
table-x-hidden = X ausgeblendet
table-hinted = ◀ hier beginnt ein Gewinnzug
table-marker-moves = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
table-proof-fills = Der Beweis füllt die Tabelle nach und nach aus: Weiter ▶ zeigt den Rest.
table-hide = Lösungen ausblenden
table-reveal = Aufdecken
table-winning-moves = Gewinnzüge ({ $count }):
table-more = … und { $count } weitere
