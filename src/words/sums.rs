//! Sums of games in words: each [`SumClaim`] worded by one `Display`.

use std::fmt;

use super::games::describe_move;
use super::proof::num;
use crate::core::{
    Decision, Ending, Heap, HeapName, HeapOption, Leaves, MoveWins, SumClaim, SumComputerPlay, SumFeedbackDetail,
    SumMove,
};
use crate::i18n::{Arg, msg};

/// The most values an outcome claim writes out in its XOR before it only counts the rest.
const WRITTEN_TERMS: usize = 12;

/// The most reached values a mex step writes out before it counts the rest.
const WRITTEN_VALUES: usize = 24;

/// The most options a Sprague–Grundy step writes out before it counts the rest.
const WRITTEN_OPTIONS: usize = 10;

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
                _ if of.game.is_nim() => msg::sum_heap_value_nim(of.described(*heap), num(&value)),
                Ending::Normal => msg::sum_heap_value(of.described(*heap), num(&value)),
                Ending::Misere => msg::sum_heap_value_misere(of.described(*heap), num(&value)),
            },
            Self::Outcome { .. } => self.outcome_words(),
            Self::SumRule { ending: Ending::Normal, .. } => msg::sum_rule_normal(),
            Self::SumRule { ending: Ending::Misere, all_nim: true } => msg::sum_rule_misere_nim(),
            Self::SumRule { ending: Ending::Misere, all_nim: false } => msg::sum_rule_misere_search(),
            Self::Options { heap, of, options } if options.is_empty() => msg::sum_no_move(of.described(*heap)),
            Self::Options { heap, of, options } => {
                let rows = crate::words::pin_game(&of.game).is_some();
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
                crate::i18n::grouped(*options),
                num(&length),
                num(&start),
                num(&value),
            ),
            Self::WinningMove { mv, of, name, why } => winning_move_words(*mv, of, *name, why),
            Self::MoveValue { mv, of, name, value, best } => msg::sum_move_value(
                crate::words::describe_move(*mv, of, *name),
                super::claims::ValuePhrase { value: *value, best: *best }.to_string(),
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
fn winning_move_words(mv: SumMove, of: &Heap, name: HeapName, why: &MoveWins) -> String {
    let said = Arg::from(describe_move(mv, of, name));
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

/// The sentences that explain an answer to a quiz on a sum, in order.
#[must_use]
pub fn sum_feedback_lines(feedback: &crate::core::SumFeedback) -> Vec<String> {
    match &feedback.detail {
        SumFeedbackDetail::Outcome { values, outcome } => {
            values.iter().chain([outcome]).map(|claim| super::sentence(&claim.to_string())).collect()
        }
        SumFeedbackDetail::Move { played, heap, name, nim_sum_left, winning } => {
            let played = describe_move(*played, heap, *name);
            let mut lines = vec![if feedback.correct {
                msg::quiz_you_played_wins(played)
            } else {
                msg::quiz_you_played_loses(played)
            }];
            lines.extend(nim_sum_left.map(|x| msg::quiz_leaves_x(x.to_string())));
            lines.extend(winning.iter().map(|claim| msg::quiz_a_winning_move(claim.to_string())));
            lines
        }
    }
}

/// The computer's move on a sum, and why it played it (`None`: the answers are hidden, so the move
/// alone).
#[must_use]
pub fn sum_computer_said(mv: SumMove, heap: &Heap, name: HeapName, play: Option<SumComputerPlay>) -> String {
    let played = describe_move(mv, heap, name);
    let Some(play) = play else { return msg::sum_computer_played(played) };
    match play {
        SumComputerPlay::Wins => msg::sum_computer_wins(played),
        SumComputerPlay::Lost => msg::sum_computer_lost(played),
        SumComputerPlay::TooLarge => msg::sum_computer_too_large(played),
        SumComputerPlay::Delays { lasts } => msg::sum_computer_delays(super::claims::moves(lasts), played),
        SumComputerPlay::Random => msg::sum_computer_random(played),
    }
}
