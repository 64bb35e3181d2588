# 棋盘及其周边：标题、各堆、游戏结束、走法记录、错误。

board-no-heaps = 这个局面没有堆。请从“游戏”菜单开始新游戏。
board-heap = 第 { $heap } 堆
board-stone-take = 第 { $heap } 堆：取走 { $take } 颗
board-computer-to-move = 轮到电脑走。
board-partner-to-move = 轮到另一位玩家在他的设备上走。
board-hover-move = 从第 { $heap } 堆取走 { $take } 颗 → 剩 { $left } 颗
board-hover-refused = 第 { $heap } 堆：{ $why }
board-hover-proof = 点击：在引理 1 中使用这一步（不会真的走）
board-big-heap = 第 { $heap } 堆：{ $size } 颗石子
board-new-size = 新的大小
board-new-size-label = 第 { $heap } 堆：新的大小
board-take = 取走
board-new-size-error = 须为小于 { $size } 的整数
board-took = ◀ 取走 { $take } 颗
board-position = 局面：{ $position }
board-moved-on = { $moves ->
   *[other] 已走 { $moves } 步
}，开局为 { $start }：“{ $title }”。其说明针对的是开局；用撤销或走法记录可回到开局。
board-moved-on-class = { $moves ->
   *[other] 已走 { $moves } 步
}，开局为 { $start }：“{ $title }”。
board-title-hidden = 标题和说明已随答案一起隐藏。
board-how-to-play = 点击一颗石子：它和右边的所有石子都会被取走。

## 游戏结束
over-title = 游戏结束
over-play-again = 再玩一次
over-play-again-hint = 相同的开局，相同的先后手
over-swap = 交换先后手
over-swap-hint = 相同的开局；改由另一方先走
over-from-start = 从开局回看
over-from-start-hint = 回到开局；用重做逐一重放每一步
over-grade = 为每一步评分
over-grade-hint = F7：复盘，附图表

## 走法记录
moves-title = 走法记录
moves-start = 开局：{ $position }

## 错误
error-title = 出错了
error-unchanged = 棋盘上的对局没有改变。
error-ok = 确定

## 各面板在标签页上的名称
panel-table = 二进制表
panel-moves = 走法记录
panel-proof = 证明
panel-exercises = 练习
panel-explore = 探索
panel-lessons = 课程
panel-review = 复盘
# A line of the move list: "3. You: take 2 from heap 1 → 1 4 5  (X = 0)".
history-line = { $number }. { $who }：{ $move }{ $after }（X = { $x }）
board-locked-question = 棋盘显示的是题目：请在“练习”面板中作答。
board-goal = 两人轮流从一堆中{ $moves }；{ $goal }。
moves-script-hidden = 还有 { $count } 步，已随答案一起隐藏。
