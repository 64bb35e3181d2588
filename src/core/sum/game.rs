//! A game on a sum of games: the start, the moves played, a cursor for undo and redo, and the values
//! every position of it needs (computed once, when the game starts).

use super::SumPosition;
use super::analysis::{SumAnalysis, SumError};
use super::moves::{SumMove, SumMoveError};
use super::values::ValueBook;
use crate::core::game::{GameError, Side};
use crate::core::history::{History, Playable, Refused};
use crate::core::rules::Ending;

/// Why a sum game cannot be rebuilt from its parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SumGameError {
    /// The values of a game in it cannot be computed for its heaps.
    #[error(transparent)]
    Values(#[from] SumError),
    /// A recorded move is illegal where it is played.
    IllegalMove {
        /// The move's index in the history (0-based).
        index: usize,
        /// The move.
        mv: SumMove,
        /// Why it is illegal.
        source: SumMoveError,
    },
    /// The cursor points past the moves.
    #[error(transparent)]
    Cursor(#[from] GameError),
}

/// A game on a sum of games ("Kayles 10 + Nim 5 + Dawson 7"), with its history.
///
/// ```
/// use bouton::{Ending, Heap, HeapGame, Side, SumGame, SumMove, SumPosition};
/// let kayles: HeapGame = "kayles".parse().unwrap();
/// let start = SumPosition::new(vec![Heap::new(kayles, 10)]).unwrap();
/// let mut game = SumGame::new(Ending::Normal, start).unwrap();
/// game.play(SumMove::split(0, 1, 2, 7)).unwrap(); // knock pin 3
/// assert_eq!(game.position().to_string(), "kayles:2 kayles:7");
/// assert_eq!(game.to_move(), Side::Second);
/// game.undo();
/// assert_eq!(game.position().to_string(), "kayles:10");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumGame {
    ending: Ending,
    history: History<SumPosition>,
    book: ValueBook,
}

/// A sum's moves carry all they need (what they take and what they leave): no rules are needed to
/// play them.
impl Playable for SumPosition {
    type Move = SumMove;
    type Rules = ();
    type Error = SumMoveError;

    fn play_under(&mut self, mv: SumMove, (): &()) -> Result<(), SumMoveError> {
        self.play(mv)
    }
}

impl SumGame {
    /// A new game from a start position.
    ///
    /// # Errors
    /// [`SumError`] when a heap is too large for its game's values.
    pub fn new(ending: Ending, start: SumPosition) -> Result<Self, SumError> {
        let book = ValueBook::for_heaps(start.heaps())?;
        Ok(Self { ending, history: History::new(start), book })
    }

    /// Rebuilds a game from its parts, checking every move in turn and the cursor (as a file loads).
    ///
    /// # Errors
    /// [`SumGameError`] naming the first illegal move, or a cursor out of range.
    pub fn from_parts(
        ending: Ending,
        start: SumPosition,
        moves: &[SumMove],
        cursor: usize,
    ) -> Result<Self, SumGameError> {
        // Refused before the games' values are computed (the history checks it again, cheaply).
        if cursor > moves.len() {
            return Err(GameError::CursorOutOfRange { cursor, moves: moves.len() }.into());
        }
        let book = ValueBook::for_heaps(start.heaps())?;
        let history = History::from_parts(start, moves, cursor, &()).map_err(|refused| match refused {
            Refused::Move { index, mv, error } => SumGameError::IllegalMove { index, mv, source: error },
            Refused::Cursor(error) => SumGameError::Cursor(error),
        })?;
        Ok(Self { ending, history, book })
    }

    /// Normal or misère play.
    #[must_use]
    pub fn ending(&self) -> Ending {
        self.ending
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &SumPosition {
        self.history.start()
    }

    /// The position at the cursor.
    #[must_use]
    pub fn position(&self) -> &SumPosition {
        self.history.position()
    }

    /// Every recorded move, including undone ones that can be redone.
    #[must_use]
    pub fn moves(&self) -> &[SumMove] {
        self.history.moves()
    }

    /// How many moves are in effect.
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.history.cursor()
    }

    /// The values of the game's heaps (every position of the game is covered).
    #[must_use]
    pub fn book(&self) -> &ValueBook {
        &self.book
    }

    /// The analysis of the position at the cursor.
    ///
    /// # Errors
    /// As [`SumAnalysis::with_book`] (misère play on a large sum).
    pub fn analysis(&self) -> Result<SumAnalysis, SumError> {
        SumAnalysis::with_book(self.position(), self.ending, &self.book)
    }

    /// Plays a move at the cursor; undone moves after it are dropped.
    ///
    /// # Errors
    /// The [`SumMoveError`] when the move is illegal; the game is then unchanged.
    pub fn play(&mut self, mv: SumMove) -> Result<(), SumMoveError> {
        self.history.play(mv, &())
    }

    /// Whether there is a move to undo.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// Whether there is an undone move to redo.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Takes back the last move in effect (the position is replayed from the start). Returns whether
    /// there was one.
    pub fn undo(&mut self) -> bool {
        self.history.undo(&())
    }

    /// Plays again the next undone move. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        self.history.redo(&())
    }

    /// Moves the cursor to `cursor` (0 = the start position).
    ///
    /// # Errors
    /// [`GameError::CursorOutOfRange`] past the last recorded move; nothing changes.
    pub fn jump_to(&mut self, cursor: usize) -> Result<(), GameError> {
        self.history.jump_to(cursor, &())
    }

    /// Whose turn it is at the cursor.
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.history.to_move()
    }

    /// Whether the game is over: the player to move has no legal move.
    #[must_use]
    pub fn is_over(&self) -> bool {
        !self.position().has_move()
    }

    /// The winner once the game is over: the player who made the last move in normal play, the other
    /// one in misère play.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        if !self.is_over() {
            return None;
        }
        let last_mover = self.to_move().other();
        Some(match self.ending {
            Ending::Normal => last_mover,
            Ending::Misere => last_mover.other(),
        })
    }
}

/// Why the computer played its move on a sum (chosen by [`crate::core::Opponent::choose_in_sum`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SumComputerPlay {
    /// A winning move (the fastest, when the search says which).
    Wins,
    /// Every move loses against perfect play: the one that makes the game last longest, `lasts`
    /// moves to the end (this one included) if the other player plays their best.
    Delays {
        /// Moves to the end, this one included.
        lasts: u32,
    },
    /// Every move loses, and the search for the longest game is over its budget: any move.
    Lost,
    /// The position is too large to analyse: a random move.
    TooLarge,
    /// Its level plays at random (the Beginner always, the Student by chance).
    Random,
}
