//! Remoteness (issue 18) against the naive definition in `common`, and the Expert computer playing
//! itself: a game between two Experts lasts exactly the start's remoteness, and the side the outcome
//! names wins; an Expert never loses a won position, whatever the other side does.

use std::collections::HashMap;

use bouton::{Ending, Level, MoveRule, MoveValues, Opponent, Outcome, PlainGame, Position, Remoteness, Rules, Side};

use crate::common::naive_remoteness;

fn families() -> Vec<Rules> {
    let mut all = Vec::new();
    for ending in [Ending::Normal, Ending::Misere] {
        for moves in [MoveRule::Any, MoveRule::up_to(3).unwrap(), MoveRule::set(&[1, 3, 4]).unwrap()] {
            all.push(Rules::new(ending, moves));
        }
    }
    all
}

fn random_heaps(rng: &mut bouton::Rng) -> Vec<u64> {
    (0..rng.in_range(1, 4)).map(|_| rng.in_range(0, 10)).collect()
}

#[test]
fn remoteness_and_every_moves_value_match_the_definition() {
    let mut rng = bouton::Rng::new(1818);
    for rules in families() {
        let mut memo = HashMap::new();
        for _ in 0..80 {
            let heaps = random_heaps(&mut rng);
            let position = Position::new(heaps.clone()).unwrap();
            let (wins, moves) = naive_remoteness(&heaps, &rules, &mut memo);
            let values = MoveValues::of(&position, &rules).unwrap();
            assert_eq!(
                values.position,
                Remoteness { outcome: Outcome::from_next_wins(wins), moves },
                "{heaps:?} {rules}"
            );
            for &(mv, value) in &values.moves {
                let mut after = heaps.clone();
                after[mv.heap] -= mv.take;
                let (then_wins, then) = naive_remoteness(&after, &rules, &mut memo);
                assert_eq!((value.wins(), value.moves), (!then_wins, then + 1), "{mv:?} from {heaps:?} {rules}");
            }
        }
    }
}

/// One model: heaps that all play one take-away rule, searched as a sum of heap games, have the
/// remoteness of the plain game of that rule — the position's and every move's — in all six rule
/// families, and both agree with the naive definition.
#[test]
fn one_rule_heaps_have_the_plain_games_remoteness() {
    let mut rng = bouton::Rng::new(2828);
    for rules in families() {
        let mut memo = HashMap::new();
        for _ in 0..40 {
            let heaps = random_heaps(&mut rng);
            let plain = MoveValues::of(&Position::new(heaps.clone()).unwrap(), &rules).unwrap();
            let sum = bouton::SumPosition::uniform(&bouton::HeapGame::Take(rules.moves.clone()), &heaps).unwrap();
            let ours = bouton::SumMoveValues::of(&sum, rules.ending).unwrap();
            assert_eq!(ours.position, plain.position, "{heaps:?} {rules}");
            let (wins, moves) = naive_remoteness(&heaps, &rules, &mut memo);
            assert_eq!((ours.position.wins(), ours.position.moves), (wins, moves), "{heaps:?} {rules}");
            let mut as_plain: Vec<(bouton::Move, Remoteness)> =
                ours.moves.iter().map(|&(mv, value)| (bouton::Move::new(mv.heap, mv.take), value)).collect();
            let mut expected = plain.moves.clone();
            as_plain.sort_by_key(|&(mv, _)| (mv.heap, mv.take));
            expected.sort_by_key(|&(mv, _)| (mv.heap, mv.take));
            assert_eq!(as_plain, expected, "{heaps:?} {rules}");
        }
    }
}

/// Plays a game out between two computers; returns the winner and the number of moves.
fn play(heaps: &[u64], rules: &Rules, first: Level, second: Level, seed: u64) -> (Option<Side>, usize) {
    let mut game = PlainGame::new(rules.clone(), Position::new(heaps.to_vec()).unwrap());
    let mut players = [Opponent::new(first, seed), Opponent::new(second, seed + 1)];
    let mut turn = 0;
    while let Some(choice) = players[turn % 2].choose(game.position(), game.rules()) {
        game.play(choice.mv).unwrap();
        turn += 1;
    }
    (game.winner(), game.played().len())
}

#[test]
fn two_experts_play_exactly_the_remoteness_and_an_expert_never_throws_a_win() {
    let mut rng = bouton::Rng::new(77);
    for rules in families() {
        let mut memo = HashMap::new();
        for seed in 0..40 {
            let heaps = random_heaps(&mut rng);
            let (wins, moves) = naive_remoteness(&heaps, &rules, &mut memo);
            let (winner, length) = play(&heaps, &rules, Level::Perfect, Level::Perfect, seed);
            let expected = if wins { Side::First } else { Side::Second };
            assert_eq!(winner, Some(expected), "{heaps:?} under {rules}");
            assert_eq!(length, moves as usize, "{heaps:?} under {rules}: the fastest win against the slowest loss");
            // Against a beginner or a student, the Expert wins whenever it is given a won position:
            // moving first from an N-position, or second after the other side's move from a P-position.
            for other in [Level::Random, Level::Fallible { error_rate: 0.5 }] {
                let (first, second, expert) =
                    if wins { (Level::Perfect, other, Side::First) } else { (other, Level::Perfect, Side::Second) };
                let (winner, _) = play(&heaps, &rules, first, second, seed);
                assert_eq!(winner, Some(expert), "{heaps:?} under {rules} against {other}");
            }
        }
    }
}

/// Remembered values of sums: (Kayles rows, Nim heaps), both sorted, to (next wins, remoteness).
type SumMemo = HashMap<(Vec<u64>, Vec<u64>), (bool, u32)>;

/// A sum of Kayles rows and Nim heaps, from the definition: a Kayles move knocks one pin or two
/// neighbours anywhere in a row; a Nim move takes any number from a heap. (next wins, remoteness).
fn naive_sum(rows: &[u64], heaps: &[u64], misere: bool, memo: &mut SumMemo) -> (bool, u32) {
    let mut key = (
        rows.iter().copied().filter(|&r| r > 0).collect::<Vec<_>>(),
        heaps.iter().copied().filter(|&h| h > 0).collect::<Vec<_>>(),
    );
    key.0.sort_unstable();
    key.1.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let (rows, heaps) = key.clone();
    let mut options = Vec::new();
    for i in 0..rows.len() {
        for take in 1..=2.min(rows[i]) {
            for left in 0..=rows[i] - take {
                let mut after = rows.clone();
                after[i] = left;
                after.push(rows[i] - take - left);
                options.push(naive_sum(&after, &heaps, misere, memo));
            }
        }
    }
    for i in 0..heaps.len() {
        for take in 1..=heaps[i] {
            let mut after = heaps.clone();
            after[i] -= take;
            options.push(naive_sum(&rows, &after, misere, memo));
        }
    }
    let value = crate::common::value_from_options(&options, misere);
    memo.insert(key, value);
    value
}

/// Every move of a sum of Kayles rows and Nim heaps has the value the definition gives, in both
/// endings, and its sentence names that value.
#[test]
fn every_move_of_a_kayles_and_nim_sum_matches_the_definition() {
    let kayles: bouton::HeapGame = "kayles".parse().unwrap();
    let mut rng = bouton::Rng::new(99);
    for misere in [false, true] {
        let ending = if misere { Ending::Misere } else { Ending::Normal };
        let mut memo = HashMap::new();
        for _ in 0..25 {
            let rows: Vec<u64> = (0..rng.in_range(1, 2)).map(|_| rng.in_range(1, 7)).collect();
            let heaps: Vec<u64> = (0..rng.in_range(0, 2)).map(|_| rng.in_range(1, 4)).collect();
            let mut parts: Vec<bouton::Heap> = rows.iter().map(|&r| bouton::Heap::new(kayles.clone(), r)).collect();
            parts.extend(heaps.iter().map(|&h| bouton::Heap::new(bouton::HeapGame::nim(), h)));
            let sum = bouton::SumPosition::new(parts).unwrap();
            let values = bouton::SumMoveValues::of(&sum, ending).unwrap();
            let (wins, moves) = naive_sum(&rows, &heaps, misere, &mut memo);
            assert_eq!((values.position.wins(), values.position.moves), (wins, moves), "{sum} {ending:?}");
            for &(mv, value) in &values.moves {
                let after = sum.after(mv).unwrap();
                let mut rows_after = Vec::new();
                let mut heaps_after = Vec::new();
                for heap in after.heaps() {
                    if heap.game == kayles { rows_after.push(heap.size) } else { heaps_after.push(heap.size) }
                }
                let (then_wins, then) = naive_sum(&rows_after, &heaps_after, misere, &mut memo);
                assert_eq!((value.wins(), value.moves), (!then_wins, then + 1), "{mv:?} in {sum} {ending:?}");
                let said = values.claim_for(&sum, mv).unwrap().to_string();
                let n = value.moves;
                assert!(said.contains(&format!("{n} move")), "the sentence names {n}: {said}");
            }
        }
    }
}
