# Explorer : l’historique de la somme de Nim, la carte des positions P et la suite de Grundy.

explore-title = Explorer
explore-tab-history = Historique de la somme de Nim
explore-tab-map = Carte des positions P
explore-tab-grundy = Suite de Grundy
explore-tab-checker = Vérificateur du théorème
explore-history-hidden = Les réponses sont masquées : l’historique de la somme de Nim les montrerait.
explore-start = départ
explore-after = après { $player }
explore-nim-sum = somme de Nim
explore-objects-left = objets restants
explore-moves-played = coups joués
explore-no-move = Aucun coup joué pour l’instant.
explore-moves-zero = { $moves ->
    [one] { $moves } coup joué ; { $zeros ->
        [0] il n’a pas laissé la somme de Nim à 0.
        [one] il a laissé la somme de Nim à 0.
       *[other] il n’a pas laissé la somme de Nim à 0.
    }
   *[other] { $moves } coups joués ; la somme de Nim valait 0 après { $zeros } d’entre eux.
}
explore-map-rule = Règle superposée
explore-map-about = Chaque position ({ $heaps }) avec a, b < { $side } (règles : { $rules }). Survolez une case pour la lire ; cliquez dessus pour la jouer.
explore-map-disagrees = la règle diffère
explore-map-heap-1 = a (tas 1)
explore-map-heap-2 = b (tas 2)
explore-map-p-rule-n = P, la règle dit N
explore-map-n-rule-p = N, la règle dit P
explore-map-agrees = La règle concorde avec la recherche exhaustive sur toutes les { $cells } cases.
explore-map-disagrees-on = Cases où la règle diffère : { $cells }.
explore-map-heaps = { $heaps } tas

## La suite de Grundy
grundy-game = Jeu :
grundy-game-hint = les règles du plateau
grundy-game-a11y = Jeu à tracer
grundy-games = kayles, dawson, 0.6, upto-3, set-1.3.4, nim
grundy-up-to = n jusqu’à
grundy-nim = { $title } : g(n) = n, sans période.
grundy-period = { $title } : g(n) se répète avec une période de { $period } à partir de n = { $from }, comme le démontre le théorème de Guy–Smith : les lignes orange.
grundy-no-period = { $title } : aucune période démontrée jusqu’à n = { $to } (certains jeux octaux, comme 0.6, n’en ont aucune de connue).
grundy-nim-board = Au Nim, un tas de n vaut n : g(n) = n, sans période. Commencez une partie où l’on prend de 1 à k, ou une quantité d’un ensemble, ou saisissez un jeu ci-dessus, pour voir apparaître un motif.
grundy-rule-period = Avec « { $rule } », g(n) se répète avec une période de { $period } à partir de n = { $from } : les lignes orange.
grundy-period-starts = début d’une période
grundy-heap-size = taille du tas n
grundy-looking = Recherche d’une période jusqu’à n = { $to } :
grundy-cancel = Annuler
grundy-look-further = Chercher plus loin, jusqu’à n =
grundy-search-a11y = Chercher jusqu’à n
grundy-search = Chercher
