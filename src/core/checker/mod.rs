//! The XOR-free brute-force checker: classify every position of a box by retrograde analysis, then
//! compare with a rule.
//!
//! A *box* is every position with `heaps` heaps of at most `max` objects each, as multisets (the order
//! of heaps does not matter). Sorted ascending, a multiset a₀ ≤ a₁ ≤ … gets the rank
//! Σᵢ C(aᵢ + i, i + 1) (the combinatorial number system), which orders positions by their largest
//! heap first. A move lowers one heap, so it always lowers the rank: sweeping ranks upward, every
//! position's moves lead to positions already classified.
//!
//! The sweep is *retrograde*: a position no earlier P-position points to is P (or, with no move at
//! all, lost or won as the ending says); each P-position found then marks every position that can
//! move to it as N. No XOR, no Grundy value, no formula: only the rules' allowed amounts. Memory is one
//! bit per position, never proportional to heap sizes.

mod compare;
mod rank;
mod run;

use super::analysis::Outcome;
use super::rules::{MoveRule, Rules};
pub use compare::{CheckReport, check_rules, classify_and_compare};
use rank::{Binomials, advance};
pub use run::CheckRun;

/// The most positions a box may hold (10^8: 12.5 MB of bits).
pub const MAX_POSITIONS: u64 = 100_000_000;
/// The most moves the exact search may look at in a box under misère play with a subtraction set
/// (2^28): it checks every position by a memoised search of its moves (no rule is proven there), at
/// 15–60 million moves a second, so the check ends within about 20 seconds.
pub const MAX_SEARCH_MOVES: u128 = 1 << 28;
/// The most heaps a box may have.
pub const MAX_HEAPS: usize = 64;
/// How many mismatches a report keeps (it counts them all).
pub const KEPT_MISMATCHES: usize = 10;

/// Why a box cannot be checked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    /// No heaps.
    NoHeaps,
    /// Too many heaps.
    TooManyHeaps {
        /// How many heaps were asked for.
        heaps: usize,
    },
    /// Too many positions.
    TooManyPositions {
        /// Heaps asked for.
        heaps: usize,
        /// Largest size asked for.
        max: u64,
        /// How many positions that is (saturating).
        positions: u128,
    },
    /// Misère play with a subtraction set: the exact search would look at more than
    /// [`MAX_SEARCH_MOVES`] moves (the box's positions, times its heaps, times the amounts).
    TooMuchSearch {
        /// How many moves that is (saturating).
        moves: u128,
    },
    /// The progress callback asked to stop.
    Cancelled,
}

/// Which positions a check covers: `heaps` heaps, each of at most `max` objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckBox {
    /// The number of heaps.
    pub heaps: usize,
    /// The largest heap size.
    pub max: u64,
}

impl CheckBox {
    /// The number of positions (multisets) in the box: C(max + heaps, heaps), exact below 2^128
    /// (`u128::MAX` past it).
    #[must_use]
    pub fn positions(self) -> u128 {
        let (n, m) = (self.heaps as u128, u128::from(self.max));
        let mut count: u128 = 1;
        for i in 1..=n {
            // C(m + i, i) = C(m + i − 1, i − 1) · (m + i) / i. With g = gcd(count, i), i / g divides
            // m + i: the parts are reduced before they are multiplied, so nothing overflows early.
            let g = gcd(count, i);
            let Some(product) = (count / g).checked_mul((m + i) / (i / g)) else { return u128::MAX };
            count = product;
        }
        count
    }

    /// Under misère play with a subtraction set, whether the exact search of the box fits
    /// [`MAX_SEARCH_MOVES`]: every position, each of its heaps, each amount up to the largest heap.
    fn validate_search(self, rules: &Rules) -> Result<(), CheckError> {
        let MoveRule::Set(set) = &rules.moves else { return Ok(()) };
        if rules.ending != super::rules::Ending::Misere {
            return Ok(());
        }
        let amounts = set.amounts().iter().filter(|&&a| a <= self.max).count() as u128;
        let moves = self.positions().saturating_mul(self.heaps as u128).saturating_mul(amounts);
        if moves > MAX_SEARCH_MOVES { Err(CheckError::TooMuchSearch { moves }) } else { Ok(()) }
    }

    fn validate(self) -> Result<u64, CheckError> {
        if self.heaps == 0 {
            return Err(CheckError::NoHeaps);
        }
        if self.heaps > MAX_HEAPS {
            return Err(CheckError::TooManyHeaps { heaps: self.heaps });
        }
        let positions = self.positions();
        if positions > u128::from(MAX_POSITIONS) {
            return Err(CheckError::TooManyPositions { heaps: self.heaps, max: self.max, positions });
        }
        Ok(positions as u64)
    }
}

/// The greatest common divisor.
fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Every position of a box classified P or N, by the XOR-free retrograde sweep.
pub struct Classification {
    shape: CheckBox,
    positions: u64,
    /// Bit r set: the position of rank r is N.
    next_wins: Vec<u64>,
    binomials: Binomials,
}

impl Classification {
    /// Classifies every position of the box. `progress(done, total)` is called now and then; when it
    /// returns `false` the work stops with [`CheckError::Cancelled`].
    ///
    /// # Errors
    /// [`CheckError`] for a box out of bounds, or when cancelled.
    pub fn compute(
        shape: CheckBox,
        rules: &Rules,
        mut progress: impl FnMut(u64, u64) -> bool,
    ) -> Result<Self, CheckError> {
        let mut run = run::ClassifyRun::new(shape, rules)?;
        loop {
            let (done, total) = run.progress();
            if !progress(done, total) {
                return Err(CheckError::Cancelled);
            }
            if run.step(1 << 16) {
                break;
            }
        }
        let classification = run.finish();
        progress(classification.positions, classification.positions);
        Ok(classification)
    }

    /// The box classified.
    #[must_use]
    pub fn shape(&self) -> CheckBox {
        self.shape
    }

    /// How many positions the box holds.
    #[must_use]
    pub fn positions(&self) -> u64 {
        self.positions
    }

    /// How many of them are P-positions.
    #[must_use]
    pub fn p_positions(&self) -> u64 {
        let ones: u64 = self.next_wins.iter().map(|w| u64::from(w.count_ones())).sum();
        self.positions - ones
    }

    /// The outcome of a position of the box (heaps in any order), or `None` if it is not in the box.
    #[must_use]
    pub fn outcome(&self, heaps: &[u64]) -> Option<Outcome> {
        if heaps.len() != self.shape.heaps || heaps.iter().any(|&h| h > self.shape.max) {
            return None;
        }
        let mut sorted = heaps.to_vec();
        sorted.sort_unstable();
        let rank: u64 = sorted.iter().enumerate().map(|(i, &a)| self.binomials.get(a + i as u64, i + 1)).sum();
        Some(self.outcome_at(rank))
    }

    fn outcome_at(&self, rank: u64) -> Outcome {
        Outcome::from_next_wins(self.next_wins[(rank / 64) as usize] >> (rank % 64) & 1 == 1)
    }

    /// Visits every position (sorted ascending) with its outcome, in rank order.
    pub fn for_each(&self, mut visit: impl FnMut(&[u64], Outcome)) {
        let mut heaps = vec![0u64; self.shape.heaps];
        for rank in 0..self.positions {
            visit(&heaps, self.outcome_at(rank));
            advance(&mut heaps, self.shape.max);
        }
    }
}

/// The amounts a move may take in a box of largest size `max`.
enum Amounts {
    /// Every amount from 1 to the limit.
    Range(u64),
    /// These amounts, ascending.
    List(Vec<u64>),
}

impl Amounts {
    fn new(rule: &MoveRule, max: u64) -> Self {
        match rule {
            MoveRule::Any => Self::Range(max),
            MoveRule::UpTo(k) => Self::Range(k.get().min(max)),
            MoveRule::Set(set) => Self::List(set.amounts().iter().copied().filter(|&a| a <= max).collect()),
        }
    }
}

/// Marks N every position that moves to `heaps` (sorted): one heap raised by an allowed amount.
fn mark_predecessors(
    heaps: &[u64],
    amounts: &Amounts,
    max: u64,
    binomials: &Binomials,
    (rest, prefix, suffix): (&mut [u64], &mut [u64], &mut [u64]),
    next_wins: &mut [u64],
) {
    let n = heaps.len();
    for i in 0..n {
        // Raising any of equal heaps gives the same multiset: raise the last of a run.
        if i + 1 < n && heaps[i + 1] == heaps[i] {
            continue;
        }
        let from = heaps[i];
        if from >= max {
            continue;
        }
        // The other heaps, sorted, and the parts of the rank around the insertion point j:
        // rank = prefix[j] + C(v + j, j + 1) + suffix[j].
        let rest = &mut rest[..n - 1];
        rest[..i].copy_from_slice(&heaps[..i]);
        rest[i..].copy_from_slice(&heaps[i + 1..]);
        prefix[0] = 0;
        for (l, &b) in rest.iter().enumerate() {
            prefix[l + 1] = prefix[l] + binomials.get(b + l as u64, l + 1);
        }
        suffix[n - 1] = 0;
        for l in (0..n - 1).rev() {
            suffix[l] = suffix[l + 1] + binomials.get(rest[l] + l as u64 + 1, l + 2);
        }
        let mut j = i;
        let mut mark = |v: u64| {
            while j < n - 1 && rest[j] < v {
                j += 1;
            }
            let rank = prefix[j] + binomials.get(v + j as u64, j + 1) + suffix[j];
            next_wins[(rank / 64) as usize] |= 1 << (rank % 64);
        };
        match amounts {
            Amounts::Range(limit) => {
                let top = from.saturating_add(*limit).min(max);
                for v in from + 1..=top {
                    mark(v);
                }
            }
            Amounts::List(list) => {
                for &a in list.iter().take_while(|&&a| a <= max - from) {
                    mark(from + a);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_sizes_are_multiset_counts() {
        assert_eq!(CheckBox { heaps: 5, max: 31 }.positions(), 376_992);
        assert_eq!(CheckBox { heaps: 1, max: 9 }.positions(), 10);
        assert_eq!(CheckBox { heaps: 3, max: 0 }.positions(), 1);
        // Two heaps of at most 2^64 − 1: C(2^64 + 1, 2), exact (the product overflowed before).
        let m = u128::from(u64::MAX);
        assert_eq!(CheckBox { heaps: 2, max: u64::MAX }.positions(), (m + 2) * m.div_ceil(2));
        assert_eq!(CheckBox { heaps: 12, max: u64::MAX }.positions(), u128::MAX, "past 2^128");
        assert!(CheckBox { heaps: 64, max: u64::MAX }.validate().is_err());
        assert_eq!(CheckBox { heaps: 0, max: 3 }.validate(), Err(CheckError::NoHeaps));
    }

    #[test]
    fn ranks_follow_the_sweep_order() {
        let classification =
            Classification::compute(CheckBox { heaps: 3, max: 6 }, &Rules::default(), |_, _| true).unwrap();
        let mut seen = 0u64;
        let mut heaps = vec![0u64; 3];
        for rank in 0..classification.positions() {
            let r: u64 =
                heaps.iter().enumerate().map(|(i, &a)| classification.binomials.get(a + i as u64, i + 1)).sum();
            assert_eq!(r, rank);
            seen += 1;
            advance(&mut heaps, 6);
        }
        assert_eq!(seen, 84);
    }

    #[test]
    fn cancelling_stops_the_work() {
        let result = Classification::compute(CheckBox { heaps: 4, max: 40 }, &Rules::default(), |done, _| done == 0);
        assert!(matches!(result, Err(CheckError::Cancelled)));
    }
}
