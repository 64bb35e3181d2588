//! The theorem and its variants in slides: the induction, misère play, S(1..k) and Sprague–Grundy,
//! each on the position on the board (cut-the-knot's rule is in `cut_the_knot.rs`). Facts about the position are claims; the
//! general sentences are chosen for the rules in force (normal or misère; sizes or values).

use super::slides::{Line, Slide, Style, capital, key, math, num, said, text};
use super::{Claim, Claims, Scale};
use crate::core::analysis::Analysis;
use crate::core::{Ending, MiserePhase, MoveRule, Outcome, Position, Rules, TableCell, mex_step, misere_walkthrough};
use crate::i18n::{Arg, tr, tr_with};

/// Whether a heap can be stuck (a subtraction set), so the game ends when no move is left rather than
/// when the board is empty: "make the last move" rather than "take the last object".
fn can_stick(rules: &Rules) -> bool {
    matches!(rules.moves, MoveRule::Set(_))
}

/// The theorem: how the two lemmas give the strategy under these rules, and who wins here.
#[must_use]
pub fn theorem_slides(position: &Position, rules: &Rules, to_move: &str, other: &str) -> Vec<Slide> {
    let scale = Scale::of(rules);
    let objects = position.total();
    let objects_left = Arg::count(objects);
    let mut slides = vec![
        Slide {
            title: tr("proof-ends-title"),
            lines: vec![
                text(tr("proof-ends")),
                text(tr_with("proof-ends-here", &[("objects", objects_left)])),
                text(tr("proof-induction")),
            ],
            ..Slide::default()
        },
        Slide {
            title: tr("proof-lemmas-title"),
            lines: vec![
                text(tr(if scale == Scale::Sizes { "proof-lemma-1" } else { "proof-lemma-1-values" })),
                text(tr("proof-lemma-2")),
                text(tr(match (rules.ending, scale) {
                    (Ending::Normal, Scale::Sizes) => "proof-empty-lost",
                    (Ending::Normal, Scale::Values) => "proof-stuck-lost",
                    (Ending::Misere, _) => "proof-misere-differs",
                })),
            ],
            ..Slide::default()
        },
        strategy_slide(rules),
    ];
    let mut here = vec![];
    match (rules.ending, &rules.moves) {
        (Ending::Misere, MoveRule::Set(_)) => here.push(text(tr("proof-no-theorem"))),
        (_, MoveRule::Any) => {}
        (_, moves) => {
            here.push(text(tr_with("proof-on-values", &[("moves", moves.to_string().into())])));
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
                    Outcome::NextWins => tr_with("proof-will-win", &[("player", capital(to_move).into())]),
                    Outcome::PreviousWins => tr_with(
                        "proof-will-win-anyway",
                        &[("player", capital(other).into()), ("to-move", to_move.into())],
                    ),
                }));
            }
            if let (Some(first), Some(why)) = (claims.winning_moves.first(), claims.reasons.first()) {
                here.push(text(tr("proof-first-step")));
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
    let lines = match (rules.ending, &rules.moves) {
        (Ending::Normal, _) => vec![
            text(tr("proof-strategy-move")),
            text(tr("proof-strategy-reply")),
            text(tr(if can_stick(rules) { "proof-strategy-last-stuck" } else { "proof-strategy-last" })),
            key(tr("proof-theorem")),
        ],
        (Ending::Misere, MoveRule::Set(_)) => vec![
            text(tr("proof-misere-last-loses")),
            text(tr("proof-misere-set-unproven")),
            key(tr("proof-misere-set-search")),
        ],
        (Ending::Misere, moves) => {
            let nim = matches!(moves, MoveRule::Any);
            vec![
                text(tr(if nim { "proof-misere-while" } else { "proof-misere-while-values" })),
                text(tr("proof-misere-switch")),
                text(tr(match (nim, can_stick(rules)) {
                    (true, _) => "proof-misere-then",
                    (false, false) => "proof-misere-then-values",
                    (false, true) => "proof-misere-then-values-stuck",
                })),
                key(tr(if nim { "proof-misere-theorem" } else { "proof-misere-theorem-values" })),
            ]
        }
    };
    Slide { title: tr("proof-strategy-title"), lines, ..Slide::default() }
}

/// The misère walkthrough on the position, under the misère version of its move rule.
#[must_use]
pub fn misere_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let misere = Rules::new(Ending::Misere, rules.moves.clone());
    let walk = match misere_walkthrough(position, &misere) {
        Ok(walk) => walk,
        Err(e) => {
            return vec![Slide {
                title: tr("proof-misere-title"),
                lines: vec![text(capital(&e.to_string()) + ".")],
                ..Slide::default()
            }];
        }
    };
    let scale = Scale::of(rules);
    let sizes = scale == Scale::Sizes;
    let mut intro = vec![
        text(tr(if sizes { "proof-misere-play-as-normal" } else { "proof-misere-play-as-normal-values" })),
        text(tr("proof-misere-change")),
        text(tr("proof-misere-turn")),
        text(tr(if sizes { "proof-misere-odd" } else { "proof-misere-odd-values" })),
    ];
    if rules.ending == Ending::Normal {
        intro.insert(0, text(tr("proof-misere-same-heaps")));
    }
    let mut slides = vec![Slide { title: tr("proof-misere-intro-title"), lines: intro, ..Slide::default() }];
    let values: Vec<String> = walk.values.iter().map(u64::to_string).collect();
    let list = Arg::from(values.join(&tr("list-separator")));
    let mut here = vec![math(tr_with(if sizes { "proof-heaps-list" } else { "proof-values-list" }, &[("list", list)]))];
    let nim_sum = walk.values.iter().fold(0, |x, v| x ^ v);
    here.push(said(Style::Text, Claim::Misere { phase: walk.phase, scale, nim_sum }));
    let mut offer = None;
    let mut cells = Vec::new();
    if let MiserePhase::Switch { heap, .. } = walk.phase {
        cells.push(TableCell::Row(heap));
    }
    if let Ok(analysis) = Analysis::of(position, &misere) {
        let claims = Claims::from_analysis(position, &misere, &analysis);
        here.push(text(tr("proof-in-misere")));
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
        here.push(text(tr("proof-in-normal")));
        here.push(said(Style::Text, Claims::from_analysis(position, &normal, &analysis).outcome));
    }
    // An offer plays under the game's own rules: only when the game is misère.
    if rules.ending == Ending::Normal {
        offer = None;
    }
    slides.push(Slide { title: tr("proof-here"), lines: here, cells, offer, ..Slide::default() });
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
    let (k_arg, m) = (|| num(&k), || num(&modulus));
    let mut first = vec![
        text(tr_with("proof-subtraction-move", &[("k", k_arg())])),
        text(tr_with("proof-subtraction-value", &[("modulus", m())])),
    ];
    if !own {
        first.insert(0, text(tr("proof-subtraction-not-own")));
    }
    let mut lines = Vec::new();
    for (i, &h) in position.heaps().iter().enumerate().take(12) {
        let args = [("heap", num(&(i + 1))), ("size", num(&h)), ("modulus", m()), ("value", num(&(rule.grundy(h))))];
        lines.push(math(tr_with("proof-heap-mod", &args)));
    }
    if position.len() > 12 {
        lines.push(text(tr_with("proof-more-heaps", &[("count", ((position.len() - 12) as u64).into())])));
    }
    let s = position.heaps().iter().fold(0, |x, &h| x ^ rule.grundy(h));
    lines.push(math(format!("X = {s}")));
    if own {
        match Claims::of(position, rules) {
            Ok(claims) => lines.push(said(Style::Key, claims.outcome)),
            Err(e) => lines.push(text(capital(&e.to_string()) + ".")),
        }
    } else {
        lines.push(text(tr("proof-subtraction-start")));
    }
    let mut one_heap = vec![
        text(tr_with("proof-one-heap", &[("modulus", m())])),
        text(tr_with("proof-one-heap-misere", &[("modulus", m())])),
        text(tr_with("proof-one-heap-why", &[("modulus", m())])),
    ];
    if let Some(&size) = position.heaps().first() {
        let r = u128::from(size) % modulus;
        one_heap.push(math(tr_with("proof-heap-alone", &[("size", num(&size)), ("modulus", m()), ("rest", num(&r))])));
        let player = |second: bool| Arg::from(tr(if second { "proof-second-player" } else { "proof-first-player" }));
        one_heap
            .push(key(tr_with("proof-heap-alone-winner", &[("normal", player(r == 0)), ("misere", player(r == 1))])));
    }
    vec![
        Slide {
            title: tr_with("proof-subtraction-title", &[("k", k_arg()), ("modulus", m())]),
            lines: first,
            ..Slide::default()
        },
        here_slide(lines),
        Slide { title: tr("proof-one-heap-title"), lines: one_heap, ..Slide::default() },
    ]
}

/// Sprague–Grundy: how each heap gets its value under a subtraction set (or S(1..k)).
#[must_use]
pub fn sprague_grundy_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let mut intro = Slide {
        title: tr("proof-disguise-title"),
        lines: vec![
            text(tr("proof-grundy-mex")),
            text(tr("proof-mex")),
            text(tr("proof-plays-like")),
            text(tr(match (rules.ending, &rules.moves) {
                (Ending::Normal, _) => "proof-xor-values",
                (Ending::Misere, MoveRule::Set(_)) => "proof-xor-values-set-misere",
                (Ending::Misere, _) => "proof-xor-values-misere",
            })),
        ],
        ..Slide::default()
    };
    if matches!(rules.moves, MoveRule::Any) {
        intro.lines.push(key(tr("proof-nim-values")));
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
            reached.push(tr_with("proof-reached-more", &[("count", num(&(all - reached.len() as u64)))]));
        }
        let args = [
            ("heap", num(&(i + 1))),
            ("size", num(&h)),
            ("reached", reached.join(" ").into()),
            ("value", num(&step.mex)),
        ];
        lines.push(math(tr_with("proof-heap-mex", &args)));
    }
    if position.len() > 8 {
        lines.push(text(tr_with("proof-more-heaps", &[("count", ((position.len() - 8) as u64).into())])));
    }
    let s = position.heaps().iter().fold(0, |x, &h| x ^ rules.grundy(h));
    lines.push(math(tr_with("proof-xor-of-values", &[("x", num(&s))])));
    match Claims::of(position, rules) {
        Ok(claims) => lines.push(said(Style::Key, claims.outcome)),
        Err(e) => lines.push(text(capital(&e.to_string()) + ".")),
    }
    let mut period = Vec::new();
    if let MoveRule::Set(set) = &rules.moves {
        let seq = set.sequence();
        let first: Vec<String> = (0..16u64).map(|n| seq.value(n).to_string()).collect();
        period.push(math(format!("g(0..15) = {}", first.join(" "))));
        period.push(text(tr_with(
            "proof-period",
            &[("period", num(&(seq.period()))), ("start", num(&(seq.preperiod())))],
        )));
    }
    let mut slides = vec![intro, here_slide(lines)];
    if !period.is_empty() {
        slides.push(Slide { title: tr("proof-sequence-title"), lines: period, ..Slide::default() });
    }
    slides
}

/// The closing slide on the position: its lines, with X's row lit.
fn here_slide(lines: Vec<Line>) -> Slide {
    Slide { title: tr("proof-here"), lines, cells: vec![TableCell::NimSumRow], ..Slide::default() }
}
