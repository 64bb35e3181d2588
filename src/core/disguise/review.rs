//! The value of every move from a position of a game in disguise, and the review of a game played —
//! both by brute force of the game's own moves, graded as the review of heaps grades them (best, a
//! slower win, a mistake, a faster loss, forced).
//!
//! ```
//! use bouton::{DisguiseReview, DisguisedGame, Grade, Side};
//! let start: DisguisedGame = "staircase:0,1".parse().unwrap();
//! // Player 1 moves the coin from step 2 to step 1 (a mistake: moving it to step 1 was the only
//! // move, and it loses), then player 2 takes it to the floor.
//! let first = start.first_move().unwrap();
//! let middle = start.after(&first).unwrap();
//! let last = middle.first_move().unwrap();
//! let end = middle.after(&last).unwrap();
//! let review = DisguiseReview::of(&[start, middle, end], &[first, last], 1_000).unwrap();
//! assert_eq!(review.moves[0].grade, Grade::Forced);
//! assert_eq!(review.moves[1].side, Side::Second);
//! assert!(review.moves[1].after.moves == 0);
//! ```

use super::brute::{BruteForce, position_value};
use super::{DisguiseError, Disguised, DisguisedGame, DisguisedMove};
use crate::core::history::Side;
use crate::core::remoteness::{Grade, Remoteness};

/// The most positions the app's brute force keeps for one position's move values or one game's
/// review: a classroom position of a dozen coins, edges or chips is counted at once, a larger one
/// says it is not counted.
pub const APP_BRUTE_STATES: usize = 8_000;

/// Every move from a position, with its value for the player who makes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisguiseMoveValues {
    /// The position's value for the player to move.
    pub position: Remoteness,
    /// Every legal move (in the order of [`Disguised::moves`]), with its value and grade.
    pub moves: Vec<(DisguisedMove, Remoteness, Grade)>,
}

impl DisguiseMoveValues {
    /// The values of every move from `game`, by a brute force keeping at most `max_states`
    /// positions.
    ///
    /// # Errors
    /// [`DisguiseError::TooManyStates`] past the bound.
    pub fn of(game: &DisguisedGame, max_states: usize) -> Result<Self, DisguiseError> {
        let mut brute = BruteForce::new(max_states);
        let moves = brute.moves_of(game)?;
        let mut values = Vec::with_capacity(moves.len());
        for mv in &moves {
            values.push(Remoteness::of_move_to(brute.value(&game.after(mv)?)?));
        }
        let position = position_value(&values);
        let forced = moves.len() == 1;
        let moves = moves
            .into_iter()
            .zip(values)
            .map(|(mv, value)| {
                let grade = if forced { Grade::Forced } else { Grade::of(value, position) };
                (mv, value, grade)
            })
            .collect();
        Ok(Self { position, moves })
    }

    /// The value and grade of `mv`, if it is a legal move here.
    #[must_use]
    pub fn of_move(&self, mv: &DisguisedMove) -> Option<(Remoteness, Grade)> {
        self.moves.iter().find(|(m, _, _)| m == mv).map(|&(_, value, grade)| (value, grade))
    }
}

/// One move of a game in disguise, graded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisguiseReviewedMove {
    /// Its number, from 1.
    pub number: usize,
    /// Who played it.
    pub side: Side,
    /// The move.
    pub mv: DisguisedMove,
    /// The position's value before the move, for the player who made it.
    pub before: Remoteness,
    /// The position's value after the move, for the player then to move (the other player).
    pub after: Remoteness,
    /// How the move compares with the best one.
    pub grade: Grade,
}

/// Every move of a game in disguise (as far as it was played), graded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisguiseReview {
    /// The moves, graded.
    pub moves: Vec<DisguiseReviewedMove>,
}

impl DisguiseReview {
    /// The review of `moves`, played in turn from the first of `positions` (each move leads to the
    /// next position), by one brute force keeping at most `max_states` positions.
    ///
    /// # Errors
    /// [`DisguiseError::TooManyStates`] past the bound; [`DisguiseError::Illegal`] when a position
    /// does not follow from the one before by its move.
    pub fn of(positions: &[DisguisedGame], moves: &[DisguisedMove], max_states: usize) -> Result<Self, DisguiseError> {
        let mut brute = BruteForce::new(max_states);
        let mut reviewed = Vec::with_capacity(moves.len());
        for (index, (mv, pair)) in moves.iter().zip(positions.windows(2)).enumerate() {
            let [before_position, after_position] = pair else { continue };
            if before_position.after(mv)? != *after_position {
                return Err(DisguiseError::Illegal);
            }
            let before = brute.value(before_position)?;
            let after = brute.value(after_position)?;
            let forced = before_position.move_count() == 1;
            let grade = if forced { Grade::Forced } else { Grade::of(Remoteness::of_move_to(after), before) };
            let side = if index % 2 == 0 { Side::First } else { Side::Second };
            reviewed.push(DisguiseReviewedMove { number: index + 1, side, mv: mv.clone(), before, after, grade });
        }
        Ok(Self { moves: reviewed })
    }

    /// How many of `side`'s moves have `grade`.
    #[must_use]
    pub fn count(&self, side: Side, grade: Grade) -> usize {
        self.moves.iter().filter(|m| m.side == side && m.grade == grade).count()
    }
}
