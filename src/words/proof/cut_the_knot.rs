//! Cut-the-knot's "largest x & X" rule in slides, on the table's values, and what its move does under
//! the rules in force (a difference of values under S(1..k) and sets; it can lose in misère play).

use super::{Slide, Style, key, math, num, said, text};
use crate::core::take_to_value;
use crate::core::{Claim, Claims, Scale, zeroing_move};
use crate::core::{Move, Outcome, Position, Rules, TableCell, binary, cut_the_knot};
use crate::i18n::msg;

/// Cut-the-knot's rule on the table's values, and what its move does under the rules in force.
#[must_use]
pub fn cut_the_knot_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let values: Vec<u64> = position.heaps().iter().map(|&h| rules.grundy(h)).collect();
    let Some(ctk) = cut_the_knot(&values) else {
        return vec![Slide {
            title: msg::proof_ctk_title(),
            lines: vec![text(msg::proof_ctk_zero())],
            ..Slide::default()
        }];
    };
    let scale = Scale::of(rules);
    let width = crate::core::bit_length(values.iter().copied().max().unwrap_or(0)).max(1);
    let b = |v: u64| binary(v, width);
    let mut ands = vec![text(if scale == Scale::Sizes { msg::proof_ctk_and() } else { msg::proof_ctk_and_values() })];
    for (i, (&v, &a)) in values.iter().zip(&ctk.and_x).enumerate().take(12) {
        let and = format!("{} & {} = {}  ({a})", b(v), b(ctk.nim_sum), b(a));
        ands.push(math(msg::proof_ctk_heap(and, num(&(i + 1)))));
    }
    if values.len() > 12 {
        ands.push(text(msg::proof_more_heaps((values.len() - 12) as u64)));
    }
    let c = ctk.heap + 1;
    ands.push(key(msg::proof_ctk_largest(num(&c), num(&ctk.top))));
    let mut why = vec![
        text(msg::proof_ctk_bring(num(&c))),
        math(format!("{} − {} = {}", ctk.value, ctk.others, ctk.take)),
        text(msg::proof_ctk_positive()),
        math(format!("Z = {} = {}", ctk.high, b(ctk.high))),
        math(msg::proof_ctk_inequality(num(&(ctk.value - ctk.high)), num(&(ctk.others - ctk.high)), num(&ctk.top))),
        key(msg::proof_ctk_so(num(&ctk.take))),
    ];
    if values.len() == 3 {
        why.insert(0, text(msg::proof_ctk_three()));
    }
    let mut on_board = Vec::new();
    let size = position.heaps()[ctk.heap];
    let mv = Move::new(ctk.heap, take_to_value(size, ctk.others, &rules.moves));
    if scale == Scale::Values {
        on_board.push(text(msg::proof_ctk_values_differ(num(&c), num(&ctk.take), num(&ctk.others))));
    }
    let mut offer = None;
    if let Ok(claim) = zeroing_move(position, rules, mv) {
        let wins = matches!(claim, Claim::ZeroingMove { outcome_after: Outcome::PreviousWins, .. });
        if wins {
            offer = Some(mv);
        }
        on_board.push(said(if wins { Style::Key } else { Style::Warning }, claim));
    }
    if offer.is_none()
        && let Ok(claims) = Claims::of(position, rules)
        && let (Some(Claim::WinningMove(first)), Some(why)) = (claims.winning_moves.first(), claims.reasons.first())
    {
        on_board.push(text(msg::proof_instead()));
        on_board.push(said(Style::Text, Claim::WinningMove(*first)));
        on_board.push(said(Style::Text, why.clone()));
        offer = Some(first.mv());
    }
    vec![
        Slide {
            title: msg::proof_ctk_largest_title(),
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
            title: msg::proof_ctk_board_title(),
            lines: on_board,
            cells: vec![TableCell::Row(ctk.heap)],
            offer,
            ..Slide::default()
        },
    ]
}
