//! Where a game is drawn on the board: alone, or as one game in disguise of a sum; a move of the
//! game drawn becomes a move of the game on the board, and the picks belong to one game at a time.

use super::DisguisePlay;
use crate::core::{DisguisedGame, DisguisedMove};

/// Where a game is drawn: alone on the board, or as game in disguise `n` (from 0) of a sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    /// The game on the board.
    Alone,
    /// Game in disguise `n` of the sum on the board.
    InSum(usize),
}

impl Place {
    /// A move of the game drawn here, as a move of the game on the board.
    pub(super) fn wrap(self, mv: DisguisedMove) -> DisguisedMove {
        match self {
            Self::Alone => mv,
            Self::InSum(part) => DisguisedMove::Sum(Box::new(crate::core::MixedMove::Disguised { part, mv })),
        }
    }

    /// The game in the sum the picks are for, as [`DisguisePlay::pick_game`] holds it.
    pub(super) fn pick_game(self) -> Option<usize> {
        match self {
            Self::Alone => None,
            Self::InSum(part) => Some(part),
        }
    }

    /// The game drawn here as it stood at the start of the game on the board.
    pub(super) fn start(self, play: &DisguisePlay) -> Option<&DisguisedGame> {
        let start = play.recorded().0.first()?;
        match (self, start) {
            (Self::Alone, _) => Some(start),
            (Self::InSum(part), DisguisedGame::Sum(sum)) => sum.disguised.get(part),
            (Self::InSum(_), _) => None,
        }
    }
}

/// What the person picked on the game drawn at `place` (none where the picks are another game's).
pub(super) fn picks_at(play: &DisguisePlay, place: Place) -> &[(usize, u64)] {
    if play.pick_game == place.pick_game() { &play.picks } else { &[] }
}
