## Uma sessão de turma: a linha de comando, os erros do servidor e (em seguida) as páginas dos alunos e a visão do professor
cli-help-class = Conduzir uma sessão de turma sem janela: servir a versão para navegador e a conexão ao vivo dos alunos na rede local até Ctrl+C
cli-help-port = A porta em que escutar (0: qualquer porta livre)
cli-help-listen = O endereço em que escutar: todas as interfaces de rede, a menos que uma seja indicada (127.0.0.1: só este computador)
cli-help-web = A página web construída a servir (feita por `bash assets/web/build.sh`)
cli-help-class-file = Um arquivo salvo: cada aluno joga a posição atual dele (sem arquivo: 3, 5, 7 de Nim)
cli-class-address = Os alunos abrem: { $url }
cli-class-code = Código para entrar: { $code }
cli-class-stop = Ctrl+C encerra a sessão.
cli-class-ended = A sessão terminou ({ $count ->
    [one] um aluno
   *[other] { $count } alunos
}).
class-no-web-build = a versão para navegador não está em { $dir }: construa-a com `bash assets/web/build.sh`
class-cannot-listen = não é possível escutar em { $address }: { $why }
class-no-threads = não é possível iniciar as threads do servidor: { $why }
class-no-randomness = o acaso do sistema não está disponível: { $why }
