# The mathematical claims (src/words/claims.rs): every sentence the app states about a
# position. Each must stay true under the rules it was made for, so keep every number: a test
# checks that each sentence has the same numbers in every language as in English.
# Sentences start in lower case and end without a full stop (the app adds them where a sentence
# stands alone). X is the nim-sum; "value" is a heap's Grundy value (under S(1..k) and subtraction
# sets a heap has a size and a value).

## Pieces
claim-heaps = { $n ->
   *[other] { $n } 堆
}
claim-moves = { $n ->
   *[other] { $n } 步
}
claim-even = 偶数
claim-odd = 奇数
# A move: "take 2 from heap 3 (8 → 6)".
claim-move = 从第 { $heap } 堆取走 { $take } 颗（{ $from } → { $to }）
# A move under S(1..k) or a set, with the heap's value before and after.
claim-move-values = 从第 { $heap } 堆取走 { $take } 颗（{ $from } → { $to }，Grundy 值 { $from-value } → { $to-value }）
# The computer in the game's history: "the computer (expert)".
claim-computer = 电脑
claim-computer-level = 电脑（{ $level }）
level-expert = 专家
level-student = 学生，{ $percent }% 的走法随机
level-beginner = 新手，走法全部随机

## Who wins, and the rule that decided
claim-x-zero = X = 0
claim-x-nonzero = X = { $x } ≠ 0
claim-basis-misere-sizes = { $x }；在反常规则下，只要还有一堆的大小至少为 2，就像正常规则一样由 X 决定胜负
claim-basis-misere-values = { $x }；在反常规则下，只要还有一堆的 Grundy 值至少为 2，就像正常规则一样由 X 决定胜负
claim-basis-endgame-sizes = 反常规则残局：每堆的大小都是 0 或 1，其中大小为 1 的有 { $ones }，为{ $parity }
claim-basis-endgame-values = 反常规则下每堆的 Grundy 值都是 0 或 1：值为 1 的有 { $ones }，为{ $parity }
claim-basis-search = 带减法集的反常规则尚无已证明的规律；胜负由对游戏树的穷举搜索得出
claim-verdict-n = N：轮到走的一方必胜
claim-verdict-p = P：轮到走的一方必败
claim-outcome = { $verdict }（{ $basis }）
claim-no-move-normal = 已经无法再走任何一步：对局结束，轮到走的一方落败（正常规则）
claim-no-move-misere = 已经无法再走任何一步：对局结束，轮到走的一方获胜（反常规则：无法走棋的一方获胜）
claim-every-move-loses = { $basis }，所以无论怎么走，都会给对方留下必胜局面

## Why a winning move wins: advice ("take 4") and the computer about its own move ("I take 4")
claim-why-top-bit = X 是 { $x }；第 { $heap } 堆在 X 的最高位（{ $bit }）上是 1；{ $from } ⊕ { $x } = { $to }，所以取走 { $take } 颗
claim-why-top-bit-computer = X 原来是 { $x }；第 { $heap } 堆在 X 的最高位（{ $bit }）上是 1；{ $from } ⊕ { $x } = { $to }，所以我取走 { $take } 颗
claim-why-top-bit-values = X 是 { $x }；第 { $heap } 堆（大小 { $size }）的 Grundy 值是 { $from }，它在 X 的最高位（{ $bit }）上是 1；{ $from } ⊕ { $x } = { $to }，所以取走 { $take } 颗，留下 { $left } 颗，其 Grundy 值为 { $to }
claim-why-top-bit-values-computer = X 原来是 { $x }；第 { $heap } 堆（大小 { $size }）的 Grundy 值是 { $from }，它在 X 的最高位（{ $bit }）上是 1；{ $from } ⊕ { $x } = { $to }，所以我取走 { $take } 颗，留下 { $left } 颗，其 Grundy 值为 { $to }
claim-why-raise = X 是 { $x }；第 { $heap } 堆（大小 { $size }）的 Grundy 值是 { $from }，而 { $from } ⊕ { $x } = { $to }；在这些规则下，一步棋可以使 Grundy 值变大：取走 { $take } 颗，留下 { $left } 颗，其 Grundy 值为 { $to }，X 就变为 0
claim-why-raise-computer = X 原来是 { $x }；第 { $heap } 堆（大小 { $size }）的 Grundy 值是 { $from }，而 { $from } ⊕ { $x } = { $to }；在这些规则下，一步棋可以使 Grundy 值变大：我取走 { $take } 颗，留下 { $left } 颗，其 Grundy 值为 { $to }，X 就变为 0
claim-why-switch = 只有第 { $heap } 堆的大小至少为 2（反常规则）：从第 { $heap } 堆取走 { $take } 颗，留下 { $left } 颗，于是每堆的大小都是 0 或 1，剩下大小为 1 的有 { $ones }，为{ $parity }
claim-why-switch-computer = 只有第 { $heap } 堆的大小至少为 2（反常规则）：我从第 { $heap } 堆取走 { $take } 颗，留下 { $left } 颗，于是每堆的大小都是 0 或 1，剩下大小为 1 的有 { $ones }，为{ $parity }
claim-why-switch-values = 只有第 { $heap } 堆的 Grundy 值至少为 2（反常规则）：从第 { $heap } 堆取走 { $take } 颗，留下 { $left } 颗，其 Grundy 值为 { $to }，于是每堆的 Grundy 值都是 0 或 1，剩下值为 1 的有 { $ones }，为{ $parity }
claim-why-switch-values-computer = 只有第 { $heap } 堆的 Grundy 值至少为 2（反常规则）：我从第 { $heap } 堆取走 { $take } 颗，留下 { $left } 颗，其 Grundy 值为 { $to }，于是每堆的 Grundy 值都是 0 或 1，剩下值为 1 的有 { $ones }，为{ $parity }
claim-why-endgame = 每堆的大小都是 0 或 1（反常规则残局）：从第 { $heap } 堆取走 { $take } 颗，留下大小为 1 的 { $ones }，为{ $parity }
claim-why-endgame-computer = 每堆的大小都是 0 或 1（反常规则残局）：我从第 { $heap } 堆取走 { $take } 颗，留下大小为 1 的 { $ones }，为{ $parity }
claim-why-endgame-values = 每堆的 Grundy 值都是 0 或 1（反常规则）：从第 { $heap } 堆取走 { $take } 颗（{ $size } → { $left }，Grundy 值 { $from } → { $to }），使每堆的 Grundy 值仍为 0 或 1，其中值为 1 的有 { $ones }，为{ $parity }
claim-why-endgame-values-computer = 每堆的 Grundy 值都是 0 或 1（反常规则）：我从第 { $heap } 堆取走 { $take } 颗（{ $size } → { $left }，Grundy 值 { $from } → { $to }），使每堆的 Grundy 值仍为 0 或 1，其中值为 1 的有 { $ones }，为{ $parity }
claim-why-search = 对游戏树的穷举搜索（带减法集的反常规则尚无已证明的规律）表明：从第 { $heap } 堆取走 { $take } 颗之后，对方必败
claim-why-search-computer = 对游戏树的穷举搜索（带减法集的反常规则尚无已证明的规律）表明：我从第 { $heap } 堆取走 { $take } 颗之后，对方必败

## The computer's other reasons
claim-computer-prolongs = { $basis }，所以面对完美走法，每一步都会输；我从第 { $heap } 堆取走 { $take } 颗，即在最大的堆上走最小的一步，让对局持续下去
claim-computer-delays = { $basis }，所以面对完美走法，每一步都会输；我从第 { $heap } 堆取走 { $take } 颗，这样对局持续得最久：如果你每步都走最佳走法，到终局还有 { $moves }，含这一步
claim-computer-random = 我随机走一步：{ $move }
claim-computer-unanalysable = 在这些规则下，这个局面太大，无法分析，所以我随机走一步：{ $move }

## Remoteness: how long the game lasts with best play
claim-remote-over = 对局已结束：没有可走的棋了
claim-remote-wins = 双方都走最佳走法时，轮到走的一方在 { $moves }内获胜：胜方力求速胜，负方尽量拖延
claim-remote-loses = 双方都走最佳走法时，轮到走的一方在 { $moves }内落败：胜方力求速胜，负方尽量拖延
# A move's value: "take 2 from heap 1 (5 → 3): the fastest win, in 7 moves".
claim-move-value = { $move }：{ $value }
claim-value-fastest = 最快的胜利，需 { $moves }
claim-value-slowest-loss = 每一步都会输；这一步让对局持续得最久，共 { $moves }
claim-value-slower-win = 较慢的胜利，需 { $moves }（最快只需 { $fastest }）
claim-value-mistake = 失误，把胜局丢掉了（将在 { $moves }内落败）
claim-value-faster-loss = 在 { $moves }内落败（最慢的失败需 { $fastest }）

## What a move leaves
claim-x-then = X = { $x }；{ $basis }
claim-other-lost = 对方必败
claim-other-can-win = 对方可以获胜
claim-move-leaves = { $move }之后，{ $basis }：{ $other }
claim-zeroing-wins = { $move }使 X = 0：这是必胜走法
claim-zeroing-loses = { $move }使 X = 0，但在反常规则下，这里这样走会输（{ $basis }）：对方可以获胜

## Which heaps have a winning move
claim-no-winning-heap = 没有哪一堆有必胜走法
claim-winning-heaps = 有必胜走法的堆：{ $heaps }
claim-no-winning-move-from = { $count ->
   *[other] 没有从第 { $heaps } 堆出发的必胜走法
}
claim-top-bit-heaps = 在正常规则的 Nim 中，它们就是在 X = { $x } 的最高位（第 { $bit } 位，代表 { $worth }）上为 1 的堆：{ $heaps }
# The binary table's marker beside a heap: its first winning move, and how many more it has.
claim-marker = 取走 { $take } → { $to }
claim-marker-more = 取走 { $take } → { $to }（+{ $more } 种）
claim-marker-value = 取走 { $take } → { $to }（值 { $value }）
claim-marker-value-more = 取走 { $take } → { $to }（值 { $value }；+{ $more } 种）

## Misère play
claim-misere-normal-lost = 反常规则：有 { $big }的大小至少为 2，所以像正常规则一样由 X 决定胜负：X = 0，轮到走的一方必败
claim-misere-normal-lost-values = 反常规则：有 { $big }的 Grundy 值至少为 2，所以像正常规则一样由 X 决定胜负：X = 0，轮到走的一方必败
claim-misere-normal = 反常规则：有 { $big }的大小至少为 2，所以按正常规则走：使 X = 0
claim-misere-normal-values = 反常规则：有 { $big }的 Grundy 值至少为 2，所以按正常规则走：使 X = 0
claim-misere-switch = 反常规则的转折：只有第 { $heap } 堆的大小至少为 2；把它的大小变为 { $target }，这样剩下大小为 1 的有 { $ones }，为奇数
claim-misere-switch-values = 反常规则的转折：只有第 { $heap } 堆的 Grundy 值至少为 2；把它的 Grundy 值变为 { $target }，这样剩下值为 1 的有 { $ones }，为奇数
claim-misere-endgame-wins = 反常规则残局：每堆的大小都是 0 或 1：大小为 1 的有 { $ones }，为{ $parity }：轮到走的一方必胜
claim-misere-endgame-loses = 反常规则残局：每堆的大小都是 0 或 1：大小为 1 的有 { $ones }，为{ $parity }：轮到走的一方必败
claim-misere-endgame-values-wins = 反常规则下每堆的 Grundy 值都是 0 或 1：值为 1 的有 { $ones }，为{ $parity }：轮到走的一方必胜
claim-misere-endgame-values-loses = 反常规则下每堆的 Grundy 值都是 0 或 1：值为 1 的有 { $ones }，为{ $parity }：轮到走的一方必败

## The end of a game
claim-game-over-stuck = 已经无法再走任何一步：{ $winner }获胜
claim-game-over-normal = { $last }取走了最后一颗石子，获胜（正常规则）
claim-game-over-normal-stuck = { $last }走了最后一步，获胜（正常规则）
claim-game-over-misere = { $last }取走了最后一颗石子，落败（反常规则）：{ $winner }获胜
claim-game-over-misere-stuck = { $last }走了最后一步，落败（反常规则）：{ $winner }获胜

## The nim-sum's line under the binary table
claim-nim-sum = X = { $x } ≠ 0；它的最高位 d = { $bit }（{ $power } = { $worth }）
claim-nim-sum-zero = X = 0：每一列的数字之和都是偶数
