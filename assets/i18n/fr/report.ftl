# Les règles en mots, et les rapports texte de la ligne de commande (src/export/text.rs) : `bouton analyze`,
# `bouton verify`, `bouton review`. Gardez les nombres ; le programme aligne les colonnes d’un rapport.

## Les règles en vigueur
ending-normal = jeu normal
ending-misere = jeu misère
moves-any = prendre n’importe quel nombre
moves-up-to = prendre de 1 à { $k }
moves-set = prendre une quantité dans { $set }
# "misère play, take 1 to 3"
rules-said = { $ending }, { $moves }

## bouton analyze
report-position = Position : { $position }   ({ $rules })
report-position-sum = Position : { $position }   ({ $ending }, une somme de jeux)
report-no-heaps = aucun tas
report-outcome = Issue : { $outcome }.
report-remoteness = Éloignement : { $moves } : { $said }.
report-remoteness-not-counted = Éloignement : non calculé : { $why }.
report-winning-moves = Coups gagnants ({ $count }) :
report-winning-moves-first = Coups gagnants ({ $count } ; seuls les { $listed } premiers sont listés) :
report-why-first = Pourquoi le premier gagne : { $why }.
report-no-winning-move = Aucun coup gagnant : { $why }.
report-no-move-left = Il ne reste aucun coup.
report-no-winning-move-sum = Aucun coup gagnant : chaque coup laisse une position que l’autre joueur gagne.
report-sprague-grundy = D’après le théorème de Sprague–Grundy, chaque tas se joue comme un tas de Nim de taille égale à sa valeur : la somme de Nim de Bouton décide donc de la somme de jeux.
# Les étiquettes du tableau binaire (courtes : elles sont en tête des colonnes et des lignes).
report-size = taille
report-heap = tas { $number }
report-ones = uns
report-odd = impair
report-top-bit = bit de poids fort d = { $bit } ({ $power } = { $worth })

## bouton verify
report-box = Boîte : { $heaps ->
    [one] { $heaps } tas
   *[other] { $heaps } tas
} d’au plus { $max } — { $positions ->
    [one] { $positions } position
   *[other] { $positions } positions
} (en tant que multiensembles)
report-rules = Règles : { $rules }
report-p-positions = Positions P : { $count } (analyse rétrograde sans XOR)
report-rule = Règle : { $rule }
rule-bouton = N si et seulement si la somme de Nim X ≠ 0 (Bouton)
rule-sprague-grundy = N si et seulement si la somme de Nim des valeurs de Grundy ≠ 0 (Sprague–Grundy)
rule-search = aucune règle démontrée ; comparaison avec la recherche exacte dans l’arbre du jeu
rule-misere = tant qu’une valeur est ≥ 2, N si et seulement si X ≠ 0 ; quand toutes sont ≤ 1, N si et seulement si le nombre de valeurs égales à 1 est pair
report-no-claim = Résultat : la règle ne s’est prononcée sur aucune position de la boîte.
report-agrees-one = Résultat : la règle concorde sur la seule position comparée.
report-agrees = Résultat : la règle concorde sur toutes les { $count } positions comparées.
report-wrong = Résultat : la règle est FAUSSE sur { $wrong } des { $count } positions. Les premières :
report-time = Temps : { $ms } ms ({ $rate } millions de positions par seconde)

## bouton review
report-review-player = joueur
report-review-move = coup
report-review-before = avant
report-review-after = ce coup donne
report-review-grade = appréciation
report-review-take = prendre { $take } au tas { $heap }
# The tally of a player's grades, under the review.
report-review-tally = { $player } : { $grades }
report-review-no-move = (aucun coup joué pour l’instant)
report-review-title = Bilan de « { $title } » ({ $rules }), à partir de { $position }
report-review-untitled = Bilan ({ $rules }), à partir de { $position }
report-review-about = Les deux valeurs sont celles du joueur qui joue, avec le meilleur jeu : la position avant le coup, et ce que le coup lui donne.

## bouton grundy
report-grundy-title = { $game } : valeurs de Grundy de g(0) à g({ $to })
report-grundy-nim = g(n) = n : un tas de Nim vaut sa taille ; pas de période.
report-grundy-period = Période { $period } à partir de n = { $start } (démontrée par le théorème de Guy–Smith).
report-grundy-no-period = Aucune période démontrée dans les valeurs calculées (jusqu’à n = { $to }).
report-grundy-more = … ({ $more } de plus ; --json les affiche toutes)

# How a full clause after a label's colon starts: "capital" (German) or "lower". Not shown.
after-colon = lower

# A sum of heaps and games in disguise (bouton analyze hackenbush:(()()) kayles:5)
mixed-part-value = { $game } { $position } : valeur { $value } (il se joue comme un tas de Nim de { $value }).
mixed-move = { $move } — sa valeur passe de { $from } à { $to }, ce qui donne X = { $x }
mixed-not-listed = Les coups gagnants dans { $game } (jeu déguisé { $part }) ne sont pas cherchés : { $why }.
