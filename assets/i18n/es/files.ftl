# Archivos: los títulos de los diálogos, lo que se indica tras guardar o exportar y los errores que muestra el diálogo de error.

file-kind-handout = la ficha para el docente
file-kind-worksheet = la hoja de ejercicios para estudiantes
file-kind-svg = la imagen SVG
file-kind-png = la imagen PNG
dialog-open = Abrir una partida o una lección
dialog-save-as = Guardar la partida como
dialog-save-lesson-as = Guardar la lección como
dialog-export = Exportar { $what } a
# Un nombre de archivo: el título y luego la palabra para una hoja de ejercicios para estudiantes.
file-worksheet-name = { $title } hoja de ejercicios
said-link-copied = Enlace copiado: { $link }
said-saved-to = Guardado en { $path }
said-opened = Abierto: { $path }
said-opened-with-warnings = Abierto con advertencias: { $warnings }

## El diálogo de error
error-autosave = No se pudo guardar automáticamente la partida: { $why }.
error-illegal = Esa jugada no está permitida: { $why }.
error-handout = No se pudo escribir la ficha: { $why }.
error-picture = No se pudo escribir la imagen: { $why }.
error-link = No se pudo abrir la posición de este enlace: { $why }.
error-no-board = No hay ningún tablero del que hacer una imagen.
error-sum-too-large = { $sum } solo se puede abrir dentro de los límites del tablero: { $why }.
error-checker = No se pudo iniciar el verificador del teorema: { $why }.
# Who said what on the status line: "The computer: take 2 from heap 1".
said-by = { $who }: { $what }
file-export-not-sum = Las exportaciones y los enlaces son para una partida con un solo tipo de montón; guarda la suma de juegos como archivo (Archivo ▸ Guardar).
lesson-not-sum = Los pasos de una lección son partidas con un solo tipo de montón; guarda la suma de juegos como archivo (Archivo ▸ Guardar).
autosave-note-title = Guardado automático
autosave-note-another-window = Otra ventana de Bouton está abierta y tiene el guardado automático habitual ({ $theirs }). Esta ventana tiene el suyo, { $ours }, así que ninguna partida se pierde. Empezó con la partida de la otra ventana.
autosave-note-not-writable = Bouton no puede guardar automáticamente en { $folder }: { $why }.
autosave-note-instead = Puede hacerlo en { $instead }, una carpeta de archivos temporales que el sistema puede vaciar al reiniciar (Archivo ▸ Guardar conserva una partida para siempre).
autosave-note-use-instead = Guardar allí
autosave-note-stop = No guardar
