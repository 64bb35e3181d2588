//! The oracle: who wins a disguised game, and in how many moves, by playing out its own moves —
//! no Nim heaps, no XOR, no formula.

use std::collections::HashMap;

use super::{DisguiseError, Disguised};
use crate::core::analysis::Outcome;
use crate::core::remoteness::Remoteness;

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
/// [`DisguiseError::TooManyStates`] past `max_states` positions, [`DisguiseError::TooManyMoves`]
/// past the moves.
pub fn solve<G: Disguised>(game: &G, max_states: usize) -> Result<Solution<G::Move>, DisguiseError> {
    let mut brute = BruteForce::new(max_states);
    let mut winning_moves = Vec::new();
    let mut values = Vec::new();
    for mv in brute.moves_of(game)? {
        let value = Remoteness::of_move_to(brute.value(&game.after(&mv)?)?);
        if value.wins() {
            winning_moves.push(mv);
        }
        values.push(value);
    }
    let position = position_value(&values);
    Ok(Solution {
        outcome: position.outcome,
        remoteness: position.moves,
        winning_moves,
        positions: brute.memo.len() + 1,
    })
}

/// The value of a position for the player to move, from the values of its moves (each for the
/// player who makes it): the fastest win, else the slowest loss (0 moves: no move, lost).
pub(super) fn position_value(moves: &[Remoteness]) -> Remoteness {
    let fastest_win = moves.iter().filter(|v| v.wins()).map(|v| v.moves).min();
    match fastest_win {
        Some(moves) => Remoteness { outcome: Outcome::NextWins, moves },
        None => Remoteness { outcome: Outcome::PreviousWins, moves: moves.iter().map(|v| v.moves).max().unwrap_or(0) },
    }
}

/// A brute force that keeps what it has solved: asked about many positions of one game (every
/// move from a position, every position of a game played), it solves each position once. Its work
/// is bounded by the positions it keeps and the moves it looks at, whatever it is asked.
#[derive(Debug)]
pub struct BruteForce<G: Disguised> {
    memo: HashMap<G, (bool, u32)>,
    listed: usize,
    max_states: usize,
}

/// One position on the brute force's stack: its children still to look at, and what they showed so far.
struct Frame<G> {
    position: G,
    children: Vec<G>,
    best_win: Option<u32>,
    longest_loss: u32,
}

impl<G: Disguised> BruteForce<G> {
    /// A brute force that keeps at most `max_states` positions and looks at most at
    /// [`MOVES_PER_STATE`] times as many moves.
    #[must_use]
    pub fn new(max_states: usize) -> Self {
        Self { memo: HashMap::new(), listed: 0, max_states }
    }

    /// How many positions it has solved.
    #[must_use]
    pub fn solved(&self) -> usize {
        self.memo.len()
    }

    /// Who wins `position` with best play, and in how many moves the game then ends.
    ///
    /// # Errors
    /// [`DisguiseError::TooManyStates`] past its bounds (what was solved is kept).
    pub fn value(&mut self, position: &G) -> Result<Remoteness, DisguiseError> {
        let (wins, moves) = self.solve(&position.canonical())?;
        let outcome = if wins { Outcome::NextWins } else { Outcome::PreviousWins };
        Ok(Remoteness { outcome, moves })
    }

    /// Every legal move of `position`, counted against the bound on the moves looked at: refused
    /// before they are listed when they are more than the bound leaves (huge heaps have more moves
    /// than memory holds).
    ///
    /// # Errors
    /// [`DisguiseError::TooManyMoves`] past the bound.
    pub fn moves_of(&mut self, position: &G) -> Result<Vec<G::Move>, DisguiseError> {
        let most = self.max_states.saturating_mul(MOVES_PER_STATE);
        let (count, cost) = (position.move_count(), position.move_cost());
        let work = count.saturating_mul(cost);
        if work > (most.saturating_sub(self.listed)) as u128 {
            // Say what ran out: the moves, or (costly positions) the work.
            return Err(if cost == 1 {
                DisguiseError::TooManyMoves { max: most as u128 }
            } else {
                DisguiseError::TooMuchWork { max: most as u128 }
            });
        }
        self.listed = self.listed.saturating_add(usize::try_from(work).unwrap_or(usize::MAX));
        Ok(position.moves())
    }

    fn children_of(&mut self, position: &G) -> Result<Vec<G>, DisguiseError> {
        self.moves_of(position)?.iter().map(|mv| position.after(mv).map(|next| next.canonical())).collect()
    }

    /// Whether the player to move at `start` (canonical) wins, and the remoteness. An explicit stack
    /// keeps deep games off the call stack.
    fn solve(&mut self, start: &G) -> Result<(bool, u32), DisguiseError> {
        if let Some(&known) = self.memo.get(start) {
            return Ok(known);
        }
        let children = self.children_of(start)?;
        let mut stack = vec![Frame { children, position: start.clone(), best_win: None, longest_loss: 0 }];
        while let Some(frame) = stack.last_mut() {
            if let Some(child) = frame.children.pop() {
                if let Some(&(wins, r)) = self.memo.get(&child) {
                    if wins {
                        frame.longest_loss = frame.longest_loss.max(r + 1);
                    } else {
                        frame.best_win = Some(frame.best_win.map_or(r + 1, |b| b.min(r + 1)));
                    }
                    // Put back nothing: this child is done.
                    continue;
                }
                if self.memo.len() >= self.max_states {
                    return Err(DisguiseError::TooManyStates { max: self.max_states });
                }
                // Come back to this child once it is solved.
                frame.children.push(child.clone());
                let children = self.children_of(&child)?;
                stack.push(Frame { children, position: child, best_win: None, longest_loss: 0 });
                continue;
            }
            if let Some(f) = stack.pop() {
                let value = f.best_win.map_or((false, f.longest_loss), |r| (true, r));
                self.memo.insert(f.position, value);
            }
        }
        self.memo.get(start).copied().ok_or(DisguiseError::TooManyStates { max: self.max_states })
    }
}
