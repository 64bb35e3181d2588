# Nim déguisé (src/words/disguise.rs) : des jeux qui ne ressemblent pas à Nim et qui sont Nim en
# dessous, et le jeu de Wythoff, qui ne l’est pas.

## Les jeux
disguise-staircase = Nim en escalier
disguise-poker = Nim du poker
disguise-turtles = Tortues retournées
disguise-mock-turtles = Fausses tortues
disguise-ruler = Règle
disguise-moore = Nim de Moore avec k = { $k }
disguise-lasker = Nim de Lasker
disguise-hackenbush = Hackenbush vert
disguise-wythoff = Jeu de Wythoff

## Les parties d’où vient un tas de Nim
disguise-part-step = la marche { $n }
disguise-part-heap = le tas { $n }
disguise-part-coin = la face en { $n }
disguise-part-tree = l’arbre { $n }

## Ce qu’est une position en dessous
disguise-lift-staircase = En dessous, c’est Nim : les pièces des marches impaires sont les tas. Des pièces descendues d’une marche paire arrivent sur une marche impaire et peuvent aussitôt redescendre : les marches paires ne changent pas qui gagne.
disguise-lift-poker = En dessous, c’est Nim : des jetons ajoutés depuis une banque sont aussitôt retirés, donc les banques ne changent pas qui gagne.
disguise-lift-turtles = En dessous, c’est Nim : chaque face est un tas de sa valeur g(n) = n, et la rangée est la somme de ses faces.
disguise-lift-mock-turtles = En dessous, c’est Nim : chaque face est un tas de sa valeur g(n), le n-ième nombre odieux (1, 2, 4, 7, 8, 11, … : un nombre impair de 1 en binaire), et la rangée est la somme de ses faces.
disguise-lift-ruler = En dessous, c’est Nim : chaque face est un tas de sa valeur g(n), la plus grande puissance de 2 qui divise n, et la rangée est la somme de ses faces.
disguise-lift-lasker = En dessous, c’est Nim : chaque tas se joue comme un tas de Nim de sa valeur, trouvée par mex à partir des coups : g(n) = n, sauf que 4m + 3 et 4m + 4 s’échangent.
disguise-lift-hackenbush = En dessous, c’est Nim : par le principe du deux-points, chaque arbre est une tige de sa valeur (les branches en un point s’additionnent par somme de Nim ; une arête sous un point de valeur v vaut v + 1).
disguise-lift-moore = Le X de Bouton ne décide pas ce jeu : le joueur qui doit jouer perd exactement quand chaque colonne de la table binaire compte un multiple de { $modulus } uns (Moore, 1910).
disguise-lift-wythoff = Pas un Nim déguisé : le joueur qui doit jouer perd exactement sur une paire de Wythoff (⌊nφ⌋, ⌊nφ²⌋) : (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …
disguise-banks = Banques : { $mine } pour le joueur qui doit jouer, { $theirs } pour l’autre.
disguise-columns = Nombre de uns par colonne, de la colonne des { $top } vers le bas : { $counts }
disguise-pair = ({ $a }, { $b }) est la paire de Wythoff n = { $n }.
disguise-no-pair = ({ $a }, { $b }) n’est pas une paire de Wythoff.
disguise-nim-sum-fails = Ici X = { $x }, et pourtant { $verdict } : la somme de Nim ne décide pas le jeu de Wythoff.

## Les coups dans les termes du jeu
disguise-move-stair = descendre { $count ->
    [one] { $count } pièce
   *[other] { $count } pièces
} de la marche { $from } à la marche { $to }
disguise-move-stair-floor = descendre { $count ->
    [one] { $count } pièce
   *[other] { $count } pièces
} de la marche 1 au sol
disguise-move-take = prendre { $count } au tas { $heap }
disguise-move-add = ajouter { $count } de la banque au tas { $heap }
disguise-move-turn = retourner la pièce en { $right } de face à pile
disguise-move-turn-more = retourner la pièce en { $right } de face à pile, et { $count ->
    [one] la pièce en { $others }
   *[other] les pièces en { $others }
}
disguise-move-moore = prendre { $takes }
disguise-move-moore-part = { $count } au tas { $heap }
disguise-move-split = partager le tas { $heap } en { $left } et { $right }
disguise-move-cut = couper l’arête { $edge }
disguise-move-first = prendre { $count } au premier tas
disguise-move-second = prendre { $count } au second tas
disguise-move-both = prendre { $count } aux deux tas

## Ce que fait un coup en dessous
disguise-effect = en dessous, { $part } comme tas de Nim passe de { $from } à { $to }, ce qui donne X = { $x }
disguise-effect-moore = ce qui laisse dans chaque colonne un multiple de { $modulus }
disguise-effect-wythoff = ce qui laisse la paire de Wythoff ({ $a }, { $b })

## La ligne de commande
disguise-report-position = Position : { $game } { $position }
disguise-edges-numbered = Les arêtes sont numérotées arbre par arbre depuis la gauche, chacune avant celles qu’elle porte.
disguise-remoteness = Distance à la fin : { $moves } (recherche exhaustive des coups du jeu lui-même).
disguise-remoteness-not-counted = Distance à la fin : non comptée (plus de positions qu’une recherche exhaustive n’en visite ici).
disguise-moves-not-listed = Les coups gagnants ne sont pas énumérés : { $why }.
disguise-alone = Un jeu déguisé s’analyse seul : donnez-le comme seule position, sans option de règle.
disguise-moore-named = --moore prend des tailles de tas simples, comme 3 5 6 7.
disguise-grundy-coins-title = { $game } : la valeur g(n) d’une face seule en position n, pour n = 1 à { $to }
disguise-grundy-all-mex = Trouvées par mex à partir des coups jusqu’à n = { $mex } ; elles suivent { $rule }.
disguise-grundy-checked = Trouvées par mex à partir des coups jusqu’à n = { $mex } ; elles suivent { $rule }, qui donne le reste.
disguise-grundy-mex-only = Trouvées par mex à partir des coups jusqu’à n = { $mex } ; au-delà, la règle { $rule } ne tient pas, et aucune valeur n’est donnée.
disguise-rule-turtles = g(n) = n
disguise-rule-mock-turtles = g(n) = le n-ième nombre odieux
disguise-rule-ruler = g(n) = la plus grande puissance de 2 qui divise n
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
