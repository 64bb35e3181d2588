# La ligne d’état sous le plateau.

status-hint-rung = Indice { $number } : { $claim }
status-game-over = Partie terminée. { $result }
status-to-move = Au tour de : { $player }
status-computer-move = Coup de l’ordinateur
status-rules = Règles : { $rules }
status-hidden = Somme de Nim et issue cachées
status-hint = Indice
status-next-hint = Indice suivant ({ $number })
status-hint-help = Ctrl+H : qui gagne, puis pourquoi, puis quels tas, puis le coup
status-reveal = Révéler
status-opening = Ouverture de { $name } : { $doing }…
status-cancel = Annuler
status-copy-path = Copier le chemin
status-autosave-failing = ⚠ Vos coups ne sont plus enregistrés automatiquement : la dernière écriture a échoué. Fichier ▸ Enregistrer garde la partie.
status-autosave-off = ⚠ Cette fenêtre ne sauvegarde pas automatiquement (comme vous l’avez choisi au démarrage) : Fichier ▸ Enregistrer garde la partie.
status-hidden-x-moves = Somme de Nim et coups gagnants cachés
status-hidden-moves = Coups gagnants cachés
status-hidden-x = Somme de Nim cachée
status-hidden-rest = Le gagnant, X et les coups sont dits ; Révéler montre toute la table
