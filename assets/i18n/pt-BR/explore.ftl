# Explorar: o histórico da soma nim, o mapa de posições P e a sequência de Grundy.

explore-title = Explorar
explore-tab-history = Histórico da soma nim
explore-tab-map = Mapa de posições P
explore-tab-grundy = Sequência de Grundy
explore-tab-checker = Verificador do teorema
explore-history-hidden = As respostas estão ocultas: o histórico da soma nim as mostraria.
explore-start = início
explore-after = após { $player }
explore-nim-sum = soma nim
explore-objects-left = objetos restantes
explore-moves-played = jogadas feitas
explore-no-move = Nenhuma jogada feita ainda.
explore-moves-zero = { $moves ->
    [one] { $moves } jogada feita; { $zeros ->
        [0] ela não deixou a soma nim em 0.
        [one] ela deixou a soma nim em 0.
       *[other] ela não deixou a soma nim em 0.
    }
   *[other] { $moves } jogadas feitas; a soma nim ficou em 0 depois de { $zeros } delas.
}
explore-map-rule = Regra sobreposta
explore-map-about = Cada posição ({ $heaps }) com a, b < { $side } (regras: { $rules }). Passe o ponteiro sobre uma célula para lê-la; clique nela para jogá-la.
explore-map-disagrees = a regra discorda
explore-map-heap-1 = a (pilha 1)
explore-map-heap-2 = b (pilha 2)
explore-map-p-rule-n = P, a regra diz N
explore-map-n-rule-p = N, a regra diz P
explore-map-agrees = A regra concorda com a busca exaustiva em todas as { $cells } células.
explore-map-disagrees-on = Células em que a regra discorda: { $cells }.
explore-map-heaps = { $heaps } pilhas

## A sequência de Grundy
grundy-game = Jogo:
grundy-game-hint = as regras do tabuleiro
grundy-game-a11y = Jogo do gráfico
grundy-games = kayles, dawson, 0.6, upto-3, set-1.3.4, nim
grundy-up-to = n até
grundy-nim = { $title }: g(n) = n, sem período.
grundy-period = { $title }: g(n) se repete com período { $period } a partir de n = { $from }, como demonstra o teorema de Guy–Smith: as linhas laranja.
grundy-no-period = { $title }: nenhum período demonstrado até n = { $to } (alguns jogos octais, como 0.6, não têm nenhum conhecido).
grundy-nim-board = No Nim, uma pilha de n vale n: g(n) = n, sem período. Comece um jogo em que se retira de 1 a k, ou uma quantidade de um conjunto, ou digite um jogo acima, para ver um padrão.
grundy-rule-period = Com “{ $rule }”, g(n) se repete com período { $period } a partir de n = { $from }: as linhas laranja.
grundy-period-starts = início de um período
grundy-heap-size = tamanho da pilha n
grundy-looking = Procurando um período até n = { $to }:
grundy-cancel = Cancelar
grundy-look-further = Procurar mais longe, até n =
grundy-search-a11y = Procurar até n
grundy-search = Procurar
