# A barra de menus: Arquivo, Editar, Jogo, Exibir, Ajuda e o menu de idioma.

menu-file = Arquivo
menu-edit = Editar
menu-game = Jogo
menu-view = Exibir
menu-help = Ajuda

## Arquivo
file-open = Abrir…
file-examples = Exemplos
file-open-from-saves = Abrir da pasta de jogos salvos
file-no-saves = Ainda não há jogos salvos em { $folder }
file-refresh = Atualizar
file-refresh-hint = Ler de novo a pasta de jogos salvos
file-open-recent = Abrir recentes
file-no-recent = Nenhum arquivo recente
file-save = Salvar
file-save-as = Salvar como…
file-save-to-saves = Salvar na pasta de jogos salvos
file-saves-to = Salva em { $folder }
file-saves-folder = Pasta de jogos salvos: { $folder }
file-export = Exportar para slides e material impresso
file-export-png = Imagem do tabuleiro e da tabela (PNG, tamanho dobrado)…
file-export-svg = Imagem do tabuleiro e da tabela (SVG)…
file-export-handout = Material do professor, com as respostas (Markdown)…
file-export-worksheet = Folha de atividades para os alunos, sem respostas (Markdown)…
file-export-note = As imagens só mostram as respostas enquanto elas estão reveladas.
file-dialog-open = Há uma janela de arquivo aberta…
file-drop-tip = Dica: solte um arquivo .ron na janela para abri-lo.
file-browser-tip = Salvar e exportar baixam o arquivo; solte um arquivo .ron na página para abri-lo.
file-quit = Sair

## Editar
edit-undo = Desfazer
edit-redo = Refazer

## Jogo
game-new = Novo jogo…
game-new-sum = Nova soma de jogos (Kayles, Nim, Dawson…)…
game-quick = Jogo rápido: 3, 4, 5 contra o computador
game-copy-link = Copiar um link para esta posição
game-restart = Reiniciar este jogo
game-computer-move = Jogada do computador
game-hide-in-new = Ocultar as respostas em novos jogos (professor)
game-hide-in-new-disabled = A predefinição Projetor já as oculta (Exibir ▸ Projetor, F5).
game-hide-now = Ocultar as respostas agora
game-reveal = Revelar as respostas
game-hint = Dica
game-review = Revisar o jogo: cada jogada avaliada
game-review-close = Fechar a revisão
game-review-sums = A revisão avalia jogos de Nim, S(1..k) e conjuntos de subtração

## Exibir
view-projector = Projetor: letra grande, alto contraste, respostas ocultas
view-projector-hint = F5. Você pode aumentar ou diminuir o zoom enquanto isso: o Projetor lembra o próprio tamanho.
view-table = Tabela binária
view-moves = Lista de jogadas
view-moves-hint = Oculta enquanto a demonstração ou os exercícios estão abertos, para dar espaço ao tabuleiro
view-proof = Demonstração passo a passo
view-exercises = Exercícios
view-explore = Explorar: gráficos e verificador do teorema
view-lessons = Lições e editor de lições
view-not-for-sums = { $panel }: mostra montes de um mesmo jogo, e há uma soma de jogos no tabuleiro.
view-hints = Dicas no tabuleiro
view-values = Valor das jogadas no tabuleiro
view-values-hint = F8. Cada jogada colorida pelo seu valor: a vitória mais rápida, uma vitória mais lenta ou uma derrota, e em quantas jogadas
view-values-disabled = São respostas: aparecem com as respostas (Jogo ▸ Revelar as respostas)
view-zoom-in = Aumentar zoom
view-zoom-out = Diminuir zoom
view-zoom-reset = Tamanho real (agora { $percent } %)
view-dark = Tema escuro
view-touch = Áreas de toque
view-touch-auto = Grandes em telas sensíveis ao toque
view-touch-large = Grandes (44 pontos ou mais), sempre
view-touch-standard = Padrão, sempre
view-full-screen = Tela cheia
view-language = Idioma

## Ajuda
help-theorem = Teorema de Bouton (Nim, jogo normal): o jogador da vez vence exatamente quando a soma nim X (o XOR das pilhas) não é 0. O painel da demonstração (F2) mostra o que muda no jogo misère e com outras regras de jogada.
help-click = Clique em uma pedra para retirá-la junto com todas as pedras à direita dela, ou pressione uma pedra, deslize ao longo da pilha (com o dedo, no tablet) e solte.
help-keys = Teclas: ↑/↓ pilha, ←/→ ou dígitos quantidade, Enter joga.
help-proof-keys = Com a demonstração aberta, ←/→ avançam e voltam nela (os dígitos continuam escolhendo a quantidade).
help-about = Sobre o Bouton
help-about-version = Versão { $version }, commit { $commit }
help-about-what = Uma ferramenta para ensinar o jogo de Nim e o teorema de Bouton.
help-about-licence = Software livre sob a licença MIT ou Apache 2.0. Fontes: DejaVu e Noto Sans CJK (licenças livres).
view-language-system = O do sistema
file-examples-hidden = Títulos e notas ficam ocultos junto com as respostas.
help-shortcuts = Atalhos de teclado
help-zoom-reset = Tamanho real
help-lesson-steps = Uma aula: próxima etapa, etapa anterior
game-hide-in-new-hint = Cada jogo novo começa com as respostas ocultas. Desmarcado, um jogo novo continua ocultando o que está oculto agora, até Revelar.
