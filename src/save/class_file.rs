//! A class session kept on disk, so the teacher's Bouton reopens it after a restart with the same
//! join code, seats and games, and the students' pages come back to their seats by themselves.
//!
//! ```ron
//! // A Bouton class session, in RON.
//! (
//!     version: 2,
//!     code: "482915",
//!     port: 8080,
//!     ended: false,             // true once the teacher ended it (reopened only when asked)
//!     you: First,               // the side every student plays
//!     computer: Perfect,        // the computer's level on the other side
//!     paused: false,
//!     answers: false,           // whether the students' pages show the answers
//!     next_seat: 3,
//!     questions: [                                  // what was sent, the first first:
//!         Game((version: 2, start: [3, 4, 5])),     // a position, as a save file
//!         Exercises(set: (kind: PorN, heaps: 3, max: 7, seed: 7)),   // an exercise set
//!     ],
//!     seats: [
//!         (seat: 1, name: "Ana", token: "9f…",
//!          tallies: [(moves: 4, hints: 1, finished: 1, won: 1), (answered: 3, right: 2)],
//!          exercise: (question: 4, answer: N, streak: 1, best_streak: 2),   // where Ana is in the set
//!          game: (version: 2, start: [3, 4, 5], moves: [(heap: 1, take: 2)], cursor: 1)),
//!         // A student who plays another student names the partner and the side played:
//!         // partner: (seat: 2, side: First),
//!     ],
//! )
//! ```
//!
//! One set of serde types (`ClassFile`, in `class_fields`) is read and written; each game inside is a save file's
//! own ([`FileV2`]), read through the same checks. Version 1 (positions only) is still read.

use serde::{Deserialize, Serialize};

use super::class_fields::{ClassFile, QuestionV2};
use super::disguise_file::SavedDisguise;
use super::error::LoadError;
use super::format::{SavedGame, read_ron};
use super::problem::Problem;
use super::sum_file::FileV2;
use crate::core::{ExerciseSession, ExerciseSet, Level, Side};

/// The newest version of a class session file.
pub const CLASS_FILE_VERSION: u64 = 2;

/// The most seats a class session file holds (as many as a class takes).
pub const MAX_FILE_SEATS: usize = 100;

/// The most positions sent that a class session file holds (a class's room holds no more: past it,
/// a new position takes the last one's place).
pub const MAX_FILE_QUESTIONS: usize = 1000;

/// The largest seat number a class session file may name (far more students than ever join one
/// class; the room refuses a join past it).
pub const MAX_SEAT_NUMBER: u32 = 1_000_000;

/// The largest count a tally in a class session file may hold.
pub const MAX_TALLY: u32 = 1_000_000;

/// What a student did on one question: moves, hints, games finished and won (a position sent);
/// questions answered and answered right (an exercise set sent).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Moves played.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub moves: u32,
    /// Hints asked for.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
    /// Games finished.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub finished: u32,
    /// Of those, games won.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub won: u32,
    /// Exercise questions answered.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub answered: u32,
    /// Of those, answered right.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub right: u32,
}

#[allow(clippy::trivially_copy_pass_by_ref, reason = "serde's skip_serializing_if passes the field by reference")]
fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl std::ops::Add for Tally {
    type Output = Self;

    fn add(self, other: Self) -> Self {
        Self {
            moves: self.moves.saturating_add(other.moves),
            hints: self.hints.saturating_add(other.hints),
            finished: self.finished.saturating_add(other.finished),
            won: self.won.saturating_add(other.won),
            answered: self.answered.saturating_add(other.answered),
            right: self.right.saturating_add(other.right),
        }
    }
}

impl Tally {
    /// Whether the counts could have been made in a class: each within [`MAX_TALLY`], no more games
    /// won than finished, no more right than answered.
    pub(super) fn is_plausible(&self) -> bool {
        [self.moves, self.hints, self.finished, self.won, self.answered, self.right].iter().all(|&n| n <= MAX_TALLY)
            && self.won <= self.finished
            && self.right <= self.answered
    }
}

/// A class session as the file keeps it, checked.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassRecord {
    /// The join code.
    pub code: String,
    /// The port the session listened on (the students' pages reconnect there).
    pub port: u16,
    /// Whether the teacher ended it.
    pub ended: bool,
    /// The side every student plays.
    pub you: Side,
    /// The computer's level on the other side.
    pub computer: Level,
    /// Whether the class is paused.
    pub paused: bool,
    /// Whether the students' pages show the answers.
    pub answers: bool,
    /// The next seat's number.
    pub next_seat: u32,
    /// What was sent, the first first (never empty).
    pub questions: Vec<AskedRecord>,
    /// The students.
    pub seats: Vec<SeatRecord>,
}

/// One student's seat as the file keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatRecord {
    /// The seat's number, from 1.
    pub number: u32,
    /// The student's name.
    pub name: String,
    /// The secret that gives the student's page its seat back (32 hexadecimal digits).
    pub token: String,
    /// What the student did on each question, from the first.
    pub tallies: Vec<Tally>,
    /// The student's game.
    pub game: GameRecord,
    /// The partner's seat and the side this student plays, when the student plays another student
    /// (both seats then hold the same game); `None`: against the computer.
    pub partner: Option<(u32, Side)>,
    /// Where the student is in the exercise set the class works on, if it works on one (its score
    /// counts the last question's tally).
    pub exercise: Option<ExerciseSession>,
}

/// A student's game as the file keeps it.
#[derive(Clone, Debug, PartialEq)]
pub enum GameRecord {
    /// Heaps, as a save file keeps them.
    Heaps(SavedGame),
    /// A game in disguise, as a save file keeps it.
    Disguise(SavedDisguise),
}

impl GameRecord {
    /// Whether two records hold the same game (the same start and moves, whatever their titles).
    #[must_use]
    pub fn same_game(&self, other: &Self) -> bool {
        match (self, other) {
            (Self::Heaps(a), Self::Heaps(b)) => a.game == b.game,
            (Self::Disguise(a), Self::Disguise(b)) => a.start == b.start && a.moves == b.moves,
            _ => false,
        }
    }
}

/// What the teacher sent the class, as the file keeps it.
#[derive(Clone, Debug, PartialEq)]
pub enum AskedRecord {
    /// A position to play: a game from its start (its notes are a lesson step's text).
    Game(SavedGame),
    /// A game in disguise to play from its start (its notes are a lesson step's text).
    Disguise(SavedDisguise),
    /// An exercise set.
    Exercises {
        /// A short title.
        title: String,
        /// A lesson step's text, shown with it.
        text: String,
        /// The set.
        set: ExerciseSet,
    },
}

/// Reads a class session file's text; `origin` names it in errors.
///
/// # Errors
/// [`LoadError`]: too large, not RON, a newer version, or what is wrong inside (a seat, a game).
pub fn parse_class_file(text: &str, origin: &str) -> Result<ClassRecord, LoadError> {
    let text = super::read::opening(text, origin)?;
    let invalid = |problem| LoadError::Invalid { origin: origin.into(), problem };
    let Some(version) = super::read::version_of(text, origin)? else {
        return Err(LoadError::MissingVersion { origin: origin.into() });
    };
    let file: ClassFile<QuestionV2> = match version.number(CLASS_FILE_VERSION).map_err(invalid)? {
        1 => read_ron::<ClassFile<FileV2>>(text, origin, &mut Vec::new())?.map_questions(QuestionV2::Game),
        2 => read_ron(text, origin, &mut Vec::new())?,
        version => {
            return Err(LoadError::NewerVersion { origin: origin.into(), version, newest: CLASS_FILE_VERSION });
        }
    };
    file.validate().map_err(invalid)
}

/// Reads a class session file (within the size every file is held to).
///
/// # Errors
/// As [`parse_class_file`], and when the file cannot be read.
pub fn load_class_file(path: &std::path::Path) -> Result<ClassRecord, LoadError> {
    let text = super::read_limited(path)?;
    parse_class_file(&text, &super::shown(path))
}

/// The text of a class session file.
#[must_use]
pub fn class_file_to_ron(record: &ClassRecord) -> String {
    super::layout::to_text(
        "// A Bouton class session, in RON: the teacher's Bouton reopens it with the same code, seats and games.",
        &ClassFile::of(record),
    )
}

/// What is wrong with a class session file.
#[derive(Debug, Clone, PartialEq)]
pub enum ClassFault {
    /// The join code is not six digits.
    Code,
    /// No position sent, or more than a file holds.
    Questions {
        /// How many there are.
        count: usize,
    },
    /// More seats than a class takes.
    TooManySeats {
        /// How many there are.
        count: usize,
    },
    /// `next_seat` is 0 or past [`MAX_SEAT_NUMBER`].
    NextSeat {
        /// As written.
        next_seat: u32,
    },
    /// A position sent is not a valid game.
    InQuestion {
        /// Which (from 1).
        number: usize,
        /// What is wrong with it.
        problem: Box<Problem>,
    },
    /// A student's place in an exercise set is not one a class reaches (a streak longer than the
    /// answers right, a place in a set when the class plays a position).
    Progress,
    /// A seat is wrong.
    Seat {
        /// Its number, as written.
        seat: u32,
        /// What is wrong with it.
        what: SeatFault,
    },
}

/// What is wrong with one seat of a class session file.
#[derive(Debug, Clone, PartialEq)]
pub enum SeatFault {
    /// Its number is 0, repeated, or not below `next_seat`.
    Number,
    /// No name, or a name too long.
    Name,
    /// The token is not 32 hexadecimal digits, or another seat has it too.
    Token,
    /// More tallies than questions, or counts no class makes (past [`MAX_TALLY`], more won than
    /// finished).
    Tallies,
    /// Its partner does not name it back, plays the same side, or holds another game.
    Partner,
    /// The game is not valid.
    Game(Box<Problem>),
    /// It names no game, or two (heaps and a game in disguise).
    OneGame,
    /// Its place in the exercise set is not valid.
    Exercise(Box<Problem>),
}
