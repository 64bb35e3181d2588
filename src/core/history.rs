//! One history for every game: the start position, every move played (undone moves included, until a
//! new move drops them) and a cursor. Undo, redo and jump are written here once, for heaps of one game
//! and for sums of games alike.

/// The two players, by the order in which they move from the start position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The player who moves first.
    First,
    /// The player who moves second.
    Second,
}

impl Side {
    /// The other player.
    #[must_use]
    pub fn other(self) -> Self {
        match self {
            Self::First => Self::Second,
            Self::Second => Self::First,
        }
    }
}

/// A cursor past the moves of a history: nothing changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub struct CursorOutOfRange {
    /// The cursor asked for.
    pub cursor: usize,
    /// How many moves there are.
    pub moves: usize,
}

/// A position a history moves through: a move is played under some rules, or refused with the
/// position unchanged.
pub trait Playable: Clone + std::fmt::Debug + PartialEq + Eq {
    /// One move.
    type Move: Copy + std::fmt::Debug + PartialEq + Eq;
    /// What a move is played under (the rules; a sum's moves carry their own).
    type Rules;
    /// Why a move is refused.
    type Error: Clone + std::fmt::Debug + PartialEq + Eq;

    /// Plays `mv` in place.
    ///
    /// # Errors
    /// Why `mv` is illegal here; the position is then unchanged.
    fn play_under(&mut self, mv: Self::Move, rules: &Self::Rules) -> Result<(), Self::Error>;

    /// Takes back `mv`, the last move played here, in place. Returns false when the position
    /// cannot (the history then replays the moves before it from the start).
    fn take_back(&mut self, _mv: Self::Move) -> bool {
        false
    }
}

/// The start, every recorded move and the cursor (how many of them are in effect), with the
/// position at the cursor.
///
/// ```
/// use bouton::{History, Move, Position, Rules};
/// let rules = Rules::default();
/// let mut history = History::new(Position::new(vec![3, 4]).unwrap());
/// history.play(Move::new(1, 4), &rules).unwrap();
/// history.play(Move::new(0, 1), &rules).unwrap();
/// assert!(history.undo(&rules));
/// assert_eq!(history.position().heaps(), &[3, 0]);
/// history.jump_to(0, &rules).unwrap();
/// assert_eq!((history.position().heaps(), history.moves().len()), (&[3, 4][..], 2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History<P: Playable> {
    start: P,
    moves: Vec<P::Move>,
    cursor: usize,
    current: P,
}

impl<P: Playable> History<P> {
    /// A history with no move yet.
    #[must_use]
    pub fn new(start: P) -> Self {
        Self { current: start.clone(), start, moves: Vec::new(), cursor: 0 }
    }

    /// Rebuilds a history from its parts, playing every move in turn (as a file loads), then puts the
    /// cursor at `cursor`.
    ///
    /// # Errors
    /// The first illegal move's index, the move and why ([`Refused::Move`]), or a cursor past the
    /// last move ([`Refused::Cursor`]).
    pub fn from_parts(start: P, moves: &[P::Move], cursor: usize, rules: &P::Rules) -> Result<Self, Refused<P>> {
        if cursor > moves.len() {
            return Err(Refused::Cursor(CursorOutOfRange { cursor, moves: moves.len() }));
        }
        let mut history = Self::new(start);
        for (index, &mv) in moves.iter().enumerate() {
            history.play(mv, rules).map_err(|error| Refused::Move { index, mv, error })?;
        }
        history.jump_to(cursor, rules).map_err(Refused::Cursor)?;
        Ok(history)
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &P {
        &self.start
    }

    /// The position at the cursor.
    #[must_use]
    pub fn position(&self) -> &P {
        &self.current
    }

    /// Every recorded move, including undone ones that can be redone.
    #[must_use]
    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// The moves in effect (before the cursor).
    #[must_use]
    pub fn played(&self) -> &[P::Move] {
        &self.moves[..self.cursor]
    }

    /// How many moves are in effect.
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Whose turn it is at the cursor.
    #[must_use]
    pub fn to_move(&self) -> Side {
        if self.cursor.is_multiple_of(2) { Side::First } else { Side::Second }
    }

    /// Plays a move at the cursor; undone moves after it are dropped.
    ///
    /// # Errors
    /// Why the move is illegal; the history is then unchanged.
    pub fn play(&mut self, mv: P::Move, rules: &P::Rules) -> Result<(), P::Error> {
        self.current.play_under(mv, rules)?;
        self.moves.truncate(self.cursor);
        self.moves.push(mv);
        self.cursor += 1;
        Ok(())
    }

    /// Whether there is a move to undo.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether there is an undone move to redo.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Takes back the last move in effect. Returns whether there was one.
    pub fn undo(&mut self, rules: &P::Rules) -> bool {
        let Some(last) = self.cursor.checked_sub(1) else { return false };
        if !self.current.take_back(self.moves[last]) {
            self.replay_to(last, rules);
        }
        self.cursor = last;
        true
    }

    /// Plays again the next undone move. Returns whether there was one.
    pub fn redo(&mut self, rules: &P::Rules) -> bool {
        let Some(&mv) = self.moves.get(self.cursor) else { return false };
        // It was legal here when it was first played.
        if self.current.play_under(mv, rules).is_err() {
            return false;
        }
        self.cursor += 1;
        true
    }

    /// Moves the cursor to `cursor` (0 = the start position), undoing or redoing as needed.
    ///
    /// # Errors
    /// [`CursorOutOfRange`] past the last recorded move; nothing changes.
    pub fn jump_to(&mut self, cursor: usize, rules: &P::Rules) -> Result<(), CursorOutOfRange> {
        if cursor > self.moves.len() {
            return Err(CursorOutOfRange { cursor, moves: self.moves.len() });
        }
        while self.cursor > cursor {
            if self.current.take_back(self.moves[self.cursor - 1]) {
                self.cursor -= 1;
            } else {
                // A position that cannot take a move back replays once, not once per move.
                self.replay_to(cursor, rules);
                self.cursor = cursor;
            }
        }
        while self.cursor < cursor && self.redo(rules) {}
        Ok(())
    }

    /// Puts the position after the first `cursor` moves (each was legal in turn).
    fn replay_to(&mut self, cursor: usize, rules: &P::Rules) {
        let mut position = self.start.clone();
        for &mv in &self.moves[..cursor] {
            if position.play_under(mv, rules).is_err() {
                break;
            }
        }
        self.current = position;
    }
}

/// Why a history cannot be rebuilt from its parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused<P: Playable> {
    /// A recorded move is illegal where it is played.
    Move {
        /// The move's index (0-based).
        index: usize,
        /// The move.
        mv: P::Move,
        /// Why it is illegal.
        error: P::Error,
    },
    /// The cursor points past the moves.
    Cursor(CursorOutOfRange),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Move, Position, Rules, SumMove, SumPosition};

    /// Every cursor reached by undo, redo or a jump shows the position a fresh replay of the moves
    /// before it gives: in place (heaps of one game) and by replay (a sum whose moves split heaps).
    fn every_cursor_agrees<P: Playable>(start: &P, moves: &[P::Move], rules: &P::Rules) {
        let fresh = |cursor: usize| History::from_parts(start.clone(), moves, cursor, rules).ok().map(|h| h.current);
        let mut history = History::from_parts(start.clone(), moves, moves.len(), rules).ok().unwrap();
        for target in [0, moves.len(), 1, moves.len() - 1, 2, 0] {
            history.jump_to(target, rules).unwrap();
            assert_eq!(Some(history.position().clone()), fresh(target), "jump to {target}");
        }
        while history.redo(rules) {
            assert_eq!(Some(history.position().clone()), fresh(history.cursor()));
        }
        while history.undo(rules) {
            assert_eq!(Some(history.position().clone()), fresh(history.cursor()));
        }
        assert_eq!(history.cursor(), 0);
        assert!(history.jump_to(moves.len() + 1, rules).is_err());
    }

    #[test]
    fn undo_redo_and_jump_agree_with_a_replay() {
        let heaps = Position::new(vec![3, 5, 6]).unwrap();
        let moves = [Move::new(2, 6), Move::new(1, 2), Move::new(0, 1), Move::new(1, 3)];
        every_cursor_agrees(&heaps, &moves, &Rules::default());
        let sum: SumPosition = "kayles:10 nim:5".parse().unwrap();
        let moves =
            [SumMove::split(0, 1, 2, 7), SumMove::take(2, 5, 5), SumMove::split(1, 2, 1, 4), SumMove::take(0, 2, 1)];
        every_cursor_agrees(&sum, &moves, &());
    }

    #[test]
    fn a_bad_history_names_its_first_illegal_move() {
        let start = Position::new(vec![2]).unwrap();
        let refused = History::from_parts(start, &[Move::new(0, 1), Move::new(0, 2)], 2, &Rules::default());
        assert!(matches!(refused, Err(Refused::Move { index: 1, mv, .. }) if mv == Move::new(0, 2)));
    }
}
