# Valeurs des coups sur le plateau et bilan d’une partie (éloignement : nombre de coups jusqu’à la fin en jeu parfait).

values-counting = Calcul du nombre de coups jusqu’à la fin…
values-cancel = Annuler
values-legend = Chaque jeton (ou quille) prend la couleur du coup que joue un clic dessus :
values-fastest-win = la victoire la plus rapide
values-slower-win = une victoire plus lente
values-throws-win = laisse échapper la victoire
values-slowest-loss = la défaite la plus lente
values-faster-loss = une défaite plus rapide
values-number = · le nombre : coups jusqu’à la fin en jeu parfait, celui-ci compris.

## Les appréciations d’un coup
grade-best = meilleur coup
grade-slower-win = victoire plus lente
grade-mistake = erreur
grade-faster-loss = défaite plus rapide
grade-forced = forcé

## La valeur d’une position pour le joueur qui a le trait
remote-win = gagne en { $moves }
remote-lose = perd en { $moves }
remote-over = partie finie

## Le panneau du bilan
review-title = Bilan
review-about = Chaque coup apprécié selon l’éloignement : le nombre de coups jusqu’à la fin en jeu parfait, le gagnant cherchant à finir au plus vite et le perdant à faire durer la partie.
review-no-move = Aucun coup joué : chaque coup est apprécié dès qu’il est joué.
review-no-move-yet = aucun coup
review-tally = { $player } : { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
} ({ $grades })
review-chart-about = Au-dessus de la ligne : le joueur qui a le trait gagne en autant de coups ; en dessous : il perd en autant de coups.
review-chart-axis = coups jusqu’à la fin
review-start = Départ : { $position }  ({ $value })
review-row = { $number }. { $player } : prend { $take } au tas { $heap }
review-row-values = pour { $player } : { $before } → { $after } · { $grade }
review-jump = Afficher la position après ce coup
values-not-counted = Valeurs des coups : { $why }.
review-not-counted = Pas de bilan : { $why }.
review-series-value = éloignement
review-series-wins = le joueur qui a le trait gagne
review-series-loses = le joueur qui a le trait perd
review-series-axis = axe
review-series-board = le plateau
# How a short list of counts is joined: "best 1, mistake 2".
list-separator = {", "}
list-and-more = { $list }… et { $more } de plus
