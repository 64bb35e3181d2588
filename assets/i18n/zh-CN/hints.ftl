# 提示、练习反馈，以及关于当前规则的说明（src/words：feedback.rs、notes.rs、games.rs）。
# 保留每一个数字：有测试会检查每句话在各语言中的数字是否与英文相同。

## 练习反馈
feedback-taken-back = 这一步已撤回。二进制表现在会在各堆旁边显示必胜走法。
feedback-missed = { $count ->
   *[other] 漏选的堆：{ $heaps }。
}

## 关于当前规则的说明
# 二进制表下方，S(1..k)："g is the Grundy value: under S(1..3) a heap h plays like a Nim heap of h mod 4."
note-values-up-to = g 是 Grundy 值：在 S(1..{ $k }) 下，大小为 h 的堆相当于大小为 h mod { $modulus } 的 Nim 堆。
# 减法集下："g is the Grundy value under {1, 3, 4}: g(0), g(1), … = 0 1 0 1 2 3 2 … (period 7, from size 0 on)."
note-values-set = g 是减法集 { $set } 下的 Grundy 值：g(0), g(1), … = { $values }（周期为 { $period }，从大小 { $start } 开始）。
# 每步之后尼姆和图表下方的说明。
note-history-normal = 每步之后的尼姆和。懂得规律的玩家会一直留下 0。
note-history-misere-set = 每步之后的尼姆和。在带减法集的反常规则（misère）下，尚无已证明的规律：留下 0 不一定能赢。
note-history-misere = 每步之后的尼姆和。在反常规则（misère）下，懂得规律的玩家会一直留下 0，直到转折点；此后每堆的大小都是 0 或 1，胜者会留下奇数个大小为 1 的堆（尼姆和为 1）。
note-history-misere-up-to = 每步之后的尼姆和。在反常规则（misère）下，懂得规律的玩家会一直留下 0，直到转折点；之后胜者让每个值都为 0 或 1，且值为 1 的个数为奇数（尼姆和为 1）。对方可能再把某个值变大，这时又要按正常规则的规律来走。

## 游戏之和的提示
sum-hint-n = 轮到走的一方可以获胜（N 局面）
sum-hint-p = 面对完美走法，轮到走的一方无论怎么走都会输（P 局面）
sum-hint-heaps = 可以在{ $heaps }上走出必胜走法
# 连接 sum-hint-heaps 中的各堆："row 1 (Kayles, 10 pins) or on heap 2 (Nim, 5 stones)"。
sum-hint-heaps-or = {"或"}
