//! What `save` reports, in words: the parser's complaints in words a teacher can act on (no Rust or
//! serde type names, no advice about the library, echoed text cut short), the warnings of a file
//! that opened, and the stages of a load.

use std::fmt::{self, Display, Formatter};

use crate::i18n::{Arg, msg};
use crate::save::{LoadStage, Warning, echo};

impl Display for Warning {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Self::UnknownField(path) => msg::ron_unknown_field(path.as_str()),
            Self::MoreUnknownFields(more) => msg::ron_more_unknown_fields(Arg::Count(*more as u64)),
            Self::UnknownLanguage(tag) => msg::lesson_unknown_language(tag.as_str()),
        })
    }
}

impl Display for LoadStage {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Self::Reading => msg::load_reading(),
            Self::Parsing => msg::load_parsing(),
            Self::Checking { done, of } if *of > 1 => msg::load_checking_step((done + 1).min(*of), *of),
            Self::Checking { .. } => msg::load_checking(),
        })
    }
}

/// The parser's complaint in words a teacher can act on: no Rust or serde type names, no advice about
/// the library, echoed text cut short. Every kind of parser error has its own sentence.
pub(crate) fn plain_message(code: &ron::Error) -> String {
    use ron::Error as E;
    let echoed = |found: &str| Arg::from(echo(found));
    match code {
        E::IntegerOutOfBounds => msg::ron_out_of_range(u64::MAX),
        E::ExpectedStructLike | E::ExpectedNamedStructLike(_) => msg::ron_expected_parentheses(),
        E::ExpectedDifferentStructName { found, .. } | E::ExpectedStructName(found) => {
            msg::ron_unknown_name_parentheses(echoed(found))
        }
        E::ExceededRecursionLimit => msg::ron_too_deep(),
        E::SuggestRawIdentifier(found) | E::InvalidIdentifier(found) => msg::ron_unknown_name(echoed(found)),
        E::NoSuchExtension(found) => msg::ron_unknown_option(echoed(found)),
        E::NoSuchEnumVariant { expected, found, .. } => msg::ron_not_one_of(names(expected), echoed(found)),
        E::NoSuchStructField { expected, found, .. } => msg::ron_not_a_field(names(expected), echoed(found)),
        E::MissingStructField { field, .. } => msg::ron_missing_field(*field),
        E::DuplicateStructField { field, .. } => msg::ron_duplicate_field(*field),
        E::InvalidValueForType { expected, found } => msg::ron_expected_found(kind(expected), kind(found)),
        E::ExpectedDifferentLength { found, .. } => msg::ron_wrong_length(found.to_string()),
        E::Message(message) => echo(message),
        E::Eof => msg::ron_eof(),
        E::ExpectedArray => msg::ron_expected_list(),
        E::ExpectedArrayEnd => msg::ron_expected_list_end(),
        E::ExpectedStructLikeEnd | E::ExpectedOptionEnd => msg::ron_expected_parentheses_end(),
        E::ExpectedMap => msg::ron_expected_map(),
        E::ExpectedMapColon => msg::ron_expected_colon(),
        E::ExpectedMapEnd => msg::ron_expected_map_end(),
        E::ExpectedComma => msg::ron_expected_comma(),
        E::ExpectedBoolean => msg::ron_expected_boolean(),
        E::ExpectedInteger | E::InvalidIntegerDigit { .. } | E::UnderscoreAtBeginning => msg::ron_expected_integer(),
        E::ExpectedFloat | E::FloatUnderscore => msg::ron_expected_number(),
        E::ExpectedString => msg::ron_expected_text(),
        E::ExpectedStringEnd => msg::ron_text_not_closed(),
        E::InvalidEscape(_) => msg::ron_bad_escape(),
        E::ExpectedIdentifier => msg::ron_expected_name(),
        E::UnexpectedChar(c) => msg::ron_unexpected(c.escape_default().to_string()),
        E::TrailingCharacters => msg::ron_trailing(),
        E::UnclosedBlockComment | E::UnclosedLineComment => msg::ron_comment_not_closed(),
        E::Utf8Error(_) => msg::ron_not_utf8(),
        E::ExpectedAttribute | E::ExpectedAttributeEnd => msg::ron_attribute(),
        E::ExpectedOption
        | E::ExpectedUnit
        | E::ExpectedChar
        | E::ExpectedByteLiteral
        | E::ExpectedByteString
        | E::ExpectedRawValue
        | E::ExpectedRangeSyntax => msg::ron_other_kind(),
        E::Fmt | E::Io(_) => msg::ron_not_read(),
        // A kind of error added by a newer parser: its words, cut short and without type names.
        other => echo(&without_internal_names(&other.to_string())),
    }
}

/// What the parser calls a kind of value, as a teacher would say it.
fn kind(said: &str) -> String {
    let said = said.trim();
    match said {
        "u8" | "u16" | "u32" | "u64" | "usize" | "i32" | "i64" | "an integer" => msg::ron_kind_whole_number(),
        "f32" | "f64" | "a float" => msg::ron_kind_number(),
        "a sequence" => msg::ron_kind_list(),
        "a map" => msg::ron_kind_map(),
        "a boolean" | "a bool" => msg::ron_kind_boolean(),
        "unit" | "a unit value" => msg::ron_kind_unit(),
        _ if said.starts_with("struct ")
            || said.starts_with("tuple struct ")
            || said.starts_with("enum ")
            || said.starts_with("variant ")
            || said.contains("identifier") =>
        {
            msg::ron_kind_other()
        }
        _ => echo(&without_internal_names(said)),
    }
}

/// Text with any backquoted Rust name (`FileV1`, `Option<u64>`) left out.
fn without_internal_names(text: &str) -> String {
    text.split('`').enumerate().filter(|(i, _)| i % 2 == 0).map(|(_, piece)| piece).collect::<Vec<_>>().join("…")
}

/// "`Normal` or `Misere`".
fn names(expected: &[&str]) -> String {
    let quoted: Vec<String> = expected.iter().map(|n| format!("`{n}`")).collect();
    match quoted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => msg::ron_names_or(last.as_str(), rest.join(", ")),
        None => msg::ron_nothing(),
    }
}
