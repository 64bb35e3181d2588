# The menu bar: File, Edit, Game, View, Help, and the language menu.

menu-file = File
menu-edit = Edit
menu-game = Game
menu-view = View
menu-help = Help

## File
file-open = Open…
file-examples = Examples
file-open-from-saves = Open from the saves folder
file-no-saves = No saves yet in { $folder }
file-refresh = Refresh
file-refresh-hint = Read the saves folder again
file-open-recent = Open recent
file-no-recent = No recent files
file-save = Save
file-save-as = Save As…
file-save-to-saves = Save to the saves folder
file-saves-to = Saves to { $folder }
file-saves-folder = Saves folder: { $folder }
file-export = Export for slides and handouts
file-export-png = Picture of the board and table (PNG, twice the size)…
file-export-svg = Picture of the board and table (SVG)…
file-export-handout = Handout for the teacher, with the answers (Markdown)…
file-export-worksheet = Worksheet for students, no answers (Markdown)…
file-export-note = Pictures show the answers only while they are revealed.
file-dialog-open = A file dialog is open…
file-drop-tip = Tip: drop a .ron file on the window to open it.
file-browser-tip = Saving and exporting download the file; drop a .ron file on the page to open it.
file-quit = Quit

## Edit
edit-undo = Undo
edit-redo = Redo

## Game
game-new = New game…
game-new-sum = New sum of games (Kayles, Nim, Dawson…)…
game-quick = Quick game: 3, 4, 5 against the computer
game-copy-link = Copy a link to this position
game-restart = Restart this game
game-computer-move = Computer move
game-hide-in-new = Hide answers in new games (teacher)
game-hide-in-new-disabled = The Projector preset hides them (View ▸ Projector, F5).
game-hide-now = Hide answers now
game-reveal = Reveal answers
game-hint = Hint
game-review = Review the game: every move graded
game-review-close = Close the review
game-review-sums = The review grades games of Nim, S(1..k) and sets

## View
view-projector = Projector: large type, high contrast, answers hidden
view-projector-hint = F5. Zoom in or out meanwhile: the Projector remembers its own size.
view-table = Binary table
view-moves = Move list
view-moves-hint = Hidden while the proof or the exercises are open, to give the board room
view-proof = Proof walkthrough
view-exercises = Exercises
view-explore = Explore: plots and the theorem checker
view-lessons = Lessons and the lesson editor
view-not-for-sums = { $panel }: shows heaps of one game, and a sum of games is on the board.
view-hints = Hints on the board
view-values = Move values on the board
view-values-hint = F8. Every move coloured by its value: the fastest win, a slower win, or a loss, in how many moves
view-values-disabled = They are answers: shown with the answers (Game ▸ Reveal answers)
view-zoom-in = Zoom in
view-zoom-out = Zoom out
view-zoom-reset = Actual size ({ $percent } % now)
view-dark = Dark theme
view-touch = Touch targets
view-touch-auto = Large on a touch screen
view-touch-large = Large (44 points and more), always
view-touch-standard = Standard, always
view-full-screen = Full screen
view-language = Language

## Help
help-theorem = Bouton's theorem (Nim, normal play): the player to move wins exactly when the nim-sum X (the XOR of the heaps) is not 0. The proof panel (F2) shows what changes in misère play and under other move rules.
help-click = Click a stone to take it and every stone to its right, or press a stone, slide along the heap (a finger, on a tablet) and let go.
help-keys = Keys: ↑/↓ heap, ←/→ or digits amount, Enter plays.
help-proof-keys = With the proof open, ←/→ step through it (digits still choose the amount).
help-about = About Bouton
help-about-version = Version { $version }, commit { $commit }
help-about-what = A teaching tool for the game of Nim and Bouton's theorem.
help-about-licence = Free software under the MIT or Apache 2.0 licence. Fonts: DejaVu and Noto Sans CJK (free licences).
view-language-system = The system's
file-examples-hidden = Titles and notes are hidden with the answers.
help-shortcuts = Keyboard shortcuts
help-zoom-reset = Actual size
help-lesson-steps = A lesson: next step, previous step
game-hide-in-new-hint = Every new game starts with its answers hidden. Unticked, a new game still keeps hidden what is hidden now, until Reveal.
