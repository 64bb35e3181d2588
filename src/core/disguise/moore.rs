//! Moore's Nim_k: Nim where a move takes from up to k heaps at once (at least one token in all, from
//! each heap it touches). Moore (1910): the player to move loses exactly when every column of the
//! heaps' binary table counts a multiple of k + 1 ones. With k = 1 that is Bouton's X = 0.

use std::fmt;

use super::{DisguiseError, Disguised, Effect, Lift, check_parts, moves_to_p};

/// The most moves [`Moore::winning_moves`] looks through.
pub const MAX_MOORE_MOVES: u128 = 200_000;

/// Heaps under Moore's rule: a move takes from up to `k` of them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Moore {
    k: u64,
    heaps: Vec<u64>,
}

/// A move of Moore's Nim: how much it takes from each heap it touches (heaps from 1, increasing).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MooreMove {
    /// (heap, how many it takes), one to k of them, each taking at least 1.
    pub takes: Vec<(usize, u64)>,
}

/// How many ones each column of the heaps' binary table holds, from the units column up.
#[must_use]
pub(super) fn column_counts(heaps: &[u64]) -> Vec<u64> {
    let bits = 64 - heaps.iter().fold(0u64, |a, &h| a | h).leading_zeros();
    (0..bits).map(|bit| heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() as u64).collect()
}

impl Moore {
    /// Heaps under Moore's rule with `k` ≥ 1.
    ///
    /// # Errors
    /// [`DisguiseError::TooManyParts`] past [`super::MAX_PARTS`] heaps, [`DisguiseError::Malformed`]
    /// for k = 0.
    pub fn new(k: u64, heaps: Vec<u64>) -> Result<Self, DisguiseError> {
        check_parts(heaps.len())?;
        if k == 0 {
            return Err(DisguiseError::Malformed("k = 0".into()));
        }
        Ok(Self { k, heaps })
    }

    /// k: how many heaps a move may take from.
    #[must_use]
    pub fn k(&self) -> u64 {
        self.k
    }

    /// The heaps.
    #[must_use]
    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }

    /// How many moves there are, without listing them (saturating).
    #[must_use]
    pub fn move_count(&self) -> u128 {
        // Choose up to k heaps; each chosen heap h gives h ways. The sum over subsets of size ≤ k of
        // the product, by the elementary symmetric sums e_1 + … + e_k.
        let k = usize::try_from(self.k).unwrap_or(usize::MAX).min(self.heaps.len());
        let mut e = vec![0u128; k + 1];
        e[0] = 1;
        for &h in &self.heaps {
            for j in (1..=k).rev() {
                e[j] = e[j].saturating_add(e[j - 1].saturating_mul(u128::from(h)));
            }
        }
        e[1..].iter().fold(0u128, |s, &v| s.saturating_add(v))
    }

    /// Every move, in order of the heaps touched then the amounts.
    fn all_moves(&self, out: &mut Vec<MooreMove>, chosen: &mut Vec<(usize, u64)>, from: usize) {
        if !chosen.is_empty() {
            out.push(MooreMove { takes: chosen.clone() });
        }
        if chosen.len() as u64 == self.k {
            return;
        }
        for i in from..self.heaps.len() {
            for take in 1..=self.heaps[i] {
                chosen.push((i + 1, take));
                self.all_moves(out, chosen, i + 1);
                chosen.pop();
            }
        }
    }
}

impl Disguised for Moore {
    type Move = MooreMove;

    fn move_count(&self) -> u128 {
        Moore::move_count(self)
    }

    fn first_move(&self) -> Option<MooreMove> {
        self.heaps.iter().position(|&h| h > 0).map(|i| MooreMove { takes: vec![(i + 1, 1)] })
    }

    /// The non-empty heaps in order.
    fn canonical(&self) -> Self {
        let mut heaps: Vec<u64> = self.heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        Self { k: self.k, heaps }
    }

    fn has_move(&self) -> bool {
        self.heaps.iter().any(|&h| h > 0)
    }

    fn moves(&self) -> Vec<MooreMove> {
        let mut out = Vec::new();
        self.all_moves(&mut out, &mut Vec::new(), 0);
        out
    }

    fn after(&self, mv: &MooreMove) -> Result<Self, DisguiseError> {
        let illegal = || DisguiseError::Illegal;
        let increasing = mv.takes.windows(2).all(|w| w[0].0 < w[1].0);
        if mv.takes.is_empty() {
            return Err(DisguiseError::Refused(super::Refusal::NothingPicked));
        }
        if mv.takes.len() as u64 > self.k {
            return Err(DisguiseError::Refused(super::Refusal::TooManyHeaps { k: self.k }));
        }
        if !increasing {
            return Err(illegal());
        }
        let mut next = self.clone();
        for &(heap, take) in &mv.takes {
            let i = heap.checked_sub(1).filter(|&i| i < self.heaps.len()).ok_or_else(illegal)?;
            if take == 0 {
                return Err(illegal());
            }
            next.heaps[i] = self.heaps[i].checked_sub(take).ok_or_else(illegal)?;
        }
        Ok(next)
    }

    fn lift(&self) -> Lift {
        Lift::Moore { k: self.k, heaps: self.heaps.clone() }
    }

    fn winning_moves(&self) -> Result<Vec<MooreMove>, DisguiseError> {
        if self.lift().outcome() == crate::core::Outcome::PreviousWins {
            return Ok(Vec::new());
        }
        if self.move_count() > MAX_MOORE_MOVES {
            return Err(DisguiseError::TooManyMoves { max: MAX_MOORE_MOVES });
        }
        Ok(moves_to_p(self, self.moves()))
    }

    fn effect(&self, _: &MooreMove) -> Option<Effect> {
        None
    }
}

impl fmt::Display for Moore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list: Vec<String> = self.heaps.iter().map(u64::to_string).collect();
        write!(f, "moore-{}:{}", self.k, list.join(","))
    }
}
