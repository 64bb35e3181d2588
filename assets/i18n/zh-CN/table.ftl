# 棋盘旁的二进制表：每堆占一行，每个二进制位占一列。

table-title = 二进制表
table-misere-set = 带减法集的反常规则（misère）：尚无已证明的规律；胜负由穷举搜索得出。
table-misere = 反常规则（misère）：走最后一步者落败，终局阶段的走法也不同。
table-heap = 堆
table-size = 大小
table-ones = 1 的个数
# 标在含奇数个 1 的列下方的记号（要简短：它只占一个数字的位置）。
table-odd = 奇
table-row-name = 第 { $heap } 堆
table-a11y-header = 二进制表：每堆占一行，每个二进制位占一列
table-a11y-row = 第 { $heap } 堆：{ $size }，二进制为 { $binary }
table-a11y-row-value = 第 { $heap } 堆：大小 { $size }，Grundy 值 { $value }，二进制为 { $binary }
table-a11y-ones = 每列中 1 的个数
table-x-hidden = X 已隐藏
table-hinted = ◀ 必胜走法从这一堆开始
table-marker-moves = { $count } 步
table-proof-fills = 证明会逐步填好这张表：点“下一步 ▶”查看其余部分。
table-hide = 隐藏答案
table-reveal = 显示答案
table-winning-moves = 必胜走法（{ $count }）：
table-more = … 另有 { $count } 种走法
