//! The claims every surface shows about a position (outcome, winning moves and why, the table's
//! markers), and what one move leaves.

use super::{Basis, Claim, MoveFacts, Scale, Voice, WinReason};
use crate::core::analysis::{Analysis, AnalysisError, Outcome};
use crate::core::position::{Move, MoveError, Position};
use crate::core::rules::{Ending, MoveRule, Rules};
use crate::core::table::most_significant_bit;

/// The claims about a position that every surface shows: the outcome, every winning move with why
/// it wins, and the table's marker for each heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claims {
    /// [`Claim::NimSum`]: X and its top bit.
    pub nim_sum: Claim,
    /// [`Claim::Outcome`], or [`Claim::NoMoveLeft`] when the game is over.
    pub outcome: Claim,
    /// [`Claim::WinningMove`] for each winning move, by heap then amount; or one
    /// [`Claim::EveryMoveLoses`] for a P-position with moves; empty when no move is left.
    pub winning_moves: Vec<Claim>,
    /// [`Claim::WhyItWins`] (advice) for each winning move, in the same order.
    pub reasons: Vec<Claim>,
    /// For each heap, its [`Claim::HeapMarker`], or `None` when no winning move starts there.
    pub markers: Vec<Option<Claim>>,
}

impl Claims {
    /// The claims about a position under the rules.
    ///
    /// # Errors
    /// As [`Analysis::of`].
    pub fn of(position: &Position, rules: &Rules) -> Result<Self, AnalysisError> {
        Ok(Self::from_analysis(position, rules, &Analysis::of(position, rules)?))
    }

    /// The claims, from an analysis already made (by [`Analysis::of`] on the same position and rules).
    #[must_use]
    pub fn from_analysis(position: &Position, rules: &Rules, analysis: &Analysis) -> Self {
        let basis = Basis::of(analysis, rules);
        let has_move = position.has_move(rules);
        let outcome = if has_move {
            Claim::Outcome { outcome: analysis.outcome, basis }
        } else {
            Claim::NoMoveLeft { ending: rules.ending }
        };
        let facts: Vec<MoveFacts> =
            analysis.winning_moves.iter().filter_map(|&mv| MoveFacts::new(position, rules, mv).ok()).collect();
        let mut winning_moves: Vec<Claim> = facts.iter().copied().map(Claim::WinningMove).collect();
        if winning_moves.is_empty() && has_move {
            winning_moves.push(Claim::EveryMoveLoses { basis });
        }
        let reasons = facts
            .iter()
            .map(|f| Claim::WhyItWins { facts: *f, reason: WinReason::of(analysis, rules, f), voice: Voice::Advice })
            .collect();
        let mut markers = vec![None; position.len()];
        for (i, f) in facts.iter().enumerate() {
            if i > 0 && facts[i - 1].heap == f.heap {
                if let Some(Claim::HeapMarker { more, .. }) = &mut markers[f.heap] {
                    *more += 1;
                }
            } else {
                markers[f.heap] = Some(Claim::HeapMarker { facts: *f, more: 0 });
            }
        }
        let nim_sum = Claim::NimSum { nim_sum: analysis.nim_sum, top_bit: most_significant_bit(analysis.nim_sum) };
        Self { nim_sum, outcome, winning_moves, reasons, markers }
    }
}

/// What a move leaves: [`Claim::MoveLeaves`] (or why it cannot be said).
///
/// # Errors
/// The move's [`MoveError`], or the [`AnalysisError`] of a position too large to analyse.
pub fn move_leaves(position: &Position, rules: &Rules, mv: Move) -> Result<Claim, ClaimError> {
    let analysis = Analysis::of(position, rules)?;
    Ok(move_leaves_after(&analysis, position, rules, mv)?)
}

/// [`move_leaves`] from the position's analysis, without analysing the position the move leaves (a
/// move wins exactly when it is among the analysis's winning moves): cheap enough for every frame.
///
/// # Errors
/// The move's [`MoveError`].
pub fn move_leaves_after(
    analysis: &Analysis,
    position: &Position,
    rules: &Rules,
    mv: Move,
) -> Result<Claim, MoveError> {
    let facts = MoveFacts::new(position, rules, mv)?;
    let nim_sum_after = analysis.nim_sum ^ facts.from_value ^ facts.to_value;
    let outcome_after =
        if analysis.winning_moves.binary_search(&mv).is_ok() { Outcome::PreviousWins } else { Outcome::NextWins };
    let scale = Scale::of(rules);
    let basis_after = match (rules.ending, &rules.moves) {
        (Ending::Normal, _) => Basis::NimSum { nim_sum: nim_sum_after, scale, misere_big: None },
        (Ending::Misere, MoveRule::Set(_)) => Basis::ExactSearch,
        (Ending::Misere, _) => {
            let big = analysis.grundy.iter().filter(|&&g| g >= 2).count() as u64 - u64::from(facts.from_value >= 2)
                + u64::from(facts.to_value >= 2);
            if big == 0 {
                let ones = analysis.grundy.iter().filter(|&&g| g == 1).count() as u64
                    - u64::from(facts.from_value == 1)
                    + u64::from(facts.to_value == 1);
                Basis::MisereEndgame { ones, scale }
            } else {
                Basis::NimSum { nim_sum: nim_sum_after, scale, misere_big: Some(big) }
            }
        }
    };
    Ok(Claim::MoveLeaves { facts, nim_sum_after, outcome_after, basis_after })
}

/// A move that makes the nim-sum of the values 0: [`Claim::ZeroingMove`], which says whether it also
/// wins (always in normal play; not always in misère play).
///
/// # Errors
/// As [`move_leaves`].
pub fn zeroing_move(position: &Position, rules: &Rules, mv: Move) -> Result<Claim, ClaimError> {
    match move_leaves(position, rules, mv)? {
        Claim::MoveLeaves { facts, outcome_after, basis_after, .. } => {
            Ok(Claim::ZeroingMove { facts, outcome_after, basis_after })
        }
        other => Ok(other),
    }
}

/// Why a claim about a move cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClaimError {
    /// The move is illegal.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// The position cannot be analysed.
    #[error(transparent)]
    Analysis(#[from] AnalysisError),
}
