//! Every winning move: the hot path for Nim (one pass over the heaps, then only the chunks that hold
//! X's top bit), the moves to a target value under S(1..k) and sets, the misère targets, and the exact
//! search for misère play with a set.

use super::{AnalysisError, Outcome, Summary, nim_sum, summarize};
use crate::core::position::Move;
use crate::core::rules::{Ending, MoveRule, Rules};
use crate::core::search;

/// Heaps per chunk in the one-pass scan of [`nim_sum_and_chunk_ors`].
const CHUNK: usize = 1024;

/// X and the OR of each chunk of [`CHUNK`] heaps, in one pass that the compiler vectorises.
fn nim_sum_and_chunk_ors(heaps: &[u64]) -> (u64, Vec<u64>) {
    const LANES: usize = 4;
    let mut x = [0u64; LANES];
    let mut ors = Vec::with_capacity(heaps.len().div_ceil(CHUNK));
    for chunk in heaps.chunks(CHUNK) {
        let mut or = [0u64; LANES];
        let mut lanes = chunk.chunks_exact(LANES);
        for block in &mut lanes {
            for i in 0..LANES {
                x[i] ^= block[i];
                or[i] |= block[i];
            }
        }
        for (i, &h) in lanes.remainder().iter().enumerate() {
            x[i] ^= h;
            or[i] |= h;
        }
        ors.push(or.iter().fold(0, |a, &b| a | b));
    }
    (x.iter().fold(0, |a, &b| a ^ b), ors)
}

/// Every winning move — every legal move to a P-position — sorted by heap, then by amount taken.
/// Empty when the position is P.
///
/// ```
/// use bouton::{winning_moves, Move, Rules};
/// let moves = winning_moves(&[19, 20, 21], &Rules::default()).unwrap();
/// assert_eq!(moves, [Move::new(0, 18), Move::new(1, 14), Move::new(2, 14)]);
/// assert!(winning_moves(&[1, 2, 3], &Rules::default()).unwrap().is_empty());
/// ```
///
/// # Errors
/// As [`outcome`].
pub fn winning_moves(heaps: &[u64], rules: &Rules) -> Result<Vec<Move>, AnalysisError> {
    let mut moves = Vec::new();
    for_each_winning_move(heaps, rules, |mv| {
        moves.push(mv);
        true
    })?;
    Ok(moves)
}

/// The first winning move (by heap, then amount), or `None` when the position is P. Stops scanning at
/// the first one, so it is as fast as one pass to find X plus a short look.
///
/// # Errors
/// As [`outcome`].
pub fn first_winning_move(heaps: &[u64], rules: &Rules) -> Result<Option<Move>, AnalysisError> {
    let mut first = None;
    for_each_winning_move(heaps, rules, |mv| {
        first = Some(mv);
        false
    })?;
    Ok(first)
}

/// Calls `visit` with each winning move in order until it returns `false`.
fn for_each_winning_move(
    heaps: &[u64],
    rules: &Rules,
    mut visit: impl FnMut(Move) -> bool,
) -> Result<(), AnalysisError> {
    match (rules.ending, &rules.moves) {
        (Ending::Normal, MoveRule::Any) => {
            // The hot path: one pass finds X and each chunk's OR; then only the chunks that hold X's
            // top bit d are scanned again (a heap is a winning move iff it has bit d).
            let (x, chunk_ors) = nim_sum_and_chunk_ors(heaps);
            let Some(d) = x.checked_ilog2() else { return Ok(()) };
            let mask = 1u64 << d;
            for (c, _) in chunk_ors.iter().enumerate().filter(|&(_, or)| or & mask != 0) {
                let start = c * CHUNK;
                for (i, &size) in heaps[start..(start + CHUNK).min(heaps.len())].iter().enumerate() {
                    if size & mask != 0 && !visit(Move { heap: start + i, take: size - (size ^ x) }) {
                        return Ok(());
                    }
                }
            }
        }
        (Ending::Normal, rule) => {
            let x = nim_sum(heaps, rules);
            if x != 0 {
                visit_moves_to_targets(heaps, rule, |g| g ^ x, &mut visit);
            }
        }
        (Ending::Misere, MoveRule::Set(_)) => {
            for mv in search::winning_moves(heaps, rules)? {
                if !visit(mv) {
                    break;
                }
            }
        }
        (Ending::Misere, rule) => {
            let summary = summarize(heaps, rules);
            if summary.decide(Ending::Misere).0 == Outcome::NextWins {
                let target = |g: u64| misere_target(summary, g);
                visit_moves_to_targets(heaps, rule, target, &mut visit);
            }
        }
    }
    Ok(())
}

/// The Grundy value heap k must reach for a misère P-position, given its value `g` now.
fn misere_target(summary: Summary, g: u64) -> u64 {
    let others_big = summary.big - u64::from(g >= 2);
    if others_big > 0 {
        // Some other heap stays ≥ 2: the normal rule decides after the move.
        summary.nim_sum ^ g
    } else {
        // Every other value is 0 or 1: leave an odd number of 1s (and no value ≥ 2).
        let others_ones = summary.ones - u64::from(g == 1);
        u64::from(others_ones.is_multiple_of(2))
    }
}

/// For each heap, visits the moves that change its Grundy value to `target(g)`.
fn visit_moves_to_targets(
    heaps: &[u64],
    rule: &MoveRule,
    target: impl Fn(u64) -> u64,
    visit: &mut impl FnMut(Move) -> bool,
) {
    for (heap, &size) in heaps.iter().enumerate() {
        let g = rule.grundy(size);
        let wanted = target(g);
        if wanted == g {
            continue;
        }
        let mut keep_going = true;
        takes_to_grundy(size, g, wanted, rule, |take| {
            keep_going = visit(Move { heap, take });
            keep_going
        });
        if !keep_going {
            return;
        }
    }
}

/// Calls `visit` (until it returns `false`) with every legal amount that takes a heap of `size`
/// (Grundy value `g`) to Grundy value `wanted`, in increasing order.
pub(crate) fn takes_to_grundy(size: u64, g: u64, wanted: u64, rule: &MoveRule, mut visit: impl FnMut(u64) -> bool) {
    match rule {
        MoveRule::Any => {
            if wanted < size {
                visit(size - wanted);
            }
        }
        MoveRule::UpTo(k) => {
            let k = k.get();
            let Some(modulus) = k.checked_add(1) else {
                // k = u64::MAX: every heap is smaller than k + 1, so this is Nim.
                if wanted < size {
                    visit(size - wanted);
                }
                return;
            };
            // Taking t changes the residue by −t; the one t in 1..=k with that residue change.
            if wanted < modulus {
                let take = if wanted < g { g - wanted } else { g + (modulus - wanted) };
                if take <= size && take <= k {
                    visit(take);
                }
            }
        }
        MoveRule::Set(set) => {
            for &take in set.amounts().iter().take_while(|&&s| s <= size) {
                if set.sequence().value(size - take) == wanted && !visit(take) {
                    return;
                }
            }
        }
    }
}
