# La línea de estado bajo el tablero.

status-hint-rung = Pista { $number }: { $claim }
status-game-over = Fin de la partida. { $result }
status-to-move = Turno de: { $player }
status-computer-move = Jugada del ordenador
status-rules = Reglas: { $rules }
status-hidden = Suma nim y resultado ocultos
status-hint = Pista
status-next-hint = Siguiente pista ({ $number })
status-hint-help = Ctrl+H: quién gana, luego por qué, luego qué montones, luego la jugada
status-reveal = Mostrar
status-opening = Abriendo { $name }: { $doing }…
status-cancel = Cancelar
status-copy-path = Copiar la ruta
status-autosave-failing = ⚠ Tus jugadas no se guardan automáticamente: la última escritura falló. Archivo ▸ Guardar conserva la partida.
status-autosave-off = ⚠ Esta ventana no guarda automáticamente (como elegiste al empezar): Archivo ▸ Guardar conserva la partida.
status-hidden-x-moves = Suma nim y jugadas ganadoras ocultas
status-hidden-moves = Jugadas ganadoras ocultas
status-hidden-x = Suma nim oculta
status-hidden-rest = Quién gana, X y las jugadas ya están dichos; Mostrar enseña la tabla entera
