//! Claims about sums, the Sprague–Grundy steps and the quiz, against the brute force of `tests.rs`.

use std::collections::HashMap;

use proptest::prelude::*;

use super::super::*;
use super::{Brute, any_game, config, game, sum};
use crate::core::analysis::Outcome;
use crate::core::rules::Ending;

/// The value a brute force gives a heap: the v for which heap + a Nim heap of v is P (normal play).
fn brute_value(brute: &mut Brute, heap: &Heap) -> u64 {
    (0..64).find(|&v| !brute.of(&SumPosition::new(vec![heap.clone(), Heap::new(HeapGame::nim(), v)]).unwrap())).unwrap()
}

proptest! {
    #![proptest_config(config(150))]

    /// Every sentence about a sum holds under the brute force: each value (heap + Nim heap of it is P),
    /// the outcome, and what each winning move does.
    #[test]
    fn every_sum_claim_holds(heaps in prop::collection::vec((any_game(), 0u64..8), 0..4), misere in any::<bool>()) {
        use crate::core::claims::{MoveWins, SumClaim, SumClaims};
        let ending = if misere { Ending::Misere } else { Ending::Normal };
        let position = SumPosition::new(heaps.into_iter().map(|(g, n)| Heap::new(g, n)).collect()).unwrap();
        let book = ValueBook::for_heaps(position.heaps()).unwrap();
        let analysis = SumAnalysis::with_book(&position, ending, &book).unwrap();
        let claims = SumClaims::of(&position, &analysis, ending, &book);
        let mut normal = Brute { ending: Ending::Normal, memo: HashMap::new(), games: Vec::new() };
        let mut brute = Brute { ending, memo: HashMap::new(), games: Vec::new() };
        for claim in &claims.values {
            let SumClaim::HeapValue { of, value, .. } = claim else { panic!("{claim:?}") };
            prop_assert_eq!(brute_value(&mut normal, of), *value, "{}", claim);
            // "Plays like a Nim heap" is said in normal play only (false in misère, as the audit showed).
            prop_assert_eq!(claim.to_string().contains("plays like a Nim heap"), !misere && !of.game.is_nim());
            let said = format!("value {value}");
            prop_assert!(claim.to_string().contains(&said));
        }
        let SumClaim::Outcome { outcome, .. } = &claims.outcome else { panic!() };
        prop_assert_eq!(*outcome, Outcome::from_next_wins(brute.of(&position)), "{}", claims.outcome);
        prop_assert!(claims.outcome.to_string().ends_with(&outcome.to_string()));
        for claim in &claims.winning_moves {
            let SumClaim::WinningMove { mv, of, why, .. } = claim else { panic!("{claim:?}") };
            let after = position.after(*mv).unwrap();
            prop_assert!(!brute.of(&after), "{} leaves an N-position", claim);
            match *why {
                MoveWins::ValueTo { to, parts, .. } => {
                    let (left, right) = match mv.leaves {
                        Leaves::Two(a, b) => (Heap::new(of.game.clone(), a), Some(Heap::new(of.game.clone(), b))),
                        Leaves::One(a) => (Heap::new(of.game.clone(), a), None),
                        Leaves::Nothing => (Heap::new(of.game.clone(), 0), None),
                    };
                    let left_value = brute_value(&mut normal, &left);
                    let right_value = right.map(|h| brute_value(&mut normal, &h));
                    if let (Some((a, b)), Some(rv)) = (parts, right_value) {
                        prop_assert_eq!((a, b), (left_value, rv), "{}", claim);
                    }
                    prop_assert_eq!(left_value ^ right_value.unwrap_or(0), to, "{}", claim);
                }
                MoveWins::OddOnes { ones } => {
                    let values: Vec<u64> = after.heaps().iter().map(|h| brute_value(&mut normal, h)).collect();
                    prop_assert!(values.iter().all(|&g| g <= 1));
                    prop_assert_eq!(values.iter().filter(|&&g| g == 1).count() as u64, ones);
                    prop_assert!(ones % 2 == 1);
                }
                MoveWins::MisereNimSum => {
                    let values: Vec<u64> = after.heaps().iter().map(|h| brute_value(&mut normal, h)).collect();
                    prop_assert!(values.iter().any(|&g| g >= 2));
                    prop_assert_eq!(values.iter().fold(0, |x, g| x ^ g), 0);
                }
                MoveWins::Searched => prop_assert!(misere && position.misere_rule().is_none()),
            }
        }
    }
}

#[test]
fn the_claims_read_as_a_teacher_says_them() {
    use crate::core::claims::SumClaims;
    let position = sum(&[("kayles", 10), ("nim", 2)]);
    let book = ValueBook::for_heaps(position.heaps()).unwrap();
    let mut position = position;
    position.play(SumMove::take(1, 2, 2)).unwrap();
    // Kayles 10 alone (X = 2): knocking pin 3 leaves rows of 2 and 7, worth 2 ⊕ 2 = 0.
    let analysis = SumAnalysis::with_book(&position, Ending::Normal, &book).unwrap();
    let claims = SumClaims::of(&position, &analysis, Ending::Normal, &book);
    let said: Vec<String> = claims.winning_moves.iter().map(ToString::to_string).collect();
    assert!(
        said.contains(&"knock pin 3 of row 1 (10 pins), leaving rows of 2 and 7: the two parts are worth 2 ⊕ 2 = 0, so the heap's value goes from 2 to 0 and X becomes 0".to_string()),
        "{said:#?}"
    );
    assert_eq!(claims.outcome.to_string(), "X = 2 ⊕ 0 = 2, so the position is N (the player to move wins)");
    let misere = sum(&[("kayles", 3), ("dawson", 4)]);
    let analysis = SumAnalysis::of(&misere, Ending::Misere).unwrap();
    let claims = SumClaims::of(&misere, &analysis, Ending::Misere, &ValueBook::for_heaps(misere.heaps()).unwrap());
    assert!(
        claims
            .outcome
            .to_string()
            .starts_with("Bouton knows no misère rule for these games, so it searched every line of play")
    );
}

/// The Sprague–Grundy steps: the mex of the options' values is the heap's value, for every game.
#[test]
fn the_mex_step_gives_the_heaps_value() {
    use crate::core::claims::{SumClaim, sprague_grundy_steps};
    for name in ["kayles", "dawson", "0.6", "upto-3", "set-1.3.4", "0.137"] {
        for size in 0..40 {
            let heap = Heap::new(game(name), size);
            let book = ValueBook::for_heaps(std::slice::from_ref(&heap)).unwrap();
            let steps = sprague_grundy_steps(crate::core::HeapName::unsplit(0), &heap, &book, Ending::Normal).unwrap();
            let [options, mex] = &steps[..] else { panic!("{steps:?}") };
            let SumClaim::Mex { mex, reached, .. } = mex else { panic!() };
            assert_eq!(*mex, book.value(&heap.game, size).unwrap(), "{name} {size}");
            assert!(!reached.contains(mex));
            let SumClaim::Options { options: listed, .. } = options else { panic!() };
            assert_eq!(listed.len(), heap.game.moves(size).count());
            assert_eq!(listed.len() as u128, heap.game.move_count(size));
        }
    }
    // A Nim heap in one sentence; a long Kayles row by its period, not by a capped list (the audit
    // found a mex of 0 for a row of 100,000 worth 1 when only 4,096 options were looked at).
    let nim = Heap::new(HeapGame::nim(), 5);
    let steps = sprague_grundy_steps(
        crate::core::HeapName::unsplit(1),
        &nim,
        &ValueBook::for_heaps(std::slice::from_ref(&nim)).unwrap(),
        Ending::Normal,
    )
    .unwrap();
    assert_eq!(
        steps[0].to_string(),
        "A move on heap 2 (Nim, 5 stones) may leave any smaller heap, so its moves reach every value from 0 to 4 and it is worth 5: a Nim heap is worth its size"
    );
    let long = Heap::new(game("kayles"), 100_000);
    let book = ValueBook::for_heaps(std::slice::from_ref(&long)).unwrap();
    let steps = sprague_grundy_steps(crate::core::HeapName::unsplit(0), &long, &book, Ending::Normal).unwrap();
    let [SumClaim::ValueFromPeriod { value, options, .. }] = &steps[..] else { panic!("{steps:?}") };
    assert_eq!((*value, *options), (book.value(&long.game, 100_000).unwrap(), 100_000));
    // In misère play the value is said to be a normal-play value only.
    let misere =
        sprague_grundy_steps(crate::core::HeapName::unsplit(0), &Heap::new(game("kayles"), 5), &book, Ending::Misere)
            .unwrap();
    assert!(misere[1].to_string().ends_with("(how it plays in normal play; misère play does not go by it)"));
    let heap = Heap::new(game("kayles"), 5);
    let book = ValueBook::for_heaps(std::slice::from_ref(&heap)).unwrap();
    let steps = sprague_grundy_steps(crate::core::HeapName::unsplit(0), &heap, &book, Ending::Normal).unwrap();
    let [options, mex] = &steps[..] else { panic!() };
    assert_eq!(
        options.to_string(),
        "A move on row 1 (Kayles, 5 pins) leaves a row of 4 (value 1), rows of 1 and 3 (value 1 ⊕ 3 = 2), rows of 2 and 2 (value 2 ⊕ 2 = 0), a row of 3 (value 3), rows of 1 and 2 (value 1 ⊕ 2 = 3)"
    );
    assert_eq!(
        mex.to_string(),
        "Its moves reach the values {0, 1, 2, 3}; the smallest value they miss (the mex) is 4, so row 1 (Kayles, 5 pins) is worth 4: it plays exactly like a Nim heap of 4"
    );
}

/// The quiz: the same seed gives the same questions; every "find the winning move" question is N;
/// each winning move is judged right and every other move wrong, as the brute force says.
#[test]
fn the_quiz_judges_answers_as_the_brute_force_does() {
    for ending in [Ending::Normal, Ending::Misere] {
        let mut a = SumQuiz::start(SumQuizKind::FindWinningMove, ending, 11).unwrap();
        let b = SumQuiz::start(SumQuizKind::FindWinningMove, ending, 11).unwrap();
        assert_eq!(a.question(), b.question());
        for _ in 0..6 {
            let position = a.question().game.position().clone();
            let mut brute = Brute { ending, memo: HashMap::new(), games: Vec::new() };
            assert!(brute.of(&position), "{position} is N");
            for mv in position.legal_moves() {
                let mut quiz = a.clone();
                let wins = !brute.of(&position.after(mv).unwrap());
                let feedback = quiz.answer(SumAnswer::Move(mv)).unwrap().clone();
                assert_eq!(feedback.correct, wins, "{position}: {mv:?}");
                assert!(matches!(quiz.answer(SumAnswer::Move(mv)), Err(SumQuizError::Answered)));
            }
            a.next_question().unwrap();
        }
        let mut p_or_n = SumQuiz::start(SumQuizKind::PorN, ending, 3).unwrap();
        for _ in 0..6 {
            let position = p_or_n.question().game.position().clone();
            let mut brute = Brute { ending, memo: HashMap::new(), games: Vec::new() };
            let truth = Outcome::from_next_wins(brute.of(&position));
            assert!(matches!(p_or_n.answer(SumAnswer::Move(SumMove::take(0, 1, 1))), Err(SumQuizError::WrongKind(_))));
            let feedback = p_or_n.answer(SumAnswer::Outcome(truth)).unwrap();
            assert!(feedback.correct);
            let lines = crate::words::sum_feedback_lines(feedback);
            assert!(lines.last().unwrap().ends_with(&format!("{truth}.")), "{lines:?}");
            p_or_n.next_question().unwrap();
        }
        assert_eq!(p_or_n.score(), (6, 6));
    }
}

proptest! {
    #![proptest_config(config(100))]

    /// The hint ladder: who wins, the rule, the heaps with a winning move (exactly those the brute
    /// force finds), then a move that wins.
    #[test]
    fn the_hint_ladder_holds(heaps in prop::collection::vec((any_game(), 0u64..8), 0..4), misere in any::<bool>()) {
        use crate::core::claims::{SumClaim, SumClaims, SumHint, sum_hint_ladder};
        let ending = if misere { Ending::Misere } else { Ending::Normal };
        let position = SumPosition::new(heaps.into_iter().map(|(g, n)| Heap::new(g, n)).collect()).unwrap();
        let book = ValueBook::for_heaps(position.heaps()).unwrap();
        let analysis = SumAnalysis::with_book(&position, ending, &book).unwrap();
        let claims = SumClaims::of(&position, &analysis, ending, &book);
        let ladder = sum_hint_ladder(&position, &analysis, &claims);
        let mut brute = Brute { ending, memo: HashMap::new(), games: Vec::new() };
        let wins = brute.of(&position);
        prop_assert_eq!(&ladder[0], &SumHint::Who(Outcome::from_next_wins(wins)));
        let mut winning_heaps: Vec<usize> = position
            .legal_moves()
            .filter(|&mv| !brute.of(&position.after(mv).unwrap()))
            .map(|mv| mv.heap)
            .collect();
        winning_heaps.dedup();
        match ladder.get(2) {
            Some(SumHint::Heaps(heaps)) => {
                let named: Vec<_> = winning_heaps.iter().map(|&i| position.name(i)).collect();
                prop_assert_eq!(heaps.iter().map(|(name, _)| *name).collect::<Vec<_>>(), named);
            }
            None => prop_assert!(winning_heaps.is_empty()),
            Some(other) => prop_assert!(false, "{other:?}"),
        }
        if let Some(SumHint::Move(SumClaim::WinningMove { mv, .. })) = ladder.get(3) {
            prop_assert!(!brute.of(&position.after(*mv).unwrap()));
        }
        for rung in &ladder {
            prop_assert!(!rung.to_string().is_empty());
        }
    }
}

/// Every fact the built-in lesson's texts state holds: the values, X and who wins at each step.
#[test]
fn the_lesson_states_only_true_facts() {
    use crate::core::{SUM_LESSON, SUM_LESSON_ENDING};
    let facts: [(&[u64], u64, Outcome); 5] = [
        (&[1], 1, Outcome::NextWins),
        (&[1, 1], 0, Outcome::PreviousWins),
        (&[2, 2], 0, Outcome::PreviousWins),
        (&[2, 5, 1], 6, Outcome::NextWins),
        (&[1, 3, 3], 1, Outcome::NextWins),
    ];
    for (step, (values, x, outcome)) in SUM_LESSON.iter().zip(facts) {
        let position: SumPosition = step.heaps.parse().unwrap();
        let analysis = SumAnalysis::of(&position, SUM_LESSON_ENDING).unwrap();
        assert_eq!(
            (analysis.values.as_slice(), analysis.nim_sum, analysis.outcome),
            (values, x, outcome),
            "{}",
            step.title()
        );
        let mut brute = Brute { ending: SUM_LESSON_ENDING, memo: HashMap::new(), games: Vec::new() };
        assert_eq!(Outcome::from_next_wins(brute.of(&position)), outcome, "{}", step.title());
        assert!(step.focus < position.heaps().len());
        // Each value the text names is the one computed.
        for (value, heap) in values.iter().zip(position.heaps()) {
            if step.text().contains(&format!("worth {value}")) {
                assert_eq!(
                    SumAnalysis::of(&SumPosition::new(vec![heap.clone()]).unwrap(), SUM_LESSON_ENDING).unwrap().nim_sum,
                    *value
                );
            }
        }
        if x == 0 {
            assert!(step.text().contains("= 0"), "{}", step.title());
        }
    }
    assert!(SUM_LESSON[1].text().contains("X = 1 ⊕ 1 = 0") && SUM_LESSON[2].text().contains("X = 2 ⊕ 2 = 0"));
    assert!(SUM_LESSON[3].text().contains("X = 2 ⊕ 5 ⊕ 1 = 6, not 0, so the player to move wins"));
}
