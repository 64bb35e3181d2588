//! The move list: every move with who played it and the nim-sum after it; a click jumps there.

use eframe::egui::{self, RichText};

use super::action::Action;
use super::app::BoutonApp;

/// Draws the move list.
pub fn history_panel(ui: &mut egui::Ui, app: &BoutonApp) -> Option<Action> {
    let mut action = None;
    let game = app.game();
    let revealed = app.revealed();
    ui.heading(crate::i18n::msg::moves_title());
    let cursor = game.cursor();
    let start_text = crate::i18n::msg::moves_start(short_position(&game.start().to_string()));
    if ui.selectable_label(cursor == 0, start_text).clicked() {
        action = Some(Action::JumpTo(0));
    }
    egui::ScrollArea::vertical().auto_shrink([false, false]).stick_to_bottom(true).show(ui, |ui| {
        for (i, entry) in app.history().iter().enumerate() {
            // "The computer", like "You": each line starts a sentence.
            let who = crate::words::capital(&app.player(entry.side).to_string());
            let x = if revealed { entry.nim_sum_after.to_string() } else { "?".into() };
            let after = app.history_positions().get(i).map(|p| format!(" → {p}")).unwrap_or_default();
            let mut text = RichText::new(crate::i18n::msg::history_line(after, entry.mv.to_string(), i + 1, who, x));
            if i >= cursor {
                // Undone: can be redone, or jumped to.
                text = text.weak().italics();
            }
            if ui.selectable_label(cursor == i + 1, text).clicked() {
                action = Some(Action::JumpTo(i + 1));
            }
        }
    });
    action
}

/// A position's text, shortened for long positions.
fn short_position(text: &str) -> String {
    if text.chars().count() > 24 { format!("{}…", text.chars().take(24).collect::<String>()) } else { text.into() }
}
