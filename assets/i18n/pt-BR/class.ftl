## Uma sessão de turma: a linha de comando, os erros do servidor e (em seguida) as páginas dos alunos e a visão do professor
cli-help-class = Conduzir uma sessão de turma sem janela: servir a versão para navegador e a conexão ao vivo dos alunos na rede local até Ctrl+C
cli-help-port = A porta em que escutar (0: qualquer porta livre)
cli-help-listen = O endereço em que escutar: todas as interfaces de rede, a menos que uma seja indicada (127.0.0.1: só este computador)
cli-help-web = A página web construída a servir (padrão: a pasta web ao lado do programa, ou /usr/share/bouton/web, onde o pacote a instala, ou target/web, feita por `bash assets/web/build.sh`)
cli-help-class-file = Um arquivo salvo: cada aluno joga a posição atual dele (sem arquivo: 3, 5, 7 de Nim)
cli-class-address = Os alunos abrem: { $url }
cli-class-code = Código para entrar: { $code }
cli-class-stop = Ctrl+C encerra a sessão.
cli-class-ended = A sessão terminou ({ $count ->
    [one] um aluno
   *[other] { $count } alunos
}).
cli-class-commands = Comandos: seats (uma linha por aluno), pause, go, answers on, answers off, remove N, report ARQUIVO, pair, computer, exercises p-or-n|winning-move|winning-heaps SEMENTE, play (de novo a posição).
cli-class-report = O relatório está em { $csv } e { $html }.
cli-class-done = Feito.
cli-help-session = Guardar a sessão neste arquivo (gravado após cada mudança); se ele já tiver uma sessão, reabri-la: o mesmo código, os mesmos lugares e partidas, e as páginas dos alunos voltam sozinhas
cli-class-reopened = Sessão reaberta de { $file } ({ $count ->
    [one] um aluno
   *[other] { $count } alunos
}).
cli-class-no-seat = Não há aluno no lugar { $seat }.
class-no-web-build = a versão para navegador não está em { $dir }: construa-a com `bash assets/web/build.sh`
class-cannot-listen = não é possível escutar em { $address }: { $why }
class-no-threads = não é possível iniciar as threads do servidor: { $why }
class-no-randomness = o acaso do sistema não está disponível: { $why }

## A página de um aluno numa sessão de turma
seat-title = Sessão de turma
seat-connecting = Conectando ao Bouton do seu professor…
seat-reconnecting = A conexão caiu: reconectando…
seat-join-title = Entrar na turma
seat-join-hint = Digite o código que o seu professor mostra e o nome que a turma vai ver.
seat-join-code = Código para entrar
seat-join-name = Seu primeiro nome ou um apelido
seat-join = Entrar
seat-bar = { $name } · lugar { $seat }
seat-new-game = Nova partida
seat-versus = Você joga contra { $name }
seat-waiting = Esperando a jogada de { $name }…
seat-versus-computer = Você joga contra o computador
seat-exercises = Exercícios do seu professor
seat-notice-new-game = Seu professor começou uma nova partida para você.
seat-notice-exercises = Seu professor enviou exercícios.
seat-paused = Olhos no quadro
seat-paused-detail = Seu professor pausou a turma.
seat-closed-removed = Seu professor tirou você da turma.
seat-closed-elsewhere = Seu lugar foi aberto em outra aba ou em outro aparelho.
seat-closed-ended = A sessão de turma terminou.
seat-closed-abuse = Esta página enviou mensagens demais e foi fechada.
seat-reload = Recarregue esta página para entrar de novo.
seat-refused-protocol = Esta página e o Bouton do seu professor são de versões diferentes: recarregue a página.
seat-refused-wrong-code = Esse não é o código desta turma: confira e tente de novo.
seat-refused-too-many-codes = Códigos errados demais: recarregue a página para tentar de novo.
seat-refused-no-name = Digite um nome primeiro.
seat-refused-name-too-long = Um nome de no máximo { $max } caracteres, por favor.
seat-refused-full = A turma está cheia ({ $max } alunos).
seat-refused-token = Não foi possível devolver o seu lugar: entre de novo.
seat-refused-not-joined = Entre na turma primeiro.
seat-refused-already = Você já está na turma.
seat-refused-malformed = O Bouton do seu professor não entendeu esta página: recarregue-a.
seat-refused-too-fast = Mais devagar: cliques demais de uma vez.
seat-refused-paused = A turma está em pausa: olhos no quadro.
seat-refused-not-your-turn = Espere a sua vez.
seat-refused-game-over = Esta partida acabou: comece uma nova.
seat-refused-game-not-over = Termine esta partida primeiro.
seat-refused-illegal = Essa jogada não é permitida aqui.
seat-refused-not-now = A turma está fazendo outra coisa agora: siga sua tela.
seat-refused-already-answered = Você já respondeu esta pergunta: passe para a próxima.
seat-refused-bad-answer = Isso não é uma resposta a esta pergunta.

## A visão da turma do professor, no aplicativo
menu-class = Turma
class-start = Iniciar uma sessão de turma
class-reopen = Reabrir a última sessão
class-show-view = Visão da turma
class-show-board = Voltar ao tabuleiro
class-end = Encerrar a sessão de turma
class-end-confirm = Encerrar a sessão de turma? A página de cada aluno é avisada; Turma ▸ Reabrir a última sessão a traz de volta.
class-end-keep = Continuar a aula
class-open-address = Os alunos abrem
class-join-code = Código para entrar
class-how = Abra o endereço (ou leia o código) e digite o código para entrar e um nome.
class-pause = Pausar a turma
class-go-on = Deixar continuar
class-show-answers = Mostrar as respostas nas telas deles
class-hide-answers = Esconder as respostas nas telas deles
class-send = Enviar a posição do tabuleiro
class-hide-names = Esconder os nomes
class-sort = Ordem
class-sort-seat = Por lugar
class-sort-name = Por nome
class-sort-activity = Os mais recentes primeiro
class-sort-moves = Mais jogadas primeiro
class-student = Aluno { $seat }
class-students = { $count ->
    [one] Um aluno
   *[other] { $count } alunos
}
class-no-students = Nenhum aluno ainda: o endereço e o código estão acima.
class-paused-note = Em pausa: cada tela diz “Olhos no quadro”.
class-on-exercises = A turma faz exercícios: { $set }
class-refused = Recusas até agora: { $count }
class-winning = ganhando
class-losing = perdendo
class-won = ganhou
class-lost = perdeu
class-their-turn = a jogar
class-computer-turn = vez do computador
class-tile-counts = jogadas: { $moves } · dicas: { $hints } · partidas ganhas: { $won }/{ $finished }
class-tile-question = Pergunta { $number }
class-tile-right = certa
class-tile-wrong = não está certa
class-tile-thinking = pensando
class-tile-exercises = exercícios: { $right }/{ $answered } certas
class-active-seconds = ativo há { $seconds } s
class-active-minutes = ativo há { $minutes } min
class-offline = desconectado
class-remove = Remover
class-project = Projetar
class-spotlight-title = O tabuleiro do aluno { $seat }
class-spotlight-prompt = O que vocês jogariam aqui, e por quê?
class-spotlight-waiting = O computador vai jogar.
class-spotlight-over = Esta partida terminou.
class-spotlight-back = Voltar à turma
class-spotlight-answers = Mostrar a resposta aqui
class-pair = Formar duplas
class-unpair = Todos contra o computador
class-pair-after-exercises = As duplas jogam uma partida: envie primeiro uma posição.
class-versus = contra { $name }
class-partner-turn = vez de { $name }
class-spotlight-partner = A dupla vai jogar.

## O relatório da turma (CSV e uma página para imprimir)
report-class-title = Relatório da turma
report-class-summary = { $date } · perguntas: { $questions } · alunos: { $students }
report-class-seat = Lugar
report-class-name = Nome
report-class-moves = Jogadas
report-class-hints = Dicas
report-class-finished = Partidas terminadas
report-class-won = Partidas ganhas
report-class-answered = Respondidas
report-class-right = Certas
report-class-question = P{ $number }: { $position }
report-class-misere = { $position } (misère)
report-class-exercises = { $kind } ({ $rules }, semente { $seed })
report-class-right-cell = { $right }/{ $answered } certas
report-class-tally = { $won }/{ $finished } ganhas, { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}
report-class-by-question = Por pergunta
report-class-question-line = jogada por { $played } · partidas ganhas: { $won }/{ $finished } · jogadas: { $moves }
report-class-exercise-line = respondida por { $students } · certas: { $right }/{ $answered }
class-report = Salvar o relatório da turma
class-report-saved = Relatório salvo: { $path }
