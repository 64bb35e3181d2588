//! The bundled fonts, built into the program once, for the window and for the pictures alike (so a
//! picture looks the same on every machine).
//!
//! The web page every student of a class downloads is kept small: it carries DejaVu cut down to
//! the scripts it shows (`assets/fonts/subset-web.py`), and the Chinese face, at 1.3 MB compressed a
//! third of the page, is fetched only when Chinese is chosen ([`set_fetched_chinese`]); meanwhile
//! [`NOTO_SANS_SC_NAMES`] names Chinese in the language menu.

/// DejaVu Sans: the text.
#[cfg(not(target_arch = "wasm32"))]
pub static DEJAVU_SANS: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// DejaVu Sans cut down for the web page (`assets/fonts/subset-web.py`): Latin, Greek, Cyrillic,
/// symbols and every character of the texts, without hinting — 220 KB less to download.
#[cfg(target_arch = "wasm32")]
pub static DEJAVU_SANS: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Web.ttf");

/// DejaVu Sans Mono: the binary table's digits.
#[cfg(not(target_arch = "wasm32"))]
pub static DEJAVU_SANS_MONO: &[u8] = include_bytes!("../../assets/fonts/DejaVuSansMono.ttf");

/// DejaVu Sans Mono cut down for the web page, as [`DEJAVU_SANS`] is.
#[cfg(target_arch = "wasm32")]
pub static DEJAVU_SANS_MONO: &[u8] = include_bytes!("../../assets/fonts/DejaVuSansMono-Web.ttf");

/// The Chinese characters of the language menu ("简体中文") alone, from Noto Sans CJK SC
/// (`assets/fonts/subset-cjk.py` makes it): 4 KB, so the menu names Chinese before the Chinese
/// face is here.
pub static NOTO_SANS_SC_NAMES: &[u8] = include_bytes!("../../assets/fonts/NotoSansSC-Names.otf");

/// The Chinese subset of Noto Sans CJK SC (`assets/fonts/subset-cjk.py` makes it), for the
/// characters DejaVu lacks. Built into the desktop program.
#[cfg(not(target_arch = "wasm32"))]
static NOTO_SANS_SC: &[u8] = include_bytes!("../../assets/fonts/NotoSansSC-Bouton.otf");

/// The Chinese face once the page has fetched it (the web page only).
#[cfg(target_arch = "wasm32")]
static FETCHED_CHINESE: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();

/// The file the web page fetches the Chinese face from, beside the page (the web build copies it
/// there).
pub const CHINESE_FONT_FILE: &str = "NotoSansSC-Bouton.otf";

/// The Chinese subset of Noto Sans CJK SC, when it is here: always on the desktop; on the web once
/// [`set_fetched_chinese`] has kept it.
#[must_use]
pub fn chinese() -> Option<&'static [u8]> {
    #[cfg(not(target_arch = "wasm32"))]
    return Some(NOTO_SANS_SC);
    #[cfg(target_arch = "wasm32")]
    return FETCHED_CHINESE.get().map(Vec::as_slice);
}

/// Keeps the Chinese face the page fetched ([`CHINESE_FONT_FILE`]); a second one is ignored.
#[cfg(target_arch = "wasm32")]
pub fn set_fetched_chinese(bytes: Vec<u8>) {
    let _ = FETCHED_CHINESE.set(bytes);
}

/// Every font the pictures may use, in the order they are tried: DejaVu first, then the Chinese
/// face (when it is here), then the menu's Chinese characters.
pub fn all() -> impl Iterator<Item = &'static [u8]> {
    [Some(DEJAVU_SANS), Some(DEJAVU_SANS_MONO), chinese(), Some(NOTO_SANS_SC_NAMES)].into_iter().flatten()
}
