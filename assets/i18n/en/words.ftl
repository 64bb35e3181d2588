# Words `core` and the app use in several places: the kinds of exercise, the two seats, the names a
# new game gives its players, the titles of an exercise's and a quiz's board.

exercise-kind-p-or-n = P or N?
exercise-kind-winning-move = Find the winning move
exercise-kind-winning-heaps = Which heaps have a winning move?
side-first = the first player
side-second = the second player
player-student = Student
player-partner = Partner
player-class = Class
exercise-title = Exercise { $number }: { $kind }
exercise-notes = Seed { $seed }. The answers are hidden until you answer.
exercise-notes-answered = Seed { $seed }. Answered: the answers are shown.
quiz-title = Quiz: { $kind } (seed { $seed })

## The built-in lesson on sums of games (Kayles beside Nim). Keep every number: a test checks each
## fact these texts state against the analysis.
sum-lesson-title = Every impartial game is a Nim heap
sum-lesson-board-title = Lesson: { $title } — step { $step } of { $steps }: { $step-title }
sum-lesson-1-title = A row of Kayles pins
sum-lesson-1-text = In Kayles a move knocks down one pin or two neighbouring pins; a pin in the middle splits the row. The panel lists every move from this row of 4, what it leaves and its value, then the mex: the row is worth 1, like a Nim heap of 1.
sum-lesson-2-title = Beside a Nim heap of the same value
sum-lesson-2-text = Put the row beside a Nim heap of 1. Both are worth 1, so X = 1 ⊕ 1 = 0: the player to move loses, exactly as with two Nim heaps of 1. Try a move: the other player can always bring X back to 0.
sum-lesson-3-title = A longer row
sum-lesson-3-text = A row of 10 pins is worth 2 (see its steps and the table). Beside a Nim heap of 2, X = 2 ⊕ 2 = 0 again: a P-position, although the two heaps look nothing alike.
sum-lesson-4-title = Three games at once
sum-lesson-4-text = Dawson's Kayles knocks exactly two neighbouring pins; a row of 7 is worth 1. XOR the three values as in Nim: X = 2 ⊕ 5 ⊕ 1 = 6, not 0, so the player to move wins. Show the answers to see the moves that bring X to 0.
sum-lesson-5-title = Your turn against the computer
sum-lesson-5-text = You move first. Work out each heap's value (the panel shows them), XOR them, and play a move that leaves X = 0. The computer will try to do the same.

## Lessons
lesson-new-title = A new lesson
lesson-unknown-language = language "{ $tag }" is not one Bouton speaks (en, es, fr, de, pt-BR, zh-CN): the lesson opens as written

## A quiz on a sum of games, and the computer's moves in a sum
quiz-you-played-wins = You played: { $move }. It leaves a P-position: whatever the other player does next, you can win.
quiz-you-played-loses = You played: { $move }. It leaves an N-position: the other player can win from there.
quiz-leaves-x = It leaves X = { $x }, not 0.
quiz-a-winning-move = A winning move: { $move }.
# The computer's move on a sum while the answers are hidden: the move, never why.
sum-computer-played = The computer played: { $move }.
sum-computer-wins = The computer played: { $move }. It is a winning move.
sum-computer-lost = The computer played: { $move }. Every move loses against perfect play, so it picked one at random.
sum-computer-too-large = The computer played: { $move }. The position is too large to solve exactly, so it picked a move at random.
sum-computer-delays = The computer played: { $move }. Every move loses against perfect play, so it made the game last longest: { $moves } to the end, this one included, if you play your best.
sum-computer-random = The computer played: { $move }. It played at random, as its level says.

# The mark that ends a sentence.
full-stop = {"."}

## The theorem checker's conjectures
conjecture-the-rule = Bouton's rule for these rules
conjecture-sum-of-others = In a P-position one heap is the sum of the others
conjecture-misere-as-normal = Misère play has the same P-positions as normal play
conjecture-no-reduction = The nim-sum of the heap sizes decides, without reducing them
conjecture-misere-on-values = The misère Nim rule works on the Grundy values
conjecture-formula = P exactly when { $formula }

## Other words
ending-last-move-wins = whoever makes the last move wins
ending-last-move-loses = whoever makes the last move loses
# A heap's size in short, below a million.
size-stones = { $size ->
    [one] { $size } stone
   *[other] { $size } stones
}
exercise-score = { $correct } of { $answered } right · streak { $streak } (best { $best })
