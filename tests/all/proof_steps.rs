//! Every claim a proof step makes holds on random positions, under every move rule.

use bouton::{
    BinaryTable, Ending, Lemma, Move, MoveRule, Position, ProofError, Rules, StepKind, TableCell, lemma_one, lemma_two,
    nim_sum,
};
use proptest::prelude::*;

fn rules(index: usize) -> Rules {
    let moves = match index {
        0 => MoveRule::Any,
        1 => MoveRule::up_to(3).unwrap(),
        2 => MoveRule::set(&[1, 3, 4]).unwrap(),
        _ => MoveRule::set(&[2, 5, 7]).unwrap(),
    };
    Rules::new(Ending::Normal, moves)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, failure_persistence: None, ..ProptestConfig::default() })]

    /// Lemma 2, for every candidate heap: y < x, the move is legal, and it leaves nim-sum 0.
    #[test]
    fn lemma_two_claims_hold(heaps in prop::collection::vec(0u64..5000, 1..7), rule in 0usize..4) {
        let rules = rules(rule);
        let position = Position::new(heaps.clone()).unwrap();
        let values: Vec<u64> = heaps.iter().map(|&h| rules.grundy(h)).collect();
        let table = BinaryTable::new(&values);
        if table.nim_sum() == 0 {
            prop_assert_eq!(lemma_two(&position, &rules, 0), Err(ProofError::NimSumZero));
            return Ok(());
        }
        for heap in 0..heaps.len() {
            let result = lemma_two(&position, &rules, heap);
            if !table.candidates().contains(&heap) {
                prop_assert!(matches!(result, Err(ProofError::NotACandidate { .. })), "expected NotACandidate");
                continue;
            }
            let steps = result.unwrap();
            prop_assert!(steps.iter().all(|s| s.lemma == Lemma::Two));
            let s = table.nim_sum();
            let d = table.top_bit().unwrap();
            for step in &steps {
                match &step.kind {
                    StepKind::LeadingBit { s: s2, d: d2 } => prop_assert_eq!((*s2, *d2), (s, d)),
                    StepKind::Target { x, s: s2, y, .. } => prop_assert_eq!(*y, *x ^ *s2),
                    StepKind::Smaller { x, y, d: d2, low_x, low_y } => {
                        prop_assert!(y < x);
                        prop_assert_eq!(x >> (d2 + 1), y >> (d2 + 1), "bits left of d agree");
                        prop_assert_eq!((x >> d2 & 1, y >> d2 & 1), (1, 0));
                        prop_assert!(low_x.abs_diff(*low_y) < 1 << d2);
                    }
                    StepKind::Take { heap: k, take, from, to } => {
                        let mv = Move::new(*k, *take);
                        prop_assert!(position.check(mv, &rules).is_ok());
                        prop_assert_eq!(from - take, *to);
                        let after = position.after(mv, &rules).unwrap();
                        prop_assert_eq!(nim_sum(after.heaps(), &rules), 0);
                    }
                    StepKind::Zero { s: s2, x, y } => prop_assert_eq!(s2 ^ x ^ y, 0),
                    _ => {}
                }
                for cell in &step.cells {
                    if let TableCell::Bit { row, bit } = cell {
                        prop_assert!(*row < heaps.len() && *bit < table.width());
                    }
                }
                for number in &step.numbers {
                    prop_assert_eq!(u64::from_str_radix(&number.binary, 2).unwrap(), number.value);
                }
            }
        }
    }

    /// Lemma 1, for every legal move from a position with s = 0: t = x ⊕ y ≠ 0.
    #[test]
    fn lemma_one_claims_hold(mut heaps in prop::collection::vec(0u64..300, 1..5), rule in 0usize..4) {
        let rules = rules(rule);
        // Make s = 0 by appending a heap of the right Grundy value, when one exists nearby.
        let s = nim_sum(&heaps, &rules);
        let Some(extra) = (0..2000u64).find(|&h| rules.grundy(h) == s) else { return Ok(()) };
        heaps.push(extra);
        let position = Position::new(heaps.clone()).unwrap();
        prop_assert_eq!(nim_sum(&heaps, &rules), 0);
        let moves: Vec<Move> = position.legal_moves(&rules).take(200).collect();
        for mv in moves {
            let steps = lemma_one(&position, &rules, mv).unwrap();
            let after = position.after(mv, &rules).unwrap();
            let t_real = nim_sum(after.heaps(), &rules);
            let mut saw = false;
            for step in &steps {
                if let StepKind::NotZero { x, y, bit, t } = step.kind {
                    saw = true;
                    prop_assert_ne!(x, y);
                    prop_assert_eq!(t, t_real);
                    prop_assert!(t != 0 && t >> bit & 1 == 1);
                }
            }
            prop_assert!(saw);
        }
        if let Some(&h) = heaps.first() {
            let mut bumped = heaps.clone();
            bumped[0] = h + 1;
            let p = Position::new(bumped.clone()).unwrap();
            if nim_sum(&bumped, &rules) != 0 {
                prop_assert!(matches!(lemma_one(&p, &rules, Move::new(0, 1)), Err(ProofError::NimSumNotZero { .. })), "expected NimSumNotZero");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    /// Cut-the-knot's rule: the heap with the largest x & X has X's top bit, c − Z ≥ Y > others − Z, and
    /// taking c − (others) leaves nim-sum 0. Any u64 values.
    #[test]
    fn cut_the_knot_claims_hold(values in prop::collection::vec(any::<u64>(), 1..7)) {
        let x = values.iter().fold(0, |a, &b| a ^ b);
        match bouton::cut_the_knot(&values) {
            None => prop_assert_eq!(x, 0),
            Some(ctk) => {
                prop_assert_eq!(ctk.top, 1 << x.ilog2());
                prop_assert!(ctk.value & ctk.top != 0, "the heap holds the top bit");
                prop_assert!(ctk.value - ctk.high >= ctk.top && ctk.top > ctk.others - ctk.high);
                prop_assert_eq!(ctk.others, x ^ ctk.value);
                prop_assert!(ctk.take > 0 && ctk.take == ctk.value - ctk.others);
                let mut after = values.clone();
                after[ctk.heap] -= ctk.take;
                prop_assert_eq!(after.iter().fold(0, |a, &b| a ^ b), 0);
                prop_assert!(ctk.and_x.iter().all(|&a| a <= ctk.and_x[ctk.heap]));
            }
        }
    }

    /// The misère walkthrough: at the switch, the move it offers leaves an odd number of 1s and no value
    /// ≥ 2, and is a winning move; its outcome is the analysis' outcome.
    #[test]
    fn misere_walkthrough_claims_hold(heaps in prop::collection::vec(0u64..12, 1..6), up_to in 0u64..4) {
        let moves = if up_to == 0 { MoveRule::Any } else { MoveRule::up_to(up_to).unwrap() };
        let rules = Rules::new(Ending::Misere, moves);
        let position = Position::new(heaps.clone()).unwrap();
        let walk = bouton::misere_walkthrough(&position, &rules).unwrap();
        prop_assert_eq!(walk.outcome, bouton::outcome(&heaps, &rules).unwrap());
        if let bouton::MiserePhase::Switch { heap, others_ones, target } = walk.phase {
            prop_assert_eq!(target, u64::from(others_ones.is_multiple_of(2)));
            let mv = walk.winning_moves.iter().copied().find(|m| m.heap == heap);
            prop_assert!(mv.is_some(), "a move at the switch wins");
            let after = position.after(mv.unwrap(), &rules).unwrap();
            let values: Vec<u64> = after.heaps().iter().map(|&h| rules.grundy(h)).collect();
            prop_assert!(values.iter().all(|&v| v <= 1));
            prop_assert_eq!(values.iter().filter(|&&v| v == 1).count() % 2, 1);
        }
    }

    /// The mex step lists what each move reaches, and its mex is the smallest value not reached.
    #[test]
    fn mex_steps_are_mexes(size in 0u64..200, rule in 0usize..4) {
        let rules = rules(rule);
        let step = bouton::mex_step(size, &rules.moves, 64);
        let reached: Vec<u64> = step.options.iter().map(|&(_, g)| g).collect();
        let mex = (0..=reached.len() as u64).find(|v| !reached.contains(v)).unwrap();
        if rule != 0 {
            // Sets and S(1..3) have at most 4 options: all are listed.
            prop_assert_eq!(step.mex, mex);
        }
        prop_assert_eq!(step.mex, rules.grundy(size));
        for &(take, g) in &step.options {
            prop_assert_eq!(g, rules.grundy(size - take));
        }
    }
}

/// Under S(1..3) a move can raise the value: from a heap of 20 (value 0), taking 1 leaves 19 (value
/// 3). The numbers are written wide enough for y, and only the row is lit (the table has one column).
#[test]
fn lemma_one_when_a_move_raises_the_value() {
    let rules = Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap());
    let position = Position::new(vec![20]).unwrap();
    let steps = lemma_one(&position, &rules, Move::new(0, 1)).unwrap();
    let last = steps.last().unwrap();
    assert_eq!(last.kind, StepKind::NotZero { x: 0, y: 3, bit: 1, t: 3 });
    let binaries: Vec<&str> = last.numbers.iter().map(|n| n.binary.as_str()).collect();
    assert_eq!(binaries, ["00", "11", "11"]);
    assert_eq!(last.cells, [TableCell::Row(0)]);
}
