//! The desktop: a native window (eframe on winit and OpenGL), native file dialogs (rfd).

use std::path::{Path, PathBuf};

use super::{AutosaveStore, Slot};
use crate::save::{self, SaveError};
use crate::ui::BoutonApp;
use std::sync::mpsc::Sender;

use eframe::egui;

use crate::ui::files::{Chosen, Purpose};

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
            .with_title(crate::i18n::msg::window_title())
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

/// Without a desktop dialog (no portal, no zenity), the app's own file chooser opens instead.
pub const OWN_CHOOSER_WITHOUT_DIALOG: bool = true;

/// Shows the system's Open or Save As dialog for `purpose` on a worker thread, starting in `folder`
/// (with `file_name` suggested for Save As); the person's answer comes through `answer` (an
/// immediate "no file" when no dialog could be shown).
pub fn start_file_dialog(
    ctx: &egui::Context,
    purpose: Purpose,
    folder: PathBuf,
    file_name: String,
    answer: Sender<Option<Chosen>>,
) {
    let ctx = ctx.clone();
    let quick = answer.clone();
    let spawned = run_in_background("file-dialog", move || {
        let chosen = file_dialog(purpose, folder, file_name).map(Chosen::Path);
        // The window may have closed meanwhile; then nobody is listening, which is fine.
        let _ = answer.send(chosen);
        ctx.request_repaint();
    });
    if spawned.is_err() {
        let _ = quick.send(None);
    }
}

/// A file dropped on the window: its path, at once (or its bytes, for a drop that has no path).
#[allow(clippy::needless_pass_by_value, reason = "the browser's twin moves both into a task")]
pub fn read_dropped_file(_ctx: &egui::Context, file: egui::DroppedFileHandle, answer: Sender<Option<Chosen>>) {
    let path = file.path().to_path_buf();
    let chosen = if path.as_os_str().is_empty() {
        let bytes = file.bytes().map_err(|e| log::warn!("a dropped file could not be read: {e}")).ok();
        bytes.map(|bytes| Chosen::Bytes { name: crate::i18n::msg::dropped_file(), bytes: std::sync::Arc::from(bytes) })
    } else {
        Some(Chosen::Path(path))
    };
    let _ = answer.send(chosen);
}

/// The system's dialog itself: it waits for the person.
fn file_dialog(purpose: Purpose, folder: PathBuf, file_name: String) -> Option<PathBuf> {
    let folder_text = folder.display().to_string();
    let filter = if purpose.extension() == "ron" {
        crate::i18n::msg::dialog_filter_bouton()
    } else {
        crate::i18n::msg::dialog_filter_export()
    };
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

/// The desktop's autosave: `autosave.ron` (or this window's own, `autosave-2.ron`, … when another
/// window has it), whether the answers are shown beside it, and the settings, written atomically.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct StoreKind {
    game: PathBuf,
}

impl StoreKind {
    /// The autosave this window claims in the data folder (or, when that cannot be written, in a
    /// folder of the system's temporary files), and what to tell about it.
    pub(super) fn default_kind() -> (Self, Option<save::AutosaveNote>) {
        let fallback = std::env::temp_dir().join("bouton-autosave");
        let claim = save::claim_autosave(&save::data_dir(), &fallback);
        (Self { game: claim.path }, claim.note)
    }

    fn path(&self, slot: Slot) -> PathBuf {
        let stem = self.game.file_stem().map_or_else(|| "autosave".into(), |s| s.to_string_lossy().into_owned());
        match slot {
            Slot::Game => self.game.clone(),
            Slot::Answers => self.game.with_file_name(format!("{stem}-answers.txt")),
            Slot::Disguise => self.game.with_file_name(format!("{stem}-disguise.ron")),
            // One person's settings, whichever window writes them last.
            Slot::Settings => self.game.with_file_name("settings.ron"),
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

    pub(super) fn describe(&self, slot: Slot) -> String {
        self.path(slot).display().to_string()
    }
}

impl AutosaveStore {
    /// An autosave at `path`: for tests, and a second profile.
    #[must_use]
    pub fn disk(path: &Path) -> Self {
        Self(StoreKind { game: path.to_path_buf() })
    }
}

/// Writes a file the person chose (a saved game, a lesson, an export) atomically, creating its folder.
///
/// # Errors
/// [`SaveError`] naming the step that failed; the previous file is then intact.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    save::write_file_atomically(path, bytes)
}

/// The desktop has no address: no link to copy.
#[must_use]
pub fn page_address() -> Option<String> {
    None
}

/// Whether the main pointer is a finger. The desktop cannot tell before a touch (the app then
/// watches for one).
#[must_use]
pub fn coarse_pointer() -> bool {
    false
}

/// The desktop has no address to carry a link (a file given on the command line opens instead).
#[must_use]
pub fn link_to_open() -> Option<String> {
    None
}

/// The desktop has folders: the saves folder, recent files, paths to copy.
pub const FILE_SYSTEM: bool = true;

/// The desktop has threads: long work runs beside the window.
pub const THREADS: bool = true;

/// Runs `job` on a new thread named `name`.
///
/// # Errors
/// When no thread can be started.
pub fn run_in_background(name: &str, job: impl FnOnce() + Send + 'static) -> std::io::Result<()> {
    std::thread::Builder::new().name(name.into()).spawn(job).map(drop)
}

/// The desktop program has the Chinese face built in: nothing to fetch.
pub fn want_chinese_font(_ctx: &eframe::egui::Context) {}

/// The desktop app is not served by a class: it joins none by itself.
pub fn look_for_a_class(_ctx: eframe::egui::Context) {}

/// The desktop app is not served by a class: no socket to join.
#[must_use]
pub fn class_to_join() -> Option<String> {
    None
}

/// The desktop keeps no seat token between runs (a class is joined from the browser).
#[must_use]
pub fn remembered_seat(_socket: &str) -> Option<String> {
    None
}

/// The desktop keeps no seat token between runs.
pub fn remember_seat(_socket: &str, _token: Option<&str>) {}
