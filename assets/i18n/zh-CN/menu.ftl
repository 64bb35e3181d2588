# 菜单栏：文件、编辑、游戏、视图、帮助，以及语言菜单。

menu-file = 文件
menu-edit = 编辑
menu-game = 游戏
menu-view = 视图
menu-help = 帮助

## 文件
file-open = 打开…
file-examples = 示例
file-open-from-saves = 从存档文件夹打开
file-no-saves = { $folder } 中还没有存档
file-refresh = 刷新
file-refresh-hint = 重新读取存档文件夹
file-open-recent = 最近打开
file-no-recent = 没有最近打开的文件
file-save = 保存
file-save-as = 另存为…
file-save-to-saves = 保存到存档文件夹
file-saves-to = 保存到 { $folder }
file-saves-folder = 存档文件夹：{ $folder }
file-export = 导出为幻灯片和讲义
file-export-png = 棋盘和表格的图片（PNG，两倍大小）…
file-export-svg = 棋盘和表格的图片（SVG）…
file-export-handout = 教师讲义，含答案（Markdown）…
file-export-worksheet = 学生练习单，不含答案（Markdown）…
file-export-note = 只有在答案显示时，图片中才会包含答案。
file-dialog-open = 文件对话框已打开…
file-drop-tip = 小提示：把 .ron 文件拖到窗口上即可打开。
file-browser-tip = 保存和导出会下载文件；把 .ron 文件拖到页面上即可打开。
file-quit = 退出

## 编辑
edit-undo = 撤销
edit-redo = 重做

## 游戏
game-new = 新游戏…
game-new-sum = 新的游戏之和（Kayles、Nim、Dawson…）…
game-quick = 快速游戏：3、4、5，对战电脑
game-copy-link = 复制此局面的链接
game-restart = 重新开始本局
game-computer-move = 电脑走一步
game-hide-in-new = 新游戏中隐藏答案（教师）
game-hide-in-new-disabled = “投影模式”预设会隐藏答案（视图 ▸ 投影模式，F5）。
game-hide-now = 立即隐藏答案
game-reveal = 显示答案
game-hint = 提示
game-review = 复盘：为每一步评分
game-review-close = 关闭复盘
game-review-sums = 复盘可评价 Nim、S(1..k) 和减法集游戏

## 视图
view-projector = 投影模式：大字号、高对比度、隐藏答案
view-projector-hint = F5。期间可以放大或缩小：投影模式会记住自己的缩放大小。
view-table = 二进制表
view-moves = 走法记录
view-moves-hint = 打开证明或练习时隐藏，为棋盘留出空间
view-proof = 分步证明
view-exercises = 练习
view-explore = 探索：图表与定理验证
view-lessons = 课程与课程编辑器
view-not-for-sums = { $panel }：显示同一种游戏的堆，而棋盘上是多个游戏之和。
view-hints = 在棋盘上显示提示
view-values = 在棋盘上显示走法价值
view-values-hint = F8。每步走法按价值着色：最快的胜利、较慢的胜利或失败，以及还需几步
view-values-disabled = 这些属于答案：随答案一起显示（游戏 ▸ 显示答案）
view-zoom-in = 放大
view-zoom-out = 缩小
view-zoom-reset = 实际大小（当前 { $percent }%）
view-dark = 深色主题
view-touch = 触控区域
view-touch-auto = 在触摸屏上放大
view-touch-large = 始终放大（44 点及以上）
view-touch-standard = 始终为标准大小
view-full-screen = 全屏
view-language = 语言

## 帮助
help-theorem = Bouton 定理（Nim，正常规则）：轮到走的一方获胜，当且仅当尼姆和 X（各堆的 XOR）不为 0。证明面板（F2）展示了在反常规则（misère）和其他走法规则下会有什么变化。
help-click = 点击一颗石子，即可取走它及其右边的所有石子，或按住一颗石子，沿着堆滑动（在平板上用手指）再松开。
help-keys = 按键：↑/↓ 选堆，←/→ 或数字键选数量，Enter 走出这一步。
help-proof-keys = 打开证明时，←/→ 逐步查看证明（数字键仍用于选择数量）。
help-about = 关于 Bouton
help-about-version = 版本 { $version }，提交 { $commit }
help-about-what = 讲授 Nim 游戏与 Bouton 定理的教学工具。
help-about-licence = 自由软件，采用 MIT 或 Apache 2.0 许可证。字体：DejaVu 与 Noto Sans CJK（自由许可证）。
view-language-system = 跟随系统
file-examples-hidden = 标题和说明已随答案一起隐藏。
help-shortcuts = 键盘快捷键
help-zoom-reset = 实际大小
help-lesson-steps = 课程：下一步、上一步
game-hide-in-new-hint = 每局新游戏开始时都隐藏答案。不勾选时，新游戏仍会继续隐藏当前已隐藏的内容，直到点“显示答案”。
