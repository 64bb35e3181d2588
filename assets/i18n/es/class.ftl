## Una sesión de clase: la línea de órdenes, los errores del servidor y (después) las páginas de los alumnos y la vista del docente
cli-help-class = Dirigir una sesión de clase sin ventana: servir la versión para navegador y la conexión en vivo de los alumnos en la red local hasta Ctrl+C
cli-help-port = El puerto en el que escuchar (0: cualquier puerto libre)
cli-help-listen = La dirección en la que escuchar: todas las interfaces de red salvo que se nombre una (127.0.0.1: solo este ordenador)
cli-help-web = La página web construida que se sirve (la hace `bash assets/web/build.sh`)
cli-help-class-file = Un archivo guardado: cada alumno juega su posición actual (sin archivo: 3, 5, 7 de Nim)
cli-class-address = Los alumnos abren: { $url }
cli-class-code = Código para unirse: { $code }
cli-class-stop = Ctrl+C termina la sesión.
cli-class-ended = La sesión ha terminado ({ $count ->
    [one] un alumno
   *[other] { $count } alumnos
}).
class-no-web-build = la versión para navegador no está en { $dir }: constrúyala con `bash assets/web/build.sh`
class-cannot-listen = no se puede escuchar en { $address }: { $why }
class-no-threads = no se pueden iniciar los hilos del servidor: { $why }
class-no-randomness = el azar del sistema no está disponible: { $why }
