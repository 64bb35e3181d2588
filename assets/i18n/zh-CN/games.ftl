# Sums of games (Kayles + Nim + Dawson's Kayles …): the games' names, their heaps and moves, and the
# claims about a sum (src/words/sums.rs, src/core/sum). Keep every number: a test checks that
# each sentence has the same numbers in every language as in English. "Worth" and "value" are a
# heap's Grundy value; X is the nim-sum.
# Chinese: a count names the number only in the *[other] variant; where English says "one pin" or
# leaves the count out for one, a [1] variant does the same, so the digits match English.

## The games
game-nim = Nim
game-kayles = Kayles
game-dawson = Dawson 版 Kayles
game-grundy = Grundy 游戏
# An octal game without a name: "the octal game 0.137".
game-octal = 八进制游戏 { $code }
# A game's title with its octal code: "Kayles (0.77)".
game-titled = { $name }（{ $code }）

## A heap of a sum, as the board names it
heap-row-described = 第 { $number } 排（{ $game }，{ $pins } 根木柱）
heap-nim-described = 第 { $number } 堆（Nim，{ $stones } 颗石子）
heap-octal-described = 第 { $number } 堆（{ $game }，{ $tokens } 颗棋子）
# A heap in a sentence: "a Kayles row of 10", "a Nim heap of 5", "a heap of 7 of S(1..3)".
heap-a-row = { $game } 中的一排 { $size } 根木柱
heap-a-nim-heap = 一个大小为 { $size } 的 Nim 堆
heap-a-heap-of = { $game } 中一个大小为 { $size } 的堆
heap-a-heap-octal = 八进制游戏 { $code } 中一个大小为 { $size } 的堆

## A move of a sum
move-knock-all = { $take ->
    [1] 击倒第 { $number } 排仅有的一根木柱，这一排一根不剩
   *[other] 击倒第 { $number } 排全部 { $take } 根木柱，这一排一根不剩
}
move-knock-end = { $take ->
    [1] 击倒第 { $number } 排（{ $size } 根木柱）一端的一根木柱，剩下一排 { $rest } 根
   *[other] 击倒第 { $number } 排（{ $size } 根木柱）一端的 { $take } 根木柱，剩下一排 { $rest } 根
}
move-knock-one-inside = 击倒第 { $number } 排（{ $size } 根木柱）中的第 { $first } 根，剩下两排，分别为 { $a } 根和 { $b } 根
move-knock-two-inside = 击倒第 { $number } 排（{ $size } 根木柱）中的第 { $first } 根和第 { $last } 根，剩下两排，分别为 { $a } 根和 { $b } 根
move-knock-inside = 击倒第 { $number } 排（{ $size } 根木柱）中的第 { $first } 至第 { $last } 根，剩下两排，分别为 { $a } 根和 { $b } 根
move-take-all = 取走第 { $number } 堆的全部 { $take } 颗
move-take-nim = 从第 { $number } 堆取走 { $take } 颗（{ $size } → { $rest }）
move-take-leaving = 从第 { $number } 堆（{ $size } 颗）取走 { $take } 颗，剩下 { $rest } 颗
move-take-split = 从第 { $number } 堆（{ $size } 颗）取走 { $take } 颗，剩下两堆，分别为 { $a } 颗和 { $b } 颗

## The value of each heap
sum-heap-value-nim = { $heap }：Grundy 值为 { $value }
sum-heap-value = { $heap }：Grundy 值为 { $value }（相当于一个大小为 { $value } 的 Nim 堆）
sum-heap-value-misere = { $heap }：正常规则下 Grundy 值为 { $value }（在反常规则下，它不一定相当于一个大小为 { $value } 的 Nim 堆）

## What decides a sum
sum-rule-normal = 因此，整个游戏之和就相当于一局以这些值为各堆大小的 Nim，由 Bouton 法则判定胜负：轮到走的一方获胜，当且仅当这些值的尼姆和 X 不为 0
sum-rule-misere-nim = 在反常规则下，由 Nim 堆（或同一个 k 的 S(1..k) 堆）组成的和遵循反常规则下的 Bouton 法则：只要还有一堆的值至少为 2，轮到走的一方获胜当且仅当 X 不为 0；一旦每堆的值都是 0 或 1，轮到走的一方获胜当且仅当值为 1 的堆有偶数个
sum-rule-misere-search = 在反常规则下，这些值不一定能决定和的胜负：Bouton 程序不知道这些游戏在反常规则下的判定法则，因此会穷举搜索所有可能的对局进程

## A heap's options and the mex (Sprague–Grundy, step by step)
sum-no-move = { $heap }上根本无法走棋
sum-option-nothing = 什么也不剩（值为 0）
sum-option-row = 一排 { $a } 根（值为 { $value }）
sum-option-heap = 一堆 { $a } 颗（值为 { $value }）
sum-option-rows-xor = { $a } 根和 { $b } 根两排（值为 { $va } ⊕ { $vb } = { $value }）
sum-option-heaps-xor = { $a } 颗和 { $b } 颗两堆（值为 { $va } ⊕ { $vb } = { $value }）
sum-option-rows = { $a } 根和 { $b } 根两排（值为 { $value }）
sum-option-heaps = { $a } 颗和 { $b } 颗两堆（值为 { $value }）
sum-options = 在{ $heap }上走一步，可以留下：{ $options }
sum-options-more = 在{ $heap }上走一步，可以留下：{ $options }，另有 { $more } 种可能
# The end of a long set of values: "… (40 values in all)".
sum-values-in-all = …（共 { $count } 个值）
sum-mex-nothing-normal = 它无法走任何一步，因此取不到任何值；空集的 mex 为 0，所以{ $heap }的 Grundy 值为 0：它与大小为 0 的 Nim 堆完全等价
sum-mex-normal = 它的各种走法能得到的值为 { "{" }{ $values }{ "}" }；取不到的最小值（mex）是 { $mex }，所以{ $heap }的 Grundy 值为 { $mex }：它与大小为 { $mex } 的 Nim 堆完全等价
sum-mex-nothing-misere = 它无法走任何一步，因此取不到任何值；空集的 mex 为 0，所以{ $heap }的 Grundy 值为 0（这是它在正常规则下的表现；反常规则不以此为准）
sum-mex-misere = 它的各种走法能得到的值为 { "{" }{ $values }{ "}" }；取不到的最小值（mex）是 { $mex }，所以{ $heap }的 Grundy 值为 { $mex }（这是它在正常规则下的表现；反常规则不以此为准）
sum-nim-heap = 在{ $heap }上走一步，可以留下任何更小的堆，所以它的走法能得到从 0 到 { $below } 的每一个值，它的 Grundy 值为 { $size }：Nim 堆的 Grundy 值就是它的大小
sum-value-from-period = { $heap }有 { $options } 种走法，多得无法一一列出；它的 Grundy 值 { $value } 来自 Guy–Smith 定理为 { $game } 证明的周期：从 n = { $start } 起，值以 { $period } 为周期重复

## Who wins a sum
outcome-p = P（轮到走的一方必败）
outcome-n = N（轮到走的一方必胜）
sum-stuck-normal = 已经无棋可走，所以轮到走的一方已经输了：局面为 { $outcome }
sum-stuck-misere = 已经无棋可走：在反常规则下，走最后一步者落败，所以轮到走的一方已经获胜：局面为 { $outcome }
sum-no-heaps = 没有任何堆，所以 X = 0
sum-outcome-nim-sum = { $line }，所以局面为 { $outcome }
# The XOR of many values, cut short: "2 ⊕ 1 ⊕ … (40 values in all)".
sum-xor-cut = { $terms } ⊕ …（共 { $count } 个值）
sum-outcome-misere-nim-sum = 反常规则下，仍有一堆的值至少为 2：Bouton 法则依然成立，X = { $x }，所以局面为 { $outcome }
sum-outcome-misere-endgame-even = 反常规则下，每堆的值都是 0 或 1：值为 1 的堆还剩 { $ones } 个，是偶数，所以局面为 { $outcome }
sum-outcome-misere-endgame-odd = 反常规则下，每堆的值都是 0 或 1：值为 1 的堆还剩 { $ones } 个，是奇数，所以局面为 { $outcome }
sum-outcome-searched = Bouton 程序不知道这些游戏在反常规则下的判定法则，因此穷举搜索了所有可能的对局进程：局面为 { $outcome }

## Why a winning move of a sum wins
sum-wins-split = { $move }：剩下的两部分的值为 { $a } ⊕ { $b } = { $to }，所以这一堆的 Grundy 值从 { $from } 变为 { $to }，X 变为 0
sum-wins-value = { $move }：这一堆的 Grundy 值从 { $from } 变为 { $to }，所以 X 变为 0
sum-wins-odd-ones = { $move }：走完后每堆的值都是 0 或 1，其中值为 1 的堆有 { $ones } 个，是奇数（反常规则）
sum-wins-misere-nim-sum = { $move }：X 变为 0，且仍留有一堆的值至少为 2（反常规则，Bouton 法则）
sum-wins-searched = { $move }：穷举搜索表明，对方无论怎样应对都会落败（反常规则）
sum-move-value = { $move }：{ $value }
move-split = 不取走任何一颗，把第 { $number } 堆（{ $size } 颗）分成 { $a } 颗和 { $b } 颗两堆
