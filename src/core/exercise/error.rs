//! Why a question cannot be made or an answer cannot be taken.

use crate::core::analysis::AnalysisError;
use crate::core::position::MoveError;

/// Why a question cannot be made or an answer cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExerciseError {
    /// The difficulty is out of range.
    Difficulty {
        /// Heaps asked for.
        heaps: usize,
        /// Largest size asked for.
        max: u64,
    },
    /// No position of the wanted kind was found under these rules (for instance, no heap can move).
    NoQuestion {
        /// Heaps.
        heaps: usize,
        /// Largest size.
        max: u64,
    },
    /// The rules cannot be analysed for these positions.
    #[error(transparent)]
    Analysis(#[from] AnalysisError),
    /// The answer is not the kind the question asks for.
    WrongKindOfAnswer {
        /// The kind of question asked (it says what answer it wants).
        wanted: super::ExerciseKind,
    },
    /// The move played is not legal.
    #[error(transparent)]
    IllegalMove(#[from] MoveError),
    /// A heap marked does not exist.
    NoSuchHeap {
        /// The heap (0-based).
        heap: usize,
    },
    /// The question was already answered.
    AlreadyAnswered,
    /// Questions are numbered from 1.
    QuestionNumber,
}
