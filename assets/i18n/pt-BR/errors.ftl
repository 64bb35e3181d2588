# Errors: what went wrong, in words a teacher can act on (the typed errors of core, the save files,
# the links and the exports). Names in `backquotes` are what a file or a command line holds: keep them.


## src/export/mod.rs
err-export-error-sum-of-games = imagens e folhas de exercícios mostram montes de Nim, S(1..k) ou de um conjunto de subtração; este jogo não é um deles (Kayles, um código octal ou uma soma de jogos)
err-export-error-empty-picture = a imagem está vazia
err-export-error-bad-picture = a imagem é grande demais ou está malformada
err-export-error-draw = não foi possível desenhar a imagem: { $value }
err-export-error-encode = não foi possível codificar a imagem como PNG: { $value }

## src/save/error.rs
err-load-error-io = não é possível ler { $path }: { $source }
err-load-error-too-large = { $origin } ultrapassa o limite de 1 MiB de um arquivo do Bouton ({ $size } bytes ou mais)
err-load-error-not-text = { $origin } não é um arquivo de texto (não é UTF-8 válido)
err-load-error-syntax = { $origin }:{ $line }:{ $column }: { $message }
err-load-error-not-a-file = { $origin } é { $kind }, não um arquivo; escolha um arquivo .ron do Bouton
err-load-error-not-bouton = { $origin } não é um jogo nem uma lição do Bouton: esses são arquivos de texto que começam com `(`, depois de eventuais comentários //
err-load-error-empty = { $origin } está vazio; um arquivo do Bouton começa com `(`
err-load-error-missing-version = { $origin } não tem o campo `version`; um arquivo do Bouton começa com `(version: { $first-version },`
err-load-error-newer-version = { $origin } foi criado por um Bouton mais recente (versão de arquivo { $version }); este Bouton lê versões até a { $newest }
err-load-error-cancelled = a abertura de { $origin } foi cancelada
err-load-error-invalid = { $origin }: { $problem }
err-problem-lesson-not-game = este é um arquivo de lição, não um jogo; abra-o com Arquivo ▸ Abrir ou verifique-o com `bouton check`
err-problem-sum-not-game = este arquivo contém outro jogo que não é Nim, S(1..k) nem um conjunto de subtração (Kayles, um código octal ou uma soma de jogos); abra-o no aplicativo ou analise-o com `bouton analyze --file`
err-problem-games-count = `games` nomeia { $games ->
    [0] { $games } jogos
    [one] { $games } jogo
   *[other] { $games } jogos
}, mas o início tem { $heaps ->
    [0] { $heaps } pilhas
    [one] { $heaps } pilha
   *[other] { $heaps } pilhas
}; informe um jogo por pilha
err-problem-unknown-game = o jogo da pilha { $number }, "{ $name }", não é um jogo que o Bouton conheça: { $reason }
err-problem-too-many-games = o arquivo usa mais de { $max } jogos diferentes; divida-o em vários arquivos
err-problem-too-much-octal-work = os jogos deste arquivo exigem cálculo demais para obter seus valores (códigos longos que dividem pilhas, com pilhas grandes); divida-o em vários arquivos ou use pilhas menores
err-problem-illegal-sum-move = a jogada { $number } não é permitida: { $reason }
err-problem-too-many-sets = o arquivo usa mais de { $max } conjuntos de subtração diferentes; divida-o em vários arquivos
err-problem-too-much-work = os conjuntos de subtração deste arquivo precisam de mais de { $max } valores de Grundy no total para encontrar seus períodos; divida-o em vários arquivos
err-problem-not-a-version = “{ $version }” não é uma versão de arquivo do Bouton; { $newest ->
    [1] este Bouton lê a versão 1
   *[other] este Bouton lê as versões 1 a { $newest }
}
err-problem-rules = as regras são inválidas: { $value }
err-problem-too-many-heaps = a posição inicial tem { $count } pilhas; um arquivo de jogo salvo comporta no máximo { $max-file-heaps }
err-problem-too-many-moves = o jogo tem { $count } jogadas; um arquivo de jogo salvo comporta no máximo { $max-file-moves }
err-problem-heap-zero = a jogada { $number } indica a pilha 0, mas as pilhas são numeradas a partir de 1
err-problem-more-than-heap = a jogada { $number } retira { $take } da pilha { $heap }, que tem { $size }
err-problem-illegal-move = a jogada { $number } (retirar { $take } da pilha { $heap }) não é permitida: { $reason }
err-problem-cursor-out-of-range = o cursor está em { $cursor }, mas o jogo termina na jogada { $moves }
err-problem-error-rate = o error_rate de um computador deve estar entre 0 e 1, não { $rate }
err-problem-title-too-long = o título tem { $chars } caracteres; no máximo { $max-title-chars }
err-problem-name-too-long = o nome de um jogador tem { $chars } caracteres; no máximo { $max-name-chars }
err-problem-game-not-lesson = este é um arquivo de jogo, não uma lição (tem `start`, mas não `steps`); abra-o com Arquivo ▸ Abrir
err-problem-no-steps = a lição não tem passos; uma lição precisa de pelo menos um
err-problem-too-many-steps = a lição tem { $count } passos; no máximo { $max }
err-problem-in-step = passo { $step }: { $problem }
err-problem-notes-too-long = as notas têm { $chars } caracteres; no máximo { $max-notes-chars }
err-problem-exercises = os exercícios: { $e }
err-save-error = não é possível salvar { $path }: { $step } falhou: { $source }

## src/save/link.rs
err-link-error-no-heaps = o link não indica nenhuma pilha: escreva #heaps=3,4,5
err-link-error-too-long = a posição do link tem { $chars } caracteres; são lidos no máximo { $max-link-chars }
err-link-error-unknown-part = o link tem uma parte “{ $value }” que o Bouton não conhece: use heaps=, misere, upto= ou set=
err-link-error-not-numbers = “{ $value }” no link deveria ser formado por números inteiros, como em heaps=3,4,5 ou upto=3
err-link-error-too-large = “{ $value }” no link tem um número grande demais: montes e quantidades vão até { $largest }
err-link-error-two-move-rules = o link dá duas regras de jogada (upto= e set=); mantenha só uma
err-link-error-invalid = a posição do link não pode ser jogada: { $value }

## src/core/proof.rs
err-proof-error-nim-sum-not-zero = O lema 1 trata de posições com X = 0, e aqui X = { $s }; uma jogada que torne X = 0 leva a uma delas
err-proof-error-nim-sum-zero = O lema 2 trata de posições com X ≠ 0, e aqui X = 0: toda jogada deixa X′ ≠ 0 (lema 1)
err-proof-error-not-a-candidate = a pilha { $number } não tem 1 no bit { $d }, o 1 mais à esquerda de X; escolha uma das pilhas marcadas

## src/core/checker/mod.rs
err-check-error-no-heaps = uma caixa precisa de pelo menos uma pilha
err-check-error-too-many-heaps = { $heaps } pilhas são demais para o verificador; no máximo { $max-heaps }
err-check-error-too-many-positions = com { $heaps ->
    [one] { $heaps } pilha
   *[other] { $heaps } pilhas
} de no máximo { $max } há { $positions ->
    [one] { $positions } posição
   *[other] { $positions } posições
}; o verificador aceita no máximo { $most }
err-check-error-too-many-positions-uncounted = com { $heaps } pilhas de no máximo { $max } há mais de 10^38 posições; o verificador aceita no máximo { $most }
err-check-error-too-much-search = o jogo misère com um conjunto de subtração é verificado por uma busca exata, e esta caixa a faria examinar { $moves } jogadas (o limite é { $limit }); use menos pilhas, um tamanho máximo menor ou menos quantidades
err-check-error-cancelled = a verificação foi cancelada

## src/core/formula/mod.rs
err-formula-error = coluna { $column }: { $problem }
err-eval-error-division-by-zero = divisão por zero
err-eval-error-overflow = um número grande demais
err-eval-error-no-such-heap = essa pilha não existe

## src/core/octal/mod.rs
err-octal-error-malformed = `{ $value }` não é um código octal: escreva 0. seguido de algarismos octais de 0 a 7, como 0.77 (Kayles)
err-octal-error-too-long = um código octal tem no máximo { $max-octal-digits } algarismos depois do ponto
err-octal-error-no-move = o código { $value } não permite nenhuma jogada
err-octal-error-unproven = nenhum período de { $code } está demonstrado em seus valores até n = { $up-to }, e o Bouton só calcula os valores um a um até n = { $limit }
err-octal-error-cancelled = o cálculo dos valores de { $code } foi interrompido em n = { $at }, antes do fim
err-octal-error-too-much-work = o cálculo dos valores de { $code } foi interrompido em n = { $at }: exigiria mais de { $limit } passos; peça menos valores ou use pilhas menores

## src/core/exercise.rs
err-exercise-error-difficulty = as perguntas têm de 1 a { $max-heaps } pilhas de 1 a { $max-size } objetos; foi pedido: { $heaps } pilhas de no máximo { $max }
err-exercise-error-no-question = com estas regras, não existe nenhuma posição com jogada vencedora nesse intervalo (pilhas: { $heaps }, a maior: { $max })
err-exercise-error-wrong-kind-of-answer = esta pergunta pede { $wanted }
err-exercise-error-no-such-heap = não existe a pilha { $number }
err-exercise-error-already-answered = esta pergunta já foi respondida; passe para a próxima
err-exercise-error-question-number = as perguntas são numeradas a partir de 1

## src/core/game.rs
err-game-error-illegal-move = a jogada { $number } ({ $mv }) não é permitida: { $source }
err-game-error-cursor-out-of-range = o histórico termina na jogada { $moves }, então não pode ficar na jogada { $cursor }

## src/core/rules.rs
err-rules-error-zero-limit = o máximo que uma jogada pode retirar deve ser pelo menos 1 (k = 0 não permite nenhuma jogada)
err-rules-error-empty-set = o conjunto de subtração está vazio: ele deve permitir pelo menos uma quantidade
err-rules-error-zero-in-set = o conjunto de subtração contém 0, mas não retirar nada não é uma jogada
err-rules-error-set-too-large = o conjunto de subtração tem { $len } quantidades; são aceitas no máximo { $max }
err-rules-error-amount-too-large = a quantidade { $amount } é grande demais para um conjunto de subtração; a maior aceita é { $max }

## src/core/sum/moves.rs
err-sum-move-error-no-such-heap = não existe a pilha { $number }: as pilhas são numeradas de 1 a { $heaps }
err-sum-move-error-takes-nothing = uma jogada deve retirar pelo menos uma peça
err-sum-move-error-does-not-add-up = a pilha { $number } tem { $size }, então retirar { $take } não pode deixar { $left }
err-sum-move-error-not-allowed = { $game } não permite { $what }
err-mixed-disguised = jogo disfarçado { $part }: { $why }

## src/core/sum/analysis.rs
err-sum-error-too-much-work = estes jogos exigem cálculo demais para obter seus valores (códigos longos que dividem pilhas, com pilhas grandes); use pilhas menores ou menos jogos desse tipo
err-sum-error-too-large-to-search = o Bouton não conhece nenhuma regra misère para somas com { $games }, e esta posição é grande demais para uma busca exaustiva ({ $why })

## src/core/sum/quiz.rs
err-sum-quiz-error-answered = esta pergunta já foi respondida; passe para a próxima
err-sum-quiz-error-wrong-kind = esta pergunta pede { $value }

## src/core/sum/mod.rs
err-sum-position-error-too-many-heaps = { $count } pilhas são demais; uma soma comporta no máximo { $max }
err-sum-parse-error-not-a-heap = '{ $value }' não é uma pilha: escreva um tamanho (uma pilha de Nim) ou um jogo, dois-pontos e um tamanho, como kayles:10, dawson:7, nim:5, upto-3:9, set-1.3.4:12 ou 0.6:20
err-sum-parse-error-game = '{ $word }': { $source }
err-sum-parse-error-empty = nenhuma pilha: escreva pelo menos uma, como kayles:10 nim:5

## src/core/sum/game.rs
err-sum-game-error-illegal-move = a jogada { $number } ({ $mv }) não é permitida: { $source }

## src/core/position.rs
err-move-error-no-heaps = não existe a pilha { $number }: a posição não tem pilhas
err-move-error-no-such-heap = não existe a pilha { $number }: { $heaps ->
    [0] a posição não tem pilhas
    [one] a posição tem uma só pilha
   *[other] as pilhas são numeradas de 1 a { $heaps }
}
err-move-error-takes-nothing = uma jogada deve retirar pelo menos um objeto
err-move-error-more-than-heap = a pilha { $number } tem { $size }, então não é possível retirar { $take } dela
err-move-error-not-allowed = não é permitido retirar { $take }: a regra é "{ $rule }"
err-position-error-too-many-heaps = { $count } pilhas são demais; uma posição comporta no máximo { $max }

## src/core/remoteness/mod.rs
err-remoteness-error-heap-too-large = uma pilha de { $size } é grande demais para contar as jogadas até o fim (o limite é { $max-heap })
err-remoteness-error-too-many-positions = contar as jogadas até o fim exigiria mais de { $max-positions } posições; tente menos pilhas ou pilhas menores
err-remoteness-error-too-many-options = contar as jogadas até o fim exigiria listar mais de { $max-options } opções
err-remoteness-error-too-large = as posições são muitas ou grandes demais para contar as jogadas até o fim; tente menos pilhas ou pilhas menores
err-remoteness-error-too-many-games = uma soma de mais de 255 jogos diferentes é grande demais para contar as jogadas até o fim
err-remoteness-error-illegal-move = a jogada { $number } não é permitida onde foi feita: { $source }
err-remoteness-error-stopped = a contagem das jogadas até o fim foi interrompida

## src/core/analysis/mod.rs
err-analysis-error-no-proven-rule = o jogo misère com conjunto de subtração não tem regra demonstrada, e esta posição é grande demais para uma busca exaustiva (até { $states } posições; o limite é { $limit })
err-analysis-error-too-many-moves = o jogo misère com conjunto de subtração não tem regra demonstrada, e esta posição é grande demais para uma busca exaustiva (até { $moves } jogadas; o limite é { $limit }): tente montes menores ou menos quantidades

## src/core/variants.rs
err-variant-error-no-misere-rule = o jogo misère com conjunto de subtração não tem regra demonstrada, então não há virada para mostrar

## The steps of saving a file ("cannot save F: writing the temporary file failed: …")
save-step-writing = a gravação do arquivo temporário
save-step-backup = a preservação do arquivo antigo como .bak
save-step-replacing = a substituição do arquivo
save-step-folder = a criação da pasta
save-step-local-storage = a gravação no armazenamento local do navegador
save-step-download = o download do arquivo
web-local-storage = o armazenamento local do navegador ({ $key })
web-could-not-start = O Bouton não pôde iniciar neste navegador: { $why }
window-title = Bouton — Nim e o teorema de Bouton
dialog-filter-bouton = Jogo ou lição do Bouton
dialog-filter-export = Exportação
dropped-file = o arquivo solto
# The names of the autosaves, in an error about them.
autosave-name = o jogo salvo automaticamente

## A file that does not parse: the parser's complaint in words a teacher can act on ("F:3:7: …")
ron-out-of-range = este número está fora do intervalo permitido: tamanhos de pilha, quantidades e contagens são números inteiros de 0 a { $largest }
ron-expected-parentheses = isto não corresponde a um arquivo do Bouton: um jogo, uma regra ou uma jogada se escreve entre parênteses, `( … )`
ron-unknown-name-parentheses = `{ $found }` não é um nome que o Bouton conheça aqui; escreva o valor entre parênteses, `( … )`
ron-too-deep = o arquivo aninha parênteses e colchetes demais para ser um arquivo do Bouton
ron-unknown-name = `{ $found }` não é um nome que o Bouton conheça aqui
ron-unknown-option = `{ $found }` não é uma opção que o Bouton conheça
ron-not-one-of = `{ $found }` não é nenhum destes: { $expected }
ron-not-a-field = `{ $found }` não é um campo aqui; os campos são { $expected }
ron-missing-field = falta o campo `{ $field }`
ron-duplicate-field = o campo `{ $field }` aparece duas vezes
ron-expected-found = esperava-se { $expected }, não { $found }
ron-wrong-length = isto tem o número errado de itens ({ $found })
ron-eof = o arquivo termina cedo demais: falta fechar um parêntese ou aspas
ron-expected-list = esperava-se uma lista entre colchetes, `[ … ]`
ron-expected-list-end = esperava-se `]` para fechar a lista, ou uma vírgula antes do próximo item
ron-expected-parentheses-end = esperava-se `)` para fechar os parênteses, ou uma vírgula antes do próximo campo
ron-expected-map = esperava-se `{ "{" }`
ron-expected-colon = esperava-se `:` depois do nome
ron-expected-map-end = esperava-se `{ "}" }`
ron-expected-comma = esperava-se uma vírgula
ron-expected-boolean = esperava-se `true` ou `false`
ron-expected-integer = esperava-se um número inteiro, como 3
ron-expected-number = esperava-se um número, como 0.25
ron-expected-text = esperava-se um texto entre aspas duplas, `"…"`
ron-text-not-closed = um texto entre aspas duplas não foi fechado
ron-bad-escape = um texto entre aspas duplas tem um escape com `\` que não é válido
ron-expected-name = esperava-se um nome, como o nome de um campo
ron-unexpected = `{ $found }` não era esperado aqui
ron-trailing = há mais texto depois do fim dos parênteses externos do arquivo
ron-comment-not-closed = um comentário não foi fechado
ron-not-utf8 = o arquivo não é um texto válido (UTF-8)
ron-attribute = uma linha que começa com `#` não é entendida aqui
ron-other-kind = aqui se espera um valor de outro tipo
ron-not-read = não foi possível ler o arquivo como texto
ron-unknown-field = o campo desconhecido `{ $field }` foi ignorado
# "`Normal`, `Misere` or `Other`"
ron-names-or = { $names } ou { $last }
ron-nothing = nada
ron-kind-whole-number = um número inteiro
ron-kind-number = um número
ron-kind-list = uma lista
ron-kind-map = um mapa entre chaves
ron-kind-boolean = `true` ou `false`
ron-kind-unit = `()`
ron-kind-other = um valor de outro tipo

## Moves of a sum, and the limits of the exact search in misère play
sum-taking-whole-heap = retirar a pilha inteira de { $take }
sum-taking-leaving-one = retirar { $take } e deixar uma pilha
sum-taking-leaving-two = retirar { $take } e deixar duas pilhas
sum-splitting-equal = dividir uma pilha de { $size } em duas pilhas iguais
sum-move-all = retirar a pilha { $number } inteira ({ $take })
sum-move-one = retirar { $take } da pilha { $number }, deixando { $rest }
sum-move-two = retirar { $take } da pilha { $number }, deixando pilhas de { $a } e { $b }
sum-search-tokens = { $tokens } peças em jogo; o limite é { $limit }
sum-search-moves = mais de { $limit } jogadas a examinar
sum-search-positions = mais de { $limit } posições
# Joins the games of a sum: "Kayles and Nim".
sum-search-and = {" e "}
quiz-wants-p-or-n = P ou N
quiz-wants-a-move = uma jogada

## The browser, and work that could not start
web-no-local-storage = este navegador não oferece armazenamento local à página
web-local-storage-full = o armazenamento local está cheio ou bloqueado
web-no-document = a página não tem documento
web-no-file = o navegador não criou nenhum arquivo
web-no-address = o navegador não criou nenhum endereço
web-no-link = a página não criou nenhum link
worker-could-not-start = nenhum processo de cálculo pôde iniciar: { $why }
loader-stopped = o carregamento parou inesperadamente
save-step-creating = a criação do arquivo temporário
save-step-flushing = a gravação em disco do arquivo temporário
save-step-replacing-autosave = a substituição do jogo salvo automaticamente

## What a path is, when it is not a file ("F is a folder, not a file")
file-kind-folder = uma pasta
file-kind-pipe = um pipe nomeado
file-kind-device = um dispositivo
file-kind-socket = um socket
file-kind-other = algo que não é um arquivo comum
file-kind-waits = um arquivo do sistema que espera dados
ron-more-unknown-fields = { $count ->
    [one] e mais { $count } campo desconhecido foi ignorado
   *[other] e mais { $count } campos desconhecidos foram ignorados
}
file-game-names = escreva nim, kayles, dawson, upto-K, set-A.B.C ou um código octal como 0.6

## Opening a file, step by step (beside the progress bar)
load-reading = lendo
load-parsing = lendo o texto
load-checking-step = verificando o passo { $step } de { $steps }
load-checking = verificando o jogo

## The first lines of a file Bouton writes: comments, each line starting with //
file-header-game = // Um arquivo de jogo salvo do Bouton, em RON. As pilhas são numeradas a partir de 1; `cursor` é o número de jogadas em vigor.
file-header-sum =
    // Um arquivo de jogo salvo do Bouton, em RON: uma soma de jogos. As pilhas são numeradas a partir de 1, tal como estão quando uma jogada é feita;
    // uma jogada que divide uma pilha indica as duas partes restantes (`split: (2, 7)`), e a parte da direita passa a ser a pilha seguinte.
file-header-lesson = // Uma lição do Bouton, em RON. As pilhas são numeradas a partir de 1; um roteiro é reproduzido com Próxima jogada.
# The title of a game opened from a link.
quiz-wants-heaps = um conjunto de pilhas

## The theorem checker's formula, when it cannot be read ("column 5: …")
formula-too-large = { $number } é um número grande demais
formula-single-equals = para comparar, escreva == (um = sozinho não faz parte de uma fórmula)
formula-xor = escreva o XOR (a soma nim) como ^
formula-not-equal = escreva 'diferente de' como !=
formula-at-most = escreva 'no máximo' como <=
formula-at-least = escreva 'no mínimo' como >=
formula-minus = escreva o menos como - (o hífen do teclado)
formula-not-part = '{ $symbol }' não faz parte de uma fórmula
formula-too-deep = a fórmula aninha mais de { $depth } níveis
formula-one-pair = compare um par de cada vez, ligando os pares com &&: (a < b) && (b < c)
formula-ends-too-soon = a fórmula termina cedo demais: deveria vir um número, uma pilha ou um parêntese
formula-minus-before = - vem antes de um número; para 'não', escreva !
formula-not-before = ! vem antes de uma condição como (a == b); para o menos, escreva -
formula-open-not-closed = um ( não foi fechado: aqui deveria vir um )
formula-needs-before = { $symbol } precisa de algo antes dele
formula-close-nothing = um ) sem nada para fechar, ou sem nada dentro
formula-comma = uma vírgula vai entre os argumentos de max, min ou abs
formula-brackets = { $name } precisa dos argumentos entre parênteses: { $name }(a, b)
formula-takes-numbers = { $name } recebe números, não condições
formula-call-not-closed = { $name }( não foi fechado: aqui deveria vir uma , ou um )
formula-abs = abs recebe um único número
formula-unknown-name = '{ $name }' não é uma pilha (de a a { $last }) nem uma função (max, min, abs)
formula-joins-statements = { $symbol } liga condições como a == b, mas { $side } é um número
formula-compares-numbers = { $symbol } compara números; para ligar condições, use && ou ||
formula-works-on-numbers = { $symbol } opera com números, mas { $side } é uma condição
formula-too-long = uma fórmula tem no máximo { $most } caracteres
formula-empty = digite uma fórmula que diga quando uma posição é P, como a ^ b ^ c == 0
formula-closes-nothing = este ) não fecha nada
formula-operator-here = aqui deveria vir um operador como == ou &&
formula-is-a-number = a fórmula é um número: diga quando uma posição é P, como a ^ b ^ c == 0 (adicione == 0 ou compare)
err-grundy-no-period = nenhum período encontrado nos primeiros { $searched } valores de Grundy deste conjunto de subtração; o Bouton se recusa a adivinhar

# What the system said of a file, in the user's terms.
system-not-found = esse arquivo ou pasta não existe
system-permission = permissão negada
system-full = o disco está cheio
system-read-only = o disco é somente leitura
system-bad-name = esse nome não é permitido aqui
system-folder = é uma pasta
system-not-folder = uma parte do caminho não é uma pasta

## Jogos disfarçados
err-disguise-illegal = essa jogada não é permitida aqui neste jogo
err-disguise-too-many-parts = { $count } partes são demais; este jogo comporta no máximo { $max }
err-disguise-too-large = { $value } é grande demais aqui; no máximo { $max }
err-disguise-malformed = não é possível ler '{ $text }': escreva um jogo como mostra `bouton analyze --help`, por exemplo staircase:0,3,1,4
err-disguise-too-many-moves = mais de { $max } jogadas: demais para listar
err-disguise-too-many-states = mais de { $max } posições: demais para uma busca exaustiva
err-problem-disguise-not-game = este arquivo contém um jogo disfarçado (Nim da escada, moedas para virar, Hackenbush…); abra-o no aplicativo ou analise-o com `bouton analyze --file`
err-problem-disguise = o jogo não pode ser lido: { $why }
err-problem-illegal-disguised-move = a jogada { $number } não é uma jogada deste jogo onde é jogada
err-link-error-unknown-game = o jogo “{ $name }” do link não é um dos jogos do Bouton: escreva game=staircase, poker, turtles, mock-turtles, ruler, moore, lasker, hackenbush ou wythoff
err-link-error-missing-part = o link não indica a posição do jogo: acrescente { $part }=…
err-link-error-unknown-disguise-part = o link tem uma parte “{ $value }” que este jogo não usa: dê a posição com { $part }=
err-disguise-nothing-picked = escolha primeiro o que a jogada tira: clique nas moedas ou nas pedras
err-disguise-not-heads = a moeda em { $position } mostra coroa: a moeda mais à direita que você vira deve mostrar cara
err-disguise-too-many-coins = este jogo vira a cara mais à direita e no máximo { $more ->
    [one] mais { $more } moeda
   *[other] mais { $more } moedas
} à esquerda dela
err-disguise-not-a-run = a Régua vira uma sequência de moedas vizinhas: escolha moedas sem buraco entre elas
err-disguise-too-many-heaps = aqui uma jogada tira de no máximo { $k ->
    [one] { $k } pilha
   *[other] { $k } pilhas
}
sum-move-split = dividir a pilha { $number } em pilhas de { $a } e { $b }, sem retirar nada
err-octal-error-too-large = uma pilha de { $code } numa soma tem no máximo { $max } (esta tem { $size }): suas divisões são examinadas uma a uma
err-disguise-too-much-work = mais de { $max } passos de trabalho (posições de muitas partes): demais para uma busca exaustiva
err-disguise-no-value = aqui nenhuma regra dá o seu valor de Grundy (Nim de Moore com k ≥ 2), então ele não pode entrar numa soma

## A class session file
err-class-code = o código para entrar deve ter 6 dígitos
err-class-questions = a sessão deve conter de 1 a { $max } posições ou séries de exercícios enviadas, não { $count }
err-class-too-many-seats = a sessão tem { $count } lugares; uma turma aceita no máximo { $max }
err-class-in-question = envio { $number }: { $problem }
err-class-in-seat = lugar { $seat }: { $problem }
err-class-seat-number = seu número é 0, repetido ou não é menor que next_seat
err-class-seat-name = seu nome está vazio ou é longo demais
err-class-seat-token = sua chave não tem 32 dígitos hexadecimais, ou outro lugar tem a mesma
err-class-seat-tallies = suas contagens não batem: mais que posições enviadas, ou números que nenhuma turma alcança
err-class-seat-partner = seu parceiro não o indica de volta, joga do mesmo lado ou tem outra partida
err-class-seat-one-game = deve conter uma partida: montes (game) ou um jogo disfarçado (disguise)
err-class-progress = seu lugar nos exercícios não é possível numa turma: uma sequência maior que as respostas certas, ou exercícios enquanto a turma joga uma posição
err-class-seat-exercise = seu lugar nos exercícios: { $problem }
err-class-next-seat = next_seat deve ir de 1 a { $max }, não { $next-seat }
