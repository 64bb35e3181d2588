//! The `bouton` program: the desktop window, or a headless subcommand (`analyze`, `verify`, `check`).

use std::process::ExitCode;

use bouton::cli::{Invocation, run};

fn main() -> ExitCode {
    // Warnings and errors by default; RUST_LOG=info (or debug) shows every file operation.
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn")).init();
    let invocation = run(std::env::args_os(), &mut std::io::stdout().lock(), &mut std::io::stderr().lock());
    match invocation {
        Invocation::Done(code) => ExitCode::from(code),
        Invocation::OpenWindow(file) => match bouton::ui::run(file) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("bouton: cannot open the window: {e}");
                eprintln!("bouton: the headless commands still work; see `bouton --help`.");
                ExitCode::from(1)
            }
        },
    }
}
