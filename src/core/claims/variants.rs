//! The theorem and its variants in slides: the induction, misère play, S(1..k) and Sprague–Grundy,
//! each on the position on the board (cut-the-knot's rule is in `cut_the_knot.rs`). Facts about the position are claims; the
//! general sentences are chosen for the rules in force (normal or misère; sizes or values).

use super::slides::{Line, Slide, Style, capital, key, math, said, text};
use super::{Claim, Claims, Scale};
use crate::core::analysis::Analysis;
use crate::core::{Ending, MiserePhase, MoveRule, Outcome, Position, Rules, TableCell, mex_step, misere_walkthrough};

/// "take the last object" (the board empties) or "make the last move" (a heap can be stuck).
fn last_move_words(rules: &Rules) -> &'static str {
    if matches!(rules.moves, MoveRule::Set(_)) { "make the last move" } else { "take the last object" }
}

/// The theorem: how the two lemmas give the strategy under these rules, and who wins here.
#[must_use]
pub fn theorem_slides(position: &Position, rules: &Rules, to_move: &str, other: &str) -> Vec<Slide> {
    let scale = Scale::of(rules);
    let objects = position.total();
    let mut slides = vec![
        Slide {
            title: "The game always ends".into(),
            lines: vec![
                text("Every move takes at least one object."),
                text(if objects == 1 {
                    "Here 1 object is left, so at most 1 more move can be played.".to_string()
                } else {
                    format!("Here {objects} objects are left, so at most {objects} more moves can be played.")
                }),
                text("So we can reason by induction on the number of moves left."),
            ],
            ..Slide::default()
        },
        Slide {
            title: "The two lemmas".into(),
            lines: vec![
                text(if scale == Scale::Sizes {
                    "Lemma 1: from X = 0, every move leaves X′ ≠ 0 (X′: the nim-sum after the move)."
                } else {
                    "Lemma 1: from X = 0, every move leaves X′ ≠ 0 (X and X′ are nim-sums of the Grundy values, before and after the move)."
                }),
                text("Lemma 2: from X ≠ 0, some move leaves X′ = 0."),
                text(match (rules.ending, scale) {
                    (Ending::Normal, Scale::Sizes) => {
                        "The empty position has X = 0, and the player to move there has lost (normal play)."
                    }
                    (Ending::Normal, Scale::Values) => {
                        "A position with no move has every value 0, so X = 0, and the player to move there has \
                         lost (normal play)."
                    }
                    (Ending::Misere, _) => {
                        "In misère play the player left with no move has won, so the lemmas alone do not \
                         decide: the end of the game is played differently."
                    }
                }),
            ],
            ..Slide::default()
        },
        strategy_slide(rules),
    ];
    let mut here = vec![];
    match (rules.ending, &rules.moves) {
        (Ending::Misere, MoveRule::Set(_)) => here.push(text(
            "In misère play with a subtraction set no theorem decides: an exact search of the game tree does.",
        )),
        (_, MoveRule::Any) => {}
        (_, moves) => {
            here.push(text(format!("Under “{moves}” the theorem works on the Grundy values of the heaps.")));
        }
    }
    match Analysis::of(position, rules) {
        Ok(analysis) => {
            here.push(math(format!("X = {}", analysis.nim_sum)));
            let claims = Claims::from_analysis(position, rules, &analysis);
            let over = matches!(claims.outcome, Claim::NoMoveLeft { .. });
            here.push(said(Style::Text, claims.outcome));
            if !over {
                here.push(key(match analysis.outcome {
                    Outcome::NextWins => format!("{} (to move) will win with perfect play.", capital(to_move)),
                    Outcome::PreviousWins => {
                        format!("{} will win with perfect play, whatever {to_move} does.", capital(other))
                    }
                }));
            }
            if let (Some(first), Some(why)) = (claims.winning_moves.first(), claims.reasons.first()) {
                here.push(text("A winning first step:"));
                here.push(said(Style::Text, first.clone()));
                here.push(said(Style::Text, why.clone()));
            }
        }
        Err(e) => here.push(text(capital(&e.to_string()))),
    }
    slides.push(here_slide(here));
    slides
}

fn strategy_slide(rules: &Rules) -> Slide {
    let last = last_move_words(rules);
    let lines = match (rules.ending, &rules.moves) {
        (Ending::Normal, _) => vec![
            text("Facing X ≠ 0, move to X = 0 (Lemma 2)."),
            text("Your opponent must then give you X ≠ 0 again (Lemma 1)."),
            text(format!("You are never the one left without a move, so you {last}.")),
            key("Theorem: the player to move wins if and only if X ≠ 0."),
        ],
        (Ending::Misere, MoveRule::Set(_)) => vec![
            text("In misère play the player who makes the last move loses."),
            text("With a subtraction set no rule like Bouton's is proven for misère play."),
            key("Bouton decides these positions by an exact search of the game tree, when they are small enough."),
        ],
        (Ending::Misere, moves) => {
            let (big, ones) = if matches!(moves, MoveRule::Any) {
                ("two or more heaps are 2 or more", "every heap is 0 or 1")
            } else {
                ("two or more values are 2 or more", "every value is 0 or 1")
            };
            vec![
                text(format!("While {big}, play exactly as in normal play: move to X = 0.")),
                text(
                    "At the switch, when only one is 2 or more, bring it to 0 or 1 so that an odd number of 1s is left.",
                ),
                text(if matches!(moves, MoveRule::Any) {
                    format!("Then {ones}, and the other player is left to {last}.")
                } else {
                    format!(
                        "Then {ones}, with an odd number of 1s. If the other player raises a value again, play on by \
                         the same rules: in the end the other player is left to {last}."
                    )
                }),
                key(format!(
                    "Theorem (misère): the player to move wins if and only if X ≠ 0 — except when {ones}: then \
                     if and only if the number of 1s is even."
                )),
            ]
        }
    };
    Slide { title: "The strategy".into(), lines, ..Slide::default() }
}

/// The misère walkthrough on the position, under the misère version of its move rule.
#[must_use]
pub fn misere_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let misere = Rules::new(Ending::Misere, rules.moves.clone());
    let walk = match misere_walkthrough(position, &misere) {
        Ok(walk) => walk,
        Err(e) => {
            return vec![Slide {
                title: "Misère play".into(),
                lines: vec![text(capital(&e.to_string()) + ".")],
                ..Slide::default()
            }];
        }
    };
    let scale = Scale::of(rules);
    let (big, heaps_of_one) = match scale {
        Scale::Sizes => ("two or more heaps are 2 or more", "heaps of 1"),
        Scale::Values => ("two or more values are 2 or more", "heaps of value 1"),
    };
    let mut intro = vec![
        text(format!("Play exactly as in normal play while {big}.")),
        text("The change first arises when exactly one is 2 or more: the switch."),
        text("Then X ≠ 0, so it is the turn of the player with the winning strategy."),
        text(format!("Normal play would leave an even number of {heaps_of_one}. Misère leaves an odd number.")),
    ];
    if rules.ending == Ending::Normal {
        intro.insert(0, text("This game is played under normal play; this page shows the same heaps in misère play."));
    }
    let mut slides = vec![Slide { title: "Misère: the last move loses".into(), lines: intro, ..Slide::default() }];
    let values: Vec<String> = walk.values.iter().map(u64::to_string).collect();
    let label = if scale == Scale::Sizes { "heaps" } else { "values" };
    let mut here = vec![math(format!("{label}: {}", values.join(", ")))];
    let nim_sum = walk.values.iter().fold(0, |x, v| x ^ v);
    here.push(said(Style::Text, Claim::Misere { phase: walk.phase, scale, nim_sum }));
    let mut offer = None;
    let mut cells = Vec::new();
    if let MiserePhase::Switch { heap, .. } = walk.phase {
        cells.push(TableCell::Row(heap));
    }
    if let Ok(analysis) = Analysis::of(position, &misere) {
        let claims = Claims::from_analysis(position, &misere, &analysis);
        here.push(text("In misère play:"));
        here.push(said(Style::Key, claims.outcome));
        // The winning move from the switch heap first, when there is one.
        let pick = claims.winning_moves.iter().position(
            |c| matches!((c, walk.phase), (Claim::WinningMove(f), MiserePhase::Switch { heap, .. }) if f.heap == heap),
        );
        if let Some(i) = pick.or((!claims.reasons.is_empty()).then_some(0)) {
            here.push(said(Style::Text, claims.winning_moves[i].clone()));
            here.push(said(Style::Text, claims.reasons[i].clone()));
            if let Claim::WinningMove(f) = &claims.winning_moves[i] {
                offer = Some(f.mv());
            }
        }
    }
    let normal = Rules::new(Ending::Normal, rules.moves.clone());
    if let Ok(analysis) = Analysis::of(position, &normal) {
        here.push(text("In normal play, to compare:"));
        here.push(said(Style::Text, Claims::from_analysis(position, &normal, &analysis).outcome));
    }
    // An offer plays under the game's own rules: only when the game is misère.
    if rules.ending == Ending::Normal {
        offer = None;
    }
    slides.push(Slide { title: "Here".into(), lines: here, cells, offer, ..Slide::default() });
    slides
}

/// The subtraction game S(1..k) on the position (k from the rules, or 3 as in Thai 21).
#[must_use]
pub fn subtraction_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let (k, own) = match rules.moves {
        MoveRule::UpTo(k) => (k, true),
        _ => (3, false),
    };
    let Ok(rule) = MoveRule::up_to(k) else { return Vec::new() };
    let modulus = u128::from(k) + 1;
    let mut first = vec![
        text(format!("In S(1..{k}) a move takes 1 to {k} objects.")),
        text(format!(
            "A heap of n has Grundy value n mod {modulus}: reduce each heap mod {modulus}, then play Nim on the values."
        )),
    ];
    if !own {
        first.insert(0, text("These rules are not S(1..k); here is S(1..3), as in Thai 21, on the same heaps."));
    }
    let mut lines = Vec::new();
    for (i, &h) in position.heaps().iter().enumerate().take(12) {
        lines.push(math(format!("heap {}: {h} mod {modulus} = {}", i + 1, rule.grundy(h))));
    }
    if position.len() > 12 {
        lines.push(text(format!("… and {} more heaps.", position.len() - 12)));
    }
    let s = position.heaps().iter().fold(0, |x, &h| x ^ rule.grundy(h));
    lines.push(math(format!("X = {s}")));
    if own {
        match Claims::of(position, rules) {
            Ok(claims) => lines.push(said(Style::Key, claims.outcome)),
            Err(e) => lines.push(text(capital(&e.to_string()) + ".")),
        }
    } else {
        lines.push(text("Start a game with “take 1 to k” to play it and see who wins."));
    }
    let mut one_heap = vec![
        text(format!("With a single heap of n, the second player wins exactly when n ≡ 0 (mod {modulus}).")),
        text(format!("In misère play: exactly when n ≡ 1 (mod {modulus}).")),
        text(format!(
            "Why: always bring the heap back to a multiple of {modulus} (a move of j is answered by {modulus} − j); \
             in misère play, to 1 more than a multiple."
        )),
    ];
    if let Some(&n) = position.heaps().first() {
        let r = u128::from(n) % modulus;
        one_heap.push(math(format!("heap 1 alone: {n} mod {modulus} = {r}")));
        one_heap.push(key(format!(
            "Heap 1 alone, normal play: {} wins. Misère play: {} wins.",
            if r == 0 { "the second player" } else { "the first player" },
            if r == 1 { "the second player" } else { "the first player" }
        )));
    }
    vec![
        Slide { title: format!("S(1..{k}): reduce mod {modulus}"), lines: first, ..Slide::default() },
        here_slide(lines),
        Slide { title: "One heap".into(), lines: one_heap, ..Slide::default() },
    ]
}

/// Sprague–Grundy: how each heap gets its value under a subtraction set (or S(1..k)).
#[must_use]
pub fn sprague_grundy_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let mut intro = Slide {
        title: "Every heap is a Nim heap in disguise".into(),
        lines: vec![
            text("The Grundy value g(n) of a heap is the mex of the values its moves reach."),
            text("mex = the smallest whole number not in the list."),
            text(
                "A heap of value g plays like a Nim heap of g stones: it can reach every smaller value (it may also \
                 reach larger values, but the other player can always move back to g).",
            ),
            text(match (rules.ending, &rules.moves) {
                (Ending::Normal, _) => "So XOR the values and play Bouton's strategy on them.",
                (Ending::Misere, MoveRule::Set(_)) => {
                    "In normal play, XOR the values and play Bouton's strategy on them. In misère play with a \
                     subtraction set no such rule is proven: Bouton searches the game tree instead."
                }
                (Ending::Misere, _) => {
                    "So XOR the values and play Bouton's strategy on them, with the misère switch at the end (see \
                     the Misère page)."
                }
            }),
        ],
        ..Slide::default()
    };
    if matches!(rules.moves, MoveRule::Any) {
        intro.lines.push(key(
            "In Nim, g(n) = n: a heap of n reaches every smaller size. Choose a set in a new game to see more.",
        ));
        return vec![intro];
    }
    let mut lines = Vec::new();
    for (i, &h) in position.heaps().iter().enumerate().take(8) {
        let step = mex_step(h, &rules.moves, 8);
        let mut reached: Vec<String> = step.options.iter().map(|(take, g)| format!("−{take}→{g}")).collect();
        let all = match &rules.moves {
            MoveRule::Set(set) => set.amounts().iter().filter(|&&a| a <= h).count() as u64,
            MoveRule::UpTo(k) => (*k).min(h),
            MoveRule::Any => h,
        };
        if all > reached.len() as u64 {
            reached.push(format!("… {} more", all - reached.len() as u64));
        }
        lines.push(math(format!("heap {}: g({h}) = mex{{{}}} = {}", i + 1, reached.join(" "), step.mex)));
    }
    if position.len() > 8 {
        lines.push(text(format!("… and {} more heaps.", position.len() - 8)));
    }
    let s = position.heaps().iter().fold(0, |x, &h| x ^ rules.grundy(h));
    lines.push(math(format!("XOR of the values: X = {s}")));
    match Claims::of(position, rules) {
        Ok(claims) => lines.push(said(Style::Key, claims.outcome)),
        Err(e) => lines.push(text(capital(&e.to_string()) + ".")),
    }
    let mut period = Vec::new();
    if let MoveRule::Set(set) = &rules.moves {
        let seq = set.sequence();
        let first: Vec<String> = (0..16u64).map(|n| seq.value(n).to_string()).collect();
        period.push(math(format!("g(0..15) = {}", first.join(" "))));
        period.push(text(format!(
            "The values repeat with period {}, starting from heap size {}, so every heap size is covered.",
            seq.period(),
            seq.preperiod()
        )));
    }
    let mut slides = vec![intro, here_slide(lines)];
    if !period.is_empty() {
        slides.push(Slide { title: "The sequence".into(), lines: period, ..Slide::default() });
    }
    slides
}

/// The closing slide on the position: its lines, with X's row lit.
fn here_slide(lines: Vec<Line>) -> Slide {
    Slide { title: "Here".into(), lines, cells: vec![TableCell::NimSumRow], ..Slide::default() }
}
