//! The `bouton` program: the desktop window, or a headless subcommand (`analyze`, `verify`, `check`).

use std::process::ExitCode;

use bouton::cli::{Invocation, Progress, run_with};

fn main() -> ExitCode {
    // Warnings and errors by default; RUST_LOG=info (or debug) shows every file operation.
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn")).init();
    let invocation = run_with(
        std::env::args_os(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
        Progress::OnTerminal,
    );
    match invocation {
        Invocation::Done(code) => ExitCode::from(code),
        Invocation::OpenWindow(file) => open_window(file),
    }
}

#[cfg(feature = "gui")]
fn open_window(file: Option<std::path::PathBuf>) -> ExitCode {
    match bouton::ui::run(file) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bouton: cannot open the window: {e}");
            eprintln!("bouton: the headless commands still work; see `bouton --help`.");
            ExitCode::from(1)
        }
    }
}

#[cfg(not(feature = "gui"))]
fn open_window(_file: Option<std::path::PathBuf>) -> ExitCode {
    eprintln!("bouton: this build has no window (built without the `gui` feature); see `bouton --help`.");
    ExitCode::from(1)
}
