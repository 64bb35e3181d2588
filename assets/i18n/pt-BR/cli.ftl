# The command line's own messages: `bouton check`, bad arguments, and its errors. The first words
# of `check`'s lines (OK, ERROR, warning) stay in English in every language: scripts look for them.

check-game = OK     { $file } ({ $rules }; { $heaps ->
    [0] { $heaps } pilhas
    [one] { $heaps } pilha
   *[other] { $heaps } pilhas
}, { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
})
check-sum = OK     { $file } (uma soma de jogos: { $games }; { $ending }; { $heaps ->
    [0] { $heaps } pilhas
    [one] { $heaps } pilha
   *[other] { $heaps } pilhas
}, { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
})
check-lesson = OK     { $file } (lição "{ $title }", { $steps ->
    [0] { $steps } passos
    [one] { $steps } passo
   *[other] { $steps } passos
})
cli-about = Nim e o teorema de Bouton: analisar posições, verificar as regras por busca exaustiva
cli-not-a-language = '{ $text }' não é um idioma que o Bouton fala; ele fala { $known }
cli-negative = '{ $text }' é negativo; uma pilha tem 0 ou mais objetos
cli-too-large = '{ $text }' é maior que a maior pilha possível, { $largest }
cli-not-a-number = '{ $text }' não é um número inteiro
cli-empty-set = o conjunto está vazio; informe quantidades como 1,3,4
cli-no-game = '{ $text }' não nomeia nenhum jogo; escreva nim, kayles, dawson, upto-K, set-A.B.C, lasker, grundy ou um código octal como 0.6, depois dois-pontos e o tamanho (kayles:10); ou um jogo disfarçado: staircase, poker, turtles, mock-turtles, ruler, moore-K, hackenbush, wythoff
cli-classifying = classificando, depois comparando
cli-values-computed = valores calculados
# The progress bar's words around its counts (the program fills in the counts).
cli-about-left = faltam cerca de { $eta }
cli-too-many-heaps = { $count } pilhas são demais para a linha de comando; no máximo { $most }
cli-review-of-sum = bouton review avalia jogos de Nim, S(1..k) e conjuntos de subtração; este arquivo contém outro jogo (Kayles, um código octal ou uma soma de jogos)
cli-cannot-write = não foi possível gravar a saída: { $why }
report-move-value = { $move }: { $value }

## The command line's help (`bouton --help`, `bouton analyze --help`)
cli-heading-usage = Uso:
cli-heading-commands = Comandos
cli-heading-arguments = Argumentos
cli-heading-options = Opções
cli-help-help = Mostrar a ajuda
cli-help-version = Mostrar a versão
cli-help-file = Um arquivo de jogo salvo para abrir na janela (sem subcomando, a janela se abre)
cli-help-lang = O idioma da saída: en, es, fr, de, pt-BR ou zh-CN (padrão: LC_ALL, LC_MESSAGES ou LANG). `--json` e os códigos de saída são iguais em todos os idiomas
cli-help-analyze = Analisar uma posição: a tabela binária, o resultado e todas as jogadas vencedoras
cli-help-verify = Verificar a regra com uma busca exaustiva sem XOR em cada posição de uma caixa
cli-help-check = Verificar arquivos de jogo salvo e de lição: mostra OK ou o erro de cada um (código de saída 2 se algum tiver problema)
cli-help-handout = Mostrar o material do professor sobre a posição de um arquivo de jogo salvo, em Markdown
cli-help-grundy = Mostrar os valores de Grundy de um jogo e o seu período, quando demonstrado (Guy–Smith)
cli-help-review = Avaliar cada jogada de um jogo salvo: melhor, vitória mais lenta, erro, derrota mais rápida ou forçada
cli-help-misere = Jogo misère: quem faz a última jogada perde
cli-help-up_to = O jogo de subtração S(1..K): cada jogada retira de 1 a K objetos
cli-help-set = Um conjunto de subtração: cada jogada retira exatamente uma destas quantidades, como 1,3,4
cli-help-json = Mostrar um único objeto JSON em vez de texto
cli-help-analyze-file = Analisar a posição atual de um arquivo de jogo salvo (com as suas regras) em vez de HEAPs
cli-help-octal = Números soltos são pilhas deste jogo octal (como 0.77, Kayles), em vez do jogo das opções de regras
cli-help-analyze-heaps = As pilhas, como 19 20 21, ou pilhas de jogos com nome: kayles:10 dawson:7 nim:5 (também upto-K:n, set-A.B.C:n ou um código octal como 0.6:n)
cli-help-verify-heaps = O número de pilhas
cli-help-max = O tamanho máximo de uma pilha
cli-help-handout-file = O arquivo de jogo salvo
cli-help-student = A folha de atividades para os alunos: a posição, uma tabela vazia e as perguntas, sem respostas
cli-help-files = Os arquivos de jogo salvo a verificar
cli-help-game = O jogo: nim, kayles, dawson, upto-K, set-A.B.C ou um código octal como 0.6
cli-help-to = O maior tamanho de pilha cujo valor é mostrado
cli-help-review-file = O arquivo salvo do jogo

## The command line's complaints about its arguments
cli-bad-value = valor inválido '{ $value }' para { $arg }: { $why }
cli-bad-choice = valor inválido '{ $value }' para { $arg }; os valores possíveis são { $valid }
cli-empty-value = { $arg } está vazio: dê um valor
cli-missing = faltam argumentos obrigatórios: { $args }
cli-conflict = { $arg } não pode ser usado com { $other }
cli-unknown-argument = argumento inesperado '{ $arg }'; veja `bouton --help`
cli-unknown-command = comando desconhecido '{ $command }'; veja `bouton --help`
cli-help-subcommand-help = Mostrar esta mensagem ou a ajuda dos subcomandos indicados
# A warning under a file that `bouton check` read.
check-warning = aviso: { $warning }
check-disguise = OK     { $file } ({ $game }, { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
})
desktop-generic-name = Ferramenta para ensinar Nim
desktop-comment = Jogar Nim e aprender o teorema de Bouton: a tabela binária, as demonstrações, o computador como adversário
desktop-keywords = Nim;XOR;soma nim;teoria dos jogos;Bouton;matemática;
desktop-file-type = Arquivo do Bouton (partida, posição ou lição)
man-exit-status = STATUS DE SAÍDA
man-exit-status-text = 0: concluído. 1: verify encontrou uma posição em que a regra e a busca exaustiva não concordam. 2: entrada incorreta (um argumento ou um arquivo); uma linha na saída de erro diz por quê.
man-environment = AMBIENTE
man-environment-text = LC_ALL, LC_MESSAGES, LANG: o idioma da saída e da janela (en, es, fr, de, pt-BR ou zh-CN; --lang vem primeiro). RUST_LOG=info: cada operação com arquivos é registrada na saída de erro.
man-files = ARQUIVOS
man-files-text = $XDG_DATA_HOME/bouton (ou ~/.local/share/bouton): a pasta de partidas salvas (saves/), o salvamento automático (autosave.ron) e o arquivo da sessão de turma. /usr/share/bouton/web: a página que uma sessão de turma serve. /usr/share/doc/bouton/examples: posições e partidas para abrir, em seis idiomas.
