# The mathematical claims (src/words/claims.rs): every sentence the app states about a
# position. Each must stay true under the rules it was made for, so keep every number: a test
# checks that each sentence has the same numbers in every language as in English.
# Sentences start in lower case and end without a full stop (the app adds them where a sentence
# stands alone). X is the nim-sum; "value" is a heap's Grundy value (under S(1..k) and subtraction
# sets a heap has a size and a value).

## Pieces
# Portuguese puts 0 with one: [0] comes first ("0 pilhas").
claim-heaps = { $n ->
    [0] { $n } pilhas
    [one] { $n } pilha
   *[other] { $n } pilhas
}
claim-moves = { $n ->
    [0] { $n } jogadas
    [one] { $n } jogada
   *[other] { $n } jogadas
}
claim-even = um número par
claim-odd = um número ímpar
# A move: "take 2 from heap 3 (8 → 6)".
claim-move = retirar { $take } da pilha { $heap } ({ $from } → { $to })
# A move under S(1..k) or a set, with the heap's value before and after.
claim-move-values = retirar { $take } da pilha { $heap } ({ $from } → { $to }, valor { $from-value } → { $to-value })
# The computer in the game's history: "the computer (expert)".
claim-computer = o computador
claim-computer-level = o computador ({ $level })
level-expert = especialista
level-student = estudante, { $percent }% de jogadas aleatórias
level-beginner = iniciante, jogadas aleatórias

## Who wins, and the rule that decided
claim-x-zero = X = 0
claim-x-nonzero = X = { $x } ≠ 0
claim-basis-misere-sizes = { $x }; no jogo misère, X decide como no jogo normal enquanto alguma pilha tiver tamanho 2 ou mais
claim-basis-misere-values = { $x }; no jogo misère, X decide como no jogo normal enquanto algum valor for 2 ou mais
claim-basis-endgame-sizes = fase final misère: toda pilha tem tamanho 0 ou 1, com { $ones } de tamanho 1, { $parity }
claim-basis-endgame-values = jogo misère com todos os valores 0 ou 1: { $ones } de valor 1, { $parity }
claim-basis-search = o jogo misère com conjunto de subtração não tem regra demonstrada; uma busca exaustiva na árvore do jogo decidiu
claim-verdict-n = N: o jogador da vez vence
claim-verdict-p = P: o jogador da vez perde
claim-outcome = { $verdict } ({ $basis })
claim-no-move-normal = nenhuma jogada é possível: o jogo acabou, e o jogador da vez perdeu (jogo normal)
claim-no-move-misere = nenhuma jogada é possível: o jogo acabou, e o jogador da vez venceu (jogo misère: quem não pode jogar vence)
claim-every-move-loses = { $basis }, então toda jogada deixa para o outro jogador uma posição vencedora

## Why a winning move wins: advice ("take 4") and the computer about its own move ("I take 4")
claim-why-top-bit = X é { $x }; a pilha { $heap } tem um 1 no bit mais alto de X ({ $bit }); { $from } ⊕ { $x } = { $to }, então retire { $take }
claim-why-top-bit-computer = X era { $x }; a pilha { $heap } tinha um 1 no bit mais alto de X ({ $bit }); { $from } ⊕ { $x } = { $to }, então retiro { $take }
claim-why-top-bit-values = X é { $x }; a pilha { $heap } (tamanho { $size }) tem valor { $from }, que tem um 1 no bit mais alto de X ({ $bit }); { $from } ⊕ { $x } = { $to }, então retire { $take } para deixar { $left }, de valor { $to }
claim-why-top-bit-values-computer = X era { $x }; a pilha { $heap } (tamanho { $size }) tinha valor { $from }, que tem um 1 no bit mais alto de X ({ $bit }); { $from } ⊕ { $x } = { $to }, então retiro { $take } para deixar { $left }, de valor { $to }
claim-why-raise = X é { $x }; a pilha { $heap } (tamanho { $size }) tem valor { $from }, e { $from } ⊕ { $x } = { $to }; com estas regras uma jogada pode aumentar um valor: retire { $take } para deixar { $left }, de valor { $to }, e X passa a ser 0
claim-why-raise-computer = X era { $x }; a pilha { $heap } (tamanho { $size }) tinha valor { $from }, e { $from } ⊕ { $x } = { $to }; com estas regras uma jogada pode aumentar um valor: retiro { $take } para deixar { $left }, de valor { $to }, e X passa a ser 0
claim-why-switch = só a pilha { $heap } tem tamanho 2 ou mais (jogo misère): retire { $take } da pilha { $heap } para deixar { $left }; assim toda pilha fica com tamanho 0 ou 1, com { $ones } de tamanho 1, { $parity }
claim-why-switch-computer = só a pilha { $heap } tinha tamanho 2 ou mais (jogo misère): retiro { $take } da pilha { $heap } para deixar { $left }; assim toda pilha fica com tamanho 0 ou 1, com { $ones } de tamanho 1, { $parity }
claim-why-switch-values = só a pilha { $heap } tem valor 2 ou mais (jogo misère): retire { $take } da pilha { $heap } para deixar { $left }, de valor { $to }; assim todo valor fica 0 ou 1, com { $ones } de valor 1, { $parity }
claim-why-switch-values-computer = só a pilha { $heap } tinha valor 2 ou mais (jogo misère): retiro { $take } da pilha { $heap } para deixar { $left }, de valor { $to }; assim todo valor fica 0 ou 1, com { $ones } de valor 1, { $parity }
claim-why-endgame = toda pilha tem tamanho 0 ou 1 (fase final misère): retire { $take } da pilha { $heap } para deixar { $ones } de tamanho 1, { $parity }
claim-why-endgame-computer = toda pilha tinha tamanho 0 ou 1 (fase final misère): retiro { $take } da pilha { $heap } para deixar { $ones } de tamanho 1, { $parity }
claim-why-endgame-values = todo valor é 0 ou 1 (jogo misère): retire { $take } da pilha { $heap } ({ $size } → { $left }, valor { $from } → { $to }) para deixar todos os valores 0 ou 1, com { $ones } de valor 1, { $parity }
claim-why-endgame-values-computer = todo valor era 0 ou 1 (jogo misère): retiro { $take } da pilha { $heap } ({ $size } → { $left }, valor { $from } → { $to }) para deixar todos os valores 0 ou 1, com { $ones } de valor 1, { $parity }
claim-why-search = uma busca exaustiva na árvore do jogo (o jogo misère com conjunto de subtração não tem regra demonstrada) mostra que, depois de retirar { $take } da pilha { $heap }, o outro jogador está perdido
claim-why-search-computer = uma busca exaustiva na árvore do jogo (o jogo misère com conjunto de subtração não tem regra demonstrada) mostra que, depois de eu retirar { $take } da pilha { $heap }, o outro jogador está perdido

## The computer's other reasons
claim-computer-prolongs = { $basis }, então toda jogada perde contra um jogo perfeito; retiro { $take } da pilha { $heap }, a menor jogada da maior pilha, para fazer o jogo durar
claim-computer-delays = { $basis }, então toda jogada perde contra um jogo perfeito; retiro { $take } da pilha { $heap }, o que faz o jogo durar o máximo: { $moves } até o fim, contando esta, se você jogar o melhor possível
claim-computer-random = faço uma jogada ao acaso: { $move }
claim-computer-unanalysable = esta posição é grande demais para ser analisada com estas regras, então faço uma jogada ao acaso: { $move }

## Remoteness: how long the game lasts with best play
claim-remote-over = o jogo acabou: não resta nenhuma jogada
claim-remote-wins = com o melhor jogo, o jogador da vez vence em { $moves }, o vencedor apressando e o perdedor prolongando
claim-remote-loses = com o melhor jogo, o jogador da vez perde em { $moves }, o vencedor apressando e o perdedor prolongando
# A move's value: "take 2 from heap 1 (5 → 3): the fastest win, in 7 moves".
claim-move-value = { $move }: { $value }
claim-value-fastest = a vitória mais rápida, em { $moves }
claim-value-slowest-loss = toda jogada perde; esta é a que faz o jogo durar mais, { $moves }
claim-value-slower-win = uma vitória mais lenta, em { $moves } (a mais rápida leva { $fastest })
claim-value-mistake = um erro: joga fora a vitória (perde em { $moves })
claim-value-faster-loss = perde em { $moves } (a derrota mais lenta leva { $fastest })

## What a move leaves
claim-x-then = X = { $x }; { $basis }
claim-other-lost = o outro jogador está perdido
claim-other-can-win = o outro jogador pode vencer
claim-move-leaves = { $move } deixa { $basis }: { $other }
claim-zeroing-wins = { $move } deixa X = 0: uma jogada vencedora
claim-zeroing-loses = { $move } deixa X = 0, mas no jogo misère isso perde aqui ({ $basis }): o outro jogador pode vencer

## Which heaps have a winning move
claim-no-winning-heap = nenhuma pilha tem jogada vencedora
claim-winning-heaps = pilhas com jogada vencedora: { $heaps }
claim-no-winning-move-from = { $count ->
    [one] nenhuma jogada vencedora sai da pilha { $heaps }
   *[other] nenhuma jogada vencedora sai das pilhas { $heaps }
}
claim-top-bit-heaps = no Nim com jogo normal, são as pilhas com um 1 no bit mais alto de X = { $x } (bit { $bit }, que vale { $worth }): { $heaps }
# The binary table's marker beside a heap: its first winning move, and how many more it has.
claim-marker = retirar { $take } → { $to }
claim-marker-more = retirar { $take } → { $to } (+{ $more } { $more ->
    [one] outra
   *[other] outras
})
claim-marker-value = retirar { $take } → { $to } (valor { $value })
claim-marker-value-more = retirar { $take } → { $to } (valor { $value }; +{ $more } { $more ->
    [one] outra
   *[other] outras
})

## Misère play
claim-misere-normal-lost = jogo misère: { $big } têm tamanho 2 ou mais, então X decide como no jogo normal: X = 0, e o jogador da vez perde
claim-misere-normal-lost-values = jogo misère: { $big } têm valor 2 ou mais, então X decide como no jogo normal: X = 0, e o jogador da vez perde
claim-misere-normal = jogo misère: { $big } têm tamanho 2 ou mais, então jogue como no jogo normal: deixe X = 0
claim-misere-normal-values = jogo misère: { $big } têm valor 2 ou mais, então jogue como no jogo normal: deixe X = 0
claim-misere-switch = virada misère: só a pilha { $heap } tem tamanho 2 ou mais; reduza-a a { $target }, o que deixa { $ones } de tamanho 1, um número ímpar
claim-misere-switch-values = virada misère: só a pilha { $heap } tem valor 2 ou mais; leve o valor dela a { $target }, o que deixa { $ones } de valor 1, um número ímpar
claim-misere-endgame-wins = fase final misère: toda pilha tem tamanho 0 ou 1: { $ones } de tamanho 1, { $parity }: o jogador da vez vence
claim-misere-endgame-loses = fase final misère: toda pilha tem tamanho 0 ou 1: { $ones } de tamanho 1, { $parity }: o jogador da vez perde
claim-misere-endgame-values-wins = jogo misère com todos os valores 0 ou 1: { $ones } de valor 1, { $parity }: o jogador da vez vence
claim-misere-endgame-values-loses = jogo misère com todos os valores 0 ou 1: { $ones } de valor 1, { $parity }: o jogador da vez perde

## The end of a game
claim-game-over-stuck = nenhuma jogada é possível: { $winner } venceu
claim-game-over-normal = { $last } retirou o último objeto e venceu (jogo normal)
claim-game-over-normal-stuck = { $last } fez a última jogada e venceu (jogo normal)
claim-game-over-misere = { $last } retirou o último objeto e perdeu (jogo misère): { $winner } venceu
claim-game-over-misere-stuck = { $last } fez a última jogada e perdeu (jogo misère): { $winner } venceu

## The nim-sum's line under the binary table
claim-nim-sum = X = { $x } ≠ 0; seu bit mais alto é d = { $bit } ({ $power } = { $worth })
claim-nim-sum-zero = X = 0: toda coluna tem um número par de uns
