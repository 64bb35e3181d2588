//! The desktop: a native window (eframe on winit and OpenGL), native file dialogs (rfd).

use std::path::{Path, PathBuf};

use super::{AutosaveStore, Slot};
use crate::save::{self, SaveError};
use crate::ui::BoutonApp;
use crate::ui::files::Purpose;

/// The app icon (`assets/icon.png`, built into the program).
#[must_use]
pub fn icon() -> eframe::egui::IconData {
    eframe::icon_data::from_png_bytes(include_bytes!("../../../assets/icon.png")).unwrap_or_default()
}

/// Opens the window (optionally on a save file) and runs until it is closed.
///
/// # Errors
/// When no window can be opened (no display, no OpenGL).
pub fn run(file: Option<PathBuf>) -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: eframe::egui::ViewportBuilder::default()
            .with_title("Bouton — Nim and Bouton's theorem")
            .with_app_id("bouton")
            .with_inner_size([1200.0, 760.0])
            .with_min_inner_size([640.0, 420.0])
            .with_drag_and_drop(true)
            .with_icon(icon()),
        persist_window: true,
        ..Default::default()
    };
    eframe::run_native("Bouton", options, Box::new(move |cc| Ok(Box::new(BoutonApp::from_creation(cc, file)))))
}

/// Shows the system's Open or Save As dialog for `purpose`, starting in `folder` (with `file_name`
/// suggested for Save As), and waits for the person's answer: call it on a worker thread.
#[must_use]
pub fn file_dialog(purpose: Purpose, folder: PathBuf, file_name: String) -> Option<PathBuf> {
    let folder_text = folder.display().to_string();
    let filter = if purpose.extension() == "ron" { "Bouton game or lesson" } else { "Export" };
    let dialog = rfd::FileDialog::new()
        .add_filter(filter, &[purpose.extension()])
        .set_directory(folder)
        .set_title(purpose.title());
    if purpose.writes() {
        dialog.set_file_name(file_name).save_file()
    } else {
        // The portal starts in `folder`; zenity ignores it but starts where a file name ending in "/"
        // points (the portal ignores a file name when opening).
        dialog.set_file_name(format!("{}/", folder_text.trim_end_matches('/'))).pick_file()
    }
}

/// The desktop's autosave: `autosave.ron` (and `autosave-sum.ron` beside it), written atomically.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct StoreKind {
    game: PathBuf,
}

impl StoreKind {
    pub(super) fn default_kind() -> Self {
        Self { game: save::autosave_path() }
    }

    fn path(&self, slot: Slot) -> PathBuf {
        match slot {
            Slot::Game => self.game.clone(),
            Slot::Sum => save::sum_autosave_path(&self.game),
        }
    }

    pub(super) fn read(&self, slot: Slot) -> Option<String> {
        let path = self.path(slot);
        if !path.exists() {
            return None;
        }
        save::read_limited(&path).map_err(|e| log::warn!("the autosave {} could not be read: {e}", path.display())).ok()
    }

    pub(super) fn write(&self, slot: Slot, text: &str) -> Result<(), SaveError> {
        save::write_autosave_text(&self.path(slot), text)
    }

    pub(super) fn remove(&self, slot: Slot) {
        let path = self.path(slot);
        if let Err(e) = std::fs::remove_file(&path) {
            log::warn!("could not remove {}: {e}", path.display());
        }
    }

    pub(super) fn describe(&self, slot: Slot) -> String {
        self.path(slot).display().to_string()
    }
}

impl AutosaveStore {
    /// An autosave at `path` (its sum beside it): for tests, and a second profile.
    #[must_use]
    pub fn disk(path: &Path) -> Self {
        Self(StoreKind { game: path.to_path_buf() })
    }
}

/// Runs `job` on a new thread named `name`.
///
/// # Errors
/// When no thread can be started.
pub fn run_in_background(name: &str, job: impl FnOnce() + Send + 'static) -> std::io::Result<()> {
    std::thread::Builder::new().name(name.into()).spawn(job).map(drop)
}
