//! Wythoff's game: two heaps; take any number from one, or the same number from both — a queen
//! moving towards the corner of a board. It is *not* Nim in disguise: the player to move loses
//! exactly on the Wythoff pairs (⌊nφ⌋, ⌊nφ²⌋) = (0,0), (1,2), (3,5), (4,7), (6,10), …, and X = 0 does
//! not decide it ((1,1) has X = 0, and the player to move wins by taking both).

use std::fmt;
use std::str::FromStr;

use super::{DisguiseError, Disguised, Effect, Lift, parse_numbers};

/// The largest heap of Wythoff's game (the pairs are exact to far past this).
pub const MAX_WYTHOFF: u64 = 1 << 60;

/// The largest heap whose Grundy values [`Wythoff::grundy_table`] computes by mex.
pub const MAX_WYTHOFF_VALUES: u64 = 300;

/// Two heaps of Wythoff's game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Wythoff {
    heaps: (u64, u64),
}

/// A move of Wythoff's game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WythoffMove {
    /// Take this many from the first heap.
    First(u64),
    /// Take this many from the second heap.
    Second(u64),
    /// Take this many from both.
    Both(u64),
}

/// ⌊nφ⌋, exactly: (n + ⌊√(5n²)⌋) / 2.
fn floor_phi(n: u64) -> u64 {
    let n = u128::from(n);
    u128::midpoint(n, (5 * n * n).isqrt()) as u64
}

/// The n-th Wythoff pair (⌊nφ⌋, ⌊nφ²⌋) = (a, a + n), for n ≤ [`MAX_WYTHOFF`].
#[must_use]
pub fn wythoff_pair(n: u64) -> (u64, u64) {
    let a = floor_phi(n.min(MAX_WYTHOFF));
    (a, a + n.min(MAX_WYTHOFF))
}

/// n when (a, b) with a ≤ b is the n-th Wythoff pair.
fn pair_index(a: u64, b: u64) -> Option<u64> {
    let n = b - a;
    (wythoff_pair(n).0 == a).then_some(n)
}

/// The n with `side(n) == x`, when there is one (`side` increasing, n ≤ x).
fn index_of(x: u64, side: impl Fn(u64) -> u64) -> Option<u64> {
    let (mut low, mut high) = (0, x);
    while low < high {
        let mid = low + (high - low) / 2;
        if side(mid) < x { low = mid + 1 } else { high = mid }
    }
    (side(low) == x).then_some(low)
}

/// The heap that makes a Wythoff pair with `x` (either side): every number is in exactly one pair
/// (Beatty's theorem).
fn partner(x: u64) -> Option<u64> {
    if let Some(n) = index_of(x, |n| wythoff_pair(n).0) {
        return Some(wythoff_pair(n).1);
    }
    index_of(x, |n| wythoff_pair(n).1).map(|n| wythoff_pair(n).0)
}

impl Wythoff {
    /// Two heaps.
    ///
    /// # Errors
    /// [`DisguiseError::TooLarge`] past [`MAX_WYTHOFF`].
    pub fn new(first: u64, second: u64) -> Result<Self, DisguiseError> {
        let largest = first.max(second);
        if largest > MAX_WYTHOFF {
            return Err(DisguiseError::TooLarge { value: largest.into(), max: MAX_WYTHOFF.into() });
        }
        Ok(Self { heaps: (first, second) })
    }

    /// The two heaps.
    #[must_use]
    pub fn heaps(&self) -> (u64, u64) {
        self.heaps
    }

    /// Grundy values g(a, b) for a, b ≤ `to` (at most [`MAX_WYTHOFF_VALUES`]), by mex over the
    /// moves: row `a`, column `b`.
    #[must_use]
    pub fn grundy_table(to: u64) -> Vec<Vec<u64>> {
        let to = to.min(MAX_WYTHOFF_VALUES);
        grundy_rectangle(to, to)
    }

    /// The Grundy value of this position, by mex over its moves, when both heaps are at most
    /// [`MAX_WYTHOFF_VALUES`]: beside other games it plays like a Nim heap of this size.
    #[must_use]
    pub fn grundy(&self) -> Option<u64> {
        let (a, b) = self.heaps;
        if a.max(b) > MAX_WYTHOFF_VALUES {
            return None;
        }
        grundy_rectangle(a, b).last().and_then(|row| row.last()).copied()
    }
}

/// g(x, y) for x ≤ `a`, y ≤ `b` by mex over the moves (each move stays in the rectangle): row x,
/// column y. Both at most [`MAX_WYTHOFF_VALUES`].
fn grundy_rectangle(a: u64, b: u64) -> Vec<Vec<u64>> {
    let (rows, cols) = (a.min(MAX_WYTHOFF_VALUES) as usize + 1, b.min(MAX_WYTHOFF_VALUES) as usize + 1);
    let mut g = vec![vec![0u64; cols]; rows];
    // The mex is at most the number of moves, x + y + min(x, y): that many values, and one more.
    let mut seen = vec![false; rows + cols + rows.min(cols)];
    for x in 0..rows {
        for y in 0..cols {
            seen.fill(false);
            let mut mark = |v: u64| {
                if let Some(s) = seen.get_mut(v as usize) {
                    *s = true;
                }
            };
            (0..x).for_each(|i| mark(g[i][y]));
            (0..y).for_each(|j| mark(g[x][j]));
            (1..=x.min(y)).for_each(|t| mark(g[x - t][y - t]));
            g[x][y] = seen.iter().position(|s| !s).unwrap_or(seen.len()) as u64;
        }
    }
    g
}

impl Disguised for Wythoff {
    type Move = WythoffMove;

    fn first_move(&self) -> Option<WythoffMove> {
        match self.heaps {
            (0, 0) => None,
            (0, _) => Some(WythoffMove::Second(1)),
            _ => Some(WythoffMove::First(1)),
        }
    }

    fn has_move(&self) -> bool {
        self.heaps != (0, 0)
    }

    fn move_count(&self) -> u128 {
        let (a, b) = self.heaps;
        u128::from(a) + u128::from(b) + u128::from(a.min(b))
    }

    fn moves(&self) -> Vec<WythoffMove> {
        let (a, b) = self.heaps;
        let first = (1..=a).map(WythoffMove::First);
        let second = (1..=b).map(WythoffMove::Second);
        first.chain(second).chain((1..=a.min(b)).map(WythoffMove::Both)).collect()
    }

    fn after(&self, mv: &WythoffMove) -> Result<Self, DisguiseError> {
        let (a, b) = self.heaps;
        let illegal = || DisguiseError::Illegal;
        let heaps = match *mv {
            WythoffMove::First(t) if t >= 1 && t <= a => (a - t, b),
            WythoffMove::Second(t) if t >= 1 && t <= b => (a, b - t),
            WythoffMove::Both(t) if t >= 1 && t <= a.min(b) => (a - t, b - t),
            _ => return Err(illegal()),
        };
        Ok(Self { heaps })
    }

    fn lift(&self) -> Lift {
        let (a, b) = self.heaps;
        Lift::Wythoff { heaps: self.heaps, pair: pair_index(a.min(b), a.max(b)) }
    }

    /// At most one move of each kind reaches a Wythoff pair: down the first heap, down the second,
    /// or down both (keeping the difference d, to the d-th pair).
    fn winning_moves(&self) -> Result<Vec<WythoffMove>, DisguiseError> {
        let (a, b) = self.heaps;
        if pair_index(a.min(b), a.max(b)).is_some() {
            return Ok(Vec::new());
        }
        let mut moves = Vec::new();
        if let Some(to_first) = partner(b).filter(|&p| p < a) {
            moves.push(WythoffMove::First(a - to_first));
        }
        if let Some(to_second) = partner(a).filter(|&p| p < b) {
            moves.push(WythoffMove::Second(b - to_second));
        }
        let (low, high) = (a.min(b), a.max(b));
        let (pa, _) = wythoff_pair(high - low);
        if pa < low {
            moves.push(WythoffMove::Both(low - pa));
        }
        Ok(moves)
    }

    fn effect(&self, _: &WythoffMove) -> Option<Effect> {
        None
    }
}

impl FromStr for Wythoff {
    type Err = DisguiseError;

    /// `3,5`: the two heaps.
    fn from_str(text: &str) -> Result<Self, DisguiseError> {
        match parse_numbers(text, MAX_WYTHOFF)?[..] {
            [a, b] => Self::new(a, b),
            _ => Err(DisguiseError::Malformed(text.trim().into())),
        }
    }
}

impl fmt::Display for Wythoff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "wythoff:{},{}", self.heaps.0, self.heaps.1)
    }
}
