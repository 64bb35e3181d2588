//! Where save files live.
//!
//! Run from the repository (the program sits under the project folder, as with `cargo run`), saves go
//! to the project's `saves/` folder, next to the bundled ready positions. Installed elsewhere, they go
//! to the platform's data folder: `$XDG_DATA_HOME/bouton/saves` (or `~/.local/share/bouton/saves`) on
//! Linux, `~/Library/Application Support/Bouton/saves` on macOS, `%APPDATA%\Bouton\saves` on Windows.

use std::path::{Path, PathBuf};

/// The folder for save files (it may not exist yet; saving creates it).
#[must_use]
pub fn saves_dir() -> PathBuf {
    repository_saves().unwrap_or_else(platform_saves)
}

/// The project's `saves/` folder, when this program was built and runs inside the project.
fn repository_saves() -> Option<PathBuf> {
    let project = Path::new(env!("CARGO_MANIFEST_DIR"));
    let exe = std::env::current_exe().ok()?;
    let saves = project.join("saves");
    (exe.starts_with(project) && saves.is_dir()).then_some(saves)
}

fn platform_saves() -> PathBuf {
    data_dir().join("saves")
}

/// Bouton's folder in the platform's data folder: `$XDG_DATA_HOME/bouton` (or
/// `~/.local/share/bouton`) on Linux, `~/Library/Application Support/Bouton` on macOS,
/// `%APPDATA%\Bouton` on Windows. It may not exist yet.
#[must_use]
pub fn data_dir() -> PathBuf {
    let env = |name| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    let home = env("HOME").or_else(|| env("USERPROFILE")).unwrap_or_else(|| PathBuf::from("."));
    if cfg!(target_os = "windows") {
        env("APPDATA").unwrap_or(home).join("Bouton")
    } else if cfg!(target_os = "macos") {
        home.join("Library/Application Support/Bouton")
    } else {
        env("XDG_DATA_HOME").unwrap_or_else(|| home.join(".local/share")).join("bouton")
    }
}

/// Where the app keeps the game between runs: `autosave.ron` in [`data_dir`] (always there, also
/// when run from the repository), a normal save file that `bouton check` reads.
#[must_use]
pub fn autosave_path() -> PathBuf {
    data_dir().join("autosave.ron")
}
