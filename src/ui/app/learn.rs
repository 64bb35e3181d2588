//! The app's proof panel and exercises: their actions, and what they compute from `core` when the
//! position or their state changes (never per frame).

use super::{BoutonApp, Mode, SetAside, capitalized};
use crate::core::{
    Answer, ExerciseKind, ExerciseSession, Game, Move, PageChoice, Player, Players, ProofPage, TableCell, proof_page,
};
use crate::save::SavedGame;
use crate::ui::action::{ExerciseAction, PanelKind, ProofAction};
use crate::ui::proof::{ProofState, ProofView};

impl BoutonApp {
    /// The proof panel's page, slide and choices.
    #[must_use]
    pub fn proof_state(&self) -> &ProofState {
        &self.proof
    }

    /// What the proof panel shows (computed from `core` when the position or the panel changes).
    #[must_use]
    pub fn proof_view(&self) -> &ProofView {
        &self.proof_view
    }

    /// The binary-table cells the shown proof slide speaks of (none while the panel is closed or the
    /// answers are hidden).
    #[must_use]
    pub fn proof_cells(&self) -> &[TableCell] {
        if !self.prefs.show_proof() || !self.revealed {
            return &[];
        }
        self.proof_view.slides.get(self.proof.step).map_or(&[], |s| s.cells.as_slice())
    }

    /// Whether a click on the board picks Lemma 1's move instead of playing it.
    #[must_use]
    pub fn board_picks_proof_move(&self) -> bool {
        self.prefs.show_proof()
            && self.revealed
            && self.proof.page == ProofPage::Lemma1
            && self.proof_view.not_here.is_empty()
    }

    /// The exercise series under way.
    #[must_use]
    pub fn exercise(&self) -> Option<&ExerciseSession> {
        match &self.mode {
            Mode::Exercise { session, .. } => Some(session),
            _ => None,
        }
    }

    /// Why the last exercise action failed.
    #[must_use]
    pub fn exercise_error(&self) -> Option<&str> {
        self.exercise_error.as_deref()
    }

    /// Shows or hides the proof panel; it opens on the lemma that applies to the position.
    pub(super) fn toggle_proof(&mut self) {
        self.toggle_left(PanelKind::Proof);
        if self.prefs.show_proof() {
            if matches!(self.proof.page, ProofPage::Lemma1 | ProofPage::Lemma2) {
                self.proof.page = if self.derived.table.nim_sum() == 0 { ProofPage::Lemma1 } else { ProofPage::Lemma2 };
            }
            self.proof.step = 0;
            self.refresh_proof();
        }
    }

    /// Opens `panel` on the left of the board (closing the one there), or closes it if it is open.
    pub(super) fn toggle_left(&mut self, panel: PanelKind) {
        self.prefs.left = if self.prefs.left == Some(panel) { None } else { Some(panel) };
    }

    /// Shows or hides the exercises panel (one left panel at a time).
    pub(super) fn toggle_exercises(&mut self) {
        self.toggle_left(PanelKind::Exercises);
    }

    /// Plays a move and lets the computer wait (the proof panel's offers: a teacher reaches s = 0 to
    /// show Lemma 1, or plays Lemma 2's move, and the class looks before the computer answers).
    pub(super) fn play_without_reply(&mut self, mv: Move) {
        if let Err(e) = self.saved.game.play(mv) {
            self.error = Some(crate::ui::AppError::IllegalMove(e));
            return;
        }
        self.message = None;
        self.position_changed();
        if self.computer_to_move() {
            self.say("The computer waits: press Computer move when you are ready.".into());
        }
    }

    pub(super) fn apply_proof(&mut self, step: ProofAction) {
        let count = self.proof_view.slides.len();
        match step {
            ProofAction::Next => self.proof.step = (self.proof.step + 1).min(count.saturating_sub(1)),
            ProofAction::Back => self.proof.step = self.proof.step.saturating_sub(1),
            ProofAction::Restart => self.proof.step = 0,
            ProofAction::Page(page) => {
                self.proof.page = page;
                self.proof.step = 0;
                self.refresh_proof();
            }
            ProofAction::ChooseHeap(heap) => {
                self.proof.heap = Some(heap);
                self.refresh_proof();
            }
            ProofAction::PickMove(mv) => {
                if self.saved.game.position().check(mv, self.saved.game.rules()).is_ok() {
                    self.proof.pick = Some(mv);
                    // Straight to the slide that names the move.
                    self.proof.step = self.proof.step.max(2);
                    self.refresh_proof();
                }
            }
        }
    }

    /// Recomputes the proof panel's page from `core`.
    pub(super) fn refresh_proof(&mut self) {
        let game = &self.saved.game;
        let side = game.to_move();
        let (to_move, other) = (self.player(side).to_string(), self.player(side.other()).to_string());
        let choice = PageChoice { heap: self.proof.heap, pick: self.proof.pick };
        let view = proof_page(self.proof.page, game.position(), game.rules(), choice, &to_move, &other);
        self.proof.step = self.proof.step.min(view.slides.len().saturating_sub(1));
        self.proof_view = view;
    }

    /// Whether the board's moves answer a "Find the winning move" question now.
    pub(super) fn awaits_winning_move(&self) -> bool {
        self.exercise().is_some_and(|session| {
            session.set().kind == ExerciseKind::FindWinningMove
                && session.feedback().is_none()
                && self.saved.game.position() == &session.question().position
        })
    }

    /// "Find the winning move": judge the move; a winning move stays on the board, any other is
    /// taken back so the table can show the question's position with its answers.
    pub(super) fn answer_with_move(&mut self, mv: Move) {
        let Some(session) = self.session_mut() else { return };
        match session.answer(&Answer::Move(mv)) {
            Ok(feedback) => {
                let correct = feedback.correct;
                self.exercise_error = None;
                self.revealed = true;
                if correct && self.saved.game.play(mv).is_ok() {
                    self.position_changed();
                }
            }
            Err(e) => self.exercise_error = Some(sentence(&e.to_string())),
        }
    }

    pub(super) fn apply_exercise(&mut self, step: ExerciseAction) {
        self.exercise_error = None;
        match step {
            ExerciseAction::Start(set) => match ExerciseSession::start(set) {
                Ok(session) => {
                    // A new series keeps the game already set aside; else the game on the board waits.
                    let set_aside = match std::mem::take(&mut self.mode) {
                        Mode::Exercise { set_aside, .. } | Mode::Lesson { set_aside, .. } => set_aside,
                        Mode::Free => Box::new(SetAside { saved: self.saved.clone(), path: self.path.clone() }),
                    };
                    self.mode = Mode::Exercise { session: Box::new(session), set_aside };
                    self.show_question();
                }
                // Checked before the mode changed (see `apply`); nothing changes.
                Err(e) => self.exercise_error = Some(sentence(&e.to_string())),
            },
            ExerciseAction::Answer(answer) => {
                let Some(session) = self.session_mut() else { return };
                match session.answer(&answer) {
                    Ok(_) => self.revealed = true,
                    Err(e) => self.exercise_error = Some(sentence(&e.to_string())),
                }
            }
            ExerciseAction::Next => {
                let Some(session) = self.session_mut() else { return };
                match session.next_question() {
                    Ok(()) => self.show_question(),
                    Err(e) => self.exercise_error = Some(sentence(&e.to_string())),
                }
            }
            // The transition table ended the exercises and brought the game back.
            ExerciseAction::Stop => {}
        }
    }

    /// Puts the current question on the board, answers hidden, two people to play.
    fn show_question(&mut self) {
        let Some(session) = self.exercise() else { return };
        let question = session.question();
        let title = format!("Exercise {}: {}", question.number, session.set().kind.name());
        let mut saved = SavedGame::new(&title, Game::new(session.set().rules.clone(), question.position.clone()));
        saved.notes = format!("Seed {}. The answers are hidden until you answer.", session.set().seed);
        saved.players = Players {
            first: Player::Human { name: "Student".into() },
            second: Player::Human { name: "Partner".into() },
        };
        self.saved = saved;
        self.path = None;
        self.start_game();
        self.revealed = false;
    }

    fn session_mut(&mut self) -> Option<&mut ExerciseSession> {
        match &mut self.mode {
            Mode::Exercise { session, .. } => Some(session),
            _ => None,
        }
    }
}

/// An error message as a sentence: capital first letter, full stop.
pub(super) fn sentence(text: &str) -> String {
    let mut s = capitalized(text);
    if !s.ends_with('.') {
        s.push('.');
    }
    s
}
