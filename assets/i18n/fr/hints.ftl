# Indices, retours sur les exercices et notes sur les règles en vigueur (src/words : feedback.rs,
# notes.rs, games.rs). Gardez chaque nombre : un test vérifie que chaque phrase a, dans chaque
# langue, les mêmes nombres qu’en anglais.

## Retours sur les exercices
feedback-taken-back = Le coup a été annulé. Le tableau binaire montre maintenant les coups gagnants à côté de leurs tas.
feedback-missed = { $count ->
    [one] Oublié : tas { $heaps }.
   *[other] Oubliés : tas { $heaps }.
}

## Notes sur les règles en vigueur
# Sous le tableau binaire, S(1..k) : "g is the Grundy value: under S(1..3) a heap h plays like a Nim heap of h mod 4."
note-values-up-to = g est la valeur de Grundy : avec S(1..{ $k }), un tas h se joue comme un tas de Nim de h mod { $modulus }.
# Avec un ensemble de soustraction : "g is the Grundy value under {1, 3, 4}: g(0), g(1), … = 0 1 0 1 2 3 2 … (period 7, from size 0 on)."
note-values-set = g est la valeur de Grundy avec { $set } : g(0), g(1), … = { $values } (période { $period }, à partir de la taille { $start }).
# Sous le graphique de la somme de Nim après chaque coup.
note-history-normal = La somme de Nim après chaque coup. Un joueur qui connaît la règle laisse toujours 0.
note-history-misere-set = La somme de Nim après chaque coup. En jeu misère avec un ensemble de soustraction, aucune règle n’est démontrée : laisser 0 ne garantit pas la victoire.
note-history-misere = La somme de Nim après chaque coup. En jeu misère, un joueur qui connaît la règle laisse 0 jusqu’à la bascule ; ensuite, chaque tas est à 0 ou à 1, et le gagnant laisse un nombre impair de tas à 1 (somme de Nim 1).
note-history-misere-up-to = La somme de Nim après chaque coup. En jeu misère, un joueur qui connaît la règle laisse 0 jusqu’à la bascule ; ensuite, le gagnant laisse toutes les valeurs à 0 ou à 1, avec un nombre impair de valeurs égales à 1 (somme de Nim 1). L’autre joueur peut de nouveau faire monter une valeur, et la règle du jeu normal s’applique alors de nouveau.

## Les indices sur une somme de jeux
sum-hint-n = le joueur qui doit jouer peut gagner (une position N)
sum-hint-p = le joueur qui doit jouer perd face à un jeu parfait, quoi qu’il fasse (une position P)
sum-hint-heaps = on peut jouer un coup gagnant sur { $heaps }
# Relie les tas de sum-hint-heaps : "row 1 (Kayles, 10 pins) or on heap 2 (Nim, 5 stones)".
sum-hint-heaps-or = {" ou sur "}
