//! The app's lessons: presenting a lesson step by step (each step puts its game on the board, with its
//! panels and hidden answers), and the editor's changes to the lesson.

use std::path::PathBuf;

use crate::save::{self, Beside, Lesson, step_from_game};
use crate::ui::action::{Action, LessonAction, ProofAction};
use crate::ui::app::{BoutonApp, Mode};

/// A lesson being presented or edited.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonState {
    /// The lesson.
    pub lesson: Lesson,
    /// The step shown (from 0).
    pub step: usize,
    /// The file it came from or was saved to.
    pub path: Option<PathBuf>,
    /// Whether it changed since it was opened or saved.
    pub changed: bool,
}

impl BoutonApp {
    /// The lesson being presented, if any.
    #[must_use]
    pub fn lesson(&self) -> Option<&LessonState> {
        match &self.mode {
            Mode::Lesson { state, .. } => Some(state),
            _ => None,
        }
    }

    /// In a lesson step that shows the proof (with the answers out): the slide shown and how many
    /// there are. The lesson's navigator steps through them before it moves to the next step.
    #[must_use]
    pub fn lesson_proof_slides(&self) -> Option<(usize, usize)> {
        let count = self.proof_view().slides.len();
        (self.lesson().is_some() && self.prefs.show_proof() && self.session.revealed && count > 0)
            .then_some((self.proof_state().step, count))
    }

    /// Whether the lesson's navigator can go forward (`true`) or back: the step's hidden text to show,
    /// a proof slide, a scripted move or a step.
    #[must_use]
    pub fn lesson_can_go(&self, forward: bool) -> bool {
        let Some(state) = self.lesson() else { return false };
        let slides = self.lesson_proof_slides();
        if forward {
            self.step_text_waits()
                || slides.is_some_and(|(shown, count)| shown + 1 < count)
                || self.scripted_moves_left() > 0
                || state.step + 1 < state.lesson.steps.len()
        } else {
            slides.is_some_and(|(shown, _)| shown > 0) || state.step > 0
        }
    }

    /// Whether the step's text waits with the answers (hidden, and written to be read with them).
    fn step_text_waits(&self) -> bool {
        let step = self.lesson().and_then(|state| state.lesson.steps.get(state.step));
        !self.session.revealed && step.is_some_and(|step| !step.hide_answers && !step.saved.notes.is_empty())
    }

    /// How many moves of the step's script are still to play.
    fn scripted_moves_left(&self) -> usize {
        self.lesson().and(self.game()).map_or(0, |game| game.moves().len() - game.cursor())
    }

    fn lesson_mut(&mut self) -> Option<&mut LessonState> {
        match &mut self.mode {
            Mode::Lesson { state, .. } => Some(state),
            _ => None,
        }
    }

    /// A built-in lesson presented as it came (in `before`, the language the window spoke) becomes
    /// the same lesson in the window's language now, at the same step; the board stays as the class
    /// left it. A teacher's own lesson, or one changed in the editor, stays as written.
    pub(in crate::ui) fn translate_built_in_lesson(&mut self, before: crate::i18n::Lang) {
        let now = self.language();
        let Some(state) = self.lesson_mut() else { return };
        if state.changed || state.path.is_some() || now == before {
            return;
        }
        let was = crate::save::built_in_lessons_in(before);
        let Some(index) = was.iter().position(|l| l.load().is_ok_and(|loaded| loaded.lesson == state.lesson)) else {
            return;
        };
        if let Some(Ok(loaded)) = crate::save::built_in_lessons_in(now).get(index).map(crate::save::BuiltInLesson::load)
        {
            state.lesson = loaded.lesson;
        }
    }

    pub(in crate::ui) fn apply_lesson(&mut self, change: LessonAction) {
        match change {
            LessonAction::Present(lesson, path) => {
                if let Some(path) = &path {
                    self.remember(path);
                }
                let state = Box::new(LessonState { lesson: *lesson, step: 0, path, changed: false });
                // A lesson presented during another keeps the game and panels already set aside; else
                // the game on the board and the panels wait until the lesson ends. (Exercises or a
                // quiz or the lesson on sums under way were ended by the transition table, the
                // person's game back on the board.)
                self.mode = match std::mem::take(&mut self.mode) {
                    Mode::Lesson { set_aside, panels, .. } => Mode::Lesson { state, set_aside, panels },
                    Mode::Free
                    | Mode::Exercise { .. }
                    | Mode::SumQuiz { .. }
                    | Mode::SumLesson { .. }
                    | Mode::Disguise { .. } => {
                        Mode::Lesson { state, set_aside: Box::new(self.set_aside()), panels: self.prefs.panels() }
                    }
                };
                self.show_step();
            }
            LessonAction::Go(step) => self.go_to_step(step),
            LessonAction::Next => self.lesson_next(),
            LessonAction::Back => self.lesson_back(),
            LessonAction::NextMove => {
                if self.saved_mut().is_some_and(|saved| saved.game.redo()) {
                    self.shell.status.message = None;
                }
            }
            // The transition table ended the lesson: its game and panels are back.
            LessonAction::End => {}
            LessonAction::New => {
                // A lesson's steps are heaps of one game.
                let Some(saved) = self.saved() else {
                    return self.say(crate::ui::said::Said::LessonNotForSums);
                };
                let step = step_from_game(&self.title(), &saved.notes, &saved.game, &saved.players, false);
                let language = Some(crate::i18n::language());
                let lesson = Lesson { title: crate::i18n::msg::lesson_new_title(), language, steps: vec![step] };
                self.apply(Action::Lesson(LessonAction::Present(Box::new(lesson), None)));
                if let Some(state) = self.lesson_mut() {
                    state.changed = true;
                }
                self.prefs.left = Some(crate::ui::action::LeftPanel::Lessons);
            }
            LessonAction::Rename(title) => self.edit_lesson(|lesson| lesson.title = title),
            LessonAction::AddStep { title, text, hide_answers } => {
                let Some(saved) = self.saved() else {
                    return self.say(crate::ui::said::Said::LessonNotForSums);
                };
                let step = step_from_game(&title, &text, &saved.game, &saved.players, hide_answers);
                let Some(state) = self.lesson_mut() else { return };
                let at = (state.step + 1).min(state.lesson.steps.len());
                state.lesson.steps.insert(at, step);
                state.step = at;
                state.changed = true;
            }
            LessonAction::MoveStep { from, to } => {
                let Some(state) = self.lesson_mut() else { return };
                let count = state.lesson.steps.len();
                if from < count && to < count && from != to {
                    let step = state.lesson.steps.remove(from);
                    state.lesson.steps.insert(to, step);
                    state.step = to;
                    state.changed = true;
                }
            }
            LessonAction::DeleteStep(n) => {
                let Some(state) = self.lesson_mut() else { return };
                if state.lesson.steps.len() > 1 && n < state.lesson.steps.len() {
                    state.lesson.steps.remove(n);
                    state.step = state.step.min(state.lesson.steps.len() - 1);
                    state.changed = true;
                    self.show_step();
                }
            }
            LessonAction::SaveTo(path) => {
                let Some(state) = self.lesson_mut() else { return };
                match crate::ui::platform::write_file(&path, crate::words::lesson_file(&state.lesson).as_bytes()) {
                    Ok(()) => {
                        state.path = Some(path.clone());
                        state.changed = false;
                        self.say(crate::ui::said::Said::LessonSaved(path.clone()));
                        self.remember(&path);
                    }
                    // The lesson stays as it is, unsaved.
                    Err(e) => self.shell.status.error = Some(crate::ui::AppError::Save(std::sync::Arc::new(e))),
                }
            }
        }
    }

    /// One navigator, which a presentation clicker drives alone: Next first shows the step's text
    /// hidden with the answers, then walks the proof's slides, then plays the script's moves, then
    /// goes to the next step.
    fn lesson_next(&mut self) {
        if self.step_text_waits() {
            self.session.revealed = true;
        } else if self.lesson_proof_slides().is_some_and(|(shown, count)| shown + 1 < count) {
            self.apply_proof(ProofAction::Next);
        } else if self.scripted_moves_left() > 0 {
            self.apply_lesson(LessonAction::NextMove);
        } else if let Some(state) = self.lesson() {
            self.go_to_step(state.step + 1);
        }
    }

    /// Back walks the proof's slides back, then goes to the step before (on its last slide).
    fn lesson_back(&mut self) {
        if self.lesson_proof_slides().is_some_and(|(shown, _)| shown > 0) {
            self.apply_proof(ProofAction::Back);
        } else if let Some(state) = self.lesson()
            && state.step > 0
        {
            self.go_to_step(state.step - 1);
            // Back into a step that shows the proof lands on its last slide, as it was left.
            if let Some((_, count)) = self.lesson_proof_slides() {
                self.proof.step = count.saturating_sub(1);
            }
        }
    }

    fn edit_lesson(&mut self, edit: impl FnOnce(&mut Lesson)) {
        if let Some(state) = self.lesson_mut() {
            edit(&mut state.lesson);
            state.changed = true;
        }
    }

    fn go_to_step(&mut self, step: usize) {
        let Some(state) = self.lesson_mut() else { return };
        if step < state.lesson.steps.len() && step != state.step {
            state.step = step;
            self.show_step();
        }
    }

    /// Puts the current step on the board: its game, its panels, its hidden answers.
    fn show_step(&mut self) {
        let Some(state) = self.lesson() else { return };
        let Some(step) = state.lesson.steps.get(state.step) else { return };
        let (saved, view, hide) = (step.saved.clone(), step.view, step.hide_answers);
        let nim_sum = saved_nim_sum(&saved);
        self.session = crate::ui::app::Session::new(saved, None, self.session.revealed);
        self.prefs.show_table = view.table;
        self.prefs.show_history = view.moves;
        let editing = self.prefs.left == Some(crate::ui::action::LeftPanel::Lessons);
        let page = match view.beside {
            Beside::Theorem => Some(crate::words::ProofPage::Theorem),
            Beside::Proof => Some(lemma_for(nim_sum)),
            Beside::None | Beside::Explore => None,
        };
        match view.beside {
            Beside::Proof | Beside::Theorem => self.prefs.left = Some(crate::ui::action::LeftPanel::Proof),
            Beside::Explore => self.prefs.left = Some(crate::ui::action::LeftPanel::Explore),
            // The editor stays open while editing; otherwise the board gets the room.
            Beside::None if !editing => self.prefs.left = None,
            Beside::None => {}
        }
        self.start_game();
        // The Projector keeps the answers hidden in every step, as in every new game.
        self.session.revealed = !hide && self.answers_shown_at_start();
        if let Some(page) = page {
            self.proof.page = page;
            self.proof.step = 0;
        }
    }

    /// The action of Save in the lessons panel: to the lesson's file, or the saves folder.
    #[must_use]
    pub fn save_lesson_action(&self) -> Option<LessonAction> {
        let state = self.lesson()?;
        let path = state.path.clone().unwrap_or_else(|| save::saves_dir().join(lesson_file_name(&state.lesson.title)));
        Some(LessonAction::SaveTo(path))
    }
}

/// The nim-sum of a saved game's position under its rules.
fn saved_nim_sum(saved: &save::SavedGame) -> u64 {
    let rules = saved.game.rules().unwrap_or_default();
    crate::core::nim_sum(&saved.game.position().sizes(), &rules)
}

/// The lemma about a position with nim-sum `nim_sum`: Lemma 1 for X = 0, else Lemma 2.
fn lemma_for(nim_sum: u64) -> crate::words::ProofPage {
    if nim_sum == 0 { crate::words::ProofPage::Lemma1 } else { crate::words::ProofPage::Lemma2 }
}

/// "Bouton's theorem" → "boutons-theorem.lesson.ron".
#[must_use]
pub fn lesson_file_name(title: &str) -> String {
    let game = crate::export::file_name(title);
    format!("{}.lesson.ron", game.trim_end_matches(".ron"))
}
