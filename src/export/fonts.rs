//! The bundled fonts, built into the program once, for the window and for the pictures alike (so a
//! picture looks the same on every machine).

/// DejaVu Sans: the text.
pub static DEJAVU_SANS: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// DejaVu Sans Mono: the binary table's digits.
pub static DEJAVU_SANS_MONO: &[u8] = include_bytes!("../../assets/fonts/DejaVuSansMono.ttf");

/// The Chinese subset of Noto Sans CJK SC (`assets/fonts/subset-cjk.py` makes it), for the
/// characters DejaVu lacks.
pub static NOTO_SANS_SC: &[u8] = include_bytes!("../../assets/fonts/NotoSansSC-Bouton.otf");
