# O painel de exercícios, os controles do painel da demonstração e os controles do apresentador de lições.

## Exercícios
ex-title = Exercícios
ex-about = Perguntas sobre posições geradas a partir de uma semente: dê a mesma semente para a turma toda e todos recebem as mesmas perguntas.
ex-easy = Fácil
ex-medium = Médio
ex-hard = Difícil
ex-heaps = Pilhas
ex-heaps-a11y = Pilhas por pergunta
ex-largest = Maior pilha
ex-seed = Semente
ex-seed-a11y = Semente dos exercícios
ex-seed-error = A semente é um número inteiro, como 2026.
ex-rules = Regras: { $rules } (as do jogo no tabuleiro).
ex-rules-nim = Regras: { $rules } (montes de Nim: há uma soma de jogos no tabuleiro).
ex-start = Começar
ex-send-class = Enviar para a turma
ex-kept-aside = Seu jogo fica guardado à parte e volta quando você parar.
ex-question = Pergunta { $number } · { $kind }
ex-seed-rules = Semente { $seed } · { $rules }
ex-p-or-n = A posição no tabuleiro é P ou N?
ex-p-or-n-help = P: o jogador da vez perde. N: o jogador da vez vence.
ex-play-winning = Faça uma jogada vencedora no tabuleiro.
ex-play-winning-help = Ela deve deixar uma posição em que o outro jogador perde.
ex-tick-heaps = Marque cada pilha que tem uma jogada vencedora.
ex-heap = Pilha { $heap }
ex-check = Verificar
ex-right = ✔ Certo.
ex-not-quite = ✘ Não exatamente.
ex-next = Próxima pergunta
ex-skip = Pular
ex-stop = Parar
ex-score = Pontuação: { $score }
ex-class-answer-in = Sua resposta foi enviada. Seu professor vai mostrar as respostas.
ex-class-answered = Respondidas: { $count }
ex-class-waiting = Seu professor envia os exercícios.
ex-class-your-answer = Sua resposta: { $answer }
ex-class-notes = Semente { $seed }. Seu professor mostra as respostas.

## O painel da demonstração
proof-title = Demonstração
proof-variants = Variantes:
proof-hidden = As respostas estão ocultas. A demonstração as mostraria.
proof-reveal = Revelar
proof-play-it = Jogar: { $move }
proof-go-to = Ir para { $page }
proof-slide-of = Slide { $number } de { $count }: use Próximo ▶ e ◀ Anterior da lição para percorrê-los.
proof-play-on-board = Jogar no tabuleiro: { $move }
proof-back = ◀ Anterior
proof-next = Próximo ▶
proof-restart = Recomeçar
proof-step-of = Passo { $number } de { $count } · teclas ← →
proof-use-heap = Usar a pilha:
proof-move-take = Jogada: retirar
proof-how-many-a11y = Lema 1: quantas pedras
proof-from-heap = da pilha
proof-which-heap-a11y = Lema 1: qual pilha
proof-pick-on-board = Um clique no tabuleiro escolhe a jogada aqui (ela não é feita).
proof-pick-on-board-rules = Um clique no tabuleiro escolhe a jogada aqui (ela não é feita); as regras decidem quais são permitidas.

## O apresentador de lições
lesson-back = ◀ Anterior
lesson-back-keys = Page Up, ←
lesson-step-proof = Passo { $number } de { $count } · demonstração { $slide } de { $slides }
lesson-step = Passo { $number } de { $count }
lesson-next = Próximo ▶
lesson-next-keys = Page Down, →
lesson-next-move = Próxima jogada (restam { $left })
lesson-hide = Ocultar as respostas
lesson-reveal = Revelar
lesson-end = Encerrar a lição
lesson-try-it = Experimente: a turma clica em uma pedra e o computador responde.
ex-board-locked = O tabuleiro mostra a pergunta e fica assim até você seguir.
ex-rules-own = Regras: { $rules } (não as do jogo no tabuleiro).
ex-rules-as-board = Como no tabuleiro
ex-answer-first = Responda primeiro: as respostas aparecem depois que você responder (Pular vai para a próxima pergunta).
