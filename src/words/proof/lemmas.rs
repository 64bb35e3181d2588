//! The lemmas' proof steps in words: one slide per step, every number from `core`'s proof steps,
//! with the table filled in as far as the slide has got.

use super::{Line, Slide, Style, TableShows, key, math, num, said, said_after, subscripted, text};
use crate::core::Analysis;
use crate::core::{Claim, Scale, zeroing_move};
use crate::core::{Ending, Lemma, Move, Number, Position, ProofStep, Rules, StepKind};
use crate::i18n::{Arg, msg};

/// A block of aligned numbers: "x₁ = 19 = 10011".
fn number_block(numbers: &[Number]) -> Vec<Line> {
    let names: Vec<String> = numbers.iter().map(|n| subscripted(&n.name)).collect();
    let name_width = names.iter().map(|n| n.chars().count()).max().unwrap_or(1);
    let value_width = numbers.iter().map(|n| n.value.to_string().len()).max().unwrap_or(1);
    numbers
        .iter()
        .zip(&names)
        .map(|(n, name)| {
            let pad = name_width - name.chars().count();
            math(format!("{name}{} = {:>value_width$} = {}", " ".repeat(pad), n.value, n.binary))
        })
        .collect()
}

/// The slides of a lemma's proof steps on `position` under `rules`.
///
/// The lemmas are arithmetic on the table's values and hold under every rule. What the move *does*
/// depends on the rules: under S(1..k) and sets the size taken is not x − y, and in misère play the
/// move to X = 0 can lose near the end; the slides say so and offer the true winning move instead.
#[must_use]
pub fn lemma_slides(steps: &[ProofStep], position: &Position, rules: &Rules) -> Vec<Slide> {
    let analysis = Analysis::of(position, rules).ok();
    let mut slides: Vec<Slide> =
        steps.iter().map(|step| step_slide(step, position, rules, analysis.as_ref())).collect();
    // In misère play X alone does not decide: close with who wins here, and by which rule.
    if rules.ending == Ending::Misere
        && let (Some(last), Some(analysis)) = (slides.last_mut(), &analysis)
    {
        let claims = crate::core::Claims::from_analysis(position, rules, analysis);
        last.lines.push(text(msg::proof_misere_not_x()));
        last.lines.push(said(Style::Text, claims.outcome));
    }
    slides
}

/// The Lemma 2 move's slide lines: the move, what it leaves, and in misère play the true winning move
/// when the move to X = 0 loses.
fn lemma_two_move(slide: &mut Slide, position: &Position, rules: &Rules, analysis: Option<&Analysis>, mv: Move) {
    let Ok(claim) = zeroing_move(position, rules, mv) else { return };
    let wins = matches!(claim, Claim::ZeroingMove { outcome_after: crate::core::Outcome::PreviousWins, .. });
    slide.lines.push(said(if wins { Style::Key } else { Style::Warning }, claim));
    if wins {
        slide.offer = Some(mv);
        return;
    }
    // Misère play near the end: the winning move is another one.
    let Some(analysis) = analysis else { return };
    let claims = crate::core::Claims::from_analysis(position, rules, analysis);
    match (claims.winning_moves.first(), claims.reasons.first()) {
        (Some(first @ Claim::WinningMove(facts)), Some(why)) => {
            slide.lines.push(text(msg::proof_instead()));
            slide.lines.push(said(Style::Key, first.clone()));
            slide.lines.push(said(Style::Text, why.clone()));
            slide.offer = Some(facts.mv());
        }
        (Some(every_move_loses), _) => {
            slide.lines.push(text(msg::proof_no_move_wins()));
            slide.lines.push(said(Style::Key, every_move_loses.clone()));
        }
        (None, _) => {}
    }
}

#[allow(clippy::too_many_lines, reason = "one arm per kind of step, each a few short sentences")]
fn step_slide(step: &ProofStep, position: &Position, rules: &Rules, analysis: Option<&Analysis>) -> Slide {
    let nim = Scale::of(rules) == Scale::Sizes;
    let table = match step.kind {
        StepKind::WriteInBinary { .. } => TableShows::Binary,
        StepKind::NimSum { .. } | StepKind::MoveChosen { .. } | StepKind::NewNimSum { .. } => TableShows::NimSum,
        StepKind::LeadingBit { .. } => TableShows::TopBit,
        StepKind::ChooseHeap { .. }
        | StepKind::Target { .. }
        | StepKind::Smaller { .. }
        | StepKind::Take { .. }
        | StepKind::Zero { .. }
        | StepKind::NotZero { .. } => TableShows::Everything,
    };
    let mut slide = Slide { cells: step.cells.clone(), table, ..Slide::default() };
    let numbers = number_block(&step.numbers);
    match &step.kind {
        StepKind::WriteInBinary { values } => {
            slide.title = if nim { msg::proof_binary_title() } else { msg::proof_binary_title_values() };
            slide.lines.push(text(if nim { msg::proof_binary() } else { msg::proof_binary_values() }));
            slide.lines.extend(numbers);
            if values.is_empty() {
                slide.lines.push(text(msg::proof_empty()));
            }
        }
        StepKind::NimSum { s, odd_bits } => {
            slide.title = msg::proof_xor_title();
            slide.lines.push(text(msg::proof_xor()));
            slide.lines.extend(numbers);
            if odd_bits.is_empty() {
                slide.lines.push(key(msg::proof_xor_even()));
            } else {
                let places: Vec<String> = odd_bits.iter().map(|b| (1u128 << b).to_string()).collect();
                // Every column of a classroom's heaps; past 16 (64-bit heaps), "… and N more".
                let columns = crate::words::short_list(&places, 16);
                slide.lines.push(text(msg::proof_odd_columns(columns)));
                slide.lines.push(key(msg::proof_x_not_zero(num(s))));
            }
        }
        StepKind::LeadingBit { s, d } => {
            slide.title = msg::proof_top_bit_title();
            slide.lines.extend(numbers);
            slide.lines.push(key(msg::proof_top_bit(num(d), num(&(1u128 << d)), num(s))));
        }
        StepKind::ChooseHeap { heap, x, d, candidates } => {
            slide.title = if nim { msg::proof_choose_title() } else { msg::proof_choose_title_values() };
            let k = heap + 1;
            let name = format!("x{}", subscripted(&format!("_{k}")));
            slide.lines.push(text(if nim {
                msg::proof_choose(num(d), num(&k), name, num(x))
            } else {
                msg::proof_choose_values(num(d), num(&k), name, num(x))
            }));
            slide.lines.extend(numbers);
            slide.lines.push(text(match candidates.len() {
                1 => msg::proof_only_heap(),
                count => msg::proof_heaps_have_it(num(&count), num(&k)),
            }));
            slide.lines.push(text(msg::proof_one_must_exist()));
        }
        StepKind::Target { heap, x, s, y } => {
            let k = subscripted(&format!("_{}", heap + 1));
            slide.title = if nim { msg::proof_new_size_title() } else { msg::proof_new_value_title() };
            slide.lines.push(text(if nim {
                msg::proof_change_heap(num(&(heap + 1)), format!("x{k}"), format!("y{k}"))
            } else {
                msg::proof_change_value(num(&(heap + 1)), format!("x{k}"), format!("y{k}"))
            }));
            slide.lines.extend(numbers);
            slide.lines.push(said_after(
                Style::Key,
                &format!("y{k} = "),
                Claim::Xor { terms: vec![*s, *x], result: *y },
                ".",
            ));
        }
        StepKind::Smaller { x, y, d, low_x, low_y } => {
            let k = step.numbers.first().map(|n| subscripted(&n.name)).unwrap_or_default();
            let y_name = step.numbers.get(1).map(|n| subscripted(&n.name)).unwrap_or_default();
            slide.title = msg::proof_smaller_title(k.as_str(), y_name.as_str());
            // x and y alone, so the caret lines up under their digits.
            slide.lines.extend(number_block(&step.numbers[..2.min(step.numbers.len())]));
            let width = step.numbers.first().map_or(1, |n| n.binary.len());
            let name_width = k.chars().count().max(y_name.chars().count());
            let value_width = x.to_string().len().max(y.to_string().len());
            // A caret under bit d, aligned with the binary digits above.
            let lead = name_width + 3 + value_width + 3;
            let caret = format!("{}{}^ {}", " ".repeat(lead), " ".repeat(width - 1 - *d as usize), msg::proof_bit_d());
            slide.lines.push(math(caret));
            slide.lines.push(text(msg::proof_left_of_bit(num(d), Arg::from(k.as_str()), Arg::from(y_name.as_str()))));
            slide.lines.push(text(msg::proof_bit_drops(num(d), num(&(1u128 << d)))));
            slide.lines.push(text(if *d == 0 {
                msg::proof_nothing_right()
            } else {
                msg::proof_right_of_bit(num(d), num(low_x), num(low_y), num(&((1u128 << d) - 1)), num(&(1u128 << d)))
            }));
            slide.lines.push(key(if nim {
                msg::proof_so_smaller(num(x), k.as_str(), num(y), Arg::from(y_name.as_str()))
            } else {
                msg::proof_so_smaller_values(num(x), k.as_str(), num(y), Arg::from(y_name.as_str()))
            }));
        }
        StepKind::Take { heap, take, .. } => {
            slide.title = msg::proof_move_title();
            let mv = Move::new(*heap, *take);
            if step.lemma == Lemma::Two {
                lemma_two_move(&mut slide, position, rules, analysis, mv);
            } else if let Ok(claim) = crate::core::move_leaves(position, rules, mv) {
                slide.offer = None;
                slide.lines.push(text(msg::proof_you_pick()));
                slide.lines.push(said(Style::Key, claim));
            }
        }
        StepKind::Zero { s, x, y } => {
            slide.title = msg::proof_zero_title();
            slide.lines.push(text(msg::proof_zero()));
            slide.lines.push(math("X′ = X ⊕ xₖ ⊕ (X ⊕ xₖ) = 0"));
            slide.lines.push(said_after(
                Style::Math,
                "X′ = ",
                Claim::Xor { terms: vec![*s, *x, *y], result: s ^ x ^ y },
                "",
            ));
            slide.lines.push(key(msg::proof_lemma_2_proved()));
        }
        StepKind::MoveChosen { heap, x, y } => {
            let k = subscripted(&format!("_{}", heap + 1));
            slide.title = msg::proof_any_move_title();
            slide.lines.push(text(msg::proof_any_move()));
            slide.lines.extend(numbers);
            slide.lines.push(text(if nim {
                msg::proof_heap_changes(num(&(heap + 1)), num(x), format!("x{k}"), num(y), format!("y{k}"))
            } else {
                msg::proof_value_changes(num(&(heap + 1)), num(x), format!("x{k}"), num(y), format!("y{k}"))
            }));
        }
        StepKind::NewNimSum { x, y, t } => {
            slide.title = msg::proof_new_nim_sum_title();
            slide.lines.push(text(msg::proof_new_nim_sum()));
            slide.lines.extend(numbers);
            slide.lines.push(said_after(Style::Key, "X′ = ", Claim::Xor { terms: vec![*x, *y], result: *t }, "."));
        }
        StepKind::NotZero { x, y, bit, t } => {
            slide.title = msg::proof_not_zero_title();
            slide.lines.push(text(if nim { msg::proof_move_changes_heap() } else { msg::proof_move_changes_value() }));
            slide.lines.extend(numbers);
            slide.lines.push(text(msg::proof_differ_in_bit(num(bit), num(x), num(y))));
            slide.lines.push(key(msg::proof_lemma_1_proved(num(t))));
        }
    }
    slide
}

#[cfg(test)]
mod tests {
    use super::super::slide_text;
    use super::*;
    use crate::core::{Position, lemma_two};

    #[test]
    fn subscripts() {
        assert_eq!(subscripted("x_12"), "x₁₂");
        assert_eq!(subscripted("s"), "s");
    }

    #[test]
    fn lemma_two_on_19_20_21_says_the_real_numbers() {
        let position = Position::new(vec![19, 20, 21]).unwrap();
        let rules = Rules::default();
        let slides = lemma_slides(&lemma_two(&position, &rules, 0).unwrap(), &position, &rules);
        let all: Vec<String> = slides.iter().map(slide_text).collect();
        assert!(all[1].contains("X = 18 ≠ 0"), "{}", all[1]);
        assert!(all[2].contains("bit d = 4") && all[2].contains("2^4 = 16"));
        assert!(all[4].contains("y₁ = 18 ⊕ 19 = 1"));
        assert!(all[5].contains("Right of bit 4: 3 becomes 1"), "{}", all[5]);
        // The caret sits under bit 4, the first binary digit of x₁ = 19 = 10011.
        let lines: Vec<&str> = all[5].lines().collect();
        let digit = lines[1].chars().position(|c| c == '=').unwrap() + 1;
        let digit = lines[1].chars().skip(digit).collect::<String>().find("= ").unwrap() + digit + 2;
        assert_eq!(lines[3].chars().position(|c| c == '^'), Some(digit), "{}", all[5]);
        assert!(all[6].contains("Take 18 from heap 1 (19 → 1) leaves X = 0: a winning move."), "{}", all[6]);
        assert!(all[7].contains("X′ = 18 ⊕ 19 ⊕ 1 = 0"));
        assert_eq!(slides[6].offer, Some(Move::new(0, 18)));
    }

    /// In misère play the move to X = 0 can lose (2, 1, 1: taking the 2 leaves two 1s): that line is
    /// a warning, not drawn in the colour of a conclusion that wins; the winning move follows.
    #[test]
    fn a_misere_move_to_zero_that_loses_is_a_warning() {
        let position = Position::new(vec![2, 1, 1]).unwrap();
        let rules = Rules::new(Ending::Misere, crate::core::MoveRule::Any);
        let slides = lemma_slides(&lemma_two(&position, &rules, 0).unwrap(), &position, &rules);
        let line = slides
            .iter()
            .flat_map(|slide| &slide.lines)
            .find(|line| line.text.contains("but in misère play that loses here"))
            .expect("the losing move to X = 0 is said");
        assert_eq!(line.style, Style::Warning, "{}", line.text);
        // The move that does win comes next, as a conclusion.
        let lines: Vec<&Line> = slides.iter().flat_map(|slide| &slide.lines).collect();
        let at = lines.iter().position(|l| l.style == Style::Warning).unwrap_or(0);
        assert!(lines[at + 1..].iter().any(|l| l.style == Style::Key), "{lines:#?}");
    }
}
