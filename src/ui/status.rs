//! The status line: whose turn, the rules, the nim-sum, the outcome when revealed, the last message.

use eframe::egui::{self, RichText};

use super::action::Action;
use super::app::BoutonApp;
use crate::i18n::msg;
use crate::words::sentence;

/// Draws the status line.
pub fn status_line(ui: &mut egui::Ui, app: &BoutonApp) -> Option<Action> {
    ui.add_space(2.0);
    // The bottom panel grows upwards: lines that come and go (a file loading, a message, the hints)
    // sit above the main row, so its buttons stay where the finger or the pointer left them.
    let tail = status_tail(ui, app);
    let action = if let Some(view) = app.sum_panel_view() {
        // A sum of games on the board: the line speaks of it in its own terms.
        crate::ui::sums::sum_status(ui, &view)
    } else {
        hint_ladder(ui, app);
        classic_status(ui, app)
    };
    ui.add_space(2.0);
    action.or(tail)
}

/// The hint ladder, one rung per line: each a claim, true under the rules in force.
fn hint_ladder(ui: &mut egui::Ui, app: &BoutonApp) {
    if !app.revealed() {
        for (rung, claim) in app.hints().iter().enumerate() {
            ui.label(RichText::new(msg::status_hint_rung(sentence(&claim.to_string()), rung + 1)).strong());
        }
    }
}

/// The status of the person's game: turn, rules, outcome or the hint ladder.
fn classic_status(ui: &mut egui::Ui, app: &BoutonApp) -> Option<Action> {
    let mut action = None;
    let game = app.game()?;
    ui.horizontal_wrapped(|ui| {
        if let Some(over) = app.game_over_text() {
            ui.label(RichText::new(msg::status_game_over(over)).strong());
        } else {
            let side = game.to_move();
            ui.label(RichText::new(msg::status_to_move(app.player(side).description())).strong());
            if app.computer_to_move() && ui.button(msg::status_computer_move()).clicked() {
                action = Some(Action::ComputerMove);
            }
        }
        ui.separator();
        ui.label(msg::status_rules(game.rules().to_string()));
        ui.separator();
        if app.revealed() {
            match (app.claims(), app.analysis()) {
                (Some(claims), _) => {
                    ui.label(RichText::new(sentence(&claims.outcome.to_string())).strong());
                }
                (None, Some(Err(e))) => {
                    ui.label(sentence(&e.to_string()));
                }
                (None, Some(Ok(_)) | None) => {}
            }
        } else {
            ui.label(msg::status_hidden());
            if app.can_hint() {
                let next = app.hints().len() + 1;
                let label = if next == 1 { msg::status_hint() } else { msg::status_next_hint(next) };
                if ui.button(label).on_hover_text(msg::status_hint_help()).clicked() {
                    action = Some(Action::Hint);
                }
            }
            if ui.button(msg::status_reveal()).clicked() {
                action = Some(Action::Reveal(true));
            }
        }
    });
    action
}

/// What every status line shows above its main row: the file being opened, the last message.
fn status_tail(ui: &mut egui::Ui, app: &BoutonApp) -> Option<Action> {
    let mut action = None;
    if let Some(load) = app.file_load() {
        // The window stays usable while a file loads; the board changes only once it has loaded.
        ui.horizontal(|ui| {
            ui.spinner();
            let name =
                load.path().file_name().map_or_else(|| crate::save::shown(load.path()), |n| n.to_string_lossy().into());
            ui.label(msg::status_opening(load.stage().to_string(), name));
            ui.add(egui::ProgressBar::new(load.worker().fraction()).desired_width(160.0));
            if ui.add_enabled(!load.worker().cancelling(), egui::Button::new(msg::status_cancel())).clicked() {
                action = Some(Action::CancelOpen);
            }
        });
    }
    // The computer's move is told on the board, beside the heap it changed.
    if let Some(message) = app.message().filter(|_| !app.message_on_board()) {
        ui.label(message);
        // A file was written: its path, to paste into a mail or a slide.
        if let Some(path) = app.written().filter(|_| crate::ui::platform::FILE_SYSTEM)
            && ui.button(msg::status_copy_path()).on_hover_text(path.display().to_string()).clicked()
        {
            ui.ctx().copy_text(path.display().to_string());
        }
    }
    action
}
