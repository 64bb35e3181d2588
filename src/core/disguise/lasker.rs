//! Lasker's Nim: take any number from a heap, or split a heap into two non-empty heaps (taking
//! nothing). Its values come from the moves by mex; they follow a pattern of period 4 —
//! g(4m+1) = 4m+1, g(4m+2) = 4m+2, g(4m+3) = 4m+4, g(4m+4) = 4m+3 — which
//! [`super::FoundValues::lasker`] finds in the mex values before using it.

use std::fmt;
use std::str::FromStr;

use super::{DisguiseError, Disguised, Effect, Lift, LiftedHeap, moves_to_p, parse_numbers};

/// The largest heap of a Lasker position (a winning split is looked for among n/2 splits).
pub const MAX_LASKER_HEAP: u64 = 1_000_000;

/// Lasker's values by mex for heaps 0 to `to`: options are every smaller heap and every split
/// a + b = n. Work: `to`² / 4.
#[must_use]
pub fn lasker_values_by_mex(to: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(to + 1);
    for n in 0..=to {
        let mut seen = vec![false; 2 * n + 2];
        for &v in &g {
            seen[v as usize] = true;
        }
        for a in 1..=n / 2 {
            if let Some(s) = seen.get_mut((g[a] ^ g[n - a]) as usize) {
                *s = true;
            }
        }
        g.push(seen.iter().position(|s| !s).unwrap_or(seen.len()) as u64);
    }
    g
}

/// Lasker's value of a heap of `n` by the pattern: n for n ≡ 1, 2 (mod 4), n + 1 for n ≡ 3, n − 1
/// for n ≡ 0 (n > 0). The same values [`lasker_values_by_mex`] finds.
#[must_use]
pub fn lasker_value(n: u64) -> u64 {
    match n % 4 {
        3 => n + 1,
        0 if n > 0 => n - 1,
        _ => n,
    }
}

/// Heaps of Lasker's Nim.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Lasker {
    heaps: Vec<u64>,
}

/// A move of Lasker's Nim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LaskerMove {
    /// Take `count` from heap `heap` (from 1).
    Take {
        /// The heap, from 1.
        heap: usize,
        /// How many.
        count: u64,
    },
    /// Split heap `heap` (from 1) into `left` and the rest (left ≤ rest).
    Split {
        /// The heap, from 1.
        heap: usize,
        /// The smaller part.
        left: u64,
    },
}

impl Lasker {
    /// Heaps of Lasker's Nim.
    ///
    /// # Errors
    /// [`DisguiseError::TooManyParts`] past [`super::MAX_PARTS`] heaps, [`DisguiseError::TooLarge`]
    /// past [`MAX_LASKER_HEAP`].
    pub fn new(heaps: Vec<u64>) -> Result<Self, DisguiseError> {
        super::check_parts(heaps.len())?;
        if let Some(&big) = heaps.iter().find(|&&h| h > MAX_LASKER_HEAP) {
            return Err(DisguiseError::TooLarge { value: big.into(), max: MAX_LASKER_HEAP.into() });
        }
        Ok(Self { heaps })
    }

    /// The heaps.
    #[must_use]
    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }
}

impl Disguised for Lasker {
    type Move = LaskerMove;

    fn first_move(&self) -> Option<LaskerMove> {
        self.heaps.iter().position(|&h| h > 0).map(|i| LaskerMove::Take { heap: i + 1, count: 1 })
    }

    /// The non-empty heaps in order.
    fn canonical(&self) -> Self {
        let mut heaps: Vec<u64> = self.heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        Self { heaps }
    }

    fn has_move(&self) -> bool {
        self.heaps.iter().any(|&h| h > 0)
    }

    fn move_count(&self) -> u128 {
        self.heaps.iter().map(|&h| u128::from(h) + u128::from(h / 2)).sum()
    }

    fn moves(&self) -> Vec<LaskerMove> {
        let mut moves = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            moves.extend((1..=h).map(|count| LaskerMove::Take { heap: i + 1, count }));
            moves.extend((1..=h / 2).map(|left| LaskerMove::Split { heap: i + 1, left }));
        }
        moves
    }

    fn after(&self, mv: &LaskerMove) -> Result<Self, DisguiseError> {
        let illegal = || DisguiseError::Illegal;
        let (LaskerMove::Take { heap, .. } | LaskerMove::Split { heap, .. }) = *mv;
        let i = heap.checked_sub(1).filter(|&i| i < self.heaps.len()).ok_or_else(illegal)?;
        let h = self.heaps[i];
        let mut next = self.clone();
        match *mv {
            LaskerMove::Take { count, .. } if count >= 1 && count <= h => next.heaps[i] = h - count,
            LaskerMove::Split { left, .. } if left >= 1 && left <= h / 2 => {
                next.heaps[i] = left;
                super::check_parts(next.heaps.len() + 1)?;
                next.heaps.insert(i + 1, h - left);
            }
            _ => return Err(illegal()),
        }
        Ok(next)
    }

    fn lift(&self) -> Lift {
        Lift::Nim(
            self.heaps.iter().enumerate().map(|(i, &h)| LiftedHeap { part: i + 1, value: lasker_value(h) }).collect(),
        )
    }

    /// Each heap's moves judged by the values: at most n + n/2 per heap of n.
    fn winning_moves(&self) -> Result<Vec<LaskerMove>, DisguiseError> {
        let x = self.lift().nim_sum();
        if x == 0 {
            return Ok(Vec::new());
        }
        let mut moves = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            let to = lasker_value(h) ^ x;
            // The pattern swaps 4m+3 and 4m+4 and fixes the rest, so the size of value `to` is
            // lasker_value(to).
            let size = lasker_value(to);
            if size < h {
                moves.push(LaskerMove::Take { heap: i + 1, count: h - size });
            }
            moves.extend(
                (1..=h / 2)
                    .filter(|&a| lasker_value(a) ^ lasker_value(h - a) == to)
                    .map(|left| LaskerMove::Split { heap: i + 1, left }),
            );
        }
        // Heaps past the part limit cannot split: keep only the moves that can be played.
        Ok(moves_to_p(self, moves))
    }

    fn effect(&self, mv: &LaskerMove) -> Option<Effect> {
        let x = self.lift().nim_sum();
        let (LaskerMove::Take { heap, .. } | LaskerMove::Split { heap, .. }) = *mv;
        let h = *self.heaps.get(heap.checked_sub(1)?)?;
        let to = match *mv {
            LaskerMove::Take { count, .. } => lasker_value(h.checked_sub(count)?),
            LaskerMove::Split { left, .. } => lasker_value(left) ^ lasker_value(h.checked_sub(left)?),
        };
        Some(Effect::new(x, heap, lasker_value(h), to))
    }
}

impl FromStr for Lasker {
    type Err = DisguiseError;

    /// `5,3,8`: the heaps.
    fn from_str(text: &str) -> Result<Self, DisguiseError> {
        Self::new(parse_numbers(text, MAX_LASKER_HEAP)?)
    }
}

impl fmt::Display for Lasker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list: Vec<String> = self.heaps.iter().map(u64::to_string).collect();
        write!(f, "lasker:{}", list.join(","))
    }
}
