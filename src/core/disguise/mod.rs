//! Nim in disguise (issue 31): games that look nothing like Nim and are Nim underneath — coins on a
//! staircase, Poker Nim, rows of coins to turn, Moore's Nim_k, Lasker's Nim, Green Hackenbush on
//! trees — and Wythoff's game, where the disguise does not lift.
//!
//! Each game is its own position type with its own moves ([`Disguised::moves`], played by
//! [`Disguised::after`]); its **disguise** ([`Disguised::lift`]) says what it is underneath (Nim heaps,
//! Moore's column counts, or Wythoff's pairs), and its winning moves are found through the disguise
//! ([`Disguised::winning_moves`]). A brute force of the game's own moves ([`solve`]), with no Nim and
//! no XOR in it, is the oracle every one of those facts is checked against.
//!
//! ```
//! use bouton::{Disguised, Outcome, Staircase};
//! let stairs = Staircase::new(vec![0, 3, 1, 4]).unwrap(); // coins on steps 1, 2, 3, 4
//! let lift = stairs.lift();
//! assert_eq!(lift.values(), [0, 1]); // the odd steps 1 and 3 are the Nim heaps
//! assert_eq!(lift.outcome(), Outcome::NextWins);
//! assert_eq!(bouton::solve(&stairs, 100_000).unwrap().outcome, Outcome::NextWins);
//! ```

use std::fmt::Debug;
use std::hash::Hash;

mod any;
#[cfg(test)]
mod bound_tests;
mod brute;
mod coins;
mod colon;
mod hackenbush;
mod lasker;
mod lesson;
mod moore;
mod poker;
mod quiz;
mod review;
mod staircase;
#[cfg(test)]
mod tests;
mod values;
mod wythoff;

pub use any::{DisguiseKind, DisguisedGame, DisguisedMove};
pub use brute::{BruteForce, MAX_BRUTE_STATES, Solution, solve};
pub use coins::{CoinMove, CoinRow, CoinRule, MAX_COINS};
pub use colon::ColonStep;
pub use hackenbush::{Forest, MAX_EDGES, Tree};
pub use lasker::{Lasker, LaskerMove, MAX_LASKER_HEAP, lasker_value, lasker_values_by_mex};
pub use lesson::{DISGUISE_LESSONS, DISGUISE_STARTS, DisguiseLesson, DisguiseLessonStep};
pub use moore::{MAX_MOORE_MOVES, Moore, MooreMove};
pub use poker::{Poker, PokerMove};
pub use quiz::{DisguiseFeedback, DisguiseQuestion, DisguiseQuiz};
pub use review::{APP_BRUTE_STATES, DisguiseMoveValues, DisguiseReview, DisguiseReviewedMove};
pub use staircase::{StairMove, Staircase};
pub use values::FoundValues;
pub use wythoff::{MAX_WYTHOFF, MAX_WYTHOFF_VALUES, Wythoff, WythoffMove, wythoff_pair};

use super::analysis::Outcome;

/// The most parts (steps, heaps, coins' rows…) a disguised game's position may have.
pub const MAX_PARTS: usize = 64;

/// A game in disguise: its own positions and moves, and what it is underneath.
pub trait Disguised: Clone + Eq + Hash + Debug {
    /// One move, in the game's own terms.
    type Move: Clone + Eq + Debug;

    /// Every legal move, in a fixed order (there may be many: a brute force's list).
    fn moves(&self) -> Vec<Self::Move>;

    /// The same position in a form where positions that play alike are equal (heaps in order,
    /// empty heaps gone where they play no part): the brute force solves each form once.
    #[must_use]
    fn canonical(&self) -> Self {
        self.clone()
    }

    /// How many legal moves there are, without listing them (a brute force checks it before it
    /// lists them: a position of huge heaps has more than memory holds).
    fn move_count(&self) -> u128 {
        self.moves().len() as u128
    }

    /// What one move costs the brute force, in units of a move of a small position: 1, or more
    /// where each position it makes is large to build (a drawing of many edges).
    fn move_cost(&self) -> u128 {
        1
    }

    /// Whether any move is left (without listing them all where they are many).
    fn has_move(&self) -> bool {
        !self.moves().is_empty()
    }

    /// The first legal move, as [`Self::moves`] lists them (without listing them all where they are
    /// many).
    fn first_move(&self) -> Option<Self::Move> {
        self.moves().into_iter().next()
    }

    /// The position after `mv`.
    ///
    /// # Errors
    /// [`DisguiseError::Illegal`] when the rules forbid `mv` here; nothing changes.
    fn after(&self, mv: &Self::Move) -> Result<Self, DisguiseError>;

    /// What the position is underneath.
    fn lift(&self) -> Lift;

    /// Every winning move, found through the disguise (not by brute force), in the order of
    /// [`Self::moves`].
    ///
    /// # Errors
    /// [`DisguiseError::TooManyMoves`] where they cannot be listed within bounds.
    fn winning_moves(&self) -> Result<Vec<Self::Move>, DisguiseError>;

    /// One winning move, where there is one: the first of [`Self::winning_moves`], or (where a
    /// game overrides it) one built through the disguise without listing the rest, so that a
    /// position with too many moves to list still has a move the computer and the hints can give.
    fn a_winning_move(&self) -> Option<Self::Move> {
        self.winning_moves().ok()?.into_iter().next()
    }

    /// What `mv` does underneath: the Nim heap it changes, and X after it (`None` where the
    /// disguise is not Nim heaps: Moore's Nim, Wythoff's game). `mv` is assumed legal.
    fn effect(&self, mv: &Self::Move) -> Option<Effect>;
}

/// What a move does underneath a disguise that is Nim heaps: one heap goes from one value to
/// another (a heap that goes is worth 0 after; a Lasker split or a coin turned with others is worth
/// the nim-sum of what it leaves).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Effect {
    /// The part whose heap changes, from 1: the odd step, the heap, the rightmost coin's position,
    /// the tree.
    pub part: usize,
    /// Its value before the move.
    pub from: u64,
    /// Its value after the move.
    pub to: u64,
    /// X after the move.
    pub nim_sum_after: u64,
}

impl Effect {
    /// The effect of changing part `part` from `from` to `to` in a position of nim-sum `x`.
    #[must_use]
    pub fn new(x: u64, part: usize, from: u64, to: u64) -> Self {
        Self { part, from, to, nim_sum_after: x ^ from ^ to }
    }
}

/// Why a disguised game's position or move is refused. Nothing changes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DisguiseError {
    /// The rules forbid this move here.
    Illegal,
    /// The rules forbid this move here, for this reason (said on the board).
    Refused(Refusal),
    /// The position has more parts than a disguised game may have.
    TooManyParts {
        /// How many were given.
        count: usize,
        /// The most allowed.
        max: usize,
    },
    /// A number in the position is too large for this game.
    TooLarge {
        /// The number given.
        value: u128,
        /// The largest allowed.
        max: u128,
    },
    /// The position's text cannot be read.
    Malformed(String),
    /// Listing the moves would take too long.
    TooManyMoves {
        /// The most a list may hold.
        max: u128,
    },
    /// The brute force would do more work than it may (positions of many parts, each costly).
    TooMuchWork {
        /// The most work it may do, in moves of a small position.
        max: u128,
    },
    /// The game has no Grundy value by a rule here (Moore's Nim with k ≥ 2), so it cannot join a
    /// sum.
    NoValue,
    /// A sum of heaps and games in disguise cannot be played or valued: a part has no value, or a
    /// heap's move is refused (the sum's own reason).
    Sum(Box<crate::core::MixedError>),
    /// The brute force would visit more positions than it may.
    TooManyStates {
        /// The most it may visit.
        max: usize,
    },
}

/// Why a move picked on the board is not one the game allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Nothing was picked.
    NothingPicked,
    /// The rightmost coin turned must show heads; this one (its position) shows tails.
    NotHeads {
        /// Its position, from 1.
        position: usize,
    },
    /// More coins than the rule turns besides the rightmost.
    TooManyCoins {
        /// How many more the rule allows (1 for Turtles, 2 for Mock Turtles).
        more: usize,
    },
    /// Ruler turns a run of neighbouring coins: these have gaps.
    NotARun,
    /// More heaps than Moore's k.
    TooManyHeaps {
        /// k.
        k: u64,
    },
}

/// One Nim heap under a disguise: which part of the game it comes from, and its size (its Grundy
/// value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LiftedHeap {
    /// The part it comes from, from 1: a step, a heap, a coin's position or an edge on the ground.
    pub part: usize,
    /// The heap's size in Nim: the part's Grundy value.
    pub value: u64,
}

/// What a disguised position is underneath.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Lift {
    /// Nim heaps: the position plays like the Nim position of these heaps, won by the player to move
    /// exactly when their nim-sum X is not 0.
    Nim(Vec<LiftedHeap>),
    /// Moore's Nim_k: the player to move loses exactly when every column of the binary table counts
    /// a multiple of k + 1 ones.
    Moore {
        /// How many heaps a move may take from.
        k: u64,
        /// The heaps.
        heaps: Vec<u64>,
    },
    /// Wythoff's game, which is not Nim: the player to move loses exactly on a Wythoff pair
    /// (⌊nφ⌋, ⌊nφ²⌋).
    Wythoff {
        /// The two heaps.
        heaps: (u64, u64),
        /// n when the heaps (in either order) are the n-th Wythoff pair.
        pair: Option<u64>,
    },
}

impl Lift {
    /// Who wins with best play, from the disguise alone.
    #[must_use]
    pub fn outcome(&self) -> Outcome {
        let lost = match self {
            Self::Nim(_) => self.nim_sum() == 0,
            Self::Moore { k, heaps } => moore::column_counts(heaps).iter().all(|&c| c % (k + 1) == 0),
            Self::Wythoff { pair, .. } => pair.is_some(),
        };
        if lost { Outcome::PreviousWins } else { Outcome::NextWins }
    }

    /// The Nim heaps' sizes (empty unless the disguise is Nim).
    #[must_use]
    pub fn values(&self) -> Vec<u64> {
        match self {
            Self::Nim(heaps) => heaps.iter().map(|h| h.value).collect(),
            Self::Moore { .. } | Self::Wythoff { .. } => Vec::new(),
        }
    }

    /// X: the nim-sum of the Nim heaps (of all the heaps for Moore's Nim; of the two for Wythoff,
    /// where it does not decide the game).
    #[must_use]
    pub fn nim_sum(&self) -> u64 {
        match self {
            Self::Nim(heaps) => heaps.iter().fold(0, |x, h| x ^ h.value),
            Self::Moore { heaps, .. } => heaps.iter().fold(0, |x, h| x ^ h),
            Self::Wythoff { heaps, .. } => heaps.0 ^ heaps.1,
        }
    }
}

/// Checks the number of parts.
fn check_parts(count: usize) -> Result<(), DisguiseError> {
    if count > MAX_PARTS {
        return Err(DisguiseError::TooManyParts { count, max: MAX_PARTS });
    }
    Ok(())
}

/// A comma-separated list of numbers (`0,3,1,4`), each at most `max`.
fn parse_numbers(text: &str, max: u64) -> Result<Vec<u64>, DisguiseError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let words: Vec<&str> = text.split(',').collect();
    check_parts(words.len())?;
    words
        .iter()
        .map(|word| {
            let word = word.trim();
            if !word.is_empty() && word.chars().all(|c| c.is_ascii_digit()) {
                match word.parse::<u64>() {
                    Ok(n) if n <= max => Ok(n),
                    _ => Err(DisguiseError::TooLarge { value: word.parse().unwrap_or(u128::MAX), max: max.into() }),
                }
            } else {
                Err(DisguiseError::Malformed(word.into()))
            }
        })
        .collect()
}

/// The moves of a position that leave the player to move's opponent lost, judged by the disguise.
fn moves_to_p<G: Disguised>(game: &G, moves: Vec<G::Move>) -> Vec<G::Move> {
    moves
        .into_iter()
        .filter(|mv| game.after(mv).is_ok_and(|next| next.lift().outcome() == Outcome::PreviousWins))
        .collect()
}
