//! A class session file field by field: the serde types read and written (version 1's questions
//! are games, version 2's are games or exercise sets), and how they become a checked
//! [`ClassRecord`] and back.

use serde::{Deserialize, Serialize};

use super::class_file::{
    AskedRecord, CLASS_FILE_VERSION, ClassFault, ClassRecord, GameRecord, MAX_FILE_QUESTIONS, MAX_FILE_SEATS,
    MAX_SEAT_NUMBER, MAX_TALLY, SeatFault, SeatRecord, Tally,
};
use super::disguise_file::FileV3;
use super::exercise_file::{FileAnswer, FileExercises};
use super::format::{LevelV1, plain};
use super::problem::Problem;
use super::sum_file::FileV2;
use crate::core::{ExerciseSession, ExerciseSet, Score, Side};

/// The digits of a join code.
const CODE_DIGITS: usize = 6;

/// The file, field by field: version 1's questions are games ([`FileV2`]), version 2's are
/// [`QuestionV2`].
#[derive(Serialize, Deserialize, Debug, Clone)]
pub(super) struct ClassFile<Q> {
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
    questions: Vec<Q>,
    #[serde(default)]
    seats: Vec<SeatV1>,
}

/// What the teacher sent, as version 2 writes it.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub(super) enum QuestionV2 {
    Game(FileV2),
    Disguise(FileV3),
    Exercises {
        #[serde(default, skip_serializing_if = "String::is_empty")]
        title: String,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        text: String,
        set: FileExercises,
    },
}

/// Where a student is in an exercise set; the questions answered and answered right are the last
/// question's tally.
#[derive(Serialize, Deserialize, Debug, Clone)]
struct ProgressV2 {
    question: u64,
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    answer: Option<FileAnswer>,
    #[serde(default)]
    streak: u64,
    #[serde(default)]
    best_streak: u64,
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
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    exercise: Option<ProgressV2>,
    /// Heaps (every seat of version 1), or…
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    game: Option<FileV2>,
    /// …a game in disguise.
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    disguise: Option<FileV3>,
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

impl<Q> ClassFile<Q> {
    pub(super) fn map_questions<R>(self, each: impl Fn(Q) -> R) -> ClassFile<R> {
        ClassFile {
            version: self.version,
            code: self.code,
            port: self.port,
            ended: self.ended,
            you: self.you,
            computer: self.computer,
            paused: self.paused,
            answers: self.answers,
            next_seat: self.next_seat,
            questions: self.questions.into_iter().map(each).collect(),
            seats: self.seats,
        }
    }
}

impl QuestionV2 {
    fn of(asked: &AskedRecord) -> Self {
        match asked {
            AskedRecord::Game(saved) => Self::Game(FileV2::from_saved(saved)),
            AskedRecord::Disguise(saved) => Self::Disguise(FileV3::from_saved(saved)),
            AskedRecord::Exercises { title, text, set } => {
                Self::Exercises { title: title.clone(), text: text.clone(), set: FileExercises::of(set) }
            }
        }
    }

    fn validate(self) -> Result<AskedRecord, Problem> {
        match self {
            Self::Game(file) => file.into_saved().map(AskedRecord::Game),
            Self::Disguise(file) => file.validate().map(AskedRecord::Disguise),
            Self::Exercises { title, text, set } => {
                super::format::check_texts(&title, &text)?;
                Ok(AskedRecord::Exercises {
                    title: super::safe_text(&title, false, super::format::MAX_TITLE_CHARS),
                    text: super::safe_text(&text, true, super::format::MAX_NOTES_CHARS),
                    set: set.to_set()?,
                })
            }
        }
    }
}

impl ProgressV2 {
    fn of(session: &ExerciseSession) -> Self {
        Self {
            question: session.question().number,
            answer: session.answer_given().map(FileAnswer::of),
            streak: session.score().streak,
            best_streak: session.score().best_streak,
        }
    }

    /// The student's series, resumed with the last question's tally as its score.
    fn resume(self, set: &ExerciseSet, tally: Tally) -> Result<ExerciseSession, Problem> {
        let score = Score {
            answered: u64::from(tally.answered),
            correct: u64::from(tally.right),
            streak: self.streak,
            best_streak: self.best_streak,
        };
        if self.question > u64::from(MAX_TALLY) + 1
            || score.streak > score.best_streak
            || score.best_streak > score.correct
        {
            return Err(Problem::Class(ClassFault::Progress));
        }
        let answer = self.answer.as_ref().map(FileAnswer::to_answer).transpose()?;
        ExerciseSession::resume(set.clone(), self.question, answer, score).map_err(Problem::Exercises)
    }
}

impl ClassFile<QuestionV2> {
    pub(super) fn of(record: &ClassRecord) -> Self {
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
            questions: record.questions.iter().map(QuestionV2::of).collect(),
            seats: record
                .seats
                .iter()
                .map(|seat| SeatV1 {
                    seat: seat.number,
                    name: seat.name.clone(),
                    token: seat.token.clone(),
                    tallies: seat.tallies.clone(),
                    partner: seat.partner.map(|(seat, side)| PartnerV1 { seat, side: SideV1::of(side) }),
                    exercise: seat.exercise.as_ref().map(ProgressV2::of),
                    game: match &seat.game {
                        GameRecord::Heaps(saved) => Some(FileV2::from_saved(saved)),
                        GameRecord::Disguise(_) => None,
                    },
                    disguise: match &seat.game {
                        GameRecord::Heaps(_) => None,
                        GameRecord::Disguise(saved) => Some(FileV3::from_saved(saved)),
                    },
                })
                .collect(),
        }
    }

    pub(super) fn validate(self) -> Result<ClassRecord, Problem> {
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
            .map(|(i, question)| {
                question
                    .validate()
                    .map_err(|problem| fault(ClassFault::InQuestion { number: i + 1, problem: Box::new(problem) }))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let exercises = match questions.last() {
            Some(AskedRecord::Exercises { set, .. }) => Some(set),
            _ => None,
        };
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
            let game = match (seat.game, seat.disguise) {
                (Some(game), None) => {
                    GameRecord::Heaps(game.into_saved().map_err(|p| wrong(SeatFault::Game(Box::new(p))))?)
                }
                (None, Some(disguise)) => {
                    GameRecord::Disguise(disguise.validate().map_err(|p| wrong(SeatFault::Game(Box::new(p))))?)
                }
                (Some(_), Some(_)) | (None, None) => return Err(wrong(SeatFault::OneGame)),
            };
            let partner = seat.partner.map(|p| (p.seat, p.side.side()));
            // A student on the set the class works on is where the file says; one the file has not
            // placed starts it at question 1 (as a student who joins now would).
            let last = seat.tallies.get(questions.len() - 1).copied().unwrap_or_default();
            let exercise = match (exercises, seat.exercise) {
                (None, None) => None,
                (None, Some(_)) => {
                    return Err(wrong(SeatFault::Exercise(Box::new(Problem::Class(ClassFault::Progress)))));
                }
                (Some(set), Some(progress)) => {
                    Some(progress.resume(set, last).map_err(|p| wrong(SeatFault::Exercise(Box::new(p))))?)
                }
                (Some(set), None) => Some(
                    ExerciseSession::start(set.clone())
                        .map_err(|e| wrong(SeatFault::Exercise(Box::new(Problem::Exercises(e)))))?,
                ),
            };
            seats.push(SeatRecord { number, name, token: seat.token, tallies: seat.tallies, game, partner, exercise });
        }
        // Partners name each other, play opposite sides and hold the same game.
        for seat in &seats {
            let Some((partner, side)) = seat.partner else { continue };
            let other = seats.iter().find(|s| s.number == partner);
            let matches = other.is_some_and(|other| {
                other.partner == Some((seat.number, side.other())) && other.game.same_game(&seat.game)
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
