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
    #[error("{}", crate::i18n::msg::error_autosave(.0.to_string()))]
    Autosave(Arc<SaveError>),
    /// A move is not allowed.
    #[error("{}", crate::i18n::msg::error_illegal(.0.to_string()))]
    IllegalMove(MoveError),
    /// A position from Explore is not valid.
    #[error("{}", sentence(.0))]
    Position(PositionError),
    /// The handout could not be written.
    #[error("{}", crate::i18n::msg::error_handout(.0.to_string()))]
    Handout(Arc<ExportError>),
    /// The picture could not be written.
    #[error("{}", crate::i18n::msg::error_picture(.0.to_string()))]
    Picture(Arc<ExportError>),
    /// A link's position could not be opened.
    #[error("{}", crate::i18n::msg::error_link(.0.to_string()))]
    Link(crate::save::LinkError),
    /// There was no board to take a picture of.
    #[error("{}", crate::i18n::msg::error_no_board())]
    NoBoard,
    /// A sum of games is too large to put on the board.
    #[error("{}", crate::i18n::msg::error_sum_too_large(.0.clone(), .1.to_string()))]
    SumTooLarge(String, crate::ui::sums::BoardProblem),
    /// A class session could not start.
    #[cfg(all(feature = "class", not(target_arch = "wasm32")))]
    #[error("{}", sentence(.0))]
    Class(Arc<crate::class::ClassError>),
    /// The theorem checker's worker thread could not start.
    #[error("{}", crate::i18n::msg::error_checker(.0.to_string()))]
    CheckerStart(Arc<std::io::Error>),
}

/// Two errors are the same when they are the same value (used by the actions that carry one).
impl PartialEq for AppError {
    fn eq(&self, other: &Self) -> bool {
        self.to_string() == other.to_string()
    }
}

fn sentence(error: &impl std::fmt::Display) -> String {
    crate::words::sentence(&error.to_string())
}

/// A load error as a sentence: it usually starts with the file's name, which keeps its own letters
/// ("fifo is a named pipe", not "Fifo"); otherwise it starts with a capital.
fn about_a_file(error: &LoadError) -> String {
    let words = error.to_string();
    match error {
        // These two start with a word ("cannot read …", "opening … was cancelled").
        LoadError::Io { .. } | LoadError::Cancelled { .. } => crate::words::sentence(&words),
        // Every other one starts with the file's name, which keeps its letters.
        _ if words.ends_with(['.', '。']) => words,
        _ => words + &crate::i18n::msg::full_stop(),
    }
}
