# El diálogo Nueva partida.

new-title = Nueva partida
new-heaps = Montones
new-sizes = tamaños:
new-random = Montones al azar
new-how-many = cuántos
new-up-to = hasta
new-seed = semilla
new-rules = Reglas
new-any = Quitar cualquier cantidad
new-up-to-k = Quitar de 1 a k
new-set = Quitar una cantidad de un conjunto
new-set-label = conjunto =
new-players = Jugadores
new-vs-computer = Contra el ordenador
new-two-people = Dos personas
new-computer-vs-computer = Ordenador contra ordenador
new-you-first = Juegas tú primero
new-computer = Ordenador:
new-expert = Experto
new-expert-hint = Juego perfecto: la victoria más rápida y, cuando solo puede perder, la derrota más lenta
new-student = Estudiante
new-student-hint = Juega como el Experto, salvo una parte de jugadas al azar
new-beginner = Principiante
new-beginner-hint = Cada vez, una jugada válida al azar
new-random-share = % de jugadas al azar
new-start = Empezar
new-cancel = Cancelar
new-mix = ¿Montones de juegos distintos, como Kayles 10 + Nim 5?
new-mix-button = Combinar juegos…
new-normal = Normal
new-misere = Misère
new-ending = { $name }: { $rule }
new-problem = ⚠ { $problem }

## Nombres de los jugadores en una partida nueva
player-you = Tú
player-1 = Jugador 1
player-2 = Jugador 2

## Qué está mal en un campo
new-negative = '{ $text }' es negativo
new-too-large = '{ $text }' es mayor que { $max }
new-not-whole = '{ $text }' no es un número entero
new-no-heaps = Escribe al menos un tamaño de montón
new-too-many-heaps = Como máximo { $max } montones
new-random-count = Entre 1 y 100 montones al azar
