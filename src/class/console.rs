//! Serving a class without a window (`bouton class`): until Ctrl+C or SIGTERM, with the teacher's
//! commands typed on standard input.

use super::server::ClassServer;

impl ClassServer {
    /// Serves until the process is asked to stop (Ctrl+C, or SIGTERM on Unix), handing each line
    /// typed on standard input to `command` (the end of the input changes nothing).
    pub fn run_until_stopped(&self, mut command: impl FnMut(&str)) {
        use tokio::io::AsyncBufReadExt;
        let Some(runtime) = &self.runtime else { return };
        runtime.block_on(async {
            let mut lines = Some(tokio::io::BufReader::new(tokio::io::stdin()).lines());
            #[cfg(unix)]
            let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).ok();
            loop {
                let line = async {
                    match &mut lines {
                        Some(lines) => lines.next_line().await,
                        None => std::future::pending().await,
                    }
                };
                #[cfg(unix)]
                let terminated = async {
                    match &mut term {
                        Some(term) => term.recv().await,
                        None => std::future::pending().await,
                    }
                };
                #[cfg(not(unix))]
                let terminated = std::future::pending::<()>();
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => return,
                    _ = terminated => return,
                    line = line => match line {
                        Ok(Some(line)) => command(line.trim()),
                        // The end of the input (or an unreadable one): serve on, until a signal.
                        Ok(None) | Err(_) => lines = None,
                    },
                }
            }
        });
    }
}
