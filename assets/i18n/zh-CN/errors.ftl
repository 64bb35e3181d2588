# Errors: what went wrong, in words a teacher can act on (the typed errors of core, the save files,
# the links and the exports). Names in `backquotes` are what a file or a command line holds: keep them.


## src/export/mod.rs
err-export-error-sum-of-games = 图片和讲义只展示 Nim、S(1..k) 或减法集游戏的堆；这个游戏不属于其中（Kayles、八进制代码，或游戏之和）
err-export-error-empty-picture = 图片是空的
err-export-error-bad-picture = 图片过大或格式有误
err-export-error-draw = 无法绘制图片：{ $value }
err-export-error-encode = 无法将图片编码为 PNG：{ $value }

## src/save/error.rs
err-load-error-io = 无法读取 { $path }：{ $source }
err-load-error-too-large = { $origin } 超过了 Bouton 文件 1 MiB 的大小上限（{ $size } 字节或更多）
err-load-error-not-text = { $origin } 不是文本文件（不是有效的 UTF-8）
err-load-error-syntax = { $origin }:{ $line }:{ $column }: { $message }
err-load-error-not-a-file = { $origin } 是{ $kind }，不是普通文件；请选择一个 Bouton 的 .ron 文件
err-load-error-not-bouton = { $origin } 不是 Bouton 的对局或课程：这类文件是以 `(` 开头的文本文件（开头的 // 注释不算）
err-load-error-empty = { $origin } 是空的；Bouton 文件以 `(` 开头
err-load-error-missing-version = { $origin } 没有 `version` 字段；Bouton 文件以 `(version: { $first-version },` 开头
err-load-error-newer-version = { $origin } 由较新版本的 Bouton 创建（文件版本 { $version }）；此版本的 Bouton 只能读取 { $newest } 及以下版本的文件
err-load-error-cancelled = 已取消打开 { $origin }
err-load-error-invalid = { $origin }：{ $problem }
err-problem-lesson-not-game = 这是课程文件，不是对局；请用“文件 ▸ 打开”打开它，或用 `bouton check` 检查它
err-problem-sum-not-game = 这个文件保存的不是 Nim、S(1..k) 或减法集游戏（而是 Kayles、八进制代码，或游戏之和）；请在应用中打开它，或用 `bouton analyze --file` 分析它
err-problem-games-count = `games` 列出了 { $games } 个游戏，但开局有 { $heaps } 堆；请为每一堆指定一个游戏
err-problem-unknown-game = 第 { $number } 堆的游戏“{ $name }”不是 Bouton 认识的游戏：{ $reason }
err-problem-too-many-games = 文件中用到的不同游戏超过 { $max } 个；请把它拆分成几个文件
err-problem-too-much-octal-work = 这个文件中的游戏计算 Grundy 值的工作量太大（代码较长、会把一堆分成两堆，而且堆很大）；请把它拆分成几个文件，或使用较小的堆
err-problem-illegal-sum-move = 第 { $number } 步不合法：{ $reason }
err-problem-too-many-sets = 文件中用到的不同减法集超过 { $max } 个；请把它拆分成几个文件
err-problem-too-much-work = 这个文件中的减法集总共需要计算超过 { $max } 个 Grundy 值才能找出周期；请把它拆分成几个文件
err-problem-not-a-version = “{ $version }”不是 Bouton 的文件版本；{ $newest ->
    [1] 此 Bouton 只读取版本 1
   *[other] 此 Bouton 读取版本 1 到 { $newest }
}
err-problem-rules = 规则无效：{ $value }
err-problem-too-many-heaps = 起始局面有 { $count } 堆；存档文件最多只能保存 { $max-file-heaps } 堆
err-problem-too-many-moves = 这局有 { $count } 步；存档文件最多只能保存 { $max-file-moves } 步
err-problem-heap-zero = 第 { $number } 步指定了第 0 堆，但堆是从 1 开始编号的
err-problem-more-than-heap = 第 { $number } 步从第 { $heap } 堆取走 { $take }，但这一堆只有 { $size }
err-problem-illegal-move = 第 { $number } 步（从第 { $heap } 堆取走 { $take }）不合法：{ $reason }
err-problem-cursor-out-of-range = 光标位于 { $cursor }，但对局在第 { $moves } 步就结束了
err-problem-error-rate = 电脑的 error_rate 必须在 0 到 1 之间，不能是 { $rate }
err-problem-title-too-long = 标题有 { $chars } 个字符；最多 { $max-title-chars } 个
err-problem-name-too-long = 玩家的名字有 { $chars } 个字符；最多 { $max-name-chars } 个
err-problem-game-not-lesson = 这是对局文件，不是课程（它有 `start`，但没有 `steps`）；请用“文件 ▸ 打开”打开它
err-problem-no-steps = 课程中一步也没有；一门课程至少需要一步
err-problem-too-many-steps = 课程有 { $count } 步；最多 { $max } 步
err-problem-in-step = 第 { $step } 步：{ $problem }
err-problem-notes-too-long = 说明有 { $chars } 个字符；最多 { $max-notes-chars } 个
err-problem-exercises = 练习：{ $e }
err-save-error = 无法保存 { $path }：{ $step }失败：{ $source }

## src/save/link.rs
err-link-error-no-heaps = 链接中没有指定任何堆：请写 #heaps=3,4,5
err-link-error-too-long = 链接中的局面长 { $chars } 个字符；最多只读取 { $max-link-chars } 个
err-link-error-unknown-part = 链接中有一部分“{ $value }”是 Bouton 不认识的：请使用 heaps=、misere、upto= 或 set=
err-link-error-not-numbers = 链接中的“{ $value }”应为整数，例如 heaps=3,4,5 或 upto=3
err-link-error-too-large = 链接中的“{ $value }”含有过大的数：堆和取法最大为 { $largest }
err-link-error-two-move-rules = 链接给出了两条走法规则（upto= 和 set=）；请只保留一条
err-link-error-invalid = 链接中的局面无法进行：{ $value }

## src/core/proof.rs
err-proof-error-nim-sum-not-zero = 引理 1 讨论的是 X = 0 的局面，而这里 X = { $s }；走一步使 X = 0，就会得到这样的局面
err-proof-error-nim-sum-zero = 引理 2 讨论的是 X ≠ 0 的局面，而这里 X = 0：无论怎么走，都会留下 X′ ≠ 0（引理 1）
err-proof-error-not-a-candidate = 第 { $number } 堆在第 { $d } 位上不是 1，而这一位是 X 最左边的 1；请从标出的堆中选一堆

## src/core/checker/mod.rs
err-check-error-no-heaps = 范围内至少要有一堆
err-check-error-too-many-heaps = { $heaps } 堆对定理验证来说太多了；最多 { $max-heaps } 堆
err-check-error-too-many-positions = 有 { $heaps ->
   *[other] { $heaps } 堆
}、每堆最多 { $max } 时，共有 { $positions ->
   *[other] { $positions } 个局面
}；定理验证最多只能处理 { $most } 个
err-check-error-too-many-positions-uncounted = 有 { $heaps } 堆、每堆最多 { $max } 时，局面超过 10^38 个；定理验证最多只能处理 { $most } 个
err-check-error-too-much-search = 减法集合下的 misère 玩法由精确搜索来检验，而这个范围会让它查看 { $moves } 步（上限为 { $limit }）；请减少堆数、缩小最大堆或减少可取数量
err-check-error-cancelled = 验证已取消

## src/core/formula/mod.rs
err-formula-error = 第 { $column } 列：{ $problem }
err-eval-error-division-by-zero = 除数为零
err-eval-error-overflow = 数值太大
err-eval-error-no-such-heap = 没有这一堆

## src/core/octal/mod.rs
err-octal-error-malformed = `{ $value }` 不是八进制代码：请先写 0.，再写八进制数字 0 到 7，例如 0.77（Kayles）
err-octal-error-too-long = 八进制代码的小数点后最多只能有 { $max-octal-digits } 位数字
err-octal-error-no-move = 代码 { $value } 不允许任何走法
err-octal-error-unproven = 在 n = { $up-to } 以内的值中，未能证明 { $code } 有周期，而 Bouton 逐个计算值最多只能算到 n = { $limit }
err-octal-error-cancelled = { $code } 的值计算到 n = { $at } 时被中止，尚未完成
err-octal-error-too-much-work = { $code } 的值计算在 n = { $at } 处停止：需要超过 { $limit } 步；请少求一些值或使用更小的堆

## src/core/exercise.rs
err-exercise-error-difficulty = 题目有 1 到 { $max-heaps } 堆，每堆 1 到 { $max-size } 个物品；而要求的是：{ $heaps } 堆，每堆最多 { $max } 个
err-exercise-error-no-question = 在这些规则和大小限制下，不存在有必胜走法的局面（堆数：{ $heaps }，最大的堆：{ $max }）
err-exercise-error-wrong-kind-of-answer = 这道题要求的答案类型是：{ $wanted }
err-exercise-error-no-such-heap = 没有第 { $number } 堆
err-exercise-error-already-answered = 这道题已经回答过了；请继续下一题
err-exercise-error-question-number = 题目从 1 开始编号

## src/core/game.rs
err-game-error-illegal-move = 第 { $number } 步（{ $mv }）不合法：{ $source }
err-game-error-cursor-out-of-range = 走法记录只到第 { $moves } 步，所以无法停在第 { $cursor } 步

## src/core/rules.rs
err-rules-error-zero-limit = 每步最多可取的数量必须至少为 1（k = 0 时无法走任何一步）
err-rules-error-empty-set = 减法集是空的：它至少要允许一种数量
err-rules-error-zero-in-set = 减法集中含有 0，但什么也不取不算一步
err-rules-error-set-too-large = 减法集中有 { $len } 种数量；最多只支持 { $max } 种
err-rules-error-amount-too-large = 数量 { $amount } 对减法集来说太大了；最大只支持 { $max }

## src/core/sum/moves.rs
err-sum-move-error-no-such-heap = 没有第 { $number } 堆：堆的编号为 1 到 { $heaps }
err-sum-move-error-takes-nothing = 每一步至少要取走一颗棋子
err-sum-move-error-does-not-add-up = 第 { $number } 堆有 { $size } 颗，取走 { $take } 颗不可能剩下 { $left } 颗
err-sum-move-error-not-allowed = { $game }不允许{ $what }
err-mixed-disguised = 第 { $part } 个伪装的游戏：{ $why }

## src/core/sum/analysis.rs
err-sum-error-too-much-work = 这些游戏计算 Grundy 值的工作量太大（代码较长、会把一堆分成两堆，而且堆很大）；请使用较小的堆或减少这类游戏
err-sum-error-too-large-to-search = Bouton 程序不知道含有 { $games } 的游戏之和在反常规则下的判定法则，而这个局面太大，无法穷举搜索（{ $why }）

## src/core/sum/quiz.rs
err-sum-quiz-error-answered = 这道题已经回答过了；请继续下一题
err-sum-quiz-error-wrong-kind = 这道题要求的答案类型是：{ $value }

## src/core/sum/mod.rs
err-sum-position-error-too-many-heaps = { $count } 堆太多了；一个游戏之和最多只能有 { $max } 堆
err-sum-parse-error-not-a-heap = '{ $value }' 不是一个堆：请写一个大小（表示一个 Nim 堆），或写一个游戏、一个冒号和一个大小，例如 kayles:10、dawson:7、nim:5、upto-3:9、set-1.3.4:12 或 0.6:20
err-sum-parse-error-game = '{ $word }'：{ $source }
err-sum-parse-error-empty = 没有堆：请至少写一个，例如 kayles:10 nim:5

## src/core/sum/game.rs
err-sum-game-error-illegal-move = 第 { $number } 步（{ $mv }）不合法：{ $source }

## src/core/position.rs
err-move-error-no-heaps = 没有第 { $number } 堆：这个局面中一堆也没有
err-move-error-no-such-heap = 没有第 { $number } 堆：{ $heaps ->
   *[other] 这个局面只有 { $heaps } 堆，编号从 1 开始
}
err-move-error-takes-nothing = 每一步至少要取走一个物品
err-move-error-more-than-heap = 第 { $number } 堆只有 { $size }，所以不能从中取走 { $take }
err-move-error-not-allowed = 不允许取走 { $take }：规则是“{ $rule }”
err-position-error-too-many-heaps = { $count } 堆太多了；一个局面最多只能有 { $max } 堆

## src/core/remoteness/mod.rs
err-remoteness-error-heap-too-large = 大小为 { $size } 的堆太大，无法计算到终局的步数（上限为 { $max-heap }）
err-remoteness-error-too-many-positions = 计算到终局的步数需要超过 { $max-positions } 个局面；请减少堆数或缩小堆的大小
err-remoteness-error-too-many-options = 计算到终局的步数需要列出超过 { $max-options } 种走法
err-remoteness-error-too-large = 局面太多或太大，无法数出到终局的步数；请减少堆数或缩小堆的大小
err-remoteness-error-too-many-games = 由超过 255 种不同游戏组成的游戏之和太大，无法计算到终局的步数
err-remoteness-error-illegal-move = 第 { $number } 步在当时的局面中并不合法：{ $source }
err-remoteness-error-stopped = 到终局的步数计算已中止

## src/core/analysis/mod.rs
err-analysis-error-no-proven-rule = 带减法集的反常规则尚无已证明的规律，而这个局面太大，无法穷举搜索（最多 { $states } 个局面；上限为 { $limit }）
err-analysis-error-too-many-moves = 带减法集的反常规则尚无已证明的规律，而这个局面太大，无法穷举搜索（最多 { $moves } 步；上限为 { $limit }）：请试试更小的堆或更少的取法

## src/core/variants.rs
err-variant-error-no-misere-rule = 带减法集的反常规则尚无已证明的规律，所以没有转折点可以展示

## The steps of saving a file ("cannot save F: writing the temporary file failed: …")
save-step-writing = 写入临时文件
save-step-backup = 将旧文件保留为 .bak
save-step-replacing = 替换文件
save-step-folder = 创建文件夹
save-step-local-storage = 写入网页的本地存储
save-step-download = 下载文件
web-local-storage = 网页的本地存储（{ $key }）
web-could-not-start = Bouton 无法在这个网页环境中启动：{ $why }
window-title = Bouton — Nim 与 Bouton 定理
dialog-filter-bouton = Bouton 对局或课程
dialog-filter-export = 导出
dropped-file = 拖入的文件
# The names of the autosaves, in an error about them.
autosave-name = 自动存档

## A file that does not parse: the parser's complaint in words a teacher can act on ("F:3:7: …")
ron-out-of-range = 这个数超出了取值范围：堆的大小、数量和计数都是 0 到 { $largest } 之间的整数
ron-expected-parentheses = 这里不符合 Bouton 文件的格式：对局、规则或走法要写在圆括号里，`( … )`
ron-unknown-name-parentheses = `{ $found }` 不是 Bouton 在此处认识的名称；请把值写在圆括号里，`( … )`
ron-too-deep = 文件中括号嵌套太深，不可能是 Bouton 文件
ron-unknown-name = `{ $found }` 不是 Bouton 在此处认识的名称
ron-unknown-option = `{ $found }` 不是 Bouton 认识的选项
ron-not-one-of = `{ $found }` 不是以下之一：{ $expected }
ron-not-a-field = `{ $found }` 不是此处的字段；字段有 { $expected }
ron-missing-field = 缺少字段 `{ $field }`
ron-duplicate-field = 字段 `{ $field }` 写了两次
ron-expected-found = 此处应为 { $expected }，实际为 { $found }
ron-wrong-length = 项数不对（{ $found }）
ron-eof = 文件过早结束：有括号或引号没有闭合
ron-expected-list = 此处应为方括号中的列表，`[ … ]`
ron-expected-list-end = 此处应为 `]` 以结束列表，或在下一项之前加逗号
ron-expected-parentheses-end = 此处应为 `)` 以结束圆括号，或在下一个字段之前加逗号
ron-expected-map = 此处应为 `{ "{" }`
ron-expected-colon = 名称后面应为 `:`
ron-expected-map-end = 此处应为 `{ "}" }`
ron-expected-comma = 此处应为逗号
ron-expected-boolean = 此处应为 `true` 或 `false`
ron-expected-integer = 此处应为整数，例如 3
ron-expected-number = 此处应为数值，例如 0.25
ron-expected-text = 此处应为双引号中的文本，`"…"`
ron-text-not-closed = 双引号中的文本没有闭合
ron-bad-escape = 双引号中的文本含有无效的 `\` 转义
ron-expected-name = 此处应为名称，例如字段名
ron-unexpected = 此处不应出现 `{ $found }`
ron-trailing = 文件最外层的圆括号结束之后还有内容
ron-comment-not-closed = 有注释没有闭合
ron-not-utf8 = 文件不是有效的文本（UTF-8）
ron-attribute = 此处无法理解以 `#` 开头的行
ron-other-kind = 此处应为另一种类型的值
ron-not-read = 无法将文件作为文本读取
ron-unknown-field = 已忽略未知字段 `{ $field }`
# "`Normal`, `Misere` or `Other`"
ron-names-or = { $names } 或 { $last }
ron-nothing = 无
ron-kind-whole-number = 整数
ron-kind-number = 数值
ron-kind-list = 列表
ron-kind-map = 花括号中的映射
ron-kind-boolean = `true` 或 `false`
ron-kind-unit = `()`
ron-kind-other = 另一种类型的值

## Moves of a sum, and the limits of the exact search in misère play
sum-taking-whole-heap = 取走整堆的 { $take } 颗
sum-taking-leaving-one = 取走 { $take } 颗并留下一堆
sum-taking-leaving-two = 取走 { $take } 颗并留下两堆
sum-splitting-equal = 把 { $size } 颗的一堆分成大小相同的两堆
sum-move-all = 取走第 { $number } 堆的全部 { $take } 颗
sum-move-one = 从第 { $number } 堆取走 { $take } 颗，剩下 { $rest } 颗
sum-move-two = 从第 { $number } 堆取走 { $take } 颗，剩下两堆，分别为 { $a } 颗和 { $b } 颗
sum-search-tokens = 场上有 { $tokens } 颗棋子；上限为 { $limit }
sum-search-moves = 需要考察的走法超过 { $limit } 种
sum-search-positions = 超过 { $limit } 个局面
# Joins the games of a sum: "Kayles and Nim".
sum-search-and = {" 和 "}
quiz-wants-p-or-n = P 或 N
quiz-wants-a-move = 一步走法

## The browser, and work that could not start
web-no-local-storage = 当前网页环境不提供本地存储
web-local-storage-full = 本地存储已满或被阻止
web-no-document = 网页没有文档
web-no-file = 网页环境没有生成文件
web-no-address = 网页环境没有生成地址
web-no-link = 网页没有生成链接
worker-could-not-start = 无法启动后台计算：{ $why }
loader-stopped = 加载意外中止
save-step-creating = 创建临时文件
save-step-flushing = 将临时文件写入磁盘
save-step-replacing-autosave = 替换自动存档

## What a path is, when it is not a file ("F is a folder, not a file")
file-kind-folder = 文件夹
file-kind-pipe = 命名管道
file-kind-device = 设备
file-kind-socket = 套接字
file-kind-other = 特殊文件
file-kind-waits = 等待数据的系统文件
ron-more-unknown-fields = { $count ->
   *[other] 另有 { $count } 个未知字段已被忽略
}
file-game-names = 请写 nim、kayles、dawson、upto-K、set-A.B.C 或八进制代码（例如 0.6）

## Opening a file, step by step (beside the progress bar)
load-reading = 正在读取
load-parsing = 正在读取文本
load-checking-step = 正在检查第 { $step } 步（共 { $steps } 步）
load-checking = 正在检查对局

## The first lines of a file Bouton writes: comments, each line starting with //
file-header-game = // Bouton 存档文件，RON 格式。堆从 1 开始编号；`cursor` 表示当前生效的步数。
file-header-sum =
    // Bouton 存档文件，RON 格式：一个游戏之和。堆从 1 开始编号，以走这一步时的排列为准；
    // 把一堆分成两堆的走法会写出剩下的两部分（`split: (2, 7)`），右边的部分成为下一堆。
file-header-lesson = // Bouton 课程，RON 格式。堆从 1 开始编号；脚本用“走下一步”逐步播放。
# The title of a game opened from a link.
quiz-wants-heaps = 一组堆

## The theorem checker's formula, when it cannot be read ("column 5: …")
formula-too-large = { $number } 这个数太大了
formula-single-equals = 比较时请写 ==（单个 = 不能用在公式里）
formula-xor = XOR（尼姆和）请写作 ^
formula-not-equal = “不等于”请写作 !=
formula-at-most = “至多”请写作 <=
formula-at-least = “至少”请写作 >=
formula-minus = 减号请写作 -（键盘上的连字符）
formula-not-part = '{ $symbol }' 不能用在公式里
formula-too-deep = 公式嵌套超过 { $depth } 层
formula-one-pair = 每次只比较一对，用 && 连接：(a < b) && (b < c)
formula-ends-too-soon = 公式过早结束：后面应接一个数、一个堆或一个括号
formula-minus-before = - 应放在数的前面；表示“非”请写 !
formula-not-before = ! 应放在条件的前面，例如 (a == b)；表示减号请写 -
formula-open-not-closed = 有一个 ( 没有闭合：这里应为 )
formula-needs-before = { $symbol } 前面需要有内容
formula-close-nothing = 多余的 )：没有可闭合的括号，或括号里什么也没有
formula-comma = 逗号应放在 max、min 或 abs 的参数之间
formula-brackets = { $name } 的参数要写在括号里：{ $name }(a, b)
formula-takes-numbers = { $name } 的参数是数，不是条件
formula-call-not-closed = { $name }( 没有闭合：这里应为 , 或 )
formula-abs = abs 只接受一个数
formula-unknown-name = '{ $name }' 既不是堆（a 到 { $last }），也不是函数（max、min、abs）
formula-joins-statements = { $symbol } 用于连接条件（例如 a == b），但 { $side } 是一个数
formula-compares-numbers = { $symbol } 用于比较数；连接条件请用 && 或 ||
formula-works-on-numbers = { $symbol } 用于数的运算，但 { $side } 是一个条件
formula-too-long = 公式最多只能有 { $most } 个字符
formula-empty = 请输入一个公式，说明局面何时为 P，例如 a ^ b ^ c == 0
formula-closes-nothing = 这个 ) 没有可闭合的括号
formula-operator-here = 这里应为运算符，例如 == 或 &&
formula-is-a-number = 公式只是一个数：请说明局面何时为 P，例如 a ^ b ^ c == 0（加上 == 0，或进行比较）
err-grundy-no-period = 在这个减法集的前 { $searched } 个 Grundy 值中没有找到周期；Bouton 不作猜测

# What the system said of a file, in the user's terms.
system-not-found = 没有这个文件或文件夹
system-permission = 没有权限
system-full = 磁盘已满
system-read-only = 磁盘是只读的
system-bad-name = 这里不允许使用这个名字
system-folder = 这是一个文件夹
system-not-folder = 路径中有一部分不是文件夹

## 伪装的 Nim
err-disguise-illegal = 在这个游戏里，此处不允许这一步
err-disguise-too-many-parts = { $count } 个部分太多了；这个游戏最多 { $max } 个
err-disguise-too-large = { $value } 在这里太大了；最多 { $max }
err-disguise-malformed = 无法读取“{ $text }”：请按 `bouton analyze --help` 的写法写游戏，例如 staircase:0,3,1,4
err-disguise-too-many-moves = 超过 { $max } 步：太多，无法列出
err-disguise-too-many-states = 超过 { $max } 个局面：穷举搜索无法完成
err-problem-disguise-not-game = 这个文件保存的是伪装的游戏（阶梯 Nim、翻硬币、Hackenbush……）；请在应用中打开它，或用 `bouton analyze --file` 分析它
err-problem-disguise = 无法读取这个游戏：{ $why }
err-problem-illegal-disguised-move = 第 { $number } 步在它所处的局面里不是这个游戏的走法
err-link-error-unknown-game = 链接中的游戏“{ $name }”不是 Bouton 的游戏：请写 game=staircase、poker、turtles、mock-turtles、ruler、moore、lasker、hackenbush 或 wythoff
err-link-error-missing-part = 链接没有给出游戏的局面：请加上 { $part }=…
err-link-error-unknown-disguise-part = 链接中有一部分“{ $value }”是这个游戏用不到的：请用 { $part }= 给出局面
err-disguise-nothing-picked = 请先选出这一步要取的东西：点击硬币或石子
err-disguise-not-heads = 位置 { $position } 的硬币是反面：你翻的最右边那枚必须是正面
err-disguise-too-many-coins = 这个游戏翻最右边的正面，并最多再翻它左边的 { $more ->
   *[other] { $more } 枚硬币
}
err-disguise-not-a-run = 尺子翻的是一串相邻的硬币：请选中间没有空隙的硬币
err-disguise-too-many-heaps = 这里一步最多从 { $k ->
   *[other] { $k } 堆
}中取
sum-move-split = 不取走任何一颗，把第 { $number } 堆分成 { $a } 颗和 { $b } 颗两堆
err-octal-error-too-large = 和中 { $code } 的一堆至多 { $max } 颗（这一堆有 { $size } 颗）：它的分法要一个一个地看
err-disguise-too-much-work = 超过 { $max } 步计算（局面的部分太多）：穷举搜索做不了
err-disguise-no-value = 这里没有规则给出它的 Grundy 值（k ≥ 2 的 Moore Nim），所以它不能加入和

## A class session file
err-class-code = 加入码必须是 6 位数字
err-class-questions = 课堂必须包含 1 到 { $max } 个已发送的局面或练习，而不是 { $count } 个
err-class-too-many-seats = 课堂有 { $count } 个座位；一个班最多 { $max } 个
err-class-in-question = 第 { $number } 次发送：{ $problem }
err-class-in-seat = 座位 { $seat }：{ $problem }
err-class-seat-number = 它的编号是 0、重复，或不小于 next_seat
err-class-seat-name = 它的名字为空或太长
err-class-seat-token = 它的密钥不是 32 位十六进制数字，或另一个座位也用了它
err-class-seat-tallies = 它的记录不合理：多于已发送的局面，或数字不是一个班能达到的
err-class-seat-partner = 它的对手没有反过来指向它、执同一方，或持有另一局
err-class-seat-one-game = 它必须只包含一局：堆（game）或伪装游戏（disguise）
err-class-progress = 它在练习中的进度不可能出现在课堂中：连对次数多于答对次数，或全班在下棋时却在做练习
err-class-seat-exercise = 它的练习进度：{ $problem }
err-class-next-seat = next_seat 必须在 1 到 { $max } 之间，而不是 { $next-seat }
