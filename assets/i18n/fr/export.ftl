# The exports: the handout (Markdown, for the teacher), the students' worksheet, and the pictures
# (SVG and PNG) of the board and the binary table.

## The handout
handout-position = **Position :** { $position } — { $rules }.
handout-no-heaps = aucun tas
handout-table = Le tableau binaire
handout-who-wins = Qui gagne
handout-winning-moves = Coups gagnants, et pourquoi chacun gagne :
handout-move-why = { $move } : { $why }.
handout-more = … et { $count } autres.
handout-computer = Le raisonnement de l’ordinateur
handout-computer-says = En jouant parfaitement à partir d’ici, l’ordinateur dirait : « { $reason } »
handout-to-move = le joueur qui doit jouer
handout-other = l’autre joueur
handout-proof = { $page } de la démonstration de Bouton, appliqué à cette position
handout-made-with = Réalisé avec Bouton { $version }.
handout-review = Bilan des coups joués
handout-review-about = À partir de { $position } : chaque coup apprécié selon l’éloignement (avant et après : la valeur de la position pour le joueur qui doit alors jouer, avec le meilleur jeu).
handout-no-review = pas de bilan : { $why }

## The students' worksheet
worksheet-title = Fiche d’exercice : { $position }
worksheet-rules = **Règles :** { $rules }.
worksheet-heap = tas
worksheet-size = taille
worksheet-heap-number = tas { $number }
worksheet-ones = uns
worksheet-questions = Questions
worksheet-no-rule = Jeu misère avec un ensemble de soustraction : celui qui joue le dernier coup perd, et aucune règle générale n’est connue. Qui gagne, le joueur qui doit jouer ou l’autre joueur ? Raisonnez en partant des plus petites positions.
worksheet-grundy = Écrivez la valeur de Grundy g de chaque tas.
worksheet-binary = Écrivez chaque tas en binaire, et comptez le nombre de uns dans chaque colonne.
worksheet-binary-values = Écrivez chaque valeur en binaire, et comptez le nombre de uns dans chaque colonne.
worksheet-nim-sum = Calculez X, la somme de Nim : un 1 dans chaque colonne qui a un nombre impair de uns.
worksheet-who-wins = Qui gagne, le joueur qui doit jouer ou l’autre joueur ? Pourquoi ?
worksheet-misere = Jeu misère : celui qui joue le dernier coup perd. Qui gagne, le joueur qui doit jouer ou l’autre joueur ? Comptez d’abord les tas de 2 objets ou plus.
worksheet-misere-values = Jeu misère : celui qui joue le dernier coup perd. Qui gagne, le joueur qui doit jouer ou l’autre joueur ? Comptez d’abord les tas dont la valeur est 2 ou plus.
worksheet-winning-move = Si le joueur qui doit jouer peut gagner, trouvez un coup gagnant et vérifiez qu’il laisse une position perdante.

## The pictures
picture-heap = Tas { $number } · { $size }
picture-heap-column = tas
picture-position = Position : { $position }
picture-position-moves = { $moves ->
    [one] Position : { $position }, après { $moves } coup dans « { $title } »
   *[other] Position : { $position }, après { $moves } coups dans « { $title } »
}
