//! Claims: every mathematical sentence Bouton states about a position, as a value.
//!
//! A claim is computed here, for the position and the rules in force, and worded by one function
//! ([`Claim`]'s `Display`, in `words.rs`). The app, the command line, the exports, the lessons and the
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

use super::analysis::{Analysis, AnalysisError, Decision, Outcome};
use super::position::{Move, MoveError, Position};
use super::rules::{Ending, MoveRule, Rules};
use super::table::most_significant_bit;
use super::variants::MiserePhase;

mod feedback;
mod pages;
mod slides;
mod variants;
mod words;

pub use feedback::feedback_lines;

pub use pages::{Instead, PageChoice, PageView, proof_page};
pub use slides::{Line, ProofPage, Slide, Style, lemma_slides, pretty, sentence, slide_text, subscripted};
pub use variants::{cut_the_knot_slides, misere_slides, sprague_grundy_slides, subtraction_slides, theorem_slides};

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

/// The claims about a position that every surface shows: the outcome, every winning move with why
/// it wins, and the table's marker for each heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claims {
    /// [`Claim::NimSum`]: X and its top bit.
    pub nim_sum: Claim,
    /// [`Claim::Outcome`], or [`Claim::NoMoveLeft`] when the game is over.
    pub outcome: Claim,
    /// [`Claim::WinningMove`] for each winning move, by heap then amount; or one
    /// [`Claim::EveryMoveLoses`] for a P-position with moves; empty when no move is left.
    pub winning_moves: Vec<Claim>,
    /// [`Claim::WhyItWins`] (advice) for each winning move, in the same order.
    pub reasons: Vec<Claim>,
    /// For each heap, its [`Claim::HeapMarker`], or `None` when no winning move starts there.
    pub markers: Vec<Option<Claim>>,
}

impl Claims {
    /// The claims about a position under the rules.
    ///
    /// # Errors
    /// As [`Analysis::of`].
    pub fn of(position: &Position, rules: &Rules) -> Result<Self, AnalysisError> {
        Ok(Self::from_analysis(position, rules, &Analysis::of(position, rules)?))
    }

    /// The claims, from an analysis already made (by [`Analysis::of`] on the same position and rules).
    #[must_use]
    pub fn from_analysis(position: &Position, rules: &Rules, analysis: &Analysis) -> Self {
        let basis = Basis::of(analysis, rules);
        let has_move = position.has_move(rules);
        let outcome = if has_move {
            Claim::Outcome { outcome: analysis.outcome, basis }
        } else {
            Claim::NoMoveLeft { ending: rules.ending }
        };
        let facts: Vec<MoveFacts> =
            analysis.winning_moves.iter().filter_map(|&mv| MoveFacts::new(position, rules, mv).ok()).collect();
        let mut winning_moves: Vec<Claim> = facts.iter().copied().map(Claim::WinningMove).collect();
        if winning_moves.is_empty() && has_move {
            winning_moves.push(Claim::EveryMoveLoses { basis });
        }
        let reasons = facts
            .iter()
            .map(|f| Claim::WhyItWins { facts: *f, reason: WinReason::of(analysis, rules, f), voice: Voice::Advice })
            .collect();
        let mut markers = vec![None; position.len()];
        for (i, f) in facts.iter().enumerate() {
            if i > 0 && facts[i - 1].heap == f.heap {
                if let Some(Claim::HeapMarker { more, .. }) = &mut markers[f.heap] {
                    *more += 1;
                }
            } else {
                markers[f.heap] = Some(Claim::HeapMarker { facts: *f, more: 0 });
            }
        }
        let nim_sum = Claim::NimSum { nim_sum: analysis.nim_sum, top_bit: most_significant_bit(analysis.nim_sum) };
        Self { nim_sum, outcome, winning_moves, reasons, markers }
    }
}

/// How the table's values come from the heap sizes under these rules (`None` in Nim, where they are
/// the sizes).
#[must_use]
pub fn values_note(rules: &Rules) -> Option<String> {
    match &rules.moves {
        MoveRule::Any => None,
        MoveRule::UpTo(k) => Some(format!(
            "g is the Grundy value: under S(1..{k}) a heap h plays like a Nim heap of h mod {}.",
            u128::from(*k) + 1
        )),
        MoveRule::Set(set) => {
            let seq = set.sequence();
            let values: Vec<String> = seq.stored_values().iter().take(40).map(u8::to_string).collect();
            Some(format!(
                "g is the Grundy value under {set}: g(0), g(1), … = {}{} (period {}, from size {} on).",
                values.join(" "),
                if seq.stored_values().len() > 40 { " …" } else { "" },
                seq.period(),
                seq.preperiod()
            ))
        }
    }
}

/// What the nim-sum history shows under these rules (the Explore panel's caption).
#[must_use]
pub fn nim_sum_history_note(rules: &Rules) -> &'static str {
    match (rules.ending, &rules.moves) {
        (Ending::Normal, _) => "The nim-sum after each move. A player who knows the rule keeps leaving 0.",
        (Ending::Misere, MoveRule::Set(_)) => {
            "The nim-sum after each move. In misère play with a subtraction set no rule is proven: leaving 0 need \
             not win."
        }
        (Ending::Misere, MoveRule::Any) => {
            "The nim-sum after each move. In misère play a player who knows the rule leaves 0 until the switch; \
             from then on every heap is 0 or 1, and the winner leaves an odd number of 1s (nim-sum 1)."
        }
        (Ending::Misere, MoveRule::UpTo(_)) => {
            "The nim-sum after each move. In misère play a player who knows the rule leaves 0 until the switch; \
             then the winner leaves every value 0 or 1 with an odd number of 1s (nim-sum 1). The other player can \
             raise a value again, and then the normal rule is back."
        }
    }
}

/// What a move leaves: [`Claim::MoveLeaves`] (or why it cannot be said).
///
/// # Errors
/// The move's [`MoveError`], or the [`AnalysisError`] of a position too large to analyse.
pub fn move_leaves(position: &Position, rules: &Rules, mv: Move) -> Result<Claim, ClaimError> {
    let analysis = Analysis::of(position, rules)?;
    Ok(move_leaves_after(&analysis, position, rules, mv)?)
}

/// [`move_leaves`] from the position's analysis, without analysing the position the move leaves (a
/// move wins exactly when it is among the analysis's winning moves): cheap enough for every frame.
///
/// # Errors
/// The move's [`MoveError`].
pub fn move_leaves_after(
    analysis: &Analysis,
    position: &Position,
    rules: &Rules,
    mv: Move,
) -> Result<Claim, MoveError> {
    let facts = MoveFacts::new(position, rules, mv)?;
    let nim_sum_after = analysis.nim_sum ^ facts.from_value ^ facts.to_value;
    let outcome_after =
        if analysis.winning_moves.binary_search(&mv).is_ok() { Outcome::PreviousWins } else { Outcome::NextWins };
    let scale = Scale::of(rules);
    let basis_after = match (rules.ending, &rules.moves) {
        (Ending::Normal, _) => Basis::NimSum { nim_sum: nim_sum_after, scale, misere_big: None },
        (Ending::Misere, MoveRule::Set(_)) => Basis::ExactSearch,
        (Ending::Misere, _) => {
            let big = analysis.grundy.iter().filter(|&&g| g >= 2).count() as u64 - u64::from(facts.from_value >= 2)
                + u64::from(facts.to_value >= 2);
            if big == 0 {
                let ones = analysis.grundy.iter().filter(|&&g| g == 1).count() as u64
                    - u64::from(facts.from_value == 1)
                    + u64::from(facts.to_value == 1);
                Basis::MisereEndgame { ones, scale }
            } else {
                Basis::NimSum { nim_sum: nim_sum_after, scale, misere_big: Some(big) }
            }
        }
    };
    Ok(Claim::MoveLeaves { facts, nim_sum_after, outcome_after, basis_after })
}

/// A move that makes the nim-sum of the values 0: [`Claim::ZeroingMove`], which says whether it also
/// wins (always in normal play; not always in misère play).
///
/// # Errors
/// As [`move_leaves`].
pub fn zeroing_move(position: &Position, rules: &Rules, mv: Move) -> Result<Claim, ClaimError> {
    match move_leaves(position, rules, mv)? {
        Claim::MoveLeaves { facts, outcome_after, basis_after, .. } => {
            Ok(Claim::ZeroingMove { facts, outcome_after, basis_after })
        }
        other => Ok(other),
    }
}

/// Why a claim about a move cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClaimError {
    /// The move is illegal.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// The position cannot be analysed.
    #[error(transparent)]
    Analysis(#[from] AnalysisError),
}
