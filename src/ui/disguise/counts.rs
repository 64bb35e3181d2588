//! Every move's value from the position of the game in disguise, and the review of the game played:
//! counted by a brute force of the game's own moves within the app's bound, once for each position
//! (or each game played) while they are shown, and kept as facts for the panels to word.

use crate::core::{
    APP_BRUTE_STATES, DisguiseError, DisguiseMoveValues, DisguiseReview, DisguisedGame, DisguisedMove, Wythoff,
};

use super::DisguisePlay;

/// A game recorded: its start and every move.
type Recorded = (DisguisedGame, Vec<DisguisedMove>);

/// The counts in hand, each with what it was counted for.
#[derive(Clone, Debug, Default)]
pub struct DisguiseCounts {
    /// Every move's value from this position (or why it was not counted).
    moves: Option<(DisguisedGame, Result<DisguiseMoveValues, DisguiseError>)>,
    /// Wythoff's game: the queen's Grundy value there (none past the table's bound).
    wythoff: Option<(Wythoff, Option<u64>)>,
    /// The review of every recorded move from this start (or why there is none).
    review: Option<(Recorded, Result<DisguiseReview, DisguiseError>)>,
}

impl DisguiseCounts {
    /// Counts what is wanted and out of date for `play` (the move values from its position, the
    /// review of all its recorded moves), and forgets what is not wanted.
    pub fn refresh(&mut self, play: &DisguisePlay, values: bool, review: bool) {
        match (values, play.position()) {
            (true, DisguisedGame::Wythoff(queen)) => {
                if self.wythoff.is_none_or(|(at, _)| at != *queen) {
                    self.wythoff = Some((*queen, queen.grundy()));
                }
            }
            _ => self.wythoff = None,
        }
        if !values {
            self.moves = None;
        } else if self.moves.as_ref().is_none_or(|(at, _)| at != play.position()) {
            let position = play.position().clone();
            let counted = DisguiseMoveValues::of(&position, APP_BRUTE_STATES);
            self.moves = Some((position, counted));
        }
        if !review {
            self.review = None;
            return;
        }
        let (positions, moves) = play.recorded();
        let fresh = self.review.as_ref().is_some_and(|((start, played), _)| start == &positions[0] && played == moves);
        if !fresh {
            let counted = DisguiseReview::of(positions, moves, APP_BRUTE_STATES);
            self.review = Some(((positions[0].clone(), moves.to_vec()), counted));
        }
    }

    /// Every move's value from the position on the board, once counted (while wanted).
    #[must_use]
    pub fn move_values(&self) -> Option<&Result<DisguiseMoveValues, DisguiseError>> {
        self.moves.as_ref().map(|(_, counted)| counted)
    }

    /// The Grundy value of Wythoff's queen on the board, once counted (while wanted).
    #[must_use]
    pub fn wythoff_value(&self) -> Option<u64> {
        self.wythoff.and_then(|(_, value)| value)
    }

    /// The review of every recorded move, once counted (while wanted).
    #[must_use]
    pub fn review(&self) -> Option<&Result<DisguiseReview, DisguiseError>> {
        self.review.as_ref().map(|(_, counted)| counted)
    }
}
