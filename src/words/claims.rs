//! The one place where claims become words. Every sentence reads true under the rules it was made
//! for: sizes *and* values under S(1..k) and sets, and the misère rule where it applies. The words
//! themselves are Fluent messages (`assets/i18n/LANG/claims.ftl`), one per kind of claim, in the
//! language in force; the numbers come from the claim.

use std::fmt::{self, Display, Formatter};

use super::proof::num;
use crate::core::Ending;
use crate::core::Outcome;
use crate::core::{Basis, Claim, Grade, MiserePhase, MoveFacts, RandomCause, Scale, Voice, WinReason};
use crate::i18n::{Arg, msg};

/// "1 heap" / "3 heaps".
fn heaps(n: u64) -> String {
    msg::claim_heaps(Arg::Count(n))
}

/// "1 move" / "27 moves".
pub(crate) fn moves(n: u32) -> String {
    msg::claim_moves(Arg::Count(u64::from(n)))
}

fn parity(n: u64) -> String {
    if n.is_multiple_of(2) { msg::claim_even() } else { msg::claim_odd() }
}

/// "take 2 from heap 3 (8 → 6)", or with values "take 4 from heap 2 (11 → 7, value 2 → 0)".
struct Short<'a>(&'a MoveFacts);

/// What a move's value says against the best move's: the one wording of move values, for a game of
/// one rule and for a sum alike.
pub(crate) struct ValuePhrase {
    /// The move's value for its player.
    pub(crate) value: crate::core::Remoteness,
    /// The best move's (the position's remoteness).
    pub(crate) best: crate::core::Remoteness,
}

impl Display for ValuePhrase {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let (value, best) = (self.value, self.best);
        f.write_str(&match Grade::of(value, best) {
            Grade::Best if value.wins() => msg::claim_value_fastest(moves(value.moves)),
            Grade::Best => msg::claim_value_slowest_loss(moves(value.moves)),
            Grade::SlowerWin => msg::claim_value_slower_win(moves(best.moves), moves(value.moves)),
            Grade::Mistake => msg::claim_value_mistake(moves(value.moves)),
            Grade::FasterLoss | Grade::Forced => msg::claim_value_faster_loss(moves(best.moves), moves(value.moves)),
        })
    }
}

impl Display for Short<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let m = self.0;
        let (take, heap, from, to) = (num(&m.take), num(&(m.heap as u64 + 1)), num(&m.from_size), num(&m.to_size));
        f.write_str(&if m.scale == Scale::Values {
            msg::claim_move_values(from, num(&m.from_value), heap, take, to, num(&m.to_value))
        } else {
            msg::claim_move(from, heap, take, to)
        })
    }
}

/// The rule that decided, as a clause: "X = 14 ≠ 0", "misère endgame: …".
struct BasisClause<'a>(&'a Basis);

fn x_clause(nim_sum: u64) -> String {
    if nim_sum == 0 { msg::claim_x_zero() } else { msg::claim_x_nonzero(num(&nim_sum)) }
}

impl Display for BasisClause<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let text = match *self.0 {
            Basis::NimSum { nim_sum, scale, misere_big } => match (misere_big, scale) {
                (None, _) => x_clause(nim_sum),
                (Some(_), Scale::Sizes) => msg::claim_basis_misere_sizes(x_clause(nim_sum)),
                (Some(_), Scale::Values) => msg::claim_basis_misere_values(x_clause(nim_sum)),
            },
            Basis::MisereEndgame { ones, scale } => {
                if scale == Scale::Sizes {
                    msg::claim_basis_endgame_sizes(heaps(ones), parity(ones))
                } else {
                    msg::claim_basis_endgame_values(heaps(ones), parity(ones))
                }
            }
            Basis::ExactSearch => msg::claim_basis_search(),
        };
        f.write_str(&text)
    }
}

fn verdict(outcome: Outcome) -> String {
    match outcome {
        Outcome::NextWins => msg::claim_verdict_n(),
        Outcome::PreviousWins => msg::claim_verdict_p(),
    }
}

fn other_player(outcome_after: Outcome) -> String {
    match outcome_after {
        Outcome::PreviousWins => msg::claim_other_lost(),
        Outcome::NextWins => msg::claim_other_can_win(),
    }
}

/// Why a move wins, in the voice of advice ("take 4") or of the computer ("I take 4").
fn why_it_wins(m: &MoveFacts, reason: WinReason, voice: Voice) -> String {
    let (heap, take, size, left) = (num(&(m.heap as u64 + 1)), num(&m.take), num(&m.from_size), num(&m.to_size));
    let values = m.scale == Scale::Values;
    let (from, to) = if values { (num(&m.from_value), num(&m.to_value)) } else { (num(&m.from_size), num(&m.to_size)) };
    let advice = voice == Voice::Advice;
    match reason {
        WinReason::NimSum { nim_sum, top_bit: Some(d) } => {
            let (x, bit) = (num(&nim_sum), num(&(1u128 << d)));
            match (values, advice) {
                (false, true) => msg::claim_why_top_bit(bit, from, heap, take, to, x),
                (false, false) => msg::claim_why_top_bit_computer(bit, from, heap, take, to, x),
                (true, true) => msg::claim_why_top_bit_values(bit, from, heap, left, size, take, to, x),
                (true, false) => msg::claim_why_top_bit_values_computer(bit, from, heap, left, size, take, to, x),
            }
        }
        WinReason::NimSum { nim_sum, top_bit: None } => {
            let x = num(&nim_sum);
            if advice {
                msg::claim_why_raise(from, heap, left, size, take, to, x)
            } else {
                msg::claim_why_raise_computer(from, heap, left, size, take, to, x)
            }
        }
        WinReason::MisereOddOnes { ones_left, switch } => {
            let (ones, parity) = (heaps(ones_left), parity(ones_left));
            match (switch, values, advice) {
                (true, false, true) => msg::claim_why_switch(heap, left, ones, parity, take),
                (true, false, false) => msg::claim_why_switch_computer(heap, left, ones, parity, take),
                (true, true, true) => msg::claim_why_switch_values(heap, left, ones, parity, take, to),
                (true, true, false) => msg::claim_why_switch_values_computer(heap, left, ones, parity, take, to),
                (false, false, true) => msg::claim_why_endgame(heap, ones, parity, take),
                (false, false, false) => msg::claim_why_endgame_computer(heap, ones, parity, take),
                (false, true, true) => msg::claim_why_endgame_values(from, heap, left, ones, parity, size, take, to),
                (false, true, false) => {
                    msg::claim_why_endgame_values_computer(from, heap, left, ones, parity, size, take, to)
                }
            }
        }
        WinReason::Search if advice => msg::claim_why_search(heap, take),
        WinReason::Search => msg::claim_why_search_computer(heap, take),
    }
}

impl Display for Claim {
    /// The claim in words, heaps counted from 1, without a capital or a full stop (renderers add them
    /// where a sentence stands alone), in the language in force.
    #[allow(clippy::too_many_lines, reason = "one arm per kind of claim: every wording in one place")]
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let basis = |basis: &Basis| Arg::from(BasisClause(basis).to_string());
        let short = |facts: &MoveFacts| Arg::from(Short(facts).to_string());
        let text = match self {
            Self::Verdict { outcome } => verdict(*outcome),
            Self::Outcome { outcome, basis: b } => msg::claim_outcome(basis(b), verdict(*outcome)),
            Self::NoMoveLeft { ending: Ending::Normal } => msg::claim_no_move_normal(),
            Self::NoMoveLeft { ending: Ending::Misere } => msg::claim_no_move_misere(),
            Self::WinningMove(m) => Short(m).to_string(),
            Self::WhyItWins { facts, reason, voice } => why_it_wins(facts, *reason, *voice),
            Self::EveryMoveLoses { basis: b } => msg::claim_every_move_loses(basis(b)),
            Self::ComputerProlongs { basis: b, facts } => {
                msg::claim_computer_prolongs(basis(b), num(&(facts.heap as u64 + 1)), num(&facts.take))
            }
            Self::ComputerDelays { basis: b, facts, lasts } => {
                msg::claim_computer_delays(basis(b), num(&(facts.heap as u64 + 1)), moves(*lasts), num(&facts.take))
            }
            Self::Remote { value } => match (value.moves, value.outcome) {
                (0, _) => msg::claim_remote_over(),
                (n, outcome) => {
                    if outcome == Outcome::NextWins {
                        msg::claim_remote_wins(moves(n))
                    } else {
                        msg::claim_remote_loses(moves(n))
                    }
                }
            },
            Self::MoveValue { facts, value, best } => {
                msg::claim_move_value(short(facts), ValuePhrase { value: *value, best: *best }.to_string())
            }
            Self::ComputerRandom { facts, cause } => match cause {
                RandomCause::Level => msg::claim_computer_random(short(facts)),
                RandomCause::Unanalysable => msg::claim_computer_unanalysable(short(facts)),
            },
            Self::MoveLeaves { facts, nim_sum_after, outcome_after, basis_after } => {
                let left = match basis_after {
                    Basis::NimSum { .. } => basis(basis_after),
                    Basis::MisereEndgame { .. } | Basis::ExactSearch => {
                        msg::claim_x_then(basis(basis_after), num(&nim_sum_after)).into()
                    }
                };
                msg::claim_move_leaves(left, short(facts), other_player(*outcome_after))
            }
            Self::ZeroingMove { facts, outcome_after: Outcome::PreviousWins, .. } => {
                msg::claim_zeroing_wins(short(facts))
            }
            Self::ZeroingMove { facts, basis_after, .. } => msg::claim_zeroing_loses(basis(basis_after), short(facts)),
            Self::WinningHeaps { heaps } if heaps.is_empty() => msg::claim_no_winning_heap(),
            Self::WinningHeaps { heaps } => msg::claim_winning_heaps(list(heaps)),
            Self::NoWinningMoveFrom { heaps } => msg::claim_no_winning_move_from(heaps.len(), list(heaps)),
            Self::TopBitHeaps { nim_sum, top_bit, heaps } => {
                msg::claim_top_bit_heaps(num(&top_bit), list(heaps), num(&(1u128 << top_bit)), num(&nim_sum))
            }
            Self::HeapMarker { facts, more } => match (facts.scale, *more) {
                (Scale::Sizes, 0) => msg::claim_marker(num(&facts.take), num(&facts.to_size)),
                (Scale::Sizes, _) => msg::claim_marker_more(*more as u64, num(&facts.take), num(&facts.to_size)),
                (Scale::Values, 0) => {
                    msg::claim_marker_value(num(&facts.take), num(&facts.to_size), num(&facts.to_value))
                }
                (Scale::Values, _) => msg::claim_marker_value_more(
                    *more as u64,
                    num(&facts.take),
                    num(&facts.to_size),
                    num(&facts.to_value),
                ),
            },
            Self::Misere { phase, scale, nim_sum } => misere(*phase, *scale, *nim_sum),
            Self::GameOver { ending, last, winner, board_empties } => match (last.as_deref(), ending, board_empties) {
                (None, _, _) => msg::claim_game_over_stuck(winner.as_str()),
                (Some(last), Ending::Normal, true) => msg::claim_game_over_normal(last),
                (Some(last), Ending::Normal, false) => msg::claim_game_over_normal_stuck(last),
                (Some(last), Ending::Misere, true) => msg::claim_game_over_misere(last, winner.as_str()),
                (Some(last), Ending::Misere, false) => msg::claim_game_over_misere_stuck(last, winner.as_str()),
            },
            Self::NimSum { nim_sum, top_bit: Some(d) } => {
                msg::claim_nim_sum(num(&d), super::pretty(&format!("2^{d}")), num(&(1u128 << d)), num(&nim_sum))
            }
            Self::NimSum { nim_sum: _, top_bit: None } => msg::claim_nim_sum_zero(),
            Self::Xor { terms, result } => {
                let terms: Vec<String> = terms.iter().map(u64::to_string).collect();
                format!("{} = {result}", terms.join(" ⊕ "))
            }
        };
        f.write_str(&text)
    }
}

fn misere(phase: MiserePhase, scale: Scale, nim_sum: u64) -> String {
    let values = scale == Scale::Values;
    match phase {
        MiserePhase::Normal { big } => match (nim_sum == 0, values) {
            (true, false) => msg::claim_misere_normal_lost(heaps(big)),
            (true, true) => msg::claim_misere_normal_lost_values(heaps(big)),
            (false, false) => msg::claim_misere_normal(heaps(big)),
            (false, true) => msg::claim_misere_normal_values(heaps(big)),
        },
        MiserePhase::Switch { heap, others_ones, target } => {
            if values {
                msg::claim_misere_switch_values(num(&(heap as u64 + 1)), heaps(others_ones + target), num(&target))
            } else {
                msg::claim_misere_switch(num(&(heap as u64 + 1)), heaps(others_ones + target), num(&target))
            }
        }
        MiserePhase::Endgame { ones } => match (values, ones.is_multiple_of(2)) {
            (false, true) => msg::claim_misere_endgame_wins(heaps(ones), parity(ones)),
            (false, false) => msg::claim_misere_endgame_loses(heaps(ones), parity(ones)),
            (true, true) => msg::claim_misere_endgame_values_wins(heaps(ones), parity(ones)),
            (true, false) => msg::claim_misere_endgame_values_loses(heaps(ones), parity(ones)),
        },
    }
}

/// "1, 3" (heaps counted from 1), joined as the language joins a list.
fn list(heaps: &[usize]) -> String {
    heaps.iter().map(|h| (h + 1).to_string()).collect::<Vec<_>>().join(&msg::list_separator())
}
