//! The exercises' actions: a series of questions on the board, answers judged by `core`, and the game
//! set aside until they end (the mode says so; see `app/mode.rs`).

use crate::core::{Answer, ExerciseKind, ExerciseSession, Game, Move, Person, Player, Players};
use crate::save::SavedGame;
use crate::ui::action::ExerciseAction;
use crate::ui::app::{BoutonApp, Mode};
use crate::words::capital;

impl BoutonApp {
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
    pub fn exercise_error(&self) -> Option<String> {
        self.exercises.error.as_ref().map(|e| sentence(&e.to_string()))
    }

    /// Shows or hides the exercises panel (one left panel at a time).
    pub(in crate::ui) fn toggle_exercises(&mut self) {
        self.toggle_left(crate::ui::action::LeftPanel::Exercises);
    }

    /// Whether the board's moves answer a "Find the winning move" question now.
    pub(in crate::ui) fn awaits_winning_move(&self) -> bool {
        self.exercise().is_some_and(|session| {
            session.set().kind == ExerciseKind::FindWinningMove
                && session.feedback().is_none()
                && self.game().is_some_and(|game| game.position() == &session.question().position)
        })
    }

    /// Whether the board refuses moves: it shows an exercise's question, answered in the panel
    /// (a "Find the winning move" question is answered on the board, until it is answered).
    pub(in crate::ui) fn board_locked(&self) -> bool {
        self.exercise().is_some() && !self.awaits_winning_move()
    }

    /// "Find the winning move": judge the move; a winning move stays on the board, any other is
    /// taken back so the table can show the question's position with its answers.
    pub(in crate::ui) fn answer_with_move(&mut self, mv: Move) {
        let Some(session) = self.session_mut() else { return };
        match session.answer(&Answer::Move(mv)) {
            Ok(feedback) => {
                let correct = feedback.correct;
                self.exercises.error = None;
                self.session.revealed = true;
                if correct && let Some(saved) = self.saved_mut() {
                    // The question judged the move on this position: it is legal here.
                    if let Err(e) = saved.game.play_take(mv) {
                        log::warn!("the exercise's winning move was refused by the board: {e}");
                    }
                }
            }
            Err(e) => self.exercises.error = Some(e),
        }
    }

    pub(in crate::ui) fn apply_exercise(&mut self, step: ExerciseAction) {
        self.exercises.error = None;
        match step {
            ExerciseAction::Start(set) => match ExerciseSession::start(set) {
                Ok(session) => {
                    // A new series keeps the game already set aside; else the game on the board waits.
                    let set_aside = match std::mem::take(&mut self.mode) {
                        Mode::Exercise { set_aside, .. } => set_aside,
                        // The transition table ended any other use of the board: the game on the
                        // board is the person's.
                        _ => Box::new(self.set_aside()),
                    };
                    self.mode = Mode::Exercise { session: Box::new(session), set_aside };
                    self.show_question();
                }
                // Checked before the mode changed (see `apply`); nothing changes.
                Err(e) => self.exercises.error = Some(e),
            },
            ExerciseAction::Answer(answer) => {
                let Some(session) = self.session_mut() else { return };
                match session.answer(&answer) {
                    Ok(_) => self.session.revealed = true,
                    Err(e) => self.exercises.error = Some(e),
                }
            }
            ExerciseAction::Next => {
                let Some(session) = self.session_mut() else { return };
                match session.next_question() {
                    Ok(()) => self.show_question(),
                    Err(e) => self.exercises.error = Some(e),
                }
            }
            // The transition table ended the exercises and brought the game back.
            ExerciseAction::Stop => {}
            #[cfg(not(target_arch = "wasm32"))]
            ExerciseAction::SendToClass(set) => self.send_exercises_to_class(set),
            // No class session runs in a browser.
            #[cfg(target_arch = "wasm32")]
            ExerciseAction::SendToClass(_) => {}
        }
    }

    /// Puts the current question on the board, answers hidden, two people to play.
    pub(in crate::ui) fn show_question(&mut self) {
        let Some(session) = self.exercise() else { return };
        let question = session.question();
        // Its title and notes are the exercise's, worded when drawn (`BoutonApp::title`).
        // A question's position is a few small heaps: well within a game's limits.
        let game = Game::of_heaps(session.set().rules.clone(), question.position.clone()).unwrap_or_default();
        let mut saved = SavedGame::new("", game);
        saved.players =
            Players { first: Player::Human { name: Person::Student }, second: Player::Human { name: Person::Partner } };
        self.session = crate::ui::app::Session::new(saved, None, self.session.revealed);
        self.start_game();
        self.session.revealed = false;
    }

    fn session_mut(&mut self) -> Option<&mut ExerciseSession> {
        match &mut self.mode {
            Mode::Exercise { session, .. } => Some(session),
            _ => None,
        }
    }
}

/// An error message as a sentence: capital first letter, full stop.
pub(in crate::ui) fn sentence(text: &str) -> String {
    let mut s = capital(text);
    if !s.ends_with('.') {
        s.push('.');
    }
    s
}
