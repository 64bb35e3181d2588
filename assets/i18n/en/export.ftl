# The exports: the handout (Markdown, for the teacher), the students' worksheet, and the pictures
# (SVG and PNG) of the board and the binary table.

## The handout
handout-position = **Position:** { $position } — { $rules }.
handout-no-heaps = no heaps
handout-table = The binary table
handout-who-wins = Who wins
handout-winning-moves = Winning moves, and why each one wins:
handout-move-why = { $move }: { $why }.
handout-more = … and { $count } more.
handout-computer = The computer's reasoning
handout-computer-says = Playing perfectly from here, the computer would say: “{ $reason }”
handout-to-move = the player to move
handout-other = the other player
handout-proof = { $page } of Bouton's proof, on this position
handout-made-with = Made with Bouton { $version }.
handout-review = Review of the moves played
handout-review-about = From { $position }: each move graded by remoteness (before and after: the position's value for the player then to move, with best play).
handout-no-review = no review: { $why }

## The students' worksheet
worksheet-title = Worksheet: { $position }
worksheet-rules = **Rules:** { $rules }.
worksheet-heap = heap
worksheet-size = size
worksheet-heap-number = heap { $number }
worksheet-ones = ones
worksheet-questions = Questions
worksheet-no-rule = Misère play with a subtraction set: the last move loses, and no general rule is known. Who wins, the player to move or the other player? Reason from the smallest positions up.
worksheet-grundy = Write each heap's Grundy value g.
worksheet-binary = Write each heap in binary, and count the ones in each column.
worksheet-binary-values = Write each value in binary, and count the ones in each column.
worksheet-nim-sum = Compute X, the nim-sum: a 1 in each column with an odd number of ones.
worksheet-who-wins = Who wins, the player to move or the other player? Why?
worksheet-misere = Misère play: the last move loses. Who wins, the player to move or the other player? First count the heaps of 2 or more objects.
worksheet-misere-values = Misère play: the last move loses. Who wins, the player to move or the other player? First count the heaps whose value is 2 or more.
worksheet-winning-move = If the player to move can win, find a winning move and check that it leaves a losing position.

## The pictures
picture-heap = Heap { $number } · { $size }
picture-heap-column = heap
picture-position = Position: { $position }
picture-position-moves = { $moves ->
    [one] Position: { $position }, { $moves } move into “{ $title }”
   *[other] Position: { $position }, { $moves } moves into “{ $title }”
}
