## 课堂会话：命令行、服务器的错误，以及（之后的）学生页面和教师视图
cli-help-class = 不开窗口进行课堂会话：在本地网络上提供浏览器版本和学生的实时连接，直到按下 Ctrl+C
cli-help-port = 监听的端口（0：任意空闲端口）
cli-help-listen = 监听的地址：除非指定一个，否则为所有网络接口（127.0.0.1：仅本机）
cli-help-web = 要提供的已构建网页（由 `bash assets/web/build.sh` 生成）
cli-help-class-file = 一个存档文件：每个学生都从它的当前局面开始下（没有文件时：Nim 的 3、5、7）
cli-class-address = 学生打开：{ $url }
cli-class-code = 加入码：{ $code }
cli-class-stop = 按 Ctrl+C 结束会话。
cli-class-ended = 会话已结束（{ $count } 名学生）。
class-no-web-build = 浏览器版本不在 { $dir }：请用 `bash assets/web/build.sh` 构建
class-cannot-listen = 无法在 { $address } 上监听：{ $why }
class-no-threads = 无法启动服务器的线程：{ $why }
class-no-randomness = 系统的随机数不可用：{ $why }
