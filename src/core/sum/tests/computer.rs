//! The computer's move on a sum, at every level, against an XOR-free brute force of the whole sum:
//! what it says of its move (a win, the fastest; a loss made to last longest) is what the game's own
//! moves give.

use std::collections::HashMap;

use proptest::prelude::*;

use super::super::*;
use super::{any_game, config, definition_moves, indexed};
use crate::core::rules::Ending;
use crate::core::{Game, Level, Opponent, SumComputerPlay};

/// Brute-force remoteness of a sum: whether the player to move wins, and in how many moves the
/// game ends with best play (the fastest win, the slowest loss).
struct Remote {
    ending: Ending,
    games: Vec<HeapGame>,
    memo: HashMap<Vec<(usize, u64)>, (bool, u32)>,
}

impl Remote {
    fn of_heaps(&mut self, mut heaps: Vec<(usize, u64)>) -> (bool, u32) {
        heaps.retain(|&(_, n)| n > 0);
        heaps.sort_unstable();
        if let Some(&known) = self.memo.get(&heaps) {
            return known;
        }
        let mut children = Vec::new();
        for i in 0..heaps.len() {
            let (g, n) = heaps[i];
            for leaves in definition_moves(&self.games[g], n) {
                let mut child: Vec<(usize, u64)> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
                match leaves {
                    Leaves::Nothing => {}
                    Leaves::One(a) => child.push((g, a)),
                    Leaves::Two(a, b) => child.extend([(g, a), (g, b)]),
                }
                children.push(self.of_heaps(child));
            }
        }
        let result = if children.is_empty() {
            (self.ending == Ending::Misere, 0)
        } else if let Some(fastest) = children.iter().filter(|(wins, _)| !wins).map(|&(_, m)| m).min() {
            (true, fastest + 1)
        } else {
            (false, children.iter().map(|&(_, m)| m).max().unwrap_or(0) + 1)
        };
        self.memo.insert(heaps, result);
        result
    }

    fn of(&mut self, position: &SumPosition) -> (bool, u32) {
        let heaps = indexed(&mut self.games, position);
        self.of_heaps(heaps)
    }
}

fn any_level() -> impl Strategy<Value = Level> {
    prop_oneof![
        Just(Level::Perfect),
        Just(Level::Random),
        (0.0f64..1.0).prop_map(|error_rate| Level::Fallible { error_rate })
    ]
}

proptest! {
    #![proptest_config(config(200))]

    /// Every level plays a legal move while there is one, and none after the end; what the Expert
    /// says of its move holds: a winning move is the fastest win, a move in a lost position makes
    /// the game last longest, and it says so only in lost positions.
    #[test]
    fn the_computers_move_on_a_sum_is_what_it_says(
        heaps in prop::collection::vec((any_game(), 0u64..7), 0..4),
        misere in any::<bool>(),
        level in any_level(),
        seed in any::<u64>(),
    ) {
        let ending = if misere { Ending::Misere } else { Ending::Normal };
        let position = SumPosition::new(heaps.into_iter().map(|(g, n)| Heap::new(g, n)).collect()).unwrap();
        let game = Game::new(ending, position.clone()).unwrap();
        let mut remote = Remote { ending, games: Vec::new(), memo: HashMap::new() };
        let (wins, moves) = remote.of(&position);
        let Some((mv, why)) = Opponent::new(level, seed).choose_in_sum(&game) else {
            prop_assert!(!position.has_move(), "no move chosen from {position}");
            return Ok(());
        };
        let after = position.after(mv);
        prop_assert!(after.is_ok(), "{mv:?} is legal in {position}");
        let (after_wins, after_moves) = remote.of(&after.unwrap());
        match why {
            SumComputerPlay::Wins => {
                prop_assert!(wins && !after_wins, "{mv:?} wins from {position} ({ending:?})");
                prop_assert_eq!(after_moves + 1, moves, "the fastest win");
            }
            SumComputerPlay::Delays { lasts } => {
                prop_assert!(!wins, "{position} is lost ({ending:?})");
                prop_assert_eq!(lasts, moves);
                prop_assert_eq!(after_moves + 1, moves, "the slowest loss");
            }
            SumComputerPlay::Random => prop_assert!(level != Level::Perfect, "the Expert never plays at random"),
            // Small sums are analysed and searched within the budget.
            SumComputerPlay::Lost | SumComputerPlay::TooLarge => prop_assert!(false, "{why:?} on {position}"),
        }
    }
}
