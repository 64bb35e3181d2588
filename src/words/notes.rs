//! Sentences about the rules in force (not about one position): how values come from sizes, and what
//! the nim-sum history shows.

use crate::core::{Ending, MoveRule, Rules};
use crate::i18n::msg;

/// How the table's values come from the heap sizes under these rules (`None` in Nim, where they are
/// the sizes).
#[must_use]
pub fn values_note(rules: &Rules) -> Option<String> {
    match &rules.moves {
        MoveRule::Any => None,
        MoveRule::UpTo(k) => Some(msg::note_values_up_to(k.to_string(), (u128::from(k.get()) + 1).to_string())),
        MoveRule::Set(set) => {
            let seq = set.sequence();
            let values: Vec<String> = seq.stored_values().iter().take(40).map(u8::to_string).collect();
            let more = if seq.stored_values().len() > 40 { " …" } else { "" };
            Some(msg::note_values_set(
                seq.period().to_string(),
                set.to_string(),
                seq.preperiod().to_string(),
                format!("{}{more}", values.join(" ")),
            ))
        }
    }
}

/// What the nim-sum history shows under these rules (the Explore panel's caption).
#[must_use]
pub fn nim_sum_history_note(rules: &Rules) -> String {
    match (rules.ending, &rules.moves) {
        (Ending::Normal, _) => msg::note_history_normal(),
        (Ending::Misere, MoveRule::Set(_)) => msg::note_history_misere_set(),
        (Ending::Misere, MoveRule::Any) => msg::note_history_misere(),
        (Ending::Misere, MoveRule::UpTo(_)) => msg::note_history_misere_up_to(),
    }
}
