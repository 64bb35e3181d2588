//! Sequences the app plots: a move rule's Grundy values with their period, and the nim-sum after each
//! move of a game.

use super::plain::PlainGame;
use super::rules::MoveRule;

/// Where a Grundy sequence repeats: g(n + period) = g(n) for every n ≥ preperiod.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The first n from which it repeats.
    pub preperiod: u64,
    /// The length of the repeating block.
    pub period: u64,
}

/// The period of a move rule's Grundy sequence: k + 1 for S(1..k), the detected one for a set, none
/// for Nim (g(n) = n never repeats).
#[must_use]
pub fn grundy_period(rule: &MoveRule) -> Option<Period> {
    match rule {
        MoveRule::Any => None,
        MoveRule::UpTo(k) => Some(Period { preperiod: 0, period: k.get().saturating_add(1) }),
        MoveRule::Set(set) => {
            let seq = set.sequence();
            Some(Period { preperiod: seq.preperiod() as u64, period: seq.period() as u64 })
        }
    }
}

/// g(0), …, g(n) under a move rule.
#[must_use]
pub fn grundy_values(rule: &MoveRule, n: u64) -> Vec<u64> {
    (0..=n).map(|h| rule.grundy(h)).collect()
}

/// One point of a game's nim-sum history: after `moves` moves (0 = the start).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimSumPoint {
    /// How many moves have been played.
    pub moves: usize,
    /// The nim-sum of the Grundy values then.
    pub nim_sum: u64,
    /// The objects left then.
    pub objects: u128,
    /// Who made the move that led here (`None` at the start).
    pub by: Option<super::history::Side>,
}

/// The nim-sum and the objects left at the start and after each move in effect.
#[must_use]
pub fn nim_sum_history(game: &PlainGame) -> Vec<NimSumPoint> {
    let start = game.start();
    let mut points = vec![NimSumPoint {
        moves: 0,
        nim_sum: super::analysis::nim_sum(start.heaps(), game.rules()),
        objects: start.total(),
        by: None,
    }];
    points.extend(game.history().iter().take(game.cursor()).enumerate().map(|(i, entry)| NimSumPoint {
        moves: i + 1,
        nim_sum: entry.nim_sum_after,
        objects: entry.total_after,
        by: Some(entry.side),
    }));
    points
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::position::{Move, Position};
    use crate::core::rules::Rules;

    #[test]
    fn periods_and_values() {
        assert_eq!(grundy_period(&MoveRule::Any), None);
        assert_eq!(grundy_period(&MoveRule::up_to(3).unwrap()), Some(Period { preperiod: 0, period: 4 }));
        let set = MoveRule::set(&[1, 3, 4]).unwrap();
        assert_eq!(grundy_period(&set), Some(Period { preperiod: 0, period: 7 }));
        assert_eq!(grundy_values(&set, 7), [0, 1, 0, 1, 2, 3, 2, 0]);
    }

    #[test]
    fn history_starts_at_the_start_and_stops_at_the_cursor() {
        let mut game = PlainGame::new(Rules::default(), Position::new(vec![1, 2, 3]).unwrap());
        game.play(Move::new(0, 1)).unwrap();
        game.play(Move::new(2, 1)).unwrap();
        game.undo();
        let points = nim_sum_history(&game);
        assert_eq!(points.len(), 2);
        assert_eq!((points[0].nim_sum, points[0].objects, points[0].by), (0, 6, None));
        assert_eq!((points[1].moves, points[1].nim_sum, points[1].objects), (1, 1, 5));
    }
}
