//! Claims about sums of games (Kayles + Nim + Dawson's Kayles …), each worded by one `Display`.
//!
//! ```
//! use bouton::{Ending, Heap, HeapGame, SumAnalysis, SumClaims, SumPosition, ValueBook};
//! let kayles: HeapGame = "kayles".parse().unwrap();
//! let position = SumPosition::new(vec![Heap::new(kayles, 10), Heap::new(HeapGame::Nim, 2)]).unwrap();
//! let book = ValueBook::for_heaps(position.heaps()).unwrap();
//! let analysis = SumAnalysis::with_book(&position, Ending::Normal, &book).unwrap();
//! let claims = SumClaims::of(&position, &analysis, Ending::Normal, &book);
//! assert_eq!(claims.values[0].to_string(), "row 1 (Kayles, 10 pins): value 2 (it plays like a Nim heap of 2)");
//! assert_eq!(claims.outcome.to_string(), "X = 2 ⊕ 2 = 0, so the position is P (the player to move loses)");
//! ```

use std::fmt;

use super::slides::num;
use crate::core::analysis::{Decision, Outcome};
use crate::core::rules::Ending;
use crate::core::sum::{Heap, Leaves, SumMove, describe_move};
use crate::i18n::{Arg, msg};

pub use super::sum_steps::HeapOption;

/// The most values an outcome claim writes out in its XOR before it only counts the rest.
const WRITTEN_TERMS: usize = 12;

/// One sentence about a sum of games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumClaim {
    /// A heap's Grundy value: it plays like a Nim heap of that size.
    HeapValue {
        /// The heap's index (0-based).
        heap: usize,
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
        /// The heap's index (0-based).
        heap: usize,
        /// The heap.
        of: Heap,
        /// Every option (as many as a heap of a few thousand has), with its value.
        options: Vec<HeapOption>,
    },
    /// The mex rule: the smallest value no move reaches is the heap's value.
    Mex {
        /// The heap's index (0-based).
        heap: usize,
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
        /// The heap's index (0-based).
        heap: usize,
        /// The heap.
        of: Heap,
    },
    /// A heap with too many options to list: its value comes from the game's proven period.
    ValueFromPeriod {
        /// The heap's index (0-based).
        heap: usize,
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
        /// Why it wins.
        why: MoveWins,
    },
    /// A move's value for the player who makes it, against the best move's.
    MoveValue {
        /// The move.
        mv: SumMove,
        /// The heap it is played on, before.
        of: Heap,
        /// Its value for its player.
        value: crate::core::Remoteness,
        /// The best move's value (the position's remoteness).
        best: crate::core::Remoteness,
    },
}

/// The most reached values a mex step writes out before it counts the rest.
const WRITTEN_VALUES: usize = 24;

/// The most options a Sprague–Grundy step writes out before it counts the rest.
const WRITTEN_OPTIONS: usize = 10;

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

/// `2 ⊕ 1 ⊕ 5`, or the first terms and a count when there are many.
fn xor_line(values: &[u64]) -> String {
    let written: Vec<String> = values.iter().take(WRITTEN_TERMS).map(u64::to_string).collect();
    let line = written.join(" ⊕ ");
    if values.len() > WRITTEN_TERMS { msg::sum_xor_cut(Arg::Count(values.len() as u64), line) } else { line }
}

/// One option of a heap, with its value: "a row of 3 (value 3)", "heaps of 2 and 4 (value 2 ⊕ 4 = 6)".
fn option_words(option: &HeapOption, rows: bool) -> String {
    let value = num(&option.value);
    match (option.leaves, option.parts) {
        (Leaves::Nothing, _) => msg::sum_option_nothing(),
        (Leaves::One(a), _) => {
            if rows {
                msg::sum_option_row(num(&a), value)
            } else {
                msg::sum_option_heap(num(&a), value)
            }
        }
        (Leaves::Two(a, b), Some((va, vb))) => {
            if rows {
                msg::sum_option_rows_xor(num(&a), num(&b), num(&va), value, num(&vb))
            } else {
                msg::sum_option_heaps_xor(num(&a), num(&b), num(&va), value, num(&vb))
            }
        }
        (Leaves::Two(a, b), None) => {
            if rows {
                msg::sum_option_rows(num(&a), num(&b), value)
            } else {
                msg::sum_option_heaps(num(&a), num(&b), value)
            }
        }
    }
}

impl fmt::Display for SumClaim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::HeapValue { heap, of, value, ending } => match ending {
                _ if of.game == crate::core::HeapGame::Nim => msg::sum_heap_value_nim(of.described(*heap), num(&value)),
                Ending::Normal => msg::sum_heap_value(of.described(*heap), num(&value)),
                Ending::Misere => msg::sum_heap_value_misere(of.described(*heap), num(&value)),
            },
            Self::Outcome { .. } => self.outcome_words(),
            Self::SumRule { ending: Ending::Normal, .. } => msg::sum_rule_normal(),
            Self::SumRule { ending: Ending::Misere, all_nim: true } => msg::sum_rule_misere_nim(),
            Self::SumRule { ending: Ending::Misere, all_nim: false } => msg::sum_rule_misere_search(),
            Self::Options { heap, of, options } if options.is_empty() => msg::sum_no_move(of.described(*heap)),
            Self::Options { heap, of, options } => {
                let rows = crate::core::pin_game(&of.game).is_some();
                let written: Vec<String> =
                    options.iter().take(WRITTEN_OPTIONS).map(|option| option_words(option, rows)).collect();
                let more = options.len().saturating_sub(WRITTEN_OPTIONS);
                if more > 0 {
                    msg::sum_options_more(
                        of.described(*heap),
                        Arg::Count(more as u64),
                        written.join(&msg::list_separator()),
                    )
                } else {
                    msg::sum_options(of.described(*heap), written.join(&msg::list_separator()))
                }
            }
            Self::Mex { heap, of, reached, mex, ending } => {
                let mut set: Vec<String> = reached.iter().take(WRITTEN_VALUES).map(u64::to_string).collect();
                if reached.len() > WRITTEN_VALUES {
                    set.push(msg::sum_values_in_all(Arg::Count(reached.len() as u64)));
                }
                match (reached.is_empty(), ending) {
                    (true, Ending::Normal) => msg::sum_mex_nothing_normal(of.described(*heap)),
                    (true, Ending::Misere) => msg::sum_mex_nothing_misere(of.described(*heap)),
                    (false, Ending::Normal) => msg::sum_mex_normal(of.described(*heap), num(&mex), set.join(", ")),
                    (false, Ending::Misere) => msg::sum_mex_misere(of.described(*heap), num(&mex), set.join(", ")),
                }
            }
            Self::NimHeap { heap, of } => {
                msg::sum_nim_heap(num(&(of.size.saturating_sub(1))), of.described(*heap), num(&of.size))
            }
            Self::ValueFromPeriod { heap, of, options, value, period: (start, length) } => msg::sum_value_from_period(
                of.game.title(),
                of.described(*heap),
                crate::core::grouped(*options),
                num(&length),
                num(&start),
                num(&value),
            ),
            Self::WinningMove { mv, of, why } => winning_move_words(*mv, of, why),
            Self::MoveValue { mv, of, value, best } => msg::sum_move_value(
                crate::core::describe_move(*mv, of),
                super::words::ValuePhrase { value: *value, best: *best }.to_string(),
            ),
        };
        f.write_str(&text)
    }
}

impl SumClaim {
    /// The outcome's sentence (the [`SumClaim::Outcome`] variant).
    fn outcome_words(&self) -> String {
        let Self::Outcome { outcome, decision, ending, values, nim_sum, stuck } = self else { return String::new() };
        let outcome = Arg::from(outcome.to_string());
        if *stuck {
            return if *ending == Ending::Normal {
                msg::sum_stuck_normal(outcome)
            } else {
                msg::sum_stuck_misere(outcome)
            };
        }
        match (decision, ending) {
            (Decision::NimSum, Ending::Normal) => {
                let line = match values.len() {
                    0 => msg::sum_no_heaps(),
                    1 => format!("X = {nim_sum}"),
                    _ => format!("X = {} = {nim_sum}", xor_line(values)),
                };
                msg::sum_outcome_nim_sum(line, outcome)
            }
            (Decision::NimSum, Ending::Misere) => msg::sum_outcome_misere_nim_sum(outcome, nim_sum.to_string()),
            (Decision::MisereEndgame { ones }, _) => {
                if ones % 2 == 0 {
                    msg::sum_outcome_misere_endgame_even(Arg::Count(*ones), outcome)
                } else {
                    msg::sum_outcome_misere_endgame_odd(Arg::Count(*ones), outcome)
                }
            }
            (Decision::ExactSearch, _) => msg::sum_outcome_searched(outcome),
        }
    }
}

/// A winning move's sentence: the move, then why it wins.
fn winning_move_words(mv: SumMove, of: &Heap, why: &MoveWins) -> String {
    let said = Arg::from(describe_move(mv, of));
    match why {
        MoveWins::ValueTo { from, to, parts: Some((a, b)) } => {
            msg::sum_wins_split(num(&a), num(&b), num(&from), said, num(&to))
        }
        MoveWins::ValueTo { from, to, parts: None } => msg::sum_wins_value(num(&from), said, num(&to)),
        MoveWins::OddOnes { ones } => msg::sum_wins_odd_ones(said, Arg::Count(*ones)),
        MoveWins::MisereNimSum => msg::sum_wins_misere_nim_sum(said),
        MoveWins::Searched => msg::sum_wins_searched(said),
    }
}
