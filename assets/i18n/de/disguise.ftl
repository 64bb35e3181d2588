# Verkleidetes Nim (src/words/disguise.rs): Spiele, die nicht wie Nim aussehen und darunter Nim
# sind, und das Wythoff-Spiel, das es nicht ist.

## Die Spiele
disguise-staircase = Treppen-Nim
disguise-poker = Poker-Nim
disguise-turtles = Schildkröten wenden
disguise-mock-turtles = Falsche Schildkröten
disguise-ruler = Lineal
disguise-moore = Moores Nim mit k = { $k }
disguise-lasker = Laskers Nim
disguise-hackenbush = Grünes Hackenbush
disguise-wythoff = Wythoff-Spiel

## Die Teile, aus denen ein Nim-Haufen kommt
disguise-part-step = Stufe { $n }
disguise-part-heap = Haufen { $n }
disguise-part-coin = der Kopf auf { $n }
disguise-part-tree = Baum { $n }

## Was eine Stellung darunter ist
disguise-lift-staircase = Darunter ist es Nim: Die Münzen auf den ungeraden Stufen sind die Haufen. Münzen, die von einer geraden Stufe herunterkommen, landen auf einer ungeraden und können sofort weiter, also ändern die geraden Stufen nichts daran, wer gewinnt.
disguise-lift-poker = Darunter ist es Nim: Chips, die aus einer Bank dazukommen, werden sofort wieder genommen, also ändern die Banken nichts daran, wer gewinnt.
disguise-lift-turtles = Darunter ist es Nim: Jeder Kopf ist ein Haufen seines Werts g(n) = n, und die Reihe ist die Summe ihrer Köpfe.
disguise-lift-mock-turtles = Darunter ist es Nim: Jeder Kopf ist ein Haufen seines Werts g(n), der n-ten odiösen Zahl (1, 2, 4, 7, 8, 11, …: ungerade viele Einsen im Binären), und die Reihe ist die Summe ihrer Köpfe.
disguise-lift-ruler = Darunter ist es Nim: Jeder Kopf ist ein Haufen seines Werts g(n), der größten Zweierpotenz, die n teilt, und die Reihe ist die Summe ihrer Köpfe.
disguise-lift-lasker = Darunter ist es Nim: Jeder Haufen spielt sich wie ein Nim-Haufen seines Werts, per mex aus den Zügen gefunden: g(n) = n, nur 4m + 3 und 4m + 4 tauschen.
disguise-lift-hackenbush = Darunter ist es Nim: Nach dem Doppelpunkt-Prinzip ist jeder Baum ein Stängel seines Werts (die Zweige an einem Punkt addieren sich per Nim-Summe; eine Kante unter einem Punkt vom Wert v ist v + 1 wert).
disguise-lift-moore = Boutons X entscheidet dieses Spiel nicht: Der Spieler am Zug verliert genau dann, wenn jede Spalte der Binärtabelle ein Vielfaches von { $modulus } Einsen zählt (Moore, 1910).
disguise-lift-wythoff = Kein verkleidetes Nim: Der Spieler am Zug verliert genau auf einem Wythoff-Paar (⌊nφ⌋, ⌊nφ²⌋): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …
disguise-banks = Banken: { $mine } für den Spieler am Zug, { $theirs } für den anderen.
disguise-columns = Einsen je Spalte, von der { $top }er-Spalte abwärts: { $counts }
disguise-pair = ({ $a }, { $b }) ist das Wythoff-Paar n = { $n }.
disguise-no-pair = ({ $a }, { $b }) ist kein Wythoff-Paar.
disguise-nim-sum-fails = Hier ist X = { $x }, und doch { $verdict }: Die Nim-Summe entscheidet das Wythoff-Spiel nicht.

## Züge in den Worten des Spiels
disguise-move-stair = { $count ->
    [one] { $count } Münze
   *[other] { $count } Münzen
} von Stufe { $from } auf Stufe { $to } schieben
disguise-move-stair-floor = { $count ->
    [one] { $count } Münze
   *[other] { $count } Münzen
} von Stufe 1 auf den Boden schieben
disguise-move-take = { $count } von Haufen { $heap } nehmen
disguise-move-add = { $count } aus der Bank auf Haufen { $heap } legen
disguise-move-turn = die Münze auf { $right } von Kopf auf Zahl wenden
disguise-move-turn-more = die Münze auf { $right } von Kopf auf Zahl wenden, dazu { $count ->
    [one] die Münze auf { $others }
   *[other] die Münzen auf { $others }
}
disguise-move-moore = { $takes } nehmen
disguise-move-moore-part = { $count } von Haufen { $heap }
disguise-move-split = Haufen { $heap } in { $left } und { $right } teilen
disguise-move-cut = Kante { $edge } durchschneiden
disguise-move-first = { $count } vom ersten Haufen nehmen
disguise-move-second = { $count } vom zweiten Haufen nehmen
disguise-move-both = { $count } von beiden Haufen nehmen

## Was ein Zug darunter tut
disguise-effect = darunter geht { $part } als Nim-Haufen von { $from } auf { $to }, womit X = { $x } wird
disguise-effect-moore = womit jede Spalte ein Vielfaches von { $modulus } zählt
disguise-effect-wythoff = womit das Wythoff-Paar ({ $a }, { $b }) bleibt

## Die Kommandozeile
disguise-report-position = Stellung: { $game } { $position }
disguise-edges-numbered = Die Kanten sind Baum für Baum von links nummeriert, jede vor den Kanten, die sie trägt.
disguise-remoteness = Entfernung zum Ende: { $moves } (vollständige Suche über die Züge des Spiels selbst).
disguise-remoteness-not-counted = Entfernung zum Ende: nicht gezählt (mehr Stellungen, als eine vollständige Suche hier besucht).
disguise-moves-not-listed = Die Gewinnzüge werden nicht aufgelistet: { $why }.
disguise-alone = Ein verkleidetes Spiel wird allein analysiert: Geben Sie es als einzige Stellung an, ohne Regel-Optionen.
disguise-moore-named = --moore nimmt einfache Haufengrößen, etwa 3 5 6 7.
disguise-grundy-coins-title = { $game }: der Wert g(n) eines einzelnen Kopfes auf Platz n, für n = 1 bis { $to }
disguise-grundy-all-mex = Per mex aus den Zügen bis n = { $mex } gefunden; sie folgen { $rule }.
disguise-grundy-checked = Per mex aus den Zügen bis n = { $mex } gefunden; sie folgen { $rule }, was den Rest liefert.
disguise-grundy-mex-only = Per mex aus den Zügen bis n = { $mex } gefunden; danach gilt die Regel { $rule } nicht, und kein Wert wird angegeben.
disguise-rule-turtles = g(n) = n
disguise-rule-mock-turtles = g(n) = die n-te odiöse Zahl
disguise-rule-ruler = g(n) = die größte Zweierpotenz, die n teilt
disguise-rule-lasker = g(4m+1) = 4m+1, g(4m+2) = 4m+2, g(4m+3) = 4m+4, g(4m+4) = 4m+3

## The board and its panel
disguise-menu = Nim in disguise
disguise-how-staircase = Click a coin: it and the coins above it on its step go down one step (from step 1, to the floor). Whoever makes the last move wins.
disguise-how-poker = Click a chip to take it and the chips above it, or add chips from your bank with a + button. Whoever makes the last move wins.
disguise-how-turtles = Pick a head (it turns to tails) and at most one more coin to its left, either way up, then Turn. Whoever makes the last move wins.
disguise-how-mock-turtles = Pick a head (it turns to tails) and at most two more coins to its left, either way up, then Turn. Whoever makes the last move wins.
disguise-how-ruler = Pick a head (it turns to tails) and the coins just to its left that go with it in a run, then Turn. Whoever makes the last move wins.
disguise-how-moore = Click a stone in up to { $k } heaps (it and the stones above it are taken), then Take. Whoever makes the last move wins.
disguise-how-lasker = Click a stone to take it and the stones above it; with Split ticked, a click splits the heap below that stone into two. Whoever makes the last move wins.
disguise-how-hackenbush = Click an edge to cut it: whatever no longer touches the ground falls. Whoever makes the last move wins.
disguise-how-wythoff = Move the queen left, down, or diagonally down and left, any distance: click a marked square. Whoever moves her into the corner wins.
disguise-underneath = Underneath
disguise-x-hidden = X and who wins are hidden with the answers.
disguise-against-computer = Against the computer
disguise-two-people = Two people
disguise-turn-you = Your move.
disguise-turn-computer = The computer's move.
disguise-turn-player = Player { $n } to move.
disguise-over-you = Game over: you made the last move, and you won.
disguise-over-computer = Game over: the computer made the last move, and it won.
disguise-over-player = Game over: player { $n } made the last move, and won.
disguise-computer-played = The computer: { $move }.
disguise-turn = Turn
disguise-take = Take
disguise-clear = Clear
disguise-split = Split instead of take
disguise-add = Chips a + adds:
disguise-add-to = + { $count } on heap { $heap }
disguise-back = Back to my game
disguise-winning-moves = Winning moves:
disguise-hint-part = Hint: play in { $part }.
disguise-hint-move = Hint: { $move }.
disguise-heads = heads
disguise-tails = tails
# Names a screen reader says for the board's tokens.
disguise-a11y-stone = { $column }, stone { $n }
disguise-a11y-coin = coin { $n }, { $side }
disguise-a11y-edge = edge { $n }
disguise-a11y-square = square ({ $x }, { $y })
