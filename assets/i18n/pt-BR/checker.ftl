# O verificador do teorema de Explorar: uma busca exaustiva sobre todas as posições de uma caixa, comparada com uma regra.

checker-about = A busca exaustiva joga cada posição da caixa (regras: { $rules }), sem usar XOR nenhum.
checker-heaps = Pilhas
checker-heaps-a11y = Pilhas do verificador
checker-largest = Maior pilha
checker-largest-a11y = Maior pilha do verificador
checker-rule = Regra a testar
checker-formula-heap = A fórmula fala da pilha { $heap }, mas a caixa tem { $count ->
    [one] { $count } pilha
   *[other] { $count } pilhas
}: adicione pilhas ou altere a fórmula.
checker-formula-fix = Corrija a fórmula para poder verificá-la.
checker-too-many = { $positions } posições: são posições demais (no máximo { $max }).
checker-positions = { $positions } posições (como multiconjuntos: a ordem das pilhas não importa).
checker-cancel = Cancelar
checker-running = Em andamento há { $seconds } s…
checker-check = Verificar
checker-no-claim = A regra não afirmou nada sobre nenhuma posição da caixa: nada foi comparado.
checker-agrees-one = ✔ A regra concorda na única posição comparada.
checker-agrees = ✔ A regra concorda em todas as { $count } posições comparadas.
checker-own = Sua própria fórmula
checker-p-when = P exatamente quando:
checker-formula-a11y = Sua fórmula
checker-report = { $heaps ->
    [one] { $heaps } pilha
   *[other] { $heaps } pilhas
} de no máximo { $max } (regras: { $rules }): “{ $rule }”
checker-checked = Posições verificadas: { $count }
checker-p-positions = Posições P: { $count }
checker-compared = Comparadas com a regra: { $count }
checker-time = Tempo: { $ms } ms ({ $rate } milhões de posições por segundo)
checker-wrong = ✘ A regra erra em { $count ->
    [one] { $count } posição
   *[other] { $shown } posições
}. Contraexemplos:
checker-says-p = A regra diz P; a busca exaustiva diz N.
checker-says-n = A regra diz N; a busca exaustiva diz P.
checker-click-loads = Um clique a carrega no tabuleiro.
checker-cancelled = Cancelado.
