# Glossaire (français) : terme anglais → terme employé dans Bouton
# nim-sum → somme de Nim
# heap → tas
# stone → jeton (toujours « jeton », jamais « pierre »)
# pin (Kayles) → quille
# move → coup
# take → prendre
# winning move → coup gagnant
# position → position
# P-position → position P (perdante pour le joueur qui doit jouer)
# N-position → position N (gagnante pour le joueur qui doit jouer)
# normal play → jeu normal (celui qui joue le dernier coup gagne)
# misère play → jeu misère (celui qui joue le dernier coup perd)
# Grundy value → valeur de Grundy
# mex → mex (plus petit entier naturel absent)
# binary table → tableau binaire
# the top bit → le bit de poids fort
# theorem → théorème (théorème de Bouton)
# proof → démonstration
# lemma → lemme
# hint → indice
# remoteness → éloignement (nombre de coups jusqu’à la fin avec le meilleur jeu)
# fastest win → victoire la plus rapide
# slower win → victoire plus lente
# mistake → erreur
# review (of a game) → bilan (Bilan de la partie)
# projector → projecteur (préréglage Projecteur)
# answers (hidden / revealed) → réponses (masquées / révélées)
# exercise → exercice
# lesson → leçon
# subtraction set → ensemble de soustraction
# sum of games → somme de jeux
# game (one match) → partie
# board → plateau
# handout / worksheet → fiche pour l’enseignant / fiche d’exercices pour les élèves
# Enter, F2…F8, ←/→, ↑/↓ → inchangés (noms des touches)
