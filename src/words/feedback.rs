//! Exercise feedback in claims: who wins and why, what the move played leaves, which heaps win.

use super::proof::{Line, Style, said, text};
use crate::core::most_significant_bit;
use crate::core::{Analysis, AnalysisError, Decision};
use crate::core::{Claim, Claims, move_leaves_after};
use crate::core::{Ending, MoveRule, Rules};
use crate::core::{FeedbackDetail, Question};
use crate::i18n::msg;

/// The feedback's lines for a judged answer to `question` under `rules`.
///
/// # Errors
/// When the question's position cannot be analysed (it was, when the question was made).
pub fn feedback_lines(question: &Question, detail: &FeedbackDetail, rules: &Rules) -> Result<Vec<Line>, AnalysisError> {
    let position = &question.position;
    let analysis = Analysis::of(position, rules)?;
    let claims = Claims::from_analysis(position, rules, &analysis);
    let mut lines = Vec::new();
    match detail {
        FeedbackDetail::Outcome { .. } => lines.push(said(Style::Text, claims.outcome)),
        FeedbackDetail::Move { played, .. } => {
            if let Ok(claim) = move_leaves_after(&analysis, position, rules, *played) {
                let wins = matches!(claim, Claim::MoveLeaves { outcome_after: crate::core::Outcome::PreviousWins, .. });
                lines.push(said(Style::Text, claim));
                if !wins {
                    lines.push(text(msg::feedback_taken_back()));
                }
            }
        }
        FeedbackDetail::Heaps { missed, wrong } => {
            lines.push(said(Style::Text, Claim::WinningHeaps { heaps: question.winning_heaps.clone() }));
            if (rules.ending, &rules.moves) == (Ending::Normal, &MoveRule::Any)
                && analysis.decision == Decision::NimSum
                && let Some(top_bit) = most_significant_bit(analysis.nim_sum)
            {
                let heaps = question.winning_heaps.clone();
                lines.push(said(Style::Text, Claim::TopBitHeaps { nim_sum: analysis.nim_sum, top_bit, heaps }));
            }
            if !missed.is_empty() {
                lines.push(text(msg::feedback_missed(missed.len(), list(missed))));
            }
            if !wrong.is_empty() {
                lines.push(said(Style::Text, Claim::NoWinningMoveFrom { heaps: wrong.clone() }));
            }
        }
    }
    Ok(lines)
}

fn list(heaps: &[usize]) -> String {
    heaps.iter().map(|h| (h + 1).to_string()).collect::<Vec<_>>().join(&msg::list_separator())
}
