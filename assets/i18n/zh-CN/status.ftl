# 棋盘下方的状态栏。

status-hint-rung = 提示 { $number }：{ $claim }
status-game-over = 游戏结束。{ $result }
status-to-move = 轮到：{ $player }
status-computer-move = 电脑走一步
status-rules = 规则：{ $rules }
status-hidden = 尼姆和与胜负已隐藏
status-hint = 提示
status-next-hint = 下一条提示（{ $number }）
status-hint-help = Ctrl+H：先说谁赢，再说为什么，再说哪些堆，最后给出走法
status-reveal = 显示答案
status-opening = 正在打开 { $name }：{ $doing }…
status-cancel = 取消
status-copy-path = 复制路径
status-autosave-failing = ⚠ 你的走法没有被自动保存：上一次写入失败。用“文件 ▸ 保存”可以保留对局。
status-autosave-off = ⚠ 这个窗口不自动保存（按你启动时的选择）：文件 ▸ 保存 可以保存对局。
status-hidden-x-moves = 尼姆和与必胜着法已隐藏
status-hidden-moves = 必胜着法已隐藏
status-hidden-x = 尼姆和已隐藏
status-hidden-rest = 胜负、X 和着法都已告知；点“显示答案”可看完整表格
