//! What the board is used for: free play, a series of exercises, a lesson, a quiz on sums of games
//! or the built-in lesson on sums. One enum, so states that should not exist (a lesson and exercises
//! at once, a game set aside with nothing using the board) cannot; and one transition table,
//! [`leave_for`], that says what every action does to the mode before it runs.

use super::Session;
use crate::core::{ExerciseSession, SumQuiz};
use crate::ui::action::{Action, ExerciseAction, LessonAction};
use crate::ui::disguise::DisguiseAction;
use crate::ui::lessons::LessonState;
use crate::ui::preferences::PanelLayout;
use crate::ui::sums::SumAction;

/// What the board is used for. Every use but free play puts its own games on the board and keeps the
/// person's game set aside until it ends; the game then comes back exactly as it was.
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
    /// A quiz on sums of games: each question's sum is put on a sum's board, and the answers are
    /// the person's.
    SumQuiz {
        /// The quiz.
        quiz: Box<SumQuiz>,
        /// The person's game, until the quiz ends.
        set_aside: Box<Session>,
    },
    /// The built-in lesson "Every impartial game is a Nim heap": each step puts its sum on a sum's
    /// board.
    SumLesson {
        /// The step shown (from 0).
        step: usize,
        /// The person's game, until the lesson ends.
        set_aside: Box<Session>,
    },
    /// A game in disguise (Staircase Nim, Poker Nim, turning coins, Moore's Nim, Lasker's Nim,
    /// Green Hackenbush, Wythoff) on its own board, with the disguise lifted beside it. The person's
    /// game stays in the session, untouched, and is on the board again when this ends.
    Disguise {
        /// The game in disguise being played.
        play: Box<crate::ui::disguise::DisguisePlay>,
    },
}

impl Mode {
    /// The game set aside, if the board is used for anything but free play.
    #[must_use]
    pub fn set_aside(&self) -> Option<&Session> {
        match self {
            Self::Free | Self::Disguise { .. } => None,
            Self::Exercise { set_aside, .. }
            | Self::Lesson { set_aside, .. }
            | Self::SumQuiz { set_aside, .. }
            | Self::SumLesson { set_aside, .. } => Some(set_aside),
        }
    }

    /// The game set aside, to change (a language switch words an example's title again).
    pub fn set_aside_mut(&mut self) -> Option<&mut Session> {
        match self {
            Self::Free | Self::Disguise { .. } => None,
            Self::Exercise { set_aside, .. }
            | Self::Lesson { set_aside, .. }
            | Self::SumQuiz { set_aside, .. }
            | Self::SumLesson { set_aside, .. } => Some(set_aside),
        }
    }

    /// Whether the board is a sum's board whatever the game: a quiz or the lesson on sums.
    #[must_use]
    pub fn uses_sum_board(&self) -> bool {
        matches!(self, Self::SumQuiz { .. } | Self::SumLesson { .. })
    }

    /// The quiz on sums under way, if any.
    #[must_use]
    pub fn sum_quiz(&self) -> Option<&SumQuiz> {
        match self {
            Self::SumQuiz { quiz, .. } => Some(quiz),
            _ => None,
        }
    }

    /// The step of the lesson on sums on the board, if that lesson is under way.
    #[must_use]
    pub fn sum_lesson_step(&self) -> Option<usize> {
        match self {
            Self::SumLesson { step, .. } => Some(*step),
            _ => None,
        }
    }

    /// Whether the answers on the board are the person's to find (exercises, a quiz): no hint then.
    #[must_use]
    pub fn asks_questions(&self) -> bool {
        matches!(self, Self::Exercise { .. } | Self::SumQuiz { .. })
    }
}

/// What an action does to the mode before it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// The mode stays.
    Stay,
    /// The mode ends (a lesson's panels go back as they were); with `restore`, the person's game
    /// comes back (else the action's game replaces it).
    End {
        /// Whether the set-aside game comes back.
        restore: bool,
    },
}

/// The transition table: what `action` does to the mode `mode` before it runs ("back": it ends and
/// your game comes back first; "new": it ends and the action's game stays).
///
/// | action | free play | exercises | lesson | quiz on sums | lesson on sums |
/// |---|---|---|---|---|---|
/// | New game (a sum of games too), open a game, load a position | — | new | new | new | new |
/// | Start exercises | — | — (a new series; the same game waits) | back | back | back |
/// | Stop exercises | — | back | — | — | — |
/// | Present a lesson (open one, or a new one) | — | back | — (the new lesson; the same game and panels wait) | back | back |
/// | End lesson | — | — | back (its panels too) | — | — |
/// | Start a quiz on sums | — | back | back | — (a new quiz; the same game waits) | back |
/// | End the quiz | — | — | — | back | — |
/// | A step of the lesson on sums | — | back | back | back | — |
/// | End the lesson on sums | — | — | — | — | back |
/// | anything else (moves, steps, panels, exports…) | — | — | — | — | — |
///
/// A game in disguise (last column) sets nothing aside: its board is drawn over the person's game,
/// which any other use of the board (new game, exercises, lessons, quizzes) ends it for — "back"
/// there means only that it ends. Starting one ends any other use of the board; its End ends it.
#[must_use]
pub fn leave_for(mode: &Mode, action: &Action) -> Leave {
    const NEW: Leave = Leave::End { restore: false };
    const BACK: Leave = Leave::End { restore: true };
    const STAY: Leave = Leave::Stay;
    // (in free play, during exercises, a lesson, a quiz on sums, the lesson on sums), for every kind
    // of action: the match has no catch-all, so a new action does not compile until it has its row.
    let row: [Leave; 6] = match action {
        Action::NewGame(_) | Action::Load(..) => [STAY, NEW, NEW, NEW, NEW, NEW],
        Action::Exercise(ExerciseAction::Start(_)) => [STAY, STAY, BACK, BACK, BACK, BACK],
        Action::Exercise(ExerciseAction::Stop) => [STAY, BACK, STAY, STAY, STAY, STAY],
        Action::Lesson(LessonAction::Present(..)) => [STAY, BACK, STAY, BACK, BACK, BACK],
        Action::Lesson(LessonAction::End) => [STAY, STAY, BACK, STAY, STAY, STAY],
        Action::Sum(SumAction::StartQuiz(_)) => [STAY, BACK, BACK, STAY, BACK, BACK],
        Action::Sum(SumAction::EndQuiz) => [STAY, STAY, STAY, BACK, STAY, STAY],
        Action::Sum(SumAction::Lesson(_)) => [STAY, BACK, BACK, BACK, STAY, BACK],
        Action::Sum(SumAction::EndLesson) => [STAY, STAY, STAY, STAY, BACK, STAY],
        Action::Disguise(change) => disguise_row(change),
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
            | SumAction::SetQuizSeed(_)
            | SumAction::AnswerQuiz(_)
            | SumAction::NextQuestion,
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
        | Action::AnswerAutosaveNote(_)
        | Action::RefreshSaves
        | Action::ToggleFullScreen
        | Action::CheckFinished(_) => [STAY; 6],
    };
    let column = match mode {
        Mode::Free => 0,
        Mode::Exercise { .. } => 1,
        Mode::Lesson { .. } => 2,
        Mode::SumQuiz { .. } => 3,
        Mode::SumLesson { .. } => 4,
        Mode::Disguise { .. } => 5,
    };
    row[column]
}

/// The transition table's rows for a game in disguise's actions: starting one (a game, a file, a
/// lesson step) ends any other use of the board, End ends it, the rest play inside it.
fn disguise_row(change: &DisguiseAction) -> [Leave; 6] {
    const BACK: Leave = Leave::End { restore: true };
    const STAY: Leave = Leave::Stay;
    match change {
        DisguiseAction::Start(..) | DisguiseAction::Open(..) | DisguiseAction::Lesson { .. } => {
            [STAY, BACK, BACK, BACK, BACK, STAY]
        }
        DisguiseAction::End => [STAY, STAY, STAY, STAY, STAY, BACK],
        DisguiseAction::Play(_)
        | DisguiseAction::Pick { .. }
        | DisguiseAction::PlayPicks
        | DisguiseAction::ClearPicks
        | DisguiseAction::SetSplit(_)
        | DisguiseAction::SetAdd(_)
        | DisguiseAction::SetComputer(_)
        | DisguiseAction::StartQuiz(_)
        | DisguiseAction::AnswerQuiz(_)
        | DisguiseAction::NextQuestion
        | DisguiseAction::StopQuiz => [STAY; 6],
    }
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
            Mode::Disguise {
                play: Box::new(crate::ui::disguise::DisguisePlay::new("wythoff:3,5".parse().unwrap(), None)),
            },
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
            (Action::Disguise(DisguiseAction::Pick { part: 1, amount: 1 }), [STAY; 6]),
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
}
