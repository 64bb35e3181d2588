# Die Prüfung des Satzes unter „Erkunden“: eine vollständige Suche über alle Positionen eines Bereichs, verglichen mit einer Regel.

checker-about = Die vollständige Suche spielt jede Position des Bereichs durch (Regeln: { $rules }), ganz ohne XOR.
checker-heaps = Haufen
checker-heaps-a11y = Haufen für die Prüfung
checker-largest = Größter Haufen
checker-largest-a11y = Größter Haufen für die Prüfung
checker-rule = Zu prüfende Regel
checker-formula-heap = Die Formel spricht von Haufen { $heap }, aber der Bereich hat { $count ->
    [one] 1 Haufen
   *[other] { $count } Haufen
}: Haufen hinzufügen oder die Formel ändern.
checker-formula-fix = Die Formel korrigieren, um sie zu prüfen.
checker-too-many = { $positions } Positionen: zu viele (höchstens { $max }).
checker-positions = { $positions } Positionen (als Multimengen: Die Reihenfolge der Haufen spielt keine Rolle).
checker-cancel = Abbrechen
checker-running = Läuft seit { $seconds } s…
checker-check = Prüfen
checker-no-claim = Die Regel hat über keine Position des Bereichs etwas ausgesagt: Es wurde nichts verglichen.
checker-agrees-one = ✔ Die Regel stimmt bei der einzigen verglichenen Position.
checker-agrees = ✔ Die Regel stimmt bei allen { $count } verglichenen Positionen.
checker-own = Eigene Formel
checker-p-when = P genau dann, wenn:
checker-formula-a11y = Deine Formel
checker-report = { $heaps ->
    [one] 1 Haufen
   *[other] { $heaps } Haufen
} mit höchstens { $max } (Regeln: { $rules }): „{ $rule }“
checker-checked = Geprüfte Positionen: { $count }
checker-p-positions = P-Positionen: { $count }
checker-compared = Mit der Regel verglichen: { $count }
checker-time = Zeit: { $ms } ms ({ $rate } Millionen Positionen pro Sekunde)
checker-wrong = ✘ Die Regel liegt bei { $count ->
    [one] 1 Position
   *[other] { $shown } Positionen
} falsch. Gegenbeispiele:
checker-says-p = Die Regel sagt P; die vollständige Suche sagt N.
checker-says-n = Die Regel sagt N; die vollständige Suche sagt P.
checker-click-loads = Ein Klick lädt sie auf das Spielbrett.
checker-cancelled = Abgebrochen.
