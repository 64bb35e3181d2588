# Le plateau et ce qui l’entoure : le titre, les tas, la fin de la partie, la liste des coups, les erreurs.

board-no-heaps = Cette position n’a aucun tas. Commencez une nouvelle partie depuis le menu Partie.
board-heap = Tas { $heap }
board-stone-take = Tas { $heap } : prendre { $take }
board-computer-to-move = C’est à l’ordinateur de jouer.
board-partner-to-move = C’est à l’autre joueur de jouer, sur son appareil.
board-hover-move = Prendre { $take } au tas { $heap } → il en reste { $left }
board-hover-refused = Tas { $heap } : { $why }
board-hover-proof = Clic : utiliser ce coup dans le lemme 1 (il n’est pas joué)
board-big-heap = Tas { $heap } : { $size } jetons
board-new-size = nouvelle taille
board-new-size-label = Tas { $heap } : nouvelle taille
board-take = Prendre
board-new-size-error = un nombre entier inférieur à { $size }
board-took = ◀ a pris { $take }
board-position = Position : { $position }
board-moved-on = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} depuis le départ, { $start } : « { $title } ». Ses notes parlent du départ ; Annuler ou la liste des coups y ramènent.
board-moved-on-class = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} depuis le départ, { $start } : « { $title } ».
board-title-hidden = Le titre et les notes sont masqués avec les réponses.
board-how-to-play = Cliquez sur un jeton : il part, avec tous les jetons à sa droite.

## La fin de la partie
over-title = Partie terminée
over-play-again = Rejouer
over-play-again-hint = Même départ, mêmes camps
over-swap = Changer de camp
over-swap-hint = Même départ ; l’autre camp joue en premier
over-from-start = Revoir depuis le départ
over-from-start-hint = Retour au départ ; Rétablir rejoue chaque coup
over-grade = Évaluer chaque coup
over-grade-hint = F7 : le bilan, avec son graphique

## La liste des coups
moves-title = Coups
moves-start = Départ : { $position }

## Erreurs
error-title = Un problème est survenu
error-unchanged = La partie sur le plateau n’a pas changé.
error-ok = OK

## Les panneaux, tels que leurs onglets les nomment
panel-table = Tableau binaire
panel-moves = Coups
panel-proof = Démonstration
panel-exercises = Exercices
panel-explore = Explorer
panel-lessons = Leçons
panel-review = Bilan
# A line of the move list: "3. You: take 2 from heap 1 → 1 4 5  (X = 0)".
history-line = { $number }. { $who } : { $move }{ $after }  (X = { $x })
board-locked-question = Le plateau montre la question : répondez dans le panneau Exercices.
board-goal = Chacun son tour, { $moves } dans un seul tas ; { $goal }.
moves-script-hidden = { $count ->
    [one] Un coup à venir, masqué avec les réponses.
   *[other] { $count } coups à venir, masqués avec les réponses.
}
