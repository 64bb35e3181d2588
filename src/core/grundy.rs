//! Grundy sequences of subtraction sets, with their period found exactly.
//!
//! For a finite set S with largest amount w, g(n) = mex{ g(n − s) : s ∈ S, s ≤ n }. The value g(n + w)
//! depends only on the *window* g(n), …, g(n + w − 1), so the windows form a deterministic sequence
//! over finitely many states: it must cycle. Once a window repeats, the whole sequence repeats from
//! there on — a proof, not a guess. We find the cycle with Brent's algorithm (comparing windows by a
//! rolling hash, then element by element), so the memory is one byte per value computed.

/// The Grundy sequence g(0), g(1), … of one heap under a subtraction set, stored as its first
/// `preperiod + period` values; every later value repeats with the period.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundySequence {
    values: Vec<u8>,
    preperiod: usize,
    period: usize,
    computed: usize,
}

/// No period showed within the search bound.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct GrundyError {
    /// How many values were computed before giving up.
    pub searched: usize,
}

impl GrundySequence {
    /// How many values are computed, at most, while looking for the period.
    pub const SEARCH_LIMIT: usize = 1 << 22;

    /// The sequence of a set of amounts, which must be sorted, distinct, non-zero, with at most 64
    /// amounts (so every value fits in a byte) — [`super::SubtractionSet::new`] checks this.
    ///
    /// # Errors
    /// [`GrundyError`] when no window repeats within [`Self::SEARCH_LIMIT`] values.
    #[cfg(test)]
    pub(crate) fn of_set(amounts: &[u64]) -> Result<Self, GrundyError> {
        Self::of_set_within(amounts, Self::SEARCH_LIMIT)
    }

    /// As [`Self::of_set`], computing at most `limit` values (at most [`Self::SEARCH_LIMIT`]): a file
    /// that names several sets shares one budget between them.
    ///
    /// # Errors
    /// [`GrundyError`] when no window repeats within `limit` values.
    pub(crate) fn of_set_within(amounts: &[u64], limit: usize) -> Result<Self, GrundyError> {
        const BASE: u64 = 0x9E37_79B9_7F4A_7C15;
        let amounts: Vec<usize> = amounts.iter().map(|&a| a as usize).collect();
        let width = amounts.last().copied().unwrap_or(1).max(1);
        let mut values: Vec<u8> = Vec::with_capacity(4 * width + 64);
        let grow_to = |values: &mut Vec<u8>, len: usize| {
            while values.len() < len {
                values.push(mex_after_moves(values, &amounts));
            }
        };
        let limit = limit.min(Self::SEARCH_LIMIT);
        // The window starting at `hare` is hashed incrementally; the tortoise's hash is kept.
        let top_power = (1..width).fold(1u64, |p, _| p.wrapping_mul(BASE));
        let hash_of =
            |window: &[u8]| window.iter().fold(0u64, |h, &v| h.wrapping_mul(BASE).wrapping_add(u64::from(v) + 1));
        grow_to(&mut values, width + 1);
        let (mut tortoise, mut hare) = (0usize, 1usize);
        let mut tortoise_hash = hash_of(&values[0..width]);
        let mut hare_hash = hash_of(&values[1..=width]);
        let (mut power, mut lambda) = (1usize, 1usize);
        loop {
            if hare_hash == tortoise_hash && values[tortoise..tortoise + width] == values[hare..hare + width] {
                break;
            }
            if power == lambda {
                tortoise = hare;
                tortoise_hash = hare_hash;
                power *= 2;
                lambda = 0;
            }
            if hare + width + 1 > limit {
                return Err(GrundyError { searched: values.len() });
            }
            grow_to(&mut values, hare + width + 1);
            let leaving = u64::from(values[hare]) + 1;
            let entering = u64::from(values[hare + width]) + 1;
            hare_hash =
                hare_hash.wrapping_sub(leaving.wrapping_mul(top_power)).wrapping_mul(BASE).wrapping_add(entering);
            hare += 1;
            lambda += 1;
        }
        // Periodic from `tortoise` on with period `lambda` (the cycle length, hence the least period).
        // Walk back to the least preperiod.
        let mut preperiod = tortoise;
        while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + lambda] {
            preperiod -= 1;
        }
        let computed = values.len();
        values.truncate(preperiod + lambda);
        Ok(Self { values, preperiod, period: lambda, computed })
    }

    /// g(size), exact for every `size` up to `u64::MAX`.
    #[must_use]
    pub fn value(&self, size: u64) -> u64 {
        let stored = self.values.len() as u64;
        let index = if size < stored {
            size
        } else {
            let preperiod = self.preperiod as u64;
            preperiod + (size - preperiod) % self.period as u64
        };
        u64::from(self.values[index as usize])
    }

    /// The least n₀ such that g(n + period) = g(n) for every n ≥ n₀.
    #[must_use]
    pub fn preperiod(&self) -> usize {
        self.preperiod
    }

    /// The least period of the sequence.
    #[must_use]
    pub fn period(&self) -> usize {
        self.period
    }

    /// The first `preperiod + period` values; every later one repeats them.
    #[must_use]
    pub fn stored_values(&self) -> &[u8] {
        &self.values
    }

    /// How many values the period search computed (at least `preperiod + period`): the work this
    /// sequence cost, counted against a file's budget.
    #[must_use]
    pub fn computed(&self) -> usize {
        self.computed
    }

    /// The largest value that ever appears.
    #[must_use]
    pub fn largest_value(&self) -> u64 {
        u64::from(self.values.iter().copied().max().unwrap_or(0))
    }
}

/// The mex of g(n − s) over the amounts s ≤ n, where n = `values.len()`.
fn mex_after_moves(values: &[u8], amounts: &[usize]) -> u8 {
    let n = values.len();
    let mut seen: u128 = 0;
    for &s in amounts {
        if s > n {
            break;
        }
        seen |= 1u128 << values[n - s];
    }
    (!seen).trailing_zeros() as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain mex recurrence, computed directly up to `len`.
    fn direct(amounts: &[usize], len: usize) -> Vec<u8> {
        let mut values = Vec::new();
        while values.len() < len {
            values.push(mex_after_moves(&values, amounts));
        }
        values
    }

    #[test]
    fn one_three_four_has_period_seven() {
        let seq = GrundySequence::of_set(&[1, 3, 4]).unwrap();
        assert_eq!(seq.stored_values(), &[0, 1, 0, 1, 2, 3, 2]);
        assert_eq!((seq.preperiod(), seq.period()), (0, 7));
    }

    #[test]
    fn take_one_alternates() {
        let seq = GrundySequence::of_set(&[1]).unwrap();
        assert_eq!((seq.preperiod(), seq.period()), (0, 2));
        assert_eq!(seq.value(u64::MAX), 1);
        assert_eq!(seq.value(u64::MAX - 1), 0);
    }

    #[test]
    fn sequences_with_a_preperiod_match_the_recurrence() {
        // {2, 5, 7} and {3, 4, 9} are not periodic from 0; check values far past the stored ones.
        for set in [&[2usize, 5, 7][..], &[3, 4, 9], &[1, 2, 3], &[5, 6, 11, 12], &[2, 3, 7, 11, 16]] {
            let amounts: Vec<u64> = set.iter().map(|&a| a as u64).collect();
            let seq = GrundySequence::of_set(&amounts).unwrap();
            let direct = direct(set, 5000);
            for (n, &v) in direct.iter().enumerate() {
                assert_eq!(seq.value(n as u64), u64::from(v), "set {set:?}, n = {n}");
            }
            // The period is the least one, and the preperiod the least for it.
            let (mu, lambda) = (seq.preperiod(), seq.period());
            for p in 1..lambda {
                assert!((3000..4000).any(|n| direct[n] != direct[n + p]), "{set:?}: {p} is a period");
            }
            if mu > 0 {
                assert_ne!(direct[mu - 1], direct[mu - 1 + lambda]);
            }
        }
    }
}
