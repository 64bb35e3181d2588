# The board and what is around it: the heading, the heaps, the end of the game, the move list, errors.

board-no-heaps = This position has no heaps. Start a new game from the Game menu.
board-heap = Heap { $heap }
board-stone-take = Heap { $heap }: take { $take }
board-computer-to-move = The computer is to move.
board-partner-to-move = The other player is to move, on their own device.
board-hover-move = Take { $take } from heap { $heap } → { $left } left
board-hover-refused = Heap { $heap }: { $why }
board-hover-proof = Click: use this move in Lemma 1 (it is not played)
board-big-heap = Heap { $heap }: { $size } stones
board-new-size = new size
board-new-size-label = Heap { $heap }: new size
board-take = Take
board-new-size-error = a whole number below { $size }
board-took = ◀ took { $take }
board-position = Position: { $position }
board-moved-on = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} from the start, { $start }: “{ $title }”. Its notes speak of the start; Undo or the move list go back.
board-moved-on-class = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} from the start, { $start }: “{ $title }”.
board-title-hidden = The title and notes are hidden with the answers.
board-how-to-play = Click a stone: it goes, with every stone to its right.

## The end of the game
over-title = Game over
over-play-again = Play again
over-play-again-hint = The same start, the same sides
over-swap = Swap sides
over-swap-hint = The same start; the other side moves first
over-from-start = Review from the start
over-from-start-hint = Back to the start; Redo replays each move
over-grade = Grade every move
over-grade-hint = F7: the review, with its chart

## The move list
moves-title = Moves
moves-start = Start: { $position }

## Errors
error-title = Something went wrong
error-unchanged = The game on the board is unchanged.
error-ok = OK

## Panels, as their tabs name them
panel-table = Binary table
panel-moves = Moves
panel-proof = Proof
panel-exercises = Exercises
panel-explore = Explore
panel-lessons = Lessons
panel-review = Review
# A line of the move list: "3. You: take 2 from heap 1 → 1 4 5  (X = 0)".
history-line = { $number }. { $who }: { $move }{ $after }  (X = { $x })
board-locked-question = The board shows the question: answer in the Exercises panel.
board-goal = Two players take turns to { $moves } from one heap; { $goal }.
moves-script-hidden = { $count ->
    [one] One move to come, hidden with the answers.
   *[other] { $count } moves to come, hidden with the answers.
}
