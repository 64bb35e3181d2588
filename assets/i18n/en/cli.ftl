# The command line's own messages: `bouton check`, bad arguments, and its errors. The first words
# of `check`'s lines (OK, ERROR, warning) stay in English in every language: scripts look for them.

check-game = OK     { $file } ({ $rules }; { $heaps ->
    [one] { $heaps } heap
   *[other] { $heaps } heaps
}, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
})
check-sum = OK     { $file } (a sum of games: { $games }; { $ending }; { $heaps ->
    [one] { $heaps } heap
   *[other] { $heaps } heaps
}, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
})
check-lesson = OK     { $file } (lesson "{ $title }", { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
})
cli-about = Nim and Bouton's theorem: analyse positions, check the rules by brute force
cli-not-a-language = '{ $text }' is not a language Bouton speaks; it speaks { $known }
cli-negative = '{ $text }' is negative; a heap holds 0 or more objects
cli-too-large = '{ $text }' is larger than the largest heap, { $largest }
cli-not-a-number = '{ $text }' is not a whole number
cli-empty-set = the set is empty; give amounts like 1,3,4
cli-no-game = '{ $text }' names no game; write nim, kayles, dawson, upto-K, set-A.B.C or an octal code such as 0.6, then a colon and the size (kayles:10)
cli-classifying = classifying, then comparing
cli-values-computed = values computed
# The progress bar's words around its counts (the program fills in the counts).
cli-about-left = about { $eta } left
cli-too-many-heaps = { $count } heaps is too many for the command line; at most { $most }
cli-not-octal = "{ $rule }" cannot be written as an octal game (takes of at most { $most } tokens), so it cannot be mixed with other games; give every heap as a plain number instead
cli-review-of-sum = bouton review grades games of Nim, S(1..k) and subtraction sets; this file holds a sum of games
cli-cannot-write = cannot write the output: { $why }
report-move-value = { $move }: { $value }
