//! The board's keys: ↑/↓ choose a heap, ←/→ or digits choose how many, Enter plays.

use eframe::egui::{self, Key};

use super::{BoardPanel, BoardView};
use crate::core::Move;
use crate::ui::action::Action;

impl BoardPanel {
    pub(super) fn keyboard(&mut self, ui: &egui::Ui, heaps: &[u64], view: &BoardView<'_>) -> Option<Action> {
        let enabled = view.input_enabled();
        if heaps.is_empty() || !view.keys || ui.ctx().text_edit_focused() {
            return None;
        }
        let size = |i: usize| heaps.get(i).copied().unwrap_or(0);
        let mut play = None;
        ui.input(|input| {
            let arrows = [Key::ArrowDown, Key::ArrowUp, Key::ArrowLeft, Key::ArrowRight];
            let sideways = view.arrows_choose_amount;
            if arrows.iter().any(|&k| input.key_pressed(k)) {
                self.keyboard_active = true;
            }
            if input.key_pressed(Key::ArrowDown) {
                self.selected = (self.selected + 1).min(heaps.len() - 1);
                self.typed.clear();
            }
            if input.key_pressed(Key::ArrowUp) {
                self.selected = self.selected.saturating_sub(1);
                self.typed.clear();
            }
            if sideways && input.key_pressed(Key::ArrowRight) {
                self.amount = (self.amount + 1).min(size(self.selected));
            }
            if sideways && input.key_pressed(Key::ArrowLeft) {
                self.amount = self.amount.saturating_sub(1).max(1);
            }
            for event in &input.events {
                if let egui::Event::Text(text) = event {
                    for c in text.chars().filter(char::is_ascii_digit) {
                        self.keyboard_active = true;
                        self.typed.push(c);
                        if let Ok(n) = self.typed.parse::<u64>() {
                            self.amount = n;
                        }
                    }
                }
            }
            if input.key_pressed(Key::Enter) && enabled && self.amount > 0 {
                play = Some(view.action_for(Move::new(self.selected, self.amount)));
                self.typed.clear();
            }
        });
        self.amount = self.amount.min(size(self.selected));
        play
    }
}
