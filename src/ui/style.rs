//! Fonts, colours and zoom: what every panel shares.

use eframe::egui::{self, Color32, FontData, FontDefinitions, FontFamily};

use crate::export::palette;

/// Installs the bundled DejaVu fonts first, so ⊕, subscripts and arrows render on every machine
/// (egui's own fonts stay as fallbacks).
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = FontDefinitions::default();
    fonts
        .font_data
        .insert("DejaVuSans".into(), FontData::from_static(include_bytes!("../../assets/fonts/DejaVuSans.ttf")).into());
    fonts.font_data.insert(
        "DejaVuSansMono".into(),
        FontData::from_static(include_bytes!("../../assets/fonts/DejaVuSansMono.ttf")).into(),
    );
    if let Some(family) = fonts.families.get_mut(&FontFamily::Proportional) {
        family.insert(0, "DejaVuSans".into());
    }
    if let Some(family) = fonts.families.get_mut(&FontFamily::Monospace) {
        family.insert(0, "DejaVuSansMono".into());
    }
    ctx.set_fonts(fonts);
}

/// The colours of the board and the table. Chosen from the Okabe–Ito palette, which people with the
/// common colour-vision deficiencies can tell apart; meaning never rests on red against green, and
/// every highlight also has a text marker.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    /// A stone on the board.
    pub stone: Color32,
    /// A stone that the hovered move would take.
    pub stone_going: Color32,
    /// The background of a column with an odd number of ones.
    pub odd_column: Color32,
    /// The background of X's top bit column.
    pub top_bit: Color32,
    /// A candidate heap's row marker and a winning move.
    pub candidate: Color32,
    /// The proof panel's conclusions and the outline of the table cells a proof step speaks of.
    pub proof: Color32,
    /// A right answer's marker (a wrong one uses `candidate`; each also has a ✔ or ✘).
    pub right: Color32,
}

impl Palette {
    /// The palette for a light or dark background (colours from [`crate::export::palette`], shared
    /// with the exported pictures).
    #[must_use]
    pub fn new(dark: bool) -> Self {
        let rgb = |[r, g, b]: palette::Rgb| Color32::from_rgb(r, g, b);
        let tint = |[r, g, b]: palette::Rgb, alpha| Color32::from_rgba_unmultiplied(r, g, b, alpha);
        if dark {
            Self {
                stone: rgb(palette::SKY_BLUE),
                stone_going: Color32::from_rgb(0x80, 0x80, 0x80),
                odd_column: tint(palette::SKY_BLUE, 70),
                top_bit: tint(palette::ORANGE, 140),
                candidate: rgb(palette::ORANGE),
                proof: Color32::from_rgb(0x3C, 0xC8, 0xA0),
                right: Color32::from_rgb(0x3C, 0xC8, 0xA0),
            }
        } else {
            Self {
                stone: rgb(palette::BLUE),
                stone_going: Color32::from_rgb(0xC8, 0xC8, 0xC8),
                odd_column: tint(palette::SKY_BLUE, palette::ODD_COLUMN_ALPHA),
                top_bit: tint(palette::ORANGE, palette::TOP_BIT_ALPHA),
                candidate: rgb(palette::VERMILLION),
                proof: rgb(palette::BLUISH_GREEN),
                right: rgb(palette::BLUISH_GREEN),
            }
        }
    }
}

/// The zoom steps of View ▸ Zoom and Ctrl +/−.
pub const ZOOM_STEPS: [f32; 9] = [0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5];

/// The next zoom step up (`up`) or down from `zoom`.
#[must_use]
pub fn next_zoom(zoom: f32, up: bool) -> f32 {
    if up {
        ZOOM_STEPS.iter().copied().find(|&z| z > zoom + 0.01).unwrap_or(zoom)
    } else {
        ZOOM_STEPS.iter().rev().copied().find(|&z| z < zoom - 0.01).unwrap_or(zoom)
    }
}
