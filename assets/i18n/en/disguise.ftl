# Nim in disguise (src/words/disguise.rs): games that look nothing like Nim and are Nim underneath,
# and Wythoff's game, which is not. The games' names, their moves in their own terms, and what a
# position and a move are underneath.

## The games
disguise-staircase = Staircase Nim
disguise-poker = Poker Nim
disguise-turtles = Turning Turtles
disguise-mock-turtles = Mock Turtles
disguise-ruler = Ruler
disguise-moore = Moore's Nim with k = { $k }
disguise-lasker = Lasker's Nim
disguise-hackenbush = Green Hackenbush
disguise-wythoff = Wythoff's game

## The parts a Nim heap comes from
disguise-part-step = step { $n }
disguise-part-heap = heap { $n }
disguise-part-coin = the head at { $n }
disguise-part-tree = tree { $n }
disguise-label-step = step { $n }
disguise-label-heap = heap { $n }
disguise-label-coin = head at { $n }
disguise-label-tree = tree { $n }

## What a position is underneath (the line under the position)
disguise-lift-staircase = Underneath it is Nim: the coins on the odd steps are the heaps. Coins moved off an even step land on an odd one and the other player can at once move them on down, undoing the move, so the even steps do not change who wins.
disguise-lift-poker = Underneath it is Nim: chips added from a bank can be taken away again at once by the other player (chips taken leave the game), so the banks do not change who wins.
disguise-lift-turtles = Underneath it is Nim: each head is a heap of its value g(n) = n, and the row is worth the nim-sum of its heads' values.
disguise-lift-mock-turtles = Underneath it is Nim: each head is a heap of its value g(n), the n-th odious number (1, 2, 4, 7, 8, 11, …: an odd number of ones in binary), and the row is worth the nim-sum of its heads' values.
disguise-lift-ruler = Underneath it is Nim: each head is a heap of its value g(n), the largest power of 2 that divides n, and the row is worth the nim-sum of its heads' values.
disguise-lift-lasker = Underneath it is Nim: each heap plays like a Nim heap of its value, found by mex from the moves: g(n) = n, except that 4m + 3 and 4m + 4 swap.
disguise-lift-hackenbush = Underneath it is Nim: by the colon principle each tree is a stalk of its value (the branches at a point add up by nim-sum; an edge under a point worth v is worth v + 1).
disguise-lift-moore = Bouton's X does not decide this game: the player to move loses exactly when every column of the binary table counts a multiple of { $modulus } ones (Moore, 1910).
disguise-lift-wythoff = Not Nim in disguise: the player to move loses exactly on a Wythoff pair (⌊nφ⌋, ⌊nφ²⌋): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …
disguise-banks = Banks: { $mine } for the player to move, { $theirs } for the other.
disguise-columns = Ones per column, from the { $top }s column down: { $counts }
disguise-pair = ({ $a }, { $b }) is Wythoff pair n = { $n }.
disguise-no-pair = ({ $a }, { $b }) is not a Wythoff pair.
# Only when X gives the wrong answer on the position shown.
disguise-nim-sum-fails = Here X = { $x }, yet { $verdict }: the nim-sum does not decide Wythoff's game.

## Moves in the game's own terms
disguise-move-stair = move { $count ->
    [one] { $count } coin
   *[other] { $count } coins
} from step { $from } to step { $to }
disguise-move-stair-floor = move { $count ->
    [one] { $count } coin
   *[other] { $count } coins
} from step 1 to the floor
disguise-move-take = take { $count } from heap { $heap }
disguise-move-add = add { $count } from the bank to heap { $heap }
disguise-move-turn = turn the coin at { $right } from heads to tails
disguise-move-turn-more = turn the coin at { $right } from heads to tails, and { $count ->
    [one] the coin at { $others }
   *[other] the coins at { $others }
}
disguise-move-moore = take { $takes }
disguise-move-moore-part = { $count } from heap { $heap }
disguise-move-split = split heap { $heap } into { $left } and { $right }
disguise-move-cut = cut edge { $edge }
disguise-move-first = take { $count } from the first heap
disguise-move-second = take { $count } from the second heap
disguise-move-both = take { $count } from both heaps

## What a move does underneath
disguise-effect = underneath, { $part } as a Nim heap goes from { $from } to { $to }, which makes X = { $x }
disguise-effect-moore = which leaves every column's count a multiple of { $modulus }
disguise-effect-wythoff = which leaves the Wythoff pair ({ $a }, { $b })
disguise-effect-moore-not = which leaves a column whose count is not a multiple of { $modulus }
disguise-effect-wythoff-not = which leaves ({ $a }, { $b }), not a Wythoff pair

## The command line
disguise-report-position = Position: { $game } { $position }
# Under a drawing's analysis: how its edges are numbered in the moves.
disguise-edges-numbered = Edges are numbered tree by tree from the left, each before the edges it holds up.
disguise-remoteness = Remoteness: { $moves } (a brute force of the game's own moves).
disguise-remoteness-not-counted = Remoteness: not counted ({ $why }).
disguise-moves-not-listed = The winning moves are not listed: { $why }.
disguise-one-winning-move = One winning move, built column by column as in Moore's proof: { $move }
disguise-alone = A game in disguise is analysed in normal play with no rule flags: alone, or beside heaps of named games (hackenbush:'(()())' kayles:5 nim:3).
disguise-moore-named = --moore takes bare heap sizes, such as 3 5 6 7.
# bouton grundy turtles|mock-turtles|ruler|lasker
disguise-grundy-coins-title = { $game }: the value g(n) of a lone head at position n, for n = 1 to { $to }
disguise-grundy-all-mex = Found by mex from the moves up to n = { $mex }; they follow { $rule }.
disguise-grundy-checked = Found by mex from the moves up to n = { $mex }; they follow { $rule }, which gives the rest.
disguise-grundy-mex-only = Found by mex from the moves up to n = { $mex }; past it, the rule { $rule } does not hold, and no value is given.
disguise-rule-turtles = g(n) = n
disguise-rule-mock-turtles = g(n) = the n-th odious number
disguise-rule-ruler = g(n) = the largest power of 2 that divides n
disguise-rule-lasker = g(4m+1) = 4m+1, g(4m+2) = 4m+2, g(4m+3) = 4m+4, g(4m+4) = 4m+3

## The board and its panel
disguise-menu = Nim in disguise
disguise-how-staircase = Click a coin: it and the coins above it on its step go down one step (from step 1, to the floor). Whoever makes the last move wins.
disguise-how-poker = Click a chip to take it and the chips above it, or add chips from your bank with a + button. Whoever makes the last move wins.
disguise-how-turtles = Pick a head (it turns to tails) and at most one more coin to its left, either way up, then Turn. Whoever makes the last move wins.
disguise-how-mock-turtles = Pick a head (it turns to tails) and at most two more coins to its left, either way up, then Turn. Whoever makes the last move wins.
disguise-how-ruler = Pick a head (it turns to tails) and, if you like, any number of the coins in an unbroken line just to its left, then Turn. Whoever makes the last move wins.
disguise-how-moore = Click a stone in up to { $k } heaps (it and the stones above it are taken), then Take. Whoever makes the last move wins.
disguise-how-lasker = Click a stone to take it and the stones above it; with Split ticked, a click splits the heap below that stone into two. Whoever makes the last move wins.
disguise-how-hackenbush = Click an edge to cut it: whatever no longer touches the ground falls. Whoever makes the last move wins.
disguise-how-wythoff = Move the queen left, down, or diagonally down and left, any distance: click a marked square. Whoever moves her into the corner wins. The first heap is the column, the second the row.
disguise-underneath = Underneath
disguise-x-hidden = X and who wins are hidden with the answers.
disguise-against-computer = Against the computer
disguise-two-people = Two people
disguise-turn-you = Your move.
disguise-turn-computer = The computer's move.
disguise-turn-player = Player { $n } to move.
disguise-turn-partner = { $name } to move.
disguise-over-you = Game over: you made the last move, and you won.
disguise-over-computer = Game over: the computer made the last move, and it won.
disguise-over-player = Game over: player { $n } made the last move, and won.
disguise-over-partner = Game over: { $name } made the last move, and won.
disguise-player-played = Player { $n }: { $move }.
disguise-computer-played = The computer: { $move }.
disguise-turn = Turn
disguise-take = Take
disguise-clear = Clear
disguise-split = Split instead of take
disguise-add = Chips a + adds:
disguise-add-to = + { $count } on heap { $heap }
disguise-back = Back to my game
disguise-winning-moves = Winning moves:
disguise-hint-part = Hint: play { $kind ->
    [step] on step { $n }
    [coin] by turning the head at { $n }
    [tree] in tree { $n }
   *[heap] in heap { $n }
}.
disguise-hint-move = Hint: { $move }.
disguise-value = value
# One letter on each coin and on the queen.
disguise-heads-letter = H
disguise-tails-letter = T
disguise-queen-letter = Q
disguise-heads = heads
disguise-tails = tails
# Names a screen reader says for the board's tokens.
disguise-a11y-stone = { $column }, stone { $n }
disguise-a11y-coin = coin { $n }, { $side }
disguise-a11y-edge = edge { $n }
disguise-a11y-square = square ({ $x }, { $y })
# The first line of a saved game in disguise (a RON comment: keep the //).
disguise-file-header = // A Bouton save file, in RON: a game in disguise. Steps, heaps, coins and edges count from 1.

## The lessons. { $x } is X under the disguise and { $verdict } who wins, both from the position on the board.
disguise-lessons = Lessons
disguise-lesson-menu = Lesson: { $title }
disguise-lesson-of = Lesson: { $title } — step { $step } of { $steps }
disguise-lesson-next = Next step
disguise-lesson-back = Step back
disguise-lesson-end = End the lesson
disguise-lesson-overview-title = Nim in disguise
disguise-lesson-overview-1-title = Coins on a staircase
disguise-lesson-overview-1-text = This does not look like Nim: coins go down a staircase. Look underneath (the panel): only the odd steps count, and they are Nim heaps, with X = { $x }. A game like this is Nim in disguise: find its heaps, and Bouton's theorem does the rest: the player to move loses exactly when X is 0.
disguise-lesson-overview-2-title = A row of coins
disguise-lesson-overview-2-text = In Turning Turtles each head is a heap whose size is its position. Turning a head to tails, and perhaps one coin to its left, is a Nim move on that heap. Here X = { $x }.
disguise-lesson-overview-3-title = A drawing
disguise-lesson-overview-3-text = Cutting an edge of a stalk of 3 takes from a heap of 3; a tree's branches collapse into one stalk (the colon principle: branches at a point are worth their nim-sum, and the edge under them one more). Here X = { $x }.
disguise-lesson-overview-4-title = Where the disguise fails
disguise-lesson-overview-4-text = Two heaps, but a queen may also take the same number from both. Here X = { $x }, yet { $verdict }. Question: which property of Nim's moves does the new move break?
disguise-lesson-staircase-title = Staircase Nim
disguise-lesson-staircase-1-title = Only the odd steps
disguise-lesson-staircase-1-text = The coins on steps 1 and 3 are the Nim heaps: X = { $x }. Try some moves with the answers hidden, then look underneath at what each move did.
disguise-lesson-staircase-2-title = The question
disguise-lesson-staircase-2-text = Play the computer. Then: why can the winner ignore the even steps? (Think of what you can do right after your opponent moves coins off an even step.)
disguise-lesson-poker-title = Poker Nim
disguise-lesson-poker-1-title = Chips from the bank
disguise-lesson-poker-1-text = Adding chips looks like a new kind of move. Play a few: whenever the other player adds chips to a heap, take the same chips away. Underneath, X = { $x }.
disguise-lesson-poker-2-title = The question
disguise-lesson-poker-2-text = Play the computer. Then: why does the winner never need to add chips, and why does the game still end?
disguise-lesson-coins-title = Turning coins
disguise-lesson-coins-1-title = Each head is a heap
disguise-lesson-coins-1-text = The head at position n is a Nim heap of n, and the row is worth the nim-sum of its heads' values: X = { $x }.
disguise-lesson-coins-2-title = The question
disguise-lesson-coins-2-text = Play the computer. Then: turning two heads at once removes two heaps. Why is that still a Nim move on a single heap? (Hint: m ⊕ m = 0.)
disguise-lesson-moore-title = Moore's Nim
disguise-lesson-moore-1-title = Two heaps at once
disguise-lesson-moore-1-text = With k = 2 a move may take from one or two heaps. Bouton's X = { $x } no longer decides: count the ones in each column of the binary table modulo k + 1 = 3 (the panel does). Here: { $verdict }.
disguise-lesson-moore-2-title = The question
disguise-lesson-moore-2-text = Play the computer. Then: why does k = 1 give back Bouton's rule, X = 0?
disguise-lesson-lasker-title = Lasker's Nim
disguise-lesson-lasker-1-title = Split a heap
disguise-lesson-lasker-1-text = A move may also split a heap in two without taking. This heap of 3 plays like a Nim heap of { $x }: its value is the mex of what its moves reach, the smallest value no move reaches, not its size.
disguise-lesson-lasker-2-title = The question
disguise-lesson-lasker-2-text = Play the computer. Then: the values swap 4m + 3 and 4m + 4. Why can a heap of 3 not be worth 3?
disguise-lesson-hackenbush-title = Green Hackenbush
disguise-lesson-hackenbush-1-title = A stalk is a heap
disguise-lesson-hackenbush-1-text = A stalk of 3 edges: cutting an edge takes from a heap of 3, and X = { $x }.
disguise-lesson-hackenbush-2-title = The question
disguise-lesson-hackenbush-2-text = Play the computer. Then: branches at a point add up by nim-sum. Why does the edge under a point worth v count v + 1?
disguise-lesson-wythoff-title = Wythoff's game
disguise-lesson-wythoff-1-title = Not Nim
disguise-lesson-wythoff-1-text = X = { $x }, yet { $verdict }: taking the same number from both heaps is a move Nim does not have. Show the answers to see the losing squares, the Wythoff pairs.
disguise-lesson-wythoff-2-title = The question
disguise-lesson-wythoff-2-text = Play the computer. Then: the losing squares are (⌊nφ⌋, ⌊nφ²⌋) and their mirror images (⌊nφ²⌋, ⌊nφ⌋), where φ = (1 + √5)/2 ≈ 1.618 and ⌊x⌋ is x rounded down. Why can no two of them lie on one row, one column or one of the queen's diagonals (the squares whose two heaps differ by the same amount)?

## P or N? on a game in disguise
disguise-quiz-start = P or N? questions on this game
disguise-quiz = P or N?
disguise-quiz-question = Question { $n }: is this a P-position (the player to move loses) or an N-position (the player to move wins)?
disguise-quiz-p = P
disguise-quiz-n = N
disguise-quiz-right = Right — { $verdict }.
disguise-quiz-wrong = Not quite — { $verdict }.
disguise-quiz-score = Right so far: { $right } of { $answered }
disguise-quiz-next = Next question
disguise-quiz-stop = Stop the questions

## An answer to each lesson's question (shown on request at its last step)
disguise-lesson-answer = An answer
disguise-lesson-overview-answer = A move of Nim changes one heap, so from X = 0 every move leaves X ≠ 0. Taking from both heaps changes two, and can keep X = 0: from (1, 1) to (0, 0). So X = 0 no longer means the player to move loses.
disguise-lesson-staircase-answer = When your opponent moves coins from an even step down to an odd one, move the same coins on to the next step down: the odd steps are as they were. Every other move is a Nim move on the odd steps. The game still ends, because coins only go down.
disguise-lesson-poker-answer = When your opponent adds chips to a heap, take the same chips from it: X is back to 0. Otherwise play Nim. An addition can be undone at once, so it never helps; and the game ends because the banks are finite.
disguise-lesson-coins-answer = Turning heads at n and m to tails removes heaps n and m. That changes X by n ⊕ m, exactly as turning the heap n into a heap m would, since a second heap of m cancels the first (m ⊕ m = 0). So it is the Nim move n → m, with m < n.
disguise-lesson-moore-answer = With k = 1 a move takes from one heap, and a column's count is a multiple of 2 exactly when X has a 0 in that column. So "every column a multiple of 2" is X = 0.
disguise-lesson-lasker-answer = A heap of 3 splits into 1 and 2, worth 1 ⊕ 2 = 3. With 0, 1 and 2 reached by taking and 3 by splitting, the mex is 4.
disguise-lesson-hackenbush-answer = What stands on the point collapses to a stalk of v edges (the colon principle). The edge under it with that stalk on top is a stalk of v + 1 edges: cutting it takes all, and every other cut is a cut in the stalk of v.
disguise-lesson-wythoff-answer = From a losing square every move reaches a winning one. If two losing squares shared a row, a column or a diagonal the queen moves along, she could go from one to the other: from a losing square to a losing square. So each such line holds at most one. (A pair and its mirror image, such as (1, 2) and (2, 1), lie on a line she cannot move along.)

## Move values and the review of a game in disguise
disguise-valued = ({ $value }, { $grade })
disguise-values-legend = Each stone, edge or square is marked by the move a click on it makes; a move of several coins or heaps, once picked, beside its button:
review-row-disguise = { $number }. { $player }: { $move }

## The colon principle, step by step (Green Hackenbush)
disguise-colon-open = The colon principle, step by step
disguise-colon-step = Step { $n } of { $count }: at the top of edge { $edge } the branches are stalks of { $stalks } edges; { $sum } = { $value }, so they play like one stalk of { $value }.
disguise-colon-step-zero = Step { $n } of { $count }: at the top of edge { $edge } the branches are stalks of { $stalks } edges; { $sum } = 0, so they play like no edge at all, and go.
disguise-colon-done = Every tree is now a stalk, of { $stalks } edges: each is a Nim heap of its length, the tree's value.
disguise-colon-already = Every tree is already a stalk: each is a Nim heap of its length.
disguise-colon-close = Back to the game
disguise-wythoff-value = Its Grundy value: g({ $a }, { $b }) = { $g }. In a sum with other games, the queen plays like a Nim heap of { $g }, though on her own she is not Nim.
disguise-review-hidden = The review tells who was winning at each move: it opens with the answers (Game ▸ Reveal answers), or at the end of the game.
review-row-values-mover = { $before } → { $after } · { $grade }
disguise-wythoff-key = Coloured squares (not grey): the Wythoff pairs, where the player to move loses. The small number in a square's corner is its Grundy value (0 exactly on the pairs).
disguise-winner-hidden = Who wins is hidden with the answers.
disguise-wythoff-too-far = The queen stands at ({ $a }, { $b }): too far from the corner to draw the board (at most { $max } squares each way). The panel still says who wins and how; Game ▸ Computer move plays for you.

## A sum of heaps and games in disguise, played on the board
disguise-sum = Sum of games
disguise-lift-sum = Underneath it is Nim: by Sprague–Grundy each part plays like a Nim heap of its value, so the player to move loses exactly when the nim-sum X of the values is 0.
disguise-how-sum = Play in one part at a time, by that part's own rules: click as on its own board. Whoever makes the last move wins.
mixed-part-heap = heap { $heap } ({ $game })
mixed-part-game = game { $n } ({ $game })
mixed-label-heap = heap { $heap } ({ $game })
mixed-part-row = row { $heap } ({ $game })
mixed-label-row = row { $heap } ({ $game })
mixed-part-move = { $part }: { $move }
mixed-label-game = game { $n } ({ $game })
mixed-hint = Hint: play in { $part }.

## The dialog that puts a position of one's own on the board
disguise-setup-menu = Your own position…
disguise-setup-title = A game in disguise of your own
disguise-setup-about = Type a position as the command line reads it: a game's name, a colon and its position. Join heaps and games with + to play them side by side.
disguise-setup-field = Position:
disguise-setup-examples = Examples (click to copy one into the field):
disguise-quiz-underneath-later = What is underneath (the Nim heaps and X) is shown with the answer: find it yourself first.
disguise-lesson-moved = The text speaks of this step's position as it began: the moves played since have changed the board.
disguise-lesson-restart = Restart this step
disguise-colon-back = Previous collapse
disguise-colon-next = Next collapse
