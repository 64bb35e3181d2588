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
disguise-label-step = marche { $n }
disguise-label-heap = tas { $n }
disguise-label-coin = face en { $n }
disguise-label-tree = arbre { $n }

## Ce qu’est une position en dessous
disguise-lift-staircase = En dessous, c’est Nim : les pièces des marches impaires sont les tas. Des pièces descendues d’une marche paire arrivent sur une marche impaire et l’autre joueur peut aussitôt les faire redescendre, annulant le coup : les marches paires ne changent pas qui gagne.
disguise-lift-poker = En dessous, c’est Nim : des jetons ajoutés depuis une banque peuvent être aussitôt retirés par l’autre joueur (les jetons pris quittent le jeu), donc les banques ne changent pas qui gagne.
disguise-lift-turtles = En dessous, c’est Nim : chaque face est un tas de sa valeur g(n) = n, et la rangée vaut la somme de Nim des valeurs de ses faces.
disguise-lift-mock-turtles = En dessous, c’est Nim : chaque face est un tas de sa valeur g(n), le n-ième nombre odieux (1, 2, 4, 7, 8, 11, … : un nombre impair de 1 en binaire), et la rangée vaut la somme de Nim des valeurs de ses faces.
disguise-lift-ruler = En dessous, c’est Nim : chaque face est un tas de sa valeur g(n), la plus grande puissance de 2 qui divise n, et la rangée vaut la somme de Nim des valeurs de ses faces.
disguise-lift-lasker = En dessous, c’est Nim : chaque tas se joue comme un tas de Nim de sa valeur, trouvée par mex à partir des coups : g(n) = n, sauf que 4m + 3 et 4m + 4 s’échangent.
disguise-lift-hackenbush = En dessous, c’est Nim : par le principe du deux-points, chaque arbre est une tige de sa valeur (les branches en un point s’additionnent par somme de Nim ; une arête sous un point de valeur v vaut v + 1).
disguise-lift-moore = Le X de Bouton ne décide pas ce jeu : le joueur qui doit jouer perd exactement quand chaque colonne de la table binaire compte un multiple de { $modulus } uns (Moore, 1910).
disguise-lift-wythoff = Pas un Nim déguisé : le joueur qui doit jouer perd exactement sur une paire de Wythoff (⌊nφ⌋, ⌊nφ²⌋) : (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …
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
disguise-effect-moore-not = ce qui laisse une colonne dont le compte n’est pas un multiple de { $modulus }
disguise-effect-wythoff-not = ce qui laisse ({ $a }, { $b }), qui n’est pas une paire de Wythoff

## La ligne de commande
disguise-report-position = Position : { $game } { $position }
disguise-edges-numbered = Les arêtes sont numérotées arbre par arbre depuis la gauche, chacune avant celles qu’elle porte.
disguise-remoteness = Distance à la fin : { $moves } (recherche exhaustive des coups du jeu lui-même).
disguise-remoteness-not-counted = Distance à la fin : non comptée ({ $why }).
disguise-moves-not-listed = Les coups gagnants ne sont pas énumérés : { $why }.
disguise-one-winning-move = Un coup gagnant, construit colonne par colonne comme dans la preuve de Moore : { $move }
disguise-alone = Un jeu déguisé s’analyse en jeu normal, sans option de règle : seul, ou à côté de tas de jeux nommés (hackenbush:'(()())' kayles:5 nim:3).
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
disguise-menu = Nim déguisé
disguise-how-staircase = Cliquez sur une pièce : elle et les pièces au-dessus d’elle sur sa marche descendent d’une marche (de la marche 1, au sol). Qui joue le dernier coup gagne.
disguise-how-poker = Cliquez sur un jeton pour le prendre avec ceux au-dessus, ou ajoutez des jetons de votre banque avec un bouton +. Qui joue le dernier coup gagne.
disguise-how-turtles = Choisissez une pièce côté face (elle passe côté pile) et au plus une autre pièce à sa gauche, dans n’importe quel sens, puis Retourner. Qui joue le dernier coup gagne.
disguise-how-mock-turtles = Choisissez une pièce côté face (elle passe côté pile) et au plus deux autres pièces à sa gauche, dans n’importe quel sens, puis Retourner. Qui joue le dernier coup gagne.
disguise-how-ruler = Choisissez une pièce côté face (elle passe côté pile) et, si vous voulez, autant de pièces que vous voulez en une suite sans trou juste à sa gauche, puis Retourner. Qui joue le dernier coup gagne.
disguise-how-moore = Cliquez sur une pierre dans au plus { $k } tas (elle et les pierres au-dessus sont prises), puis Prendre. Qui joue le dernier coup gagne.
disguise-how-lasker = Cliquez sur une pierre pour la prendre avec celles au-dessus ; avec Partager coché, un clic partage le tas sous cette pierre en deux. Qui joue le dernier coup gagne.
disguise-how-hackenbush = Cliquez sur une arête pour la couper : tout ce qui ne touche plus le sol tombe. Qui joue le dernier coup gagne.
disguise-how-wythoff = Déplacez la dame vers la gauche, vers le bas ou en diagonale vers le bas à gauche, d’autant de cases que voulu : cliquez sur une case marquée. Qui la met dans le coin gagne. Le premier tas est la colonne, le second la ligne.
disguise-underneath = En dessous
disguise-x-hidden = X et le gagnant sont cachés avec les réponses.
disguise-against-computer = Contre l’ordinateur
disguise-two-people = À deux
disguise-turn-you = À vous de jouer.
disguise-turn-computer = À l’ordinateur de jouer.
disguise-turn-player = Au joueur { $n } de jouer.
disguise-turn-partner = À { $name } de jouer.
disguise-over-you = Partie terminée : vous avez joué le dernier coup, vous avez gagné.
disguise-over-computer = Partie terminée : l’ordinateur a joué le dernier coup, il a gagné.
disguise-over-player = Partie terminée : le joueur { $n } a joué le dernier coup et a gagné.
disguise-over-partner = Partie terminée : { $name } a joué le dernier coup et a gagné.
disguise-player-played = Joueur { $n } : { $move }.
disguise-computer-played = L’ordinateur : { $move }.
disguise-turn = Retourner
disguise-take = Prendre
disguise-clear = Effacer
disguise-split = Partager au lieu de prendre
disguise-add = Jetons ajoutés par un + :
disguise-add-to = + { $count } sur le tas { $heap }
disguise-back = Revenir à ma partie
disguise-winning-moves = Coups gagnants :
disguise-hint-part = Indice : jouez { $kind ->
    [step] sur la marche { $n }
    [coin] en retournant la face en { $n }
    [tree] dans l’arbre { $n }
   *[heap] dans le tas { $n }
}.
disguise-hint-move = Indice : { $move }.
disguise-value = valeur
# One letter on each coin and on the queen.
disguise-heads-letter = F
disguise-tails-letter = P
disguise-queen-letter = D
disguise-heads = face
disguise-tails = pile
# Names a screen reader says for the board's tokens.
disguise-a11y-stone = { $column }, pierre { $n }
disguise-a11y-coin = pièce { $n }, { $side }
disguise-a11y-edge = arête { $n }
disguise-a11y-square = case ({ $x }, { $y })
# The first line of a saved game in disguise (a RON comment: keep the //).
disguise-file-header = // Un fichier de Bouton, en RON : un jeu déguisé. Marches, tas, pièces et arêtes se comptent à partir de 1.

## The lessons. { $x } is X under the disguise and { $verdict } who wins, both from the position on the board.
disguise-lessons = Leçons
disguise-lesson-menu = Leçon : { $title }
disguise-lesson-of = Leçon : { $title } — étape { $step } sur { $steps }
disguise-lesson-next = Étape suivante
disguise-lesson-back = Étape précédente
disguise-lesson-end = Terminer la leçon
disguise-lesson-overview-title = Nim déguisé
disguise-lesson-overview-1-title = Des pièces sur un escalier
disguise-lesson-overview-1-text = Cela ne ressemble pas à Nim : des pièces descendent un escalier. Regardez en dessous (le panneau) : seules les marches impaires comptent, et ce sont des tas de Nim, avec X = { $x }. Un tel jeu est un Nim déguisé : trouvez ses tas, et le théorème de Bouton fait le reste : le joueur qui doit jouer perd exactement quand X = 0.
disguise-lesson-overview-2-title = Une rangée de pièces
disguise-lesson-overview-2-text = Dans les Tortues retournées, chaque face est un tas dont la taille est sa position. Retourner une face côté pile, et peut-être une pièce à sa gauche, est un coup de Nim sur ce tas. Ici X = { $x }.
disguise-lesson-overview-3-title = Un dessin
disguise-lesson-overview-3-text = Couper une arête d’une tige de 3, c’est prendre dans un tas de 3 ; les branches d’un arbre se replient en une seule tige (principe du deux-points : des branches en un point valent leur somme de Nim, et l’arête en dessous une de plus). Ici X = { $x }.
disguise-lesson-overview-4-title = Là où le déguisement tombe
disguise-lesson-overview-4-text = Deux tas, mais une dame peut aussi prendre le même nombre dans les deux. Ici X = { $x }, et pourtant { $verdict }. Question : quelle propriété des coups de Nim le nouveau coup casse-t-il ?
disguise-lesson-staircase-title = Nim en escalier
disguise-lesson-staircase-1-title = Seules les marches impaires
disguise-lesson-staircase-1-text = Les pièces des marches 1 et 3 sont les tas de Nim : X = { $x }. Essayez quelques coups, réponses cachées, puis regardez en dessous ce que chaque coup a fait.
disguise-lesson-staircase-2-title = La question
disguise-lesson-staircase-2-text = Jouez contre l’ordinateur. Puis : pourquoi le gagnant peut-il ignorer les marches paires ? (Pensez à ce que vous pouvez faire juste après que l’adversaire a descendu des pièces d’une marche paire.)
disguise-lesson-poker-title = Nim du poker
disguise-lesson-poker-1-title = Des jetons de la banque
disguise-lesson-poker-1-text = Ajouter des jetons ressemble à une nouvelle sorte de coup. Jouez-en quelques-uns : chaque fois que l’autre joueur ajoute des jetons à un tas, retirez les mêmes. En dessous, X = { $x }.
disguise-lesson-poker-2-title = La question
disguise-lesson-poker-2-text = Jouez contre l’ordinateur. Puis : pourquoi le gagnant n’a-t-il jamais besoin d’ajouter des jetons, et pourquoi la partie finit-elle quand même ?
disguise-lesson-coins-title = Retourner des pièces
disguise-lesson-coins-1-title = Chaque face est un tas
disguise-lesson-coins-1-text = La face en position n est un tas de Nim de n, et la rangée vaut la somme de Nim des valeurs de ses faces : X = { $x }.
disguise-lesson-coins-2-title = La question
disguise-lesson-coins-2-text = Jouez contre l’ordinateur. Puis : retourner deux faces d’un coup enlève deux tas. Pourquoi est-ce encore un coup de Nim sur un seul tas ? (Indice : m ⊕ m = 0.)
disguise-lesson-moore-title = Nim de Moore
disguise-lesson-moore-1-title = Deux tas à la fois
disguise-lesson-moore-1-text = Avec k = 2, un coup peut prendre dans un ou deux tas. Le X = { $x } de Bouton ne décide plus : comptez les uns de chaque colonne de la table binaire modulo k + 1 = 3 (le panneau le fait). Ici : { $verdict }.
disguise-lesson-moore-2-title = La question
disguise-lesson-moore-2-text = Jouez contre l’ordinateur. Puis : pourquoi k = 1 redonne-t-il la règle de Bouton, X = 0 ?
disguise-lesson-lasker-title = Nim de Lasker
disguise-lesson-lasker-1-title = Partager un tas
disguise-lesson-lasker-1-text = Un coup peut aussi partager un tas en deux sans rien prendre. Ce tas de 3 se joue comme un tas de Nim de { $x } : sa valeur est le mex de ce que ses coups atteignent, la plus petite valeur qu’aucun coup n’atteint, pas sa taille.
disguise-lesson-lasker-2-title = La question
disguise-lesson-lasker-2-text = Jouez contre l’ordinateur. Puis : les valeurs échangent 4m + 3 et 4m + 4. Pourquoi un tas de 3 ne peut-il pas valoir 3 ?
disguise-lesson-hackenbush-title = Hackenbush vert
disguise-lesson-hackenbush-1-title = Une tige est un tas
disguise-lesson-hackenbush-1-text = Une tige de 3 arêtes : couper une arête, c’est prendre dans un tas de 3, et X = { $x }.
disguise-lesson-hackenbush-2-title = La question
disguise-lesson-hackenbush-2-text = Jouez contre l’ordinateur. Puis : les branches en un point s’additionnent par somme de Nim. Pourquoi l’arête sous un point de valeur v compte-t-elle v + 1 ?
disguise-lesson-wythoff-title = Jeu de Wythoff
disguise-lesson-wythoff-1-title = Pas Nim
disguise-lesson-wythoff-1-text = X = { $x }, et pourtant { $verdict } : prendre le même nombre dans les deux tas est un coup que Nim n’a pas. Montrez les réponses pour voir les cases perdantes, les paires de Wythoff.
disguise-lesson-wythoff-2-title = La question
disguise-lesson-wythoff-2-text = Jouez contre l’ordinateur. Puis : les cases perdantes sont (⌊nφ⌋, ⌊nφ²⌋) et leurs symétriques (⌊nφ²⌋, ⌊nφ⌋), où φ = (1 + √5)/2 ≈ 1,618 et ⌊x⌋ est x arrondi à l’entier inférieur. Pourquoi deux d’entre elles ne peuvent-elles jamais être sur une même ligne, une même colonne ou une même diagonale de la dame (les cases dont les deux tas diffèrent d’autant) ?

## P or N? on a game in disguise
disguise-quiz-start = Questions P ou N ? sur ce jeu
disguise-quiz = P ou N ?
disguise-quiz-question = Question { $n } : est-ce une position P (le joueur qui doit jouer perd) ou une position N (le joueur qui doit jouer gagne) ?
disguise-quiz-p = P
disguise-quiz-n = N
disguise-quiz-right = Juste — { $verdict }.
disguise-quiz-wrong = Pas tout à fait — { $verdict }.
disguise-quiz-score = Justes jusqu’ici : { $right } sur { $answered }
disguise-quiz-next = Question suivante
disguise-quiz-stop = Arrêter les questions

## An answer to each lesson's question (shown on request at its last step)
disguise-lesson-answer = Une réponse
disguise-lesson-overview-answer = Un coup de Nim change un seul tas : depuis X = 0, tout coup laisse X ≠ 0. Prendre dans les deux tas en change deux, et peut garder X = 0 : de (1, 1) à (0, 0). X = 0 ne signifie donc plus que le joueur qui doit jouer perd.
disguise-lesson-staircase-answer = Quand l’adversaire descend des pièces d’une marche paire sur une impaire, descendez les mêmes pièces d’une marche de plus : les marches impaires sont comme avant. Tout autre coup est un coup de Nim sur les marches impaires. La partie finit, car les pièces ne font que descendre.
disguise-lesson-poker-answer = Quand l’adversaire ajoute des jetons à un tas, retirez les mêmes : X revient à 0. Sinon, jouez Nim. Un ajout se défait aussitôt, il n’aide donc jamais ; et la partie finit, car les banques sont finies.
disguise-lesson-coins-answer = Retourner côté pile les faces en n et en m enlève les tas n et m. X change de n ⊕ m, exactement comme si le tas n devenait un tas m, car un second tas de m annule le premier (m ⊕ m = 0). C’est donc le coup de Nim n → m, avec m < n.
disguise-lesson-moore-answer = Avec k = 1, un coup prend dans un seul tas, et le compte d’une colonne est un multiple de 2 exactement quand X a un 0 dans cette colonne. « Chaque colonne un multiple de 2 », c’est donc X = 0.
disguise-lesson-lasker-answer = Un tas de 3 se partage en 1 et 2, qui valent 1 ⊕ 2 = 3. Avec 0, 1 et 2 atteints en prenant et 3 en partageant, le mex vaut 4.
disguise-lesson-hackenbush-answer = Ce qui se tient sur le point se replie en une tige de v arêtes (le principe du deux-points). L’arête dessous, portant cette tige, forme une tige de v + 1 arêtes : la couper prend tout, et toute autre coupe est une coupe dans la tige de v.
disguise-lesson-wythoff-answer = Depuis une case perdante, tout coup mène à une case gagnante. Si deux cases perdantes partageaient une ligne, une colonne ou une diagonale où se déplace la dame, elle irait de l’une à l’autre : d’une perdante à une perdante. Chacune de ces lignes en contient donc au plus une. (Une paire et sa symétrique, comme (1, 2) et (2, 1), sont sur une ligne où la dame ne se déplace pas.)

## Move values and the review of a game in disguise
disguise-valued = ({ $value }, { $grade })
disguise-values-legend = Chaque jeton, arête ou case porte la valeur du coup que joue un clic dessus ; un coup de plusieurs pièces ou tas, une fois choisi, à côté de son bouton :
review-row-disguise = { $number }. { $player } : { $move }

## The colon principle, step by step (Green Hackenbush)
disguise-colon-open = Le principe du deux-points, étape par étape
disguise-colon-step = Étape { $n } sur { $count } : en haut de l’arête { $edge }, les branches sont des tiges de { $stalks } arêtes ; { $sum } = { $value }, elles jouent donc comme une seule tige de { $value }.
disguise-colon-step-zero = Étape { $n } sur { $count } : en haut de l’arête { $edge }, les branches sont des tiges de { $stalks } arêtes ; { $sum } = 0, elles jouent donc comme aucune arête, et s’en vont.
disguise-colon-done = Chaque arbre est maintenant une tige, de { $stalks } arêtes : chacune est un tas de Nim de sa longueur, la valeur de l’arbre.
disguise-colon-already = Chaque arbre est déjà une tige : chacune est un tas de Nim de sa longueur.
disguise-colon-close = Retour à la partie
disguise-wythoff-value = Sa valeur de Grundy : g({ $a }, { $b }) = { $g }. À côté d’autres jeux, la dame joue comme un tas de Nim de { $g }.
disguise-review-hidden = Le bilan dit qui gagnait à chaque coup : il s’ouvre avec les réponses (Partie ▸ Révéler les réponses) ou à la fin de la partie.
review-row-values-mover = { $before } → { $after } · { $grade }
disguise-wythoff-key = En couleur : les paires de Wythoff, où le joueur qui doit jouer perd. Le petit nombre dans le coin d’une case est sa valeur de Grundy (0 exactement sur les paires).
disguise-winner-hidden = Le gagnant est caché avec les réponses.
disguise-wythoff-too-far = La dame est en ({ $a }, { $b }) : trop loin du coin pour dessiner le plateau (au plus { $max } cases de chaque côté). Le panneau dit toujours qui gagne et comment ; Partie ▸ Coup de l’ordinateur joue pour vous.

## Une somme de tas et de jeux déguisés, jouée sur le plateau
disguise-sum = Somme de jeux
disguise-lift-sum = En dessous, c’est Nim : d’après Sprague–Grundy, chaque composante se joue comme un tas de Nim de sa valeur, donc le joueur qui doit jouer perd exactement quand la somme de Nim X des valeurs vaut 0.
disguise-how-sum = Jouez dans une seule composante à la fois, selon ses propres règles : cliquez comme sur son propre plateau. Qui fait le dernier coup gagne.
mixed-part-heap = le tas { $heap } ({ $game })
mixed-part-game = le jeu { $n } ({ $game })
mixed-label-heap = tas { $heap } ({ $game })
mixed-part-row = la rangée { $heap } ({ $game })
mixed-label-row = rangée { $heap } ({ $game })
mixed-part-move = { $part } : { $move }
mixed-label-game = jeu { $n } ({ $game })
mixed-hint = Indice : jouez ici : { $part }.

## La fenêtre qui met sa propre position sur le plateau
disguise-setup-menu = Votre propre position…
disguise-setup-title = Votre propre jeu déguisé
disguise-setup-about = Tapez une position comme la ligne de commande la lit : le nom d’un jeu, deux-points et sa position. Joignez des tas et des jeux avec + pour les jouer côte à côte.
disguise-setup-field = Position :
disguise-setup-examples = Exemples (cliquez pour en copier un dans le champ) :
disguise-quiz-underneath-later = Ce qu’il y a en dessous (les tas de Nim et X) s’affiche avec la réponse : trouvez-le d’abord vous-même.
disguise-lesson-moved = Le texte parle de la position du début de cette étape : les coups joués depuis ont changé le plateau.
disguise-lesson-restart = Recommencer cette étape
disguise-colon-back = Repli précédent
disguise-colon-next = Repli suivant
