//! The plain view of a game: heaps that all play one take-away rule (Nim, S(1..k), a subtraction
//! set), as [`Rules`], [`Position`]s and [`Move`]s — what the binary table, the lemmas, the proof,
//! the exercises and the review speak of. The one game on the board is a [`crate::core::Game`] over
//! components; [`crate::core::Game::plain`] gives this view of it when its heaps all play one rule.

use super::history::{CursorOutOfRange, History, Playable, Refused, Side};
use super::position::{Move, MoveError, Position};
use super::rules::{Ending, Rules};

/// Why a plain game cannot be rebuilt from its parts, or a jump is out of range.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlainGameError {
    /// A recorded move is illegal where it is played.
    IllegalMove {
        /// The move's index in the history (0-based).
        index: usize,
        /// The move.
        mv: Move,
        /// Why it is illegal.
        source: MoveError,
    },
    /// The cursor points past the moves.
    #[error(transparent)]
    Cursor(#[from] CursorOutOfRange),
}

/// One line of the history: a move and what it left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HistoryEntry {
    /// The move.
    pub mv: Move,
    /// Who played it.
    pub side: Side,
    /// The nim-sum of the Grundy values after it.
    pub nim_sum_after: u64,
    /// Objects left on the table after it.
    pub total_after: u128,
}

/// A plain game in progress: rules, start position, every move played (and undone moves that can be
/// redone), and the cursor — how many of the moves are in effect.
///
/// ```
/// use bouton::{PlainGame, Move, Position, Rules, Side};
/// // Ligia and Paul, from (1, 2, 3).
/// let mut game = PlainGame::new(Rules::default(), Position::new(vec![1, 2, 3]).unwrap());
/// for (heap, take) in [(0, 1), (2, 1), (1, 1), (2, 1)] {
///     game.play(Move::new(heap, take)).unwrap();
/// }
/// assert_eq!(game.position().heaps(), &[0, 1, 1]);
/// assert!(!game.is_over());
/// game.undo();
/// assert_eq!(game.position().heaps(), &[0, 1, 2]);
/// game.redo();
/// assert_eq!(game.to_move(), Side::First);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlainGame {
    rules: Rules,
    history: History<Position>,
}

impl Playable for Position {
    type Move = Move;
    type Rules = Rules;
    type Error = MoveError;

    fn play_under(&mut self, mv: Move, rules: &Rules) -> Result<(), MoveError> {
        self.play(mv, rules)
    }

    fn take_back(&mut self, mv: Move) -> bool {
        self.unplay(mv);
        true
    }
}

impl PlainGame {
    /// A new game from a start position.
    #[must_use]
    pub fn new(rules: Rules, start: Position) -> Self {
        Self { rules, history: History::new(start) }
    }

    /// Rebuilds a game from its parts, checking that every move is legal in turn and that the cursor
    /// is in range (as a save file is loaded).
    ///
    /// # Errors
    /// [`PlainGameError`] naming the first illegal move, or a cursor out of range.
    pub fn from_parts(rules: Rules, start: Position, moves: &[Move], cursor: usize) -> Result<Self, PlainGameError> {
        let history = History::from_parts(start, moves, cursor, &rules).map_err(|refused| match refused {
            Refused::Move { index, mv, error } => PlainGameError::IllegalMove { index, mv, source: error },
            Refused::Cursor(error) => error.into(),
        })?;
        Ok(Self { rules, history })
    }

    /// The rules.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &Position {
        self.history.start()
    }

    /// The position at the cursor.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.history.position()
    }

    /// Every recorded move, including undone ones that can be redone.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        self.history.moves()
    }

    /// The moves in effect (before the cursor).
    #[must_use]
    pub fn played(&self) -> &[Move] {
        self.history.played()
    }

    /// How many moves are in effect.
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.history.cursor()
    }

    /// Plays a move at the cursor. Undone moves after the cursor are dropped.
    ///
    /// # Errors
    /// The [`MoveError`] when the move is illegal; the game is then unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        self.history.play(mv, &self.rules)
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

    /// Takes back the last move in effect. Returns whether there was one.
    pub fn undo(&mut self) -> bool {
        self.history.undo(&self.rules)
    }

    /// Plays again the next undone move. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        self.history.redo(&self.rules)
    }

    /// Moves the cursor to `cursor` (0 = the start position), undoing or redoing as needed.
    ///
    /// # Errors
    /// [`CursorOutOfRange`] past the last recorded move; nothing changes.
    pub fn jump_to(&mut self, cursor: usize) -> Result<(), CursorOutOfRange> {
        self.history.jump_to(cursor, &self.rules)
    }

    /// Whose turn it is at the cursor.
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.history.to_move()
    }

    /// Whether the game is over: the player to move has no legal move.
    #[must_use]
    pub fn is_over(&self) -> bool {
        !self.position().has_move(&self.rules)
    }

    /// The winner, once the game is over: under normal play the player who made the last move, under
    /// misère play the other one.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        if !self.is_over() {
            return None;
        }
        let last_mover = self.to_move().other();
        Some(match self.rules.ending {
            Ending::Normal => last_mover,
            Ending::Misere => last_mover.other(),
        })
    }

    /// Every recorded move (those past the cursor are undone and can be redone), each with who played
    /// it, the nim-sum and the objects left after it. Computed in one pass over the moves.
    #[must_use]
    pub fn history(&self) -> Vec<HistoryEntry> {
        let mut heaps = self.start().heaps().to_vec();
        let mut nim_sum = heaps.iter().fold(0, |x, &h| x ^ self.rules.grundy(h));
        let mut total = self.start().total();
        let mut side = Side::First;
        let mut entries = Vec::with_capacity(self.moves().len());
        for &mv in self.moves() {
            let before = heaps[mv.heap];
            let after = before - mv.take;
            heaps[mv.heap] = after;
            nim_sum ^= self.rules.grundy(before) ^ self.rules.grundy(after);
            total -= u128::from(mv.take);
            entries.push(HistoryEntry { mv, side, nim_sum_after: nim_sum, total_after: total });
            side = side.other();
        }
        entries
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::MoveRule;

    fn ligia_and_paul() -> PlainGame {
        let moves = vec![Move::new(0, 1), Move::new(2, 1), Move::new(1, 1), Move::new(2, 1)];
        PlainGame::from_parts(Rules::default(), Position::new(vec![1, 2, 3]).unwrap(), &moves, 4).unwrap()
    }

    #[test]
    fn history_tracks_nim_sums() {
        let game = ligia_and_paul();
        let sums: Vec<u64> = game.history().iter().map(|e| e.nim_sum_after).collect();
        assert_eq!(sums, [1, 0, 3, 0]);
        assert_eq!(game.history()[1].side, Side::Second);
        assert_eq!(game.history()[3].total_after, 2);
    }

    #[test]
    fn playing_after_undo_drops_the_redo_tail() {
        let mut game = ligia_and_paul();
        game.jump_to(1).unwrap();
        assert_eq!(game.position().heaps(), &[0, 2, 3]);
        assert!(game.can_redo());
        game.play(Move::new(1, 2)).unwrap();
        assert_eq!(game.moves().len(), 2);
        assert!(!game.can_redo());
        assert!(game.jump_to(3).is_err());
        assert_eq!(game.cursor(), 2);
    }

    #[test]
    fn winner_follows_the_ending() {
        let mut normal = PlainGame::new(Rules::default(), Position::new(vec![2]).unwrap());
        normal.play(Move::new(0, 2)).unwrap();
        assert_eq!(normal.winner(), Some(Side::First));
        let misere_rules = Rules::new(Ending::Misere, MoveRule::Any);
        let mut misere = PlainGame::new(misere_rules, Position::new(vec![2]).unwrap());
        misere.play(Move::new(0, 1)).unwrap();
        assert_eq!(misere.winner(), None);
        misere.play(Move::new(0, 1)).unwrap();
        assert_eq!(misere.winner(), Some(Side::First));
    }

    #[test]
    fn bad_parts_are_refused_with_the_move_number() {
        let start = Position::new(vec![3, 3]).unwrap();
        let err =
            PlainGame::from_parts(Rules::default(), start.clone(), &[Move::new(1, 1), Move::new(1, 5)], 2).unwrap_err();
        assert_eq!(
            err.to_string(),
            "move 2 (take 5 from heap 2) is illegal: heap 2 has 2, so 5 cannot be taken from it"
        );
        let err = PlainGame::from_parts(Rules::default(), start, &[], 1).unwrap_err();
        assert_eq!(err, PlainGameError::Cursor(CursorOutOfRange { cursor: 1, moves: 0 }));
    }
}
