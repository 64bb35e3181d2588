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
cli-no-game = '{ $text }' bezeichnet kein Spiel; schreibe nim, kayles, dawson, upto-K, set-A.B.C, lasker, grundy oder einen oktalen Code wie 0.6, dann einen Doppelpunkt und die Größe (kayles:10); oder ein verkleidetes Spiel: staircase, poker, turtles, mock-turtles, ruler, moore-K, hackenbush, wythoff
cli-classifying = klassifizieren, dann vergleichen
cli-values-computed = Werte berechnet
# The progress bar's words around its counts (the program fills in the counts).
cli-about-left = noch etwa { $eta }
cli-too-many-heaps = { $count } Haufen sind zu viele für die Kommandozeile; höchstens { $most }
cli-review-of-sum = bouton review bewertet Nim, S(1..k) und Spiele mit Subtraktionsmenge; diese Datei enthält ein anderes Spiel (Kayles, einen Oktalcode oder eine Summe von Spielen)
cli-cannot-write = die Ausgabe kann nicht geschrieben werden: { $why }
report-move-value = { $move }: { $value }

## The command line's help (`bouton --help`, `bouton analyze --help`)
cli-heading-usage = Aufruf:
cli-heading-commands = Befehle
cli-heading-arguments = Argumente
cli-heading-options = Optionen
cli-help-help = Hilfe anzeigen
cli-help-version = Version anzeigen
cli-help-file = Eine Speicherdatei, die im Fenster geöffnet wird (ohne Unterbefehl: Das Fenster öffnet sich)
cli-help-lang = Die Sprache der Ausgabe: en, es, fr, de, pt-BR oder zh-CN (Standard: LC_ALL, LC_MESSAGES oder LANG). `--json` und die Exit-Codes sind in jeder Sprache gleich
cli-help-analyze = Eine Position analysieren: die Binärtabelle, der Ausgang und alle Gewinnzüge
cli-help-verify = Die Regel mit einer vollständigen Suche ohne XOR an jeder Position eines Bereichs prüfen
cli-help-check = Speicher- und Lektionsdateien prüfen: gibt für jede OK oder den Fehler aus (Exit-Code 2, wenn eine fehlerhaft ist)
cli-help-handout = Ein Handout für die Lehrkraft zur Position einer Speicherdatei ausgeben, in Markdown
cli-help-grundy = Die Grundy-Werte eines Spiels ausgeben, dazu seine Periode, wenn sie bewiesen ist (Guy–Smith)
cli-help-review = Jeden Zug eines gespeicherten Spiels bewerten: bester Zug, langsamerer Sieg, Fehler, schnellere Niederlage oder erzwungen
cli-help-misere = Misère-Spiel: Wer den letzten Zug macht, verliert
cli-help-up_to = Das Subtraktionsspiel S(1..K): Ein Zug nimmt 1 bis K Objekte
cli-help-set = Eine Subtraktionsmenge: Ein Zug nimmt genau eine dieser Anzahlen, etwa 1,3,4
cli-help-json = Ein einziges JSON-Objekt statt Text ausgeben
cli-help-analyze-file = Die aktuelle Position einer Speicherdatei (samt ihren Regeln) statt HEAPs analysieren
cli-help-octal = Bloße Zahlen sind Haufen dieses oktalen Spiels (etwa 0.77, Kayles) statt des Spiels der Regeloptionen
cli-help-analyze-heaps = Die Haufen, etwa 19 20 21, oder Haufen benannter Spiele: kayles:10 dawson:7 nim:5 (auch upto-K:n, set-A.B.C:n oder ein oktaler Code wie 0.6:n)
cli-help-verify-heaps = Die Anzahl der Haufen
cli-help-max = Die größte Haufengröße
cli-help-handout-file = Die Speicherdatei
cli-help-student = Das Arbeitsblatt für die Klasse: die Position, eine leere Tabelle und die Fragen, ohne Lösungen
cli-help-files = Die zu prüfenden Speicherdateien
cli-help-game = Das Spiel: nim, kayles, dawson, upto-K, set-A.B.C oder ein oktaler Code wie 0.6
cli-help-to = Die größte Haufengröße, deren Wert ausgegeben wird
cli-help-review-file = Die Speicherdatei des Spiels

## The command line's complaints about its arguments
cli-bad-value = ungültiger Wert '{ $value }' für { $arg }: { $why }
cli-bad-choice = ungültiger Wert '{ $value }' für { $arg }; mögliche Werte sind { $valid }
cli-empty-value = { $arg } ist leer: gib einen Wert an
cli-missing = erforderliche Argumente fehlen: { $args }
cli-conflict = { $arg } kann nicht zusammen mit { $other } verwendet werden
cli-unknown-argument = unerwartetes Argument '{ $arg }'; siehe `bouton --help`
cli-unknown-command = unbekannter Befehl '{ $command }'; siehe `bouton --help`
cli-help-subcommand-help = Diese Meldung oder die Hilfe der angegebenen Unterbefehle anzeigen
# A warning under a file that `bouton check` read.
check-warning = Warnung: { $warning }
check-disguise = OK     { $file } ({ $game }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
})
desktop-generic-name = Nim-Lehrwerkzeug
desktop-comment = Nim spielen und den Satz von Bouton lernen: die Binärtabelle, die Beweise, der Computer als Gegner
desktop-keywords = Nim;XOR;Nim-Summe;Spieltheorie;Bouton;Mathematik;
desktop-file-type = Bouton-Datei (Partie, Stellung oder Lektion)
man-exit-status = EXIT-STATUS
man-exit-status-text = 0: fertig. 1: verify hat eine Stellung gefunden, in der die Regel und die vollständige Suche nicht übereinstimmen. 2: fehlerhafte Eingabe (ein Argument oder eine Datei); eine Zeile auf der Standardfehlerausgabe sagt, warum.
man-environment = UMGEBUNG
man-environment-text = LC_ALL, LC_MESSAGES, LANG: die Sprache der Ausgabe und des Fensters (en, es, fr, de, pt-BR oder zh-CN; --lang hat Vorrang). RUST_LOG=info: jede Dateioperation wird auf der Standardfehlerausgabe protokolliert.
man-files = DATEIEN
man-files-text = $XDG_DATA_HOME/bouton (oder ~/.local/share/bouton): der Ordner der Spielstände (saves/), die automatische Sicherung (autosave.ron) und die Datei der Klassensitzung. /usr/share/bouton/web: die Seite, die eine Klassensitzung bereitstellt. /usr/share/doc/bouton/examples: Stellungen und Partien zum Öffnen, in sechs Sprachen.
