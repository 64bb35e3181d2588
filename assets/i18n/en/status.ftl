# The status line under the board.

status-hint-rung = Hint { $number }: { $claim }
status-game-over = Game over. { $result }
status-to-move = To move: { $player }
status-computer-move = Computer move
status-rules = Rules: { $rules }
status-hidden = Nim-sum and outcome hidden
status-hint = Hint
status-next-hint = Next hint ({ $number })
status-hint-help = Ctrl+H: who wins, then why, then which heaps, then the move
status-reveal = Reveal
status-opening = Opening { $name }: { $doing }…
status-cancel = Cancel
status-copy-path = Copy path
status-autosave-failing = ⚠ Your moves are not being autosaved: the last write failed. File ▸ Save keeps the game.
status-autosave-off = ⚠ This window does not autosave (as you chose at start): File ▸ Save keeps the game.
status-hidden-x-moves = Nim-sum and winning moves hidden
status-hidden-moves = Winning moves hidden
status-hidden-x = Nim-sum hidden
status-hidden-rest = Who wins, X and the moves are told; Reveal shows the whole table
