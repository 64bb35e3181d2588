//! What the board shows of the class (the student's exercises, a game in disguise) and what a
//! class page does with the student's actions: moves and answers go to the server, what only
//! changes this board stays here, and the rest is the teacher's.

use super::{ClassSeat, Stage};
use crate::class::FromStudent;
use crate::core::{Answer, ExerciseKind, ExerciseSession};
use crate::save::{FileAnswer, FileDisguisedMove, FileMove};
use crate::ui::BoutonApp;
use crate::ui::action::{Action, ExerciseAction, PanelKind};
use crate::ui::disguise::DisguiseAction;
use crate::ui::sums::SumAction;

impl BoutonApp {
    /// The exercises panel goes once the class plays again: the board has its room back.
    pub(super) fn close_exercises_panel(&mut self) {
        if self.prefs.left == Some(crate::ui::action::LeftPanel::Exercises) {
            self.prefs.left = None;
        }
    }

    /// Puts the student's place in the class's exercise set on the board and in the exercises
    /// panel: the question, and, once answered, the feedback if the teacher shows the answers (a
    /// winning move found stays on the board).
    pub(super) fn show_class_exercise(&mut self, session: ExerciseSession, answers: bool) {
        let winning_move = match (session.answer_given(), session.feedback()) {
            (Some(Answer::Move(mv)), Some(feedback))
                if answers && feedback.correct && session.set().kind == ExerciseKind::FindWinningMove =>
            {
                Some(*mv)
            }
            _ => None,
        };
        let answered = session.feedback().is_some();
        let set_aside = match std::mem::take(&mut self.mode) {
            crate::ui::app::Mode::Exercise { set_aside, .. } => set_aside,
            _ => Box::new(self.set_aside()),
        };
        self.mode = crate::ui::app::Mode::Exercise { session: Box::new(session), set_aside };
        self.show_question();
        self.session.revealed = answers && answered;
        if let Some(mv) = winning_move
            && let Some(saved) = self.saved_mut()
            && let Err(e) = saved.game.play_take(mv)
        {
            log::warn!("class: the winning move found was refused by the board: {e}");
        }
        if self.prefs.left != Some(crate::ui::action::LeftPanel::Exercises) {
            self.toggle_left(crate::ui::action::LeftPanel::Exercises);
        }
    }

    /// Puts the student's game in disguise on its board as the server holds it: the student's own
    /// choices on the board (Lasker's split, Poker's chips, a sum's take) stay; the other side is
    /// played elsewhere (the computer on the teacher's Bouton, or the partner), and the computer's
    /// last move is said.
    pub(super) fn show_class_disguise(&mut self, saved: &crate::save::SavedDisguise, partner: Option<String>) {
        use crate::ui::disguise::{DisguisePlay, DisguiseSaid, Elsewhere};
        let mut play = DisguisePlay::from_saved(saved, None);
        if let crate::ui::app::Mode::Disguise { play: before } = &self.mode {
            (play.take, play.split, play.add) = (before.take, before.split, before.add);
        }
        let computer_moved_last = partner.is_none() && saved.computer == Some(play.to_move().other());
        if let (true, Some(mv)) = (computer_moved_last, saved.moves.last()) {
            let before = play.recorded().0.get(saved.moves.len() - 1).cloned();
            play.said = before.map(|before| DisguiseSaid::Computer { before, mv: mv.clone() });
        }
        play.class = Some(partner.map_or(Elsewhere::Computer, Elsewhere::Partner));
        self.mode = crate::ui::app::Mode::Disguise { play: Box::new(play) };
    }

    /// Whether the class takes `action` from the page: a move goes to the server (which answers
    /// with the game), a hint is counted there too, and what would change the game or leave it
    /// (undo, a new game, a file, a lesson, showing the answers) is not the student's to do in a
    /// class. The view's own settings stay the student's.
    pub(in crate::ui) fn seat_takes(&mut self, action: &Action) -> bool {
        // On exercises, the answers go to the server, which judges them; a move on the board is an
        // answer when the question asks for one.
        let answering_with_a_move = self.awaits_winning_move();
        let exercising = self.exercise().is_some();
        let disguise_move = self.disguise().and_then(|play| match action {
            Action::Disguise(DisguiseAction::Play(mv)) => Some(FileDisguisedMove::of(mv, play.position())),
            Action::Disguise(DisguiseAction::PlayPicks) => {
                play.picked_move().map(|mv| FileDisguisedMove::of(&mv, play.position()))
            }
            _ => None,
        });
        let answers_shown = self.session.revealed;
        let ClassSeat::InClass(class) = &mut self.seat else { return false };
        // A game in disguise: its moves go to the server; what only changes this board (picks, the
        // choices of a click) stays here; the rest is the teacher's.
        match action {
            Action::Disguise(DisguiseAction::Play(_) | DisguiseAction::PlayPicks) => {
                if let (Some(mv), Stage::Seated { .. }) = (disguise_move, &class.stage) {
                    class.send(&FromStudent::PlayDisguised { mv });
                }
                return true;
            }
            Action::Disguise(
                DisguiseAction::Pick { .. }
                | DisguiseAction::ClearPicks
                | DisguiseAction::SetSplit(_)
                | DisguiseAction::SetAdd(_)
                | DisguiseAction::SetTake(_),
            ) => return false,
            // The colon principle's walk shows values: with the answers only.
            Action::Disguise(DisguiseAction::Colon(_)) => return !answers_shown,
            _ => {}
        }
        if exercising {
            let answer = match action {
                Action::Exercise(ExerciseAction::Answer(answer)) => Some(answer.clone()),
                Action::Play(mv) if answering_with_a_move => Some(Answer::Move(*mv)),
                Action::Exercise(ExerciseAction::Next) => {
                    class.send(&FromStudent::NextQuestion);
                    return true;
                }
                _ => None,
            };
            if let Some(answer) = answer {
                class.send(&FromStudent::Answer { answer: FileAnswer::of(&answer) });
                return true;
            }
        }
        let move_to_send = match action {
            Action::Seat(_)
            | Action::Zoom(_)
            | Action::ZoomReset
            | Action::SetDark(_)
            | Action::SetLanguage(_)
            | Action::SetTouchTargets(_)
            | Action::SetHints(_)
            | Action::DismissError
            | Action::ToggleFullScreen
            | Action::ShowTab(_)
            | Action::TogglePanel(PanelKind::Table | PanelKind::History)
            | Action::Sum(SumAction::SetTake(_) | SumAction::Focus(_)) => return false,
            Action::Hint => {
                class.send(&FromStudent::Hint);
                return false;
            }
            Action::Play(mv) => FileMove { heap: mv.heap as u64 + 1, take: mv.take, split: None },
            Action::Sum(SumAction::Play(mv)) => FileMove::of(mv),
            _ => return true,
        };
        if matches!(class.stage, Stage::Seated { .. }) {
            class.send(&FromStudent::Play { mv: move_to_send });
        }
        true
    }
}
