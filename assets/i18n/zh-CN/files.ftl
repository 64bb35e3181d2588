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
said-opened = 已打开 { $path }
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
autosave-note-title = 自动保存
autosave-note-another-window = 另一个 Bouton 窗口已打开，并使用通常的自动保存（{ $theirs }）。这个窗口使用自己的自动保存 { $ours }，两局都不会丢失。它从另一个窗口的对局开始。
autosave-note-not-writable = Bouton 无法在 { $folder } 中自动保存：{ $why }。
autosave-note-instead = 它可以改为保存在 { $instead }，这是一个临时文件夹，系统重启时可能会清空（文件 ▸ 保存 可以永久保存对局）。
autosave-note-use-instead = 保存在那里
autosave-note-stop = 不自动保存
