# The command line's own messages: `bouton check`, bad arguments, and its errors. The first words
# of `check`'s lines (OK, ERROR, warning) stay in English in every language: scripts look for them.

check-game = OK     { $file } ({ $rules }; { $heaps ->
    [one] { $heaps } Haufen
   *[other] { $heaps } Haufen
}, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
})
check-sum = OK     { $file } (eine Summe von Spielen: { $games }; { $ending }; { $heaps ->
    [one] { $heaps } Haufen
   *[other] { $heaps } Haufen
}, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
})
check-lesson = OK     { $file } (Lektion „{ $title }“, { $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritte
})
cli-about = Nim und der Satz von Bouton: Positionen analysieren, die Regeln durch vollständige Suche prüfen
cli-not-a-language = '{ $text }' ist keine Sprache, die Bouton spricht; Bouton spricht { $known }
cli-negative = '{ $text }' ist negativ; ein Haufen enthält 0 oder mehr Objekte
cli-too-large = '{ $text }' ist größer als der größte mögliche Haufen, { $largest }
cli-not-a-number = '{ $text }' ist keine ganze Zahl
cli-empty-set = die Menge ist leer; gib Anzahlen wie 1,3,4 an
cli-no-game = '{ $text }' bezeichnet kein Spiel; schreibe nim, kayles, dawson, upto-K, set-A.B.C oder einen oktalen Code wie 0.6, dann einen Doppelpunkt und die Größe (kayles:10)
cli-classifying = klassifizieren, dann vergleichen
cli-values-computed = Werte berechnet
# The progress bar's words around its counts (the program fills in the counts).
cli-about-left = noch etwa { $eta }
cli-too-many-heaps = { $count } Haufen sind zu viele für die Kommandozeile; höchstens { $most }
cli-not-octal = „{ $rule }“ lässt sich nicht als oktales Spiel schreiben (das höchstens { $most } Spielsteine auf einmal nimmt), daher kann es nicht mit anderen Spielen kombiniert werden; gib stattdessen jeden Haufen als einfache Zahl an
cli-review-of-sum = bouton review bewertet Nim, S(1..k) und Spiele mit Subtraktionsmenge; diese Datei enthält eine Summe von Spielen
cli-cannot-write = die Ausgabe kann nicht geschrieben werden: { $why }
report-move-value = { $move }: { $value }
