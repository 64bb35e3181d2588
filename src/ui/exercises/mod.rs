//! The exercises panel: "P or N?", "Find the winning move" (played on the board) and "Which heaps can
//! win?", with feedback, score and streak. A teacher gives the class one seed so everyone gets the
//! same questions. The questions and their answers come from `core`.

mod apply;

use crate::i18n::msg;
use eframe::egui::{self, RichText};

use crate::core::{Answer, Difficulty, ExerciseKind, ExerciseSession, ExerciseSet, Outcome};
use crate::ui::action::{Action, ExerciseAction};
use crate::ui::style::Palette;

/// What the feedback's words are made from: the language, the question's position and the feedback.
type FeedbackKey = (crate::i18n::Lang, crate::core::Position, crate::core::FeedbackDetail);

/// The form of the exercises panel (kind, difficulty, seed) and the heaps ticked on the current
/// question.
pub struct ExercisePanel {
    kind: ExerciseKind,
    difficulty: Difficulty,
    seed: String,
    /// The rules new exercises are set under, as chosen, and the board's rules they were first
    /// filled from (while untouched, they follow the board).
    rules: Option<(crate::core::Rules, crate::ui::new_game::RulesChoice)>,
    /// The heaps ticked for "Which heaps have a winning move?", for question `marked_for`.
    marked: Vec<bool>,
    marked_for: u64,
    /// The feedback's words, and what they were made from.
    feedback_words: Option<(FeedbackKey, Vec<crate::words::Line>)>,
}

impl Default for ExercisePanel {
    fn default() -> Self {
        Self {
            kind: ExerciseKind::PorN,
            difficulty: Difficulty::EASY,
            seed: "1".into(),
            rules: None,
            marked: Vec::new(),
            marked_for: 0,
            feedback_words: None,
        }
    }
}

/// What the exercises panel draws besides its own form: the series under way, the last error, and
/// the rules new exercises are set under.
pub struct ExercisesView<'a> {
    /// The series under way, if any.
    pub session: Option<&'a ExerciseSession>,
    /// Why the last exercise action failed.
    pub error: Option<&'a crate::core::ExerciseError>,
    /// The rules of heaps of one game on the board, which new exercises use; none with a sum of
    /// games on the board (new exercises are then of Nim, and the panel says so).
    pub rules: Option<&'a crate::core::Rules>,
    /// Whether the exercises are a class's.
    pub class: ExerciseClass,
}

/// Whether the exercises panel works for a class session.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ExerciseClass {
    /// No class: the person's own series.
    #[default]
    Alone,
    /// The teacher, while a class session runs: a series can also be sent to the class.
    Teacher,
    /// A student's page in a class: the teacher sent the series (it cannot be stopped here), and
    /// whether an answer is right, and why, shows once the teacher shows the answers (`feedback`).
    Student {
        /// Whether the teacher shows the answers.
        feedback: bool,
    },
}

impl ExercisePanel {
    /// Draws the panel.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &ExercisesView<'_>, palette: &Palette) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.heading(msg::ex_title());
        match view.session {
            // A class page's exercises come from the teacher.
            None if matches!(view.class, ExerciseClass::Student { .. }) => {
                ui.label(msg::ex_class_waiting());
            }
            None => self.settings(ui, view.rules, view.class, &mut actions),
            Some(session) => self.question(ui, session, view.class, palette, &mut actions),
        }
        if let Some(error) = view.error {
            ui.colored_label(ui.visuals().warn_fg_color, crate::words::sentence(&error.to_string()));
        }
        actions
    }

    fn settings(
        &mut self,
        ui: &mut egui::Ui,
        on_board: Option<&crate::core::Rules>,
        class: ExerciseClass,
        actions: &mut Vec<Action>,
    ) {
        ui.label(msg::ex_about());
        ui.add_space(4.0);
        for kind in ExerciseKind::ALL {
            ui.radio_value(&mut self.kind, kind, kind.name());
        }
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            for (name, preset) in [
                (msg::ex_easy(), Difficulty::EASY),
                (msg::ex_medium(), Difficulty::MEDIUM),
                (msg::ex_hard(), Difficulty::HARD),
            ] {
                if ui.selectable_label(self.difficulty == preset, name).clicked() {
                    self.difficulty = preset;
                }
            }
        });
        egui::Grid::new("exercise-settings").num_columns(2).show(ui, |ui| {
            ui.label(msg::ex_heaps());
            let heaps = ui.add(egui::DragValue::new(&mut self.difficulty.heaps).range(1..=Difficulty::MAX_HEAPS));
            heaps.widget_info(|| egui::WidgetInfo::labeled(egui::Role::SpinButton, true, msg::ex_heaps_a11y()));
            ui.end_row();
            ui.label(msg::ex_largest());
            let max = ui.add(egui::DragValue::new(&mut self.difficulty.max).range(1..=Difficulty::MAX_SIZE));
            max.widget_info(|| egui::WidgetInfo::labeled(egui::Role::SpinButton, true, msg::ex_largest()));
            ui.end_row();
            ui.label(msg::ex_seed());
            let seed = ui.add(egui::TextEdit::singleline(&mut self.seed).desired_width(120.0));
            seed.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, msg::ex_seed_a11y()));
            ui.end_row();
        });
        let seed = self.seed.trim().parse::<u64>();
        if seed.is_err() {
            ui.colored_label(ui.visuals().warn_fg_color, msg::ex_seed_error());
        }
        let rules = self.rules_choice(ui, on_board);
        let set = match (seed, rules) {
            (Ok(seed), Some(rules)) => Some(ExerciseSet { kind: self.kind, difficulty: self.difficulty, rules, seed }),
            _ => None,
        };
        ui.horizontal(|ui| {
            if ui.add_enabled(set.is_some(), egui::Button::new(msg::ex_start())).clicked()
                && let Some(set) = set.clone()
            {
                actions.push(Action::Exercise(ExerciseAction::Start(set)));
            }
            // A teacher running a class sends the same series to every student's device.
            if class == ExerciseClass::Teacher
                && ui.add_enabled(set.is_some(), egui::Button::new(msg::ex_send_class())).clicked()
                && let Some(set) = set.clone()
            {
                actions.push(Action::Exercise(ExerciseAction::SendToClass(set)));
            }
        });
        ui.label(RichText::new(msg::ex_kept_aside()).weak());
    }

    /// The rules of new exercises: filled from the board's (Nim beside a sum of games) and followed
    /// while untouched, shown and changed here; `None` while a field is wrong (said beside it).
    fn rules_choice(&mut self, ui: &mut egui::Ui, on_board: Option<&crate::core::Rules>) -> Option<crate::core::Rules> {
        use crate::ui::new_game::RulesChoice;
        let board = on_board.cloned().unwrap_or_default();
        let untouched = |(from, choice): &(crate::core::Rules, RulesChoice)| *choice == RulesChoice::from(from);
        if self.rules.as_ref().is_some_and(|kept| kept.0 != board && untouched(kept)) {
            self.rules = None;
        }
        let (_, choice) = self.rules.get_or_insert_with(|| (board.clone(), RulesChoice::from(&board)));
        ui.add_space(4.0);
        ui.label(RichText::new(msg::new_rules()).strong());
        choice.ui(ui);
        let rules = choice.rules();
        match &rules {
            Err(e) => {
                ui.colored_label(ui.visuals().warn_fg_color, msg::new_problem(e.to_string()));
            }
            Ok(rules) if on_board == Some(rules) => {
                ui.label(RichText::new(msg::ex_rules(rules.to_string())).weak());
            }
            Ok(rules) => {
                let said = if on_board.is_some() {
                    msg::ex_rules_own(rules.to_string())
                } else {
                    msg::ex_rules_nim(rules.to_string())
                };
                ui.label(RichText::new(said).weak());
                if let Some(board) = on_board
                    && ui.button(msg::ex_rules_as_board()).clicked()
                {
                    *choice = RulesChoice::from(board);
                }
            }
        }
        rules.ok()
    }

    fn question(
        &mut self,
        ui: &mut egui::Ui,
        session: &ExerciseSession,
        class: ExerciseClass,
        palette: &Palette,
        actions: &mut Vec<Action>,
    ) {
        // On a student's page the feedback waits until the teacher shows the answers.
        let feedback_shown = class != ExerciseClass::Student { feedback: false };
        let set = session.set();
        let question = session.question();
        ui.label(RichText::new(msg::ex_question(set.kind.name(), question.number)).size(18.0).strong());
        ui.label(RichText::new(msg::ex_seed_rules(set.rules.to_string(), set.seed)).weak());
        ui.add_space(4.0);
        let answered = session.feedback().is_some();
        match set.kind {
            ExerciseKind::PorN => {
                ui.label(RichText::new(msg::ex_p_or_n()).size(16.0));
                ui.label(msg::ex_p_or_n_help());
                ui.horizontal(|ui| {
                    for (name, outcome) in [("P", Outcome::PreviousWins), ("N", Outcome::NextWins)] {
                        let button =
                            egui::Button::new(RichText::new(name).size(20.0).strong()).min_size(egui::vec2(60.0, 36.0));
                        if ui.add_enabled(!answered, button).clicked() {
                            actions.push(Action::Exercise(ExerciseAction::Answer(Answer::Outcome(outcome))));
                        }
                    }
                });
            }
            ExerciseKind::FindWinningMove => {
                ui.label(RichText::new(msg::ex_play_winning()).size(16.0));
                ui.label(msg::ex_play_winning_help());
            }
            ExerciseKind::WinningHeaps => {
                ui.label(RichText::new(msg::ex_tick_heaps()).size(16.0));
                if self.marked_for != question.number || self.marked.len() != question.position.len() {
                    self.marked = vec![false; question.position.len()];
                    self.marked_for = question.number;
                }
                ui.horizontal_wrapped(|ui| {
                    for (i, ticked) in self.marked.iter_mut().enumerate() {
                        ui.add_enabled(!answered, egui::Checkbox::new(ticked, msg::ex_heap(i + 1)));
                    }
                });
                if ui.add_enabled(!answered, egui::Button::new(msg::ex_check())).clicked() {
                    let heaps = self.marked.iter().enumerate().filter(|(_, t)| **t).map(|(i, _)| i).collect();
                    actions.push(Action::Exercise(ExerciseAction::Answer(Answer::Heaps(heaps))));
                }
            }
        }
        if set.kind != ExerciseKind::FindWinningMove || answered {
            ui.label(RichText::new(msg::ex_board_locked()).weak());
        }
        if session.feedback().is_some() && !feedback_shown {
            ui.add_space(6.0);
            ui.label(RichText::new(msg::ex_class_answer_in()).size(16.0).strong());
            // What the student answered, while they wait (the buttons are greyed out).
            let given = match session.answer_given() {
                Some(Answer::Outcome(Outcome::PreviousWins)) => "P".to_owned(),
                Some(Answer::Outcome(Outcome::NextWins)) => "N".to_owned(),
                Some(Answer::Move(mv)) => mv.to_string(),
                Some(Answer::Heaps(heaps)) => heaps.iter().map(|&h| msg::ex_heap(h + 1)).collect::<Vec<_>>().join(", "),
                None => String::new(),
            };
            ui.label(RichText::new(msg::ex_class_your_answer(given)).size(16.0));
        }
        if let Some(feedback) = session.feedback().filter(|_| feedback_shown) {
            ui.add_space(6.0);
            let (mark, color) = if feedback.correct {
                (msg::ex_right(), palette.right)
            } else {
                (msg::ex_not_quite(), palette.candidate)
            };
            ui.label(RichText::new(mark).size(18.0).strong().color(color));
            let key = (crate::i18n::language(), question.position.clone(), feedback.detail.clone());
            if self.feedback_words.as_ref().is_none_or(|(made_for, _)| *made_for != key) {
                let lines = crate::words::feedback_lines(question, &feedback.detail, &set.rules).unwrap_or_default();
                self.feedback_words = Some((key, lines));
            }
            for line in self.feedback_words.iter().flat_map(|(_, lines)| lines) {
                ui.label(RichText::new(&line.text).size(15.0));
            }
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let next = if answered { msg::ex_next() } else { msg::ex_skip() };
            if ui.button(next).clicked() {
                actions.push(Action::Exercise(ExerciseAction::Next));
            }
            // A class's series is the teacher's to end (by sending something else).
            if !matches!(class, ExerciseClass::Student { .. }) && ui.button(msg::ex_stop()).clicked() {
                actions.push(Action::Exercise(ExerciseAction::Stop));
            }
        });
        ui.add_space(4.0);
        let score = if feedback_shown {
            msg::ex_score(session.score().to_string())
        } else {
            msg::ex_class_answered(session.score().answered)
        };
        ui.label(RichText::new(score).strong());
    }
}

/// The exercises feature: its panel's form, and why the last exercise action failed.
#[derive(Default)]
pub struct ExercisesState {
    /// The form and the ticked heaps.
    pub(in crate::ui) panel: ExercisePanel,
    /// Why the last exercise action failed.
    pub(in crate::ui) error: Option<crate::core::ExerciseError>,
}
