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
