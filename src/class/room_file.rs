//! The room to and from its session file ([`crate::save::ClassRecord`]): what a restarted teacher's
//! Bouton needs to take the class back — the code, the positions sent, each seat with its token, game
//! and tallies. Connections, the computer's random choices and the session's clock start afresh.

use std::collections::BTreeMap;

use super::game::{ClassGame, DisguiseLine};
use super::protocol::{SeatNumber, SeatToken};
use super::room::{Against, ClassSetup, Question, Room, Seat};
use super::seat::Asked;
use crate::core::{Game, Opponent};
use crate::save::{AskedRecord, ClassRecord, GameRecord, SavedGame, SeatRecord};

/// A game as the room plays it, from its record: a game in disguise is replayed (the record's moves
/// were checked legal in turn when it was read).
fn class_game(record: GameRecord) -> ClassGame {
    match record {
        GameRecord::Heaps(saved) => ClassGame::Heaps(saved.game),
        GameRecord::Disguise(saved) => {
            let mut line = DisguiseLine::new(saved.start);
            for mv in saved.moves.into_iter().take(saved.cursor) {
                if line.play(mv).is_err() {
                    break;
                }
            }
            ClassGame::Disguise(line)
        }
    }
}

impl Room {
    /// The room as its session file keeps it, listening on `port`; `ended` once the teacher ended it.
    #[must_use]
    pub fn record(&self, port: u16, ended: bool) -> ClassRecord {
        let question = |q: &Question| match &q.asked {
            Asked::Position { start, ending } => {
                // A position sent was a game's start: it makes a game again.
                let game = Game::new(*ending, start.clone()).unwrap_or_default();
                let mut saved = SavedGame::new(q.title.clone(), game);
                saved.notes.clone_from(&q.text);
                AskedRecord::Game(saved)
            }
            Asked::Disguise(start) => {
                AskedRecord::Disguise(DisguiseLine::new(start.clone()).to_saved(&q.title, &q.text, None))
            }
            Asked::Exercises(set) => {
                AskedRecord::Exercises { title: q.title.clone(), text: q.text.clone(), set: set.clone() }
            }
        };
        ClassRecord {
            code: self.code.clone(),
            port,
            ended,
            you: self.setup.you,
            computer: self.setup.computer,
            paused: self.paused,
            answers: self.answers,
            next_seat: self.next_seat,
            questions: self.questions.iter().map(question).collect(),
            seats: self
                .seats
                .values()
                .map(|seat| SeatRecord {
                    number: seat.number.0,
                    name: seat.name.clone(),
                    token: seat.token.0.clone(),
                    tallies: seat.tallies.clone(),
                    game: match &seat.game {
                        ClassGame::Heaps(game) => GameRecord::Heaps(SavedGame::new(String::new(), game.clone())),
                        ClassGame::Disguise(line) => GameRecord::Disguise(line.to_saved("", "", None)),
                    },
                    partner: match seat.against {
                        Against::Computer(_) => None,
                        Against::Student { partner, side } => Some((partner.0, side)),
                    },
                    exercise: seat.exercise.clone(),
                })
                .collect(),
        }
    }

    /// The room its session file describes: the same code, positions sent and seats (each waiting
    /// for its page to come back with its token).
    #[must_use]
    pub fn from_record(record: ClassRecord) -> Self {
        let mut questions: Vec<Question> = record
            .questions
            .iter()
            .map(|q| match q {
                AskedRecord::Game(saved) => Question {
                    title: saved.title.clone(),
                    text: saved.notes.clone(),
                    asked: Asked::Position { start: saved.game.start().clone(), ending: saved.game.ending() },
                },
                AskedRecord::Disguise(saved) => Question {
                    title: saved.title.clone(),
                    text: saved.notes.clone(),
                    asked: Asked::Disguise(saved.start.clone()),
                },
                AskedRecord::Exercises { title, text, set } => {
                    Question { title: title.clone(), text: text.clone(), asked: Asked::Exercises(set.clone()) }
                }
            })
            .collect();
        // The last game sent is what the students play (after the exercises, if the class is on a set).
        let last = record.questions.iter().rev().find_map(|q| match q {
            AskedRecord::Game(saved) => {
                Some((saved.title.clone(), saved.notes.clone(), ClassGame::Heaps(saved.game.restarted())))
            }
            AskedRecord::Disguise(saved) => Some((
                saved.title.clone(),
                saved.notes.clone(),
                ClassGame::Disguise(DisguiseLine::new(saved.start.clone())),
            )),
            AskedRecord::Exercises { .. } => None,
        });
        let (title, text, game) =
            last.unwrap_or_else(|| (String::new(), String::new(), ClassGame::Heaps(Game::default())));
        let setup = ClassSetup { title, game, you: record.you, computer: record.computer, text };
        if questions.is_empty() {
            questions.push(Question::of(&setup));
        }
        let seats: BTreeMap<SeatNumber, Seat> = record
            .seats
            .into_iter()
            .map(|seat| {
                let number = SeatNumber(seat.number);
                let restored = Seat {
                    number,
                    name: seat.name,
                    game: class_game(seat.game),
                    tallies: seat.tallies,
                    last_activity_ms: 0,
                    token: SeatToken(seat.token),
                    connection: None,
                    exercise: seat.exercise,
                    against: match seat.partner {
                        Some((partner, side)) => Against::Student { partner: SeatNumber(partner), side },
                        None => Against::Computer(Opponent::new(record.computer, u64::from(seat.number))),
                    },
                };
                (number, restored)
            })
            .collect();
        let next_seat = record.next_seat.max(seats.keys().map(|n| n.0 + 1).max().unwrap_or(1));
        Self {
            code: record.code,
            setup,
            seats,
            next_seat,
            paused: record.paused,
            answers: record.answers,
            revision: 0,
            questions,
        }
    }
}
