//! The app's files: opening a game or a lesson, File ▸ Save, and the recent files.

use std::path::{Path, PathBuf};

use super::Purpose;
use crate::save;
use crate::ui::AppError;
use crate::ui::action::{Action, LessonAction};
use crate::ui::app::BoutonApp;
use crate::ui::preferences::RECENT_FILES;

impl BoutonApp {
    /// The action of File ▸ Save: save to the game's file, or ask where when it has none.
    #[must_use]
    pub fn save_action(&self) -> Action {
        self.path.clone().map_or(Action::ShowFileDialog(Purpose::SaveAs), Action::SaveTo)
    }

    /// The file the game was loaded from or saved to.
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Opens a game or a lesson file, whichever it is. A file that fails to load changes nothing.
    pub(in crate::ui) fn open(&mut self, path: PathBuf) {
        match save::load_any(&path) {
            Ok(save::Opened::Game(loaded)) => {
                let warnings = loaded.warnings.join("; ");
                self.apply(Action::Load(Box::new(loaded.saved), Some(path)));
                if !warnings.is_empty() {
                    self.say(format!("Opened with warnings: {warnings}"));
                }
            }
            Ok(save::Opened::Lesson(loaded)) => {
                let warnings = loaded.warnings.join("; ");
                self.apply(Action::Lesson(LessonAction::Present(Box::new(loaded.lesson), Some(path))));
                if !warnings.is_empty() {
                    self.say(format!("Opened with warnings: {warnings}"));
                }
            }
            // The game on screen stays as it was.
            Err(e) => {
                self.error = Some(AppError::Open(std::sync::Arc::new(e)));
            }
        }
    }

    pub(in crate::ui) fn remember(&mut self, path: &Path) {
        self.prefs.recent.retain(|p| p != path);
        self.prefs.recent.insert(0, path.to_path_buf());
        self.prefs.recent.truncate(RECENT_FILES);
    }
}
