//! The presenter view of a lesson: the step's text in a large card above the board, and a navigator
//! (Back, Next, Next move, Reveal, End) that a presentation clicker drives with Page Down / Page Up.

use crate::i18n::msg;
use eframe::egui::{self, RichText};

use super::LessonState;
use crate::ui::action::{Action, LessonAction};
use crate::ui::style::Palette;

/// The card: the lesson's title, the step's title in large type, and its text for the class — which
/// waits with the answers while they are hidden (`revealed` false), unless the step was written to
/// be shown with them hidden.
pub fn card(ui: &mut egui::Ui, state: &LessonState, revealed: bool, palette: &Palette) {
    let Some(step) = state.lesson.steps.get(state.step) else { return };
    // In a short or narrow board column the card's type steps down, so the stones keep their room.
    let room = ui.available_size();
    let (title, text) = if room.y < 420.0 || room.x < 420.0 { (22.0, 17.0) } else { (28.0, 21.0) };
    ui.add_space(4.0);
    // A lesson written in another language says so (the app's own words follow the app's language).
    match state.lesson.language.filter(|&lang| lang != crate::i18n::language()) {
        Some(lang) => {
            let said = msg::lessons_written_in(lang.name(), state.lesson.title.as_str());
            ui.label(RichText::new(said).weak())
        }
        None => ui.label(RichText::new(&state.lesson.title).weak()),
    };
    // A step's title may tell the answer too ("Three winning moves"): it waits with its text.
    let waits = !revealed && !step.hide_answers;
    let shown_title =
        if waits { msg::lesson_step(state.lesson.steps.len(), state.step + 1) } else { step.saved.title.clone() };
    ui.label(RichText::new(shown_title).size(title).strong().color(palette.proof));
    if step.saved.notes.is_empty() {
    } else if revealed || step.hide_answers {
        ui.label(RichText::new(crate::words::keep_together(&step.saved.notes)).size(text));
    } else {
        // Its words speak of the answers ("X = 18 ≠ 0", the winning moves): they wait with them.
        ui.label(RichText::new(msg::lesson_text_hidden()).size(text).weak());
    }
    ui.add_space(4.0);
}

/// What the navigator reads: the lesson, where Back and Next can go, the proof's slides walked with
/// the steps, the game on the board and whether its answers are shown.
pub struct NavigatorView<'a> {
    /// The lesson and the step shown.
    pub state: &'a LessonState,
    /// Whether Back and Next can go (back, forward): a step or a slide of the proof.
    pub can_go: (bool, bool),
    /// The proof's slide shown and the number of slides, while the proof is walked with the steps.
    pub proof_slides: Option<(usize, usize)>,
    /// The step's game on the board (heaps of one game).
    pub game: &'a crate::core::PlainGame,
    /// Whether its answers are shown.
    pub revealed: bool,
    /// Whether the person can try a move against the computer now (its move is next, and a click
    /// plays rather than picks Lemma 1's move).
    pub try_it: bool,
}

/// The navigator under the board.
pub fn navigator(ui: &mut egui::Ui, view: &NavigatorView<'_>) -> Vec<Action> {
    let state = view.state;
    let mut actions = Vec::new();
    let count = state.lesson.steps.len();
    ui.add_space(3.0);
    // One line, always (a second one would push the board up): smaller type in a narrow window.
    let compact = ui.available_width() < 820.0;
    let (size, min) = if compact { (15.0, egui::vec2(0.0, 28.0)) } else { (18.0, egui::vec2(90.0, 34.0)) };
    ui.horizontal(|ui| {
        let big = |text: &str| egui::Button::new(RichText::new(text).size(size)).min_size(min);
        if ui.add_enabled(view.can_go.0, big(&msg::lesson_back())).on_hover_text(msg::lesson_back_keys()).clicked() {
            actions.push(Action::Lesson(LessonAction::Back));
        }
        // One navigator: with the proof beside the board, it walks the proof's slides too.
        let place = match view.proof_slides {
            Some((shown, slides)) => msg::lesson_step_proof(count, state.step + 1, shown + 1, slides),
            None => msg::lesson_step(count, state.step + 1),
        };
        ui.label(RichText::new(place).size(size).strong());
        if ui.add_enabled(view.can_go.1, big(&msg::lesson_next())).on_hover_text(msg::lesson_next_keys()).clicked() {
            actions.push(Action::Lesson(LessonAction::Next));
        }
        ui.separator();
        let game = view.game;
        let left = game.moves().len() - game.cursor();
        // A step with a script keeps its button in place once played through (greyed), so the
        // buttons after it do not slide under the pointer.
        if !game.moves().is_empty() && ui.add_enabled(left > 0, big(&msg::lesson_next_move(left))).clicked() {
            actions.push(Action::Lesson(LessonAction::NextMove));
        }
        if view.revealed {
            if ui.add(big(&msg::lesson_hide())).clicked() {
                actions.push(Action::Reveal(false));
            }
        } else if ui.add(big(&msg::lesson_reveal())).clicked() {
            actions.push(Action::Reveal(true));
        }
        if ui.add(big(&msg::lesson_end())).clicked() {
            actions.push(Action::Lesson(LessonAction::End));
        }
        // (Not while a click picks Lemma 1's move instead of playing it.)
        if left == 0 && view.try_it {
            // A reminder for the teacher, where the row has room for it (never a second line).
            let tip = RichText::new(msg::lesson_try_it()).size(16.0).weak();
            let galley = egui::WidgetText::from(tip.clone()).into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Body,
            );
            if galley.size().x <= ui.available_size_before_wrap().x {
                ui.label(tip);
            }
        }
    });
    ui.add_space(3.0);
    actions
}
