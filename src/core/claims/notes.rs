//! Sentences about the rules in force (not about one position): how values come from sizes, and what
//! the nim-sum history shows.

use crate::core::rules::{Ending, MoveRule, Rules};

/// How the table's values come from the heap sizes under these rules (`None` in Nim, where they are
/// the sizes).
#[must_use]
pub fn values_note(rules: &Rules) -> Option<String> {
    match &rules.moves {
        MoveRule::Any => None,
        MoveRule::UpTo(k) => Some(format!(
            "g is the Grundy value: under S(1..{k}) a heap h plays like a Nim heap of h mod {}.",
            u128::from(*k) + 1
        )),
        MoveRule::Set(set) => {
            let seq = set.sequence();
            let values: Vec<String> = seq.stored_values().iter().take(40).map(u8::to_string).collect();
            Some(format!(
                "g is the Grundy value under {set}: g(0), g(1), … = {}{} (period {}, from size {} on).",
                values.join(" "),
                if seq.stored_values().len() > 40 { " …" } else { "" },
                seq.period(),
                seq.preperiod()
            ))
        }
    }
}

/// What the nim-sum history shows under these rules (the Explore panel's caption).
#[must_use]
pub fn nim_sum_history_note(rules: &Rules) -> &'static str {
    match (rules.ending, &rules.moves) {
        (Ending::Normal, _) => "The nim-sum after each move. A player who knows the rule keeps leaving 0.",
        (Ending::Misere, MoveRule::Set(_)) => {
            "The nim-sum after each move. In misère play with a subtraction set no rule is proven: leaving 0 need \
             not win."
        }
        (Ending::Misere, MoveRule::Any) => {
            "The nim-sum after each move. In misère play a player who knows the rule leaves 0 until the switch; \
             from then on every heap is 0 or 1, and the winner leaves an odd number of 1s (nim-sum 1)."
        }
        (Ending::Misere, MoveRule::UpTo(_)) => {
            "The nim-sum after each move. In misère play a player who knows the rule leaves 0 until the switch; \
             then the winner leaves every value 0 or 1 with an odd number of 1s (nim-sum 1). The other player can \
             raise a value again, and then the normal rule is back."
        }
    }
}
