//! Misère play on a sum with games other than Nim: an exact search of the game tree.
//!
//! There is no simple misère rule for Kayles and its kin, so the search plays every line out. A
//! position is memoised as the sorted multiset of its heaps that still have a move (a heap with no
//! move never matters), so "Kayles 3 + Kayles 2" and "Kayles 2 + Kayles 3" are searched once. It runs
//! iteratively (a long game cannot overflow the stack) and uses no value and no XOR.

use std::collections::HashMap;

type Memo = HashMap<State, bool, foldhash::fast::RandomState>;

use super::moves::SumMove;
use super::{SearchLimit, SumError, SumPosition};
use crate::core::analysis::Outcome;
use crate::core::octal::HeapGame;

/// The most tokens (pins) a sum may hold, in the heaps that have a move, for the misère search.
pub const MISERE_MAX_TOKENS: u128 = 1000;

/// The most positions the misère search remembers before it gives up with an error (2^19).
pub const MISERE_MAX_STATES: usize = 1 << 19;

/// The most moves the misère search makes before it gives up with an error (2^23).
pub const MISERE_MAX_MOVES: usize = 1 << 23;

/// A heap in the search: the index of its game in the sum's list of games, and its size.
type Part = (u32, u64);

/// A position in the search: its heaps that have a move, sorted.
type State = Vec<Part>;

struct Search<'a> {
    games: &'a [HeapGame],
    /// Is the position P (the player to move loses)?
    memo: Memo,
    moves_seen: usize,
}

/// The outcome of a sum in misère play and every winning move (each split once, the smaller part
/// first), by exact search.
pub(super) fn solve(position: &SumPosition) -> Result<(Outcome, Vec<SumMove>), SumError> {
    let mut games: Vec<HeapGame> = Vec::new();
    for heap in position.heaps() {
        if !games.contains(&heap.game) {
            games.push(heap.game.clone());
        }
    }
    let index_of = |game: &HeapGame| games.iter().position(|g| g == game).unwrap_or(0) as u32;
    let parts: Vec<Part> = position.heaps().iter().map(|h| (index_of(&h.game), h.size)).collect();
    let mut search = Search { games: &games, memo: Memo::default(), moves_seen: 0 };
    let root = search.normalize(parts.iter().copied());
    let live_tokens: u128 = root.iter().map(|&(_, size)| u128::from(size)).sum();
    if live_tokens > MISERE_MAX_TOKENS {
        return Err(search.too_large(SearchLimit::Tokens { live: u64::try_from(live_tokens).unwrap_or(u64::MAX) }));
    }
    let outcome = Outcome::from_next_wins(!search.is_p(&root)?);
    let mut winning = Vec::new();
    if outcome == Outcome::NextWins {
        for mv in position.legal_moves() {
            let after = position.after(mv)?;
            let child = search.normalize(after.heaps().iter().map(|h| (index_of(&h.game), h.size)));
            if search.is_p(&child)? {
                winning.push(mv);
            }
        }
    }
    Ok((outcome, winning))
}

impl Search<'_> {
    fn too_large(&self, limit: SearchLimit) -> SumError {
        SumError::TooLargeToSearch { games: self.games.to_vec(), limit }
    }

    fn normalize(&self, parts: impl Iterator<Item = Part>) -> State {
        let mut state: State = parts.filter(|&(game, size)| self.games[game as usize].has_move(size)).collect();
        state.sort_unstable();
        state
    }

    /// Every position one move on the heap `state[entry]` leads to.
    fn children_of(&mut self, state: &State, entry: usize) -> Result<Vec<State>, SumError> {
        let (game, size) = state[entry];
        let mut children = Vec::new();
        for (_, leaves) in self.games[game as usize].moves(size) {
            self.moves_seen += 1;
            if self.moves_seen > MISERE_MAX_MOVES {
                return Err(self.too_large(SearchLimit::Moves));
            }
            let rest = state[..entry].iter().chain(&state[entry + 1..]).copied();
            let parts: Vec<Part> = match leaves {
                super::Leaves::Nothing => vec![],
                super::Leaves::One(a) => vec![(game, a)],
                super::Leaves::Two(a, b) => vec![(game, a), (game, b)],
            };
            children.push(self.normalize(rest.chain(parts)));
        }
        Ok(children)
    }

    /// Whether `root` is a P-position in misère play: with no move the player to move has won (the
    /// other made the last move); otherwise P exactly when every move leads to an N-position. The
    /// moves are made one heap at a time, so a position with an early winning move costs little.
    fn is_p(&mut self, root: &State) -> Result<bool, SumError> {
        if let Some(&p) = self.memo.get(root) {
            return Ok(p);
        }
        let mut stack = vec![Frame::new(root.clone())];
        while let Some(frame) = stack.last_mut() {
            let verdict = loop {
                if let Some(child) = frame.children.get(frame.next) {
                    match self.memo.get(child) {
                        Some(true) => break Some(false),
                        Some(false) => frame.next += 1,
                        None => break None,
                    }
                    continue;
                }
                // The next heap that differs from the one just done (equal heaps have equal moves).
                let mut entry = frame.entry;
                while entry < frame.state.len()
                    && entry > 0
                    && frame.started
                    && frame.state[entry] == frame.state[entry - 1]
                {
                    entry += 1;
                }
                if entry >= frame.state.len() {
                    // No move (an N-position in misère play), or every move leads to N.
                    break Some(frame.any_move);
                }
                let children = self.children_of(&frame.state, entry)?;
                frame.any_move |= !children.is_empty();
                frame.children = children;
                frame.next = 0;
                frame.entry = entry + 1;
                frame.started = true;
            };
            let Some(p) = verdict else {
                let child = frame.children[frame.next].clone();
                stack.push(Frame::new(child));
                continue;
            };
            let state = std::mem::take(&mut frame.state);
            stack.pop();
            self.memo.insert(state, p);
            if self.memo.len() > MISERE_MAX_STATES {
                return Err(self.too_large(SearchLimit::Positions));
            }
        }
        Ok(self.memo.get(root).copied().unwrap_or(false))
    }
}

/// One position on the search's stack: the moves of one of its heaps at a time.
struct Frame {
    state: State,
    /// The next heap (index into `state`) whose moves are still to be made.
    entry: usize,
    started: bool,
    children: Vec<State>,
    next: usize,
    any_move: bool,
}

impl Frame {
    fn new(state: State) -> Self {
        Self { state, entry: 0, started: false, children: Vec::new(), next: 0, any_move: false }
    }
}
