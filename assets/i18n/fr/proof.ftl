# The proof walkthrough's slides (src/words/proof: lemmas.rs, variants.rs, cut_the_knot.rs,
# pages.rs): the lemmas step by step, the theorem, misère play, S(1..k), cut-the-knot's rule and
# Sprague–Grundy, each on the position on the board. Keep every number and formula: a test checks
# that each line has the same numbers in every language as in English. X′ is the nim-sum after a
# move; xₖ and yₖ a heap's value before and after.

## The pages
page-lemma-1 = Lemme 1
page-lemma-2 = Lemme 2
page-theorem = Théorème
page-misere = Misère
page-subtraction = S(1..k)
page-cut-the-knot = Cut-the-knot
page-sprague-grundy = Sprague–Grundy
proof-here = Ici
proof-lemma-1-nothing = Aucun coup n’est possible ici : le lemme 1 est donc vrai, sans rien à vérifier.

## The lemmas, step by step
proof-misere-not-x = En jeu misère, X seul ne décide pas de qui gagne. Ici :
proof-instead = Le coup gagnant ici est plutôt :
proof-no-move-wins = Aucun coup ne gagne ici :
proof-binary-title = Écrire les tas en binaire
proof-binary-title-values = Écrire les valeurs en binaire
proof-binary = Une ligne par tas, les bits de poids fort à gauche.
proof-binary-values = Chaque tas se joue comme un tas de Nim dont la taille est sa valeur de Grundy. Écrivez les valeurs en binaire.
proof-empty = Il n’y a aucun tas : la position est vide.
proof-xor-title = Faire le XOR des colonnes
proof-xor = Comptez les 1 de chaque colonne. La somme de Nim X a un 1 là où ce nombre est impair. (Certains livres la notent s.)
proof-xor-even = Dans chaque colonne, ce nombre est pair : X = 0.
proof-odd-columns = Colonnes au compte impair : { $columns }.
proof-x-not-zero = X = { $x } ≠ 0.
proof-top-bit-title = Trouver le 1 le plus à gauche de X
proof-top-bit = Le 1 le plus à gauche de X = { $x } est le bit d = { $d }. Il vaut 2^{ $d } = { $worth }.
proof-choose-title = Choisir un tas qui a un 1 dans le bit d
proof-choose-title-values = Choisir une valeur qui a un 1 dans le bit d
proof-choose = Le tas { $heap } a un 1 dans le bit { $d } : { $name } = { $x }.
proof-choose-values = La valeur du tas { $heap } a un 1 dans le bit { $d } : { $name } = { $x }.
proof-only-heap = C’est le seul tas dans ce cas.
proof-heaps-have-it = { $count } tas ont ce 1. Chacun d’entre eux permet d’obtenir X′ = 0 ; ici, on prend le tas { $heap }.
proof-one-must-exist = Il en existe forcément un : un nombre impair de tas ont un 1 dans la colonne d, sinon X y aurait un 0.
proof-new-size-title = La nouvelle taille
proof-new-value-title = La nouvelle valeur
proof-change-heap = Ramenez le tas { $heap } à { $y } = X ⊕ { $x }.
proof-change-value = Ramenez la valeur du tas { $heap } à { $y } = X ⊕ { $x }.
proof-smaller-title = Pourquoi { $y } < { $x }
proof-bit-d = bit d
proof-left-of-bit = À gauche du bit { $d } : { $x } et { $y } coïncident.
proof-bit-drops = Le bit { $d } passe de 1 à 0 : cela fait −{ $worth }.
proof-nothing-right = Il n’y a rien à droite du bit 0.
proof-right-of-bit = À droite du bit { $d } : { $low-x } devient { $low-y }, une variation d’au plus { $worth } − 1 = { $most }.
proof-so-smaller = Donc { $y-name } = { $y } < { $x } = { $x-name } : le coup est autorisé.
proof-so-smaller-values = Donc { $y-name } = { $y } < { $x } = { $x-name }. Un tas de valeur { $x } atteint toutes les valeurs plus petites (c’est le sens du mex), donc il existe un coup qui laisse la valeur { $y }.
proof-move-title = Le coup
proof-you-pick = Vous choisissez :
proof-zero-title = La nouvelle somme de Nim vaut 0
proof-zero = Après un coup sur le tas k, la nouvelle somme de Nim est X′ = X ⊕ xₖ ⊕ yₖ (les autres tas ne changent pas).
proof-lemma-2-proved = L’autre joueur se retrouve maintenant face à X′ = 0. Cela démontre le lemme 2.
proof-any-move-title = Un coup quelconque
proof-any-move = Le lemme 1 porte sur tous les coups. Prenons-en un quelconque : ici, un coup sur le tas k.
proof-heap-changes = Le tas { $heap } change : { $x-name } = { $x } devient { $y-name } = { $y }.
proof-value-changes = La valeur du tas { $heap } change : { $x-name } = { $x } devient { $y-name } = { $y }.
proof-new-nim-sum-title = La nouvelle somme de Nim
proof-new-nim-sum = Seul le tas k a changé, donc la nouvelle somme de Nim est X′ = X ⊕ xₖ ⊕ yₖ. Ici X = 0, donc X′ = xₖ ⊕ yₖ.
proof-not-zero-title = Pourquoi X′ ≠ 0
proof-move-changes-heap = Un coup modifie le tas, donc xₖ ≠ yₖ.
proof-move-changes-value = Un coup modifie la valeur : g est le mex des valeurs qu’un tas peut atteindre, donc il n’atteint jamais la sienne.
proof-differ-in-bit = { $x } et { $y } diffèrent au bit { $bit }, donc X′ y a un 1.
proof-lemma-1-proved = Ici X′ = { $t } ≠ 0. Quel que soit le coup, X′ ≠ 0. Cela démontre le lemme 1.

## The theorem
proof-ends-title = La partie se termine toujours
proof-ends = Chaque coup prend au moins un objet.
# French puts 0 and 1 in [one]: 0 has its own variant, in the plural.
proof-ends-here = { $objects ->
    [0] Ici, il reste { $objects } objets, donc on peut encore jouer au plus { $objects } coups.
    [one] Ici, il reste 1 objet, donc on peut encore jouer au plus 1 coup.
   *[other] Ici, il reste { $objects } objets, donc on peut encore jouer au plus { $objects } coups.
}
proof-induction = On peut donc raisonner par récurrence sur le nombre d’objets restants.
proof-lemmas-title = Les deux lemmes
proof-lemma-1 = Lemme 1 : si X = 0, tout coup laisse X′ ≠ 0 (X′ : la somme de Nim après le coup).
proof-lemma-1-values = Lemme 1 : si X = 0, tout coup laisse X′ ≠ 0 (X et X′ sont les sommes de Nim des valeurs de Grundy, avant et après le coup).
proof-lemma-2 = Lemme 2 : si X ≠ 0, il existe un coup qui laisse X′ = 0.
proof-empty-lost = La position vide a X = 0, et le joueur qui doit y jouer a perdu (jeu normal).
proof-stuck-lost = Dans une position sans coup possible, toutes les valeurs sont 0, donc X = 0, et le joueur qui doit y jouer a perdu (jeu normal).
proof-misere-differs = En jeu misère, le joueur qui n’a plus de coup a gagné, donc les lemmes seuls ne suffisent pas à décider : la fin de partie se joue différemment.
proof-no-theorem = En jeu misère avec un ensemble de soustraction, aucun théorème ne tranche : c’est une recherche exhaustive dans l’arbre du jeu qui décide.
proof-on-values = Avec « { $moves } », le théorème s’applique aux valeurs de Grundy des tas.
# $player and $to-move are names ("Vous", "L’ordinateur", "Joueur 1"): no verb agrees with them.
proof-will-win = Vainqueur avec un jeu parfait : { $player } (dont c’est le tour).
proof-will-win-anyway = Vainqueur avec un jeu parfait : { $player }, quoi que fasse son adversaire ({ $to-move }).
proof-first-step = Un premier coup gagnant :
proof-strategy-title = La stratégie
proof-strategy-move = Face à X ≠ 0, jouez de façon à laisser X = 0 (lemme 2).
proof-strategy-reply = Votre adversaire doit alors vous laisser de nouveau X ≠ 0 (lemme 1).
proof-strategy-last = Ce n’est jamais vous qui restez sans coup, donc c’est vous qui prenez le dernier objet.
proof-strategy-last-stuck = Ce n’est jamais vous qui restez sans coup, donc c’est vous qui jouez le dernier coup.
proof-theorem = Théorème : le joueur qui doit jouer gagne si et seulement si X ≠ 0.
proof-misere-last-loses = En jeu misère, celui qui joue le dernier coup perd.
proof-misere-set-unproven = Avec un ensemble de soustraction, aucune règle comme celle de Bouton n’est démontrée pour le jeu misère.
proof-misere-set-search = Bouton détermine l’issue de ces positions par une recherche exhaustive dans l’arbre du jeu, quand elles sont assez petites.
proof-misere-while = Tant que deux tas ou plus ont une taille de 2 ou plus, jouez exactement comme en jeu normal : laissez X = 0.
proof-misere-while-values = Tant que deux valeurs ou plus sont de 2 ou plus, jouez exactement comme en jeu normal : laissez X = 0.
proof-misere-switch = À la bascule, quand un seul nombre est encore de 2 ou plus, ramenez-le à 0 ou 1 de sorte qu’il reste un nombre impair de 1.
proof-misere-then = Alors tous les tas sont de taille 0 ou 1, et c’est l’autre joueur qui devra prendre le dernier objet.
proof-misere-then-values = Alors toutes les valeurs sont 0 ou 1, avec un nombre impair de 1. Si l’autre joueur augmente de nouveau une valeur, continuez selon les mêmes règles : à la fin, c’est l’autre joueur qui devra prendre le dernier objet.
proof-misere-then-values-stuck = Alors toutes les valeurs sont 0 ou 1, avec un nombre impair de 1. Si l’autre joueur augmente de nouveau une valeur, continuez selon les mêmes règles : à la fin, c’est l’autre joueur qui devra jouer le dernier coup.
proof-misere-theorem = Théorème (misère) : le joueur qui doit jouer gagne si et seulement si X ≠ 0 — sauf quand tous les tas sont de taille 0 ou 1 : il gagne alors si et seulement si le nombre de 1 est pair.
proof-misere-theorem-values = Théorème (misère) : le joueur qui doit jouer gagne si et seulement si X ≠ 0 — sauf quand toutes les valeurs sont 0 ou 1 : il gagne alors si et seulement si le nombre de 1 est pair.

## Misère play
proof-misere-title = Jeu misère
proof-misere-intro-title = Misère : le dernier coup perd
proof-misere-play-as-normal = Jouez exactement comme en jeu normal tant que deux tas ou plus ont une taille de 2 ou plus.
proof-misere-play-as-normal-values = Jouez exactement comme en jeu normal tant que deux valeurs ou plus sont de 2 ou plus.
proof-misere-change = Le changement n’apparaît qu’au moment où exactement un nombre est de 2 ou plus : c’est la bascule.
proof-misere-turn = Alors X ≠ 0, donc c’est au joueur qui a la stratégie gagnante de jouer.
proof-misere-odd = Le jeu normal laisserait un nombre pair de tas de 1. Le jeu misère en laisse un nombre impair.
proof-misere-odd-values = Le jeu normal laisserait un nombre pair de tas de valeur 1. Le jeu misère en laisse un nombre impair.
proof-misere-same-heaps = Cette partie se joue en jeu normal ; cette page montre les mêmes tas en jeu misère.
proof-heaps-list = tas : { $list }
proof-values-list = valeurs : { $list }
proof-in-misere = En jeu misère :
proof-in-normal = En jeu normal, pour comparer :

## S(1..k)
proof-subtraction-title = S(1..{ $k }) : réduire modulo { $modulus }
proof-subtraction-move = Dans S(1..{ $k }), un coup prend de 1 à { $k } objets.
proof-subtraction-value = Un tas de n a pour valeur de Grundy n mod { $modulus } : réduisez chaque tas modulo { $modulus }, puis jouez au Nim sur les valeurs.
proof-subtraction-not-own = Ces règles ne sont pas S(1..k) ; voici S(1..3), comme au Thai 21, sur les mêmes tas.
proof-heap-mod = tas { $heap } : { $size } mod { $modulus } = { $value }
proof-more-heaps = … et { $count } tas de plus.
proof-subtraction-start = Commencez une partie avec « prendre de 1 à k » pour y jouer et voir qui gagne.
proof-one-heap-title = Un seul tas
proof-one-heap = Avec un seul tas de n, le second joueur gagne si et seulement si n ≡ 0 (mod { $modulus }).
proof-one-heap-misere = En jeu misère : si et seulement si n ≡ 1 (mod { $modulus }).
proof-one-heap-why = Pourquoi : ramenez toujours le tas à un multiple de { $modulus } (à un coup de j, on répond par { $modulus } − j) ; en jeu misère, à un multiple plus 1.
proof-heap-alone = tas 1 seul : { $size } mod { $modulus } = { $rest }
proof-heap-alone-winner = Tas 1 seul, jeu normal : { $normal } gagne. Jeu misère : { $misere } gagne.
proof-first-player = le premier joueur
proof-second-player = le second joueur

## Sprague–Grundy
proof-disguise-title = Chaque tas est un tas de Nim déguisé
proof-grundy-mex = La valeur de Grundy g(n) d’un tas est le mex des valeurs que ses coups atteignent.
proof-mex = mex = le plus petit entier naturel absent de la liste.
proof-plays-like = Un tas de valeur g se joue comme un tas de Nim de g jetons : il peut atteindre toutes les valeurs plus petites (il peut aussi atteindre des valeurs plus grandes, mais l’autre joueur peut toujours revenir à g).
proof-xor-values = Faites donc le XOR des valeurs et appliquez-leur la stratégie de Bouton.
proof-xor-values-set-misere = En jeu normal, faites le XOR des valeurs et appliquez-leur la stratégie de Bouton. En jeu misère avec un ensemble de soustraction, aucune règle de ce genre n’est démontrée : Bouton explore plutôt l’arbre du jeu.
proof-xor-values-misere = Faites donc le XOR des valeurs et appliquez-leur la stratégie de Bouton, avec la bascule misère à la fin (voir la page Misère).
proof-nim-values = Au Nim, g(n) = n : un tas de n atteint toutes les tailles plus petites. Choisissez un ensemble dans une nouvelle partie pour en voir davantage.
proof-reached-more = … { $count } de plus
proof-heap-mex = tas { $heap } : g({ $size }) = mex{ "{" }{ $reached }{ "}" } = { $value }
proof-xor-of-values = XOR des valeurs : X = { $x }
proof-sequence-title = La suite
proof-period = Les valeurs se répètent avec une période de { $period } à partir de la taille de tas { $start }, donc toutes les tailles de tas sont couvertes.

## Cut-the-knot's rule
proof-ctk-title = La règle de Cut-the-knot
proof-ctk-zero = Ici X = 0 : aucun coup ne rend la somme de Nim égale à 0. Essayez une position avec X ≠ 0.
proof-ctk-and = Pour chaque tas x, calculez x & X (les bits qu’il a en commun avec X).
proof-ctk-and-values = Avec ces règles, la règle s’applique aux valeurs de Grundy. Pour chaque valeur x, calculez x & X.
proof-ctk-heap = tas { $heap } : { $and }
proof-ctk-largest = Le plus grand est celui du tas { $heap } : il contient le bit de poids fort de X, Y = { $top }.
proof-ctk-bring = Ramenez le tas { $heap } à c' = le XOR des autres ; la quantité à retirer est c − c' :
proof-ctk-inequality = c − Z = { $high } ≥ Y = { $top } > { $low } = autres − Z
proof-ctk-positive = Pourquoi est-elle positive ? Au-dessus de Y, c et le XOR des autres coïncident (X n’y a aucun 1). Appelons Z ces bits.
proof-ctk-so = Donc c − c' = { $take } > 0, et après ce coup le XOR des valeurs vaut 0.
proof-ctk-three = Avec trois tas a, b et c, on retrouve la formule c − (a ⊕ b) de Cut-the-knot.
proof-ctk-values-differ = c − c' = { $take } est une différence de valeurs, pas un nombre d’objets : le coup est celui qui laisse au tas { $heap } la valeur { $value }.
proof-ctk-largest-title = Le plus grand x & X
proof-ctk-board-title = Sur le plateau
