//! The Sprague–Grundy steps of one heap of a sum: its options with their values, then the mex.

use super::sum::SumClaim;
use crate::core::rules::Ending;
use crate::core::sum::{Heap, HeapName, Leaves, ValueBook};

/// The most options a heap's Sprague–Grundy steps list; a heap with more, of a game with a proven
/// period, is explained by the period instead.
pub const MAX_STEP_OPTIONS: u128 = 4096;

/// The Sprague–Grundy argument for one heap: what its moves leave (each option with its value) and
/// the mex of those values, which is the heap's value; a Nim heap's in one sentence; a heap with more
/// than [`MAX_STEP_OPTIONS`] options of a game with a proven period, by the period.
///
/// # Errors
/// [`crate::core::SumError`] when the book holds no value for a part (never for a book made for the
/// heap or a larger one).
pub fn sprague_grundy_steps(
    heap: HeapName,
    of: &Heap,
    book: &ValueBook,
    ending: Ending,
) -> Result<Vec<SumClaim>, crate::core::SumError> {
    if of.game.is_nim() {
        return Ok(vec![SumClaim::NimHeap { heap, of: of.clone() }]);
    }
    let count = of.game.move_count(of.size);
    if count > MAX_STEP_OPTIONS
        && let Some(period) = book.period(&of.game)
    {
        let value = book.value(&of.game, of.size)?;
        return Ok(vec![SumClaim::ValueFromPeriod { heap, of: of.clone(), options: count, value, period }]);
    }
    let mut options = Vec::new();
    for (_, leaves) in of.game.moves(of.size) {
        let option = match leaves {
            Leaves::Nothing => HeapOption { leaves, value: 0, parts: None },
            Leaves::One(a) => HeapOption { leaves, value: book.value(&of.game, a)?, parts: None },
            Leaves::Two(a, b) => {
                let parts = (book.value(&of.game, a)?, book.value(&of.game, b)?);
                HeapOption { leaves, value: parts.0 ^ parts.1, parts: Some(parts) }
            }
        };
        options.push(option);
    }
    let mut reached: Vec<u64> = options.iter().map(|o| o.value).collect();
    reached.sort_unstable();
    reached.dedup();
    let mex = (0..).zip(&reached).find(|&(i, &v)| i != v).map_or(reached.len() as u64, |(i, _)| i);
    Ok(vec![
        SumClaim::Options { heap, of: of.clone(), options },
        SumClaim::Mex { heap, of: of.clone(), reached, mex, ending },
    ])
}

/// One option of a heap: what a move leaves, its value, and the parts' values when it splits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeapOption {
    /// What the move leaves.
    pub leaves: Leaves,
    /// The value of what it leaves (the XOR of the parts' values after a split).
    pub value: u64,
    /// The two parts' values, after a split.
    pub parts: Option<(u64, u64)>,
}
