# O painel de lições e o editor de lições.

lessons-title = Lições
lessons-built-in = Incluídas, a partir dos textos de origem:
lessons-present = Apresentar: { $title }
lessons-open-tip = Abra um arquivo de lição com Arquivo ▸ Abrir, ou solte-o na janela.
lessons-new = Nova lição a partir do tabuleiro
lessons-edit = Editar esta lição
lessons-title-label = Título
lessons-title-a11y = Título da lição
lessons-save = Salvar a lição
lessons-save-as = Salvar a lição como…
lessons-not-saved = ainda não salva
lessons-changed = (alterada)
lessons-file = Arquivo: { $path } { $changed }
lessons-add-heading = Adicionar o tabuleiro como passo
lessons-step-title = título do passo
lessons-step-title-a11y = Título do novo passo
lessons-step-text = texto para a turma
lessons-step-text-a11y = Texto do novo passo
lessons-hide = As respostas começam ocultas
lessons-add = Adicionar o passo
lessons-script = O passo guarda as jogadas do tabuleiro como roteiro, desde o início.
lessons-up = Subir
lessons-down = Descer
lessons-delete = Excluir
# A lesson file written in another language than the app's: its title and the language it says.
lessons-written-in = { $title } (escrita em { $language })
lesson-text-hidden = O texto desta etapa fica oculto junto com as respostas: Revelar mostra os dois.
