//! Nim in disguise on the board (issue 31): Staircase Nim, Poker Nim, turning coins, Moore's Nim_k,
//! Lasker's Nim, Green Hackenbush and Wythoff's game, each drawn as it looks (`board.rs`), played
//! against the computer or a classmate, with the disguise lifted beside it (`panel.rs`): the Nim
//! heaps underneath, X, and — with the answers shown — who wins and how.
//!
//! A game in disguise is a use of the board (`Mode::Disguise`) over the person's own game, which
//! stays in the session untouched. This feature owns the game being played ([`DisguisePlay`]), its
//! actions ([`DisguiseAction`], applied in `apply.rs`) and its board and panel.

mod apply;
mod board;
mod colon;
mod counts;
mod drawings;
mod frame;
pub(in crate::ui) mod lift;
pub(in crate::ui) mod panel;
mod place;
mod review;
mod setup;
mod stones;
mod sum;

pub use board::DisguiseBoardView;
pub(in crate::ui) use board::disguise_board;
pub use counts::DisguiseCounts;
pub use panel::{DisguisePanelView, Elsewhere};
pub(in crate::ui) use panel::{disguise_panel, turn_line};
pub use review::DisguiseReviewView;
pub(in crate::ui) use review::disguise_review_panel;
pub use setup::DisguiseSetup;

use crate::core::{DisguiseError, DisguisedGame, DisguisedMove, Side};

/// A game in disguise being played: its positions from the start, the moves between them, how far
/// the game has gone (Undo and Redo move it), who the computer plays, and what the person has picked
/// on the board for a move that turns or takes several things at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisguisePlay {
    /// The positions: the start, then one after each move.
    positions: Vec<DisguisedGame>,
    /// The moves played.
    moves: Vec<DisguisedMove>,
    /// How many of the moves are on the board (the rest were taken back and can be played again).
    cursor: usize,
    /// The side the computer plays, or none for two people.
    pub computer: Option<Side>,
    /// What the person picked for a move of several parts: coins to turn (position, 0), or heaps to
    /// take from in Moore's Nim (heap, how many). Played by [`DisguiseAction::PlayPicks`].
    pub picks: Vec<(usize, u64)>,
    /// In a sum, the game in disguise (from 0) the picks are in; `None` for the game alone.
    pub pick_game: Option<usize>,
    /// In a sum, how many tokens a click takes from a heap whose game offers a choice (Kayles: 1
    /// or 2 pins).
    pub take: u64,
    /// Lasker's Nim: a click splits the heap there instead of taking.
    pub split: bool,
    /// Poker Nim: how many chips a "+" adds from the bank.
    pub add: u64,
    /// How many rungs of the hint ladder are shown.
    pub hints: u8,
    /// Green Hackenbush: the step of the colon principle shown on the board (from 0; the number of
    /// steps: every tree a stalk), while the person walks through it.
    pub colon: Option<usize>,
    /// What happened last, as facts.
    pub said: Option<DisguiseSaid>,
    /// "P or N?" questions on this game, with the game they set aside, while they go on.
    pub quiz: Option<Box<QuizState>>,
    /// The built-in lesson and its step (both from 0) this game is, if it is one.
    pub lesson: Option<(usize, usize)>,
    /// The file it was opened from or last saved to.
    pub path: Option<std::path::PathBuf>,
    /// Its title and notes, as the file had them (an empty title: the game's name is shown).
    pub title: (String, String),
    /// On a student's page in a class: who plays the other side (`computer`'s), on the teacher's
    /// Bouton or on their own device; the page only sends its moves. `None`: not in a class.
    pub class: Option<Elsewhere>,
}

/// "P or N?" questions under way: the series, and the game they set aside (it comes back when they
/// stop, and is what the autosave keeps meanwhile).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuizState {
    /// The series.
    pub quiz: crate::core::DisguiseQuiz,
    /// The game set aside.
    pub set_aside: DisguisePlay,
}

/// The last thing that happened on the board, worded when drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DisguiseSaid {
    /// The computer played `mv` on `before`.
    Computer {
        /// The position before the move.
        before: DisguisedGame,
        /// The move.
        mv: DisguisedMove,
    },
    /// A person (two people at the board) played `mv` on `before`.
    Person {
        /// Who played it.
        side: Side,
        /// The position before the move.
        before: DisguisedGame,
        /// The move.
        mv: DisguisedMove,
    },
    /// A move the rules forbid.
    Illegal(DisguiseError),
}

/// A change to the game in disguise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DisguiseAction {
    /// Put this game on the board, with the computer on this side (or two people).
    Start(DisguisedGame, Option<Side>),
    /// Put a step of a built-in lesson on the board: the lesson and the step, from 0.
    Lesson {
        /// The lesson, in [`crate::core::DISGUISE_LESSONS`].
        lesson: usize,
        /// The step.
        step: usize,
    },
    /// Put a saved game on the board, from this file.
    Open(Box<crate::save::SavedDisguise>, Option<std::path::PathBuf>),
    /// Play this move.
    Play(DisguisedMove),
    /// Pick or unpick a part of a move of several parts: a coin (`part`: its position), or a heap of
    /// Moore's Nim (`part`: the heap, `amount`: how many to take), in the game on the board or in
    /// game in disguise `game` of a sum (a pick in another game forgets the picks before it).
    Pick {
        /// The game in disguise of a sum (from 0), or `None` for the game on the board.
        game: Option<usize>,
        /// The coin's position or the heap, from 1.
        part: usize,
        /// How many to take (Moore's Nim); 0 for a coin.
        amount: u64,
    },
    /// Play what is picked.
    PlayPicks,
    /// Forget what is picked.
    ClearPicks,
    /// Lasker's Nim: clicks split (true) or take.
    SetSplit(bool),
    /// Poker Nim: how many chips a "+" adds.
    SetAdd(u64),
    /// A sum's heaps: how many tokens a click takes where a game offers a choice.
    SetTake(u64),
    /// Play against the computer on this side, or two people.
    SetComputer(Option<Side>),
    /// Show this step of the colon principle on the board (Green Hackenbush), or the game again.
    Colon(Option<usize>),
    /// Start "P or N?" questions on this game (from this seed), setting the game aside.
    StartQuiz(u64),
    /// Answer the question.
    AnswerQuiz(crate::core::Outcome),
    /// The next question.
    NextQuestion,
    /// Stop the questions: the game set aside comes back.
    StopQuiz,
    /// Leave the game: the person's own game is on the board again.
    End,
    /// Open the dialog that puts a position of the person's own on the board.
    ShowSetup,
    /// Close it.
    CloseSetup,
}

pub use crate::core::DISGUISE_STARTS as STARTS;

/// Why a game does not fit on the board (`None` when it does): a sum's heaps within the sums
/// board's limits (the command line takes any size).
#[must_use]
pub fn board_problem(game: &DisguisedGame) -> Option<crate::ui::sums::BoardProblem> {
    match game {
        DisguisedGame::Sum(sum) => crate::ui::sums::board_problem(&sum.heaps, crate::core::Ending::Normal),
        _ => None,
    }
}

/// The games of [`STARTS`], read.
#[must_use]
pub fn starts() -> Vec<DisguisedGame> {
    STARTS.iter().filter_map(|text| text.parse().ok()).collect()
}

impl DisguisePlay {
    /// A new game from `start`, the computer on `computer`'s side.
    #[must_use]
    pub fn new(start: DisguisedGame, computer: Option<Side>) -> Self {
        Self {
            positions: vec![start],
            moves: Vec::new(),
            cursor: 0,
            computer,
            picks: Vec::new(),
            pick_game: None,
            take: 1,
            split: false,
            add: 1,
            hints: 0,
            colon: None,
            said: None,
            quiz: None,
            lesson: None,
            path: None,
            title: (String::new(), String::new()),
            class: None,
        }
    }

    /// The game a file holds, at its cursor.
    #[must_use]
    pub fn from_saved(saved: &crate::save::SavedDisguise, path: Option<std::path::PathBuf>) -> Self {
        let mut play = Self::new(saved.start.clone(), saved.computer);
        for mv in &saved.moves {
            // The loader replayed every move: each is legal.
            if play.play(mv.clone()).is_err() {
                break;
            }
        }
        play.cursor = saved.cursor.min(play.moves.len());
        play.path = path;
        play.title = (saved.title.clone(), saved.notes.clone());
        play
    }

    /// The game as a file holds it: every move recorded, and how many are on the board (during
    /// questions, the game they set aside).
    #[must_use]
    pub fn to_saved(&self) -> crate::save::SavedDisguise {
        if let Some(quiz) = &self.quiz {
            return quiz.set_aside.to_saved();
        }
        crate::save::SavedDisguise {
            title: self.title.0.clone(),
            notes: self.title.1.clone(),
            start: self.positions[0].clone(),
            moves: self.moves.clone(),
            cursor: self.cursor,
            computer: self.computer,
        }
    }

    /// The position on the board.
    #[must_use]
    pub fn position(&self) -> &DisguisedGame {
        &self.positions[self.cursor.min(self.positions.len() - 1)]
    }

    /// The moves on the board, each with the position it was played on.
    pub fn played(&self) -> impl Iterator<Item = (&DisguisedGame, &DisguisedMove)> {
        self.positions.iter().zip(&self.moves).take(self.cursor)
    }

    /// Every position of the game recorded (the start, then one after each move, including moves
    /// taken back), and every move recorded: what the review grades.
    #[must_use]
    pub fn recorded(&self) -> (&[DisguisedGame], &[DisguisedMove]) {
        (&self.positions, &self.moves)
    }

    /// How many moves are on the board.
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Who is to move.
    #[must_use]
    pub fn to_move(&self) -> Side {
        if self.cursor.is_multiple_of(2) { Side::First } else { Side::Second }
    }

    /// Whether the game is over: the player to move has no move (and has lost: normal play).
    #[must_use]
    pub fn is_over(&self) -> bool {
        !self.position().has_move()
    }

    /// Whether the computer is to move.
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        !self.is_over() && self.quiz.is_none() && self.computer == Some(self.to_move())
    }

    /// Whether a move can be taken back, and played again.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether a move taken back can be played again.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Plays `mv`, forgetting the moves taken back after this point.
    ///
    /// # Errors
    /// [`DisguiseError::Illegal`] when the rules forbid it; nothing changes.
    pub fn play(&mut self, mv: DisguisedMove) -> Result<(), DisguiseError> {
        let next = self.position().after(&mv)?;
        self.positions.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.positions.push(next);
        self.moves.push(mv);
        self.cursor += 1;
        self.picks.clear();
        self.hints = 0;
        self.colon = None;
        Ok(())
    }

    /// Takes back the last move; against the computer, back to the person's turn.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        if self.computer == Some(self.to_move()) && self.cursor > 0 {
            self.cursor -= 1;
        }
        self.picks.clear();
        self.hints = 0;
        self.colon = None;
        true
    }

    /// Shows the position after `n` moves of those recorded (the start for 0; past the last, the
    /// last), keeping every move recorded.
    pub fn jump_to(&mut self, n: usize) {
        self.cursor = n.min(self.moves.len());
        self.picks.clear();
        self.hints = 0;
        self.colon = None;
    }

    /// Plays again the last move taken back (and the computer's reply).
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        self.cursor += 1;
        if self.computer == Some(self.to_move()) && self.can_redo() {
            self.cursor += 1;
        }
        self.picks.clear();
        self.hints = 0;
        self.colon = None;
        true
    }

    /// The move of several parts the person has picked (coins to turn, Moore's heaps to take from),
    /// as the game's move; `None` for a game whose moves are one click.
    #[must_use]
    pub fn picked_move(&self) -> Option<DisguisedMove> {
        let game = match (self.position(), self.pick_game) {
            (DisguisedGame::Sum(sum), Some(part)) => {
                let mv = self.picked_in(sum.disguised.get(part)?)?;
                return Some(DisguisedMove::Sum(Box::new(crate::core::MixedMove::Disguised { part, mv })));
            }
            (game, _) => game,
        };
        self.picked_in(game)
    }

    /// The picks as a move of `game`, where its moves are picked.
    fn picked_in(&self, game: &DisguisedGame) -> Option<DisguisedMove> {
        match game {
            DisguisedGame::Coins(_) => {
                let mut turned: Vec<usize> = self.picks.iter().map(|&(p, _)| p).collect();
                turned.sort_unstable_by(|a, b| b.cmp(a));
                Some(DisguisedMove::Coins(crate::core::CoinMove { turned }))
            }
            DisguisedGame::Moore(_) => {
                let mut takes = self.picks.clone();
                takes.sort_unstable();
                Some(DisguisedMove::Moore(crate::core::MooreMove { takes }))
            }
            _ => None,
        }
    }

    /// The move the computer makes here ([`DisguisedGame::computer_move`]).
    #[must_use]
    pub fn computer_choice(&self) -> Option<DisguisedMove> {
        self.position().computer_move()
    }
}
