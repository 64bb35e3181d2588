//! What is wrong with a save or lesson file that parses, in words a teacher can act on.

use crate::core::{MoveError, RulesError};

use super::format::{MAX_FILE_HEAPS, MAX_FILE_MOVES, MAX_NOTES_CHARS, MAX_TITLE_CHARS};

/// What is wrong with a file that parses.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Problem {
    /// A lesson file where a game is expected (`bouton analyze --file`).
    #[error("{}", crate::i18n::msg::err_problem_lesson_not_game())]
    LessonNotGame,
    /// A sum of games where a game of one kind of heap is expected (a handout).
    #[error("{}", crate::i18n::msg::err_problem_sum_not_game())]
    SumNotGame,
    /// `games` does not name one game per heap of the start.
    #[error("{}", crate::i18n::msg::err_problem_games_count(crate::i18n::Arg::Count(*games as u64), crate::i18n::Arg::Count(*heaps as u64)))]
    GamesCount {
        /// How many games are named.
        games: usize,
        /// How many heaps the start has.
        heaps: usize,
    },
    /// A game in `games` is not a game Bouton knows.
    #[error("{}", crate::i18n::msg::err_problem_unknown_game(name.clone(), number.to_string(), reason.clone()))]
    UnknownGame {
        /// The heap, from 1.
        number: usize,
        /// The name given (cut and escaped).
        name: String,
        /// Why it is not a game, and what to write instead.
        reason: String,
    },
    /// The rules' move rule cannot be written as an octal game, so it cannot be part of a sum.
    #[error("{}", crate::i18n::msg::err_problem_not_octal(crate::core::MAX_OCTAL_DIGITS.to_string(), rule.clone()))]
    NotOctal {
        /// The rule, in words.
        rule: String,
    },
    /// More different games than one file may use.
    #[error("{}", crate::i18n::msg::err_problem_too_many_games(max.to_string()))]
    TooManyGames {
        /// The limit.
        max: usize,
    },
    /// The file's octal games together need too much work to compute their values.
    #[error("{}", crate::i18n::msg::err_problem_too_much_octal_work())]
    TooMuchOctalWork,
    /// A game's values cannot be computed for a heap of the start.
    #[error("{0}")]
    Values(crate::core::SumError),
    /// A recorded move of a sum is illegal where it is played.
    #[error("{}", crate::i18n::msg::err_problem_illegal_sum_move(number.to_string(), reason.to_string()))]
    IllegalSumMove {
        /// The move, from 1.
        number: usize,
        /// Why.
        reason: crate::core::SumMoveError,
    },
    /// More different subtraction sets than one file may use.
    #[error("{}", crate::i18n::msg::err_problem_too_many_sets(max.to_string()))]
    TooManySets {
        /// The limit.
        max: usize,
    },
    /// The file's subtraction sets together need more Grundy values than one file may compute.
    #[error("{}", crate::i18n::msg::err_problem_too_much_work(max.to_string()))]
    TooMuchWork {
        /// The budget ([`super::MAX_FILE_GRUNDY_VALUES`]).
        max: usize,
    },
    /// Version 0 never existed.
    #[error("{}", crate::i18n::msg::err_problem_version_zero())]
    VersionZero,
    /// The rules are invalid.
    #[error("{}", crate::i18n::msg::err_problem_rules(.0.to_string()))]
    Rules(#[from] RulesError),
    /// Too many heaps.
    #[error("{}", crate::i18n::msg::err_problem_too_many_heaps(count.to_string(), MAX_FILE_HEAPS.to_string()))]
    TooManyHeaps {
        /// How many.
        count: usize,
    },
    /// Too many moves.
    #[error("{}", crate::i18n::msg::err_problem_too_many_moves(count.to_string(), MAX_FILE_MOVES.to_string()))]
    TooManyMoves {
        /// How many.
        count: usize,
    },
    /// A move names heap 0.
    #[error("{}", crate::i18n::msg::err_problem_heap_zero(number.to_string()))]
    HeapZero {
        /// The move's number (from 1).
        number: usize,
    },
    /// A move takes more than its heap holds.
    #[error("{}", crate::i18n::msg::err_problem_more_than_heap(heap.to_string(), number.to_string(), size.to_string(), take.to_string()))]
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
    #[error("{}", crate::i18n::msg::err_problem_illegal_move(heap.to_string(), number.to_string(), reason.to_string(), take.to_string()))]
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
    #[error("{}", crate::i18n::msg::err_problem_cursor_out_of_range(cursor.to_string(), moves.to_string()))]
    CursorOutOfRange {
        /// The cursor.
        cursor: u64,
        /// How many moves.
        moves: usize,
    },
    /// A computer's error rate is not between 0 and 1.
    #[error("{}", crate::i18n::msg::err_problem_error_rate(rate.to_string()))]
    ErrorRate {
        /// The rate given.
        rate: f64,
    },
    /// The title is too long.
    #[error("{}", crate::i18n::msg::err_problem_title_too_long(chars.to_string(), MAX_TITLE_CHARS.to_string()))]
    TitleTooLong {
        /// How many characters.
        chars: usize,
    },
    /// A game file was opened as a lesson.
    #[error("{}", crate::i18n::msg::err_problem_game_not_lesson())]
    GameNotLesson,
    /// A lesson with no steps.
    #[error("{}", crate::i18n::msg::err_problem_no_steps())]
    NoSteps,
    /// Too many steps.
    #[error("{}", crate::i18n::msg::err_problem_too_many_steps(count.to_string(), super::lesson::MAX_LESSON_STEPS.to_string()))]
    TooManySteps {
        /// How many.
        count: usize,
    },
    /// A step of a lesson is not a valid game.
    #[error("{}", crate::i18n::msg::err_problem_in_step(problem.to_string(), step.to_string()))]
    InStep {
        /// The step (from 1).
        step: usize,
        /// What is wrong with it.
        problem: Box<Problem>,
    },
    /// The notes are too long.
    #[error("{}", crate::i18n::msg::err_problem_notes_too_long(chars.to_string(), MAX_NOTES_CHARS.to_string()))]
    NotesTooLong {
        /// How many characters.
        chars: usize,
    },
}
