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
/// assert_eq!(echo("\u{202e}kayles:5"), "\\u{202e}kayles:5");
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

/// The most characters of a file's title one line shows: the limit a title is typed to (escaped
/// characters can make a loaded title longer).
pub const MAX_SHOWN_TITLE: usize = 200;

/// A file's title (made safe when it was loaded) as one line shows it: at most [`MAX_SHOWN_TITLE`]
/// characters, cut with "…".
///
/// ```
/// use bouton::save::shown_title;
/// assert_eq!(shown_title("Ligia and Paul"), "Ligia and Paul");
/// assert_eq!(shown_title(&"\\u{1b}".repeat(200)).chars().count(), 201);
/// ```
#[must_use]
pub fn shown_title(title: &str) -> String {
    if title.chars().count() <= MAX_SHOWN_TITLE {
        title.to_owned()
    } else {
        format!("{}…", title.chars().take(MAX_SHOWN_TITLE).collect::<String>())
    }
}

/// Text with its control characters escaped, however long (for the words around an echo).
#[must_use]
pub fn echo_all(text: &str) -> String {
    without_control_characters(text)
}

/// Text with its control characters, and characters that reorder or break lines unseen, escaped
/// (`\n`, `\u{1b}`, `\u{202e}`), so it stays on one line and sends nothing to the terminal.
pub(super) fn without_control_characters(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        if is_hidden(c) {
            shown.extend(c.escape_default());
        } else {
            shown.push(c);
        }
    }
    shown
}

/// Characters that reorder the text around them (bidirectional marks, embeddings, overrides and
/// isolates): a title could make a terminal line or the window read backwards.
const REORDERING: [char; 12] = [
    '\u{061C}', '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}',
    '\u{2067}', '\u{2068}', '\u{2069}',
];

/// Characters that act unseen: the line and paragraph separators (a new line that is not `\n`) and
/// the byte-order mark (a zero-width space). The zero-width joiner and non-joiner are left alone:
/// Persian, the Indic scripts and emoji need them in names.
const UNSEEN: [char; 3] = ['\u{2028}', '\u{2029}', '\u{FEFF}'];

/// Whether a character of a file's or a command line's words is shown escaped: a control
/// character, one that reorders text, or one that acts unseen.
fn is_hidden(c: char) -> bool {
    c.is_control() || REORDERING.contains(&c) || UNSEEN.contains(&c)
}

/// A file's own words (a title, notes, a player's name) as Bouton shows and prints them: control
/// characters (ESC, NUL…), characters that reorder text and those that act unseen escaped (`\u{1b}`, `\n`), so nothing
/// reaches a terminal but text. With `lines`, notes keep their line breaks and tabs. Escaping makes
/// text longer: past `max` characters (the limit the field is read with) it is cut, before an escape
/// it would cut in two, so what is written back loads again.
///
/// ```
/// use bouton::save::safe_text;
/// assert_eq!(safe_text("a\u{1b}[31mred", false, 200), "a\\u{1b}[31mred");
/// assert_eq!(safe_text("abc\u{202e}def", false, 200), "abc\\u{202e}def");
/// assert_eq!(safe_text("one\u{2028}two\u{feff}", true, 200), "one\\u{2028}two\\u{feff}");
/// assert_eq!(safe_text("two\nlines\tok", true, 200), "two\nlines\tok");
/// assert_eq!(safe_text("ab\u{1d}\u{1d}", false, 9), "ab\\u{1d}");
/// ```
#[must_use]
pub fn safe_text(text: &str, lines: bool, max: usize) -> String {
    if !text.chars().any(is_hidden) {
        return text.to_owned();
    }
    let mut shown = String::with_capacity(text.len());
    let mut count = 0;
    for c in text.chars() {
        let escaped: Vec<char> =
            if (lines && (c == '\n' || c == '\t')) || !is_hidden(c) { vec![c] } else { c.escape_default().collect() };
        if count + escaped.len() > max {
            break;
        }
        count += escaped.len();
        shown.extend(escaped);
    }
    shown
}

/// The most warnings kept for one file; the rest are counted in one last warning.
pub(super) const MAX_WARNINGS: usize = 10;

/// A field's path in a file as a person reads it (`players.?.first.colour` → `players.first.colour`:
/// the `?` of an optional value is left out), cut short.
pub(super) fn field_path(path: &str) -> String {
    let path: Vec<&str> = path.split('.').filter(|part| *part != "?").collect();
    echo(&path.join("."))
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
/// // Escaped as echoed: a carriage return before `#` reads `\r#`, which is not Rust's `r#`.
/// assert_eq!(message_fault("x.ron: the game \"6\\r#\" is not a game Bouton knows", "x.ron", "\"6\r#\""), None);
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
    // The file's own text may be echoed, escaped (a carriage return before `#` reads `\r#`).
    let echoed = without_control_characters(input);
    INTERNAL_WORDS
        .iter()
        .find(|word| rest.contains(*word) && !input.contains(*word) && !echoed.contains(*word))
        .map(|word| format!("says `{word}`: {message:?}"))
}
