//! Sentences about the rules in force (not about one position): how values come from sizes, and what
//! the nim-sum history shows.

use crate::core::rules::{Ending, MoveRule, Rules};
use crate::i18n::{tr, tr_with};

/// How the table's values come from the heap sizes under these rules (`None` in Nim, where they are
/// the sizes).
#[must_use]
pub fn values_note(rules: &Rules) -> Option<String> {
    match &rules.moves {
        MoveRule::Any => None,
        MoveRule::UpTo(k) => Some(tr_with(
            "note-values-up-to",
            &[("k", k.to_string().into()), ("modulus", (u128::from(*k) + 1).to_string().into())],
        )),
        MoveRule::Set(set) => {
            let seq = set.sequence();
            let values: Vec<String> = seq.stored_values().iter().take(40).map(u8::to_string).collect();
            let more = if seq.stored_values().len() > 40 { " …" } else { "" };
            Some(tr_with(
                "note-values-set",
                &[
                    ("set", set.to_string().into()),
                    ("values", format!("{}{more}", values.join(" ")).into()),
                    ("period", seq.period().to_string().into()),
                    ("start", seq.preperiod().to_string().into()),
                ],
            ))
        }
    }
}

/// What the nim-sum history shows under these rules (the Explore panel's caption).
#[must_use]
pub fn nim_sum_history_note(rules: &Rules) -> String {
    tr(match (rules.ending, &rules.moves) {
        (Ending::Normal, _) => "note-history-normal",
        (Ending::Misere, MoveRule::Set(_)) => "note-history-misere-set",
        (Ending::Misere, MoveRule::Any) => "note-history-misere",
        (Ending::Misere, MoveRule::UpTo(_)) => "note-history-misere-up-to",
    })
}
