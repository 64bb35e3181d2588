# Sums of games (Kayles + Nim + Dawson's Kayles …): the games' names, their heaps and moves, and the
# claims about a sum (src/words/sums.rs, src/core/sum). Keep every number: a test checks that
# each sentence has the same numbers in every language as in English. "Worth" and "value" are a
# heap's Grundy value; X is the nim-sum.
# Portuguese: a heap as the board names it has no article ("fileira 1 (…)", "pilha 2 (…)"); both
# words are feminine, so the sentences put the article before it ("a { $heap }", "na { $heap }").

## The games
game-nim = Nim
game-kayles = Kayles
game-dawson = Kayles de Dawson
game-grundy = Jogo de Grundy
# An octal game without a name: "the octal game 0.137".
game-octal = o jogo octal { $code }
# A game's title with its octal code: "Kayles (0.77)".
game-titled = { $name } ({ $code })

## A heap of a sum, as the board names it
heap-row-described = fileira { $number } ({ $game }, { $pins ->
    [0] { $pins } pinos
    [one] { $pins } pino
   *[other] { $pins } pinos
})
heap-nim-described = pilha { $number } (Nim, { $stones ->
    [0] { $stones } pedras
    [one] { $stones } pedra
   *[other] { $stones } pedras
})
heap-octal-described = pilha { $number } ({ $game }, { $tokens ->
    [0] { $tokens } peças
    [one] { $tokens } peça
   *[other] { $tokens } peças
})
# A heap in a sentence: "a Kayles row of 10", "a Nim heap of 5", "a heap of 7 of S(1..3)".
heap-a-row = uma fileira de { $game } de { $size }
heap-a-nim-heap = uma pilha de Nim de { $size }
heap-a-heap-of = uma pilha de { $size } de { $game }
heap-a-heap-octal = uma pilha de { $size } do jogo octal { $code }

## A move of a sum
move-knock-all = { $take ->
    [0] derrubar os { $take } pinos da fileira { $number }, sem deixar nada dela
    [one] derrubar o pino da fileira { $number }, sem deixar nada dela
   *[other] derrubar os { $take } pinos da fileira { $number }, sem deixar nada dela
}
move-knock-end = { $take ->
    [0] derrubar { $take } pinos na ponta da fileira { $number } ({ $size } pinos), deixando uma fileira de { $rest }
    [one] derrubar um pino na ponta da fileira { $number } ({ $size } pinos), deixando uma fileira de { $rest }
   *[other] derrubar { $take } pinos na ponta da fileira { $number } ({ $size } pinos), deixando uma fileira de { $rest }
}
move-knock-one-inside = derrubar o pino { $first } da fileira { $number } ({ $size } pinos), deixando fileiras de { $a } e { $b }
move-knock-two-inside = derrubar os pinos { $first } e { $last } da fileira { $number } ({ $size } pinos), deixando fileiras de { $a } e { $b }
move-knock-inside = derrubar os pinos do { $first } ao { $last } da fileira { $number } ({ $size } pinos), deixando fileiras de { $a } e { $b }
move-take-all = retirar a pilha { $number } inteira ({ $take })
move-take-nim = retirar { $take } da pilha { $number } ({ $size } → { $rest })
move-take-leaving = retirar { $take } da pilha { $number } ({ $size }), deixando { $rest }
move-take-split = retirar { $take } da pilha { $number } ({ $size }), deixando pilhas de { $a } e { $b }

## The value of each heap
sum-heap-value-nim = { $heap }: valor { $value }
sum-heap-value = { $heap }: valor { $value } (ela se comporta como uma pilha de Nim de { $value })
sum-heap-value-misere = { $heap }: valor { $value } no jogo normal (no jogo misère, ela não se comporta necessariamente como uma pilha de Nim de { $value })

## What decides a sum
sum-rule-normal = Então a soma inteira se comporta como um jogo de Nim com pilhas desses valores, e a regra de Bouton decide o resultado: o jogador da vez vence exatamente quando X, a soma nim dos valores, não é 0
sum-rule-misere-nim = No jogo misère, uma soma de pilhas de Nim (ou de pilhas de S(1..k), com um mesmo k) segue a regra misère de Bouton: enquanto alguma pilha valer 2 ou mais, o jogador da vez vence exatamente quando X não é 0; quando todas as pilhas valem 0 ou 1, exatamente quando o número de pilhas que valem 1 é par
sum-rule-misere-search = No jogo misère, esses valores não decidem necessariamente a soma: o Bouton não conhece nenhuma regra misère para esses jogos, então examina todas as linhas de jogo

## A heap's options and the mex (Sprague–Grundy, step by step)
sum-no-move = A { $heap } não tem nenhuma jogada
sum-option-nothing = nada (valor 0)
sum-option-row = uma fileira de { $a } (valor { $value })
sum-option-heap = uma pilha de { $a } (valor { $value })
sum-option-rows-xor = fileiras de { $a } e { $b } (valor { $va } ⊕ { $vb } = { $value })
sum-option-heaps-xor = pilhas de { $a } e { $b } (valor { $va } ⊕ { $vb } = { $value })
sum-option-rows = fileiras de { $a } e { $b } (valor { $value })
sum-option-heaps = pilhas de { $a } e { $b } (valor { $value })
sum-options = Uma jogada na { $heap } pode deixar: { $options }
sum-options-more = Uma jogada na { $heap } pode deixar: { $options } e mais { $more ->
    [one] { $more } opção
   *[other] { $more } opções
}
# The end of a long set of values: "… (40 values in all)".
sum-values-in-all = … ({ $count ->
    [one] { $count } valor
   *[other] { $count } valores
} no total)
sum-mex-nothing-normal = Ela não tem nenhuma jogada, portanto não alcança nenhum valor; o mex do conjunto vazio é 0, então a { $heap } vale 0: ela se comporta exatamente como uma pilha de Nim de 0
sum-mex-normal = Suas jogadas alcançam os valores { "{" }{ $values }{ "}" }; o menor valor que elas não alcançam (o mex) é { $mex }, então a { $heap } vale { $mex }: ela se comporta exatamente como uma pilha de Nim de { $mex }
sum-mex-nothing-misere = Ela não tem nenhuma jogada, portanto não alcança nenhum valor; o mex do conjunto vazio é 0, então a { $heap } vale 0 (é assim que ela se comporta no jogo normal; o jogo misère não segue esse valor)
sum-mex-misere = Suas jogadas alcançam os valores { "{" }{ $values }{ "}" }; o menor valor que elas não alcançam (o mex) é { $mex }, então a { $heap } vale { $mex } (é assim que ela se comporta no jogo normal; o jogo misère não segue esse valor)
sum-nim-heap = Uma jogada na { $heap } pode deixar qualquer pilha menor, então suas jogadas alcançam todos os valores de 0 a { $below } e ela vale { $size }: uma pilha de Nim vale o seu tamanho
sum-value-from-period = A { $heap } tem { $options } opções, demais para listar; seu valor, { $value }, vem do período que o teorema de Guy–Smith demonstra para { $game }: os valores se repetem com período { $period } a partir de n = { $start }

## Who wins a sum
outcome-p = P (o jogador da vez perde)
outcome-n = N (o jogador da vez vence)
sum-stuck-normal = não resta nenhuma jogada, então o jogador da vez perdeu: a posição é { $outcome }
sum-stuck-misere = não resta nenhuma jogada: no jogo misère, quem faz a última jogada perde, então o jogador da vez venceu: a posição é { $outcome }
sum-no-heaps = não há pilhas, então X = 0
sum-outcome-nim-sum = { $line }, então a posição é { $outcome }
# The XOR of many values, cut short: "2 ⊕ 1 ⊕ … (40 values in all)".
sum-xor-cut = { $terms } ⊕ … ({ $count ->
    [one] { $count } valor
   *[other] { $count } valores
} no total)
sum-outcome-misere-nim-sum = jogo misère com uma pilha que vale 2 ou mais: a regra de Bouton continua valendo, X = { $x }, então a posição é { $outcome }
sum-outcome-misere-endgame-even = jogo misère com todas as pilhas valendo 0 ou 1: { $ones ->
    [0] restam { $ones } pilhas de valor 1
    [one] resta { $ones } pilha de valor 1
   *[other] restam { $ones } pilhas de valor 1
}, um número par, então a posição é { $outcome }
sum-outcome-misere-endgame-odd = jogo misère com todas as pilhas valendo 0 ou 1: { $ones ->
    [one] resta { $ones } pilha de valor 1
   *[other] restam { $ones } pilhas de valor 1
}, um número ímpar, então a posição é { $outcome }
sum-outcome-searched = o Bouton não conhece nenhuma regra misère para esses jogos, então examinou todas as linhas de jogo: a posição é { $outcome }

## Why a winning move of a sum wins
sum-wins-split = { $move }: as duas partes valem { $a } ⊕ { $b } = { $to }, então o valor passa de { $from } para { $to } e X passa a ser 0
sum-wins-value = { $move }: o valor passa de { $from } para { $to }, então X passa a ser 0
sum-wins-odd-ones = { $move }: todas as pilhas ficam valendo 0 ou 1, com { $ones ->
    [one] { $ones } pilha de valor 1
   *[other] { $ones } pilhas de valor 1
}, um número ímpar (jogo misère)
sum-wins-misere-nim-sum = { $move }: X passa a ser 0 e resta uma pilha que vale 2 ou mais (jogo misère, regra de Bouton)
sum-wins-searched = { $move }: a busca exaustiva mostra que qualquer resposta a essa jogada perde (jogo misère)
sum-move-value = { $move }: { $value }
move-split = dividir a pilha { $number } ({ $size }) em pilhas de { $a } e { $b }, sem retirar nada
