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
        let mut book = Self::default();
        let mut budget = MAX_SUM_VALUES_WORK;
        for (game, largest) in largest_of_each_game(heaps) {
            if let HeapGame::Octal(code) = &game {
                // The mex's worst case up to the largest heap, known before the work.
                let worst = code.work_for(largest);
                if worst > budget {
                    // Too much, unless a period is proven early: the first values tell, and a period
                    // serves every size. Tried only where they are cheap (a code with few digits
                    // that split): a long code's first values alone would take a large share.
                    let early = code.work_for(SEARCH_AHEAD);
                    if early > MAX_SUM_VALUES_WORK / 16 {
                        return Err(SumError::TooMuchWork);
                    }
                    budget = budget.checked_sub(early).ok_or(SumError::TooMuchWork)?;
                    let values = code.values_for(SEARCH_AHEAD)?;
                    if values.value(largest).is_none() {
                        return Err(SumError::TooMuchWork);
                    }
                    book.games.push((game, GameValues::Octal(values)));
                    continue;
                }
                budget -= worst;
            }
            book.add(game, largest)?;
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
        }
    }
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
        }
    }

    /// The largest size computed by mex.
    fn computed(&self) -> u64 {
        match self {
            Self::Rule(_) => u64::MAX,
            Self::Octal(values) => values.values().len().saturating_sub(1) as u64,
        }
    }
}
