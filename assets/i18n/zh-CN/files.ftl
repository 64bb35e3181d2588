# 文件：各对话框的标题、保存或导出后状态栏显示的内容，以及错误对话框显示的错误。

file-kind-handout = 教师讲义
file-kind-worksheet = 学生练习单
file-kind-svg = 图片（SVG）
file-kind-png = 图片（PNG）
dialog-open = 打开对局或课程
dialog-save-as = 将对局另存为
dialog-save-lesson-as = 将课程另存为
dialog-export = 将{ $what }导出到
# 文件名：先是标题，再是表示学生练习单的词。
file-worksheet-name = { $title } 学生练习单
said-link-copied = 已复制链接：{ $link }
said-saved-to = 已保存到 { $path }
said-opened-with-warnings = 已打开，但有警告：{ $warnings }

## 错误对话框
error-autosave = 无法自动保存对局：{ $why }。
error-illegal = 不允许这样走：{ $why }。
error-handout = 无法写入讲义：{ $why }。
error-picture = 无法写入图片：{ $why }。
error-link = 无法打开此链接中的局面：{ $why }。
error-no-board = 没有可以生成图片的棋盘。
error-sum-too-large = { $sum } 只能在棋盘容许的范围内打开：{ $why }。
error-checker = 无法启动定理验证：{ $why }。
# Who said what on the status line: "The computer: take 2 from heap 1".
said-by = { $who }：{ $what }
file-export-not-sum = 导出和链接只适用于只有一种堆的对局；请改为把这个游戏之和保存为文件（文件 ▸ 保存）。
lesson-not-sum = 课程的步骤只能是只有一种堆的对局；请改为把这个游戏之和保存为文件（文件 ▸ 保存）。
