//! Staircase Nim: coins on numbered steps; a move sends one or more coins from a step to the step
//! below (from step 1, to the floor). Underneath, the odd steps are Nim heaps: coins moved from an
//! even step land on an odd one and can be moved on at once, undoing the change.

use std::fmt;
use std::str::FromStr;

use super::{DisguiseError, Disguised, Effect, Lift, LiftedHeap, check_parts, parse_numbers};

/// Coins on steps 1, 2, 3, … (the floor is not a step).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Staircase {
    coins: Vec<u64>,
}

/// Send `count` coins from step `step` (from 1) to the step below, or to the floor from step 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StairMove {
    /// The step the coins leave, from 1.
    pub step: usize,
    /// How many coins move.
    pub count: u64,
}

impl Staircase {
    /// Coins on each step, from step 1 up. Their total must fit in a `u64`, so no step overflows.
    ///
    /// # Errors
    /// [`DisguiseError::TooManyParts`] past [`super::MAX_PARTS`] steps, [`DisguiseError::TooLarge`]
    /// when the coins add up to more than `u64::MAX`.
    pub fn new(coins: Vec<u64>) -> Result<Self, DisguiseError> {
        check_parts(coins.len())?;
        let total: u128 = coins.iter().map(|&c| u128::from(c)).sum();
        if total > u128::from(u64::MAX) {
            return Err(DisguiseError::TooLarge { value: total, max: u64::MAX.into() });
        }
        Ok(Self { coins })
    }

    /// The coins on each step, from step 1 up.
    #[must_use]
    pub fn coins(&self) -> &[u64] {
        &self.coins
    }
}

impl Disguised for Staircase {
    type Move = StairMove;

    fn first_move(&self) -> Option<StairMove> {
        self.coins.iter().position(|&c| c > 0).map(|i| StairMove { step: i + 1, count: 1 })
    }

    fn has_move(&self) -> bool {
        self.coins.iter().any(|&c| c > 0)
    }

    fn move_count(&self) -> u128 {
        self.coins.iter().map(|&c| u128::from(c)).sum()
    }

    fn moves(&self) -> Vec<StairMove> {
        let mut moves = Vec::new();
        for (i, &c) in self.coins.iter().enumerate() {
            moves.extend((1..=c).map(|count| StairMove { step: i + 1, count }));
        }
        moves
    }

    fn after(&self, mv: &StairMove) -> Result<Self, DisguiseError> {
        let illegal = || DisguiseError::Illegal;
        let from = mv.step.checked_sub(1).ok_or_else(illegal)?;
        let &have = self.coins.get(from).ok_or_else(illegal)?;
        if mv.count == 0 || mv.count > have {
            return Err(illegal());
        }
        let mut next = self.clone();
        next.coins[from] = have - mv.count;
        if let Some(below) = from.checked_sub(1) {
            // The total fits in a u64 (checked when made), so no step overflows.
            next.coins[below] = next.coins[below].checked_add(mv.count).ok_or_else(illegal)?;
        }
        Ok(next)
    }

    fn lift(&self) -> Lift {
        let odd = self.coins.iter().enumerate().step_by(2);
        Lift::Nim(odd.map(|(i, &c)| LiftedHeap { part: i + 1, value: c }).collect())
    }

    /// A winning move changes one odd step's heap h to h ⊕ X: down by moving coins off it, or up by
    /// moving coins onto it from the even step above.
    fn winning_moves(&self) -> Result<Vec<StairMove>, DisguiseError> {
        let x = self.lift().nim_sum();
        if x == 0 {
            return Ok(Vec::new());
        }
        let mut moves = Vec::new();
        for (i, &c) in self.coins.iter().enumerate() {
            let step = i + 1;
            let target = if step % 2 == 1 {
                Some((c, c ^ x))
            } else {
                // Coins from an even step land on the odd step below.
                self.coins.get(i - 1).map(|&below| (below, below ^ x))
            };
            let Some((heap, to)) = target else { continue };
            if step % 2 == 1 && to < heap {
                moves.push(StairMove { step, count: heap - to });
            } else if step % 2 == 0 && to > heap && to - heap <= c {
                moves.push(StairMove { step, count: to - heap });
            }
        }
        Ok(moves)
    }

    fn effect(&self, mv: &StairMove) -> Option<Effect> {
        let x = self.lift().nim_sum();
        let coins = |step: usize| self.coins.get(step.checked_sub(1)?).copied();
        if mv.step % 2 == 1 {
            let have = coins(mv.step)?;
            Some(Effect::new(x, mv.step, have, have.checked_sub(mv.count)?))
        } else {
            let below = coins(mv.step - 1)?;
            Some(Effect::new(x, mv.step - 1, below, below.checked_add(mv.count)?))
        }
    }
}

impl FromStr for Staircase {
    type Err = DisguiseError;

    /// `0,3,1,4`: the coins on steps 1, 2, 3, 4.
    fn from_str(text: &str) -> Result<Self, DisguiseError> {
        Self::new(parse_numbers(text, u64::MAX)?)
    }
}

impl fmt::Display for Staircase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list: Vec<String> = self.coins.iter().map(u64::to_string).collect();
        write!(f, "staircase:{}", list.join(","))
    }
}
