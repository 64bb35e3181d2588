# El verificador del teorema de Explorar: una búsqueda exhaustiva sobre todas las posiciones de una caja, comparada con una regla.

checker-about = La búsqueda exhaustiva juega cada posición de la caja (reglas: { $rules }), sin usar XOR en absoluto.
checker-heaps = Montones
checker-heaps-a11y = Montones del verificador
checker-largest = Montón más grande
checker-largest-a11y = Montón más grande del verificador
checker-rule = Regla que se comprueba
checker-formula-heap = La fórmula habla del montón { $heap }, pero la caja tiene { $count ->
    [one] 1 montón
   *[other] { $count } montones
}: añade montones o cambia la fórmula.
checker-formula-fix = Corrige la fórmula para poder comprobarla.
checker-too-many = { $positions } posiciones: demasiadas (como máximo { $max }).
checker-positions = { $positions } posiciones (como multiconjuntos: el orden de los montones no importa).
checker-cancel = Cancelar
checker-running = En curso desde hace { $seconds } s…
checker-check = Comprobar
checker-no-claim = La regla no afirmó nada sobre ninguna posición de la caja: no se comparó nada.
checker-agrees-one = ✔ La regla coincide en la única posición comparada.
checker-agrees = ✔ La regla coincide en todas las { $count } posiciones comparadas.
checker-own = Tu propia fórmula
checker-p-when = P exactamente cuando:
checker-formula-a11y = Tu fórmula
checker-report = { $heaps ->
    [one] 1 montón
   *[other] { $heaps } montones
} de { $max } como máximo (reglas: { $rules }): “{ $rule }”
checker-checked = Posiciones comprobadas: { $count }
checker-p-positions = Posiciones P: { $count }
checker-compared = Comparadas con la regla: { $count }
checker-time = Tiempo: { $ms } ms ({ $rate } millones de posiciones por segundo)
checker-wrong = ✘ La regla falla en { $count ->
    [one] 1 posición
   *[other] { $shown } posiciones
}. Contraejemplos:
checker-says-p = La regla dice P; la búsqueda exhaustiva dice N.
checker-says-n = La regla dice N; la búsqueda exhaustiva dice P.
checker-click-loads = Un clic la carga en el tablero.
checker-cancelled = Cancelado.
