//! The rules as chosen in a form (the new-game dialog, the exercises panel): normal or misère, and
//! which amounts a move may take — typed text kept as typed, so a mistake can be shown and fixed.

use eframe::egui;

use super::fields::{FieldError, number_list, whole_number};
use crate::core::{Ending, MoveRule, Rules};
use crate::i18n::msg;

/// Which amounts a move may take, as chosen in a form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MovesChoice {
    /// Any number.
    Any,
    /// 1 to k.
    UpTo,
    /// A subtraction set.
    Set,
}

/// The rules' fields.
#[derive(Clone, Debug, PartialEq)]
pub struct RulesChoice {
    /// Normal or misère.
    pub ending: Ending,
    /// Any, 1 to k, or a set.
    pub moves: MovesChoice,
    /// k, for 1 to k.
    pub k: String,
    /// The set, for a subtraction set.
    pub set: String,
}

impl Default for RulesChoice {
    fn default() -> Self {
        Self { ending: Ending::Normal, moves: MovesChoice::Any, k: "3".into(), set: "1, 3, 4".into() }
    }
}

impl From<&Rules> for RulesChoice {
    /// The fields that describe `rules` (the other fields keep their usual examples).
    fn from(rules: &Rules) -> Self {
        let mut choice = Self { ending: rules.ending, ..Self::default() };
        match &rules.moves {
            MoveRule::Any => {}
            MoveRule::UpTo(k) => {
                choice.moves = MovesChoice::UpTo;
                choice.k = k.to_string();
            }
            MoveRule::Set(set) => {
                choice.moves = MovesChoice::Set;
                let amounts: Vec<String> = set.amounts().iter().map(ToString::to_string).collect();
                choice.set = amounts.join(", ");
            }
        }
        choice
    }
}

impl RulesChoice {
    /// The rules the fields describe, or what is wrong with them.
    ///
    /// # Errors
    /// [`FieldError`] when k or the set is not a valid rule.
    pub fn rules(&self) -> Result<Rules, FieldError> {
        let moves = match self.moves {
            MovesChoice::Any => MoveRule::Any,
            MovesChoice::UpTo => MoveRule::up_to(whole_number(&self.k)?)?,
            MovesChoice::Set => MoveRule::set(&number_list(&self.set)?)?,
        };
        Ok(Rules::new(self.ending, moves))
    }

    /// Draws the fields: the ending, then the kind of move with its k or set.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        ending_choice(ui, &mut self.ending);
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut self.moves, MovesChoice::Any, msg::new_any());
            ui.radio_value(&mut self.moves, MovesChoice::UpTo, msg::new_up_to_k());
            ui.radio_value(&mut self.moves, MovesChoice::Set, msg::new_set());
        });
        match self.moves {
            MovesChoice::Any => {}
            MovesChoice::UpTo => {
                ui.horizontal(|ui| {
                    let label = ui.label("k =");
                    ui.add(egui::TextEdit::singleline(&mut self.k).desired_width(60.0)).labelled_by(label.id);
                });
            }
            MovesChoice::Set => {
                ui.horizontal(|ui| {
                    let label = ui.label(msg::new_set_label());
                    let field = egui::TextEdit::singleline(&mut self.set).desired_width(160.0).hint_text("1, 3, 4");
                    ui.add(field).labelled_by(label.id);
                });
            }
        }
    }
}

/// Normal or misère play, each with its rule in words (shared by the new-game and sum dialogs).
pub(in crate::ui) fn ending_choice(ui: &mut egui::Ui, ending: &mut Ending) {
    ui.horizontal_wrapped(|ui| {
        for (choice, name) in [(Ending::Normal, msg::new_normal()), (Ending::Misere, msg::new_misere())] {
            ui.radio_value(ending, choice, msg::new_ending(name, choice.last_move_rule()));
        }
    });
}
