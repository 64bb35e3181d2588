# The New game dialog.

new-title = New game
new-heaps = Heaps
new-sizes = sizes:
new-random = Random heaps
new-how-many = how many
new-up-to = up to
new-seed = seed
new-rules = Rules
new-any = Take any number
new-up-to-k = Take 1 to k
new-set = Take an amount in a set
new-set-label = set =
new-players = Players
new-vs-computer = Against the computer
new-two-people = Two people
new-computer-vs-computer = Computer against computer
new-you-first = You move first
new-computer = Computer:
new-expert = Expert
new-expert-hint = Perfect play: the fastest win, and when it must lose, the slowest loss
new-student = Student
new-student-hint = Plays like the Expert, except for a share of random moves
new-beginner = Beginner
new-beginner-hint = A random legal move every time
new-random-share = % random moves
new-start = Start
new-cancel = Cancel
new-mix = Heaps of different games, such as Kayles 10 + Nim 5?
new-mix-button = Mix games…
new-normal = Normal
new-misere = Misère
new-ending = { $name }: { $rule }
new-problem = ⚠ { $problem }

## Names of the players in a new game
player-you = You
player-1 = Player 1
player-2 = Player 2

## What is wrong with a field
new-negative = '{ $text }' is negative
new-too-large = '{ $text }' is larger than { $max }
new-not-whole = '{ $text }' is not a whole number
new-no-heaps = type at least one heap size
new-too-many-heaps = at most { $max } heaps
new-random-count = between 1 and 100 random heaps
