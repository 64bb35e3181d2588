//! Why a question cannot be made or an answer cannot be taken.

use super::Difficulty;
use crate::core::analysis::AnalysisError;
use crate::core::position::MoveError;

/// Why a question cannot be made or an answer cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExerciseError {
    /// The difficulty is out of range.
    #[error("{}", crate::i18n::msg::err_exercise_error_difficulty(heaps.to_string(), max.to_string(), Difficulty::MAX_HEAPS.to_string(), Difficulty::MAX_SIZE.to_string()))]
    Difficulty {
        /// Heaps asked for.
        heaps: usize,
        /// Largest size asked for.
        max: u64,
    },
    /// No position of the wanted kind was found under these rules (for instance, no heap can move).
    #[error("{}", crate::i18n::msg::err_exercise_error_no_question(heaps.to_string(), max.to_string()))]
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
    #[error("{}", crate::i18n::msg::err_exercise_error_wrong_kind_of_answer(crate::words::answer_wanted(*wanted)))]
    WrongKindOfAnswer {
        /// The kind of question asked (it says what answer it wants).
        wanted: super::ExerciseKind,
    },
    /// The move played is not legal.
    #[error(transparent)]
    IllegalMove(#[from] MoveError),
    /// A heap marked does not exist.
    #[error("{}", crate::i18n::msg::err_exercise_error_no_such_heap((heap + 1).to_string()))]
    NoSuchHeap {
        /// The heap (0-based).
        heap: usize,
    },
    /// The question was already answered.
    #[error("{}", crate::i18n::msg::err_exercise_error_already_answered())]
    AlreadyAnswered,
}
