# Valores das jogadas no tabuleiro e revisão de uma partida (distância: jogadas até o fim com jogo perfeito).

values-counting = Contando as jogadas até o fim…
values-cancel = Cancelar
values-legend = Cada pedra (ou pino) tem a cor da jogada que um clique nela faz:
values-fastest-win = a vitória mais rápida
values-slower-win = uma vitória mais lenta
values-throws-win = joga fora a vitória
values-slowest-loss = a derrota mais lenta
values-faster-loss = uma derrota mais rápida
values-number = · o número: jogadas até o fim com jogo perfeito, contando esta.

## As avaliações de uma jogada
grade-best = melhor
grade-slower-win = vitória mais lenta
grade-mistake = erro
grade-faster-loss = derrota mais rápida
grade-forced = forçada

## O valor de uma posição para quem joga
remote-win = vence em { $moves }
remote-lose = perde em { $moves }
remote-over = o jogo acabou

## O painel de revisão
review-title = Revisão
review-about = Cada jogada avaliada pela distância: as jogadas até o fim com jogo perfeito, o vencedor apressando e o perdedor prolongando.
review-no-move = Nenhuma jogada ainda: cada jogada é avaliada assim que é feita.
review-no-move-yet = nenhuma jogada ainda
review-tally = { $player }: { $mistakes ->
    [0] 0 erros
    [one] { $mistakes } erro
   *[other] { $mistakes } erros
} ({ $grades })
review-chart-about = Acima da linha: quem joga vence em tantas jogadas; abaixo: perde em tantas.
review-chart-axis = jogadas até o fim
review-start = Início: { $position }  ({ $value })
review-row = { $number }. { $player }: retira { $take } da pilha { $heap }
review-row-values = para { $player }: { $before } → { $after } · { $grade }
review-jump = Mostrar a posição depois desta jogada
values-not-counted = Valores das jogadas: { $why }.
review-not-counted = Sem revisão: { $why }.
review-series-value = distância
review-series-wins = quem joga vence
review-series-loses = quem joga perde
review-series-axis = eixo
review-series-board = o tabuleiro
# How a short list of counts is joined: "best 1, mistake 2".
list-separator = {", "}
list-and-more = { $list }… e mais { $more }
