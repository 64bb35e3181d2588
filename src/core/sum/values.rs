//! The Grundy values of the games in a sum, computed once per game.

use super::{Heap, SumError};
use crate::core::octal::{HeapGame, MAX_SUM_VALUES_WORK, OctalError, OctalValues, SEARCH_AHEAD};
use crate::core::rules::MoveRule;

/// The values of one game: a take-away game's come from its rule (n, n mod (k+1), a set's periodic
/// sequence) for any size; an octal game's are computed by mex, with the period the Guy–Smith
/// theorem proves when there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
enum GameValues {
    Rule(MoveRule),
    Octal(OctalValues),
    /// Lasker's Nim: by its pattern, for heaps up to [`crate::core::MAX_LASKER_HEAP`].
    Lasker,
    /// Grundy's game: by mex, g(0) to g(n) for the largest heap n (no period is known).
    Grundy(Vec<u64>),
}

/// The Grundy values of every game that appears in a sum, each computed once (by mex up to its
/// proven period, or up to the largest heap of that game when no period is proven).
///
/// A book made for a position serves every position reached from it: moves only make heaps smaller.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ValueBook {
    games: Vec<(HeapGame, GameValues)>,
}

impl ValueBook {
    /// The values needed for these heaps.
    ///
    /// # Errors
    /// [`SumError::Values`] when a game has no proven period and a heap of it is larger than the
    /// values mex computes ([`crate::core::MAX_UNPROVEN_TO`]); [`SumError::TooMuchWork`] when the
    /// values could take more than [`MAX_SUM_VALUES_WORK`] steps by the mex's worst case (told
    /// before they are computed; a game past it is still answered when its first values prove a
    /// period).
    pub fn for_heaps(heaps: &[Heap]) -> Result<Self, SumError> {
        let games = largest_of_each_game(heaps);
        // What each game may cost, all told before any value is computed (see [`Plan`]).
        let mut plans = Vec::with_capacity(games.len());
        let mut budget = MAX_SUM_VALUES_WORK;
        for (game, largest) in &games {
            let code = match game {
                HeapGame::Octal(code) => code,
                // Grundy's game's values are all by mex: its cost is known before.
                HeapGame::Grundy => {
                    let cost = crate::core::grundys_game_work((*largest).min(crate::core::MAX_GRUNDYS_GAME_HEAP));
                    budget = budget.checked_sub(cost).ok_or(SumError::TooMuchWork)?;
                    plans.push(Plan::Usual);
                    continue;
                }
                _ => {
                    plans.push(Plan::Usual);
                    continue;
                }
            };
            let usual = code.work_for(*largest);
            let (plan, cost) = if usual <= budget {
                (Plan::Usual, usual)
            } else if *largest < SEARCH_AHEAD {
                (Plan::UpToLargest, code.work_up_to(*largest))
            } else {
                let first = code.work_for(SEARCH_AHEAD);
                if first > MAX_SUM_VALUES_WORK / 8 {
                    return Err(SumError::TooMuchWork);
                }
                (Plan::FirstValues, first)
            };
            budget = budget.checked_sub(cost).ok_or(SumError::TooMuchWork)?;
            plans.push(plan);
        }
        let mut book = Self::default();
        for ((game, largest), plan) in games.into_iter().zip(plans) {
            let values = match (&game, plan) {
                (HeapGame::Octal(code), Plan::UpToLargest) => code.values(usize::try_from(largest).unwrap_or(0)),
                (HeapGame::Octal(code), Plan::FirstValues) => code.values_for(SEARCH_AHEAD)?,
                _ => {
                    book.add(game, largest)?;
                    continue;
                }
            };
            if values.value(largest).is_none() {
                return Err(SumError::TooMuchWork);
            }
            book.games.push((game, GameValues::Octal(values)));
        }
        Ok(book)
    }

    /// Adds a game's values, enough for heaps up to `largest` (nothing if the book has it already and
    /// it covers that size).
    ///
    /// # Errors
    /// As [`Self::for_heaps`].
    pub fn add(&mut self, game: HeapGame, largest: u64) -> Result<(), SumError> {
        if let Some(i) = self.games.iter().position(|(g, _)| *g == game) {
            if self.games[i].1.value(largest).is_some() {
                return Ok(());
            }
            self.games.remove(i);
        }
        let values = match &game {
            HeapGame::Take(rule) => GameValues::Rule(rule.clone()),
            HeapGame::Octal(code) => GameValues::Octal(code.values_for(largest)?),
            // Its splits are looked at one by one: heaps are bounded as in Lasker's Nim alone.
            HeapGame::Lasker if largest > crate::core::MAX_LASKER_HEAP => {
                let max = crate::core::MAX_LASKER_HEAP;
                return Err(SumError::Values(OctalError::TooLarge { code: game.name(), size: largest, max }));
            }
            HeapGame::Lasker => GameValues::Lasker,
            HeapGame::Grundy => GameValues::Grundy(crate::core::grundys_game_values(largest)?),
        };
        self.games.push((game, values));
        Ok(())
    }

    /// The Grundy value of a heap of `size` of `game`.
    ///
    /// # Errors
    /// [`SumError::Values`] when the book does not hold the game, or holds no value that far for a game
    /// with no proven period.
    pub fn value(&self, game: &HeapGame, size: u64) -> Result<u64, SumError> {
        let values = self.games.iter().find(|(g, _)| g == game).map(|(_, v)| v);
        values.and_then(|v| v.value(size)).ok_or_else(|| {
            SumError::Values(OctalError::Unproven { code: game.name(), up_to: values.map_or(0, GameValues::computed) })
        })
    }

    /// The proven period of `game`'s values, as (preperiod, period), when the book holds one.
    #[must_use]
    pub fn period(&self, game: &HeapGame) -> Option<(u64, u64)> {
        match self.games.iter().find(|(g, _)| g == game).map(|(_, v)| v)? {
            GameValues::Rule(rule) => rule.period(),
            GameValues::Octal(values) => values.period().map(|p| (p.preperiod, p.period)),
            GameValues::Lasker | GameValues::Grundy(_) => None,
        }
    }
}

/// How a game's values are computed for a position, decided before any is.
#[derive(Clone, Copy)]
enum Plan {
    /// As usual: up to the largest heap, and far enough to look for a period (the mex's worst case
    /// fits the budget).
    Usual,
    /// Only up to the largest heap, which is small: a long code's search for a period would not fit.
    UpToLargest,
    /// Only the first values, where they are cheap (a code with few digits that split): enough when
    /// they prove a period, which serves every size; else the position is refused.
    FirstValues,
}

/// Each game of these heaps once, with its largest heap.
fn largest_of_each_game(heaps: &[Heap]) -> Vec<(HeapGame, u64)> {
    let mut largest: Vec<(HeapGame, u64)> = Vec::new();
    for heap in heaps {
        match largest.iter_mut().find(|(game, _)| *game == heap.game) {
            Some((_, size)) => *size = (*size).max(heap.size),
            None => largest.push((heap.game.clone(), heap.size)),
        }
    }
    largest
}

impl GameValues {
    fn value(&self, size: u64) -> Option<u64> {
        match self {
            Self::Rule(rule) => Some(rule.grundy(size)),
            Self::Octal(values) => values.value(size),
            Self::Lasker => (size <= crate::core::MAX_LASKER_HEAP).then(|| crate::core::lasker_value(size)),
            Self::Grundy(values) => usize::try_from(size).ok().and_then(|n| values.get(n)).copied(),
        }
    }

    /// The largest size computed by mex.
    fn computed(&self) -> u64 {
        match self {
            Self::Rule(_) => u64::MAX,
            Self::Lasker => crate::core::MAX_LASKER_HEAP,
            Self::Octal(values) => values.values().len().saturating_sub(1) as u64,
            Self::Grundy(values) => values.len().saturating_sub(1) as u64,
        }
    }
}
