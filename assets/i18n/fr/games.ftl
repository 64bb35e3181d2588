# Sums of games (Kayles + Nim + Dawson's Kayles …): the games' names, their heaps and moves, and the
# claims about a sum (src/words/sums.rs, src/core/sum). Keep every number: a test checks that
# each sentence has the same numbers in every language as in English. "Worth" and "value" are a
# heap's Grundy value; X is the nim-sum.
# French: a heap as the board names it carries its article ("la rangée 1 (…)", "le tas 2 (…)"),
# so the sentences around { $heap } put no article of their own (and no "de"/"à" right before it).

## The games
game-nim = Nim
game-kayles = Kayles
game-dawson = Kayles de Dawson
game-grundy = Jeu de Grundy
# An octal game without a name: "the octal game 0.137".
game-octal = le jeu octal { $code }
# A game's title with its octal code: "Kayles (0.77)".
game-titled = { $name } ({ $code })

## A heap of a sum, as the board names it
heap-row-described = la rangée { $number } ({ $game }, { $pins ->
    [one] { $pins } quille
   *[other] { $pins } quilles
})
heap-nim-described = le tas { $number } (Nim, { $stones ->
    [one] { $stones } jeton
   *[other] { $stones } jetons
})
heap-octal-described = le tas { $number } ({ $game }, { $tokens ->
    [one] { $tokens } jeton
   *[other] { $tokens } jetons
})
# A heap in a sentence: "a Kayles row of 10", "a Nim heap of 5", "a heap of 7 of S(1..3)".
heap-a-row = une rangée de { $game } de { $size }
heap-a-nim-heap = un tas de Nim de { $size }
heap-a-heap-of = un tas de { $size } de { $game }
heap-a-heap-octal = un tas de { $size } du jeu octal { $code }

## A move of a sum
move-knock-all = { $take ->
    [0] renverser les { $take } quilles de la rangée { $number }, sans rien en laisser
    [one] renverser la quille de la rangée { $number }, sans rien en laisser
   *[other] renverser les { $take } quilles de la rangée { $number }, sans rien en laisser
}
move-knock-end = { $take ->
    [0] renverser { $take } quilles au bout de la rangée { $number } ({ $size } quilles), en laissant une rangée de { $rest }
    [one] renverser une quille au bout de la rangée { $number } ({ $size } quilles), en laissant une rangée de { $rest }
   *[other] renverser { $take } quilles au bout de la rangée { $number } ({ $size } quilles), en laissant une rangée de { $rest }
}
move-knock-one-inside = renverser la quille { $first } de la rangée { $number } ({ $size } quilles), en laissant des rangées de { $a } et { $b }
move-knock-two-inside = renverser les quilles { $first } et { $last } de la rangée { $number } ({ $size } quilles), en laissant des rangées de { $a } et { $b }
move-knock-inside = renverser les quilles { $first } à { $last } de la rangée { $number } ({ $size } quilles), en laissant des rangées de { $a } et { $b }
move-take-all = prendre tout le tas { $number } ({ $take })
move-take-nim = prendre { $take } au tas { $number } ({ $size } → { $rest })
move-take-leaving = prendre { $take } au tas { $number } ({ $size }), en laissant { $rest }
move-take-split = prendre { $take } au tas { $number } ({ $size }), en laissant des tas de { $a } et { $b }

## The value of each heap
sum-heap-value-nim = { $heap } : valeur { $value }
sum-heap-value = { $heap } : valeur { $value } (équivaut à un tas de Nim de { $value })
sum-heap-value-misere = { $heap } : valeur { $value } en jeu normal (en jeu misère, l’équivalence avec un tas de Nim de { $value } ne tient pas forcément)

## What decides a sum
sum-rule-normal = La somme entière se joue donc comme un Nim dont les tas ont ces valeurs, et la règle de Bouton en détermine l’issue : le joueur qui doit jouer gagne si et seulement si X, la somme de Nim des valeurs, est différent de 0
sum-rule-misere-nim = En jeu misère, une somme de tas de Nim (ou de tas de S(1..k), avec un même k) suit la règle misère de Bouton : tant qu’au moins un tas vaut 2 ou plus, le joueur qui doit jouer gagne si et seulement si X est différent de 0 ; une fois que tous les tas valent 0 ou 1, si et seulement si le nombre de tas valant 1 est pair
sum-rule-misere-search = En jeu misère, ces valeurs ne suffisent pas forcément à déterminer l’issue de la somme : Bouton ne connaît aucune règle misère pour ces jeux, il explore donc toutes les suites de coups possibles

## A heap's options and the mex (Sprague–Grundy, step by step)
sum-no-move = { $heap } ne permet aucun coup
sum-option-nothing = rien (valeur 0)
sum-option-row = une rangée de { $a } (valeur { $value })
sum-option-heap = un tas de { $a } (valeur { $value })
sum-option-rows-xor = des rangées de { $a } et { $b } (valeur { $va } ⊕ { $vb } = { $value })
sum-option-heaps-xor = des tas de { $a } et { $b } (valeur { $va } ⊕ { $vb } = { $value })
sum-option-rows = des rangées de { $a } et { $b } (valeur { $value })
sum-option-heaps = des tas de { $a } et { $b } (valeur { $value })
sum-options = Un coup sur { $heap } peut laisser : { $options }
sum-options-more = Un coup sur { $heap } peut laisser : { $options }, et { $more ->
    [one] { $more } autre option
   *[other] { $more } autres options
}
# The end of a long set of values: "… (40 values in all)".
sum-values-in-all = … ({ $count ->
    [one] { $count } valeur
   *[other] { $count } valeurs
} en tout)
sum-mex-nothing-normal = Aucun coup n’est possible, donc aucune valeur n’est atteinte ; le mex de l’ensemble vide est 0, donc { $heap } vaut 0 : cela se joue exactement comme un tas de Nim de 0
sum-mex-normal = Ses coups atteignent les valeurs { "{" }{ $values }{ "}" } ; la plus petite valeur qu’ils n’atteignent pas (le mex) est { $mex }, donc { $heap } vaut { $mex } : cela se joue exactement comme un tas de Nim de { $mex }
sum-mex-nothing-misere = Aucun coup n’est possible, donc aucune valeur n’est atteinte ; le mex de l’ensemble vide est 0, donc { $heap } vaut 0 (ce qui décrit le jeu normal ; le jeu misère ne suit pas cette valeur)
sum-mex-misere = Ses coups atteignent les valeurs { "{" }{ $values }{ "}" } ; la plus petite valeur qu’ils n’atteignent pas (le mex) est { $mex }, donc { $heap } vaut { $mex } (ce qui décrit le jeu normal ; le jeu misère ne suit pas cette valeur)
sum-nim-heap = Un coup sur { $heap } peut laisser n’importe quel tas plus petit, donc ses coups atteignent toutes les valeurs de 0 à { $below } et il vaut { $size } : un tas de Nim vaut sa taille
sum-value-from-period = { $heap } a { $options } options, trop pour les énumérer ; sa valeur, { $value }, vient de la période que le théorème de Guy–Smith démontre pour { $game } : les valeurs se répètent avec une période de { $period } à partir de n = { $start }

## Who wins a sum
outcome-p = P (le joueur qui doit jouer perd)
outcome-n = N (le joueur qui doit jouer gagne)
sum-stuck-normal = il n’y a plus aucun coup possible, donc le joueur qui doit jouer a perdu : la position est { $outcome }
sum-stuck-misere = il n’y a plus aucun coup possible : en jeu misère, celui qui a joué le dernier coup perd, donc le joueur qui doit jouer a gagné : la position est { $outcome }
sum-no-heaps = il n’y a aucun tas, donc X = 0
sum-outcome-nim-sum = { $line }, donc la position est { $outcome }
# The XOR of many values, cut short: "2 ⊕ 1 ⊕ … (40 values in all)".
sum-xor-cut = { $terms } ⊕ … ({ $count ->
    [one] { $count } valeur
   *[other] { $count } valeurs
} en tout)
sum-outcome-misere-nim-sum = jeu misère avec un tas valant 2 ou plus : la règle de Bouton s’applique encore, X = { $x }, donc la position est { $outcome }
sum-outcome-misere-endgame-even = jeu misère où tous les tas valent 0 ou 1 : { $ones ->
    [one] il reste { $ones } tas valant 1
   *[other] il reste { $ones } tas valant 1
}, un nombre pair, donc la position est { $outcome }
sum-outcome-misere-endgame-odd = jeu misère où tous les tas valent 0 ou 1 : { $ones ->
    [one] il reste { $ones } tas valant 1
   *[other] il reste { $ones } tas valant 1
}, un nombre impair, donc la position est { $outcome }
sum-outcome-searched = Bouton ne connaît aucune règle misère pour ces jeux, il a donc exploré toutes les suites de coups possibles : la position est { $outcome }

## Why a winning move of a sum wins
sum-wins-split = { $move } : les deux parties valent { $a } ⊕ { $b } = { $to }, donc la valeur passe de { $from } à { $to } et X devient 0
sum-wins-value = { $move } : la valeur passe de { $from } à { $to }, donc X devient 0
sum-wins-odd-ones = { $move } : tous les tas valent alors 0 ou 1, avec { $ones ->
    [one] { $ones } tas valant 1
   *[other] { $ones } tas valant 1
}, un nombre impair (jeu misère)
sum-wins-misere-nim-sum = { $move } : X devient 0 et il reste un tas valant 2 ou plus (jeu misère, règle de Bouton)
sum-wins-searched = { $move } : la recherche exhaustive montre que toute réponse à ce coup perd (jeu misère)
sum-move-value = { $move } : { $value }
move-split = partager le tas { $number } ({ $size }) en tas de { $a } et { $b }, sans rien prendre
