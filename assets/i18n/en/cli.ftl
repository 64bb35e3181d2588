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
cli-no-game = '{ $text }' names no game; write nim, kayles, dawson, upto-K, set-A.B.C, lasker, grundy or an octal code such as 0.6, then a colon and the size (kayles:10); or one game in disguise: staircase, poker, turtles, mock-turtles, ruler, moore-K, hackenbush, wythoff
cli-classifying = classifying, then comparing
cli-values-computed = values computed
# The progress bar's words around its counts (the program fills in the counts).
cli-about-left = about { $eta } left
cli-too-many-heaps = { $count } heaps is too many for the command line; at most { $most }
cli-review-of-sum = bouton review grades games of Nim, S(1..k) and subtraction sets; this file holds another game (Kayles, an octal code, or a sum of games)
cli-cannot-write = cannot write the output: { $why }
report-move-value = { $move }: { $value }

## The command line's help (`bouton --help`, `bouton analyze --help`)
cli-heading-usage = Usage:
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-help-help = Print help
cli-help-version = Print version
cli-help-file = A save file to open in the window (no subcommand: the window opens)
cli-help-lang = The language of the output: en, es, fr, de, pt-BR or zh-CN (default: LC_ALL, LC_MESSAGES or LANG). `--json` and the exit codes are the same in every language
cli-help-analyze = Analyse a position: the binary table, the outcome, and every winning move
cli-help-verify = Check the rule against an XOR-free brute force on every position of a box
cli-help-check = Check save and lesson files: prints OK or the error for each (exit code 2 if any is bad)
cli-help-handout = Print a handout of a save file's position, in Markdown
cli-help-grundy = Print a game's Grundy values, and its period when one is proven (Guy–Smith)
cli-help-review = Grade every move of a saved game: best, slower win, mistake, faster loss or forced
cli-help-misere = Misère play: whoever makes the last move loses
cli-help-up_to = The subtraction game S(1..K): a move takes 1 to K objects
cli-help-set = A subtraction set: a move takes exactly one of these amounts, e.g. 1,3,4
cli-help-json = Print one JSON object instead of text
cli-help-analyze-file = Analyse the current position of a save file (its rules included) instead of HEAPs
cli-help-octal = Bare numbers are heaps of this octal game (such as 0.77, Kayles), instead of the rule flags' game
cli-help-analyze-heaps = The heaps, e.g. 19 20 21, or heaps of named games: kayles:10 dawson:7 nim:5 (also upto-K:n, set-A.B.C:n, or an octal code such as 0.6:n)
cli-help-verify-heaps = The number of heaps
cli-help-max = The largest heap size
cli-help-handout-file = The save file
cli-help-student = The students' worksheet: the position, an empty table and the questions, with no answer
cli-help-files = The save files to check
cli-help-game = The game: nim, kayles, dawson, upto-K, set-A.B.C, or an octal code such as 0.6
cli-help-to = The largest heap size to give the value of
cli-help-review-file = The save file of the game

## The command line's complaints about its arguments
cli-bad-value = invalid value '{ $value }' for { $arg }: { $why }
cli-bad-choice = invalid value '{ $value }' for { $arg }; the possible values are { $valid }
cli-empty-value = { $arg } is empty: give it a value
cli-missing = some required arguments were not given: { $args }
cli-conflict = { $arg } cannot be used with { $other }
cli-unknown-argument = unexpected argument '{ $arg }'; see `bouton --help`
cli-unknown-command = unrecognised command '{ $command }'; see `bouton --help`
cli-help-subcommand-help = Print this message or the help of the given subcommand(s)
# A warning under a file that `bouton check` read.
check-warning = warning: { $warning }
check-disguise = OK     { $file } ({ $game }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
})
desktop-generic-name = Nim teaching tool
desktop-comment = Play Nim and learn Bouton's theorem: the binary table, the proofs, the computer opponent
desktop-keywords = Nim;XOR;nim-sum;game theory;Bouton;mathematics;
desktop-file-type = Bouton file (a game, a position or a lesson)
man-exit-status = EXIT STATUS
man-exit-status-text = 0: done. 1: verify found a position where the rule and the brute force disagree. 2: bad input (an argument or a file); one line on standard error says why.
man-environment = ENVIRONMENT
man-environment-text = LC_ALL, LC_MESSAGES, LANG: the language of the output and of the window (en, es, fr, de, pt-BR or zh-CN; --lang comes first). RUST_LOG=info: every file operation is logged on standard error.
man-files = FILES
man-files-text = $XDG_DATA_HOME/bouton (or ~/.local/share/bouton): the saves folder (saves/), the autosave (autosave.ron) and the class session file. /usr/share/bouton/web: the page a class session serves. /usr/share/doc/bouton/examples: positions and games to open, in six languages.
