//! The `bouton` program: the desktop window, or a headless subcommand (`analyze`, `verify`, `check`);
//! built for the browser (`wasm32`), the app in the page (see `assets/web/`).
//!
//! On Windows the program is a windowed one: no console window opens beside the app. Started from
//! a terminal, it borrows that terminal's console, so the command line prints there.
#![cfg_attr(windows, windows_subsystem = "windows")]

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
use bouton::cli::{Invocation, Progress, run_with};

/// In the browser: the app starts in the page's canvas.
#[cfg(target_arch = "wasm32")]
fn main() {
    bouton::ui::platform::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    #[cfg(windows)]
    borrow_the_terminal();
    // Warnings and errors by default; RUST_LOG=info (or debug) shows every file operation.
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn,winit=error")).init();
    // The system's language (LC_ALL, LC_MESSAGES, LANG); `--lang` may change it for a command.
    bouton::i18n::set_language(bouton::i18n::system_language());
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

/// Attaches this windowed program to the console of the terminal it was started from, if any, so
/// that what it prints shows there (output sent to a file or a pipe goes there as before).
#[cfg(windows)]
#[allow(unsafe_code)]
fn borrow_the_terminal() {
    use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};
    // SAFETY: AttachConsole takes a process id and no pointer; it fails harmlessly when the parent
    // has no console (started from Explorer or the Start menu) or this process already has one.
    unsafe {
        AttachConsole(ATTACH_PARENT_PROCESS);
    }
}

#[cfg(all(feature = "gui", not(target_arch = "wasm32")))]
fn open_window(file: Option<std::path::PathBuf>) -> ExitCode {
    match bouton::ui::run(file) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!(
                "bouton: cannot open the window ({}); the headless commands still work, see `bouton --help`",
                why_no_window(&e)
            );
            ExitCode::from(1)
        }
    }
}

/// Why the window did not open, in a few words: no display, or the first words of the system's
/// reason (without the library's file names).
#[cfg(all(feature = "gui", not(target_arch = "wasm32")))]
fn why_no_window(error: &impl std::fmt::Display) -> String {
    let no_display = ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"].iter().all(|v| std::env::var_os(v).is_none());
    if no_display && cfg!(target_os = "linux") {
        return "no display: DISPLAY and WAYLAND_DISPLAY are not set".into();
    }
    // "os error at /…/winit-0.30/src/…/mod.rs:765: the reason": leave out where in the library.
    let reason = error.to_string();
    let reason = match reason.split_once(" at /") {
        Some((before, after)) => format!("{before}: {}", after.split_once(": ").map_or("", |(_, why)| why)),
        None => reason,
    };
    bouton::save::echo(reason.trim_end_matches(": "))
}

#[cfg(all(not(feature = "gui"), not(target_arch = "wasm32")))]
fn open_window(_file: Option<std::path::PathBuf>) -> ExitCode {
    eprintln!("bouton: this build has no window (built without the `gui` feature); see `bouton --help`.");
    ExitCode::from(1)
}
