//! The parser's complaints in words a teacher can act on: no Rust or serde type names, no advice about
//! the library, and echoed text cut short.

use crate::i18n::{Arg, tr, tr_with};

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
    tr_with("ron-unknown-field", &[("field", echo(&path.join(".")).into())])
}

/// The parser's complaint in words a teacher can act on: no Rust or serde type names, no advice about
/// the library, echoed text cut short. Every kind of parser error has its own sentence.
pub(super) fn plain_message(code: &ron::Error) -> String {
    use ron::Error as E;
    let echoed = |found: &str| Arg::from(echo(found));
    match code {
        E::IntegerOutOfBounds => tr_with("ron-out-of-range", &[("largest", u64::MAX.into())]),
        E::ExpectedStructLike | E::ExpectedNamedStructLike(_) => tr("ron-expected-parentheses"),
        E::ExpectedDifferentStructName { found, .. } | E::ExpectedStructName(found) => {
            tr_with("ron-unknown-name-parentheses", &[("found", echoed(found))])
        }
        E::ExceededRecursionLimit => tr("ron-too-deep"),
        E::SuggestRawIdentifier(found) | E::InvalidIdentifier(found) => {
            tr_with("ron-unknown-name", &[("found", echoed(found))])
        }
        E::NoSuchExtension(found) => tr_with("ron-unknown-option", &[("found", echoed(found))]),
        E::NoSuchEnumVariant { expected, found, .. } => {
            tr_with("ron-not-one-of", &[("found", echoed(found)), ("expected", names(expected).into())])
        }
        E::NoSuchStructField { expected, found, .. } => {
            tr_with("ron-not-a-field", &[("found", echoed(found)), ("expected", names(expected).into())])
        }
        E::MissingStructField { field, .. } => tr_with("ron-missing-field", &[("field", (*field).into())]),
        E::DuplicateStructField { field, .. } => tr_with("ron-duplicate-field", &[("field", (*field).into())]),
        E::InvalidValueForType { expected, found } => {
            tr_with("ron-expected-found", &[("expected", kind(expected).into()), ("found", kind(found).into())])
        }
        E::ExpectedDifferentLength { found, .. } => tr_with("ron-wrong-length", &[("found", found.to_string().into())]),
        E::Message(message) => echo(message),
        E::Eof => tr("ron-eof"),
        E::ExpectedArray => tr("ron-expected-list"),
        E::ExpectedArrayEnd => tr("ron-expected-list-end"),
        E::ExpectedStructLikeEnd | E::ExpectedOptionEnd => tr("ron-expected-parentheses-end"),
        E::ExpectedMap => tr("ron-expected-map"),
        E::ExpectedMapColon => tr("ron-expected-colon"),
        E::ExpectedMapEnd => tr("ron-expected-map-end"),
        E::ExpectedComma => tr("ron-expected-comma"),
        E::ExpectedBoolean => tr("ron-expected-boolean"),
        E::ExpectedInteger | E::InvalidIntegerDigit { .. } | E::UnderscoreAtBeginning => tr("ron-expected-integer"),
        E::ExpectedFloat | E::FloatUnderscore => tr("ron-expected-number"),
        E::ExpectedString => tr("ron-expected-text"),
        E::ExpectedStringEnd => tr("ron-text-not-closed"),
        E::InvalidEscape(_) => tr("ron-bad-escape"),
        E::ExpectedIdentifier => tr("ron-expected-name"),
        E::UnexpectedChar(c) => tr_with("ron-unexpected", &[("found", c.escape_default().to_string().into())]),
        E::TrailingCharacters => tr("ron-trailing"),
        E::UnclosedBlockComment | E::UnclosedLineComment => tr("ron-comment-not-closed"),
        E::Utf8Error(_) => tr("ron-not-utf8"),
        E::ExpectedAttribute | E::ExpectedAttributeEnd => tr("ron-attribute"),
        E::ExpectedOption
        | E::ExpectedUnit
        | E::ExpectedChar
        | E::ExpectedByteLiteral
        | E::ExpectedByteString
        | E::ExpectedRawValue
        | E::ExpectedRangeSyntax => tr("ron-other-kind"),
        E::Fmt | E::Io(_) => tr("ron-not-read"),
        // A kind of error added by a newer parser: its words, cut short and without type names.
        other => echo(&without_internal_names(&other.to_string())),
    }
}

/// What the parser calls a kind of value, as a teacher would say it.
fn kind(said: &str) -> String {
    let said = said.trim();
    let id = match said {
        "u8" | "u16" | "u32" | "u64" | "usize" | "i32" | "i64" | "an integer" => "ron-kind-whole-number",
        "f32" | "f64" | "a float" => "ron-kind-number",
        "a sequence" => "ron-kind-list",
        "a map" => "ron-kind-map",
        "a boolean" | "a bool" => "ron-kind-boolean",
        "unit" | "a unit value" => "ron-kind-unit",
        _ if said.starts_with("struct ")
            || said.starts_with("tuple struct ")
            || said.starts_with("enum ")
            || said.starts_with("variant ")
            || said.contains("identifier") =>
        {
            "ron-kind-other"
        }
        _ => return echo(&without_internal_names(said)),
    };
    tr(id)
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
        Some((last, rest)) => {
            tr_with("ron-names-or", &[("names", rest.join(", ").into()), ("last", last.as_str().into())])
        }
        None => tr("ron-nothing"),
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
