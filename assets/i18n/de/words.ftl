# Words `core` and the app use in several places: the kinds of exercise, the two seats, the names a
# new game gives its players, the titles of an exercise's and a quiz's board.

exercise-kind-p-or-n = P oder N?
exercise-kind-winning-move = Finde den Gewinnzug
exercise-kind-winning-heaps = Welche Haufen haben einen Gewinnzug?
side-first = der erste Spieler
side-second = der zweite Spieler
player-student = Schüler
player-partner = Partner
player-class = Klasse
exercise-title = Übung { $number }: { $kind }
exercise-notes = Startwert { $seed }. Die Lösungen bleiben ausgeblendet, bis du antwortest.
exercise-notes-answered = Startwert { $seed }. Beantwortet: Die Lösungen werden gezeigt.
quiz-title = Quiz: { $kind } (Startwert { $seed })

## The built-in lesson on sums of games (Kayles beside Nim). Keep every number: a test checks each
## fact these texts state against the analysis.
sum-lesson-title = Jedes unparteiische Spiel ist ein Nim-Haufen
sum-lesson-board-title = Lektion: { $title } — Schritt { $step } von { $steps }: { $step-title }
sum-lesson-1-title = Eine Reihe Kayles-Kegel
sum-lesson-1-text = Bei Kayles wirft ein Zug einen Kegel oder zwei benachbarte Kegel um; fällt ein Kegel in der Mitte, teilt sich die Reihe. Das Fenster listet jeden Zug aus dieser Reihe der Länge 4 auf, was er übrig lässt und welchen Wert das hat, dann den mex: Die Reihe hat den Wert 1, wie ein Nim-Haufen der Größe 1.
sum-lesson-2-title = Neben einem Nim-Haufen mit demselben Wert
sum-lesson-2-text = Stelle die Reihe neben einen Nim-Haufen der Größe 1. Beide haben den Wert 1, also X = 1 ⊕ 1 = 0: Der Spieler am Zug verliert, genau wie bei zwei Nim-Haufen der Größe 1. Probiere einen Zug: Der andere Spieler kann X immer wieder auf 0 bringen.
sum-lesson-3-title = Eine längere Reihe
sum-lesson-3-text = Eine Reihe aus 10 Kegeln hat den Wert 2 (siehe ihre Schritte und die Tabelle). Neben einem Nim-Haufen der Größe 2 ist wieder X = 2 ⊕ 2 = 0: eine P-Position, obwohl sich die beiden Haufen überhaupt nicht ähneln.
sum-lesson-4-title = Drei Spiele auf einmal
sum-lesson-4-text = Bei Dawsons Kayles wirft man genau zwei benachbarte Kegel um; eine Reihe der Länge 7 hat den Wert 1. Verknüpfe die drei Werte wie bei Nim mit XOR: X = 2 ⊕ 5 ⊕ 1 = 6, nicht 0, also gewinnt der Spieler am Zug. Lass dir die Lösungen anzeigen, um die Züge zu sehen, die X auf 0 bringen.
sum-lesson-5-title = Du gegen den Computer
sum-lesson-5-text = Du ziehst zuerst. Bestimme den Wert jedes Haufens (das Fenster zeigt sie an), verknüpfe sie mit XOR und spiele einen Zug, der X = 0 hinterlässt. Der Computer wird dasselbe versuchen.

## Lessons
lesson-new-title = Eine neue Lektion
lesson-unknown-language = die Sprache „{ $tag }“ gehört nicht zu denen, die Bouton spricht (en, es, fr, de, pt-BR, zh-CN): Die Lektion wird so geöffnet, wie sie geschrieben ist

## A quiz on a sum of games, and the computer's moves in a sum
quiz-you-played-wins = Du hast gespielt: { $move }. Das hinterlässt eine P-Position: Was der andere Spieler auch tut, du kannst gewinnen.
quiz-you-played-loses = Du hast gespielt: { $move }. Das hinterlässt eine N-Position: Der andere Spieler kann von dort aus gewinnen.
quiz-leaves-x = Das hinterlässt X = { $x }, nicht 0.
quiz-a-winning-move = Ein Gewinnzug: { $move }.
sum-computer-played = Der Computer hat gespielt: { $move }.
sum-computer-wins = Der Computer hat gespielt: { $move }. Das ist ein Gewinnzug.
sum-computer-lost = Der Computer hat gespielt: { $move }. Gegen perfektes Spiel verliert jeder Zug, also hat er zufällig einen gewählt.
sum-computer-too-large = Der Computer hat gespielt: { $move }. Die Position ist zu groß, um sie exakt zu lösen, also hat er zufällig einen Zug gewählt.
sum-computer-delays = Der Computer hat gespielt: { $move }. Gegen perfektes Spiel verliert jeder Zug, also lässt er das Spiel am längsten dauern: Es endet nach { $moves }, diesen mitgezählt, wenn du bestmöglich spielst.
sum-computer-random = Der Computer hat gespielt: { $move }. Er hat zufällig gespielt, wie es seine Stufe vorsieht.

# The mark that ends a sentence.
full-stop = {"."}

## The theorem checker's conjectures
conjecture-the-rule = Boutons Regel unter diesen Spielregeln
conjecture-sum-of-others = In einer P-Position ist ein Haufen die Summe der anderen
conjecture-misere-as-normal = Das Misère-Spiel hat dieselben P-Positionen wie das Normalspiel
conjecture-no-reduction = Die Nim-Summe der Haufengrößen entscheidet, ohne sie zu reduzieren
conjecture-misere-on-values = Die Misère-Regel von Nim gilt für die Grundy-Werte
conjecture-formula = P genau dann, wenn { $formula }

## Other words
ending-last-move-wins = wer den letzten Zug macht, gewinnt
ending-last-move-loses = wer den letzten Zug macht, verliert
size-stones = { $size ->
    [one] { $size } Stein
   *[other] { $size } Steine
}
exercise-score = { $correct } von { $answered } richtig · Serie { $streak } (beste { $best })
