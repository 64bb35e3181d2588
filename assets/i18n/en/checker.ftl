# Explore's theorem checker: a brute force over every position of a box, compared with a rule.

checker-about = The brute force plays every position of the box under { $rules }, with no XOR at all.
checker-heaps = Heaps
checker-heaps-a11y = Checker heaps
checker-largest = Largest heap
checker-largest-a11y = Checker largest heap
checker-rule = Rule to test
checker-formula-heap = The formula speaks of heap { $heap }, but the box has { $count ->
    [one] 1 heap
   *[other] { $count } heaps
}: add heaps, or change the formula.
checker-formula-fix = Correct the formula to check it.
checker-too-many = { $positions } positions: too many (at most { $max }).
checker-positions = { $positions } positions (as multisets: the order of the heaps does not matter).
checker-cancel = Cancel
checker-running = Running for { $seconds } s…
checker-check = Check
checker-no-claim = The rule made no claim on any position of the box: nothing was compared.
checker-agrees-one = ✔ The rule agrees on the one position compared.
checker-agrees = ✔ The rule agrees on all { $count } positions compared.
checker-own = Your own formula
checker-p-when = P exactly when:
checker-formula-a11y = Your formula
checker-report = { $heaps ->
    [one] 1 heap
   *[other] { $heaps } heaps
} of at most { $max }, { $rules }: “{ $rule }”
checker-checked = Positions checked: { $count }
checker-p-positions = P-positions: { $count }
checker-compared = Compared with the rule: { $count }
checker-time = Time: { $ms } ms ({ $rate } million positions per second)
checker-wrong = ✘ The rule is wrong on { $count ->
    [one] 1 position
   *[other] { $shown } positions
}. Counterexamples:
checker-says-p = The rule says P; the brute force says N.
checker-says-n = The rule says N; the brute force says P.
checker-click-loads = A click loads it onto the board.
checker-cancelled = Cancelled.
