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

## What a position is underneath (the line under the position)
disguise-lift-staircase = Underneath it is Nim: the coins on the odd steps are the heaps. Coins moved off an even step land on an odd one and can be moved on at once, so the even steps do not change who wins.
disguise-lift-poker = Underneath it is Nim: chips added from a bank are taken away again at once, so the banks do not change who wins.
disguise-lift-turtles = Underneath it is Nim: each head is a heap of its value g(n) = n, and the row is the sum of its heads.
disguise-lift-mock-turtles = Underneath it is Nim: each head is a heap of its value g(n), the n-th odious number (1, 2, 4, 7, 8, 11, …: an odd number of ones in binary), and the row is the sum of its heads.
disguise-lift-ruler = Underneath it is Nim: each head is a heap of its value g(n), the largest power of 2 that divides n, and the row is the sum of its heads.
disguise-lift-lasker = Underneath it is Nim: each heap plays like a Nim heap of its value, found by mex from the moves: g(n) = n, except that 4m + 3 and 4m + 4 swap.
disguise-lift-hackenbush = Underneath it is Nim: by the colon principle each tree is a stalk of its value (the branches at a point add up by nim-sum; an edge under a point worth v is worth v + 1).
disguise-lift-moore = Bouton's X does not decide this game: the player to move loses exactly when every column of the binary table counts a multiple of { $modulus } ones (Moore, 1910).
disguise-lift-wythoff = Not Nim in disguise: the player to move loses exactly on a Wythoff pair (⌊nφ⌋, ⌊nφ²⌋): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …
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

## The command line
disguise-report-position = Position: { $game } { $position }
# Under a drawing's analysis: how its edges are numbered in the moves.
disguise-edges-numbered = Edges are numbered tree by tree from the left, each before the edges it holds up.
disguise-remoteness = Remoteness: { $moves } (a brute force of the game's own moves).
disguise-remoteness-not-counted = Remoteness: not counted (more positions than a brute force visits here).
disguise-moves-not-listed = The winning moves are not listed: { $why }.
disguise-alone = A game in disguise is analysed alone: give it as the only position, with no rule flags.
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
disguise-how-ruler = Pick a head (it turns to tails) and the coins just to its left that go with it in a run, then Turn. Whoever makes the last move wins.
disguise-how-moore = Click a stone in up to { $k } heaps (it and the stones above it are taken), then Take. Whoever makes the last move wins.
disguise-how-lasker = Click a stone to take it and the stones above it; with Split ticked, a click splits the heap below that stone into two. Whoever makes the last move wins.
disguise-how-hackenbush = Click an edge to cut it: whatever no longer touches the ground falls. Whoever makes the last move wins.
disguise-how-wythoff = Move the queen left, down, or diagonally down and left, any distance: click a marked square. Whoever moves her into the corner wins.
disguise-underneath = Underneath
disguise-x-hidden = X and who wins are hidden with the answers.
disguise-against-computer = Against the computer
disguise-two-people = Two people
disguise-turn-you = Your move.
disguise-turn-computer = The computer's move.
disguise-turn-player = Player { $n } to move.
disguise-over-you = Game over: you made the last move, and you won.
disguise-over-computer = Game over: the computer made the last move, and it won.
disguise-over-player = Game over: player { $n } made the last move, and won.
disguise-computer-played = The computer: { $move }.
disguise-turn = Turn
disguise-take = Take
disguise-clear = Clear
disguise-split = Split instead of take
disguise-add = Chips a + adds:
disguise-add-to = + { $count } on heap { $heap }
disguise-back = Back to my game
disguise-winning-moves = Winning moves:
disguise-hint-part = Hint: play in { $part }.
disguise-hint-move = Hint: { $move }.
disguise-heads = heads
disguise-tails = tails
# Names a screen reader says for the board's tokens.
disguise-a11y-stone = { $column }, stone { $n }
disguise-a11y-coin = coin { $n }, { $side }
disguise-a11y-edge = edge { $n }
disguise-a11y-square = square ({ $x }, { $y })
# The first line of a saved game in disguise (a RON comment: keep the //).
disguise-file-header = // A Bouton save file, in RON: a game in disguise. Steps, heaps, coins and edges count from 1.
