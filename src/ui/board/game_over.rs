//! The end of a game: a panel under the board that says who won and why (a claim), with Play again,
//! Swap sides and Review from the start.

use eframe::egui::{self, RichText};

use crate::core::Players;
use crate::i18n::msg;
use crate::save::SavedGame;
use crate::ui::action::Action;
use crate::ui::style::Palette;

/// The same game from its start, with the sides as they were (`swap` false) or swapped.
#[must_use]
pub(in crate::ui) fn again(saved: &SavedGame, swap: bool) -> SavedGame {
    let mut next = saved.clone();
    next.game = saved.game.restarted();
    if swap {
        let Players { first, second } = saved.players.clone();
        next.players = Players { first: second, second: first };
    }
    next
}

/// What the end-of-game panel reads: who won and why, in words, the game to play again, and
/// whether the review is open already.
pub struct GameOverView<'a> {
    /// Who won and why, in the words of the rule in force.
    pub said: String,
    /// The game, to play again from its start.
    pub saved: &'a SavedGame,
    /// Whether the review is open beside the board.
    pub reviewing: bool,
}

/// Draws the panel when the game on the board is over (`view`: in free play only); returns the
/// button pressed.
pub(in crate::ui) fn game_over_panel(
    ui: &mut egui::Ui,
    view: Option<&GameOverView<'_>>,
    palette: &Palette,
) -> Option<Action> {
    let GameOverView { said: over, saved, reviewing } = view?;
    let mut action = None;
    egui::Frame::group(ui.style()).stroke(egui::Stroke::new(2.0, palette.proof)).show(ui, |ui| {
        ui.label(RichText::new(msg::over_title()).heading().strong());
        ui.label(RichText::new(over).size(18.0));
        ui.horizontal_wrapped(|ui| {
            if ui.button(msg::over_play_again()).on_hover_text(msg::over_play_again_hint()).clicked() {
                action = Some(Action::NewGame(Box::new(again(saved, false))));
            }
            if ui.button(msg::over_swap()).on_hover_text(msg::over_swap_hint()).clicked() {
                action = Some(Action::NewGame(Box::new(again(saved, true))));
            }
            if ui.button(msg::over_from_start()).on_hover_text(msg::over_from_start_hint()).clicked() {
                action = Some(Action::JumpTo(0));
            }
            if !reviewing && ui.button(msg::over_grade()).on_hover_text(msg::over_grade_hint()).clicked() {
                action = Some(Action::TogglePanel(crate::ui::action::PanelKind::Review));
            }
        });
    });
    ui.add_space(8.0);
    action
}

/// Above the board, after the computer's move: what it did and why (its reason, without the
/// answers while they are hidden), announced to screen readers as it appears. `message` is the
/// message told on the board, if one is (none once the game is over: its panel says how it ended).
pub(in crate::ui) fn computer_move_line(ui: &mut egui::Ui, message: Option<String>, palette: &Palette) {
    let Some(message) = message else { return };
    let line = ui.label(RichText::new(message).size(17.0).color(palette.candidate));
    // A polite live region: a screen reader reads the computer's move when it appears.
    ui.ctx().accesskit_node_builder(line.id, |node| node.set_live(egui::accesskit::Live::Polite));
    ui.add_space(4.0);
}
