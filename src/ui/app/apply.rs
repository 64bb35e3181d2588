//! The one path of every change: `apply` — first the mode changes as the transition table says, then
//! the action runs, in the feature that owns it.

use eframe::egui;

use super::{BoutonApp, Leave, Mode, leave_for};
use crate::core::ExerciseSession;
use crate::ui::action::{Action, ExerciseAction, PanelKind};
use crate::ui::style;

impl BoutonApp {
    /// Applies one action: the only way the app's state changes. First the mode changes as the
    /// transition table ([`leave_for`]) says, then the action runs.
    pub fn apply(&mut self, action: Action) {
        self.apply_action(action);
        // The game on the board (or set aside), written when it changed.
        self.write_autosave();
        // Hidden answers stay hidden through a restart (a reload, in the browser).
        self.write_answers_shown();
        // What is derived from the state, made again where what it is made from changed.
        self.keep_fresh();
    }

    /// Puts a game on the board, from a file (`path`) or new (the sum dialog's too): heaps of one
    /// take-away game on the classic board, any other sum on a sum's board — or, when the sum is too
    /// large for the board, says so and keeps the board as it was.
    pub(in crate::ui) fn put_on_board(&mut self, saved: crate::save::SavedGame, path: Option<std::path::PathBuf>) {
        if saved.game.rules().is_none() {
            let game = &saved.game;
            if let Some(problem) = crate::ui::sums::board_problem(game.position(), game.ending()) {
                let shown = path.as_deref().map_or_else(String::new, crate::save::shown);
                self.shell.status.error = Some(crate::ui::AppError::SumTooLarge(shown, problem));
                return;
            }
        }
        if let Some(path) = &path {
            self.remember(path);
        }
        self.shell.dialogs.sum_setup.open = false;
        self.session = super::Session::new(saved, path, self.session.revealed);
        self.start_game();
    }

    #[allow(clippy::too_many_lines, reason = "one arm per kind of action: the one place where actions go")]
    fn apply_action(&mut self, action: Action) {
        // Exercises that cannot start change nothing (a lesson under way goes on).
        if let Action::Exercise(ExerciseAction::Start(set)) = &action
            && let Err(e) = ExerciseSession::start(set.clone())
        {
            self.exercises.error = Some(e);
            return;
        }
        // In a class, the student's moves go to the teacher's Bouton, and what is not theirs to do
        // there does nothing.
        if self.seat_takes(&action) {
            return;
        }
        self.leave(leave_for(&self.mode, &action));
        if self.disguise_takes(&action) {
            return;
        }
        match action {
            Action::Sum(change) => self.apply_sum(change),
            Action::Disguise(change) => self.apply_disguise(change),
            Action::Seat(change) => self.apply_seat(change),
            #[cfg(not(target_arch = "wasm32"))]
            Action::Teacher(change) => self.apply_teacher(change),
            Action::Play(mv) if self.awaits_winning_move() => self.answer_with_move(mv),
            // The board shows an exercise's question: it stays as asked, so the feedback speaks of
            // the position on screen.
            Action::Play(_)
            | Action::PlayWithoutReply(_)
            | Action::ComputerMove
            | Action::Undo
            | Action::Redo
            | Action::JumpTo(_)
                if self.board_locked() =>
            {
                self.say(crate::ui::said::Said::BoardLocked);
            }
            Action::Play(mv) => {
                if self.on_sum_board() {
                    return;
                }
                match self.session.game_mut().play_take(mv) {
                    Ok(()) => self.after_persons_move(),
                    // Said on the status line, beside the board: a slip of the finger is not a dialog.
                    Err(e) => self.say(crate::ui::said::Said::Illegal(e)),
                }
            }
            Action::PlayWithoutReply(mv) => self.play_without_reply(mv),
            Action::Proof(step) => self.apply_proof(step),
            Action::Exercise(step) => self.apply_exercise(step),
            Action::Explore(change) => self.apply_explore(change),
            Action::Lesson(change) => self.apply_lesson(change),
            Action::ExportHandout(path, edition) => self.export_handout(&path, edition),
            Action::ExportPicture(path) => self.export_picture(&path),
            Action::ExportSvg(path) => self.export_svg(&path),
            Action::ComputerMove => self.computer_move(),
            // Whatever game is on the board: one Undo, one Redo, one jump.
            Action::Undo | Action::Redo | Action::JumpTo(_) => {
                let session = &mut self.session;
                let changed = match action {
                    Action::Undo => session.undo(),
                    Action::Redo => session.redo(),
                    Action::JumpTo(cursor) => session.jump_to(cursor),
                    _ => false,
                };
                if changed {
                    self.shell.status.message = None;
                }
            }
            Action::ShowNewGame => self.shell.dialogs.new_game.open = true,
            Action::NewGame(saved) => self.put_on_board(*saved, None),
            Action::Load(saved, path) => self.put_on_board(*saved, path),
            Action::Open(_)
            | Action::OpenBytes { .. }
            | Action::OpenLink(_)
            | Action::CopyLink
            | Action::Opened(..)
            | Action::CancelOpen
            | Action::ShowFileDialog(_)
            | Action::ShowFileChooser(_)
            | Action::CloseFileChooser
            | Action::SaveTo(_)
            | Action::RefreshSaves => self.apply_file(action),
            Action::Reveal(_)
            | Action::Hint
            | Action::SetHideAnswers(_)
            | Action::TogglePanel(_)
            | Action::ShowTab(_)
            | Action::SetHints(_)
            | Action::Zoom(_)
            | Action::ZoomReset
            | Action::SetProjector(_)
            | Action::SetDark(_)
            | Action::SetTouchTargets(_)
            | Action::SetMoveValues(_)
            | Action::SetLanguage(_)
            | Action::CancelCount
            | Action::DismissError => self.apply_view(&action),
            Action::AnswerAutosaveNote(keep) => self.answer_autosave_note(keep),
            Action::ToggleFullScreen => {
                let full = self.shell.ctx.input(|i| i.viewport().fullscreen.unwrap_or(false));
                self.shell.ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(!full));
            }
            Action::CheckFinished(result) => {
                self.explore.checker = None;
                self.explore.check_result = Some(*result);
            }
        }
    }

    /// The actions that change what is shown, not the game: answers, panels, hints, zoom, theme.
    fn apply_view(&mut self, action: &Action) {
        match *action {
            // A question's answers are the person's to find: they show once answered (not before,
            // which would let a right answer be copied and scored).
            Action::Reveal(true) if self.exercise().is_some_and(|session| session.feedback().is_none()) => {
                self.say(crate::ui::said::Said::AnswerFirst);
            }
            Action::Reveal(shown) => {
                self.session.revealed = shown;
                // Hidden again: what the hints told goes too (a new ladder starts).
                if !shown {
                    self.derived.hints_shown = 0;
                }
            }
            Action::Hint if self.can_hint() => self.derived.hints_shown += 1,
            Action::SetHideAnswers(hide) => {
                self.prefs.hide_answers = hide;
                self.session.revealed = !hide;
            }
            // A sum's board says why a panel of heaps of one game does not open beside it.
            // A game in disguise has its own review, whatever the person's game underneath is.
            Action::TogglePanel(PanelKind::Review) if self.disguise().is_some() => {
                self.toggle_left(crate::ui::action::LeftPanel::Review);
            }
            Action::TogglePanel(panel) if self.on_sum_board() && !panel.opens_beside_a_sum() => {
                self.say(crate::ui::said::Said::PanelNotForSums(panel));
            }
            // Every panel has its arm (no catch-all): a new one does not compile until it opens.
            Action::TogglePanel(panel) => match panel {
                PanelKind::Table => self.prefs.show_table = !self.prefs.show_table,
                PanelKind::History => self.prefs.show_history = !self.prefs.show_history,
                PanelKind::Proof => self.toggle_proof(),
                PanelKind::Exercises => self.toggle_exercises(),
                PanelKind::Explore => self.toggle_explore(),
                PanelKind::Lessons => self.toggle_left(crate::ui::action::LeftPanel::Lessons),
                PanelKind::Review => self.toggle_left(crate::ui::action::LeftPanel::Review),
            },
            Action::ShowTab(tab) => self.shell.side_tab = tab,
            Action::SetHints(on) => self.prefs.hints = on,
            Action::Zoom(up) => {
                let zoom = self.prefs.zoom_mut();
                *zoom = style::next_zoom(*zoom, up);
                self.shell.style_dirty = true;
            }
            // The size the zoom started at: 100 %, or the Projector's own large type while it is on.
            Action::ZoomReset => {
                let start = if self.prefs.projector { crate::ui::preferences::PROJECTOR_ZOOM } else { 1.0 };
                *self.prefs.zoom_mut() = start;
                self.shell.style_dirty = true;
            }
            Action::SetProjector(on) => {
                self.prefs.projector = on;
                // On: the answers go at once (the class is looking); off: they stay as they are.
                if on {
                    self.session.revealed = false;
                }
                self.shell.style_dirty = true;
            }
            Action::SetDark(dark) => {
                self.prefs.dark = dark;
                self.shell.style_dirty = true;
            }
            Action::SetMoveValues(on) => self.prefs.move_values = on,
            Action::SetLanguage(lang) => {
                let before = self.language();
                self.prefs.language = lang;
                self.shell.style_dirty = true;
                // From now on this thread speaks it (the proof's slides, the one view kept in words,
                // follow: the language is part of what they are made from), and a built-in lesson
                // becomes the same lesson in it.
                crate::i18n::set_thread_language(self.language());
                self.translate_built_in_lesson(before);
                self.translate_examples(before);
                // The window's title bar, which the system draws.
                self.shell.ctx.send_viewport_cmd(egui::ViewportCommand::Title(crate::i18n::msg::window_title()));
            }
            Action::CancelCount => self.cancel_counts(),
            Action::SetTouchTargets(touch) => {
                self.prefs.touch = touch;
                self.shell.style_dirty = true;
            }
            Action::DismissError => self.shell.status.error = None,
            _ => {}
        }
    }

    /// Leaves the mode as the transition table says: exercises or a lesson end, and the game set
    /// aside comes back when `restore` (a lesson's panels come back too).
    fn leave(&mut self, leave: Leave) {
        let restore = match leave {
            Leave::Stay => return,
            Leave::End { restore } => restore,
        };
        self.exercises.error = None;
        let set_aside = match std::mem::take(&mut self.mode) {
            // Nothing was set aside: the person's game is on the board again as it was.
            Mode::Free | Mode::Disguise { .. } => return,
            Mode::Exercise { set_aside, .. } | Mode::SumQuiz { set_aside, .. } | Mode::SumLesson { set_aside, .. } => {
                set_aside
            }
            Mode::Lesson { set_aside, panels, .. } => {
                // The panels come back; every other preference chosen meanwhile (the language,
                // zoom, theme, move values, hints, touch targets, files) stays.
                self.prefs.set_panels(panels);
                set_aside
            }
        };
        if restore {
            let revealed = set_aside.revealed;
            self.session = *set_aside;
            // Its computers seated again (heaps or a sum alike), as when the game started.
            self.start_game();
            // Exactly as it was: answers shown stay shown, hidden stay hidden.
            self.session.revealed = revealed;
        }
    }
}
