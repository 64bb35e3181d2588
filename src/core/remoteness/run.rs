//! The search itself: memoised, iterative (a long game cannot overflow the stack), in slices.
//!
//! Where a proven rule tells the outcome of every position (normal play, and misère Nim and S(1..k)),
//! a won position needs only its losing options searched: its remoteness is 1 + the least of theirs.
//! A lost position needs every option. Elsewhere every option of every position is searched, and the
//! outcome comes out of the search.

use std::collections::HashMap;

use super::parts::{Book, Part, Remains};
use super::{
    MAX_OPTIONS, MAX_PARTS, MAX_POSITIONS, MAX_WORK, MoveValues, Remoteness, RemotenessError, SumMoveValues,
    positions_cost,
};
use crate::core::analysis::Outcome;
use crate::core::dense::Dense;
use crate::core::position::Move;
use crate::core::rules::Ending;
use crate::core::sum::SumMove;

pub(super) type Key = Box<[Part]>;
/// A memo hashed with foldhash: fast, and its low bits depend on every heap (multiply-and-rotate
/// hashes leave them to the first heap alone, and a search of four heaps then crawls).
type Fast<K, V> = HashMap<K, V, foldhash::fast::RandomState>;

/// A remoteness packed in 32 bits: the top bit set when the player to move wins.
fn pack(value: Remoteness) -> u32 {
    let wins = u32::from(value.outcome == Outcome::NextWins) << 31;
    wins | value.moves
}

fn unpack(packed: u32) -> Remoteness {
    Remoteness { outcome: Outcome::from_next_wins(packed >> 31 == 1), moves: packed & !(1 << 31) }
}

/// A position being searched: the options it waits for, and what those found so far say.
struct Frame {
    state: Key,
    /// The options to search (a won position with a known outcome: only its lost options).
    options: Vec<Key>,
    next: usize,
    /// The least remoteness of a lost option so far (the position is won through it).
    least_lost: Option<u32>,
    /// The greatest remoteness of any option so far.
    greatest: u32,
    /// What its options were charged to the budget (given back when it is solved).
    cost: u64,
}

/// What the search was asked for, besides the positions' values.
pub(super) enum Asked {
    /// One position's value.
    Position(Key),
    /// The value of every move from a position of Nim, S(1..k) or a set.
    Moves { position: Key, moves: Vec<(Move, Key)> },
    /// The value of every move of a sum.
    SumMoves { position: Key, moves: Vec<(SumMove, Key)> },
    /// The value of every position of a game, from its start to its last move.
    Line(Vec<Key>),
}

/// A search of remoteness, resumable: [`Self::step`] does a bounded amount of work, so the app can
/// draw between slices, show progress and stop it.
pub struct RemotenessRun {
    book: Book,
    asked: Asked,
    /// The positions to solve, in order; the search is over when every one is in the memo.
    roots: Vec<Key>,
    next_root: usize,
    memo: Fast<Key, u32>,
    options: Fast<Part, Vec<Remains>>,
    option_count: usize,
    stack: Vec<Frame>,
    /// The heap sizes held now (positions remembered, asked about, listed, waited on), of at most
    /// [`MAX_PARTS`].
    held: u64,
    /// The heap sizes written in all, of at most [`MAX_WORK`].
    written: u64,
}

impl RemotenessRun {
    /// A search for `asked`, whose keys (and `roots`, their copies) were estimated at `cost` and found
    /// to fit before they were made.
    pub(super) fn new(book: Book, asked: Asked, roots: Vec<Key>, cost: u64) -> Self {
        Self {
            book,
            asked,
            roots,
            next_root: 0,
            memo: Fast::default(),
            options: Fast::default(),
            option_count: 0,
            stack: Vec::new(),
            held: cost,
            written: cost,
        }
    }

    /// Takes the values asked for from a table that solved every position the search could meet
    /// ([`Dense`]), when there is one: the search then has nothing left to do.
    pub(super) fn known_from(mut self, table: Option<Dense>) -> Self {
        let Some(table) = table else { return self };
        for root in &self.roots {
            let heaps: Vec<u64> = root.iter().map(|&part| super::parts::size(part)).collect();
            if let Some(value) = table.value(&heaps) {
                self.memo.insert(root.clone(), pack(value));
            }
        }
        self
    }

    /// Charges `cost` heap sizes to the budget before they are made.
    fn charge(&mut self, cost: u64) -> Result<(), RemotenessError> {
        self.held = self.held.saturating_add(cost);
        self.written = self.written.saturating_add(cost);
        if self.held > MAX_PARTS || self.written > MAX_WORK { Err(RemotenessError::TooLarge) } else { Ok(()) }
    }

    /// Searches until about `budget` positions more have been visited; `true` once every asked
    /// value is known.
    ///
    /// # Errors
    /// [`RemotenessError::TooManyPositions`] or [`RemotenessError::TooManyOptions`] past the bounds.
    pub fn step(&mut self, budget: u64) -> Result<bool, RemotenessError> {
        let mut budget = budget;
        while budget > 0 {
            let Some(top) = self.stack.last_mut() else {
                // The next root not yet known.
                while self.roots.get(self.next_root).is_some_and(|root| self.memo.contains_key(root)) {
                    self.next_root += 1;
                }
                let Some(root) = self.roots.get(self.next_root).cloned() else { return Ok(true) };
                self.open(root)?;
                budget -= 1;
                continue;
            };
            if let Some(option) = top.options.get(top.next) {
                budget -= 1;
                if let Some(&packed) = self.memo.get(option) {
                    let moves = unpack(packed);
                    if !moves.wins() {
                        top.least_lost = Some(top.least_lost.map_or(moves.moves, |m| m.min(moves.moves)));
                    }
                    top.greatest = top.greatest.max(moves.moves);
                    top.next += 1;
                } else {
                    let option = option.clone();
                    self.open(option)?;
                }
                continue;
            }
            // Every option is known: the position's value.
            let Some(done) = self.stack.pop() else { continue };
            // Its options go; the position itself is remembered (charged when it was opened).
            self.held = self.held.saturating_sub(done.cost);
            let value = match done.least_lost {
                Some(least) => Remoteness { outcome: Outcome::NextWins, moves: least + 1 },
                None => Remoteness { outcome: Outcome::PreviousWins, moves: done.greatest + 1 },
            };
            self.remember(done.state, value)?;
        }
        Ok(false)
    }

    /// Starts on a position: a final one is known at once; otherwise its options wait on the stack.
    fn open(&mut self, state: Key) -> Result<(), RemotenessError> {
        self.charge(positions_cost(1, state.len()))?;
        if state.is_empty() {
            let outcome = match self.book.ending() {
                Ending::Normal => Outcome::PreviousWins,
                Ending::Misere => Outcome::NextWins,
            };
            return self.remember(state, Remoteness { outcome, moves: 0 });
        }
        // Where a rule decides, a won position needs only its lost options: the fastest win is
        // through one of them.
        let summary = self.book.summary(&state).filter(|&summary| self.book.outcome(summary) == Outcome::NextWins);
        let (options, cost) = self.options_of(&state, summary)?;
        self.stack.push(Frame { state, options, next: 0, least_lost: None, greatest: 0, cost });
        Ok(())
    }

    fn remember(&mut self, state: Key, value: Remoteness) -> Result<(), RemotenessError> {
        if self.memo.len() >= MAX_POSITIONS {
            return Err(RemotenessError::TooManyPositions);
        }
        self.memo.insert(state, pack(value));
        Ok(())
    }

    /// Every position one move from `state`, once each (a move on one heap never leaves what a move
    /// on another heap leaves); with the summary of a won `state`, only the lost ones. Returns them
    /// with what they were charged to the budget (charged before they are made).
    fn options_of(
        &mut self,
        state: &[Part],
        won: Option<crate::core::analysis::Summary>,
    ) -> Result<(Vec<Key>, u64), RemotenessError> {
        // Every option of every heap, charged at once before one is made (a move on a heap leaves at
        // most one heap more than the state has): a position too wide to search is refused now, not
        // after its first options are listed.
        let mut count: u64 = 0;
        for (i, &part) in state.iter().enumerate() {
            if i == 0 || state[i - 1] != part {
                count = count.saturating_add(self.book.option_bound(part));
            }
        }
        let cost = positions_cost(count, state.len() + 1);
        self.charge(cost)?;
        let mut all = Vec::new();
        for (i, &part) in state.iter().enumerate() {
            if i > 0 && state[i - 1] == part {
                continue;
            }
            if !self.options.contains_key(&part) {
                // Checked before listing: a heap of millions is refused at once, not after a wait.
                let bound = self.book.option_bound(part);
                if self.option_count as u64 + bound > MAX_OPTIONS as u64 {
                    return Err(RemotenessError::TooManyOptions);
                }
                // A move leaves at most two heaps in a heap's place.
                self.charge(positions_cost(bound, 2))?;
                let listed = self.book.options(part);
                self.option_count += listed.len();
                self.options.insert(part, listed);
            }
            let without = won.map(|mut summary| {
                summary.remove(self.book.value(part).unwrap_or(0));
                summary
            });
            for remains in &self.options[&part] {
                if let Some(mut after) = without {
                    after.merge(remains.summary);
                    if self.book.outcome(after) == Outcome::NextWins {
                        continue;
                    }
                }
                let mut option: Vec<Part> = Vec::with_capacity(state.len() - 1 + remains.parts.len());
                option.extend_from_slice(&state[..i]);
                option.extend_from_slice(&state[i + 1..]);
                option.extend_from_slice(&remains.parts);
                option.sort_unstable();
                all.push(option.into_boxed_slice());
            }
        }
        Ok((all, cost))
    }

    /// How far the search has come: the positions known, of at most [`MAX_POSITIONS`].
    #[must_use]
    pub fn progress(&self) -> (u64, u64) {
        (self.memo.len() as u64, MAX_POSITIONS as u64)
    }

    /// The memory the search holds, estimated from what it keeps: every remembered position (its key
    /// on the heap, with the allocator's 16 bytes, and its slot in the table) and every listed option.
    #[must_use]
    pub fn memory_estimate(&self) -> usize {
        let boxed = |key: &Key| (key.len() * 4).next_multiple_of(8) + 16;
        let slot = std::mem::size_of::<(Key, u32)>() + 1;
        let memo = self.memo.capacity() * slot + self.memo.keys().map(boxed).sum::<usize>();
        let options: usize = self
            .options
            .values()
            .map(|list| {
                list.capacity() * std::mem::size_of::<Remains>() + list.iter().map(|r| boxed(&r.parts)).sum::<usize>()
            })
            .sum();
        memo + options + self.options.capacity() * (std::mem::size_of::<(Part, Vec<Remains>)>() + 1)
    }

    /// Runs to the end and gives the asked position's value.
    ///
    /// # Errors
    /// As [`Self::step`].
    pub fn finish(mut self) -> Result<Remoteness, RemotenessError> {
        while !self.step(1 << 16)? {}
        self.position_value()
    }

    /// Runs to the end and gives the value of every move (for a search made by
    /// [`Self::moves_of_position`]).
    ///
    /// # Errors
    /// As [`Self::step`].
    pub fn finish_moves(mut self) -> Result<MoveValues, RemotenessError> {
        while !self.step(1 << 16)? {}
        self.move_values()
    }

    /// The asked position's value, once [`Self::step`] has returned `true`.
    ///
    /// # Errors
    /// [`RemotenessError::Stopped`] when the search is not over.
    pub fn position_value(&self) -> Result<Remoteness, RemotenessError> {
        let key = match &self.asked {
            Asked::Position(key) | Asked::Moves { position: key, .. } | Asked::SumMoves { position: key, .. } => key,
            Asked::Line(keys) => keys.first().ok_or(RemotenessError::Stopped)?,
        };
        self.memo.get(key).map(|&packed| unpack(packed)).ok_or(RemotenessError::Stopped)
    }

    /// The value of every move, once [`Self::step`] has returned `true` (a search for moves from a
    /// position of Nim, S(1..k) or a set).
    ///
    /// # Errors
    /// [`RemotenessError::Stopped`] when the search is not over or was not asked for moves.
    pub fn move_values(&self) -> Result<MoveValues, RemotenessError> {
        let Asked::Moves { moves, .. } = &self.asked else { return Err(RemotenessError::Stopped) };
        let values = moves.iter().map(|(mv, key)| Ok((*mv, self.value_of_move_to(key)?))).collect::<Result<_, _>>()?;
        Ok(MoveValues { position: self.position_value()?, moves: values })
    }

    /// The value of every move of a sum, once [`Self::step`] has returned `true`.
    ///
    /// # Errors
    /// [`RemotenessError::Stopped`] when the search is not over or was not asked for a sum's moves.
    pub fn sum_move_values(&self) -> Result<SumMoveValues, RemotenessError> {
        let Asked::SumMoves { moves, .. } = &self.asked else { return Err(RemotenessError::Stopped) };
        let values = moves.iter().map(|(mv, key)| Ok((*mv, self.value_of_move_to(key)?))).collect::<Result<_, _>>()?;
        Ok(SumMoveValues { position: self.position_value()?, moves: values })
    }

    /// The value of every position of the game, from its start, once [`Self::step`] has returned
    /// `true` (a search made by [`Self::for_line`]).
    ///
    /// # Errors
    /// [`RemotenessError::Stopped`] when the search is not over or was not asked for a game.
    pub fn line_values(&self) -> Result<Vec<Remoteness>, RemotenessError> {
        let Asked::Line(keys) = &self.asked else { return Err(RemotenessError::Stopped) };
        keys.iter()
            .map(|key| self.memo.get(key).map(|&packed| unpack(packed)).ok_or(RemotenessError::Stopped))
            .collect()
    }

    fn value_of_move_to(&self, key: &Key) -> Result<Remoteness, RemotenessError> {
        let after = self.memo.get(key).map(|&packed| unpack(packed)).ok_or(RemotenessError::Stopped)?;
        Ok(Remoteness::of_move_to(after))
    }
}
