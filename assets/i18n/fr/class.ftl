## Une séance de classe : la ligne de commande, les erreurs du serveur, et (ensuite) les pages des élèves et la vue de l’enseignant
cli-help-class = Mener une séance de classe sans fenêtre : servir la version navigateur et la connexion en direct des élèves sur le réseau local jusqu’à Ctrl+C
cli-help-port = Le port d’écoute (0 : n’importe quel port libre)
cli-help-listen = L’adresse d’écoute : toutes les interfaces réseau sauf si une est nommée (127.0.0.1 : cet ordinateur seulement)
cli-help-web = La page web construite à servir (par défaut : le dossier web à côté du programme, ou /usr/share/bouton/web où le paquet l’installe, ou target/web, fait par `bash assets/web/build.sh`)
cli-help-class-file = Un fichier de sauvegarde : chaque élève joue sa position actuelle (sans fichier : 3, 5, 7 au Nim)
cli-class-address = Les élèves ouvrent : { $url }
cli-class-code = Code pour rejoindre : { $code }
cli-class-stop = Ctrl+C termine la séance.
cli-class-ended = La séance est terminée ({ $count ->
    [one] un élève
   *[other] { $count } élèves
}).
cli-class-commands = Commandes : seats (une ligne par élève), pause, go, answers on, answers off, remove N, report FICHIER, pair, computer, exercises p-or-n|winning-move|winning-heaps GRAINE, play (de nouveau la position).
cli-class-report = Le compte rendu est dans { $csv } et { $html }.
cli-class-done = Fait.
cli-help-session = Garder la séance dans ce fichier (écrit après chaque changement) ; s’il contient déjà une séance, la rouvrir : le même code, les mêmes places et parties, et les pages des élèves reviennent d’elles-mêmes
cli-class-reopened = Séance rouverte depuis { $file } ({ $count ->
    [one] un élève
   *[other] { $count } élèves
}).
cli-class-no-seat = Il n’y a pas d’élève à la place { $seat }.
class-no-web-build = la version navigateur n’est pas dans { $dir } : construisez-la avec `bash assets/web/build.sh`
class-cannot-listen = impossible d’écouter sur { $address } : { $why }
class-no-threads = impossible de lancer les fils du serveur : { $why }
class-no-randomness = l’aléa du système n’est pas disponible : { $why }

## La page d’un élève dans une séance de classe
seat-title = Séance de classe
seat-connecting = Connexion au Bouton de votre enseignant…
seat-reconnecting = La connexion est perdue : reconnexion…
seat-join-title = Rejoindre la classe
seat-join-hint = Tapez le code que montre votre enseignant, et le nom que la classe verra.
seat-join-code = Code pour rejoindre
seat-join-name = Votre prénom ou un surnom
seat-join = Rejoindre
seat-bar = { $name } · place { $seat }
seat-new-game = Nouvelle partie
seat-versus = Vous jouez contre { $name }
seat-waiting = En attente : { $name } joue…
seat-versus-computer = Vous jouez contre l’ordinateur
seat-exercises = Exercices de votre enseignant
seat-notice-new-game = Votre enseignant a lancé une nouvelle partie pour vous.
seat-notice-exercises = Votre enseignant a envoyé des exercices.
seat-paused = Les yeux au tableau
seat-paused-detail = Votre enseignant a mis la classe en pause.
seat-closed-removed = Votre enseignant vous a retiré de la classe.
seat-closed-elsewhere = Votre place a été ouverte dans un autre onglet ou sur un autre appareil.
seat-closed-ended = La séance de classe est terminée.
seat-closed-abuse = Cette page a envoyé trop de messages et a été fermée.
seat-reload = Rechargez cette page pour rejoindre à nouveau.
seat-refused-protocol = Cette page et le Bouton de votre enseignant ne sont pas de la même version : rechargez la page.
seat-refused-wrong-code = Ce n’est pas le code de cette classe : vérifiez-le et réessayez.
seat-refused-too-many-codes = Trop de codes faux : rechargez la page pour réessayer.
seat-refused-no-name = Tapez d’abord un nom.
seat-refused-name-too-long = Un nom d’au plus { $max } caractères, s’il vous plaît.
seat-refused-full = La classe est complète ({ $max } élèves).
seat-refused-token = Votre place n’a pas pu vous être rendue : rejoignez à nouveau.
seat-refused-not-joined = Rejoignez d’abord la classe.
seat-refused-already = Vous êtes déjà dans la classe.
seat-refused-malformed = Le Bouton de votre enseignant n’a pas compris cette page : rechargez-la.
seat-refused-too-fast = Doucement : trop de clics à la fois.
seat-refused-paused = La classe est en pause : les yeux au tableau.
seat-refused-not-your-turn = Attendez votre tour.
seat-refused-game-over = Cette partie est finie : commencez-en une nouvelle.
seat-refused-game-not-over = Finissez d’abord cette partie.
seat-refused-illegal = Ce coup n’est pas permis ici.
seat-refused-not-now = La classe fait autre chose maintenant : suivez votre écran.
seat-refused-already-answered = Vous avez déjà répondu à cette question : passez à la suivante.
seat-refused-bad-answer = Ce n’est pas une réponse à cette question.

## La vue de la classe de l’enseignant, dans l’application
menu-class = Classe
class-start = Lancer une séance de classe
class-reopen = Rouvrir la dernière séance
class-show-view = Vue de la classe
class-show-board = Retour au plateau
class-end = Terminer la séance de classe
class-end-confirm = Terminer la séance de classe ? La page de chaque élève l’apprend ; Classe ▸ Rouvrir la dernière séance la ramène.
class-end-keep = Continuer la séance
class-open-address = Les élèves ouvrent
class-join-code = Code pour rejoindre
class-how = Ouvrez l’adresse (ou scannez le code), puis tapez le code pour rejoindre et un prénom.
class-pause = Mettre la classe en pause
class-go-on = Les laisser reprendre
class-show-answers = Montrer les réponses sur leurs écrans
class-hide-answers = Cacher les réponses sur leurs écrans
class-send = Envoyer la position du plateau
class-hide-names = Cacher les noms
class-sort = Ordre
class-sort-seat = Par place
class-sort-name = Par nom
class-sort-activity = Les plus récents d’abord
class-sort-moves = Le plus de coups d’abord
class-student = Élève { $seat }
class-students = { $count ->
    [one] Un élève
   *[other] { $count } élèves
}
class-no-students = Aucun élève pour l’instant : l’adresse et le code sont ci-dessus.
class-paused-note = En pause : chaque écran dit « Les yeux au tableau ».
class-on-exercises = La classe fait des exercices : { $set }
class-refused = Refus jusqu’ici : { $count }
class-winning = gagnant
class-losing = perdant
class-won = a gagné
class-lost = a perdu
class-their-turn = à jouer
class-computer-turn = à l’ordinateur de jouer
class-tile-counts = coups : { $moves } · indices : { $hints } · parties gagnées : { $won }/{ $finished }
class-tile-question = Question { $number }
class-tile-right = juste
class-tile-wrong = pas juste
class-tile-thinking = réfléchit
class-tile-exercises = exercices : { $right }/{ $answered } justes
class-active-seconds = actif il y a { $seconds } s
class-active-minutes = actif il y a { $minutes } min
class-offline = hors ligne
class-remove = Retirer
class-project = Projeter
class-spotlight-title = Le plateau de l’élève { $seat }
class-spotlight-prompt = Que joueriez-vous ici, et pourquoi ?
class-spotlight-waiting = L’ordinateur va jouer.
class-spotlight-over = Cette partie est finie.
class-spotlight-back = Retour à la classe
class-spotlight-answers = Montrer la réponse ici
class-pair = Former des paires
class-unpair = Tous contre l’ordinateur
class-pair-after-exercises = Les paires jouent une partie : envoyez d’abord une position.
class-versus = contre { $name }
class-partner-turn = à { $name } de jouer
class-spotlight-partner = Son partenaire va jouer.

## Le compte rendu de la classe (CSV et une page à imprimer)
report-class-title = Compte rendu de la classe
report-class-summary = { $date } · questions : { $questions } · élèves : { $students }
report-class-seat = Place
report-class-name = Nom
report-class-moves = Coups
report-class-hints = Indices
report-class-finished = Parties finies
report-class-won = Parties gagnées
report-class-answered = Réponses
report-class-right = Justes
report-class-question = Q{ $number } : { $position }
report-class-misere = { $position } (misère)
report-class-exercises = { $kind } ({ $rules }, graine { $seed })
report-class-right-cell = { $right }/{ $answered } justes
report-class-tally = { $won }/{ $finished } gagnées, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
report-class-by-question = Par question
report-class-question-line = jouée par { $played } · parties gagnées : { $won }/{ $finished } · coups : { $moves }
report-class-exercise-line = répondue par { $students } · justes : { $right }/{ $answered }
class-report = Enregistrer le compte rendu de la classe
class-report-saved = Compte rendu enregistré : { $path }
