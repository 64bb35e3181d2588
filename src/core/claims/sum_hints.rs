//! The hint ladder on a sum of games: who wins, the rule that decides, the heaps with a winning move,
//! a winning move — each rung a claim, true under the rules in force.

use super::sum::SumClaim;
use super::sum_set::SumClaims;
use crate::core::analysis::Outcome;
use crate::core::sum::{Heap, SumAnalysis, SumPosition};

/// One rung of the hint ladder on a sum, from the least to the most telling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumHint {
    /// Who wins.
    Who(Outcome),
    /// The rule that decides here (the outcome claim, with X or the search).
    Rule(SumClaim),
    /// The heaps on which a winning move can be made.
    Heaps(Vec<(crate::core::HeapName, Heap)>),
    /// A winning move, and why it wins.
    Move(SumClaim),
}

/// The hint ladder of a sum: who wins; the rule that decides; the heaps with a winning move; a winning
/// move. A P-position stops after the rule (there is no winning move to hint at).
#[must_use]
pub fn sum_hint_ladder(position: &SumPosition, analysis: &SumAnalysis, claims: &SumClaims) -> Vec<SumHint> {
    let mut ladder = vec![SumHint::Who(analysis.outcome), SumHint::Rule(claims.outcome.clone())];
    if analysis.outcome == Outcome::NextWins && !analysis.winning_moves.is_empty() {
        let mut heaps: Vec<usize> = analysis.winning_moves.iter().map(|m| m.heap).collect();
        heaps.dedup();
        ladder
            .push(SumHint::Heaps(heaps.into_iter().map(|i| (position.name(i), position.heaps()[i].clone())).collect()));
        if let Some(first) = claims.winning_moves.first() {
            ladder.push(SumHint::Move(first.clone()));
        }
    }
    ladder
}
