# A linha de status abaixo do tabuleiro.

status-hint-rung = Dica { $number }: { $claim }
status-game-over = Fim de jogo. { $result }
status-to-move = Vez de: { $player }
status-computer-move = Jogada do computador
status-rules = Regras: { $rules }
status-hidden = Soma nim e resultado ocultos
status-hint = Dica
status-next-hint = Próxima dica ({ $number })
status-hint-help = Ctrl+H: quem vence, depois por quê, depois quais pilhas, depois a jogada
status-reveal = Revelar
status-opening = Abrindo { $name }: { $doing }…
status-cancel = Cancelar
status-copy-path = Copiar o caminho
status-autosave-failing = ⚠ Suas jogadas não estão sendo salvas automaticamente: a última gravação falhou. Arquivo ▸ Salvar guarda o jogo.
status-autosave-off = ⚠ Esta janela não salva automaticamente (como você escolheu ao começar): Arquivo ▸ Salvar guarda a partida.
status-hidden-x-moves = Soma nim e jogadas vencedoras ocultas
status-hidden-moves = Jogadas vencedoras ocultas
status-hidden-x = Soma nim oculta
status-hidden-rest = Quem vence, X e as jogadas já foram ditos; Revelar mostra a tabela inteira
