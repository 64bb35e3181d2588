# La barra de menús: Archivo, Editar, Partida, Ver, Ayuda y el menú de idioma.

menu-file = Archivo
menu-edit = Editar
menu-game = Partida
menu-view = Ver
menu-help = Ayuda

## Archivo
file-open = Abrir…
file-examples = Ejemplos
file-open-from-saves = Abrir desde la carpeta de partidas
file-no-saves = Aún no hay partidas guardadas en { $folder }
file-refresh = Actualizar
file-refresh-hint = Volver a leer la carpeta de partidas
file-open-recent = Abrir recientes
file-no-recent = No hay archivos recientes
file-save = Guardar
file-save-as = Guardar como…
file-save-to-saves = Guardar en la carpeta de partidas
file-saves-to = Guarda en { $folder }
file-saves-folder = Carpeta de partidas: { $folder }
file-export = Exportar para diapositivas y fichas
file-export-png = Imagen del tablero y la tabla (PNG, tamaño doble)…
file-export-svg = Imagen del tablero y la tabla (SVG)…
file-export-handout = Ficha para el docente, con las respuestas (Markdown)…
file-export-worksheet = Hoja de ejercicios para estudiantes, sin respuestas (Markdown)…
file-export-note = Las imágenes solo muestran las respuestas mientras están visibles.
file-dialog-open = Hay un diálogo de archivo abierto…
file-drop-tip = Consejo: suelta un archivo .ron sobre la ventana para abrirlo.
file-browser-tip = Al guardar o exportar se descarga el archivo; suelta un archivo .ron sobre la página para abrirlo.
file-quit = Salir

## Editar
edit-undo = Deshacer
edit-redo = Rehacer

## Partida
game-new = Nueva partida…
game-new-sum = Nueva suma de juegos (Kayles, Nim, Dawson…)…
game-quick = Partida rápida: 3, 4, 5 contra el ordenador
game-copy-link = Copiar un enlace a esta posición
game-restart = Reiniciar esta partida
game-computer-move = Jugada del ordenador
game-hide-in-new = Ocultar las respuestas en las partidas nuevas (docente)
game-hide-in-new-disabled = El modo Proyector ya las oculta (Ver ▸ Proyector, F5).
game-hide-now = Ocultar las respuestas ahora
game-reveal = Mostrar las respuestas
game-hint = Pista
game-review = Revisar la partida: cada jugada calificada
game-review-close = Cerrar la revisión
game-review-sums = La revisión califica partidas de Nim, S(1..k) y conjuntos de sustracción

## Ver
view-projector = Proyector: letra grande, alto contraste, respuestas ocultas
view-projector-hint = F5. Puedes ampliar o reducir mientras tanto: el Proyector recuerda su propio tamaño.
view-table = Tabla binaria
view-moves = Lista de jugadas
view-moves-hint = Oculta mientras la demostración o los ejercicios están abiertos, para dejar sitio al tablero
view-proof = Demostración paso a paso
view-exercises = Ejercicios
view-explore = Explorar: gráficas y verificador del teorema
view-lessons = Lecciones y editor de lecciones
view-not-for-sums = { $panel }: muestra montones de un mismo juego, y en el tablero hay una suma de juegos.
view-hints = Pistas en el tablero
view-values = Valor de las jugadas en el tablero
view-values-hint = F8. Cada jugada coloreada según su valor: la victoria más rápida, una victoria más lenta o una derrota, y en cuántas jugadas
view-values-disabled = Son respuestas: se muestran con las respuestas (Partida ▸ Mostrar las respuestas)
view-zoom-in = Ampliar
view-zoom-out = Reducir
view-zoom-reset = Tamaño real (ahora { $percent } %)
view-dark = Tema oscuro
view-touch = Controles táctiles
view-touch-auto = Grandes en pantallas táctiles
view-touch-large = Grandes (44 puntos o más), siempre
view-touch-standard = Estándar, siempre
view-full-screen = Pantalla completa
view-language = Idioma

## Ayuda
help-theorem = Teorema de Bouton (Nim, juego normal): el jugador que tiene el turno gana exactamente cuando la suma nim X (el XOR de los montones) no es 0. El panel de la demostración (F2) muestra qué cambia en el juego misère y con otras reglas de jugada.
help-click = Haz clic en una piedra para quitarla junto con todas las piedras a su derecha, o pulsa una piedra, desliza a lo largo del montón (con el dedo, en una tableta) y suelta.
help-keys = Teclas: ↑/↓ montón, ←/→ o cifras cantidad, Enter juega.
help-proof-keys = Con la demostración abierta, ←/→ la recorren paso a paso (las cifras siguen eligiendo la cantidad).
help-about = Acerca de Bouton
help-about-version = Versión { $version }, commit { $commit }
help-about-what = Una herramienta para enseñar el juego de Nim y el teorema de Bouton.
help-about-licence = Software libre con licencia MIT o Apache 2.0. Fuentes: DejaVu y Noto Sans CJK (licencias libres).
view-language-system = El del sistema
file-examples-hidden = Los títulos y las notas están ocultos junto con las respuestas.
help-shortcuts = Atajos de teclado
help-zoom-reset = Tamaño real
help-lesson-steps = Una lección: paso siguiente, paso anterior
game-hide-in-new-hint = Cada partida nueva empieza con las respuestas ocultas. Sin marcar, una partida nueva sigue ocultando lo que ahora está oculto, hasta Mostrar.
