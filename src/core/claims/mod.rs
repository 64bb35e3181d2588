//! Claims: every mathematical sentence Bouton states about a position, as a value.
//!
//! A claim is computed here, for the position and the rules in force, and worded by one function
//! ([`Claim`]'s `Display`, in `crate::words`). The app, the command line, the exports, the lessons and the
//! computer's reasons only render claims, so every sentence can be checked against an exhaustive
//! search (the property test in `tests/claims.rs` does, under all six rule families).
//!
//! Under S(1..k) and subtraction sets a heap has a *size* and a *value* (its Grundy value); claims
//! carry both, and say both. In misère play the end of the game differs from normal play; claims say
//! which rule decided.
//!
//! ```
//! use bouton::{Claims, Ending, MoveRule, Position, Rules};
//! // Misère, heaps 2 and 1: the normal-play move 2 → 1 loses; the winning move empties heap 1.
//! let misere = Rules::new(Ending::Misere, MoveRule::Any);
//! let claims = Claims::of(&Position::new(vec![2, 1]).unwrap(), &misere).unwrap();
//! assert_eq!(claims.winning_moves[0].to_string(), "take 2 from heap 1 (2 → 0)");
//! assert_eq!(
//!     claims.reasons[0].to_string(),
//!     "only heap 1 is 2 or more (misère play): take 2 from heap 1 to leave 0, so every heap is 0 or 1, with 1 heap of 1 left, an odd number"
//! );
//! ```

use super::analysis::{Analysis, Decision, Outcome};
use super::position::{Move, MoveError, Position};
use super::remoteness::Remoteness;
use super::rules::{Ending, MoveRule, Rules};
use super::table::most_significant_bit;
use super::variants::MiserePhase;

mod hints;
mod position;
mod sum;
mod sum_hints;
mod sum_set;
mod sum_steps;

pub use hints::hint_ladder;
pub use position::{ClaimError, Claims, move_leaves, move_leaves_after, zeroing_move};

pub use sum::{MoveWins, SumClaim};
pub use sum_hints::{SumHint, sum_hint_ladder};
pub use sum_set::SumClaims;
pub use sum_steps::{HeapOption, MAX_STEP_OPTIONS, sprague_grundy_steps};

/// Whether the binary table holds the heap sizes themselves (Nim) or their Grundy values
/// (S(1..k), subtraction sets), which decides how a claim names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scale {
    /// Nim: a heap's value is its size.
    Sizes,
    /// S(1..k) or a subtraction set: a heap has a size and a Grundy value.
    Values,
}

impl Scale {
    /// The scale of the rules' table.
    #[must_use]
    pub fn of(rules: &Rules) -> Self {
        if matches!(rules.moves, MoveRule::Any) { Self::Sizes } else { Self::Values }
    }
}

/// What one move does to one heap: its size and its value before and after.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveFacts {
    /// The heap (0-based; people see `heap + 1`).
    pub heap: usize,
    /// How many objects the move takes.
    pub take: u64,
    /// The heap's size before.
    pub from_size: u64,
    /// Its size after.
    pub to_size: u64,
    /// Its value (Grundy value) before.
    pub from_value: u64,
    /// Its value after.
    pub to_value: u64,
    /// Whether sizes and values differ under these rules.
    pub scale: Scale,
}

impl MoveFacts {
    /// The facts of a legal move.
    ///
    /// # Errors
    /// The [`MoveError`] of an illegal move.
    pub fn new(position: &Position, rules: &Rules, mv: Move) -> Result<Self, MoveError> {
        position.check(mv, rules)?;
        let from_size = position.heaps()[mv.heap];
        let to_size = from_size - mv.take;
        Ok(Self {
            heap: mv.heap,
            take: mv.take,
            from_size,
            to_size,
            from_value: rules.grundy(from_size),
            to_value: rules.grundy(to_size),
            scale: Scale::of(rules),
        })
    }

    /// The move itself.
    #[must_use]
    pub fn mv(&self) -> Move {
        Move::new(self.heap, self.take)
    }
}

/// Which rule decides the outcome of a position, with its numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Basis {
    /// The nim-sum X of the values decides: N iff X ≠ 0. In normal play always; in misère play while
    /// some value is 2 or more (`misere_big` counts those values).
    NimSum {
        /// X.
        nim_sum: u64,
        /// Sizes or values.
        scale: Scale,
        /// In misère play, how many values are 2 or more (at least 1); `None` in normal play.
        misere_big: Option<u64>,
    },
    /// Misère play, every value 0 or 1: N iff the number of 1s is even.
    MisereEndgame {
        /// How many heaps have value 1.
        ones: u64,
        /// Sizes or values.
        scale: Scale,
    },
    /// Misère play with a subtraction set: no proven rule; an exact search of the game tree decided.
    ExactSearch,
}

impl Basis {
    /// The basis of a position's outcome, from its analysis.
    #[must_use]
    pub fn of(analysis: &Analysis, rules: &Rules) -> Self {
        let scale = Scale::of(rules);
        match analysis.decision {
            Decision::NimSum => Self::NimSum {
                nim_sum: analysis.nim_sum,
                scale,
                misere_big: (rules.ending == Ending::Misere)
                    .then(|| analysis.grundy.iter().filter(|&&g| g >= 2).count() as u64),
            },
            Decision::MisereEndgame { ones } => Self::MisereEndgame { ones, scale },
            Decision::ExactSearch => Self::ExactSearch,
        }
    }
}

/// Why a winning move wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// X ≠ 0 and the move changes the heap's value to value ⊕ X, so the nim-sum becomes 0 (and the
    /// nim-sum still decides after the move). `top_bit` is X's top bit d when the heap's value holds
    /// it (the value drops); `None` when the move raises the value (S(1..k) and sets).
    NimSum {
        /// X before the move.
        nim_sum: u64,
        /// d, when the heap's value has a 1 there.
        top_bit: Option<u32>,
    },
    /// Misère play: the move leaves every value 0 or 1 with an odd number of 1s. `switch` when the
    /// heap was the only one of value 2 or more.
    MisereOddOnes {
        /// How many heaps of value 1 are left.
        ones_left: u64,
        /// Whether this is the switch (the heap had value 2 or more).
        switch: bool,
    },
    /// Misère play with a subtraction set: an exact search of the game tree.
    Search,
}

impl WinReason {
    /// Why `facts`, a winning move from a position with this analysis, wins.
    #[must_use]
    pub fn of(analysis: &Analysis, rules: &Rules, facts: &MoveFacts) -> Self {
        match analysis.decision {
            Decision::ExactSearch => Self::Search,
            Decision::MisereEndgame { ones } => Self::MisereOddOnes {
                ones_left: ones - u64::from(facts.from_value == 1) + u64::from(facts.to_value == 1),
                switch: false,
            },
            Decision::NimSum => {
                let others_big =
                    analysis.grundy.iter().filter(|&&g| g >= 2).count() as u64 - u64::from(facts.from_value >= 2);
                if rules.ending == Ending::Misere && others_big == 0 && facts.to_value <= 1 {
                    let ones = analysis.grundy.iter().filter(|&&g| g == 1).count() as u64;
                    Self::MisereOddOnes {
                        ones_left: ones - u64::from(facts.from_value == 1) + u64::from(facts.to_value == 1),
                        switch: facts.from_value >= 2,
                    }
                } else {
                    let d = most_significant_bit(analysis.nim_sum);
                    Self::NimSum { nim_sum: analysis.nim_sum, top_bit: d.filter(|&d| facts.from_value >> d & 1 == 1) }
                }
            }
        }
    }
}

/// Who speaks a reason: advice to the reader, or the computer about its own move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Voice {
    /// "take 18".
    Advice,
    /// "I take 18".
    Computer,
}

/// Why the computer played a move that is not a winning move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RandomCause {
    /// It plays at random (the random level, or a fallible computer's slip).
    Level,
    /// The position is too large to analyse under these rules.
    Unanalysable,
}

/// One mathematical sentence about a position, with its numbers. Worded by its `Display`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// Who wins with perfect play, and nothing more (the hint ladder's first rung).
    Verdict {
        /// N or P.
        outcome: Outcome,
    },
    /// Who wins with perfect play, and the rule that says so.
    Outcome {
        /// N or P.
        outcome: Outcome,
        /// Why.
        basis: Basis,
    },
    /// No legal move is left: the game is over.
    NoMoveLeft {
        /// Normal: the player to move has lost; misère: has won.
        ending: Ending,
    },
    /// A winning move: legal, and it leaves a P-position.
    WinningMove(MoveFacts),
    /// Why a winning move wins.
    WhyItWins {
        /// The move.
        facts: MoveFacts,
        /// Why it wins.
        reason: WinReason,
        /// Advice or the computer's own words.
        voice: Voice,
    },
    /// The position is P and has moves: every move leaves the other player a winning position.
    EveryMoveLoses {
        /// Why it is P.
        basis: Basis,
    },
    /// The computer is lost and plays the smallest move from the largest heap.
    ComputerProlongs {
        /// Why the position is P.
        basis: Basis,
        /// The move.
        facts: MoveFacts,
    },
    /// The computer is lost and plays the move that makes the game last longest, by remoteness.
    ComputerDelays {
        /// Why the position is P.
        basis: Basis,
        /// The move.
        facts: MoveFacts,
        /// How many moves the game then lasts with best play, this one included (the position's
        /// remoteness).
        lasts: u32,
    },
    /// How long the game lasts with best play: the winner ending it as fast as possible, the loser
    /// making it last as long as possible (the position's remoteness).
    Remote {
        /// Who wins, and in how many moves.
        value: Remoteness,
    },
    /// A move's value for the player who makes it, and how it compares with the best move.
    MoveValue {
        /// The move.
        facts: MoveFacts,
        /// Its value for its player: win or lose, in how many moves (this one included).
        value: Remoteness,
        /// The best move's value (the position's remoteness).
        best: Remoteness,
    },
    /// The computer plays a random move.
    ComputerRandom {
        /// The move.
        facts: MoveFacts,
        /// Why at random.
        cause: RandomCause,
    },
    /// What a move leaves: the new nim-sum and who wins then (exercise feedback, hover hints).
    MoveLeaves {
        /// The move.
        facts: MoveFacts,
        /// X after the move.
        nim_sum_after: u64,
        /// The outcome of the position left, for the player who moves next.
        outcome_after: Outcome,
        /// Why.
        basis_after: Basis,
    },
    /// A move that makes the nim-sum 0 (Lemma 2's move, cut-the-knot's move): whether it wins here.
    ZeroingMove {
        /// The move.
        facts: MoveFacts,
        /// The outcome of the position left; P means the move wins.
        outcome_after: Outcome,
        /// Why.
        basis_after: Basis,
    },
    /// The heaps with a winning move, ascending (0-based).
    WinningHeaps {
        /// The heaps.
        heaps: Vec<usize>,
    },
    /// No winning move starts from these heaps (0-based, ascending).
    NoWinningMoveFrom {
        /// The heaps.
        heaps: Vec<usize>,
    },
    /// Nim, normal play: the heaps with a winning move are exactly those with a 1 in X's top bit.
    TopBitHeaps {
        /// X.
        nim_sum: u64,
        /// d.
        top_bit: u32,
        /// The heaps with bit d, ascending (0-based).
        heaps: Vec<usize>,
    },
    /// The binary table's marker beside a heap: a winning move from it, and how many more it has.
    HeapMarker {
        /// The first winning move from the heap.
        facts: MoveFacts,
        /// How many other winning moves the heap has.
        more: usize,
    },
    /// The misère phase (misère play with any number or 1 to k).
    Misere {
        /// The phase.
        phase: MiserePhase,
        /// Sizes or values.
        scale: Scale,
        /// X, which decides in the normal phase.
        nim_sum: u64,
    },
    /// The game is over: who made the last move and who won.
    GameOver {
        /// The ending in force.
        ending: Ending,
        /// Who made the last move (`None` when the game started with no move possible).
        last: Option<String>,
        /// Who won.
        winner: String,
        /// Whether the game ends only when the board is empty (any number, 1 to k), so the last move
        /// takes the last object; under a set a heap can be stuck.
        board_empties: bool,
    },
    /// The nim-sum of the table's values and its top bit d (`None` when X = 0: every column has an
    /// even number of ones).
    NimSum {
        /// X.
        nim_sum: u64,
        /// d.
        top_bit: Option<u32>,
    },
    /// An XOR: terms ⊕ … = result.
    Xor {
        /// The terms.
        terms: Vec<u64>,
        /// Their XOR.
        result: u64,
    },
}
