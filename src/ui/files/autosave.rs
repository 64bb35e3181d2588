//! The crash-safe autosave of the game on the board (or the one set aside), after every change.

use std::path::PathBuf;
use std::sync::Arc;

use crate::save;
use crate::ui::AppError;
use crate::ui::app::BoutonApp;

impl BoutonApp {
    /// Autosaves the game to `path` after every change from now on (and restores nothing: see
    /// [`BoutonApp::from_creation`] for the start-up).
    #[must_use]
    pub fn with_autosave(mut self, path: PathBuf) -> Self {
        self.autosave = Some(path);
        self.write_autosave();
        self
    }

    /// Writes the person's game to the autosave if it changed since the last write: the game kept
    /// aside while exercises or a lesson use the board, else the game on the board.
    pub(in crate::ui) fn write_autosave(&mut self) {
        let Some(path) = &self.autosave else { return };
        let saved = self.mode.set_aside().map_or(&self.saved, |set_aside| &set_aside.saved);
        let text = save::to_ron(saved);
        if text == self.autosaved {
            return;
        }
        match save::write_autosave(path, saved) {
            Ok(()) => {
                log::debug!("autosaved to {}", path.display());
                self.autosaved = text;
            }
            Err(e) => {
                // Said once; the next change tries again.
                if !self.autosaved.is_empty() {
                    log::error!("autosave to {} failed: {e}", path.display());
                    self.error = Some(AppError::Autosave(Arc::new(e)));
                }
                self.autosaved.clear();
            }
        }
    }
}
