//! What each [`SumAction`] does, and the computer's move on a sum (the game's own actions — Undo,
//! Redo, a jump, a hint — act on whatever game is on the board, in `app/apply.rs`).

use super::{SumAction, SumPlay, SumSaid, SumSession};
use crate::core::{SUM_LESSON, SUM_LESSON_ENDING, SumAnswer, SumQuiz};
use crate::ui::app::{BoutonApp, OnBoard};
use crate::ui::said::Said;

impl BoutonApp {
    /// The sum on the board, if there is one.
    #[must_use]
    pub fn sum(&self) -> Option<&SumSession> {
        self.session.sum()
    }

    pub(in crate::ui) fn sum_mut(&mut self) -> Option<&mut SumSession> {
        self.session.sum_mut()
    }

    /// Applies a sum action (the transition table has already ended exercises or a lesson).
    pub(in crate::ui) fn apply_sum(&mut self, action: SumAction) {
        match action {
            SumAction::ShowSetup => self.shell.dialogs.sum_setup.open = true,
            SumAction::CloseSetup => self.shell.dialogs.sum_setup.open = false,
            SumAction::Start(start) => {
                self.shell.dialogs.sum_setup.open = false;
                let start = *start;
                let mut session = SumSession::new(start.title, start.game, start.players);
                session.notes = start.notes;
                // The sum is the game on the board now, started as a new game or an opened file is.
                self.session.on_board = OnBoard::Sum(Box::new(session));
                self.session.path = start.path;
                self.start_game();
            }
            SumAction::Play(mv) => {
                let Some(session) = self.sum_mut() else { return };
                if !session.board_takes_moves() {
                    return;
                }
                if session.quiz().is_some() {
                    self.answer_quiz(SumAnswer::Move(mv));
                    return;
                }
                match session.game.play(mv) {
                    Ok(()) => {
                        self.shell.status.message = None;
                        if self.computer_answers() {
                            self.computer_move();
                        }
                    }
                    // An illegal click says why and changes nothing.
                    Err(e) => self.say(Said::Sum(SumSaid::Illegal(e))),
                }
            }
            SumAction::SetTake(take) => {
                if let Some(session) = self.sum_mut() {
                    session.take = take;
                }
            }
            SumAction::Focus(heap) => {
                if let Some(session) = self.sum_mut() {
                    session.focus = heap.min(session.game.position().heaps().len().saturating_sub(1));
                }
            }
            SumAction::StartQuiz(kind) => {
                let Some(session) = self.sum_mut() else { return };
                match SumQuiz::start(kind, session.ending(), session.quiz_seed) {
                    Ok(quiz) => {
                        session.title = super::SumTitle::Quiz { kind, seed: quiz.seed() };
                        // The quiz's sums are not the file's: its notes and path stay behind.
                        session.notes.clear();
                        session.play = SumPlay::Quiz(Box::new(quiz));
                        self.session.path = None;
                        self.show_quiz_question();
                    }
                    Err(e) => self.say(Said::Sum(SumSaid::Quiz(e))),
                }
            }
            SumAction::SetQuizSeed(seed) => {
                if let Some(session) = self.sum_mut() {
                    session.quiz_seed = seed;
                }
            }
            SumAction::AnswerQuiz(outcome) => self.answer_quiz(SumAnswer::Outcome(outcome)),
            SumAction::NextQuestion => {
                let Some(session) = self.sum_mut() else { return };
                let SumPlay::Quiz(quiz) = &mut session.play else { return };
                match quiz.next_question() {
                    Ok(()) => self.show_quiz_question(),
                    Err(e) => self.say(Said::Sum(SumSaid::Quiz(e))),
                }
            }
            SumAction::Lesson(step) => self.show_lesson_step(step),
            SumAction::EndLesson => {
                if let Some(session) = self.sum_mut() {
                    session.lesson = None;
                    session.notes.clear();
                }
            }
            SumAction::EndQuiz => {
                if let Some(session) = self.sum_mut() {
                    // Its last sum stays, for two people.
                    session.play = SumPlay::Seats(crate::core::Players::people());
                    session.title = super::SumTitle::AfterQuiz;
                }
                self.seat_computers();
            }
        }
    }

    /// Puts a step of the built-in lesson on the board: its sum, its text, the heap whose steps show.
    fn show_lesson_step(&mut self, step: usize) {
        let Some(lesson_step) = SUM_LESSON.get(step) else { return };
        let Ok(position) = lesson_step.heaps.parse::<crate::core::SumPosition>() else { return };
        let Ok(game) = crate::core::Game::new(SUM_LESSON_ENDING, position) else { return };
        let computer = lesson_step.against_computer.then_some(crate::core::Side::Second);
        let title = super::SumTitle::Lesson(step);
        let players = super::SumStart::players(computer);
        let start = super::SumStart { title, notes: String::new(), path: None, game, players };
        self.apply_sum(SumAction::Start(Box::new(start)));
        if let Some(session) = self.sum_mut() {
            session.lesson = Some(step);
            session.focus = lesson_step.focus;
        }
        // The class works the answers out: they start hidden, as in a lesson's exercise.
        self.session.revealed = false;
    }

    /// Puts the quiz's question on the board, its answers hidden until it is answered.
    fn show_quiz_question(&mut self) {
        let Some(session) = self.sum_mut() else { return };
        let Some(quiz) = session.quiz() else { return };
        session.game = quiz.question().game.clone();
        session.focus = 0;
        self.shell.status.message = None;
        self.session.revealed = false;
    }

    /// Judges an answer to the quiz; a move answering "find the winning move" is played on the board,
    /// and the answers show.
    fn answer_quiz(&mut self, answer: SumAnswer) {
        let Some(session) = self.sum_mut() else { return };
        let SumPlay::Quiz(quiz) = &mut session.play else { return };
        match quiz.answer(answer) {
            Ok(_) => {
                // The quiz judged the move on this position: it is played on the board.
                if let SumAnswer::Move(mv) = answer
                    && let Err(e) = session.game.play(mv)
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

    /// The computer in the seat to move plays its move in the sum (by its level, as on heaps of one
    /// game), and says why.
    pub(in crate::ui) fn sum_computer_move(&mut self) {
        let Some(session) = self.session.sum_mut() else { return };
        let index = usize::from(session.game.to_move() == crate::core::Side::Second);
        // In a quiz there is no computer's seat: the answers are the person's.
        let Some(computer) = self.board.computers[index].as_mut().filter(|_| session.quiz().is_none()) else {
            return;
        };
        let Some((mv, why)) = computer.choose_in_sum(&session.game) else { return };
        let heap = session.game.position().heaps()[mv.heap].clone();
        if session.game.play(mv).is_ok() {
            session.computer_moved = Some((mv, session.game.cursor()));
            self.say(Said::Sum(SumSaid::Computer { mv, heap, play: why }));
        }
    }
}
