//! Keyboard shortcuts that are not tied to a widget: undo, redo, files, new game, zoom.

use eframe::egui;

use super::action::{Action, LessonAction, PanelKind, ProofAction};
use super::app::BoutonApp;
use super::files::Purpose;

impl BoutonApp {
    /// Keyboard shortcuts that are not tied to a widget.
    pub(super) fn shortcuts(&self, ctx: &egui::Context) -> Vec<Action> {
        use egui::{Key, KeyboardShortcut, Modifiers};
        let mut actions = Vec::new();
        let step_proof = self.prefs().show_proof() && !ctx.text_edit_focused();
        let in_lesson = self.lesson().is_some();
        ctx.input_mut(|input| {
            let mut pressed = |modifiers, key| input.consume_shortcut(&KeyboardShortcut::new(modifiers, key));
            if pressed(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z) || pressed(Modifiers::COMMAND, Key::Y) {
                actions.push(Action::Redo);
            }
            if pressed(Modifiers::COMMAND, Key::Z) {
                actions.push(Action::Undo);
            }
            if pressed(Modifiers::COMMAND, Key::Plus) || pressed(Modifiers::COMMAND, Key::Equals) {
                actions.push(Action::Zoom(true));
            }
            if pressed(Modifiers::COMMAND | Modifiers::SHIFT, Key::S) {
                actions.push(Action::ShowFileDialog(Purpose::SaveAs));
            }
            if pressed(Modifiers::COMMAND, Key::S) {
                actions.push(self.save_action());
            }
            if pressed(Modifiers::COMMAND, Key::O) {
                actions.push(Action::ShowFileDialog(Purpose::Open));
            }
            if pressed(Modifiers::COMMAND, Key::N) {
                actions.push(Action::ShowNewGame);
            }
            if pressed(Modifiers::COMMAND, Key::H) {
                actions.push(Action::Hint);
            }
            if pressed(Modifiers::COMMAND, Key::Minus) {
                actions.push(Action::Zoom(false));
            }
            if pressed(Modifiers::COMMAND, Key::Num0) {
                actions.push(Action::ZoomReset);
            }
            if pressed(Modifiers::NONE, Key::F2) {
                actions.push(Action::TogglePanel(PanelKind::Proof));
            }
            if pressed(Modifiers::NONE, Key::F3) {
                actions.push(Action::TogglePanel(PanelKind::Exercises));
            }
            if pressed(Modifiers::NONE, Key::F4) {
                actions.push(Action::TogglePanel(PanelKind::Explore));
            }
            if pressed(Modifiers::NONE, Key::F5) {
                actions.push(Action::SetProjector(!self.prefs().projector));
            }
            if pressed(Modifiers::NONE, Key::F6) {
                actions.push(Action::TogglePanel(PanelKind::Lessons));
            }
            if pressed(Modifiers::NONE, Key::F7) {
                actions.push(Action::TogglePanel(PanelKind::Review));
            }
            if pressed(Modifiers::NONE, Key::F8) {
                actions.push(Action::SetMoveValues(!self.prefs().move_values));
            }
            // A presentation clicker sends Page Down and Page Up.
            if in_lesson && pressed(Modifiers::NONE, Key::PageDown) {
                actions.push(Action::Lesson(LessonAction::Next));
            }
            if in_lesson && pressed(Modifiers::NONE, Key::PageUp) {
                actions.push(Action::Lesson(LessonAction::Back));
            }
            // With the proof open, the arrow keys step through it (unless a text field has the keys);
            // in a lesson they drive its one navigator, which walks the proof's slides too.
            if step_proof && in_lesson {
                if pressed(Modifiers::NONE, Key::ArrowRight) {
                    actions.push(Action::Lesson(LessonAction::Next));
                }
                if pressed(Modifiers::NONE, Key::ArrowLeft) {
                    actions.push(Action::Lesson(LessonAction::Back));
                }
            } else if step_proof {
                if pressed(Modifiers::NONE, Key::ArrowRight) {
                    actions.push(Action::Proof(ProofAction::Next));
                }
                if pressed(Modifiers::NONE, Key::ArrowLeft) {
                    actions.push(Action::Proof(ProofAction::Back));
                }
            }
        });
        actions
    }
}
