# Dicas, comentários dos exercícios e notas sobre as regras em vigor (src/words: feedback.rs,
# notes.rs, games.rs). Mantenha cada número: um teste verifica que cada frase tem em cada
# idioma os mesmos números que em inglês.

## Comentários dos exercícios
feedback-taken-back = A jogada foi desfeita. A tabela binária agora mostra as jogadas vencedoras ao lado de suas pilhas.
feedback-missed = { $count ->
    [one] Faltou marcar a pilha { $heaps }.
   *[other] Faltou marcar as pilhas { $heaps }.
}

## Notas sobre as regras em vigor
# Sob a tabela binária, S(1..k): "g is the Grundy value: under S(1..3) a heap h plays like a Nim heap of h mod 4."
note-values-up-to = g é o valor de Grundy: com S(1..{ $k }), uma pilha h se comporta como uma pilha de Nim de h mod { $modulus }.
# Com um conjunto de subtração: "g is the Grundy value under {1, 3, 4}: g(0), g(1), … = 0 1 0 1 2 3 2 … (period 7, from size 0 on)."
note-values-set = g é o valor de Grundy com { $set }: g(0), g(1), … = { $values } (período { $period }, a partir do tamanho { $start }).
# Sob o gráfico da soma nim após cada jogada.
note-history-normal = A soma nim após cada jogada. Quem conhece a regra sempre deixa 0.
note-history-misere-set = A soma nim após cada jogada. No jogo misère com conjunto de subtração, nenhuma regra foi demonstrada: deixar 0 não garante a vitória.
note-history-misere = A soma nim após cada jogada. No jogo misère, quem conhece a regra deixa 0 até a virada; a partir daí, toda pilha tem 0 ou 1, e o vencedor deixa um número ímpar de pilhas com 1 (soma nim 1).
note-history-misere-up-to = A soma nim após cada jogada. No jogo misère, quem conhece a regra deixa 0 até a virada; depois, o vencedor deixa todos os valores em 0 ou 1, com um número ímpar de valores iguais a 1 (soma nim 1). O outro jogador pode voltar a aumentar um valor, e então a regra do jogo normal volta a valer.

## As dicas sobre uma soma de jogos
sum-hint-n = o jogador da vez pode vencer (uma posição N)
sum-hint-p = o jogador da vez perde contra um jogo perfeito, faça o que fizer (uma posição P)
sum-hint-heaps = é possível fazer uma jogada vencedora em { $heaps }
# Une as pilhas de sum-hint-heaps: "row 1 (Kayles, 10 pins) or on heap 2 (Nim, 5 stones)".
sum-hint-heaps-or = {" ou em "}
