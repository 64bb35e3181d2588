## Eine Klassensitzung: die Kommandozeile, die Fehler des Servers und (als Nächstes) die Seiten der Schüler und die Ansicht der Lehrkraft
cli-help-class = Eine Klassensitzung ohne Fenster: die Browserversion und die Live-Verbindung der Schüler im lokalen Netz bereitstellen, bis Strg+C
cli-help-port = Der Port, auf dem gelauscht wird (0: irgendein freier Port)
cli-help-listen = Die Adresse, auf der gelauscht wird: alle Netzwerkschnittstellen, außer eine wird genannt (127.0.0.1: nur dieser Computer)
cli-help-web = Die gebaute Webseite, die bereitgestellt wird (gebaut mit `bash assets/web/build.sh`)
cli-help-class-file = Eine Spielstanddatei: jeder Schüler spielt ihre aktuelle Stellung (ohne Datei: 3, 5, 7 im Nim)
cli-class-address = Die Schüler öffnen: { $url }
cli-class-code = Beitrittscode: { $code }
cli-class-stop = Strg+C beendet die Sitzung.
cli-class-ended = Die Sitzung ist beendet ({ $count ->
    [one] ein Schüler
   *[other] { $count } Schüler
}).
class-no-web-build = die Browserversion liegt nicht in { $dir }: bauen Sie sie mit `bash assets/web/build.sh`
class-cannot-listen = auf { $address } kann nicht gelauscht werden: { $why }
class-no-threads = die Threads des Servers können nicht gestartet werden: { $why }
class-no-randomness = der Zufall des Systems ist nicht verfügbar: { $why }
