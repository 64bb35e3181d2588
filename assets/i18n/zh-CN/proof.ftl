# The proof walkthrough's slides (src/words/proof: lemmas.rs, variants.rs, cut_the_knot.rs,
# pages.rs): the lemmas step by step, the theorem, misère play, S(1..k), cut-the-knot's rule and
# Sprague–Grundy, each on the position on the board. Keep every number and formula: a test checks
# that each line has the same numbers in every language as in English. X′ is the nim-sum after a
# move; xₖ and yₖ a heap's value before and after.

## The pages
page-lemma-1 = 引理 1
page-lemma-2 = 引理 2
page-theorem = 定理
page-misere = 反常规则
page-subtraction = S(1..k)
page-cut-the-knot = Cut-the-knot
page-sprague-grundy = Sprague–Grundy
proof-here = 当前局面
proof-lemma-1-nothing = 这里无法走任何一步，所以引理 1 自然成立，无需检验。

## The lemmas, step by step
proof-misere-not-x = 在反常规则下，仅凭 X 无法决定谁获胜。这里：
proof-instead = 这里的必胜走法其实是：
proof-no-move-wins = 这里没有任何一步能获胜：
proof-binary-title = 把各堆写成二进制
proof-binary-title-values = 把各 Grundy 值写成二进制
proof-binary = 每堆占一行，最高位在左边。
proof-binary-values = 每一堆都相当于一个大小等于其 Grundy 值的 Nim 堆。把各 Grundy 值写成二进制。
proof-empty = 没有任何堆：局面为空。
proof-xor-title = 按列做 XOR
proof-xor = 数出每一列中 1 的个数。个数为奇数的列，尼姆和 X 在该位上为 1。（有些书把它记作 s。）
proof-xor-even = 每一列的个数都是偶数：X = 0。
proof-odd-columns = 个数为奇数的列：{ $columns }。
proof-x-not-zero = X = { $x } ≠ 0。
proof-top-bit-title = 找出 X 最左边的 1
proof-top-bit = X = { $x } 最左边的 1 在第 d = { $d } 位，它代表 2^{ $d } = { $worth }。
proof-choose-title = 选出第 d 位为 1 的一堆
proof-choose-title-values = 选出第 d 位为 1 的一个 Grundy 值
proof-choose = 第 { $heap } 堆在第 { $d } 位上是 1：{ $name } = { $x }。
proof-choose-values = 第 { $heap } 堆的 Grundy 值在第 { $d } 位上是 1：{ $name } = { $x }。
proof-only-heap = 只有这一堆满足条件。
proof-heaps-have-it = 有 { $count } 堆在这一位上是 1。选其中任何一堆都能使 X′ = 0；这里用第 { $heap } 堆。
proof-one-must-exist = 这样的堆一定存在：在第 d 列上为 1 的堆有奇数个，否则 X 在这一位上就会是 0。
proof-new-size-title = 新的大小
proof-new-value-title = 新的 Grundy 值
proof-change-heap = 把第 { $heap } 堆变为 { $y } = X ⊕ { $x }。
proof-change-value = 把第 { $heap } 堆的 Grundy 值变为 { $y } = X ⊕ { $x }。
proof-smaller-title = 为什么 { $y } < { $x }
proof-bit-d = 第 d 位
proof-left-of-bit = 第 { $d } 位左边：{ $x } 和 { $y } 完全相同。
proof-bit-drops = 第 { $d } 位从 1 变为 0：即 −{ $worth }。
proof-nothing-right = 第 0 位右边没有其他位。
proof-right-of-bit = 第 { $d } 位右边：{ $low-x } 变为 { $low-y }，变化至多为 { $worth } − 1 = { $most }。
proof-so-smaller = 所以 { $y-name } = { $y } < { $x } = { $x-name }：这一步是允许的。
proof-so-smaller-values = 所以 { $y-name } = { $y } < { $x } = { $x-name }。Grundy 值为 { $x } 的堆能走到每一个更小的 Grundy 值（这正是 mex 的含义），所以有一步能使其 Grundy 值变为 { $y }。
proof-move-title = 这一步
proof-you-pick = 你选择的是：
proof-zero-title = 新的尼姆和为 0
proof-zero = 在第 k 堆走一步之后，新的尼姆和为 X′ = X ⊕ xₖ ⊕ yₖ（其他各堆不变）。
proof-lemma-2-proved = 现在对方面对的是 X′ = 0。引理 2 得证。
proof-any-move-title = 任意一步
proof-any-move = 引理 1 说的是每一步。任取一步：这里取在第 k 堆上走的一步。
proof-heap-changes = 第 { $heap } 堆发生变化：{ $x-name } = { $x } 变为 { $y-name } = { $y }。
proof-value-changes = 第 { $heap } 堆的 Grundy 值发生变化：{ $x-name } = { $x } 变为 { $y-name } = { $y }。
proof-new-nim-sum-title = 新的尼姆和
proof-new-nim-sum = 只有第 k 堆变了，所以新的尼姆和为 X′ = X ⊕ xₖ ⊕ yₖ。这里 X = 0，所以 X′ = xₖ ⊕ yₖ。
proof-not-zero-title = 为什么 X′ ≠ 0
proof-move-changes-heap = 走一步必然改变这一堆，所以 xₖ ≠ yₖ。
proof-move-changes-value = 走一步必然改变 Grundy 值：g 是一堆所能走到的各 Grundy 值的 mex，所以它永远走不到自己的 Grundy 值。
proof-differ-in-bit = { $x } 和 { $y } 在第 { $bit } 位上不同，所以 X′ 在这一位上是 1。
proof-lemma-1-proved = 这里 X′ = { $t } ≠ 0。无论怎么走，都有 X′ ≠ 0。引理 1 得证。

## The theorem
proof-ends-title = 对局总会结束
proof-ends = 每一步至少取走一颗石子。
proof-ends-here = { $objects ->
   *[other] 这里还剩 { $objects } 颗石子，所以最多还能再走 { $objects } 步。
}
proof-induction = 因此可以对剩余的石子数使用数学归纳法进行论证。
proof-lemmas-title = 两条引理
proof-lemma-1 = 引理 1：若 X = 0，则任何一步都会使 X′ ≠ 0（X′：走完这一步后的尼姆和）。
proof-lemma-1-values = 引理 1：若 X = 0，则任何一步都会使 X′ ≠ 0（X 和 X′ 分别是走这一步之前和之后各 Grundy 值的尼姆和）。
proof-lemma-2 = 引理 2：若 X ≠ 0，则存在某一步使 X′ = 0。
proof-empty-lost = 空局面的 X = 0，而在空局面中轮到走的一方已经落败（正常规则）。
proof-stuck-lost = 无法走棋的局面中，每堆的 Grundy 值都是 0，所以 X = 0，而轮到走的一方已经落败（正常规则）。
proof-misere-differs = 在反常规则下，无棋可走的一方获胜，所以仅凭引理无法决定胜负：终局阶段的走法不同。
proof-no-theorem = 在带减法集的反常规则下，没有定理能决定胜负：胜负由对游戏树的穷举搜索决定。
proof-on-values = 在“{ $moves }”规则下，定理作用于各堆的 Grundy 值。
proof-will-win = { $player }（轮到走的一方）以完美走法必胜。
proof-will-win-anyway = 无论{ $to-move }怎么走，{ $player }以完美走法必胜。
proof-first-step = 第一步的必胜走法：
proof-strategy-title = 策略
proof-strategy-move = 面对 X ≠ 0 时，走到 X = 0（引理 2）。
proof-strategy-reply = 于是对手只能再次把 X ≠ 0 的局面留给你（引理 1）。
proof-strategy-last = 你永远不会是无棋可走的一方，所以最后一颗石子由你取走。
proof-strategy-last-stuck = 你永远不会是无棋可走的一方，所以最后一步由你来走。
proof-theorem = 定理：轮到走的一方获胜，当且仅当 X ≠ 0。
proof-misere-last-loses = 在反常规则下，走最后一步者落败。
proof-misere-set-unproven = 对于带减法集的反常规则，尚无像 Bouton 定理那样已证明的规律。
proof-misere-set-search = 当局面足够小时，Bouton 通过对游戏树的穷举搜索来判定胜负。
proof-misere-while = 只要还有两堆或更多堆的大小至少为 2，就完全按正常规则走：使 X = 0。
proof-misere-while-values = 只要还有两个或更多 Grundy 值至少为 2，就完全按正常规则走：使 X = 0。
proof-misere-switch = 到了转折点，即只剩一个至少为 2 时，把它变为 0 或 1，使剩下的 1 的个数为奇数。
proof-misere-then = 此后每堆的大小都是 0 或 1，最后一颗石子只能由对方取走。
proof-misere-then-values = 此后每个 Grundy 值都是 0 或 1，且 1 的个数为奇数。如果对方又把某个 Grundy 值变大，就按同样的规则继续走：最终，最后一颗石子只能由对方取走。
proof-misere-then-values-stuck = 此后每个 Grundy 值都是 0 或 1，且 1 的个数为奇数。如果对方又把某个 Grundy 值变大，就按同样的规则继续走：最终，最后一步只能由对方来走。
proof-misere-theorem = 定理（反常规则）：轮到走的一方获胜，当且仅当 X ≠ 0——除非每堆的大小都是 0 或 1：此时当且仅当 1 的个数为偶数。
proof-misere-theorem-values = 定理（反常规则）：轮到走的一方获胜，当且仅当 X ≠ 0——除非每个 Grundy 值都是 0 或 1：此时当且仅当 1 的个数为偶数。

## Misère play
proof-misere-title = 反常规则
proof-misere-intro-title = 反常规则：走最后一步者落败
proof-misere-play-as-normal = 只要还有两堆或更多堆的大小至少为 2，就完全按正常规则走。
proof-misere-play-as-normal-values = 只要还有两个或更多 Grundy 值至少为 2，就完全按正常规则走。
proof-misere-change = 直到恰好只有一堆至少为 2 时，才第一次出现变化：这就是转折点。
proof-misere-turn = 此时 X ≠ 0，所以轮到走的正是掌握必胜策略的一方。
proof-misere-odd = 按正常规则走会留下偶数个大小为 1 的堆。反常规则则要留下奇数个。
proof-misere-odd-values = 按正常规则走会留下偶数个 Grundy 值为 1 的堆。反常规则则要留下奇数个。
proof-misere-same-heaps = 本局按正常规则进行；本页展示相同的各堆在反常规则下的情况。
proof-heaps-list = 各堆：{ $list }
proof-values-list = 各 Grundy 值：{ $list }
proof-in-misere = 在反常规则下：
proof-in-normal = 作为对比，在正常规则下：

## S(1..k)
proof-subtraction-title = S(1..{ $k })：对 { $modulus } 取模
proof-subtraction-move = 在 S(1..{ $k }) 中，每一步取走 1 到 { $k } 颗石子。
proof-subtraction-value = 大小为 n 的堆的 Grundy 值为 n mod { $modulus }：把每堆对 { $modulus } 取模，再对这些 Grundy 值玩 Nim。
proof-subtraction-not-own = 当前规则不是 S(1..k)；这里用同样的堆演示 S(1..3)，就像 Thai 21 游戏那样。
proof-heap-mod = 第 { $heap } 堆：{ $size } mod { $modulus } = { $value }
proof-more-heaps = … 另有 { $count } 堆。
proof-subtraction-start = 开始一局规则为“取走 1 到 k 个”的新游戏，亲自玩一玩，看看谁会获胜。
proof-one-heap-title = 只有一堆
proof-one-heap = 只有一堆且大小为 n 时，后手玩家获胜当且仅当 n ≡ 0 (mod { $modulus })。
proof-one-heap-misere = 在反常规则下：当且仅当 n ≡ 1 (mod { $modulus })。
proof-one-heap-why = 原因：每次都把这堆变回 { $modulus } 的倍数（对方取 j 颗，就取 { $modulus } − j 颗）；在反常规则下，则变回比倍数多 1 的数。
proof-heap-alone = 仅第 1 堆：{ $size } mod { $modulus } = { $rest }
proof-heap-alone-winner = 仅第 1 堆，正常规则：{ $normal }获胜。反常规则：{ $misere }获胜。
proof-first-player = 先手玩家
proof-second-player = 后手玩家

## Sprague–Grundy
proof-disguise-title = 每一堆都是乔装的 Nim 堆
proof-grundy-mex = 一堆的 Grundy 值 g(n)，是它的各种走法所能到达的 Grundy 值的 mex。
proof-mex = mex = 不在列表中的最小非负整数。
proof-plays-like = Grundy 值为 g 的堆，相当于有 g 颗石子的 Nim 堆：它能走到每一个更小的 Grundy 值（它也可能走到更大的 Grundy 值，但对方总能再走回 g）。
proof-xor-values = 所以对这些 Grundy 值做 XOR，再对它们使用 Bouton 的策略。
proof-xor-values-set-misere = 在正常规则下，对这些 Grundy 值做 XOR，再对它们使用 Bouton 的策略。在带减法集的反常规则下，尚无这样的已证明规律：Bouton 改为搜索游戏树。
proof-xor-values-misere = 所以对这些 Grundy 值做 XOR，再对它们使用 Bouton 的策略，并在最后使用反常规则的转折（见“反常规则”页）。
proof-nim-values = 在 Nim 中，g(n) = n：大小为 n 的堆能走到每一个更小的大小。在新游戏中选择一个减法集，可以看到更多。
proof-reached-more = … 另有 { $count } 个
proof-heap-mex = 第 { $heap } 堆：g({ $size }) = mex{ "{" }{ $reached }{ "}" } = { $value }
proof-xor-of-values = 各 Grundy 值的 XOR：X = { $x }
proof-sequence-title = Grundy 序列
proof-period = 这些 Grundy 值从堆的大小 { $start } 起以 { $period } 为周期重复，因此任何大小的堆都已涵盖。

## Cut-the-knot's rule
proof-ctk-title = Cut-the-knot 的规则
proof-ctk-zero = 这里 X = 0：没有任何一步能使尼姆和为 0。请换一个 X ≠ 0 的局面试试。
proof-ctk-and = 对每一堆 x，计算 x & X（即它与 X 共有的位）。
proof-ctk-and-values = 在这些规则下，该规则作用于 Grundy 值。对每个 Grundy 值 x，计算 x & X。
proof-ctk-heap = 第 { $heap } 堆：{ $and }
proof-ctk-largest = 最大的是第 { $heap } 堆的：它含有 X 的最高位 Y = { $top }。
proof-ctk-bring = 把第 { $heap } 堆变为 c' = 其余各堆的 XOR；要减去的量是 c − c'：
proof-ctk-inequality = c − Z = { $high } ≥ Y = { $top } > { $low } = 其余 − Z
proof-ctk-positive = 为什么它是正数？在 Y 以上的各位，c 与其余各堆的 XOR 完全相同（X 在这些位上没有 1）。把这些位记作 Z。
proof-ctk-so = 所以 c − c' = { $take } > 0，这样走之后各 Grundy 值的 XOR 为 0。
proof-ctk-three = 当只有三堆 a、b、c 时，这就是 Cut-the-knot 的 c − (a ⊕ b)。
proof-ctk-values-differ = c − c' = { $take } 是 Grundy 值之差，不是石子的颗数：要走的是使第 { $heap } 堆的 Grundy 值变为 { $value } 的那一步。
proof-ctk-largest-title = 最大的 x & X
proof-ctk-board-title = 在棋盘上
