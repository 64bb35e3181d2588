# 用文字表述的规则，以及命令行的文本报告（src/export/text.rs）：`bouton analyze`、
# `bouton verify`、`bouton review`。保留数字；报告的各列由程序补齐。

## 当前规则
ending-normal = 正常规则
ending-misere = 反常规则
moves-any = 取走任意数量
moves-up-to = 每次取走 1 到 { $k } 颗
moves-set = 取走集合 { $set } 中规定的数量
# "misère play, take 1 to 3"
rules-said = { $ending }，{ $moves }

## bouton analyze
report-position = 局面：{ $position }   （{ $rules }）
report-position-sum = 局面：{ $position }   （{ $ending }，游戏之和）
report-no-heaps = 没有堆
report-outcome = 胜负：{ $outcome }。
report-remoteness = 距离：{ $moves }（{ $said }）。
report-remoteness-not-counted = 距离：未计算（{ $why }）。
report-winning-moves = 必胜走法（{ $count }）：
report-winning-moves-first = 必胜走法（{ $count }；只列出前 { $listed } 种）：
report-why-first = 第一种走法为何必胜：{ $why }。
report-no-winning-move = 没有必胜走法：{ $why }。
report-no-move-left = 已经无棋可走。
report-no-winning-move-sum = 没有必胜走法：无论怎么走，留下的局面都是对方必胜。
report-sprague-grundy = 根据 Sprague–Grundy 定理，每一堆都相当于大小等于其 Grundy 值的 Nim 堆，因此由 Bouton 的尼姆和决定这个游戏之和的胜负。
# 二进制表的标签（要简短：它们是列标题和行标题）。
report-size = 大小
report-heap = 第 { $number } 堆
report-ones = 1 的个数
report-odd = 奇
report-top-bit = 最高位 d = { $bit }（{ $power } = { $worth }）

## bouton verify
report-box = 范围：{ $heaps ->
   *[other] { $heaps } 堆
}，每堆最多 { $max }——共 { $positions ->
   *[other] { $positions } 个局面
}（按多重集计）
report-rules = 规则：{ $rules }
report-p-positions = P 局面数：{ $count }（不用 XOR 的逆向分析）
report-rule = 规律：{ $rule }
rule-bouton = N 当且仅当尼姆和 X ≠ 0（Bouton）
rule-sprague-grundy = N 当且仅当各堆 Grundy 值的尼姆和 ≠ 0（Sprague–Grundy）
rule-search = 尚无已证明的规律；与游戏树的精确搜索比较
rule-misere = 当有值 ≥ 2 时，N 当且仅当 X ≠ 0；当所有值都 ≤ 1 时，N 当且仅当值为 1 的个数为偶数
report-no-claim = 结果：规律对范围内的任何局面都没有作出判断。
report-agrees-one = 结果：在比较过的唯一一个局面上，规律正确。
report-agrees = 结果：在比较过的全部 { $count } 个局面上，规律都正确。
report-wrong = 结果：规律有误，在 { $count } 个局面中判断错了 { $wrong } 个。前几个：
report-time = 用时：{ $ms } 毫秒（{ $rate } 百万局面/秒）

## bouton review
report-review-player = 玩家
report-review-move = 走法
report-review-before = 走前
report-review-after = 此步之后（对走子方）
report-review-grade = 评价
report-review-take = 从第 { $heap } 堆取走 { $take } 颗
# The tally of a player's grades, under the review.
report-review-tally = { $player }：{ $grades }
report-review-no-move = （还没有走棋）
report-review-title = “{ $title }”的复盘（{ $rules }），起始局面：{ $position }
report-review-untitled = 复盘（{ $rules }），起始局面：{ $position }
report-review-about = 两个值都对走子方而言，双方最佳走法下：走前的局面，以及这一步给他带来的结果。

## bouton grundy
report-grundy-title = { $game }：Grundy 值 g(0) 到 g({ $to })
report-grundy-nim = g(n) = n：Nim 堆的 Grundy 值就是它的大小；没有周期。
report-grundy-period = 从 n = { $start } 起以 { $period } 为周期（由 Guy–Smith 定理证明）。
report-grundy-no-period = 在已计算的值中（直到 n = { $to }）未能证明存在周期。
report-grundy-more = …（另有 { $more } 个；--json 会全部输出）

# How a full clause after a label's colon starts: "capital" (German) or "lower". Not shown.
after-colon = lower

# A sum of heaps and games in disguise (bouton analyze hackenbush:(()()) kayles:5)
mixed-part-value = { $game } { $position }：值为 { $value }（它相当于一个大小为 { $value } 的 Nim 堆）。
mixed-move = { $move } —— 它的值从 { $from } 变成 { $to }，于是 X = { $x }
mixed-not-listed = 不查找 { $game }（第 { $part } 个伪装的游戏）中的必胜走法：{ $why }。
