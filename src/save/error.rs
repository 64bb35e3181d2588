//! What can go wrong when reading or writing a save file, in words a teacher can act on.

use std::io;
use std::path::PathBuf;

use super::problem::Problem;

/// Why a save file could not be loaded. Loading never changes the game on screen.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read.
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file is larger than any save file Bouton writes.
    TooLarge {
        /// The file's name.
        origin: String,
        /// Its size in bytes (at least).
        size: u64,
    },
    /// The file is not text (UTF-8).
    NotText {
        /// The file's name.
        origin: String,
    },
    /// The RON text does not parse, or a value has the wrong type.
    Syntax {
        /// The file's name.
        origin: String,
        /// The line (from 1).
        line: usize,
        /// The column (from 1).
        column: usize,
        /// What the parser complained of (worded at the edge, without Rust or serde names).
        complaint: Box<ron::Error>,
    },
    /// The path is not a regular file: a folder, a named pipe, a device or a socket. Nothing is read
    /// from it (a pipe could block forever).
    NotAFile {
        /// The path, as shown.
        origin: String,
        /// What it is.
        kind: NotAFileKind,
    },
    /// The file is text, but not RON: it does not start with `(` (a host name, a note, JSON).
    NotBouton {
        /// The file's name.
        origin: String,
    },
    /// The file is empty, or holds only spaces.
    Empty {
        /// The file's name.
        origin: String,
    },
    /// No `version` field.
    MissingVersion {
        /// The file's name.
        origin: String,
    },
    /// A version this Bouton does not know.
    NewerVersion {
        /// The file's name.
        origin: String,
        /// The newest version of this kind of file this Bouton reads.
        newest: u64,
        /// The version it declares.
        version: u64,
    },
    /// The person cancelled the load (nothing is wrong with the file).
    Cancelled {
        /// The file's name.
        origin: String,
    },
    /// The file parses, but what it says is not a valid game.
    Invalid {
        /// The file's name.
        origin: String,
        /// What is wrong.
        problem: Problem,
    },
}

/// Why a save file could not be written. The file that was there before is left intact.
#[derive(Debug, thiserror::Error)]
pub struct SaveError {
    /// The file being written.
    pub path: PathBuf,
    /// The step that failed.
    pub step: SaveStep,
    /// What the system said.
    pub source: io::Error,
}

/// What a path that is not a regular file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAFileKind {
    /// A folder.
    Folder,
    /// A named pipe.
    Pipe,
    /// A device.
    Device,
    /// A socket.
    Socket,
    /// Something else that is not a regular file.
    Other,
    /// A system file that says it is regular but waits for data (`/proc/kmsg`).
    Waits,
}

/// The step of a write that failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveStep {
    /// Creating the folder.
    Folder,
    /// Creating the temporary file.
    Creating,
    /// Writing the temporary file.
    Writing,
    /// Flushing the temporary file.
    Flushing,
    /// Keeping the old file as `.bak`.
    Backup,
    /// Replacing the file.
    Replacing,
    /// Replacing the autosave.
    ReplacingAutosave,
    /// Writing to the browser's local storage.
    LocalStorage,
    /// Downloading the file (the browser).
    Download,
}

/// Something a file says that was tolerated on loading: the file opens, and these are told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    /// A field this version does not know, by its path in the file (`players.first.colour`).
    UnknownField(String),
    /// More unknown fields than are listed one by one: how many more.
    MoreUnknownFields(usize),
    /// A lesson's `language` names a language Bouton does not speak (the tag, cut short).
    UnknownLanguage(String),
}
