# The proof walkthrough's slides (src/words/proof: lemmas.rs, variants.rs, cut_the_knot.rs,
# pages.rs): the lemmas step by step, the theorem, misère play, S(1..k), cut-the-knot's rule and
# Sprague–Grundy, each on the position on the board. Keep every number and formula: a test checks
# that each line has the same numbers in every language as in English. X′ is the nim-sum after a
# move; xₖ and yₖ a heap's value before and after.

## The pages
page-lemma-1 = Lemma 1
page-lemma-2 = Lemma 2
page-theorem = Theorem
page-misere = Misère
page-subtraction = S(1..k)
page-cut-the-knot = Cut-the-knot
page-sprague-grundy = Sprague–Grundy
proof-here = Here
proof-lemma-1-nothing = No move is possible here, so Lemma 1 is true with nothing to check.

## The lemmas, step by step
proof-misere-not-x = In misère play X alone does not decide who wins. Here:
proof-instead = The winning move here is instead:
proof-no-move-wins = No move wins here:
proof-binary-title = Write the heaps in binary
proof-binary-title-values = Write the values in binary
proof-binary = One row per heap, the largest place value on the left.
proof-binary-values = Each heap plays like a Nim heap of its Grundy value. Write the values in binary.
proof-empty = There are no heaps: the position is empty.
proof-xor-title = XOR the columns
proof-xor = Count the 1s in each column. The nim-sum X has a 1 where the count is odd. (Some books call it s.)
proof-xor-even = Every column has an even count: X = 0.
proof-odd-columns = Columns with an odd count: { $columns }.
proof-x-not-zero = X = { $x } ≠ 0.
proof-top-bit-title = Find the leftmost 1 of X
proof-top-bit = The leftmost 1 of X = { $x } is bit d = { $d }. It is worth 2^{ $d } = { $worth }.
proof-choose-title = Choose a heap with a 1 in bit d
proof-choose-title-values = Choose a value with a 1 in bit d
proof-choose = Heap { $heap } has a 1 in bit { $d }: { $name } = { $x }.
proof-choose-values = Heap { $heap }'s value has a 1 in bit { $d }: { $name } = { $x }.
proof-only-heap = It is the only such heap.
proof-heaps-have-it = { $count } heaps have that 1. Any of them makes X′ = 0; here we use heap { $heap }.
proof-one-must-exist = One must exist: an odd number of heaps has a 1 in column d, else X would have a 0 there.
proof-new-size-title = The new size
proof-new-value-title = The new value
proof-change-heap = Change heap { $heap } into { $y } = X ⊕ { $x }.
proof-change-value = Change the value of heap { $heap } into { $y } = X ⊕ { $x }.
proof-smaller-title = Why { $y } < { $x }
proof-bit-d = bit d
proof-left-of-bit = Left of bit { $d }: { $x } and { $y } agree.
proof-bit-drops = Bit { $d } drops from 1 to 0: that is −{ $worth }.
proof-nothing-right = Nothing is right of bit 0.
proof-right-of-bit = Right of bit { $d }: { $low-x } becomes { $low-y }, a change of at most { $worth } − 1 = { $most }.
proof-so-smaller = So { $y-name } = { $y } < { $x } = { $x-name }: the move is allowed.
proof-so-smaller-values = So { $y-name } = { $y } < { $x } = { $x-name }. A heap of value { $x } reaches every smaller value (that is what the mex means), so some move leaves value { $y }.
proof-move-title = The move
proof-you-pick = You pick:
proof-zero-title = The new nim-sum is 0
proof-zero = After a move in heap k, the new nim-sum is X′ = X ⊕ xₖ ⊕ yₖ (the other heaps do not change).
proof-lemma-2-proved = The other player now faces X′ = 0. That proves Lemma 2.
proof-any-move-title = Any move
proof-any-move = Lemma 1 is about every move. Take any one: here, a move in heap k.
proof-heap-changes = Heap { $heap } changes: { $x-name } = { $x } becomes { $y-name } = { $y }.
proof-value-changes = The value of heap { $heap } changes: { $x-name } = { $x } becomes { $y-name } = { $y }.
proof-new-nim-sum-title = The new nim-sum
proof-new-nim-sum = Only heap k changed, so the new nim-sum is X′ = X ⊕ xₖ ⊕ yₖ. Here X = 0, so X′ = xₖ ⊕ yₖ.
proof-not-zero-title = Why X′ ≠ 0
proof-move-changes-heap = A move changes the heap, so xₖ ≠ yₖ.
proof-move-changes-value = A move changes the value: g is the mex of the values a heap can reach, so it never reaches its own.
proof-differ-in-bit = { $x } and { $y } differ in bit { $bit }, so X′ has a 1 there.
proof-lemma-1-proved = Here X′ = { $t } ≠ 0. Whatever the move, X′ ≠ 0. That proves Lemma 1.

## The theorem
proof-ends-title = The game always ends
proof-ends = Every move takes at least one object.
proof-ends-here = { $objects ->
    [one] Here 1 object is left, so at most 1 more move can be played.
   *[other] Here { $objects } objects are left, so at most { $objects } more moves can be played.
}
proof-induction = So we can reason by induction on the number of objects left.
proof-lemmas-title = The two lemmas
proof-lemma-1 = Lemma 1: from X = 0, every move leaves X′ ≠ 0 (X′: the nim-sum after the move).
proof-lemma-1-values = Lemma 1: from X = 0, every move leaves X′ ≠ 0 (X and X′ are nim-sums of the Grundy values, before and after the move).
proof-lemma-2 = Lemma 2: from X ≠ 0, some move leaves X′ = 0.
proof-empty-lost = The empty position has X = 0, and the player to move there has lost (normal play).
proof-stuck-lost = A position with no move has every value 0, so X = 0, and the player to move there has lost (normal play).
proof-misere-differs = In misère play the player left with no move has won, so the lemmas alone do not decide: the end of the game is played differently.
proof-no-theorem = In misère play with a subtraction set no theorem decides: an exact search of the game tree does.
proof-on-values = Under “{ $moves }” the theorem works on the Grundy values of the heaps.
proof-will-win = { $player } (to move) will win with perfect play.
proof-will-win-anyway = { $player } will win with perfect play, against any move by { $to-move }.
proof-first-step = A winning first step:
proof-strategy-title = The strategy
proof-strategy-move = Facing X ≠ 0, move to X = 0 (Lemma 2).
proof-strategy-reply = Your opponent must then give you X ≠ 0 again (Lemma 1).
proof-strategy-last = You are never the one left without a move, so you take the last object.
proof-strategy-last-stuck = You are never the one left without a move, so you make the last move.
proof-theorem = Theorem: the player to move wins if and only if X ≠ 0.
proof-misere-last-loses = In misère play the player who makes the last move loses.
proof-misere-set-unproven = With a subtraction set no rule like Bouton's is proven for misère play.
proof-misere-set-search = Bouton decides these positions by an exact search of the game tree, when they are small enough.
proof-misere-while = While two or more heaps are 2 or more, play exactly as in normal play: move to X = 0.
proof-misere-while-values = While two or more values are 2 or more, play exactly as in normal play: move to X = 0.
proof-misere-switch = At the switch, when only one is 2 or more, bring it to 0 or 1 so that an odd number of 1s is left.
proof-misere-then = Then every heap is 0 or 1, and the other player is left to take the last object.
proof-misere-then-values = Then every value is 0 or 1, with an odd number of 1s. If the other player raises a value again, play on by the same rules: in the end the other player is left to take the last object.
proof-misere-then-values-stuck = Then every value is 0 or 1, with an odd number of 1s. If the other player raises a value again, play on by the same rules: in the end the other player is left to make the last move.
proof-misere-theorem = Theorem (misère): the player to move wins if and only if X ≠ 0 — except when every heap is 0 or 1: then if and only if the number of 1s is even.
proof-misere-theorem-values = Theorem (misère): the player to move wins if and only if X ≠ 0 — except when every value is 0 or 1: then if and only if the number of 1s is even.

## Misère play
proof-misere-title = Misère play
proof-misere-intro-title = Misère: the last move loses
proof-misere-play-as-normal = Play exactly as in normal play while two or more heaps are 2 or more.
proof-misere-play-as-normal-values = Play exactly as in normal play while two or more values are 2 or more.
proof-misere-change = The change first arises when exactly one is 2 or more: the switch.
proof-misere-turn = Then X ≠ 0, so it is the turn of the player with the winning strategy.
proof-misere-odd = Normal play would leave an even number of heaps of 1. Misère leaves an odd number.
proof-misere-odd-values = Normal play would leave an even number of heaps of value 1. Misère leaves an odd number.
proof-misere-same-heaps = This game is played under normal play; this page shows the same heaps in misère play.
proof-heaps-list = heaps: { $list }
proof-values-list = values: { $list }
proof-in-misere = In misère play:
proof-in-normal = In normal play, to compare:

## S(1..k)
proof-subtraction-title = S(1..{ $k }): reduce mod { $modulus }
proof-subtraction-move = In S(1..{ $k }) a move takes 1 to { $k } objects.
proof-subtraction-value = A heap of n has Grundy value n mod { $modulus }: reduce each heap mod { $modulus }, then play Nim on the values.
proof-subtraction-not-own = These rules are not S(1..k); here is S(1..3), as in Thai 21, on the same heaps.
proof-heap-mod = heap { $heap }: { $size } mod { $modulus } = { $value }
proof-more-heaps = { $count ->
    [one] … and { $count } more heap.
   *[other] … and { $count } more heaps.
}
proof-subtraction-start = Start a game with “take 1 to k” to play it and see who wins.
proof-one-heap-title = One heap
proof-one-heap = With a single heap of n, the second player wins exactly when n ≡ 0 (mod { $modulus }).
proof-one-heap-misere = In misère play: exactly when n ≡ 1 (mod { $modulus }).
proof-one-heap-why = Why: always bring the heap back to a multiple of { $modulus } (a move of j is answered by { $modulus } − j); in misère play, to 1 more than a multiple.
proof-heap-alone = heap 1 alone: { $size } mod { $modulus } = { $rest }
proof-heap-alone-winner = Heap 1 alone, normal play: { $normal } wins. Misère play: { $misere } wins.
proof-first-player = the first player
proof-second-player = the second player

## Sprague–Grundy
proof-disguise-title = Every heap is a Nim heap in disguise
proof-grundy-mex = The Grundy value g(n) of a heap is the mex of the values its moves reach.
proof-mex = mex = the smallest whole number not in the list.
proof-plays-like = A heap of value g plays like a Nim heap of g stones: it can reach every smaller value (it may also reach larger values, but the other player can always move back to g).
proof-xor-values = So XOR the values and play Bouton's strategy on them.
proof-xor-values-set-misere = In normal play, XOR the values and play Bouton's strategy on them. In misère play with a subtraction set no such rule is proven: Bouton searches the game tree instead.
proof-xor-values-misere = So XOR the values and play Bouton's strategy on them, with the misère switch at the end (see the Misère page).
proof-nim-values = In Nim, g(n) = n: a heap of n reaches every smaller size. Choose a set in a new game to see more.
proof-reached-more = … { $count } more
proof-heap-mex = heap { $heap }: g({ $size }) = mex{ "{" }{ $reached }{ "}" } = { $value }
proof-xor-of-values = XOR of the values: X = { $x }
proof-sequence-title = The sequence
proof-period = The values repeat with period { $period }, starting from heap size { $start }, so every heap size is covered.

## Cut-the-knot's rule
proof-ctk-title = Cut-the-knot's rule
proof-ctk-zero = X = 0 here: no move makes the nim-sum 0. Try a position with X ≠ 0.
proof-ctk-and = For each heap x, compute x & X (the bits it shares with X).
proof-ctk-and-values = Under these rules the rule works on the Grundy values. For each value x, compute x & X.
proof-ctk-heap = heap { $heap }: { $and }
proof-ctk-largest = The largest is heap { $heap }'s: it holds X's top bit Y = { $top }.
proof-ctk-bring = Bring heap { $heap } to c' = the XOR of the others; the amount to subtract is c − c':
proof-ctk-inequality = c − Z = { $high } ≥ Y = { $top } > { $low } = others − Z
proof-ctk-positive = Why is it positive? Above Y, c and the others' XOR agree (X has no 1 there). Call those bits Z.
proof-ctk-so = So c − c' = { $take } > 0, and after it the values XOR to 0.
proof-ctk-three = With three heaps a, b, c this is cut-the-knot's c − (a ⊕ b).
proof-ctk-values-differ = c − c' = { $take } is a difference of values, not a number of objects: the move is the one that leaves heap { $heap } with value { $value }.
proof-ctk-largest-title = The largest x & X
proof-ctk-board-title = On the board
