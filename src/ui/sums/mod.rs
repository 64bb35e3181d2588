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

use crate::core::{Ending, Game, Outcome, Player, Players, Side, SumClaim, SumMove, SumQuiz, SumQuizKind};

/// A sum of games being played.
#[derive(Clone, Debug)]
pub struct SumSession {
    /// The title shown above the board: the file's, or one worded when drawn.
    pub title: SumTitle,
    /// Notes from its file.
    pub notes: String,
    /// The game with its history.
    pub game: Game,
    /// Who plays: the players in their seats (people, the computer), or a quiz.
    pub play: SumPlay,
    /// The seed a new quiz starts from (a class given one seed gets the same questions).
    pub quiz_seed: u64,
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
    /// A session on `game`, played by `players` (the computers among them play by their levels
    /// and seeds, as on heaps of one game).
    #[must_use]
    pub fn new(title: SumTitle, game: Game, players: Players) -> Self {
        Self {
            title,
            notes: String::new(),
            game,
            play: SumPlay::Seats(players),
            quiz_seed: 1,
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
        match &self.play {
            SumPlay::Seats(players) => players.computer_against_person(),
            SumPlay::Quiz(_) => None,
        }
    }

    /// The quiz under way, if any.
    #[must_use]
    pub fn quiz(&self) -> Option<&SumQuiz> {
        match &self.play {
            SumPlay::Quiz(quiz) => Some(quiz),
            SumPlay::Seats(_) => None,
        }
    }

    /// Whether a click on the board plays a move now: not on the computer's turn, not after the game
    /// ends, and in a quiz only to answer "find the winning move".
    #[must_use]
    pub fn board_takes_moves(&self) -> bool {
        let quiz_allows =
            self.quiz().is_none_or(|quiz| quiz.kind() == SumQuizKind::FindWinningMove && quiz.feedback().is_none());
        !self.player(self.game.to_move()).is_computer() && !self.game.is_over() && quiz_allows
    }

    /// Whether the seat to move is a computer's and the game goes on (Computer move plays for it).
    #[must_use]
    pub fn computer_seat_to_move(&self) -> bool {
        self.player(self.game.to_move()).is_computer() && !self.game.is_over()
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
    /// The players in their seats: people, or the computer with its level and seed (as a file
    /// says, kept whole when it is saved again).
    Seats(Players),
    /// A quiz: each question's sum is put on the board, and the answers are the person's.
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
    pub game: Game,
    /// Who plays.
    pub players: Players,
}

impl SumStart {
    /// You against the Expert computer on `computer`'s side (its random choices from seed 1), or
    /// two people: who plays a sum the dialog or the lesson starts.
    #[must_use]
    pub fn players(computer: Option<Side>) -> Players {
        computer.map_or_else(Players::people, |side| Players::against_computer(side, crate::core::Level::Perfect, 1))
    }

    /// A sum read from a file, played by the players it names (names, levels and seeds kept).
    #[must_use]
    pub fn from_saved(saved: crate::save::SavedGame, path: Option<PathBuf>) -> Self {
        // A file without a title is named by its heaps, in the language on screen (as a game is).
        let title = if saved.title.is_empty() { SumTitle::Heaps } else { SumTitle::Written(saved.title) };
        Self { title, notes: saved.notes, path, game: saved.game, players: saved.players }
    }
}

impl SumSession {
    /// Who plays: the players in their seats, or during a quiz two people (the answers are the
    /// person's).
    #[must_use]
    pub fn players(&self) -> Players {
        match &self.play {
            SumPlay::Seats(players) => players.clone(),
            SumPlay::Quiz(_) => Players::people(),
        }
    }

    /// Who plays `side`.
    #[must_use]
    pub fn player(&self, side: Side) -> Player {
        self.players().seat(side).clone()
    }

    /// The sum as a file holds it, its players as they are.
    #[must_use]
    pub fn to_saved(&self) -> crate::save::SavedGame {
        crate::save::SavedGame {
            // Named by its heaps: no title in words, so it is named again in the language on screen
            // when it is opened (or restored from the autosave).
            title: if self.title == SumTitle::Heaps { String::new() } else { self.title_words() },
            notes: self.notes.clone(),
            game: self.game.clone(),
            players: self.players(),
        }
    }
}
