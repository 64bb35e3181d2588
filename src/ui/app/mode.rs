//! What the board is used for: free play, a series of exercises, or a lesson. One enum, so states
//! that should not exist (a lesson and exercises at once, a game set aside with nothing using the
//! board) cannot; and one transition table, [`leave_for`], that says what every action does to the
//! mode before it runs.

use super::Session;
use crate::core::ExerciseSession;
use crate::ui::action::{Action, ExerciseAction, LessonAction};
use crate::ui::lessons::LessonState;
use crate::ui::preferences::PanelLayout;
use crate::ui::sums::SumAction;

/// What the board is used for.
#[derive(Clone, Debug, Default)]
pub enum Mode {
    /// The person's own game.
    #[default]
    Free,
    /// A series of exercises: each question is put on the board.
    Exercise {
        /// The series.
        session: Box<ExerciseSession>,
        /// The person's game, until the exercises end.
        set_aside: Box<Session>,
    },
    /// A lesson presented step by step: each step puts its game and panels on the board.
    Lesson {
        /// The lesson and the step shown.
        state: Box<LessonState>,
        /// The person's game, until the lesson ends.
        set_aside: Box<Session>,
        /// The panels before the lesson, which come back when it ends (every other preference
        /// chosen meanwhile stays).
        panels: PanelLayout,
    },
}

impl Mode {
    /// The game set aside, if exercises or a lesson use the board.
    #[must_use]
    pub fn set_aside(&self) -> Option<&Session> {
        match self {
            Self::Free => None,
            Self::Exercise { set_aside, .. } | Self::Lesson { set_aside, .. } => Some(set_aside),
        }
    }

    /// The game set aside, to change (a language switch words an example's title again).
    pub fn set_aside_mut(&mut self) -> Option<&mut Session> {
        match self {
            Self::Free => None,
            Self::Exercise { set_aside, .. } | Self::Lesson { set_aside, .. } => Some(set_aside),
        }
    }
}

/// What an action does to the mode before it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// The mode stays.
    Stay,
    /// The exercises end; with `restore`, the person's game comes back (else the action's game
    /// replaces it).
    EndExercise {
        /// Whether the set-aside game comes back.
        restore: bool,
    },
    /// The lesson ends and its panels go; with `restore`, the person's game comes back.
    EndLesson {
        /// Whether the set-aside game comes back.
        restore: bool,
    },
}

/// The transition table: what `action` does to the mode `mode` before it runs.
///
/// | action | free play | exercises | lesson |
/// |---|---|---|---|
/// | New game (a sum of games too), open a game, load a position, a step of the lesson on sums | — | end, the new game stays | end, the new game stays |
/// | Start exercises | — | — (a new series; the same game waits) | end, your game comes back first |
/// | Stop exercises | — | end, your game comes back | — |
/// | Present a lesson (open one, or a new one) | — | end, your game comes back first | — (the new lesson; the same game and panels wait) |
/// | End lesson | — | — | end, your game and panels come back |
/// | anything else (moves, steps, panels, exports…) | — | — | — |
#[must_use]
pub fn leave_for(mode: &Mode, action: &Action) -> Leave {
    use Leave::{EndExercise, EndLesson, Stay};
    // (in free play, during exercises, during a lesson), for every kind of action: the match has no
    // catch-all, so a new action does not compile until it has its row.
    let row: [Leave; 3] = match action {
        // The built-in lesson on sums puts its own sum on the board at each step, as a new game.
        Action::NewGame(_) | Action::Load(..) | Action::Sum(SumAction::Lesson(_)) => {
            [Stay, EndExercise { restore: false }, EndLesson { restore: false }]
        }
        // Both end a lesson, the person's game back first.
        Action::Exercise(ExerciseAction::Start(_)) | Action::Lesson(LessonAction::End) => {
            [Stay, Stay, EndLesson { restore: true }]
        }
        // Both end exercises, the person's game back first.
        Action::Exercise(ExerciseAction::Stop) | Action::Lesson(LessonAction::Present(..)) => {
            [Stay, EndExercise { restore: true }, Stay]
        }
        Action::Exercise(ExerciseAction::Answer(_) | ExerciseAction::Next)
        | Action::Lesson(
            LessonAction::Go(_)
            | LessonAction::Next
            | LessonAction::Back
            | LessonAction::NextMove
            | LessonAction::New
            | LessonAction::Rename(_)
            | LessonAction::AddStep { .. }
            | LessonAction::MoveStep { .. }
            | LessonAction::DeleteStep(_)
            | LessonAction::SaveTo(_),
        )
        | Action::Sum(
            SumAction::ShowSetup
            | SumAction::CloseSetup
            | SumAction::Play(_)
            | SumAction::SetTake(_)
            | SumAction::Focus(_)
            | SumAction::StartQuiz(_)
            | SumAction::SetQuizSeed(_)
            | SumAction::AnswerQuiz(_)
            | SumAction::NextQuestion
            | SumAction::EndQuiz
            | SumAction::EndLesson,
        )
        | Action::Play(_)
        | Action::PlayWithoutReply(_)
        | Action::Proof(_)
        | Action::Explore(_)
        | Action::ExportHandout(..)
        | Action::ExportPicture(_)
        | Action::ExportSvg(_)
        | Action::ComputerMove
        | Action::Undo
        | Action::Redo
        | Action::JumpTo(_)
        | Action::ShowNewGame
        | Action::Open(_)
        | Action::OpenBytes { .. }
        | Action::OpenLink(_)
        | Action::CopyLink
        | Action::Opened(..)
        | Action::CancelOpen
        | Action::ShowFileDialog(_)
        | Action::ShowFileChooser(_)
        | Action::CloseFileChooser
        | Action::SaveTo(_)
        | Action::Reveal(_)
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
        | Action::DismissError
        | Action::RefreshSaves
        | Action::ToggleFullScreen
        | Action::CheckFinished(_) => [Stay; 3],
    };
    let column = match mode {
        Mode::Free => 0,
        Mode::Exercise { .. } => 1,
        Mode::Lesson { .. } => 2,
    };
    row[column]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Difficulty, ExerciseKind, ExerciseSet, Game, Move, Position, Rules};
    use crate::save::Lesson;
    use crate::save::SavedGame;
    use crate::ui::action::{ExploreAction, PanelKind, ProofAction};
    use crate::ui::files::Purpose;
    use std::path::PathBuf;

    fn game() -> SavedGame {
        SavedGame::new("g", Game::of_heaps(Rules::default(), Position::new(vec![3, 4, 5]).unwrap()).unwrap())
    }

    fn set() -> ExerciseSet {
        ExerciseSet { kind: ExerciseKind::PorN, difficulty: Difficulty::EASY, rules: Rules::default(), seed: 1 }
    }

    fn modes() -> [Mode; 3] {
        let set_aside = Box::new(Session::new(game(), None, true));
        let lesson = Lesson { title: "l".into(), language: None, steps: vec![] };
        [
            Mode::Free,
            Mode::Exercise { session: Box::new(ExerciseSession::start(set()).unwrap()), set_aside: set_aside.clone() },
            Mode::Lesson {
                state: Box::new(LessonState { lesson, step: 0, path: None, changed: false }),
                set_aside,
                panels: PanelLayout::default(),
            },
        ]
    }

    /// Every cell of the table: each kind of action in each mode.
    #[test]
    #[allow(clippy::too_many_lines)] // Reason: one row per kind of action, as the table reads.
    fn the_transition_table_cell_by_cell() {
        use Leave::{EndExercise, EndLesson, Stay};
        let lesson = || Box::new(Lesson { title: "l".into(), language: None, steps: vec![] });
        let path = PathBuf::from("x.ron");
        // (action, in free play, during exercises, during a lesson)
        let table: Vec<(Action, [Leave; 3])> = vec![
            (Action::NewGame(Box::new(game())), [Stay, EndExercise { restore: false }, EndLesson { restore: false }]),
            (
                Action::Load(Box::new(game()), None),
                [Stay, EndExercise { restore: false }, EndLesson { restore: false }],
            ),
            (Action::Exercise(ExerciseAction::Start(set())), [Stay, Stay, EndLesson { restore: true }]),
            (Action::Exercise(ExerciseAction::Stop), [Stay, EndExercise { restore: true }, Stay]),
            (Action::Exercise(ExerciseAction::Next), [Stay, Stay, Stay]),
            (Action::Exercise(ExerciseAction::Answer(crate::core::Answer::Heaps(vec![]))), [Stay, Stay, Stay]),
            (Action::Lesson(LessonAction::Present(lesson(), None)), [Stay, EndExercise { restore: true }, Stay]),
            (Action::Lesson(LessonAction::End), [Stay, Stay, EndLesson { restore: true }]),
            (Action::Lesson(LessonAction::New), [Stay, Stay, Stay]),
            (Action::Lesson(LessonAction::Next), [Stay, Stay, Stay]),
            (Action::Lesson(LessonAction::Back), [Stay, Stay, Stay]),
            (Action::Lesson(LessonAction::Go(1)), [Stay, Stay, Stay]),
            (Action::Lesson(LessonAction::NextMove), [Stay, Stay, Stay]),
            (Action::Lesson(LessonAction::Rename("r".into())), [Stay, Stay, Stay]),
            (
                Action::Lesson(LessonAction::AddStep { title: "t".into(), text: String::new(), hide_answers: false }),
                [Stay, Stay, Stay],
            ),
            (Action::Lesson(LessonAction::MoveStep { from: 0, to: 1 }), [Stay, Stay, Stay]),
            (Action::Lesson(LessonAction::DeleteStep(0)), [Stay, Stay, Stay]),
            (Action::Lesson(LessonAction::SaveTo(path.clone())), [Stay, Stay, Stay]),
            (Action::Play(Move::new(0, 1)), [Stay, Stay, Stay]),
            (Action::PlayWithoutReply(Move::new(0, 1)), [Stay, Stay, Stay]),
            (Action::Proof(ProofAction::Next), [Stay, Stay, Stay]),
            (Action::Explore(ExploreAction::StartCheck), [Stay, Stay, Stay]),
            (Action::Explore(ExploreAction::LoadPosition(vec![1, 2])), [Stay, Stay, Stay]),
            (Action::ExportHandout(path.clone(), crate::export::Edition::Student), [Stay, Stay, Stay]),
            (Action::ExportPicture(path.clone()), [Stay, Stay, Stay]),
            (Action::ExportSvg(path.clone()), [Stay, Stay, Stay]),
            (Action::ComputerMove, [Stay, Stay, Stay]),
            (Action::Undo, [Stay, Stay, Stay]),
            (Action::Redo, [Stay, Stay, Stay]),
            (Action::JumpTo(0), [Stay, Stay, Stay]),
            (Action::ShowNewGame, [Stay, Stay, Stay]),
            (Action::Open(path.clone()), [Stay, Stay, Stay]),
            (Action::OpenLink("heaps=1".into()), [Stay, Stay, Stay]),
            (Action::CopyLink, [Stay, Stay, Stay]),
            (Action::OpenBytes { name: "a.ron".into(), bytes: std::sync::Arc::from(&b""[..]) }, [Stay, Stay, Stay]),
            (Action::Opened(path.clone(), Box::new(Err(crate::ui::AppError::NoBoard))), [Stay, Stay, Stay]),
            (Action::CancelOpen, [Stay, Stay, Stay]),
            (Action::ShowFileDialog(Purpose::Open), [Stay, Stay, Stay]),
            (Action::ShowFileChooser(Purpose::Open), [Stay, Stay, Stay]),
            (Action::CloseFileChooser, [Stay, Stay, Stay]),
            (Action::SaveTo(path), [Stay, Stay, Stay]),
            (Action::Reveal(true), [Stay, Stay, Stay]),
            (Action::Hint, [Stay, Stay, Stay]),
            (Action::SetHideAnswers(true), [Stay, Stay, Stay]),
            (Action::TogglePanel(PanelKind::Proof), [Stay, Stay, Stay]),
            (Action::ShowTab(crate::ui::action::SideTab::Moves), [Stay, Stay, Stay]),
            (Action::SetHints(true), [Stay, Stay, Stay]),
            (Action::Zoom(true), [Stay, Stay, Stay]),
            (Action::ZoomReset, [Stay, Stay, Stay]),
            (Action::SetProjector(true), [Stay, Stay, Stay]),
            (Action::SetDark(true), [Stay, Stay, Stay]),
            (Action::DismissError, [Stay, Stay, Stay]),
            (Action::RefreshSaves, [Stay, Stay, Stay]),
            (Action::ToggleFullScreen, [Stay, Stay, Stay]),
            (Action::SetLanguage(Some(crate::i18n::Lang::Fr)), [Stay, Stay, Stay]),
            (Action::SetMoveValues(true), [Stay, Stay, Stay]),
            (Action::SetTouchTargets(crate::ui::TouchTargets::Large), [Stay, Stay, Stay]),
            (Action::CancelCount, [Stay, Stay, Stay]),
            (
                Action::CheckFinished(Box::new(crate::ui::CheckResult {
                    request: crate::ui::CheckRequest {
                        shape: crate::core::CheckBox { heaps: 2, max: 3 },
                        rules: Rules::default(),
                        conjecture: crate::core::Conjecture::TheRule,
                    },
                    report: Err(crate::core::CheckError::Cancelled),
                    elapsed: std::time::Duration::ZERO,
                })),
                [Stay, Stay, Stay],
            ),
            (
                Action::NewGame(Box::new(SavedGame::new(
                    "",
                    crate::core::Game::new(crate::core::Ending::Normal, "kayles:3 nim:2".parse().unwrap()).unwrap(),
                ))),
                [Stay, EndExercise { restore: false }, EndLesson { restore: false }],
            ),
            (Action::Sum(crate::ui::sums::SumAction::ShowSetup), [Stay, Stay, Stay]),
            (
                Action::Sum(crate::ui::sums::SumAction::Lesson(0)),
                [Stay, EndExercise { restore: false }, EndLesson { restore: false }],
            ),
        ];
        // Every other sum action works inside the sum on the board and leaves every mode as it is.
        let inside = [
            crate::ui::sums::SumAction::CloseSetup,
            crate::ui::sums::SumAction::Play(crate::core::SumMove::take(0, 3, 1)),
            crate::ui::sums::SumAction::SetTake(2),
            crate::ui::sums::SumAction::Focus(0),
            crate::ui::sums::SumAction::StartQuiz(crate::core::SumQuizKind::FindWinningMove),
            crate::ui::sums::SumAction::SetQuizSeed(7),
            crate::ui::sums::SumAction::AnswerQuiz(crate::core::Outcome::NextWins),
            crate::ui::sums::SumAction::NextQuestion,
            crate::ui::sums::SumAction::EndQuiz,
            crate::ui::sums::SumAction::EndLesson,
        ];
        let table: Vec<(Action, [Leave; 3])> =
            table.into_iter().chain(inside.into_iter().map(|sum| (Action::Sum(sum), [Stay, Stay, Stay]))).collect();
        let modes = modes();
        for (action, expected) in &table {
            for (mode, want) in modes.iter().zip(expected) {
                assert_eq!(leave_for(mode, action), *want, "{action:?} in {mode:?}");
            }
        }
    }
}
