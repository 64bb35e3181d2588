# The command line's own messages: `bouton check`, bad arguments, and its errors. The first words
# of `check`'s lines (OK, ERROR, warning) stay in English in every language: scripts look for them.

check-game = OK     { $file }（{ $rules }；{ $heaps ->
   *[other] { $heaps } 堆
}，{ $moves ->
   *[other] { $moves } 步
}）
check-sum = OK     { $file }（游戏之和：{ $games }；{ $ending }；{ $heaps ->
   *[other] { $heaps } 堆
}，{ $moves ->
   *[other] { $moves } 步
}）
check-lesson = OK     { $file }（课程“{ $title }”，{ $steps ->
   *[other] 共 { $steps } 步
}）
cli-about = Nim 与 Bouton 定理：分析局面，用穷举搜索检验规则
cli-not-a-language = '{ $text }' 不是 Bouton 支持的语言；它支持 { $known }
cli-negative = '{ $text }' 是负数；一堆中的物品数为 0 或更多
cli-too-large = '{ $text }' 超过了最大可能的堆大小 { $largest }
cli-not-a-number = '{ $text }' 不是整数
cli-empty-set = 集合是空的；请给出数量，例如 1,3,4
cli-no-game = '{ $text }' 不是任何游戏的名称；请写 nim、kayles、dawson、upto-K、set-A.B.C、lasker、grundy 或八进制代码（例如 0.6），后面加冒号和大小（kayles:10）；或一个伪装的游戏：staircase、poker、turtles、mock-turtles、ruler、moore-K、hackenbush、wythoff
cli-classifying = 正在分类，然后比较
cli-values-computed = 已计算的值
# The progress bar's words around its counts (the program fills in the counts).
cli-about-left = 约剩 { $eta }
cli-too-many-heaps = { $count } 堆对命令行来说太多了；最多 { $most } 堆
cli-review-of-sum = bouton review 只评价 Nim、S(1..k) 和减法集游戏；这个文件保存的是另一种游戏（Kayles、八进制代码，或游戏之和）
cli-cannot-write = 无法写入输出：{ $why }
report-move-value = { $move }：{ $value }

## The command line's help (`bouton --help`, `bouton analyze --help`)
cli-heading-usage = 用法：
cli-heading-commands = 命令
cli-heading-arguments = 参数
cli-heading-options = 选项
cli-help-help = 显示帮助
cli-help-version = 显示版本
cli-help-file = 要在窗口中打开的存档文件（不带子命令时打开窗口）
cli-help-lang = 输出的语言：en、es、fr、de、pt-BR 或 zh-CN（默认取 LC_ALL、LC_MESSAGES 或 LANG）。`--json` 和退出码在各种语言下都相同
cli-help-analyze = 分析局面：二进制表、胜负以及所有必胜走法
cli-help-verify = 在一个范围内的每个局面上，用不含 XOR 的穷举搜索检验规律
cli-help-check = 检查存档文件和课程文件：逐个输出 OK 或错误（如有文件出错，退出码为 2）
cli-help-handout = 输出存档文件中局面的教师讲义（Markdown 格式）
cli-help-grundy = 输出一个游戏的 Grundy 值，以及已证明的周期（Guy–Smith）
cli-help-review = 为存档对局的每一步评分：最佳、较慢的胜利、失误、较快的失败或被迫
cli-help-misere = 反常规则（misère）：走最后一步者落败
cli-help-up_to = 减法游戏 S(1..K)：每步取走 1 到 K 个物品
cli-help-set = 减法集：每步恰好取走其中一个数量，例如 1,3,4
cli-help-json = 输出一个 JSON 对象，而不是文本
cli-help-analyze-file = 分析存档文件的当前局面（连同其规则），而不是 HEAPs
cli-help-octal = 单独的数字表示这个八进制游戏（例如 0.77，即 Kayles）的堆，而不是规则选项所定游戏的堆
cli-help-analyze-heaps = 各堆，例如 19 20 21，或指定游戏的堆：kayles:10 dawson:7 nim:5（也可写 upto-K:n、set-A.B.C:n 或八进制代码，例如 0.6:n）
cli-help-verify-heaps = 堆数
cli-help-max = 最大堆大小
cli-help-handout-file = 存档文件
cli-help-student = 学生练习单：局面、空白表格和问题，不含答案
cli-help-files = 要检查的存档文件
cli-help-game = 游戏：nim、kayles、dawson、upto-K、set-A.B.C 或八进制代码（例如 0.6）
cli-help-to = 要给出其值的最大堆大小
cli-help-review-file = 对局的存档文件

## The command line's complaints about its arguments
cli-bad-value = { $arg } 的值 '{ $value }' 无效：{ $why }
cli-bad-choice = { $arg } 的值 '{ $value }' 无效；可能的值为 { $valid }
cli-empty-value = { $arg } 为空：请给出一个值
cli-missing = 缺少必需的参数：{ $args }
cli-conflict = { $arg } 不能与 { $other } 一起使用
cli-unknown-argument = 意外的参数 '{ $arg }'；请查看 `bouton --help`
cli-unknown-command = 无法识别的命令 '{ $command }'；请查看 `bouton --help`
cli-help-subcommand-help = 显示本信息或指定子命令的帮助
# A warning under a file that `bouton check` read.
check-warning = 警告：{ $warning }
check-disguise = OK     { $file }（{ $game }，{ $moves ->
   *[other] 共 { $moves } 步
}）
desktop-generic-name = Nim 教学工具
desktop-comment = 玩 Nim，学习 Bouton 定理：二进制表、证明、电脑对手
desktop-keywords = Nim;XOR;尼姆和;博弈论;Bouton;数学;
desktop-file-type = Bouton 文件（对局、局面或课程）
man-exit-status = 退出状态
man-exit-status-text = 0：完成。1：verify 找到了规则与穷举搜索不一致的局面。2：输入有误（参数或文件）；标准错误输出上有一行说明原因。
man-environment = 环境变量
man-environment-text = LC_ALL、LC_MESSAGES、LANG：输出和窗口的语言（en、es、fr、de、pt-BR 或 zh-CN；--lang 优先）。RUST_LOG=info：每个文件操作都记录在标准错误输出上。
man-files = 文件
man-files-text = $XDG_DATA_HOME/bouton（或 ~/.local/share/bouton）：存档文件夹（saves/）、自动存档（autosave.ron）和课堂会话文件。/usr/share/bouton/web：课堂会话提供的网页。/usr/share/doc/bouton/examples：可打开的局面和对局，六种语言。
