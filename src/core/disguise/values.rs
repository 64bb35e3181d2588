//! A game's values found from its moves by mex as far as the work allows, checked against the rule
//! that gives them (Lasker's period-4 pattern, a coin-turning game's formula), then given by that
//! rule: found and shown, not assumed.

use super::{CoinRule, lasker_value, lasker_values_by_mex};

/// Values from the first size (0 for a heap, 1 for a coin's position) up to a size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundValues {
    /// The first size or position the values start at.
    pub first: u64,
    /// The values, from `first` on.
    pub values: Vec<u64>,
    /// How far the values were found by mex from the moves.
    pub mex_to: u64,
    /// The first size where the mex values and the rule differ (`None`: the rule held, and gives the
    /// values past `mex_to`; otherwise the values stop at `mex_to`).
    pub breaks_at: Option<u64>,
}

impl FoundValues {
    /// How far Lasker's values are found by mex (work: 2000² / 4).
    pub const LASKER_MEX_TO: u64 = 2_000;

    /// How far a coin-turning game's values are found by mex: Turtles and Ruler take to² work, Mock
    /// Turtles to³/6.
    #[must_use]
    pub fn coins_mex_to(rule: CoinRule) -> u64 {
        match rule {
            CoinRule::Turtles | CoinRule::Ruler => 2_000,
            CoinRule::MockTurtles => 200,
        }
    }

    /// Lasker's values g(0) … g(`to`).
    #[must_use]
    pub fn lasker(to: u64) -> Self {
        let mex_to = to.min(Self::LASKER_MEX_TO);
        let by_mex = lasker_values_by_mex(usize::try_from(mex_to).unwrap_or(0));
        Self::checked(0, by_mex, mex_to, to, lasker_value)
    }

    /// The values of a lone head at positions 1 … `to` under `rule`.
    #[must_use]
    pub fn coins(rule: CoinRule, to: u64) -> Self {
        let mex_to = to.min(Self::coins_mex_to(rule));
        let by_mex = rule.values_by_mex(usize::try_from(mex_to).unwrap_or(0));
        Self::checked(1, by_mex, mex_to, to, |n| rule.value(n))
    }

    /// The mex values from `first` to `mex_to`, checked against `rule`, and the rule's past them up
    /// to `to` where it held.
    fn checked(first: u64, by_mex: Vec<u64>, mex_to: u64, to: u64, rule: impl Fn(u64) -> u64) -> Self {
        let breaks_at = (first..=mex_to).zip(&by_mex).find(|&(n, &v)| v != rule(n)).map(|(n, _)| n);
        let values = if breaks_at.is_some() || to <= mex_to {
            by_mex
        } else {
            by_mex.into_iter().chain((mex_to + 1..=to).map(rule)).collect()
        };
        Self { first, values, mex_to, breaks_at }
    }
}
