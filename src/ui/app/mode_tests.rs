//! The transition table, cell by cell.

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

fn modes() -> [Mode; 6] {
    let set_aside = Box::new(Session::new(game(), None, true));
    let lesson = Lesson { title: "l".into(), language: None, steps: vec![] };
    let quiz = SumQuiz::start(crate::core::SumQuizKind::PorN, crate::core::Ending::Normal, 1).unwrap();
    [
        Mode::Free,
        Mode::Exercise { session: Box::new(ExerciseSession::start(set()).unwrap()), set_aside: set_aside.clone() },
        Mode::Lesson {
            state: Box::new(LessonState { lesson, step: 0, path: None, changed: false }),
            set_aside: set_aside.clone(),
            panels: PanelLayout::default(),
        },
        Mode::SumQuiz { quiz: Box::new(quiz), set_aside: set_aside.clone() },
        Mode::SumLesson { step: 0, set_aside },
        Mode::Disguise { play: Box::new(crate::ui::disguise::DisguisePlay::new("wythoff:3,5".parse().unwrap(), None)) },
    ]
}

/// Every cell of the table: each kind of action in each mode.
#[test]
#[allow(clippy::too_many_lines)] // Reason: one row per kind of action, as the table reads.
fn the_transition_table_cell_by_cell() {
    const NEW: Leave = Leave::End { restore: false };
    const BACK: Leave = Leave::End { restore: true };
    const STAY: Leave = Leave::Stay;
    let lesson = || Box::new(Lesson { title: "l".into(), language: None, steps: vec![] });
    let path = PathBuf::from("x.ron");
    // (action, in free play, during exercises, a lesson, a quiz on sums, the lesson on sums)
    let table: Vec<(Action, [Leave; 6])> = vec![
        (Action::NewGame(Box::new(game())), [STAY, NEW, NEW, NEW, NEW, NEW]),
        (Action::Load(Box::new(game()), None), [STAY, NEW, NEW, NEW, NEW, NEW]),
        (Action::Exercise(ExerciseAction::Start(set())), [STAY, STAY, BACK, BACK, BACK, BACK]),
        (Action::Exercise(ExerciseAction::Stop), [STAY, BACK, STAY, STAY, STAY, STAY]),
        (Action::Exercise(ExerciseAction::Next), [STAY; 6]),
        (Action::Exercise(ExerciseAction::Answer(crate::core::Answer::Heaps(vec![]))), [STAY; 6]),
        (Action::Lesson(LessonAction::Present(lesson(), None)), [STAY, BACK, STAY, BACK, BACK, BACK]),
        (Action::Lesson(LessonAction::End), [STAY, STAY, BACK, STAY, STAY, STAY]),
        (Action::Lesson(LessonAction::New), [STAY; 6]),
        (Action::Lesson(LessonAction::Next), [STAY; 6]),
        (Action::Lesson(LessonAction::Back), [STAY; 6]),
        (Action::Lesson(LessonAction::Go(1)), [STAY; 6]),
        (Action::Lesson(LessonAction::NextMove), [STAY; 6]),
        (Action::Lesson(LessonAction::Rename("r".into())), [STAY; 6]),
        (
            Action::Lesson(LessonAction::AddStep { title: "t".into(), text: String::new(), hide_answers: false }),
            [STAY; 6],
        ),
        (Action::Lesson(LessonAction::MoveStep { from: 0, to: 1 }), [STAY; 6]),
        (Action::Lesson(LessonAction::DeleteStep(0)), [STAY; 6]),
        (Action::Lesson(LessonAction::SaveTo(path.clone())), [STAY; 6]),
        (Action::Play(Move::new(0, 1)), [STAY; 6]),
        (Action::PlayWithoutReply(Move::new(0, 1)), [STAY; 6]),
        (Action::Proof(ProofAction::Next), [STAY; 6]),
        (Action::Explore(ExploreAction::StartCheck), [STAY; 6]),
        (Action::Explore(ExploreAction::LoadPosition(vec![1, 2])), [STAY; 6]),
        (Action::ExportHandout(path.clone(), crate::export::Edition::Student), [STAY; 6]),
        (Action::ExportPicture(path.clone()), [STAY; 6]),
        (Action::ExportSvg(path.clone()), [STAY; 6]),
        (Action::ComputerMove, [STAY; 6]),
        (Action::Undo, [STAY; 6]),
        (Action::Redo, [STAY; 6]),
        (Action::JumpTo(0), [STAY; 6]),
        (Action::ShowNewGame, [STAY; 6]),
        (Action::Open(path.clone()), [STAY; 6]),
        (Action::OpenLink("heaps=1".into()), [STAY; 6]),
        (Action::CopyLink, [STAY; 6]),
        (Action::OpenBytes { name: "a.ron".into(), bytes: std::sync::Arc::from(&b""[..]) }, [STAY; 6]),
        (Action::Opened(path.clone(), Box::new(Err(crate::ui::AppError::NoBoard))), [STAY; 6]),
        (Action::CancelOpen, [STAY; 6]),
        (Action::ShowFileDialog(Purpose::Open), [STAY; 6]),
        (Action::ShowFileChooser(Purpose::Open), [STAY; 6]),
        (Action::CloseFileChooser, [STAY; 6]),
        (Action::SaveTo(path), [STAY; 6]),
        (Action::Reveal(true), [STAY; 6]),
        (Action::Hint, [STAY; 6]),
        (Action::SetHideAnswers(true), [STAY; 6]),
        (Action::TogglePanel(PanelKind::Proof), [STAY; 6]),
        (Action::ShowTab(crate::ui::action::SideTab::Moves), [STAY; 6]),
        (Action::SetHints(true), [STAY; 6]),
        (Action::Zoom(true), [STAY; 6]),
        (Action::ZoomReset, [STAY; 6]),
        (Action::SetProjector(true), [STAY; 6]),
        (Action::SetDark(true), [STAY; 6]),
        (Action::DismissError, [STAY; 6]),
        (Action::AnswerAutosaveNote(false), [STAY; 6]),
        (Action::RefreshSaves, [STAY; 6]),
        (Action::ToggleFullScreen, [STAY; 6]),
        (Action::SetLanguage(Some(crate::i18n::Lang::Fr)), [STAY; 6]),
        (Action::SetMoveValues(true), [STAY; 6]),
        (Action::SetTouchTargets(crate::ui::TouchTargets::Large), [STAY; 6]),
        (Action::CancelCount, [STAY; 6]),
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
            [STAY; 6],
        ),
        (
            Action::NewGame(Box::new(SavedGame::new(
                "",
                crate::core::Game::new(crate::core::Ending::Normal, "kayles:3 nim:2".parse().unwrap()).unwrap(),
            ))),
            [STAY, NEW, NEW, NEW, NEW, NEW],
        ),
        (Action::Sum(crate::ui::sums::SumAction::ShowSetup), [STAY; 6]),
        (
            Action::Sum(crate::ui::sums::SumAction::StartQuiz(crate::core::SumQuizKind::FindWinningMove)),
            [STAY, BACK, BACK, STAY, BACK, BACK],
        ),
        (Action::Sum(crate::ui::sums::SumAction::EndQuiz), [STAY, STAY, STAY, BACK, STAY, STAY]),
        (Action::Sum(crate::ui::sums::SumAction::Lesson(0)), [STAY, BACK, BACK, BACK, STAY, BACK]),
        (Action::Sum(crate::ui::sums::SumAction::EndLesson), [STAY, STAY, STAY, STAY, BACK, STAY]),
        (
            Action::Disguise(DisguiseAction::Start("lasker:3".parse().unwrap(), None)),
            [STAY, BACK, BACK, BACK, BACK, STAY],
        ),
        (Action::Disguise(DisguiseAction::End), [STAY, STAY, STAY, STAY, STAY, BACK]),
        (Action::Disguise(DisguiseAction::Lesson { lesson: 0, step: 1 }), [STAY, BACK, BACK, BACK, BACK, STAY]),
        (Action::Disguise(DisguiseAction::PlayPicks), [STAY; 6]),
        (Action::Disguise(DisguiseAction::Pick { game: None, part: 1, amount: 1 }), [STAY; 6]),
    ];
    // Every other sum action works inside the sum on the board and leaves every mode as it is.
    let inside = [
        crate::ui::sums::SumAction::CloseSetup,
        crate::ui::sums::SumAction::Play(crate::core::SumMove::take(0, 3, 1)),
        crate::ui::sums::SumAction::SetTake(2),
        crate::ui::sums::SumAction::Focus(0),
        crate::ui::sums::SumAction::SetQuizSeed(7),
        crate::ui::sums::SumAction::AnswerQuiz(crate::core::Outcome::NextWins),
        crate::ui::sums::SumAction::NextQuestion,
    ];
    let table: Vec<(Action, [Leave; 6])> =
        table.into_iter().chain(inside.into_iter().map(|sum| (Action::Sum(sum), [STAY; 6]))).collect();
    let modes = modes();
    for (action, expected) in &table {
        for (mode, want) in modes.iter().zip(expected) {
            assert_eq!(leave_for(mode, action), *want, "{action:?} in {mode:?}");
        }
    }
}
