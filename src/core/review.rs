//! The post-game review: every move of a game graded by remoteness, as a chess engine's review
//! grades moves — best, a slower win, a mistake (a won position turned into a lost one), a faster
//! loss, or forced (the only legal move) — with the count of each per player.
//!
//! ```
//! use bouton::{PlainGame, Grade, Move, Position, Review, Rules, Side};
//! let mut game = PlainGame::new(Rules::default(), Position::new(vec![1, 2]).unwrap());
//! game.play(Move::new(1, 2)).unwrap(); // 1, 0: a mistake (taking 1 from heap 2 wins)
//! game.play(Move::new(0, 1)).unwrap(); // the other player takes the last one
//! let review = Review::of(&game).unwrap();
//! assert_eq!(review.moves[0].grade, Grade::Mistake);
//! assert_eq!(review.moves[1].grade, Grade::Forced);
//! assert_eq!(review.count(Side::First, Grade::Mistake), 1);
//! ```

use super::history::Side;
use super::plain::PlainGame;
use super::position::{Move, Position};
use super::remoteness::{Grade, Remoteness, RemotenessError, RemotenessRun};
use super::rules::Rules;

/// One move of the game, graded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewedMove {
    /// Its number, from 1.
    pub number: usize,
    /// Who played it.
    pub side: Side,
    /// The move.
    pub mv: Move,
    /// The position's value before the move, for the player who made it.
    pub before: Remoteness,
    /// The position's value after the move, for the player then to move (the other player).
    pub after: Remoteness,
    /// How the move compares with the best one.
    pub grade: Grade,
}

/// Every move of a game (the moves played up to its current position), graded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// The value of every position of the game, from its start (one more than the moves), each for
    /// the player to move there.
    pub values: Vec<Remoteness>,
    /// The moves, graded.
    pub moves: Vec<ReviewedMove>,
}

impl Review {
    /// The review of the moves played in `game` (up to its current position).
    ///
    /// # Errors
    /// [`RemotenessError`] when a position is beyond the search's bounds.
    pub fn of(game: &PlainGame) -> Result<Self, RemotenessError> {
        let mut run = Self::search(game)?;
        while !run.step(1 << 16)? {}
        Self::from_values(game.start(), game.rules(), game.played(), run.line_values()?)
    }

    /// The search a review needs, to run in slices (the app's worker); then [`Self::from_values`].
    ///
    /// # Errors
    /// As [`RemotenessRun::for_line`].
    pub fn search(game: &PlainGame) -> Result<RemotenessRun, RemotenessError> {
        RemotenessRun::for_line(game.start(), game.rules(), game.played())
    }

    /// The review, from the value of every position the moves went through.
    ///
    /// # Errors
    /// [`RemotenessError::IllegalMove`] for a move that is not legal where it was played;
    /// [`RemotenessError::Stopped`] when there are fewer values than positions.
    pub fn from_values(
        start: &Position,
        rules: &Rules,
        moves: &[Move],
        values: Vec<Remoteness>,
    ) -> Result<Self, RemotenessError> {
        if values.len() != moves.len() + 1 {
            return Err(RemotenessError::Stopped);
        }
        let mut position = start.clone();
        let mut reviewed = Vec::with_capacity(moves.len());
        for (index, &mv) in moves.iter().enumerate() {
            let (before, after) = (values[index], values[index + 1]);
            let grade = if position.move_count(rules) == 1 {
                Grade::Forced
            } else {
                Grade::of(Remoteness::of_move_to(after), before)
            };
            let side = if index % 2 == 0 { Side::First } else { Side::Second };
            reviewed.push(ReviewedMove { number: index + 1, side, mv, before, after, grade });
            position.play(mv, rules).map_err(|source| RemotenessError::IllegalMove { number: index + 1, source })?;
        }
        Ok(Self { values, moves: reviewed })
    }

    /// How many moves of `side` got `grade`.
    #[must_use]
    pub fn count(&self, side: Side, grade: Grade) -> usize {
        self.moves.iter().filter(|m| m.side == side && m.grade == grade).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::opponent::{Level, Opponent};
    use crate::core::rng::Rng;
    use crate::core::rules::{Ending, MoveRule};

    /// Random games in every rule family: a move is a mistake exactly when it turned a won position
    /// into a lost one, and a best move keeps the position's value.
    #[test]
    fn grades_follow_the_values() {
        let mut rng = Rng::new(18);
        for ending in [Ending::Normal, Ending::Misere] {
            for moves in [MoveRule::Any, MoveRule::up_to(3).unwrap(), MoveRule::set(&[1, 3, 4]).unwrap()] {
                let rules = Rules::new(ending, moves);
                for seed in 0..10 {
                    let heaps: Vec<u64> = (0..3).map(|_| rng.in_range(0, 9)).collect();
                    let mut game = PlainGame::new(rules.clone(), Position::new(heaps).unwrap());
                    let mut random = Opponent::new(Level::Random, seed);
                    while let Some(choice) = random.choose(game.position(), game.rules()) {
                        game.play(choice.mv).unwrap();
                    }
                    let review = Review::of(&game).unwrap();
                    assert_eq!(review.values.len(), game.played().len() + 1);
                    for m in &review.moves {
                        let turned = m.before.wins() && m.after.wins();
                        assert_eq!(m.grade == Grade::Mistake, turned, "{m:?} under {rules}");
                        if m.grade == Grade::Best {
                            assert_eq!(Remoteness::of_move_to(m.after), m.before, "{m:?}");
                        }
                        if !m.before.wins() {
                            assert!(m.after.wins(), "from a lost position every move leaves a won one: {m:?}");
                        }
                        assert!(
                            m.after.moves < m.before.moves
                                || m.grade == Grade::Mistake
                                || m.grade == Grade::SlowerWin
                                || !m.before.wins(),
                            "{m:?}"
                        );
                    }
                }
            }
        }
    }
}
