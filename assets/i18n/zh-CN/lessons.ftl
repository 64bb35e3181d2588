# 课程面板与课程编辑器。

lessons-title = 课程
lessons-built-in = 内置课程，取自原始文本：
lessons-present = 演示：{ $title }
lessons-open-tip = 用“文件 ▸ 打开”打开课程文件，或把它拖到窗口上。
lessons-new = 用棋盘新建课程
lessons-edit = 编辑这门课程
lessons-title-label = 标题
lessons-title-a11y = 课程标题
lessons-save = 保存课程
lessons-save-as = 课程另存为…
lessons-not-saved = 尚未保存
lessons-changed = （已修改）
lessons-file = 文件：{ $path } { $changed }
lessons-add-heading = 把棋盘添加为一步
lessons-step-title = 这一步的标题
lessons-step-title-a11y = 新一步的标题
lessons-step-text = 给全班的说明
lessons-step-text-a11y = 新一步的说明
lessons-hide = 答案一开始就隐藏
lessons-add = 添加这一步
lessons-script = 这一步会把棋盘上从开局起的走法保存为脚本。
lessons-up = 上移
lessons-down = 下移
lessons-delete = 删除
# A lesson file written in another language than the app's: its title and the language it says.
lessons-written-in = { $title }（用{ $language }编写）
lesson-text-hidden = 这一步的文字已随答案一起隐藏：点“显示答案”即可同时显示。
