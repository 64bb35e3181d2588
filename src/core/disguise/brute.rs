//! The oracle: who wins a disguised game, and in how many moves, by playing out its own moves —
//! no Nim heaps, no XOR, no formula.

use std::collections::HashMap;

use super::{DisguiseError, Disguised};
use crate::core::analysis::Outcome;

/// The most positions [`solve`] may visit by default.
pub const MAX_BRUTE_STATES: usize = 2_000_000;

/// A position solved by brute force.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution<M> {
    /// Who wins with best play.
    pub outcome: Outcome,
    /// Moves to the end with best play: the winner hurries, the loser holds out.
    pub remoteness: u32,
    /// Every move that leaves the opponent lost, in the order of [`Disguised::moves`].
    pub winning_moves: Vec<M>,
    /// How many positions were solved.
    pub positions: usize,
}

/// How many moves per position the brute force may list on average before it gives up: its work is
/// bounded by the moves it looks at, not only by the positions it keeps.
const MOVES_PER_STATE: usize = 32;

/// Solves `game` by playing out every move, visiting at most `max_states` positions and looking at
/// most at [`MOVES_PER_STATE`] times as many moves.
///
/// # Errors
/// [`DisguiseError::TooManyStates`] past `max_states`.
pub fn solve<G: Disguised>(game: &G, max_states: usize) -> Result<Solution<G::Move>, DisguiseError> {
    let mut memo: HashMap<G, (bool, u32)> = HashMap::new();
    let mut listed = 0usize;
    let mut winning_moves = Vec::new();
    let mut best: Option<u32> = None;
    let mut longest = 0;
    for mv in game.moves() {
        let next = game.after(&mv)?.canonical();
        let (wins, remoteness) = value(&next, &mut memo, &mut listed, max_states)?;
        if wins {
            longest = longest.max(remoteness + 1);
        } else {
            best = Some(best.map_or(remoteness + 1, |b: u32| b.min(remoteness + 1)));
            winning_moves.push(mv);
        }
    }
    let (outcome, remoteness) = match best {
        Some(r) => (Outcome::NextWins, r),
        None => (Outcome::PreviousWins, longest),
    };
    Ok(Solution { outcome, remoteness, winning_moves, positions: memo.len() + 1 })
}

/// One position on the brute force's stack: its children still to look at, and what they showed so far.
struct Frame<G> {
    position: G,
    children: Vec<G>,
    best_win: Option<u32>,
    longest_loss: u32,
}

/// Whether the player to move wins, and the remoteness. An explicit stack keeps deep games off the
/// call stack.
fn value<G: Disguised>(
    start: &G,
    memo: &mut HashMap<G, (bool, u32)>,
    listed: &mut usize,
    max_states: usize,
) -> Result<(bool, u32), DisguiseError> {
    if let Some(&known) = memo.get(start) {
        return Ok(known);
    }
    let mut children_of = |position: &G| -> Result<Vec<G>, DisguiseError> {
        let children: Vec<G> = position
            .moves()
            .iter()
            .map(|mv| position.after(mv).map(|next| next.canonical()))
            .collect::<Result<_, _>>()?;
        *listed = listed.saturating_add(children.len());
        if *listed > max_states.saturating_mul(MOVES_PER_STATE) {
            return Err(DisguiseError::TooManyStates { max: max_states });
        }
        Ok(children)
    };
    let mut stack =
        vec![Frame { children: children_of(start)?, position: start.clone(), best_win: None, longest_loss: 0 }];
    while let Some(frame) = stack.last_mut() {
        if let Some(child) = frame.children.pop() {
            if let Some(&(wins, r)) = memo.get(&child) {
                if wins {
                    frame.longest_loss = frame.longest_loss.max(r + 1);
                } else {
                    frame.best_win = Some(frame.best_win.map_or(r + 1, |b| b.min(r + 1)));
                }
                // Put back nothing: this child is done.
                continue;
            }
            if memo.len() >= max_states {
                return Err(DisguiseError::TooManyStates { max: max_states });
            }
            let children = children_of(&child)?;
            // Come back to this child once it is solved.
            frame.children.push(child.clone());
            stack.push(Frame { children, position: child, best_win: None, longest_loss: 0 });
            continue;
        }
        let done = stack.pop().map(|f| {
            let value = f.best_win.map_or((false, f.longest_loss), |r| (true, r));
            (f.position, value)
        });
        if let Some((position, value)) = done {
            memo.insert(position, value);
        }
    }
    memo.get(start).copied().ok_or(DisguiseError::TooManyStates { max: max_states })
}
