# Tipps, Rückmeldungen zu den Übungen und Hinweise zu den geltenden Regeln (src/words: feedback.rs,
# notes.rs, games.rs). Jede Zahl beibehalten: Ein Test prüft, dass jeder Satz in jeder Sprache
# dieselben Zahlen hat wie im Englischen.

## Rückmeldungen zu den Übungen
feedback-taken-back = Der Zug wurde zurückgenommen. Die Binärtabelle zeigt jetzt die Gewinnzüge neben ihren Haufen.
feedback-missed = { $count ->
    [one] Übersehen: Haufen { $heaps }.
   *[other] Übersehen: Haufen { $heaps }.
}

## Hinweise zu den geltenden Regeln
# Unter der Binärtabelle, S(1..k): "g is the Grundy value: under S(1..3) a heap h plays like a Nim heap of h mod 4."
note-values-up-to = g ist der Grundy-Wert: Bei S(1..{ $k }) spielt sich ein Haufen h wie ein Nim-Haufen der Größe h mod { $modulus }.
# Bei einer Subtraktionsmenge: "g is the Grundy value under {1, 3, 4}: g(0), g(1), … = 0 1 0 1 2 3 2 … (period 7, from size 0 on)."
note-values-set = g ist der Grundy-Wert bei { $set }: g(0), g(1), … = { $values } (Periode { $period }, ab Größe { $start }).
# Unter dem Diagramm der Nim-Summe nach jedem Zug.
note-history-normal = Die Nim-Summe nach jedem Zug. Wer die Regel kennt, hinterlässt immer wieder 0.
note-history-misere-set = Die Nim-Summe nach jedem Zug. Im Misère-Spiel mit Subtraktionsmenge ist keine Regel bewiesen: Wer 0 hinterlässt, gewinnt nicht unbedingt.
note-history-misere = Die Nim-Summe nach jedem Zug. Im Misère-Spiel hinterlässt, wer die Regel kennt, bis zum Umschwenken 0; ab dann hat jeder Haufen die Größe 0 oder 1, und der Gewinner hinterlässt ungerade viele Haufen der Größe 1 (Nim-Summe 1).
note-history-misere-up-to = Die Nim-Summe nach jedem Zug. Im Misère-Spiel hinterlässt, wer die Regel kennt, bis zum Umschwenken 0; dann hinterlässt der Gewinner nur Werte 0 oder 1, davon ungerade viele gleich 1 (Nim-Summe 1). Der andere Spieler kann einen Wert wieder erhöhen, und dann gilt wieder die Regel des Normalspiels.

## Die Tipps zu einer Summe von Spielen
sum-hint-n = der Spieler am Zug kann gewinnen (eine N-Position)
sum-hint-p = der Spieler am Zug verliert gegen perfektes Spiel, was er auch tut (eine P-Position)
sum-hint-heaps = ein Gewinnzug ist in { $heaps } möglich
# Verbindet die Haufen von sum-hint-heaps: "row 1 (Kayles, 10 pins) or on heap 2 (Nim, 5 stones)".
sum-hint-heaps-or = {" oder in "}
