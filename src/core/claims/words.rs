//! The one place where claims become words. Every sentence reads true under the rules it was made
//! for: sizes *and* values under S(1..k) and sets, and the misère rule where it applies. The words
//! themselves are Fluent messages (`assets/i18n/LANG/claims.ftl`), one per kind of claim, in the
//! language in force; the numbers come from the claim.

use std::fmt::{self, Display, Formatter};

use super::slides::num;
use super::{Basis, Claim, Grade, MiserePhase, MoveFacts, RandomCause, Scale, Voice, WinReason};
use crate::core::analysis::Outcome;
use crate::core::rules::Ending;
use crate::i18n::{Arg, tr, tr_with};

/// "1 heap" / "3 heaps".
fn heaps(n: u64) -> String {
    tr_with("claim-heaps", &[("n", Arg::Count(n))])
}

/// "1 move" / "27 moves".
pub(crate) fn moves(n: u32) -> String {
    tr_with("claim-moves", &[("n", Arg::Count(u64::from(n)))])
}

fn parity(n: u64) -> String {
    tr(if n.is_multiple_of(2) { "claim-even" } else { "claim-odd" })
}

/// A message in the voice of advice ("take 4") or of the computer ("I take 4"): `id` and
/// `id-computer`.
fn voiced(id: &str, voice: Voice, args: &[(&str, Arg<'_>)]) -> String {
    match voice {
        Voice::Advice => tr_with(id, args),
        Voice::Computer => tr_with(&format!("{id}-computer"), args),
    }
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
        let id = match Grade::of(value, best) {
            Grade::Best if value.wins() => "claim-value-fastest",
            Grade::Best => "claim-value-slowest-loss",
            Grade::SlowerWin => "claim-value-slower-win",
            Grade::Mistake => "claim-value-mistake",
            Grade::FasterLoss | Grade::Forced => "claim-value-faster-loss",
        };
        f.write_str(&tr_with(id, &[("moves", moves(value.moves).into()), ("fastest", moves(best.moves).into())]))
    }
}

impl Display for Short<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let m = self.0;
        let mut args = vec![
            ("take", num(&m.take)),
            ("heap", num(&(m.heap as u64 + 1))),
            ("from", num(&m.from_size)),
            ("to", num(&m.to_size)),
        ];
        let id = if m.scale == Scale::Values {
            args.extend([("from-value", num(&m.from_value)), ("to-value", num(&m.to_value))]);
            "claim-move-values"
        } else {
            "claim-move"
        };
        f.write_str(&tr_with(id, &args))
    }
}

/// The rule that decided, as a clause: "X = 14 ≠ 0", "misère endgame: …".
struct BasisClause<'a>(&'a Basis);

fn x_clause(nim_sum: u64) -> String {
    if nim_sum == 0 { tr("claim-x-zero") } else { tr_with("claim-x-nonzero", &[("x", num(&nim_sum))]) }
}

impl Display for BasisClause<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let text = match *self.0 {
            Basis::NimSum { nim_sum, scale, misere_big } => match (misere_big, scale) {
                (None, _) => x_clause(nim_sum),
                (Some(_), Scale::Sizes) => tr_with("claim-basis-misere-sizes", &[("x", x_clause(nim_sum).into())]),
                (Some(_), Scale::Values) => tr_with("claim-basis-misere-values", &[("x", x_clause(nim_sum).into())]),
            },
            Basis::MisereEndgame { ones, scale } => tr_with(
                if scale == Scale::Sizes { "claim-basis-endgame-sizes" } else { "claim-basis-endgame-values" },
                &[("ones", heaps(ones).into()), ("parity", parity(ones).into())],
            ),
            Basis::ExactSearch => tr("claim-basis-search"),
        };
        f.write_str(&text)
    }
}

fn verdict(outcome: Outcome) -> String {
    tr(match outcome {
        Outcome::NextWins => "claim-verdict-n",
        Outcome::PreviousWins => "claim-verdict-p",
    })
}

fn other_player(outcome_after: Outcome) -> String {
    tr(match outcome_after {
        Outcome::PreviousWins => "claim-other-lost",
        Outcome::NextWins => "claim-other-can-win",
    })
}

fn why_it_wins(m: &MoveFacts, reason: WinReason, voice: Voice) -> String {
    let mut args = vec![
        ("heap", num(&(m.heap as u64 + 1))),
        ("take", num(&m.take)),
        ("size", num(&m.from_size)),
        ("left", num(&m.to_size)),
        ("from", num(&(if m.scale == Scale::Values { m.from_value } else { m.from_size }))),
        ("to", num(&(if m.scale == Scale::Values { m.to_value } else { m.to_size }))),
    ];
    let id = match (reason, m.scale) {
        (WinReason::NimSum { nim_sum, top_bit }, scale) => {
            args.push(("x", num(&nim_sum)));
            if let Some(d) = top_bit {
                args.push(("bit", num(&(1u128 << d))));
            }
            match (top_bit, scale) {
                (Some(_), Scale::Sizes) => "claim-why-top-bit",
                (Some(_), Scale::Values) => "claim-why-top-bit-values",
                (None, _) => "claim-why-raise",
            }
        }
        (WinReason::MisereOddOnes { ones_left, switch }, scale) => {
            args.extend([("ones", heaps(ones_left).into()), ("parity", parity(ones_left).into())]);
            match (switch, scale) {
                (true, Scale::Sizes) => "claim-why-switch",
                (true, Scale::Values) => "claim-why-switch-values",
                (false, Scale::Sizes) => "claim-why-endgame",
                (false, Scale::Values) => "claim-why-endgame-values",
            }
        }
        (WinReason::Search, _) => "claim-why-search",
    };
    voiced(id, voice, &args)
}

impl Display for Claim {
    /// The claim in words, heaps counted from 1, without a capital or a full stop (renderers add them
    /// where a sentence stands alone), in the language in force.
    #[allow(clippy::too_many_lines, reason = "one arm per kind of claim: every wording in one place")]
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let basis = |basis: &Basis| Arg::from(BasisClause(basis).to_string());
        let short = |facts: &MoveFacts| Arg::from(Short(facts).to_string());
        let text = match self {
            Self::Outcome { outcome, basis: b } => {
                tr_with("claim-outcome", &[("verdict", verdict(*outcome).into()), ("basis", basis(b))])
            }
            Self::NoMoveLeft { ending: Ending::Normal } => tr("claim-no-move-normal"),
            Self::NoMoveLeft { ending: Ending::Misere } => tr("claim-no-move-misere"),
            Self::WinningMove(m) => Short(m).to_string(),
            Self::WhyItWins { facts, reason, voice } => why_it_wins(facts, *reason, *voice),
            Self::EveryMoveLoses { basis: b } => tr_with("claim-every-move-loses", &[("basis", basis(b))]),
            Self::ComputerProlongs { basis: b, facts } => tr_with(
                "claim-computer-prolongs",
                &[("basis", basis(b)), ("take", num(&facts.take)), ("heap", num(&(facts.heap as u64 + 1)))],
            ),
            Self::ComputerDelays { basis: b, facts, lasts } => tr_with(
                "claim-computer-delays",
                &[
                    ("basis", basis(b)),
                    ("take", num(&facts.take)),
                    ("heap", num(&(facts.heap as u64 + 1))),
                    ("moves", moves(*lasts).into()),
                ],
            ),
            Self::Remote { value } => match (value.moves, value.outcome) {
                (0, _) => tr("claim-remote-over"),
                (n, outcome) => tr_with(
                    if outcome == Outcome::NextWins { "claim-remote-wins" } else { "claim-remote-loses" },
                    &[("moves", moves(n).into())],
                ),
            },
            Self::MoveValue { facts, value, best } => tr_with(
                "claim-move-value",
                &[("move", short(facts)), ("value", ValuePhrase { value: *value, best: *best }.to_string().into())],
            ),
            Self::ComputerRandom { facts, cause } => tr_with(
                match cause {
                    RandomCause::Level => "claim-computer-random",
                    RandomCause::Unanalysable => "claim-computer-unanalysable",
                },
                &[("move", short(facts))],
            ),
            Self::MoveLeaves { facts, nim_sum_after, outcome_after, basis_after } => {
                let left = match basis_after {
                    Basis::NimSum { .. } => basis(basis_after),
                    Basis::MisereEndgame { .. } | Basis::ExactSearch => {
                        tr_with("claim-x-then", &[("x", num(&nim_sum_after)), ("basis", basis(basis_after))]).into()
                    }
                };
                tr_with(
                    "claim-move-leaves",
                    &[("move", short(facts)), ("basis", left), ("other", other_player(*outcome_after).into())],
                )
            }
            Self::ZeroingMove { facts, outcome_after: Outcome::PreviousWins, .. } => {
                tr_with("claim-zeroing-wins", &[("move", short(facts))])
            }
            Self::ZeroingMove { facts, basis_after, .. } => {
                tr_with("claim-zeroing-loses", &[("move", short(facts)), ("basis", basis(basis_after))])
            }
            Self::WinningHeaps { heaps } if heaps.is_empty() => tr("claim-no-winning-heap"),
            Self::WinningHeaps { heaps } => tr_with("claim-winning-heaps", &[("heaps", list(heaps).into())]),
            Self::NoWinningMoveFrom { heaps } => {
                tr_with("claim-no-winning-move-from", &[("count", heaps.len().into()), ("heaps", list(heaps).into())])
            }
            Self::TopBitHeaps { nim_sum, top_bit, heaps } => tr_with(
                "claim-top-bit-heaps",
                &[
                    ("x", num(&nim_sum)),
                    ("bit", num(&top_bit)),
                    ("worth", num(&(1u128 << top_bit))),
                    ("heaps", list(heaps).into()),
                ],
            ),
            Self::HeapMarker { facts, more } => {
                let id = match (facts.scale, *more) {
                    (Scale::Sizes, 0) => "claim-marker",
                    (Scale::Sizes, _) => "claim-marker-more",
                    (Scale::Values, 0) => "claim-marker-value",
                    (Scale::Values, _) => "claim-marker-value-more",
                };
                tr_with(
                    id,
                    &[
                        ("take", num(&facts.take)),
                        ("to", num(&facts.to_size)),
                        ("value", num(&facts.to_value)),
                        ("more", (*more as u64).into()),
                    ],
                )
            }
            Self::Misere { phase, scale, nim_sum } => misere(*phase, *scale, *nim_sum),
            Self::GameOver { ending, last, winner, board_empties } => {
                let id = match (last, ending, board_empties) {
                    (None, _, _) => "claim-game-over-stuck",
                    (Some(_), Ending::Normal, true) => "claim-game-over-normal",
                    (Some(_), Ending::Normal, false) => "claim-game-over-normal-stuck",
                    (Some(_), Ending::Misere, true) => "claim-game-over-misere",
                    (Some(_), Ending::Misere, false) => "claim-game-over-misere-stuck",
                };
                let last = last.as_deref().unwrap_or_default();
                tr_with(id, &[("last", last.into()), ("winner", winner.as_str().into())])
            }
            Self::NimSum { nim_sum, top_bit: Some(d) } => tr_with(
                "claim-nim-sum",
                &[
                    ("x", num(&nim_sum)),
                    ("bit", num(&d)),
                    ("power", super::pretty(&format!("2^{d}")).into()),
                    ("worth", num(&(1u128 << d))),
                ],
            ),
            Self::NimSum { nim_sum: _, top_bit: None } => tr("claim-nim-sum-zero"),
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
        MiserePhase::Normal { big } => {
            let id = match (nim_sum == 0, values) {
                (true, false) => "claim-misere-normal-lost",
                (true, true) => "claim-misere-normal-lost-values",
                (false, false) => "claim-misere-normal",
                (false, true) => "claim-misere-normal-values",
            };
            tr_with(id, &[("big", heaps(big).into())])
        }
        MiserePhase::Switch { heap, others_ones, target } => tr_with(
            if values { "claim-misere-switch-values" } else { "claim-misere-switch" },
            &[
                ("heap", num(&(heap as u64 + 1))),
                ("target", num(&target)),
                ("ones", heaps(others_ones + target).into()),
            ],
        ),
        MiserePhase::Endgame { ones } => {
            let id = match (values, ones.is_multiple_of(2)) {
                (false, true) => "claim-misere-endgame-wins",
                (false, false) => "claim-misere-endgame-loses",
                (true, true) => "claim-misere-endgame-values-wins",
                (true, false) => "claim-misere-endgame-values-loses",
            };
            tr_with(id, &[("ones", heaps(ones).into()), ("parity", parity(ones).into())])
        }
    }
}

/// "1, 3" (heaps counted from 1), joined as the language joins a list.
fn list(heaps: &[usize]) -> String {
    heaps.iter().map(|h| (h + 1).to_string()).collect::<Vec<_>>().join(&tr("list-separator"))
}
