# The app's remaining panels and messages: the file chooser (where the desktop has no file dialog),
# the New sum of games dialog, messages after saving and exporting, the first game.

## The file chooser
chooser-type-a-path = Escribe la ruta de un archivo o elige un archivo de la lista.
chooser-is-a-folder = { $path } es una carpeta: añade un nombre de archivo.
chooser-no-file = No hay ningún archivo en { $path }.
chooser-no-folder = No existe la carpeta { $path }.
chooser-no-dialog = No hay ningún diálogo de archivos disponible en este escritorio: elige un archivo aquí o escribe su ruta.
chooser-in-folder = En { $folder }:
chooser-folder-above = ↑ La carpeta superior
chooser-no-files = Aquí no hay archivos .{ $extension }.
chooser-recent = Archivos recientes:
chooser-path = Ruta del archivo
chooser-open = Abrir
chooser-save = Guardar
chooser-export = Exportar
chooser-cancel = Cancelar

## New sum of games
sum-setup-title = Nueva suma de juegos
sum-setup-about = En el juego normal, todo juego imparcial se comporta como un montón de Nim de su valor (Sprague–Grundy): pon juegos distintos uno al lado del otro y mira cómo la regla de Bouton decide la suma. En el juego misère, Bouton solo conoce una regla para los montones de Nim (o de un mismo S(1..k)), y en las demás sumas explora todas las líneas de juego.
sum-setup-heaps = Montones
sum-setup-heaps-field = montones:
sum-setup-games = kayles (derribar 1 o 2 bolos adyacentes), dawson (derribar 2), lasker (quitar, o partir un montón en dos), grundy (partir un montón en dos montones desiguales), nim, upto-K, set-A.B.C o un código octal como 0.6; un número solo es un montón de Nim
sum-setup-preset-three = Kayles 10 + Nim 5 + Dawson 7
sum-setup-preset-versus = Kayles contra Nim
sum-setup-preset-two-rows = Dos filas de Kayles
sum-setup-preset-dawson = Kayles de Dawson solo
sum-setup-preset-lasker = Nim de Lasker + Kayles + Nim
sum-setup-preset-grundy = Juego de Grundy + Nim
sum-grundy-how = Juego de Grundy: un clic parte el montón antes de la piedra pulsada; los dos montones deben ser de tamaños distintos.
sum-setup-start = Empezar
sum-setup-cancel = Cancelar
sum-too-long = { $heap } es demasiado grande para el tablero (como máximo { $most }); `bouton analyze` acepta cualquier tamaño
sum-too-many = en el tablero caben como máximo { $most } montones
sum-too-many-tokens = en el juego misère, Bouton explora todas las líneas de juego después de cada jugada, así que el tablero admite como máximo { $most } fichas en total (estos montones tienen { $live }); `bouton analyze --misere` explora hasta { $search }

## After saving and exporting
saved-to = Guardado en { $path }
lesson-saved-to = Lección guardada en { $path }
handout-written = Ficha escrita en { $path }
worksheet-written = Hoja de trabajo guardada en { $path }
picture-written = Imagen escrita en { $path }

## The first game, and other messages
# The title of a game that has none of its own (a new game, the first game): its start and rules.
game-untitled = { $position } ({ $rules })
map-open-to-compute = Abre el mapa para calcularlo.
proof-computer-waits = El ordenador espera: pulsa “Jugada del ordenador” cuando estés listo.
search-could-not-start = No se pudo iniciar la búsqueda: { $why }.

## The theorem checker's formula
checker-formula-ignores = La fórmula no menciona { $heaps }: afirma lo mismo sean cuales sean sus valores. Usa menos montones en la caja o añádelos a la fórmula.
checker-formula-help = Montones a ≤ b ≤ c ≤ … (de menor a mayor). Números enteros, + - * / % (/ y % redondean hacia abajo), ^ (XOR), & |, == != < <= > >=, && || !, max( ), min( ), abs( ).
