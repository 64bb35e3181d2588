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
cli-no-game = '{ $text }' 不是任何游戏的名称；请写 nim、kayles、dawson、upto-K、set-A.B.C 或八进制代码（例如 0.6），后面加冒号和大小（kayles:10）
cli-classifying = 正在分类，然后比较
cli-values-computed = 已计算的值
# The progress bar's words around its counts (the program fills in the counts).
cli-about-left = 约剩 { $eta }
cli-too-many-heaps = { $count } 堆对命令行来说太多了；最多 { $most } 堆
cli-not-octal = "{ $rule }" 无法写成八进制游戏（每次最多取走 { $most } 颗棋子），所以不能与其他游戏混合；请改为把每一堆都写成一个普通的数
cli-review-of-sum = bouton review 只评价 Nim、S(1..k) 和减法集游戏；这个文件是一个游戏之和
cli-cannot-write = 无法写入输出：{ $why }
report-move-value = { $move }：{ $value }
