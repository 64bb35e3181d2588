//! The lemmas' proof steps in words: one slide per step, every number from `core`'s proof steps,
//! with the table filled in as far as the slide has got.

use super::slides::{Line, Slide, Style, TableShows, key, math, said, said_after, subscripted, text};
use super::{Claim, Scale, zeroing_move};
use crate::core::analysis::Analysis;
use crate::core::{Ending, Lemma, Move, Number, Position, ProofStep, Rules, StepKind};

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
        last.lines.push(text("In misère play X alone does not decide who wins. Here:"));
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
            slide.lines.push(text("The winning move here is instead:"));
            slide.lines.push(said(Style::Key, first.clone()));
            slide.lines.push(said(Style::Text, why.clone()));
            slide.offer = Some(facts.mv());
        }
        (Some(every_move_loses), _) => {
            slide.lines.push(text("No move wins here:"));
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
            slide.title = if nim { "Write the heaps in binary" } else { "Write the values in binary" }.into();
            slide.lines.push(text(if nim {
                "One row per heap, the largest place value on the left."
            } else {
                "Each heap plays like a Nim heap of its Grundy value. Write the values in binary."
            }));
            slide.lines.extend(numbers);
            if values.is_empty() {
                slide.lines.push(text("There are no heaps: the position is empty."));
            }
        }
        StepKind::NimSum { s, odd_bits } => {
            slide.title = "XOR the columns".into();
            slide.lines.push(text(
                "Count the 1s in each column. The nim-sum X has a 1 where the count is odd. (Some books call it s.)",
            ));
            slide.lines.extend(numbers);
            if odd_bits.is_empty() {
                slide.lines.push(key("Every column has an even count: X = 0."));
            } else {
                let places: Vec<String> = odd_bits.iter().map(|b| (1u128 << b).to_string()).collect();
                slide.lines.push(text(format!("Odd columns: {}.", places.join(", "))));
                slide.lines.push(key(format!("X = {s} ≠ 0.")));
            }
        }
        StepKind::LeadingBit { s, d } => {
            slide.title = "Find the leftmost 1 of X".into();
            slide.lines.extend(numbers);
            slide
                .lines
                .push(key(format!("The leftmost 1 of X = {s} is bit d = {d}. It is worth 2^{d} = {}.", 1u128 << d)));
        }
        StepKind::ChooseHeap { heap, x, d, candidates } => {
            slide.title =
                if nim { "Choose a heap with a 1 in bit d" } else { "Choose a value with a 1 in bit d" }.into();
            let k = heap + 1;
            let whose = if nim { format!("Heap {k}") } else { format!("Heap {k}'s value") };
            slide.lines.push(text(format!("{whose} has a 1 in bit {d}: x{} = {x}.", subscripted(&format!("_{k}")))));
            slide.lines.extend(numbers);
            slide.lines.push(text(match candidates.len() {
                1 => "It is the only such heap.".to_string(),
                n => format!("{n} heaps have that 1. Any of them makes X′ = 0; here we use heap {k}."),
            }));
            slide
                .lines
                .push(text("One must exist: an odd number of heaps has a 1 in column d, else X would have a 0 there."));
        }
        StepKind::Target { heap, x, s, y } => {
            let k = subscripted(&format!("_{}", heap + 1));
            slide.title = if nim { "The new size" } else { "The new value" }.into();
            let what = if nim { "heap" } else { "the value of heap" };
            slide.lines.push(text(format!("Change {what} {} into y{k} = X ⊕ x{k}.", heap + 1)));
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
            slide.title = format!("Why {y_name} < {k}");
            // x and y alone, so the caret lines up under their digits.
            slide.lines.extend(number_block(&step.numbers[..2.min(step.numbers.len())]));
            let width = step.numbers.first().map_or(1, |n| n.binary.len());
            let name_width = k.chars().count().max(y_name.chars().count());
            let value_width = x.to_string().len().max(y.to_string().len());
            // A caret under bit d, aligned with the binary digits above.
            let lead = name_width + 3 + value_width + 3;
            slide.lines.push(math(format!("{}{}^ bit d", " ".repeat(lead), " ".repeat(width - 1 - *d as usize))));
            slide.lines.push(text(format!("Left of bit {d}: {k} and {y_name} agree.")));
            slide.lines.push(text(format!("Bit {d} drops from 1 to 0: that is −{}.", 1u128 << d)));
            slide.lines.push(text(if *d == 0 {
                "Nothing is right of bit 0.".to_string()
            } else {
                format!(
                    "Right of bit {d}: {low_x} becomes {low_y}, a change of at most {} − 1 = {}.",
                    1u128 << d,
                    (1u128 << d) - 1
                )
            }));
            slide.lines.push(key(if nim {
                format!("So {y_name} = {y} < {x} = {k}: the move is allowed.")
            } else {
                format!(
                    "So {y_name} = {y} < {x} = {k}. A heap of value {x} reaches every smaller value (that is what \
                     the mex means), so some move leaves value {y}."
                )
            }));
        }
        StepKind::Take { heap, take, .. } => {
            slide.title = "The move".into();
            let mv = Move::new(*heap, *take);
            if step.lemma == Lemma::Two {
                lemma_two_move(&mut slide, position, rules, analysis, mv);
            } else if let Ok(claim) = super::move_leaves(position, rules, mv) {
                slide.offer = None;
                slide.lines.push(text("You pick:"));
                slide.lines.push(said(Style::Key, claim));
            }
        }
        StepKind::Zero { s, x, y } => {
            slide.title = "The new nim-sum is 0".into();
            slide.lines.push(text(
                "After a move in heap k, the new nim-sum is X′ = X ⊕ xₖ ⊕ yₖ (the other heaps cancel out).",
            ));
            slide.lines.push(math("X′ = X ⊕ xₖ ⊕ (X ⊕ xₖ) = 0"));
            slide.lines.push(said_after(
                Style::Math,
                "X′ = ",
                Claim::Xor { terms: vec![*s, *x, *y], result: s ^ x ^ y },
                "",
            ));
            slide.lines.push(key("The other player now faces X′ = 0. That proves Lemma 2."));
        }
        StepKind::MoveChosen { heap, x, y } => {
            let k = subscripted(&format!("_{}", heap + 1));
            slide.title = "Any move".into();
            slide.lines.push(text("Lemma 1 is about every move. Take any one: here, a move in heap k."));
            slide.lines.extend(numbers);
            let what = if nim { "Heap" } else { "The value of heap" };
            slide.lines.push(text(format!("{what} {} changes: x{k} = {x} becomes y{k} = {y}.", heap + 1)));
        }
        StepKind::NewNimSum { x, y, t } => {
            slide.title = "The new nim-sum".into();
            slide.lines.push(text(
                "Only heap k changed, so the new nim-sum is X′ = X ⊕ xₖ ⊕ yₖ. Here X = 0, so X′ = xₖ ⊕ yₖ.",
            ));
            slide.lines.extend(numbers);
            slide.lines.push(said_after(Style::Key, "X′ = ", Claim::Xor { terms: vec![*x, *y], result: *t }, "."));
        }
        StepKind::NotZero { x, y, bit, t } => {
            slide.title = "Why X′ ≠ 0".into();
            slide.lines.push(text(if nim {
                "A move changes the heap, so xₖ ≠ yₖ."
            } else {
                "A move changes the value: g is the mex of the values a heap can reach, so it never reaches its own."
            }));
            slide.lines.extend(numbers);
            slide.lines.push(text(format!("{x} and {y} differ in bit {bit}, so X′ has a 1 there.")));
            slide.lines.push(key(format!("Here X′ = {t} ≠ 0. Whatever the move, X′ ≠ 0. That proves Lemma 1.")));
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
