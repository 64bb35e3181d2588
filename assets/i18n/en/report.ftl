# The rules in words, and the command line's text reports (src/export/text.rs): `bouton analyze`,
# `bouton verify`, `bouton review`. Keep the numbers; a report's columns are padded by the program.

## The rules in force
ending-normal = normal play
ending-misere = misère play
moves-any = take any number
moves-up-to = take 1 to { $k }
moves-set = take an amount in { $set }
# "misère play, take 1 to 3"
rules-said = { $ending }, { $moves }

## bouton analyze
report-position = Position: { $position }   ({ $rules })
report-position-sum = Position: { $position }   ({ $ending }, a sum of games)
report-no-heaps = no heaps
report-outcome = Outcome: { $outcome }.
report-remoteness = Remoteness: { $moves }: { $said }.
report-remoteness-not-counted = Remoteness: not counted: { $why }.
report-winning-moves = Winning moves ({ $count }):
report-winning-moves-first = Winning moves ({ $count }; the first { $listed } listed):
report-why-first = Why the first one wins: { $why }.
report-no-winning-move = No winning move: { $why }.
report-no-move-left = No move is left.
report-no-winning-move-sum = No winning move: every move leaves a position the other player wins.
report-sprague-grundy = By Sprague–Grundy each heap plays like a Nim heap of its value, so Bouton's nim-sum decides the sum.
# The binary table's labels (short: they head columns and rows).
report-size = size
report-heap = heap { $number }
report-ones = ones
report-odd = odd
report-top-bit = top bit d = { $bit } ({ $power } = { $worth })

## bouton verify
report-box = Box: { $heaps ->
    [one] { $heaps } heap
   *[other] { $heaps } heaps
} of at most { $max } — { $positions ->
    [one] { $positions } position
   *[other] { $positions } positions
} (as multisets)
report-rules = Rules: { $rules }
report-p-positions = P-positions: { $count } (XOR-free retrograde analysis)
report-rule = Rule: { $rule }
rule-bouton = N iff the nim-sum X ≠ 0 (Bouton)
rule-sprague-grundy = N iff the nim-sum of the Grundy values ≠ 0 (Sprague–Grundy)
rule-search = no proven rule; compared with the exact game-tree search
rule-misere = while a value is ≥ 2, N iff X ≠ 0; when all are ≤ 1, N iff the count of 1s is even
report-no-claim = Result: the rule made no claim on any position of the box.
report-agrees-one = Result: the rule agrees on the one position compared.
report-agrees = Result: the rule agrees on all { $count } positions compared.
report-wrong = Result: the rule is WRONG on { $wrong } of { $count } positions. The first ones:
report-time = Time: { $ms } ms ({ $rate } million positions per second)

## bouton review
report-review-player = player
report-review-move = move
report-review-before = before
report-review-after = this move gives
report-review-grade = grade
# A move, as the review, the history and the buttons say it.
report-review-take = take { $take } from heap { $heap }
# The tally of a player's grades, under the review.
report-review-tally = { $player }: { $grades }
report-review-no-move = (no move played yet)
report-review-title = Review of “{ $title }” ({ $rules }), from { $position }
report-review-untitled = Review ({ $rules }), from { $position }
report-review-about = Both values are the mover's, with best play: the position before the move, and what the move gives them.

## bouton grundy
report-grundy-title = { $game }: Grundy values g(0) to g({ $to })
report-grundy-nim = g(n) = n: a Nim heap is worth its size; no period.
report-grundy-period = Period { $period } from n = { $start } (proven by the Guy–Smith theorem).
report-grundy-no-period = No period proven in the values computed (up to n = { $to }).
report-grundy-more = … ({ $more } more; --json prints them all)

# How a full clause after a label's colon starts: "capital" (German) or "lower". Not shown.
after-colon = lower

# A sum of heaps and games in disguise (bouton analyze hackenbush:(()()) kayles:5)
mixed-part-value = { $game } { $position }: value { $value } (it plays like a Nim heap of { $value }).
mixed-move = { $move } — its value goes from { $from } to { $to }, which makes X = { $x }
mixed-not-listed = The winning moves in { $game } (game in disguise { $part }) are not looked for: { $why }.
