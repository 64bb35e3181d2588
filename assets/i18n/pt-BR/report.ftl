# As regras em palavras e os relatórios de texto da linha de comando (src/export/text.rs): `bouton analyze`,
# `bouton verify`, `bouton review`. Mantenha os números; o programa alinha as colunas de um relatório.

## As regras em vigor
ending-normal = jogo normal
ending-misere = jogo misère
moves-any = retirar qualquer quantidade
moves-up-to = retirar de 1 a { $k }
moves-set = retirar uma quantidade de { $set }
# "misère play, take 1 to 3"
rules-said = { $ending }, { $moves }

## bouton analyze
report-position = Posição: { $position }   ({ $rules })
report-position-sum = Posição: { $position }   ({ $ending }, uma soma de jogos)
report-no-heaps = nenhuma pilha
report-outcome = Resultado: { $outcome }.
report-remoteness = Distância: { $moves }: { $said }.
report-remoteness-not-counted = Distância: não calculada: { $why }.
report-winning-moves = Jogadas vencedoras ({ $count }):
report-winning-moves-first = Jogadas vencedoras ({ $count }; apenas as { $listed } primeiras listadas):
report-why-first = Por que a primeira vence: { $why }.
report-no-winning-move = Nenhuma jogada vencedora: { $why }.
report-no-move-left = Já não resta nenhuma jogada.
report-no-winning-move-sum = Nenhuma jogada vencedora: toda jogada deixa uma posição em que o outro jogador vence.
report-sprague-grundy = Pelo teorema de Sprague–Grundy, cada pilha se comporta como uma pilha de Nim do tamanho do seu valor, então a soma nim de Bouton decide a soma de jogos.
# Os rótulos da tabela binária (curtos: encabeçam colunas e linhas).
report-size = tamanho
report-heap = pilha { $number }
report-ones = uns
report-odd = ímpar
report-top-bit = bit mais alto d = { $bit } ({ $power } = { $worth })

## bouton verify
report-box = Caixa: { $heaps ->
    [one] { $heaps } pilha
   *[other] { $heaps } pilhas
} de no máximo { $max } — { $positions ->
    [one] { $positions } posição
   *[other] { $positions } posições
} (como multiconjuntos)
report-rules = Regras: { $rules }
report-p-positions = Posições P: { $count } (análise retrógrada sem XOR)
report-rule = Regra: { $rule }
rule-bouton = N se e somente se a soma nim X ≠ 0 (Bouton)
rule-sprague-grundy = N se e somente se a soma nim dos valores de Grundy ≠ 0 (Sprague–Grundy)
rule-search = nenhuma regra demonstrada; comparado com a busca exata na árvore do jogo
rule-misere = enquanto algum valor for ≥ 2, N se e somente se X ≠ 0; quando todos forem ≤ 1, N se e somente se a quantidade de valores iguais a 1 for par
report-no-claim = Resultado: a regra não afirmou nada sobre nenhuma posição da caixa.
report-agrees-one = Resultado: a regra concorda na única posição comparada.
report-agrees = Resultado: a regra concorda em todas as { $count } posições comparadas.
report-wrong = Resultado: a regra ERRA em { $wrong } de { $count } posições. As primeiras:
report-time = Tempo: { $ms } ms ({ $rate } milhões de posições por segundo)

## bouton review
report-review-player = jogador
report-review-move = jogada
report-review-before = antes
report-review-after = esta jogada dá
report-review-grade = avaliação
report-review-take = retirar { $take } da pilha { $heap }
# The tally of a player's grades, under the review.
report-review-tally = { $player }: { $grades }
report-review-no-move = (nenhuma jogada feita ainda)
report-review-title = Revisão de “{ $title }” ({ $rules }), a partir de { $position }
report-review-untitled = Revisão ({ $rules }), a partir de { $position }
report-review-about = Os dois valores são do jogador que joga, com o melhor jogo: a posição antes da jogada e o que a jogada lhe dá.

## bouton grundy
report-grundy-title = { $game }: valores de Grundy de g(0) a g({ $to })
report-grundy-nim = g(n) = n: uma pilha de Nim vale o seu tamanho; sem período.
report-grundy-period = Período { $period } a partir de n = { $start } (demonstrado pelo teorema de Guy–Smith).
report-grundy-no-period = Nenhum período demonstrado nos valores calculados (até n = { $to }).
report-grundy-more = … (mais { $more }; --json mostra todos)

# How a full clause after a label's colon starts: "capital" (German) or "lower". Not shown.
after-colon = lower

# A sum of heaps and games in disguise (bouton analyze hackenbush:(()()) kayles:5)
mixed-part-value = { $game } { $position }: valor { $value } (joga-se como uma pilha de Nim de { $value }).
mixed-move = { $move } — o seu valor vai de { $from } a { $to }, o que deixa X = { $x }
mixed-not-listed = As jogadas vencedoras em { $game } (jogo disfarçado { $part }) não são procuradas: { $why }.
