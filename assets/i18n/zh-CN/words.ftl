# Words `core` and the app use in several places: the kinds of exercise, the two seats, the names a
# new game gives its players, the titles of an exercise's and a quiz's board.

exercise-kind-p-or-n = P 还是 N？
exercise-kind-winning-move = 找出必胜走法
exercise-kind-winning-heaps = 哪些堆有必胜走法？
side-first = 先手玩家
side-second = 后手玩家
player-student = 学生
player-partner = 同伴
player-class = 全班
exercise-title = 练习 { $number }：{ $kind }
exercise-notes = 种子 { $seed }。在你作答之前，答案是隐藏的。
exercise-notes-answered = 种子 { $seed }。已作答：答案已显示。
quiz-title = 测验：{ $kind }（种子 { $seed }）

## The built-in lesson on sums of games (Kayles beside Nim). Keep every number: a test checks each
## fact these texts state against the analysis.
sum-lesson-title = 每个公平组合游戏都是一个 Nim 堆
sum-lesson-board-title = 课程：{ $title } — 第 { $step } / { $steps } 步：{ $step-title }
sum-lesson-1-title = 一排 Kayles 木柱
sum-lesson-1-text = 在 Kayles 中，每一步击倒一根木柱或两根相邻的木柱；击倒中间的木柱会把这一排分成两排。面板列出了这一排 4 根木柱的每一种走法、走后留下什么以及它的值，然后是 mex：这一排的值为 1，相当于一个大小为 1 的 Nim 堆。
sum-lesson-2-title = 旁边放一个值相同的 Nim 堆
sum-lesson-2-text = 在这一排旁边放一个大小为 1 的 Nim 堆。两者的值都是 1，所以 X = 1 ⊕ 1 = 0：轮到走的一方必败，和两个大小为 1 的 Nim 堆完全一样。走一步试试：另一方总能让 X 重新变为 0。
sum-lesson-3-title = 更长的一排
sum-lesson-3-text = 一排 10 根木柱的值为 2（见面板中的推导步骤和表格）。旁边放一个大小为 2 的 Nim 堆，又有 X = 2 ⊕ 2 = 0：这是一个 P 局面，尽管这两堆看起来毫不相像。
sum-lesson-4-title = 同时玩三个游戏
sum-lesson-4-text = Dawson’s Kayles 每一步恰好击倒两根相邻的木柱；一排 7 根木柱的值为 1。像 Nim 一样把三个值做 XOR：X = 2 ⊕ 5 ⊕ 1 = 6，不是 0，所以轮到走的一方必胜。显示答案，即可看到让 X 变为 0 的走法。
sum-lesson-5-title = 轮到你和电脑对战
sum-lesson-5-text = 你先走。算出每一堆的值（面板中有显示），把它们做 XOR，然后走一步，使 X = 0。电脑也会努力这样做。

## Lessons
lesson-new-title = 新课程
lesson-unknown-language = 语言 "{ $tag }" 不是 Bouton 支持的语言（en, es, fr, de, pt-BR, zh-CN）：课程将按原文打开

## A quiz on a sum of games, and the computer's moves in a sum
quiz-you-played-wins = 你走了：{ $move }。这一步留下 P 局面：无论对方接下来怎么走，你都能获胜。
quiz-you-played-loses = 你走了：{ $move }。这一步留下 N 局面：对方从这里可以获胜。
quiz-leaves-x = 这一步留下 X = { $x }，不是 0。
quiz-a-winning-move = 一步必胜走法：{ $move }。
sum-computer-played = 电脑走了：{ $move }。
sum-computer-wins = 电脑走了：{ $move }。这是一步必胜走法。
sum-computer-lost = 电脑走了：{ $move }。面对完美走法，每一步都会输，所以它随机选了一步。
sum-computer-too-large = 电脑走了：{ $move }。局面太大，无法精确求解，所以它随机选了一步。
sum-computer-delays = 电脑走了：{ $move }。面对完美走法，每一步都会输，所以它让对局持续得最久：如果你每步都走最佳走法，到终局还有 { $moves }，含这一步。
sum-computer-random = 电脑走了：{ $move }。按它的级别，这一步是随机走的。

# The mark that ends a sentence.
full-stop = {"。"}

## The theorem checker's conjectures
conjecture-the-rule = 这些规则下的 Bouton 法则
conjecture-sum-of-others = 在 P 局面中，某一堆等于其余各堆之和
conjecture-misere-as-normal = 反常规则与正常规则的 P 局面相同
conjecture-no-reduction = 不经约化，直接由各堆大小的尼姆和决定
conjecture-misere-on-values = 反常 Nim 的规则适用于 Grundy 值
conjecture-formula = P 当且仅当 { $formula }

## Other words
ending-last-move-wins = 走最后一步的一方获胜
ending-last-move-loses = 走最后一步的一方落败
size-stones = { $size ->
   *[other] { $size } 颗石子
}
exercise-score = 答对 { $correct } / { $answered } 题 · 连对 { $streak } 题（最佳 { $best }）
