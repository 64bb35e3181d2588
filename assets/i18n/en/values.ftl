# Move values on the board, and the review of a game (remoteness: moves to the end with best play).

values-counting = Counting the moves to the end…
values-cancel = Cancel
values-legend = Each stone (or pin) is coloured by the move a click on it makes:
values-fastest-win = the fastest win
values-slower-win = a slower win
values-throws-win = throws the win away
values-slowest-loss = the slowest loss
values-faster-loss = a faster loss
values-number = · the number: moves to the end with best play, this one included.

## The grades of a move (the words of the review and of the CLI's text output)
grade-best = best
grade-slower-win = slower win
grade-mistake = mistake
grade-faster-loss = faster loss
grade-forced = forced

## A position's value for the player to move
remote-win = win in { $moves }
remote-lose = lose in { $moves }
remote-over = the game is over

## The review panel
review-title = Review
review-about = Each move graded by remoteness: the moves to the end with best play, the winner hurrying and the loser delaying.
review-no-move = No move played yet: each move is graded once it is played.
review-no-move-yet = no move yet
review-tally = { $player }: { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
} ({ $grades })
review-chart-about = Above the line: the player to move wins in that many moves; below: loses in that many.
review-chart-axis = moves to the end
review-start = Start: { $position }  ({ $value })
review-row = { $number }. { $player }: take { $take } from heap { $heap }
review-row-values = for { $player }: { $before } → { $after } · { $grade }
review-jump = Show the position after this move
values-not-counted = Move values: { $why }.
review-not-counted = No review: { $why }.
review-series-value = remoteness
review-series-wins = the player to move wins
review-series-loses = the player to move loses
review-series-axis = axis
review-series-board = the board
# How a short list of counts is joined: "best 1, mistake 2".
list-separator = {", "}
list-and-more = { $list }… and { $more } more
