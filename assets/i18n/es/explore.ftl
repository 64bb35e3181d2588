# Explorar: el historial de la suma nim, el mapa de posiciones P y la sucesión de Grundy.

explore-title = Explorar
explore-tab-history = Historial de la suma nim
explore-tab-map = Mapa de posiciones P
explore-tab-grundy = Sucesión de Grundy
explore-tab-checker = Verificador del teorema
explore-history-hidden = Las respuestas están ocultas: el historial de la suma nim las mostraría.
explore-start = inicio
explore-after = tras jugar { $player }
explore-nim-sum = suma nim
explore-objects-left = objetos restantes
explore-moves-played = jugadas hechas
explore-no-move = Aún no hay jugadas.
explore-moves-zero = { $moves ->
    [one] 1 jugada hecha; { $zeros ->
        [one] dejó la suma nim en 0.
       *[other] no dejó la suma nim en 0.
    }
   *[other] { $moves } jugadas hechas; la suma nim quedó en 0 tras { $zeros } de ellas.
}
explore-map-rule = Regla superpuesta
explore-map-about = Cada posición ({ $heaps }) con a, b < { $side } (reglas: { $rules }). Pasa el puntero por una casilla para leerla; haz clic en ella para jugarla.
explore-map-disagrees = la regla no coincide
explore-map-heap-1 = a (montón 1)
explore-map-heap-2 = b (montón 2)
explore-map-p-rule-n = P, la regla dice N
explore-map-n-rule-p = N, la regla dice P
explore-map-agrees = La regla coincide con la búsqueda exhaustiva en todas las { $cells } casillas.
explore-map-disagrees-on = Casillas en las que la regla no coincide: { $cells }.
explore-map-heaps = { $heaps } montones

## La sucesión de Grundy
grundy-game = Juego:
grundy-game-hint = las reglas del tablero
grundy-game-a11y = Juego que se representa
grundy-games = kayles, dawson, 0.6, upto-3, set-1.3.4, nim
grundy-up-to = n hasta
grundy-nim = { $title }: g(n) = n, sin periodo.
grundy-period = { $title }: g(n) se repite con periodo { $period } a partir de n = { $from }, como demuestra el teorema de Guy–Smith: las líneas naranjas.
grundy-no-period = { $title }: no se ha demostrado ningún periodo hasta n = { $to } (algunos juegos octales, como 0.6, no tienen ninguno conocido).
grundy-nim-board = En el Nim, un montón de n vale n: g(n) = n, sin periodo. Empieza una partida en la que se quite de 1 a k, o una cantidad de un conjunto, o escribe un juego arriba, para ver un patrón.
grundy-rule-period = Con la regla “{ $rule }”, g(n) se repite con periodo { $period } a partir de n = { $from }: las líneas naranjas.
grundy-period-starts = empieza un periodo
grundy-heap-size = tamaño del montón n
grundy-looking = Buscando un periodo hasta n = { $to }:
grundy-cancel = Cancelar
grundy-look-further = Buscar más lejos, hasta n =
grundy-search-a11y = Buscar hasta n
grundy-search = Buscar
