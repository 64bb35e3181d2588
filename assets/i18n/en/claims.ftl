# The mathematical claims (src/words/claims.rs): every sentence the app states about a
# position. Each must stay true under the rules it was made for, so keep every number: a test
# checks that each sentence has the same numbers in every language as in English.
# Sentences start in lower case and end without a full stop (the app adds them where a sentence
# stands alone). X is the nim-sum; "value" is a heap's Grundy value (under S(1..k) and subtraction
# sets a heap has a size and a value).

## Pieces
claim-heaps = { $n ->
    [one] { $n } heap
   *[other] { $n } heaps
}
claim-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
claim-even = an even number
claim-odd = an odd number
# A move: "take 2 from heap 3 (8 → 6)".
claim-move = take { $take } from heap { $heap } ({ $from } → { $to })
# A move under S(1..k) or a set, with the heap's value before and after.
claim-move-values = take { $take } from heap { $heap } ({ $from } → { $to }, value { $from-value } → { $to-value })
# The computer in the game's history: "the computer (expert)".
claim-computer = the computer
claim-computer-level = the computer ({ $level })
level-expert = expert
level-student = student, { $percent }% random moves
level-beginner = beginner, random moves

## Who wins, and the rule that decided
claim-x-zero = X = 0
claim-x-nonzero = X = { $x } ≠ 0
claim-basis-misere-sizes = { $x }; in misère play X decides as in normal play while some heap is 2 or more
claim-basis-misere-values = { $x }; in misère play X decides as in normal play while some value is 2 or more
claim-basis-endgame-sizes = misère endgame: every heap is 0 or 1, with { $ones } of 1, { $parity }
claim-basis-endgame-values = misère play with every value 0 or 1: { $ones } of value 1, { $parity }
claim-basis-search = misère play with a subtraction set has no proven rule; an exact search of the game tree decided
claim-verdict-n = N: the player to move wins
claim-verdict-p = P: the player to move loses
claim-outcome = { $verdict } ({ $basis })
claim-no-move-normal = no move is possible: the game is over, and the player to move has lost (normal play)
claim-no-move-misere = no move is possible: the game is over, and the player to move has won (misère play: whoever cannot move wins)
claim-every-move-loses = { $basis }, so every move leaves the other player a winning position

## Why a winning move wins: advice ("take 4") and the computer about its own move ("I take 4")
claim-why-top-bit = X is { $x }; heap { $heap } has a 1 in X's top bit ({ $bit }); { $from } ⊕ { $x } = { $to }, so take { $take }
claim-why-top-bit-computer = X was { $x }; heap { $heap } had a 1 in X's top bit ({ $bit }); { $from } ⊕ { $x } = { $to }, so I take { $take }
claim-why-top-bit-values = X is { $x }; heap { $heap } (size { $size }) has value { $from }, which has a 1 in X's top bit ({ $bit }); { $from } ⊕ { $x } = { $to }, so take { $take } to leave { $left }, of value { $to }
claim-why-top-bit-values-computer = X was { $x }; heap { $heap } (size { $size }) had value { $from }, which has a 1 in X's top bit ({ $bit }); { $from } ⊕ { $x } = { $to }, so I take { $take } to leave { $left }, of value { $to }
claim-why-raise = X is { $x }; heap { $heap } (size { $size }) has value { $from }, and { $from } ⊕ { $x } = { $to }; under these rules a move can raise a value: take { $take } to leave { $left }, of value { $to }, and X becomes 0
claim-why-raise-computer = X was { $x }; heap { $heap } (size { $size }) had value { $from }, and { $from } ⊕ { $x } = { $to }; under these rules a move can raise a value: I take { $take } to leave { $left }, of value { $to }, and X becomes 0
claim-why-switch = only heap { $heap } is 2 or more (misère play): take { $take } from heap { $heap } to leave { $left }, so every heap is 0 or 1, with { $ones } of 1 left, { $parity }
claim-why-switch-computer = only heap { $heap } was 2 or more (misère play): I take { $take } from heap { $heap } to leave { $left }, so every heap is 0 or 1, with { $ones } of 1 left, { $parity }
claim-why-switch-values = only heap { $heap } has value 2 or more (misère play): take { $take } from heap { $heap } to leave { $left }, of value { $to }, so every value is 0 or 1, with { $ones } of value 1 left, { $parity }
claim-why-switch-values-computer = only heap { $heap } had value 2 or more (misère play): I take { $take } from heap { $heap } to leave { $left }, of value { $to }, so every value is 0 or 1, with { $ones } of value 1 left, { $parity }
claim-why-endgame = every heap is 0 or 1 (misère endgame): take { $take } from heap { $heap } to leave { $ones } of 1, { $parity }
claim-why-endgame-computer = every heap was 0 or 1 (misère endgame): I take { $take } from heap { $heap } to leave { $ones } of 1, { $parity }
claim-why-endgame-values = every value is 0 or 1 (misère play): take { $take } from heap { $heap } ({ $size } → { $left }, value { $from } → { $to }) to leave every value 0 or 1 with { $ones } of value 1, { $parity }
claim-why-endgame-values-computer = every value was 0 or 1 (misère play): I take { $take } from heap { $heap } ({ $size } → { $left }, value { $from } → { $to }) to leave every value 0 or 1 with { $ones } of value 1, { $parity }
claim-why-search = an exact search of the game tree (misère play with a subtraction set has no proven rule) shows that after taking { $take } from heap { $heap } the other player is lost
claim-why-search-computer = an exact search of the game tree (misère play with a subtraction set has no proven rule) shows that after I take { $take } from heap { $heap } the other player is lost

## The computer's other reasons
claim-computer-prolongs = { $basis }, so every move loses against perfect play; I take { $take } from heap { $heap }, the smallest move from the largest heap, to make the game last
claim-computer-delays = { $basis }, so every move loses against perfect play; I take { $take } from heap { $heap }, which makes the game last longest: { $moves } to the end, this one included, if you play your best
claim-computer-random = I play at random: { $move }
claim-computer-unanalysable = this position is too large to analyse under these rules, so I play at random: { $move }

## Remoteness: how long the game lasts with best play
claim-remote-over = the game is over: no move is left
claim-remote-wins = with best play the player to move wins in { $moves }, the winner hurrying and the loser delaying
claim-remote-loses = with best play the player to move loses in { $moves }, the winner hurrying and the loser delaying
# A move's value: "take 2 from heap 1 (5 → 3): the fastest win, in 7 moves".
claim-move-value = { $move }: { $value }
claim-value-fastest = the fastest win, in { $moves }
claim-value-slowest-loss = every move loses; this one makes the game last longest, { $moves }
claim-value-slower-win = a slower win, in { $moves } (the fastest takes { $fastest })
claim-value-mistake = a mistake, it throws the win away (lose in { $moves })
claim-value-faster-loss = loses in { $moves } (the slowest loss takes { $fastest })

## What a move leaves
claim-x-then = X = { $x }; { $basis }
claim-other-lost = the other player is lost
claim-other-can-win = the other player can win
claim-move-leaves = { $move } leaves { $basis }: { $other }
claim-zeroing-wins = { $move } leaves X = 0: a winning move
claim-zeroing-loses = { $move } leaves X = 0, but in misère play that loses here ({ $basis }): the other player can win

## Which heaps have a winning move
claim-no-winning-heap = no heap has a winning move
claim-winning-heaps = heaps with a winning move: { $heaps }
claim-no-winning-move-from = { $count ->
    [one] no winning move starts from heap { $heaps }
   *[other] no winning move starts from heaps { $heaps }
}
claim-top-bit-heaps = in Nim with normal play they are the heaps with a 1 in the top bit of X = { $x } (bit { $bit }, worth { $worth }): { $heaps }
# The binary table's marker beside a heap: its first winning move, and how many more it has.
claim-marker = take { $take } → { $to }
claim-marker-more = take { $take } → { $to } (+{ $more } more)
claim-marker-value = take { $take } → { $to } (value { $value })
claim-marker-value-more = take { $take } → { $to } (value { $value }; +{ $more } more)

## Misère play
claim-misere-normal-lost = misère play: { $big } are 2 or more, so X decides as in normal play: X = 0, and the player to move loses
claim-misere-normal-lost-values = misère play: { $big } have value 2 or more, so X decides as in normal play: X = 0, and the player to move loses
claim-misere-normal = misère play: { $big } are 2 or more, so play as in normal play: leave X = 0
claim-misere-normal-values = misère play: { $big } have value 2 or more, so play as in normal play: leave X = 0
claim-misere-switch = misère switch: only heap { $heap } is 2 or more; bring it to { $target }, which leaves { $ones } of 1, an odd number
claim-misere-switch-values = misère switch: only heap { $heap } has value 2 or more; bring its value to { $target }, which leaves { $ones } of value 1, an odd number
claim-misere-endgame-wins = misère endgame: every heap is 0 or 1: { $ones } of 1, { $parity }: the player to move wins
claim-misere-endgame-loses = misère endgame: every heap is 0 or 1: { $ones } of 1, { $parity }: the player to move loses
claim-misere-endgame-values-wins = misère play with every value 0 or 1: { $ones } of value 1, { $parity }: the player to move wins
claim-misere-endgame-values-loses = misère play with every value 0 or 1: { $ones } of value 1, { $parity }: the player to move loses

## The end of a game
claim-game-over-stuck = no move is possible: { $winner } won
claim-game-over-normal = { $last } took the last object and won (normal play)
claim-game-over-normal-stuck = { $last } made the last move and won (normal play)
claim-game-over-misere = { $last } took the last object and lost (misère play): { $winner } won
claim-game-over-misere-stuck = { $last } made the last move and lost (misère play): { $winner } won

## The nim-sum's line under the binary table
claim-nim-sum = X = { $x } ≠ 0; its top bit d = { $bit } ({ $power } = { $worth })
claim-nim-sum-zero = X = 0: every column has an even number of ones
