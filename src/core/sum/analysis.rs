//! Outcome, nim-sum and every winning move of a sum of games.
//!
//! Normal play: by Sprague–Grundy each heap is worth a Nim heap of its value, so the sum is N exactly
//! when the nim-sum X of the values is not 0, and a winning move changes one heap's value from g to
//! X ⊕ g. Moves that split a heap are found by their parts' values; with a proven period, the splits
//! of a long row come in arithmetic progressions, so they are counted without listing them all.
//!
//! Misère play: a sum of Nim heaps follows Bouton's misère rule; for any other sum Bouton knows no rule, and
//! an exact search of the game tree decides, within [`super::MISERE_MAX_TOKENS`] tokens and
//! [`super::MISERE_MAX_STATES`] positions.

use super::moves::{Leaves, SumMove};
use super::values::ValueBook;
use super::{Heap, SumPosition, misere};
use crate::core::analysis::{AnalysisError, Decision, Outcome};
use crate::core::octal::{HeapGame, OctalError};
use crate::core::position::{Position, PositionError};
use crate::core::rules::{Ending, Rules};

/// The most winning moves an analysis lists (all of them are counted).
pub const MAX_LISTED_MOVES: usize = 1000;

/// Why a sum cannot be analysed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SumError {
    /// A game's values cannot be given for a heap this large.
    #[error(transparent)]
    Values(#[from] OctalError),
    /// The games' values could take more than [`crate::core::MAX_SUM_VALUES_WORK`] steps to compute
    /// (long codes that split heaps, with large heaps): told before any is computed.
    TooMuchWork,
    /// Misère play on a sum too large to search exactly.
    TooLargeToSearch {
        /// The games the sum is made of.
        games: Vec<HeapGame>,
        /// Which bound was passed.
        limit: SearchLimit,
    },
    /// A move of the search was illegal (never happens: the search plays legal moves; kept typed).
    #[error(transparent)]
    Move(#[from] super::SumMoveError),
    /// Misère play on Nim heaps that Bouton's rule cannot decide (never happens; kept typed).
    #[error(transparent)]
    Nim(#[from] AnalysisError),
    /// The Nim heaps do not make a position (never happens: a sum holds fewer heaps; kept typed).
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// Everything Bouton says about a sum: each heap's value, the nim-sum, the outcome and how it was
/// decided, and the winning moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumAnalysis {
    /// The Grundy value of each heap.
    pub values: Vec<u64>,
    /// The XOR of the values.
    pub nim_sum: u64,
    /// Who wins with perfect play.
    pub outcome: Outcome,
    /// Which rule decided the outcome.
    pub decision: Decision,
    /// The winning moves, by heap, then amount taken, then what is left (at most
    /// [`MAX_LISTED_MOVES`]; splits once each, the smaller part first).
    pub winning_moves: Vec<SumMove>,
    /// How many winning moves there are in all (splits counted once each).
    pub winning_count: u128,
}

/// Which bound of the exact misère search a sum passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchLimit {
    /// More tokens that can still move than [`super::MISERE_MAX_TOKENS`].
    Tokens {
        /// How many tokens can still move (at most `u64::MAX`).
        live: u64,
    },
    /// More moves looked at than the search allows.
    Moves,
    /// More positions than the search keeps ([`super::MISERE_MAX_STATES`]).
    Positions,
}

impl SumAnalysis {
    /// Analyses a sum, computing the values its games need.
    ///
    /// # Errors
    /// [`SumError::Values`] for a heap of a game with no proven period beyond the values mex computes;
    /// [`SumError::TooLargeToSearch`] for misère play on a large sum of games other than Nim.
    pub fn of(position: &SumPosition, ending: Ending) -> Result<Self, SumError> {
        let book = ValueBook::for_heaps(position.heaps())?;
        Self::with_book(position, ending, &book)
    }

    /// Analyses a sum with values already computed (the book must cover its heaps: one made for
    /// this position or for any position it came from).
    ///
    /// # Errors
    /// As [`Self::of`].
    pub fn with_book(position: &SumPosition, ending: Ending, book: &ValueBook) -> Result<Self, SumError> {
        let heaps = position.heaps();
        let values = heaps.iter().map(|h| book.value(&h.game, h.size)).collect::<Result<Vec<u64>, _>>()?;
        let nim_sum = values.iter().fold(0, |x, &g| x ^ g);
        if ending == Ending::Misere {
            return Self::misere(position, values, nim_sum);
        }
        let mut analysis = Self {
            values,
            nim_sum,
            outcome: Outcome::from_next_wins(nim_sum != 0),
            decision: Decision::NimSum,
            winning_moves: Vec::new(),
            winning_count: 0,
        };
        if nim_sum != 0 {
            for (index, heap) in heaps.iter().enumerate() {
                let target = nim_sum ^ analysis.values[index];
                analysis.add_moves_to_value(index, heap, target, book)?;
            }
        }
        Ok(analysis)
    }

    /// The analysis in misère play: Bouton's misère rule for Nim, exact search otherwise.
    fn misere(position: &SumPosition, values: Vec<u64>, nim_sum: u64) -> Result<Self, SumError> {
        if let Some(rule) = position.misere_rule() {
            let sizes = position.live_sizes();
            let rules = Rules::new(Ending::Misere, rule);
            let analysis = crate::core::Analysis::of(&Position::new(sizes.clone())?, &rules)?;
            let winning_moves: Vec<SumMove> =
                analysis.winning_moves.iter().map(|m| SumMove::take(m.heap, sizes[m.heap], m.take)).collect();
            return Ok(Self {
                values,
                nim_sum,
                outcome: analysis.outcome,
                decision: analysis.decision,
                winning_count: winning_moves.len() as u128,
                winning_moves,
            });
        }
        let (outcome, mut winning_moves) = misere::solve(position)?;
        let winning_count = winning_moves.len() as u128;
        winning_moves.truncate(MAX_LISTED_MOVES);
        Ok(Self { values, nim_sum, outcome, decision: Decision::ExactSearch, winning_moves, winning_count })
    }

    /// Lists (up to the limit) and counts the moves of one heap that leave it worth `target`.
    pub(super) fn add_moves_to_value(
        &mut self,
        index: usize,
        heap: &Heap,
        target: u64,
        book: &ValueBook,
    ) -> Result<(), SumError> {
        let size = heap.size;
        let code = match &heap.game {
            // The rule's own arithmetic finds the takes (no scan of a large heap).
            HeapGame::Take(rule) => {
                let mut takes = Vec::new();
                crate::core::analysis::takes_to_grundy(size, rule.grundy(size), target, rule, |take| {
                    takes.push(take);
                    true
                });
                for take in takes {
                    self.push(SumMove::take(index, size, take));
                }
                return Ok(());
            }
            HeapGame::Octal(code) => code,
            HeapGame::Lasker => {
                // The splits worth `target` (take 0, first, as the moves are listed), then the take
                // to the one size worth it (g pairs n with n or its neighbour in its block of four).
                let rest = match target % 4 {
                    0 if target > 0 => target - 1,
                    3 => target + 1,
                    _ => target,
                };
                if size >= 2 {
                    self.add_splits(index, 0, size, target, &heap.game, book)?;
                }
                if rest < size && book.value(&heap.game, rest)? == target {
                    self.push(SumMove::take(index, size, size - rest));
                }
                return Ok(());
            }
            // Grundy's game only splits (into unequal parts, which `add_splits` keeps to).
            HeapGame::Grundy => return self.add_splits(index, 0, size, target, &heap.game, book),
        };
        let g = |n: u64| book.value(&heap.game, n);
        for take in 1..=size.min(code.digits().len() as u64) {
            let digit = code.digit(take);
            let rest = size - take;
            if digit & 1 != 0 && rest == 0 && target == 0 {
                self.push(SumMove { heap: index, take, leaves: Leaves::Nothing });
            }
            if digit & 2 != 0 && rest > 0 && g(rest)? == target {
                self.push(SumMove { heap: index, take, leaves: Leaves::One(rest) });
            }
            if digit & 4 != 0 && rest >= 2 {
                self.add_splits(index, take, rest, target, &heap.game, book)?;
            }
        }
        Ok(())
    }

    /// The splits of `rest` into a ≤ b with g(a) ⊕ g(b) = `target`. With a period p from n0, a and
    /// a + p give the same values once a ≥ n0 (b = rest − a ≥ a ≥ n0 then too): the winning a past
    /// n0 are whole residue classes, counted at once and listed only as far as the limit.
    fn add_splits(
        &mut self,
        index: usize,
        take: u64,
        rest: u64,
        target: u64,
        game: &HeapGame,
        book: &ValueBook,
    ) -> Result<(), SumError> {
        let g = |n: u64| book.value(game, n);
        let half = rest / 2;
        let wins = |a: u64| -> Result<bool, SumError> { Ok(g(a)? ^ g(rest - a)? == target) };
        let classes_from = match book.period(game) {
            Some((n0, p)) if half >= n0.max(1) + p => Some((n0.max(1), p)),
            _ => None,
        };
        let Some((start, period)) = classes_from else {
            for a in 1..=half {
                // Grundy's game splits only into two different heaps.
                if wins(a)? && game.allows(take, Leaves::Two(a, rest - a)) {
                    self.push(SumMove::split(index, take, a, rest - a));
                }
            }
            return Ok(());
        };
        for a in 1..start {
            if wins(a)? {
                self.push(SumMove::split(index, take, a, rest - a));
            }
        }
        let mut winning_class = Vec::with_capacity(period as usize);
        for c in start..start + period {
            let won = wins(c)?;
            winning_class.push(won);
            if won {
                self.winning_count += u128::from((half - c) / period) + 1;
            }
        }
        if winning_class.contains(&true) {
            let mut a = start;
            while self.winning_moves.len() < MAX_LISTED_MOVES && a <= half {
                if winning_class[((a - start) % period) as usize] {
                    self.winning_moves.push(SumMove::split(index, take, a, rest - a));
                }
                a += 1;
            }
        }
        Ok(())
    }

    /// Counts a winning move and lists it while there is room.
    fn push(&mut self, mv: SumMove) {
        self.winning_count += 1;
        if self.winning_moves.len() < MAX_LISTED_MOVES {
            self.winning_moves.push(mv);
        }
    }
}
