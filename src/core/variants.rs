//! The numbers behind the short walkthroughs of the theorem and its variants: the induction on the
//! length of the game, the misère switch, cut-the-knot's "largest x & X" rule, and the mex that gives
//! a heap its Grundy value. The proof panel only words them.
//!
//! ```
//! use bouton::{cut_the_knot, misere_walkthrough, Position, Rules, MiserePhase, Ending, MoveRule};
//! // Seed 000: 3, 5, 8 has X = 14; 8 & 14 = 8 is the largest, so take 8 − (3 ⊕ 5) = 2 from it.
//! let ctk = cut_the_knot(&[3, 5, 8]).unwrap();
//! assert_eq!((ctk.heap, ctk.others, ctk.take), (2, 6, 2));
//! // A misère endgame: one heap of 2 or more, so reduce it to leave an odd number of 1s.
//! let misere = Rules::new(Ending::Misere, MoveRule::Any);
//! let walk = misere_walkthrough(&Position::new(vec![1, 1, 5]).unwrap(), &misere).unwrap();
//! assert_eq!(walk.phase, MiserePhase::Switch { heap: 2, others_ones: 2, target: 1 });
//! ```

use super::analysis::{Analysis, AnalysisError, Outcome};
use super::position::{Move, Position};
use super::rules::{Ending, MoveRule, Rules};
use super::table::most_significant_bit;

/// The theorem on the current position: what the induction runs on, and who wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TheoremView {
    /// s: the nim-sum of the Grundy values.
    pub s: u64,
    /// The objects on the table: each move takes at least one, so at most this many moves remain.
    pub objects: u128,
    /// Who wins with perfect play.
    pub outcome: Outcome,
    /// A winning move, when the player to move wins.
    pub winning_move: Option<Move>,
}

/// The theorem's numbers for a position.
///
/// # Errors
/// As [`Analysis::of`].
pub fn theorem_view(position: &Position, rules: &Rules) -> Result<TheoremView, AnalysisError> {
    let analysis = Analysis::of(position, rules)?;
    Ok(TheoremView {
        s: analysis.nim_sum,
        objects: position.total(),
        outcome: analysis.outcome,
        winning_move: analysis.winning_moves.first().copied(),
    })
}

/// Where a misère game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MiserePhase {
    /// Two or more heaps have value ≥ 2: play exactly as in normal play.
    Normal {
        /// How many heaps have value ≥ 2.
        big: u64,
    },
    /// Exactly one heap has value ≥ 2: the switch. Reduce it to value 0 or 1 so that an odd number of
    /// 1s is left (normal play would leave an even number).
    Switch {
        /// The heap with value ≥ 2 (0-based).
        heap: usize,
        /// How many other heaps have value 1.
        others_ones: u64,
        /// The value to leave in `heap`: 1 when `others_ones` is even, 0 when it is odd.
        target: u64,
    },
    /// Every value is 0 or 1: the moves are forced; N iff the number of 1s is even.
    Endgame {
        /// How many heaps have value 1.
        ones: u64,
    },
}

impl MiserePhase {
    /// The phase of a list of values (Grundy values; the heap sizes in Nim).
    #[must_use]
    pub fn of(values: &[u64]) -> Self {
        let ones = values.iter().filter(|&&v| v == 1).count() as u64;
        let mut big = values.iter().enumerate().filter(|&(_, &v)| v >= 2);
        match (big.next(), big.next()) {
            (None, _) => Self::Endgame { ones },
            (Some((heap, _)), None) => {
                Self::Switch { heap, others_ones: ones, target: u64::from(ones.is_multiple_of(2)) }
            }
            (Some(_), Some(_)) => Self::Normal { big: 2 + big.count() as u64 },
        }
    }
}

/// The misère walkthrough on a position: the values, the phase, and the outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereWalkthrough {
    /// The Grundy values (the heap sizes in Nim).
    pub values: Vec<u64>,
    /// Where the game stands.
    pub phase: MiserePhase,
    /// The outcome under misère play.
    pub outcome: Outcome,
    /// The outcome the same position has under normal play, to compare.
    pub normal_outcome: Outcome,
    /// The misère winning moves.
    pub winning_moves: Vec<Move>,
}

/// Why a variant's walkthrough does not apply.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VariantError {
    /// Misère play with a subtraction set has no proven rule.
    NoMisereRule,
    /// The position cannot be analysed.
    #[error(transparent)]
    Analysis(#[from] AnalysisError),
}

/// The misère walkthrough of a position, under the misère version of its move rule.
///
/// # Errors
/// [`VariantError::NoMisereRule`] for a subtraction set.
pub fn misere_walkthrough(position: &Position, rules: &Rules) -> Result<MisereWalkthrough, VariantError> {
    if matches!(rules.moves, MoveRule::Set(_)) {
        return Err(VariantError::NoMisereRule);
    }
    let misere = Rules::new(Ending::Misere, rules.moves.clone());
    let normal = Rules::new(Ending::Normal, rules.moves.clone());
    let values: Vec<u64> = position.heaps().iter().map(|&h| rules.grundy(h)).collect();
    let phase = MiserePhase::of(&values);
    let analysis = Analysis::of(position, &misere)?;
    Ok(MisereWalkthrough {
        values,
        phase,
        outcome: analysis.outcome,
        normal_outcome: Analysis::of(position, &normal)?.outcome,
        winning_moves: analysis.winning_moves,
    })
}

/// Cut-the-knot's rule on the values: the heap c with the largest c & X has X's top bit, and taking
/// c − (the XOR of the others) leaves nim-sum 0. Why that is positive: the bits of c above the top
/// bit Y are the same in the others' XOR (call them Z), so c − Z ≥ Y > others − Z.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CutTheKnot {
    /// X.
    pub nim_sum: u64,
    /// x & X for every heap.
    pub and_x: Vec<u64>,
    /// The heap with the largest x & X (the first on a tie), 0-based.
    pub heap: usize,
    /// Its value c.
    pub value: u64,
    /// The XOR of the other values: c ⊕ X (a ⊕ b for three heaps).
    pub others: u64,
    /// Y = 2^d, X's top bit.
    pub top: u64,
    /// Z: the bits of c above Y (the same in `others`).
    pub high: u64,
    /// How many to take from the value: c − others (> 0).
    pub take: u64,
}

/// Cut-the-knot's rule on a list of values, or `None` when X = 0.
#[must_use]
pub fn cut_the_knot(values: &[u64]) -> Option<CutTheKnot> {
    let nim_sum = values.iter().fold(0, |x, &v| x ^ v);
    let d = most_significant_bit(nim_sum)?;
    let and_x: Vec<u64> = values.iter().map(|&v| v & nim_sum).collect();
    let mut heap = 0;
    for (i, &a) in and_x.iter().enumerate() {
        if a > and_x[heap] {
            heap = i;
        }
    }
    let value = values[heap];
    let others = value ^ nim_sum;
    let top = 1u64 << d;
    // The bits above d: clear bit d and everything below it.
    let high = if d == 63 { 0 } else { value >> (d + 1) << (d + 1) };
    Some(CutTheKnot { nim_sum, and_x, heap, value, others, top, high, take: value - others })
}

/// How a heap gets its Grundy value: the values its moves reach, and their mex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MexStep {
    /// The heap size.
    pub size: u64,
    /// Each legal amount with the Grundy value of the heap it leaves, smallest amount first.
    pub options: Vec<(u64, u64)>,
    /// The smallest value not among them: g(size).
    pub mex: u64,
}

/// The mex step of a heap under a move rule. Lists at most `limit` options (S(1..k) with a huge k has
/// more); the mex is the rule's Grundy value either way.
#[must_use]
pub fn mex_step(size: u64, rule: &MoveRule, limit: usize) -> MexStep {
    let options: Vec<(u64, u64)> = match rule {
        MoveRule::Any | MoveRule::UpTo(_) => {
            let most = match rule {
                MoveRule::UpTo(k) => k.get().min(size),
                _ => size,
            };
            (1..=most).take(limit).map(|take| (take, rule.grundy(size - take))).collect()
        }
        MoveRule::Set(set) => set
            .amounts()
            .iter()
            .filter(|&&take| take <= size)
            .take(limit)
            .map(|&take| (take, rule.grundy(size - take)))
            .collect(),
    };
    MexStep { size, options, mex: rule.grundy(size) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cut_the_knot_on_the_seed_examples() {
        // 19, 20, 21: every heap has bit 4; 19 & 18 = 18 is the largest.
        let ctk = cut_the_knot(&[19, 20, 21]).unwrap();
        assert_eq!(ctk.and_x, [18, 16, 16]);
        assert_eq!((ctk.heap, ctk.others, ctk.take, ctk.top, ctk.high), (0, 1, 18, 16, 0));
        assert!(ctk.value - ctk.high >= ctk.top && ctk.top > ctk.others - ctk.high);
        assert_eq!(cut_the_knot(&[3, 5, 6]), None);
        // The bits above d are shared: 40 = 101000, 9 = 001001, 36 = 100100; X = 5, d = 2.
        let ctk = cut_the_knot(&[40, 9, 36]).unwrap();
        assert_eq!((ctk.nim_sum, ctk.and_x.as_slice()), (5, &[0, 1, 4][..]));
        assert_eq!((ctk.heap, ctk.value, ctk.others, ctk.high, ctk.take), (2, 36, 33, 32, 3));
        assert!(ctk.value - ctk.high >= ctk.top && ctk.top > ctk.others - ctk.high);
        let ctk = cut_the_knot(&[u64::MAX, 1]).unwrap();
        assert_eq!((ctk.top, ctk.high, ctk.take), (1 << 63, 0, u64::MAX - 1));
    }

    #[test]
    fn misere_phases() {
        let misere = Rules::new(Ending::Misere, MoveRule::Any);
        let p = |h: Vec<u64>| Position::new(h).unwrap();
        let walk = misere_walkthrough(&p(vec![3, 5, 6]), &misere).unwrap();
        assert_eq!(walk.phase, MiserePhase::Normal { big: 3 });
        assert_eq!((walk.outcome, walk.normal_outcome), (Outcome::PreviousWins, Outcome::PreviousWins));
        let walk = misere_walkthrough(&p(vec![1, 1, 1]), &misere).unwrap();
        assert_eq!(walk.phase, MiserePhase::Endgame { ones: 3 });
        assert_eq!((walk.outcome, walk.normal_outcome), (Outcome::PreviousWins, Outcome::NextWins));
        // One heap ≥ 2 and one 1: leave it at 0 (odd: one 1 left) — take all 4.
        let walk = misere_walkthrough(&p(vec![1, 4]), &misere).unwrap();
        assert_eq!(walk.phase, MiserePhase::Switch { heap: 1, others_ones: 1, target: 0 });
        assert_eq!(walk.winning_moves, [Move::new(1, 4)]);
        let set = Rules::new(Ending::Misere, MoveRule::set(&[1, 3]).unwrap());
        assert_eq!(misere_walkthrough(&p(vec![4]), &set), Err(VariantError::NoMisereRule));
    }

    #[test]
    fn mex_of_a_subtraction_set_heap() {
        let rule = MoveRule::set(&[1, 3, 4]).unwrap();
        // g(0..=7) for {1, 3, 4} = 0 1 0 1 2 3 2 0: from 7 the moves reach 6, 4 and 3.
        let step = mex_step(7, &rule, 64);
        assert_eq!(step.options, [(1, 2), (3, 2), (4, 1)]);
        assert_eq!(step.mex, 0);
        let step = mex_step(5, &rule, 64);
        assert_eq!((step.options.len(), step.mex), (3, 3));
        let nim = mex_step(4, &MoveRule::Any, 2);
        assert_eq!((nim.options, nim.mex), (vec![(1, 3), (2, 2)], 4));
    }
}
