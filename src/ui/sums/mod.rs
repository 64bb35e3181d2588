//! Sums of games on the board (issue 16): "Kayles 10 + Nim 5 + Dawson 7", played against the
//! computer or between two people, with each heap's value, the nim-sum, the Sprague–Grundy steps of a
//! chosen heap, and the winning moves when the answers are shown.
//!
//! A sum is the game on the board, in the app's one session (`app::Session`: one saved game, one
//! file, one autosave, one rule for hidden answers). A quiz on sums and the built-in lesson on sums
//! are uses of the board (`Mode::SumQuiz`, `Mode::SumLesson`) that set the person's game aside, as
//! exercises and lessons do. This feature owns what a person chose on a sum's board ([`SumChoices`],
//! kept by the board), the setup dialog ([`SumSetup`]), its actions ([`SumAction`], applied in
//! `apply.rs`) and its panels (`board.rs`, `panel.rs`, `setup.rs`).

mod apply;
mod board;
mod panel;
mod setup;

pub use board::SumBoardView;
pub(in crate::ui) use board::{meant_at, sum_board, take_choices};
pub use panel::SumPanelView;
pub(in crate::ui) use panel::{sum_panel, sum_status};
pub use setup::{BoardProblem, SumSetup, board_problem};

use crate::core::{Outcome, Players, Side, SumClaim, SumMove, SumQuizKind};

/// What a person chose on a sum's board, kept by the board while sums come and go: how many tokens
/// a click takes, the heap whose Sprague–Grundy steps the panel shows, and the seed the next quiz
/// starts from (a class given one seed gets the same questions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SumChoices {
    /// How many tokens a click takes in games that allow several amounts (Kayles: 1 or 2 pins).
    pub take: u64,
    /// The heap whose Sprague–Grundy steps the panel shows.
    pub focus: usize,
    /// The seed a new quiz starts from.
    pub quiz_seed: u64,
}

impl Default for SumChoices {
    fn default() -> Self {
        Self { take: 1, focus: 0, quiz_seed: 1 }
    }
}

/// You against the Expert computer on `computer`'s side (its random choices from seed 1), or two
/// people: who plays a sum the built-in lesson starts.
#[must_use]
pub fn lesson_players(computer: Option<Side>) -> Players {
    computer.map_or_else(Players::people, |side| Players::against_computer(side, crate::core::Level::Perfect, 1))
}

/// The rule that decides a sum under its ending, as a claim (the steps' last line).
#[must_use]
pub fn sum_rule(game: &crate::core::Game) -> SumClaim {
    SumClaim::SumRule { ending: game.ending(), all_nim: game.position().misere_rule().is_some() }
}

/// The last thing that happened on a sum's board, worded when drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumSaid {
    /// The computer played `mv` on `heap` (as it was before the move), for this reason.
    Computer {
        /// The move.
        mv: SumMove,
        /// The heap it was played on, before the move.
        heap: crate::core::Heap,
        /// That heap's name.
        name: crate::core::HeapName,
        /// Why.
        play: crate::core::SumComputerPlay,
    },
    /// A click the rules forbid.
    Illegal(crate::core::SumMoveError),
    /// A quiz could not go on, or an answer was refused.
    Quiz(crate::core::SumQuizError),
}

impl SumSaid {
    /// The message in the language in force. With `revealed` false the computer's reason is left
    /// out, as on the game's status line: "it is a winning move" would give the answer away.
    #[must_use]
    pub fn words(&self, revealed: bool) -> String {
        match self {
            Self::Computer { mv, heap, name, play } => {
                crate::words::sum_computer_said(*mv, heap, *name, revealed.then_some(*play))
            }
            Self::Illegal(e) => crate::words::sentence(&e.to_string()),
            Self::Quiz(e) => crate::words::sentence(&e.to_string()),
        }
    }
}

/// A change to the sum on the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SumAction {
    /// Open the dialog that sets up a sum of games.
    ShowSetup,
    /// Close it.
    CloseSetup,
    /// Play a move for the player to move (the computer answers on its turn).
    Play(SumMove),
    /// How many tokens a click takes.
    SetTake(u64),
    /// Show the Sprague–Grundy steps of this heap.
    Focus(usize),
    /// Start a quiz of this kind from the seed.
    StartQuiz(SumQuizKind),
    /// The seed the next quiz starts from.
    SetQuizSeed(u64),
    /// Answer "P or N?".
    AnswerQuiz(Outcome),
    /// The quiz's next question.
    NextQuestion,
    /// End the quiz: the person's game comes back as it was.
    EndQuiz,
    /// Go to this step of the built-in lesson "Every impartial game is a Nim heap" (starting it).
    Lesson(usize),
    /// End the lesson: the person's game comes back as it was.
    EndLesson,
}
