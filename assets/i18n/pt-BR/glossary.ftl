# Glossário (português do Brasil): termo em inglês → termo usado no Bouton
# nim-sum → soma nim
# heap → pilha
# stone → pedra
# pin (Kayles) → pino
# move → jogada
# take → retirar
# winning move → jogada vencedora
# position → posição
# P-position → posição P (perde o jogador da vez)
# N-position → posição N (vence o jogador da vez)
# normal play → jogo normal (quem faz a última jogada vence)
# misère play → jogo misère (quem faz a última jogada perde)
# Grundy value → valor de Grundy
# mex → mex (mínimo excluído)
# binary table → tabela binária
# the top bit → o bit mais alto
# theorem → teorema (teorema de Bouton)
# proof → demonstração
# lemma → lema
# hint → dica
# remoteness → distância (número de jogadas até o fim com o melhor jogo)
# fastest win → a vitória mais rápida
# slower win → uma vitória mais lenta
# mistake → erro
# review (of a game) → revisão (Revisar o jogo)
# projector → projetor (predefinição Projetor)
# answers (hidden / revealed) → respostas (ocultas / reveladas)
# exercise → exercício
# lesson → lição
# subtraction set → conjunto de subtração
# sum of games → soma de jogos
# board → tabuleiro
# handout / worksheet → material do professor / folha de atividades
# Enter, F2…F8, ←/→, ↑/↓ → sem alteração (nomes das teclas)
