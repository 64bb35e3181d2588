//! The rules of a game: how it ends (normal or misère) and which amounts a move may take.

use std::fmt;
use std::num::NonZeroU64;
use std::sync::Arc;

use super::grundy::{GrundyError, GrundySequence};

/// How the game ends.
///
/// A game ends when the player to move has no legal move. Under [`MoveRule::Any`] and
/// [`MoveRule::UpTo`] that is exactly when every heap is empty, so "the last move" is "taking the last
/// object"; under a subtraction set a heap smaller than every allowed amount is stuck, and the rule
/// speaks of the last *move*.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Ending {
    /// Normal play: the player who makes the last move (takes the last object) wins.
    #[default]
    Normal,
    /// Misère play: the player who makes the last move (takes the last object) loses.
    Misere,
}

impl Ending {
    /// The short name used in files and JSON: `"normal"` or `"misere"`.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Self::Normal => "normal",
            Self::Misere => "misere",
        }
    }
}

/// Which amounts a move may take from one heap.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum MoveRule {
    /// Nim: any number from 1 to the whole heap.
    #[default]
    Any,
    /// The subtraction game S(1..k): from 1 to `k` objects (k ≥ 1, so `UpTo(0)` cannot be built).
    UpTo(NonZeroU64),
    /// A finite subtraction set S such as {1, 3, 4}: exactly one of its amounts.
    Set(SubtractionSet),
}

impl MoveRule {
    /// S(1..k), checked: `k` must be at least 1.
    ///
    /// # Errors
    /// [`RulesError::ZeroLimit`] when `k` is 0.
    pub fn up_to(k: u64) -> Result<Self, RulesError> {
        NonZeroU64::new(k).map(Self::UpTo).ok_or(RulesError::ZeroLimit)
    }

    /// A subtraction set, checked and with its Grundy sequence computed (see [`SubtractionSet::new`]).
    /// Every amount from 1 to k is the rule S(1..k) itself:
    ///
    /// ```
    /// use bouton::MoveRule;
    /// assert_eq!(MoveRule::set(&[2, 1]).unwrap(), MoveRule::up_to(2).unwrap());
    /// assert!(matches!(MoveRule::set(&[1, 3]).unwrap(), MoveRule::Set(_)));
    /// ```
    ///
    /// # Errors
    /// As [`SubtractionSet::new`].
    pub fn set(amounts: &[u64]) -> Result<Self, RulesError> {
        SubtractionSet::new(amounts).map(Self::from_set)
    }

    /// A set that is every amount from 1 to k is S(1..k), the game whose rules are proven (in
    /// misère play too): it is that rule, so every surface explains it by the proven rule.
    fn from_set(set: SubtractionSet) -> Self {
        let amounts = set.amounts();
        let k = amounts.len() as u64;
        match std::num::NonZeroU64::new(k) {
            Some(k) if amounts.iter().copied().eq(1..=k.get()) => Self::UpTo(k),
            _ => Self::Set(set),
        }
    }

    /// A subtraction set whose Grundy period search computes at most `limit` values (see
    /// [`SubtractionSet::within`]).
    ///
    /// # Errors
    /// As [`SubtractionSet::within`].
    pub fn set_within(amounts: &[u64], limit: usize) -> Result<Self, RulesError> {
        SubtractionSet::within(amounts, limit).map(Self::from_set)
    }

    /// Whether a move may take `take` objects (ignoring the heap's size).
    #[must_use]
    pub fn allows(&self, take: u64) -> bool {
        match self {
            Self::Any => take >= 1,
            Self::UpTo(k) => (1..=k.get()).contains(&take),
            Self::Set(set) => set.contains(take),
        }
    }

    /// The Grundy value of one heap of `size` objects under this rule: `size` for Nim, `size mod (k+1)`
    /// for S(1..k), the periodic mex sequence for a set.
    ///
    /// ```
    /// use bouton::MoveRule;
    /// assert_eq!(MoveRule::Any.grundy(19), 19);
    /// assert_eq!(MoveRule::up_to(3).unwrap().grundy(10), 2);
    /// assert_eq!(MoveRule::set(&[1, 3, 4]).unwrap().grundy(7), 0);
    /// ```
    #[must_use]
    pub fn grundy(&self, size: u64) -> u64 {
        match self {
            Self::Any => size,
            // k = u64::MAX has k + 1 = 2^64 > every size: the value is the size itself.
            Self::UpTo(k) => k.checked_add(1).map_or(size, |modulus| size % modulus),
            Self::Set(set) => set.sequence().value(size),
        }
    }

    /// The subtraction game's notation: "S(1..3)" or "S{1, 3, 4}"; `None` for Nim.
    #[must_use]
    pub fn subtraction_name(&self) -> Option<String> {
        match self {
            Self::Any => None,
            Self::UpTo(k) => Some(format!("S(1..{k})")),
            Self::Set(set) => Some(format!("S{set}")),
        }
    }

    /// The period of the values, as (preperiod, period): k + 1 from the start for S(1..k), the
    /// set's proven period; none for Nim (and for S(1..u64::MAX), which no heap reaches).
    #[must_use]
    pub fn period(&self) -> Option<(u64, u64)> {
        match self {
            Self::Any => None,
            Self::UpTo(k) => k.get().checked_add(1).map(|period| (0, period)),
            Self::Set(set) => Some((set.sequence().preperiod() as u64, set.sequence().period() as u64)),
        }
    }

    /// How many moves a heap of `size` has under this rule (one per amount it may take).
    #[must_use]
    pub fn move_count(&self, size: u64) -> u64 {
        match self {
            Self::Any => size,
            Self::UpTo(k) => size.min(k.get()),
            Self::Set(set) => set.amounts().iter().filter(|&&a| a <= size).count() as u64,
        }
    }

    /// The smallest amount a move may take: a heap smaller than this is stuck.
    #[must_use]
    pub fn smallest_take(&self) -> u64 {
        match self {
            Self::Any | Self::UpTo(_) => 1,
            Self::Set(set) => set.amounts()[0],
        }
    }

    /// The largest Grundy value any heap can have, when it is bounded (S(1..k) and sets).
    #[must_use]
    pub fn largest_grundy(&self) -> Option<u64> {
        match self {
            Self::Any => None,
            Self::UpTo(k) => Some(k.get()),
            Self::Set(set) => Some(set.sequence().largest_value()),
        }
    }
}

/// A finite set of allowed amounts, sorted, without 0, with its Grundy sequence.
///
/// The sequence is computed once, when the set is made, so that [`MoveRule::grundy`] is a table look-up.
#[derive(Clone, Debug)]
pub struct SubtractionSet {
    amounts: Arc<[u64]>,
    sequence: Arc<GrundySequence>,
}

impl SubtractionSet {
    /// The largest amount a set may hold. The Grundy sequence is periodic with a window as long as the
    /// largest amount, so this bounds the work of finding the period.
    pub const MAX_AMOUNT: u64 = 4096;
    /// The most amounts a set may hold.
    pub const MAX_LEN: usize = 64;

    /// Checks the amounts (duplicates are merged, order does not matter) and computes the Grundy
    /// sequence with its period.
    ///
    /// # Errors
    /// [`RulesError::EmptySet`], [`RulesError::ZeroInSet`], [`RulesError::SetTooLarge`],
    /// [`RulesError::AmountTooLarge`], or [`RulesError::Grundy`] when no period shows within the bound
    /// of [`GrundySequence::SEARCH_LIMIT`] values.
    ///
    /// ```
    /// use bouton::SubtractionSet;
    /// let set = SubtractionSet::new(&[4, 1, 3]).unwrap();
    /// assert_eq!(set.amounts(), &[1, 3, 4]);
    /// assert_eq!(set.sequence().period(), 7);
    /// assert!(SubtractionSet::new(&[0, 2]).is_err());
    /// ```
    pub fn new(amounts: &[u64]) -> Result<Self, RulesError> {
        Self::within(amounts, GrundySequence::SEARCH_LIMIT)
    }

    /// As [`Self::new`], with the period search bounded by `limit` values (at most
    /// [`GrundySequence::SEARCH_LIMIT`]): files share one budget among all their sets.
    ///
    /// # Errors
    /// As [`Self::new`]; [`RulesError::Grundy`] when no period shows within `limit` values.
    ///
    /// ```
    /// use bouton::SubtractionSet;
    /// // Five values are not enough to see the period 7 of {1, 3, 4}; a hundred are.
    /// assert!(SubtractionSet::within(&[1, 3, 4], 5).is_err());
    /// assert_eq!(SubtractionSet::within(&[1, 3, 4], 100).unwrap().sequence().period(), 7);
    /// ```
    pub fn within(amounts: &[u64], limit: usize) -> Result<Self, RulesError> {
        let mut sorted = amounts.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        let Some(&largest) = sorted.last() else {
            return Err(RulesError::EmptySet);
        };
        if sorted[0] == 0 {
            return Err(RulesError::ZeroInSet);
        }
        if sorted.len() > Self::MAX_LEN {
            return Err(RulesError::SetTooLarge { len: sorted.len() });
        }
        if largest > Self::MAX_AMOUNT {
            return Err(RulesError::AmountTooLarge { amount: largest });
        }
        let sequence = GrundySequence::of_set_within(&sorted, limit)?;
        Ok(Self { amounts: sorted.into(), sequence: Arc::new(sequence) })
    }

    /// The allowed amounts, in increasing order.
    #[must_use]
    pub fn amounts(&self) -> &[u64] {
        &self.amounts
    }

    /// Whether `take` is one of the allowed amounts.
    #[must_use]
    pub fn contains(&self, take: u64) -> bool {
        self.amounts.binary_search(&take).is_ok()
    }

    /// The Grundy sequence g(0), g(1), … of one heap under this set, with its period.
    #[must_use]
    pub fn sequence(&self) -> &GrundySequence {
        &self.sequence
    }
}

impl PartialEq for SubtractionSet {
    fn eq(&self, other: &Self) -> bool {
        self.amounts == other.amounts
    }
}

impl Eq for SubtractionSet {}

/// Hashed by its amounts, as it is compared (the sequence follows from them).
impl std::hash::Hash for SubtractionSet {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.amounts.hash(state);
    }
}

/// The complete rules of a game: its ending and its move rule.
///
/// ```
/// use bouton::{Ending, MoveRule, Rules};
/// let rules = Rules::new(Ending::Misere, MoveRule::up_to(3).unwrap());
/// assert_eq!(rules.to_string(), "misère play, take 1 to 3");
/// assert_eq!(Rules::default().to_string(), "normal play, take any number");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Rules {
    /// Who wins when the last move is made.
    pub ending: Ending,
    /// Which amounts a move may take.
    pub moves: MoveRule,
}

impl Rules {
    /// Rules from their two parts.
    #[must_use]
    pub fn new(ending: Ending, moves: MoveRule) -> Self {
        Self { ending, moves }
    }

    /// The Grundy value of a heap of `size` objects (see [`MoveRule::grundy`]).
    #[must_use]
    pub fn grundy(&self, size: u64) -> u64 {
        self.moves.grundy(size)
    }

    /// Whether a heap of `size` objects has at least one legal move.
    #[must_use]
    pub fn can_move_from(&self, size: u64) -> bool {
        size >= self.moves.smallest_take()
    }
}

/// Why a set of rules is not valid.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// S(1..k) with k = 0 would allow no move at all.
    ZeroLimit,
    /// A subtraction set with no amount allows no move at all.
    EmptySet,
    /// Taking 0 is not a move.
    ZeroInSet,
    /// Too many amounts.
    SetTooLarge {
        /// How many distinct amounts were given.
        len: usize,
    },
    /// An amount too large to find the Grundy period.
    AmountTooLarge {
        /// The largest amount given.
        amount: u64,
    },
    /// The Grundy sequence showed no period within the search bound.
    #[error(transparent)]
    Grundy(#[from] GrundyError),
}

impl fmt::Display for SubtractionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, amount) in self.amounts.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{amount}")?;
        }
        f.write_str("}")
    }
}
