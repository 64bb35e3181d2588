//! Numbers as each language writes them: counts grouped in thousands with the language's separator
//! (CLDR: "12,345" in English, "12.345" in Spanish, German and Portuguese, "12 345" with a narrow
//! no-break space in French). Spanish leaves four-digit numbers whole ("1234"), as its style guides
//! do. Mathematical values (heap sizes, values, the nim-sum) are written as plain digits everywhere,
//! as on the board.

use fluent_bundle::FluentValue;

use super::{Lang, language};

/// The separator between groups of three digits, and the fewest digits a number must have before it
/// is grouped.
fn grouping(lang: Lang) -> (char, usize) {
    match lang {
        Lang::En | Lang::Pseudo | Lang::ZhCn => (',', 4),
        Lang::Es => ('.', 5),
        Lang::De | Lang::PtBr => ('.', 4),
        Lang::Fr => ('\u{202F}', 4),
    }
}

/// `n` grouped in thousands as `lang` writes counts.
#[must_use]
pub fn grouped_in(lang: Lang, n: u128) -> String {
    let (separator, min_digits) = grouping(lang);
    let digits = n.to_string();
    if digits.len() < min_digits {
        return digits;
    }
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 * 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(c);
    }
    out
}

/// `n` grouped in thousands as the language in force writes counts.
///
/// ```
/// use bouton::i18n::{Lang, grouped, with_language};
/// assert_eq!(with_language(Lang::En, || grouped(376_992u64)), "376,992");
/// assert_eq!(with_language(Lang::De, || grouped(376_992u64)), "376.992");
/// assert_eq!(with_language(Lang::Es, || grouped(1234u64)), "1234");
/// ```
#[must_use]
pub fn grouped(n: impl Into<u128>) -> String {
    grouped_in(language(), n.into())
}

/// A measured quantity (a time, a rate) with `places` decimals, as the language in force writes it:
/// "0.2" in English and Chinese, "0,2" in Spanish, French, German and Portuguese.
///
/// ```
/// use bouton::i18n::{Lang, decimal, with_language};
/// assert_eq!(with_language(Lang::En, || decimal(0.25, 1)), "0.2");
/// assert_eq!(with_language(Lang::Fr, || decimal(12.34, 1)), "12,3");
/// ```
#[must_use]
pub fn decimal(value: f64, places: usize) -> String {
    let written = format!("{value:.places$}");
    match language() {
        Lang::Es | Lang::Fr | Lang::De | Lang::PtBr => written.replace('.', ","),
        Lang::En | Lang::Pseudo | Lang::ZhCn => written,
    }
}

/// Fluent's formatter for one language: a whole number that asks for grouping (a count) is grouped;
/// anything else is left to Fluent.
pub(super) fn formatter<M>(lang: Lang) -> fn(&FluentValue, &M) -> Option<String> {
    fn format<M, const L: u8>(value: &FluentValue, _: &M) -> Option<String> {
        let FluentValue::Number(number) = value else { return None };
        if !number.options.use_grouping {
            return None;
        }
        let n = number.value;
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "whole, non-negative, < 2^53")]
        (n >= 0.0 && n.fract() == 0.0 && n < 9_007_199_254_740_992.0)
            .then(|| grouped_in(Lang::from_index(L), n as u128))
    }
    match lang {
        Lang::En => format::<M, 0>,
        Lang::Es => format::<M, 1>,
        Lang::Fr => format::<M, 2>,
        Lang::De => format::<M, 3>,
        Lang::PtBr => format::<M, 4>,
        Lang::ZhCn => format::<M, 5>,
        Lang::Pseudo => format::<M, 6>,
    }
}
