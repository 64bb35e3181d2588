# The exercises panel, the proof panel's controls, and the lesson presenter's controls.

## Exercises
ex-title = Exercises
ex-about = Questions on positions drawn from a seed: give the class one seed and everyone gets the same ones.
ex-easy = Easy
ex-medium = Medium
ex-hard = Hard
ex-heaps = Heaps
ex-heaps-a11y = Heaps per question
ex-largest = Largest heap
ex-seed = Seed
ex-seed-a11y = Exercise seed
ex-seed-error = The seed is a whole number, such as 2026.
ex-rules = Rules: { $rules } (those of the game on the board).
ex-rules-nim = Rules: { $rules } (Nim heaps: a sum of games is on the board).
ex-start = Start
ex-send-class = Send to the class
ex-kept-aside = Your game is kept aside and comes back when you stop.
ex-question = Question { $number } · { $kind }
ex-seed-rules = Seed { $seed } · { $rules }
ex-p-or-n = Is the position on the board P or N?
ex-p-or-n-help = P: the player to move loses. N: the player to move wins.
ex-play-winning = Play a winning move on the board.
ex-play-winning-help = It must leave a position where the other player loses.
ex-tick-heaps = Tick every heap that has a winning move.
ex-heap = Heap { $heap }
ex-check = Check
ex-right = ✔ Right.
ex-not-quite = ✘ Not quite.
ex-next = Next question
ex-skip = Skip
ex-stop = Stop
ex-score = Score: { $score }
ex-class-answer-in = Your answer is in. Your teacher will show the answers.
ex-class-answered = Answered: { $count }
ex-class-waiting = Your teacher sends the exercises.
ex-class-your-answer = Your answer: { $answer }
ex-class-notes = Seed { $seed }. Your teacher shows the answers.

## The proof panel
proof-title = Proof
proof-variants = Variants:
proof-hidden = The answers are hidden. The proof would show them.
proof-reveal = Reveal
proof-play-it = Play it: { $move }
proof-go-to = Go to { $page }
proof-slide-of = Slide { $number } of { $count }: the lesson's Next ▶ and ◀ Back step through them.
proof-play-on-board = Play it on the board: { $move }
proof-back = ◀ Back
proof-next = Next ▶
proof-restart = Restart
proof-step-of = Step { $number } of { $count } · ← → keys
proof-use-heap = Use heap:
proof-move-take = Move: take
proof-how-many-a11y = Lemma 1: how many
proof-from-heap = from heap
proof-which-heap-a11y = Lemma 1: which heap
proof-pick-on-board = A click on the board picks the move here (it is not played).
proof-pick-on-board-rules = A click on the board picks the move here (it is not played); the rules decide which are allowed.

## The lesson presenter
lesson-back = ◀ Back
lesson-back-keys = Page Up, ←
lesson-step-proof = Step { $number } of { $count } · proof { $slide } of { $slides }
lesson-step = Step { $number } of { $count }
lesson-next = Next ▶
lesson-next-keys = Page Down, →
lesson-next-move = Next move ({ $left } left)
lesson-hide = Hide answers
lesson-reveal = Reveal
lesson-end = End lesson
lesson-try-it = Try it: the class clicks a stone, the computer answers.
ex-board-locked = The board shows the question and stays as it is until you go on.
ex-rules-own = Rules: { $rules } (not those of the game on the board).
ex-rules-as-board = As on the board
ex-answer-first = Answer first: the answers show once you have answered (Skip goes on to the next question).
