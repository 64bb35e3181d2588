//! Sums of games on the board (issue 16): "Kayles 10 + Nim 5 + Dawson 7", played against the
//! computer or between two people, with each heap's value, the nim-sum, the Sprague–Grundy steps of a
//! chosen heap, and the winning moves when the answers are shown.
//!
//! The feature owns its state ([`SumSession`], [`SumSetup`]), its actions ([`SumAction`], applied in
//! `apply.rs`) and its panels (`board.rs`, `panel.rs`, `setup.rs`). A sum is the game on the board,
//! in the app's one session: one file, one autosave, one rule for hidden answers.

mod apply;
mod board;
mod panel;
mod setup;

pub use board::SumBoardView;
pub(in crate::ui) use board::sum_board;
pub use panel::SumPanelView;
pub(in crate::ui) use panel::{sum_panel, sum_status};
pub use setup::{BoardProblem, SumSetup, board_problem};

use std::path::PathBuf;

use crate::core::{Ending, Outcome, Person, Player, Rng, Side, SumClaim, SumGame, SumMove, SumQuiz, SumQuizKind};

/// A sum of games being played.
#[derive(Clone, Debug)]
pub struct SumSession {
    /// The title shown above the board: the file's, or one worded when drawn.
    pub title: SumTitle,
    /// Notes from its file.
    pub notes: String,
    /// The seed the computer's random moves started from (written to the file).
    seed: u64,
    /// The game with its history.
    pub game: SumGame,
    /// Who plays: the computer on one side, two people, or a quiz.
    pub play: SumPlay,
    /// The seed a new quiz starts from (a class given one seed gets the same questions).
    pub quiz_seed: u64,
    /// The computer's random moves (when it is losing).
    rng: Rng,
    /// How many tokens a click takes in games that allow several amounts (Kayles: 1 or 2 pins).
    pub take: u64,
    /// The heap whose Sprague–Grundy steps the panel shows.
    pub focus: usize,
    /// The computer's last move, and the number of moves in effect once it was played: outlined on
    /// the board while the game stands there.
    pub computer_moved: Option<(SumMove, usize)>,
    /// The step of the built-in lesson on the board, if the lesson is under way.
    pub lesson: Option<usize>,
}

impl SumSession {
    /// A session on `game`, with the computer playing `computer` (if any) and its random moves from `seed`.
    #[must_use]
    pub fn new(title: SumTitle, game: SumGame, computer: Option<Side>, seed: u64) -> Self {
        Self {
            title,
            notes: String::new(),
            seed,
            game,
            play: computer.map_or(SumPlay::People, SumPlay::Computer),
            quiz_seed: 1,
            rng: Rng::new(seed),
            take: 1,
            focus: 0,
            computer_moved: None,
            lesson: None,
        }
    }

    /// The computer's move that made the position on the board, if it did (to outline it).
    #[must_use]
    pub fn computer_moved(&self) -> Option<SumMove> {
        self.computer_moved.filter(|&(_, at)| at == self.game.cursor()).map(|(mv, _)| mv)
    }

    /// The rule that decides a sum under its ending, as a claim (the steps' last line).
    #[must_use]
    pub fn sum_rule(&self) -> SumClaim {
        SumClaim::SumRule { ending: self.ending(), all_nim: self.game.position().misere_rule().is_some() }
    }

    /// The title in the language in force.
    #[must_use]
    pub fn title_words(&self) -> String {
        match &self.title {
            SumTitle::Written(title) => title.clone(),
            SumTitle::Heaps => crate::words::sum_title(self.game.start()),
            SumTitle::Quiz { kind, seed } => crate::i18n::msg::quiz_title(kind.name(), seed.to_string()),
            SumTitle::AfterQuiz => crate::i18n::msg::sum_quiz_last(),
            SumTitle::Lesson(step) => {
                let title = crate::core::SUM_LESSON.get(*step).map(crate::core::SumLessonStep::title);
                crate::i18n::msg::sum_lesson_board_title(
                    step + 1,
                    title.unwrap_or_default(),
                    crate::core::SUM_LESSON.len(),
                    crate::words::sum_lesson_title(),
                )
            }
        }
    }

    /// The notes shown above the board: a lesson step's text while the lesson is under way, else the
    /// file's notes.
    #[must_use]
    pub fn notes_words(&self) -> String {
        match self.lesson.and_then(|step| crate::core::SUM_LESSON.get(step)) {
            Some(step) => step.text(),
            None => self.notes.clone(),
        }
    }

    /// The side the computer plays, if it plays.
    #[must_use]
    pub fn computer(&self) -> Option<Side> {
        match self.play {
            SumPlay::Computer(side) => Some(side),
            SumPlay::People | SumPlay::Quiz(_) => None,
        }
    }

    /// The quiz under way, if any.
    #[must_use]
    pub fn quiz(&self) -> Option<&SumQuiz> {
        match &self.play {
            SumPlay::Quiz(quiz) => Some(quiz),
            SumPlay::Computer(_) | SumPlay::People => None,
        }
    }

    /// Whether a click on the board plays a move now: not on the computer's turn, not after the game
    /// ends, and in a quiz only to answer "find the winning move".
    #[must_use]
    pub fn board_takes_moves(&self) -> bool {
        let quiz_allows =
            self.quiz().is_none_or(|quiz| quiz.kind() == SumQuizKind::FindWinningMove && quiz.feedback().is_none());
        !self.computer_to_move() && !self.game.is_over() && quiz_allows
    }

    /// Whether it is the computer's turn (and the game goes on).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.computer() == Some(self.game.to_move()) && !self.game.is_over()
    }

    /// Normal or misère play.
    #[must_use]
    pub fn ending(&self) -> Ending {
        self.game.ending()
    }
}

/// The title above a sum's board: the file's own, or one the app words in the language on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumTitle {
    /// The file's title.
    Written(String),
    /// Named after its heaps at the start: "Kayles 10 + Nim 5 + Dawson's Kayles 7".
    Heaps,
    /// A quiz, by its kind and seed.
    Quiz {
        /// The kind of question.
        kind: SumQuizKind,
        /// The seed its questions come from.
        seed: u64,
    },
    /// The sum a quiz left on the board.
    AfterQuiz,
    /// A step of the built-in lesson (from 0).
    Lesson(usize),
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
            Self::Computer { mv, heap, play } => crate::words::sum_computer_said(*mv, heap, revealed.then_some(*play)),
            Self::Illegal(e) => crate::words::sentence(&e.to_string()),
            Self::Quiz(e) => crate::words::sentence(&e.to_string()),
        }
    }
}

/// Who plays a sum.
#[derive(Clone, Debug)]
pub enum SumPlay {
    /// Against the computer, which plays this side.
    Computer(Side),
    /// Two people (or a class in two halves).
    People,
    /// A quiz: each question's sum is put on the board.
    Quiz(Box<SumQuiz>),
}

/// A change to the sum on the board.
#[derive(Clone, Debug, PartialEq)]
pub enum SumAction {
    /// Open the dialog that sets up a sum of games.
    ShowSetup,
    /// Close it.
    CloseSetup,
    /// Start a sum: it becomes the game on the board, as a new game does.
    Start(Box<SumStart>),
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
    /// End the quiz: its last sum stays on the board, for two people.
    EndQuiz,
    /// Go to this step of the built-in lesson "Every impartial game is a Nim heap" (starting it).
    Lesson(usize),
    /// End the lesson: its last sum stays on the board.
    EndLesson,
}

/// Everything a new sum needs: what the setup dialog, a file (or a test) chose.
#[derive(Clone, Debug, PartialEq)]
pub struct SumStart {
    /// The title.
    pub title: SumTitle,
    /// Notes (from a file).
    pub notes: String,
    /// The file it came from, where Save writes it back.
    pub path: Option<PathBuf>,
    /// The game, at its start.
    pub game: SumGame,
    /// The side the computer plays, if it plays.
    pub computer: Option<Side>,
    /// The seed of the computer's random moves.
    pub seed: u64,
}

impl SumStart {
    /// A sum read from a file: the computer plays the side its players say (the second when both).
    #[must_use]
    pub fn from_saved(saved: crate::save::SavedSum, path: Option<PathBuf>) -> Self {
        let computer_seed = |p: &Player| match p {
            Player::Computer { seed, .. } => Some(*seed),
            Player::Human { .. } => None,
        };
        let (computer, seed) = match (computer_seed(&saved.players.first), computer_seed(&saved.players.second)) {
            (_, Some(seed)) => (Some(Side::Second), seed),
            (Some(seed), None) => (Some(Side::First), seed),
            (None, None) => (None, 1),
        };
        // A file without a title is named by its heaps, in the language on screen (as a game is).
        let title = if saved.title.is_empty() { SumTitle::Heaps } else { SumTitle::Written(saved.title) };
        Self { title, notes: saved.notes, path, game: saved.game, computer, seed }
    }
}

impl SumSession {
    /// Who plays `side`: the computer, you against it, or a seat of two people.
    #[must_use]
    pub fn player(&self, side: Side) -> Player {
        if self.computer() == Some(side) {
            Player::Computer { level: crate::core::Level::Perfect, seed: self.seed }
        } else {
            Player::Human { name: if self.computer().is_some() { Person::You } else { Person::Seat(side) } }
        }
    }

    /// The sum as a file holds it: players from who plays.
    #[must_use]
    pub fn to_saved(&self) -> crate::save::SavedSum {
        let player = |side: Side| self.player(side);
        crate::save::SavedSum {
            // Named by its heaps: no title in words, so it is named again in the language on screen
            // when it is opened (or restored from the autosave).
            title: if self.title == SumTitle::Heaps { String::new() } else { self.title_words() },
            notes: self.notes.clone(),
            game: self.game.clone(),
            players: crate::core::Players { first: player(Side::First), second: player(Side::Second) },
        }
    }
}
