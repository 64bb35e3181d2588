# The exports: the handout (Markdown, for the teacher), the students' worksheet, and the pictures
# (SVG and PNG) of the board and the binary table.

## The handout
handout-position = **局面：**{ $position }（{ $rules }）。
handout-no-heaps = 没有堆
handout-table = 二进制表
handout-who-wins = 谁获胜
handout-winning-moves = 必胜走法，以及每种走法为何必胜：
handout-move-why = { $move }：{ $why }。
handout-more = … 另有 { $count } 种走法。
handout-computer = 电脑的思路
handout-computer-says = 如果从这里开始一直走完美走法，电脑会这样说：“{ $reason }”
handout-to-move = 轮到走的一方
handout-other = 对方
handout-proof = Bouton 定理证明中的{ $page }，应用于这个局面
handout-made-with = 由 Bouton { $version } 生成。
handout-review = 已走各步的复盘
handout-review-about = 从 { $position } 开始：按距离评价每一步（走前与走后：双方最佳走法下，该局面对当时轮到走的一方的价值）。
handout-no-review = 无法复盘：{ $why }

## The students' worksheet
worksheet-title = 练习单：{ $position }
worksheet-rules = **规则：** { $rules }。
worksheet-heap = 堆
worksheet-size = 大小
worksheet-heap-number = 第 { $number } 堆
worksheet-ones = 1 的个数
worksheet-questions = 问题
worksheet-no-rule = 带减法集的反常规则（misère）：走最后一步者落败，而且目前没有已知的一般规律。谁获胜，轮到走的一方还是对方？请从最小的局面开始，逐步往上推理。
worksheet-grundy = 写出每堆的 Grundy 值 g。
worksheet-binary = 把每堆写成二进制，并算出每一列的数字之和。
worksheet-binary-values = 把每个值写成二进制，并算出每一列的数字之和。
worksheet-nim-sum = 计算尼姆和 X：在数字之和为奇数的每一列，X 的这一位为 1。
worksheet-who-wins = 谁获胜，轮到走的一方还是对方？为什么？
worksheet-misere = 反常规则（misère）：走最后一步者落败。谁获胜，轮到走的一方还是对方？先数一数有几堆至少有 2 颗石子。
worksheet-misere-values = 反常规则（misère）：走最后一步者落败。谁获胜，轮到走的一方还是对方？先数一数有几堆的值至少为 2。
worksheet-winning-move = 如果轮到走的一方能获胜，找出一步必胜走法，并检验它留下的是必败局面。

## The pictures
picture-heap = 第 { $number } 堆 · { $size }
picture-heap-column = 堆
picture-position = 局面：{ $position }
picture-position-moves = { $moves ->
   *[other] 局面：{ $position }，“{ $title }”走了 { $moves } 步后
}
