//! Exports, below both the app and the command line: the text report of a position, the SVG picture
//! of the board and table, the Markdown handout, PNG encoding and export file names. Everything is
//! drawn from `core`'s values and claims, with one palette and one set of drawing limits, which the
//! app's board and table use too.

pub mod fonts;
mod handout;
mod png;
mod svg;
pub(crate) mod text;

pub use handout::{Edition, handout, handout_for};
pub use png::{PICTURE_SCALE, export_path, file_name, picture_png, png_bytes};
pub use svg::svg;

/// Why an export could not be made. The game on the board is never touched.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The position cannot be analysed (misère play with a large subtraction-set position).
    #[error(transparent)]
    Analysis(#[from] crate::core::AnalysisError),
    /// A sum of different games: pictures and handouts show heaps of one game.
    #[error("{}", crate::i18n::msg::err_export_error_sum_of_games())]
    SumOfGames,
    /// The picture has no pixels.
    #[error("{}", crate::i18n::msg::err_export_error_empty_picture())]
    EmptyPicture,
    /// The picture is larger than a PNG can hold, or its pixels do not match its size.
    #[error("{}", crate::i18n::msg::err_export_error_bad_picture())]
    BadPicture,
    /// The SVG picture could not be drawn.
    #[error("{}", crate::i18n::msg::err_export_error_draw(.0.clone()))]
    Draw(String),
    /// The PNG encoder failed.
    #[error("{}", crate::i18n::msg::err_export_error_encode(.0.to_string()))]
    Encode(#[from] image::ImageError),
    /// The file could not be written.
    #[error(transparent)]
    Write(#[from] crate::save::SaveError),
}

/// Heaps larger than this are drawn as a bar with their number (on the board and in pictures).
pub const MAX_DRAWN_STONES: u64 = 40;

/// The colours of the board and the table, from the Okabe–Ito palette, which people with the common
/// colour-vision deficiencies can tell apart. Meaning never rests on colour alone: every highlight
/// also has a text marker.
pub mod palette {
    /// A colour as red, green, blue.
    pub type Rgb = [u8; 3];
    /// Blue: the stones (light background).
    pub const BLUE: Rgb = [0x00, 0x72, 0xB2];
    /// Sky blue: odd columns, and the stones on a dark background.
    pub const SKY_BLUE: Rgb = [0x56, 0xB4, 0xE9];
    /// Orange: X's top bit column, and winning moves on a dark background.
    pub const ORANGE: Rgb = [0xE6, 0x9F, 0x00];
    /// Vermillion, a shade darker than Okabe–Ito's so that marker text keeps 4.5:1 contrast: the row
    /// markers and winning moves (light background).
    pub const VERMILLION: Rgb = [0xB8, 0x4A, 0x00];
    /// Reddish purple, darkened from Okabe–Ito's for 4.5:1 on white: losing moves and warnings, apart
    /// from the vermillion of winning moves (light background).
    pub const REDDISH_PURPLE: Rgb = [0xA3, 0x3A, 0x7A];
    /// Reddish purple as Okabe–Ito give it: losing moves and warnings on a dark background.
    pub const REDDISH_PURPLE_LIGHT: Rgb = [0xCC, 0x79, 0xA7];
    /// Bluish green: the proof's conclusions and right answers (light background).
    pub const BLUISH_GREEN: Rgb = [0x00, 0x7A, 0x5A];
    /// The odd columns' tint: sky blue at this opacity (of 255) over the background.
    pub const ODD_COLUMN_ALPHA: u8 = 80;
    /// X's top-bit column's tint: orange at this opacity over the background.
    pub const TOP_BIT_ALPHA: u8 = 150;

    /// `colour` at `alpha` over white, as the light theme shows it.
    #[must_use]
    pub fn over_white(colour: Rgb, alpha: u8) -> Rgb {
        colour.map(|c| {
            let (c, a) = (u32::from(c), u32::from(alpha));
            ((c * a + 255 * (255 - a) + 127) / 255) as u8
        })
    }

    /// "#rrggbb".
    #[must_use]
    pub fn hex(colour: Rgb) -> String {
        format!("#{:02x}{:02x}{:02x}", colour[0], colour[1], colour[2])
    }
}
