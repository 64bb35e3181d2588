# La boîte de dialogue Nouvelle partie.

new-title = Nouvelle partie
new-heaps = Tas
new-sizes = tailles :
new-random = Tas au hasard
new-how-many = combien
new-up-to = jusqu’à
new-seed = graine
new-rules = Règles
new-any = Prendre n’importe quel nombre
new-up-to-k = Prendre de 1 à k
new-set = Prendre une quantité d’un ensemble
new-set-label = ensemble =
new-players = Joueurs
new-vs-computer = Contre l’ordinateur
new-two-people = Deux personnes
new-computer-vs-computer = Ordinateur contre ordinateur
new-you-first = Vous jouez en premier
new-computer = Ordinateur :
new-expert = Expert
new-expert-hint = Jeu parfait : la victoire la plus rapide et, s’il doit perdre, la défaite la plus lente
new-student = Élève
new-student-hint = Joue comme l’Expert, sauf une part de coups au hasard
new-beginner = Débutant
new-beginner-hint = À chaque fois, un coup autorisé tiré au hasard
new-random-share = % de coups au hasard
new-start = Commencer
new-cancel = Annuler
new-mix = Des tas issus de jeux différents, comme Kayles 10 + Nim 5 ?
new-mix-button = Combiner des jeux…
new-normal = Normal
new-misere = Misère
new-ending = { $name } : { $rule }
new-problem = ⚠ { $problem }

## Les noms des joueurs dans une nouvelle partie
player-you = Vous
player-1 = Joueur 1
player-2 = Joueur 2

## Ce qui ne va pas dans un champ
new-negative = '{ $text }' est négatif
new-too-large = '{ $text }' est plus grand que { $max }
new-not-whole = '{ $text }' n’est pas un nombre entier
new-no-heaps = Saisissez au moins une taille de tas
new-too-many-heaps = Au maximum { $max } tas
new-random-count = Entre 1 et 100 tas au hasard
