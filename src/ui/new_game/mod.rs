//! The new-game dialog: heaps typed or random from a seed, the rules, the players, who starts, and the
//! computer's level. Invalid entries are explained next to their field and cannot start a game.

use crate::i18n::msg;
use eframe::egui::{self, RichText};

use super::action::Action;

mod fields;
mod players;
mod rules_choice;

use crate::core::{Game, Position, Rng};
use crate::save::{MAX_FILE_HEAPS, SavedGame};
pub use fields::{FieldError, FieldErrors};
use fields::{number_list, whole_number};
pub use players::{LevelChoice, PlayersChoice, WhoPlays};
pub(in crate::ui) use rules_choice::ending_choice;
pub use rules_choice::{MovesChoice, RulesChoice};

/// The dialog's fields (text as typed, so that mistakes can be shown and fixed).
#[derive(Clone, Debug, PartialEq)]
pub struct NewGameDialog {
    /// Whether the dialog is open.
    pub open: bool,
    /// Heap sizes, separated by spaces or commas.
    pub heaps: String,
    /// How many random heaps.
    pub random_count: String,
    /// The largest random heap.
    pub random_max: String,
    /// The seed of the random heaps and of the computer.
    pub seed: String,
    /// The rules.
    pub rules: RulesChoice,
    /// Who plays, who starts, the computer's level.
    pub players: PlayersChoice,
    /// Why the random heaps could not be made, if they could not.
    pub random_error: Option<FieldError>,
}

impl Default for NewGameDialog {
    fn default() -> Self {
        Self {
            open: false,
            heaps: "3 4 5".into(),
            random_count: "4".into(),
            random_max: "15".into(),
            seed: "1".into(),
            rules: RulesChoice::default(),
            players: PlayersChoice::default(),
            random_error: None,
        }
    }
}

impl NewGameDialog {
    /// The game the fields describe, or what is wrong with them.
    ///
    /// # Errors
    /// [`FieldErrors`] with a message for each field that is wrong.
    pub fn setup(&self) -> Result<SavedGame, FieldErrors> {
        let mut errors = FieldErrors::default();
        let heaps = match number_list(&self.heaps) {
            Ok(heaps) if heaps.is_empty() => Err(FieldError::NoHeaps),
            Ok(heaps) if heaps.len() > MAX_FILE_HEAPS => Err(FieldError::TooManyHeaps),
            other => other,
        };
        let heaps = heaps.map_err(|e| errors.heaps = Some(e)).ok();
        let seed = whole_number(&self.seed).map_err(|e| errors.seed = Some(e)).ok();
        let rules = self.rules.rules().map_err(|e| errors.rules = Some(e)).ok();
        let (Some(heaps), Some(seed), Some(rules), true) = (heaps, seed, rules, errors.is_empty()) else {
            return Err(errors);
        };
        let position = Position::new(heaps).map_err(|e| FieldErrors { heaps: Some(e.into()), ..errors })?;
        let players = self.players.players(seed);
        // No title of its own: the board names it by its start and rules, in the language on screen.
        let game = Game::of_heaps(rules, position)
            .map_err(|_| FieldErrors { heaps: Some(FieldError::TooManyHeaps), ..FieldErrors::default() })?;
        let mut saved = SavedGame::new("", game);
        saved.players = players;
        Ok(saved)
    }

    /// Fills the heaps field with random heaps from the seed.
    fn randomize(&mut self) -> Result<(), FieldError> {
        let count = whole_number(&self.random_count)?;
        let max = whole_number(&self.random_max)?;
        if count == 0 || count > 100 {
            return Err(FieldError::RandomCount);
        }
        let mut rng = Rng::new(whole_number(&self.seed)?);
        let heaps: Vec<String> = (0..count).map(|_| rng.in_range(1, max.max(1)).to_string()).collect();
        self.heaps = heaps.join(" ");
        Ok(())
    }

    /// Draws the dialog when open; returns the new game when Start is pressed.
    pub fn ui(&mut self, ctx: &egui::Context) -> Option<Action> {
        if !self.open {
            return None;
        }
        let mut action = None;
        let mut open = true;
        let errors = self.setup().err().unwrap_or_default();
        egui::Window::new(msg::new_title()).open(&mut open).collapsible(false).resizable(false).show(ctx, |ui| {
            ui.label(RichText::new(msg::new_heaps()).strong());
            ui.horizontal(|ui| {
                let label = ui.label(msg::new_sizes());
                ui.add(egui::TextEdit::singleline(&mut self.heaps).desired_width(300.0).hint_text("3 4 5"))
                    .labelled_by(label.id);
            });
            show_error(ui, errors.heaps.as_ref());
            ui.horizontal(|ui| {
                if ui.button(msg::new_random()).clicked() {
                    self.random_error = self.randomize().err();
                }
                let label = ui.label(msg::new_how_many());
                ui.add(egui::TextEdit::singleline(&mut self.random_count).desired_width(40.0)).labelled_by(label.id);
                let label = ui.label(msg::new_up_to());
                ui.add(egui::TextEdit::singleline(&mut self.random_max).desired_width(50.0)).labelled_by(label.id);
                let label = ui.label(msg::new_seed());
                ui.add(egui::TextEdit::singleline(&mut self.seed).desired_width(80.0)).labelled_by(label.id);
            });
            show_error(ui, errors.seed.as_ref());
            show_error(ui, self.random_error.as_ref());
            if let Some(mix) = self.mix_games(ui) {
                action = Some(mix);
            }
            ui.separator();
            ui.label(RichText::new(msg::new_rules()).strong());
            self.rules.ui(ui);
            show_error(ui, errors.rules.as_ref());
            ui.separator();
            self.players.ui(ui);
            ui.separator();
            ui.horizontal(|ui| {
                let ready = self.setup();
                if ui.add_enabled(ready.is_ok(), egui::Button::new(msg::new_start())).clicked()
                    && let Ok(saved) = ready
                {
                    action = Some(Action::NewGame(Box::new(saved)));
                    self.open = false;
                }
                if ui.button(msg::new_cancel()).clicked() {
                    self.open = false;
                }
            });
        });
        if !open {
            self.open = false;
        }
        action
    }
}

impl NewGameDialog {
    /// Heaps of different games (Kayles 10 + Nim 5 + Dawson's Kayles 7) have a dialog of their own:
    /// this line leads there.
    fn mix_games(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        let mut action = None;
        ui.horizontal(|ui| {
            ui.label(msg::new_mix());
            if ui.button(msg::new_mix_button()).clicked() {
                action = Some(Action::Sum(crate::ui::sums::SumAction::ShowSetup));
                self.open = false;
            }
        });
        action
    }
}

fn show_error(ui: &mut egui::Ui, error: Option<&FieldError>) {
    if let Some(error) = error {
        ui.label(RichText::new(msg::new_problem(error.to_string())).color(ui.visuals().warn_fg_color));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Ending, MoveRule, Rules};

    #[test]
    fn a_valid_dialog_makes_the_game() {
        let dialog = NewGameDialog {
            heaps: "19, 20 21".into(),
            rules: RulesChoice {
                ending: crate::core::Ending::Misere,
                moves: MovesChoice::UpTo,
                ..RulesChoice::default()
            },
            players: PlayersChoice { person_first: false, ..PlayersChoice::default() },
            ..NewGameDialog::default()
        };
        let saved = dialog.setup().unwrap();
        assert_eq!(saved.game.start().sizes(), [19, 20, 21]);
        assert_eq!(saved.game.rules(), Some(Rules::new(Ending::Misere, MoveRule::up_to(3).unwrap())));
        assert!(saved.players.first.is_computer() && !saved.players.second.is_computer());
    }

    #[test]
    fn each_bad_field_is_explained() {
        let dialog = NewGameDialog {
            heaps: "3 x -2".into(),
            seed: "s".into(),
            rules: RulesChoice { moves: MovesChoice::Set, set: "0, 2".into(), ..RulesChoice::default() },
            ..NewGameDialog::default()
        };
        let errors = dialog.setup().unwrap_err();
        let said = |error: Option<FieldError>| error.map(|e| e.to_string()).unwrap_or_default();
        assert_eq!(said(errors.heaps), "'x' is not a whole number");
        assert_eq!(said(errors.seed), "'s' is not a whole number");
        assert!(said(errors.rules).contains("contains 0"));
        let empty = NewGameDialog { heaps: " ".into(), ..NewGameDialog::default() };
        assert_eq!(said(empty.setup().unwrap_err().heaps), "type at least one heap size");
        let zero_k = NewGameDialog {
            rules: RulesChoice { moves: MovesChoice::UpTo, k: "0".into(), ..RulesChoice::default() },
            ..NewGameDialog::default()
        };
        assert!(said(zero_k.setup().unwrap_err().rules).contains("at least 1"));
    }

    #[test]
    fn random_heaps_follow_the_seed() {
        let mut a = NewGameDialog { seed: "42".into(), ..NewGameDialog::default() };
        let mut b = a.clone();
        a.randomize().unwrap();
        b.randomize().unwrap();
        assert_eq!(a.heaps, b.heaps);
        assert_eq!(number_list(&a.heaps).unwrap().len(), 4);
        assert!(number_list(&a.heaps).unwrap().iter().all(|&h| (1..=15).contains(&h)));
    }
}
