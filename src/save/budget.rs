//! The work a file may ask for: Grundy sequences shared between the steps that use the same
//! subtraction set, and one budget of Grundy values for all the sets of a file.
//!
//! With the size limit (1 MiB), [`super::MAX_LESSON_STEPS`], [`super::MAX_FILE_MOVES`] and these two
//! limits, any file is read, parsed and checked in well under a second and 100 MB, or refused with a
//! reason (measured in `benches/solver.rs`, group `load`).

use crate::core::{GrundySequence, MoveRule, RulesError};

use super::problem::Problem;

/// The most different subtraction sets one file may use.
pub const MAX_FILE_SETS: usize = 8;

/// The most Grundy values one file may ask for, all its subtraction sets together: one full period
/// search ([`GrundySequence::SEARCH_LIMIT`], 2^22 values of one byte, about 4 MiB). With the size and
/// count limits this bounds the work and memory of any file, however it is written.
pub const MAX_FILE_GRUNDY_VALUES: usize = GrundySequence::SEARCH_LIMIT;

/// Subtraction sets already built while reading one file, and the Grundy budget left: steps with equal
/// sets share one rule and one Grundy sequence (a lesson of 500 steps with one slow set computes it
/// once), and all the sets of a file share [`MAX_FILE_GRUNDY_VALUES`].
pub(crate) struct RuleCache {
    sets: std::collections::HashMap<Vec<u64>, MoveRule>,
    grundy_left: usize,
}

impl Default for RuleCache {
    fn default() -> Self {
        Self { sets: std::collections::HashMap::new(), grundy_left: MAX_FILE_GRUNDY_VALUES }
    }
}

impl RuleCache {
    pub(super) fn set(&mut self, amounts: &[u64]) -> Result<MoveRule, Problem> {
        if let Some(rule) = self.sets.get(amounts) {
            return Ok(rule.clone());
        }
        if self.sets.len() >= MAX_FILE_SETS {
            return Err(Problem::TooManySets { max: MAX_FILE_SETS });
        }
        let rule = match MoveRule::set_within(amounts, self.grundy_left) {
            // Out of this file's budget, though the set alone might be fine: say so.
            Err(RulesError::Grundy(_)) if self.grundy_left < MAX_FILE_GRUNDY_VALUES => {
                return Err(Problem::TooMuchWork { max: MAX_FILE_GRUNDY_VALUES });
            }
            other => other?,
        };
        if let MoveRule::Set(set) = &rule {
            self.grundy_left = self.grundy_left.saturating_sub(set.sequence().computed());
        }
        self.sets.insert(amounts.to_vec(), rule.clone());
        Ok(rule)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sets_of_a_file_share_one_grundy_budget() {
        let mut cache = RuleCache::default();
        let MoveRule::Set(set) = cache.set(&[1, 3, 4]).unwrap() else { panic!("a set") };
        assert_eq!(cache.grundy_left, MAX_FILE_GRUNDY_VALUES - set.sequence().computed());
        // The same set again costs nothing.
        cache.set(&[1, 3, 4]).unwrap();
        assert_eq!(cache.grundy_left, MAX_FILE_GRUNDY_VALUES - set.sequence().computed());
        // With the budget nearly spent, a set that needs more is refused as too much work, though it
        // would load on its own.
        cache.grundy_left = 10;
        assert_eq!(cache.set(&[2, 5, 7]).unwrap_err(), Problem::TooMuchWork { max: MAX_FILE_GRUNDY_VALUES });
        assert!(RuleCache::default().set(&[2, 5, 7]).is_ok());
    }
}
