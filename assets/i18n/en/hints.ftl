# Hints, exercise feedback and notes about the rules in force (src/words: feedback.rs,
# notes.rs, games.rs). Keep every number: a test checks that each sentence has the same numbers
# in every language as in English.

## Exercise feedback
feedback-taken-back = The move was taken back. The binary table now shows the winning moves beside their heaps.
feedback-missed = { $count ->
    [one] Missed: heap { $heaps }.
   *[other] Missed: heaps { $heaps }.
}

## Notes about the rules in force
# Under the binary table, S(1..k): "g is the Grundy value: under S(1..3) a heap h plays like a Nim heap of h mod 4."
note-values-up-to = g is the Grundy value: under S(1..{ $k }) a heap h plays like a Nim heap of h mod { $modulus }.
# Under a subtraction set: "g is the Grundy value under {1, 3, 4}: g(0), g(1), … = 0 1 0 1 2 3 2 … (period 7, from size 0 on)."
note-values-set = g is the Grundy value under { $set }: g(0), g(1), … = { $values } (period { $period }, from size { $start } on).
# Under the chart of the nim-sum after each move.
note-history-normal = The nim-sum after each move. A player who knows the rule keeps leaving 0.
note-history-misere-set = The nim-sum after each move. In misère play with a subtraction set no rule is proven: leaving 0 need not win.
note-history-misere = The nim-sum after each move. In misère play a player who knows the rule leaves 0 until the switch; from then on every heap is 0 or 1, and the winner leaves an odd number of 1s (nim-sum 1).
note-history-misere-up-to = The nim-sum after each move. In misère play a player who knows the rule leaves 0 until the switch; then the winner leaves every value 0 or 1 with an odd number of 1s (nim-sum 1). The other player can raise a value again, and then the normal rule is back.

## The hints on a sum of games
sum-hint-n = the player to move can win (an N-position)
sum-hint-p = the player to move loses against perfect play, whatever they do (a P-position)
sum-hint-heaps = a winning move can be made on { $heaps }
# Joins the heaps of sum-hint-heaps: "row 1 (Kayles, 10 pins) or on heap 2 (Nim, 5 stones)".
sum-hint-heaps-or = {" or on "}
