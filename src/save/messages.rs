//! The parser's complaints in words a teacher can act on: no Rust or serde type names, no advice about
//! the library, and echoed text cut short.

/// The longest piece of a file echoed in an error message.
const MAX_ECHO: usize = 60;

/// Cuts an echoed piece of the file to [`MAX_ECHO`] characters, with "…".
fn echo(text: &str) -> String {
    if text.chars().count() <= MAX_ECHO {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(MAX_ECHO).collect::<String>())
    }
}

/// The parser's complaint in words a teacher can act on: no Rust or serde type names, no advice about
/// the library, echoed text cut short.
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
        E::ExceededRecursionLimit => "the file nests brackets too deeply to be a Bouton file".into(),
        E::SuggestRawIdentifier(found) | E::InvalidIdentifier(found) => {
            format!("`{}` is not a name Bouton knows here", echo(found))
        }
        E::NoSuchEnumVariant { expected, found, .. } => {
            format!("`{}` is not one of {}", echo(found), names(expected))
        }
        E::NoSuchStructField { expected, found, .. } => {
            format!("`{}` is not a field here; the fields are {}", echo(found), names(expected))
        }
        E::MissingStructField { field, .. } => format!("the field `{field}` is missing"),
        E::DuplicateStructField { field, .. } => format!("the field `{field}` is written twice"),
        E::InvalidValueForType { expected, found } => format!("expected {expected}, found {}", echo(found)),
        E::Message(message) => echo(message),
        other => echo(&other.to_string()),
    }
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
