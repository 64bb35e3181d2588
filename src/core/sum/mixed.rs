//! Sums of heaps and games in disguise (issue 31): "a Hackenbush drawing + Kayles 5 + Nim 3",
//! "Wythoff's queen at (3, 5) + Nim 6". By Sprague–Grundy every part plays like a Nim heap of its
//! Grundy value — a heap by its game's values, a game in disguise by [`DisguisedGame::grundy_value`]
//! — so in normal play the sum is won exactly when the nim-sum X of all the values is not 0, and a
//! winning move changes one part's value from g to X ⊕ g: in a heap as in [`SumAnalysis`], in a
//! game in disguise by one of its own moves that leaves it worth X ⊕ g.
//!
//! ```
//! use bouton::{DisguisedGame, MixedSum, MixedMove, Outcome};
//! let heaps = "kayles:5 nim:3".parse().unwrap();
//! let queen: DisguisedGame = "wythoff:1,2".parse().unwrap(); // a lost queen: worth 0
//! let sum = MixedSum::new(heaps, vec![queen]);
//! let analysis = sum.analysis().unwrap();
//! assert_eq!((analysis.heap_values.clone(), analysis.disguised_values.clone()), (vec![4, 3], vec![0]));
//! assert_eq!(analysis.outcome, Outcome::NextWins); // X = 4 ⊕ 3 ⊕ 0 = 7
//! // The queen may move to a square worth 7 ⊕ 0 = 7: none is, so every winning move is a heap's.
//! assert!(analysis.winning_moves.iter().all(|m| matches!(m, MixedMove::Heap(_))));
//! ```

use super::{SumAnalysis, SumError, SumMove, SumPosition, ValueBook};
use crate::core::analysis::Outcome;
use crate::core::disguise::{DisguiseError, Disguised, DisguisedGame, DisguisedMove};
use crate::core::rules::Ending;

/// The most moves of one game in disguise a sum's analysis looks through for its winning moves.
pub const MAX_MIXED_MOVES: u128 = 100_000;

/// A sum of heaps (each of its own game) and whole games in disguise, played in normal play.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MixedSum {
    /// The heaps, as a sum of their own.
    pub heaps: SumPosition,
    /// The games in disguise, in order (named "part 1", "part 2", … after the heaps).
    pub disguised: Vec<DisguisedGame>,
}

/// A move of a mixed sum: in the heaps, or in one game in disguise.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MixedMove {
    /// A move on a heap.
    Heap(SumMove),
    /// A move of game in disguise number `part` (0-based), in its own terms.
    Disguised {
        /// Which game in disguise (0-based).
        part: usize,
        /// Its move.
        mv: DisguisedMove,
    },
}

/// Why a mixed sum cannot be analysed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MixedError {
    /// The heaps' values cannot be given.
    #[error(transparent)]
    Heaps(#[from] SumError),
    /// A game in disguise has no value here, or too many moves to look through.
    Disguised {
        /// Which game in disguise (0-based).
        part: usize,
        /// Why.
        source: DisguiseError,
    },
}

/// Everything Bouton says about a mixed sum in normal play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MixedAnalysis {
    /// Each heap's Grundy value.
    pub heap_values: Vec<u64>,
    /// Each game in disguise's Grundy value.
    pub disguised_values: Vec<u64>,
    /// X: the nim-sum of all the values.
    pub nim_sum: u64,
    /// Who wins with perfect play.
    pub outcome: Outcome,
    /// The winning moves: the heaps' first (at most [`super::MAX_LISTED_MOVES`] of them), then each
    /// game in disguise's, in its own order.
    pub winning_moves: Vec<MixedMove>,
    /// How many winning moves there are in all the parts looked through.
    pub winning_count: u128,
    /// The games in disguise whose winning moves were not looked for, and why (more moves than
    /// [`MAX_MIXED_MOVES`]): the outcome and X stand, but moves there may win too.
    pub unlisted: Vec<(usize, DisguiseError)>,
}

impl MixedSum {
    /// Heaps and games in disguise side by side.
    #[must_use]
    pub fn new(heaps: SumPosition, disguised: Vec<DisguisedGame>) -> Self {
        Self { heaps, disguised }
    }

    /// Whether the player to move has a legal move.
    #[must_use]
    pub fn has_move(&self) -> bool {
        self.heaps.has_move() || self.disguised.iter().any(DisguisedGame::has_move)
    }

    /// The position after `mv`.
    ///
    /// # Errors
    /// [`MixedError`] naming why the move is illegal; nothing changes.
    pub fn after(&self, mv: &MixedMove) -> Result<Self, MixedError> {
        let mut next = self.clone();
        match mv {
            MixedMove::Heap(m) => next.heaps.play(*m).map_err(|e| MixedError::Heaps(SumError::Move(e)))?,
            MixedMove::Disguised { part, mv } => {
                let illegal = || MixedError::Disguised { part: *part, source: DisguiseError::Illegal };
                let game = next.disguised.get_mut(*part).ok_or_else(illegal)?;
                *game = game.after(mv).map_err(|source| MixedError::Disguised { part: *part, source })?;
            }
        }
        Ok(next)
    }

    /// The analysis in normal play: every part's value, X, the outcome and every winning move.
    ///
    /// # Errors
    /// [`MixedError::Heaps`] where the heaps' values cannot be given; [`MixedError::Disguised`]
    /// where a game in disguise has no value here (Moore's Nim with k ≥ 2, a Wythoff heap past the
    /// values computed). A game in disguise with more moves than [`MAX_MIXED_MOVES`] is not looked
    /// through for winning moves: it is named in [`MixedAnalysis::unlisted`].
    pub fn analysis(&self) -> Result<MixedAnalysis, MixedError> {
        let failed = |part: usize| move |source| MixedError::Disguised { part, source };
        let disguised_values = self
            .disguised
            .iter()
            .enumerate()
            .map(|(part, game)| game.grundy_value().map_err(failed(part)))
            .collect::<Result<Vec<u64>, _>>()?;
        let others = disguised_values.iter().fold(0, |x, v| x ^ v);
        let book = ValueBook::for_heaps(self.heaps.heaps())?;
        let heaps = SumAnalysis::beside(&self.heaps, &book, others)?;
        let nim_sum = heaps.nim_sum;
        let mut analysis = MixedAnalysis {
            heap_values: heaps.values,
            disguised_values,
            nim_sum,
            outcome: Outcome::from_next_wins(nim_sum != 0),
            winning_count: heaps.winning_count,
            winning_moves: heaps.winning_moves.into_iter().map(MixedMove::Heap).collect(),
            unlisted: Vec::new(),
        };
        if nim_sum == 0 {
            return Ok(analysis);
        }
        for (part, game) in self.disguised.iter().enumerate() {
            let target = nim_sum ^ analysis.disguised_values[part];
            if game.move_count() > MAX_MIXED_MOVES {
                analysis.unlisted.push((part, DisguiseError::TooManyMoves { max: MAX_MIXED_MOVES }));
                continue;
            }
            for mv in game.moves() {
                let after = game.after(&mv).map_err(failed(part))?;
                if after.grundy_value().map_err(failed(part))? == target {
                    analysis.winning_count += 1;
                    analysis.winning_moves.push(MixedMove::Disguised { part, mv });
                }
            }
        }
        Ok(analysis)
    }
}

impl SumAnalysis {
    /// The analysis of these heaps in normal play when they stand beside other games worth `others`
    /// in all: X (`nim_sum`, and the outcome) is the whole sum's, and the winning moves are the heaps'
    /// moves that make the whole X 0.
    ///
    /// # Errors
    /// As [`Self::with_book`].
    pub fn beside(position: &SumPosition, book: &ValueBook, others: u64) -> Result<Self, SumError> {
        let alone = Self::with_book(position, Ending::Normal, book)?;
        let nim_sum = alone.nim_sum ^ others;
        let mut analysis = Self {
            outcome: Outcome::from_next_wins(nim_sum != 0),
            winning_moves: Vec::new(),
            winning_count: 0,
            ..alone
        };
        if nim_sum != 0 {
            for (index, heap) in position.heaps().iter().enumerate() {
                let target = nim_sum ^ analysis.values[index];
                analysis.add_moves_to_value(index, heap, target, book)?;
            }
        }
        analysis.nim_sum = nim_sum;
        Ok(analysis)
    }
}

mod play;
#[cfg(test)]
mod play_tests;
#[cfg(test)]
mod tests;
