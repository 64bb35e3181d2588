# Le vérificateur du théorème dans Explorer : une recherche exhaustive sur toutes les positions d’une boîte, comparée à une règle.

checker-about = La recherche exhaustive joue chaque position de la boîte (règles : { $rules }), sans le moindre XOR.
checker-heaps = Tas
checker-heaps-a11y = Tas du vérificateur
checker-largest = Plus grand tas
checker-largest-a11y = Plus grand tas du vérificateur
checker-rule = Règle à tester
checker-formula-heap = La formule parle du tas { $heap }, mais la boîte a { $count ->
    [one] { $count } tas
   *[other] { $count } tas
} : ajoutez des tas ou modifiez la formule.
checker-formula-fix = Corrigez la formule pour pouvoir la vérifier.
checker-too-many = { $positions } positions : c’est trop (au plus { $max }).
checker-positions = { $positions } positions (en tant que multiensembles : l’ordre des tas ne compte pas).
checker-cancel = Annuler
checker-running = En cours depuis { $seconds } s…
checker-check = Vérifier
checker-no-claim = La règle ne s’est prononcée sur aucune position de la boîte : rien n’a été comparé.
checker-agrees-one = ✔ La règle concorde sur la seule position comparée.
checker-agrees = ✔ La règle concorde sur toutes les { $count } positions comparées.
checker-own = Votre propre formule
checker-p-when = P exactement quand :
checker-formula-a11y = Votre formule
checker-report = { $heaps ->
    [one] { $heaps } tas
   *[other] { $heaps } tas
} d’au plus { $max } (règles : { $rules }) : « { $rule } »
checker-checked = Positions vérifiées : { $count }
checker-p-positions = Positions P : { $count }
checker-compared = Comparées avec la règle : { $count }
checker-time = Temps : { $ms } ms ({ $rate } millions de positions par seconde)
checker-wrong = ✘ La règle se trompe sur { $count ->
    [one] { $count } position
   *[other] { $shown } positions
}. Contre-exemples :
checker-says-p = La règle dit P ; la recherche exhaustive dit N.
checker-says-n = La règle dit N ; la recherche exhaustive dit P.
checker-click-loads = Un clic la charge sur le plateau.
checker-cancelled = Annulé.
