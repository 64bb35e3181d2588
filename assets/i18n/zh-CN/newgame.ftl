# “新游戏”对话框。

new-title = 新游戏
new-heaps = 堆
new-sizes = 大小：
new-random = 随机生成堆
new-how-many = 堆数
new-up-to = 最大
new-seed = 种子
new-rules = 规则
new-any = 取走任意数量
new-up-to-k = 取走 1 到 k 个
new-set = 取走集合中规定的数量
new-set-label = 集合 =
new-players = 玩家
new-vs-computer = 对战电脑
new-two-people = 两人对战
new-computer-vs-computer = 电脑对战电脑
new-you-first = 你先走
new-computer = 电脑：
new-expert = 专家
new-expert-hint = 完美走法：争取最快的胜利；注定要输时，选择最慢的失败
new-student = 学生
new-student-hint = 走法与专家相同，只是有一部分随机走法
new-beginner = 新手
new-beginner-hint = 每次都随机走一步合法的棋
new-random-share = % 的走法随机
new-start = 开始
new-cancel = 取消
new-mix = 不同游戏的堆，例如 Kayles 10 + Nim 5？
new-mix-button = 混合游戏…
new-normal = 正常规则
new-misere = 反常规则（misère）
new-ending = { $name }：{ $rule }
new-problem = ⚠ { $problem }

## 新游戏中玩家的名字
player-you = 你
player-1 = 玩家 1
player-2 = 玩家 2

## 输入框中的错误
new-negative = '{ $text }' 是负数
new-too-large = '{ $text }' 大于 { $max }
new-not-whole = '{ $text }' 不是整数
new-no-heaps = 请至少输入一个堆的大小
new-too-many-heaps = 最多 { $max } 堆
new-random-count = 随机堆数须在 1 到 100 之间
