# Errors: what went wrong, in words a teacher can act on (the typed errors of core, the save files,
# the links and the exports). Names in `backquotes` are what a file or a command line holds: keep them.


## src/export/mod.rs
err-export-error-sum-of-games = pictures and handouts show heaps of Nim, S(1..k) or a subtraction set; this game is not one of them (Kayles, an octal code, or a sum of games)
err-export-error-empty-picture = the picture is empty
err-export-error-bad-picture = the picture is too large or malformed
err-export-error-draw = the picture could not be drawn: { $value }
err-export-error-encode = the picture could not be encoded as PNG: { $value }

## src/save/error.rs
err-load-error-io = cannot read { $path }: { $source }
err-load-error-too-large = { $origin } is larger than the 1 MiB limit of a Bouton file ({ $size } bytes or more)
err-load-error-not-text = { $origin } is not a text file (it is not valid UTF-8)
err-load-error-syntax = { $origin }:{ $line }:{ $column }: { $message }
err-load-error-not-a-file = { $origin } is { $kind }, not a file; choose a Bouton .ron file
err-load-error-not-bouton = { $origin } is not a Bouton game or lesson: those are text files that start with `(`, after any // comments
err-load-error-empty = { $origin } is empty; a Bouton file starts with `(`
err-load-error-missing-version = { $origin } has no `version` field; a Bouton file starts with `(version: { $first-version },`
err-load-error-newer-version = { $origin } was made by a newer Bouton (file version { $version }); this Bouton reads versions up to { $newest }
err-load-error-cancelled = opening { $origin } was cancelled
err-load-error-invalid = { $origin }: { $problem }
err-problem-lesson-not-game = this is a lesson file, not a game; open it with File ▸ Open, or check it with `bouton check`
err-problem-sum-not-game = this file holds another game than Nim, S(1..k) or a subtraction set (Kayles, an octal code, or a sum of games); open it in the app or analyse it with `bouton analyze --file`
err-problem-games-count = `games` names { $games ->
    [one] { $games } game
   *[other] { $games } games
} but the start has { $heaps ->
    [one] { $heaps } heap
   *[other] { $heaps } heaps
}; give one game per heap
err-problem-unknown-game = the game of heap { $number }, "{ $name }", is not a game Bouton knows: { $reason }
err-problem-too-many-games = the file uses more than { $max } different games; split it into several files
err-problem-too-much-octal-work = the games in this file need too much work to compute their values (long codes that split heaps, with large heaps); split it into several files or use smaller heaps
err-problem-illegal-sum-move = move { $number } is illegal: { $reason }
err-problem-too-many-sets = the file uses more than { $max } different subtraction sets; split it into several files
err-problem-too-much-work = the subtraction sets in this file need more than { $max } Grundy values in all to find their periods; split it into several files
err-problem-not-a-version = “{ $version }” is not a Bouton file version; { $newest ->
    [1] this Bouton reads version 1
   *[other] this Bouton reads versions 1 to { $newest }
}
err-problem-rules = the rules are invalid: { $value }
err-problem-too-many-heaps = the start position has { $count } heaps; a save file holds at most { $max-file-heaps }
err-problem-too-many-moves = the game has { $count } moves; a save file holds at most { $max-file-moves }
err-problem-heap-zero = move { $number } names heap 0, but heaps are counted from 1
err-problem-more-than-heap = move { $number } takes { $take } from heap { $heap }, which has { $size }
err-problem-illegal-move = move { $number } (take { $take } from heap { $heap }) is illegal: { $reason }
err-problem-cursor-out-of-range = the cursor is { $cursor }, but the game stops at move { $moves }
err-problem-error-rate = a computer's error_rate must be between 0 and 1, not { $rate }
err-problem-title-too-long = the title has { $chars } characters; at most { $max-title-chars }
err-problem-name-too-long = a player’s name has { $chars } characters; at most { $max-name-chars }
err-problem-game-not-lesson = this is a game file, not a lesson (it has `start` but no `steps`); open it with File ▸ Open
err-problem-no-steps = the lesson has no steps; a lesson needs at least one
err-problem-too-many-steps = the lesson has { $count } steps; at most { $max }
err-problem-in-step = step { $step }: { $problem }
err-problem-notes-too-long = the notes have { $chars } characters; at most { $max-notes-chars }
err-problem-exercises = the exercises: { $e }
err-save-error = cannot save { $path }: { $step } failed: { $source }

## src/save/link.rs
err-link-error-no-heaps = the link names no heaps: write #heaps=3,4,5
err-link-error-too-long = the link's position is { $chars } characters long; at most { $max-link-chars } are read
err-link-error-unknown-part = the link has a part “{ $value }” that Bouton does not know: use heaps=, misere, upto= or set=
err-link-error-not-numbers = “{ $value }” in the link should be whole numbers, as in heaps=3,4,5 or upto=3
err-link-error-too-large = “{ $value }” in the link holds a number too large: heaps and amounts go up to { $largest }
err-link-error-two-move-rules = the link gives two move rules (upto= and set=); keep one
err-link-error-invalid = the link's position cannot be played: { $value }

## src/core/proof.rs
err-proof-error-nim-sum-not-zero = Lemma 1 is about positions with X = 0, and here X = { $s }; a move that makes X = 0 leads to such a position
err-proof-error-nim-sum-zero = Lemma 2 is about positions with X ≠ 0, and here X = 0: every move leaves X′ ≠ 0 (Lemma 1)
err-proof-error-not-a-candidate = heap { $number } has no 1 in bit { $d }, the leftmost 1 of X; choose one of the marked heaps

## src/core/checker/mod.rs
err-check-error-no-heaps = a box needs at least one heap
err-check-error-too-many-heaps = { $heaps } heaps is too many for the checker; at most { $max-heaps }
err-check-error-too-many-positions = a box of { $heaps ->
    [one] { $heaps } heap
   *[other] { $heaps } heaps
} of at most { $max } holds { $positions ->
    [one] { $positions } position
   *[other] { $positions } positions
}; the checker handles at most { $most }
err-check-error-too-many-positions-uncounted = a box of { $heaps } heaps of at most { $max } holds more than 10^38 positions; the checker handles at most { $most }
err-check-error-too-much-search = misère play with a subtraction set is checked by an exact search, and this box would make it look at { $moves } moves (the limit is { $limit }); use fewer heaps, a smaller largest size or fewer amounts
err-check-error-cancelled = the check was cancelled

## src/core/formula/mod.rs
err-formula-error = column { $column }: { $problem }
err-eval-error-division-by-zero = division by zero
err-eval-error-overflow = a number too large
err-eval-error-no-such-heap = no such heap

## src/core/octal/mod.rs
err-octal-error-malformed = `{ $value }` is not an octal code: write 0. and then octal digits 0 to 7, such as 0.77 (Kayles)
err-octal-error-too-long = an octal code has at most { $max-octal-digits } digits after the point
err-octal-error-no-move = the code { $value } allows no move at all
err-octal-error-unproven = no period of { $code } is proven in its values up to n = { $up-to }, and Bouton computes values one by one only up to n = { $limit }
err-octal-error-cancelled = the values of { $code } were stopped at n = { $at }, before the end
err-octal-error-too-much-work = computing the values of { $code } was stopped at n = { $at }: it would take more than { $limit } steps; ask for fewer values or use smaller heaps

## src/core/exercise.rs
err-exercise-error-difficulty = questions have 1 to { $max-heaps } heaps of 1 to { $max-size } objects; asked for: { $heaps } heaps of at most { $max }
err-exercise-error-no-question = no position with a winning move exists in that range under these rules (heaps: { $heaps }, largest: { $max })
err-exercise-error-wrong-kind-of-answer = this question asks for { $wanted }
err-exercise-error-no-such-heap = there is no heap { $number }
err-exercise-error-already-answered = this question is answered; go on to the next one
err-exercise-error-question-number = questions are numbered from 1

## src/core/game.rs
err-game-error-illegal-move = move { $number } ({ $mv }) is illegal: { $source }
err-game-error-cursor-out-of-range = the history stops at move { $moves }, so it cannot stand at move { $cursor }

## src/core/rules.rs
err-rules-error-zero-limit = the most a move may take must be at least 1 (k = 0 allows no move)
err-rules-error-empty-set = the subtraction set is empty: it must allow at least one amount
err-rules-error-zero-in-set = the subtraction set contains 0, but taking nothing is not a move
err-rules-error-set-too-large = the subtraction set has { $len } amounts; at most { $max } are supported
err-rules-error-amount-too-large = the amount { $amount } is too large for a subtraction set; the largest supported is { $max }

## src/core/sum/moves.rs
err-sum-move-error-no-such-heap = there is no heap { $number }: the heaps are numbered 1 to { $heaps }
err-sum-move-error-takes-nothing = a move must take at least one token
err-sum-move-error-does-not-add-up = heap { $number } holds { $size }, so taking { $take } cannot leave { $left }
err-sum-move-error-not-allowed = { $game } does not allow { $what }
err-mixed-disguised = game in disguise { $part }: { $why }

## src/core/sum/analysis.rs
err-sum-error-too-much-work = these games need too much work to compute their values (long codes that split heaps, with large heaps); use smaller heaps or fewer such games
err-sum-error-too-large-to-search = Bouton knows no misère rule for sums with { $games }, and this position is too large to search exactly ({ $why })

## src/core/sum/quiz.rs
err-sum-quiz-error-answered = this question is answered; go on to the next one
err-sum-quiz-error-wrong-kind = this question asks for { $value }

## src/core/sum/mod.rs
err-sum-position-error-too-many-heaps = { $count } heaps is too many; a sum holds at most { $max }
err-sum-parse-error-not-a-heap = '{ $value }' is not a heap: write a size (a Nim heap) or a game, a colon and a size, such as kayles:10, dawson:7, nim:5, upto-3:9, set-1.3.4:12 or 0.6:20
err-sum-parse-error-game = '{ $word }': { $source }
err-sum-parse-error-empty = no heaps: write at least one, such as kayles:10 nim:5

## src/core/sum/game.rs
err-sum-game-error-illegal-move = move { $number } ({ $mv }) is illegal: { $source }

## src/core/position.rs
err-move-error-no-heaps = there is no heap { $number }: the position has no heaps
err-move-error-no-such-heap = there is no heap { $number }: { $heaps ->
    [one] the position has one heap
   *[other] the heaps are numbered 1 to { $heaps }
}
err-move-error-takes-nothing = a move must take at least one object
err-move-error-more-than-heap = heap { $number } has { $size }, so { $take } cannot be taken from it
err-move-error-not-allowed = taking { $take } is not allowed: the rule is "{ $rule }"
err-position-error-too-many-heaps = { $count } heaps is too many; a position holds at most { $max }

## src/core/remoteness/mod.rs
err-remoteness-error-heap-too-large = a heap of { $size } is too large to count the moves to the end (the limit is { $max-heap })
err-remoteness-error-too-many-positions = counting the moves to the end would take more than { $max-positions } positions; try fewer or smaller heaps
err-remoteness-error-too-many-options = counting the moves to the end would list more than { $max-options } options
err-remoteness-error-too-large = the positions are too many or too large to count the moves to the end; try fewer or smaller heaps
err-remoteness-error-too-many-games = a sum of more than 255 different games is too large to count the moves to the end
err-remoteness-error-illegal-move = move { $number } is not legal where it was played: { $source }
err-remoteness-error-stopped = the count of the moves to the end was stopped

## src/core/analysis/mod.rs
err-analysis-error-no-proven-rule = misère play with a subtraction set has no proven rule, and this position is too large to search exactly (up to { $states } positions; the limit is { $limit })
err-analysis-error-too-many-moves = misère play with a subtraction set has no proven rule, and this position is too large to search exactly (up to { $moves } moves; the limit is { $limit }): try smaller heaps or fewer amounts

## src/core/variants.rs
err-variant-error-no-misere-rule = misère play with a subtraction set has no proven rule, so there is no switch to show

## The steps of saving a file ("cannot save F: writing the temporary file failed: …")
save-step-writing = writing the temporary file
save-step-backup = keeping the old file as .bak
save-step-replacing = replacing the file
save-step-folder = creating the folder
save-step-local-storage = writing to the browser's local storage
save-step-download = downloading the file
web-local-storage = the browser's local storage ({ $key })
web-could-not-start = Bouton could not start in this browser: { $why }
window-title = Bouton — Nim and Bouton's theorem
dialog-filter-bouton = Bouton game or lesson
dialog-filter-export = Export
dropped-file = the dropped file
# The names of the autosaves, in an error about them.
autosave-name = the autosave

## A file that does not parse: the parser's complaint in words a teacher can act on ("F:3:7: …")
ron-out-of-range = this number is out of range: heap sizes, amounts and counts are whole numbers from 0 to { $largest }
ron-expected-parentheses = this does not fit a Bouton file: a game, a rule or a move is written in parentheses, `( … )`
ron-unknown-name-parentheses = `{ $found }` is not a name Bouton knows here; write the value in parentheses, `( … )`
ron-too-deep = the file nests brackets too deeply to be a Bouton file
ron-unknown-name = `{ $found }` is not a name Bouton knows here
ron-unknown-option = `{ $found }` is not an option Bouton knows
ron-not-one-of = `{ $found }` is not one of { $expected }
ron-not-a-field = `{ $found }` is not a field here; the fields are { $expected }
ron-missing-field = the field `{ $field }` is missing
ron-duplicate-field = the field `{ $field }` is written twice
ron-expected-found = expected { $expected }, found { $found }
ron-wrong-length = this has the wrong number of items ({ $found })
ron-eof = the file ends too early: a bracket or a quote is not closed
ron-expected-list = expected a list in square brackets, `[ … ]`
ron-expected-list-end = expected `]` to close the list, or a comma before the next item
ron-expected-parentheses-end = expected `)` to close the parentheses, or a comma before the next field
ron-expected-map = expected `{ "{" }`
ron-expected-colon = expected `:` after the name
ron-expected-map-end = expected `{ "}" }`
ron-expected-comma = expected a comma
ron-expected-boolean = expected `true` or `false`
ron-expected-integer = expected a whole number, such as 3
ron-expected-number = expected a number, such as 0.25
ron-expected-text = expected text in double quotes, `"…"`
ron-text-not-closed = a text in double quotes is not closed
ron-bad-escape = a text in double quotes has a `\` escape that is not valid
ron-expected-name = expected a name, such as a field name
ron-unexpected = `{ $found }` is not expected here
ron-trailing = there is more after the end of the file's outer parentheses
ron-comment-not-closed = a comment is not closed
ron-not-utf8 = the file is not valid text (UTF-8)
ron-attribute = a line starting with `#` is not understood here
ron-other-kind = a value of another kind is expected here
ron-not-read = the file could not be read as text
ron-unknown-field = unknown field `{ $field }` was ignored
# "`Normal`, `Misere` or `Other`"
ron-names-or = { $names } or { $last }
ron-nothing = nothing
ron-kind-whole-number = a whole number
ron-kind-number = a number
ron-kind-list = a list
ron-kind-map = a map in braces
ron-kind-boolean = `true` or `false`
ron-kind-unit = `()`
ron-kind-other = a value of another kind

## Moves of a sum, and the limits of the exact search in misère play
sum-taking-whole-heap = taking the whole heap of { $take }
sum-taking-leaving-one = taking { $take } and leaving one heap
sum-taking-leaving-two = taking { $take } and leaving two heaps
sum-splitting-equal = splitting a heap of { $size } into two equal heaps
sum-move-all = take all { $take } of heap { $number }
sum-move-one = take { $take } from heap { $number }, leaving { $rest }
sum-move-two = take { $take } from heap { $number }, leaving heaps of { $a } and { $b }
sum-search-tokens = { $tokens } tokens in play; the limit is { $limit }
sum-search-moves = more than { $limit } moves to look at
sum-search-positions = more than { $limit } positions
# Joins the games of a sum: "Kayles and Nim".
sum-search-and = {" and "}
quiz-wants-p-or-n = P or N
quiz-wants-a-move = a move

## The browser, and work that could not start
web-no-local-storage = this browser gives the page no local storage
web-local-storage-full = the local storage is full or blocked
web-no-document = the page has no document
web-no-file = the browser made no file
web-no-address = the browser made no address
web-no-link = the page made no link
worker-could-not-start = no worker could start: { $why }
loader-stopped = the loader stopped unexpectedly
save-step-creating = creating the temporary file
save-step-flushing = flushing the temporary file
save-step-replacing-autosave = replacing the autosave

## What a path is, when it is not a file ("F is a folder, not a file")
file-kind-folder = a folder
file-kind-pipe = a named pipe
file-kind-device = a device
file-kind-socket = a socket
file-kind-other = something other than a regular file
file-kind-waits = a system file that waits for data
ron-more-unknown-fields = { $count ->
    [one] and { $count } more unknown field was ignored
   *[other] and { $count } more unknown fields were ignored
}
file-game-names = write nim, kayles, dawson, upto-K, set-A.B.C or an octal code such as 0.6

## Opening a file, step by step (beside the progress bar)
load-reading = reading
load-parsing = reading the text
load-checking-step = checking step { $step } of { $steps }
load-checking = checking the game

## The first lines of a file Bouton writes: comments, each line starting with //
file-header-game = // A Bouton save file, in RON. Heaps are counted from 1; `cursor` is how many moves are in effect.
file-header-sum =
    // A Bouton save file, in RON: a sum of games. Heaps are counted from 1 as they stand when a move is played;
    // a move that splits a heap names the two parts left (`split: (2, 7)`), the right part becoming the next heap.
file-header-lesson = // A Bouton lesson, in RON. Heaps are counted from 1; a script is played with Next move.
# The title of a game opened from a link.
quiz-wants-heaps = a set of heaps

## The theorem checker's formula, when it cannot be read ("column 5: …")
formula-too-large = { $number } is too large a number
formula-single-equals = to compare, write == (one = is not part of a formula)
formula-xor = write XOR (the nim-sum) as ^
formula-not-equal = write 'not equal' as !=
formula-at-most = write 'at most' as <=
formula-at-least = write 'at least' as >=
formula-minus = write minus as - (the keyboard's hyphen)
formula-not-part = '{ $symbol }' is not part of a formula
formula-too-deep = the formula nests more than { $depth } deep
formula-one-pair = compare one pair at a time, joined with &&: (a < b) && (b < c)
formula-ends-too-soon = the formula ends too soon: a number, a heap or a bracket should follow
formula-minus-before = - goes before a number; for 'not', write !
formula-not-before = ! goes before a statement such as (a == b); for minus, write -
formula-open-not-closed = a ( is not closed: a ) should come here
formula-needs-before = { $symbol } needs something before it
formula-close-nothing = a ) with nothing to close, or nothing inside it
formula-comma = a comma goes between the arguments of max, min or abs
formula-brackets = { $name } needs its arguments in brackets: { $name }(a, b)
formula-takes-numbers = { $name } takes numbers, not statements
formula-call-not-closed = { $name }( is not closed: a , or a ) should come here
formula-abs = abs takes one number
formula-unknown-name = '{ $name }' is neither a heap (a to { $last }) nor a function (max, min, abs)
formula-joins-statements = { $symbol } joins statements such as a == b, but { $side } is a number
formula-compares-numbers = { $symbol } compares numbers; to join statements use && or ||
formula-works-on-numbers = { $symbol } works on numbers, but { $side } is a statement
formula-too-long = a formula has at most { $most } characters
formula-empty = type a formula that says when a position is P, such as a ^ b ^ c == 0
formula-closes-nothing = this ) closes nothing
formula-operator-here = an operator such as == or && should come here
formula-is-a-number = the formula is a number: say when a position is P, such as a ^ b ^ c == 0 (add == 0, or compare)
err-grundy-no-period = no period found in the first { $searched } Grundy values of this subtraction set; Bouton refuses to guess

# What the system said of a file, in the user's terms.
system-not-found = there is no such file or folder
system-permission = permission denied
system-full = the disk is full
system-read-only = the disk is read-only
system-bad-name = the name is not allowed here
system-folder = it is a folder
system-not-folder = a part of the path is not a folder

## Games in disguise
err-disguise-illegal = that move is not allowed in this game here
err-disguise-too-many-parts = { $count } parts is too many; this game has at most { $max }
err-disguise-too-large = { $value } is too large here; at most { $max }
err-disguise-malformed = cannot read '{ $text }': write a game as `bouton analyze --help` shows, such as staircase:0,3,1,4
err-disguise-too-many-moves = more than { $max } moves: too many to list
err-disguise-too-many-states = more than { $max } positions: too many for a brute force
err-problem-disguise-not-game = this file holds a game in disguise (Staircase Nim, turning coins, Hackenbush…); open it in the app or analyse it with `bouton analyze --file`
err-problem-disguise = the game cannot be read: { $why }
err-problem-illegal-disguised-move = move { $number } is not a move of this game where it is played
err-link-error-unknown-game = the link's game “{ $name }” is not one Bouton plays: write game=staircase, poker, turtles, mock-turtles, ruler, moore, lasker, hackenbush or wythoff
err-link-error-missing-part = the link does not say the game's position: add { $part }=…
err-link-error-unknown-disguise-part = the link has a part “{ $value }” that this game does not use: give its position with { $part }=
err-disguise-nothing-picked = pick what the move takes first: click the coins or stones
err-disguise-not-heads = the coin at { $position } shows tails: the rightmost coin you turn must show heads
err-disguise-too-many-coins = this game turns the rightmost head and at most { $more ->
    [one] { $more } more coin
   *[other] { $more } more coins
} to its left
err-disguise-not-a-run = Ruler turns a run of neighbouring coins: pick coins with no gap between them
err-disguise-too-many-heaps = a move takes from at most { $k ->
    [one] { $k } heap
   *[other] { $k } heaps
} here
sum-move-split = split heap { $number } into heaps of { $a } and { $b }, taking nothing
err-octal-error-too-large = a heap of { $code } in a sum holds at most { $max } (this one holds { $size }): its splits are looked at one by one
err-disguise-too-much-work = more than { $max } steps of work (positions of many parts): too much for a brute force
err-disguise-no-value = its Grundy value is given by no rule here (Moore's Nim with k ≥ 2), so it cannot join a sum

## A class session file
err-class-code = the join code must be 6 digits
err-class-questions = the session must hold from 1 to { $max } positions or exercise sets sent, not { $count }
err-class-too-many-seats = the session has { $count } seats; a class takes at most { $max }
err-class-in-question = item sent { $number }: { $problem }
err-class-in-seat = seat { $seat }: { $problem }
err-class-seat-number = its number is 0, repeated, or not below next_seat
err-class-seat-name = its name is empty or too long
err-class-seat-token = its token is not 32 hexadecimal digits, or another seat has it too
err-class-seat-tallies = its tallies do not fit: more than the positions sent, or counts no class makes
err-class-seat-partner = its partner does not name it back, plays the same side, or holds another game
err-class-seat-one-game = it must hold one game: heaps (game) or a game in disguise (disguise)
err-class-progress = its place in the exercises is not one a class reaches: a streak longer than the answers right, or exercises while the class plays a position
err-class-seat-exercise = its place in the exercises: { $problem }
err-class-next-seat = next_seat must be from 1 to { $max }, not { $next-seat }
