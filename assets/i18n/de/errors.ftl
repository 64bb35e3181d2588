# Errors: what went wrong, in words a teacher can act on (the typed errors of core, the save files,
# the links and the exports). Names in `backquotes` are what a file or a command line holds: keep them.


## src/export/mod.rs
err-export-error-sum-of-games = Bilder und Arbeitsblätter zeigen Haufen von Nim, S(1..k) oder einer Subtraktionsmenge; dieses Spiel gehört nicht dazu (Kayles, ein Oktalcode oder eine Summe von Spielen)
err-export-error-empty-picture = das Bild ist leer
err-export-error-bad-picture = das Bild ist zu groß oder fehlerhaft
err-export-error-draw = das Bild konnte nicht gezeichnet werden: { $value }
err-export-error-encode = das Bild konnte nicht als PNG kodiert werden: { $value }

## src/save/error.rs
err-load-error-io = { $path } kann nicht gelesen werden: { $source }
err-load-error-too-large = { $origin } überschreitet die Grenze von 1 MiB für eine Bouton-Datei ({ $size } Bytes oder mehr)
err-load-error-not-text = { $origin } ist keine Textdatei (kein gültiges UTF-8)
err-load-error-syntax = { $origin }:{ $line }:{ $column }: { $message }
err-load-error-not-a-file = { $origin } ist { $kind }, keine Datei; wähle eine .ron-Datei von Bouton
err-load-error-not-bouton = { $origin } ist weder ein Spiel noch eine Lektion von Bouton: Das sind Textdateien, die mit `(` beginnen (nach etwaigen //-Kommentaren)
err-load-error-empty = { $origin } ist leer; eine Bouton-Datei beginnt mit `(`
err-load-error-missing-version = { $origin } hat kein Feld `version`; eine Bouton-Datei beginnt mit `(version: { $first-version },`
err-load-error-newer-version = { $origin } stammt von einem neueren Bouton (Dateiversion { $version }); dieses Bouton liest Versionen bis { $newest }
err-load-error-cancelled = das Öffnen von { $origin } wurde abgebrochen
err-load-error-invalid = { $origin }: { $problem }
err-problem-lesson-not-game = das ist eine Lektionsdatei, kein Spiel; öffne sie mit Datei ▸ Öffnen oder prüfe sie mit `bouton check`
err-problem-sum-not-game = diese Datei enthält ein anderes Spiel als Nim, S(1..k) oder eine Subtraktionsmenge (Kayles, einen Oktalcode oder eine Summe von Spielen); öffne sie in der App oder analysiere sie mit `bouton analyze --file`
err-problem-games-count = `games` nennt { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}, aber der Start hat { $heaps ->
    [one] { $heaps } Haufen
   *[other] { $heaps } Haufen
}; gib ein Spiel pro Haufen an
err-problem-unknown-game = das Spiel von Haufen { $number }, „{ $name }“, ist kein Spiel, das Bouton kennt: { $reason }
err-problem-too-many-games = die Datei verwendet mehr als { $max } verschiedene Spiele; teile sie auf mehrere Dateien auf
err-problem-too-much-octal-work = die Spiele in dieser Datei erfordern zu viel Rechenaufwand für ihre Werte (lange Codes, die Haufen teilen, bei großen Haufen); teile sie auf mehrere Dateien auf oder verwende kleinere Haufen
err-problem-illegal-sum-move = Zug { $number } ist nicht erlaubt: { $reason }
err-problem-too-many-sets = die Datei verwendet mehr als { $max } verschiedene Subtraktionsmengen; teile sie auf mehrere Dateien auf
err-problem-too-much-work = die Subtraktionsmengen in dieser Datei brauchen insgesamt mehr als { $max } Grundy-Werte, um ihre Perioden zu finden; teile sie auf mehrere Dateien auf
err-problem-not-a-version = „{ $version }“ ist keine Dateiversion von Bouton; { $newest ->
    [1] dieses Bouton liest nur Version 1
   *[other] dieses Bouton liest die Versionen 1 bis { $newest }
}
err-problem-rules = die Regeln sind ungültig: { $value }
err-problem-too-many-heaps = die Startposition hat { $count } Haufen; eine Speicherdatei enthält höchstens { $max-file-heaps }
err-problem-too-many-moves = das Spiel hat { $count } Züge; eine Speicherdatei enthält höchstens { $max-file-moves }
err-problem-heap-zero = Zug { $number } nennt Haufen 0, aber die Haufen werden ab 1 gezählt
err-problem-more-than-heap = Zug { $number } nimmt { $take } von Haufen { $heap }, der { $size } hat
err-problem-illegal-move = Zug { $number } ({ $take } von Haufen { $heap } nehmen) ist nicht erlaubt: { $reason }
err-problem-cursor-out-of-range = der Cursor steht bei { $cursor }, aber das Spiel endet bei Zug { $moves }
err-problem-error-rate = die error_rate eines Computers muss zwischen 0 und 1 liegen, nicht bei { $rate }
err-problem-title-too-long = der Titel hat { $chars } Zeichen; höchstens { $max-title-chars }
err-problem-name-too-long = der Name eines Spielers hat { $chars } Zeichen; höchstens { $max-name-chars }
err-problem-game-not-lesson = das ist eine Spieldatei, keine Lektion (sie hat `start`, aber kein `steps`); öffne sie mit Datei ▸ Öffnen
err-problem-no-steps = die Lektion hat keine Schritte; eine Lektion braucht mindestens einen
err-problem-too-many-steps = die Lektion hat { $count } Schritte; höchstens { $max }
err-problem-in-step = Schritt { $step }: { $problem }
err-problem-notes-too-long = die Notizen haben { $chars } Zeichen; höchstens { $max-notes-chars }
err-problem-exercises = die Übungen: { $e }
err-save-error = { $path } kann nicht gespeichert werden, denn { $step } ist fehlgeschlagen: { $source }

## src/save/link.rs
err-link-error-no-heaps = der Link nennt keine Haufen: Schreibe #heaps=3,4,5
err-link-error-too-long = die Position im Link ist { $chars } Zeichen lang; gelesen werden höchstens { $max-link-chars }
err-link-error-unknown-part = der Link hat einen Teil „{ $value }“, den Bouton nicht kennt: Verwende heaps=, misere, upto= oder set=
err-link-error-not-numbers = „{ $value }“ im Link sollten ganze Zahlen sein, wie in heaps=3,4,5 oder upto=3
err-link-error-too-large = „{ $value }“ im Link enthält eine zu große Zahl: Haufen und Mengen gehen bis { $largest }
err-link-error-two-move-rules = der Link gibt zwei Zugregeln an (upto= und set=); behalte nur eine
err-link-error-invalid = die Position im Link kann nicht gespielt werden: { $value }

## src/core/proof.rs
err-proof-error-nim-sum-not-zero = Lemma 1 handelt von Positionen mit X = 0, und hier ist X = { $s }; ein Zug, der X = 0 macht, führt zu einer solchen
err-proof-error-nim-sum-zero = Lemma 2 handelt von Positionen mit X ≠ 0, und hier ist X = 0: Jeder Zug hinterlässt X′ ≠ 0 (Lemma 1)
err-proof-error-not-a-candidate = Haufen { $number } hat keine 1 in Bit { $d }, der am weitesten links stehenden 1 von X; wähle einen der markierten Haufen

## src/core/checker/mod.rs
err-check-error-no-heaps = ein Bereich braucht mindestens einen Haufen
err-check-error-too-many-heaps = { $heaps } Haufen sind zu viele für die Prüfung; höchstens { $max-heaps }
err-check-error-too-many-positions = bei { $heaps ->
    [one] { $heaps } Haufen
   *[other] { $heaps } Haufen
} mit höchstens { $max } gibt es { $positions ->
    [one] { $positions } Position
   *[other] { $positions } Positionen
}; die Prüfung bewältigt höchstens { $most }
err-check-error-too-many-positions-uncounted = bei { $heaps } Haufen mit höchstens { $max } gibt es mehr als 10^38 Positionen; die Prüfung bewältigt höchstens { $most }
err-check-error-too-much-search = Misère-Spiel mit einer Subtraktionsmenge wird durch eine exakte Suche geprüft, und diese Box ließe sie { $moves } Züge ansehen (die Grenze ist { $limit }); nimm weniger Haufen, eine kleinere Höchstgröße oder weniger Mengen
err-check-error-cancelled = die Prüfung wurde abgebrochen

## src/core/formula/mod.rs
err-formula-error = in Spalte { $column }: { $problem }
err-eval-error-division-by-zero = eine Division durch null
err-eval-error-overflow = eine zu große Zahl
err-eval-error-no-such-heap = diesen Haufen gibt es nicht

## src/core/octal/mod.rs
err-octal-error-malformed = `{ $value }` ist kein oktaler Code: Schreibe 0. und dann oktale Ziffern von 0 bis 7, etwa 0.77 (Kayles)
err-octal-error-too-long = ein oktaler Code hat höchstens { $max-octal-digits } Ziffern nach dem Punkt
err-octal-error-no-move = der Code { $value } erlaubt überhaupt keinen Zug
err-octal-error-unproven = für { $code } ist in den Werten bis n = { $up-to } keine Periode bewiesen, und Bouton berechnet Werte einzeln nur bis n = { $limit }
err-octal-error-cancelled = die Berechnung der Werte von { $code } wurde bei n = { $at } abgebrochen, vor dem Ende
err-octal-error-too-much-work = die Berechnung der Werte von { $code } wurde bei n = { $at } angehalten: sie bräuchte mehr als { $limit } Schritte; frage nach weniger Werten oder nimm kleinere Haufen

## src/core/exercise.rs
err-exercise-error-difficulty = die Fragen haben 1 bis { $max-heaps } Haufen mit 1 bis { $max-size } Objekten; verlangt: { $heaps } Haufen mit höchstens { $max }
err-exercise-error-no-question = mit diesen Größen gibt es unter diesen Regeln keine Position mit einem Gewinnzug (Haufen: { $heaps }, größter: { $max })
err-exercise-error-wrong-kind-of-answer = diese Frage verlangt { $wanted }
err-exercise-error-no-such-heap = es gibt keinen Haufen { $number }
err-exercise-error-already-answered = diese Frage ist schon beantwortet; mach mit der nächsten weiter
err-exercise-error-question-number = die Fragen sind ab 1 nummeriert

## src/core/game.rs
err-game-error-illegal-move = Zug { $number } ({ $mv }) ist nicht erlaubt: { $source }
err-game-error-cursor-out-of-range = der Spielverlauf endet bei Zug { $moves } und kann daher nicht bei Zug { $cursor } stehen

## src/core/rules.rs
err-rules-error-zero-limit = die Höchstzahl, die ein Zug nehmen darf, muss mindestens 1 sein (k = 0 erlaubt keinen Zug)
err-rules-error-empty-set = die Subtraktionsmenge ist leer: Sie muss mindestens eine Anzahl erlauben
err-rules-error-zero-in-set = die Subtraktionsmenge enthält 0, aber nichts zu nehmen ist kein Zug
err-rules-error-set-too-large = die Subtraktionsmenge hat { $len } Anzahlen; unterstützt werden höchstens { $max }
err-rules-error-amount-too-large = die Anzahl { $amount } ist zu groß für eine Subtraktionsmenge; die größte unterstützte ist { $max }

## src/core/sum/moves.rs
err-sum-move-error-no-such-heap = es gibt keinen Haufen { $number }: Die Haufen sind von 1 bis { $heaps } nummeriert
err-sum-move-error-takes-nothing = ein Zug muss mindestens einen Spielstein nehmen
err-sum-move-error-does-not-add-up = Haufen { $number } hat { $size }, also kann das Nehmen von { $take } nicht { $left } übrig lassen
err-sum-move-error-not-allowed = { $game } erlaubt nicht, { $what }
err-mixed-disguised = verkleidetes Spiel { $part }: { $why }

## src/core/sum/analysis.rs
err-sum-error-too-much-work = diese Spiele erfordern zu viel Rechenaufwand für ihre Werte (lange Codes, die Haufen teilen, bei großen Haufen); verwende kleinere Haufen oder weniger solche Spiele
err-sum-error-too-large-to-search = Bouton kennt keine Misère-Regel für Summen mit { $games }, und diese Position ist zu groß für eine vollständige Suche ({ $why })

## src/core/sum/quiz.rs
err-sum-quiz-error-answered = diese Frage ist schon beantwortet; mach mit der nächsten weiter
err-sum-quiz-error-wrong-kind = diese Frage verlangt { $value }

## src/core/sum/mod.rs
err-sum-position-error-too-many-heaps = { $count } Haufen sind zu viele; eine Summe enthält höchstens { $max }
err-sum-parse-error-not-a-heap = '{ $value }' ist kein Haufen: Schreibe eine Größe (ein Nim-Haufen) oder ein Spiel, einen Doppelpunkt und eine Größe, etwa kayles:10, dawson:7, nim:5, upto-3:9, set-1.3.4:12 oder 0.6:20
err-sum-parse-error-game = '{ $word }': { $source }
err-sum-parse-error-empty = keine Haufen: Schreibe mindestens einen, etwa kayles:10 nim:5

## src/core/sum/game.rs
err-sum-game-error-illegal-move = Zug { $number } ({ $mv }) ist nicht erlaubt: { $source }

## src/core/position.rs
err-move-error-no-heaps = es gibt keinen Haufen { $number }: Die Position hat keine Haufen
err-move-error-no-such-heap = es gibt keinen Haufen { $number }: { $heaps ->
    [one] Die Position hat nur einen Haufen
   *[other] Die Haufen sind von 1 bis { $heaps } nummeriert
}
err-move-error-takes-nothing = ein Zug muss mindestens ein Objekt nehmen
err-move-error-more-than-heap = Haufen { $number } hat { $size }, also können nicht { $take } davon genommen werden
err-move-error-not-allowed = { $take } zu nehmen ist nicht erlaubt: Die Regel lautet „{ $rule }“
err-position-error-too-many-heaps = { $count } Haufen sind zu viele; eine Position enthält höchstens { $max }

## src/core/remoteness/mod.rs
err-remoteness-error-heap-too-large = ein Haufen der Größe { $size } ist zu groß, um die Züge bis zum Ende zu zählen (die Grenze ist { $max-heap })
err-remoteness-error-too-many-positions = die Züge bis zum Ende zu zählen würde mehr als { $max-positions } Positionen erfordern; versuche weniger oder kleinere Haufen
err-remoteness-error-too-many-options = die Züge bis zum Ende zu zählen würde bedeuten, mehr als { $max-options } Optionen aufzulisten
err-remoteness-error-too-large = die Positionen sind zu viele oder zu groß, um die Züge bis zum Ende zu zählen; versuche weniger oder kleinere Haufen
err-remoteness-error-too-many-games = eine Summe aus mehr als 255 verschiedenen Spielen ist zu groß, um die Züge bis zum Ende zu zählen
err-remoteness-error-illegal-move = Zug { $number } ist dort, wo er gespielt wurde, nicht erlaubt: { $source }
err-remoteness-error-stopped = das Zählen der Züge bis zum Ende wurde abgebrochen

## src/core/analysis/mod.rs
err-analysis-error-no-proven-rule = für das Misère-Spiel mit Subtraktionsmenge gibt es keine bewiesene Regel, und diese Position ist zu groß für eine vollständige Suche (bis zu { $states } Positionen; die Grenze ist { $limit })
err-analysis-error-too-many-moves = für das Misère-Spiel mit Subtraktionsmenge gibt es keine bewiesene Regel, und diese Position ist zu groß für eine vollständige Suche (bis zu { $moves } Züge; die Grenze ist { $limit }): versuche kleinere Haufen oder weniger Mengen

## src/core/variants.rs
err-variant-error-no-misere-rule = für das Misère-Spiel mit Subtraktionsmenge gibt es keine bewiesene Regel, also gibt es keine Wende zu zeigen

## The steps of saving a file ("cannot save F: writing the temporary file failed: …")
save-step-writing = das Schreiben der temporären Datei
save-step-backup = das Aufbewahren der alten Datei als .bak
save-step-replacing = das Ersetzen der Datei
save-step-folder = das Anlegen des Ordners
save-step-local-storage = das Schreiben in den lokalen Speicher des Browsers
save-step-download = das Herunterladen der Datei
web-local-storage = der lokale Speicher des Browsers ({ $key })
web-could-not-start = Bouton konnte in diesem Browser nicht starten: { $why }
window-title = Bouton — Nim und der Satz von Bouton
dialog-filter-bouton = Spiel oder Lektion von Bouton
dialog-filter-export = Export
dropped-file = die abgelegte Datei
# The names of the autosaves, in an error about them.
autosave-name = der automatisch gespeicherte Spielstand

## A file that does not parse: the parser's complaint in words a teacher can act on ("F:3:7: …")
ron-out-of-range = diese Zahl liegt außerhalb des zulässigen Wertebereichs: Haufengrößen, Anzahlen und Zählungen sind ganze Zahlen von 0 bis { $largest }
ron-expected-parentheses = das passt hier nicht zu einer Bouton-Datei: Ein Spiel, eine Regel oder ein Zug steht in runden Klammern, `( … )`
ron-unknown-name-parentheses = `{ $found }` ist hier kein Name, den Bouton kennt; schreibe den Wert in runde Klammern, `( … )`
ron-too-deep = die Datei verschachtelt Klammern zu tief, um eine Bouton-Datei zu sein
ron-unknown-name = `{ $found }` ist hier kein Name, den Bouton kennt
ron-unknown-option = `{ $found }` ist keine Option, die Bouton kennt
ron-not-one-of = `{ $found }` ist keiner dieser Namen: { $expected }
ron-not-a-field = `{ $found }` ist hier kein Feld; die Felder sind { $expected }
ron-missing-field = das Feld `{ $field }` fehlt
ron-duplicate-field = das Feld `{ $field }` steht zweimal in der Datei
ron-expected-found = erwartet wurde { $expected }, gefunden wurde { $found }
ron-wrong-length = das hat die falsche Anzahl an Elementen ({ $found })
ron-eof = die Datei endet zu früh: Eine Klammer oder ein Anführungszeichen ist nicht geschlossen
ron-expected-list = erwartet wurde eine Liste in eckigen Klammern, `[ … ]`
ron-expected-list-end = erwartet wurde `]`, um die Liste zu schließen, oder ein Komma vor dem nächsten Element
ron-expected-parentheses-end = erwartet wurde `)`, um die Klammern zu schließen, oder ein Komma vor dem nächsten Feld
ron-expected-map = erwartet wurde `{ "{" }`
ron-expected-colon = erwartet wurde `:` nach dem Namen
ron-expected-map-end = erwartet wurde `{ "}" }`
ron-expected-comma = erwartet wurde ein Komma
ron-expected-boolean = erwartet wurde `true` oder `false`
ron-expected-integer = erwartet wurde eine ganze Zahl, etwa 3
ron-expected-number = erwartet wurde eine Zahl, etwa 0.25
ron-expected-text = erwartet wurde Text in doppelten Anführungszeichen, `"…"`
ron-text-not-closed = ein Text in doppelten Anführungszeichen ist nicht geschlossen
ron-bad-escape = ein Text in doppelten Anführungszeichen enthält eine ungültige Escape-Sequenz mit `\`
ron-expected-name = erwartet wurde ein Name, etwa ein Feldname
ron-unexpected = `{ $found }` wird hier nicht erwartet
ron-trailing = nach dem Ende der äußeren Klammern der Datei folgt noch etwas
ron-comment-not-closed = ein Kommentar ist nicht geschlossen
ron-not-utf8 = die Datei ist kein gültiger Text (UTF-8)
ron-attribute = eine Zeile, die mit `#` beginnt, wird hier nicht verstanden
ron-other-kind = hier wird ein Wert anderer Art erwartet
ron-not-read = die Datei konnte nicht als Text gelesen werden
ron-unknown-field = das unbekannte Feld `{ $field }` wurde ignoriert
# "`Normal`, `Misere` or `Other`"
ron-names-or = { $names } oder { $last }
ron-nothing = nichts
ron-kind-whole-number = eine ganze Zahl
ron-kind-number = eine Zahl
ron-kind-list = eine Liste
ron-kind-map = eine Zuordnung in geschweiften Klammern
ron-kind-boolean = `true` oder `false`
ron-kind-unit = `()`
ron-kind-other = ein Wert anderer Art

## Moves of a sum, and the limits of the exact search in misère play
sum-taking-whole-heap = den ganzen Haufen von { $take } zu nehmen
sum-taking-leaving-one = { $take } zu nehmen und einen Haufen übrig zu lassen
sum-taking-leaving-two = { $take } zu nehmen und zwei Haufen übrig zu lassen
sum-splitting-equal = einen Haufen von { $size } in zwei gleich große Haufen zu teilen
sum-move-all = den ganzen Haufen { $number } ({ $take }) nehmen
sum-move-one = { $take } von Haufen { $number } nehmen, sodass ein Haufen der Größe { $rest } übrig bleibt
sum-move-two = { $take } von Haufen { $number } nehmen, sodass Haufen der Größen { $a } und { $b } übrig bleiben
sum-search-tokens = { $tokens } Spielsteine im Spiel; die Grenze ist { $limit }
sum-search-moves = mehr als { $limit } zu untersuchende Züge
sum-search-positions = mehr als { $limit } Positionen
# Joins the games of a sum: "Kayles and Nim".
sum-search-and = {" und "}
quiz-wants-p-or-n = P oder N
quiz-wants-a-move = einen Zug

## The browser, and work that could not start
web-no-local-storage = dieser Browser gibt der Seite keinen lokalen Speicher
web-local-storage-full = der lokale Speicher ist voll oder gesperrt
web-no-document = die Seite hat kein Dokument
web-no-file = der Browser hat keine Datei erzeugt
web-no-address = der Browser hat keine Adresse erzeugt
web-no-link = die Seite hat keinen Link erzeugt
worker-could-not-start = kein Hintergrundprozess konnte starten: { $why }
loader-stopped = das Laden wurde unerwartet beendet
save-step-creating = das Anlegen der temporären Datei
save-step-flushing = das Schreiben der temporären Datei auf den Datenträger
save-step-replacing-autosave = das Ersetzen des automatisch gespeicherten Spielstands

## What a path is, when it is not a file ("F is a folder, not a file")
file-kind-folder = ein Ordner
file-kind-pipe = eine benannte Pipe
file-kind-device = ein Gerät
file-kind-socket = ein Socket
file-kind-other = etwas anderes als eine gewöhnliche Datei
file-kind-waits = eine Systemdatei, die auf Daten wartet
ron-more-unknown-fields = { $count ->
    [one] und { $count } weiteres unbekanntes Feld wurde ignoriert
   *[other] und { $count } weitere unbekannte Felder wurden ignoriert
}
file-game-names = schreibe nim, kayles, dawson, upto-K, set-A.B.C oder einen oktalen Code wie 0.6

## Opening a file, step by step (beside the progress bar)
load-reading = lesen
load-parsing = den Text lesen
load-checking-step = Schritt { $step } von { $steps } prüfen
load-checking = das Spiel prüfen

## The first lines of a file Bouton writes: comments, each line starting with //
file-header-game = // Eine Speicherdatei von Bouton, in RON. Die Haufen werden ab 1 gezählt; `cursor` ist die Anzahl der gültigen Züge.
file-header-sum =
    // Eine Speicherdatei von Bouton, in RON: eine Summe von Spielen. Die Haufen werden ab 1 gezählt, so wie sie stehen, wenn ein Zug gespielt wird;
    // ein Zug, der einen Haufen teilt, nennt die beiden verbleibenden Teile (`split: (2, 7)`), wobei der rechte Teil zum nächsten Haufen wird.
file-header-lesson = // Eine Lektion von Bouton, in RON. Die Haufen werden ab 1 gezählt; ein Ablauf wird mit „Nächster Zug“ abgespielt.
# The title of a game opened from a link.
quiz-wants-heaps = eine Menge von Haufen

## The theorem checker's formula, when it cannot be read ("column 5: …")
formula-too-large = { $number } ist eine zu große Zahl
formula-single-equals = zum Vergleichen schreibe == (ein einzelnes = gehört nicht zu einer Formel)
formula-xor = schreibe XOR (die Nim-Summe) als ^
formula-not-equal = schreibe „ungleich“ als !=
formula-at-most = schreibe „höchstens“ als <=
formula-at-least = schreibe „mindestens“ als >=
formula-minus = schreibe Minus als - (den Bindestrich der Tastatur)
formula-not-part = '{ $symbol }' gehört nicht zu einer Formel
formula-too-deep = die Formel ist mehr als { $depth } Ebenen tief verschachtelt
formula-one-pair = vergleiche immer nur ein Paar und verbinde die Vergleiche mit &&: (a < b) && (b < c)
formula-ends-too-soon = die Formel endet zu früh: Es sollte eine Zahl, ein Haufen oder eine Klammer folgen
formula-minus-before = - steht vor einer Zahl; für „nicht“ schreibe !
formula-not-before = ! steht vor einer Aussage wie (a == b); für Minus schreibe -
formula-open-not-closed = eine ( ist nicht geschlossen: Hier sollte eine ) stehen
formula-needs-before = vor { $symbol } muss etwas stehen
formula-close-nothing = eine ), die nichts schließt oder nichts enthält
formula-comma = ein Komma steht zwischen den Argumenten von max, min oder abs
formula-brackets = { $name } braucht seine Argumente in Klammern: { $name }(a, b)
formula-takes-numbers = { $name } nimmt Zahlen, keine Aussagen
formula-call-not-closed = { $name }( ist nicht geschlossen: Hier sollte ein , oder eine ) stehen
formula-abs = abs nimmt genau eine Zahl
formula-unknown-name = '{ $name }' ist weder ein Haufen (a bis { $last }) noch eine Funktion (max, min, abs)
formula-joins-statements = { $symbol } verbindet Aussagen wie a == b, aber { $side } ist eine Zahl
formula-compares-numbers = { $symbol } vergleicht Zahlen; um Aussagen zu verbinden, verwende && oder ||
formula-works-on-numbers = { $symbol } rechnet mit Zahlen, aber { $side } ist eine Aussage
formula-too-long = eine Formel hat höchstens { $most } Zeichen
formula-empty = gib eine Formel ein, die sagt, wann eine Position P ist, etwa a ^ b ^ c == 0
formula-closes-nothing = diese ) schließt nichts
formula-operator-here = hier sollte ein Operator wie == oder && stehen
formula-is-a-number = die Formel ist eine Zahl: Sag, wann eine Position P ist, etwa a ^ b ^ c == 0 (füge == 0 hinzu oder vergleiche)
err-grundy-no-period = in den ersten { $searched } Grundy-Werten dieser Subtraktionsmenge wurde keine Periode gefunden; Bouton rät nicht

# What the system said of a file, in the user's terms.
system-not-found = diese Datei oder dieser Ordner existiert nicht
system-permission = Zugriff verweigert
system-full = der Datenträger ist voll
system-read-only = der Datenträger ist schreibgeschützt
system-bad-name = dieser Name ist hier nicht erlaubt
system-folder = das ist ein Ordner
system-not-folder = ein Teil des Pfads ist kein Ordner

## Verkleidete Spiele
err-disguise-illegal = dieser Zug ist in diesem Spiel hier nicht erlaubt
err-disguise-too-many-parts = { $count } Teile sind zu viele; dieses Spiel hat höchstens { $max }
err-disguise-too-large = { $value } ist hier zu groß; höchstens { $max }
err-disguise-malformed = '{ $text }' ist nicht lesbar: schreibe ein Spiel wie in `bouton analyze --help`, etwa staircase:0,3,1,4
err-disguise-too-many-moves = mehr als { $max } Züge: zu viele, um sie aufzulisten
err-disguise-too-many-states = mehr als { $max } Stellungen: zu viele für eine vollständige Suche
err-problem-disguise-not-game = diese Datei enthält ein verkleidetes Spiel (Treppen-Nim, Münzen wenden, Hackenbush…); öffne sie in der App oder analysiere sie mit `bouton analyze --file`
err-problem-disguise = das Spiel ist nicht lesbar: { $why }
err-problem-illegal-disguised-move = Zug { $number } ist dort, wo er gespielt wird, kein Zug dieses Spiels
err-link-error-unknown-game = das Spiel „{ $name }“ im Link spielt Bouton nicht: Schreibe game=staircase, poker, turtles, mock-turtles, ruler, moore, lasker, hackenbush oder wythoff
err-link-error-missing-part = der Link nennt die Stellung des Spiels nicht: Füge { $part }=… hinzu
err-link-error-unknown-disguise-part = der Link hat einen Teil „{ $value }“, den dieses Spiel nicht verwendet: Gib seine Stellung mit { $part }= an
err-disguise-nothing-picked = wähle zuerst, was der Zug nimmt: Klicke die Münzen oder Steine an
err-disguise-not-heads = die Münze auf { $position } zeigt Zahl: Die rechte Münze, die du wendest, muss Kopf zeigen
err-disguise-too-many-coins = dieses Spiel wendet den rechten Kopf und höchstens { $more ->
    [one] { $more } weitere Münze
   *[other] { $more } weitere Münzen
} links davon
err-disguise-not-a-run = das Lineal wendet eine Reihe benachbarter Münzen: Wähle Münzen ohne Lücke dazwischen
err-disguise-too-many-heaps = ein Zug nimmt hier von höchstens { $k ->
    [one] { $k } Haufen
   *[other] { $k } Haufen
}
sum-move-split = Haufen { $number } ohne zu nehmen in Haufen der Größen { $a } und { $b } teilen
err-octal-error-too-large = ein Haufen von { $code } in einer Summe hat höchstens { $max } (dieser hat { $size }): seine Teilungen werden einzeln betrachtet
err-disguise-too-much-work = mehr als { $max } Arbeitsschritte (Stellungen mit vielen Teilen): zu viel für eine vollständige Suche
err-disguise-no-value = sein Grundy-Wert folgt hier aus keiner Regel (Moores Nim mit k ≥ 2), also kann es in keine Summe

## A class session file
err-class-code = der Beitrittscode muss 6 Ziffern haben
err-class-questions = die Sitzung muss 1 bis { $max } gesendete Stellungen oder Übungsreihen enthalten, nicht { $count }
err-class-too-many-seats = die Sitzung hat { $count } Plätze; eine Klasse hat höchstens { $max }
err-class-in-question = Sendung { $number }: { $problem }
err-class-in-seat = Platz { $seat }: { $problem }
err-class-seat-number = seine Nummer ist 0, doppelt oder nicht kleiner als next_seat
err-class-seat-name = sein Name ist leer oder zu lang
err-class-seat-token = sein Schlüssel besteht nicht aus 32 Hexadezimalziffern, oder ein anderer Platz hat denselben
err-class-seat-tallies = seine Zählungen passen nicht: mehr als gesendete Stellungen oder Zahlen, die keine Klasse erreicht
err-class-seat-partner = sein Partner nennt ihn nicht zurück, spielt dieselbe Seite oder hat ein anderes Spiel
err-class-seat-one-game = er muss genau eine Partie enthalten: Haufen (game) oder ein verkleidetes Spiel (disguise)
err-class-progress = sein Stand in den Übungen ist in einer Klasse nicht möglich: eine Serie länger als die richtigen Antworten, oder Übungen, während die Klasse eine Stellung spielt
err-class-seat-exercise = sein Stand in den Übungen: { $problem }
err-class-next-seat = next_seat muss zwischen 1 und { $max } liegen, nicht { $next-seat }
