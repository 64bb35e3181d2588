//! What can go wrong when reading or writing a save file, in words a teacher can act on.

use std::io;
use std::path::PathBuf;

use crate::core::{MoveError, RulesError};

use super::format::{FIRST_VERSION, MAX_FILE_HEAPS, MAX_FILE_MOVES, MAX_NOTES_CHARS, MAX_TITLE_CHARS};

/// Why a save file could not be loaded. Loading never changes the game on screen.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read.
    #[error("cannot read {}: {source}", super::shown(path))]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file is larger than any save file Bouton writes.
    #[error("{origin} is larger than the 1 MiB limit of a Bouton file ({size} bytes or more)")]
    TooLarge {
        /// The file's name.
        origin: String,
        /// Its size in bytes (at least).
        size: u64,
    },
    /// The file is not text (UTF-8).
    #[error("{origin} is not a text file (it is not valid UTF-8)")]
    NotText {
        /// The file's name.
        origin: String,
    },
    /// The RON text does not parse, or a value has the wrong type.
    #[error("{origin}:{line}:{column}: {message}")]
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
    #[error("{origin} is {kind}, not a file; choose a Bouton .ron file")]
    NotAFile {
        /// The path, as shown.
        origin: String,
        /// What it is, in words ("a folder", "a named pipe").
        kind: &'static str,
    },
    /// The file is text, but not RON: it does not start with `(` (a host name, a note, JSON).
    #[error(
        "{origin} is not a Bouton game or lesson: those are text files that start with `(`, after any // \
         comments"
    )]
    NotBouton {
        /// The file's name.
        origin: String,
    },
    /// The file is empty, or holds only spaces.
    #[error("{origin} is empty; a Bouton file starts with `(`")]
    Empty {
        /// The file's name.
        origin: String,
    },
    /// No `version` field.
    #[error("{origin} has no `version` field; a Bouton file starts with `(version: {FIRST_VERSION},`")]
    MissingVersion {
        /// The file's name.
        origin: String,
    },
    /// A version this Bouton does not know.
    #[error("{origin} was made by a newer Bouton (file version {version}); this Bouton reads versions up to {newest}")]
    NewerVersion {
        /// The file's name.
        origin: String,
        /// The newest version of this kind of file this Bouton reads.
        newest: u64,
        /// The version it declares.
        version: u64,
    },
    /// The person cancelled the load (nothing is wrong with the file).
    #[error("opening {origin} was cancelled")]
    Cancelled {
        /// The file's name.
        origin: String,
    },
    /// The file parses, but what it says is not a valid game.
    #[error("{origin}: {problem}")]
    Invalid {
        /// The file's name.
        origin: String,
        /// What is wrong.
        problem: Problem,
    },
}

/// What is wrong with a file that parses.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Problem {
    /// A lesson file where a game is expected (`bouton analyze --file`).
    #[error("this is a lesson file, not a game; open it with File ▸ Open, or check it with `bouton check`")]
    LessonNotGame,
    /// A sum of games where a game of one kind of heap is expected (a handout).
    #[error(
        "this file holds a sum of games (Kayles, Nim, …); open it in the app or analyse it with `bouton analyze --file`"
    )]
    SumNotGame,
    /// `games` does not name one game per heap of the start.
    #[error("`games` names {games} but the start has {heaps}; give one game per heap")]
    GamesCount {
        /// How many games are named, in words.
        games: String,
        /// How many heaps the start has, in words.
        heaps: String,
    },
    /// A game in `games` is not a game Bouton knows.
    #[error("the game of heap {number}, \"{name}\", is not a game Bouton knows: {reason}")]
    UnknownGame {
        /// The heap, from 1.
        number: usize,
        /// The name given (cut and escaped).
        name: String,
        /// Why it is not a game, and what to write instead.
        reason: String,
    },
    /// The rules' move rule cannot be written as an octal game, so it cannot be part of a sum.
    #[error("the rule \"{rule}\" cannot be part of a sum of games (an octal game takes at most {max} tokens)", max = crate::core::MAX_OCTAL_DIGITS)]
    NotOctal {
        /// The rule, in words.
        rule: String,
    },
    /// More different games than one file may use.
    #[error("the file uses more than {max} different games; split it into several files")]
    TooManyGames {
        /// The limit.
        max: usize,
    },
    /// The file's octal games together need too much work to compute their values.
    #[error(
        "the games in this file need too much work to compute their values (long codes that split heaps, \
         with large heaps); split it into several files or use smaller heaps"
    )]
    TooMuchOctalWork,
    /// A game's values cannot be computed for a heap of the start.
    #[error("{0}")]
    Values(crate::core::SumError),
    /// A recorded move of a sum is illegal where it is played.
    #[error("move {number} is illegal: {reason}")]
    IllegalSumMove {
        /// The move, from 1.
        number: usize,
        /// Why.
        reason: crate::core::SumMoveError,
    },
    /// More different subtraction sets than one file may use.
    #[error("the file uses more than {max} different subtraction sets; split it into several files")]
    TooManySets {
        /// The limit.
        max: usize,
    },
    /// The file's subtraction sets together need more Grundy values than one file may compute.
    #[error(
        "the subtraction sets in this file need more than {max} Grundy values in all to find their periods; \
         split it into several files"
    )]
    TooMuchWork {
        /// The budget ([`super::MAX_FILE_GRUNDY_VALUES`]).
        max: usize,
    },
    /// Version 0 never existed.
    #[error("version 0 is not a Bouton file version; the first is 1")]
    VersionZero,
    /// The rules are invalid.
    #[error("the rules are invalid: {0}")]
    Rules(#[from] RulesError),
    /// Too many heaps.
    #[error("the start position has {count} heaps; a save file holds at most {MAX_FILE_HEAPS}")]
    TooManyHeaps {
        /// How many.
        count: usize,
    },
    /// Too many moves.
    #[error("the game has {count} moves; a save file holds at most {MAX_FILE_MOVES}")]
    TooManyMoves {
        /// How many.
        count: usize,
    },
    /// A move names heap 0.
    #[error("move {number} names heap 0, but heaps are counted from 1")]
    HeapZero {
        /// The move's number (from 1).
        number: usize,
    },
    /// A move takes more than its heap holds.
    #[error("move {number} takes {take} from heap {heap}, which has {size}")]
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
    #[error("move {number} (take {take} from heap {heap}) is illegal: {reason}")]
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
    #[error("the cursor is {cursor}, but the game stops at move {moves}")]
    CursorOutOfRange {
        /// The cursor.
        cursor: u64,
        /// How many moves.
        moves: usize,
    },
    /// A computer's error rate is not between 0 and 1.
    #[error("a computer's error_rate must be between 0 and 1, not {rate}")]
    ErrorRate {
        /// The rate given.
        rate: f64,
    },
    /// The title is too long.
    #[error("the title has {chars} characters; at most {MAX_TITLE_CHARS}")]
    TitleTooLong {
        /// How many characters.
        chars: usize,
    },
    /// A game file was opened as a lesson.
    #[error("this is a game file, not a lesson (it has `start` but no `steps`); open it with File ▸ Open")]
    GameNotLesson,
    /// A lesson with no steps.
    #[error("the lesson has no steps; a lesson needs at least one")]
    NoSteps,
    /// Too many steps.
    #[error("the lesson has {count} steps; at most {max}", max = super::lesson::MAX_LESSON_STEPS)]
    TooManySteps {
        /// How many.
        count: usize,
    },
    /// A step of a lesson is not a valid game.
    #[error("step {step}: {problem}")]
    InStep {
        /// The step (from 1).
        step: usize,
        /// What is wrong with it.
        problem: Box<Problem>,
    },
    /// The notes are too long.
    #[error("the notes have {chars} characters; at most {MAX_NOTES_CHARS}")]
    NotesTooLong {
        /// How many characters.
        chars: usize,
    },
}

/// Why a save file could not be written. The file that was there before is left intact.
#[derive(Debug, thiserror::Error)]
#[error("cannot save {}: {step} failed: {source}", super::shown(path))]
pub struct SaveError {
    /// The file being written.
    pub path: PathBuf,
    /// The step that failed.
    pub step: &'static str,
    /// What the system said.
    pub source: io::Error,
}
