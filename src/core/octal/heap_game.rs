//! The game a heap belongs to: Nim, or an octal game (Kayles, Dawson's Kayles, S(1..k), a subtraction
//! set, any code), by name, with its values.

use std::str::FromStr;

use super::{MAX_OCTAL_DIGITS, OctalError, OctalGame, OctalPeriod, OctalValues, ValuesWatch};

/// The game a heap belongs to: Nim, or an octal game (which includes S(1..k) and subtraction sets).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum HeapGame {
    /// Take any number: g(n) = n.
    Nim,
    /// An octal game.
    Octal(OctalGame),
}

impl HeapGame {
    /// Its name, as the command line takes it: `nim`, `kayles`, `dawson`, or the code.
    #[must_use]
    pub fn name(&self) -> String {
        match self {
            Self::Nim => "nim".into(),
            Self::Octal(game) if *game == OctalGame::kayles() => "kayles".into(),
            Self::Octal(game) if *game == OctalGame::dawson() => "dawson".into(),
            Self::Octal(game) => game.to_string(),
        }
    }

    /// Its values from 0 to `to`: Nim's are n; an octal game's by mex until the Guy–Smith theorem
    /// proves a period, then from the period.
    ///
    /// # Errors
    /// [`OctalError::Unproven`] when no period is proven by [`MAX_UNPROVEN_TO`] and more is asked.
    pub fn sequence(&self, to: u64) -> Result<GrundySequenceReport, OctalError> {
        self.sequence_watched(to, to, &mut |_, _| true)
    }

    /// Its values from 0 to `to`, with a period looked for in the values up to `search_to` at least
    /// (a period found earlier ends the search), telling `watch` how far the work has come.
    ///
    /// # Errors
    /// As [`Self::sequence`] (for the larger of `to` and `search_to`), and [`OctalError::Cancelled`]
    /// when `watch` answers no.
    pub fn sequence_watched(
        &self,
        to: u64,
        search_to: u64,
        watch: ValuesWatch<'_>,
    ) -> Result<GrundySequenceReport, OctalError> {
        let game = match self {
            Self::Nim => {
                return Ok(GrundySequenceReport { values: (0..=to).collect(), period: None, searched_to: to });
            }
            Self::Octal(game) => game,
        };
        // The period belongs to the game, not to the sizes asked for: it is looked for a little past a
        // small `to` too.
        let values = game.values_for_watched(to.max(search_to), watch)?;
        Ok(GrundySequenceReport::from_values(&values, to))
    }
}

/// A game's values from 0 to a size, and the period when one is proven.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundySequenceReport {
    /// g(0), g(1), … g(to).
    pub values: Vec<u64>,
    /// The proven period, if any.
    pub period: Option<OctalPeriod>,
    /// The largest size whose value was computed one by one (by mex) in looking for the period; for
    /// Nim, `to`.
    pub searched_to: u64,
}

impl GrundySequenceReport {
    /// The report of values computed (see [`OctalGame::values_for`]) up to `to`: from the period
    /// past the values computed, or as far as they go.
    #[must_use]
    pub fn from_values(values: &OctalValues, to: u64) -> Self {
        let period = values.period();
        let known = values.values().len();
        let searched_to = known.saturating_sub(1) as u64;
        let all = match period {
            Some(_) => (0..=to).map(|n| values.value(n).unwrap_or(0)).collect(),
            None => values.values()[..known.min(usize::try_from(to).unwrap_or(usize::MAX).saturating_add(1))].to_vec(),
        };
        Self { values: all, period, searched_to }
    }
}

impl FromStr for HeapGame {
    type Err = OctalError;

    /// `nim`, `kayles`, `dawson`, `upto-K` (S(1..K)), `set-A.B.C` (take exactly A, B or C), or an
    /// octal code such as `0.6`.
    fn from_str(text: &str) -> Result<Self, OctalError> {
        let text = text.trim();
        if text == "nim" {
            return Ok(Self::Nim);
        }
        // Subtraction games are octal games whose digits are 3 (take t, leaving one heap or none).
        let threes = |takes: &[usize]| -> Result<Self, OctalError> {
            let longest = takes.iter().copied().max().unwrap_or(0);
            // A take of 0 is no move (and there is no digit d₀ to set).
            if longest == 0 || takes.contains(&0) {
                return Err(OctalError::Malformed(text.into()));
            }
            if longest > MAX_OCTAL_DIGITS {
                return Err(OctalError::TooLong);
            }
            let mut digits = vec![0; longest];
            for &t in takes {
                digits[t - 1] = 3;
            }
            Ok(Self::Octal(OctalGame { digits }))
        };
        if let Some(k) = text.strip_prefix("upto-") {
            let k: usize = k.parse().map_err(|_| OctalError::Malformed(text.into()))?;
            return threes(&(1..=k).collect::<Vec<_>>());
        }
        if let Some(list) = text.strip_prefix("set-") {
            let takes: Result<Vec<usize>, _> = list.split('.').map(str::parse).collect();
            let takes = takes.map_err(|_| OctalError::Malformed(text.into()))?;
            return threes(&takes);
        }
        text.parse().map(Self::Octal)
    }
}
