# 术语表（简体中文）：英文术语 → Bouton 中使用的译名
# nim-sum → 尼姆和
# heap → 堆
# stone → 石子
# pin (Kayles) → 木柱
# move → 走法（一步）
# take → 取走
# winning move → 必胜走法
# position → 局面
# P-position → P 局面（必败局面：轮到走的一方必败）
# N-position → N 局面（必胜局面：轮到走的一方必胜）
# normal play → 正常规则（走最后一步者获胜）
# misère play → 反常规则（misère，走最后一步者落败）
# Grundy value → Grundy 值（SG 值）
# mex → mex（最小非负未出现整数）
# binary table → 二进制表
# the top bit → 最高位
# theorem → 定理（Bouton 定理）
# proof → 证明
# lemma → 引理
# hint → 提示
# remoteness → 距离（双方最佳走法下到终局的步数）
# fastest win → 最快的胜利
# slower win → 较慢的胜利
# mistake → 失误
# review (of a game) → 复盘
# projector → 投影模式
# answers (hidden / revealed) → 答案（隐藏 / 显示）
# exercise → 练习
# lesson → 课程
# subtraction set → 减法集
# sum of games → 游戏之和
# board → 棋盘
# handout / worksheet → 教师讲义 / 学生练习单
# Enter、F2…F8、←/→、↑/↓ → 保持不变（按键名称）
