# Das Übungsfenster, die Bedienelemente des Beweisfensters und die Bedienelemente der Lektionsvorführung.

## Übungen
ex-title = Übungen
ex-about = Fragen zu Positionen, die aus einem Startwert erzeugt werden: Bekommt die ganze Klasse denselben Startwert, erhalten alle dieselben Fragen.
ex-easy = Leicht
ex-medium = Mittel
ex-hard = Schwer
ex-heaps = Haufen
ex-heaps-a11y = Haufen pro Frage
ex-largest = Größter Haufen
ex-seed = Startwert
ex-seed-a11y = Startwert der Übungen
ex-seed-error = Der Startwert ist eine ganze Zahl, etwa 2026.
ex-rules = Regeln: { $rules } (die des Spiels auf dem Spielbrett).
ex-rules-nim = Regeln: { $rules } (Nim-Haufen: auf dem Spielbrett liegt eine Summe von Spielen).
ex-start = Starten
ex-send-class = An die Klasse senden
ex-kept-aside = Dein Spiel wird beiseitegelegt und kommt zurück, sobald du die Übungen beendest.
ex-question = Frage { $number } · { $kind }
ex-seed-rules = Startwert { $seed } · { $rules }
ex-p-or-n = Ist die Position auf dem Spielbrett P oder N?
ex-p-or-n-help = P: Der Spieler am Zug verliert. N: Der Spieler am Zug gewinnt.
ex-play-winning = Spiele einen Gewinnzug auf dem Spielbrett.
ex-play-winning-help = Er muss eine Position hinterlassen, in der der andere Spieler verliert.
ex-tick-heaps = Kreuze jeden Haufen an, der einen Gewinnzug hat.
ex-heap = Haufen { $heap }
ex-check = Prüfen
ex-right = ✔ Richtig.
ex-not-quite = ✘ Nicht ganz.
ex-next = Nächste Frage
ex-skip = Überspringen
ex-stop = Beenden
ex-score = Punkte: { $score }
ex-class-answer-in = Deine Antwort ist angekommen. Deine Lehrkraft zeigt die Antworten.
ex-class-answered = Beantwortet: { $count }
ex-class-waiting = Deine Lehrkraft schickt die Übungen.
ex-class-your-answer = Deine Antwort: { $answer }
ex-class-notes = Startwert { $seed }. Deine Lehrkraft zeigt die Antworten.

## Das Beweisfenster
proof-title = Beweis
proof-variants = Varianten:
proof-hidden = Die Lösungen sind ausgeblendet. Der Beweis würde sie zeigen.
proof-reveal = Aufdecken
proof-play-it = Spielen: { $move }
proof-go-to = Zu { $page } wechseln
proof-slide-of = Folie { $number } von { $count }: Weiter ▶ und ◀ Zurück der Lektion blättern durch die Folien.
proof-play-on-board = Auf dem Spielbrett spielen: { $move }
proof-back = ◀ Zurück
proof-next = Weiter ▶
proof-restart = Von vorn
proof-step-of = Schritt { $number } von { $count } · Tasten ← →
proof-use-heap = Haufen verwenden:
proof-move-take = Zug: Nimm
proof-how-many-a11y = Lemma 1: wie viele
proof-from-heap = von Haufen
proof-which-heap-a11y = Lemma 1: welcher Haufen
proof-pick-on-board = Ein Klick auf das Spielbrett wählt den Zug hier aus (er wird nicht gespielt).
proof-pick-on-board-rules = Ein Klick auf das Spielbrett wählt den Zug hier aus (er wird nicht gespielt); die Regeln entscheiden, welche Züge erlaubt sind.

## Die Lektionsvorführung
lesson-back = ◀ Zurück
lesson-back-keys = Page Up, ←
lesson-step-proof = Schritt { $number } von { $count } · Beweis { $slide } von { $slides }
lesson-step = Schritt { $number } von { $count }
lesson-next = Weiter ▶
lesson-next-keys = Page Down, →
lesson-next-move = Nächster Zug (noch { $left })
lesson-hide = Lösungen ausblenden
lesson-reveal = Aufdecken
lesson-end = Lektion beenden
lesson-try-it = Ausprobieren: Die Klasse klickt einen Stein an, der Computer antwortet.
ex-board-locked = Das Brett zeigt die Frage und bleibt so, bis du weitermachst.
ex-rules-own = Regeln: { $rules } (nicht die des Spiels auf dem Spielbrett).
ex-rules-as-board = Wie auf dem Spielbrett
ex-answer-first = Erst antworten: Die Lösungen erscheinen, sobald du geantwortet hast („Überspringen“ führt zur nächsten Frage).
