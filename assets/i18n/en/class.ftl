## A class session: the command line, the server's errors, and (next) the students' pages and the teacher's view
cli-help-class = Run a class session without a window: serve the browser build and the students' live connection on the local network until Ctrl+C
cli-help-port = The port to listen on (0: any free port)
cli-help-listen = The address to listen on: every network interface unless one is named (127.0.0.1: this computer only)
cli-help-web = The built web page to serve (default: the web folder beside the program, or /usr/share/bouton/web where the package installs it, or target/web, made by `bash assets/web/build.sh`)
cli-help-class-file = A save file: every student plays its current position (without one: 3, 5, 7 of Nim)
cli-class-address = Students open: { $url }
cli-class-code = Join code: { $code }
cli-class-stop = Ctrl+C ends the session.
cli-class-ended = The session has ended ({ $count ->
    [one] one student
   *[other] { $count } students
}).
cli-class-commands = Commands: seats (one line per student), pause, go, answers on, answers off, remove N, report FILE, pair, computer, exercises p-or-n|winning-move|winning-heaps SEED, play (the position again).
cli-class-report = The report is in { $csv } and { $html }.
cli-class-done = Done.
cli-help-session = Keep the session in this file (written after every change); when it holds a session, reopen that one: the same code, seats and games, and the students' pages come back by themselves
cli-class-reopened = Reopened the session kept in { $file } ({ $count ->
    [one] one student
   *[other] { $count } students
}).
cli-class-no-seat = There is no student in seat { $seat }.
class-no-web-build = the browser build is not in { $dir }: build it with `bash assets/web/build.sh`
class-cannot-listen = cannot listen on { $address }: { $why }
class-no-threads = cannot start the server's threads: { $why }
class-no-randomness = the system's randomness is not available: { $why }

## A student's page in a class session
seat-title = Class session
seat-connecting = Connecting to your teacher's Bouton…
seat-reconnecting = The connection was lost: reconnecting…
seat-join-title = Join the class
seat-join-hint = Type the code your teacher shows, and the name the class will see.
seat-join-code = Join code
seat-join-name = Your first name or a nickname
seat-join = Join
seat-bar = { $name } · seat { $seat }
seat-new-game = New game
seat-versus = You play { $name }
seat-waiting = Waiting for { $name }'s move…
seat-versus-computer = You play the computer
seat-exercises = Exercises from your teacher
seat-notice-new-game = Your teacher started a new game for you.
seat-notice-exercises = Your teacher sent exercises.
seat-paused = Eyes to the front
seat-paused-detail = Your teacher has paused the class.
seat-closed-removed = Your teacher has taken you out of the class.
seat-closed-elsewhere = Your seat was opened in another tab or on another device.
seat-closed-ended = The class session has ended.
seat-closed-abuse = This page sent too many messages and was closed.
seat-reload = Reload this page to join again.
seat-refused-protocol = This page and your teacher's Bouton are different versions: reload the page.
seat-refused-wrong-code = That is not this class's code: check it and try again.
seat-refused-too-many-codes = Too many wrong codes: reload the page to try again.
seat-refused-no-name = Type a name first.
seat-refused-name-too-long = A name of at most { $max } characters, please.
seat-refused-full = The class is full ({ $max } students).
seat-refused-token = Your seat could not be given back: join again.
seat-refused-not-joined = Join the class first.
seat-refused-already = You are in the class already.
seat-refused-malformed = Your teacher's Bouton did not understand this page: reload it.
seat-refused-too-fast = Slow down a little: too many clicks at once.
seat-refused-paused = The class is paused: eyes to the front.
seat-refused-not-your-turn = Wait for your turn.
seat-refused-game-over = This game is over: start a new one.
seat-refused-game-not-over = Finish this game first.
seat-refused-illegal = That move is not allowed here.
seat-refused-not-now = The class is doing something else now: follow your screen.
seat-refused-already-answered = You answered this question already: go on to the next one.
seat-refused-bad-answer = That is not an answer to this question.

## The teacher's class view in the desktop app
menu-class = Class
class-start = Start a class session
class-reopen = Reopen the last class session
class-show-view = Class view
class-show-board = Back to the board
class-end = End the class session
class-end-confirm = End the class session? Every student's page is told it has ended; Class ▸ Reopen the last class session brings it back.
class-end-keep = Keep the class going
class-open-address = Students open
class-join-code = Join code
class-how = Open the address (or scan the code), then type the join code and a first name.
class-pause = Pause the class
class-go-on = Let them play on
class-show-answers = Show the answers on their screens
class-hide-answers = Hide the answers on their screens
class-send = Send the board's position
class-hide-names = Hide names
class-sort = Order
class-sort-seat = By seat
class-sort-name = By name
class-sort-activity = Most recent first
class-sort-moves = Most moves first
class-student = Student { $seat }
class-students = { $count ->
    [one] One student
   *[other] { $count } students
}
class-no-students = No student yet: the address and the code are above.
class-paused-note = Paused: every screen says “Eyes to the front”.
class-on-exercises = The class works on exercises: { $set }
class-refused = Refused so far: { $count }
class-winning = winning
class-losing = losing
class-won = won
class-lost = lost
class-their-turn = to move
class-computer-turn = the computer to move
class-tile-counts = moves: { $moves } · hints: { $hints } · games won: { $won }/{ $finished }
class-tile-question = Question { $number }
class-tile-right = right
class-tile-wrong = not right
class-tile-thinking = thinking
class-tile-exercises = exercises: { $right }/{ $answered } right
class-active-seconds = active { $seconds } s ago
class-active-minutes = active { $minutes } min ago
class-offline = offline
class-remove = Remove
class-project = Project
class-spotlight-title = Student { $seat }’s board
class-spotlight-prompt = What would you play here, and why?
class-spotlight-waiting = The computer is about to move.
class-spotlight-over = This game is over.
class-spotlight-back = Back to the class
class-spotlight-answers = Show the answer here
class-pair = Pair the students
class-unpair = Everyone against the computer
class-pair-after-exercises = Pairs play a game: send a position first.
class-versus = vs { $name }
class-partner-turn = { $name } to move
class-spotlight-partner = Their partner is about to move.

## The class report (CSV and a printable page)
report-class-title = Class report
report-class-summary = { $date } · questions: { $questions } · students: { $students }
report-class-seat = Seat
report-class-name = Name
report-class-moves = Moves
report-class-hints = Hints
report-class-finished = Games finished
report-class-won = Games won
report-class-answered = Answered
report-class-right = Right
report-class-question = Q{ $number }: { $position }
report-class-misere = { $position } (misère)
report-class-exercises = { $kind } ({ $rules }, seed { $seed })
report-class-right-cell = { $right }/{ $answered } right
report-class-tally = { $won }/{ $finished } won, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
report-class-by-question = By question
report-class-question-line = played by { $played } · games won: { $won }/{ $finished } · moves: { $moves }
report-class-exercise-line = answered by { $students } · right: { $right }/{ $answered }
class-report = Save the class report
class-report-saved = Report saved: { $path }
