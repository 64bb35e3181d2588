//! The one game: a position of components (heaps, each played by its own game, with its size),
//! the moves played, a cursor for undo and redo, and the values every position of it needs (computed
//! once, when the game starts). Heaps that all play one take-away rule are the plain case: their
//! [`PlainGame`] view is what the binary table, the lemmas and the proof read.

use super::history::{CursorOutOfRange, History, Playable, Refused, Side};
use super::octal::HeapGame;
use super::plain::PlainGame;
use super::position::{Move, MoveError, Position, check_take};
use super::rules::{Ending, MoveRule, Rules};
use super::sum::{SumAnalysis, SumError, SumMove, SumMoveError, SumPosition, SumPositionError, ValueBook};

/// Why a game cannot be rebuilt from its parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
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
    Cursor(#[from] CursorOutOfRange),
    /// More heaps than a game may hold.
    #[error(transparent)]
    Position(#[from] SumPositionError),
}

/// The game on the board: a sum of components ("Kayles 10 + Nim 5 + Dawson 7", or heaps that all play
/// Nim), with its history.
///
/// ```
/// use bouton::{Ending, Game, Heap, HeapGame, Side, SumMove, SumPosition};
/// let kayles: HeapGame = "kayles".parse().unwrap();
/// let start = SumPosition::new(vec![Heap::new(kayles, 10)]).unwrap();
/// let mut game = Game::new(Ending::Normal, start).unwrap();
/// game.play(SumMove::split(0, 1, 2, 7)).unwrap(); // knock pin 3
/// assert_eq!(game.position().to_string(), "kayles:2 kayles:7");
/// assert_eq!(game.to_move(), Side::Second);
/// game.undo();
/// assert_eq!(game.position().to_string(), "kayles:10");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The ending, and the take-away rule of the plain case: the one every heap plays when they all
    /// play one (a game of no heaps keeps the rule it was made with); Nim's for any other sum.
    rules: Rules,
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

    fn take_back(&mut self, mv: SumMove) -> bool {
        self.unplay(mv)
    }
}

impl Game {
    /// A new game from a start position.
    ///
    /// # Errors
    /// [`SumError`] when a heap is too large for its game's values.
    pub fn new(ending: Ending, start: SumPosition) -> Result<Self, SumError> {
        let book = ValueBook::for_heaps(start.heaps())?;
        let rules = plain_rules(ending, &start, MoveRule::Any);
        Ok(Self { rules, history: History::new(start), book })
    }

    /// Rebuilds a game from its parts, checking every move in turn and the cursor (as a file loads).
    ///
    /// # Errors
    /// [`GameError`] naming the first illegal move, or a cursor out of range.
    pub fn from_parts(ending: Ending, start: SumPosition, moves: &[SumMove], cursor: usize) -> Result<Self, GameError> {
        let rules = plain_rules(ending, &start, MoveRule::Any);
        Self::build(rules, start, moves, cursor)
    }

    fn build(rules: Rules, start: SumPosition, moves: &[SumMove], cursor: usize) -> Result<Self, GameError> {
        // Refused before the games' values are computed (the history checks it again, cheaply).
        if cursor > moves.len() {
            return Err(CursorOutOfRange { cursor, moves: moves.len() }.into());
        }
        let book = ValueBook::for_heaps(start.heaps())?;
        let history = History::from_parts(start, moves, cursor, &()).map_err(|refused| match refused {
            Refused::Move { index, mv, error } => GameError::IllegalMove { index, mv, source: error },
            Refused::Cursor(error) => GameError::Cursor(error),
        })?;
        Ok(Self { rules, history, book })
    }

    /// The same game from its start, with no move played.
    #[must_use]
    pub fn restarted(&self) -> Self {
        Self { rules: self.rules.clone(), history: History::new(self.start().clone()), book: self.book.clone() }
    }

    /// Normal or misère play.
    #[must_use]
    pub fn ending(&self) -> Ending {
        self.rules.ending
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
        SumAnalysis::with_book(self.position(), self.rules.ending, &self.book)
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
    /// [`CursorOutOfRange`] past the last recorded move; nothing changes.
    pub fn jump_to(&mut self, cursor: usize) -> Result<(), CursorOutOfRange> {
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
        Some(match self.rules.ending {
            Ending::Normal => last_mover,
            Ending::Misere => last_mover.other(),
        })
    }
}

/// A game of no heaps under normal play (over from the start).
impl Default for Game {
    fn default() -> Self {
        Self { rules: Rules::default(), history: History::new(SumPosition::default()), book: ValueBook::default() }
    }
}

impl Game {
    /// The game of a plain game: its heaps all play its move rule, its moves take from one heap and
    /// leave the rest (or nothing) in place.
    ///
    /// ```
    /// use bouton::{Game, Move, PlainGame, Position, Rules};
    /// let mut plain = PlainGame::new(Rules::default(), Position::new(vec![3, 4, 5]).unwrap());
    /// plain.play(Move::new(0, 2)).unwrap();
    /// let game = Game::from_plain(&plain).unwrap();
    /// assert_eq!(game.position().to_string(), "nim:1 nim:4 nim:5");
    /// assert_eq!(game.plain(), Some(plain));
    /// ```
    ///
    /// # Errors
    /// [`GameError::Position`] past [`SumPosition::MAX_HEAPS`] heaps.
    pub fn from_plain(plain: &PlainGame) -> Result<Self, GameError> {
        let rules = plain.rules();
        let start = SumPosition::uniform(&HeapGame::Take(rules.moves.clone()), plain.start().heaps())?;
        let mut sizes = plain.start().heaps().to_vec();
        let moves: Vec<SumMove> = plain
            .moves()
            .iter()
            .map(|&Move { heap, take }| {
                // Each recorded move was legal in turn, so the heap holds at least `take`.
                let mv = SumMove::take(heap, sizes[heap], take);
                sizes[heap] -= take;
                mv
            })
            .collect();
        Self::build(rules.clone(), start, &moves, plain.cursor())
    }

    /// The plain view of this game, when its heaps all play one take-away rule (Nim, S(1..k), a set):
    /// rules, positions and moves as the binary table, the lemmas, the proof and the exercises see
    /// them. `None` for a sum of different games or of an octal game.
    #[must_use]
    pub fn plain(&self) -> Option<PlainGame> {
        let rules = self.rules()?;
        let start = self.start().plain_position();
        let moves: Vec<Move> = self.moves().iter().map(|mv| Move::new(mv.heap, mv.take)).collect();
        PlainGame::from_parts(rules, start, &moves, self.cursor()).ok()
    }

    /// The rules, when every heap plays one take-away rule (Nim, S(1..k), a set) — the plain case —
    /// or the game has no heaps (it keeps the rules it was made with).
    #[must_use]
    pub fn rules(&self) -> Option<Rules> {
        let plays = HeapGame::Take(self.rules.moves.clone());
        self.start().heaps().iter().all(|h| h.game == plays).then(|| self.rules.clone())
    }

    /// Plays a move of the plain case — take `mv.take` from heap `mv.heap`, leave the rest in place —
    /// refused as the plain game refuses it.
    ///
    /// # Errors
    /// The [`MoveError`] that says why the move is illegal; the game is then unchanged. A game that is
    /// not the plain case (an octal game's heap) refuses a move its game forbids as not allowed.
    pub fn play_take(&mut self, mv: Move) -> Result<(), MoveError> {
        let rules = self.rules().unwrap_or_default();
        let heaps = self.position().heaps();
        let Some(size) = heaps.get(mv.heap).map(|h| h.size) else {
            return Err(MoveError::NoSuchHeap { heap: mv.heap, heaps: heaps.len() });
        };
        check_take(size, mv, &rules)?;
        self.play(SumMove::take(mv.heap, size, mv.take))
            .map_err(|_| MoveError::NotAllowed { take: mv.take, rule: rules.moves.clone() })
    }

    /// A new plain game: heaps of `start` that all play `rules`' move rule.
    ///
    /// # Errors
    /// [`GameError::Position`] past [`SumPosition::MAX_HEAPS`] heaps.
    pub fn of_heaps(rules: Rules, start: Position) -> Result<Self, GameError> {
        Self::from_plain(&PlainGame::new(rules, start))
    }
}

/// The game's rules: its ending, and the take-away rule every heap of `start` plays if they all play
/// one (else `empty`'s, kept for a game of no heaps).
fn plain_rules(ending: Ending, start: &SumPosition, empty: MoveRule) -> Rules {
    let mut games = start.heaps().iter().map(|h| &h.game);
    let rule = match games.next() {
        Some(HeapGame::Take(rule)) if games.all(|g| *g == HeapGame::Take(rule.clone())) => rule.clone(),
        Some(_) => MoveRule::Any,
        None => empty,
    };
    Rules::new(ending, rule)
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

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::core::rules::MoveRule;

    fn any_rules() -> impl Strategy<Value = Rules> {
        let rule = prop_oneof![
            Just(MoveRule::Any),
            (1u64..5).prop_map(|k| MoveRule::up_to(k).unwrap()),
            Just(MoveRule::set(&[1, 3, 4]).unwrap()),
        ];
        (rule, prop_oneof![Just(Ending::Normal), Just(Ending::Misere)])
            .prop_map(|(rule, ending)| Rules::new(ending, rule))
    }

    proptest! {
        /// A plain game played move by move (some undone) becomes the one game and comes back the
        /// same: start, every recorded move, cursor, and at every cursor the same sizes, the same
        /// player to move and the same winner.
        #[test]
        fn a_plain_game_is_the_uniform_case_of_the_one_game(
            rules in any_rules(),
            heaps in prop::collection::vec(0u64..12, 1..5),
            picks in prop::collection::vec((0usize..5, 1u64..6), 0..30),
            back in 0usize..10,
        ) {
            let mut plain = PlainGame::new(rules, Position::new(heaps).unwrap());
            for (heap, take) in picks {
                // Illegal picks are refused and change nothing.
                let _ = plain.play(Move::new(heap % plain.position().len(), take));
            }
            plain.jump_to(plain.cursor().saturating_sub(back)).unwrap();
            let mut game = Game::from_plain(&plain).unwrap();
            prop_assert_eq!(game.plain(), Some(plain.clone()));
            for cursor in 0..=plain.moves().len() {
                plain.jump_to(cursor).unwrap();
                game.jump_to(cursor).unwrap();
                prop_assert_eq!(game.position().sizes(), plain.position().heaps().to_vec());
                prop_assert_eq!(game.to_move(), plain.to_move());
                prop_assert_eq!(game.is_over(), plain.is_over());
                prop_assert_eq!(game.winner(), plain.winner());
            }
        }
    }

    #[test]
    fn a_sum_of_different_games_has_no_plain_view() {
        let game = Game::new(Ending::Normal, "kayles:5 nim:3".parse().unwrap()).unwrap();
        assert_eq!(game.plain(), None);
        let kayles = Game::new(Ending::Normal, "kayles:5 kayles:3".parse().unwrap()).unwrap();
        assert_eq!(kayles.plain(), None, "an octal game may split a heap: no plain view");
    }
}
