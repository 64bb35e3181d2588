//! What can be wrong with the new-game dialog's fields: facts, worded when the dialog is drawn (so a
//! language switch with the dialog open changes them too).

use std::fmt;

use crate::core::{PositionError, RulesError};
use crate::i18n::msg;
use crate::save::MAX_FILE_HEAPS;

/// What is wrong with one field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldError {
    /// A number written with a minus sign.
    Negative(String),
    /// A whole number past the largest heap.
    TooLarge(String),
    /// Not a whole number at all.
    NotWhole(String),
    /// No heap typed.
    NoHeaps,
    /// More heaps than a game may hold.
    TooManyHeaps,
    /// Random heaps: a count outside 1 to 100.
    RandomCount,
    /// S(1..k) or the set refused.
    Rules(RulesError),
    /// The heaps refused as a position.
    Position(PositionError),
}

impl From<RulesError> for FieldError {
    fn from(error: RulesError) -> Self {
        Self::Rules(error)
    }
}

impl From<PositionError> for FieldError {
    fn from(error: PositionError) -> Self {
        Self::Position(error)
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Self::Negative(text) => msg::new_negative(text.as_str()),
            Self::TooLarge(text) => msg::new_too_large(u64::MAX.to_string(), text.as_str()),
            Self::NotWhole(text) => msg::new_not_whole(text.as_str()),
            Self::NoHeaps => msg::new_no_heaps(),
            Self::TooManyHeaps => msg::new_too_many_heaps(MAX_FILE_HEAPS),
            Self::RandomCount => msg::new_random_count(),
            Self::Rules(error) => error.to_string(),
            Self::Position(error) => error.to_string(),
        })
    }
}

/// What is wrong with the dialog's fields, field by field (`None` where a field is fine).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FieldErrors {
    /// The heaps field.
    pub heaps: Option<FieldError>,
    /// The seed field.
    pub seed: Option<FieldError>,
    /// k or the set.
    pub rules: Option<FieldError>,
}

impl FieldErrors {
    pub(super) fn is_empty(&self) -> bool {
        self.heaps.is_none() && self.seed.is_none() && self.rules.is_none()
    }
}

/// A whole number from a field.
pub(super) fn whole_number(text: &str) -> Result<u64, FieldError> {
    let text = text.trim();
    if text.starts_with('-') {
        return Err(FieldError::Negative(text.into()));
    }
    text.parse::<u64>().map_err(|_| {
        if !text.is_empty() && text.chars().all(|c| c.is_ascii_digit()) {
            FieldError::TooLarge(text.into())
        } else {
            FieldError::NotWhole(text.into())
        }
    })
}

/// Whole numbers separated by commas or spaces.
pub(super) fn number_list(text: &str) -> Result<Vec<u64>, FieldError> {
    text.split(|c: char| c == ',' || c.is_whitespace()).filter(|s| !s.is_empty()).map(whole_number).collect()
}
