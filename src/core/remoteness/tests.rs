//! The search against a brute force written from the definition alone: its own moves, no values, no
//! outcome rule, no shared code with the solver.

use std::collections::HashMap;

use super::*;
use crate::core::octal::HeapGame;
use crate::core::rng::Rng;
use crate::core::rules::{Ending, MoveRule};
use crate::core::sum::Heap;

/// A position's (next player wins, remoteness) from its options', by the definition: none left, 0
/// (won in misère play); won through a lost option, 1 + the least such; else 1 + the greatest.
fn from_options(options: &[(bool, u32)], ending: Ending) -> (bool, u32) {
    if options.is_empty() {
        (ending == Ending::Misere, 0)
    } else if let Some(least) = options.iter().filter(|(wins, _)| !wins).map(|&(_, r)| r).min() {
        (true, least + 1)
    } else {
        (false, options.iter().map(|&(_, r)| r).max().unwrap_or(0) + 1)
    }
}

/// (next player wins, remoteness), straight from the definition.
fn brute(heaps: &[u64], rules: &Rules, memo: &mut HashMap<Vec<u64>, (bool, u32)>) -> (bool, u32) {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let allowed = |take: u64| match &rules.moves {
        MoveRule::Any => true,
        MoveRule::UpTo(k) => take <= k.get(),
        MoveRule::Set(set) => set.amounts().contains(&take),
    };
    let mut options = Vec::new();
    for i in 0..key.len() {
        for take in (1..=key[i]).filter(|&t| allowed(t)) {
            let mut after = key.clone();
            after[i] -= take;
            options.push(brute(&after, rules, memo));
        }
    }
    let value = from_options(&options, rules.ending);
    memo.insert(key, value);
    value
}

fn families() -> Vec<Rules> {
    let mut all = Vec::new();
    for ending in [Ending::Normal, Ending::Misere] {
        for moves in [MoveRule::Any, MoveRule::up_to(3).unwrap(), MoveRule::set(&[1, 3, 4]).unwrap()] {
            all.push(Rules::new(ending, moves));
        }
        all.push(Rules::new(ending, MoveRule::set(&[2, 5]).unwrap()));
    }
    all
}

#[test]
fn every_family_matches_the_definition_on_random_positions() {
    let mut rng = Rng::new(2026);
    for rules in families() {
        let mut memo = HashMap::new();
        for _ in 0..60 {
            let count = rng.in_range(1, 4) as usize;
            let heaps: Vec<u64> = (0..count).map(|_| rng.in_range(0, 9)).collect();
            let position = Position::new(heaps.clone()).unwrap();
            let (wins, moves) = brute(&heaps, &rules, &mut memo);
            let expected = Remoteness { outcome: Outcome::from_next_wins(wins), moves };
            assert_eq!(Remoteness::of(&position, &rules).unwrap(), expected, "{heaps:?} under {rules}");
            // And every move's value, from one search.
            let values = MoveValues::of(&position, &rules).unwrap();
            assert_eq!(values.position, expected, "{heaps:?} under {rules}");
            for &(mv, value) in &values.moves {
                let after = position.after(mv, &rules).unwrap();
                let (wins_after, r) = brute(after.heaps(), &rules, &mut memo);
                let by_mover = Remoteness { outcome: Outcome::from_next_wins(!wins_after), moves: r + 1 };
                assert_eq!(value, by_mover, "{mv:?} from {heaps:?} under {rules}");
            }
            assert_eq!(values.best().count() > 0, !values.moves.is_empty());
        }
    }
}

#[test]
fn known_values() {
    let nim = Rules::default();
    let of = |heaps: Vec<u64>, rules: &Rules| Remoteness::of(&Position::new(heaps).unwrap(), rules).unwrap();
    // Over: lost in normal play, won in misère.
    assert_eq!(of(vec![0, 0], &nim).to_string(), "the game is over");
    assert!(!of(vec![], &nim).wins());
    assert!(of(vec![0], &Rules::new(Ending::Misere, MoveRule::Any)).wins());
    // One heap: take it all.
    assert_eq!(of(vec![7], &nim).to_string(), "win in 1");
    // Misère, one heap of 7: leave 1.
    assert_eq!(of(vec![7], &Rules::new(Ending::Misere, MoveRule::Any)).to_string(), "win in 2");
    // 19, 20, 21: every winning move, and the fastest.
    let values = MoveValues::of(&Position::new(vec![19, 20, 21]).unwrap(), &nim).unwrap();
    assert!(values.position.wins());
    let best: Vec<Move> = values.best().collect();
    assert!(
        !best.is_empty() && best.iter().all(|&m| [Move::new(0, 18), Move::new(1, 14), Move::new(2, 14)].contains(&m))
    );
    assert_eq!(values.grade_of(Move::new(0, 1)), Some(Grade::Mistake));
}

/// Kayles rows: a move knocks one pin or two neighbours, anywhere in a row.
fn brute_kayles(rows: &[u64], ending: Ending, memo: &mut HashMap<Vec<u64>, (bool, u32)>) -> (bool, u32) {
    let mut key: Vec<u64> = rows.iter().copied().filter(|&r| r > 0).collect();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let mut options = Vec::new();
    for i in 0..key.len() {
        for take in 1..=2.min(key[i]) {
            for left in 0..=key[i] - take {
                let mut after = key.clone();
                after[i] = left;
                after.push(key[i] - take - left);
                options.push(brute_kayles(&after, ending, memo));
            }
        }
    }
    let value = from_options(&options, ending);
    memo.insert(key, value);
    value
}

#[test]
fn kayles_sums_match_the_definition() {
    for ending in [Ending::Normal, Ending::Misere] {
        kayles_sums_match_the_definition_in(ending);
    }
}

fn kayles_sums_match_the_definition_in(ending: Ending) {
    let kayles: HeapGame = "kayles".parse().unwrap();
    let mut memo = HashMap::new();
    let mut rng = Rng::new(7);
    for _ in 0..40 {
        let rows: Vec<u64> = (0..rng.in_range(1, 3)).map(|_| rng.in_range(1, 9)).collect();
        let sum = SumPosition::new(rows.iter().map(|&r| Heap::new(kayles.clone(), r)).collect()).unwrap();
        let (wins, moves) = brute_kayles(&rows, ending, &mut memo);
        let value = Remoteness::of_sum(&sum, ending).unwrap();
        assert_eq!(value, Remoteness { outcome: Outcome::from_next_wins(wins), moves }, "{rows:?}");
        let all = RemotenessRun::moves_of_sum(&sum, ending).unwrap();
        let mut all = all;
        while !all.step(1 << 12).unwrap() {}
        let values = all.sum_move_values().unwrap();
        assert_eq!(values.position, value);
        assert!(values.moves.iter().any(|(_, v)| *v == value), "the best move has the position's value");
    }
}

#[test]
fn bounds_are_errors_not_hangs() {
    let big = Position::new(vec![MAX_HEAP + 1, 3]).unwrap();
    assert_eq!(Remoteness::of(&big, &Rules::default()), Err(RemotenessError::HeapTooLarge { size: MAX_HEAP + 1 }));
    // A huge Nim heap alone is over the budget, never a long wait.
    let wide = Position::new(vec![MAX_HEAP, MAX_HEAP - 1]).unwrap();
    assert_eq!(Remoteness::of(&wide, &Rules::default()), Err(RemotenessError::TooLarge));
    // So are 10,000 heaps (refused before their first option is made), every move of a heap of
    // 2^24 − 1, and a 40,000-move game of 4,000 heaps (refused before its positions are made).
    let many = Position::new((0..10_000).map(|i| 1 + i % 97).collect()).unwrap();
    let mut run = RemotenessRun::for_position(&many, &Rules::default()).unwrap();
    assert_eq!(run.step(1), Err(RemotenessError::TooLarge));
    assert_eq!(run.progress().0, 0, "no position was made");
    let huge = Position::new(vec![MAX_HEAP]).unwrap();
    assert_eq!(MoveValues::of(&huge, &Rules::default()).map(|_| ()), Err(RemotenessError::TooLarge));
    let long = Position::new(vec![20; 4_000]).unwrap();
    let moves: Vec<Move> = (0..40_000).map(|i| Move::new(i % 4_000, 1)).collect();
    assert_eq!(RemotenessRun::for_line(&long, &Rules::default(), &moves).map(|_| ()), Err(RemotenessError::TooLarge));
}

/// Misère play with a subtraction set searches every position it can reach, so a start that
/// surely reaches too many is refused before the search starts; one just under the bound is counted.
#[test]
fn a_misere_set_search_sure_to_be_too_large_is_refused_before_it_starts() {
    let rules = Rules::new(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap());
    let start = Position::new(vec![200, 200, 200]).unwrap();
    let moves = [Move::new(0, 1), Move::new(1, 3)];
    assert_eq!(RemotenessRun::for_line(&start, &rules, &moves).map(|_| ()), Err(RemotenessError::TooManyPositions));
    assert_eq!(MoveValues::of(&start, &rules).map(|_| ()), Err(RemotenessError::TooManyPositions));
    // 101³ / 3! ≈ 171,700 positions at least: under the bound, so the search runs (and ends).
    let fits = Position::new(vec![100, 100, 100]).unwrap();
    assert!(Remoteness::of(&fits, &rules).is_ok());
    // With a larger smallest amount, fewer sizes are reachable: {3, 5} from 300s is like 1s from 100s.
    let sparse = Rules::new(Ending::Misere, MoveRule::set(&[3, 5]).unwrap());
    assert!(RemotenessRun::for_position(&Position::new(vec![300, 300, 300]).unwrap(), &sparse).is_ok());
    // Normal play prunes by the nim-sum: no estimate refuses it.
    let normal = Rules::new(Ending::Normal, MoveRule::set(&[1, 3, 4]).unwrap());
    assert!(RemotenessRun::for_position(&start, &normal).is_ok());
}

#[test]
fn sliced_or_whole_the_same() {
    // Six heaps: too many positions for a table of them all (13 · 12 · … · 8 > 2^20), so searched.
    let rules = Rules::new(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap());
    let position = Position::new(vec![12, 11, 10, 9, 8, 7]).unwrap();
    let whole = MoveValues::of(&position, &rules).unwrap();
    let mut run = RemotenessRun::moves_of_position(&position, &rules).unwrap();
    let mut slices = 0;
    while !run.step(7).unwrap() {
        slices += 1;
    }
    assert!(slices > 10, "it was cut into slices ({slices})");
    assert_eq!(run.move_values().unwrap(), whole);
}

/// The table of every position (used where it fits) and the search give the same values, in every
/// rule family.
#[test]
fn the_table_and_the_search_agree() {
    use super::parts::Book;
    use super::run::Asked;
    let families = [
        MoveRule::Any,
        MoveRule::up_to(3).unwrap(),
        MoveRule::set(&[1, 3, 4]).unwrap(),
        MoveRule::set(&[2, 5]).unwrap(),
    ];
    for moves in families {
        for ending in [Ending::Normal, Ending::Misere] {
            let rules = Rules::new(ending, moves.clone());
            for heaps in [vec![9, 7, 5], vec![1, 2, 3, 4], vec![20, 1], vec![0, 6, 6, 1], vec![13]] {
                let position = Position::new(heaps.clone()).unwrap();
                let with_table = Remoteness::of(&position, &rules).unwrap();
                let key = Book::classic_key(&rules, &heaps).unwrap();
                let searched =
                    RemotenessRun::new(Book::Classic(rules.clone()), Asked::Position(key.clone()), vec![key], 0)
                        .finish();
                assert_eq!(Ok(with_table), searched, "{heaps:?} {rules:?}");
            }
        }
    }
}
