//! A class session kept on disk, so the teacher's Bouton reopens it after a restart with the same
//! join code, seats and games, and the students' pages come back to their seats by themselves.
//!
//! ```ron
//! // A Bouton class session, in RON.
//! (
//!     version: 1,
//!     code: "482915",
//!     port: 8080,
//!     ended: false,             // true once the teacher ended it (reopened only when asked)
//!     you: First,               // the side every student plays
//!     computer: Perfect,        // the computer's level on the other side
//!     paused: false,
//!     answers: false,           // whether the students' pages show the answers
//!     next_seat: 3,
//!     questions: [(version: 2, start: [3, 4, 5])],   // each position sent, as a save file
//!     seats: [
//!         (seat: 1, name: "Ana", token: "9f…", tallies: [(moves: 4, hints: 1, finished: 1, won: 1)],
//!          game: (version: 2, start: [3, 4, 5], moves: [(heap: 1, take: 2)], cursor: 1)),
//!         // A student who plays another student names the partner and the side played:
//!         // partner: (seat: 2, side: First),
//!     ],
//! )
//! ```
//!
//! One set of serde types ([`ClassFileV1`]) is read and written; each game inside is a save file's
//! own ([`FileV2`]), read through the same checks.

use serde::{Deserialize, Serialize};

use super::error::LoadError;
use super::format::{LevelV1, SavedGame, plain, read_ron};
use super::problem::Problem;
use super::sum_file::FileV2;
use crate::core::{Level, Side};

/// The newest version of a class session file.
pub const CLASS_FILE_VERSION: u64 = 1;

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

/// The digits of a join code.
const CODE_DIGITS: usize = 6;

/// What a student did on one question: moves, hints, games finished and won.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Moves played.
    #[serde(default)]
    pub moves: u32,
    /// Hints asked for.
    #[serde(default)]
    pub hints: u32,
    /// Games finished.
    #[serde(default)]
    pub finished: u32,
    /// Of those, games won.
    #[serde(default)]
    pub won: u32,
}

impl std::ops::Add for Tally {
    type Output = Self;

    fn add(self, other: Self) -> Self {
        Self {
            moves: self.moves.saturating_add(other.moves),
            hints: self.hints.saturating_add(other.hints),
            finished: self.finished.saturating_add(other.finished),
            won: self.won.saturating_add(other.won),
        }
    }
}

impl Tally {
    /// Whether the counts could have been made in a class: each within [`MAX_TALLY`], and no more
    /// games won than finished.
    fn is_plausible(&self) -> bool {
        [self.moves, self.hints, self.finished, self.won].iter().all(|&n| n <= MAX_TALLY) && self.won <= self.finished
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
    /// The positions sent, the first first (never empty): each a game from its start.
    pub questions: Vec<SavedGame>,
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
    pub game: SavedGame,
    /// The partner's seat and the side this student plays, when the student plays another student
    /// (both seats then hold the same game); `None`: against the computer.
    pub partner: Option<(u32, Side)>,
}

/// Version 1 of the file, field by field.
#[derive(Serialize, Deserialize, Debug, Clone)]
struct ClassFileV1 {
    version: u64,
    code: String,
    port: u16,
    #[serde(default)]
    ended: bool,
    you: SideV1,
    computer: LevelV1,
    #[serde(default)]
    paused: bool,
    #[serde(default)]
    answers: bool,
    next_seat: u32,
    questions: Vec<FileV2>,
    #[serde(default)]
    seats: Vec<SeatV1>,
}

/// A side, as the file writes it.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
enum SideV1 {
    First,
    Second,
}

#[derive(Serialize, Deserialize, Debug, Clone)]
struct SeatV1 {
    seat: u32,
    name: String,
    token: String,
    #[serde(default)]
    tallies: Vec<Tally>,
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    partner: Option<PartnerV1>,
    game: FileV2,
}

/// The partner of a student who plays another student.
#[derive(Serialize, Deserialize, Debug, Clone, Copy)]
struct PartnerV1 {
    seat: u32,
    side: SideV1,
}

impl SideV1 {
    fn of(side: Side) -> Self {
        match side {
            Side::First => Self::First,
            Side::Second => Self::Second,
        }
    }

    fn side(self) -> Side {
        match self {
            Self::First => Side::First,
            Self::Second => Side::Second,
        }
    }
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
    match version.number(CLASS_FILE_VERSION).map_err(invalid)? {
        1 => {}
        version => {
            return Err(LoadError::NewerVersion { origin: origin.into(), version, newest: CLASS_FILE_VERSION });
        }
    }
    let file: ClassFileV1 = read_ron(text, origin, &mut Vec::new())?;
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
        &ClassFileV1::of(record),
    )
}

impl ClassFileV1 {
    fn of(record: &ClassRecord) -> Self {
        Self {
            version: CLASS_FILE_VERSION,
            code: record.code.clone(),
            port: record.port,
            ended: record.ended,
            you: SideV1::of(record.you),
            computer: LevelV1::from_level(record.computer),
            paused: record.paused,
            answers: record.answers,
            next_seat: record.next_seat,
            questions: record.questions.iter().map(FileV2::from_saved).collect(),
            seats: record
                .seats
                .iter()
                .map(|seat| SeatV1 {
                    seat: seat.number,
                    name: seat.name.clone(),
                    token: seat.token.clone(),
                    tallies: seat.tallies.clone(),
                    partner: seat.partner.map(|(seat, side)| PartnerV1 { seat, side: SideV1::of(side) }),
                    game: FileV2::from_saved(&seat.game),
                })
                .collect(),
        }
    }

    fn validate(self) -> Result<ClassRecord, Problem> {
        let fault = |fault| Problem::Class(fault);
        if self.code.len() != CODE_DIGITS || !self.code.bytes().all(|b| b.is_ascii_digit()) {
            return Err(fault(ClassFault::Code));
        }
        if self.questions.is_empty() || self.questions.len() > MAX_FILE_QUESTIONS {
            return Err(fault(ClassFault::Questions { count: self.questions.len() }));
        }
        if self.seats.len() > MAX_FILE_SEATS {
            return Err(fault(ClassFault::TooManySeats { count: self.seats.len() }));
        }
        if self.next_seat == 0 || self.next_seat > MAX_SEAT_NUMBER {
            return Err(fault(ClassFault::NextSeat { next_seat: self.next_seat }));
        }
        let questions = self
            .questions
            .into_iter()
            .enumerate()
            .map(|(i, file)| {
                file.into_saved()
                    .map_err(|problem| fault(ClassFault::InQuestion { number: i + 1, problem: Box::new(problem) }))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let mut seats: Vec<SeatRecord> = Vec::with_capacity(self.seats.len());
        for seat in self.seats {
            let number = seat.seat;
            let wrong = |what| fault(ClassFault::Seat { seat: number, what });
            if number == 0 || number >= self.next_seat || seats.iter().any(|s| s.number == number) {
                return Err(wrong(SeatFault::Number));
            }
            let name = super::safe_text(seat.name.trim(), false, usize::MAX);
            if name.is_empty() || name.chars().count() > super::MAX_NAME_CHARS {
                return Err(wrong(SeatFault::Name));
            }
            let repeated = seats.iter().any(|s| s.token.eq_ignore_ascii_case(&seat.token));
            if seat.token.len() != 32 || !seat.token.bytes().all(|b| b.is_ascii_hexdigit()) || repeated {
                return Err(wrong(SeatFault::Token));
            }
            if seat.tallies.len() > questions.len() || !seat.tallies.iter().all(Tally::is_plausible) {
                return Err(wrong(SeatFault::Tallies));
            }
            let game = seat.game.into_saved().map_err(|problem| wrong(SeatFault::Game(Box::new(problem))))?;
            let partner = seat.partner.map(|p| (p.seat, p.side.side()));
            seats.push(SeatRecord { number, name, token: seat.token, tallies: seat.tallies, game, partner });
        }
        // Partners name each other, play opposite sides and hold the same game.
        for seat in &seats {
            let Some((partner, side)) = seat.partner else { continue };
            let other = seats.iter().find(|s| s.number == partner);
            let matches = other.is_some_and(|other| {
                other.partner == Some((seat.number, side.other())) && other.game.game == seat.game.game
            });
            if partner == seat.number || !matches {
                return Err(fault(ClassFault::Seat { seat: seat.number, what: SeatFault::Partner }));
            }
        }
        let computer = self.computer.validate()?;
        Ok(ClassRecord {
            code: self.code,
            port: self.port,
            ended: self.ended,
            you: self.you.side(),
            computer,
            paused: self.paused,
            answers: self.answers,
            next_seat: self.next_seat,
            questions,
            seats,
        })
    }
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
}
