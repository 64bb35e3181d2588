# A tabela binária ao lado do tabuleiro: uma linha por pilha, uma coluna por bit.

table-title = Tabela binária
table-misere-set = Jogo misère com conjunto de subtração: não há regra demonstrada; o resultado vem de uma busca exaustiva.
table-misere = Jogo misère: quem faz a última jogada perde, e o final do jogo é jogado de outra forma.
table-heap = pilha
table-size = tamanho
table-ones = uns
# A marca sob uma coluna com um número ímpar de uns (uma palavra curta: fica sob um único dígito).
table-odd = ímpar
table-row-name = Pilha { $heap }
table-a11y-header = Tabela binária: uma linha por pilha, uma coluna por bit
table-a11y-row = Pilha { $heap }: { $size }, em binário { $binary }
table-a11y-row-value = Pilha { $heap }: tamanho { $size }, valor { $value }, em binário { $binary }
table-a11y-ones = número de uns em cada coluna
table-x-hidden = X oculto
table-hinted = ◀ aqui começa uma jogada vencedora
table-marker-moves = { $count ->
    [one] { $count } jogada
   *[other] { $count } jogadas
}
table-proof-fills = A demonstração vai preenchendo a tabela aos poucos: Próximo ▶ mostra o resto.
table-hide = Ocultar as respostas
table-reveal = Revelar
table-winning-moves = Jogadas vencedoras ({ $count }):
table-more = … e mais { $count }
