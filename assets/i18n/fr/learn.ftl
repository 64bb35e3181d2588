# Le panneau des exercices, les commandes du panneau de démonstration et les commandes du présentateur de leçons.

## Exercices
ex-title = Exercices
ex-about = Des questions sur des positions tirées d’une graine : donnez la même graine à toute la classe et chacun reçoit les mêmes questions.
ex-easy = Facile
ex-medium = Moyen
ex-hard = Difficile
ex-heaps = Tas
ex-heaps-a11y = Tas par question
ex-largest = Plus grand tas
ex-seed = Graine
ex-seed-a11y = Graine des exercices
ex-seed-error = La graine est un nombre entier, par exemple 2026.
ex-rules = Règles : { $rules } (celles de la partie sur le plateau).
ex-rules-nim = Règles : { $rules } (des tas de Nim : une somme de jeux est sur le plateau).
ex-start = Commencer
ex-send-class = Envoyer à la classe
ex-kept-aside = Votre partie est mise de côté et revient quand vous arrêtez.
ex-question = Question { $number } · { $kind }
ex-seed-rules = Graine { $seed } · { $rules }
ex-p-or-n = La position sur le plateau est-elle P ou N ?
ex-p-or-n-help = P : le joueur qui doit jouer perd. N : le joueur qui doit jouer gagne.
ex-play-winning = Jouez un coup gagnant sur le plateau.
ex-play-winning-help = Il doit laisser une position où l’autre joueur perd.
ex-tick-heaps = Cochez chaque tas qui a un coup gagnant.
ex-heap = Tas { $heap }
ex-check = Vérifier
ex-right = ✔ Bonne réponse.
ex-not-quite = ✘ Pas tout à fait.
ex-next = Question suivante
ex-skip = Passer
ex-stop = Arrêter
ex-score = Score : { $score }
ex-class-answer-in = Votre réponse est envoyée. Votre enseignant montrera les réponses.
ex-class-answered = Réponses données : { $count }
ex-class-waiting = Votre enseignant envoie les exercices.
ex-class-your-answer = Votre réponse : { $answer }
ex-class-notes = Graine { $seed }. Votre enseignant montre les réponses.

## Le panneau de démonstration
proof-title = Démonstration
proof-variants = Variantes :
proof-hidden = Les réponses sont masquées. La démonstration les montrerait.
proof-reveal = Révéler
proof-play-it = Jouer ce coup : { $move }
proof-go-to = Aller à { $page }
proof-slide-of = Diapositive { $number } sur { $count } : Suivant ▶ et ◀ Précédent de la leçon les font défiler.
proof-play-on-board = Jouer sur le plateau : { $move }
proof-back = ◀ Précédent
proof-next = Suivant ▶
proof-restart = Recommencer
proof-step-of = Étape { $number } sur { $count } · touches ← →
proof-use-heap = Utiliser le tas :
proof-move-take = Coup : prendre
proof-how-many-a11y = Lemme 1 : combien de jetons
proof-from-heap = au tas
proof-which-heap-a11y = Lemme 1 : quel tas
proof-pick-on-board = Un clic sur le plateau choisit le coup ici (il n’est pas joué).
proof-pick-on-board-rules = Un clic sur le plateau choisit le coup ici (il n’est pas joué) ; les règles décident lesquels sont autorisés.

## Le présentateur de leçons
lesson-back = ◀ Précédent
lesson-back-keys = Page Up, ←
lesson-step-proof = Étape { $number } sur { $count } · démonstration { $slide } sur { $slides }
lesson-step = Étape { $number } sur { $count }
lesson-next = Suivant ▶
lesson-next-keys = Page Down, →
lesson-next-move = Coup suivant (il en reste { $left })
lesson-hide = Masquer les réponses
lesson-reveal = Révéler
lesson-end = Terminer la leçon
lesson-try-it = Essayez : la classe clique sur un jeton, l’ordinateur répond.
ex-board-locked = Le plateau montre la question et ne change pas avant que vous passiez à la suite.
ex-rules-own = Règles : { $rules } (pas celles de la partie sur le plateau).
ex-rules-as-board = Comme sur le plateau
ex-answer-first = Répondez d’abord : les réponses s’affichent une fois la question répondue (Passer mène à la question suivante).
