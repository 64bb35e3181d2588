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

    /// A winning move built column by column, as in Moore's proof, without listing any move: from
    /// the top column down, heaps already lowered are free below it; where the fixed ones' count c
    /// is not a multiple of k + 1, either `need` = −c mod (k + 1) free heaps take a one (when that
    /// many are free) or c mod (k + 1) more heaps with a one here drop it and become free (at most
    /// k in all). `None` when the position is lost (every column a multiple of k + 1).
    fn built_winning_move(&self) -> Option<MooreMove> {
        let modulus = u128::from(self.k) + 1;
        let bits = 64 - self.heaps.iter().fold(0u64, |a, &h| a | h).leading_zeros();
        let mut target = self.heaps.clone();
        let mut free: Vec<usize> = Vec::new();
        for bit in (0..bits).rev() {
            let one = |h: u64| h >> bit & 1 == 1;
            let fixed: Vec<usize> =
                (0..self.heaps.len()).filter(|i| !free.contains(i) && one(self.heaps[*i])).collect();
            let c = fixed.len() as u128 % modulus;
            let need = (modulus - c) % modulus;
            let mask = !(1u64 << bit);
            if need as usize <= free.len() {
                for (n, &i) in free.iter().enumerate() {
                    target[i] = if (n as u128) < need { target[i] | 1 << bit } else { target[i] & mask };
                }
            } else {
                for &i in &free {
                    target[i] &= mask;
                }
                for &i in fixed.iter().take(c as usize) {
                    target[i] &= mask;
                    free.push(i);
                }
            }
        }
        if free.is_empty() {
            return None;
        }
        free.sort_unstable();
        let takes = free.iter().map(|&i| (i + 1, self.heaps[i] - target[i])).collect();
        Some(MooreMove { takes })
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

    fn a_winning_move(&self) -> Option<MooreMove> {
        self.built_winning_move()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Outcome;

    /// The move built column by column is legal, touches at most k heaps, and leaves a position the
    /// brute force of the game's own moves finds lost — in every small position that is won; there
    /// is none in a lost one. Then on heaps far too big to list a move of.
    #[test]
    fn the_built_winning_move_wins() {
        let mut checked = 0;
        for k in 1..=3 {
            for a in 0..6u64 {
                for b in 0..=a {
                    for c in 0..=b {
                        for d in 0..=c.min(3) {
                            let game = Moore::new(k, vec![a, b, c, d]).unwrap();
                            let brute = crate::core::solve(&game, 100_000).unwrap().outcome;
                            match game.a_winning_move() {
                                Some(mv) => {
                                    assert_eq!(brute, Outcome::NextWins, "{game}");
                                    let next = game.after(&mv).unwrap();
                                    assert_eq!(
                                        crate::core::solve(&next, 100_000).unwrap().outcome,
                                        Outcome::PreviousWins
                                    );
                                    checked += 1;
                                }
                                None => assert_eq!(brute, Outcome::PreviousWins, "{game}"),
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 300, "{checked}");
        let huge = Moore::new(2, vec![1 << 40, 3 << 38, 987_654_321_987, 5, 1 << 50]).unwrap();
        assert!(huge.winning_moves().is_err(), "too many to list");
        let mv = huge.a_winning_move().unwrap();
        assert!(mv.takes.len() <= 2);
        assert_eq!(huge.after(&mv).unwrap().lift().outcome(), Outcome::PreviousWins);
    }
}
