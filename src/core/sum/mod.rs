//! Sums of heaps of different games (issue 16): "Kayles 10 + Nim 5 + Dawson 7".
//!
//! By the Sprague–Grundy theorem every heap of an impartial game plays like a Nim heap of its Grundy
//! value, and a sum of games is won in normal play exactly when the nim-sum X of the values is not 0
//! (Bouton's rule, seed 002). A move changes one heap: it takes some tokens and leaves nothing, one
//! smaller heap, or — in an octal game with the digit's bit 4 — two heaps (a Kayles row split by a
//! knocked pin).
//!
//! ```
//! use bouton::{Heap, HeapGame, Leaves, SumAnalysis, SumPosition, Ending};
//! let kayles: HeapGame = "kayles".parse().unwrap();
//! let position = SumPosition::new(vec![Heap::new(kayles, 10), Heap::new(HeapGame::nim(), 5)]).unwrap();
//! let analysis = SumAnalysis::of(&position, Ending::Normal).unwrap();
//! assert_eq!(analysis.values, [2, 5]); // a Kayles row of 10 plays like a Nim heap of 2
//! assert_eq!(analysis.nim_sum, 7);
//! // Take 3 from the Nim heap, leaving 2: X becomes 2 ⊕ 2 = 0.
//! assert!(analysis.winning_moves.iter().any(|m| m.heap == 1 && m.leaves == Leaves::One(2)));
//! ```

use std::fmt;

use super::octal::{HeapGame, OctalError};

mod analysis;
mod lesson;
mod misere;
mod mixed;
mod moves;
mod quiz;
mod values;

pub use analysis::{MAX_LISTED_MOVES, SearchLimit, SumAnalysis, SumError};
pub use lesson::{SUM_LESSON, SUM_LESSON_ENDING, SumLessonStep};
pub use misere::{MISERE_MAX_MOVES, MISERE_MAX_STATES, MISERE_MAX_TOKENS};
pub use mixed::{MAX_MIXED_MOVES, MixedAnalysis, MixedError, MixedMove, MixedSum};
pub use moves::{Leaves, SumMove, SumMoveError};
pub use quiz::{SumAnswer, SumFeedback, SumFeedbackDetail, SumQuestion, SumQuiz, SumQuizError, SumQuizKind};
pub use values::ValueBook;

/// One heap of a sum: its game and its size (tokens, or pins in a row).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Heap {
    /// The game the heap is played by.
    pub game: HeapGame,
    /// How many tokens it holds.
    pub size: u64,
}

impl Heap {
    /// A heap of `size` tokens of `game`.
    #[must_use]
    pub fn new(game: HeapGame, size: u64) -> Self {
        Self { game, size }
    }
}

/// Why a list of heaps is not a sum position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SumPositionError {
    /// More heaps than [`SumPosition::MAX_HEAPS`].
    TooManyHeaps {
        /// How many heaps were given (or a split would make).
        count: usize,
    },
}

/// A position that is a sum of heaps, each of its own game, in the order the players see them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct SumPosition {
    heaps: Vec<Heap>,
    /// The row each heap lies in (from 1: its number at the start). A split's two parts stay in
    /// their row, so rows keep their numbers as heaps split; the list never decreases.
    rows: Vec<usize>,
}

/// How the board and every sentence name a heap of a sum: the row it lies in, numbered as at the
/// start (rows keep their numbers as heaps split), and which part of the row it is once the row has
/// split ("row 1b": the second part of row 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeapName {
    /// The row, from 1.
    pub row: usize,
    /// The part of the row, from 1, when the row has split into two or more heaps.
    pub part: Option<usize>,
}

impl HeapName {
    /// The name of heap `index` (0-based) of a sum that has not split.
    #[must_use]
    pub fn unsplit(index: usize) -> Self {
        Self { row: index + 1, part: None }
    }
}

impl SumPosition {
    /// The most heaps a sum may hold (splits add heaps; 2^20 is far more than a board shows).
    pub const MAX_HEAPS: usize = 1 << 20;

    /// A sum from its heaps.
    ///
    /// # Errors
    /// [`SumPositionError::TooManyHeaps`] past [`Self::MAX_HEAPS`].
    pub fn new(heaps: Vec<Heap>) -> Result<Self, SumPositionError> {
        if heaps.len() > Self::MAX_HEAPS {
            return Err(SumPositionError::TooManyHeaps { count: heaps.len() });
        }
        let rows = (1..=heaps.len()).collect();
        Ok(Self { heaps, rows })
    }

    /// Heaps of these sizes that all play `game`: the one model's plain game (Nim, S(1..k) or a
    /// set when `game` is a take-away rule).
    ///
    /// # Errors
    /// [`SumPositionError::TooManyHeaps`] past [`Self::MAX_HEAPS`].
    pub fn uniform(game: &HeapGame, sizes: &[u64]) -> Result<Self, SumPositionError> {
        if sizes.len() > Self::MAX_HEAPS {
            return Err(SumPositionError::TooManyHeaps { count: sizes.len() });
        }
        Self::new(sizes.iter().map(|&size| Heap::new(game.clone(), size)).collect())
    }

    /// The heaps, in order.
    #[must_use]
    pub fn heaps(&self) -> &[Heap] {
        &self.heaps
    }

    /// The name of heap `index` (0-based): its row and, once the row has split, its part.
    #[must_use]
    pub fn name(&self, index: usize) -> HeapName {
        let Some(&row) = self.rows.get(index) else { return HeapName::unsplit(index) };
        // The row's heaps lie together (a split puts its right part just after its left).
        let first = self.rows[..index].iter().rev().take_while(|&&r| r == row).count();
        let last = self.rows[index + 1..].iter().take_while(|&&r| r == row).count();
        HeapName { row, part: (first + last > 0).then_some(first + 1) }
    }

    /// The sizes of the heaps, in order.
    #[must_use]
    pub fn sizes(&self) -> Vec<u64> {
        self.heaps.iter().map(|h| h.size).collect()
    }

    /// The sizes as a plain position (`19 20 21` when shown), whatever game each heap plays.
    #[must_use]
    pub fn plain_position(&self) -> crate::core::Position {
        // At most MAX_HEAPS sizes, far fewer than a position may hold: never the default.
        crate::core::Position::new(self.sizes()).unwrap_or_default()
    }

    /// The move rule whose misère rule decides this sum, when there is one: Nim when every heap that can
    /// still move is a Nim heap; S(1..k) when every one is a heap of the same S(1..k) (its misère rule
    /// is Bouton's on the values). `None` for any other sum, which is searched.
    #[must_use]
    pub fn misere_rule(&self) -> Option<crate::core::MoveRule> {
        let mut live = self.heaps.iter().filter(|h| h.game.has_move(h.size));
        let Some(first) = live.next() else { return Some(crate::core::MoveRule::Any) };
        if !live.all(|h| h.game == first.game) {
            return None;
        }
        match &first.game {
            // Nim and S(1..k) have Bouton's misère rule; a set's misère play is searched.
            HeapGame::Take(rule @ (crate::core::MoveRule::Any | crate::core::MoveRule::UpTo(_))) => Some(rule.clone()),
            // A set's misère play, Lasker's and Grundy's game's are searched.
            HeapGame::Take(crate::core::MoveRule::Set(_)) | HeapGame::Lasker | HeapGame::Grundy => None,
            HeapGame::Octal(code) => {
                let digits = code.digits();
                digits.iter().all(|&d| d == 3).then(|| crate::core::MoveRule::up_to(digits.len() as u64).ok()).flatten()
            }
        }
    }

    /// The sizes, with every heap that cannot move counted as empty (as a Nim position, when every
    /// heap that can still move is a Nim heap).
    #[must_use]
    pub fn live_sizes(&self) -> Vec<u64> {
        self.heaps.iter().map(|h| if h.game.has_move(h.size) { h.size } else { 0 }).collect()
    }

    /// The number of tokens on the table (a `u128`, so it never overflows).
    #[must_use]
    pub fn total(&self) -> u128 {
        self.heaps.iter().map(|h| u128::from(h.size)).sum()
    }

    /// Whether the player to move has a legal move; when not, the game is over.
    #[must_use]
    pub fn has_move(&self) -> bool {
        self.heaps.iter().any(|h| h.game.has_move(h.size))
    }
}

/// Why a text is not a sum of heaps.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SumParseError {
    /// A word is not `GAME:SIZE` or a size.
    NotAHeap(String),
    /// The game before the colon is unknown or malformed.
    Game {
        /// The word.
        word: String,
        /// What is wrong with the game.
        source: OctalError,
    },
    /// Nothing was given.
    Empty,
    /// Too many heaps.
    #[error(transparent)]
    Position(#[from] SumPositionError),
}

/// A word as an error message quotes it: control characters dropped, at most 40 characters.
fn shown(word: &str) -> String {
    let clean: String = word.chars().filter(|c| !c.is_control()).collect();
    if clean.chars().count() <= 40 { clean } else { clean.chars().take(39).chain(['…']).collect() }
}

impl std::str::FromStr for SumPosition {
    type Err = SumParseError;

    /// Heaps separated by spaces, commas or `+`: `kayles:10 + nim:5 + dawson:7`; a bare size is a Nim
    /// heap.
    fn from_str(text: &str) -> Result<Self, SumParseError> {
        let mut heaps = Vec::new();
        for word in text.split(|c: char| c.is_whitespace() || c == ',' || c == '+').filter(|w| !w.is_empty()) {
            let (game, size) = match word.split_once(':') {
                Some((game, size)) => {
                    let game =
                        game.parse::<HeapGame>().map_err(|source| SumParseError::Game { word: shown(word), source })?;
                    (game, size)
                }
                None => (HeapGame::nim(), word),
            };
            let size = size.trim().parse::<u64>().map_err(|_| SumParseError::NotAHeap(shown(word)))?;
            heaps.push(Heap::new(game, size));
        }
        if heaps.is_empty() {
            return Err(SumParseError::Empty);
        }
        Ok(Self::new(heaps)?)
    }
}

impl fmt::Display for SumPosition {
    /// The heaps as the command line takes them: `kayles:10 nim:5 dawson:7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, heap) in self.heaps.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}:{}", heap.game.name(), heap.size)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
