//! The checker as work that can stop after any slice and go on later: the desktop runs the slices
//! one after another on a worker thread, the browser a few between frames, so the page never waits.
//! [`Classification::compute`] and [`Classification::compare_watched`] are these runs, sliced for a
//! progress callback.

use super::compare::CheckReport;
use super::rank::{Binomials, advance};
use super::{Amounts, CheckBox, CheckError, Classification, KEPT_MISMATCHES, mark_predecessors};
use crate::core::conjecture::Predictor;
use crate::core::rules::{Ending, Rules};

/// The retrograde sweep over a box, rank by rank, that can stop between ranks.
pub(super) struct ClassifyRun {
    shape: CheckBox,
    positions: u64,
    next_wins: Vec<u64>,
    binomials: Binomials,
    amounts: Amounts,
    smallest: u64,
    ending: Ending,
    heaps: Vec<u64>,
    /// Scratch for the predecessor ranks: the heaps without one, and prefix and suffix sums.
    scratch: (Vec<u64>, Vec<u64>, Vec<u64>),
    rank: u64,
}

impl ClassifyRun {
    pub(super) fn new(shape: CheckBox, rules: &Rules) -> Result<Self, CheckError> {
        let positions = shape.validate()?;
        shape.validate_search(rules)?;
        let (n, m) = (shape.heaps, shape.max);
        Ok(Self {
            shape,
            positions,
            next_wins: vec![0u64; positions.div_ceil(64) as usize],
            binomials: Binomials::new(m as usize + n + 1, n),
            amounts: Amounts::new(&rules.moves, m),
            smallest: rules.moves.smallest_take(),
            ending: rules.ending,
            heaps: vec![0u64; n],
            scratch: (vec![0u64; n], vec![0u64; n + 1], vec![0u64; n + 1]),
            rank: 0,
        })
    }

    /// The ranks done so far, of all of them.
    pub(super) fn progress(&self) -> (u64, u64) {
        (self.rank, self.positions)
    }

    /// Classifies up to `count` more positions; whether the sweep is over.
    pub(super) fn step(&mut self, count: u64) -> bool {
        let n = self.shape.heaps;
        let end = self.rank.saturating_add(count).min(self.positions);
        while self.rank < end {
            let rank = self.rank;
            let marked = self.next_wins[(rank / 64) as usize] >> (rank % 64) & 1 == 1;
            let has_move = self.heaps[n - 1] >= self.smallest;
            if !has_move && self.ending == Ending::Misere {
                // No move: the other player made the last move, and loses.
                self.next_wins[(rank / 64) as usize] |= 1 << (rank % 64);
            } else if !marked {
                // A P-position: everything that moves here is N.
                let (rest, prefix, suffix) = &mut self.scratch;
                mark_predecessors(
                    &self.heaps,
                    &self.amounts,
                    self.shape.max,
                    &self.binomials,
                    (rest, prefix, suffix),
                    &mut self.next_wins,
                );
            }
            advance(&mut self.heaps, self.shape.max);
            self.rank += 1;
        }
        self.rank == self.positions
    }

    /// The classification, once the sweep is over.
    pub(super) fn finish(self) -> Classification {
        Classification {
            shape: self.shape,
            positions: self.positions,
            next_wins: self.next_wins,
            binomials: self.binomials,
        }
    }
}

/// The comparison of a classified box with a prediction, rank by rank, that can stop between ranks.
pub(super) struct CompareRun {
    rank: u64,
    heaps: Vec<u64>,
    compared: u64,
    mismatch_count: u64,
    mismatches: Vec<Vec<u64>>,
}

impl CompareRun {
    pub(super) fn new(classification: &Classification) -> Self {
        Self {
            rank: 0,
            heaps: vec![0u64; classification.shape.heaps],
            compared: 0,
            mismatch_count: 0,
            mismatches: Vec::new(),
        }
    }

    /// The ranks compared so far.
    pub(super) fn done(&self) -> u64 {
        self.rank
    }

    /// Compares up to `count` more positions; whether the comparison is over.
    pub(super) fn step(
        &mut self,
        classification: &Classification,
        predict: &mut impl FnMut(&[u64]) -> Option<crate::core::Outcome>,
        count: u64,
    ) -> bool {
        let end = self.rank.saturating_add(count).min(classification.positions);
        while self.rank < end {
            let truth = classification.outcome_at(self.rank);
            let prediction = predict(&self.heaps);
            self.compared += u64::from(prediction.is_some());
            if prediction.is_some_and(|predicted| predicted != truth) {
                self.mismatch_count += 1;
                if self.mismatches.len() < KEPT_MISMATCHES {
                    self.mismatches.push(self.heaps.clone());
                }
            }
            advance(&mut self.heaps, classification.shape.max);
            self.rank += 1;
        }
        self.rank == classification.positions
    }

    /// The report, once every position is compared.
    pub(super) fn report(self, classification: &Classification) -> CheckReport {
        CheckReport {
            shape: classification.shape,
            positions: classification.positions,
            p_positions: classification.p_positions(),
            compared: self.compared,
            mismatch_count: self.mismatch_count,
            mismatches: self.mismatches,
        }
    }
}

/// A whole check (classify the box, then compare it with a conjecture's predictions) as slices of
/// work: [`CheckRun::step`] does a few thousand positions and returns the report once all are done.
pub struct CheckRun {
    phase: Phase,
    predict: Predictor,
}

enum Phase {
    Classifying(ClassifyRun),
    Comparing(Classification, CompareRun),
    /// The report was given.
    Over,
}

impl CheckRun {
    /// A check of `shape` under `rules` against `predict`, not started yet.
    ///
    /// # Errors
    /// [`CheckError`] for a box out of bounds.
    pub fn new(shape: CheckBox, rules: &Rules, predict: Predictor) -> Result<Self, CheckError> {
        Ok(Self { phase: Phase::Classifying(ClassifyRun::new(shape, rules)?), predict })
    }

    /// Does up to `count` positions of work; the report once the check is over (and `None` after).
    pub fn step(&mut self, count: u64) -> Option<CheckReport> {
        match std::mem::replace(&mut self.phase, Phase::Over) {
            Phase::Classifying(mut run) => {
                self.phase = if run.step(count) {
                    let classification = run.finish();
                    let compare = CompareRun::new(&classification);
                    Phase::Comparing(classification, compare)
                } else {
                    Phase::Classifying(run)
                };
                None
            }
            Phase::Comparing(classification, mut run) => {
                if run.step(&classification, &mut self.predict, count) {
                    return Some(run.report(&classification));
                }
                self.phase = Phase::Comparing(classification, run);
                None
            }
            Phase::Over => None,
        }
    }

    /// How far the check has come: positions classified plus positions compared, of twice the box.
    #[must_use]
    pub fn progress(&self) -> (u64, u64) {
        match &self.phase {
            Phase::Classifying(run) => {
                let (done, total) = run.progress();
                (done, 2 * total)
            }
            Phase::Comparing(classification, run) => {
                (classification.positions + run.done(), 2 * classification.positions)
            }
            Phase::Over => (1, 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Conjecture, MoveRule, check_conjecture};

    /// Sliced any way, a run gives the report of the whole check, in every rule family.
    #[test]
    fn a_sliced_check_gives_the_whole_checks_report() {
        let families = [
            Rules::default(),
            Rules::new(Ending::Misere, MoveRule::Any),
            Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap()),
            Rules::new(Ending::Misere, MoveRule::up_to(2).unwrap()),
            Rules::new(Ending::Normal, MoveRule::set(&[1, 3, 4]).unwrap()),
            Rules::new(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap()),
        ];
        let shape = CheckBox { heaps: 3, max: 9 };
        for rules in &families {
            for conjecture in [Conjecture::TheRule, Conjecture::SumOfOthers, Conjecture::MisereAsNormal] {
                let whole = check_conjecture(shape, rules, conjecture.clone(), |_, _| true).unwrap();
                for slice in [1, 7, 1000] {
                    let mut run = CheckRun::new(shape, rules, conjecture.clone().predictor(rules)).unwrap();
                    let mut last = (0, 1);
                    let report = loop {
                        if let Some(report) = run.step(slice) {
                            break report;
                        }
                        let now = run.progress();
                        assert!(now.0 >= last.0 && now.1 == 2 * whole.positions, "{now:?} after {last:?}");
                        last = now;
                    };
                    assert_eq!(report, whole, "{rules:?} {conjecture:?} in slices of {slice}");
                    assert_eq!(run.step(slice), None, "one report only");
                }
            }
        }
    }
}
