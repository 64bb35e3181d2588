//! Moves in a sum: take tokens from one heap and leave nothing, one heap, or two.

use super::{Heap, SumPosition, SumPositionError};
use crate::core::octal::HeapGame;

/// What a move leaves of the heap it is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Leaves {
    /// Nothing: the move took the whole heap.
    Nothing,
    /// One smaller, non-empty heap.
    One(u64),
    /// Two non-empty heaps, in the order they lie (the left part, then the right part of a row).
    Two(u64, u64),
}

impl Leaves {
    /// How many tokens are left.
    #[must_use]
    pub fn total(self) -> u128 {
        match self {
            Self::Nothing => 0,
            Self::One(a) => u128::from(a),
            Self::Two(a, b) => u128::from(a) + u128::from(b),
        }
    }

    /// The octal digit's bit that allows leaving this: 1, 2 or 4.
    pub(crate) fn bit(self) -> u8 {
        match self {
            Self::Nothing => 1,
            Self::One(_) => 2,
            Self::Two(..) => 4,
        }
    }
}

/// One move of a sum: take `take` tokens from heap `heap` (0-based) and leave `leaves` in its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SumMove {
    /// The heap's index, from 0.
    pub heap: usize,
    /// How many tokens the move takes (at least 1).
    pub take: u64,
    /// What is left in the heap's place.
    pub leaves: Leaves,
}

impl SumMove {
    /// A move that takes `take` from a heap of `size` and leaves the rest as one heap (or nothing).
    #[must_use]
    pub fn take(heap: usize, size: u64, take: u64) -> Self {
        let rest = size.saturating_sub(take);
        Self { heap, take, leaves: if rest == 0 { Leaves::Nothing } else { Leaves::One(rest) } }
    }

    /// A move that takes `take` and splits what is left into `left` and `right`.
    #[must_use]
    pub fn split(heap: usize, take: u64, left: u64, right: u64) -> Self {
        Self { heap, take, leaves: Leaves::Two(left, right) }
    }
}

/// Why a move cannot be played in a sum. The position is left as it was.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SumMoveError {
    /// The heap number is past the last heap.
    NoSuchHeap {
        /// The heap index asked for (0-based).
        heap: usize,
        /// How many heaps there are.
        heaps: usize,
    },
    /// Taking nothing is not a move.
    TakesNothing,
    /// What the move leaves plus what it takes is not the heap.
    DoesNotAddUp {
        /// The heap index (0-based).
        heap: usize,
        /// The heap's size.
        size: u64,
        /// How many the move takes.
        take: u64,
        /// How many it says are left.
        left: u128,
    },
    /// The game forbids this move.
    NotAllowed {
        /// The heap's game.
        game: HeapGame,
        /// How many the move takes.
        take: u64,
        /// What it tried to leave.
        leaves: Leaves,
    },
    /// A split would make more heaps than a sum may hold.
    #[error(transparent)]
    Position(#[from] SumPositionError),
}

impl SumPosition {
    /// Checks a move without playing it.
    ///
    /// # Errors
    /// The [`SumMoveError`] that says why the move is illegal.
    pub fn check(&self, mv: SumMove) -> Result<(), SumMoveError> {
        let Some(heap) = self.heaps.get(mv.heap) else {
            return Err(SumMoveError::NoSuchHeap { heap: mv.heap, heaps: self.heaps.len() });
        };
        // Only a split may take nothing (Lasker's Nim; the game says whether it allows it).
        if mv.take == 0 && !matches!(mv.leaves, Leaves::Two(..)) {
            return Err(SumMoveError::TakesNothing);
        }
        let left = mv.leaves.total();
        let empty_part = matches!(mv.leaves, Leaves::One(0) | Leaves::Two(0, _) | Leaves::Two(_, 0));
        if u128::from(mv.take) + left != u128::from(heap.size) || empty_part {
            return Err(SumMoveError::DoesNotAddUp { heap: mv.heap, size: heap.size, take: mv.take, left });
        }
        if !heap.game.allows(mv.take, mv.leaves) {
            return Err(SumMoveError::NotAllowed { game: heap.game.clone(), take: mv.take, leaves: mv.leaves });
        }
        if matches!(mv.leaves, Leaves::Two(..)) && self.heaps.len() >= Self::MAX_HEAPS {
            return Err(SumPositionError::TooManyHeaps { count: self.heaps.len() + 1 }.into());
        }
        Ok(())
    }

    /// Plays a move in place: a heap taken whole stays as an empty heap; a split puts the right part
    /// just after the left one.
    ///
    /// # Errors
    /// The [`SumMoveError`] that says why the move is illegal; the position is then unchanged.
    pub fn play(&mut self, mv: SumMove) -> Result<(), SumMoveError> {
        self.check(mv)?;
        let heap = &mut self.heaps[mv.heap];
        match mv.leaves {
            Leaves::Nothing => heap.size = 0,
            Leaves::One(rest) => heap.size = rest,
            Leaves::Two(left, right) => {
                heap.size = left;
                let game = heap.game.clone();
                self.heaps.insert(mv.heap + 1, Heap::new(game, right));
                // The right part stays in the left part's row.
                let row = self.rows.get(mv.heap).copied().unwrap_or(mv.heap + 1);
                self.rows.insert(mv.heap + 1, row);
            }
        }
        Ok(())
    }

    /// Takes back `mv`, the last move played here: the heap it took from (and split) is put back.
    /// Returns false, changing nothing, when `mv` cannot have been the last move.
    pub(crate) fn unplay(&mut self, mv: SumMove) -> bool {
        let restored = |left: u128| u64::try_from(left + u128::from(mv.take)).ok();
        match mv.leaves {
            Leaves::Nothing | Leaves::One(_) => match (self.heaps.get_mut(mv.heap), restored(mv.leaves.total())) {
                (Some(heap), Some(size)) if u128::from(heap.size) == mv.leaves.total() => heap.size = size,
                _ => return false,
            },
            Leaves::Two(left, right) => {
                let parts = (self.heaps.get(mv.heap).map(|h| h.size), self.heaps.get(mv.heap + 1).map(|h| h.size));
                let Some(size) = restored(mv.leaves.total()) else { return false };
                if parts != (Some(left), Some(right)) {
                    return false;
                }
                self.heaps.remove(mv.heap + 1);
                if mv.heap + 1 < self.rows.len() {
                    self.rows.remove(mv.heap + 1);
                }
                self.heaps[mv.heap].size = size;
            }
        }
        true
    }

    /// The position after a move, leaving this one as it is.
    ///
    /// # Errors
    /// As [`Self::play`].
    pub fn after(&self, mv: SumMove) -> Result<Self, SumMoveError> {
        let mut next = self.clone();
        next.play(mv)?;
        Ok(next)
    }

    /// Every legal move, heap by heap, with splits listed once (the smaller part first). As long as
    /// the heaps are big: take only what you need from the iterator.
    pub fn legal_moves(&self) -> impl Iterator<Item = SumMove> + '_ {
        self.heaps
            .iter()
            .enumerate()
            .flat_map(|(heap, h)| h.game.moves(h.size).map(move |(take, leaves)| SumMove { heap, take, leaves }))
    }
}
