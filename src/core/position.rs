//! Positions (a list of heap sizes) and moves (take some objects from one heap).

use std::fmt;

use super::rules::{MoveRule, Rules};

/// One move: take `take` objects from heap number `heap` (0-based; people see `heap + 1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The heap's index, from 0.
    pub heap: usize,
    /// How many objects the move takes (at least 1).
    pub take: u64,
}

impl Move {
    /// A move that takes `take` objects from heap `heap` (0-based).
    #[must_use]
    pub fn new(heap: usize, take: u64) -> Self {
        Self { heap, take }
    }
}

/// Why a move cannot be played. The position is left as it was.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The heap number is past the last heap.
    NoSuchHeap {
        /// The heap index asked for (0-based).
        heap: usize,
        /// How many heaps there are.
        heaps: usize,
    },
    /// Taking nothing is not a move.
    TakesNothing,
    /// The heap holds fewer objects than the move takes.
    MoreThanHeap {
        /// The heap index (0-based).
        heap: usize,
        /// How many the move wanted to take.
        take: u64,
        /// How many the heap holds.
        size: u64,
    },
    /// The rules forbid taking this amount.
    NotAllowed {
        /// How many the move wanted to take.
        take: u64,
        /// The move rule in force.
        rule: MoveRule,
    },
}

/// Why a list of heap sizes is not a position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// More heaps than [`Position::MAX_HEAPS`].
    TooManyHeaps {
        /// How many heaps were given.
        count: usize,
    },
}

/// A position: the sizes of the heaps, in the order the players see them. Sizes are any `u64`.
///
/// A position never allocates in proportion to a heap's size: a heap of 2^63 objects is one number.
///
/// ```
/// use bouton::{Move, Position, Rules};
/// let rules = Rules::default();
/// let mut position = Position::new(vec![19, 20, 21]).unwrap();
/// position.play(Move::new(0, 18), &rules).unwrap();
/// assert_eq!(position.heaps(), &[1, 20, 21]);
/// // An illegal move is refused and changes nothing.
/// assert!(position.play(Move::new(0, 2), &rules).is_err());
/// assert_eq!(position.heaps(), &[1, 20, 21]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Position {
    heaps: Vec<u64>,
}

impl Position {
    /// The most heaps a position may hold (2^27, about 134 million, so that benchmarks can use 10^8).
    /// Files and the command line set lower limits of their own.
    pub const MAX_HEAPS: usize = 1 << 27;

    /// A position from heap sizes.
    ///
    /// # Errors
    /// [`PositionError::TooManyHeaps`] past [`Self::MAX_HEAPS`].
    pub fn new(heaps: Vec<u64>) -> Result<Self, PositionError> {
        if heaps.len() > Self::MAX_HEAPS {
            return Err(PositionError::TooManyHeaps { count: heaps.len() });
        }
        Ok(Self { heaps })
    }

    /// The heap sizes.
    #[must_use]
    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }

    /// How many heaps there are (empty ones included).
    #[must_use]
    pub fn len(&self) -> usize {
        self.heaps.len()
    }

    /// Whether the position has no heaps at all.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.heaps.is_empty()
    }

    /// The number of objects on the table (a `u128`, so that it never overflows).
    #[must_use]
    pub fn total(&self) -> u128 {
        self.heaps.iter().map(|&h| u128::from(h)).sum()
    }

    /// Checks a move without playing it.
    ///
    /// # Errors
    /// The [`MoveError`] that says why the move is illegal.
    pub fn check(&self, mv: Move, rules: &Rules) -> Result<(), MoveError> {
        let Some(&size) = self.heaps.get(mv.heap) else {
            return Err(MoveError::NoSuchHeap { heap: mv.heap, heaps: self.heaps.len() });
        };
        check_take(size, mv, rules)
    }
}

/// Whether `mv` may be played on a heap of `size` under `rules` (the heap exists).
pub(crate) fn check_take(size: u64, mv: Move, rules: &Rules) -> Result<(), MoveError> {
    {
        if mv.take == 0 {
            return Err(MoveError::TakesNothing);
        }
        if !rules.moves.allows(mv.take) {
            return Err(MoveError::NotAllowed { take: mv.take, rule: rules.moves.clone() });
        }
        if mv.take > size {
            return Err(MoveError::MoreThanHeap { heap: mv.heap, take: mv.take, size });
        }
        Ok(())
    }
}

impl Position {
    /// Plays a move in place.
    ///
    /// # Errors
    /// The [`MoveError`] that says why the move is illegal; the position is then unchanged.
    pub fn play(&mut self, mv: Move, rules: &Rules) -> Result<(), MoveError> {
        self.check(mv, rules)?;
        self.heaps[mv.heap] -= mv.take;
        Ok(())
    }

    /// The position after a move, leaving this one as it is.
    ///
    /// # Errors
    /// As [`Self::play`].
    pub fn after(&self, mv: Move, rules: &Rules) -> Result<Self, MoveError> {
        let mut next = self.clone();
        next.play(mv, rules)?;
        Ok(next)
    }

    /// Puts back what a move took (the reverse of a move that was legal here before).
    pub(crate) fn unplay(&mut self, mv: Move) {
        if let Some(size) = self.heaps.get_mut(mv.heap) {
            *size = size.saturating_add(mv.take);
        }
    }

    /// How many legal moves the player to move has (saturating at `u64::MAX`).
    #[must_use]
    pub fn move_count(&self, rules: &Rules) -> u64 {
        self.heaps.iter().map(|&h| rules.moves.move_count(h)).fold(0, u64::saturating_add)
    }

    /// Whether the player to move has any legal move. When not, the game is over.
    #[must_use]
    pub fn has_move(&self, rules: &Rules) -> bool {
        self.heaps.iter().any(|&h| rules.can_move_from(h))
    }

    /// Every legal move, heap by heap and by amount taken. The list is as long as the heaps are big:
    /// for large heaps take only what you need from the iterator.
    pub fn legal_moves<'a>(&'a self, rules: &'a Rules) -> impl Iterator<Item = Move> + 'a {
        self.heaps
            .iter()
            .enumerate()
            .flat_map(move |(heap, &size)| takes_from(size, &rules.moves).map(move |take| Move { heap, take }))
    }
}

/// Every amount the rule allows from a heap of `size`, in increasing order.
pub(crate) fn takes_from(size: u64, rule: &MoveRule) -> Box<dyn Iterator<Item = u64> + '_> {
    match rule {
        MoveRule::Any => Box::new(1..=size),
        MoveRule::UpTo(k) => Box::new(1..=size.min(k.get())),
        MoveRule::Set(set) => Box::new(set.amounts().iter().copied().take_while(move |&s| s <= size)),
    }
}

impl fmt::Display for Position {
    /// The heap sizes separated by spaces: `19 20 21`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, size) in self.heaps.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{size}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::Ending;

    #[test]
    fn illegal_moves_are_refused_and_change_nothing() {
        let rules = Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap());
        let mut position = Position::new(vec![5, 2]).unwrap();
        let cases = [
            (Move::new(2, 1), MoveError::NoSuchHeap { heap: 2, heaps: 2 }),
            (Move::new(0, 0), MoveError::TakesNothing),
            (Move::new(1, 3), MoveError::MoreThanHeap { heap: 1, take: 3, size: 2 }),
            (Move::new(0, 4), MoveError::NotAllowed { take: 4, rule: MoveRule::up_to(3).unwrap() }),
        ];
        for (mv, expected) in cases {
            assert_eq!(position.play(mv, &rules), Err(expected));
            assert_eq!(position.heaps(), &[5, 2]);
        }
        assert_eq!(
            MoveError::MoreThanHeap { heap: 1, take: 5, size: 3 }.to_string(),
            "heap 2 has 3, so 5 cannot be taken from it"
        );
    }

    #[test]
    fn huge_heaps_do_not_overflow() {
        let rules = Rules::default();
        let mut position = Position::new(vec![u64::MAX, u64::MAX]).unwrap();
        assert_eq!(position.total(), 2 * u128::from(u64::MAX));
        position.play(Move::new(1, u64::MAX), &rules).unwrap();
        assert_eq!(position.heaps(), &[u64::MAX, 0]);
        position.unplay(Move::new(1, u64::MAX));
        assert_eq!(position.heaps(), &[u64::MAX, u64::MAX]);
        assert_eq!(position.legal_moves(&rules).next(), Some(Move::new(0, 1)));
    }

    #[test]
    fn legal_moves_follow_the_rule() {
        let rules = Rules::new(Ending::Normal, MoveRule::set(&[1, 3, 4]).unwrap());
        let position = Position::new(vec![3, 0, 5]).unwrap();
        let moves: Vec<Move> = position.legal_moves(&rules).collect();
        assert_eq!(moves, [Move::new(0, 1), Move::new(0, 3), Move::new(2, 1), Move::new(2, 3), Move::new(2, 4)]);
        assert!(!Position::new(vec![0, 0]).unwrap().has_move(&rules));
        let stuck = Rules::new(Ending::Normal, MoveRule::set(&[2]).unwrap());
        assert!(!Position::new(vec![1, 1]).unwrap().has_move(&stuck));
    }
}
