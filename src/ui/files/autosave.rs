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
        self.write_sum_autosave();
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

    /// Keeps the sum of games on the board in `autosave-sum.ron` beside the autosave (written when it
    /// changes), and removes that file once no sum is on the board: a restart brings the sum back,
    /// with the person's own game behind it.
    pub(in crate::ui) fn write_sum_autosave(&mut self) {
        let Some(path) = self.autosave.as_deref().map(save::sum_autosave_path) else { return };
        let Some(session) = self.sum() else {
            if !self.autosaved_sum.is_empty() {
                if let Err(e) = std::fs::remove_file(&path) {
                    log::warn!("could not remove {}: {e}", path.display());
                }
                self.autosaved_sum.clear();
            }
            return;
        };
        let text = save::sum_to_ron(&session.to_saved());
        if text == self.autosaved_sum {
            return;
        }
        match save::write_autosave_text(&path, &text) {
            Ok(()) => self.autosaved_sum = text,
            Err(e) => {
                log::error!("autosave to {} failed: {e}", path.display());
                self.error = Some(AppError::Autosave(Arc::new(e)));
            }
        }
    }
}

impl BoutonApp {
    /// Puts back the sum of games that was on the board when the app last stopped (its autosave
    /// beside the game's), if there is one and it loads; the person's own game stays behind it.
    pub fn restore_sum(&mut self) {
        let Some(path) = self.autosave.as_deref().map(save::sum_autosave_path) else { return };
        if !path.exists() {
            return;
        }
        match save::load_any(&path) {
            Ok(save::Opened::Sum(loaded))
                if crate::ui::sums::board_problem(loaded.saved.game.position(), loaded.saved.game.ending())
                    .is_none() =>
            {
                let start = crate::ui::sums::SumStart::from_saved(loaded.saved, None);
                self.apply(crate::ui::Action::Sum(crate::ui::sums::SumAction::Start(Box::new(start))));
            }
            Ok(_) => log::warn!("{} holds no sum of games that fits the board; ignored", path.display()),
            Err(e) => log::warn!("the sum's autosave could not be read: {e}"),
        }
    }
}
