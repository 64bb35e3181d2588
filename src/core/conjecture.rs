//! Conjectures about P-positions, checked against the XOR-free checker (Bouton's rule, or a tempting
//! wrong one), and maps of P-positions with a conjecture laid over them.
//!
//! ```
//! use bouton::{check_conjecture, CheckBox, Conjecture, Rules};
//! // Seed 000's shortcut "in a P-position one heap is the sum of the others" fails: 3, 5, 6 is P.
//! let report = check_conjecture(CheckBox { heaps: 3, max: 7 }, &Rules::default(), Conjecture::SumOfOthers, |_, _| true).unwrap();
//! assert!(report.mismatches.contains(&vec![3, 5, 6]));
//! let report = check_conjecture(CheckBox { heaps: 3, max: 7 }, &Rules::default(), Conjecture::TheRule, |_, _| true).unwrap();
//! assert_eq!(report.mismatch_count, 0);
//! ```

use super::analysis::{Outcome, outcome};
use super::checker::{CheckBox, CheckError, CheckReport, Classification};
use super::formula::Formula;
use super::rules::{Ending, MoveRule, Rules};
use super::search::Search;

/// What a conjecture claims for each position (`None` where it makes no claim). It owns what it needs,
/// so a long check can keep it between slices of work or take it to a worker thread.
pub type Predictor = Box<dyn FnMut(&[u64]) -> Option<Outcome> + Send>;

/// A rule to test against brute force: the true rule, a tempting wrong one, or your own formula.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Conjecture {
    /// Bouton's rule for the rules in force (nim-sum of the Grundy values; the misère endgame; the exact
    /// search for misère with a set).
    #[default]
    TheRule,
    /// Seed 000's shortcut: in a P-position one heap is the sum of the others (a + b = c).
    SumOfOthers,
    /// Misère play has the same P-positions as normal play.
    MisereAsNormal,
    /// The Nim rule on the heap sizes themselves, without reducing them (mod k + 1, or to Grundy values).
    NoReduction,
    /// The misère Nim rule applied to the Grundy values: while a value is ≥ 2, N iff X ≠ 0; then N iff
    /// the number of 1s is even.
    MisereOnGrundyValues,
    /// Your own: P exactly where the formula holds (on the heap sizes, smallest first).
    Formula(Formula),
}

impl Conjecture {
    /// Every conjecture, in menu order.
    pub const ALL: [Self; 5] =
        [Self::TheRule, Self::SumOfOthers, Self::MisereAsNormal, Self::NoReduction, Self::MisereOnGrundyValues];

    /// A predictor for a box under `rules`: the outcome this conjecture claims for each position
    /// (`None` where it makes no claim).
    #[must_use]
    pub fn predictor(self, rules: &Rules) -> Predictor {
        let rules = rules.clone();
        match self {
            Self::TheRule => match (rules.ending, &rules.moves) {
                (Ending::Misere, MoveRule::Set(_)) => {
                    let mut search = Search::new(&rules);
                    Box::new(move |heaps| search.outcome(heaps))
                }
                _ => Box::new(move |heaps| outcome(heaps, &rules).ok()),
            },
            Self::SumOfOthers => Box::new(|heaps| {
                let total: u128 = heaps.iter().map(|&h| u128::from(h)).sum();
                // One heap equals the sum of the others: twice it is the total.
                Some(Outcome::from_next_wins(!heaps.iter().any(|&h| 2 * u128::from(h) == total)))
            }),
            Self::MisereAsNormal => {
                let normal = Rules::new(Ending::Normal, rules.moves.clone());
                Box::new(move |heaps| outcome(heaps, &normal).ok())
            }
            Self::NoReduction => {
                let nim = Rules::new(rules.ending, MoveRule::Any);
                Box::new(move |heaps| outcome(heaps, &nim).ok())
            }
            // Where the formula has no value (a division by zero) it makes no claim.
            Self::Formula(formula) => {
                Box::new(move |heaps| formula.holds(heaps).ok().map(|p| Outcome::from_next_wins(!p)))
            }
            Self::MisereOnGrundyValues => Box::new(move |heaps| {
                let values = heaps.iter().map(|&h| rules.grundy(h));
                let (mut x, mut ones, mut big) = (0, 0u64, false);
                for g in values {
                    x ^= g;
                    ones += u64::from(g == 1);
                    big |= g >= 2;
                }
                Some(Outcome::from_next_wins(if big { x != 0 } else { ones.is_multiple_of(2) }))
            }),
        }
    }
}

/// Classifies every position of the box by the XOR-free checker, then compares each with what the
/// conjecture claims.
///
/// # Errors
/// As [`Classification::compute`] (a box too large, or cancelled).
pub fn check_conjecture(
    shape: CheckBox,
    rules: &Rules,
    conjecture: Conjecture,
    progress: impl FnMut(u64, u64) -> bool,
) -> Result<CheckReport, CheckError> {
    super::checker::classify_and_compare(shape, rules, conjecture.predictor(rules), progress)
}

/// A P-position map: for heaps (a, b) — and a fixed third heap c — the brute-force outcome of every
/// cell, and what the rule predicts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionMap {
    /// Cells per side: a and b run over 0..side.
    pub side: u64,
    /// The third heap, for a three-heap map.
    pub third: Option<u64>,
    /// The brute-force outcome of (a, b[, c]), at index b · side + a.
    pub truth: Vec<Outcome>,
    /// What the rule predicts there (`None` where it cannot say).
    pub predicted: Vec<Option<Outcome>>,
}

impl PositionMap {
    /// The brute-force outcome of (a, b[, c]).
    #[must_use]
    pub fn outcome(&self, a: u64, b: u64) -> Option<Outcome> {
        (a < self.side && b < self.side).then(|| self.truth[(b * self.side + a) as usize])
    }

    /// The heaps of a cell: [a, b] or [a, b, c].
    #[must_use]
    pub fn heaps(&self, a: u64, b: u64) -> Vec<u64> {
        let mut heaps = vec![a, b];
        heaps.extend(self.third);
        heaps
    }

    /// How many cells the rule gets wrong.
    #[must_use]
    pub fn disagreements(&self) -> usize {
        self.truth.iter().zip(&self.predicted).filter(|(t, p)| p.is_some_and(|p| p != **t)).count()
    }
}

/// Classifies the box once so that maps for any third heap up to `max` are look-ups.
///
/// # Errors
/// As [`Classification::compute`].
pub fn map_classification(heaps: usize, max: u64, rules: &Rules) -> Result<Classification, CheckError> {
    Classification::compute(CheckBox { heaps, max }, rules, |_, _| true)
}

/// The map of (a, b) for a, b < `side` (and the third heap `third`, for a three-heap map), read from a
/// classification whose box holds those positions, with what `conjecture` predicts beside it.
///
/// # Errors
/// [`CheckError::TooManyPositions`] when the classification's box is too small for the map.
pub fn position_map(
    classification: &Classification,
    rules: &Rules,
    side: u64,
    third: Option<u64>,
    conjecture: Conjecture,
) -> Result<PositionMap, CheckError> {
    let shape = classification.shape();
    let heaps = 2 + usize::from(third.is_some());
    let needed = side.saturating_sub(1).max(third.unwrap_or(0));
    if shape.heaps != heaps || shape.max < needed {
        return Err(CheckError::TooManyPositions { heaps, max: needed, positions: 0 });
    }
    let mut predict = conjecture.predictor(rules);
    let mut truth = Vec::with_capacity((side * side) as usize);
    let mut predicted = Vec::with_capacity((side * side) as usize);
    let mut cell = Vec::with_capacity(heaps);
    for b in 0..side {
        for a in 0..side {
            cell.clear();
            cell.extend([a, b]);
            cell.extend(third);
            // The box holds every cell, so the checker always answers.
            truth.push(classification.outcome(&cell).unwrap_or(Outcome::NextWins));
            // A conjecture reads the heaps smallest first (a ≤ b ≤ c), as the checker gives them.
            let mut sorted = cell.clone();
            sorted.sort_unstable();
            predicted.push(predict(&sorted));
        }
    }
    Ok(PositionMap { side, third, truth, predicted })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conjectures_on_small_boxes() {
        let nim = Rules::default();
        let shape = CheckBox { heaps: 3, max: 7 };
        let sum = check_conjecture(shape, &nim, Conjecture::SumOfOthers, |_, _| true).unwrap();
        assert!(sum.mismatch_count > 0 && sum.mismatches.contains(&vec![3, 5, 6]));
        let misere = Rules::new(Ending::Misere, MoveRule::Any);
        let as_normal = check_conjecture(shape, &misere, Conjecture::MisereAsNormal, |_, _| true).unwrap();
        // They differ only in the endgame: 0, 0, 0 and 1, 1, 1 and the like.
        assert!(as_normal.mismatches.contains(&vec![0, 0, 0]) && as_normal.mismatches.contains(&vec![0, 0, 1]));
        let s3 = Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap());
        let raw = check_conjecture(shape, &s3, Conjecture::NoReduction, |_, _| true).unwrap();
        assert!(raw.mismatch_count > 0);
        for rules in [nim, misere, s3] {
            let truth = check_conjecture(shape, &rules, Conjecture::TheRule, |_, _| true).unwrap();
            assert_eq!((truth.mismatch_count, truth.compared, truth.positions), (0, 120, 120));
        }
    }

    /// Your own formula is checked like the built-in conjectures: Bouton's rule typed by hand holds,
    /// seed 000's shortcut typed by hand fails on 3, 5, 6; a division by zero makes no claim.
    #[test]
    fn typed_formulas_are_checked_like_the_others() {
        let shape = CheckBox { heaps: 3, max: 7 };
        let nim = Rules::default();
        let typed = |text: &str| Conjecture::Formula(text.parse().unwrap());
        let rule = check_conjecture(shape, &nim, typed("a ^ b ^ c == 0"), |_, _| true).unwrap();
        assert_eq!((rule.mismatch_count, rule.compared), (0, 120));
        let shortcut = check_conjecture(shape, &nim, typed("c == a + b"), |_, _| true).unwrap();
        let builtin = check_conjecture(shape, &nim, Conjecture::SumOfOthers, |_, _| true).unwrap();
        assert!(shortcut.mismatches.contains(&vec![3, 5, 6]));
        assert_eq!(shortcut.mismatch_count, builtin.mismatch_count, "the same shortcut, typed or built in");
        let partial = check_conjecture(shape, &nim, typed("a / a == 1 && a ^ b ^ c == 0"), |_, _| true).unwrap();
        assert_eq!(partial.compared, 120 - 36, "no claim where a = 0 (36 positions)");
        assert_eq!(typed("a ^ b == c").statement(), "P exactly when a ^ b == c");
    }

    #[test]
    fn maps_read_the_checker() {
        let rules = Rules::default();
        let classification = map_classification(3, 9, &rules).unwrap();
        let map = position_map(&classification, &rules, 8, Some(5), Conjecture::TheRule).unwrap();
        assert_eq!(map.outcome(1, 4), Some(Outcome::PreviousWins), "1, 4, 5 is P");
        assert_eq!(map.outcome(3, 6), Some(Outcome::PreviousWins), "3, 6, 5 is P");
        assert_eq!(map.outcome(2, 2), Some(Outcome::NextWins));
        assert_eq!(map.outcome(8, 0), None);
        assert_eq!(map.disagreements(), 0);
        assert_eq!(map.heaps(1, 4), [1, 4, 5]);
        assert!(
            position_map(&classification, &rules, 11, Some(5), Conjecture::TheRule).is_err(),
            "the box is too small"
        );
        // A typed formula reads the cell's heaps smallest first, as in the checker: c == a + b on the
        // cell (2, 3) of the map with third heap 1 is about 1, 2, 3, a P-position it gets right.
        let typed = Conjecture::Formula("c == a + b".parse().unwrap());
        let small = map_classification(3, 7, &rules).unwrap();
        let formula_map = position_map(&small, &rules, 8, Some(1), typed).unwrap();
        assert_eq!(formula_map.predicted[3 * 8 + 2], Some(Outcome::PreviousWins), "1, 2, 3 read as a ≤ b ≤ c");
        let shortcut = position_map(&classification, &rules, 8, Some(5), Conjecture::SumOfOthers).unwrap();
        assert!(shortcut.disagreements() > 0, "3, 6, 5 is P though no heap is the sum of the others");
        let two = map_classification(2, 7, &rules).unwrap();
        let map = position_map(&two, &rules, 8, None, Conjecture::TheRule).unwrap();
        let p: Vec<(u64, u64)> = (0..8)
            .flat_map(|b| (0..8).map(move |a| (a, b)))
            .filter(|&(a, b)| map.outcome(a, b) == Some(Outcome::PreviousWins))
            .collect();
        assert_eq!(p, (0..8).map(|a| (a, a)).collect::<Vec<_>>(), "two heaps: P iff equal (the copycat strategy)");
    }
}
