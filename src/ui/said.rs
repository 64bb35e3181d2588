//! What the status line says last — a fact, kept as it happened and worded when drawn, so a language
//! switch changes it on the next frame.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::core::{Claim, Move, MoveError, Side};
use crate::i18n::msg;
use crate::save::{LoadError, Warning};
use crate::words::{capital, sentence};

/// The status line's last message.
#[derive(Clone, Debug)]
pub enum Said {
    /// The computer played for `side`: its move, and why in its own words.
    Computer {
        /// The side it played for.
        side: Side,
        /// The move.
        mv: Move,
        /// Why (a claim in the computer's voice), left out while the answers are hidden.
        reason: Claim,
    },
    /// A move the rules forbid was tried; nothing was played.
    Illegal(MoveError),
    /// A move (or an undo) was tried on an exercise's question, which is answered in its panel.
    BoardLocked,
    /// Reveal was asked for before the exercise's question was answered.
    AnswerFirst,
    /// A move was played for the proof and the computer, whose turn it is, waits.
    ComputerWaits,
    /// The game was saved to a file.
    Saved(PathBuf),
    /// A lesson was saved to a file.
    LessonSaved(PathBuf),
    /// The handout (the teacher's edition) or the students' worksheet was written to a file.
    HandoutWritten(PathBuf, crate::export::Edition),
    /// A picture of the board was written to a file.
    PictureWritten(PathBuf),
    /// A link to the position was copied.
    LinkCopied(String),
    /// A file opened, with nothing to warn of.
    Opened(PathBuf),
    /// A file opened, with what was tolerated in it.
    OpenedWithWarnings(Vec<Warning>),
    /// A load was cancelled (nothing changed).
    Cancelled(Arc<LoadError>),
    /// An export or a link was asked for while a sum of games is on the board (they are made for a
    /// game of one kind of heap).
    NotForSums,
    /// A lesson's step was asked of a sum of games: steps are heaps of one game.
    LessonNotForSums,
    /// A panel that shows heaps of one game was asked for while a sum of games is on the board.
    PanelNotForSums(crate::ui::action::PanelKind),
    /// What happened on a sum's board: the computer's move, a click the rules forbid, a quiz's
    /// refusal (told above the board).
    Sum(crate::ui::sums::SumSaid),
}

impl Said {
    /// The message in the language in force. `player` names a side's player; with `revealed` false
    /// the computer's reason is left out (it would give the answer away).
    #[must_use]
    pub fn words(&self, player: impl Fn(Side) -> String, revealed: bool) -> String {
        match self {
            Self::Computer { side, mv, reason } => {
                let who = capital(&player(*side));
                let what = if revealed { reason.to_string() } else { mv.to_string() };
                sentence(&msg::said_by(what, who))
            }
            Self::Illegal(e) => sentence(&e.to_string()),
            Self::BoardLocked => msg::board_locked_question(),
            Self::AnswerFirst => msg::ex_answer_first(),
            Self::ComputerWaits => msg::proof_computer_waits(),
            Self::Saved(path) => msg::said_saved_to(crate::save::shown(path)),
            Self::LessonSaved(path) => msg::lesson_saved_to(path.display().to_string()),
            Self::HandoutWritten(path, crate::export::Edition::Student) => {
                msg::worksheet_written(path.display().to_string())
            }
            Self::HandoutWritten(path, _) => msg::handout_written(path.display().to_string()),
            Self::PictureWritten(path) => msg::picture_written(path.display().to_string()),
            Self::LinkCopied(link) => msg::said_link_copied(link.as_str()),
            Self::Opened(path) => msg::said_opened(crate::save::shown(path)),
            Self::OpenedWithWarnings(warnings) => {
                let said: Vec<String> = warnings.iter().map(ToString::to_string).collect();
                msg::said_opened_with_warnings(said.join(&msg::list_separator()))
            }
            Self::Cancelled(e) => sentence(&e.to_string()),
            Self::NotForSums => msg::file_export_not_sum(),
            Self::LessonNotForSums => msg::lesson_not_sum(),
            Self::PanelNotForSums(panel) => msg::view_not_for_sums(panel.name()),
            Self::Sum(said) => said.words(revealed),
        }
    }

    /// The file the message says was written, if it says so (the status line offers to copy its path).
    #[must_use]
    pub fn written(&self) -> Option<&Path> {
        match self {
            Self::Saved(path)
            | Self::LessonSaved(path)
            | Self::HandoutWritten(path, _)
            | Self::PictureWritten(path) => Some(path),
            _ => None,
        }
    }
}
