# The mathematical claims (src/words/claims.rs): every sentence the app states about a
# position. Each must stay true under the rules it was made for, so keep every number: a test
# checks that each sentence has the same numbers in every language as in English.
# Sentences start in lower case and end without a full stop (the app adds them where a sentence
# stands alone). X is the nim-sum; "value" is a heap's Grundy value (under S(1..k) and subtraction
# sets a heap has a size and a value).

## Pieces
claim-heaps = { $n ->
    [one] { $n } tas
   *[other] { $n } tas
}
claim-moves = { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
claim-even = un nombre pair
claim-odd = un nombre impair
# A move: "take 2 from heap 3 (8 → 6)".
claim-move = prendre { $take } au tas { $heap } ({ $from } → { $to })
# A move under S(1..k) or a set, with the heap's value before and after.
claim-move-values = prendre { $take } au tas { $heap } ({ $from } → { $to }, valeur { $from-value } → { $to-value })
# The computer in the game's history: "the computer (expert)".
claim-computer = l’ordinateur
claim-computer-level = l’ordinateur ({ $level })
level-expert = expert
level-student = élève, { $percent } % de coups au hasard
level-beginner = débutant, coups au hasard

## Who wins, and the rule that decided
claim-x-zero = X = 0
claim-x-nonzero = X = { $x } ≠ 0
claim-basis-misere-sizes = { $x } ; en jeu misère, X décide comme en jeu normal tant qu’un tas au moins a une taille de 2 ou plus
claim-basis-misere-values = { $x } ; en jeu misère, X décide comme en jeu normal tant qu’une valeur au moins est de 2 ou plus
claim-basis-endgame-sizes = fin de partie misère : tous les tas sont de taille 0 ou 1, dont { $ones } de taille 1, { $parity }
claim-basis-endgame-values = jeu misère avec toutes les valeurs à 0 ou 1 : { $ones } de valeur 1, { $parity }
claim-basis-search = le jeu misère avec un ensemble de soustraction n’a aucune règle démontrée ; une recherche exhaustive dans l’arbre du jeu a tranché
claim-verdict-n = N : le joueur qui doit jouer gagne
claim-verdict-p = P : le joueur qui doit jouer perd
claim-outcome = { $verdict } ({ $basis })
claim-no-move-normal = aucun coup n’est possible : la partie est finie, et le joueur qui doit jouer a perdu (jeu normal)
claim-no-move-misere = aucun coup n’est possible : la partie est finie, et le joueur qui doit jouer a gagné (jeu misère : celui qui ne peut plus jouer gagne)
claim-every-move-loses = { $basis }, donc tout coup laisse à l’autre joueur une position gagnante

## Why a winning move wins: advice ("take 4") and the computer about its own move ("I take 4")
claim-why-top-bit = X vaut { $x } ; le tas { $heap } a un 1 dans le bit de poids fort de X ({ $bit }) ; { $from } ⊕ { $x } = { $to }, donc prenez { $take }
claim-why-top-bit-computer = X valait { $x } ; le tas { $heap } avait un 1 dans le bit de poids fort de X ({ $bit }) ; { $from } ⊕ { $x } = { $to }, donc je prends { $take }
claim-why-top-bit-values = X vaut { $x } ; le tas { $heap } (taille { $size }) a pour valeur { $from }, qui a un 1 dans le bit de poids fort de X ({ $bit }) ; { $from } ⊕ { $x } = { $to }, donc prenez { $take } pour laisser { $left }, de valeur { $to }
claim-why-top-bit-values-computer = X valait { $x } ; le tas { $heap } (taille { $size }) avait pour valeur { $from }, qui a un 1 dans le bit de poids fort de X ({ $bit }) ; { $from } ⊕ { $x } = { $to }, donc je prends { $take } pour laisser { $left }, de valeur { $to }
claim-why-raise = X vaut { $x } ; le tas { $heap } (taille { $size }) a pour valeur { $from }, et { $from } ⊕ { $x } = { $to } ; avec ces règles, un coup peut augmenter une valeur : prenez { $take } pour laisser { $left }, de valeur { $to }, et X devient 0
claim-why-raise-computer = X valait { $x } ; le tas { $heap } (taille { $size }) avait pour valeur { $from }, et { $from } ⊕ { $x } = { $to } ; avec ces règles, un coup peut augmenter une valeur : je prends { $take } pour laisser { $left }, de valeur { $to }, et X devient 0
claim-why-switch = seul le tas { $heap } a une taille de 2 ou plus (jeu misère) : prenez { $take } au tas { $heap } pour laisser { $left } ; ainsi tous les tas sont de taille 0 ou 1, et il reste { $ones } de taille 1, { $parity }
claim-why-switch-computer = seul le tas { $heap } avait une taille de 2 ou plus (jeu misère) : je prends { $take } au tas { $heap } pour laisser { $left } ; ainsi tous les tas sont de taille 0 ou 1, et il reste { $ones } de taille 1, { $parity }
claim-why-switch-values = seul le tas { $heap } a une valeur de 2 ou plus (jeu misère) : prenez { $take } au tas { $heap } pour laisser { $left }, de valeur { $to } ; ainsi toutes les valeurs sont 0 ou 1, et il reste { $ones } de valeur 1, { $parity }
claim-why-switch-values-computer = seul le tas { $heap } avait une valeur de 2 ou plus (jeu misère) : je prends { $take } au tas { $heap } pour laisser { $left }, de valeur { $to } ; ainsi toutes les valeurs sont 0 ou 1, et il reste { $ones } de valeur 1, { $parity }
claim-why-endgame = tous les tas sont de taille 0 ou 1 (fin de partie misère) : prenez { $take } au tas { $heap } pour laisser { $ones } de taille 1, { $parity }
claim-why-endgame-computer = tous les tas étaient de taille 0 ou 1 (fin de partie misère) : je prends { $take } au tas { $heap } pour laisser { $ones } de taille 1, { $parity }
claim-why-endgame-values = toutes les valeurs sont 0 ou 1 (jeu misère) : prenez { $take } au tas { $heap } ({ $size } → { $left }, valeur { $from } → { $to }) pour que toutes les valeurs restent à 0 ou 1, avec { $ones } de valeur 1, { $parity }
claim-why-endgame-values-computer = toutes les valeurs étaient 0 ou 1 (jeu misère) : je prends { $take } au tas { $heap } ({ $size } → { $left }, valeur { $from } → { $to }) pour que toutes les valeurs restent à 0 ou 1, avec { $ones } de valeur 1, { $parity }
claim-why-search = une recherche exhaustive dans l’arbre du jeu (le jeu misère avec un ensemble de soustraction n’a aucune règle démontrée) montre que si l’on prend { $take } au tas { $heap }, l’autre joueur est perdant
claim-why-search-computer = une recherche exhaustive dans l’arbre du jeu (le jeu misère avec un ensemble de soustraction n’a aucune règle démontrée) montre qu’après que j’ai pris { $take } au tas { $heap }, l’autre joueur est perdant

## The computer's other reasons
claim-computer-prolongs = { $basis }, donc tout coup perd contre un jeu parfait ; je prends { $take } au tas { $heap }, le plus petit coup sur le plus grand tas, pour faire durer la partie
claim-computer-delays = { $basis }, donc tout coup perd contre un jeu parfait ; je prends { $take } au tas { $heap }, ce qui fait durer la partie le plus longtemps : { $moves } jusqu’à la fin, celui-ci compris, si vous jouez au mieux
claim-computer-random = je joue au hasard : { $move }
claim-computer-unanalysable = cette position est trop grande pour être analysée avec ces règles, donc je joue au hasard : { $move }

## Remoteness: how long the game lasts with best play
claim-remote-over = la partie est finie : il ne reste aucun coup
claim-remote-wins = avec le meilleur jeu, le joueur qui doit jouer gagne en { $moves }, le gagnant cherchant à finir au plus vite et le perdant à faire durer la partie
claim-remote-loses = avec le meilleur jeu, le joueur qui doit jouer perd en { $moves }, le gagnant cherchant à finir au plus vite et le perdant à faire durer la partie
# A move's value: "take 2 from heap 1 (5 → 3): the fastest win, in 7 moves".
claim-move-value = { $move } : { $value }
claim-value-fastest = la victoire la plus rapide, en { $moves }
claim-value-slowest-loss = tous les coups perdent ; celui-ci fait durer la partie le plus longtemps, { $moves }
claim-value-slower-win = une victoire plus lente, en { $moves } (la plus rapide se fait en { $fastest })
claim-value-mistake = une erreur, qui laisse échapper la victoire (défaite en { $moves })
claim-value-faster-loss = perd en { $moves } (la défaite la plus lente se fait en { $fastest })

## What a move leaves
claim-x-then = X = { $x } ; { $basis }
claim-other-lost = l’autre joueur est perdant
claim-other-can-win = l’autre joueur peut gagner
claim-move-leaves = { $move } laisse { $basis } : { $other }
claim-zeroing-wins = { $move } laisse X = 0 : un coup gagnant
claim-zeroing-loses = { $move } laisse X = 0, mais en jeu misère cela perd ici ({ $basis }) : l’autre joueur peut gagner

## Which heaps have a winning move
claim-no-winning-heap = aucun tas n’a de coup gagnant
claim-winning-heaps = tas ayant un coup gagnant : { $heaps }
claim-no-winning-move-from = { $count ->
    [one] aucun coup gagnant ne part du tas { $heaps }
   *[other] aucun coup gagnant ne part des tas { $heaps }
}
claim-top-bit-heaps = au Nim en jeu normal, ce sont les tas qui ont un 1 dans le bit de poids fort de X = { $x } (bit { $bit }, qui vaut { $worth }) : { $heaps }
# The binary table's marker beside a heap: its first winning move, and how many more it has.
claim-marker = prendre { $take } → { $to }
claim-marker-more = prendre { $take } → { $to } (+{ $more } { $more ->
    [one] autre
   *[other] autres
})
claim-marker-value = prendre { $take } → { $to } (valeur { $value })
claim-marker-value-more = prendre { $take } → { $to } (valeur { $value } ; +{ $more } { $more ->
    [one] autre
   *[other] autres
})

## Misère play
claim-misere-normal-lost = jeu misère : { $big } ont une taille de 2 ou plus, donc X décide comme en jeu normal : X = 0, et le joueur qui doit jouer perd
claim-misere-normal-lost-values = jeu misère : { $big } ont une valeur de 2 ou plus, donc X décide comme en jeu normal : X = 0, et le joueur qui doit jouer perd
claim-misere-normal = jeu misère : { $big } ont une taille de 2 ou plus, donc jouez comme en jeu normal : laissez X = 0
claim-misere-normal-values = jeu misère : { $big } ont une valeur de 2 ou plus, donc jouez comme en jeu normal : laissez X = 0
claim-misere-switch = bascule misère : seul le tas { $heap } a une taille de 2 ou plus ; ramenez-le à { $target }, ce qui laisse { $ones } de taille 1, un nombre impair
claim-misere-switch-values = bascule misère : seul le tas { $heap } a une valeur de 2 ou plus ; ramenez sa valeur à { $target }, ce qui laisse { $ones } de valeur 1, un nombre impair
claim-misere-endgame-wins = fin de partie misère : tous les tas sont de taille 0 ou 1 : { $ones } de taille 1, { $parity } : le joueur qui doit jouer gagne
claim-misere-endgame-loses = fin de partie misère : tous les tas sont de taille 0 ou 1 : { $ones } de taille 1, { $parity } : le joueur qui doit jouer perd
claim-misere-endgame-values-wins = jeu misère avec toutes les valeurs à 0 ou 1 : { $ones } de valeur 1, { $parity } : le joueur qui doit jouer gagne
claim-misere-endgame-values-loses = jeu misère avec toutes les valeurs à 0 ou 1 : { $ones } de valeur 1, { $parity } : le joueur qui doit jouer perd

## The end of a game
# $last and $winner are names ("Vous", "L’ordinateur", "Joueur 1"): no verb agrees with them.
claim-game-over-stuck = aucun coup n’est possible ; vainqueur : { $winner }
claim-game-over-normal = { $last } : dernier objet pris, partie gagnée (jeu normal)
claim-game-over-normal-stuck = { $last } : dernier coup joué, partie gagnée (jeu normal)
claim-game-over-misere = { $last } : dernier objet pris, partie perdue (jeu misère) ; vainqueur : { $winner }
claim-game-over-misere-stuck = { $last } : dernier coup joué, partie perdue (jeu misère) ; vainqueur : { $winner }

## The nim-sum's line under the binary table
claim-nim-sum = X = { $x } ≠ 0 ; son bit de poids fort : d = { $bit } ({ $power } = { $worth })
claim-nim-sum-zero = X = 0 : chaque colonne a un nombre pair de uns
