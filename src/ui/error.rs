//! What went wrong, typed until it is shown: each variant says what the app was doing, and its words
//! (one sentence, with the path and the reason) are what the error dialog shows.

use std::sync::Arc;

use crate::core::{MoveError, PositionError};
use crate::export::ExportError;
use crate::save::{LoadError, SaveError};

/// An error shown in the error dialog. The game on the board is unchanged whenever one is shown.
#[derive(Debug, Clone, thiserror::Error)]
pub enum AppError {
    /// A file could not be opened.
    #[error("{}", about_a_file(.0))]
    Open(Arc<LoadError>),
    /// A game or lesson file could not be saved.
    #[error("{}", sentence(.0))]
    Save(Arc<SaveError>),
    /// The autosave could not be written.
    #[error("The game could not be autosaved: {0}.")]
    Autosave(Arc<SaveError>),
    /// A move is not allowed.
    #[error("That move is not allowed: {0}.")]
    IllegalMove(MoveError),
    /// A position from Explore is not valid.
    #[error("{}", sentence(.0))]
    Position(PositionError),
    /// The handout could not be written.
    #[error("The handout could not be written: {0}.")]
    Handout(Arc<ExportError>),
    /// The picture could not be written.
    #[error("The picture could not be written: {0}.")]
    Picture(Arc<ExportError>),
    /// A link's position could not be opened.
    #[error("This link's position could not be opened: {0}.")]
    Link(crate::save::LinkError),
    /// There was no board to take a picture of.
    #[error("There is no board to picture.")]
    NoBoard,
    /// A sum of games is too large to put on the board.
    #[error("{0} opens on the board only within its limits: {1}.")]
    SumTooLarge(String, String),
    /// The theorem checker's worker thread could not start.
    #[error("The checker could not start: {0}.")]
    CheckerStart(Arc<std::io::Error>),
}

/// Two errors are the same when they are the same value (used by the actions that carry one).
impl PartialEq for AppError {
    fn eq(&self, other: &Self) -> bool {
        self.to_string() == other.to_string()
    }
}

fn sentence(error: &impl std::fmt::Display) -> String {
    crate::core::sentence(&error.to_string())
}

/// A load error as a sentence: it usually starts with the file's name, which keeps its own letters
/// ("fifo is a named pipe", not "Fifo"); otherwise it starts with a capital.
fn about_a_file(error: &LoadError) -> String {
    let words = error.to_string();
    match error {
        // These two start with a word ("cannot read …", "opening … was cancelled").
        LoadError::Io { .. } | LoadError::Cancelled { .. } => crate::core::sentence(&words),
        // Every other one starts with the file's name, which keeps its letters.
        _ if words.ends_with('.') => words,
        _ => format!("{words}."),
    }
}
