//! Exact game-tree search, for misère play with a subtraction set (where no general rule is proven).
//!
//! The search is memoised over positions written as sorted lists of the heaps that still have a move
//! (a heap smaller than every allowed amount never changes and never matters). It runs iteratively,
//! so a long game cannot overflow the stack. It uses no XOR and no Grundy value.
//!
//! One position's outcome and winning moves come from a table of every position it can reach
//! ([`Dense`], bounded before it starts); the memoised search serves the checker, which asks about
//! many positions of a box and shares what it learns between them.

use std::collections::HashMap;

use super::analysis::{AnalysisError, Outcome};
use super::dense::Dense;
use super::position::{Move, takes_from};
use super::rules::{Ending, MoveRule, Rules};

/// The search runs when the product of (size + 1) over the live heaps — a bound on the positions it
/// can meet — is at most this (2^20, about a million): the same bound as one position's table.
pub const STATE_LIMIT: u64 = super::dense::MAX_POSITIONS;

/// The memo keeps two generations of verdicts: once the young one holds more than this many positions
/// (2^19) it becomes the old one and the previous old one is forgotten. One search adds at most
/// [`STATE_LIMIT`], so the memo never holds more than 2 · (2^19 + 2^20) positions however many
/// positions are asked about (the checker asks about up to 10^8), and what recent positions use stays.
pub const MEMO_LIMIT: usize = 1 << 19;

/// The search's memory of verdicts (is this position P?), in two generations (see [`MEMO_LIMIT`]).
struct Memo {
    young: Verdicts,
    old: Verdicts,
    limit: usize,
}

/// Verdicts by position, hashed with foldhash (fast, and every heap counts).
type Verdicts = HashMap<Vec<u64>, bool, foldhash::fast::RandomState>;

impl Memo {
    fn new(limit: usize) -> Self {
        Self { young: Verdicts::default(), old: Verdicts::default(), limit }
    }

    /// A verdict, if known; one found in the old generation moves back to the young one.
    fn get(&mut self, position: &[u64]) -> Option<bool> {
        if let Some(&p) = self.young.get(position) {
            return Some(p);
        }
        let p = self.old.remove(position)?;
        self.young.insert(position.to_vec(), p);
        Some(p)
    }

    fn insert(&mut self, position: Vec<u64>, p: bool) {
        self.young.insert(position, p);
    }

    /// Between two questions: a full young generation becomes the old one. Forgetting is always
    /// sound: the search recomputes what it needs.
    fn age(&mut self) {
        if self.young.len() > self.limit {
            self.old = std::mem::take(&mut self.young);
        }
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.young.len() + self.old.len()
    }
}

/// Whether the position is a P-position (the player to move loses), by exact search.
pub(crate) fn is_p_position(heaps: &[u64], rules: &Rules) -> Result<bool, AnalysisError> {
    // The outcome alone: the table's answer for the root, without looking at every move.
    let dense = Dense::solve(heaps, rules)?;
    Ok(dense.value(heaps).is_some_and(|value| value.outcome == Outcome::PreviousWins))
}

/// Every legal move to a P-position, by exact search, sorted by heap then amount.
pub(crate) fn winning_moves(heaps: &[u64], rules: &Rules) -> Result<Vec<Move>, AnalysisError> {
    Ok(solve(heaps, rules)?.1)
}

/// Whether the position is a P-position, and every legal move to a P-position (sorted by heap then
/// amount), from one table of every position it can reach ([`Dense`]).
pub(crate) fn solve(heaps: &[u64], rules: &Rules) -> Result<(bool, Vec<Move>), AnalysisError> {
    let dense = Dense::solve(heaps, rules)?;
    let lost = |heaps: &[u64]| dense.value(heaps).is_some_and(|value| value.outcome == Outcome::PreviousWins);
    let p = lost(heaps);
    let mut moves = Vec::new();
    if !p {
        let mut child = heaps.to_vec();
        for (heap, &size) in heaps.iter().enumerate() {
            for take in takes_from(size, &rules.moves) {
                child[heap] = size - take;
                if lost(&child) {
                    moves.push(Move { heap, take });
                }
            }
            child[heap] = size;
        }
    }
    Ok((p, moves))
}

/// The smallest amount ≥ `from` that the rule allows from a heap of `size`.
fn next_take(rule: &MoveRule, size: u64, from: u64) -> Option<u64> {
    let limit = match rule {
        MoveRule::Any => size,
        MoveRule::UpTo(k) => size.min(k.get()),
        MoveRule::Set(set) => {
            let amounts = set.amounts();
            let i = amounts.partition_point(|&a| a < from);
            return amounts.get(i).copied().filter(|&a| a <= size);
        }
    };
    (from <= limit).then_some(from)
}

/// One position being explored: its heaps and the next move to try.
struct Frame {
    heaps: Vec<u64>,
    heap: usize,
    take: u64,
    has_move: bool,
}

/// A memoised exact search; the memo is kept between calls, so classifying many related positions
/// (as the checker does) costs no more than the positions they reach.
pub(crate) struct Search {
    rules: Rules,
    smallest_take: u64,
    /// Position (normalized) → is it a P-position.
    memo: Memo,
}

impl Search {
    pub(crate) fn new(rules: &Rules) -> Self {
        Self { rules: rules.clone(), smallest_take: rules.moves.smallest_take(), memo: Memo::new(MEMO_LIMIT) }
    }

    /// The outcome of a position, or `None` when it is too large to search.
    pub(crate) fn outcome(&mut self, heaps: &[u64]) -> Option<Outcome> {
        let root = self.normalize(heaps.iter().copied()).ok()?;
        self.memo.age();
        Some(Outcome::from_next_wins(!self.is_p(root)))
    }

    /// The live heaps, sorted; refuses positions too big to search.
    fn normalize(&self, heaps: impl Iterator<Item = u64>) -> Result<Vec<u64>, AnalysisError> {
        let mut live: Vec<u64> = heaps.filter(|&h| h >= self.smallest_take).collect();
        let states = live.iter().fold(1u64, |product, &h| product.saturating_mul(h.saturating_add(1)));
        if states > STATE_LIMIT {
            return Err(AnalysisError::NoProvenRule { states });
        }
        live.sort_unstable();
        Ok(live)
    }

    /// The next child of a frame (advancing it), or `None` when its moves are exhausted.
    fn next_child(&self, frame: &mut Frame) -> Option<Vec<u64>> {
        while frame.heap < frame.heaps.len() {
            let i = frame.heap;
            let size = frame.heaps[i];
            // Equal heaps give equal children: try only the first of a run.
            let repeat = i > 0 && frame.heaps[i - 1] == size;
            if let Some(t) = next_take(&self.rules.moves, size, frame.take).filter(|_| !repeat) {
                frame.take = t + 1;
                frame.has_move = true;
                let mut child = frame.heaps.clone();
                child[i] = size - t;
                child.retain(|&h| h >= self.smallest_take);
                child.sort_unstable();
                return Some(child);
            }
            frame.heap += 1;
            frame.take = 1;
        }
        None
    }

    fn is_p(&mut self, root: Vec<u64>) -> bool {
        if let Some(p) = self.memo.get(&root) {
            return p;
        }
        let new_frame = |heaps| Frame { heaps, heap: 0, take: 1, has_move: false };
        let mut stack = vec![new_frame(root)];
        // The verdict of the frame just finished, for its parent.
        let mut finished: Option<bool> = None;
        while let Some(frame) = stack.last_mut() {
            // A child that is a P-position makes this frame an N-position.
            let mut verdict = (finished.take() == Some(true)).then_some(false);
            if verdict.is_none() {
                match self.next_child(frame) {
                    Some(child) => match self.memo.get(&child) {
                        Some(true) => verdict = Some(false),
                        Some(false) => {}
                        None => stack.push(new_frame(child)),
                    },
                    // No move left to try: P if every move led to N; with no move at all, the
                    // player to move has lost (normal) or won (misère).
                    None => verdict = Some(frame.has_move || self.rules.ending == Ending::Normal),
                }
            }
            if let Some(p) = verdict {
                let Some(done) = stack.pop() else { break };
                self.memo.insert(done.heaps, p);
                finished = Some(p);
            }
        }
        // The root is the last frame finished.
        finished.unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(ending: Ending, moves: MoveRule) -> Rules {
        Rules::new(ending, moves)
    }

    #[test]
    fn search_agrees_with_bouton_in_normal_nim() {
        let nim = rules(Ending::Normal, MoveRule::Any);
        for a in 0..6u64 {
            for b in 0..6 {
                for c in 0..6 {
                    let p = is_p_position(&[a, b, c], &nim).unwrap();
                    assert_eq!(p, a ^ b ^ c == 0, "({a}, {b}, {c})");
                }
            }
        }
    }

    #[test]
    fn misere_set_single_heaps() {
        // Misère {1, 3, 4} on one heap, by hand: 0 N (no move: the other player made the last one),
        // 1 P (must take the last), 2 N (take 1), 3 P? 3 → 2 (N), 0 (N): P. 4 → 3 (P): N.
        let set = rules(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap());
        let verdicts: Vec<bool> = (0..5).map(|n| is_p_position(&[n], &set).unwrap()).collect();
        assert_eq!(verdicts, [false, true, false, true, false]);
        assert_eq!(winning_moves(&[4], &set).unwrap(), [Move::new(0, 1), Move::new(0, 3)]);
    }

    #[test]
    fn long_games_do_not_overflow_the_stack() {
        let set = rules(Ending::Misere, MoveRule::set(&[1]).unwrap());
        // A heap of 500,000 with "take 1": P iff odd in misère.
        assert!(is_p_position(&[500_001], &set).unwrap());
        assert!(!is_p_position(&[500_000], &set).unwrap());
    }

    #[test]
    fn the_memo_is_bounded_and_forgetting_changes_no_verdict() {
        let rules = rules(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap());
        let mut search = Search::new(&rules);
        search.memo.limit = 300;
        let (mut aged, mut asked) = (0, 0);
        for a in 0..14u64 {
            for b in a..14 {
                for c in b..14 {
                    let heaps = [a, b, c, 5];
                    asked += 1;
                    let old_before = search.memo.old.len();
                    let verdict = search.outcome(&heaps);
                    aged += usize::from(search.memo.old.len() > old_before);
                    // Each generation holds at most the limit plus what one search adds (∏(h + 1)).
                    let states: usize = heaps.iter().map(|&h| h as usize + 1).product();
                    assert!(search.memo.young.len() <= 300 + states, "{heaps:?}: {}", search.memo.young.len());
                    assert!(search.memo.len() <= 2 * (300 + 15 * 15 * 15 * 6));
                    // The same verdict as a search that never forgot anything (every seventh position).
                    if asked % 7 == 0 {
                        assert_eq!(verdict, Search::new(&rules).outcome(&heaps), "{heaps:?}");
                    }
                }
            }
        }
        assert!(aged > 1, "the young generation filled and aged more than once");
    }

    #[test]
    fn a_long_run_of_one_heap_stays_linear() {
        // Asking about every heap in turn (as the checker does) reuses the last verdicts, even across
        // generations: 200,000 heaps with a tiny limit finish at once.
        let rules = rules(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap());
        let mut search = Search::new(&rules);
        search.memo.limit = 64;
        let verdicts: Vec<_> = (0..200_000u64).map(|h| search.outcome(&[h])).collect();
        let fresh = |h: u64| Search::new(&rules).outcome(&[h]);
        for h in [0, 1, 2, 3, 7, 1000, 199_999] {
            assert_eq!(verdicts[h as usize], fresh(h), "heap {h}");
        }
        assert!(search.memo.len() <= 2 * (64 + 2));
    }

    #[test]
    fn too_large_positions_are_refused() {
        let set = rules(Ending::Misere, MoveRule::set(&[2, 5]).unwrap());
        let err = is_p_position(&[1000, 1000, 1000], &set).unwrap_err();
        assert_eq!(err, AnalysisError::NoProvenRule { states: 1001 * 1001 * 1001 });
        // Stuck heaps do not count.
        assert!(is_p_position(&[1; 100], &set).is_ok());
    }
}
