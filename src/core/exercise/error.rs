//! Why a question cannot be made or an answer cannot be taken.

use super::Difficulty;
use crate::core::analysis::AnalysisError;
use crate::core::position::MoveError;

/// Why a question cannot be made or an answer cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExerciseError {
    /// The difficulty is out of range.
    #[error("{}", crate::i18n::tr_with(
        "err-exercise-error-difficulty",
        &[
            ("max-heaps", Difficulty::MAX_HEAPS.to_string().into()),
            ("max-size", Difficulty::MAX_SIZE.to_string().into()),
            ("heaps", heaps.to_string().into()),
            ("max", max.to_string().into()),
        ],
    ))]
    Difficulty {
        /// Heaps asked for.
        heaps: usize,
        /// Largest size asked for.
        max: u64,
    },
    /// No position of the wanted kind was found under these rules (for instance, no heap can move).
    #[error("{}", crate::i18n::tr_with(
        "err-exercise-error-no-question",
        &[
            ("heaps", heaps.to_string().into()),
            ("max", max.to_string().into()),
        ],
    ))]
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
    #[error("{}", crate::i18n::tr_with(
        "err-exercise-error-wrong-kind-of-answer",
        &[
            ("wanted", crate::i18n::tr(wanted).into()),
        ],
    ))]
    WrongKindOfAnswer {
        /// What the question asks for: the message that says it ("P or N", "a move").
        wanted: &'static str,
    },
    /// The move played is not legal.
    #[error(transparent)]
    IllegalMove(#[from] MoveError),
    /// A heap marked does not exist.
    #[error("{}", crate::i18n::tr_with(
        "err-exercise-error-no-such-heap",
        &[
            ("number", (heap + 1).to_string().into()),
        ],
    ))]
    NoSuchHeap {
        /// The heap (0-based).
        heap: usize,
    },
    /// The question was already answered.
    #[error("{}", crate::i18n::tr("err-exercise-error-already-answered"))]
    AlreadyAnswered,
}
