# Glosario (español): término inglés → término usado en Bouton
# nim-sum → suma nim
# heap → montón
# stone → piedra
# pin (Kayles) → bolo
# move → jugada
# take → quitar
# winning move → jugada ganadora
# position → posición
# P-position → posición P (pierde el jugador que tiene el turno)
# N-position → posición N (gana el jugador que tiene el turno)
# normal play → juego normal (quien hace la última jugada gana)
# misère play → juego misère (quien hace la última jugada pierde)
# Grundy value → valor de Grundy
# mex → mex (mínimo excluido)
# binary table → tabla binaria
# the top bit → el bit más alto
# theorem → teorema (teorema de Bouton)
# proof → demostración
# lemma → lema
# hint → pista
# remoteness → lejanía (número de jugadas hasta el final con el mejor juego)
# fastest win → la victoria más rápida
# slower win → una victoria más lenta
# mistake → error
# review (of a game) → revisión (Revisar la partida)
# projector → proyector (modo Proyector)
# answers (hidden / revealed) → respuestas (ocultas / mostradas)
# exercise → ejercicio
# lesson → lección
# subtraction set → conjunto de sustracción
# sum of games → suma de juegos
# game (one match) → partida
# board → tablero
# the computer → el ordenador
# handout / worksheet → ficha para el docente / hoja de ejercicios
# Enter, F2…F8, ←/→, ↑/↓ → sin cambios (nombres de teclas)
