//! The one place where claims become words. Every sentence reads true under the rules it was made
//! for: sizes *and* values under S(1..k) and sets, and the misère rule where it applies.

use std::fmt::{self, Display, Formatter};

use super::{Basis, Claim, Grade, MiserePhase, MoveFacts, RandomCause, Scale, Voice, WinReason};
use crate::core::analysis::Outcome;
use crate::core::rules::Ending;
use crate::core::table::counted;

/// "1 heap" / "3 heaps".
fn heaps(n: u64) -> String {
    if n == 1 { "1 heap".into() } else { format!("{n} heaps") }
}

fn parity(n: u64) -> &'static str {
    if n.is_multiple_of(2) { "an even number" } else { "an odd number" }
}

/// "take 2 from heap 3 (8 → 6)", or with values "take 4 from heap 2 (11 → 7, value 2 → 0)".
struct Short<'a>(&'a MoveFacts);

/// What a move's value says against the best move's: the one wording of move values, for a game of
/// one rule and for a sum alike.
pub(super) struct ValuePhrase {
    /// The move's value for its player.
    pub(super) value: crate::core::remoteness::Remoteness,
    /// The best move's (the position's remoteness).
    pub(super) best: crate::core::remoteness::Remoteness,
}

impl Display for ValuePhrase {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let (value, best) = (self.value, self.best);
        let n = counted(u64::from(value.moves), "move");
        let fastest = counted(u64::from(best.moves), "move");
        match Grade::of(value, best) {
            Grade::Best if value.wins() => write!(f, "the fastest win, in {n}"),
            Grade::Best => write!(f, "every move loses; this one makes the game last longest, {n}"),
            Grade::SlowerWin => write!(f, "a slower win, in {n} (the fastest takes {fastest})"),
            Grade::Mistake => write!(f, "a mistake, it throws the win away (lose in {n})"),
            Grade::FasterLoss | Grade::Forced => write!(f, "loses in {n} (the slowest loss takes {fastest})"),
        }
    }
}

impl Display for Short<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let m = self.0;
        write!(f, "take {} from heap {} ({} → {}", m.take, m.heap + 1, m.from_size, m.to_size)?;
        if m.scale == Scale::Values {
            write!(f, ", value {} → {}", m.from_value, m.to_value)?;
        }
        f.write_str(")")
    }
}

/// The rule that decided, as a clause: "X = 14 ≠ 0", "misère endgame: …".
struct BasisClause<'a>(&'a Basis);

impl Display for BasisClause<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match *self.0 {
            Basis::NimSum { nim_sum, scale, misere_big } => {
                if nim_sum == 0 {
                    f.write_str("X = 0")?;
                } else {
                    write!(f, "X = {nim_sum} ≠ 0")?;
                }
                if misere_big.is_some() {
                    f.write_str(match scale {
                        Scale::Sizes => "; in misère play X decides as in normal play while some heap is 2 or more",
                        Scale::Values => "; in misère play X decides as in normal play while some value is 2 or more",
                    })?;
                }
                Ok(())
            }
            Basis::MisereEndgame { ones, scale: Scale::Sizes } => {
                write!(f, "misère endgame: every heap is 0 or 1, with {} of 1, {}", heaps(ones), parity(ones))
            }
            Basis::MisereEndgame { ones, scale: Scale::Values } => {
                write!(f, "misère play with every value 0 or 1: {} of value 1, {}", heaps(ones), parity(ones))
            }
            Basis::ExactSearch => f.write_str(
                "misère play with a subtraction set has no proven rule; an exact search of the game tree decided",
            ),
        }
    }
}

fn verdict(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::NextWins => "N: the player to move wins",
        Outcome::PreviousWins => "P: the player to move loses",
    }
}

fn other_player(outcome_after: Outcome) -> &'static str {
    match outcome_after {
        Outcome::PreviousWins => "the other player is lost",
        Outcome::NextWins => "the other player can win",
    }
}

fn why_it_wins(f: &mut Formatter<'_>, m: &MoveFacts, reason: WinReason, voice: Voice) -> fmt::Result {
    let (i_take, is) = match voice {
        Voice::Advice => ("take", "is"),
        Voice::Computer => ("I take", "was"),
    };
    let k = m.heap + 1;
    match (reason, m.scale) {
        (WinReason::NimSum { nim_sum, top_bit: Some(d) }, Scale::Sizes) => write!(
            f,
            "X {is} {nim_sum}; heap {k} has a 1 in X's top bit ({}); {} ⊕ {nim_sum} = {}, so {i_take} {}",
            1u128 << d,
            m.from_size,
            m.to_size,
            m.take
        ),
        (WinReason::NimSum { nim_sum, top_bit: Some(d) }, Scale::Values) => write!(
            f,
            "X {is} {nim_sum}; heap {k} (size {}) has value {}, which has a 1 in X's top bit ({}); {} ⊕ {nim_sum} = {}, \
             so {i_take} {} to leave {}, of value {}",
            m.from_size,
            m.from_value,
            1u128 << d,
            m.from_value,
            m.to_value,
            m.take,
            m.to_size,
            m.to_value
        ),
        (WinReason::NimSum { nim_sum, top_bit: None }, _) => write!(
            f,
            "X {is} {nim_sum}; heap {k} (size {}) has value {}, and {} ⊕ {nim_sum} = {}; under these rules a move \
             can raise a value: {i_take} {} to leave {}, of value {}, and X becomes 0",
            m.from_size, m.from_value, m.from_value, m.to_value, m.take, m.to_size, m.to_value
        ),
        (WinReason::MisereOddOnes { ones_left, switch: true }, Scale::Sizes) => write!(
            f,
            "only heap {k} is 2 or more (misère play): {i_take} {} from heap {k} to leave {}, so every heap is 0 or 1, \
             with {} of 1 left, {}",
            m.take,
            m.to_size,
            heaps(ones_left),
            parity(ones_left)
        ),
        (WinReason::MisereOddOnes { ones_left, switch: true }, Scale::Values) => write!(
            f,
            "only heap {k} has value 2 or more (misère play): {i_take} {} from heap {k} to leave {}, of value {}, \
             so every value is 0 or 1, with {} of value 1 left, {}",
            m.take,
            m.to_size,
            m.to_value,
            heaps(ones_left),
            parity(ones_left)
        ),
        (WinReason::MisereOddOnes { ones_left, switch: false }, Scale::Sizes) => write!(
            f,
            "every heap is 0 or 1 (misère endgame): {i_take} {} from heap {k} to leave {} of 1, {}",
            m.take,
            heaps(ones_left),
            parity(ones_left)
        ),
        (WinReason::MisereOddOnes { ones_left, switch: false }, Scale::Values) => write!(
            f,
            "every value is 0 or 1 (misère play): {i_take} {} from heap {k} ({} → {}, value {} → {}) to leave every value 0 or 1 with \
             {} of value 1, {}",
            m.take,
            m.from_size,
            m.to_size,
            m.from_value,
            m.to_value,
            heaps(ones_left),
            parity(ones_left)
        ),
        (WinReason::Search, _) => write!(
            f,
            "an exact search of the game tree (misère play with a subtraction set has no proven rule) shows that \
             after {} {} from heap {k} the other player is lost",
            if voice == Voice::Computer { "I take" } else { "taking" },
            m.take
        ),
    }
}

impl Display for Claim {
    /// The claim in words, heaps counted from 1, without a capital or a full stop (renderers add them
    /// where a sentence stands alone).
    #[allow(clippy::too_many_lines, reason = "one arm per kind of claim: every wording in one place")]
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::Outcome { outcome, basis } => write!(f, "{} ({})", verdict(*outcome), BasisClause(basis)),
            Self::NoMoveLeft { ending: Ending::Normal } => {
                f.write_str("no move is possible: the game is over, and the player to move has lost (normal play)")
            }
            Self::NoMoveLeft { ending: Ending::Misere } => f.write_str(
                "no move is possible: the game is over, and the player to move has won (misère play: whoever \
                 cannot move wins)",
            ),
            Self::WinningMove(m) => Short(m).fmt(f),
            Self::WhyItWins { facts, reason, voice } => why_it_wins(f, facts, *reason, *voice),
            Self::EveryMoveLoses { basis } => {
                write!(f, "{}, so every move leaves the other player a winning position", BasisClause(basis))
            }
            Self::ComputerProlongs { basis, facts } => write!(
                f,
                "{}, so every move loses against perfect play; I take {} from heap {}, the smallest move from the \
                 largest heap, to make the game last",
                BasisClause(basis),
                facts.take,
                facts.heap + 1
            ),
            Self::ComputerDelays { basis, facts, lasts } => write!(
                f,
                "{}, so every move loses against perfect play; I take {} from heap {}, which makes the game last \
                 longest: {} to the end, this one included, if you play your best",
                BasisClause(basis),
                facts.take,
                facts.heap + 1,
                counted(u64::from(*lasts), "move")
            ),
            Self::Remote { value } => match (value.moves, value.outcome) {
                (0, _) => f.write_str("the game is over: no move is left"),
                (n, outcome) => write!(
                    f,
                    "with best play the player to move {} in {}, the winner hurrying and the loser delaying",
                    if outcome == Outcome::NextWins { "wins" } else { "loses" },
                    counted(u64::from(n), "move")
                ),
            },
            Self::MoveValue { facts, value, best } => {
                write!(f, "{}: {}", Short(facts), ValuePhrase { value: *value, best: *best })
            }
            Self::ComputerRandom { facts, cause: RandomCause::Level } => {
                write!(f, "I play at random: {}", Short(facts))
            }
            Self::ComputerRandom { facts, cause: RandomCause::Unanalysable } => write!(
                f,
                "this position is too large to analyse under these rules, so I play at random: {}",
                Short(facts)
            ),
            Self::MoveLeaves { facts, nim_sum_after, outcome_after, basis_after } => {
                write!(f, "{} leaves ", Short(facts))?;
                match basis_after {
                    Basis::NimSum { .. } => write!(f, "{}", BasisClause(basis_after))?,
                    Basis::MisereEndgame { .. } | Basis::ExactSearch => {
                        write!(f, "X = {nim_sum_after}; {}", BasisClause(basis_after))?;
                    }
                }
                write!(f, ": {}", other_player(*outcome_after))
            }
            Self::ZeroingMove { facts, outcome_after: Outcome::PreviousWins, .. } => {
                write!(f, "{} leaves X = 0: a winning move", Short(facts))
            }
            Self::ZeroingMove { facts, basis_after, .. } => write!(
                f,
                "{} leaves X = 0, but in misère play that loses here ({}): the other player can win",
                Short(facts),
                BasisClause(basis_after)
            ),
            Self::WinningHeaps { heaps } if heaps.is_empty() => f.write_str("no heap has a winning move"),
            Self::WinningHeaps { heaps } => write!(f, "heaps with a winning move: {}", list(heaps)),
            Self::NoWinningMoveFrom { heaps } => {
                write!(f, "no winning move starts from heap{} {}", if heaps.len() == 1 { "" } else { "s" }, list(heaps))
            }
            Self::TopBitHeaps { nim_sum, top_bit, heaps } => write!(
                f,
                "in Nim with normal play they are the heaps with a 1 in the top bit of X = {nim_sum} (bit {top_bit}, \
                 worth {}): {}",
                1u128 << top_bit,
                list(heaps)
            ),
            Self::HeapMarker { facts, more } => {
                write!(f, "take {} → {}", facts.take, facts.to_size)?;
                match (facts.scale, *more) {
                    (Scale::Sizes, 0) => Ok(()),
                    (Scale::Sizes, more) => write!(f, " (+{more} more)"),
                    (Scale::Values, 0) => write!(f, " (value {})", facts.to_value),
                    (Scale::Values, more) => write!(f, " (value {}; +{more} more)", facts.to_value),
                }
            }
            Self::Misere { phase, scale, nim_sum } => misere(f, *phase, *scale, *nim_sum),
            Self::GameOver { ending, last, winner, board_empties } => {
                let made = if *board_empties { "took the last object" } else { "made the last move" };
                match (last, ending) {
                    (None, _) => write!(f, "no move is possible: {winner} won"),
                    (Some(last), Ending::Normal) => write!(f, "{last} {made} and won (normal play)"),
                    (Some(last), Ending::Misere) => {
                        write!(f, "{last} {made} and lost (misère play): {winner} won")
                    }
                }
            }
            Self::NimSum { nim_sum, top_bit: Some(d) } => {
                write!(
                    f,
                    "X = {nim_sum} ≠ 0; its top bit d = {d} ({} = {})",
                    super::pretty(&format!("2^{d}")),
                    1u128 << d
                )
            }
            Self::NimSum { nim_sum: _, top_bit: None } => f.write_str("X = 0: every column has an even number of ones"),
            Self::Xor { terms, result } => {
                let terms: Vec<String> = terms.iter().map(u64::to_string).collect();
                write!(f, "{} = {result}", terms.join(" ⊕ "))
            }
        }
    }
}

fn misere(f: &mut Formatter<'_>, phase: MiserePhase, scale: Scale, nim_sum: u64) -> fmt::Result {
    let is_big = match scale {
        Scale::Sizes => "are 2 or more",
        Scale::Values => "have value 2 or more",
    };
    let one = if scale == Scale::Sizes { "of 1" } else { "of value 1" };
    match phase {
        MiserePhase::Normal { big } if nim_sum == 0 => write!(
            f,
            "misère play: {} {is_big}, so X decides as in normal play: X = 0, and the player to move loses",
            heaps(big)
        ),
        MiserePhase::Normal { big } => {
            write!(f, "misère play: {} {is_big}, so play as in normal play: leave X = 0", heaps(big))
        }
        MiserePhase::Switch { heap, others_ones, target } => write!(
            f,
            "misère switch: only heap {} {}; bring {} to {target}, which leaves {} {one}, an odd number",
            heap + 1,
            if scale == Scale::Sizes { "is 2 or more" } else { "has value 2 or more" },
            if scale == Scale::Sizes { "it" } else { "its value" },
            heaps(others_ones + target)
        ),
        MiserePhase::Endgame { ones } => write!(
            f,
            "{}: {} {one}, {}: the player to move {}",
            if scale == Scale::Sizes {
                "misère endgame: every heap is 0 or 1"
            } else {
                "misère play with every value 0 or 1"
            },
            heaps(ones),
            parity(ones),
            if ones.is_multiple_of(2) { "wins" } else { "loses" }
        ),
    }
}

/// "1, 3" (heaps counted from 1).
fn list(heaps: &[usize]) -> String {
    heaps.iter().map(|h| (h + 1).to_string()).collect::<Vec<_>>().join(", ")
}
