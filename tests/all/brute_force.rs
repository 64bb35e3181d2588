//! The solver against XOR-free brute force, for every rule combination.
//!
//! Two oracles, neither using XOR or a Grundy formula: the crate's retrograde checker
//! (`Classification`), and a naive memoised game-tree search (`tests/common`), which also checks the checker.

use crate::common;

use std::collections::HashMap;

use common::naive_is_p;

use bouton::{
    AnalysisError, CheckBox, Classification, Ending, Move, MoveRule, Outcome, Position, Rules, check_rules, outcome,
    winning_moves,
};
use proptest::prelude::*;

/// Every rule combination the tests cover.
fn all_rules() -> Vec<Rules> {
    let mut moves = vec![MoveRule::Any];
    for k in 1..=4 {
        moves.push(MoveRule::up_to(k).unwrap());
    }
    for set in [&[1u64, 3, 4][..], &[2, 3], &[1, 2, 5], &[2, 5, 7], &[3], &[1, 4, 9]] {
        moves.push(MoveRule::set(set).unwrap());
    }
    let mut rules = Vec::new();
    for m in moves {
        rules.push(Rules::new(Ending::Normal, m.clone()));
        rules.push(Rules::new(Ending::Misere, m));
    }
    rules
}

/// All legal moves, by brute enumeration.
fn legal_moves(heaps: &[u64], rules: &Rules) -> Vec<Move> {
    let mut moves = Vec::new();
    for (heap, &size) in heaps.iter().enumerate() {
        for take in 1..=size {
            if rules.moves.allows(take) {
                moves.push(Move::new(heap, take));
            }
        }
    }
    moves
}

#[test]
fn the_checker_agrees_with_the_naive_oracle() {
    for rules in all_rules() {
        let shape = CheckBox { heaps: 3, max: 9 };
        let classification = Classification::compute(shape, &rules, |_, _| true).unwrap();
        let mut memo = HashMap::new();
        let mut p_count = 0;
        let mut positions = 0;
        classification.for_each(|heaps, verdict| {
            positions += 1;
            let p = naive_is_p(heaps, &rules, &mut memo);
            p_count += u64::from(p);
            assert_eq!(verdict == Outcome::PreviousWins, p, "{rules}: {heaps:?}");
        });
        assert_eq!(positions, 220);
        assert_eq!(classification.p_positions(), p_count, "{rules}");
    }
}

#[test]
fn every_rule_holds_on_whole_boxes() {
    for rules in all_rules() {
        for shape in [CheckBox { heaps: 1, max: 60 }, CheckBox { heaps: 2, max: 25 }, CheckBox { heaps: 4, max: 9 }] {
            let report = check_rules(shape, &rules, |_, _| true).unwrap();
            assert_eq!(report.compared, report.positions, "{rules} {shape:?}");
            assert_eq!(report.mismatch_count, 0, "{rules} {shape:?}: {:?}", report.mismatches);
        }
    }
}

#[test]
fn a_wrong_rule_is_caught() {
    // Misère play is not normal play: comparing misère positions with the normal rule must fail.
    let misere = Rules::new(Ending::Misere, MoveRule::Any);
    let classification = Classification::compute(CheckBox { heaps: 3, max: 5 }, &misere, |_, _| true).unwrap();
    let report = classification.compare(|heaps| outcome(heaps, &Rules::default()).ok());
    assert!(report.mismatch_count > 0);
    assert_eq!(report.mismatches[0], [0, 0, 0]);
}

fn rules_strategy() -> impl Strategy<Value = Rules> {
    let all = all_rules();
    (0..all.len()).prop_map(move |i| all[i].clone())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, failure_persistence: None, ..ProptestConfig::default() })]

    /// The outcome and the complete list of winning moves equal brute force; every listed move is
    /// legal and leads to a P-position, and no other move does.
    #[test]
    fn outcome_and_all_winning_moves_match_brute_force(
        rules in rules_strategy(),
        heaps in prop::collection::vec(0u64..=10, 0..=4),
    ) {
        let mut memo = HashMap::new();
        let expected_p = naive_is_p(&heaps, &rules, &mut memo);
        prop_assert_eq!(outcome(&heaps, &rules).unwrap(), Outcome::from_next_wins(!expected_p));
        let listed = winning_moves(&heaps, &rules).unwrap();
        let position = Position::new(heaps.clone()).unwrap();
        let mut expected = Vec::new();
        for mv in legal_moves(&heaps, &rules) {
            let after = position.after(mv, &rules).unwrap();
            if naive_is_p(after.heaps(), &rules, &mut memo) {
                expected.push(mv);
            }
        }
        for mv in &listed {
            prop_assert!(position.check(*mv, &rules).is_ok(), "{} listed an illegal move", rules);
        }
        prop_assert_eq!(listed, expected);
    }

    /// The same against the checker, in bigger boxes (5 heaps up to 20) and with shuffled heaps.
    #[test]
    fn winning_moves_lead_exactly_to_checker_p_positions(
        rules_index in 0usize..6,
        heaps in prop::collection::vec(0u64..=20, 5),
    ) {
        let rules = &all_rules()[rules_index];
        let classification = classification_for(rules_index);
        let position = Position::new(heaps.clone()).unwrap();
        let truth = classification.outcome(&heaps).unwrap();
        prop_assert_eq!(outcome(&heaps, rules).unwrap(), truth);
        let expected: Vec<Move> = legal_moves(&heaps, rules)
            .into_iter()
            .filter(|&mv| classification.outcome(position.after(mv, rules).unwrap().heaps()) == Some(Outcome::PreviousWins))
            .collect();
        prop_assert_eq!(winning_moves(&heaps, rules).unwrap(), expected);
    }

    /// Heaps anywhere in u64: no overflow, no panic, and every Nim winning move leaves nim-sum 0.
    #[test]
    fn huge_heaps_are_safe(heaps in prop::collection::vec(any::<u64>(), 0..8), misere in any::<bool>()) {
        let ending = if misere { Ending::Misere } else { Ending::Normal };
        for moves in [MoveRule::Any, MoveRule::up_to(u64::MAX).unwrap(), MoveRule::up_to(7).unwrap(), MoveRule::set(&[1, 3, 4]).unwrap()] {
            let rules = Rules::new(ending, moves);
            let listed = match winning_moves(&heaps, &rules) {
                Ok(listed) => listed,
                // Misère with a subtraction set has no proven rule: large positions are refused, typed.
                Err(AnalysisError::NoProvenRule { .. }) if misere && matches!(rules.moves, MoveRule::Set(_)) => continue,
                Err(e) => panic!("{rules}: {e}"),
            };
            let position = Position::new(heaps.clone()).unwrap();
            for mv in listed {
                let after = position.after(mv, &rules).unwrap();
                prop_assert_eq!(outcome(after.heaps(), &rules).unwrap(), Outcome::PreviousWins);
            }
        }
    }
}

/// The classification of 5 heaps ≤ 20 for the first rule combinations, computed once.
fn classification_for(index: usize) -> &'static Classification {
    use std::sync::OnceLock;
    static CACHE: OnceLock<Vec<Classification>> = OnceLock::new();
    &CACHE.get_or_init(|| {
        all_rules()
            .iter()
            .take(6)
            .map(|rules| Classification::compute(CheckBox { heaps: 5, max: 20 }, rules, |_, _| true).unwrap())
            .collect()
    })[index]
}
