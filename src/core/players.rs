//! Who plays: a person or the computer, in each seat.

use super::opponent::Level;

/// A person at the board: named by a file or a teacher, or known by the part they play, which the
/// screen words in its own language ("You", "Vous", "你").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Person {
    /// The person at this device.
    You,
    /// A class playing together.
    Class,
    /// The student answering an exercise.
    Student,
    /// The student's partner in an exercise.
    Partner,
    /// The person in a seat of a game between two people ("Player 1", "Player 2").
    Seat(super::history::Side),
    /// A name given by a file or a teacher.
    Named(String),
}

impl From<&str> for Person {
    /// A person by name.
    fn from(name: &str) -> Self {
        Self::Named(name.to_string())
    }
}

impl From<String> for Person {
    /// A person by name.
    fn from(name: String) -> Self {
        Self::Named(name)
    }
}

/// One player: a person, or the computer with its level and seed.
#[derive(Clone, Debug, PartialEq)]
pub enum Player {
    /// A person at the board (or a class).
    Human {
        /// Who they are: named, or known by the part they play.
        name: Person,
    },
    /// The computer.
    Computer {
        /// How well it plays.
        level: Level,
        /// The seed of its random choices, so a game can be replayed exactly.
        seed: u64,
    },
}

impl Player {
    /// Whether this is the computer.
    #[must_use]
    pub fn is_computer(&self) -> bool {
        matches!(self, Self::Computer { .. })
    }
}

/// The two players: `first` moves first from the start position.
#[derive(Clone, Debug, PartialEq)]
pub struct Players {
    /// The player who moves first.
    pub first: Player,
    /// The player who moves second.
    pub second: Player,
}

impl Players {
    /// Two people (or a class in two halves), known by their seats: "Player 1", "Player 2".
    #[must_use]
    pub fn people() -> Self {
        let seat = |side| Player::Human { name: Person::Seat(side) };
        Self { first: seat(super::history::Side::First), second: seat(super::history::Side::Second) }
    }

    /// You against the computer of `level`, which plays `side` with its random choices from `seed`.
    #[must_use]
    pub fn against_computer(side: super::history::Side, level: Level, seed: u64) -> Self {
        let computer = Player::Computer { level, seed };
        let you = Player::Human { name: Person::You };
        match side {
            super::history::Side::First => Self { first: computer, second: you },
            super::history::Side::Second => Self { first: you, second: computer },
        }
    }

    /// The side the computer plays against a person, if one seat is the computer's and the other a
    /// person's (two computers play one move per Step; two people need none).
    #[must_use]
    pub fn computer_against_person(&self) -> Option<super::history::Side> {
        match (self.first.is_computer(), self.second.is_computer()) {
            (true, false) => Some(super::history::Side::First),
            (false, true) => Some(super::history::Side::Second),
            _ => None,
        }
    }

    /// The player in `side`'s seat.
    #[must_use]
    pub fn seat(&self, side: super::history::Side) -> &Player {
        match side {
            super::history::Side::First => &self.first,
            super::history::Side::Second => &self.second,
        }
    }
}

impl Default for Players {
    /// You against the Expert computer; you start.
    fn default() -> Self {
        Self { first: Player::Human { name: Person::You }, second: Player::Computer { level: Level::Perfect, seed: 1 } }
    }
}
