//! Above the board: the lesson's card, or the game's title and notes.

use eframe::egui;

use super::frame::SHORT_BOARD;
use super::{BoutonApp, Mode};
use crate::i18n::msg;
use crate::ui::lessons::presenter;
use crate::ui::style;

impl BoutonApp {
    /// Above the board: the lesson's card, or the game's title and notes — only while they are true
    /// and not hidden with the answers.
    pub(super) fn board_heading(&self, ui: &mut egui::Ui, palette: &style::Palette) {
        let (Some(saved), Some(game)) = (self.saved(), self.game()) else { return };
        if let Some(state) = self.lesson() {
            // The presenter's card: the step in large type, for the class.
            presenter::card(ui, state, self.session.revealed, palette);
            return;
        }
        let start = saved.game.cursor() == 0;
        if self.session.revealed && start {
            ui.heading(self.title());
        } else {
            ui.heading(msg::board_position(game.position().to_string()));
        }
        // Where the eye lands first: the goal of the game and how to move, before any notes.
        if start {
            ui.label(self.goal_line(game.rules()));
        }
        if self.session.revealed && start {
            let notes = self.notes();
            if !notes.is_empty() {
                let shown = egui::RichText::new(&notes).weak();
                if ui.available_height() < SHORT_BOARD {
                    // A short window keeps the heaps in view: the notes take one line, and the
                    // whole text on hover.
                    ui.add(egui::Label::new(shown).truncate()).on_hover_text(notes);
                } else {
                    ui.label(shown);
                }
            }
        } else if self.session.revealed {
            // The title and notes speak of the start position: once the board has moved on they
            // would be false ("three winning moves" on 1, 20, 21), so they step aside.
            // On a class page the game cannot be taken back: no word of Undo.
            let (moves, start, title) = (saved.game.cursor(), game.start().to_string(), self.title());
            let from = if self.class_seat().is_some() {
                msg::board_moved_on_class(moves, start, title)
            } else {
                msg::board_moved_on(moves, start, title)
            };
            ui.label(egui::RichText::new(from).weak());
        } else if !saved.title.is_empty() || !saved.notes.is_empty() || self.exercise().is_some() {
            // Titles and notes often give the answer away ("3, 5, 6: P, …"): they wait with it.
            let hidden = if self.exercise().is_some() { self.notes() } else { msg::board_title_hidden() };
            ui.label(egui::RichText::new(hidden).weak());
        }
    }

    /// The goal of the game under `rules` and, when a click plays, how to move: one line.
    fn goal_line(&self, rules: &crate::core::Rules) -> String {
        let goal = msg::board_goal(rules.ending.last_move_rule(), rules.moves.to_string());
        if self.board_locked() || self.computer_to_move() {
            goal
        } else {
            format!("{goal} {}", msg::board_how_to_play())
        }
    }
}

/// The game's title and notes, worded when drawn.
impl BoutonApp {
    /// The game's title in the language in force: the file's own, an exercise's question, or for a
    /// game without one (the first game, a new game) its start and rules.
    #[must_use]
    pub fn title(&self) -> String {
        if let Some(session) = self.exercise() {
            return crate::i18n::msg::exercise_title(session.set().kind.name(), session.question().number.to_string());
        }
        match &self.mode {
            Mode::SumQuiz { quiz, .. } => crate::i18n::msg::quiz_title(quiz.kind().name(), quiz.seed().to_string()),
            Mode::SumLesson { step, .. } => {
                let title = crate::core::SUM_LESSON.get(*step).map(crate::core::SumLessonStep::title);
                crate::i18n::msg::sum_lesson_board_title(
                    step + 1,
                    title.unwrap_or_default(),
                    crate::core::SUM_LESSON.len(),
                    crate::words::sum_lesson_title(),
                )
            }
            Mode::Disguise { play } => crate::words::disguise_title(play.position()),
            Mode::Free | Mode::Exercise { .. } | Mode::Lesson { .. } => crate::words::game_title(&self.session.saved),
        }
    }

    /// The game's notes in the language in force: the file's own, an exercise's, or a step's of the
    /// lesson on sums.
    #[must_use]
    pub fn notes(&self) -> String {
        if let Some(session) = self.exercise() {
            // Hidden until the question is answered; then it says they show.
            let seed = session.set().seed.to_string();
            // On a class page the teacher shows them, whether answered or not.
            if !self.session.revealed && self.class_seat().is_some() {
                return crate::i18n::msg::ex_class_notes(seed);
            }
            return if self.session.revealed {
                crate::i18n::msg::exercise_notes_answered(seed)
            } else {
                crate::i18n::msg::exercise_notes(seed)
            };
        }
        let saved = &self.session.saved;
        match self.mode.sum_lesson_step().and_then(|step| crate::core::SUM_LESSON.get(step)) {
            // A step of the lesson on sums: its text, the teacher's.
            Some(step) => step.text(),
            None => saved.notes.clone(),
        }
    }
}
