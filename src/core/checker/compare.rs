//! Comparing a classified box with a rule: the report, and the two passes (classify, then compare)
//! with one progress count.

use super::{CheckBox, CheckError, Classification};
use crate::core::analysis::Outcome;
use crate::core::rules::{Ending, MoveRule, Rules};

/// What a check found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    /// The box checked.
    pub shape: CheckBox,
    /// Positions classified.
    pub positions: u64,
    /// Of which P-positions.
    pub p_positions: u64,
    /// How many positions had a prediction to compare (all, unless the rule could not decide some).
    pub compared: u64,
    /// How many positions the rule got wrong.
    pub mismatch_count: u64,
    /// The first few of them (heaps sorted ascending), in rank order.
    pub mismatches: Vec<Vec<u64>>,
}

impl Classification {
    /// Compares every position with a predicted outcome. Positions where `predict` returns `None`
    /// (no prediction) are skipped.
    pub fn compare(&self, predict: impl FnMut(&[u64]) -> Option<Outcome>) -> CheckReport {
        match self.compare_watched(predict, |_, _| true) {
            Ok(report) => report,
            // The watcher above never stops the comparison.
            Err(_) => unreachable!("an uncancelled comparison always ends with a report"),
        }
    }

    /// As [`Self::compare`], calling `progress(done, total)` now and then; when it returns `false`
    /// the comparison stops with [`CheckError::Cancelled`].
    ///
    /// # Errors
    /// [`CheckError::Cancelled`].
    pub fn compare_watched(
        &self,
        mut predict: impl FnMut(&[u64]) -> Option<Outcome>,
        mut progress: impl FnMut(u64, u64) -> bool,
    ) -> Result<CheckReport, CheckError> {
        let mut run = super::run::CompareRun::new(self);
        loop {
            if !progress(run.done(), self.positions) {
                return Err(CheckError::Cancelled);
            }
            if run.step(self, &mut predict, 1 << 16) {
                break;
            }
        }
        progress(self.positions, self.positions);
        Ok(run.report(self))
    }
}

/// Classifies the box and compares every position with `predict`. `progress(done, total)` counts
/// both passes (the classification, then the comparison: `total` is twice the box) and stops the
/// work with [`CheckError::Cancelled`] when it returns `false`.
///
/// # Errors
/// As [`Classification::compute`].
pub fn classify_and_compare(
    shape: CheckBox,
    rules: &Rules,
    predict: impl FnMut(&[u64]) -> Option<Outcome>,
    mut progress: impl FnMut(u64, u64) -> bool,
) -> Result<CheckReport, CheckError> {
    let classification = Classification::compute(shape, rules, |done, total| progress(done, 2 * total))?;
    classification.compare_watched(predict, |done, total| progress(total + done, 2 * total))
}

/// Classifies the box and compares every position with the core's rule for these rules
/// ([`crate::core::analysis::outcome`]: the nim-sum, the misère endgame, or for misère with a subtraction set
/// the exact search).
///
/// ```
/// use bouton::{check_rules, CheckBox, Rules};
/// let report = check_rules(CheckBox { heaps: 3, max: 7 }, &Rules::default(), |_, _| true).unwrap();
/// assert_eq!(report.positions, 120);
/// assert_eq!(report.mismatch_count, 0);
/// ```
///
/// # Errors
/// As [`Classification::compute`].
pub fn check_rules(
    shape: CheckBox,
    rules: &Rules,
    progress: impl FnMut(u64, u64) -> bool,
) -> Result<CheckReport, CheckError> {
    let mut search = crate::core::search::Search::new(rules);
    let predict = |heaps: &[u64]| match (rules.ending, &rules.moves) {
        (Ending::Misere, MoveRule::Set(_)) => search.outcome(heaps),
        _ => crate::core::analysis::outcome(heaps, rules).ok(),
    };
    classify_and_compare(shape, rules, predict, progress)
}
