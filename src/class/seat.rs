//! What the room keeps of each student and of the class: what every student plays, each seat, the
//! positions sent (questions), and what a student did on each (a tally).

use super::game::ClassGame;
use super::protocol::{SeatNumber, SeatToken};
use super::room::ConnectionId;
use crate::core::{DisguisedGame, Ending, ExerciseSession, ExerciseSet, Level, Opponent, Side, SumPosition};
/// What a student did on one question (a position the teacher sent): moves, hints, games (the class
/// session file keeps it as it is).
pub use crate::save::Tally;

/// What every student plays: the game (from its start), the side the student takes, and the
/// computer's level on the other side.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassSetup {
    /// A short title for the students' screens.
    pub title: String,
    /// The game, from the position the students start at.
    pub game: ClassGame,
    /// The side each student plays.
    pub you: Side,
    /// How well the computer plays the other side.
    pub computer: Level,
    /// A lesson step's text, shown on every page with its game (empty: none).
    pub text: String,
}

/// One student's seat: who, which connection has it, the game the room holds for them, and what the
/// teacher's view counts.
#[derive(Clone, Debug)]
pub struct Seat {
    /// The seat's number.
    pub number: SeatNumber,
    /// The student's name (unique in the class).
    pub name: String,
    /// The student's game, as the room holds it.
    pub game: ClassGame,
    /// What the student did on each question the teacher sent (from the first), as far as they got.
    pub tallies: Vec<Tally>,
    /// When the student last did something (milliseconds since the session started).
    pub last_activity_ms: u64,
    /// Who the student plays against: the computer, or another student.
    pub against: Against,
    /// Where the student is in the exercise set the class works on, while it works on one (the
    /// game waits meanwhile).
    pub exercise: Option<ExerciseSession>,
    pub(super) token: SeatToken,
    pub(super) connection: Option<ConnectionId>,
}

/// Who a student plays against.
#[derive(Clone, Debug)]
pub enum Against {
    /// The computer, on the other side from the class's, with its random choices.
    Computer(Opponent),
    /// Another student of the class, on their own device: `partner` plays the other side, and both
    /// seats hold the same game.
    Student {
        /// The partner's seat.
        partner: SeatNumber,
        /// The side this student plays.
        side: Side,
    },
}

impl Seat {
    /// The side the student plays: the class's (`you`) against the computer, their own in a pair.
    #[must_use]
    pub fn side(&self, you: Side) -> Side {
        match self.against {
            Against::Computer(_) => you,
            Against::Student { side, .. } => side,
        }
    }

    /// The partner's seat, when the student plays another student.
    #[must_use]
    pub fn partner(&self) -> Option<SeatNumber> {
        match self.against {
            Against::Computer(_) => None,
            Against::Student { partner, .. } => Some(partner),
        }
    }

    /// Whether a page holds this seat now.
    #[must_use]
    pub fn is_connected(&self) -> bool {
        self.connection.is_some()
    }

    /// What the student did in the whole session.
    #[must_use]
    pub fn total(&self) -> Tally {
        self.tallies.iter().fold(Tally::default(), |sum, tally| sum + *tally)
    }

    /// What the student did on question `question` (from 0).
    #[must_use]
    pub fn tally(&self, question: usize) -> Tally {
        self.tallies.get(question).copied().unwrap_or_default()
    }

    /// The tally of the question on the board, to count in.
    pub(super) fn current(&mut self, question: usize) -> &mut Tally {
        if self.tallies.len() <= question {
            self.tallies.resize(question + 1, Tally::default());
        }
        &mut self.tallies[question]
    }
}

/// What the teacher sent the class: a position to play or an exercise set, its title and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// A short title, if it had one.
    pub title: String,
    /// A lesson step's text, shown with it (empty: none).
    pub text: String,
    /// What was asked.
    pub asked: Asked,
}

/// What the teacher asked the class to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Play a game from this position.
    Position {
        /// The position every student started from.
        start: SumPosition,
        /// Normal or misère play.
        ending: Ending,
    },
    /// Play a game in disguise from this position.
    Disguise(DisguisedGame),
    /// Work through an exercise set, each student at their own pace.
    Exercises(ExerciseSet),
}

/// A position as a class reads it: the heaps' sizes when they all play one game ("3 5 7"), else each
/// heap's game and size; a dash for no heap.
#[must_use]
pub fn position_text(position: &crate::core::SumPosition) -> String {
    let heaps = position.heaps();
    match heaps.first() {
        None => "—".into(),
        Some(first) if heaps.iter().all(|h| h.game == first.game) => {
            heaps.iter().map(|h| h.size.to_string()).collect::<Vec<_>>().join(" ")
        }
        Some(_) => position.to_string(),
    }
}

impl Question {
    /// The question `setup` asks.
    #[must_use]
    pub fn of(setup: &ClassSetup) -> Self {
        Self {
            title: setup.title.clone(),
            text: setup.text.clone(),
            asked: match &setup.game {
                ClassGame::Heaps(game) => Asked::Position { start: game.start().clone(), ending: game.ending() },
                ClassGame::Disguise(line) => Asked::Disguise(line.start().clone()),
            },
        }
    }
}
