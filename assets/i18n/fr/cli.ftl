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
cli-no-game = '{ $text }' ne désigne aucun jeu ; écrivez nim, kayles, dawson, upto-K, set-A.B.C ou un code octal comme 0.6, puis deux-points et la taille (kayles:10)
cli-classifying = classement, puis comparaison
cli-values-computed = valeurs calculées
# The progress bar's words around its counts (the program fills in the counts).
cli-about-left = encore environ { $eta }
cli-too-many-heaps = { $count } tas, c’est trop pour la ligne de commande ; au plus { $most }
cli-not-octal = « { $rule } » ne peut pas s’écrire comme un jeu octal (qui prend au plus { $most } jetons à la fois), il ne peut donc pas être combiné avec d’autres jeux ; donnez plutôt chaque tas comme un simple nombre
cli-review-of-sum = bouton review évalue les parties de Nim, de S(1..k) et d’ensembles de soustraction ; ce fichier contient une somme de jeux
cli-cannot-write = impossible d’écrire la sortie : { $why }
report-move-value = { $move } : { $value }
