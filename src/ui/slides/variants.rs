//! The theorem and its variants in slides: the induction, misère play, S(1..k), cut-the-knot's rule
//! and Sprague–Grundy, each on the position on the board, with the numbers from `core`.

use super::{Slide, key, math, text, values_word};
use crate::core::{
    MiserePhase, MoveRule, Outcome, Position, Rules, TableCell, TheoremView, binary, cut_the_knot, mex_step,
    misere_walkthrough,
};
/// The theorem: how the two lemmas give the strategy, and who wins here.
#[must_use]
pub fn theorem_slides(view: &TheoremView, rules: &Rules, to_move: &str, other: &str) -> Vec<Slide> {
    let word = values_word(rules);
    let mut slides = vec![
        Slide {
            title: "The game always ends".into(),
            lines: vec![
                text("Every move takes at least one object."),
                text(format!(
                    "Here {} objects are left, so at most {} more moves can be played.",
                    view.objects, view.objects
                )),
                text("So we can reason by induction on the number of moves left."),
            ],
            ..Slide::default()
        },
        Slide {
            title: "The two lemmas".into(),
            lines: vec![
                text("Lemma 1: from s = 0, every move gives t ≠ 0."),
                text("Lemma 2: from s ≠ 0, some move gives t = 0."),
                text("The empty position has s = 0, and the player to move there has lost (normal play)."),
            ],
            ..Slide::default()
        },
        Slide {
            title: "The strategy".into(),
            lines: vec![
                text("Facing s ≠ 0, move to s = 0 (Lemma 2)."),
                text("Your opponent must then give you s ≠ 0 again (Lemma 1)."),
                text("You are never the one facing the empty position, so you take the last object."),
                key("Theorem: the player to move wins if and only if s ≠ 0."),
            ],
            ..Slide::default()
        },
    ];
    let mut here = vec![math(format!("s = {}", view.s))];
    if !matches!(rules.moves, MoveRule::Any) {
        here.insert(0, text(format!("Under {} the theorem works on the Grundy values of the heaps.", rules.moves)));
    }
    match (view.outcome, view.winning_move) {
        (Outcome::NextWins, Some(mv)) => {
            here.push(key(format!("{} (to move) will win with perfect play.", capital(to_move))));
            here.push(text(format!("A winning first step: {mv}.")));
        }
        (Outcome::NextWins, None) => {
            here.push(key(format!("{} (to move) will win with perfect play.", capital(to_move))));
        }
        (Outcome::PreviousWins, _) => {
            here.push(key(format!(
                "{} will win: whatever {to_move} does, the reply can restore s = 0.",
                capital(other)
            )));
        }
    }
    if rules.ending == crate::core::Ending::Misere {
        here.push(text(format!(
            "This game is misère: the rule changes at the very end (see the Misère page). Each {word} still counts."
        )));
    }
    slides.push(Slide { title: "Here".into(), lines: here, cells: vec![TableCell::NimSumRow], offer: None });
    slides
}

/// The misère walkthrough on the position.
#[must_use]
pub fn misere_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let walk = match misere_walkthrough(position, rules) {
        Ok(walk) => walk,
        Err(e) => {
            return vec![Slide {
                title: "Misère play".into(),
                lines: vec![text(capital(&e.to_string()))],
                ..Slide::default()
            }];
        }
    };
    let mut slides = vec![Slide {
        title: "Misère: the last move loses".into(),
        lines: vec![
            text("Play exactly as in normal play while two or more heaps are 2 or more."),
            text("The change first arises when exactly one heap is 2 or more."),
            text("Then s ≠ 0, so it is the turn of the player with the winning strategy."),
            text("Normal play would leave an even number of 1-heaps. Misère leaves an odd number."),
        ],
        ..Slide::default()
    }];
    let values: Vec<String> = walk.values.iter().map(u64::to_string).collect();
    let label = if matches!(rules.moves, MoveRule::Any) { "heaps" } else { "values" };
    let mut here = vec![math(format!("{label}: {}", values.join(", ")))];
    let mut offer = None;
    let mut cells = Vec::new();
    match walk.phase {
        MiserePhase::Normal { big } => {
            here.push(text(format!("{big} heaps are 2 or more: play as in normal play (make s = 0).")));
        }
        MiserePhase::Switch { heap, others_ones, target } => {
            cells.push(TableCell::Row(heap));
            here.push(text(format!("Only heap {} is 2 or more: this is the switch.", heap + 1)));
            here.push(text(format!(
                "The other heaps hold {others_ones} heap(s) of 1, an {} number.",
                if others_ones % 2 == 0 { "even" } else { "odd" }
            )));
            here.push(key(format!(
                "Reduce heap {} to {target}: that leaves {} heap(s) of 1, an odd number.",
                heap + 1,
                others_ones + target
            )));
            offer = walk.winning_moves.iter().copied().find(|m| m.heap == heap);
        }
        MiserePhase::Endgame { ones } => {
            here.push(text(format!("Every heap is 0 or 1: {ones} heap(s) of 1. From here all moves are forced.")));
            here.push(key(if ones % 2 == 0 {
                "An even number of 1s: the player to move wins (the other takes the last one)."
            } else {
                "An odd number of 1s: the player to move takes the last one, and loses."
            }));
        }
    }
    here.push(text(format!(
        "Misère: {}. Normal play: {}.",
        outcome_words(walk.outcome),
        outcome_words(walk.normal_outcome)
    )));
    if offer.is_none() {
        offer = walk.winning_moves.first().copied();
    }
    slides.push(Slide { title: "Here".into(), lines: here, cells, offer });
    slides
}

/// The subtraction game S(1..k) on the position (k from the rules, or 3 as in Thai 21).
#[must_use]
pub fn subtraction_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let (k, note) = match rules.moves {
        MoveRule::UpTo(k) => (k, String::new()),
        _ => (3, "These rules are not S(1..k); here is S(1..3), as in Thai 21, on the same heaps.".to_string()),
    };
    let Ok(rule) = MoveRule::up_to(k) else { return Vec::new() };
    let modulus = u128::from(k) + 1;
    let mut first = vec![
        text(format!("In S(1..{k}) a move takes 1 to {k} objects.")),
        text(format!("First reduce each heap mod {modulus}; then play Nim on what is left.")),
    ];
    if !note.is_empty() {
        first.insert(0, text(note));
    }
    let mut lines = Vec::new();
    let mut s = 0;
    for (i, &h) in position.heaps().iter().enumerate().take(12) {
        let g = rule.grundy(h);
        s ^= g;
        lines.push(math(format!("heap {}: {h} mod {modulus} = {g}", i + 1)));
    }
    if position.len() > 12 {
        s = position.heaps().iter().fold(0, |x, &h| x ^ rule.grundy(h));
        lines.push(text(format!("… and {} more heaps.", position.len() - 12)));
    }
    lines.push(key(format!(
        "s = {s}: {}.",
        if s == 0 { "the player to move loses" } else { "the player to move wins" }
    )));
    let mut one_heap = vec![
        text(format!("With a single heap of n, the second player wins exactly when n ≡ 0 (mod {modulus}).")),
        text(format!("In misère play: exactly when n ≡ 1 (mod {modulus}).")),
        text(format!(
            "Why: always bring the heap back to a multiple of {modulus} (a move of j is answered by {modulus} − j)."
        )),
    ];
    if let Some(&n) = position.heaps().first() {
        let r = u128::from(n) % modulus;
        one_heap.push(math(format!("heap 1 alone: {n} mod {modulus} = {r}")));
        one_heap.push(key(format!(
            "Normal: {} wins. Misère: {} wins.",
            if r == 0 { "the second player" } else { "the first player" },
            if r == 1 { "the second player" } else { "the first player" }
        )));
    }
    vec![
        Slide { title: format!("S(1..{k}): reduce mod {modulus}"), lines: first, ..Slide::default() },
        Slide { title: "Here".into(), lines, cells: vec![TableCell::NimSumRow], offer: None },
        Slide { title: "One heap".into(), lines: one_heap, ..Slide::default() },
    ]
}

/// Cut-the-knot's rule on the table's values.
#[must_use]
pub fn cut_the_knot_slides(values: &[u64]) -> Vec<Slide> {
    let Some(ctk) = cut_the_knot(values) else {
        return vec![Slide {
            title: "Cut-the-knot's rule".into(),
            lines: vec![text("X = 0 here: there is no winning move to find. Try a position with X ≠ 0.")],
            ..Slide::default()
        }];
    };
    let width = crate::core::bit_length(values.iter().copied().max().unwrap_or(0)).max(1);
    let b = |v: u64| binary(v, width);
    let mut ands = vec![text("For each heap x, compute x & X (the bits it shares with X).")];
    for (i, (&v, &a)) in values.iter().zip(&ctk.and_x).enumerate().take(12) {
        ands.push(math(format!("heap {}: {} & {} = {}  ({a})", i + 1, b(v), b(ctk.nim_sum), b(a))));
    }
    let c = ctk.heap + 1;
    ands.push(key(format!("The largest is heap {c}'s: it holds X's top bit Y = {}.", ctk.top)));
    let mut why = vec![
        text(format!("Take c − (XOR of the others) from heap {c}:")),
        math(format!("{} − {} = {}", ctk.value, ctk.others, ctk.take)),
        text("Why is it positive? Above Y, c and the others' XOR agree (X has no 1 there). Call those bits Z."),
        math(format!("Z = {} = {}", ctk.high, b(ctk.high))),
        math(format!("c − Z = {} ≥ Y = {} > {} = others − Z", ctk.value - ctk.high, ctk.top, ctk.others - ctk.high)),
        key(format!("So c − (others) = {} > 0, and after it the heaps XOR to 0.", ctk.take)),
    ];
    if values.len() == 3 {
        why.insert(0, text("With three heaps a, b, c this is cut-the-knot's c − (a ⊕ b)."));
    }
    vec![
        Slide { title: "The largest x & X".into(), lines: ands, cells: vec![TableCell::NimSumRow], offer: None },
        Slide { title: "c − (a ⊕ b) > 0".into(), lines: why, cells: vec![TableCell::Row(ctk.heap)], offer: None },
    ]
}

/// Sprague–Grundy: how each heap gets its value under a subtraction set (or S(1..k)).
#[must_use]
pub fn sprague_grundy_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let intro = Slide {
        title: "Every heap is a Nim heap in disguise".into(),
        lines: vec![
            text("The Grundy value g(n) of a heap is the mex of the values its moves reach."),
            text("mex = the smallest whole number not in the list."),
            text("A heap of value g plays exactly like a Nim heap of g stones: it can reach every smaller value."),
            text("So XOR the values and play Bouton's strategy on them."),
        ],
        ..Slide::default()
    };
    if matches!(rules.moves, MoveRule::Any) {
        let mut slide = intro;
        slide.lines.push(key(
            "In Nim, g(n) = n: a heap of n reaches every smaller size. Choose a set in a new game to see more.",
        ));
        return vec![slide];
    }
    let mut lines = Vec::new();
    for (i, &h) in position.heaps().iter().enumerate().take(8) {
        let step = mex_step(h, &rules.moves, 8);
        let reached: Vec<String> = step.options.iter().map(|(take, g)| format!("−{take}→{g}")).collect();
        lines.push(math(format!("heap {}: g({h}) = mex{{{}}} = {}", i + 1, reached.join(" "), step.mex)));
    }
    let s = position.heaps().iter().fold(0, |x, &h| x ^ rules.grundy(h));
    lines.push(key(format!("XOR of the values: s = {s}.")));
    let mut period = Vec::new();
    if let MoveRule::Set(set) = &rules.moves {
        let seq = set.sequence();
        let first: Vec<String> = (0..16u64).map(|n| set.sequence().value(n).to_string()).collect();
        period.push(math(format!("g(0..15) = {}", first.join(" "))));
        period.push(text(format!(
            "The values repeat with period {} (after the first {}), so every heap size is covered.",
            seq.period(),
            seq.preperiod()
        )));
    }
    let mut slides = vec![intro, Slide { title: "Here".into(), lines, cells: vec![TableCell::NimSumRow], offer: None }];
    if !period.is_empty() {
        slides.push(Slide { title: "The sequence".into(), lines: period, ..Slide::default() });
    }
    slides
}

fn outcome_words(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::NextWins => "the player to move wins",
        Outcome::PreviousWins => "the player to move loses",
    }
}

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
