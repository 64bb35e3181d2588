# The app's remaining panels and messages: the file chooser (where the desktop has no file dialog),
# the New sum of games dialog, messages after saving and exporting, the first game.

## The file chooser
chooser-type-a-path = Digite o caminho de um arquivo ou escolha um arquivo da lista.
chooser-is-a-folder = { $path } é uma pasta: adicione um nome de arquivo.
chooser-no-file = Não há nenhum arquivo em { $path }.
chooser-no-folder = A pasta { $path } não existe.
chooser-no-dialog = Nenhuma janela de arquivos está disponível nesta área de trabalho: escolha um arquivo aqui ou digite o caminho dele.
chooser-in-folder = Em { $folder }:
chooser-folder-above = ↑ A pasta acima
chooser-no-files = Nenhum arquivo .{ $extension } aqui.
chooser-recent = Arquivos recentes:
chooser-path = Caminho do arquivo
chooser-open = Abrir
chooser-save = Salvar
chooser-export = Exportar
chooser-cancel = Cancelar

## New sum of games
sum-setup-title = Nova soma de jogos
sum-setup-about = No jogo normal, todo jogo imparcial se comporta como uma pilha de Nim do seu valor (Sprague–Grundy): coloque jogos diferentes lado a lado e veja a regra de Bouton decidir a soma. No jogo misère, o Bouton só conhece uma regra para pilhas de Nim (ou de um mesmo S(1..k)), e nas outras somas examina todas as linhas de jogo.
sum-setup-heaps = Pilhas
sum-setup-heaps-field = pilhas:
sum-setup-games = kayles (derrubar 1 ou 2 pinos adjacentes), dawson (derrubar 2), lasker (retirar, ou dividir uma pilha em duas), grundy (dividir uma pilha em duas pilhas desiguais), nim, upto-K, set-A.B.C ou um código octal como 0.6; um número sozinho é uma pilha de Nim
sum-setup-preset-three = Kayles 10 + Nim 5 + Dawson 7
sum-setup-preset-versus = Kayles contra Nim
sum-setup-preset-two-rows = Duas fileiras de Kayles
sum-setup-preset-dawson = Kayles de Dawson sozinho
sum-setup-preset-lasker = Nim de Lasker + Kayles + Nim
sum-setup-preset-grundy = Jogo de Grundy + Nim
sum-grundy-how = Jogo de Grundy: um clique divide a pilha antes da pedra clicada; as duas pilhas devem ter tamanhos diferentes.
sum-setup-start = Começar
sum-setup-cancel = Cancelar
sum-too-long = { $heap } é grande demais para o tabuleiro (no máximo { $most }); `bouton analyze` aceita qualquer tamanho
sum-too-many = cabem no máximo { $most } pilhas no tabuleiro
sum-too-many-tokens = no jogo misère, o Bouton examina todas as linhas de jogo depois de cada jogada, então o tabuleiro aceita no máximo { $most } peças no total (estas pilhas têm { $live }); `bouton analyze --misere` examina até { $search }

## After saving and exporting
saved-to = Salvo em { $path }
lesson-saved-to = Lição salva em { $path }
handout-written = Material do professor gravado em { $path }
worksheet-written = Folha de exercícios salva em { $path }
picture-written = Imagem gravada em { $path }

## The first game, and other messages
# The title of a game that has none of its own (a new game, the first game): its start and rules.
game-untitled = { $position } ({ $rules })
map-open-to-compute = Abra o mapa para calculá-lo.
proof-computer-waits = O computador está esperando: clique em “Jogada do computador” quando estiver pronto.
search-could-not-start = Não foi possível iniciar a busca: { $why }.

## The theorem checker's formula
checker-formula-ignores = A fórmula não menciona { $heaps }: ela afirma o mesmo quaisquer que sejam seus valores. Use menos pilhas na caixa ou adicione-as à fórmula.
checker-formula-help = Pilhas a ≤ b ≤ c ≤ … (da menor para a maior). Números inteiros, + - * / % (/ e % arredondam para baixo), ^ (XOR), & |, == != < <= > >=, && || !, max( ), min( ), abs( ).
