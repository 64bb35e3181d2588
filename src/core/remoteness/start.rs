//! The searches one can start: for a position's value, for every move's, for a game's line, for a
//! sum — each estimated against the budget before any of its positions is made.

use super::parts::Book;
use super::run::{Asked, RemotenessRun};
use super::{MAX_PARTS, MAX_POSITIONS, MAX_WORK, RemotenessError, positions_cost};
use crate::core::dense::Dense;
use crate::core::position::{Move, Position, takes_from};
use crate::core::rules::{Ending, MoveRule, Rules};
use crate::core::sum::{SumMove, SumPosition};

/// Whether work estimated at `cost` heap sizes fits one search, before any of it is made.
fn fits(cost: u64) -> Result<(), RemotenessError> {
    if cost > MAX_PARTS { Err(RemotenessError::TooLarge) } else { Ok(()) }
}

/// Whether a search from `heaps` is sure to meet more than [`MAX_POSITIONS`] positions, or to write
/// more than [`MAX_WORK`] heap sizes, told before any is made. Only where no rule decides the outcome
/// (misère play with a subtraction set) does the search visit every position it can reach and list
/// every option of each, so only there are these counts bounds on its work.
///
/// The counts are lower bounds. Taking the smallest amount `s` again and again, heap `i` can be left
/// at `h_i / s + 1` different sizes, each heap apart from the others; the search remembers a position
/// as the sorted list of its heaps that can still move, and at most `n!` such choices (of `n` heaps)
/// give the same list. So it meets at least `∏ (h_i / s + 1) / n!` positions. Over those choices the
/// moves add up to `Σ_i L_i · ∏_{j≠i} (h_j / s + 1)`, where `L_i = Σ_{a ≤ h_i} ((h_i − a) / s + 1)`
/// counts heap `i`'s moves over its sizes; divided by `n!` it bounds the options the search lists,
/// and each costs it at least 10 heap sizes (one, one more for a split's room, and its box).
fn surely_too_many(heaps: &[u64], rules: &Rules) -> Result<(), RemotenessError> {
    let (Ending::Misere, MoveRule::Set(set)) = (rules.ending, &rules.moves) else { return Ok(()) };
    let smallest = rules.moves.smallest_take().max(1);
    let live: Vec<u64> = heaps.iter().copied().filter(|&size| size >= smallest).collect();
    let (mut choices, mut orders) = (1_u128, 1_u128);
    for (count, &size) in live.iter().enumerate() {
        choices = choices.saturating_mul(u128::from(size / smallest) + 1);
        orders = orders.saturating_mul(count as u128 + 1);
    }
    if choices / orders > MAX_POSITIONS as u128 {
        return Err(RemotenessError::TooManyPositions);
    }
    let mut moves = 0_u128;
    for &size in &live {
        let sizes = u128::from(size / smallest) + 1;
        let listed: u128 =
            set.amounts().iter().filter(|&&a| a <= size).map(|&a| u128::from((size - a) / smallest) + 1).sum();
        moves = moves.saturating_add(listed.saturating_mul(choices / sizes));
    }
    let written = (moves / orders).saturating_mul(2 + u128::from(super::KEY_COST));
    if written > u128::from(MAX_WORK) { Err(RemotenessError::TooLarge) } else { Ok(()) }
}

/// A table of every position `heaps` can reach, where it fits ([`Dense`]: the values are then known
/// before the search starts); otherwise `None`, once [`surely_too_many`] has found the search may fit.
fn table_or_estimate(heaps: &[u64], rules: &Rules) -> Result<Option<Dense>, RemotenessError> {
    match Dense::solve(heaps, rules) {
        Ok(dense) => Ok(Some(dense)),
        Err(_) => surely_too_many(heaps, rules).map(|()| None),
    }
}

impl RemotenessRun {
    /// A search for the value of one position.
    ///
    /// # Errors
    /// [`RemotenessError::HeapTooLarge`] for a heap that can move and is over [`super::MAX_HEAP`].
    pub fn for_position(position: &Position, rules: &Rules) -> Result<Self, RemotenessError> {
        let cost = positions_cost(2, position.heaps().len());
        fits(cost)?;
        let table = table_or_estimate(position.heaps(), rules)?;
        let key = Book::classic_key(rules, position.heaps())?;
        Ok(Self::new(Book::Classic(rules.clone()), Asked::Position(key.clone()), vec![key], cost).known_from(table))
    }

    /// A search for the value of every legal move from a position (and of the position).
    ///
    /// # Errors
    /// [`RemotenessError::HeapTooLarge`] for a heap that can move and is over [`super::MAX_HEAP`].
    pub fn moves_of_position(position: &Position, rules: &Rules) -> Result<Self, RemotenessError> {
        let mut count: u64 = 0;
        for &size in position.heaps() {
            if size > super::MAX_HEAP && rules.can_move_from(size) {
                return Err(RemotenessError::HeapTooLarge { size });
            }
            count = count.saturating_add(rules.moves.move_count(size));
        }
        // Every move's position, asked about: estimated before one is listed.
        fits(positions_cost(count.saturating_add(1).saturating_mul(2), position.heaps().len()))?;
        let mut legal = Vec::new();
        for (heap, &size) in position.heaps().iter().enumerate() {
            legal.extend(takes_from(size, &rules.moves).map(|take| Move::new(heap, take)));
        }
        Self::some_moves_of_position(position, rules, &legal)
    }

    /// A search for the value of some legal moves from a position (say, its winning moves), and of
    /// the position. An illegal move among them is left out.
    ///
    /// # Errors
    /// [`RemotenessError::HeapTooLarge`] for a heap that can move and is over [`super::MAX_HEAP`].
    pub fn some_moves_of_position(position: &Position, rules: &Rules, some: &[Move]) -> Result<Self, RemotenessError> {
        let cost = positions_cost((some.len() as u64).saturating_add(1).saturating_mul(2), position.heaps().len());
        fits(cost)?;
        let table = table_or_estimate(position.heaps(), rules)?;
        let key = Book::classic_key(rules, position.heaps())?;
        let mut moves = Vec::with_capacity(some.len());
        for &mv in some {
            let Ok(after) = position.after(mv, rules) else { continue };
            moves.push((mv, Book::classic_key(rules, after.heaps())?));
        }
        let roots = moves.iter().map(|(_, key)| key.clone()).chain([key.clone()]).collect();
        Ok(Self::new(Book::Classic(rules.clone()), Asked::Moves { position: key, moves }, roots, cost)
            .known_from(table))
    }

    /// A search for the value of every position a game went through (its start, and after each move).
    ///
    /// # Errors
    /// [`RemotenessError::HeapTooLarge`] for a heap that can move and is over [`super::MAX_HEAP`];
    /// [`RemotenessError::IllegalMove`] for a move that is not legal where it was played.
    pub fn for_line(start: &Position, rules: &Rules, moves: &[Move]) -> Result<Self, RemotenessError> {
        // Every position of the game, asked about: estimated before one is made.
        let cost = positions_cost((moves.len() as u64).saturating_add(1).saturating_mul(2), start.heaps().len());
        fits(cost)?;
        let table = table_or_estimate(start.heaps(), rules)?;
        let mut position = start.clone();
        let mut keys = vec![Book::classic_key(rules, position.heaps())?];
        for (index, &mv) in moves.iter().enumerate() {
            position.play(mv, rules).map_err(|source| RemotenessError::IllegalMove { number: index + 1, source })?;
            keys.push(Book::classic_key(rules, position.heaps())?);
        }
        let roots = keys.iter().rev().cloned().collect();
        Ok(Self::new(Book::Classic(rules.clone()), Asked::Line(keys), roots, cost).known_from(table))
    }

    /// A search for the value of a sum.
    ///
    /// # Errors
    /// [`RemotenessError`] for a heap over [`super::MAX_HEAP`], too many games, or values that cannot
    /// be computed.
    pub fn for_sum(position: &SumPosition, ending: Ending) -> Result<Self, RemotenessError> {
        let cost = positions_cost(2, position.heaps().len());
        fits(cost)?;
        let book = Book::for_sum(position, ending)?;
        let key = Book::sum_key(book.games(), position)?;
        Ok(Self::new(book, Asked::Position(key.clone()), vec![key], cost))
    }

    /// A search for the value of every legal move of a sum (and of the sum).
    ///
    /// # Errors
    /// As [`Self::for_sum`].
    pub fn moves_of_sum(position: &SumPosition, ending: Ending) -> Result<Self, RemotenessError> {
        // Every move's position (a split leaves one heap more), asked about: estimated before the
        // games' values are computed or a move is listed.
        let count = position.heaps().iter().fold(0_u64, |count, heap| {
            count.saturating_add(u64::try_from(heap.game.move_count(heap.size)).unwrap_or(u64::MAX))
        });
        let cost = positions_cost(count.saturating_add(1).saturating_mul(2), position.heaps().len() + 1);
        fits(cost)?;
        let book = Book::for_sum(position, ending)?;
        let key = Book::sum_key(book.games(), position)?;
        let mut moves = Vec::new();
        for (index, heap) in position.heaps().iter().enumerate() {
            for (take, leaves) in heap.game.moves(heap.size) {
                let mv = SumMove { heap: index, take, leaves };
                let after = position.after(mv).map_err(RemotenessError::SumMove)?;
                moves.push((mv, Book::sum_key(book.games(), &after)?));
            }
        }
        let roots = moves.iter().map(|(_, key)| key.clone()).chain([key.clone()]).collect();
        Ok(Self::new(book, Asked::SumMoves { position: key, moves }, roots, cost))
    }
}
