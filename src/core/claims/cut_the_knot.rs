//! Cut-the-knot's "largest x & X" rule in slides, on the table's values, and what its move does under
//! the rules in force (a difference of values under S(1..k) and sets; it can lose in misère play).

use super::slides::{Slide, Style, key, math, said, text};
use super::{Claim, Claims, Scale, zeroing_move};
use crate::core::proof::take_to_value;
use crate::core::{Move, Outcome, Position, Rules, TableCell, binary, cut_the_knot};

/// Cut-the-knot's rule on the table's values, and what its move does under the rules in force.
#[must_use]
pub fn cut_the_knot_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let values: Vec<u64> = position.heaps().iter().map(|&h| rules.grundy(h)).collect();
    let Some(ctk) = cut_the_knot(&values) else {
        return vec![Slide {
            title: "Cut-the-knot's rule".into(),
            lines: vec![text("X = 0 here: no move makes the nim-sum 0. Try a position with X ≠ 0.")],
            ..Slide::default()
        }];
    };
    let scale = Scale::of(rules);
    let width = crate::core::bit_length(values.iter().copied().max().unwrap_or(0)).max(1);
    let b = |v: u64| binary(v, width);
    let mut ands = vec![text(if scale == Scale::Sizes {
        "For each heap x, compute x & X (the bits it shares with X)."
    } else {
        "Under these rules the rule works on the Grundy values. For each value x, compute x & X."
    })];
    for (i, (&v, &a)) in values.iter().zip(&ctk.and_x).enumerate().take(12) {
        ands.push(math(format!("heap {}: {} & {} = {}  ({a})", i + 1, b(v), b(ctk.nim_sum), b(a))));
    }
    if values.len() > 12 {
        ands.push(text(format!("… and {} more heaps.", values.len() - 12)));
    }
    let c = ctk.heap + 1;
    ands.push(key(format!("The largest is heap {c}'s: it holds X's top bit Y = {}.", ctk.top)));
    let mut why = vec![
        text(format!("Bring heap {c} to c' = the XOR of the others; the amount to subtract is c − c':")),
        math(format!("{} − {} = {}", ctk.value, ctk.others, ctk.take)),
        text("Why is it positive? Above Y, c and the others' XOR agree (X has no 1 there). Call those bits Z."),
        math(format!("Z = {} = {}", ctk.high, b(ctk.high))),
        math(format!("c − Z = {} ≥ Y = {} > {} = others − Z", ctk.value - ctk.high, ctk.top, ctk.others - ctk.high)),
        key(format!("So c − c' = {} > 0, and after it the values XOR to 0.", ctk.take)),
    ];
    if values.len() == 3 {
        why.insert(0, text("With three heaps a, b, c this is cut-the-knot's c − (a ⊕ b)."));
    }
    let mut on_board = Vec::new();
    let size = position.heaps()[ctk.heap];
    let mv = Move::new(ctk.heap, take_to_value(size, ctk.others, &rules.moves));
    if scale == Scale::Values {
        on_board.push(text(format!(
            "c − c' = {} is a difference of values, not a number of objects: the move is the one that leaves heap \
             {c} with value {}.",
            ctk.take, ctk.others
        )));
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
        on_board.push(text("The winning move here is instead:"));
        on_board.push(said(Style::Text, Claim::WinningMove(*first)));
        on_board.push(said(Style::Text, why.clone()));
        offer = Some(first.mv());
    }
    vec![
        Slide {
            title: "The largest x & X".into(),
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
            title: "On the board".into(),
            lines: on_board,
            cells: vec![TableCell::Row(ctk.heap)],
            offer,
            ..Slide::default()
        },
    ]
}
