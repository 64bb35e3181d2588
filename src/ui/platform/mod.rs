//! What differs between the desktop and the browser, behind one seam: starting the app, file
//! dialogs, where the autosave lives, and (later) long work. Features call these; no
//! `cfg(target_arch)` appears inside a feature.

use crate::save::SaveError;

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

#[cfg(not(target_arch = "wasm32"))]
pub use native::*;
#[cfg(target_arch = "wasm32")]
pub use web::*;

/// What the autosave keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// The person's game (the one on the board, or set aside during exercises and lessons): heaps
    /// of one game or a sum of games, in the one file format.
    Game,
    /// The game in disguise on the board over the person's game, if any (empty: none), in its own
    /// file format (version 3).
    Disguise,
    /// Whether the answers are shown ("shown" or "hidden").
    Answers,
    /// The preferences and the game's file ([`crate::ui::preferences::Settings`]), kept here (written
    /// whole and at once) rather than in eframe's own store, which is not.
    Settings,
}

/// Where the autosave lives: files on the desktop ([`AutosaveStore::disk`]), the browser's local
/// storage on the web. Every write is whole and at once, so a crash loses at most the last change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AutosaveStore(StoreKind);

impl AutosaveStore {
    /// This platform's own store: the autosave file under the user's data folder, or local storage;
    /// with what the person should be told at start, when the window's autosave is not the usual
    /// one (another window has it, or the data folder cannot be written).
    #[must_use]
    pub fn for_this_platform() -> (Self, Option<crate::save::AutosaveNote>) {
        let (kind, note) = StoreKind::default_kind();
        (Self(kind), note)
    }

    /// The text kept in `slot`, if any.
    #[must_use]
    pub fn read(&self, slot: Slot) -> Option<String> {
        self.0.read(slot)
    }

    /// Keeps `text` in `slot`, replacing what was there at once and whole.
    ///
    /// # Errors
    /// [`SaveError`] naming the step that failed; what was kept before is then intact.
    pub fn write(&self, slot: Slot, text: &str) -> Result<(), SaveError> {
        self.0.write(slot, text)
    }

    /// Where `slot` lives, in words (a path, or "the browser's local storage").
    #[must_use]
    pub fn describe(&self, slot: Slot) -> String {
        self.0.describe(slot)
    }
}
