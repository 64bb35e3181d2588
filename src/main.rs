//! The `bouton` program: a headless subcommand (`analyze`, `verify`) when one is given.

use std::process::ExitCode;

fn main() -> ExitCode {
    let code = bouton::cli::run(std::env::args_os(), &mut std::io::stdout().lock(), &mut std::io::stderr().lock());
    ExitCode::from(code)
}
