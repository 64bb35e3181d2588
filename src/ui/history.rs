//! The move list: every move with who played it and the nim-sum after it; a click jumps there.

use eframe::egui::{self, RichText};

use super::action::Action;
use super::app::BoutonApp;

/// What the move list draws, all of it computed elsewhere.
pub struct HistoryView<'a> {
    /// The game on the board.
    pub game: &'a crate::core::PlainGame,
    /// Every recorded move, with who played it and X after it.
    pub history: &'a [crate::core::HistoryEntry],
    /// The position after each move, as text.
    pub positions: &'a [String],
    /// Who plays.
    pub players: &'a crate::core::Players,
    /// Whether the answers are shown (X is hidden otherwise).
    pub revealed: bool,
    /// Whether the moves still to come are hidden: a lesson's script, with the answers hidden,
    /// would give the winning move away.
    pub hide_script: bool,
}

impl BoutonApp {
    /// The move list's view of the app, for heaps of one game on the board.
    #[must_use]
    pub fn history_view(&self) -> Option<HistoryView<'_>> {
        let saved = self.saved()?;
        Some(HistoryView {
            game: self.game()?,
            history: self.history(),
            positions: self.history_positions(),
            players: &saved.players,
            revealed: self.revealed(),
            hide_script: self.lesson().is_some() && !self.revealed(),
        })
    }
}

/// Draws the move list.
pub fn history_panel(ui: &mut egui::Ui, view: &HistoryView<'_>) -> Option<Action> {
    let mut action = None;
    let game = view.game;
    let revealed = view.revealed;
    ui.heading(crate::i18n::msg::moves_title());
    let cursor = game.cursor();
    let start_text = crate::i18n::msg::moves_start(short_position(&game.start().to_string()));
    if ui.selectable_label(cursor == 0, start_text).clicked() {
        action = Some(Action::JumpTo(0));
    }
    egui::ScrollArea::vertical().auto_shrink([false, false]).stick_to_bottom(true).show(ui, |ui| {
        let shown = if view.hide_script { cursor.min(view.history.len()) } else { view.history.len() };
        for (i, entry) in view.history.iter().enumerate().take(shown) {
            // "The computer", like "You": each line starts a sentence.
            let who = crate::words::capital(&view.players.seat(entry.side).to_string());
            let x = if revealed { entry.nim_sum_after.to_string() } else { "?".into() };
            let after = view.positions.get(i).map(|p| format!(" → {p}")).unwrap_or_default();
            let mut text = RichText::new(crate::i18n::msg::history_line(after, entry.mv.to_string(), i + 1, who, x));
            if i >= cursor {
                // Undone: can be redone, or jumped to.
                text = text.weak().italics();
            }
            if ui.selectable_label(cursor == i + 1, text).clicked() {
                action = Some(Action::JumpTo(i + 1));
            }
        }
        let to_come = view.history.len() - shown;
        if to_come > 0 {
            ui.label(RichText::new(crate::i18n::msg::moves_script_hidden(to_come)).weak().italics());
        }
    });
    action
}

/// A position's text, shortened for long positions.
fn short_position(text: &str) -> String {
    if text.chars().count() > 24 { format!("{}…", text.chars().take(24).collect::<String>()) } else { text.into() }
}
