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
use crate::i18n::{Arg, tr, tr_with};

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
    if values.len() > WRITTEN_TERMS {
        tr_with("sum-xor-cut", &[("terms", line.into()), ("count", Arg::Count(values.len() as u64))])
    } else {
        line
    }
}

/// One option of a heap, with its value: "a row of 3 (value 3)", "heaps of 2 and 4 (value 2 ⊕ 4 = 6)".
fn option_words(option: &HeapOption, rows: bool) -> String {
    let value = num(&option.value);
    match (option.leaves, option.parts) {
        (Leaves::Nothing, _) => tr("sum-option-nothing"),
        (Leaves::One(a), _) => {
            tr_with(if rows { "sum-option-row" } else { "sum-option-heap" }, &[("a", num(&a)), ("value", value)])
        }
        (Leaves::Two(a, b), Some((va, vb))) => tr_with(
            if rows { "sum-option-rows-xor" } else { "sum-option-heaps-xor" },
            &[("a", num(&a)), ("b", num(&b)), ("va", num(&va)), ("vb", num(&vb)), ("value", value)],
        ),
        (Leaves::Two(a, b), None) => tr_with(
            if rows { "sum-option-rows" } else { "sum-option-heaps" },
            &[("a", num(&a)), ("b", num(&b)), ("value", value)],
        ),
    }
}

impl fmt::Display for SumClaim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::HeapValue { heap, of, value, ending } => {
                let id = match ending {
                    _ if of.game == crate::core::HeapGame::Nim => "sum-heap-value-nim",
                    Ending::Normal => "sum-heap-value",
                    Ending::Misere => "sum-heap-value-misere",
                };
                tr_with(id, &[("heap", of.described(*heap).into()), ("value", num(&value))])
            }
            Self::Outcome { .. } => self.outcome_words(),
            Self::SumRule { ending: Ending::Normal, .. } => tr("sum-rule-normal"),
            Self::SumRule { ending: Ending::Misere, all_nim: true } => tr("sum-rule-misere-nim"),
            Self::SumRule { ending: Ending::Misere, all_nim: false } => tr("sum-rule-misere-search"),
            Self::Options { heap, of, options } if options.is_empty() => {
                tr_with("sum-no-move", &[("heap", of.described(*heap).into())])
            }
            Self::Options { heap, of, options } => {
                let rows = crate::core::pin_game(&of.game).is_some();
                let written: Vec<String> =
                    options.iter().take(WRITTEN_OPTIONS).map(|option| option_words(option, rows)).collect();
                let more = options.len().saturating_sub(WRITTEN_OPTIONS);
                tr_with(
                    if more > 0 { "sum-options-more" } else { "sum-options" },
                    &[
                        ("heap", of.described(*heap).into()),
                        ("options", written.join(&tr("list-separator")).into()),
                        ("more", Arg::Count(more as u64)),
                    ],
                )
            }
            Self::Mex { heap, of, reached, mex, ending } => {
                let mut set: Vec<String> = reached.iter().take(WRITTEN_VALUES).map(u64::to_string).collect();
                if reached.len() > WRITTEN_VALUES {
                    set.push(tr_with("sum-values-in-all", &[("count", Arg::Count(reached.len() as u64))]));
                }
                let id = match (reached.is_empty(), ending) {
                    (true, Ending::Normal) => "sum-mex-nothing-normal",
                    (true, Ending::Misere) => "sum-mex-nothing-misere",
                    (false, Ending::Normal) => "sum-mex-normal",
                    (false, Ending::Misere) => "sum-mex-misere",
                };
                tr_with(
                    id,
                    &[("heap", of.described(*heap).into()), ("values", set.join(", ").into()), ("mex", num(&mex))],
                )
            }
            Self::NimHeap { heap, of } => tr_with(
                "sum-nim-heap",
                &[
                    ("heap", of.described(*heap).into()),
                    ("below", num(&(of.size.saturating_sub(1)))),
                    ("size", num(&of.size)),
                ],
            ),
            Self::ValueFromPeriod { heap, of, options, value, period: (start, length) } => tr_with(
                "sum-value-from-period",
                &[
                    ("heap", of.described(*heap).into()),
                    ("options", crate::core::grouped(*options).into()),
                    ("value", num(&value)),
                    ("game", of.game.title().into()),
                    ("period", num(&length)),
                    ("start", num(&start)),
                ],
            ),
            Self::WinningMove { mv, of, why } => winning_move_words(*mv, of, why),
            Self::MoveValue { mv, of, value, best } => tr_with(
                "sum-move-value",
                &[
                    ("move", crate::core::describe_move(*mv, of).into()),
                    ("value", super::words::ValuePhrase { value: *value, best: *best }.to_string().into()),
                ],
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
            let id = if *ending == Ending::Normal { "sum-stuck-normal" } else { "sum-stuck-misere" };
            return tr_with(id, &[("outcome", outcome)]);
        }
        match (decision, ending) {
            (Decision::NimSum, Ending::Normal) => {
                let line = match values.len() {
                    0 => tr("sum-no-heaps"),
                    1 => format!("X = {nim_sum}"),
                    _ => format!("X = {} = {nim_sum}", xor_line(values)),
                };
                tr_with("sum-outcome-nim-sum", &[("line", line.into()), ("outcome", outcome)])
            }
            (Decision::NimSum, Ending::Misere) => {
                tr_with("sum-outcome-misere-nim-sum", &[("x", nim_sum.to_string().into()), ("outcome", outcome)])
            }
            (Decision::MisereEndgame { ones }, _) => tr_with(
                if ones % 2 == 0 { "sum-outcome-misere-endgame-even" } else { "sum-outcome-misere-endgame-odd" },
                &[("ones", Arg::Count(*ones)), ("outcome", outcome)],
            ),
            (Decision::ExactSearch, _) => tr_with("sum-outcome-searched", &[("outcome", outcome)]),
        }
    }
}

/// A winning move's sentence: the move, then why it wins.
fn winning_move_words(mv: SumMove, of: &Heap, why: &MoveWins) -> String {
    let said = Arg::from(describe_move(mv, of));
    match why {
        MoveWins::ValueTo { from, to, parts: Some((a, b)) } => tr_with(
            "sum-wins-split",
            &[("move", said), ("a", num(&a)), ("b", num(&b)), ("from", num(&from)), ("to", num(&to))],
        ),
        MoveWins::ValueTo { from, to, parts: None } => {
            tr_with("sum-wins-value", &[("move", said), ("from", num(&from)), ("to", num(&to))])
        }
        MoveWins::OddOnes { ones } => tr_with("sum-wins-odd-ones", &[("move", said), ("ones", Arg::Count(*ones))]),
        MoveWins::MisereNimSum => tr_with("sum-wins-misere-nim-sum", &[("move", said)]),
        MoveWins::Searched => tr_with("sum-wins-searched", &[("move", said)]),
    }
}
