//! The game a heap belongs to: a take-away game (Nim, S(1..k), a subtraction set) or an octal game
//! (Kayles, Dawson's Kayles, any code), by name, with its values. A position of heaps that all play
//! the same take-away game is a plain game under that move rule ([`HeapGame::Take`]).

use std::str::FromStr;

use super::{OctalError, OctalGame, OctalPeriod, OctalValues, ValuesWatch};
use crate::core::rules::{MoveRule, SubtractionSet};
use crate::core::sum::Leaves;

/// The game a heap belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum HeapGame {
    /// Take from the heap as the move rule allows, leaving one smaller heap or none: Nim
    /// (`Take(MoveRule::Any)`, g(n) = n), S(1..k) (g(n) = n mod (k+1)) or a subtraction set (its
    /// periodic mex sequence). Values by the rule's formula, for heaps of any size.
    Take(MoveRule),
    /// An octal game (Kayles, Dawson's Kayles, any code): a move may also split a heap in two.
    Octal(OctalGame),
    /// Lasker's Nim: take any number from the heap, or split it into two non-empty heaps without
    /// taking (a move of take 0). Values g(4m+1) = 4m+1, g(4m+2) = 4m+2, g(4m+3) = 4m+4,
    /// g(4m+4) = 4m+3 (found by mex and checked against the pattern by a test).
    Lasker,
    /// Grundy's game: split the heap into two non-empty heaps of different sizes, taking nothing
    /// (a move of take 0). Values by mex, for heaps up to [`super::MAX_GRUNDYS_GAME_HEAP`] (no
    /// period is known).
    Grundy,
}

impl HeapGame {
    /// Nim: take any number.
    #[must_use]
    pub fn nim() -> Self {
        Self::Take(MoveRule::Any)
    }

    /// The amounts a subtraction set's name lists (`set-1.3.4` → 1, 3, 4), unchecked; `None` when
    /// `text` does not name a set. At most a set's number of amounts is read.
    ///
    /// # Errors
    /// [`OctalError::Malformed`] when an amount is not a number, or there are too many.
    #[must_use]
    pub fn set_amounts(text: &str) -> Option<Result<Vec<u64>, OctalError>> {
        let list = text.trim().strip_prefix("set-")?;
        let malformed = || OctalError::Malformed(text.trim().into());
        let mut takes = Vec::new();
        for word in list.split('.') {
            if takes.len() == SubtractionSet::MAX_LEN {
                return Some(Err(malformed()));
            }
            match word.parse::<u64>() {
                Ok(take) => takes.push(take),
                Err(_) => return Some(Err(malformed())),
            }
        }
        Some(Ok(takes))
    }

    /// Whether a move takes `take` and leaves `leaves` (sizes already known to add up): a take-away
    /// rule allows its amounts and never splits; an octal code's digit for `take` says what may be
    /// left.
    #[must_use]
    pub fn allows(&self, take: u64, leaves: Leaves) -> bool {
        match self {
            Self::Take(rule) => rule.allows(take) && !matches!(leaves, Leaves::Two(..)),
            Self::Octal(code) => code.digit(take) & leaves.bit() != 0,
            // A split takes nothing; anything else takes at least one.
            Self::Lasker => (take == 0) == matches!(leaves, Leaves::Two(..)),
            Self::Grundy => take == 0 && matches!(leaves, Leaves::Two(a, b) if a != b),
        }
    }

    /// Every legal move on a heap of `size` as (take, leaves): by take, then nothing, one heap, and
    /// the splits with the smaller part first (each split once). As long as the heap is big: take
    /// only what you need.
    ///
    /// ```
    /// use bouton::{HeapGame, Leaves};
    /// let kayles: HeapGame = "kayles".parse().unwrap();
    /// let moves: Vec<(u64, Leaves)> = kayles.moves(3).collect();
    /// assert_eq!(moves, [(1, Leaves::One(2)), (1, Leaves::Two(1, 1)), (2, Leaves::One(1))]);
    /// ```
    pub fn moves(&self, size: u64) -> impl Iterator<Item = (u64, Leaves)> + '_ {
        // The amounts a move may take, in increasing order (a take-away rule lists only its own).
        let takes: Box<dyn Iterator<Item = u64> + '_> = match self {
            Self::Take(rule) => crate::core::position::takes_from(size, rule),
            Self::Octal(code) => Box::new(1..=size.min(code.digits().len() as u64)),
            // Take 0 is the splits; then every take, as in Nim.
            Self::Lasker => Box::new(0..=size),
            Self::Grundy => Box::new(std::iter::once(0)),
        };
        takes.flat_map(move |take| {
            let rest = size - take;
            let whole = (rest == 0 && self.allows(take, Leaves::Nothing)).then_some(Leaves::Nothing);
            let one = (rest > 0 && self.allows(take, Leaves::One(rest))).then_some(Leaves::One(rest));
            let splits = match self {
                // a < rest − a: the two parts differ.
                Self::Grundy => rest.saturating_sub(1) / 2,
                _ if rest >= 2 && self.allows(take, Leaves::Two(1, 1)) => rest / 2,
                _ => 0,
            };
            whole
                .into_iter()
                .chain(one)
                .chain((1..=splits).map(move |a| Leaves::Two(a, rest - a)))
                .map(move |leaves| (take, leaves))
        })
    }

    /// Whether a heap of `size` has a legal move.
    #[must_use]
    pub fn has_move(&self, size: u64) -> bool {
        self.moves(size).next().is_some()
    }

    /// How many moves a heap of `size` has (splits counted once each), without listing them.
    #[must_use]
    pub fn move_count(&self, size: u64) -> u128 {
        match self {
            Self::Take(rule) => u128::from(rule.move_count(size)),
            Self::Octal(code) => (1..=size.min(code.digits().len() as u64))
                .map(|take| {
                    let (digit, rest) = (code.digit(take), size - take);
                    u128::from(digit & 1 != 0 && rest == 0)
                        + u128::from(digit & 2 != 0 && rest > 0)
                        + if digit & 4 != 0 { u128::from(rest / 2) } else { 0 }
                })
                .sum(),
            Self::Lasker => u128::from(size) + u128::from(size / 2),
            Self::Grundy => u128::from(size.saturating_sub(1) / 2),
        }
    }

    /// Whether a move may leave two heaps (Kayles, Dawson's Kayles, 0.6, …): its board takes tokens
    /// where a click lands.
    #[must_use]
    pub fn splits(&self) -> bool {
        match self {
            Self::Take(_) => false,
            Self::Octal(code) => code.digits().iter().any(|d| d & 4 != 0),
            Self::Lasker | Self::Grundy => true,
        }
    }

    /// Whether this is Nim.
    #[must_use]
    pub fn is_nim(&self) -> bool {
        matches!(self, Self::Take(MoveRule::Any))
    }

    /// Its name, as the command line takes it: `nim`, `upto-K`, `set-A.B.C`, `kayles`, `dawson`, or the
    /// code.
    #[must_use]
    pub fn name(&self) -> String {
        match self {
            Self::Take(MoveRule::Any) => "nim".into(),
            Self::Take(MoveRule::UpTo(k)) => format!("upto-{k}"),
            Self::Take(MoveRule::Set(set)) => {
                let amounts: Vec<String> = set.amounts().iter().map(u64::to_string).collect();
                format!("set-{}", amounts.join("."))
            }
            Self::Octal(game) if *game == OctalGame::kayles() => "kayles".into(),
            Self::Octal(game) if *game == OctalGame::dawson() => "dawson".into(),
            Self::Octal(game) => game.to_string(),
            Self::Lasker => "lasker".into(),
            Self::Grundy => "grundy".into(),
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
            Self::Take(rule) => {
                let values = (0..=to).map(|n| rule.grundy(n)).collect();
                let period = rule.period().map(|(preperiod, period)| OctalPeriod { preperiod, period });
                return Ok(GrundySequenceReport { values, period, searched_to: to });
            }
            Self::Octal(game) => game,
            Self::Lasker => {
                let values = (0..=to).map(crate::core::lasker_value).collect();
                return Ok(GrundySequenceReport { values, period: None, searched_to: to });
            }
            Self::Grundy => {
                let values = super::grundys_game_values(to)?;
                return Ok(GrundySequenceReport { values, period: None, searched_to: to });
            }
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

    /// `nim`, `kayles`, `dawson`, `upto-K` (S(1..K)), `set-A.B.C` (take exactly A, B or C),
    /// `lasker` (Lasker's Nim), `grundy` (Grundy's game), or an octal code such as `0.6`.
    fn from_str(text: &str) -> Result<Self, OctalError> {
        let text = text.trim();
        let malformed = || OctalError::Malformed(text.into());
        if text == "nim" {
            return Ok(Self::nim());
        }
        if text == "lasker" {
            return Ok(Self::Lasker);
        }
        if text == "grundy" {
            return Ok(Self::Grundy);
        }
        if let Some(k) = text.strip_prefix("upto-") {
            let k: u64 = k.parse().map_err(|_| malformed())?;
            return MoveRule::up_to(k).map(Self::Take).map_err(|_| malformed());
        }
        if let Some(takes) = Self::set_amounts(text) {
            return MoveRule::set(&takes?).map(Self::Take).map_err(|_| malformed());
        }
        text.parse().map(Self::Octal)
    }
}
