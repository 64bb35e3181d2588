# Files: the dialogs' titles, what a save or an export says, and the errors the error dialog shows.

file-kind-handout = the teacher's handout
file-kind-worksheet = the students' worksheet
file-kind-svg = the SVG picture
file-kind-png = the PNG picture
dialog-open = Open a game or a lesson
dialog-save-as = Save the game as
dialog-save-lesson-as = Save the lesson as
dialog-export = Export { $what } to
# A file name: the title, then the word for a students' worksheet.
file-worksheet-name = { $title } worksheet
said-link-copied = Link copied: { $link }
said-saved-to = Saved to { $path }
said-opened = Opened { $path }
said-opened-with-warnings = Opened with warnings: { $warnings }

## The error dialog
error-autosave = The game could not be autosaved: { $why }.
error-illegal = That move is not allowed: { $why }.
error-handout = The handout could not be written: { $why }.
error-picture = The picture could not be written: { $why }.
error-link = This link's position could not be opened: { $why }.
error-no-board = There is no board to picture.
error-sum-too-large = { $sum } opens on the board only within its limits: { $why }.
error-checker = The checker could not start: { $why }.
# Who said what on the status line: "The computer: take 2 from heap 1".
said-by = { $who }: { $what }
# While a sum of games is on the board: why Export and Copy link are not offered.
file-export-not-sum = Exports and links are made for a game of one kind of heap; save the sum of games as a file instead (File ▸ Save).
lesson-not-sum = A lesson’s steps are games of one kind of heap; save the sum of games as a file instead (File ▸ Save).
autosave-note-title = Autosave
autosave-note-another-window = Another Bouton window is open and keeps the usual autosave ({ $theirs }). This window keeps its own, { $ours }, so neither game is lost. It started from the other window's game.
autosave-note-not-writable = Bouton cannot keep the autosave in { $folder }: { $why }.
autosave-note-instead = It can keep it in { $instead } instead, a folder for temporary files that the system may empty when it restarts (File ▸ Save keeps a game for good).
autosave-note-use-instead = Autosave there
autosave-note-stop = Don't autosave
