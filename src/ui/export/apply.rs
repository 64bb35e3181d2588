//! The app's exports: the Markdown handout, and the SVG and PNG pictures of the board and the table.
//! Each is written at once; the status line says where it went and offers to copy the path.

use std::path::Path;
use std::sync::Arc;

use crate::ui::AppError;
use crate::ui::app::BoutonApp;

impl BoutonApp {
    /// The game the exports show: heaps of one game. A sum of games on the board is said to have
    /// none (the handout, the pictures and the link are of heaps of one game).
    fn exported(&mut self) -> Option<crate::save::SavedGame> {
        let saved = self.saved().cloned();
        if saved.is_none() {
            self.say(crate::ui::said::Said::NotForSums);
        }
        saved
    }

    /// Writes the handout of the current position. A failure is shown; nothing else changes.
    pub(in crate::ui) fn export_handout(&mut self, path: &Path, edition: crate::export::Edition) {
        let Some(saved) = self.exported() else { return };
        let written = crate::export::handout_for(&saved, edition)
            .and_then(|text| Ok(crate::ui::platform::write_file(path, text.as_bytes())?));
        match written {
            Ok(()) => self.say(crate::ui::said::Said::HandoutWritten(path.to_path_buf(), edition)),
            Err(e) => self.shell.status.error = Some(AppError::Handout(Arc::new(e))),
        }
    }

    /// Writes the SVG picture of the position (with the answers only if they are shown now).
    pub(in crate::ui) fn export_svg(&mut self, path: &Path) {
        let Some(saved) = self.exported() else { return };
        let written = crate::export::svg(&saved, self.session.revealed)
            .and_then(|text| Ok(crate::ui::platform::write_file(path, text.as_bytes())?));
        match written {
            Ok(()) => self.say(crate::ui::said::Said::PictureWritten(path.to_path_buf())),
            Err(e) => self.shell.status.error = Some(AppError::Picture(Arc::new(e))),
        }
    }

    /// Writes the PNG picture of the position at twice its size: the board and the table only, with
    /// the answers only if they are shown now.
    pub(in crate::ui) fn export_picture(&mut self, path: &Path) {
        let Some(saved) = self.exported() else { return };
        let written = crate::export::picture_png(&saved, self.session.revealed)
            .and_then(|bytes| Ok(crate::ui::platform::write_file(path, &bytes)?));
        match written {
            Ok(()) => self.say(crate::ui::said::Said::PictureWritten(path.to_path_buf())),
            Err(e) => self.shell.status.error = Some(AppError::Picture(Arc::new(e))),
        }
    }
}
