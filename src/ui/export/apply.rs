//! The app's exports: the Markdown handout (written at once) and the PNG picture of the board and the
//! table (taken from a screenshot at the end of the frame).

use std::path::{Path, PathBuf};

use eframe::egui;

use std::sync::Arc;

use crate::ui::AppError;
use crate::ui::app::BoutonApp;

impl BoutonApp {
    /// Writes the handout of the current position. A failure is shown; nothing else changes.
    pub(in crate::ui) fn export_handout(&mut self, path: &Path, edition: crate::export::Edition) {
        let written = crate::export::handout_for(&self.saved, edition)
            .and_then(|text| Ok(crate::save::write_file_atomically(path, text.as_bytes())?));
        match written {
            Ok(()) => self.say(format!("Handout written to {}", path.display())),
            Err(e) => self.error = Some(AppError::Handout(Arc::new(e))),
        }
    }

    /// Writes the SVG picture of the position (with the answers only if they are shown now).
    pub(in crate::ui) fn export_svg(&mut self, path: &Path) {
        let text = crate::export::svg(&self.saved, self.revealed);
        match crate::save::write_file_atomically(path, text.as_bytes()) {
            Ok(()) => self.say(format!("Picture written to {}", path.display())),
            Err(e) => self.error = Some(AppError::Picture(Arc::new(e.into()))),
        }
    }

    /// Asks for a picture. It is taken at the end of the next frame, once the menu that asked for it
    /// has closed.
    pub(in crate::ui) fn export_picture(&mut self, path: PathBuf) {
        self.picture_request = Some((path, false));
        self.ctx.request_repaint();
    }

    /// Starts the screenshot asked for, over the board and the table drawn this frame.
    pub(in crate::ui) fn take_picture(&mut self, ctx: &egui::Context, area: Option<egui::Rect>) {
        match self.picture_request.take() {
            Some((path, false)) => {
                // One more frame, without the menu.
                self.picture_request = Some((path, true));
                ctx.request_repaint();
            }
            Some((path, true)) => match area {
                Some(rect) => self.picture.request(ctx, rect, path),
                None => self.error = Some(AppError::NoBoard),
            },
            None => {}
        }
    }

    /// Says where the picture went, once it is written.
    pub(in crate::ui) fn picture_written(&mut self, result: Result<std::path::PathBuf, AppError>) {
        match result {
            Ok(path) => self.say(format!("Picture written to {}", path.display())),
            Err(e) => self.error = Some(e),
        }
    }

    /// Whether a picture is being taken (asked for, or waiting for the screenshot).
    #[must_use]
    pub fn picture_pending(&self) -> bool {
        self.picture_request.is_some() || self.picture.is_pending()
    }
}
