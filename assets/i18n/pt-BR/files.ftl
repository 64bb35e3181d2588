# Arquivos: os títulos das janelas, o que a linha de status informa depois de salvar ou exportar e os erros que a janela de erro mostra.

file-kind-handout = o material do professor
file-kind-worksheet = a folha de atividades para os alunos
file-kind-svg = a imagem SVG
file-kind-png = a imagem PNG
dialog-open = Abrir um jogo ou uma lição
dialog-save-as = Salvar o jogo como
dialog-save-lesson-as = Salvar a lição como
dialog-export = Exportar { $what } para
# Um nome de arquivo: o título e depois a palavra para uma folha de atividades para os alunos.
file-worksheet-name = { $title } folha de atividades
said-link-copied = Link copiado: { $link }
said-saved-to = Salvo em { $path }
said-opened = Aberto: { $path }
said-opened-with-warnings = Aberto com avisos: { $warnings }

## A janela de erro
error-autosave = Não foi possível salvar o jogo automaticamente: { $why }.
error-illegal = Essa jogada não é permitida: { $why }.
error-handout = Não foi possível gravar o material impresso: { $why }.
error-picture = Não foi possível gravar a imagem: { $why }.
error-link = Não foi possível abrir a posição deste link: { $why }.
error-no-board = Não há tabuleiro para gerar a imagem.
error-sum-too-large = { $sum } só pode ser aberto dentro dos limites do tabuleiro: { $why }.
error-checker = Não foi possível iniciar o verificador do teorema: { $why }.
# Who said what on the status line: "The computer: take 2 from heap 1".
said-by = { $who }: { $what }
file-export-not-sum = Exportações e links são feitos para um jogo com um só tipo de monte; salve a soma de jogos como arquivo (Arquivo ▸ Salvar).
lesson-not-sum = Os passos de uma lição são jogos com um só tipo de monte; salve a soma de jogos como arquivo (Arquivo ▸ Salvar).
autosave-note-title = Salvamento automático
autosave-note-another-window = Outra janela do Bouton está aberta e mantém o salvamento automático habitual ({ $theirs }). Esta janela mantém o seu, { $ours }, então nenhuma partida se perde. Ela começou com a partida da outra janela.
autosave-note-not-writable = O Bouton não consegue manter o salvamento automático em { $folder }: { $why }.
autosave-note-instead = Ele pode mantê-lo em { $instead }, uma pasta de arquivos temporários que o sistema pode esvaziar ao reiniciar (Arquivo ▸ Salvar guarda uma partida de vez).
autosave-note-use-instead = Salvar ali
autosave-note-stop = Não salvar
