# Le tableau binaire à côté du plateau : une ligne par tas, une colonne par bit.

table-title = Tableau binaire
table-misere-set = Jeu misère avec un ensemble de soustraction : aucune règle démontrée ; l’issue vient d’une recherche exhaustive.
table-misere = Jeu misère : celui qui joue le dernier coup perd, et la fin de partie se joue différemment.
table-heap = tas
table-size = taille
table-ones = uns
# La marque sous une colonne qui a un nombre impair de uns (un mot court : elle se place sous un seul chiffre).
table-odd = impair
table-row-name = Tas { $heap }
table-a11y-header = Tableau binaire : une ligne par tas, une colonne par bit
table-a11y-row = Tas { $heap } : { $size }, en binaire { $binary }
table-a11y-row-value = Tas { $heap } : taille { $size }, valeur { $value }, en binaire { $binary }
table-a11y-ones = nombre de uns dans chaque colonne
table-x-hidden = X masqué
table-hinted = ◀ un coup gagnant part d’ici
table-marker-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
table-proof-fills = La démonstration remplit le tableau au fur et à mesure : Suivant ▶ montre le reste.
table-hide = Masquer les réponses
table-reveal = Révéler
table-winning-moves = Coups gagnants ({ $count }) :
table-more = … et { $count } { $count ->
    [one] autre
   *[other] autres
}
