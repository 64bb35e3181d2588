# Pistas, comentarios de los ejercicios y notas sobre las reglas vigentes (src/words: feedback.rs,
# notes.rs, games.rs). Conserva cada número: una prueba comprueba que cada frase tiene en cada
# idioma los mismos números que en inglés.

## Comentarios de los ejercicios
feedback-taken-back = Se ha deshecho la jugada. La tabla binaria muestra ahora las jugadas ganadoras junto a sus montones.
feedback-missed = { $count ->
    [one] Faltó marcar el montón { $heaps }.
   *[other] Faltó marcar los montones { $heaps }.
}

## Notas sobre las reglas vigentes
# Bajo la tabla binaria, S(1..k): "g is the Grundy value: under S(1..3) a heap h plays like a Nim heap of h mod 4."
note-values-up-to = g es el valor de Grundy: con S(1..{ $k }), un montón h se comporta como un montón de Nim de h mod { $modulus }.
# Con un conjunto de sustracción: "g is the Grundy value under {1, 3, 4}: g(0), g(1), … = 0 1 0 1 2 3 2 … (period 7, from size 0 on)."
note-values-set = g es el valor de Grundy con { $set }: g(0), g(1), … = { $values } (periodo { $period }, a partir del tamaño { $start }).
# Bajo la gráfica de la suma nim tras cada jugada.
note-history-normal = La suma nim tras cada jugada. Quien conoce la regla deja siempre 0.
note-history-misere-set = La suma nim tras cada jugada. En el juego misère con un conjunto de sustracción no hay ninguna regla demostrada: dejar 0 no garantiza ganar.
note-history-misere = La suma nim tras cada jugada. En el juego misère, quien conoce la regla deja 0 hasta el cambio; a partir de ahí todos los montones tienen 0 o 1, y el ganador deja un número impar de montones con 1 (suma nim 1).
note-history-misere-up-to = La suma nim tras cada jugada. En el juego misère, quien conoce la regla deja 0 hasta el cambio; luego el ganador deja todos los valores en 0 o 1, con un número impar de valores iguales a 1 (suma nim 1). El otro jugador puede volver a subir un valor, y entonces vuelve a valer la regla del juego normal.

## Las pistas sobre una suma de juegos
sum-hint-n = el jugador que tiene el turno puede ganar (una posición N)
sum-hint-p = el jugador que tiene el turno pierde contra un juego perfecto, haga lo que haga (una posición P)
sum-hint-heaps = se puede hacer una jugada ganadora en { $heaps }
# Une los montones de sum-hint-heaps: "row 1 (Kayles, 10 pins) or on heap 2 (Nim, 5 stones)".
sum-hint-heaps-or = {" o en "}
