# 探索中的定理验证：对一个范围内的每个局面做穷举搜索，并与一条规律比较。

checker-about = 穷举搜索会把范围内的每个局面都推演到底（规则：{ $rules }），完全不用 XOR。
checker-heaps = 堆数
checker-heaps-a11y = 验证的堆数
checker-largest = 堆的最大大小
checker-largest-a11y = 验证中堆的最大大小
checker-rule = 要验证的规律
checker-formula-heap = 公式用到了堆 { $heap }，但范围内只有 { $count ->
   *[other] { $count } 堆
}：请增加堆数，或修改公式。
checker-formula-fix = 请先改正公式，再进行验证。
checker-too-many = { $positions } 个局面：太多了（最多 { $max } 个）。
checker-positions = { $positions } 个局面（按多重集计：堆的顺序无关紧要）。
checker-cancel = 取消
checker-running = 已运行 { $seconds } 秒…
checker-check = 检查
checker-no-claim = 规律对范围内的任何局面都没有作出判断：没有可比较的局面。
checker-agrees-one = ✔ 在比较过的唯一一个局面上，规律与穷举搜索的结果一致。
checker-agrees = ✔ 在比较过的全部 { $count } 个局面上，规律都与穷举搜索的结果一致。
checker-own = 自己的公式
checker-p-when = P 当且仅当：
checker-formula-a11y = 你的公式
checker-report = { $heaps ->
   *[other] { $heaps } 堆
}，每堆最多 { $max }（规则：{ $rules }）：“{ $rule }”
checker-checked = 检查的局面数：{ $count }
checker-p-positions = P 局面数：{ $count }
checker-compared = 与规律比较的局面数：{ $count }
checker-time = 用时：{ $ms } 毫秒（每秒 { $rate } 百万个局面）
checker-wrong = ✘ 规律在 { $count ->
   *[other] { $shown } 个局面
}上出错。反例：
checker-says-p = 规律判为 P；穷举搜索判为 N。
checker-says-n = 规律判为 N；穷举搜索判为 P。
checker-click-loads = 点击即可把该局面载入棋盘。
checker-cancelled = 已取消。
