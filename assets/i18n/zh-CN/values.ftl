# 棋盘上的走法价值与对局复盘（距离：双方最佳走法下到终局的步数）。

values-counting = 正在计算到终局的步数…
values-cancel = 取消
values-legend = 每颗石子（或木柱）的颜色表示点击它所走的那一步：
values-fastest-win = 最快的胜利
values-slower-win = 较慢的胜利
values-throws-win = 把胜局丢掉
values-slowest-loss = 最慢的失败
values-faster-loss = 较快的失败
values-number = · 数字：双方最佳走法下到终局的步数，含这一步。

## 一步棋的评价
grade-best = 最佳
grade-slower-win = 较慢的胜利
grade-mistake = 失误
grade-faster-loss = 较快的失败
grade-forced = 被迫
## 局面对轮到的一方的价值
remote-win = { $moves } 步内获胜
remote-lose = { $moves } 步内落败
remote-over = 对局已结束

## 复盘面板
review-title = 复盘
review-about = 按距离评价每一步：双方最佳走法下到终局的步数，胜方力求速胜，负方尽量拖延。
review-no-move = 还没有走棋：每走一步就会评价一步。
review-no-move-yet = 尚未走棋
review-tally = { $player }：{ $mistakes ->
   *[other] { $mistakes } 次失误
}（{ $grades }）
review-chart-about = 线上方：轮到的一方在这么多步内获胜；线下方：在这么多步内落败。
review-chart-axis = 到终局的步数
review-start = 开局：{ $position }（{ $value }）
review-row = { $number }. { $player }：从第 { $heap } 堆取走 { $take } 颗
review-row-values = 对 { $player } 而言：{ $before } → { $after } · { $grade }
review-jump = 显示这一步之后的局面
values-not-counted = 走法价值：{ $why }。
review-not-counted = 无法复盘：{ $why }。
review-series-value = 距离
review-series-wins = 轮到的一方获胜
review-series-loses = 轮到的一方落败
review-series-axis = 轴
review-series-board = 棋盘
# 计数列表的分隔符。
list-separator = 、
list-and-more = { $list }…等另外 { $more } 个
