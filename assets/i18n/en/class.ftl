## A class session: the command line, the server's errors, and (next) the students' pages and the teacher's view
cli-help-class = Run a class session without a window: serve the browser build and the students' live connection on the local network until Ctrl+C
cli-help-port = The port to listen on (0: any free port)
cli-help-listen = The address to listen on: every network interface unless one is named (127.0.0.1: this computer only)
cli-help-web = The built web page to serve (made by `bash assets/web/build.sh`)
cli-help-class-file = A save file: every student plays its current position (without one: 3, 5, 7 of Nim)
cli-class-address = Students open: { $url }
cli-class-code = Join code: { $code }
cli-class-stop = Ctrl+C ends the session.
cli-class-ended = The session has ended ({ $count ->
    [one] one student
   *[other] { $count } students
}).
class-no-web-build = the browser build is not in { $dir }: build it with `bash assets/web/build.sh`
class-cannot-listen = cannot listen on { $address }: { $why }
class-no-threads = cannot start the server's threads: { $why }
class-no-randomness = the system's randomness is not available: { $why }
