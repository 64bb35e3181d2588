# The app's remaining panels and messages: the file chooser (where the desktop has no file dialog),
# the New sum of games dialog, messages after saving and exporting, the first game.

## The file chooser
chooser-type-a-path = Type a file's path, or pick a file from the list.
chooser-is-a-folder = { $path } is a folder: add a file name.
chooser-no-file = There is no file at { $path }.
chooser-no-folder = There is no folder { $path }.
chooser-no-dialog = No file dialog is available on this desktop: choose a file here, or type its path.
chooser-in-folder = In { $folder }:
chooser-folder-above = ↑ The folder above
chooser-no-files = No .{ $extension } files here.
chooser-recent = Recent files:
chooser-path = File path
chooser-open = Open
chooser-save = Save
chooser-export = Export
chooser-cancel = Cancel

## New sum of games
sum-setup-title = New sum of games
sum-setup-about = In normal play every impartial game plays like a Nim heap of its value (Sprague–Grundy): put different games side by side and see Bouton's rule decide the sum. In misère play Bouton knows a rule only for Nim heaps (or heaps of one S(1..k)), and searches every line of play of other sums.
sum-setup-heaps = Heaps
sum-setup-heaps-field = heaps:
sum-setup-games = kayles (knock 1 or 2 adjacent pins), dawson (knock 2), lasker (take, or split a heap in two), grundy (split a heap into two unequal heaps), nim, upto-K, set-A.B.C or an octal code such as 0.6; a bare number is a Nim heap
sum-setup-preset-three = Kayles 10 + Nim 5 + Dawson 7
sum-setup-preset-versus = Kayles vs Nim
sum-setup-preset-two-rows = Two rows of Kayles
sum-setup-preset-dawson = Dawson’s Kayles alone
sum-setup-preset-lasker = Lasker’s Nim + Kayles + Nim
sum-setup-preset-grundy = Grundy’s game + Nim
sum-grundy-how = Grundy’s game: a click splits the heap before the stone clicked; the two heaps must differ in size.
sum-setup-start = Start
sum-setup-cancel = Cancel
sum-too-long = { $heap } is too long for the board (at most { $most }); `bouton analyze` takes any size
sum-too-many = at most { $most } heaps fit on the board
sum-too-many-tokens = in misère play Bouton searches every line of play after each move, so the board takes at most { $most } tokens in all (these heaps hold { $live }); `bouton analyze --misere` searches up to { $search }

## After saving and exporting
saved-to = Saved to { $path }
lesson-saved-to = Lesson saved to { $path }
handout-written = Handout written to { $path }
worksheet-written = Worksheet written to { $path }
picture-written = Picture written to { $path }

## The first game, and other messages
# The title of a game that has none of its own (a new game, the first game): its start and rules.
game-untitled = { $position } ({ $rules })
map-open-to-compute = Open the map to compute it.
proof-computer-waits = The computer waits: press Computer move when you are ready.
search-could-not-start = The search could not start: { $why }.

## The theorem checker's formula
checker-formula-ignores = The formula does not mention { $heaps }: it claims the same whatever they are. Use fewer heaps in the box, or add them to the formula.
checker-formula-help = Heaps a ≤ b ≤ c ≤ … (smallest first). Whole numbers, + - * / % (/ and % round down), ^ (XOR), & |, == != < <= > >=, && || !, max( ), min( ), abs( ).
