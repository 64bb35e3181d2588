//! Remoteness: how many moves a game lasts with best play, where the winner ends it as fast as
//! possible and the loser makes it last as long as possible (Steinhaus; Winning Ways ch. 9).
//!
//! - A final position (no move left) has remoteness 0.
//! - A winning position has 1 + the least remoteness of its losing options.
//! - A losing position has 1 + the greatest remoteness of its options.
//!
//! The outcome comes with it: a final position is lost for the player to move in normal play and won
//! in misère play. The search ([`RemotenessRun`]) is exact, memoised over positions written as sorted
//! lists of the heaps that can still move, and bounded ([`MAX_POSITIONS`], [`MAX_HEAP`]); it runs in
//! slices, so the app can show progress and stop it. Every game the app plays goes through it: Nim,
//! S(1..k) and subtraction sets ([`Rules`]) and sums of heaps of octal games ([`SumPosition`]).
//!
//! ```
//! use bouton::{Outcome, Position, Remoteness, Rules};
//! // 1, 2, 3 is lost; the loser can make it last 6 moves (1 2 2, 0 2 2, 0 1 2, 0 1 1, 0 0 1, 0 0 0).
//! let lost = Remoteness::of(&Position::new(vec![1, 2, 3]).unwrap(), &Rules::default()).unwrap();
//! assert_eq!(lost, Remoteness { outcome: Outcome::PreviousWins, moves: 6 });
//! assert_eq!(lost.to_string(), "lose in 6");
//! ```

mod parts;
mod run;
mod start;
#[cfg(test)]
mod tests;

pub use run::RemotenessRun;

use super::analysis::Outcome;
use super::position::{Move, Position};
use super::rules::Rules;
use super::sum::{SumMove, SumPosition};

/// The most positions one search remembers (2^18): about 30 MB and a third of a second at most. Beyond it
/// the value is still known (from the nim-sum or the misère rule) but not the number of moves.
pub const MAX_POSITIONS: usize = (1 << 18) / super::FUZZ_DIVISOR as usize;

/// The largest heap the search takes (2^24 − 1): a heap's options are listed, once per size.
pub const MAX_HEAP: u64 = (1 << 24) - 1;

/// The most options the search lists for the heaps it meets, in all (2^22).
pub const MAX_OPTIONS: usize = (1 << 22) / super::FUZZ_DIVISOR as usize;

/// The most heap sizes one search holds at once (2^23: at most about 90 MB of memory in all, measured,
/// with what each position costs besides): in the positions it remembers, the positions asked about, the options it has listed and
/// the options of the positions it waits on. Charged before anything is made, so a position too
/// large to count is refused at once.
pub const MAX_PARTS: u64 = (1 << 23) / super::FUZZ_DIVISOR;

/// The most heap sizes one search writes in all (2^26): the bound on its time, about a third of a second
/// (a sum whose heaps split writes many options per position).
pub const MAX_WORK: u64 = (1 << 26) / super::FUZZ_DIVISOR;

/// What a position costs the budget besides its heap sizes (its box and its slot in the table), in
/// heap sizes.
pub(crate) const KEY_COST: u64 = 8;

/// What `count` positions of at most `heaps` heaps cost the budget (saturating).
pub(crate) fn positions_cost(count: u64, heaps: usize) -> u64 {
    count.saturating_mul((heaps as u64).saturating_add(KEY_COST))
}

/// Who wins with best play, and in how many moves the game then ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Remoteness {
    /// N: the player to move wins; P: loses.
    pub outcome: Outcome,
    /// How many moves are left with best play (0: the game is over).
    pub moves: u32,
}

impl Remoteness {
    /// The remoteness of a position of Nim, S(1..k) or a subtraction set, normal or misère.
    ///
    /// # Errors
    /// [`RemotenessError`] when the position is beyond the search's bounds.
    pub fn of(position: &Position, rules: &Rules) -> Result<Self, RemotenessError> {
        RemotenessRun::for_position(position, rules)?.finish()
    }

    /// The remoteness of a sum of heaps of octal games (Kayles, Dawson's Kayles, Nim, …).
    ///
    /// # Errors
    /// [`RemotenessError`] when the position is beyond the search's bounds or a game's values cannot
    /// be computed.
    pub fn of_sum(position: &SumPosition, ending: super::rules::Ending) -> Result<Self, RemotenessError> {
        RemotenessRun::for_sum(position, ending)?.finish()
    }

    /// Whether the player to move wins.
    #[must_use]
    pub fn wins(self) -> bool {
        self.outcome == Outcome::NextWins
    }

    /// The value of a move for the player who makes it, from the value of the position it leaves
    /// (for the other player): a move to a lost position wins, one move sooner.
    #[must_use]
    pub fn of_move_to(after: Self) -> Self {
        let outcome = match after.outcome {
            Outcome::NextWins => Outcome::PreviousWins,
            Outcome::PreviousWins => Outcome::NextWins,
        };
        Self { outcome, moves: after.moves + 1 }
    }
}

/// Why the number of moves to the end is not known.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RemotenessError {
    /// A heap that can still move is larger than [`MAX_HEAP`].
    HeapTooLarge {
        /// The heap's size.
        size: u64,
    },
    /// The search met more than [`MAX_POSITIONS`] positions.
    TooManyPositions,
    /// The heaps' options are more than [`MAX_OPTIONS`].
    TooManyOptions,
    /// The positions are too many or too large: holding them would pass [`MAX_PARTS`] heap sizes, or
    /// making them [`MAX_WORK`] (known from an estimate made before the work).
    TooLarge,
    /// A sum holds more different games than the search tells apart (255).
    TooManyGames,
    /// A game's values could not be computed.
    Values(crate::core::SumError),
    /// A move of a sum could not be played (never happens: the count plays legal moves; kept typed).
    SumMove(crate::core::SumMoveError),
    /// The count could not start on a worker (the system's words).
    NotStarted(String),
    /// A game's move is not legal where it was played.
    IllegalMove {
        /// The move's number, from 1.
        number: usize,
        /// Why.
        source: super::position::MoveError,
    },
    /// The person stopped the search.
    Stopped,
}

/// A move's value for the player who makes it, and how it compares with the best move there is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Grade {
    /// The best there is: the fastest win, or (when every move loses) the slowest loss.
    Best,
    /// It keeps the win, but wins more slowly than the best move.
    SlowerWin,
    /// It turns a won position into a lost one.
    Mistake,
    /// Every move loses, and this one loses sooner than the slowest.
    FasterLoss,
    /// The only legal move (a review marks it so: there was no choice to grade).
    Forced,
}

impl Grade {
    /// Every grade, best first.
    pub const ALL: [Self; 5] = [Self::Best, Self::SlowerWin, Self::Forced, Self::FasterLoss, Self::Mistake];

    /// The grade of a move worth `value` (for its player) where the best move is worth `best`.
    #[must_use]
    pub fn of(value: Remoteness, best: Remoteness) -> Self {
        match (best.wins(), value.wins()) {
            (true, false) => Self::Mistake,
            (true, true) if value.moves > best.moves => Self::SlowerWin,
            (false, _) if value.moves < best.moves => Self::FasterLoss,
            _ => Self::Best,
        }
    }

    /// The grade's name in English, the same in every language (the CLI's JSON): "best", "slower
    /// win", "mistake", "faster loss", "forced".
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Self::Best => "best",
            Self::SlowerWin => "slower win",
            Self::Mistake => "mistake",
            Self::FasterLoss => "faster loss",
            Self::Forced => "forced",
        }
    }
}

/// The value of every legal move from a position, for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveValues {
    /// The position's own value (the best move's, once there is a move).
    pub position: Remoteness,
    /// Every legal move asked about (all of them, in board order: heap, then amount), with its value
    /// for the player who makes it.
    pub moves: Vec<(Move, Remoteness)>,
}

impl MoveValues {
    /// The values of every move from `position` under `rules`, from one search.
    ///
    /// # Errors
    /// [`RemotenessError`] when the position is beyond the search's bounds.
    pub fn of(position: &Position, rules: &Rules) -> Result<Self, RemotenessError> {
        RemotenessRun::moves_of_position(position, rules)?.finish_moves()
    }

    /// The values of some moves from `position` (say, its winning moves) and of the position: far less
    /// work than every move where a heap is large.
    ///
    /// # Errors
    /// [`RemotenessError`] when the position is beyond the search's bounds.
    pub fn of_moves(position: &Position, rules: &Rules, moves: &[Move]) -> Result<Self, RemotenessError> {
        let mut run = RemotenessRun::some_moves_of_position(position, rules, moves)?;
        while !run.step(1 << 16)? {}
        run.move_values()
    }

    /// A move's value, if it is legal.
    #[must_use]
    pub fn value_of(&self, mv: Move) -> Option<Remoteness> {
        self.moves.iter().find(|(m, _)| *m == mv).map(|&(_, value)| value)
    }

    /// A move's grade, if it is legal.
    #[must_use]
    pub fn grade_of(&self, mv: Move) -> Option<Grade> {
        self.value_of(mv).map(|value| Grade::of(value, self.position))
    }

    /// What the values say, as claims: the position's remoteness, then every move's value.
    #[must_use]
    pub fn claims(&self, position: &Position, rules: &Rules) -> (super::claims::Claim, Vec<super::claims::Claim>) {
        use super::claims::{Claim, MoveFacts};
        let moves = self
            .moves
            .iter()
            .filter_map(|&(mv, value)| {
                let facts = MoveFacts::new(position, rules, mv).ok()?;
                Some(Claim::MoveValue { facts, value, best: self.position })
            })
            .collect();
        (Claim::Remote { value: self.position }, moves)
    }

    /// The claim about one move's value, if it is legal.
    #[must_use]
    pub fn claim_for(&self, position: &Position, rules: &Rules, mv: Move) -> Option<super::claims::Claim> {
        let value = self.value_of(mv)?;
        let facts = super::claims::MoveFacts::new(position, rules, mv).ok()?;
        Some(super::claims::Claim::MoveValue { facts, value, best: self.position })
    }

    /// The best moves: every fastest win, or (when every move loses) every slowest loss.
    pub fn best(&self) -> impl Iterator<Item = Move> + '_ {
        self.moves.iter().filter(|(_, value)| *value == self.position).map(|&(mv, _)| mv)
    }
}

/// The values of every move of a sum, for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMoveValues {
    /// The position's own value.
    pub position: Remoteness,
    /// Every legal move with its value for the player who makes it.
    pub moves: Vec<(SumMove, Remoteness)>,
}

impl SumMoveValues {
    /// The values of every move of a sum, when one search ends within `budget` (work units of
    /// [`RemotenessRun::step`]); `None` past it or beyond the search's bounds.
    #[must_use]
    pub fn within(position: &SumPosition, ending: super::rules::Ending, budget: u64) -> Option<Self> {
        let mut run = RemotenessRun::moves_of_sum(position, ending).ok()?;
        run.step(budget).ok()?.then(|| run.sum_move_values().ok()).flatten()
    }

    /// The values of every move of a sum, from one search.
    ///
    /// # Errors
    /// [`RemotenessError`] when the sum is beyond the search's bounds.
    pub fn of(position: &SumPosition, ending: super::rules::Ending) -> Result<Self, RemotenessError> {
        let mut run = RemotenessRun::moves_of_sum(position, ending)?;
        while !run.step(1 << 16)? {}
        run.sum_move_values()
    }

    /// The best moves: every fastest win, or (when every move loses) every slowest loss.
    pub fn best(&self) -> impl Iterator<Item = super::sum::SumMove> + '_ {
        self.moves.iter().filter(|(_, value)| *value == self.position).map(|&(mv, _)| mv)
    }

    /// A move's value, if it is legal (a split matches whichever order its parts are given in).
    #[must_use]
    pub fn value_of(&self, mv: SumMove) -> Option<Remoteness> {
        use super::sum::Leaves;
        let same = |a: Leaves, b: Leaves| match (a, b) {
            (Leaves::Two(a1, a2), Leaves::Two(b1, b2)) => (a1.min(a2), a1.max(a2)) == (b1.min(b2), b1.max(b2)),
            (a, b) => a == b,
        };
        self.moves
            .iter()
            .find(|(m, _)| m.heap == mv.heap && m.take == mv.take && same(m.leaves, mv.leaves))
            .map(|&(_, value)| value)
    }

    /// The claim about a move's value, if it is legal in `position`.
    #[must_use]
    pub fn claim_for(&self, position: &SumPosition, mv: SumMove) -> Option<super::claims::SumClaim> {
        let value = self.value_of(mv)?;
        let of = position.heaps().get(mv.heap)?.clone();
        Some(super::claims::SumClaim::MoveValue { mv, of, name: position.name(mv.heap), value, best: self.position })
    }

    /// Every move's value, as claims.
    #[must_use]
    pub fn claims(&self, position: &SumPosition) -> Vec<super::claims::SumClaim> {
        self.moves.iter().filter_map(|&(mv, _)| self.claim_for(position, mv)).collect()
    }
}
