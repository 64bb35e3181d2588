//! What is wrong with a save or lesson file that parses, in words a teacher can act on.

use crate::core::{MoveError, RulesError};

use super::format::{MAX_FILE_HEAPS, MAX_FILE_MOVES, MAX_NOTES_CHARS, MAX_TITLE_CHARS};

/// What is wrong with a file that parses.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Problem {
    /// A lesson file where a game is expected (`bouton analyze --file`).
    #[error("{}", crate::i18n::tr("err-problem-lesson-not-game"))]
    LessonNotGame,
    /// A sum of games where a game of one kind of heap is expected (a handout).
    #[error("{}", crate::i18n::tr("err-problem-sum-not-game"))]
    SumNotGame,
    /// `games` does not name one game per heap of the start.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-games-count",
        &[
            ("games", crate::i18n::Arg::Count(*games as u64)),
            ("heaps", crate::i18n::Arg::Count(*heaps as u64)),
        ],
    ))]
    GamesCount {
        /// How many games are named.
        games: usize,
        /// How many heaps the start has.
        heaps: usize,
    },
    /// A game in `games` is not a game Bouton knows.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-unknown-game",
        &[
            ("number", number.to_string().into()),
            ("name", name.clone().into()),
            ("reason", reason.clone().into()),
        ],
    ))]
    UnknownGame {
        /// The heap, from 1.
        number: usize,
        /// The name given (cut and escaped).
        name: String,
        /// Why it is not a game, and what to write instead.
        reason: String,
    },
    /// The rules' move rule cannot be written as an octal game, so it cannot be part of a sum.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-not-octal",
        &[
            ("rule", rule.clone().into()),
            ("max", crate::core::MAX_OCTAL_DIGITS.to_string().into()),
        ],
    ))]
    NotOctal {
        /// The rule, in words.
        rule: String,
    },
    /// More different games than one file may use.
    #[error("{}", crate::i18n::tr_with("err-problem-too-many-games", &[("max", max.to_string().into())]))]
    TooManyGames {
        /// The limit.
        max: usize,
    },
    /// The file's octal games together need too much work to compute their values.
    #[error("{}", crate::i18n::tr("err-problem-too-much-octal-work"))]
    TooMuchOctalWork,
    /// A game's values cannot be computed for a heap of the start.
    #[error("{0}")]
    Values(crate::core::SumError),
    /// A recorded move of a sum is illegal where it is played.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-illegal-sum-move",
        &[
            ("number", number.to_string().into()),
            ("reason", reason.to_string().into()),
        ],
    ))]
    IllegalSumMove {
        /// The move, from 1.
        number: usize,
        /// Why.
        reason: crate::core::SumMoveError,
    },
    /// More different subtraction sets than one file may use.
    #[error("{}", crate::i18n::tr_with("err-problem-too-many-sets", &[("max", max.to_string().into())]))]
    TooManySets {
        /// The limit.
        max: usize,
    },
    /// The file's subtraction sets together need more Grundy values than one file may compute.
    #[error("{}", crate::i18n::tr_with("err-problem-too-much-work", &[("max", max.to_string().into())]))]
    TooMuchWork {
        /// The budget ([`super::MAX_FILE_GRUNDY_VALUES`]).
        max: usize,
    },
    /// Version 0 never existed.
    #[error("{}", crate::i18n::tr("err-problem-version-zero"))]
    VersionZero,
    /// The rules are invalid.
    #[error("{}", crate::i18n::tr_with("err-problem-rules", &[("value", .0.to_string().into())]))]
    Rules(#[from] RulesError),
    /// Too many heaps.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-too-many-heaps",
        &[
            ("count", count.to_string().into()),
            ("max-file-heaps", MAX_FILE_HEAPS.to_string().into()),
        ],
    ))]
    TooManyHeaps {
        /// How many.
        count: usize,
    },
    /// Too many moves.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-too-many-moves",
        &[
            ("count", count.to_string().into()),
            ("max-file-moves", MAX_FILE_MOVES.to_string().into()),
        ],
    ))]
    TooManyMoves {
        /// How many.
        count: usize,
    },
    /// A move names heap 0.
    #[error("{}", crate::i18n::tr_with("err-problem-heap-zero", &[("number", number.to_string().into())]))]
    HeapZero {
        /// The move's number (from 1).
        number: usize,
    },
    /// A move takes more than its heap holds.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-more-than-heap",
        &[
            ("number", number.to_string().into()),
            ("take", take.to_string().into()),
            ("heap", heap.to_string().into()),
            ("size", size.to_string().into()),
        ],
    ))]
    MoreThanHeap {
        /// The move's number (from 1).
        number: usize,
        /// How many it takes.
        take: u64,
        /// The heap (from 1).
        heap: u64,
        /// How many the heap holds at that point.
        size: u64,
    },
    /// A move is illegal for another reason.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-illegal-move",
        &[
            ("number", number.to_string().into()),
            ("take", take.to_string().into()),
            ("heap", heap.to_string().into()),
            ("reason", reason.to_string().into()),
        ],
    ))]
    IllegalMove {
        /// The move's number (from 1).
        number: usize,
        /// How many it takes.
        take: u64,
        /// The heap (from 1).
        heap: u64,
        /// Why.
        reason: MoveError,
    },
    /// The cursor is past the moves.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-cursor-out-of-range",
        &[
            ("cursor", cursor.to_string().into()),
            ("moves", moves.to_string().into()),
        ],
    ))]
    CursorOutOfRange {
        /// The cursor.
        cursor: u64,
        /// How many moves.
        moves: usize,
    },
    /// A computer's error rate is not between 0 and 1.
    #[error("{}", crate::i18n::tr_with("err-problem-error-rate", &[("rate", rate.to_string().into())]))]
    ErrorRate {
        /// The rate given.
        rate: f64,
    },
    /// The title is too long.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-title-too-long",
        &[
            ("chars", chars.to_string().into()),
            ("max-title-chars", MAX_TITLE_CHARS.to_string().into()),
        ],
    ))]
    TitleTooLong {
        /// How many characters.
        chars: usize,
    },
    /// A game file was opened as a lesson.
    #[error("{}", crate::i18n::tr("err-problem-game-not-lesson"))]
    GameNotLesson,
    /// A lesson with no steps.
    #[error("{}", crate::i18n::tr("err-problem-no-steps"))]
    NoSteps,
    /// Too many steps.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-too-many-steps",
        &[
            ("count", count.to_string().into()),
            ("max", super::lesson::MAX_LESSON_STEPS.to_string().into()),
        ],
    ))]
    TooManySteps {
        /// How many.
        count: usize,
    },
    /// A step of a lesson is not a valid game.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-in-step",
        &[
            ("step", step.to_string().into()),
            ("problem", problem.to_string().into()),
        ],
    ))]
    InStep {
        /// The step (from 1).
        step: usize,
        /// What is wrong with it.
        problem: Box<Problem>,
    },
    /// The notes are too long.
    #[error("{}", crate::i18n::tr_with(
        "err-problem-notes-too-long",
        &[
            ("chars", chars.to_string().into()),
            ("max-notes-chars", MAX_NOTES_CHARS.to_string().into()),
        ],
    ))]
    NotesTooLong {
        /// How many characters.
        chars: usize,
    },
}
