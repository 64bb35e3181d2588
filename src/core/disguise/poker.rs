//! Poker Nim: Nim where a player may instead add chips from their own bank to one heap. Banks are
//! finite, so the game ends. Underneath it is Nim: an addition is undone by taking the same chips
//! away, so the winner never needs to add, and the heaps' nim-sum decides.

use std::fmt;
use std::str::FromStr;

use super::{DisguiseError, Disguised, Effect, Lift, LiftedHeap, check_parts, parse_numbers};

/// Heaps, and the chips in each player's bank: the player to move's first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Poker {
    heaps: Vec<u64>,
    /// The banks: `[the player to move's, the other's]`.
    banks: [u64; 2],
}

/// A move of Poker Nim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PokerMove {
    /// Take `count` chips from heap `heap` (from 1), as in Nim.
    Take {
        /// The heap, from 1.
        heap: usize,
        /// How many chips.
        count: u64,
    },
    /// Add `count` chips from the mover's bank to heap `heap` (from 1).
    Add {
        /// The heap, from 1.
        heap: usize,
        /// How many chips.
        count: u64,
    },
}

impl Poker {
    /// The most chips in all: heaps and banks together.
    pub const MAX_CHIPS: u64 = 1 << 62;

    /// Heaps and banks (`[the player to move's, the other's]`).
    ///
    /// # Errors
    /// [`DisguiseError::TooManyParts`] past [`super::MAX_PARTS`] heaps, [`DisguiseError::TooLarge`]
    /// past [`Self::MAX_CHIPS`] chips in all.
    pub fn new(heaps: Vec<u64>, banks: [u64; 2]) -> Result<Self, DisguiseError> {
        check_parts(heaps.len())?;
        let total: u128 = heaps.iter().chain(&banks).map(|&c| u128::from(c)).sum();
        if total > u128::from(Self::MAX_CHIPS) {
            return Err(DisguiseError::TooLarge { value: total, max: Self::MAX_CHIPS.into() });
        }
        Ok(Self { heaps, banks })
    }

    /// The heaps.
    #[must_use]
    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }

    /// The banks: `[the player to move's, the other's]`.
    #[must_use]
    pub fn banks(&self) -> [u64; 2] {
        self.banks
    }
}

impl Disguised for Poker {
    type Move = PokerMove;

    /// The first heap's move, as [`Self::moves`] lists them: take 1 where it has chips, else add 1.
    fn first_move(&self) -> Option<PokerMove> {
        let (i, &h) = self.heaps.iter().enumerate().find(|&(_, &h)| h > 0 || self.banks[0] > 0)?;
        Some(if h > 0 { PokerMove::Take { heap: i + 1, count: 1 } } else { PokerMove::Add { heap: i + 1, count: 1 } })
    }

    /// The heaps in order (an empty heap stays: chips may be added to it).
    fn canonical(&self) -> Self {
        let mut heaps = self.heaps.clone();
        heaps.sort_unstable();
        Self { heaps, banks: self.banks }
    }

    fn has_move(&self) -> bool {
        !self.heaps.is_empty() && (self.banks[0] > 0 || self.heaps.iter().any(|&h| h > 0))
    }

    fn move_count(&self) -> u128 {
        let takes: u128 = self.heaps.iter().map(|&h| u128::from(h)).sum();
        takes + self.heaps.len() as u128 * u128::from(self.banks[0])
    }

    fn moves(&self) -> Vec<PokerMove> {
        let mut moves = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            moves.extend((1..=h).map(|count| PokerMove::Take { heap: i + 1, count }));
            moves.extend((1..=self.banks[0]).map(|count| PokerMove::Add { heap: i + 1, count }));
        }
        moves
    }

    fn after(&self, mv: &PokerMove) -> Result<Self, DisguiseError> {
        let illegal = || DisguiseError::Illegal;
        let (PokerMove::Take { heap, count } | PokerMove::Add { heap, count }) = *mv;
        let i = heap.checked_sub(1).filter(|&i| i < self.heaps.len()).ok_or_else(illegal)?;
        if count == 0 {
            return Err(illegal());
        }
        let mut next = self.clone();
        match mv {
            PokerMove::Take { .. } => next.heaps[i] = self.heaps[i].checked_sub(count).ok_or_else(illegal)?,
            PokerMove::Add { .. } => {
                next.banks[0] = self.banks[0].checked_sub(count).ok_or_else(illegal)?;
                // The chips in all fit (checked when made).
                next.heaps[i] = self.heaps[i].checked_add(count).ok_or_else(illegal)?;
            }
        }
        next.banks.swap(0, 1);
        Ok(next)
    }

    fn lift(&self) -> Lift {
        Lift::Nim(self.heaps.iter().enumerate().map(|(i, &h)| LiftedHeap { part: i + 1, value: h }).collect())
    }

    /// Every move that leaves X = 0: Nim's, and an addition that raises a heap h to h ⊕ X when the
    /// bank holds enough.
    fn winning_moves(&self) -> Result<Vec<PokerMove>, DisguiseError> {
        let x = self.lift().nim_sum();
        if x == 0 {
            return Ok(Vec::new());
        }
        let mut moves = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            let to = h ^ x;
            if to < h {
                moves.push(PokerMove::Take { heap: i + 1, count: h - to });
            } else if to - h <= self.banks[0] {
                moves.push(PokerMove::Add { heap: i + 1, count: to - h });
            }
        }
        Ok(moves)
    }

    fn effect(&self, mv: &PokerMove) -> Option<Effect> {
        let x = self.lift().nim_sum();
        match *mv {
            PokerMove::Take { heap, count } => {
                let h = *self.heaps.get(heap.checked_sub(1)?)?;
                Some(Effect::new(x, heap, h, h.checked_sub(count)?))
            }
            PokerMove::Add { heap, count } => {
                let h = *self.heaps.get(heap.checked_sub(1)?)?;
                Some(Effect::new(x, heap, h, h.checked_add(count)?))
            }
        }
    }
}

impl FromStr for Poker {
    type Err = DisguiseError;

    /// `3,4,5/2,1`: heaps of 3, 4 and 5; 2 chips in the bank of the player to move, 1 in the other's
    /// (no banks: `3,4,5`).
    fn from_str(text: &str) -> Result<Self, DisguiseError> {
        let (heaps, banks) = text.split_once('/').unwrap_or((text, "0,0"));
        let heaps = parse_numbers(heaps, Self::MAX_CHIPS)?;
        let banks = parse_numbers(banks, Self::MAX_CHIPS)?;
        let [mine, theirs] = banks[..] else { return Err(DisguiseError::Malformed(text.trim().into())) };
        Self::new(heaps, [mine, theirs])
    }
}

impl fmt::Display for Poker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list: Vec<String> = self.heaps.iter().map(u64::to_string).collect();
        write!(f, "poker:{}/{},{}", list.join(","), self.banks[0], self.banks[1])
    }
}
