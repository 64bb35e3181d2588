# The binary table beside the board: one row per heap, one column per bit.

table-title = Binary table
table-misere-set = Misère with a subtraction set: no proven rule; the outcome comes from an exact search.
table-misere = Misère play: the last move loses, and the end of the game is played differently.
table-heap = heap
table-size = size
table-ones = ones
# The mark under a column with an odd number of ones (a short word: it sits under one digit).
table-odd = odd
table-row-name = Heap { $heap }
table-a11y-header = Binary table: one row per heap, one column per bit
table-a11y-row = Heap { $heap }: { $size }, binary { $binary }
table-a11y-row-value = Heap { $heap }: size { $size }, value { $value }, binary { $binary }
table-a11y-ones = ones in each column
table-x-hidden = X hidden
table-hinted = ◀ a winning move starts here
table-marker-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
table-proof-fills = The proof fills the table in as it goes: Next ▶ shows the rest.
table-hide = Hide answers
table-reveal = Reveal
table-winning-moves = Winning moves ({ $count }):
table-more = … and { $count } more
