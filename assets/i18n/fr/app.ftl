# The app's remaining panels and messages: the file chooser (where the desktop has no file dialog),
# the New sum of games dialog, messages after saving and exporting, the first game.

## The file chooser
chooser-type-a-path = Saisissez le chemin d’un fichier, ou choisissez un fichier dans la liste.
chooser-is-a-folder = { $path } est un dossier : ajoutez un nom de fichier.
chooser-no-file = Il n’y a aucun fichier à l’emplacement { $path }.
chooser-no-folder = Le dossier { $path } n’existe pas.
chooser-no-dialog = Aucun dialogue de fichier n’est disponible sur ce bureau : choisissez un fichier ici, ou saisissez son chemin.
chooser-in-folder = Dans { $folder } :
chooser-folder-above = ↑ Le dossier parent
chooser-no-files = Aucun fichier .{ $extension } ici.
chooser-recent = Fichiers récents :
chooser-path = Chemin du fichier
chooser-open = Ouvrir
chooser-save = Enregistrer
chooser-export = Exporter
chooser-cancel = Annuler

## New sum of games
sum-setup-title = Nouvelle somme de jeux
sum-setup-about = En jeu normal, tout jeu impartial se joue comme un tas de Nim de sa valeur (Sprague–Grundy) : placez des jeux différents côte à côte et voyez la règle de Bouton décider de la somme. En jeu misère, Bouton ne connaît de règle que pour les tas de Nim (ou d’un même S(1..k)), et pour les autres sommes il explore toutes les suites de coups possibles.
sum-setup-heaps = Tas
sum-setup-heaps-field = tas :
sum-setup-games = kayles (renverser 1 ou 2 quilles adjacentes), dawson (en renverser 2), lasker (prendre, ou partager un tas en deux), grundy (partager un tas en deux tas inégaux), nim, upto-K, set-A.B.C ou un code octal comme 0.6 ; un nombre seul est un tas de Nim
sum-setup-preset-three = Kayles 10 + Nim 5 + Dawson 7
sum-setup-preset-versus = Kayles contre Nim
sum-setup-preset-two-rows = Deux rangées de Kayles
sum-setup-preset-dawson = Kayles de Dawson seul
sum-setup-preset-lasker = Nim de Lasker + Kayles + Nim
sum-setup-preset-grundy = Jeu de Grundy + Nim
sum-grundy-how = Jeu de Grundy : un clic partage le tas avant la pierre cliquée ; les deux tas doivent être de tailles différentes.
sum-setup-start = Commencer
sum-setup-cancel = Annuler
sum-too-long = { $heap } dépasse la taille du plateau (au plus { $most }) ; `bouton analyze` accepte toutes les tailles
sum-too-many = le plateau accueille au plus { $most } tas
sum-too-many-tokens = en jeu misère, Bouton explore toutes les suites de coups possibles après chaque coup, donc le plateau accepte au plus { $most } jetons en tout (ces tas en contiennent { $live }) ; `bouton analyze --misere` explore jusqu’à { $search }

## After saving and exporting
saved-to = Enregistré dans { $path }
lesson-saved-to = Leçon enregistrée dans { $path }
handout-written = Fiche écrite dans { $path }
worksheet-written = Fiche d’exercice écrite dans { $path }
picture-written = Image écrite dans { $path }

## The first game, and other messages
# The title of a game that has none of its own (a new game, the first game): its start and rules.
game-untitled = { $position } ({ $rules })
map-open-to-compute = Ouvrez la carte pour la calculer.
proof-computer-waits = L’ordinateur attend : appuyez sur « Coup de l’ordinateur » quand vous êtes prêt.
search-could-not-start = La recherche n’a pas pu démarrer : { $why }.

## The theorem checker's formula
checker-formula-ignores = La formule ne mentionne pas { $heaps } : elle affirme la même chose quelles que soient leurs valeurs. Utilisez moins de tas dans la boîte, ou ajoutez-les à la formule.
checker-formula-help = Tas a ≤ b ≤ c ≤ … (du plus petit au plus grand). Nombres entiers, + - * / % (/ et % arrondissent vers le bas), ^ (XOR), & |, == != < <= > >=, && || !, max( ), min( ), abs( ).
