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
