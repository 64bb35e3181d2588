//! Formulas kept whole where a line wraps: the spaces around operators and between a word and its
//! number become no-break spaces. The slides use it, and the translations' messages get it from
//! their bundles ("(X =" / "0)" in Spanish; in Chinese, where every character is a place to break,
//! "使 X =" / "0").

use std::borrow::Cow;

/// The text with its formulas and its numbered names kept whole where a line wraps: the spaces
/// around `=`, `⊕`, `≠`, `<`, `→` … and between a word and its number ("heap 1", "Lemma 1") become
/// no-break spaces, so a projector never shows "X′ = X ⊕ xₖ" on one line and "⊕ yₖ" on the next.
///
/// ```
/// assert_eq!(bouton::keep_together("so X′ = 0 (Lemma 1)"), "so X′\u{a0}=\u{a0}0 (Lemma\u{a0}1)");
/// ```
#[must_use]
pub fn keep_together(text: &str) -> String {
    glued(text, true)
}

/// The spaces around operators as no-break spaces; with `numbered`, those between a word and its
/// number too.
fn glued(text: &str, numbered: bool) -> String {
    const OPERATORS: &[char] = &['=', '⊕', '≠', '<', '>', '≤', '≥', '→', '≡', '−', '+', '&'];
    let chars: Vec<char> = text.chars().collect();
    let glue = |i: usize| {
        let (before, after) = (i.checked_sub(1).map(|j| chars[j]), chars.get(i + 1).copied());
        let operator = |c: Option<char>| c.is_some_and(|c| OPERATORS.contains(&c));
        let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
        let letter = |c: Option<char>| c.is_some_and(char::is_alphabetic);
        operator(before)
            || operator(after)
            || numbered && (letter(before) && digit(after) || digit(before) && letter(after))
    };
    chars.iter().enumerate().map(|(i, &c)| if c == ' ' && glue(i) { '\u{a0}' } else { c }).collect()
}

/// The transform of the Chinese bundle: every piece of a message's text, kept together.
pub(super) fn transform(text: &str) -> Cow<'_, str> {
    let glued = keep_together(text);
    if glued == text { Cow::Borrowed(text) } else { Cow::Owned(glued) }
}

/// The transform of the other translations' bundles: formulas kept whole (words and their numbers
/// may part, as the words between them do).
pub(super) fn formulas(text: &str) -> Cow<'_, str> {
    let glued = glued(text, false);
    if glued == text { Cow::Borrowed(text) } else { Cow::Owned(glued) }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, msg, with_language};

    /// A Chinese message keeps "X = 0" whole (every character is a place to break); English
    /// messages are as written.
    #[test]
    fn chinese_formulas_do_not_break() {
        let zh = with_language(Lang::ZhCn, || msg::claim_zeroing_wins("从第 1 堆取走 2 颗"));
        assert!(zh.contains("使 X\u{a0}=\u{a0}0"), "{zh:?}");
        let es = with_language(Lang::Es, || msg::claim_zeroing_wins("quitar 2 del montón 1"));
        assert!(es.contains("X\u{a0}=\u{a0}0"), "{es:?}");
        let en = with_language(Lang::En, || msg::claim_zeroing_wins("take 2 from heap 1"));
        assert!(en.contains("X = 0"), "{en:?}");
    }
}
