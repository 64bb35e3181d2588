//! PNG pictures and the names of exported files.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use super::ExportError;

/// An RGBA image (`width` × `height`, 4 bytes a pixel, rows top to bottom) as PNG bytes.
///
/// # Errors
/// When the image is empty, its size does not match the bytes, or it cannot be encoded.
pub fn png_bytes(width: usize, height: usize, rgba: &[u8]) -> Result<Vec<u8>, ExportError> {
    if width == 0 || height == 0 {
        return Err(ExportError::EmptyPicture);
    }
    let (Ok(w), Ok(h)) = (u32::try_from(width), u32::try_from(height)) else { return Err(ExportError::BadPicture) };
    let image = image::RgbaImage::from_raw(w, h, rgba.to_vec()).ok_or(ExportError::BadPicture)?;
    let mut bytes = Vec::new();
    image.write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)?;
    Ok(bytes)
}

/// How many pixels a picture point is: PNG pictures are drawn at twice their size, sharp on a
/// projector and on a high-density screen.
pub const PICTURE_SCALE: f32 = 2.0;

/// The picture of a game's position (the board and the binary table, as [`super::svg`] draws it) as
/// PNG bytes at [`PICTURE_SCALE`]: tight around the picture, with nothing of the app's window in it.
/// With `answers` false, nothing in it tells an answer.
///
/// # Errors
/// When the position cannot be drawn (an empty picture) or encoded.
pub fn picture_png(saved: &crate::save::SavedGame, answers: bool) -> Result<Vec<u8>, ExportError> {
    use resvg::{tiny_skia, usvg};
    let svg = super::svg(saved, answers)?;
    let mut options = usvg::Options::default();
    let fonts = options.fontdb_mut();
    // The bundled fonts (so a picture looks the same on every machine), read where the window's are:
    // DejaVu, and the Chinese subset for titles and labels in Chinese.
    for font in super::fonts::all() {
        fonts.load_font_data(font.to_vec());
    }
    fonts.set_sans_serif_family("DejaVu Sans");
    fonts.set_monospace_family("DejaVu Sans Mono");
    let tree = usvg::Tree::from_str(&svg, &options).map_err(|e| ExportError::Draw(e.to_string()))?;
    let size = tree.size().to_int_size().scale_by(PICTURE_SCALE).ok_or(ExportError::EmptyPicture)?;
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).ok_or(ExportError::BadPicture)?;
    // On white, as on a slide or a printed page.
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(&tree, tiny_skia::Transform::from_scale(PICTURE_SCALE, PICTURE_SCALE), &mut pixmap.as_mut());
    // tiny-skia keeps premultiplied colours; PNG wants them straight.
    let rgba: Vec<u8> = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    png_bytes(size.width() as usize, size.height() as usize, &rgba)
}

/// A file name for a game's title: lower-case letters and digits joined by `-`, with `.ron`.
///
/// ```
/// assert_eq!(bouton::export::file_name("19, 20, 21: three winning moves"), "19-20-21-three-winning-moves.ron");
/// assert_eq!(bouton::export::file_name("!!"), "game.ron");
/// ```
#[must_use]
pub fn file_name(title: &str) -> String {
    let mut name = String::new();
    for c in title.chars() {
        if c.is_alphanumeric() {
            name.extend(c.to_lowercase());
        } else if !name.ends_with('-') && !name.is_empty() {
            name.push('-');
        }
    }
    let name = name.trim_end_matches('-');
    format!("{}.ron", if name.is_empty() { "game" } else { name })
}

/// The file name of an export: the game's file name with another extension.
#[must_use]
pub fn export_path(folder: &Path, title: &str, extension: &str) -> PathBuf {
    folder.join(file_name(title)).with_extension(extension)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The picture of 19, 20, 21 at twice the SVG's size: opaque, tight (no empty margin of more than
    /// a few pixels), with the stones' blue in it and text drawn (dark pixels in the table).
    #[test]
    fn the_picture_is_the_svg_drawn_at_twice_its_size() {
        use crate::core::{Game, Position, Rules};
        let saved = crate::save::SavedGame::new(
            "19, 20, 21",
            Game::of_heaps(Rules::default(), Position::new(vec![19, 20, 21]).unwrap()).unwrap(),
        );
        let svg = super::super::svg(&saved, true).unwrap();
        let width: f32 = svg.split("width=\"").nth(1).unwrap().split('"').next().unwrap().parse().unwrap();
        let picture = image::load_from_memory(&picture_png(&saved, true).unwrap()).unwrap().into_rgba8();
        assert!((picture.width() as f32 - width * PICTURE_SCALE).abs() < 1.0, "{} for {width}", picture.width());
        let pixels: Vec<[u8; 4]> = picture.pixels().map(|p| p.0).collect();
        assert!(pixels.iter().all(|p| p[3] == 255), "opaque");
        let stones = pixels.iter().filter(|p| p[..3] == super::super::palette::BLUE).count();
        assert!(stones > 60 * 100, "60 stones drawn: {stones} stone pixels");
        let ink = pixels.iter().filter(|p| p[0] < 80 && p[1] < 80 && p[2] < 80).count();
        assert!(ink > 2000, "the digits and words are drawn: {ink} dark pixels");
        // Tight: something is drawn within 80 pixels (40 points) of each edge.
        let (w, h) = (picture.width(), picture.height());
        let drawn = |x: u32, y: u32| picture.get_pixel(x, y).0 != [255, 255, 255, 255];
        assert!((0..h).any(|y| (0..80).any(|x| drawn(x, y))), "left edge");
        assert!((0..w).any(|x| (0..80).any(|y| drawn(x, y))), "top edge");
        assert!((0..w).any(|x| (h - 80..h).any(|y| drawn(x, y))), "bottom edge");
    }

    #[test]
    fn a_picture_encodes_as_png_and_decodes_back() {
        let mut rgba = vec![255u8; 20 * 10 * 4];
        rgba[(5 * 20 + 5) * 4..(5 * 20 + 5) * 4 + 4].copy_from_slice(&[0, 114, 178, 255]);
        let bytes = png_bytes(20, 10, &rgba).unwrap();
        let back = image::load_from_memory(&bytes).unwrap().into_rgba8();
        assert_eq!(back.dimensions(), (20, 10));
        assert_eq!(back.get_pixel(5, 5).0, [0, 114, 178, 255]);
        assert!(png_bytes(0, 0, &[]).is_err());
        assert!(png_bytes(3, 3, &[0; 4]).is_err());
        assert_eq!(export_path(Path::new("saves"), "19, 20, 21", "png"), Path::new("saves/19-20-21.png"));
    }
}
