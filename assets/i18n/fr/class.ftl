## Une séance de classe : la ligne de commande, les erreurs du serveur, et (ensuite) les pages des élèves et la vue de l’enseignant
cli-help-class = Mener une séance de classe sans fenêtre : servir la version navigateur et la connexion en direct des élèves sur le réseau local jusqu’à Ctrl+C
cli-help-port = Le port d’écoute (0 : n’importe quel port libre)
cli-help-listen = L’adresse d’écoute : toutes les interfaces réseau sauf si une est nommée (127.0.0.1 : cet ordinateur seulement)
cli-help-web = La page web construite à servir (faite par `bash assets/web/build.sh`)
cli-help-class-file = Un fichier de sauvegarde : chaque élève joue sa position actuelle (sans fichier : 3, 5, 7 au Nim)
cli-class-address = Les élèves ouvrent : { $url }
cli-class-code = Code pour rejoindre : { $code }
cli-class-stop = Ctrl+C termine la séance.
cli-class-ended = La séance est terminée ({ $count ->
    [one] un élève
   *[other] { $count } élèves
}).
class-no-web-build = la version navigateur n’est pas dans { $dir } : construisez-la avec `bash assets/web/build.sh`
class-cannot-listen = impossible d’écouter sur { $address } : { $why }
class-no-threads = impossible de lancer les fils du serveur : { $why }
class-no-randomness = l’aléa du système n’est pas disponible : { $why }
