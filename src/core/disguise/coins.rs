//! Coin-turning games: a row of coins, heads or tails, at positions 1, 2, 3, … A move turns the
//! chosen rightmost coin from heads to tails and, by the game's rule, some coins to its left (either
//! way up). Underneath, each head at position n is a Nim heap of the value g(n) of a lone head there,
//! and the row is their sum (turning a coin twice undoes it, as X ⊕ X = 0 does).

use std::fmt;
use std::str::FromStr;

use super::{DisguiseError, Disguised, Effect, Lift, LiftedHeap};

/// The longest row of coins.
pub const MAX_COINS: usize = 200;

/// Which coins a move may turn besides the rightmost one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CoinRule {
    /// Turning Turtles: at most one more coin, anywhere to the left. g(n) = n.
    Turtles,
    /// Mock Turtles: at most two more. g(n) is the n-th odious number (1, 2, 4, 7, 8, 11, …: an odd
    /// number of ones in binary).
    MockTurtles,
    /// Ruler: a run of consecutive coins ending at the rightmost one. g(n) is the largest power of 2
    /// that divides n.
    Ruler,
}

impl CoinRule {
    /// Every rule.
    pub const ALL: [Self; 3] = [Self::Turtles, Self::MockTurtles, Self::Ruler];

    /// Its name on the command line: `turtles`, `mock-turtles`, `ruler`.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Self::Turtles => "turtles",
            Self::MockTurtles => "mock-turtles",
            Self::Ruler => "ruler",
        }
    }

    /// The rule named `key`.
    #[must_use]
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|rule| rule.key() == key)
    }

    /// The value of a lone head at position `n` (from 1), by the rule's formula (see
    /// [`Self::values_by_mex`] for the values found from the moves).
    #[must_use]
    pub fn value(self, n: u64) -> u64 {
        match self {
            Self::Turtles => n,
            Self::MockTurtles => {
                let m = n.saturating_sub(1);
                2 * m + u64::from(m.count_ones().is_multiple_of(2))
            }
            Self::Ruler => n & n.wrapping_neg(),
        }
    }

    /// The values of a lone head at positions 1 to `to`, found by mex from the moves (each move's
    /// result is the sum of the heads it leaves): the check that [`Self::value`]'s formula holds.
    /// Work: `to`² for Turtles and Ruler, `to`³/6 for Mock Turtles.
    #[must_use]
    pub fn values_by_mex(self, to: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::with_capacity(to);
        for n in 0..to {
            // Options: turning only coin n leaves nothing (0); the others turn coins to its left.
            let mut seen = vec![false; 4 * (n + 2)];
            let mut see = |v: u64| {
                if let Some(slot) = usize::try_from(v).ok().and_then(|v| seen.get_mut(v)) {
                    *slot = true;
                }
            };
            see(0);
            match self {
                Self::Turtles => g.iter().for_each(|&v| see(v)),
                Self::MockTurtles => {
                    for a in 0..n {
                        see(g[a]);
                        for b in 0..a {
                            see(g[a] ^ g[b]);
                        }
                    }
                }
                Self::Ruler => {
                    let mut run = 0;
                    for a in (0..n).rev() {
                        run ^= g[a];
                        see(run);
                    }
                }
            }
            g.push(seen.iter().position(|s| !s).unwrap_or(seen.len()) as u64);
        }
        g
    }
}

/// A row of coins under a coin-turning rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CoinRow {
    rule: CoinRule,
    /// Whether the coin at position i + 1 shows heads.
    heads: Vec<bool>,
}

/// The coins a move turns: positions from 1, the rightmost (a head, turned to tails) first, the rest
/// in decreasing order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CoinMove {
    /// The positions turned, rightmost first.
    pub turned: Vec<usize>,
}

impl CoinRow {
    /// A row under `rule`: `heads[i]` says whether the coin at position i + 1 shows heads.
    ///
    /// # Errors
    /// [`DisguiseError::TooManyParts`] past [`MAX_COINS`] coins.
    pub fn new(rule: CoinRule, heads: Vec<bool>) -> Result<Self, DisguiseError> {
        if heads.len() > MAX_COINS {
            return Err(DisguiseError::TooManyParts { count: heads.len(), max: MAX_COINS });
        }
        Ok(Self { rule, heads })
    }

    /// The rule.
    #[must_use]
    pub fn rule(&self) -> CoinRule {
        self.rule
    }

    /// Whether each coin shows heads, from position 1.
    #[must_use]
    pub fn heads(&self) -> &[bool] {
        &self.heads
    }

    /// Why turning `turned` (rightmost first, decreasing) is not a move here, if it is not.
    fn refusal(&self, turned: &[usize]) -> Option<super::DisguiseError> {
        use super::{DisguiseError, Refusal};
        let Some((&right, rest)) = turned.split_first() else {
            return Some(DisguiseError::Refused(Refusal::NothingPicked));
        };
        let decreasing = turned.windows(2).all(|w| w[0] > w[1]) && turned.last().is_some_and(|&p| p >= 1);
        if !decreasing || right > self.heads.len() {
            return Some(DisguiseError::Illegal);
        }
        if !self.heads[right - 1] {
            return Some(DisguiseError::Refused(Refusal::NotHeads { position: right }));
        }
        match self.rule {
            CoinRule::Turtles if rest.len() > 1 => Some(DisguiseError::Refused(Refusal::TooManyCoins { more: 1 })),
            CoinRule::MockTurtles if rest.len() > 2 => Some(DisguiseError::Refused(Refusal::TooManyCoins { more: 2 })),
            CoinRule::Ruler if !turned.windows(2).all(|w| w[0] == w[1] + 1) => {
                Some(DisguiseError::Refused(Refusal::NotARun))
            }
            _ => None,
        }
    }
}

impl Disguised for CoinRow {
    type Move = CoinMove;

    fn move_count(&self) -> u128 {
        (1..=self.heads.len() as u128)
            .filter(|&p| self.heads[p as usize - 1])
            .map(|p| match self.rule {
                // The head alone, or with one coin to its left (and Mock Turtles: or two).
                CoinRule::Turtles | CoinRule::Ruler => p,
                CoinRule::MockTurtles => p + (p - 1) * p.saturating_sub(2) / 2,
            })
            .sum()
    }

    fn moves(&self) -> Vec<CoinMove> {
        let mut moves = Vec::new();
        for right in (1..=self.heads.len()).filter(|&p| self.heads[p - 1]) {
            moves.push(CoinMove { turned: vec![right] });
            match self.rule {
                CoinRule::Turtles | CoinRule::MockTurtles => {
                    for a in (1..right).rev() {
                        moves.push(CoinMove { turned: vec![right, a] });
                        if self.rule == CoinRule::MockTurtles {
                            moves.extend((1..a).rev().map(|b| CoinMove { turned: vec![right, a, b] }));
                        }
                    }
                }
                CoinRule::Ruler => {
                    moves.extend((1..right).rev().map(|low| CoinMove { turned: (low..=right).rev().collect() }));
                }
            }
        }
        moves
    }

    fn after(&self, mv: &CoinMove) -> Result<Self, DisguiseError> {
        if let Some(refused) = self.refusal(&mv.turned) {
            return Err(refused);
        }
        let mut next = self.clone();
        for &p in &mv.turned {
            next.heads[p - 1] = !next.heads[p - 1];
        }
        Ok(next)
    }

    fn lift(&self) -> Lift {
        let heads = (1..=self.heads.len()).filter(|&p| self.heads[p - 1]);
        Lift::Nim(heads.map(|p| LiftedHeap { part: p, value: self.rule.value(p as u64) }).collect())
    }

    /// A move wins when it leaves X = 0: judged by what it does underneath (the values of the coins
    /// it turns), without playing it — at most 200³/6 moves (Mock Turtles).
    fn winning_moves(&self) -> Result<Vec<CoinMove>, DisguiseError> {
        // X after = X ⊕ (the values of every coin turned): zero when they XOR to X.
        let x = self.lift().nim_sum();
        let values: Vec<u64> = (1..=self.heads.len() as u64).map(|n| self.rule.value(n)).collect();
        let turned_xor = |mv: &CoinMove| mv.turned.iter().fold(0, |v, &p| v ^ values[p - 1]);
        Ok(self.moves().into_iter().filter(|mv| turned_xor(mv) == x).collect())
    }

    /// The rightmost coin's head, a heap of g(n), becomes the nim-sum of the other coins turned:
    /// each head turned to tails goes, each tail turned up comes, and X ⊕ X = 0 counts both alike.
    fn effect(&self, mv: &CoinMove) -> Option<Effect> {
        let (&right, rest) = mv.turned.split_first()?;
        let to = rest.iter().fold(0, |v, &p| v ^ self.rule.value(p as u64));
        Some(Effect::new(self.lift().nim_sum(), right, self.rule.value(right as u64), to))
    }
}

impl CoinRow {
    /// Parses `turtles:THHTH` (or `mock-turtles:…`, `ruler:…`): the coins from position 1, H for
    /// heads and T for tails (also 1 and 0).
    ///
    /// # Errors
    /// [`DisguiseError::Malformed`] for another letter, [`DisguiseError::TooManyParts`] past
    /// [`MAX_COINS`].
    pub fn parse(rule: CoinRule, text: &str) -> Result<Self, DisguiseError> {
        let text = text.trim();
        if text.chars().count() > MAX_COINS {
            return Err(DisguiseError::TooManyParts { count: text.chars().count(), max: MAX_COINS });
        }
        let heads = text
            .chars()
            .map(|c| match c {
                'H' | 'h' | '1' => Ok(true),
                'T' | 't' | '0' => Ok(false),
                _ => Err(DisguiseError::Malformed(text.into())),
            })
            .collect::<Result<_, _>>()?;
        Self::new(rule, heads)
    }
}

impl FromStr for CoinRow {
    type Err = DisguiseError;

    /// `turtles:THHTH`, `mock-turtles:…` or `ruler:…`.
    fn from_str(text: &str) -> Result<Self, DisguiseError> {
        let (rule, coins) = text.split_once(':').ok_or_else(|| DisguiseError::Malformed(text.trim().into()))?;
        let rule = CoinRule::from_key(rule.trim()).ok_or_else(|| DisguiseError::Malformed(rule.trim().into()))?;
        Self::parse(rule, coins)
    }
}

impl fmt::Display for CoinRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let coins: String = self.heads.iter().map(|&h| if h { 'H' } else { 'T' }).collect();
        write!(f, "{}:{coins}", self.rule.key())
    }
}
