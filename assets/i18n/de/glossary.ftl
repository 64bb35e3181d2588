# Glossar (Deutsch): englischer Begriff → Begriff in Bouton
# nim-sum → Nim-Summe
# heap → Haufen
# stone → Stein
# pin (Kayles) → Kegel
# move → Zug
# take → nehmen
# winning move → Gewinnzug
# position → Position
# P-position → P-Position (verloren für den Spieler am Zug)
# N-position → N-Position (gewonnen für den Spieler am Zug)
# normal play → Normalspiel (wer den letzten Zug macht, gewinnt)
# misère play → Misère-Spiel (wer den letzten Zug macht, verliert)
# Grundy value → Grundy-Wert
# mex → mex (kleinste nicht vorkommende natürliche Zahl)
# binary table → Binärtabelle
# the top bit → das höchste Bit
# theorem → Satz (Satz von Bouton)
# proof → Beweis
# lemma → Lemma
# hint → Tipp
# remoteness → Entfernung (Anzahl der Züge bis zum Ende bei bestem Spiel)
# fastest win → schnellster Sieg
# slower win → langsamerer Sieg
# mistake → Fehler
# review (of a game) → Auswertung (Spiel auswerten)
# projector → Projektor (Voreinstellung Projektor)
# answers (hidden / revealed) → Lösungen (ausgeblendet / aufgedeckt)
# exercise → Übung
# lesson → Lektion
# subtraction set → Subtraktionsmenge
# sum of games → Summe von Spielen
# board → Spielbrett
# teacher / students → Lehrkraft / Klasse
# handout / worksheet → Handout für die Lehrkraft / Arbeitsblatt für die Klasse
# Enter, F2…F8, ←/→, ↑/↓ → unverändert (Tastennamen)
