# Explore: the nim-sum history, the P-position map and the Grundy sequence.

explore-title = Explore
explore-tab-history = Nim-sum history
explore-tab-map = P-position map
explore-tab-grundy = Grundy sequence
explore-tab-checker = Theorem checker
explore-history-hidden = The answers are hidden: the nim-sum history would show them.
explore-start = start
explore-after = after { $player }
explore-nim-sum = nim-sum
explore-objects-left = objects left
explore-moves-played = moves played
explore-no-move = No move played yet.
explore-moves-zero = { $moves ->
    [one] 1 move played; { $zeros ->
        [one] it left nim-sum 0.
       *[other] it did not leave nim-sum 0.
    }
   *[other] { $moves } moves played; { $zeros } of them left nim-sum 0.
}
explore-map-rule = Rule laid over
explore-map-about = Every ({ $heaps }) with a, b < { $side }, under { $rules }. Hover a cell to read it; click it to play it.
explore-map-disagrees = the rule disagrees
explore-map-heap-1 = a (heap 1)
explore-map-heap-2 = b (heap 2)
explore-map-p-rule-n = P, the rule says N
explore-map-n-rule-p = N, the rule says P
explore-map-agrees = The rule agrees with the brute force on all { $cells } cells.
explore-map-disagrees-on = The rule disagrees on { $cells } cells.
explore-map-heaps = { $heaps } heaps

## The Grundy sequence
grundy-game = Game:
grundy-game-hint = the board's rules
grundy-game-a11y = Game to plot
grundy-games = kayles, dawson, 0.6, upto-3, set-1.3.4, nim
grundy-up-to = n up to
grundy-nim = { $title }: g(n) = n, with no period.
grundy-period = { $title }: g(n) repeats with period { $period } from n = { $from }, proven by the Guy–Smith theorem: the orange lines.
grundy-no-period = { $title }: no period proven up to n = { $to } (some octal games, like 0.6, have none known).
grundy-nim-board = In Nim a heap of n is worth n: g(n) = n, with no period. Start a game with 1 to k, or a set, or type a game above, to see a pattern.
grundy-rule-period = Under “{ $rule }”, g(n) repeats with period { $period } from n = { $from }: the orange lines.
grundy-period-starts = a period starts
grundy-heap-size = heap size n
grundy-looking = Looking for a period up to n = { $to }:
grundy-cancel = Cancel
grundy-look-further = Look further, up to n =
grundy-search-a11y = Search up to n
grundy-search = Search
