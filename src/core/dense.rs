//! Every position at most a given one, solved bottom-up in a dense table: who wins and the
//! remoteness, for Nim, S(1..k) and subtraction sets, normal or misère (no rule, no XOR: the moves).
//!
//! A position is written with its heaps that cannot move as 0, sorted. Every position reached from
//! the root, so written, is at most the root heap by heap (sorted heaps with one lowered and sorted
//! again stay at most what they were), so each has a place in a table of ∏(h + 1) entries, its heaps
//! read as the digits of a mixed-radix number. A move lowers a digit, so it leads to a smaller
//! number: one pass in increasing order solves every position after all of its options, with no
//! search, no hashing and nothing allocated per position. The work is known before it starts —
//! the positions, times the moves each can have — and refused past [`MAX_POSITIONS`] or
//! [`MAX_MOVES`] (about a quarter of a second, 4 MB).

use super::analysis::{AnalysisError, Outcome};
use super::position::takes_from;
use super::remoteness::Remoteness;
use super::rules::{Ending, Rules};

/// The most positions a table holds (2^20: 4 MB).
pub const MAX_POSITIONS: u64 = 1 << 20;

/// The most moves a table's pass may make by its estimate — the sorted positions it holds (at most
/// C(largest heap + n, n) for `n` heaps) times the moves the root has (each position has at most as
/// many) — 2^23.
pub const MAX_MOVES: u64 = (1 << 23) / super::FUZZ_DIVISOR;

/// A remoteness packed in 32 bits: the top bit set when the player to move wins.
fn pack(value: Remoteness) -> u32 {
    (u32::from(value.outcome == Outcome::NextWins) << 31) | value.moves
}

fn unpack(packed: u32) -> Remoteness {
    Remoteness { outcome: Outcome::from_next_wins(packed >> 31 == 1), moves: packed & !(1 << 31) }
}

/// The outcome and remoteness of every position at most a root, under one set of rules.
pub(crate) struct Dense {
    smallest_take: u64,
    /// The root's heaps that can move, sorted: the table's radices, less one.
    root: Vec<u64>,
    /// The place value of each heap in a position's index.
    place: Vec<u64>,
    /// Each position's remoteness, packed (only positions written as above are filled).
    table: Vec<u32>,
}

impl Dense {
    /// Solves every position at most `heaps` under `rules`.
    ///
    /// # Errors
    /// [`AnalysisError::NoProvenRule`] past [`MAX_POSITIONS`] positions and
    /// [`AnalysisError::TooManyMovesToSearch`] past [`MAX_MOVES`] moves, before any is made.
    pub(crate) fn solve(heaps: &[u64], rules: &Rules) -> Result<Self, AnalysisError> {
        let smallest_take = rules.moves.smallest_take();
        let mut root: Vec<u64> = heaps.iter().copied().filter(|&h| h >= smallest_take).collect();
        let states = root.iter().fold(1u64, |product, &h| product.saturating_mul(h.saturating_add(1)));
        if states > MAX_POSITIONS {
            return Err(AnalysisError::NoProvenRule { states });
        }
        let per_position = root.iter().fold(0u64, |sum, &h| sum.saturating_add(rules.moves.move_count(h)));
        let moves = written_positions(&root, states).saturating_mul(per_position);
        if moves > MAX_MOVES {
            return Err(AnalysisError::TooManyMovesToSearch { moves });
        }
        root.sort_unstable();
        let mut place = Vec::with_capacity(root.len());
        let mut value = 1u64;
        for &h in &root {
            place.push(value);
            value *= h + 1;
        }
        // `states` ≤ MAX_POSITIONS (checked above).
        let mut dense = Self { smallest_take, root, place, table: vec![0; states as usize] };
        dense.fill(rules);
        Ok(dense)
    }

    /// One pass in increasing index: each written position's value from its options' (all smaller).
    fn fill(&mut self, rules: &Rules) {
        let width = self.root.len();
        let mut digits = vec![0u64; width];
        let mut child = Vec::with_capacity(width);
        for index in 0..self.table.len() {
            if index > 0 {
                // The next number in mixed radix.
                for (digit, &top) in digits.iter_mut().zip(&self.root) {
                    if *digit < top {
                        *digit += 1;
                        break;
                    }
                    *digit = 0;
                }
            }
            let written = digits.windows(2).all(|pair| pair[0] <= pair[1])
                && digits.iter().all(|&d| d == 0 || d >= self.smallest_take);
            if !written {
                continue;
            }
            let (mut least_lost, mut greatest, mut any) = (None::<u32>, 0u32, false);
            for (i, &size) in digits.iter().enumerate() {
                // Equal heaps give equal options: only the first of a run is moved.
                if i > 0 && digits[i - 1] == size {
                    continue;
                }
                for take in takes_from(size, &rules.moves) {
                    any = true;
                    self.lowered(&digits, i, size - take, &mut child);
                    let option = unpack(self.table[self.index(&child)]);
                    if option.outcome == Outcome::PreviousWins {
                        least_lost = Some(least_lost.map_or(option.moves, |m| m.min(option.moves)));
                    }
                    greatest = greatest.max(option.moves);
                }
            }
            let value = match (any, least_lost) {
                (false, _) => Remoteness { outcome: final_outcome(rules.ending), moves: 0 },
                (true, Some(least)) => Remoteness { outcome: Outcome::NextWins, moves: least + 1 },
                (true, None) => Remoteness { outcome: Outcome::PreviousWins, moves: greatest + 1 },
            };
            self.table[index] = pack(value);
        }
    }

    /// `heaps` with heap `i` left at `left` (0 when it cannot move), sorted again, into `child`.
    fn lowered(&self, heaps: &[u64], i: usize, left: u64, child: &mut Vec<u64>) {
        child.clear();
        child.extend_from_slice(heaps);
        child[i] = if left >= self.smallest_take { left } else { 0 };
        let mut j = i;
        while j > 0 && child[j - 1] > child[j] {
            child.swap(j - 1, j);
            j -= 1;
        }
    }

    fn index(&self, heaps: &[u64]) -> usize {
        // Every heap is at most the root's (see the module's note), so the sum is below the length.
        heaps.iter().zip(&self.place).map(|(&h, &place)| h * place).sum::<u64>() as usize
    }

    /// The value of a position reached from the root (any order, with or without its stuck heaps);
    /// `None` for one that is not.
    pub(crate) fn value(&self, heaps: &[u64]) -> Option<Remoteness> {
        let mut written: Vec<u64> = heaps.iter().map(|&h| if h >= self.smallest_take { h } else { 0 }).collect();
        written.sort_unstable();
        let extra = written.len().checked_sub(self.root.len())?;
        if written[..extra].iter().any(|&h| h != 0) || written[extra..].iter().zip(&self.root).any(|(h, top)| h > top) {
            return None;
        }
        Some(unpack(self.table[self.index(&written[extra..])]))
    }
}

/// A bound on the positions written as the table writes them (sorted) that are at most `root`
/// (`states` = ∏(h + 1) of them in all): at most the multisets of `n` sizes up to the largest heap,
/// C(largest + n, n).
fn written_positions(root: &[u64], states: u64) -> u64 {
    let largest = u128::from(root.iter().copied().max().unwrap_or(0));
    let mut multisets: u128 = 1;
    for i in 1..=root.len() as u128 {
        // C(largest + i, i) from C(largest + i − 1, i − 1): exact at each step.
        multisets = multisets.saturating_mul(largest + i) / i;
        if multisets > u128::from(states) {
            return states;
        }
    }
    u64::try_from(multisets).unwrap_or(states).min(states)
}

/// Who wins a position with no move: the player who made the last move in normal play (P), the
/// player to move in misère play (N).
fn final_outcome(ending: Ending) -> Outcome {
    match ending {
        Ending::Normal => Outcome::PreviousWins,
        Ending::Misere => Outcome::NextWins,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::MoveRule;

    /// The value by the definition, by recursion over the moves (small positions only).
    fn brute(heaps: &[u64], rules: &Rules) -> Remoteness {
        let mut options = Vec::new();
        for (i, &size) in heaps.iter().enumerate() {
            for take in takes_from(size, &rules.moves) {
                let mut after = heaps.to_vec();
                after[i] -= take;
                options.push(brute(&after, rules));
            }
        }
        if options.is_empty() {
            return Remoteness { outcome: final_outcome(rules.ending), moves: 0 };
        }
        let lost = options.iter().filter(|o| o.outcome == Outcome::PreviousWins).map(|o| o.moves).min();
        match lost {
            Some(least) => Remoteness { outcome: Outcome::NextWins, moves: least + 1 },
            None => Remoteness {
                outcome: Outcome::PreviousWins,
                moves: options.iter().map(|o| o.moves).max().unwrap_or(0) + 1,
            },
        }
    }

    #[test]
    fn every_position_matches_the_definition_in_every_rule_family() {
        let rules_list = [MoveRule::Any, MoveRule::up_to(2).unwrap(), MoveRule::set(&[2, 3]).unwrap()];
        for moves in rules_list {
            for ending in [Ending::Normal, Ending::Misere] {
                let rules = Rules::new(ending, moves.clone());
                let dense = Dense::solve(&[3, 5, 4], &rules).unwrap();
                for a in 0..=5u64 {
                    for b in 0..=5u64 {
                        for c in 0..=5u64 {
                            let heaps = [a, b, c];
                            let mut sorted = heaps;
                            sorted.sort_unstable();
                            let reached = sorted[0] <= 3 && sorted[1] <= 4 && sorted[2] <= 5;
                            if reached {
                                assert_eq!(dense.value(&heaps), Some(brute(&heaps, &rules)), "{heaps:?} {rules:?}");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_work_is_refused_before_it_starts() {
        let rules = Rules::new(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap());
        assert!(matches!(Dense::solve(&[1 << 20], &rules), Err(AnalysisError::NoProvenRule { .. })));
        let odd: Vec<u64> = (0..64).map(|i| 2 * i + 1).collect();
        let many = Rules::new(Ending::Misere, MoveRule::set(&odd).unwrap());
        assert!(matches!(Dense::solve(&[1023, 1023], &many), Err(AnalysisError::TooManyMovesToSearch { .. })));
        // Stuck heaps cost nothing and are answered as 0.
        let dense = Dense::solve(&[0, 5, 0], &rules).unwrap();
        assert_eq!(dense.value(&[5, 0, 0, 0]), dense.value(&[5]));
        assert_eq!(dense.value(&[6]), None);
    }
}
