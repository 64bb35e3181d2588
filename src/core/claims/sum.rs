//! Claims about sums of games (Kayles + Nim + Dawson's Kayles …), each worded by one `Display` (in
//! `crate::words`).
//!
//! ```
//! use bouton::{Ending, Heap, HeapGame, SumAnalysis, SumClaims, SumPosition, ValueBook};
//! let kayles: HeapGame = "kayles".parse().unwrap();
//! let position = SumPosition::new(vec![Heap::new(kayles, 10), Heap::new(HeapGame::nim(), 2)]).unwrap();
//! let book = ValueBook::for_heaps(position.heaps()).unwrap();
//! let analysis = SumAnalysis::with_book(&position, Ending::Normal, &book).unwrap();
//! let claims = SumClaims::of(&position, &analysis, Ending::Normal, &book);
//! assert_eq!(claims.values[0].to_string(), "row 1 (Kayles, 10 pins): value 2 (it plays like a Nim heap of 2)");
//! assert_eq!(claims.outcome.to_string(), "X = 2 ⊕ 2 = 0, so the position is P (the player to move loses)");
//! ```

use crate::core::analysis::{Decision, Outcome};
use crate::core::rules::Ending;
use crate::core::sum::{Heap, HeapName, SumMove};

pub use super::sum_steps::HeapOption;

/// One sentence about a sum of games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumClaim {
    /// A heap's Grundy value: it plays like a Nim heap of that size.
    HeapValue {
        /// The heap's name (its row, and its part once the row has split).
        heap: HeapName,
        /// The heap: its game and size.
        of: Heap,
        /// Its Grundy value.
        value: u64,
        /// Normal or misère play: only in normal play does the heap play like a Nim heap of its value.
        ending: Ending,
    },
    /// Who wins, and why.
    Outcome {
        /// N or P.
        outcome: Outcome,
        /// Which rule decided.
        decision: Decision,
        /// Normal or misère play.
        ending: Ending,
        /// The heaps' values (for the XOR line).
        values: Vec<u64>,
        /// Their nim-sum.
        nim_sum: u64,
        /// Whether no heap has a move left (the game is over).
        stuck: bool,
    },
    /// What one heap's moves leave, each option with its value (a split's is the XOR of its parts').
    Options {
        /// The heap's name (its row, and its part once the row has split).
        heap: HeapName,
        /// The heap.
        of: Heap,
        /// Every option (as many as a heap of a few thousand has), with its value.
        options: Vec<HeapOption>,
    },
    /// The mex rule: the smallest value no move reaches is the heap's value.
    Mex {
        /// The heap's name (its row, and its part once the row has split).
        heap: HeapName,
        /// The heap.
        of: Heap,
        /// The values its moves reach, sorted, each once.
        reached: Vec<u64>,
        /// The smallest value not reached.
        mex: u64,
        /// Normal or misère play (the value tells how the heap plays in normal play only).
        ending: Ending,
    },
    /// A Nim heap: its moves leave every smaller size, so its value is its size.
    NimHeap {
        /// The heap's name (its row, and its part once the row has split).
        heap: HeapName,
        /// The heap.
        of: Heap,
    },
    /// A heap with too many options to list: its value comes from the game's proven period.
    ValueFromPeriod {
        /// The heap's name (its row, and its part once the row has split).
        heap: HeapName,
        /// The heap.
        of: Heap,
        /// How many options it has.
        options: u128,
        /// Its value.
        value: u64,
        /// The period, as (preperiod, period).
        period: (u64, u64),
    },
    /// What decides a sum under these rules: the nim-sum of the values (normal play), or a search.
    SumRule {
        /// Normal or misère play.
        ending: Ending,
        /// Whether Bouton's misère rule decides: every heap that can still move is a Nim heap, or every
        /// one is a heap of the same S(1..k).
        all_nim: bool,
    },
    /// A winning move, and what it does.
    WinningMove {
        /// The move.
        mv: SumMove,
        /// The heap it is played on, before.
        of: Heap,
        /// That heap's name.
        name: HeapName,
        /// Why it wins.
        why: MoveWins,
    },
    /// A move's value for the player who makes it, against the best move's.
    MoveValue {
        /// The move.
        mv: SumMove,
        /// The heap it is played on, before.
        of: Heap,
        /// That heap's name.
        name: HeapName,
        /// Its value for its player.
        value: crate::core::Remoteness,
        /// The best move's value (the position's remoteness).
        best: crate::core::Remoteness,
    },
}

/// Why a winning move of a sum wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveWins {
    /// Normal play: the heap's value goes from `from` to `to` and X becomes 0.
    ValueTo {
        /// The heap's value before.
        from: u64,
        /// Its value after (the XOR of the parts' values after a split).
        to: u64,
        /// The parts' values, when the move splits the heap.
        parts: Option<(u64, u64)>,
    },
    /// Misère play by the rule (Nim or S(1..k)): every heap is left worth 0 or 1, an odd number of them 1.
    OddOnes {
        /// How many heaps worth 1 are left.
        ones: u64,
    },
    /// Misère play by the rule with a heap worth 2 or more left: X becomes 0.
    MisereNimSum,
    /// Misère play with other games: the exact search finds the position left is P.
    Searched,
}
