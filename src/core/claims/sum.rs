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

use crate::core::analysis::{Decision, Outcome};
use crate::core::counted;
use crate::core::rules::Ending;
use crate::core::sum::{Heap, Leaves, SumMove, describe_move};

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

/// "1 heap worth 1", "3 heaps worth 1".
fn ones_left(ones: u64) -> String {
    if ones == 1 {
        "1 heap worth 1".into()
    } else {
        format!("{} heaps worth 1", crate::core::grouped(u128::from(ones)))
    }
}

/// `2 ⊕ 1 ⊕ 5`, or the first terms and a count when there are many.
fn xor_line(values: &[u64]) -> String {
    let written: Vec<String> = values.iter().take(WRITTEN_TERMS).map(u64::to_string).collect();
    let mut line = written.join(" ⊕ ");
    if values.len() > WRITTEN_TERMS {
        line += &[" ⊕ … (", &counted(values.len() as u64, "value"), " in all)"].concat();
    }
    line
}

impl fmt::Display for SumClaim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::HeapValue { heap, of, value, .. } if of.game == crate::core::HeapGame::Nim => {
                write!(f, "{}: value {value}", of.described(*heap))
            }
            Self::HeapValue { heap, of, value, ending: Ending::Normal } => {
                write!(f, "{}: value {value} (it plays like a Nim heap of {value})", of.described(*heap))
            }
            Self::HeapValue { heap, of, value, ending: Ending::Misere } => write!(
                f,
                "{}: value {value} in normal play (in misère play it need not play like a Nim heap of {value})",
                of.described(*heap)
            ),
            Self::Outcome { .. } => self.write_outcome(f),
            Self::SumRule { ending: Ending::Normal, .. } => f.write_str(
                "So the whole sum plays like Nim with heaps of these values, and Bouton's rule decides it: the player \
                 to move wins exactly when X, the nim-sum of the values, is not 0",
            ),
            Self::SumRule { ending: Ending::Misere, all_nim: true } => f.write_str(
                "In misère play a sum of Nim heaps (or of S(1..k) heaps, one k) follows Bouton's misère rule: while \
                 a heap is worth 2 or more, the player to move wins exactly when X is not 0; once every heap is \
                 worth 0 or 1, exactly when the number of heaps worth 1 is even",
            ),
            Self::SumRule { ending: Ending::Misere, all_nim: false } => f.write_str(
                "In misère play these values need not decide the sum: Bouton knows no misère rule for these games, \
                 so it searches every line of play",
            ),
            Self::Options { heap, of, options } => {
                if options.is_empty() {
                    return write!(f, "{} has no move at all", of.described(*heap));
                }
                let unit = if crate::core::pin_game(&of.game).is_some() { "row" } else { "heap" };
                let written: Vec<String> = options
                    .iter()
                    .take(WRITTEN_OPTIONS)
                    .map(|option| match (option.leaves, option.parts) {
                        (Leaves::Nothing, _) => "nothing (value 0)".to_string(),
                        (Leaves::One(a), _) => format!("a {unit} of {a} (value {})", option.value),
                        (Leaves::Two(a, b), Some((ga, gb))) => {
                            format!("{unit}s of {a} and {b} (value {ga} ⊕ {gb} = {})", option.value)
                        }
                        (Leaves::Two(a, b), None) => format!("{unit}s of {a} and {b} (value {})", option.value),
                    })
                    .collect();
                let more = options.len().saturating_sub(WRITTEN_OPTIONS);
                let rest =
                    if more > 0 { format!(", and {} more", counted(more as u64, "option")) } else { String::new() };
                write!(f, "A move on {} leaves {}{rest}", of.described(*heap), written.join(", "))
            }
            Self::Mex { heap, of, reached, mex, ending } => {
                let mut set: Vec<String> = reached.iter().take(WRITTEN_VALUES).map(u64::to_string).collect();
                if reached.len() > WRITTEN_VALUES {
                    set.push(format!("… ({} in all)", counted(reached.len() as u64, "value")));
                }
                if reached.is_empty() {
                    write!(
                        f,
                        "It has no move, so it reaches no value; the mex of nothing is 0, so {} is worth 0",
                        of.described(*heap)
                    )?;
                } else {
                    write!(
                        f,
                        "Its moves reach the values {{{}}}; the smallest value they miss (the mex) is {mex}, so {} is \
                         worth {mex}",
                        set.join(", "),
                        of.described(*heap)
                    )?;
                }
                match ending {
                    Ending::Normal => write!(f, ": it plays exactly like a Nim heap of {mex}"),
                    Ending::Misere => write!(f, " (how it plays in normal play; misère play does not go by it)"),
                }
            }
            Self::NimHeap { heap, of } => write!(
                f,
                "A move on {} may leave any smaller heap, so its moves reach every value from 0 to {} and it is \
                 worth {}: a Nim heap is worth its size",
                of.described(*heap),
                of.size.saturating_sub(1),
                of.size
            ),
            Self::ValueFromPeriod { heap, of, options, value, period: (start, length) } => write!(
                f,
                "{} has {} options, too many to list; its value, {value}, comes from the period the Guy–Smith theorem \
                 proves for {}: the values repeat every {length} from n = {start}",
                of.described(*heap),
                crate::core::grouped(*options),
                of.game.title()
            ),
            Self::WinningMove { mv, of, why } => write_winning_move(f, *mv, of, why),
            Self::MoveValue { mv, of, value, best } => write!(
                f,
                "{}: {}",
                crate::core::describe_move(*mv, of),
                super::words::ValuePhrase { value: *value, best: *best }
            ),
        }
    }
}

impl SumClaim {
    /// The outcome's sentence (the [`SumClaim::Outcome`] variant).
    fn write_outcome(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Outcome { outcome, ending, stuck: true, .. } => match ending {
                Ending::Normal => {
                    write!(f, "no move is left, so the player to move has lost: the position is {outcome}")
                }
                Ending::Misere => write!(
                    f,
                    "no move is left: in misère play the player who made the last move loses, so the player to move \
                     has won: the position is {outcome}"
                ),
            },
            Self::Outcome { outcome, decision, ending, values, nim_sum, .. } => match (decision, ending) {
                (Decision::NimSum, Ending::Normal) => {
                    let line = match values.len() {
                        0 => "there are no heaps, so X = 0".to_string(),
                        1 => format!("X = {nim_sum}"),
                        _ => format!("X = {} = {nim_sum}", xor_line(values)),
                    };
                    write!(f, "{line}, so the position is {outcome}")
                }
                (Decision::NimSum, Ending::Misere) => write!(
                    f,
                    "misère play with a heap worth 2 or more: Bouton's rule still holds, X = {nim_sum}, so the \
                     position is {outcome}"
                ),
                (Decision::MisereEndgame { ones }, _) => write!(
                    f,
                    "misère play with every heap worth 0 or 1: {} left, an {} number, so the position is {outcome}",
                    ones_left(*ones),
                    if ones % 2 == 0 { "even" } else { "odd" }
                ),
                (Decision::ExactSearch, _) => write!(
                    f,
                    "Bouton knows no misère rule for these games, so it searched every line of play: the position \
                     is {outcome}"
                ),
            },
            _ => Ok(()),
        }
    }
}

/// A winning move's sentence: the move, then why it wins.
fn write_winning_move(f: &mut fmt::Formatter<'_>, mv: SumMove, of: &Heap, why: &MoveWins) -> fmt::Result {
    let said = describe_move(mv, of);
    match why {
        MoveWins::ValueTo { from, to, parts: Some((a, b)) } => write!(
            f,
            "{said}: the two parts are worth {a} ⊕ {b} = {to}, so the heap's value goes from {from} to \
                 {to} and X becomes 0"
        ),
        MoveWins::ValueTo { from, to, parts: None } => {
            write!(f, "{said}: the heap's value goes from {from} to {to}, so X becomes 0")
        }
        MoveWins::OddOnes { ones } => {
            write!(f, "{said}: every heap is left worth 0 or 1, with {}, an odd number (misère play)", ones_left(*ones))
        }
        MoveWins::MisereNimSum => {
            write!(f, "{said}: X becomes 0 with a heap worth 2 or more left (misère play, Bouton's rule)")
        }
        MoveWins::Searched => {
            write!(f, "{said}: the exact search finds that every reply to it loses (misère play)")
        }
    }
}
