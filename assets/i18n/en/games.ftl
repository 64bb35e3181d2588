# Sums of games (Kayles + Nim + Dawson's Kayles …): the games' names, their heaps and moves, and the
# claims about a sum (src/words/sums.rs, src/core/sum). Keep every number: a test checks that
# each sentence has the same numbers in every language as in English. "Worth" and "value" are a
# heap's Grundy value; X is the nim-sum.

## The games
game-nim = Nim
game-kayles = Kayles
game-dawson = Dawson’s Kayles
game-grundy = Grundy’s game
# An octal game without a name: "the octal game 0.137".
game-octal = the octal game { $code }
# A game's title with its octal code: "Kayles (0.77)".
game-titled = { $name } ({ $code })

## A heap of a sum, as the board names it
heap-row-described = row { $number } ({ $game }, { $pins ->
    [one] { $pins } pin
   *[other] { $pins } pins
})
heap-nim-described = heap { $number } (Nim, { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
})
heap-octal-described = heap { $number } ({ $game }, { $tokens ->
    [one] { $tokens } token
   *[other] { $tokens } tokens
})
# A heap in a sentence: "a Kayles row of 10", "a Nim heap of 5", "a heap of 7 of S(1..3)".
heap-a-row = a { $game } row of { $size }
heap-a-nim-heap = a Nim heap of { $size }
heap-a-heap-of = a heap of { $size } of { $game }
heap-a-heap-octal = a heap of { $size } of the octal game { $code }

## A move of a sum
move-knock-all = { $take ->
    [one] knock the pin of row { $number }, leaving nothing of it
   *[other] knock all { $take } pins of row { $number }, leaving nothing of it
}
move-knock-end = { $take ->
    [one] knock one pin at the end of row { $number } ({ $size } pins), leaving a row of { $rest }
   *[other] knock { $take } pins at the end of row { $number } ({ $size } pins), leaving a row of { $rest }
}
move-knock-one-inside = knock pin { $first } of row { $number } ({ $size } pins), leaving rows of { $a } and { $b }
move-knock-two-inside = knock pins { $first } and { $last } of row { $number } ({ $size } pins), leaving rows of { $a } and { $b }
move-knock-inside = knock pins { $first } to { $last } of row { $number } ({ $size } pins), leaving rows of { $a } and { $b }
move-take-all = take all { $take } of heap { $number }
move-take-nim = take { $take } from heap { $number } ({ $size } → { $rest })
move-take-leaving = take { $take } from heap { $number } ({ $size }), leaving { $rest }
move-take-split = take { $take } from heap { $number } ({ $size }), leaving heaps of { $a } and { $b }

## The value of each heap
sum-heap-value-nim = { $heap }: value { $value }
sum-heap-value = { $heap }: value { $value } (it plays like a Nim heap of { $value })
sum-heap-value-misere = { $heap }: value { $value } in normal play (in misère play it need not play like a Nim heap of { $value })

## What decides a sum
sum-rule-normal = So the whole sum plays like Nim with heaps of these values, and Bouton's rule decides it: the player to move wins exactly when X, the nim-sum of the values, is not 0
sum-rule-misere-nim = In misère play a sum of Nim heaps (or of S(1..k) heaps, one k) follows Bouton's misère rule: while a heap is worth 2 or more, the player to move wins exactly when X is not 0; once every heap is worth 0 or 1, exactly when the number of heaps worth 1 is even
sum-rule-misere-search = In misère play these values need not decide the sum: Bouton knows no misère rule for these games, so it searches every line of play

## A heap's options and the mex (Sprague–Grundy, step by step)
sum-no-move = { $heap } has no move at all
sum-option-nothing = nothing (value 0)
sum-option-row = a row of { $a } (value { $value })
sum-option-heap = a heap of { $a } (value { $value })
sum-option-rows-xor = rows of { $a } and { $b } (value { $va } ⊕ { $vb } = { $value })
sum-option-heaps-xor = heaps of { $a } and { $b } (value { $va } ⊕ { $vb } = { $value })
sum-option-rows = rows of { $a } and { $b } (value { $value })
sum-option-heaps = heaps of { $a } and { $b } (value { $value })
sum-options = A move on { $heap } leaves { $options }
sum-options-more = A move on { $heap } leaves { $options }, and { $more ->
    [one] { $more } more option
   *[other] { $more } more options
}
# The end of a long set of values: "… (40 values in all)".
sum-values-in-all = … ({ $count ->
    [one] { $count } value
   *[other] { $count } values
} in all)
sum-mex-nothing-normal = It has no move, so it reaches no value; the mex of nothing is 0, so { $heap } is worth 0: it plays exactly like a Nim heap of 0
sum-mex-normal = Its moves reach the values { "{" }{ $values }{ "}" }; the smallest value they miss (the mex) is { $mex }, so { $heap } is worth { $mex }: it plays exactly like a Nim heap of { $mex }
sum-mex-nothing-misere = It has no move, so it reaches no value; the mex of nothing is 0, so { $heap } is worth 0 (how it plays in normal play; misère play does not go by it)
sum-mex-misere = Its moves reach the values { "{" }{ $values }{ "}" }; the smallest value they miss (the mex) is { $mex }, so { $heap } is worth { $mex } (how it plays in normal play; misère play does not go by it)
sum-nim-heap = A move on { $heap } may leave any smaller heap, so its moves reach every value from 0 to { $below } and it is worth { $size }: a Nim heap is worth its size
sum-value-from-period = { $heap } has { $options } options, too many to list; its value, { $value }, comes from the period the Guy–Smith theorem proves for { $game }: the values repeat every { $period } from n = { $start }

## Who wins a sum
outcome-p = P (the player to move loses)
outcome-n = N (the player to move wins)
sum-stuck-normal = no move is left, so the player to move has lost: the position is { $outcome }
sum-stuck-misere = no move is left: in misère play the player who made the last move loses, so the player to move has won: the position is { $outcome }
sum-no-heaps = there are no heaps, so X = 0
sum-outcome-nim-sum = { $line }, so the position is { $outcome }
# The XOR of many values, cut short: "2 ⊕ 1 ⊕ … (40 values in all)".
sum-xor-cut = { $terms } ⊕ … ({ $count ->
    [one] { $count } value
   *[other] { $count } values
} in all)
sum-outcome-misere-nim-sum = misère play with a heap worth 2 or more: Bouton's rule still holds, X = { $x }, so the position is { $outcome }
sum-outcome-misere-endgame-even = misère play with every heap worth 0 or 1: { $ones ->
    [one] { $ones } heap worth 1 left
   *[other] { $ones } heaps worth 1 left
}, an even number, so the position is { $outcome }
sum-outcome-misere-endgame-odd = misère play with every heap worth 0 or 1: { $ones ->
    [one] { $ones } heap worth 1 left
   *[other] { $ones } heaps worth 1 left
}, an odd number, so the position is { $outcome }
sum-outcome-searched = Bouton knows no misère rule for these games, so it searched every line of play: the position is { $outcome }

## Why a winning move of a sum wins
sum-wins-split = { $move }: the two parts are worth { $a } ⊕ { $b } = { $to }, so the heap's value goes from { $from } to { $to } and X becomes 0
sum-wins-value = { $move }: the heap's value goes from { $from } to { $to }, so X becomes 0
sum-wins-odd-ones = { $move }: every heap is left worth 0 or 1, with { $ones ->
    [one] { $ones } heap worth 1
   *[other] { $ones } heaps worth 1
}, an odd number (misère play)
sum-wins-misere-nim-sum = { $move }: X becomes 0 with a heap worth 2 or more left (misère play, Bouton's rule)
sum-wins-searched = { $move }: the exact search finds that every reply to it loses (misère play)
sum-move-value = { $move }: { $value }
move-split = split heap { $number } ({ $size }) into heaps of { $a } and { $b }, taking nothing
