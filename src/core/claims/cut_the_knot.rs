//! Cut-the-knot's "largest x & X" rule in slides, on the table's values, and what its move does under
//! the rules in force (a difference of values under S(1..k) and sets; it can lose in misère play).

use super::slides::{Slide, Style, key, math, num, said, text};
use super::{Claim, Claims, Scale, zeroing_move};
use crate::core::proof::take_to_value;
use crate::core::{Move, Outcome, Position, Rules, TableCell, binary, cut_the_knot};
use crate::i18n::{tr, tr_with};

/// Cut-the-knot's rule on the table's values, and what its move does under the rules in force.
#[must_use]
pub fn cut_the_knot_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let values: Vec<u64> = position.heaps().iter().map(|&h| rules.grundy(h)).collect();
    let Some(ctk) = cut_the_knot(&values) else {
        return vec![Slide {
            title: tr("proof-ctk-title"),
            lines: vec![text(tr("proof-ctk-zero"))],
            ..Slide::default()
        }];
    };
    let scale = Scale::of(rules);
    let width = crate::core::bit_length(values.iter().copied().max().unwrap_or(0)).max(1);
    let b = |v: u64| binary(v, width);
    let mut ands = vec![text(tr(if scale == Scale::Sizes { "proof-ctk-and" } else { "proof-ctk-and-values" }))];
    for (i, (&v, &a)) in values.iter().zip(&ctk.and_x).enumerate().take(12) {
        let and = format!("{} & {} = {}  ({a})", b(v), b(ctk.nim_sum), b(a));
        ands.push(math(tr_with("proof-ctk-heap", &[("heap", num(&(i + 1))), ("and", and.into())])));
    }
    if values.len() > 12 {
        ands.push(text(tr_with("proof-more-heaps", &[("count", ((values.len() - 12) as u64).into())])));
    }
    let c = ctk.heap + 1;
    ands.push(key(tr_with("proof-ctk-largest", &[("heap", num(&c)), ("top", num(&ctk.top))])));
    let mut why = vec![
        text(tr_with("proof-ctk-bring", &[("heap", num(&c))])),
        math(format!("{} − {} = {}", ctk.value, ctk.others, ctk.take)),
        text(tr("proof-ctk-positive")),
        math(format!("Z = {} = {}", ctk.high, b(ctk.high))),
        math(tr_with(
            "proof-ctk-inequality",
            &[("high", num(&(ctk.value - ctk.high))), ("top", num(&ctk.top)), ("low", num(&(ctk.others - ctk.high)))],
        )),
        key(tr_with("proof-ctk-so", &[("take", num(&ctk.take))])),
    ];
    if values.len() == 3 {
        why.insert(0, text(tr("proof-ctk-three")));
    }
    let mut on_board = Vec::new();
    let size = position.heaps()[ctk.heap];
    let mv = Move::new(ctk.heap, take_to_value(size, ctk.others, &rules.moves));
    if scale == Scale::Values {
        let args = [("take", num(&ctk.take)), ("heap", num(&c)), ("value", num(&ctk.others))];
        on_board.push(text(tr_with("proof-ctk-values-differ", &args)));
    }
    let mut offer = None;
    if let Ok(claim) = zeroing_move(position, rules, mv) {
        if matches!(claim, Claim::ZeroingMove { outcome_after: Outcome::PreviousWins, .. }) {
            offer = Some(mv);
        }
        on_board.push(said(Style::Key, claim));
    }
    if offer.is_none()
        && let Ok(claims) = Claims::of(position, rules)
        && let (Some(Claim::WinningMove(first)), Some(why)) = (claims.winning_moves.first(), claims.reasons.first())
    {
        on_board.push(text(tr("proof-instead")));
        on_board.push(said(Style::Text, Claim::WinningMove(*first)));
        on_board.push(said(Style::Text, why.clone()));
        offer = Some(first.mv());
    }
    vec![
        Slide {
            title: tr("proof-ctk-largest-title"),
            lines: ands,
            cells: vec![TableCell::NimSumRow],
            offer: None,
            ..Slide::default()
        },
        Slide {
            title: "c − (a ⊕ b) > 0".into(),
            lines: why,
            cells: vec![TableCell::Row(ctk.heap)],
            offer: None,
            ..Slide::default()
        },
        Slide {
            title: tr("proof-ctk-board-title"),
            lines: on_board,
            cells: vec![TableCell::Row(ctk.heap)],
            offer,
            ..Slide::default()
        },
    ]
}
