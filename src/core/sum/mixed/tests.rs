//! Mixed sums against a brute force of the sum's own moves: each heap's moves from its game's
//! definition, each game in disguise's own moves; no values and no XOR.

use std::collections::HashMap;

use super::*;
use crate::core::sum::tests::definition_moves;
use crate::core::{Heap, HeapGame, Leaves};

/// A position of the brute force: the heaps as (game's name, size), sorted, and the games in
/// disguise in their canonical form, sorted.
type State = (Vec<(String, u64)>, Vec<String>);

struct Brute {
    memo: HashMap<State, bool>,
}

impl Brute {
    /// Whether the player to move wins (normal play: no move, lost).
    fn next_wins(&mut self, heaps: &[Heap], games: &[DisguisedGame]) -> bool {
        let mut key_heaps: Vec<(String, u64)> =
            heaps.iter().filter(|h| h.size > 0).map(|h| (h.game.name(), h.size)).collect();
        key_heaps.sort();
        let mut key_games: Vec<String> = games.iter().map(|g| g.canonical().to_string()).collect();
        key_games.sort();
        let key = (key_heaps, key_games);
        if let Some(&w) = self.memo.get(&key) {
            return w;
        }
        let mut wins = false;
        'search: for (i, h) in heaps.iter().enumerate() {
            for leaves in definition_moves(&h.game, h.size) {
                let mut next: Vec<Heap> = heaps[..i].iter().chain(&heaps[i + 1..]).cloned().collect();
                match leaves {
                    Leaves::Nothing => {}
                    Leaves::One(a) => next.push(Heap::new(h.game.clone(), a)),
                    Leaves::Two(a, b) => next.extend([Heap::new(h.game.clone(), a), Heap::new(h.game.clone(), b)]),
                }
                if !self.next_wins(&next, games) {
                    wins = true;
                    break 'search;
                }
            }
        }
        if !wins {
            'games: for (i, g) in games.iter().enumerate() {
                for mv in g.moves() {
                    let mut next = games.to_vec();
                    next[i] = g.after(&mv).unwrap();
                    if !self.next_wins(heaps, &next) {
                        wins = true;
                        break 'games;
                    }
                }
            }
        }
        self.memo.insert(key, wins);
        wins
    }
}

/// The outcome and every winning move of a mixed sum, as the brute force finds them.
fn check(sum: &MixedSum, brute: &mut Brute) {
    let analysis = sum.analysis().unwrap();
    let next_wins = brute.next_wins(sum.heaps.heaps(), &sum.disguised);
    assert_eq!(analysis.outcome, Outcome::from_next_wins(next_wins), "{sum:?}");
    let mut expected = Vec::new();
    for mv in sum.heaps.legal_moves() {
        let after = sum.after(&MixedMove::Heap(mv)).unwrap();
        if !brute.next_wins(after.heaps.heaps(), &after.disguised) {
            expected.push(MixedMove::Heap(mv));
        }
    }
    for (part, game) in sum.disguised.iter().enumerate() {
        for mv in game.moves() {
            let mixed = MixedMove::Disguised { part, mv };
            let after = sum.after(&mixed).unwrap();
            if !brute.next_wins(after.heaps.heaps(), &after.disguised) {
                expected.push(mixed);
            }
        }
    }
    assert_eq!(analysis.winning_moves, expected, "{sum:?}");
    assert_eq!(analysis.winning_count, expected.len() as u128);
}

#[test]
fn mixed_sums_match_the_brute_force_of_their_own_moves() {
    let games = [
        "hackenbush:(()())",
        "hackenbush:((()))(())",
        "wythoff:1,2",
        "wythoff:2,3",
        "staircase:1,2,1",
        "turtles:THTH",
        "mock-turtles:HTH",
        "ruler:THH",
        "poker:1,2/1,1",
        "lasker:3",
        "moore-1:2,3",
    ];
    let mut brute = Brute { memo: HashMap::new() };
    let mut checked = 0;
    for (i, a) in games.iter().enumerate() {
        for b in &games[i..] {
            for heaps in ["kayles:3", "nim:2 grundy:5", "dawson:4 nim:1", "nim:0"] {
                let disguised = vec![a.parse().unwrap(), b.parse().unwrap()];
                check(&MixedSum::new(heaps.parse().unwrap(), disguised), &mut brute);
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 11 * 12 / 2 * 4);
}

#[test]
fn a_game_with_no_value_here_is_refused_with_its_reason() {
    let heaps: SumPosition = "nim:3".parse().unwrap();
    let moore: DisguisedGame = "moore-2:3,5,6".parse().unwrap();
    let refused = MixedSum::new(heaps.clone(), vec!["wythoff:1,2".parse().unwrap(), moore]).analysis();
    assert_eq!(refused, Err(MixedError::Disguised { part: 1, source: DisguiseError::NoValue }));
    let far: DisguisedGame = "wythoff:1000,3".parse().unwrap();
    assert!(matches!(
        MixedSum::new(heaps, vec![far]).analysis(),
        Err(MixedError::Disguised { part: 0, source: DisguiseError::TooLarge { .. } })
    ));
    // A heap game that cannot be valued is the heaps' error.
    let huge = MixedSum::new(SumPosition::new(vec![Heap::new(HeapGame::Grundy, 1 << 40)]).unwrap(), Vec::new());
    assert!(matches!(huge.analysis(), Err(MixedError::Heaps(_))));
}
