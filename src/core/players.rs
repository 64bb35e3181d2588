//! Who plays: a person or the computer, in each seat.

use super::opponent::Level;

/// One player: a person, or the computer with its level and seed.
#[derive(Clone, Debug, PartialEq)]
pub enum Player {
    /// A person at the board (or a class).
    Human {
        /// The name shown on screen.
        name: String,
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
    /// The player in `side`'s seat.
    #[must_use]
    pub fn seat(&self, side: super::game::Side) -> &Player {
        match side {
            super::game::Side::First => &self.first,
            super::game::Side::Second => &self.second,
        }
    }
}

impl Default for Players {
    /// You against the Expert computer; you start.
    fn default() -> Self {
        Self {
            first: Player::Human { name: crate::i18n::msg::player_you() },
            second: Player::Computer { level: Level::Perfect, seed: 1 },
        }
    }
}
