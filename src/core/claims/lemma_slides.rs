//! The lemmas' proof steps in words: one slide per step, every number from `core`'s proof steps,
//! with the table filled in as far as the slide has got.

use super::slides::{Line, Slide, Style, TableShows, key, math, num, said, said_after, subscripted, text};
use super::{Claim, Scale, zeroing_move};
use crate::core::analysis::Analysis;
use crate::core::{Ending, Lemma, Move, Number, Position, ProofStep, Rules, StepKind};
use crate::i18n::{Arg, tr, tr_with};

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
        let claims = super::Claims::from_analysis(position, rules, analysis);
        last.lines.push(text(tr("proof-misere-not-x")));
        last.lines.push(said(Style::Text, claims.outcome));
    }
    slides
}

/// The Lemma 2 move's slide lines: the move, what it leaves, and in misère play the true winning move
/// when the move to X = 0 loses.
fn lemma_two_move(slide: &mut Slide, position: &Position, rules: &Rules, analysis: Option<&Analysis>, mv: Move) {
    let Ok(claim) = zeroing_move(position, rules, mv) else { return };
    let wins = matches!(claim, Claim::ZeroingMove { outcome_after: crate::core::Outcome::PreviousWins, .. });
    slide.lines.push(said(Style::Key, claim));
    if wins {
        slide.offer = Some(mv);
        return;
    }
    // Misère play near the end: the winning move is another one.
    let Some(analysis) = analysis else { return };
    let claims = super::Claims::from_analysis(position, rules, analysis);
    match (claims.winning_moves.first(), claims.reasons.first()) {
        (Some(first @ Claim::WinningMove(facts)), Some(why)) => {
            slide.lines.push(text(tr("proof-instead")));
            slide.lines.push(said(Style::Key, first.clone()));
            slide.lines.push(said(Style::Text, why.clone()));
            slide.offer = Some(facts.mv());
        }
        (Some(every_move_loses), _) => {
            slide.lines.push(text(tr("proof-no-move-wins")));
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
            slide.title = tr(if nim { "proof-binary-title" } else { "proof-binary-title-values" });
            slide.lines.push(text(tr(if nim { "proof-binary" } else { "proof-binary-values" })));
            slide.lines.extend(numbers);
            if values.is_empty() {
                slide.lines.push(text(tr("proof-empty")));
            }
        }
        StepKind::NimSum { s, odd_bits } => {
            slide.title = tr("proof-xor-title");
            slide.lines.push(text(tr("proof-xor")));
            slide.lines.extend(numbers);
            if odd_bits.is_empty() {
                slide.lines.push(key(tr("proof-xor-even")));
            } else {
                let places: Vec<String> = odd_bits.iter().map(|b| (1u128 << b).to_string()).collect();
                let columns = places.join(&tr("list-separator"));
                slide.lines.push(text(tr_with("proof-odd-columns", &[("columns", columns.into())])));
                slide.lines.push(key(tr_with("proof-x-not-zero", &[("x", num(s))])));
            }
        }
        StepKind::LeadingBit { s, d } => {
            slide.title = tr("proof-top-bit-title");
            slide.lines.extend(numbers);
            let args = [("x", num(s)), ("d", num(d)), ("worth", num(&(1u128 << d)))];
            slide.lines.push(key(tr_with("proof-top-bit", &args)));
        }
        StepKind::ChooseHeap { heap, x, d, candidates } => {
            slide.title = tr(if nim { "proof-choose-title" } else { "proof-choose-title-values" });
            let k = heap + 1;
            let name = format!("x{}", subscripted(&format!("_{k}")));
            let args = [("heap", num(&k)), ("d", num(d)), ("name", name.into()), ("x", num(x))];
            slide.lines.push(text(tr_with(if nim { "proof-choose" } else { "proof-choose-values" }, &args)));
            slide.lines.extend(numbers);
            slide.lines.push(text(match candidates.len() {
                1 => tr("proof-only-heap"),
                count => tr_with("proof-heaps-have-it", &[("count", num(&count)), ("heap", num(&k))]),
            }));
            slide.lines.push(text(tr("proof-one-must-exist")));
        }
        StepKind::Target { heap, x, s, y } => {
            let k = subscripted(&format!("_{}", heap + 1));
            slide.title = tr(if nim { "proof-new-size-title" } else { "proof-new-value-title" });
            let args = [("heap", num(&(heap + 1))), ("y", format!("y{k}").into()), ("x", format!("x{k}").into())];
            slide.lines.push(text(tr_with(if nim { "proof-change-heap" } else { "proof-change-value" }, &args)));
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
            slide.title = tr_with("proof-smaller-title", &[("y", y_name.as_str().into()), ("x", k.as_str().into())]);
            // x and y alone, so the caret lines up under their digits.
            slide.lines.extend(number_block(&step.numbers[..2.min(step.numbers.len())]));
            let width = step.numbers.first().map_or(1, |n| n.binary.len());
            let name_width = k.chars().count().max(y_name.chars().count());
            let value_width = x.to_string().len().max(y.to_string().len());
            // A caret under bit d, aligned with the binary digits above.
            let lead = name_width + 3 + value_width + 3;
            let caret = format!("{}{}^ {}", " ".repeat(lead), " ".repeat(width - 1 - *d as usize), tr("proof-bit-d"));
            slide.lines.push(math(caret));
            let args = [("d", num(d)), ("x", Arg::from(k.as_str())), ("y", Arg::from(y_name.as_str()))];
            slide.lines.push(text(tr_with("proof-left-of-bit", &args)));
            slide.lines.push(text(tr_with("proof-bit-drops", &[("d", num(d)), ("worth", num(&(1u128 << d)))])));
            slide.lines.push(text(if *d == 0 {
                tr("proof-nothing-right")
            } else {
                let args = [
                    ("d", num(d)),
                    ("low-x", num(low_x)),
                    ("low-y", num(low_y)),
                    ("worth", num(&(1u128 << d))),
                    ("most", num(&((1u128 << d) - 1))),
                ];
                tr_with("proof-right-of-bit", &args)
            }));
            let args =
                [("y-name", Arg::from(y_name.as_str())), ("y", num(y)), ("x", num(x)), ("x-name", k.as_str().into())];
            slide.lines.push(key(tr_with(if nim { "proof-so-smaller" } else { "proof-so-smaller-values" }, &args)));
        }
        StepKind::Take { heap, take, .. } => {
            slide.title = tr("proof-move-title");
            let mv = Move::new(*heap, *take);
            if step.lemma == Lemma::Two {
                lemma_two_move(&mut slide, position, rules, analysis, mv);
            } else if let Ok(claim) = super::move_leaves(position, rules, mv) {
                slide.offer = None;
                slide.lines.push(text(tr("proof-you-pick")));
                slide.lines.push(said(Style::Key, claim));
            }
        }
        StepKind::Zero { s, x, y } => {
            slide.title = tr("proof-zero-title");
            slide.lines.push(text(tr("proof-zero")));
            slide.lines.push(math("X′ = X ⊕ xₖ ⊕ (X ⊕ xₖ) = 0"));
            slide.lines.push(said_after(
                Style::Math,
                "X′ = ",
                Claim::Xor { terms: vec![*s, *x, *y], result: s ^ x ^ y },
                "",
            ));
            slide.lines.push(key(tr("proof-lemma-2-proved")));
        }
        StepKind::MoveChosen { heap, x, y } => {
            let k = subscripted(&format!("_{}", heap + 1));
            slide.title = tr("proof-any-move-title");
            slide.lines.push(text(tr("proof-any-move")));
            slide.lines.extend(numbers);
            let args = [
                ("heap", num(&(heap + 1))),
                ("x-name", format!("x{k}").into()),
                ("x", num(x)),
                ("y-name", format!("y{k}").into()),
                ("y", num(y)),
            ];
            slide.lines.push(text(tr_with(if nim { "proof-heap-changes" } else { "proof-value-changes" }, &args)));
        }
        StepKind::NewNimSum { x, y, t } => {
            slide.title = tr("proof-new-nim-sum-title");
            slide.lines.push(text(tr("proof-new-nim-sum")));
            slide.lines.extend(numbers);
            slide.lines.push(said_after(Style::Key, "X′ = ", Claim::Xor { terms: vec![*x, *y], result: *t }, "."));
        }
        StepKind::NotZero { x, y, bit, t } => {
            slide.title = tr("proof-not-zero-title");
            slide.lines.push(text(tr(if nim { "proof-move-changes-heap" } else { "proof-move-changes-value" })));
            slide.lines.extend(numbers);
            slide.lines.push(text(tr_with("proof-differ-in-bit", &[("x", num(x)), ("y", num(y)), ("bit", num(bit))])));
            slide.lines.push(key(tr_with("proof-lemma-1-proved", &[("t", num(t))])));
        }
    }
    slide
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::claims::slide_text;
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
}
