//! Outcome and every winning move of a position, under any rules.
//!
//! - Normal play: the position is N (the player to move wins) iff the nim-sum X of the Grundy values is
//!   non-zero (Bouton; Sprague–Grundy for S(1..k) and subtraction sets).
//! - Misère play with "any number" or "1 to k": while some Grundy value is ≥ 2 the normal rule holds;
//!   once every value is ≤ 1 (the *endgame*), the position is N iff the number of 1s is even.
//! - Misère play with a subtraction set: no proven rule exists, so an exact game-tree search decides,
//!   when the position is small enough (see [`search::STATE_LIMIT`](super::search::STATE_LIMIT)).
//!
//! A winning move is any legal move to a P-position; [`winning_moves`] lists them all.

mod winning;

pub(crate) use winning::takes_to_grundy;

pub use winning::{first_winning_move, winning_moves};

use super::position::{Move, Position};
use super::rules::{Ending, MoveRule, Rules};
use super::search;

/// Who wins from a position with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// An N-position: the **n**ext player (the one to move) wins.
    NextWins,
    /// A P-position: the **p**revious player (the one who just moved) wins.
    PreviousWins,
}

impl Outcome {
    /// The usual letter: `'N'` or `'P'`.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Self::NextWins => 'N',
            Self::PreviousWins => 'P',
        }
    }

    /// `NextWins` when `next_wins`, else `PreviousWins`.
    #[must_use]
    pub fn from_next_wins(next_wins: bool) -> Self {
        if next_wins { Self::NextWins } else { Self::PreviousWins }
    }
}

/// Which rule decided the outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The nim-sum of the Grundy values: N iff it is non-zero.
    NimSum,
    /// Misère endgame: every Grundy value is 0 or 1, and the position is N iff the count of 1s is even.
    MisereEndgame {
        /// How many heaps have Grundy value 1.
        ones: u64,
    },
    /// Misère play with a subtraction set: an exact search of the game tree.
    ExactSearch,
}

/// Why a position cannot be analysed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    /// Misère play with a subtraction set and a position too large to search.
    NoProvenRule {
        /// The bound on the positions the search could visit (saturating).
        states: u64,
    },
    /// Misère play with a subtraction set and a position whose search would make too many moves
    /// (its positions times the moves each can have; see [`search::MOVE_LIMIT`]).
    TooManyMovesToSearch {
        /// The bound on the moves the search could make (saturating).
        moves: u64,
    },
}

/// What one pass over the Grundy values tells: all that the proven rules (normal play, and misère
/// Nim and S(1..k)) need to decide a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Summary {
    pub(crate) nim_sum: u64,
    pub(crate) ones: u64,
    pub(crate) big: u64,
}

impl Summary {
    /// Counts one more heap of value `g`.
    pub(crate) fn add(&mut self, g: u64) {
        self.nim_sum ^= g;
        self.ones += u64::from(g == 1);
        self.big += u64::from(g >= 2);
    }

    /// Takes away a heap of value `g` that was counted.
    pub(crate) fn remove(&mut self, g: u64) {
        self.nim_sum ^= g;
        self.ones -= u64::from(g == 1);
        self.big -= u64::from(g >= 2);
    }

    /// Adds every heap of `other`.
    pub(crate) fn merge(&mut self, other: Self) {
        self.nim_sum ^= other.nim_sum;
        self.ones += other.ones;
        self.big += other.big;
    }

    /// The outcome by the proven rules: in normal play N iff X ≠ 0; in misère play the same while
    /// some value is 2 or more, and in the endgame (every value 0 or 1) N iff the count of 1s is even.
    pub(crate) fn decide(self, ending: Ending) -> (Outcome, Decision) {
        match ending {
            Ending::Misere if self.big == 0 => {
                (Outcome::from_next_wins(self.ones.is_multiple_of(2)), Decision::MisereEndgame { ones: self.ones })
            }
            _ => (Outcome::from_next_wins(self.nim_sum != 0), Decision::NimSum),
        }
    }
}

fn summarize(heaps: &[u64], rules: &Rules) -> Summary {
    let mut summary = Summary::default();
    for &h in heaps {
        summary.add(rules.grundy(h));
    }
    summary
}

/// The nim-sum X of the Grundy values: the XOR of the heap sizes in Nim.
///
/// ```
/// use bouton::{nim_sum, MoveRule, Rules, Ending};
/// assert_eq!(nim_sum(&[19, 20, 21], &Rules::default()), 18);
/// assert_eq!(nim_sum(&[3, 5, 8], &Rules::default()), 14);
/// let s3 = Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap());
/// assert_eq!(nim_sum(&[10, 7], &s3), 2 ^ 3);
/// ```
#[must_use]
pub fn nim_sum(heaps: &[u64], rules: &Rules) -> u64 {
    match &rules.moves {
        MoveRule::Any => heaps.iter().fold(0, |x, &h| x ^ h),
        rule => heaps.iter().fold(0, |x, &h| x ^ rule.grundy(h)),
    }
}

/// Whether the misère endgame rule applies: misère play with "any" or "1 to k", and every Grundy value
/// is 0 or 1.
#[must_use]
pub fn in_misere_endgame(heaps: &[u64], rules: &Rules) -> bool {
    rules.ending == Ending::Misere
        && !matches!(rules.moves, MoveRule::Set(_))
        && heaps.iter().all(|&h| rules.grundy(h) <= 1)
}

/// The outcome of a position under the rules.
///
/// # Errors
/// [`AnalysisError::NoProvenRule`] for misère play with a subtraction set on a position too large to
/// search.
pub fn outcome(heaps: &[u64], rules: &Rules) -> Result<Outcome, AnalysisError> {
    decide(heaps, rules).map(|(outcome, _)| outcome)
}

fn decide(heaps: &[u64], rules: &Rules) -> Result<(Outcome, Decision), AnalysisError> {
    match (rules.ending, &rules.moves) {
        (Ending::Normal, _) => Ok((Outcome::from_next_wins(nim_sum(heaps, rules) != 0), Decision::NimSum)),
        (Ending::Misere, MoveRule::Set(_)) => {
            let p = search::is_p_position(heaps, rules)?;
            Ok((Outcome::from_next_wins(!p), Decision::ExactSearch))
        }
        (Ending::Misere, _) => Ok(summarize(heaps, rules).decide(Ending::Misere)),
    }
}

/// Everything the app shows about a position: Grundy values, nim-sum, outcome, how it was decided,
/// and every winning move. Computed once per position (not every frame).
///
/// ```
/// use bouton::{Analysis, Move, Outcome, Position, Rules};
/// let position = Position::new(vec![0, 2, 3]).unwrap();
/// let analysis = Analysis::of(&position, &Rules::default()).unwrap();
/// assert_eq!(analysis.nim_sum, 1);
/// assert_eq!(analysis.outcome, Outcome::NextWins);
/// assert_eq!(analysis.winning_moves, [Move::new(2, 1)]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The Grundy value of each heap (the sizes themselves in Nim).
    pub grundy: Vec<u64>,
    /// The XOR of the Grundy values.
    pub nim_sum: u64,
    /// Who wins with perfect play.
    pub outcome: Outcome,
    /// Which rule decided the outcome.
    pub decision: Decision,
    /// Every legal move to a P-position, by heap then amount.
    pub winning_moves: Vec<Move>,
}

impl Analysis {
    /// Analyses a position under the rules.
    ///
    /// # Errors
    /// As [`outcome`].
    pub fn of(position: &Position, rules: &Rules) -> Result<Self, AnalysisError> {
        let heaps = position.heaps();
        let ((outcome, decision), winning_moves) = match (rules.ending, &rules.moves) {
            (Ending::Misere, MoveRule::Set(_)) => {
                // One search gives both.
                let (p, moves) = search::solve(heaps, rules)?;
                ((Outcome::from_next_wins(!p), Decision::ExactSearch), moves)
            }
            _ => (decide(heaps, rules)?, winning_moves(heaps, rules)?),
        };
        Ok(Self {
            grundy: heaps.iter().map(|&h| rules.grundy(h)).collect(),
            nim_sum: nim_sum(heaps, rules),
            outcome,
            decision,
            winning_moves,
        })
    }

    /// The nim-sum of the Grundy values after a move from this position, or `None` if the move is
    /// illegal: X ⊕ g(x_k) ⊕ g(x_k − take).
    ///
    /// ```
    /// use bouton::{Analysis, Move, Position, Rules};
    /// let position = Position::new(vec![19, 20, 21]).unwrap();
    /// let analysis = Analysis::of(&position, &Rules::default()).unwrap();
    /// assert_eq!(analysis.nim_sum_after(&position, &Rules::default(), Move::new(0, 18)), Some(0));
    /// assert_eq!(analysis.nim_sum_after(&position, &Rules::default(), Move::new(0, 20)), None);
    /// ```
    #[must_use]
    pub fn nim_sum_after(&self, position: &Position, rules: &Rules, mv: Move) -> Option<u64> {
        position.check(mv, rules).ok()?;
        let size = position.heaps()[mv.heap];
        Some(self.nim_sum ^ self.grundy[mv.heap] ^ rules.grundy(size - mv.take))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nim() -> Rules {
        Rules::default()
    }

    #[test]
    fn nineteen_twenty_twenty_one_has_three_winning_moves() {
        let moves = winning_moves(&[19, 20, 21], &nim()).unwrap();
        assert_eq!(moves, [Move::new(0, 18), Move::new(1, 14), Move::new(2, 14)]);
        assert_eq!(first_winning_move(&[19, 20, 21], &nim()).unwrap(), Some(Move::new(0, 18)));
    }

    #[test]
    fn misere_endgame_leaves_an_odd_number_of_ones() {
        let misere = Rules::new(Ending::Misere, MoveRule::Any);
        // Seed 001: in misère play, leave an odd number of heaps of size 1.
        assert_eq!(winning_moves(&[2, 1, 1], &misere).unwrap(), [Move::new(0, 1)]);
        assert_eq!(winning_moves(&[2, 1], &misere).unwrap(), [Move::new(0, 2)]);
        assert_eq!(outcome(&[1, 1, 1], &misere).unwrap(), Outcome::PreviousWins);
        assert_eq!(outcome(&[], &misere).unwrap(), Outcome::NextWins);
        assert_eq!(outcome(&[0, 0], &misere).unwrap(), Outcome::NextWins);
        // The empty position is lost for the player to move in normal play.
        assert_eq!(outcome(&[], &nim()).unwrap(), Outcome::PreviousWins);
        assert!(winning_moves(&[], &nim()).unwrap().is_empty());
    }

    #[test]
    fn all_ones_in_normal_play_empties_a_heap() {
        // Seed 001's Python "removes 0" here; the right move takes a whole heap of 1.
        let moves = winning_moves(&[1, 0, 1, 1], &nim()).unwrap();
        assert_eq!(moves, [Move::new(0, 1), Move::new(2, 1), Move::new(3, 1)]);
    }

    #[test]
    fn subtraction_game_can_raise_a_grundy_value() {
        // S(1..3) on (4, 3): g = (0, 3). Taking 1 from the 4 raises its value to 3, and wins.
        let rules = Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap());
        assert_eq!(winning_moves(&[4, 3], &rules).unwrap(), [Move::new(0, 1), Move::new(1, 3)]);
    }

    #[test]
    fn analysis_reports_how_it_decided() {
        let misere = Rules::new(Ending::Misere, MoveRule::Any);
        let position = Position::new(vec![1, 1, 0]).unwrap();
        let analysis = Analysis::of(&position, &misere).unwrap();
        assert_eq!(analysis.decision, Decision::MisereEndgame { ones: 2 });
        assert_eq!(analysis.outcome, Outcome::NextWins);
        assert_eq!(analysis.winning_moves, [Move::new(0, 1), Move::new(1, 1)]);
    }

    #[test]
    fn heaps_near_the_top_of_u64() {
        let rules = nim();
        let heaps = [u64::MAX, u64::MAX - 1, 1 << 63];
        let x = nim_sum(&heaps, &rules);
        assert_eq!(x, 1 | (1 << 63));
        for mv in winning_moves(&heaps, &rules).unwrap() {
            let mut after = heaps;
            after[mv.heap] -= mv.take;
            assert_eq!(nim_sum(&after, &rules), 0);
        }
        let s = Rules::new(Ending::Misere, MoveRule::UpTo(std::num::NonZeroU64::MAX));
        assert_eq!(outcome(&heaps, &s).unwrap(), Outcome::NextWins);
        // All three heaps hold bit 63 of X.
        assert_eq!(winning_moves(&heaps, &s).unwrap().len(), 3);
    }
}
