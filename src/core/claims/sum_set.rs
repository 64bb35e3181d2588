//! Every claim about one sum at once: each heap's value, the outcome, and the winning moves with why.

use super::sum::{MoveWins, SumClaim};
use crate::core::analysis::Decision;
use crate::core::rules::Ending;
use crate::core::sum::{Leaves, SumAnalysis, SumMove, SumPosition, ValueBook};

/// Every claim about one sum: each heap's value, the outcome, and the winning moves listed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumClaims {
    /// One per heap.
    pub values: Vec<SumClaim>,
    /// The outcome.
    pub outcome: SumClaim,
    /// One per listed winning move.
    pub winning_moves: Vec<SumClaim>,
}

impl SumClaims {
    /// The claims of a sum, from its analysis and the values it was made with.
    #[must_use]
    pub fn of(position: &SumPosition, analysis: &SumAnalysis, ending: Ending, book: &ValueBook) -> Self {
        let heaps = position.heaps();
        let values = heaps
            .iter()
            .zip(&analysis.values)
            .enumerate()
            .map(|(index, (of, &value))| SumClaim::HeapValue {
                heap: position.name(index),
                of: of.clone(),
                value,
                ending,
            })
            .collect();
        let outcome = SumClaim::Outcome {
            outcome: analysis.outcome,
            decision: analysis.decision,
            ending,
            values: analysis.values.clone(),
            nim_sum: analysis.nim_sum,
            stuck: !position.has_move(),
        };
        let winning_moves = analysis
            .winning_moves
            .iter()
            .map(|&mv| {
                let of = heaps[mv.heap].clone();
                let why = match analysis.decision {
                    Decision::NimSum if ending == Ending::Normal => {
                        let from = analysis.values[mv.heap];
                        let to = analysis.nim_sum ^ from;
                        let parts = match mv.leaves {
                            Leaves::Two(a, b) => {
                                book.value(&of.game, a).and_then(|va| Ok((va, book.value(&of.game, b)?))).ok()
                            }
                            _ => None,
                        };
                        MoveWins::ValueTo { from, to, parts }
                    }
                    Decision::ExactSearch => MoveWins::Searched,
                    _ => misere_rule_reason(position, mv, book),
                };
                SumClaim::WinningMove { mv, of, name: position.name(mv.heap), why }
            })
            .collect();
        Self { values, outcome, winning_moves }
    }
}

/// Why a move wins by the misère rule (Nim, or S(1..k)): the heaps worth 1 it leaves when every value
/// is 0 or 1, or X = 0 with a heap worth 2 or more left. A heap with no move is worth 0.
fn misere_rule_reason(position: &SumPosition, mv: SumMove, book: &ValueBook) -> MoveWins {
    let Ok(after) = position.after(mv) else { return MoveWins::MisereNimSum };
    let values: Vec<u64> = after.heaps().iter().map(|h| book.value(&h.game, h.size).unwrap_or(u64::MAX)).collect();
    if values.iter().all(|&g| g <= 1) {
        MoveWins::OddOnes { ones: values.iter().filter(|&&g| g == 1).count() as u64 }
    } else {
        MoveWins::MisereNimSum
    }
}
