//! What each [`SumAction`] does (the game's own actions — a new game, Undo, Redo, a jump, a hint, the
//! computer's move — act on whatever game is on the board, in `app/apply.rs` and `board/apply.rs`).

use super::SumAction;
use crate::core::{SUM_LESSON, SUM_LESSON_ENDING, SumAnswer, SumQuiz};
use crate::ui::app::{BoutonApp, SumUse};
use crate::ui::said::Said;
use crate::ui::sums::SumSaid;

impl BoutonApp {
    /// Applies a sum action (the transition table has already ended exercises or a lesson).
    pub(in crate::ui) fn apply_sum(&mut self, action: SumAction) {
        match action {
            SumAction::ShowSetup => self.shell.dialogs.sum_setup.open = true,
            SumAction::CloseSetup => self.shell.dialogs.sum_setup.open = false,
            SumAction::Play(mv) => {
                if !self.session.on_sum_board() || !self.sum_board_takes_moves() {
                    return;
                }
                if self.session.quiz().is_some() {
                    self.answer_quiz(SumAnswer::Move(mv));
                    return;
                }
                match self.session.game_mut().play(mv) {
                    Ok(()) => self.after_persons_move(),
                    // An illegal click says why and changes nothing.
                    Err(e) => self.say(Said::Sum(SumSaid::Illegal(e))),
                }
            }
            SumAction::SetTake(take) => self.board.sum.take = take,
            SumAction::Focus(heap) => {
                self.board.sum.focus = heap.min(self.session.game().position().heaps().len().saturating_sub(1));
            }
            SumAction::StartQuiz(kind) => {
                if !self.session.on_sum_board() {
                    return;
                }
                match SumQuiz::start(kind, self.session.game().ending(), self.board.sum.quiz_seed) {
                    Ok(quiz) => {
                        // The quiz's sums are not the file's: its title, notes and path stay behind.
                        self.session.saved.title.clear();
                        self.session.saved.notes.clear();
                        self.session.path = None;
                        self.session.sum_use = SumUse::Quiz(Box::new(quiz));
                        self.show_quiz_question();
                    }
                    Err(e) => self.say(Said::Sum(SumSaid::Quiz(e))),
                }
            }
            SumAction::SetQuizSeed(seed) => self.board.sum.quiz_seed = seed,
            SumAction::AnswerQuiz(outcome) => self.answer_quiz(SumAnswer::Outcome(outcome)),
            SumAction::NextQuestion => {
                let SumUse::Quiz(quiz) = &mut self.session.sum_use else { return };
                match quiz.next_question() {
                    Ok(()) => self.show_quiz_question(),
                    Err(e) => self.say(Said::Sum(SumSaid::Quiz(e))),
                }
            }
            SumAction::Lesson(step) => self.show_lesson_step(step),
            SumAction::EndLesson => {
                if let SumUse::Lesson(_) = self.session.sum_use {
                    // Its last sum stays on the board, played as it was.
                    self.session.sum_use = SumUse::Play;
                }
            }
            SumAction::EndQuiz => {
                if let SumUse::Quiz(_) = self.session.sum_use {
                    // Its last sum stays, for two people, named by its heaps.
                    self.session.saved.players = crate::core::Players::people();
                    self.session.sum_use = SumUse::Play;
                    self.seat_computers();
                }
            }
        }
    }

    /// Whether a click on a sum's board plays a move now: not on the computer's turn, not after the
    /// game ends, and in a quiz only to answer "find the winning move".
    #[must_use]
    pub fn sum_board_takes_moves(&self) -> bool {
        let quiz_allows = self
            .session
            .quiz()
            .is_none_or(|quiz| quiz.kind() == crate::core::SumQuizKind::FindWinningMove && quiz.feedback().is_none());
        !self.session.computer_seat_to_move() && !self.session.game().is_over() && quiz_allows
    }

    /// Puts a step of the built-in lesson on the board: its sum, its text, the heap whose steps show.
    fn show_lesson_step(&mut self, step: usize) {
        let Some(lesson_step) = SUM_LESSON.get(step) else { return };
        let Ok(position) = lesson_step.heaps.parse::<crate::core::SumPosition>() else { return };
        let Ok(game) = crate::core::Game::new(SUM_LESSON_ENDING, position) else { return };
        let computer = lesson_step.against_computer.then_some(crate::core::Side::Second);
        let mut saved = crate::save::SavedGame::new("", game);
        saved.players = super::lesson_players(computer);
        // A new game on the board, as the sum dialog starts one (the transition table has ended
        // exercises or a lesson first).
        self.shell.dialogs.sum_setup.open = false;
        self.session = crate::ui::app::Session::new(saved, None, true);
        self.session.sum_use = SumUse::Lesson(step);
        self.start_game();
        self.board.sum.focus = lesson_step.focus;
        // The class works the answers out: they start hidden, as in a lesson's exercise.
        self.session.revealed = false;
    }

    /// Puts the quiz's question on the board, its answers hidden until it is answered.
    fn show_quiz_question(&mut self) {
        let Some(quiz) = self.session.quiz() else { return };
        let question = quiz.question().game.clone();
        self.session.saved.game = question;
        self.board.sum.focus = 0;
        self.board.shown_move = None;
        self.shell.status.message = None;
        self.session.revealed = false;
    }

    /// Judges an answer to the quiz; a move answering "find the winning move" is played on the board,
    /// and the answers show.
    fn answer_quiz(&mut self, answer: SumAnswer) {
        let SumUse::Quiz(quiz) = &mut self.session.sum_use else { return };
        match quiz.answer(answer) {
            Ok(_) => {
                // The quiz judged the move on this position: it is played on the board.
                if let SumAnswer::Move(mv) = answer
                    && let Err(e) = self.session.saved.game.play(mv)
                {
                    log::warn!("the quiz's move was refused by the board: {e:?}");
                }
                self.shell.status.message = None;
                self.session.revealed = true;
            }
            // An illegal move or an answer of the wrong kind says why and changes nothing.
            Err(e) => self.say(Said::Sum(SumSaid::Quiz(e))),
        }
    }
}
