//! The theorem and its variants in slides: the induction, misère play, S(1..k) and Sprague–Grundy,
//! each on the position on the board (cut-the-knot's rule is in `cut_the_knot.rs`). Facts about the position are claims; the
//! general sentences are chosen for the rules in force (normal or misère; sizes or values).

use super::{Line, Slide, Style, capital, key, math, num, said, text};
use crate::core::Analysis;
use crate::core::{Claim, Claims, Scale};
use crate::core::{Ending, MiserePhase, MoveRule, Outcome, Position, Rules, TableCell, mex_step, misere_walkthrough};
use crate::i18n::{Arg, msg};

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
            title: msg::proof_ends_title(),
            lines: vec![
                text(msg::proof_ends()),
                text(msg::proof_ends_here(objects_left)),
                text(msg::proof_induction()),
            ],
            ..Slide::default()
        },
        Slide {
            title: msg::proof_lemmas_title(),
            lines: vec![
                text(if scale == Scale::Sizes { msg::proof_lemma_1() } else { msg::proof_lemma_1_values() }),
                text(msg::proof_lemma_2()),
                text(match (rules.ending, scale) {
                    (Ending::Normal, Scale::Sizes) => msg::proof_empty_lost(),
                    (Ending::Normal, Scale::Values) => msg::proof_stuck_lost(),
                    (Ending::Misere, _) => msg::proof_misere_differs(),
                }),
            ],
            ..Slide::default()
        },
        strategy_slide(rules),
    ];
    let mut here = vec![];
    match (rules.ending, &rules.moves) {
        (Ending::Misere, MoveRule::Set(_)) => here.push(text(msg::proof_no_theorem())),
        (_, MoveRule::Any) => {}
        (_, moves) => {
            here.push(text(msg::proof_on_values(moves.to_string())));
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
                    Outcome::NextWins => msg::proof_will_win(capital(to_move)),
                    Outcome::PreviousWins => msg::proof_will_win_anyway(capital(other), to_move),
                }));
            }
            if let (Some(first), Some(why)) = (claims.winning_moves.first(), claims.reasons.first()) {
                here.push(text(msg::proof_first_step()));
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
            text(msg::proof_strategy_move()),
            text(msg::proof_strategy_reply()),
            text(if can_stick(rules) { msg::proof_strategy_last_stuck() } else { msg::proof_strategy_last() }),
            key(msg::proof_theorem()),
        ],
        (Ending::Misere, MoveRule::Set(_)) => vec![
            text(msg::proof_misere_last_loses()),
            text(msg::proof_misere_set_unproven()),
            key(msg::proof_misere_set_search()),
        ],
        (Ending::Misere, moves) => {
            let nim = matches!(moves, MoveRule::Any);
            vec![
                text(if nim { msg::proof_misere_while() } else { msg::proof_misere_while_values() }),
                text(msg::proof_misere_switch()),
                text(match (nim, can_stick(rules)) {
                    (true, _) => msg::proof_misere_then(),
                    (false, false) => msg::proof_misere_then_values(),
                    (false, true) => msg::proof_misere_then_values_stuck(),
                }),
                key(if nim { msg::proof_misere_theorem() } else { msg::proof_misere_theorem_values() }),
            ]
        }
    };
    Slide { title: msg::proof_strategy_title(), lines, ..Slide::default() }
}

/// The misère walkthrough on the position, under the misère version of its move rule.
#[must_use]
pub fn misere_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let misere = Rules::new(Ending::Misere, rules.moves.clone());
    let walk = match misere_walkthrough(position, &misere) {
        Ok(walk) => walk,
        Err(e) => {
            return vec![Slide {
                title: msg::proof_misere_title(),
                lines: vec![text(capital(&e.to_string()) + ".")],
                ..Slide::default()
            }];
        }
    };
    let scale = Scale::of(rules);
    let sizes = scale == Scale::Sizes;
    let mut intro = vec![
        text(if sizes { msg::proof_misere_play_as_normal() } else { msg::proof_misere_play_as_normal_values() }),
        text(msg::proof_misere_change()),
        text(msg::proof_misere_turn()),
        text(if sizes { msg::proof_misere_odd() } else { msg::proof_misere_odd_values() }),
    ];
    if rules.ending == Ending::Normal {
        intro.insert(0, text(msg::proof_misere_same_heaps()));
    }
    let mut slides = vec![Slide { title: msg::proof_misere_intro_title(), lines: intro, ..Slide::default() }];
    let values: Vec<String> = walk.values.iter().map(u64::to_string).collect();
    let list = Arg::from(values.join(&msg::list_separator()));
    let mut here = vec![math(if sizes { msg::proof_heaps_list(list) } else { msg::proof_values_list(list) })];
    let nim_sum = walk.values.iter().fold(0, |x, v| x ^ v);
    here.push(said(Style::Text, Claim::Misere { phase: walk.phase, scale, nim_sum }));
    let mut offer = None;
    let mut cells = Vec::new();
    if let MiserePhase::Switch { heap, .. } = walk.phase {
        cells.push(TableCell::Row(heap));
    }
    if let Ok(analysis) = Analysis::of(position, &misere) {
        let claims = Claims::from_analysis(position, &misere, &analysis);
        here.push(text(msg::proof_in_misere()));
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
        here.push(text(msg::proof_in_normal()));
        here.push(said(Style::Text, Claims::from_analysis(position, &normal, &analysis).outcome));
    }
    // An offer plays under the game's own rules: only when the game is misère.
    if rules.ending == Ending::Normal {
        offer = None;
    }
    slides.push(Slide { title: msg::proof_here(), lines: here, cells, offer, ..Slide::default() });
    slides
}

/// The subtraction game S(1..k) on the position (k from the rules, or 3 as in Thai 21).
#[must_use]
pub fn subtraction_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let (k, own) = match rules.moves {
        MoveRule::UpTo(k) => (k.get(), true),
        _ => (3, false),
    };
    let Ok(rule) = MoveRule::up_to(k) else { return Vec::new() };
    let modulus = u128::from(k) + 1;
    let (k_arg, m) = (|| num(&k), || num(&modulus));
    let mut first = vec![text(msg::proof_subtraction_move(k_arg())), text(msg::proof_subtraction_value(m()))];
    if !own {
        first.insert(0, text(msg::proof_subtraction_not_own()));
    }
    let mut lines = Vec::new();
    for (i, &h) in position.heaps().iter().enumerate().take(12) {
        lines.push(math(msg::proof_heap_mod(num(&(i + 1)), m(), num(&h), num(&(rule.grundy(h))))));
    }
    if position.len() > 12 {
        lines.push(text(msg::proof_more_heaps((position.len() - 12) as u64)));
    }
    let s = position.heaps().iter().fold(0, |x, &h| x ^ rule.grundy(h));
    lines.push(math(format!("X = {s}")));
    if own {
        match Claims::of(position, rules) {
            Ok(claims) => lines.push(said(Style::Key, claims.outcome)),
            Err(e) => lines.push(text(capital(&e.to_string()) + ".")),
        }
    } else {
        lines.push(text(msg::proof_subtraction_start()));
    }
    let mut one_heap =
        vec![text(msg::proof_one_heap(m())), text(msg::proof_one_heap_misere(m())), text(msg::proof_one_heap_why(m()))];
    if let Some(&size) = position.heaps().first() {
        let r = u128::from(size) % modulus;
        one_heap.push(math(msg::proof_heap_alone(m(), num(&r), num(&size))));
        let player =
            |second: bool| Arg::from(if second { msg::proof_second_player() } else { msg::proof_first_player() });
        one_heap.push(key(msg::proof_heap_alone_winner(player(r == 1), player(r == 0))));
    }
    vec![
        Slide { title: msg::proof_subtraction_title(k_arg(), m()), lines: first, ..Slide::default() },
        here_slide(lines),
        Slide { title: msg::proof_one_heap_title(), lines: one_heap, ..Slide::default() },
    ]
}

/// Sprague–Grundy: how each heap gets its value under a subtraction set (or S(1..k)).
#[must_use]
pub fn sprague_grundy_slides(position: &Position, rules: &Rules) -> Vec<Slide> {
    let mut intro = Slide {
        title: msg::proof_disguise_title(),
        lines: vec![
            text(msg::proof_grundy_mex()),
            text(msg::proof_mex()),
            text(msg::proof_plays_like()),
            text(match (rules.ending, &rules.moves) {
                (Ending::Normal, _) => msg::proof_xor_values(),
                (Ending::Misere, MoveRule::Set(_)) => msg::proof_xor_values_set_misere(),
                (Ending::Misere, _) => msg::proof_xor_values_misere(),
            }),
        ],
        ..Slide::default()
    };
    if matches!(rules.moves, MoveRule::Any) {
        intro.lines.push(key(msg::proof_nim_values()));
        return vec![intro];
    }
    let mut lines = Vec::new();
    for (i, &h) in position.heaps().iter().enumerate().take(8) {
        let step = mex_step(h, &rules.moves, 8);
        let mut reached: Vec<String> = step.options.iter().map(|(take, g)| format!("−{take}→{g}")).collect();
        let all = match &rules.moves {
            MoveRule::Set(set) => set.amounts().iter().filter(|&&a| a <= h).count() as u64,
            MoveRule::UpTo(k) => k.get().min(h),
            MoveRule::Any => h,
        };
        if all > reached.len() as u64 {
            reached.push(msg::proof_reached_more(num(&(all - reached.len() as u64))));
        }
        lines.push(math(msg::proof_heap_mex(num(&(i + 1)), reached.join(" "), num(&h), num(&step.mex))));
    }
    if position.len() > 8 {
        lines.push(text(msg::proof_more_heaps((position.len() - 8) as u64)));
    }
    let s = position.heaps().iter().fold(0, |x, &h| x ^ rules.grundy(h));
    lines.push(math(msg::proof_xor_of_values(num(&s))));
    match Claims::of(position, rules) {
        Ok(claims) => lines.push(said(Style::Key, claims.outcome)),
        Err(e) => lines.push(text(capital(&e.to_string()) + ".")),
    }
    let mut period = Vec::new();
    if let MoveRule::Set(set) = &rules.moves {
        let seq = set.sequence();
        let first: Vec<String> = (0..16u64).map(|n| seq.value(n).to_string()).collect();
        period.push(math(format!("g(0..15) = {}", first.join(" "))));
        period.push(text(msg::proof_period(num(&(seq.period())), num(&(seq.preperiod())))));
    }
    let mut slides = vec![intro, here_slide(lines)];
    if !period.is_empty() {
        slides.push(Slide { title: msg::proof_sequence_title(), lines: period, ..Slide::default() });
    }
    slides
}

/// The closing slide on the position: its lines, with X's row lit.
fn here_slide(lines: Vec<Line>) -> Slide {
    Slide { title: msg::proof_here(), lines, cells: vec![TableCell::NimSumRow], ..Slide::default() }
}
