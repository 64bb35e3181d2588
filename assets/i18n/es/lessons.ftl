# El panel de lecciones y el editor de lecciones.

lessons-title = Lecciones
lessons-built-in = Incluidas, a partir de los textos de origen:
lessons-present = Presentar: { $title }
lessons-open-tip = Abre un archivo de lección con Archivo ▸ Abrir, o suéltalo sobre la ventana.
lessons-new = Nueva lección a partir del tablero
lessons-edit = Editar esta lección
lessons-title-label = Título
lessons-title-a11y = Título de la lección
lessons-save = Guardar la lección
lessons-save-as = Guardar la lección como…
lessons-not-saved = aún sin guardar
lessons-changed = (modificada)
lessons-file = Archivo: { $path } { $changed }
lessons-add-heading = Añadir el tablero como paso
lessons-step-title = título del paso
lessons-step-title-a11y = Título del nuevo paso
lessons-step-text = texto para la clase
lessons-step-text-a11y = Texto del nuevo paso
lessons-hide = Las respuestas empiezan ocultas
lessons-add = Añadir el paso
lessons-script = El paso guarda las jugadas del tablero como guion, desde el inicio.
lessons-up = Subir
lessons-down = Bajar
lessons-delete = Eliminar
# A lesson file written in another language than the app's: its title and the language it says.
lessons-written-in = { $title } (escrita en { $language })
lesson-text-hidden = El texto de este paso está oculto junto con las respuestas: Mostrar enseña ambos.
