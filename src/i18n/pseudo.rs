//! The pseudo-language: English with every letter accented and 40 % more length, so that text
//! clipped by a too-narrow widget, or left untranslated, shows at a glance.

use std::borrow::Cow;

/// Accents a piece of a message's text (Fluent calls this for every piece between placeables) and
/// pads it by 40 %.
pub(super) fn transform(text: &str) -> Cow<'_, str> {
    if text.trim().is_empty() {
        return Cow::Borrowed(text);
    }
    let mut out: String = text.chars().map(accented).collect();
    let letters = text.chars().filter(char::is_ascii_alphabetic).count();
    let pad = (letters * 2).div_ceil(5);
    if pad > 0 {
        // The padding goes before any trailing space, so words stay apart.
        let trimmed = out.trim_end().len();
        let tail = out.split_off(trimmed);
        out.push_str(&"·".repeat(pad));
        out.push_str(&tail);
    }
    Cow::Owned(out)
}

fn accented(c: char) -> char {
    match c {
        'a' => 'á',
        'c' => 'ç',
        'e' => 'é',
        'i' => 'î',
        'n' => 'ñ',
        'o' => 'ö',
        'u' => 'û',
        'y' => 'ý',
        'A' => 'Å',
        'C' => 'Ç',
        'E' => 'É',
        'I' => 'Î',
        'N' => 'Ñ',
        'O' => 'Ö',
        'U' => 'Ü',
        other => other,
    }
}
