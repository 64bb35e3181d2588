//! Octal games (issue 16, first part): a heap game given by its code, such as Kayles (0.77) or
//! Dawson's Kayles (0.07), and its Grundy values by mex, with the period proven by the Guy–Smith
//! theorem once the values have repeated for long enough.
//!
//! The code `0.d₁d₂d₃…` says, for taking t tokens from a heap, what may be left, by the bits of the
//! octal digit dₜ: 1 — nothing (the heap was exactly t), 2 — one smaller non-empty heap, 4 — two
//! non-empty heaps (the heap splits).
//!
//! ```
//! use bouton::OctalGame;
//! let kayles: OctalGame = "kayles".parse().unwrap();
//! assert_eq!(kayles.to_string(), "0.77");
//! let values = kayles.values(200);
//! assert_eq!(&values.values()[..8], &[0, 1, 2, 3, 1, 4, 3, 2]);
//! let period = values.period().unwrap();
//! assert_eq!((period.preperiod, period.period), (71, 12));
//! ```

use std::fmt;
use std::str::FromStr;

mod run;
mod sparse;

pub use run::{ValuesRun, ValuesWatch};

/// The most digits a code may have (takes of 1 to 32 tokens).
pub const MAX_OCTAL_DIGITS: usize = 32;

/// A finite octal game: its digits d₁, d₂, … (d₀ is 0: a move always takes a token).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalGame {
    digits: Vec<u8>,
}

/// What is wrong with an octal code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OctalError {
    /// Not `0.` followed by octal digits.
    Malformed(String),
    /// More digits than [`MAX_OCTAL_DIGITS`].
    TooLong,
    /// No digit allows any move.
    NoMove(String),
    /// No period is proven within the sizes the mex computes to.
    Unproven {
        /// The code.
        code: String,
        /// How far the values were computed.
        up_to: u64,
    },
    /// Computing the values would take more than [`MAX_VALUES_WORK`] steps (options looked at).
    TooMuchWork {
        /// The code.
        code: String,
        /// How far the values had come when the budget ran out.
        at: u64,
    },
    /// A heap too large for the game's moves to be searched (Lasker's Nim: its splits are looked
    /// at one by one).
    TooLarge {
        /// The game's name.
        code: String,
        /// The heap's size.
        size: u64,
        /// The largest heap allowed.
        max: u64,
    },
    /// The person stopped the computation.
    Cancelled {
        /// The code.
        code: String,
        /// How far the values had come.
        at: u64,
    },
}

/// A period of the values: g(n + period) = g(n) for every n ≥ preperiod.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OctalPeriod {
    /// Where the repetition starts.
    pub preperiod: u64,
    /// Its length.
    pub period: u64,
}

/// The Grundy values of an octal game from 0 up to a size, and the period if one is proven.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalValues {
    values: Vec<u64>,
    period: Option<OctalPeriod>,
}

impl OctalValues {
    /// g(0), g(1), … as computed.
    #[must_use]
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// The period, when the Guy–Smith theorem proves it from the values computed.
    #[must_use]
    pub fn period(&self) -> Option<OctalPeriod> {
        self.period
    }

    /// g(n): computed, or from the proven period for an n past the values.
    #[must_use]
    pub fn value(&self, n: u64) -> Option<u64> {
        if let Some(&g) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Some(g);
        }
        let period = self.period?;
        let folded = period.preperiod + (n - period.preperiod) % period.period;
        usize::try_from(folded).ok().and_then(|i| self.values.get(i)).copied()
    }
}

impl OctalGame {
    /// Kayles: knock down one pin or two adjacent pins of a row (0.77).
    #[must_use]
    pub fn kayles() -> Self {
        Self { digits: vec![7, 7] }
    }

    /// Dawson's Kayles: knock down two adjacent pins (0.07).
    #[must_use]
    pub fn dawson() -> Self {
        Self { digits: vec![0, 7] }
    }

    /// The digits d₁, d₂, ….
    #[must_use]
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The subtraction game this code is, if it is one (every digit 0 or 3: take t, leaving one heap
    /// or none): "S(1..3)" or "S{1, 3, 4}".
    #[must_use]
    pub fn subtraction_name(&self) -> Option<String> {
        if !self.digits.iter().all(|&d| d == 0 || d == 3) {
            return None;
        }
        let takes: Vec<usize> = (1..=self.digits.len()).filter(|&t| self.digits[t - 1] == 3).collect();
        if takes.len() == self.digits.len() {
            return Some(format!("S(1..{})", takes.len()));
        }
        let list: Vec<String> = takes.iter().map(usize::to_string).collect();
        Some(format!("S{{{}}}", list.join(", ")))
    }

    /// An upper bound on the steps [`Self::values_for`] takes for heaps up to `largest`: the mex runs
    /// to at most max(`largest`, [`SEARCH_AHEAD`]) (never past [`MAX_UNPROVEN_TO`]), and value n looks
    /// at about n/2 splits for each digit that splits, so about (splitting digits) · n²/4 in all.
    #[must_use]
    pub fn work_for(&self, largest: u64) -> u128 {
        self.work_up_to(largest.clamp(SEARCH_AHEAD, MAX_UNPROVEN_TO))
    }

    /// An upper bound on the steps the mex takes to compute every value up to `to` (and no further),
    /// as [`Self::work_for`] counts them.
    #[must_use]
    pub fn work_up_to(&self, to: u64) -> u128 {
        let to = u128::from(to);
        let splitting = self.digits.iter().filter(|&&d| d & 4 != 0).count() as u128;
        // Doubling up to `to` costs at most twice the last pass.
        2 * (to * self.digits.len() as u128 + splitting * to * to / 4)
    }

    /// The digit for taking `take` tokens: 0 when the code does not allow it.
    #[must_use]
    pub fn digit(&self, take: u64) -> u8 {
        usize::try_from(take).ok().and_then(|t| t.checked_sub(1)).and_then(|i| self.digits.get(i)).copied().unwrap_or(0)
    }

    /// The values this game needs for heaps of up to `largest` tokens: by mex until the Guy–Smith
    /// theorem proves a period (looked for up to [`SEARCH_AHEAD`] at least, doubling the values
    /// computed), or, with no period proven, every value up to `largest`.
    ///
    /// # Errors
    /// [`OctalError::Unproven`] when no period is proven by [`MAX_UNPROVEN_TO`] and `largest` is beyond
    /// the values computed.
    pub fn values_for(&self, largest: u64) -> Result<OctalValues, OctalError> {
        self.values_for_watched(largest, &mut |_, _| true)
    }

    /// As [`Self::values_for`], telling `watch` how far each pass has come; it may stop the work.
    ///
    /// # Errors
    /// As [`Self::values_for`], and [`OctalError::Cancelled`] when `watch` answers no.
    pub fn values_for_watched(&self, largest: u64, watch: ValuesWatch<'_>) -> Result<OctalValues, OctalError> {
        ValuesRun::for_heaps_up_to(self, largest).run_watched(watch)
    }

    /// [`Self::values_for`] as slices of work, to run a little at a time.
    #[must_use]
    pub fn values_for_run(&self, largest: u64) -> ValuesRun {
        ValuesRun::for_heaps_up_to(self, largest)
    }

    /// The sizes a heap of `n` may leave by taking `take`: none, one heap, or two (each split once,
    /// the smaller first).
    fn options(&self, n: usize, values: &[u64], mut each: impl FnMut(u64)) {
        for (i, &digit) in self.digits.iter().enumerate() {
            let take = i + 1;
            if take > n {
                break;
            }
            let rest = n - take;
            if digit & 1 != 0 && rest == 0 {
                each(0);
            }
            if digit & 2 != 0 && rest > 0 {
                each(values[rest]);
            }
            if digit & 4 != 0 && rest >= 2 {
                for a in 1..=rest / 2 {
                    each(values[a] ^ values[rest - a]);
                }
            }
        }
    }

    /// The Grundy values from 0 to `to` by mex, and the period if the Guy–Smith theorem proves one
    /// within them.
    #[must_use]
    pub fn values(&self, to: usize) -> OctalValues {
        let values = self.values_watched(to, &mut |_, _| true);
        // Nothing can stop a computation whose watch always goes on.
        values.unwrap_or_else(|_| OctalValues { values: Vec::new(), period: None })
    }

    /// As [`Self::values`], telling `watch` how far it has come every few thousand sizes.
    ///
    /// # Errors
    /// [`OctalError::Cancelled`] when `watch` answers no.
    pub fn values_watched(&self, to: usize, watch: ValuesWatch<'_>) -> Result<OctalValues, OctalError> {
        ValuesRun::plain(self, to, false).run_watched(watch)
    }

    /// The values from 0 to `to` by the rare/common method (see `sparse.rs`): the same values as
    /// [`Self::values_by_mex`], much faster where the game has a sparse space. `None` when a value
    /// passes the method's tables (4,095).
    #[must_use]
    pub fn values_by_rare_common(&self, to: usize) -> Option<Vec<u64>> {
        let mut run = sparse::SparseRun::new(&self.digits, to + 1);
        for _ in 0..=to {
            run.push_next().ok()?;
        }
        Some(run.values().iter().copied().map(u64::from).collect())
    }

    /// The values from 0 to `to` by the plain mex over every option.
    #[must_use]
    pub fn values_by_mex(&self, to: usize) -> Vec<u64> {
        let mut run = ValuesRun::plain(self, to, true);
        loop {
            if let Some(answer) = run.step(usize::MAX) {
                return answer.map(|values| values.values).unwrap_or_default();
            }
        }
    }
}

/// The shortest period the values prove by the Guy–Smith theorem: if g(n + p) = g(n) for every
/// n0 ≤ n < 2·n0 + p + t (t the code's length), it holds for every n ≥ n0.
#[must_use]
pub fn proven_period(values: &[u64], code_length: usize) -> Option<OctalPeriod> {
    period_of(values, code_length)
}

/// [`proven_period`] for values of any width.
pub(super) fn period_of<T: Copy + PartialEq>(values: &[T], code_length: usize) -> Option<OctalPeriod> {
    let last = values.len().checked_sub(1)?;
    for p in 1..=last / 2 {
        // The first n from which g(n + p) = g(n) holds as far as the values go.
        let n0 = (0..=last - p).rev().find(|&n| values[n + p] != values[n]).map_or(0, |n| n + 1);
        // The theorem asks for the checks up to n = 2·n0 + p + t − 1.
        if 2 * n0 + p + code_length - 1 <= last - p {
            return Some(OctalPeriod { preperiod: n0 as u64, period: p as u64 });
        }
    }
    None
}

impl FromStr for OctalGame {
    type Err = OctalError;

    fn from_str(text: &str) -> Result<Self, OctalError> {
        let text = text.trim();
        match text {
            "kayles" => return Ok(Self::kayles()),
            "dawson" => return Ok(Self::dawson()),
            _ => {}
        }
        let Some(digits) = text.strip_prefix("0.") else { return Err(OctalError::Malformed(text.into())) };
        if digits.is_empty() || !digits.chars().all(|c| ('0'..='7').contains(&c)) {
            return Err(OctalError::Malformed(text.into()));
        }
        if digits.len() > MAX_OCTAL_DIGITS {
            return Err(OctalError::TooLong);
        }
        let mut digits: Vec<u8> = digits.bytes().map(|b| b - b'0').collect();
        while digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.is_empty() {
            return Err(OctalError::NoMove(text.into()));
        }
        Ok(Self { digits })
    }
}

impl fmt::Display for OctalGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("0.")?;
        for d in &self.digits {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// The largest size the values of a game with no proven period are computed to (2^20: 0.6 takes about
/// three seconds there by the rare/common method; beyond it the error says so instead of running for
/// minutes).
pub const MAX_UNPROVEN_TO: u64 = 1 << 20;

/// The most steps (options looked at, one XOR each) one computation of values may take (2^33: 0.6 up
/// to 2^20 by the rare/common method, about five seconds; at most about fifteen by the plain mex).
/// The mex's worst case is known before it starts ([`OctalGame::work_for`]); the rare/common method
/// is usually far faster but not always, so the steps are counted as they are taken, and past this
/// the computation stops with [`OctalError::TooMuchWork`]. A game's values needed for a position
/// (a file, a sum on the board) have a smaller budget, checked before the work ([`MAX_SUM_VALUES_WORK`]).
pub const MAX_VALUES_WORK: u64 = (1 << 33) / super::FUZZ_DIVISOR;

/// The most steps the values of a position's games may take in all, by the mex's worst case
/// ([`OctalGame::work_for`]), checked before any is computed (2^28: at most about half a second on
/// this project's 2-core machine; 0.6 up to heaps of about 23,000, a code of 20 digits that split up
/// to about 5,000).
pub const MAX_SUM_VALUES_WORK: u128 = (1 << 28) / super::FUZZ_DIVISOR as u128;

/// From this size on, a game that splits heaps is computed by the rare/common method (below it the
/// plain mex is as fast: `cargo bench --bench solver -- octal`).
pub const RARE_COMMON_FROM: usize = 1 << 13;

/// How far the values are computed, whatever size is asked, in search of a period.
pub const SEARCH_AHEAD: u64 = 4096;

mod grundys_game;
mod heap_game;

pub use grundys_game::{MAX_GRUNDYS_GAME_HEAP, grundys_game_values, grundys_game_work};
pub use heap_game::{GrundySequenceReport, HeapGame};

#[cfg(test)]
mod tests;
