//! The parser's complaints in words a teacher can act on: no Rust or serde type names, no advice about
//! the library, and echoed text cut short.

use crate::i18n::{Arg, msg};

/// The longest piece of a file echoed in an error message.
const MAX_ECHO: usize = 60;

/// A piece of a file (or of a command line) as a message shows it: control characters escaped (a
/// newline becomes `\n`), and at most 60 characters, cut with "…".
///
/// ```
/// use bouton::save::echo;
/// assert_eq!(echo("two\nlines"), "two\\nlines");
/// assert_eq!(echo(&"x".repeat(100)).chars().count(), 61);
/// ```
#[must_use]
pub fn echo(text: &str) -> String {
    let text = without_control_characters(text);
    if text.chars().count() <= MAX_ECHO {
        text
    } else {
        format!("{}…", text.chars().take(MAX_ECHO).collect::<String>())
    }
}

/// Text with its control characters escaped, however long (for the words around an echo).
#[must_use]
pub fn echo_all(text: &str) -> String {
    without_control_characters(text)
}

/// Text with its control characters escaped (`\n`, `\u{1b}`), so it stays on one line and sends
/// nothing to the terminal.
pub(super) fn without_control_characters(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            shown.extend(c.escape_default());
        } else {
            shown.push(c);
        }
    }
    shown
}

/// The most warnings kept for one file; the rest are counted in one last warning.
pub(super) const MAX_WARNINGS: usize = 10;

/// The warning for a field this version does not know, from its path in the file
/// (`players.?.first.colour`: the `?` of an optional value is left out).
pub(super) fn unknown_field(path: &str) -> String {
    let path: Vec<&str> = path.split('.').filter(|part| *part != "?").collect();
    msg::ron_unknown_field(echo(&path.join(".")))
}

/// The parser's complaint in words a teacher can act on: no Rust or serde type names, no advice about
/// the library, echoed text cut short. Every kind of parser error has its own sentence.
pub(super) fn plain_message(code: &ron::Error) -> String {
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

/// The most characters a load error's message may have besides the file's name.
pub const MAX_MESSAGE_CHARS: usize = 200;

/// Words that only a programmer would understand: Rust and serde names, and advice about the library.
const INTERNAL_WORDS: [&str; 14] = [
    "ron::",
    "serde",
    "struct `",
    "enum `",
    "r#",
    "Option<",
    "recursion_limit",
    "VersionProbe",
    "LessonProbe",
    "FileV1",
    "LessonV1",
    "StepV1",
    "unwrap",
    "panicked",
];

/// What is wrong with a load error's message about the file text `input`, if anything: the rules
/// every message keeps (one line; at most [`MAX_MESSAGE_CHARS`] characters besides the file's name
/// `origin`; no Rust or serde names and no library advice, unless the file itself wrote them). The
/// tests and the fuzz targets hold every message to them.
///
/// ```
/// use bouton::save::message_fault;
/// let input = "(version: 1)";
/// assert_eq!(message_fault("x.ron:1:2: the field `start` is missing", "x.ron", input), None);
/// assert!(message_fault("x.ron: missing field `start` in `FileV1`", "x.ron", input).is_some());
/// assert!(message_fault("x.ron: two\nlines", "x.ron", input).is_some());
/// // Echoing the file's own words is fine.
/// assert_eq!(message_fault("x.ron:1:9: `FileV1` is not a name Bouton knows here", "x.ron", "(FileV1"), None);
/// ```
#[must_use]
pub fn message_fault(message: &str, origin: &str, input: &str) -> Option<String> {
    if message.contains(['\n', '\r']) {
        return Some(format!("more than one line: {message:?}"));
    }
    let besides = message.chars().count().saturating_sub(origin.chars().count());
    if besides > MAX_MESSAGE_CHARS {
        return Some(format!("{besides} characters besides the file's name: {message:?}"));
    }
    let rest = message.replacen(origin, "", 1);
    INTERNAL_WORDS
        .iter()
        .find(|word| rest.contains(*word) && !input.contains(*word))
        .map(|word| format!("says `{word}`: {message:?}"))
}
