# Le panneau des leçons et l’éditeur de leçons.

lessons-title = Leçons
lessons-built-in = Intégrées, tirées des textes sources :
lessons-present = Présenter : { $title }
lessons-open-tip = Ouvrez un fichier de leçon avec Fichier ▸ Ouvrir, ou déposez-le sur la fenêtre.
lessons-new = Nouvelle leçon à partir du plateau
lessons-edit = Modifier cette leçon
lessons-title-label = Titre
lessons-title-a11y = Titre de la leçon
lessons-save = Enregistrer la leçon
lessons-save-as = Enregistrer la leçon sous…
lessons-not-saved = pas encore enregistrée
lessons-changed = (modifiée)
lessons-file = Fichier : { $path } { $changed }
lessons-add-heading = Ajouter le plateau comme étape
lessons-step-title = titre de l’étape
lessons-step-title-a11y = Titre de la nouvelle étape
lessons-step-text = texte pour la classe
lessons-step-text-a11y = Texte de la nouvelle étape
lessons-hide = Les réponses sont d’abord masquées
lessons-add = Ajouter l’étape
lessons-script = L’étape garde les coups du plateau comme script, depuis le départ.
lessons-up = Monter
lessons-down = Descendre
lessons-delete = Supprimer
# A lesson file written in another language than the app's: its title and the language it says.
lessons-written-in = { $title } (écrite en { $language })
lesson-text-hidden = Le texte de cette étape est masqué avec les réponses : Révéler affiche les deux.
