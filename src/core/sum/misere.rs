//! Misère play on a sum with games other than Nim: an exact search of the game tree.
//!
//! There is no simple misère rule for Kayles and its kin, so the search plays every line out. A
//! position is memoised as the sorted multiset of its heaps that still have a move (a heap with no
//! move never matters), so "Kayles 3 + Kayles 2" and "Kayles 2 + Kayles 3" are searched once. It runs
//! iteratively (a long game cannot overflow the stack) and uses no value and no XOR.
//!
//! The work is bounded before it grows: at most [`MISERE_MAX_TOKENS`] tokens that can move, at most
//! [`MISERE_MAX_STATES`] positions remembered and [`MISERE_MAX_MOVES`] moves made (each heap's moves
//! are listed once and count too), about a third of a second and 30 MB at worst.

use std::collections::HashMap;

use super::moves::SumMove;
use super::{Leaves, SearchLimit, SumError, SumPosition};
use crate::core::analysis::Outcome;
use crate::core::octal::HeapGame;

/// The most tokens (pins) a sum may hold, in the heaps that have a move, for the misère search.
pub const MISERE_MAX_TOKENS: u128 = 1000;

/// The most positions the misère search remembers before it gives up with an error (2^17).
pub const MISERE_MAX_STATES: usize = (1 << 17) / crate::core::FUZZ_DIVISOR as usize;

/// The most moves the misère search makes before it gives up with an error (2^21).
pub const MISERE_MAX_MOVES: usize = (1 << 21) / crate::core::FUZZ_DIVISOR as usize;

/// A heap in the search, packed: the index of its game (among the games of the heaps that can
/// move) times 2^16, plus its size. Sizes stay below [`MISERE_MAX_TOKENS`] and there are at most as
/// many games as tokens, so both fit; sorting parts sorts by game, then size.
type Part = u32;

/// A position in the search: its heaps that have a move, sorted.
type State = Vec<Part>;

type Memo = HashMap<State, bool, foldhash::fast::RandomState>;

fn part(game: usize, size: u64) -> Part {
    // Both below 2^16 (see `Part`); the root is refused before any larger one is made.
    ((game as u32) << 16) | (size as u32 & 0xFFFF)
}

fn game_of(part: Part) -> usize {
    (part >> 16) as usize
}

fn size_of(part: Part) -> usize {
    (part & 0xFFFF) as usize
}

/// What one move leaves, kept to the heaps that can still move (at most two parts, sorted).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Child {
    len: u8,
    parts: [Part; 2],
}

impl Child {
    fn parts(&self) -> &[Part] {
        &self.parts[..usize::from(self.len)]
    }
}

/// The moves of every heap size the search can meet, listed once per game: `children[game][size]`
/// holds what each move from a heap of `size` leaves (distinct results once each), and
/// `has_move[game][size]` whether there is any.
struct Table {
    children: Vec<Vec<Vec<Child>>>,
    has_move: Vec<Vec<bool>>,
}

struct Search<'a> {
    table: &'a Table,
    /// Is the position P (the player to move loses)?
    memo: Memo,
    moves_seen: usize,
    games: &'a [HeapGame],
}

/// The outcome of a sum in misère play and every winning move (each split once, the smaller part
/// first), by exact search.
pub(super) fn solve(position: &SumPosition) -> Result<(Outcome, Vec<SumMove>), SumError> {
    let heaps = position.heaps();
    // The games of the heaps that can move, and the largest size each must know.
    let mut games: Vec<HeapGame> = Vec::new();
    let mut largest: Vec<u64> = Vec::new();
    let mut live_tokens: u128 = 0;
    let mut root_parts: Vec<Option<(usize, u64)>> = Vec::with_capacity(heaps.len());
    for heap in heaps {
        if !heap.game.has_move(heap.size) {
            root_parts.push(None);
            continue;
        }
        live_tokens += u128::from(heap.size);
        if live_tokens > MISERE_MAX_TOKENS {
            let all: u128 = heaps.iter().filter(|h| h.game.has_move(h.size)).map(|h| u128::from(h.size)).sum();
            let live = u64::try_from(all).unwrap_or(u64::MAX);
            return Err(too_large(heaps, SearchLimit::Tokens { live }));
        }
        let game = games.iter().position(|g| *g == heap.game).unwrap_or_else(|| {
            games.push(heap.game.clone());
            largest.push(0);
            games.len() - 1
        });
        largest[game] = largest[game].max(heap.size);
        root_parts.push(Some((game, heap.size)));
    }
    let table = Table::new(&games, &largest).ok_or_else(|| too_large(heaps, SearchLimit::Moves))?;
    let mut search = Search { table: &table, memo: Memo::default(), moves_seen: 0, games: &games };
    let mut root: State = root_parts.iter().flatten().map(|&(game, size)| part(game, size)).collect();
    root.sort_unstable();
    let outcome = Outcome::from_next_wins(!search.is_p(&root)?);
    let mut winning = Vec::new();
    if outcome == Outcome::NextWins {
        for mv in position.legal_moves() {
            let Some(Some((game, size))) = root_parts.get(mv.heap).copied() else { continue };
            let Some(at) = root.iter().position(|&p| p == part(game, size)) else { continue };
            let leaves = match mv.leaves {
                Leaves::Nothing => vec![],
                Leaves::One(a) => vec![a],
                Leaves::Two(a, b) => vec![a, b],
            };
            let added = leaves.into_iter().filter(|&s| table.has_move[game][s as usize]).map(|s| part(game, s));
            let mut child: State = root[..at].iter().chain(&root[at + 1..]).copied().chain(added).collect();
            child.sort_unstable();
            if search.is_p(&child)? {
                winning.push(mv);
            }
        }
    }
    Ok((outcome, winning))
}

/// The error for a sum too large to search, naming its games.
fn too_large(heaps: &[super::Heap], limit: SearchLimit) -> SumError {
    let mut games: Vec<HeapGame> = Vec::new();
    for heap in heaps {
        if !games.contains(&heap.game) {
            games.push(heap.game.clone());
        }
    }
    SumError::TooLargeToSearch { games, limit }
}

impl Table {
    /// Lists the moves of each game for every size up to its largest heap; `None` when they alone
    /// are more than [`MISERE_MAX_MOVES`].
    fn new(games: &[HeapGame], largest: &[u64]) -> Option<Self> {
        let mut listed = 0usize;
        let mut children = Vec::with_capacity(games.len());
        let mut has_move = Vec::with_capacity(games.len());
        for (game, (heap_game, &top)) in games.iter().zip(largest).enumerate() {
            // `top` is at most MISERE_MAX_TOKENS (checked by the caller).
            let flags: Vec<bool> = (0..=top).map(|size| heap_game.has_move(size)).collect();
            let mut lists = Vec::with_capacity(flags.len());
            for size in 0..=top {
                listed = listed.saturating_add(usize::try_from(heap_game.move_count(size)).unwrap_or(usize::MAX));
                if listed > MISERE_MAX_MOVES {
                    return None;
                }
                let live = |s: u64| flags[s as usize].then(|| part(game, s));
                let mut list: Vec<Child> = heap_game
                    .moves(size)
                    .map(|(_, leaves)| {
                        let found: Vec<Part> = match leaves {
                            Leaves::Nothing => vec![],
                            Leaves::One(a) => live(a).into_iter().collect(),
                            Leaves::Two(a, b) => live(a).into_iter().chain(live(b)).collect(),
                        };
                        let mut parts = [0; 2];
                        parts[..found.len()].copy_from_slice(&found);
                        parts[..found.len()].sort_unstable();
                        Child { len: found.len() as u8, parts }
                    })
                    .collect();
                list.sort_unstable();
                list.dedup();
                lists.push(list);
            }
            children.push(lists);
            has_move.push(flags);
        }
        Some(Self { children, has_move })
    }
}

impl Search<'_> {
    fn too_large(&self, limit: SearchLimit) -> SumError {
        SumError::TooLargeToSearch { games: self.games.to_vec(), limit }
    }

    /// Writes into `child` the position that the `index`-th move on the heap `state[entry]` leads
    /// to, or returns `false` when that heap has no more moves.
    fn child_of(&mut self, state: &[Part], entry: usize, index: usize, child: &mut State) -> Result<bool, SumError> {
        let moved = state[entry];
        let Some(leaves) = self.table.children[game_of(moved)][size_of(moved)].get(index) else {
            return Ok(false);
        };
        self.moves_seen += 1;
        if self.moves_seen > MISERE_MAX_MOVES {
            return Err(self.too_large(SearchLimit::Moves));
        }
        child.clear();
        let mut added = leaves.parts().iter().copied().peekable();
        for &p in state[..entry].iter().chain(&state[entry + 1..]) {
            while let Some(a) = added.next_if(|&a| a < p) {
                child.push(a);
            }
            child.push(p);
        }
        child.extend(added);
        Ok(true)
    }

    /// Whether `root` is a P-position in misère play: with no move the player to move has won (the
    /// other made the last move); otherwise P exactly when every move leads to an N-position. The
    /// children are made one at a time into one buffer, so a position with an early winning move
    /// costs little and only positions searched are kept.
    fn is_p(&mut self, root: &[Part]) -> Result<bool, SumError> {
        if let Some(&p) = self.memo.get(root) {
            return Ok(p);
        }
        let mut child = State::new();
        let mut stack = vec![Frame::new(root.to_vec())];
        while let Some(frame) = stack.last_mut() {
            // Equal heaps have equal moves: only the first of a run is moved.
            if frame.index == 0 && frame.entry > 0 && frame.entry < frame.state.len() {
                while frame.entry < frame.state.len() && frame.state[frame.entry] == frame.state[frame.entry - 1] {
                    frame.entry += 1;
                }
            }
            let verdict = if frame.entry >= frame.state.len() {
                // No move (an N-position in misère play), or every move leads to N.
                Some(frame.any_move)
            } else if self.child_of(&frame.state, frame.entry, frame.index, &mut child)? {
                frame.any_move = true;
                match self.memo.get(child.as_slice()) {
                    Some(true) => Some(false),
                    Some(false) => {
                        frame.index += 1;
                        continue;
                    }
                    None => None,
                }
            } else {
                frame.entry += 1;
                frame.index = 0;
                continue;
            };
            let Some(p) = verdict else {
                // Searched first; this frame then makes the same child again and finds it.
                stack.push(Frame::new(child.clone()));
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

/// One position on the search's stack and the next move to try: the `index`-th move of the heap
/// `state[entry]`.
struct Frame {
    state: State,
    entry: usize,
    index: usize,
    any_move: bool,
}

impl Frame {
    fn new(state: State) -> Self {
        Self { state, entry: 0, index: 0, any_move: false }
    }
}
