//! The dialog that puts a game in disguise of the person's own on the board: its position typed as
//! `bouton analyze` reads it (`staircase:0,3,1,4`, `hackenbush:(()())(())`, or heaps and games side
//! by side: `kayles:5 + hackenbush:(()())`), read again as it is typed; a mistake is said under the
//! field and starts nothing.

use eframe::egui::{self, RichText};

use super::DisguiseAction;
use crate::core::{DisguiseError, DisguisedGame, Side};
use crate::i18n::msg;
use crate::ui::action::Action;

/// The most characters the position's field takes (a drawing of many edges fits).
pub(super) const MAX_SETUP_CHARS: usize = 1_000;

/// The dialog's fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisguiseSetup {
    /// Whether it is open.
    pub open: bool,
    /// The position, as typed.
    pub text: String,
    /// Whether the person plays the computer (it moves second) or a classmate.
    pub against_computer: bool,
    /// The game the text last described, and the text: read again only when it changes.
    preview: Option<(String, Result<DisguisedGame, SetupProblem>)>,
}

/// Why the text starts no game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    /// It is no game's position.
    Game(DisguiseError),
    /// The position does not fit on the board (a sum's heap too long).
    Board(crate::ui::sums::BoardProblem),
}

impl std::fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Game(why) => std::fmt::Display::fmt(why, f),
            Self::Board(why) => std::fmt::Display::fmt(why, f),
        }
    }
}

impl Default for DisguiseSetup {
    fn default() -> Self {
        Self {
            open: false,
            text: crate::core::DISGUISE_STARTS[crate::core::DISGUISE_STARTS.len() - 1].into(),
            against_computer: true,
            preview: None,
        }
    }
}

impl DisguiseSetup {
    /// The game the text describes, or why it starts none (remembered until the text changes).
    ///
    /// # Errors
    /// [`SetupProblem`]: the text is no position, or it does not fit on the board.
    pub fn game(&mut self) -> Result<DisguisedGame, SetupProblem> {
        if self.preview.as_ref().is_none_or(|(made_from, _)| *made_from != self.text) {
            self.preview = Some((self.text.clone(), read(&self.text)));
        }
        self.preview.as_ref().map_or_else(|| read(&self.text), |(_, game)| game.clone())
    }

    /// Draws the dialog when it is open.
    pub fn ui(&mut self, ctx: &egui::Context) -> Vec<Action> {
        let mut actions = Vec::new();
        if !self.open {
            return actions;
        }
        let mut open = true;
        // Wide enough for its title, a drawing's brackets and the examples on few lines.
        let window = egui::Window::new(msg::disguise_setup_title()).open(&mut open).collapsible(false);
        window.resizable(false).min_width(560.0).show(ctx, |ui| {
            ui.label(msg::disguise_setup_about());
            ui.horizontal(|ui| {
                let label = ui.label(msg::disguise_setup_field());
                let field = egui::TextEdit::singleline(&mut self.text)
                    .char_limit(MAX_SETUP_CHARS)
                    .desired_width(420.0)
                    .hint_text("kayles:5 + hackenbush:(()())");
                ui.add(field).labelled_by(label.id);
            });
            ui.label(RichText::new(msg::disguise_setup_examples()).weak());
            ui.horizontal_wrapped(|ui| {
                for text in crate::core::DISGUISE_STARTS {
                    if ui.button(text).clicked() {
                        self.text = text.into();
                    }
                }
            });
            let game = self.game();
            match &game {
                Ok(game) => ui.label(RichText::new(crate::words::disguise_title(game)).strong()),
                Err(why) => ui.colored_label(ui.visuals().error_fg_color, crate::words::sentence(&why.to_string())),
            };
            ui.separator();
            ui.horizontal(|ui| {
                ui.radio_value(&mut self.against_computer, true, msg::disguise_against_computer());
                ui.radio_value(&mut self.against_computer, false, msg::disguise_two_people());
            });
            ui.horizontal(|ui| {
                if ui.add_enabled(game.is_ok(), egui::Button::new(msg::sum_setup_start())).clicked()
                    && let Ok(game) = game
                {
                    let computer = self.against_computer.then_some(Side::Second);
                    actions.push(Action::Disguise(DisguiseAction::CloseSetup));
                    actions.push(Action::Disguise(DisguiseAction::Start(game, computer)));
                }
                if ui.button(msg::sum_setup_cancel()).clicked() {
                    actions.push(Action::Disguise(DisguiseAction::CloseSetup));
                }
            });
        });
        if !open {
            actions.push(Action::Disguise(DisguiseAction::CloseSetup));
        }
        actions
    }
}

/// The game `text` describes, if it fits on the board.
fn read(text: &str) -> Result<DisguisedGame, SetupProblem> {
    let game: DisguisedGame = text.parse().map_err(SetupProblem::Game)?;
    match super::board_problem(&game) {
        Some(problem) => Err(SetupProblem::Board(problem)),
        None => Ok(game),
    }
}
