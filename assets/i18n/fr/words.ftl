# Words `core` and the app use in several places: the kinds of exercise, the two seats, the names a
# new game gives its players, the titles of an exercise's and a quiz's board.

exercise-kind-p-or-n = P ou N ?
exercise-kind-winning-move = Trouvez le coup gagnant
exercise-kind-winning-heaps = Quels tas ont un coup gagnant ?
side-first = le premier joueur
side-second = le second joueur
player-student = Élève
player-partner = Partenaire
player-class = Classe
exercise-title = Exercice { $number } : { $kind }
exercise-notes = Graine { $seed }. Les réponses restent masquées jusqu’à ce que vous répondiez.
exercise-notes-answered = Graine { $seed }. Question répondue : les réponses sont affichées.
quiz-title = Quiz : { $kind } (graine { $seed })

## The built-in lesson on sums of games (Kayles beside Nim). Keep every number: a test checks each
## fact these texts state against the analysis.
sum-lesson-title = Tout jeu impartial est un tas de Nim
sum-lesson-board-title = Leçon : { $title } — étape { $step } sur { $steps } : { $step-title }
sum-lesson-1-title = Une rangée de quilles de Kayles
sum-lesson-1-text = Au Kayles, un coup renverse une quille ou deux quilles voisines ; renverser une quille du milieu coupe la rangée en deux. Le panneau liste chaque coup depuis cette rangée de 4, ce qu’il laisse et sa valeur, puis le mex : la rangée vaut 1, comme un tas de Nim de 1.
sum-lesson-2-title = À côté d’un tas de Nim de même valeur
sum-lesson-2-text = Placez la rangée à côté d’un tas de Nim de 1. Les deux valent 1, donc X = 1 ⊕ 1 = 0 : le joueur qui doit jouer perd, exactement comme avec deux tas de Nim de 1. Essayez un coup : l’autre joueur peut toujours ramener X à 0.
sum-lesson-3-title = Une rangée plus longue
sum-lesson-3-text = Une rangée de 10 quilles vaut 2 (voyez ses étapes et le tableau). À côté d’un tas de Nim de 2, on a de nouveau X = 2 ⊕ 2 = 0 : une position P, bien que les deux tas ne se ressemblent pas du tout.
sum-lesson-4-title = Trois jeux à la fois
sum-lesson-4-text = Au Kayles de Dawson, on renverse exactement deux quilles voisines ; une rangée de 7 vaut 1. Faites le XOR des trois valeurs comme au Nim : X = 2 ⊕ 5 ⊕ 1 = 6, et non 0, donc le joueur qui doit jouer gagne. Affichez les réponses pour voir les coups qui ramènent X à 0.
sum-lesson-5-title = À vous de jouer contre l’ordinateur
sum-lesson-5-text = Vous jouez en premier. Calculez la valeur de chaque tas (le panneau les affiche), faites-en le XOR et jouez un coup qui laisse X = 0. L’ordinateur essaiera de faire de même.

## Lessons
lesson-new-title = Une nouvelle leçon
lesson-unknown-language = la langue « { $tag } » ne fait pas partie de celles que parle Bouton (en, es, fr, de, pt-BR, zh-CN) : la leçon s’ouvre telle qu’elle est écrite

## A quiz on a sum of games, and the computer's moves in a sum
quiz-you-played-wins = Vous avez joué : { $move }. Ce coup laisse une position P : quoi que fasse l’autre joueur ensuite, vous pouvez gagner.
quiz-you-played-loses = Vous avez joué : { $move }. Ce coup laisse une position N : l’autre joueur peut gagner à partir de là.
quiz-leaves-x = Ce coup laisse X = { $x }, et non 0.
quiz-a-winning-move = Un coup gagnant : { $move }.
sum-computer-played = L’ordinateur a joué : { $move }.
sum-computer-wins = L’ordinateur a joué : { $move }. C’est un coup gagnant.
sum-computer-lost = L’ordinateur a joué : { $move }. Tout coup perd contre un jeu parfait, il en a donc choisi un au hasard.
sum-computer-too-large = L’ordinateur a joué : { $move }. La position est trop grande pour être résolue exactement, il a donc choisi un coup au hasard.
sum-computer-delays = L’ordinateur a joué : { $move }. Tout coup perd contre un jeu parfait, il fait donc durer la partie le plus longtemps : { $moves } jusqu’à la fin, celui-ci compris, si vous jouez au mieux.
sum-computer-random = L’ordinateur a joué : { $move }. Il a joué au hasard, comme le veut son niveau.

# The mark that ends a sentence.
full-stop = {"."}

## The theorem checker's conjectures
conjecture-the-rule = La règle de Bouton pour ces règles
conjecture-sum-of-others = Dans une position P, un tas est la somme des autres
conjecture-misere-as-normal = Le jeu misère a les mêmes positions P que le jeu normal
conjecture-no-reduction = La somme de Nim des tailles des tas décide, sans les réduire
conjecture-misere-on-values = La règle de Nim misère s’applique aux valeurs de Grundy
conjecture-formula = P exactement quand { $formula }

## Other words
ending-last-move-wins = qui joue le dernier coup gagne
ending-last-move-loses = qui joue le dernier coup perd
size-stones = { $size ->
    [0] { $size } jetons
    [one] { $size } jeton
   *[other] { $size } jetons
}
exercise-score = { $correct } sur { $answered } justes · série de { $streak } (record : { $best })
