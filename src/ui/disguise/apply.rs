//! The game in disguise's actions, applied: the one place its state changes.

use super::{DisguiseAction, DisguisePlay, DisguiseSaid};
use crate::core::{DisguisedGame, DisguisedMove};
use crate::ui::BoutonApp;
use crate::ui::app::Mode;

impl BoutonApp {
    /// The game in disguise on the board, if one is.
    #[must_use]
    pub fn disguise(&self) -> Option<&DisguisePlay> {
        match &self.mode {
            Mode::Disguise { play } => Some(play),
            _ => None,
        }
    }

    fn disguise_mut(&mut self) -> Option<&mut DisguisePlay> {
        match &mut self.mode {
            Mode::Disguise { play } => Some(play),
            _ => None,
        }
    }

    /// Applies a change to the game in disguise (the transition table has already ended any other
    /// use of the board for `Start`, and this game for `End`).
    pub(in crate::ui) fn apply_disguise(&mut self, action: DisguiseAction) {
        match action {
            DisguiseAction::Start(game, computer) => {
                if let Some(problem) = super::board_problem(&game) {
                    let shown = crate::save::echo(&game.to_string());
                    self.shell.status.error = Some(crate::ui::AppError::SumTooLarge(shown, problem));
                    return;
                }
                self.mode = Mode::Disguise { play: Box::new(DisguisePlay::new(game, computer)) };
                self.disguise_computer_replies();
            }
            DisguiseAction::Lesson { lesson, step } => {
                let Some(shown) = crate::core::DISGUISE_LESSONS.get(lesson) else { return };
                let Some(at) = shown.steps.get(step) else { return };
                let Ok(game) = at.position.parse() else { return };
                let mut play = DisguisePlay::new(game, at.against_computer.then_some(crate::core::Side::Second));
                play.lesson = Some((lesson, step));
                self.mode = Mode::Disguise { play: Box::new(play) };
                // A lesson opens on a question: its answers wait for Reveal.
                if step == 0 {
                    self.session.revealed = false;
                }
            }
            DisguiseAction::Open(saved, path) => {
                if let Some(problem) = super::board_problem(&saved.start) {
                    let shown = path.as_deref().map_or_else(String::new, crate::save::shown);
                    self.shell.status.error = Some(crate::ui::AppError::SumTooLarge(shown, problem));
                    return;
                }
                if let Some(path) = &path {
                    self.remember(path);
                }
                self.mode = Mode::Disguise { play: Box::new(DisguisePlay::from_saved(&saved, path)) };
                // A file where the computer is to move (it plays first, say): it moves, as at a start.
                self.disguise_computer_replies();
            }
            DisguiseAction::StartQuiz(_)
            | DisguiseAction::AnswerQuiz(_)
            | DisguiseAction::NextQuestion
            | DisguiseAction::StopQuiz => self.apply_disguise_quiz(&action),
            // Already ended by the transition table.
            DisguiseAction::End => {}
            DisguiseAction::ShowSetup => self.shell.dialogs.disguise_setup.open = true,
            DisguiseAction::CloseSetup => self.shell.dialogs.disguise_setup.open = false,
            DisguiseAction::Play(mv) => self.disguise_persons_move(mv),
            DisguiseAction::PlayPicks => {
                let Some(play) = self.disguise() else { return };
                let Some(mv) = play.picked_move() else { return };
                self.disguise_persons_move(mv);
            }
            DisguiseAction::Pick { game, part, amount } => {
                let Some(play) = self.disguise_mut() else { return };
                play.said = None;
                if play.pick_game != game {
                    play.picks.clear();
                    play.pick_game = game;
                }
                // A second pick of the same part changes its amount, or unpicks it.
                match play.picks.iter().position(|&(p, _)| p == part) {
                    Some(i) if play.picks[i].1 == amount => {
                        play.picks.remove(i);
                    }
                    Some(i) => play.picks[i].1 = amount,
                    None => play.picks.push((part, amount)),
                }
            }
            DisguiseAction::ClearPicks => {
                if let Some(play) = self.disguise_mut() {
                    play.picks.clear();
                }
            }
            DisguiseAction::SetTake(take) => {
                if let Some(play) = self.disguise_mut() {
                    play.take = take;
                }
            }
            DisguiseAction::SetSplit(split) => {
                if let Some(play) = self.disguise_mut() {
                    play.split = split;
                }
            }
            DisguiseAction::Colon(step) => {
                if let Some(play) = self.disguise_mut() {
                    // Only a drawing has the colon principle; a step past the last is the last.
                    play.colon = match play.position() {
                        DisguisedGame::Hackenbush(forest) => step.map(|s| s.min(forest.colon_steps().len())),
                        _ => None,
                    };
                }
            }
            DisguiseAction::SetAdd(add) => {
                if let Some(play) = self.disguise_mut() {
                    play.add = add.max(1);
                }
            }
            DisguiseAction::SetComputer(side) => {
                if let Some(play) = self.disguise_mut() {
                    play.computer = side;
                }
                self.disguise_computer_replies();
            }
        }
    }

    /// "P or N?" on the game in disguise: start (setting the game aside), answer, next, stop.
    fn apply_disguise_quiz(&mut self, action: &DisguiseAction) {
        match action {
            DisguiseAction::StartQuiz(seed) => {
                let Some(play) = self.disguise_mut() else { return };
                let set_aside = match play.quiz.take() {
                    Some(state) => state.set_aside,
                    None => play.clone(),
                };
                let quiz = crate::core::DisguiseQuiz::start(set_aside.position().kind(), *seed);
                let mut question = DisguisePlay::new(quiz.question().position.clone(), None);
                question.quiz = Some(Box::new(super::QuizState { quiz, set_aside }));
                *play = question;
            }
            DisguiseAction::AnswerQuiz(answer) => {
                if let Some(state) = self.disguise_mut().and_then(|play| play.quiz.as_mut()) {
                    state.quiz.answer(*answer);
                }
            }
            DisguiseAction::NextQuestion => {
                let Some(play) = self.disguise_mut() else { return };
                let Some(mut state) = play.quiz.take() else { return };
                state.quiz.next();
                let mut question = DisguisePlay::new(state.quiz.question().position.clone(), None);
                question.quiz = Some(state);
                *play = question;
            }
            DisguiseAction::StopQuiz => {
                let Some(play) = self.disguise_mut() else { return };
                if let Some(state) = play.quiz.take() {
                    *play = state.set_aside;
                }
            }
            _ => {}
        }
    }

    /// The person's move; the computer answers when it is its turn.
    fn disguise_persons_move(&mut self, mv: DisguisedMove) {
        let Some(play) = self.disguise_mut() else { return };
        // The board shows a question while "P or N?" goes on: it stays as asked.
        if play.computer_to_move() || play.quiz.is_some() {
            return;
        }
        let (side, before) = (play.to_move(), play.position().clone());
        match play.play(mv.clone()) {
            Ok(()) => {
                // Said for the class to follow (the computer's reply, if it plays, says its own).
                play.said = Some(DisguiseSaid::Person { side, before, mv });
                self.disguise_computer_replies();
            }
            Err(e) => play.said = Some(DisguiseSaid::Illegal(e)),
        }
    }

    /// The computer's move, when it is to move.
    pub(in crate::ui) fn disguise_computer_replies(&mut self) {
        let Some(play) = self.disguise_mut() else { return };
        if !play.computer_to_move() {
            return;
        }
        self.disguise_computer_move();
    }

    /// The computer plays for the player to move (its turn, or the Computer move button).
    pub(in crate::ui) fn disguise_computer_move(&mut self) {
        let Some(play) = self.disguise_mut() else { return };
        let before = play.position().clone();
        let Some(mv) = play.computer_choice() else { return };
        if play.play(mv.clone()).is_ok() {
            play.said = Some(DisguiseSaid::Computer { before, mv });
        }
    }

    /// Saves the game in disguise to `path` (File ▸ Save while it is on the board). Returns whether
    /// one was there to save.
    pub(in crate::ui) fn save_disguise(&mut self, path: &std::path::Path) -> bool {
        let Some(play) = self.disguise() else { return false };
        let text = crate::save::disguise_to_ron(&play.to_saved(), &crate::i18n::msg::disguise_file_header());
        match crate::ui::platform::write_file(path, text.as_bytes()) {
            Ok(()) => {
                self.say(crate::ui::said::Said::Saved(path.to_path_buf()));
                self.remember(path);
                if let Some(play) = self.disguise_mut() {
                    play.path = Some(path.to_path_buf());
                }
            }
            Err(e) => {
                log::warn!("{e}");
                self.shell.status.error = Some(crate::ui::AppError::Save(std::sync::Arc::new(e)));
            }
        }
        true
    }

    /// Undo, Redo, a hint, a restart and the Computer move button, on the game in disguise. Returns
    /// whether one was there to take the action.
    pub(in crate::ui) fn disguise_takes(&mut self, action: &crate::ui::action::Action) -> bool {
        use crate::ui::action::Action;
        if self.disguise().is_none() {
            return false;
        }
        match action {
            Action::ComputerMove => self.disguise_computer_move(),
            Action::Undo | Action::Redo | Action::JumpTo(_) | Action::Hint => {
                let Some(play) = self.disguise_mut() else { return true };
                match action {
                    Action::Undo => {
                        play.undo();
                    }
                    Action::Redo => {
                        play.redo();
                    }
                    Action::JumpTo(n) => play.jump_to(*n),
                    _ => play.hints = play.hints.saturating_add(1).min(super::panel::HINT_RUNGS),
                }
                play.said = None;
                // Restart gives the computer its first move; a jump within the game (the review's
                // rows) only looks, and keeps every move recorded.
                if matches!(action, Action::JumpTo(0)) {
                    self.disguise_computer_replies();
                }
            }
            // A move of the classic board has no place here.
            Action::Play(_) | Action::PlayWithoutReply(_) => {}
            _ => return false,
        }
        true
    }
}
