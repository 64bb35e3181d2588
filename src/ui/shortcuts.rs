//! Keyboard shortcuts that are not tied to a widget: undo, redo, files, new game, zoom, the panels;
//! and their one list, which the menus and Help write.

use eframe::egui;

use crate::i18n::msg;

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

/// The keys, as the menus and Help write them (the same text in both places).
pub(in crate::ui) mod keys {
    /// Undo.
    pub const UNDO: &str = "Ctrl+Z";
    /// Redo (Ctrl+Shift+Z too).
    pub const REDO: &str = "Ctrl+Y";
    /// New game.
    pub const NEW_GAME: &str = "Ctrl+N";
    /// Open a file.
    pub const OPEN: &str = "Ctrl+O";
    /// Save.
    pub const SAVE: &str = "Ctrl+S";
    /// Save as.
    pub const SAVE_AS: &str = "Ctrl+Shift+S";
    /// The next rung of the hint ladder.
    pub const HINT: &str = "Ctrl+H";
    /// Zoom in.
    pub const ZOOM_IN: &str = "Ctrl++";
    /// Zoom out.
    pub const ZOOM_OUT: &str = "Ctrl+−";
    /// Actual size.
    pub const ZOOM_RESET: &str = "Ctrl+0";
    /// The proof walkthrough.
    pub const PROOF: &str = "F2";
    /// The exercises.
    pub const EXERCISES: &str = "F3";
    /// Explore: plots and the theorem checker.
    pub const EXPLORE: &str = "F4";
    /// The Projector preset.
    pub const PROJECTOR: &str = "F5";
    /// Lessons.
    pub const LESSONS: &str = "F6";
    /// Review the game.
    pub const REVIEW: &str = "F7";
    /// Move values on the board.
    pub const MOVE_VALUES: &str = "F8";
    /// Full screen.
    pub const FULL_SCREEN: &str = "F11";
    /// A lesson's next and previous step (what a presentation clicker sends).
    pub const LESSON_STEPS: &str = "Page Down / Page Up";
}

/// Every shortcut, with what it does, in the language in force: Help lists them all.
pub(in crate::ui) fn every_shortcut() -> [(&'static str, String); 19] {
    [
        (keys::NEW_GAME, msg::game_new()),
        (keys::OPEN, msg::file_open()),
        (keys::SAVE, msg::file_save()),
        (keys::SAVE_AS, msg::file_save_as()),
        (keys::UNDO, msg::edit_undo()),
        (keys::REDO, msg::edit_redo()),
        (keys::HINT, msg::game_hint()),
        (keys::PROOF, msg::view_proof()),
        (keys::EXERCISES, msg::view_exercises()),
        (keys::EXPLORE, msg::view_explore()),
        (keys::PROJECTOR, msg::view_projector()),
        (keys::LESSONS, msg::view_lessons()),
        (keys::REVIEW, msg::game_review()),
        (keys::MOVE_VALUES, msg::view_values()),
        (keys::ZOOM_IN, msg::view_zoom_in()),
        (keys::ZOOM_OUT, msg::view_zoom_out()),
        (keys::ZOOM_RESET, msg::help_zoom_reset()),
        (keys::FULL_SCREEN, msg::view_full_screen()),
        (keys::LESSON_STEPS, msg::help_lesson_steps()),
    ]
}

/// Help's list of shortcuts: two columns, the keys and what they do.
pub(in crate::ui) fn shortcuts_grid(ui: &mut egui::Ui) {
    ui.label(egui::RichText::new(msg::help_shortcuts()).strong());
    // Rows as tall as their text: they are read, not tapped (large touch targets or not).
    ui.spacing_mut().interact_size.y = ui.text_style_height(&egui::TextStyle::Body);
    egui::Grid::new("help-shortcuts").num_columns(2).spacing([16.0, 2.0]).show(ui, |ui| {
        for (keys, does) in every_shortcut() {
            ui.label(egui::RichText::new(keys).monospace());
            ui.label(does);
            ui.end_row();
        }
    });
}
