//! Reading a file's text: the checks before parsing (size, byte-order mark, emptiness, "is this RON
//! at all"), the version, and RON read with its recursion limit and unknown fields noted.

use super::Warning;
use serde::Deserialize;

use super::error::LoadError;
use super::format::MAX_FILE_BYTES;

/// Just the version, read first (every other field is skipped).
#[derive(Deserialize)]
struct VersionProbe {
    version: Option<FileVersion>,
}

/// A file's `version` as written: a version number (1, 2, …), or a number that is none — 0, a
/// negative or fractional number — kept as written so that the error can quote it (rather than the
/// parser's complaint about a number out of range, which would speak of heap sizes). Anything else
/// (a text) is the parser's type error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum FileVersion {
    /// A version number, 1 or more.
    Number(u64),
    /// Not a version, as written (0, -3, 2.5).
    NotAVersion(String),
}

impl FileVersion {
    /// The version number, or the problem that it is none (said with `newest`, the newest version
    /// of this kind of file this Bouton reads).
    pub(super) fn number(self, newest: u64) -> Result<u64, super::Problem> {
        match self {
            Self::Number(n) => Ok(n),
            Self::NotAVersion(version) => Err(super::Problem::NotAVersion { version, newest }),
        }
    }
}

impl<'de> Deserialize<'de> for FileVersion {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = FileVersion;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a version number")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<FileVersion, E> {
                Ok(if v == 0 { FileVersion::NotAVersion("0".into()) } else { FileVersion::Number(v) })
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<FileVersion, E> {
                match u64::try_from(v) {
                    Ok(v) => self.visit_u64(v),
                    Err(_) => Ok(FileVersion::NotAVersion(v.to_string())),
                }
            }
            fn visit_u128<E: serde::de::Error>(self, v: u128) -> Result<FileVersion, E> {
                Ok(u64::try_from(v).map_or_else(|_| FileVersion::NotAVersion(v.to_string()), FileVersion::Number))
            }
            fn visit_i128<E: serde::de::Error>(self, v: i128) -> Result<FileVersion, E> {
                Ok(FileVersion::NotAVersion(v.to_string()))
            }
            fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<FileVersion, E> {
                // A float prints every digit (1e131 is 132 characters): past a short length, say it
                // in scientific notation, as a person would write it.
                let written = v.to_string();
                Ok(FileVersion::NotAVersion(if written.len() > 24 { format!("{v:e}") } else { written }))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// The `version` a file declares (after [`opening`]'s checks).
pub(super) fn version_of(text: &str, origin: &str) -> Result<Option<FileVersion>, LoadError> {
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
