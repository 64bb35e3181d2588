//! The parser's complaints in words a teacher can act on: no Rust or serde type names, no advice about
//! the library, and echoed text cut short.

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
    format!("unknown field `{}` was ignored", echo(&path.join(".")))
}

/// The parser's complaint in words a teacher can act on: no Rust or serde type names, no advice about
/// the library, echoed text cut short. Every kind of parser error has its own sentence.
pub(super) fn plain_message(code: &ron::Error) -> String {
    use ron::Error as E;
    match code {
        E::IntegerOutOfBounds => {
            "this number is out of range: heap sizes, amounts and counts are whole numbers from 0 \
                                  to 18446744073709551615"
                .into()
        }
        E::ExpectedStructLike | E::ExpectedNamedStructLike(_) => {
            "not a Bouton file here: a game, a rule or a move is written in parentheses, `( … )`".into()
        }
        E::ExpectedDifferentStructName { found, .. } | E::ExpectedStructName(found) => {
            format!("`{}` is not a name Bouton knows here; write the value in parentheses, `( … )`", echo(found))
        }
        E::ExceededRecursionLimit => "the file nests brackets too deeply to be a Bouton file".into(),
        E::SuggestRawIdentifier(found) | E::InvalidIdentifier(found) => {
            format!("`{}` is not a name Bouton knows here", echo(found))
        }
        E::NoSuchExtension(found) => format!("`{}` is not an option Bouton knows", echo(found)),
        E::NoSuchEnumVariant { expected, found, .. } => {
            format!("`{}` is not one of {}", echo(found), names(expected))
        }
        E::NoSuchStructField { expected, found, .. } => {
            format!("`{}` is not a field here; the fields are {}", echo(found), names(expected))
        }
        E::MissingStructField { field, .. } => format!("the field `{field}` is missing"),
        E::DuplicateStructField { field, .. } => format!("the field `{field}` is written twice"),
        E::InvalidValueForType { expected, found } => format!("expected {}, found {}", kind(expected), kind(found)),
        E::ExpectedDifferentLength { found, .. } => format!("this has the wrong number of items ({found})"),
        E::Message(message) => echo(message),
        E::Eof => "the file ends too early: a bracket or a quote is not closed".into(),
        E::ExpectedArray => "expected a list in square brackets, `[ … ]`".into(),
        E::ExpectedArrayEnd => "expected `]` to close the list, or a comma before the next item".into(),
        E::ExpectedStructLikeEnd | E::ExpectedOptionEnd => {
            "expected `)` to close the parentheses, or a comma before the next field".into()
        }
        E::ExpectedMap => "expected `{`".into(),
        E::ExpectedMapColon => "expected `:` after the name".into(),
        E::ExpectedMapEnd => "expected `}`".into(),
        E::ExpectedComma => "expected a comma".into(),
        E::ExpectedBoolean => "expected `true` or `false`".into(),
        E::ExpectedInteger | E::InvalidIntegerDigit { .. } | E::UnderscoreAtBeginning => {
            "expected a whole number, such as 3".into()
        }
        E::ExpectedFloat | E::FloatUnderscore => "expected a number, such as 0.25".into(),
        E::ExpectedString => "expected text in double quotes, `\"…\"`".into(),
        E::ExpectedStringEnd => "a text in double quotes is not closed".into(),
        E::InvalidEscape(_) => "a text in double quotes has a `\\` escape that is not valid".into(),
        E::ExpectedIdentifier => "expected a name, such as a field name".into(),
        E::UnexpectedChar(c) => format!("`{}` is not expected here", c.escape_default()),
        E::TrailingCharacters => "there is more after the end of the file's outer parentheses".into(),
        E::UnclosedBlockComment | E::UnclosedLineComment => "a comment is not closed".into(),
        E::Utf8Error(_) => "the file is not valid text (UTF-8)".into(),
        E::ExpectedAttribute | E::ExpectedAttributeEnd => "a line starting with `#` is not understood here".into(),
        E::ExpectedOption
        | E::ExpectedUnit
        | E::ExpectedChar
        | E::ExpectedByteLiteral
        | E::ExpectedByteString
        | E::ExpectedRawValue
        | E::ExpectedRangeSyntax => "a value of another kind is expected here".into(),
        E::Fmt | E::Io(_) => "the file could not be read as text".into(),
        // A kind of error added by a newer parser: its words, cut short and without type names.
        other => echo(&without_internal_names(&other.to_string())),
    }
}

/// What the parser calls a kind of value, as a teacher would say it.
fn kind(said: &str) -> String {
    let said = said.trim();
    let plain = match said {
        "u8" | "u16" | "u32" | "u64" | "usize" | "i32" | "i64" | "an integer" => "a whole number",
        "f32" | "f64" | "a float" => "a number",
        "a sequence" => "a list",
        "a map" => "a map in braces",
        "a boolean" | "a bool" => "`true` or `false`",
        "unit" | "a unit value" => "`()`",
        _ if said.starts_with("struct ")
            || said.starts_with("tuple struct ")
            || said.starts_with("enum ")
            || said.starts_with("variant ")
            || said.contains("identifier") =>
        {
            "a value of another kind"
        }
        _ => return echo(&without_internal_names(said)),
    };
    plain.into()
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
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => "nothing".into(),
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
