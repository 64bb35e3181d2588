//! Fonts, colours and zoom: what every panel shares.

use eframe::egui::{self, Color32, FontData, FontDefinitions, FontFamily};

use crate::export::palette;

/// Installs the bundled DejaVu fonts first, so ⊕, subscripts and arrows render on every machine,
/// and last the Chinese subset of Noto Sans CJK SC (`assets/fonts/subset-cjk.py` makes it) for the
/// characters DejaVu lacks — on the web once the page has fetched it (installed again then), and
/// the language menu's "简体中文" meanwhile. egui's own fonts are not built in: DejaVu covers
/// more than they do.
pub fn install_fonts(ctx: &egui::Context) {
    ctx.set_fonts(font_definitions());
}

/// The fonts [`install_fonts`] installs: the bundled ones that are here now.
#[must_use]
pub fn font_definitions() -> FontDefinitions {
    use crate::export::fonts::{DEJAVU_SANS, DEJAVU_SANS_MONO, chinese};
    font_definitions_of(DEJAVU_SANS, DEJAVU_SANS_MONO, chinese())
}

/// The fonts made of these faces of DejaVu Sans and DejaVu Sans Mono and the Chinese face, if any
/// (a test checks the web page's cuts with it).
#[must_use]
pub fn font_definitions_of(
    sans: &'static [u8],
    mono: &'static [u8],
    chinese: Option<&'static [u8]>,
) -> FontDefinitions {
    use crate::export::fonts::NOTO_SANS_SC_NAMES;
    let mut fonts = FontDefinitions::empty();
    let mut add = |name: &str, bytes: &'static [u8], families: &[FontFamily]| {
        fonts.font_data.insert(name.into(), FontData::from_static(bytes).into());
        for family in families {
            fonts.families.entry(family.clone()).or_default().push(name.into());
        }
    };
    let both = [FontFamily::Proportional, FontFamily::Monospace];
    // Monospace text falls back on DejaVu Sans for what the mono face lacks.
    add("DejaVuSansMono", mono, &[FontFamily::Monospace]);
    add("DejaVuSans", sans, &both);
    if let Some(bytes) = chinese {
        add("NotoSansSC", bytes, &both);
    }
    add("NotoSansSCNames", NOTO_SANS_SC_NAMES, &both);
    fonts
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
    /// Move values: the fastest win (and, when every move loses, the slowest loss), with ✔.
    pub value_best: Color32,
    /// Move values: a slower win, with ◐.
    pub value_slower: Color32,
    /// Move values: a move that loses, with ✘ (or ▼ for a faster loss).
    pub value_loses: Color32,
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
                top_bit: tint(palette::ORANGE, 90),
                candidate: rgb(palette::ORANGE),
                proof: Color32::from_rgb(0x3C, 0xC8, 0xA0),
                right: Color32::from_rgb(0x3C, 0xC8, 0xA0),
                value_best: Color32::from_rgb(0x2E, 0xA8, 0x84),
                value_slower: rgb(palette::ORANGE),
                value_loses: rgb(palette::REDDISH_PURPLE_LIGHT),
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
                value_best: rgb(palette::BLUISH_GREEN),
                value_slower: rgb(palette::ORANGE),
                value_loses: rgb(palette::REDDISH_PURPLE),
            }
        }
    }
}

/// egui's light or dark look with text that keeps WCAG AA contrast (4.5:1) on every background the
/// app uses: normal text, weak (grey) text and strong text, on panels, windows and striped rows.
/// `high_contrast` (the Projector preset) goes further for a washed-out projector: black on white
/// (or white on black), darker grey text, and buttons with a visible border (7:1, WCAG AAA).
#[must_use]
pub fn visuals(dark: bool, high_contrast: bool) -> egui::Visuals {
    let mut visuals = if dark { egui::Visuals::dark() } else { egui::Visuals::light() };
    let (text, weak) = match (dark, high_contrast) {
        (true, false) => (Color32::from_gray(210), Color32::from_gray(160)),
        (false, false) => (Color32::from_gray(40), Color32::from_gray(95)),
        (true, true) => (Color32::WHITE, Color32::from_gray(200)),
        (false, true) => (Color32::BLACK, Color32::from_gray(60)),
    };
    visuals.widgets.noninteractive.fg_stroke.color = text;
    visuals.weak_text_color = Some(weak);
    // Warnings and errors are read too (a formula's mistake, a bad path): dark enough on light.
    if dark {
        visuals.error_fg_color = Color32::from_rgb(0xFF, 0x6E, 0x6E);
    } else {
        visuals.warn_fg_color = Color32::from_rgb(0xA3, 0x3D, 0x00);
        visuals.error_fg_color = Color32::from_rgb(0xB0, 0x00, 0x20);
    }
    if high_contrast {
        let (background, border) =
            if dark { (Color32::BLACK, Color32::from_gray(200)) } else { (Color32::WHITE, Color32::from_gray(60)) };
        visuals.panel_fill = background;
        visuals.window_fill = background;
        visuals.extreme_bg_color = background;
        for widget in [&mut visuals.widgets.inactive, &mut visuals.widgets.hovered, &mut visuals.widgets.active] {
            widget.fg_stroke.color = text;
            widget.bg_stroke = egui::Stroke::new(1.5, border);
        }
        visuals.widgets.noninteractive.bg_stroke = egui::Stroke::new(1.5, border);
    }
    visuals
}

/// The zoom steps of View ▸ Zoom and Ctrl +/−.
pub const ZOOM_STEPS: [f32; 9] = [0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5];

/// The smallest side of anything a finger taps, in points (Apple's and W3C's 44 px).
pub const TOUCH_TARGET: f32 = 44.0;

/// The spacing of every widget: egui's own, or with every control at least [`TOUCH_TARGET`] tall
/// and its box or circle larger, for a finger.
#[must_use]
pub fn spacing(large_targets: bool) -> egui::style::Spacing {
    let mut spacing = egui::style::Spacing::default();
    if large_targets {
        spacing.interact_size = egui::vec2(TOUCH_TARGET, TOUCH_TARGET);
        spacing.button_padding = egui::vec2(10.0, 8.0);
        spacing.item_spacing = egui::vec2(10.0, 6.0);
        spacing.icon_width = 24.0;
        spacing.icon_width_inner = 14.0;
        spacing.icon_spacing = 8.0;
        spacing.combo_height = 400.0;
        spacing.scroll.bar_width = 16.0;
    }
    spacing
}

/// Scroll bars that stay in view where the content runs on (a floating bar shows only under a
/// pointer: a class at a projector, or a finger on a tablet, never sees it), for the areas made in
/// `ui` from now on.
pub fn scroll_bar_in_view(ui: &mut egui::Ui) {
    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
}

/// The next zoom step up (`up`) or down from `zoom`.
#[must_use]
pub fn next_zoom(zoom: f32, up: bool) -> f32 {
    if up {
        ZOOM_STEPS.iter().copied().find(|&z| z > zoom + 0.01).unwrap_or(zoom)
    } else {
        ZOOM_STEPS.iter().rev().copied().find(|&z| z < zoom - 0.01).unwrap_or(zoom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The WCAG contrast ratio of two opaque colours, from 1 (none) to 21 (black on white).
    fn contrast(a: Color32, b: Color32) -> f32 {
        let luminance = |c: Color32| {
            let channel = |v: u8| {
                let v = f32::from(v) / 255.0;
                if v <= 0.040_45 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
            };
            0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
        };
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    /// Every colour the app writes text in, against every background it writes on: at least 4.5:1
    /// in both themes, and 7:1 in the Projector's high contrast (text and weak text).
    #[test]
    fn all_text_keeps_aa_contrast_in_both_themes() {
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
        for (dark, high_contrast) in [(false, false), (true, false), (false, true), (true, true)] {
            let visuals = visuals(dark, high_contrast);
            if high_contrast {
                for text in [visuals.text_color(), visuals.weak_text_color()] {
                    let ratio = contrast(text, visuals.panel_fill);
                    assert!(ratio >= 7.0, "high contrast, dark {dark}: {ratio:.2}:1");
                }
            }
            let palette = Palette::new(dark);
            let texts = [
                ("text", visuals.text_color()),
                ("weak text", visuals.weak_text_color()),
                ("strong text", visuals.strong_text_color()),
                ("markers", palette.candidate),
                ("losing moves and warnings", palette.value_loses),
                ("proof", palette.proof),
                ("right answers", palette.right),
                ("warnings", visuals.warn_fg_color),
                ("errors", visuals.error_fg_color),
            ];
            // A translucent fill (premultiplied, as egui keeps colours) as it shows over the panel.
            let over_panel = |c: Color32| {
                let keep = 255 - u16::from(c.a());
                let mix = |top: u8, under: u8| (u16::from(top) + u16::from(under) * keep / 255).min(255) as u8;
                let p = visuals.panel_fill;
                Color32::from_rgb(mix(c.r(), p.r()), mix(c.g(), p.g()), mix(c.b(), p.b()))
            };
            let backgrounds = [
                ("panel", visuals.panel_fill),
                ("window", visuals.window_fill),
                ("striped row", over_panel(visuals.faint_bg_color)),
            ];
            let mut pairs: Vec<_> = texts.iter().flat_map(|&t| backgrounds.iter().map(move |&b| (t, b))).collect();
            // The table's digits sit on the odd columns' and the top bit's tints.
            for tint in [("odd column", palette.odd_column), ("top bit", palette.top_bit)] {
                pairs.push((texts[0], (tint.0, over_panel(tint.1))));
                pairs.push((texts[2], (tint.0, over_panel(tint.1))));
            }
            for ((text_name, text), (background_name, background)) in pairs {
                let ratio = contrast(text, background);
                assert!(ratio >= 4.5, "dark {dark}: {text_name} on {background_name}: {ratio:.2}:1");
            }
        }
    }

    /// A losing move's warning is not in the colour of the winning moves: their hues lie apart.
    #[test]
    fn losing_moves_are_not_in_the_winning_moves_colour() {
        for dark in [false, true] {
            let palette = Palette::new(dark);
            // The hue of the colour as written (sRGB), in degrees (the channels compared as bytes).
            let hue = |c: Color32| {
                let (r, g, b) = (c.r(), c.g(), c.b());
                let (max, min) = (r.max(g).max(b), r.min(g).min(b));
                let [rf, gf, bf, span] = [r, g, b, max - min].map(f32::from);
                let h = if max == min {
                    0.0
                } else if max == r {
                    ((gf - bf) / span).rem_euclid(6.0)
                } else if max == g {
                    (bf - rf) / span + 2.0
                } else {
                    (rf - gf) / span + 4.0
                };
                h * 60.0
            };
            let apart = (hue(palette.value_loses) - hue(palette.candidate)).abs();
            let apart = apart.min(360.0 - apart);
            assert!(apart >= 60.0, "dark {dark}: the hues are {apart:.0}° apart");
        }
    }
}
