# Fichiers : les titres des dialogues, ce qu’indique la ligne d’état après un enregistrement ou un export, et les erreurs qu’affiche le dialogue d’erreur.

file-kind-handout = la fiche pour l’enseignant
file-kind-worksheet = la fiche d’exercices pour les élèves
file-kind-svg = l’image SVG
file-kind-png = l’image PNG
dialog-open = Ouvrir une partie ou une leçon
dialog-save-as = Enregistrer la partie sous
dialog-save-lesson-as = Enregistrer la leçon sous
dialog-export = Exporter { $what } vers
# Un nom de fichier : le titre, puis le mot pour une fiche d’exercices pour les élèves.
file-worksheet-name = { $title } fiche élèves
said-link-copied = Lien copié : { $link }
said-saved-to = Enregistré dans { $path }
said-opened = Ouvert : { $path }
said-opened-with-warnings = Ouvert avec des avertissements : { $warnings }

## Le dialogue d’erreur
error-autosave = La partie n’a pas pu être sauvegardée automatiquement : { $why }.
error-illegal = Ce coup n’est pas autorisé : { $why }.
error-handout = La fiche n’a pas pu être écrite : { $why }.
error-picture = L’image n’a pas pu être écrite : { $why }.
error-link = La position de ce lien n’a pas pu être ouverte : { $why }.
error-no-board = Il n’y a aucun plateau à mettre en image.
error-sum-too-large = { $sum } ne s’ouvre que dans les limites du plateau : { $why }.
error-checker = Le vérificateur du théorème n’a pas pu démarrer : { $why }.
# Who said what on the status line: "The computer: take 2 from heap 1".
said-by = { $who } : { $what }
file-export-not-sum = Les exports et les liens sont faits pour une partie d’un seul type de tas ; enregistrez plutôt la somme de jeux dans un fichier (Fichier ▸ Enregistrer).
lesson-not-sum = Les étapes d’une leçon sont des parties d’un seul type de tas ; enregistrez plutôt la somme de jeux dans un fichier (Fichier ▸ Enregistrer).
autosave-note-title = Sauvegarde automatique
autosave-note-another-window = Une autre fenêtre de Bouton est ouverte et garde la sauvegarde automatique habituelle ({ $theirs }). Cette fenêtre garde la sienne, { $ours } : aucune partie n’est perdue. Elle a commencé avec la partie de l’autre fenêtre.
autosave-note-not-writable = Bouton ne peut pas garder la sauvegarde automatique dans { $folder } : { $why }.
autosave-note-instead = Il peut la garder dans { $instead } à la place, un dossier de fichiers temporaires que le système peut vider à son redémarrage (Fichier ▸ Enregistrer garde une partie pour de bon).
autosave-note-use-instead = Sauvegarder là
autosave-note-stop = Ne pas sauvegarder
