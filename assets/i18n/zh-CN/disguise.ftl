# 伪装的 Nim（src/words/disguise.rs）：看起来不像 Nim、底下却是 Nim 的游戏，以及不是 Nim 的 Wythoff 游戏。

## 游戏
disguise-staircase = 阶梯 Nim
disguise-poker = 扑克 Nim
disguise-turtles = 翻乌龟
disguise-mock-turtles = 假乌龟
disguise-ruler = 尺子
disguise-moore = Moore 的 Nim（k = { $k }）
disguise-lasker = Lasker 的 Nim
disguise-hackenbush = 绿色 Hackenbush
disguise-wythoff = Wythoff 游戏

## Nim 堆来自哪一部分
disguise-part-step = 第 { $n } 级台阶
disguise-part-heap = 第 { $n } 堆
disguise-part-coin = 位置 { $n } 的正面
disguise-part-tree = 第 { $n } 棵树
disguise-label-step = 第 { $n } 级台阶
disguise-label-heap = 第 { $n } 堆
disguise-label-coin = 位置 { $n } 的正面
disguise-label-tree = 第 { $n } 棵树

## 局面底下是什么
disguise-lift-staircase = 底下是 Nim：奇数级台阶上的硬币就是各堆。从偶数级台阶移下的硬币落到奇数级上，对方可以立刻把它们再移下去、抵消这一步，所以偶数级台阶不改变谁赢。
disguise-lift-poker = 底下是 Nim：从银行加入的筹码可以立刻被对方拿走（拿走的筹码离开游戏），所以银行不改变谁赢。
disguise-lift-turtles = 底下是 Nim：每个正面是一堆，大小为它的值 g(n) = n，整排的值是各正面的值的 Nim 和。
disguise-lift-mock-turtles = 底下是 Nim：每个正面是一堆，大小为它的值 g(n)，即第 n 个“恶数”（1、2、4、7、8、11、……：二进制中 1 的个数为奇数），整排的值是各正面的值的 Nim 和。
disguise-lift-ruler = 底下是 Nim：每个正面是一堆，大小为它的值 g(n)，即整除 n 的最大 2 的幂，整排的值是各正面的值的 Nim 和。
disguise-lift-lasker = 底下是 Nim：每堆都像一个大小为其值的 Nim 堆，这些值由走法经 mex 求出：g(n) = n，只是 4m + 3 与 4m + 4 互换。
disguise-lift-hackenbush = 底下是 Nim：按冒号原理，每棵树都是一根长度为其值的茎（同一点上的分支按 Nim 和相加；值为 v 的点下面的一条边值 v + 1）。
disguise-lift-moore = Bouton 的 X 不能决定这个游戏：当且仅当二进制表的每一列 1 的个数都是 { $modulus } 的倍数时，轮到走的一方必败（Moore，1910）。
disguise-lift-wythoff = 这不是伪装的 Nim：当且仅当局面是 Wythoff 对 (⌊nφ⌋, ⌊nφ²⌋) 时，轮到走的一方必败：(0, 0)、(1, 2)、(3, 5)、(4, 7)、(6, 10)……
disguise-banks = 银行：轮到走的一方 { $mine }，另一方 { $theirs }。
disguise-columns = 每列 1 的个数（从 { $top } 列往下）：{ $counts }
disguise-pair = ({ $a }, { $b }) 是第 n = { $n } 个 Wythoff 对。
disguise-no-pair = ({ $a }, { $b }) 不是 Wythoff 对。
disguise-nim-sum-fails = 这里 X = { $x }，然而 { $verdict }：Nim 和不能决定 Wythoff 游戏。

## 用游戏自己的话说走法
disguise-move-stair = 把 { $count } 枚硬币从第 { $from } 级移到第 { $to } 级
disguise-move-stair-floor = 把 { $count } 枚硬币从第 1 级移到地面
disguise-move-take = 从第 { $heap } 堆取走 { $count }
disguise-move-add = 从银行拿 { $count } 放到第 { $heap } 堆
disguise-move-turn = 把位置 { $right } 的硬币从正面翻成反面
disguise-move-turn-more = 把位置 { $right } 的硬币从正面翻成反面，并翻转位置 { $others } 的{ $count ->
   *[other] 硬币
}
disguise-move-moore = 取走 { $takes }
disguise-move-moore-part = 第 { $heap } 堆的 { $count }
disguise-move-split = 把第 { $heap } 堆分成 { $left } 和 { $right }
disguise-move-cut = 剪断第 { $edge } 条边
disguise-move-first = 从第一堆取走 { $count }
disguise-move-second = 从第二堆取走 { $count }
disguise-move-both = 从两堆各取走 { $count }

## 走法在底下做了什么
disguise-effect = 在底下，{ $part }作为 Nim 堆从 { $from } 变成 { $to }，于是 X = { $x }
disguise-effect-moore = 于是每列 1 的个数都是 { $modulus } 的倍数
disguise-effect-wythoff = 于是留下 Wythoff 对 ({ $a }, { $b })
disguise-effect-moore-not = 于是有一列 1 的个数不是 { $modulus } 的倍数
disguise-effect-wythoff-not = 于是留下 ({ $a }, { $b })，它不是 Wythoff 对

## 命令行
disguise-report-position = 局面：{ $game } { $position }
disguise-edges-numbered = 边按树从左到右编号，每条边排在它托起的边之前。
disguise-remoteness = 距终局步数：{ $moves }（对游戏本身的走法做穷举搜索）。
disguise-remoteness-not-counted = 距终局步数：未计算（{ $why }）。
disguise-moves-not-listed = 未列出必胜走法：{ $why }。
disguise-one-winning-move = 一个必胜走法，按 Moore 的证明逐列构造：{ $move }
disguise-alone = 伪装的游戏按正常规则分析，不带规则选项：可以单独分析，也可以和带名字的游戏的堆放在一起（hackenbush:'(()())' kayles:5 nim:3）。
disguise-moore-named = --moore 只接受堆的大小，例如 3 5 6 7。
disguise-grundy-coins-title = { $game }：位置 n 上单独一个正面的值 g(n)，n = 1 到 { $to }
disguise-grundy-all-mex = 由走法经 mex 求到 n = { $mex }；它们符合 { $rule }。
disguise-grundy-checked = 由走法经 mex 求到 n = { $mex }；它们符合 { $rule }，其余的值由它给出。
disguise-grundy-mex-only = 由走法经 mex 求到 n = { $mex }；此后规则 { $rule } 不成立，不再给出值。
disguise-rule-turtles = g(n) = n
disguise-rule-mock-turtles = g(n) = 第 n 个恶数
disguise-rule-ruler = g(n) = 整除 n 的最大 2 的幂
disguise-rule-lasker = g(4m+1) = 4m+1, g(4m+2) = 4m+2, g(4m+3) = 4m+4, g(4m+4) = 4m+3

## The board and its panel
disguise-menu = 伪装的 Nim
disguise-how-staircase = 点击一枚硬币：它和它所在台阶上方的硬币一起下移一级（从第 1 级移到地面）。走最后一步的人获胜。
disguise-how-poker = 点击一枚筹码，拿走它和它上面的筹码；或用 + 按钮从你的银行加筹码。走最后一步的人获胜。
disguise-how-turtles = 选一枚正面的硬币（它翻成反面），再在它左边最多选一枚硬币（正反皆可），然后点“翻转”。走最后一步的人获胜。
disguise-how-mock-turtles = 选一枚正面的硬币（它翻成反面），再在它左边最多选两枚硬币（正反皆可），然后点“翻转”。走最后一步的人获胜。
disguise-how-ruler = 选一枚正面的硬币（它翻成反面），也可以再选紧挨在它左边、连成一串不间断的任意多枚硬币，然后点“翻转”。走最后一步的人获胜。
disguise-how-moore = 在最多 { $k } 堆里各点击一颗石子（它和它上面的石子被取走），然后点“取走”。走最后一步的人获胜。
disguise-how-lasker = 点击一颗石子，取走它和它上面的石子；勾选“分堆”后，点击会在这颗石子下方把堆分成两堆。走最后一步的人获胜。
disguise-how-hackenbush = 点击一条边把它剪断：不再与地面相连的部分全部落下。走最后一步的人获胜。
disguise-how-wythoff = 把皇后向左、向下或沿对角线向左下移动任意格：点击一个标记的格子。把皇后走进角落的人获胜。第一堆是列号，第二堆是行号。
disguise-underneath = 底下
disguise-x-hidden = X 和胜负已随答案隐藏。
disguise-against-computer = 与电脑对战
disguise-two-people = 两人对战
disguise-turn-you = 轮到你走。
disguise-turn-computer = 轮到电脑走。
disguise-turn-player = 轮到玩家 { $n } 走。
disguise-turn-partner = 轮到 { $name } 走。
disguise-over-you = 游戏结束：你走了最后一步，你赢了。
disguise-over-computer = 游戏结束：电脑走了最后一步，它赢了。
disguise-over-player = 游戏结束：玩家 { $n } 走了最后一步，赢了。
disguise-over-partner = 游戏结束：{ $name } 走了最后一步，赢了。
disguise-player-played = 玩家 { $n }：{ $move }。
disguise-computer-played = 电脑：{ $move }。
disguise-turn = 翻转
disguise-take = 取走
disguise-clear = 清除
disguise-split = 分堆而不是取走
disguise-add = 每次 + 加入的筹码：
disguise-add-to = 第 { $heap } 堆 + { $count }
disguise-back = 回到我的游戏
disguise-winning-moves = 必胜走法：
disguise-hint-part = 提示：{ $kind ->
    [step] 在第 { $n } 级台阶走
    [coin] 翻位置 { $n } 的正面
    [tree] 在第 { $n } 棵树走
   *[heap] 在第 { $n } 堆走
}。
disguise-hint-move = 提示：{ $move }。
disguise-value = 值
# One letter on each coin and on the queen.
disguise-heads-letter = 正
disguise-tails-letter = 反
disguise-queen-letter = 后
disguise-heads = 正面
disguise-tails = 反面
# Names a screen reader says for the board's tokens.
disguise-a11y-stone = { $column }，第 { $n } 颗石子
disguise-a11y-coin = 硬币 { $n }，{ $side }
disguise-a11y-edge = 第 { $n } 条边
disguise-a11y-square = 格子 ({ $x }, { $y })
# The first line of a saved game in disguise (a RON comment: keep the //).
disguise-file-header = // Bouton 存档文件（RON 格式）：一个伪装的游戏。台阶、堆、硬币和边都从 1 开始计数。

## The lessons. { $x } is X under the disguise and { $verdict } who wins, both from the position on the board.
disguise-lessons = 课程
disguise-lesson-menu = 课程：{ $title }
disguise-lesson-of = 课程：{ $title } — 第 { $step } 步，共 { $steps } 步
disguise-lesson-next = 下一步
disguise-lesson-back = 上一步
disguise-lesson-end = 结束课程
disguise-lesson-overview-title = 伪装的 Nim
disguise-lesson-overview-1-title = 台阶上的硬币
disguise-lesson-overview-1-text = 这看起来不像 Nim：硬币一级级往下走。看看底下（面板）：只有奇数级台阶算数，它们就是 Nim 堆，X = { $x }。这样的游戏就是伪装的 Nim：找出它的堆，剩下的交给 Bouton 定理：当且仅当 X = 0 时，轮到走的一方必败。
disguise-lesson-overview-2-title = 一排硬币
disguise-lesson-overview-2-text = 在“翻乌龟”中，每个正面都是一堆，大小等于它的位置。把一个正面翻成反面，也许再翻它左边的一枚硬币，就是对这一堆走一步 Nim。这里 X = { $x }。
disguise-lesson-overview-3-title = 一幅图
disguise-lesson-overview-3-text = 剪断长度为 3 的茎上的一条边，就是从一堆 3 中取走；一棵树的分支会收拢成一根茎（冒号原理：同一点上的分支的值是它们的 Nim 和，下面的边再加一）。这里 X = { $x }。
disguise-lesson-overview-4-title = 伪装失效的地方
disguise-lesson-overview-4-text = 两堆，但皇后还可以从两堆取走同样多。这里 X = { $x }，然而 { $verdict }。问题：新的走法破坏了 Nim 走法的哪条性质？
disguise-lesson-staircase-title = 阶梯 Nim
disguise-lesson-staircase-1-title = 只看奇数级台阶
disguise-lesson-staircase-1-text = 第 1 级和第 3 级台阶上的硬币就是 Nim 堆：X = { $x }。在隐藏答案时走几步，然后看看底下每一步做了什么。
disguise-lesson-staircase-2-title = 问题
disguise-lesson-staircase-2-text = 和电脑下一局。然后想一想：为什么赢家可以不管偶数级台阶？（想想对手刚把硬币从偶数级移下来之后，你能做什么。）
disguise-lesson-poker-title = 扑克 Nim
disguise-lesson-poker-1-title = 银行里的筹码
disguise-lesson-poker-1-text = 加筹码看起来是一种新的走法。走几步试试：每当对方往一堆里加筹码，你就把同样的筹码拿走。底下 X = { $x }。
disguise-lesson-poker-2-title = 问题
disguise-lesson-poker-2-text = 和电脑下一局。然后想一想：为什么赢家从不需要加筹码？为什么游戏仍然会结束？
disguise-lesson-coins-title = 翻硬币
disguise-lesson-coins-1-title = 每个正面是一堆
disguise-lesson-coins-1-text = 位置 n 上的正面是大小为 n 的 Nim 堆，整排的值是各正面的值的 Nim 和：X = { $x }。
disguise-lesson-coins-2-title = 问题
disguise-lesson-coins-2-text = 和电脑下一局。然后想一想：一次翻两个正面会去掉两堆。为什么这仍是对一堆走的一步 Nim？（提示：m ⊕ m = 0。）
disguise-lesson-moore-title = Moore 的 Nim
disguise-lesson-moore-1-title = 同时取两堆
disguise-lesson-moore-1-text = 当 k = 2 时，一步可以从一堆或两堆中取。Bouton 的 X = { $x } 不再起决定作用：把二进制表每一列的 1 的个数对 k + 1 = 3 取模（面板会算）。这里：{ $verdict }。
disguise-lesson-moore-2-title = 问题
disguise-lesson-moore-2-text = 和电脑下一局。然后想一想：为什么 k = 1 时又回到 Bouton 的规则 X = 0？
disguise-lesson-lasker-title = Lasker 的 Nim
disguise-lesson-lasker-1-title = 分堆
disguise-lesson-lasker-1-text = 一步也可以不取走任何东西，只把一堆分成两堆。这一堆 3 相当于大小为 { $x } 的 Nim 堆：它的值是它的走法所能到达的值的 mex，即没有走法能到达的最小值，而不是它的大小。
disguise-lesson-lasker-2-title = 问题
disguise-lesson-lasker-2-text = 和电脑下一局。然后想一想：这些值把 4m + 3 和 4m + 4 互换。为什么一堆 3 的值不可能是 3？
disguise-lesson-hackenbush-title = 绿色 Hackenbush
disguise-lesson-hackenbush-1-title = 一根茎就是一堆
disguise-lesson-hackenbush-1-text = 一根由 3 条边组成的茎：剪断一条边就是从一堆 3 中取走，X = { $x }。
disguise-lesson-hackenbush-2-title = 问题
disguise-lesson-hackenbush-2-text = 和电脑下一局。然后想一想：同一点上的分支按 Nim 和相加。为什么值为 v 的点下面那条边算作 v + 1？
disguise-lesson-wythoff-title = Wythoff 游戏
disguise-lesson-wythoff-1-title = 不是 Nim
disguise-lesson-wythoff-1-text = X = { $x }，然而 { $verdict }：从两堆取走同样多是 Nim 没有的走法。显示答案，就能看到必败的格子，也就是 Wythoff 对。
disguise-lesson-wythoff-2-title = 问题
disguise-lesson-wythoff-2-text = 和电脑下一局。然后想一想：必败的格子是 (⌊nφ⌋, ⌊nφ²⌋) 和它们的对称格 (⌊nφ²⌋, ⌊nφ⌋)，其中 φ = (1 + √5)/2 ≈ 1.618，⌊x⌋ 表示把 x 向下取整。为什么其中任何两个都不会在同一行、同一列或皇后能走的同一条对角线上（两堆之差相同的格子）？

## P or N? on a game in disguise
disguise-quiz-start = 关于这个游戏的“P 还是 N？”练习
disguise-quiz = P 还是 N？
disguise-quiz-question = 第 { $n } 题：这是 P 局面（轮到走的一方必败）还是 N 局面（轮到走的一方必胜）？
disguise-quiz-p = P
disguise-quiz-n = N
disguise-quiz-right = 答对了 — { $verdict }。
disguise-quiz-wrong = 不太对 — { $verdict }。
disguise-quiz-score = 目前答对：{ $answered } 题中 { $right } 题
disguise-quiz-next = 下一题
disguise-quiz-stop = 结束练习

## An answer to each lesson's question (shown on request at its last step)
disguise-lesson-answer = 一个答案
disguise-lesson-overview-answer = Nim 的一步只改变一堆，所以从 X = 0 出发，每一步都会留下 X ≠ 0。从两堆同时取会改变两堆，可能保持 X = 0：从 (1, 1) 到 (0, 0)。所以 X = 0 不再意味着轮到走的一方必败。
disguise-lesson-staircase-answer = 当对手把硬币从偶数级移到奇数级时，你把同样的硬币再往下移一级：奇数级台阶就和原来一样。其他每一步都是奇数级台阶上的 Nim 走法。游戏一定会结束，因为硬币只往下走。
disguise-lesson-poker-answer = 当对手往一堆加筹码时，你把同样的筹码拿走：X 又回到 0。否则就按 Nim 走。加筹码可以立刻被抵消，所以从不有利；游戏会结束，因为银行是有限的。
disguise-lesson-coins-answer = 把位置 n 和 m 的正面翻成反面，就去掉了 n 和 m 两堆。X 改变了 n ⊕ m，正如把 n 堆变成 m 堆一样，因为第二个 m 堆抵消了第一个（m ⊕ m = 0）。所以这就是 Nim 走法 n → m，且 m < n。
disguise-lesson-moore-answer = 当 k = 1 时，一步只从一堆中取；一列 1 的个数是 2 的倍数，恰好当 X 在这一列是 0。所以“每列都是 2 的倍数”就是 X = 0。
disguise-lesson-lasker-answer = 一堆 3 可以分成 1 和 2，值为 1 ⊕ 2 = 3。取走能到达 0、1、2，分堆能到达 3，所以 mex 是 4。
disguise-lesson-hackenbush-answer = 立在这一点上的部分收拢成一根 v 条边的茎（冒号原理）。它下面那条边加上这根茎，就是一根 v + 1 条边的茎：剪断它拿走一切，其他每一剪都是在那根 v 的茎上剪。
disguise-lesson-wythoff-answer = 从必败格出发，每一步都走到必胜格。如果两个必败格在皇后能走的同一行、列或对角线上，皇后就能从一个走到另一个：从必败走到必败。所以每条这样的线上至多一个。（一对格子和它的对称格，比如 (1, 2) 和 (2, 1)，所在的线是皇后不能走的。）

## Move values and the review of a game in disguise
disguise-valued = （{ $value }，{ $grade }）
disguise-values-legend = 每颗石子、每条边、每个格子都标出点击它所走那一步的价值；由几枚硬币或几堆组成的一步，选好后标在它的按钮旁：
review-row-disguise = { $number }. { $player }：{ $move }

## The colon principle, step by step (Green Hackenbush)
disguise-colon-open = 冒号原理，一步一步
disguise-colon-step = 第 { $n } 步，共 { $count } 步：在第 { $edge } 条边的顶端，分枝是 { $stalks } 条边的茎；{ $sum } = { $value }，所以它们就像一根 { $value } 条边的茎。
disguise-colon-step-zero = 第 { $n } 步，共 { $count } 步：在第 { $edge } 条边的顶端，分枝是 { $stalks } 条边的茎；{ $sum } = 0，所以它们就像一条边也没有，直接拿掉。
disguise-colon-done = 现在每棵树都是一根茎，分别有 { $stalks } 条边：每根茎都是一堆和它一样长的 Nim，长度就是这棵树的值。
disguise-colon-already = 每棵树已经是一根茎：每根茎都是一堆和它一样长的 Nim。
disguise-colon-close = 回到游戏
disguise-wythoff-value = 它的 Grundy 值：g({ $a }, { $b }) = { $g }。和其他游戏放在一起时，皇后就像一堆 { $g } 个的 Nim。
disguise-review-hidden = 复盘会说出每一步时谁占优：显示答案后（游戏 ▸ 显示答案）或对局结束时才会打开。
review-row-values-mover = { $before } → { $after } · { $grade }
disguise-wythoff-key = 着色的格子：Wythoff 对，轮到走的一方在那里必败。格子角上的小数字是它的 Grundy 值（恰好在这些对上为 0）。
disguise-winner-hidden = 胜负已随答案隐藏。
disguise-wythoff-too-far = 皇后在 ({ $a }, { $b })：离角太远，无法画出棋盘（每个方向至多 { $max } 格）。面板仍会说明谁赢以及怎么赢；游戏 ▸ 电脑走一步 可以替你走。

## 在棋盘上玩的堆与伪装游戏之和
disguise-sum = 游戏之和
disguise-lift-sum = 底下是 Nim：按 Sprague–Grundy，每一部分都像一个大小为其值的 Nim 堆，所以当且仅当各值的 Nim 和 X 为 0 时，轮到走的一方必败。
disguise-how-sum = 每次只在一个部分里走，按那一部分自己的规则：像在它自己的棋盘上一样点击。走最后一步的一方赢。
mixed-part-heap = 第 { $heap } 堆（{ $game }）
mixed-part-game = 第 { $n } 个游戏（{ $game }）
mixed-label-heap = 第 { $heap } 堆（{ $game }）
mixed-part-row = 第 { $heap } 排（{ $game }）
mixed-label-row = 第 { $heap } 排（{ $game }）
mixed-part-move = { $part }：{ $move }
mixed-label-game = 第 { $n } 个游戏（{ $game }）
mixed-hint = 提示：在{ $part }里走。

## 把自己的局面放到棋盘上的对话框
disguise-setup-menu = 自己的局面…
disguise-setup-title = 自己的伪装游戏
disguise-setup-about = 按命令行读取的方式输入局面：游戏名、冒号和它的局面。用 + 把堆和游戏连起来，就能并排玩。
disguise-setup-field = 局面：
disguise-setup-examples = 例子（点击把一个复制到输入框）：
disguise-quiz-underneath-later = 底下是什么（Nim 堆和 X）会随答案显示：先自己找出来。
disguise-lesson-moved = 上面的文字说的是这一步开始时的局面：之后走的棋已经改变了棋盘。
disguise-lesson-restart = 重新开始这一步
disguise-colon-back = 上一次收拢
disguise-colon-next = 下一次收拢
