//! The PNG picture of the board and the binary table, from a screenshot of the window, cropped (the
//! encoding and the file names are in [`crate::export`]).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use eframe::egui::{self, ColorImage, Rect};

use crate::ui::AppError;

/// A picture being taken: the window is captured at the end of a frame, then cropped and written.
#[derive(Default)]
pub struct PictureExport {
    pending: Option<Receiver<Result<PathBuf, AppError>>>,
}

impl PictureExport {
    /// Asks for a screenshot of the window; `rect` (in points) is the part to keep, `path` where the PNG
    /// goes. The answer comes back through [`Self::poll`].
    pub fn request(&mut self, ctx: &egui::Context, rect: Rect, path: PathBuf) {
        let (sender, receiver) = mpsc::channel();
        let pixels_per_point = ctx.pixels_per_point();
        let repaint = ctx.clone();
        ctx.request_screenshot(move |image: Arc<ColorImage>| {
            let cropped = image.region(&rect, Some(pixels_per_point));
            let result = crate::export::png_bytes(cropped.size[0], cropped.size[1], cropped.as_raw())
                .and_then(|bytes| Ok(crate::save::write_file_atomically(&path, &bytes)?))
                .map_err(|e| AppError::Picture(std::sync::Arc::new(e)));
            // The window may have closed meanwhile; then nobody is listening, which is fine.
            let _ = sender.send(result.map(|()| path));
            repaint.request_repaint();
        });
        self.pending = Some(receiver);
    }

    /// Whether a picture is being taken.
    #[must_use]
    pub fn is_pending(&self) -> bool {
        self.pending.is_some()
    }

    /// Where the picture went, or why it failed, once it is done.
    pub fn poll(&mut self) -> Option<Result<PathBuf, AppError>> {
        let result = self.pending.as_ref()?.try_recv().ok()?;
        self.pending = None;
        Some(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cropped_screenshot_is_the_region_asked_for() {
        let mut image = ColorImage::filled([40, 20], egui::Color32::WHITE);
        image[(10, 5)] = egui::Color32::from_rgb(0, 114, 178);
        let cropped = image.region(&Rect::from_min_size(egui::pos2(5.0, 0.0), egui::vec2(20.0, 10.0)), Some(1.0));
        assert_eq!(cropped.size, [20, 10]);
        let bytes = crate::export::png_bytes(20, 10, cropped.as_raw()).unwrap();
        let back = image::load_from_memory(&bytes).unwrap().into_rgba8();
        assert_eq!(back.get_pixel(5, 5).0, [0, 114, 178, 255]);
    }
}
