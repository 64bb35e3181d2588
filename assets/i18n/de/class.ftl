## Eine Klassensitzung: die Kommandozeile, die Fehler des Servers und (als Nächstes) die Seiten der Schüler und die Ansicht der Lehrkraft
cli-help-class = Eine Klassensitzung ohne Fenster: die Browserversion und die Live-Verbindung der Schüler im lokalen Netz bereitstellen, bis Strg+C
cli-help-port = Der Port, auf dem gelauscht wird (0: irgendein freier Port)
cli-help-listen = Die Adresse, auf der gelauscht wird: alle Netzwerkschnittstellen, außer eine wird genannt (127.0.0.1: nur dieser Computer)
cli-help-web = Die gebaute Webseite, die bereitgestellt wird (Standard: der Ordner web neben dem Programm, oder /usr/share/bouton/web, wohin das Paket sie installiert, oder target/web, gebaut mit `bash assets/web/build.sh`)
cli-help-class-file = Eine Spielstanddatei: jeder Schüler spielt ihre aktuelle Stellung (ohne Datei: 3, 5, 7 im Nim)
cli-class-address = Die Schüler öffnen: { $url }
cli-class-code = Beitrittscode: { $code }
cli-class-stop = Strg+C beendet die Sitzung.
cli-class-ended = Die Sitzung ist beendet ({ $count ->
    [one] ein Schüler
   *[other] { $count } Schüler
}).
cli-class-commands = Befehle: seats (eine Zeile je Schüler), pause, go, answers on, answers off, remove N, report DATEI, pair, computer, exercises p-or-n|winning-move|winning-heaps STARTWERT, play (wieder die Stellung).
cli-class-report = Der Bericht steht in { $csv } und { $html }.
cli-class-done = Erledigt.
cli-help-session = Die Sitzung in dieser Datei aufbewahren (nach jeder Änderung geschrieben); enthält sie schon eine Sitzung, diese wieder öffnen: derselbe Code, dieselben Plätze und Spiele, und die Seiten der Schüler verbinden sich von selbst wieder
cli-class-reopened = Die Sitzung aus { $file } ist wieder geöffnet ({ $count ->
    [one] ein Schüler
   *[other] { $count } Schüler
}).
cli-class-no-seat = Auf Platz { $seat } sitzt kein Schüler.
class-no-web-build = die Browserversion liegt nicht in { $dir }: bauen Sie sie mit `bash assets/web/build.sh`
class-cannot-listen = auf { $address } kann nicht gelauscht werden: { $why }
class-no-threads = die Threads des Servers können nicht gestartet werden: { $why }
class-no-randomness = der Zufall des Systems ist nicht verfügbar: { $why }

## Die Seite eines Schülers in einer Klassensitzung
seat-title = Klassensitzung
seat-connecting = Verbindung zum Bouton deiner Lehrkraft…
seat-reconnecting = Die Verbindung ist abgebrochen: neuer Versuch…
seat-join-title = Der Klasse beitreten
seat-join-hint = Gib den Code ein, den deine Lehrkraft zeigt, und den Namen, den die Klasse sieht.
seat-join-code = Beitrittscode
seat-join-name = Dein Vorname oder ein Spitzname
seat-join = Beitreten
seat-bar = { $name } · Platz { $seat }
seat-new-game = Neue Partie
seat-versus = Du spielst gegen { $name }
seat-waiting = Warte auf den Zug von { $name } …
seat-versus-computer = Du spielst gegen den Computer
seat-exercises = Übungen von deiner Lehrkraft
seat-notice-new-game = Deine Lehrkraft hat eine neue Partie für dich gestartet.
seat-notice-exercises = Deine Lehrkraft hat Übungen geschickt.
seat-paused = Augen nach vorn
seat-paused-detail = Deine Lehrkraft hat die Klasse angehalten.
seat-closed-removed = Deine Lehrkraft hat dich aus der Klasse genommen.
seat-closed-elsewhere = Dein Platz wurde in einem anderen Tab oder auf einem anderen Gerät geöffnet.
seat-closed-ended = Die Klassensitzung ist beendet.
seat-closed-abuse = Diese Seite hat zu viele Nachrichten gesendet und wurde geschlossen.
seat-reload = Lade diese Seite neu, um wieder beizutreten.
seat-refused-protocol = Diese Seite und der Bouton deiner Lehrkraft haben verschiedene Versionen: lade die Seite neu.
seat-refused-wrong-code = Das ist nicht der Code dieser Klasse: prüfe ihn und versuche es noch einmal.
seat-refused-too-many-codes = Zu viele falsche Codes: lade die Seite neu, um es noch einmal zu versuchen.
seat-refused-no-name = Gib zuerst einen Namen ein.
seat-refused-name-too-long = Bitte einen Namen mit höchstens { $max } Zeichen.
seat-refused-full = Die Klasse ist voll ({ $max } Schüler).
seat-refused-token = Dein Platz konnte nicht zurückgegeben werden: tritt neu bei.
seat-refused-not-joined = Tritt zuerst der Klasse bei.
seat-refused-already = Du bist schon in der Klasse.
seat-refused-malformed = Der Bouton deiner Lehrkraft hat diese Seite nicht verstanden: lade sie neu.
seat-refused-too-fast = Etwas langsamer: zu viele Klicks auf einmal.
seat-refused-paused = Die Klasse ist angehalten: Augen nach vorn.
seat-refused-not-your-turn = Warte, bis du dran bist.
seat-refused-game-over = Diese Partie ist vorbei: beginne eine neue.
seat-refused-game-not-over = Spiele zuerst diese Partie zu Ende.
seat-refused-illegal = Dieser Zug ist hier nicht erlaubt.
seat-refused-not-now = Die Klasse macht gerade etwas anderes: folge deinem Bildschirm.
seat-refused-already-answered = Du hast diese Frage schon beantwortet: mach mit der nächsten weiter.
seat-refused-bad-answer = Das ist keine Antwort auf diese Frage.

## Die Klassenansicht der Lehrkraft in der App
menu-class = Klasse
class-start = Eine Klassensitzung starten
class-reopen = Die letzte Sitzung wieder öffnen
class-show-view = Klassenansicht
class-show-board = Zurück zum Brett
class-end = Die Klassensitzung beenden
class-end-confirm = Die Klassensitzung beenden? Jede Schülerseite erfährt es; Klasse ▸ Die letzte Sitzung wieder öffnen holt sie zurück.
class-end-keep = Sitzung fortsetzen
class-open-address = Die Schüler öffnen
class-join-code = Beitrittscode
class-how = Öffne die Adresse (oder scanne den Code) und gib dann den Beitrittscode und einen Vornamen ein.
class-pause = Die Klasse anhalten
class-go-on = Weiterspielen lassen
class-show-answers = Die Antworten auf ihren Bildschirmen zeigen
class-hide-answers = Die Antworten auf ihren Bildschirmen verbergen
class-send = Die Stellung des Bretts senden
class-hide-names = Namen verbergen
class-sort = Reihenfolge
class-sort-seat = Nach Platz
class-sort-name = Nach Name
class-sort-activity = Die Neuesten zuerst
class-sort-moves = Die meisten Züge zuerst
class-student = Schüler { $seat }
class-students = { $count ->
    [one] Ein Schüler
   *[other] { $count } Schüler
}
class-no-students = Noch kein Schüler: Adresse und Code stehen oben.
class-paused-note = Angehalten: Jeder Bildschirm sagt „Augen nach vorn“.
class-on-exercises = Die Klasse macht Übungen: { $set }
class-refused = Bisher abgewiesen: { $count }
class-winning = gewinnt
class-losing = verliert
class-won = hat gewonnen
class-lost = hat verloren
class-their-turn = am Zug
class-computer-turn = der Computer ist am Zug
class-tile-counts = Züge: { $moves } · Hinweise: { $hints } · gewonnene Partien: { $won }/{ $finished }
class-tile-question = Frage { $number }
class-tile-right = richtig
class-tile-wrong = nicht richtig
class-tile-thinking = überlegt
class-tile-exercises = Übungen: { $right }/{ $answered } richtig
class-active-seconds = aktiv vor { $seconds } s
class-active-minutes = aktiv vor { $minutes } min
class-offline = offline
class-remove = Entfernen
class-project = Projizieren
class-spotlight-title = Das Brett von Schüler { $seat }
class-spotlight-prompt = Was würdet ihr hier spielen, und warum?
class-spotlight-waiting = Gleich zieht der Computer.
class-spotlight-over = Dieses Spiel ist vorbei.
class-spotlight-back = Zurück zur Klasse
class-spotlight-answers = Die Antwort hier zeigen
class-pair = Paare bilden
class-unpair = Alle gegen den Computer
class-pair-after-exercises = Paare spielen eine Partie: sende zuerst eine Stellung.
class-versus = gegen { $name }
class-partner-turn = { $name } ist am Zug
class-spotlight-partner = Gleich zieht der Partner.

## Der Klassenbericht (CSV und eine druckbare Seite)
report-class-title = Klassenbericht
report-class-summary = { $date } · Fragen: { $questions } · Schüler: { $students }
report-class-seat = Platz
report-class-name = Name
report-class-moves = Züge
report-class-hints = Hinweise
report-class-finished = Beendete Partien
report-class-won = Gewonnene Partien
report-class-answered = Beantwortet
report-class-right = Richtig
report-class-question = F{ $number }: { $position }
report-class-misere = { $position } (Misère)
report-class-exercises = { $kind } ({ $rules }, Startwert { $seed })
report-class-right-cell = { $right }/{ $answered } richtig
report-class-tally = { $won }/{ $finished } gewonnen, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
report-class-by-question = Nach Frage
report-class-question-line = gespielt von { $played } · gewonnene Partien: { $won }/{ $finished } · Züge: { $moves }
report-class-exercise-line = beantwortet von { $students } · richtig: { $right }/{ $answered }
class-report = Den Klassenbericht speichern
class-report-saved = Bericht gespeichert: { $path }
