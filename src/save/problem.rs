//! What is wrong with a save or lesson file that parses, in words a teacher can act on.

use crate::core::{MoveError, RulesError};

/// What is wrong with a file that parses.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Problem {
    /// A lesson file where a game is expected (`bouton analyze --file`).
    LessonNotGame,
    /// A sum of games where a game of one kind of heap is expected (a handout).
    SumNotGame,
    /// A game in disguise where a game of heaps is expected (a handout, a review).
    DisguiseNotGame,
    /// `games` does not name one game per heap of the start.
    GamesCount {
        /// How many games are named.
        games: usize,
        /// How many heaps the start has.
        heaps: usize,
    },
    /// A game in `games` is not a game Bouton knows.
    UnknownGame {
        /// The heap, from 1.
        number: usize,
        /// The name given (cut and escaped).
        name: String,
        /// Why it is not a game.
        reason: crate::core::OctalError,
    },
    /// More different games than one file may use.
    TooManyGames {
        /// The limit.
        max: usize,
    },
    /// The file's octal games together need too much work to compute their values.
    TooMuchOctalWork,
    /// A game's values cannot be computed for a heap of the start.
    Values(crate::core::SumError),
    /// A recorded move of a sum is illegal where it is played.
    IllegalSumMove {
        /// The move, from 1.
        number: usize,
        /// Why.
        reason: crate::core::SumMoveError,
    },
    /// More different subtraction sets than one file may use.
    TooManySets {
        /// The limit.
        max: usize,
    },
    /// The file's subtraction sets together need more Grundy values than one file may compute.
    TooMuchWork {
        /// The budget ([`super::MAX_FILE_GRUNDY_VALUES`]).
        max: usize,
    },
    /// The `version` is a number that is not a version number (0, a negative or fractional number).
    NotAVersion {
        /// What the file wrote, as written.
        version: String,
        /// The newest version of this kind of file this Bouton reads.
        newest: u64,
    },
    /// The rules are invalid.
    Rules(#[from] RulesError),
    /// Too many heaps.
    TooManyHeaps {
        /// How many.
        count: usize,
    },
    /// Too many moves.
    TooManyMoves {
        /// How many.
        count: usize,
    },
    /// A move names heap 0.
    HeapZero {
        /// The move's number (from 1).
        number: usize,
    },
    /// A move takes more than its heap holds.
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
    /// A game in disguise that cannot be read (`game: "…"`).
    Disguise(crate::core::DisguiseError),
    /// A recorded move of a game in disguise is not one of its moves where it is played.
    IllegalDisguisedMove {
        /// The move's number (from 1).
        number: usize,
    },
    /// The cursor is past the moves.
    CursorOutOfRange {
        /// The cursor.
        cursor: u64,
        /// How many moves.
        moves: usize,
    },
    /// A computer's error rate is not between 0 and 1.
    ErrorRate {
        /// The rate given.
        rate: f64,
    },
    /// The title is too long.
    TitleTooLong {
        /// How many characters.
        chars: usize,
    },
    /// A player's name is too long.
    NameTooLong {
        /// How many characters.
        chars: usize,
    },
    /// A game file was opened as a lesson.
    GameNotLesson,
    /// A lesson with no steps.
    NoSteps,
    /// Too many steps.
    TooManySteps {
        /// How many.
        count: usize,
    },
    /// A step of a lesson is not a valid game.
    InStep {
        /// The step (from 1).
        step: usize,
        /// What is wrong with it.
        problem: Box<Problem>,
    },
    /// The notes are too long.
    NotesTooLong {
        /// How many characters.
        chars: usize,
    },
    /// What is wrong with a class session file.
    Class(super::ClassFault),
    /// An exercise set, or an answer to one of its questions, that no exercise has.
    Exercises(crate::core::ExerciseError),
}
