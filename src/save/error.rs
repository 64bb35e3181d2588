//! What can go wrong when reading or writing a save file, in words a teacher can act on.

use std::io;
use std::path::PathBuf;

use super::format::FIRST_VERSION;
use super::problem::Problem;

/// Why a save file could not be loaded. Loading never changes the game on screen.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read.
    #[error("{}", crate::i18n::tr_with(
        "err-load-error-io",
        &[
            ("path", super::shown(path).clone().into()),
            ("source", source.to_string().into()),
        ],
    ))]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file is larger than any save file Bouton writes.
    #[error("{}", crate::i18n::tr_with(
        "err-load-error-too-large",
        &[
            ("origin", origin.clone().into()),
            ("size", size.to_string().into()),
        ],
    ))]
    TooLarge {
        /// The file's name.
        origin: String,
        /// Its size in bytes (at least).
        size: u64,
    },
    /// The file is not text (UTF-8).
    #[error("{}", crate::i18n::tr_with("err-load-error-not-text", &[("origin", origin.clone().into())]))]
    NotText {
        /// The file's name.
        origin: String,
    },
    /// The RON text does not parse, or a value has the wrong type.
    #[error("{}", crate::i18n::tr_with(
        "err-load-error-syntax",
        &[
            ("origin", origin.clone().into()),
            ("line", line.to_string().into()),
            ("column", column.to_string().into()),
            ("message", message.clone().into()),
        ],
    ))]
    Syntax {
        /// The file's name.
        origin: String,
        /// The line (from 1).
        line: usize,
        /// The column (from 1).
        column: usize,
        /// What the parser said.
        message: String,
    },
    /// The path is not a regular file: a folder, a named pipe, a device or a socket. Nothing is read
    /// from it (a pipe could block forever).
    #[error("{}", crate::i18n::tr_with(
        "err-load-error-not-a-file",
        &[
            ("origin", origin.clone().into()),
            ("kind", crate::i18n::tr(kind).into()),
        ],
    ))]
    NotAFile {
        /// The path, as shown.
        origin: String,
        /// What it is: the message that says it ("a folder", "a named pipe").
        kind: &'static str,
    },
    /// The file is text, but not RON: it does not start with `(` (a host name, a note, JSON).
    #[error("{}", crate::i18n::tr_with("err-load-error-not-bouton", &[("origin", origin.clone().into())]))]
    NotBouton {
        /// The file's name.
        origin: String,
    },
    /// The file is empty, or holds only spaces.
    #[error("{}", crate::i18n::tr_with("err-load-error-empty", &[("origin", origin.clone().into())]))]
    Empty {
        /// The file's name.
        origin: String,
    },
    /// No `version` field.
    #[error("{}", crate::i18n::tr_with(
        "err-load-error-missing-version",
        &[
            ("origin", origin.clone().into()),
            ("first-version", FIRST_VERSION.to_string().into()),
        ],
    ))]
    MissingVersion {
        /// The file's name.
        origin: String,
    },
    /// A version this Bouton does not know.
    #[error("{}", crate::i18n::tr_with(
        "err-load-error-newer-version",
        &[
            ("origin", origin.clone().into()),
            ("version", version.to_string().into()),
            ("newest", newest.to_string().into()),
        ],
    ))]
    NewerVersion {
        /// The file's name.
        origin: String,
        /// The newest version of this kind of file this Bouton reads.
        newest: u64,
        /// The version it declares.
        version: u64,
    },
    /// The person cancelled the load (nothing is wrong with the file).
    #[error("{}", crate::i18n::tr_with("err-load-error-cancelled", &[("origin", origin.clone().into())]))]
    Cancelled {
        /// The file's name.
        origin: String,
    },
    /// The file parses, but what it says is not a valid game.
    #[error("{}", crate::i18n::tr_with(
        "err-load-error-invalid",
        &[
            ("origin", origin.clone().into()),
            ("problem", problem.to_string().into()),
        ],
    ))]
    Invalid {
        /// The file's name.
        origin: String,
        /// What is wrong.
        problem: Problem,
    },
}

/// Why a save file could not be written. The file that was there before is left intact.
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::i18n::tr_with(
    "err-save-error",
    &[
        ("path", super::shown(path).clone().into()),
        ("step", crate::i18n::tr(step).into()),
        ("source", source.to_string().into()),
    ],
))]
pub struct SaveError {
    /// The file being written.
    pub path: PathBuf,
    /// The step that failed: the message that says it (`save-step-…`).
    pub step: &'static str,
    /// What the system said.
    pub source: io::Error,
}
