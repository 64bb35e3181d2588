# The command line's own messages: `bouton check`, bad arguments, and its errors. The first words
# of `check`'s lines (OK, ERROR, warning) stay in English in every language: scripts look for them.

check-game = OK     { $file } ({ $rules } ; { $heaps ->
    [0] { $heaps } tas
    [one] { $heaps } tas
   *[other] { $heaps } tas
}, { $moves ->
    [0] { $moves } coups
    [one] { $moves } coup
   *[other] { $moves } coups
})
check-sum = OK     { $file } (une somme de jeux : { $games } ; { $ending } ; { $heaps ->
    [0] { $heaps } tas
    [one] { $heaps } tas
   *[other] { $heaps } tas
}, { $moves ->
    [0] { $moves } coups
    [one] { $moves } coup
   *[other] { $moves } coups
})
check-lesson = OK     { $file } (leçon « { $title } », { $steps ->
    [0] { $steps } étapes
    [one] { $steps } étape
   *[other] { $steps } étapes
})
cli-about = Le Nim et le théorème de Bouton : analyser des positions, vérifier les règles par recherche exhaustive
cli-not-a-language = '{ $text }' n’est pas une langue que parle Bouton ; il parle { $known }
cli-negative = '{ $text }' est négatif ; un tas contient 0 objet ou plus
cli-too-large = '{ $text }' dépasse le plus grand tas possible, { $largest }
cli-not-a-number = '{ $text }' n’est pas un nombre entier
cli-empty-set = l’ensemble est vide ; donnez des quantités comme 1,3,4
cli-no-game = '{ $text }' ne désigne aucun jeu ; écrivez nim, kayles, dawson, upto-K, set-A.B.C, lasker, grundy ou un code octal comme 0.6, puis deux-points et la taille (kayles:10) ; ou un jeu déguisé : staircase, poker, turtles, mock-turtles, ruler, moore-K, hackenbush, wythoff
cli-classifying = classement, puis comparaison
cli-values-computed = valeurs calculées
# The progress bar's words around its counts (the program fills in the counts).
cli-about-left = encore environ { $eta }
cli-too-many-heaps = { $count } tas, c’est trop pour la ligne de commande ; au plus { $most }
cli-review-of-sum = bouton review évalue les parties de Nim, de S(1..k) et d’ensembles de soustraction ; ce fichier contient un autre jeu (Kayles, un code octal, ou une somme de jeux)
cli-cannot-write = impossible d’écrire la sortie : { $why }
report-move-value = { $move } : { $value }

## The command line's help (`bouton --help`, `bouton analyze --help`)
cli-heading-usage = Utilisation :
cli-heading-commands = Commandes 
cli-heading-arguments = Arguments 
cli-heading-options = Options 
cli-help-help = Afficher l’aide
cli-help-version = Afficher la version
cli-help-file = Un fichier de sauvegarde à ouvrir dans la fenêtre (sans sous-commande : la fenêtre s’ouvre)
cli-help-lang = La langue de la sortie : en, es, fr, de, pt-BR ou zh-CN (par défaut : LC_ALL, LC_MESSAGES ou LANG). `--json` et les codes de sortie sont les mêmes dans toutes les langues
cli-help-analyze = Analyser une position : le tableau binaire, l’issue et tous les coups gagnants
cli-help-verify = Vérifier la règle par une recherche exhaustive sans XOR sur chaque position d’une boîte
cli-help-check = Vérifier des fichiers de sauvegarde et de leçon : affiche OK ou l’erreur pour chacun (code de sortie 2 si l’un d’eux est invalide)
cli-help-handout = Afficher la fiche pour l’enseignant sur la position d’un fichier de sauvegarde, en Markdown
cli-help-grundy = Afficher les valeurs de Grundy d’un jeu, et sa période quand elle est démontrée (Guy–Smith)
cli-help-review = Évaluer chaque coup d’une partie enregistrée : meilleur coup, victoire plus lente, erreur, défaite plus rapide ou forcé
cli-help-misere = Jeu misère : celui qui joue le dernier coup perd
cli-help-up_to = Le jeu de soustraction S(1..K) : un coup prend de 1 à K objets
cli-help-set = Un ensemble de soustraction : un coup prend exactement l’une de ces quantités, comme 1,3,4
cli-help-json = Afficher un seul objet JSON au lieu du texte
cli-help-analyze-file = Analyser la position actuelle d’un fichier de sauvegarde (règles comprises) au lieu de HEAPs
cli-help-octal = Les nombres seuls sont des tas de ce jeu octal (comme 0.77, Kayles), au lieu du jeu des options de règles
cli-help-analyze-heaps = Les tas, comme 19 20 21, ou des tas de jeux nommés : kayles:10 dawson:7 nim:5 (aussi upto-K:n, set-A.B.C:n ou un code octal comme 0.6:n)
cli-help-verify-heaps = Le nombre de tas
cli-help-max = La taille du plus grand tas
cli-help-handout-file = Le fichier de sauvegarde
cli-help-student = La fiche d’exercices pour les élèves : la position, un tableau vide et les questions, sans les réponses
cli-help-files = Les fichiers de sauvegarde à vérifier
cli-help-game = Le jeu : nim, kayles, dawson, upto-K, set-A.B.C ou un code octal comme 0.6
cli-help-to = La plus grande taille de tas dont la valeur est donnée
cli-help-review-file = Le fichier de sauvegarde de la partie

## The command line's complaints about its arguments
cli-bad-value = valeur invalide '{ $value }' pour { $arg } : { $why }
cli-bad-choice = valeur invalide '{ $value }' pour { $arg } ; les valeurs possibles sont { $valid }
cli-empty-value = { $arg } est vide : donnez-lui une valeur
cli-missing = des arguments obligatoires manquent : { $args }
cli-conflict = { $arg } ne peut pas être utilisé avec { $other }
cli-unknown-argument = argument inattendu '{ $arg }' ; voir `bouton --help`
cli-unknown-command = commande inconnue '{ $command }' ; voir `bouton --help`
cli-help-subcommand-help = Afficher ce message ou l’aide des sous-commandes indiquées
# A warning under a file that `bouton check` read.
check-warning = avertissement : { $warning }
check-disguise = OK     { $file } ({ $game }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
})
desktop-generic-name = Outil d’enseignement du Nim
desktop-comment = Jouer au Nim et apprendre le théorème de Bouton : la table binaire, les preuves, l’ordinateur comme adversaire
desktop-keywords = Nim;XOR;somme de Nim;théorie des jeux;Bouton;mathématiques;
desktop-file-type = Fichier Bouton (partie, position ou leçon)
man-exit-status = CODE DE RETOUR
man-exit-status-text = 0 : terminé. 1 : verify a trouvé une position où la règle et la recherche exhaustive ne s’accordent pas. 2 : entrée incorrecte (un argument ou un fichier) ; une ligne sur la sortie d’erreur dit pourquoi.
man-environment = ENVIRONNEMENT
man-environment-text = LC_ALL, LC_MESSAGES, LANG : la langue de la sortie et de la fenêtre (en, es, fr, de, pt-BR ou zh-CN ; --lang passe avant). RUST_LOG=info : chaque opération sur un fichier est journalisée sur la sortie d’erreur.
man-files = FICHIERS
man-files-text = $XDG_DATA_HOME/bouton (ou ~/.local/share/bouton) : le dossier des sauvegardes (saves/), la sauvegarde automatique (autosave.ron) et le fichier de la séance de classe. /usr/share/bouton/web : la page que sert une séance de classe. /usr/share/doc/bouton/examples : des positions et des parties à ouvrir, en six langues.
