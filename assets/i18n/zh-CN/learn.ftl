# 练习面板、证明面板的控件，以及课程演示的控件。

## 练习
ex-title = 练习
ex-about = 题目中的局面由种子生成：全班使用同一个种子，每个人就会得到相同的题目。
ex-easy = 简单
ex-medium = 中等
ex-hard = 困难
ex-heaps = 堆数
ex-heaps-a11y = 每题的堆数
ex-largest = 堆的最大大小
ex-seed = 种子
ex-seed-a11y = 练习的种子
ex-seed-error = 种子须为整数，例如 2026。
ex-rules = 规则：{ $rules }（与棋盘上对局的规则相同）。
ex-rules-nim = 规则：{ $rules }（Nim 堆：棋盘上是多个游戏之和）。
ex-start = 开始
ex-send-class = 发送给全班
ex-kept-aside = 你的对局会先保存起来，停止练习后即可恢复。
ex-question = 第 { $number } 题 · { $kind }
ex-seed-rules = 种子 { $seed } · { $rules }
ex-p-or-n = 棋盘上的局面是 P 还是 N？
ex-p-or-n-help = P：轮到走的一方必败。N：轮到走的一方必胜。
ex-play-winning = 在棋盘上走出一步必胜走法。
ex-play-winning-help = 走完后的局面必须让对方必败。
ex-tick-heaps = 勾选每一个有必胜走法的堆。
ex-heap = 第 { $heap } 堆
ex-check = 检查
ex-right = ✔ 正确。
ex-not-quite = ✘ 不太对。
ex-next = 下一题
ex-skip = 跳过
ex-stop = 停止
ex-score = 得分：{ $score }
ex-class-answer-in = 你的答案已提交。老师会公布答案。
ex-class-answered = 已答：{ $count }
ex-class-waiting = 练习由老师发送。
ex-class-your-answer = 你的答案：{ $answer }
ex-class-notes = 种子 { $seed }。答案由老师公布。

## 证明面板
proof-title = 证明
proof-variants = 变体：
proof-hidden = 答案已隐藏，因为证明会把答案显示出来。
proof-reveal = 显示答案
proof-play-it = 走这一步：{ $move }
proof-go-to = 转到 { $page }
proof-slide-of = 第 { $number } / { $count } 页：用课程中的“下一步 ▶”和“◀ 上一步”逐页查看。
proof-play-on-board = 在棋盘上走这一步：{ $move }
proof-back = ◀ 上一步
proof-next = 下一步 ▶
proof-restart = 从头开始
proof-step-of = 第 { $number } / { $count } 步 · ← → 键
proof-use-heap = 使用堆：
proof-move-take = 走法：取走
proof-how-many-a11y = 引理 1：取走几颗
proof-from-heap = 颗，来自堆
proof-which-heap-a11y = 引理 1：哪一堆
proof-pick-on-board = 点击棋盘即可在这里选定走法（不会真的走）。
proof-pick-on-board-rules = 点击棋盘即可在这里选定走法（不会真的走）；哪些走法可用由规则决定。

## 课程演示
lesson-back = ◀ 上一步
lesson-back-keys = Page Up 或 ←
lesson-step-proof = 第 { $number } / { $count } 步 · 证明第 { $slide } / { $slides } 页
lesson-step = 第 { $number } / { $count } 步
lesson-next = 下一步 ▶
lesson-next-keys = Page Down 或 →
lesson-next-move = 走下一步（还剩 { $left } 步）
lesson-hide = 隐藏答案
lesson-reveal = 显示答案
lesson-end = 结束课程
lesson-try-it = 试一试：全班点击一颗石子，电脑来应对。
ex-board-locked = 棋盘显示的是题目，在你继续之前不会改变。
ex-rules-own = 规则：{ $rules }（不是棋盘上对局的规则）。
ex-rules-as-board = 与棋盘相同
ex-answer-first = 请先作答：作答之后才会显示答案（“跳过”可进入下一题）。
