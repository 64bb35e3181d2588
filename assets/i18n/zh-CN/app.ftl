# The app's remaining panels and messages: the file chooser (where the desktop has no file dialog),
# the New sum of games dialog, messages after saving and exporting, the first game.

## The file chooser
chooser-type-a-path = 输入文件路径，或从列表中选择文件。
chooser-is-a-folder = { $path } 是文件夹：请加上文件名。
chooser-no-file = { $path } 处没有文件。
chooser-no-folder = 文件夹 { $path } 不存在。
chooser-no-dialog = 此桌面环境没有可用的文件对话框：请在这里选择文件，或输入文件路径。
chooser-in-folder = { $folder } 中：
chooser-folder-above = ↑ 上一级文件夹
chooser-no-files = 这里没有 .{ $extension } 文件。
chooser-recent = 最近打开的文件：
chooser-path = 文件路径
chooser-open = 打开
chooser-save = 保存
chooser-export = 导出
chooser-cancel = 取消

## New sum of games
sum-setup-title = 新的游戏之和
sum-setup-about = 在正常规则下，每个公平组合游戏都相当于一个大小等于其 Grundy 值的 Nim 堆（Sprague–Grundy）：把不同的游戏并排放在一起，看 Bouton 法则如何判定它们的和。在反常规则下，Bouton 程序只知道 Nim 堆（或同一个 S(1..k) 的堆）的判定法则，对其他游戏之和则穷举搜索所有可能的对局进程。
sum-setup-heaps = 堆
sum-setup-heaps-field = 堆：
sum-setup-games = kayles（击倒 1 或 2 根相邻的木柱）、dawson（击倒 2 根）、lasker（取走，或把一堆分成两堆）、grundy（把一堆分成大小不同的两堆）、nim、upto-K、set-A.B.C，或八进制代码，例如 0.6；单独一个数表示一个 Nim 堆
sum-setup-preset-three = Kayles 10 + Nim 5 + Dawson 7
sum-setup-preset-versus = Kayles 对 Nim
sum-setup-preset-two-rows = 两排 Kayles
sum-setup-preset-dawson = 只有 Dawson’s Kayles
sum-setup-preset-lasker = Lasker 的 Nim + Kayles + Nim
sum-setup-preset-grundy = Grundy 游戏 + Nim
sum-grundy-how = Grundy 游戏：点击一颗石子，就在它之前把这一堆分成两堆；两堆的大小必须不同。
sum-setup-start = 开始
sum-setup-cancel = 取消
sum-too-long = { $heap }超出了棋盘的容量（最多 { $most }）；`bouton analyze` 可以处理任意大小
sum-too-many = 棋盘上最多只能放 { $most } 堆
sum-too-many-tokens = 在反常规则下，Bouton 程序每走一步后都要穷举搜索所有可能的对局进程，所以棋盘上总共最多只能有 { $most } 颗棋子（这些堆共有 { $live } 颗）；`bouton analyze --misere` 最多可搜索 { $search } 颗

## After saving and exporting
saved-to = 已保存到 { $path }
lesson-saved-to = 课程已保存到 { $path }
handout-written = 讲义已写入 { $path }
worksheet-written = 练习单已写入 { $path }
picture-written = 图片已写入 { $path }

## The first game, and other messages
# The title of a game that has none of its own (a new game, the first game): its start and rules.
game-untitled = { $position }（{ $rules }）
map-open-to-compute = 打开局面图即可计算。
proof-computer-waits = 电脑在等待：准备好后，请点击“电脑走一步”。
search-could-not-start = 无法开始搜索：{ $why }。

## The theorem checker's formula
checker-formula-ignores = 公式中没有用到 { $heaps }：无论它们取什么值，公式的判断都一样。请减少范围内的堆数，或把它们加进公式。
checker-formula-help = 各堆 a ≤ b ≤ c ≤ …（从小到大）。整数，+ - * / %（/ 和 % 向下取整），^（XOR），& |，== != < <= > >=，&& || !，max( )、min( )、abs( )。
