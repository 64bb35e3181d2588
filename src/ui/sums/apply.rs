//! What each [`SumAction`] does (the game's own actions — a new game, Undo, Redo, a jump, a hint, the
//! computer's move — act on whatever game is on the board, in `app/apply.rs` and `board/apply.rs`).

use super::SumAction;
use crate::core::{SUM_LESSON, SUM_LESSON_ENDING, SumAnswer, SumQuiz};
use crate::ui::app::{BoutonApp, Mode, Session};
use crate::ui::said::Said;
use crate::ui::sums::SumSaid;

impl BoutonApp {
    /// Applies a sum action (the transition table has already ended exercises or a lesson).
    pub(in crate::ui) fn apply_sum(&mut self, action: SumAction) {
        match action {
            SumAction::ShowSetup => self.shell.dialogs.sum_setup.open = true,
            SumAction::CloseSetup => self.shell.dialogs.sum_setup.open = false,
            SumAction::Play(mv) => {
                if !self.on_sum_board() || !self.sum_board_takes_moves() {
                    return;
                }
                if self.mode.sum_quiz().is_some() {
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
                // A quiz of the sum's ending; a new quiz keeps the ending of the quiz under way.
                let ending = self.session.game().ending();
                match SumQuiz::start(kind, ending, self.board.sum.quiz_seed) {
                    Ok(quiz) => {
                        // The person's game waits, as for exercises (the transition table ended any
                        // other use of the board first; a new quiz keeps the game already aside).
                        let set_aside = match std::mem::take(&mut self.mode) {
                            Mode::SumQuiz { set_aside, .. } => set_aside,
                            _ => Box::new(self.set_aside()),
                        };
                        self.mode = Mode::SumQuiz { quiz: Box::new(quiz), set_aside };
                        self.show_quiz_question();
                    }
                    Err(e) => self.say(Said::Sum(SumSaid::Quiz(e))),
                }
            }
            SumAction::SetQuizSeed(seed) => self.board.sum.quiz_seed = seed,
            SumAction::AnswerQuiz(outcome) => self.answer_quiz(SumAnswer::Outcome(outcome)),
            SumAction::NextQuestion => {
                let Mode::SumQuiz { quiz, .. } = &mut self.mode else { return };
                match quiz.next_question() {
                    Ok(()) => self.show_quiz_question(),
                    Err(e) => self.say(Said::Sum(SumSaid::Quiz(e))),
                }
            }
            SumAction::Lesson(step) => self.show_lesson_step(step),
            // The transition table ended them: the person's game is back, as it was.
            SumAction::EndLesson | SumAction::EndQuiz => {}
        }
    }

    /// Whether a click on a sum's board plays a move now: not on the computer's turn, not after the
    /// game ends, and in a quiz only to answer "find the winning move".
    #[must_use]
    pub fn sum_board_takes_moves(&self) -> bool {
        let quiz_allows = self
            .mode
            .sum_quiz()
            .is_none_or(|quiz| quiz.kind() == crate::core::SumQuizKind::FindWinningMove && quiz.feedback().is_none());
        !self.session.computer_seat_to_move()
            && !self.partner_to_move()
            && !self.session.game().is_over()
            && quiz_allows
    }

    /// Puts a step of the built-in lesson on the board: its sum, its text, the heap whose steps show.
    /// The person's game waits until the lesson ends.
    fn show_lesson_step(&mut self, step: usize) {
        let Some(lesson_step) = SUM_LESSON.get(step) else { return };
        let Ok(position) = lesson_step.heaps.parse::<crate::core::SumPosition>() else { return };
        let Ok(game) = crate::core::Game::new(SUM_LESSON_ENDING, position) else { return };
        let computer = lesson_step.against_computer.then_some(crate::core::Side::Second);
        let mut saved = crate::save::SavedGame::new("", game);
        saved.players = super::lesson_players(computer);
        self.shell.dialogs.sum_setup.open = false;
        // The transition table ended any other use of the board first; the next step keeps the game
        // already aside.
        let set_aside = match std::mem::take(&mut self.mode) {
            Mode::SumLesson { set_aside, .. } => set_aside,
            _ => Box::new(self.set_aside()),
        };
        self.mode = Mode::SumLesson { step, set_aside };
        // The class works the answers out: they start hidden, as in a lesson's exercise.
        self.session = Session::new(saved, None, false);
        self.start_game();
        self.session.revealed = false;
        self.board.sum.focus = lesson_step.focus;
    }

    /// Puts the quiz's question on the board for two people, its answers hidden until it is answered.
    fn show_quiz_question(&mut self) {
        let Some(quiz) = self.mode.sum_quiz() else { return };
        let mut saved = crate::save::SavedGame::new("", quiz.question().game.clone());
        saved.players = crate::core::Players::people();
        self.session = Session::new(saved, None, false);
        self.start_game();
        self.session.revealed = false;
        self.board.sum.focus = 0;
        self.board.shown_move = None;
    }

    /// Judges an answer to the quiz; a move answering "find the winning move" is played on the board,
    /// and the answers show.
    fn answer_quiz(&mut self, answer: SumAnswer) {
        let Mode::SumQuiz { quiz, .. } = &mut self.mode else { return };
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
