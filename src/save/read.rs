//! Reading a file's text: the checks before parsing (size, byte-order mark, emptiness, "is this RON
//! at all"), the version, and RON read with its recursion limit and unknown fields noted.

use super::Warning;
use serde::Deserialize;

use super::error::LoadError;
use super::format::MAX_FILE_BYTES;

/// Just the version, read first (every other field is skipped).
#[derive(Deserialize)]
struct VersionProbe {
    version: Option<u64>,
}

/// The `version` a file declares (after [`opening`]'s checks).
pub(super) fn version_of(text: &str, origin: &str) -> Result<Option<u64>, LoadError> {
    let probe: VersionProbe = read_ron(text, origin, &mut Vec::new())?;
    Ok(probe.version)
}

/// The checks every file passes before parsing: its size, a UTF-8 byte-order mark (skipped, as some
/// editors write one), and emptiness.
pub(super) fn opening<'a>(text: &'a str, origin: &str) -> Result<&'a str, LoadError> {
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(LoadError::TooLarge { origin: origin.into(), size: text.len() as u64 });
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(LoadError::Empty { origin: origin.into() });
    }
    // RON starts with `(` (or a `#![enable(…)]` attribute) after spaces and comments; anything else
    // is another kind of file, and the parser's first complaint would only puzzle.
    if !matches!(first_significant(text), Some('(' | '#')) {
        return Err(LoadError::NotBouton { origin: origin.into() });
    }
    Ok(text)
}

/// The first character of `text` that is not a space or inside a comment (`None` for only those).
fn first_significant(mut text: &str) -> Option<char> {
    loop {
        text = text.trim_start();
        if let Some(rest) = text.strip_prefix("//") {
            text = rest.split_once('\n').map_or("", |(_, after)| after);
        } else if let Some(rest) = text.strip_prefix("/*") {
            text = rest.split_once("*/").map_or("", |(_, after)| after);
        } else {
            return text.chars().next();
        }
    }
}

/// Reads RON with ron's recursion limit kept, noting each ignored field as a warning.
pub(super) fn read_ron<T: for<'de> Deserialize<'de>>(
    text: &str,
    origin: &str,
    warnings: &mut Vec<Warning>,
) -> Result<T, LoadError> {
    let syntax = |e: ron::error::SpannedError| LoadError::Syntax {
        origin: origin.into(),
        line: e.span.start.line,
        column: e.span.start.col,
        complaint: Box::new(e.code),
    };
    // Optional fields are written plainly (`cursor: 4`, not `cursor: Some(4)`), as people would.
    let options = ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    let mut de = ron::Deserializer::from_str_with_options(text, &options).map_err(syntax)?;
    let mut more = 0usize;
    let value = serde_ignored::deserialize(&mut de, |path| {
        if warnings.len() < super::messages::MAX_WARNINGS {
            warnings.push(Warning::UnknownField(super::messages::field_path(&path.to_string())));
        } else {
            more += 1;
        }
    });
    let value = value.map_err(|e| syntax(de.span_error(e)))?;
    de.end().map_err(|e| syntax(de.span_error(e)))?;
    if more > 0 {
        warnings.push(Warning::MoreUnknownFields(more));
    }
    Ok(value)
}
