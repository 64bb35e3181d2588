# 探索：尼姆和历史、P 局面图和 Grundy 序列。

explore-title = 探索
explore-tab-history = 尼姆和历史
explore-tab-map = P 局面图
explore-tab-grundy = Grundy 序列
explore-tab-checker = 定理验证
explore-history-hidden = 答案已隐藏，因为尼姆和历史会把答案显示出来。
explore-start = 开局
explore-after = { $player }走后
explore-nim-sum = 尼姆和
explore-objects-left = 剩余个数
explore-moves-played = 已走步数
explore-no-move = 还没有走棋。
explore-moves-zero = { $moves ->
   *[other] 已走 { $moves } 步，其中 { $zeros } 步使尼姆和变为 0。
}
explore-map-rule = 叠加的规律
explore-map-about = 每个满足 a, b < { $side } 的局面 ({ $heaps })，规则：{ $rules }。将指针悬停在格子上可查看该局面；点击格子即可从该局面开始对局。
explore-map-disagrees = 规律不符
explore-map-heap-1 = a（第 1 堆）
explore-map-heap-2 = b（第 2 堆）
explore-map-p-rule-n = P，规律判为 N
explore-map-n-rule-p = N，规律判为 P
explore-map-agrees = 在全部 { $cells } 个格子上，规律都与穷举搜索的结果一致。
explore-map-disagrees-on = 规律不符的格子共 { $cells } 个。
explore-map-heaps = { $heaps } 堆

## Grundy 序列
grundy-game = 游戏：
grundy-game-hint = 棋盘上的规则
grundy-game-a11y = 要绘制的游戏
grundy-games = kayles, dawson, 0.6, upto-3, set-1.3.4, nim
grundy-up-to = n 的上限
grundy-nim = { $title }：g(n) = n，没有周期。
grundy-period = { $title }：g(n) 从 n = { $from } 起以 { $period } 为周期重复，由 Guy–Smith 定理证明：见橙色竖线。
grundy-no-period = { $title }：在 n = { $to } 以内未能证明存在周期（有些八进制游戏，例如 0.6，至今未发现周期）。
grundy-nim-board = 在 Nim 中，大小为 n 的堆，其 Grundy 值就是 n：g(n) = n，没有周期。开始一局规则为“取走 1 到 k 个”或“取走集合中规定的数量”的新游戏，或在上方输入一个游戏，即可看到规律。
grundy-rule-period = 在“{ $rule }”规则下，g(n) 从 n = { $from } 起以 { $period } 为周期重复：见橙色竖线。
grundy-period-starts = 周期起点
grundy-heap-size = 堆的大小 n
grundy-looking = 正在寻找 n = { $to } 以内的周期：
grundy-cancel = 取消
grundy-look-further = 继续搜索，直到 n =
grundy-search-a11y = 搜索到 n
grundy-search = 搜索
