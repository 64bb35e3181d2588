# La barre de menus : Fichier, Édition, Partie, Affichage, Aide, et le menu des langues.

menu-file = Fichier
menu-edit = Édition
menu-game = Partie
menu-view = Affichage
menu-help = Aide

## Fichier
file-open = Ouvrir…
file-examples = Exemples
file-open-from-saves = Ouvrir depuis le dossier des sauvegardes
file-no-saves = Aucune sauvegarde pour l’instant dans { $folder }
file-refresh = Actualiser
file-refresh-hint = Relire le dossier des sauvegardes
file-open-recent = Ouvrir un fichier récent
file-no-recent = Aucun fichier récent
file-save = Enregistrer
file-save-as = Enregistrer sous…
file-save-to-saves = Enregistrer dans le dossier des sauvegardes
file-saves-to = Enregistre dans { $folder }
file-saves-folder = Dossier des sauvegardes : { $folder }
file-export = Exporter pour diaporamas et fiches
file-export-png = Image du plateau et du tableau (PNG, taille double)…
file-export-svg = Image du plateau et du tableau (SVG)…
file-export-handout = Fiche pour l’enseignant, avec les réponses (Markdown)…
file-export-worksheet = Fiche d’exercices pour les élèves, sans les réponses (Markdown)…
file-export-note = Les images ne montrent les réponses que lorsqu’elles sont révélées.
file-dialog-open = Un dialogue de fichier est ouvert…
file-drop-tip = Astuce : déposez un fichier .ron sur la fenêtre pour l’ouvrir.
file-browser-tip = Enregistrer et exporter téléchargent le fichier ; déposez un fichier .ron sur la page pour l’ouvrir.
file-quit = Quitter

## Édition
edit-undo = Annuler
edit-redo = Rétablir

## Partie
game-new = Nouvelle partie…
game-new-sum = Nouvelle somme de jeux (Kayles, Nim, Dawson…)…
game-quick = Partie rapide : 3, 4, 5 contre l’ordinateur
game-copy-link = Copier un lien vers cette position
game-restart = Recommencer cette partie
game-computer-move = Coup de l’ordinateur
game-hide-in-new = Masquer les réponses dans les nouvelles parties (enseignant)
game-hide-in-new-disabled = Le préréglage Projecteur les masque (Affichage ▸ Projecteur, F5).
game-hide-now = Masquer les réponses maintenant
game-reveal = Révéler les réponses
game-hint = Indice
game-review = Bilan de la partie : chaque coup évalué
game-review-close = Fermer le bilan
game-review-sums = Le bilan évalue les parties de Nim, de S(1..k) et d’ensembles de soustraction

## Affichage
view-projector = Projecteur : gros caractères, fort contraste, réponses masquées
view-projector-hint = F5. Vous pouvez zoomer ou dézoomer entre-temps : le Projecteur mémorise sa propre taille.
view-table = Tableau binaire
view-moves = Liste des coups
view-moves-hint = Masquée quand la démonstration ou les exercices sont ouverts, pour laisser de la place au plateau
view-proof = Démonstration pas à pas
view-exercises = Exercices
view-explore = Explorer : graphiques et vérificateur du théorème
view-lessons = Leçons et éditeur de leçons
view-not-for-sums = { $panel } : montre des tas d’un même jeu, et une somme de jeux est sur le plateau.
view-hints = Indices sur le plateau
view-values = Valeur des coups sur le plateau
view-values-hint = F8. Chaque coup coloré selon sa valeur : victoire la plus rapide, victoire plus lente ou défaite, et en combien de coups
view-values-disabled = Ce sont des réponses : affichées avec les réponses (Partie ▸ Révéler les réponses)
view-zoom-in = Zoom avant
view-zoom-out = Zoom arrière
view-zoom-reset = Taille réelle (actuellement { $percent } %)
view-dark = Thème sombre
view-touch = Zones tactiles
view-touch-auto = Grandes sur un écran tactile
view-touch-large = Grandes (44 points ou plus), toujours
view-touch-standard = Standard, toujours
view-full-screen = Plein écran
view-language = Langue

## Aide
help-theorem = Théorème de Bouton (Nim, jeu normal) : le joueur qui doit jouer gagne si et seulement si la somme de Nim X (le XOR des tas) est non nulle. Le panneau de démonstration (F2) montre ce qui change en jeu misère et avec d’autres règles de coups.
help-click = Cliquez sur un jeton pour le prendre avec tous les jetons à sa droite, ou appuyez sur un jeton, glissez le long du tas (du doigt, sur une tablette) et relâchez.
help-keys = Touches : ↑/↓ le tas, ←/→ ou les chiffres la quantité, Enter joue.
help-proof-keys = Quand la démonstration est ouverte, ←/→ la parcourent pas à pas (les chiffres choisissent toujours la quantité).
help-about = À propos de Bouton
help-about-version = Version { $version }, commit { $commit }
help-about-what = Un outil pour enseigner le jeu de Nim et le théorème de Bouton.
help-about-licence = Logiciel libre sous licence MIT ou Apache 2.0. Polices : DejaVu et Noto Sans CJK (licences libres).
view-language-system = Celle du système
file-examples-hidden = Titres et notes sont masqués avec les réponses.
help-shortcuts = Raccourcis clavier
help-zoom-reset = Taille réelle
help-lesson-steps = Une leçon : étape suivante, étape précédente
game-hide-in-new-hint = Chaque nouvelle partie commence réponses masquées. Décoché, une nouvelle partie garde masqué ce qui l’est maintenant, jusqu’à Révéler.
