# Errors: what went wrong, in words a teacher can act on (the typed errors of core, the save files,
# the links and the exports). Names in `backquotes` are what a file or a command line holds: keep them.


## src/export/mod.rs
err-export-error-sum-of-games = les images et les fiches montrent des tas de Nim, de S(1..k) ou d’un ensemble de soustraction ; ce jeu n’en fait pas partie (Kayles, un code octal, ou une somme de jeux)
err-export-error-empty-picture = l’image est vide
err-export-error-bad-picture = l’image est trop grande ou mal formée
err-export-error-draw = l’image n’a pas pu être dessinée : { $value }
err-export-error-encode = l’image n’a pas pu être encodée en PNG : { $value }

## src/save/error.rs
err-load-error-io = impossible de lire { $path } : { $source }
err-load-error-too-large = { $origin } dépasse la limite de 1 MiB d’un fichier Bouton ({ $size } octets ou plus)
err-load-error-not-text = { $origin } n’est pas un fichier texte (ce n’est pas de l’UTF-8 valide)
err-load-error-syntax = { $origin }:{ $line }:{ $column }: { $message }
err-load-error-not-a-file = { $origin } est { $kind }, pas un fichier ; choisissez un fichier .ron de Bouton
err-load-error-not-bouton = { $origin } n’est ni une partie ni une leçon Bouton : ce sont des fichiers texte qui commencent par `(`, après d’éventuels commentaires //
err-load-error-empty = { $origin } est vide ; un fichier Bouton commence par `(`
err-load-error-missing-version = { $origin } n’a pas de champ `version` ; un fichier Bouton commence par `(version: { $first-version },`
err-load-error-newer-version = { $origin } a été créé par un Bouton plus récent (version de fichier { $version }) ; ce Bouton lit les versions jusqu’à { $newest }
err-load-error-cancelled = l’ouverture de { $origin } a été annulée
err-load-error-invalid = { $origin } : { $problem }
err-problem-lesson-not-game = c’est un fichier de leçon, pas une partie ; ouvrez-le avec Fichier ▸ Ouvrir, ou vérifiez-le avec `bouton check`
err-problem-sum-not-game = ce fichier contient un autre jeu que Nim, S(1..k) ou un ensemble de soustraction (Kayles, un code octal, ou une somme de jeux) ; ouvrez-le dans l’application ou analysez-le avec `bouton analyze --file`
err-problem-games-count = `games` nomme { $games ->
    [0] { $games } jeux
    [one] { $games } jeu
   *[other] { $games } jeux
}, mais le départ a { $heaps } tas ; donnez un jeu par tas
err-problem-unknown-game = le jeu du tas { $number }, « { $name } », n’est pas un jeu que Bouton connaît : { $reason }
err-problem-too-many-games = le fichier utilise plus de { $max } jeux différents ; répartissez-le en plusieurs fichiers
err-problem-too-much-octal-work = les jeux de ce fichier demandent trop de calculs pour obtenir leurs valeurs (des codes longs qui coupent les tas en deux, avec de grands tas) ; répartissez-le en plusieurs fichiers ou utilisez des tas plus petits
err-problem-illegal-sum-move = le coup { $number } n’est pas autorisé : { $reason }
err-problem-too-many-sets = le fichier utilise plus de { $max } ensembles de soustraction différents ; répartissez-le en plusieurs fichiers
err-problem-too-much-work = les ensembles de soustraction de ce fichier demandent plus de { $max } valeurs de Grundy au total pour trouver leurs périodes ; répartissez-le en plusieurs fichiers
err-problem-not-a-version = « { $version } » n’est pas une version de fichier Bouton ; { $newest ->
    [1] ce Bouton lit la version 1
   *[other] ce Bouton lit les versions 1 à { $newest }
}
err-problem-rules = les règles ne sont pas valides : { $value }
err-problem-too-many-heaps = la position de départ a { $count } tas ; un fichier de sauvegarde en contient au plus { $max-file-heaps }
err-problem-too-many-moves = la partie a { $count } coups ; un fichier de sauvegarde en contient au plus { $max-file-moves }
err-problem-heap-zero = le coup { $number } désigne le tas 0, mais les tas sont numérotés à partir de 1
err-problem-more-than-heap = le coup { $number } prend { $take } au tas { $heap }, qui en a { $size }
err-problem-illegal-move = le coup { $number } (prendre { $take } au tas { $heap }) n’est pas autorisé : { $reason }
err-problem-cursor-out-of-range = le curseur est à { $cursor }, mais la partie s’arrête au coup { $moves }
err-problem-error-rate = le paramètre error_rate d’un ordinateur doit être compris entre 0 et 1, et non { $rate }
err-problem-title-too-long = le titre a { $chars } caractères ; au plus { $max-title-chars }
err-problem-name-too-long = le nom d’un joueur a { $chars } caractères ; au plus { $max-name-chars }
err-problem-game-not-lesson = c’est un fichier de partie, pas une leçon (il a `start` mais pas `steps`) ; ouvrez-le avec Fichier ▸ Ouvrir
err-problem-no-steps = la leçon n’a aucune étape ; une leçon en demande au moins une
err-problem-too-many-steps = la leçon a { $count } étapes ; au plus { $max }
err-problem-in-step = étape { $step } : { $problem }
err-problem-notes-too-long = les notes ont { $chars } caractères ; au plus { $max-notes-chars }
err-problem-exercises = les exercices : { $e }
err-save-error = impossible d’enregistrer { $path } : { $step } a échoué : { $source }

## src/save/link.rs
err-link-error-no-heaps = le lien n’indique aucun tas : écrivez #heaps=3,4,5
err-link-error-too-long = la position du lien fait { $chars } caractères ; au plus { $max-link-chars } sont lus
err-link-error-unknown-part = le lien contient une partie « { $value } » que Bouton ne connaît pas : utilisez heaps=, misere, upto= ou set=
err-link-error-not-numbers = « { $value } » dans le lien devrait être des nombres entiers, comme dans heaps=3,4,5 ou upto=3
err-link-error-too-large = « { $value } » dans le lien contient un nombre trop grand : les tas et les quantités vont jusqu’à { $largest }
err-link-error-two-move-rules = le lien donne deux règles de coup (upto= et set=) ; n’en gardez qu’une
err-link-error-invalid = la position du lien ne peut pas être jouée : { $value }

## src/core/proof.rs
err-proof-error-nim-sum-not-zero = Le lemme 1 porte sur les positions où X = 0, et ici X = { $s } ; un coup qui rend X = 0 mène à l’une d’elles
err-proof-error-nim-sum-zero = Le lemme 2 porte sur les positions où X ≠ 0, et ici X = 0 : tout coup laisse X′ ≠ 0 (lemme 1)
err-proof-error-not-a-candidate = le tas { $number } n’a pas de 1 dans le bit { $d }, le 1 le plus à gauche de X ; choisissez l’un des tas marqués

## src/core/checker/mod.rs
err-check-error-no-heaps = une boîte doit contenir au moins un tas
err-check-error-too-many-heaps = { $heaps } tas, c’est trop pour le vérificateur ; au plus { $max-heaps }
err-check-error-too-many-positions = { $heaps ->
    [one] { $heaps } tas
   *[other] { $heaps } tas
} d’au plus { $max }, cela fait { $positions ->
    [one] { $positions } position
   *[other] { $positions } positions
} ; le vérificateur en traite au plus { $most }
err-check-error-too-many-positions-uncounted = { $heaps } tas d’au plus { $max }, cela fait plus de 10^38 positions ; le vérificateur en traite au plus { $most }
err-check-error-too-much-search = le jeu misère avec un ensemble de retraits est vérifié par une recherche exacte, et cette boîte lui ferait examiner { $moves } coups (la limite est { $limit }) ; prenez moins de tas, une taille maximale plus petite ou moins de quantités
err-check-error-cancelled = la vérification a été annulée

## src/core/formula/mod.rs
err-formula-error = colonne { $column } : { $problem }
err-eval-error-division-by-zero = division par zéro
err-eval-error-overflow = un nombre trop grand
err-eval-error-no-such-heap = ce tas n’existe pas

## src/core/octal/mod.rs
err-octal-error-malformed = `{ $value }` n’est pas un code octal : écrivez 0. puis des chiffres octaux de 0 à 7, comme 0.77 (Kayles)
err-octal-error-too-long = un code octal a au plus { $max-octal-digits } chiffres après le point
err-octal-error-no-move = le code { $value } ne permet aucun coup
err-octal-error-unproven = aucune période de { $code } n’est démontrée dans ses valeurs jusqu’à n = { $up-to }, et Bouton ne calcule les valeurs une à une que jusqu’à n = { $limit }
err-octal-error-cancelled = le calcul des valeurs de { $code } a été arrêté à n = { $at }, avant la fin
err-octal-error-too-much-work = le calcul des valeurs de { $code } a été arrêté à n = { $at } : il demanderait plus de { $limit } étapes ; demandez moins de valeurs ou prenez des tas plus petits

## src/core/exercise.rs
err-exercise-error-difficulty = les questions ont de 1 à { $max-heaps } tas de 1 à { $max-size } objets ; demandé : { $heaps } tas d’au plus { $max }
err-exercise-error-no-question = avec ces règles, aucune position avec un coup gagnant n’existe dans cette plage (tas : { $heaps }, le plus grand : { $max })
err-exercise-error-wrong-kind-of-answer = cette question attend { $wanted }
err-exercise-error-no-such-heap = il n’y a pas de tas { $number }
err-exercise-error-already-answered = cette question a déjà reçu une réponse ; passez à la suivante
err-exercise-error-question-number = les questions sont numérotées à partir de 1

## src/core/game.rs
err-game-error-illegal-move = le coup { $number } ({ $mv }) n’est pas autorisé : { $source }
err-game-error-cursor-out-of-range = l’historique s’arrête au coup { $moves }, il ne peut donc pas se placer au coup { $cursor }

## src/core/rules.rs
err-rules-error-zero-limit = le maximum qu’un coup peut prendre doit être d’au moins 1 (k = 0 ne permet aucun coup)
err-rules-error-empty-set = l’ensemble de soustraction est vide : il doit autoriser au moins une quantité
err-rules-error-zero-in-set = l’ensemble de soustraction contient 0, mais ne rien prendre n’est pas un coup
err-rules-error-set-too-large = l’ensemble de soustraction a { $len } quantités ; au plus { $max } sont prises en charge
err-rules-error-amount-too-large = la quantité { $amount } est trop grande pour un ensemble de soustraction ; la plus grande prise en charge est { $max }

## src/core/sum/moves.rs
err-sum-move-error-no-such-heap = il n’y a pas de tas { $number } : les tas sont numérotés de 1 à { $heaps }
err-sum-move-error-takes-nothing = un coup doit prendre au moins un jeton
err-sum-move-error-does-not-add-up = le tas { $number } contient { $size }, donc en prendre { $take } ne peut pas en laisser { $left }
err-sum-move-error-not-allowed = { $game } : les règles ne permettent pas de { $what }
err-mixed-disguised = jeu déguisé { $part } : { $why }

## src/core/sum/analysis.rs
err-sum-error-too-much-work = ces jeux demandent trop de calculs pour obtenir leurs valeurs (des codes longs qui coupent les tas en deux, avec de grands tas) ; utilisez des tas plus petits ou moins de ces jeux
err-sum-error-too-large-to-search = Bouton ne connaît aucune règle misère pour les sommes avec { $games }, et cette position est trop grande pour une recherche exhaustive ({ $why })

## src/core/sum/quiz.rs
err-sum-quiz-error-answered = cette question a déjà reçu une réponse ; passez à la suivante
err-sum-quiz-error-wrong-kind = cette question attend { $value }

## src/core/sum/mod.rs
err-sum-position-error-too-many-heaps = { $count } tas, c’est trop ; une somme en contient au plus { $max }
err-sum-parse-error-not-a-heap = '{ $value }' n’est pas un tas : écrivez une taille (un tas de Nim) ou un jeu, deux-points et une taille, comme kayles:10, dawson:7, nim:5, upto-3:9, set-1.3.4:12 ou 0.6:20
err-sum-parse-error-game = '{ $word }' : { $source }
err-sum-parse-error-empty = aucun tas : écrivez-en au moins un, comme kayles:10 nim:5

## src/core/sum/game.rs
err-sum-game-error-illegal-move = le coup { $number } ({ $mv }) n’est pas autorisé : { $source }

## src/core/position.rs
err-move-error-no-heaps = il n’y a pas de tas { $number } : la position n’a aucun tas
err-move-error-no-such-heap = il n’y a pas de tas { $number } : { $heaps ->
    [0] la position n’a aucun tas
    [one] la position n’a qu’un tas
   *[other] les tas sont numérotés de 1 à { $heaps }
}
err-move-error-takes-nothing = un coup doit prendre au moins un objet
err-move-error-more-than-heap = le tas { $number } contient { $size }, on ne peut donc pas en prendre { $take }
err-move-error-not-allowed = prendre { $take } n’est pas autorisé : la règle est « { $rule } »
err-position-error-too-many-heaps = { $count } tas, c’est trop ; une position en contient au plus { $max }

## src/core/remoteness/mod.rs
err-remoteness-error-heap-too-large = un tas de { $size } est trop grand pour compter les coups jusqu’à la fin (la limite est { $max-heap })
err-remoteness-error-too-many-positions = compter les coups jusqu’à la fin demanderait plus de { $max-positions } positions ; essayez moins de tas, ou des tas plus petits
err-remoteness-error-too-many-options = compter les coups jusqu’à la fin obligerait à énumérer plus de { $max-options } options
err-remoteness-error-too-large = les positions sont trop nombreuses ou trop grandes pour compter les coups jusqu’à la fin ; essayez moins de tas, ou des tas plus petits
err-remoteness-error-too-many-games = une somme de plus de 255 jeux différents est trop grande pour compter les coups jusqu’à la fin
err-remoteness-error-illegal-move = le coup { $number } n’est pas autorisé là où il a été joué : { $source }
err-remoteness-error-stopped = le décompte des coups jusqu’à la fin a été arrêté

## src/core/analysis/mod.rs
err-analysis-error-no-proven-rule = le jeu misère avec un ensemble de soustraction n’a aucune règle démontrée, et cette position est trop grande pour une recherche exhaustive (jusqu’à { $states } positions ; la limite est { $limit })
err-analysis-error-too-many-moves = le jeu misère avec un ensemble de soustraction n’a aucune règle démontrée, et cette position est trop grande pour une recherche exhaustive (jusqu’à { $moves } coups ; la limite est { $limit }) : essayez des tas plus petits ou moins de quantités

## src/core/variants.rs
err-variant-error-no-misere-rule = le jeu misère avec un ensemble de soustraction n’a aucune règle démontrée : il n’y a donc pas de bascule à montrer

## The steps of saving a file ("cannot save F: writing the temporary file failed: …")
save-step-writing = l’écriture du fichier temporaire
save-step-backup = la conservation de l’ancien fichier en .bak
save-step-replacing = le remplacement du fichier
save-step-folder = la création du dossier
save-step-local-storage = l’écriture dans le stockage local du navigateur
save-step-download = le téléchargement du fichier
web-local-storage = le stockage local du navigateur ({ $key })
web-could-not-start = Bouton n’a pas pu démarrer dans ce navigateur : { $why }
window-title = Bouton — Le Nim et le théorème de Bouton
dialog-filter-bouton = Partie ou leçon Bouton
dialog-filter-export = Export
dropped-file = le fichier déposé
# The names of the autosaves, in an error about them.
autosave-name = la sauvegarde automatique

## A file that does not parse: the parser's complaint in words a teacher can act on ("F:3:7: …")
ron-out-of-range = ce nombre est hors limites : les tailles de tas, les quantités et les décomptes sont des nombres entiers de 0 à { $largest }
ron-expected-parentheses = ceci ne correspond pas à un fichier Bouton : une partie, une règle ou un coup s’écrit entre parenthèses, `( … )`
ron-unknown-name-parentheses = `{ $found }` n’est pas un nom que Bouton connaît ici ; écrivez la valeur entre parenthèses, `( … )`
ron-too-deep = le fichier imbrique trop de parenthèses et de crochets pour être un fichier Bouton
ron-unknown-name = `{ $found }` n’est pas un nom que Bouton connaît ici
ron-unknown-option = `{ $found }` n’est pas une option que Bouton connaît
ron-not-one-of = `{ $found }` n’est pas l’un de ces noms : { $expected }
ron-not-a-field = `{ $found }` n’est pas un champ ici ; les champs sont { $expected }
ron-missing-field = le champ `{ $field }` manque
ron-duplicate-field = le champ `{ $field }` est écrit deux fois
ron-expected-found = on attendait { $expected }, mais on a trouvé { $found }
ron-wrong-length = le nombre d’éléments est incorrect ({ $found })
ron-eof = le fichier se termine trop tôt : une parenthèse ou un guillemet n’est pas fermé
ron-expected-list = on attendait une liste entre crochets, `[ … ]`
ron-expected-list-end = on attendait `]` pour fermer la liste, ou une virgule avant l’élément suivant
ron-expected-parentheses-end = on attendait `)` pour fermer les parenthèses, ou une virgule avant le champ suivant
ron-expected-map = on attendait `{ "{" }`
ron-expected-colon = on attendait `:` après le nom
ron-expected-map-end = on attendait `{ "}" }`
ron-expected-comma = on attendait une virgule
ron-expected-boolean = on attendait `true` ou `false`
ron-expected-integer = on attendait un nombre entier, comme 3
ron-expected-number = on attendait un nombre, comme 0.25
ron-expected-text = on attendait un texte entre guillemets doubles, `"…"`
ron-text-not-closed = un texte entre guillemets doubles n’est pas fermé
ron-bad-escape = un texte entre guillemets doubles contient un échappement `\` non valide
ron-expected-name = on attendait un nom, comme un nom de champ
ron-unexpected = `{ $found }` n’est pas attendu ici
ron-trailing = il reste du texte après la fin des parenthèses extérieures du fichier
ron-comment-not-closed = un commentaire n’est pas fermé
ron-not-utf8 = le fichier n’est pas un texte valide (UTF-8)
ron-attribute = une ligne commençant par `#` n’est pas comprise ici
ron-other-kind = une valeur d’un autre type est attendue ici
ron-not-read = le fichier n’a pas pu être lu comme du texte
ron-unknown-field = le champ inconnu `{ $field }` a été ignoré
# "`Normal`, `Misere` or `Other`"
ron-names-or = { $names } ou { $last }
ron-nothing = rien
ron-kind-whole-number = un nombre entier
ron-kind-number = un nombre
ron-kind-list = une liste
ron-kind-map = une table entre accolades
ron-kind-boolean = `true` ou `false`
ron-kind-unit = `()`
ron-kind-other = une valeur d’un autre type

## Moves of a sum, and the limits of the exact search in misère play
sum-taking-whole-heap = prendre le tas entier de { $take }
sum-taking-leaving-one = prendre { $take } et laisser un tas
sum-taking-leaving-two = prendre { $take } et laisser deux tas
sum-splitting-equal = partager un tas de { $size } en deux tas égaux
sum-move-all = prendre tout le tas { $number } ({ $take })
sum-move-one = prendre { $take } au tas { $number }, en laissant { $rest }
sum-move-two = prendre { $take } au tas { $number }, en laissant des tas de { $a } et { $b }
sum-search-tokens = { $tokens } jetons en jeu ; la limite est { $limit }
sum-search-moves = plus de { $limit } coups à examiner
sum-search-positions = plus de { $limit } positions
# Joins the games of a sum: "Kayles and Nim".
sum-search-and = {" et "}
quiz-wants-p-or-n = P ou N
quiz-wants-a-move = un coup

## The browser, and work that could not start
web-no-local-storage = ce navigateur ne donne aucun stockage local à la page
web-local-storage-full = le stockage local est plein ou bloqué
web-no-document = la page n’a pas de document
web-no-file = le navigateur n’a créé aucun fichier
web-no-address = le navigateur n’a créé aucune adresse
web-no-link = la page n’a créé aucun lien
worker-could-not-start = aucun processus de calcul n’a pu démarrer : { $why }
loader-stopped = le chargement s’est arrêté de façon inattendue
save-step-creating = la création du fichier temporaire
save-step-flushing = l’écriture sur disque du fichier temporaire
save-step-replacing-autosave = le remplacement de la sauvegarde automatique

## What a path is, when it is not a file ("F is a folder, not a file")
file-kind-folder = un dossier
file-kind-pipe = un tube nommé
file-kind-device = un périphérique
file-kind-socket = un socket
file-kind-other = un élément qui n’est pas un fichier ordinaire
file-kind-waits = un fichier système qui attend des données
ron-more-unknown-fields = { $count ->
    [one] et { $count } autre champ inconnu a été ignoré
   *[other] et { $count } autres champs inconnus ont été ignorés
}
file-game-names = écrivez nim, kayles, dawson, upto-K, set-A.B.C ou un code octal comme 0.6

## Opening a file, step by step (beside the progress bar)
load-reading = lecture
load-parsing = lecture du texte
load-checking-step = vérification de l’étape { $step } sur { $steps }
load-checking = vérification de la partie

## The first lines of a file Bouton writes: comments, each line starting with //
file-header-game = // Un fichier de sauvegarde Bouton, en RON. Les tas sont numérotés à partir de 1 ; `cursor` est le nombre de coups en vigueur.
file-header-sum =
    // Un fichier de sauvegarde Bouton, en RON : une somme de jeux. Les tas sont numérotés à partir de 1, tels qu’ils sont au moment où un coup est joué ;
    // un coup qui coupe un tas en deux désigne les deux parties restantes (`split: (2, 7)`), la partie de droite devenant le tas suivant.
file-header-lesson = // Une leçon Bouton, en RON. Les tas sont numérotés à partir de 1 ; un script se joue avec Coup suivant.
# The title of a game opened from a link.
quiz-wants-heaps = un ensemble de tas

## The theorem checker's formula, when it cannot be read ("column 5: …")
formula-too-large = { $number } est un nombre trop grand
formula-single-equals = pour comparer, écrivez == (un seul = ne fait pas partie d’une formule)
formula-xor = écrivez le XOR (la somme de Nim) avec ^
formula-not-equal = écrivez « différent de » avec !=
formula-at-most = écrivez « au plus » avec <=
formula-at-least = écrivez « au moins » avec >=
formula-minus = écrivez le moins avec - (le trait d’union du clavier)
formula-not-part = '{ $symbol }' ne fait pas partie d’une formule
formula-too-deep = la formule imbrique plus de { $depth } niveaux
formula-one-pair = comparez une paire à la fois, en les reliant par && : (a < b) && (b < c)
formula-ends-too-soon = la formule se termine trop tôt : un nombre, un tas ou une parenthèse devrait suivre
formula-minus-before = - se place devant un nombre ; pour « non », écrivez !
formula-not-before = ! se place devant une condition comme (a == b) ; pour le moins, écrivez -
formula-open-not-closed = une ( n’est pas fermée : une ) devrait venir ici
formula-needs-before = { $symbol } a besoin de quelque chose devant lui
formula-close-nothing = une ) sans rien à fermer, ou sans rien à l’intérieur
formula-comma = une virgule se place entre les arguments de max, min ou abs
formula-brackets = { $name } demande ses arguments entre parenthèses : { $name }(a, b)
formula-takes-numbers = { $name } prend des nombres, pas des conditions
formula-call-not-closed = { $name }( n’est pas fermé : une , ou une ) devrait venir ici
formula-abs = abs prend un seul nombre
formula-unknown-name = '{ $name }' n’est ni un tas (de a à { $last }) ni une fonction (max, min, abs)
formula-joins-statements = { $symbol } relie des conditions comme a == b, mais { $side } est un nombre
formula-compares-numbers = { $symbol } compare des nombres ; pour relier des conditions, utilisez && ou ||
formula-works-on-numbers = { $symbol } s’applique à des nombres, mais { $side } est une condition
formula-too-long = une formule a au plus { $most } caractères
formula-empty = saisissez une formule qui dit quand une position est P, comme a ^ b ^ c == 0
formula-closes-nothing = cette ) ne ferme rien
formula-operator-here = un opérateur comme == ou && devrait venir ici
formula-is-a-number = la formule est un nombre : dites quand une position est P, comme a ^ b ^ c == 0 (ajoutez == 0, ou comparez)
err-grundy-no-period = aucune période trouvée dans les { $searched } premières valeurs de Grundy de cet ensemble de soustraction ; Bouton refuse de deviner

# What the system said of a file, in the user's terms.
system-not-found = ce fichier ou ce dossier n’existe pas
system-permission = permission refusée
system-full = le disque est plein
system-read-only = le disque est en lecture seule
system-bad-name = ce nom n’est pas permis ici
system-folder = c’est un dossier
system-not-folder = une partie du chemin n’est pas un dossier

## Jeux déguisés
err-disguise-illegal = ce coup n’est pas permis ici dans ce jeu
err-disguise-too-many-parts = { $count } parties, c’est trop ; ce jeu en a au plus { $max }
err-disguise-too-large = { $value } est trop grand ici ; au plus { $max }
err-disguise-malformed = impossible de lire « { $text } » : écrivez un jeu comme l’indique `bouton analyze --help`, par exemple staircase:0,3,1,4
err-disguise-too-many-moves = plus de { $max } coups : trop pour les énumérer
err-disguise-too-many-states = plus de { $max } positions : trop pour une recherche exhaustive
err-problem-disguise-not-game = ce fichier contient un jeu déguisé (Nim en escalier, pièces à retourner, Hackenbush…) ; ouvrez-le dans l’application ou analysez-le avec `bouton analyze --file`
err-problem-disguise = le jeu est illisible : { $why }
err-problem-illegal-disguised-move = le coup { $number } n’est pas un coup de ce jeu là où il est joué
err-link-error-unknown-game = le jeu « { $name } » du lien n’est pas un jeu de Bouton : écrivez game=staircase, poker, turtles, mock-turtles, ruler, moore, lasker, hackenbush ou wythoff
err-link-error-missing-part = le lien n’indique pas la position du jeu : ajoutez { $part }=…
err-link-error-unknown-disguise-part = le lien contient une partie « { $value } » que ce jeu n’utilise pas : donnez sa position avec { $part }=
err-disguise-nothing-picked = choisissez d’abord ce que prend le coup : cliquez sur les pièces ou les pierres
err-disguise-not-heads = la pièce en { $position } est côté pile : la pièce la plus à droite que vous retournez doit être côté face
err-disguise-too-many-coins = ce jeu retourne la face la plus à droite et au plus { $more ->
    [one] { $more } autre pièce
   *[other] { $more } autres pièces
} à sa gauche
err-disguise-not-a-run = la Règle retourne une suite de pièces voisines : choisissez des pièces sans trou entre elles
err-disguise-too-many-heaps = ici un coup prend dans au plus { $k ->
    [one] { $k } tas
   *[other] { $k } tas
}
sum-move-split = partager le tas { $number } en tas de { $a } et { $b }, sans rien prendre
err-octal-error-too-large = un tas de { $code } dans une somme compte au plus { $max } (celui-ci en compte { $size }) : ses partages sont examinés un à un
err-disguise-too-much-work = plus de { $max } étapes de travail (des positions de nombreuses parties) : trop pour une recherche exhaustive
err-disguise-no-value = aucune règle ne donne ici sa valeur de Grundy (Nim de Moore avec k ≥ 2) : il ne peut entrer dans une somme

## A class session file
err-class-code = le code pour rejoindre doit avoir 6 chiffres
err-class-questions = la séance doit contenir de 1 à { $max } positions ou séries d’exercices envoyées, pas { $count }
err-class-too-many-seats = la séance a { $count } places ; une classe en prend au plus { $max }
err-class-in-question = envoi { $number } : { $problem }
err-class-in-seat = place { $seat } : { $problem }
err-class-seat-number = son numéro est 0, répété, ou pas inférieur à next_seat
err-class-seat-name = son nom est vide ou trop long
err-class-seat-token = son jeton n’est pas fait de 32 chiffres hexadécimaux, ou une autre place a le même
err-class-seat-tallies = ses bilans ne tiennent pas : plus que de positions envoyées, ou des comptes qu’aucune classe ne fait
err-class-seat-partner = son partenaire ne la nomme pas en retour, joue du même côté ou tient une autre partie
err-class-seat-one-game = elle doit contenir une partie : des tas (game) ou un jeu déguisé (disguise)
err-class-progress = sa place dans les exercices n’est pas possible en classe : une série plus longue que les bonnes réponses, ou des exercices alors que la classe joue une position
err-class-seat-exercise = sa place dans les exercices : { $problem }
err-class-next-seat = next_seat doit aller de 1 à { $max }, pas { $next-seat }
