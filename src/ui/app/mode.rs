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
use crate::ui::seat::SeatAction;
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
        // A page found to be a class's: the class's game takes the board from any other use.
        Action::Seat(SeatAction::Enter(_)) => [STAY, BACK, BACK, BACK, BACK, BACK],
        Action::Seat(SeatAction::Join(_) | SeatAction::Link(_) | SeatAction::Retry | SeatAction::NewGame) => [STAY; 6],
        // The class session runs beside whatever the board is used for.
        #[cfg(not(target_arch = "wasm32"))]
        Action::Teacher(_) => [STAY; 6],
        Action::Exercise(ExerciseAction::Answer(_) | ExerciseAction::Next | ExerciseAction::SendToClass(_))
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
        // The dialog (nothing on the board changes until it starts a game), and the rest.
        DisguiseAction::ShowSetup
        | DisguiseAction::CloseSetup
        | DisguiseAction::Play(_)
        | DisguiseAction::Pick { .. }
        | DisguiseAction::SetTake(_)
        | DisguiseAction::PlayPicks
        | DisguiseAction::ClearPicks
        | DisguiseAction::SetSplit(_)
        | DisguiseAction::SetAdd(_)
        | DisguiseAction::SetComputer(_)
        | DisguiseAction::Colon(_)
        | DisguiseAction::StartQuiz(_)
        | DisguiseAction::AnswerQuiz(_)
        | DisguiseAction::NextQuestion
        | DisguiseAction::StopQuiz => [STAY; 6],
    }
}

#[cfg(test)]
#[path = "mode_tests.rs"]
mod tests;
