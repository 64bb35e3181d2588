//! The heaps the search works with, and the rules that move them: a part is a heap written as one
//! number (its game's index in the top 8 bits, its size in the low 24), and a position is the sorted
//! list of its parts that can still move.

use super::{MAX_HEAP, RemotenessError};
use crate::core::analysis::{Outcome, Summary};
use crate::core::octal::HeapGame;
use crate::core::position::takes_from;
use crate::core::rules::{Ending, MoveRule, Rules};
use crate::core::sum::{Leaves, SumPosition, ValueBook};

/// A heap in the search: `game << 24 | size`.
pub(super) type Part = u32;

/// How many bits of a part hold the size.
const SIZE_BITS: u32 = 24;

/// A part from a game's index and a size (checked against [`MAX_HEAP`] by the caller).
fn part(game: usize, size: u64) -> Part {
    debug_assert!(size <= MAX_HEAP && game < 256);
    #[allow(clippy::cast_possible_truncation, reason = "size ≤ MAX_HEAP < 2^24 and game < 256, checked")]
    let part = (game as u32) << SIZE_BITS | size as u32;
    part
}

/// A part's size.
pub(super) fn size(part: Part) -> u64 {
    u64::from(part & ((1 << SIZE_BITS) - 1))
}

/// A part's game's index.
fn game(part: Part) -> usize {
    (part >> SIZE_BITS) as usize
}

/// What a move on a part leaves in its place: the parts that can still move (sorted), and the
/// summary of their values where a proven rule decides.
pub(super) struct Remains {
    /// The parts left, sorted (empty when nothing left can move).
    pub(super) parts: Box<[Part]>,
    /// Their values' summary (zero where no rule decides).
    pub(super) summary: Summary,
}

/// The rules the parts move by.
pub(super) enum Book {
    /// One game for every heap: Nim, S(1..k) or a subtraction set.
    Classic(Rules),
    /// A sum of heaps of octal games.
    Sum {
        /// The games, by index.
        games: Vec<HeapGame>,
        /// Normal or misère.
        ending: Ending,
        /// Every heap's value (normal play decides by their nim-sum).
        values: ValueBook,
    },
}

impl Book {
    /// A sum's games, by index (none for one game).
    pub(super) fn games(&self) -> &[HeapGame] {
        match self {
            Self::Classic(_) => &[],
            Self::Sum { games, .. } => games,
        }
    }

    /// Normal or misère.
    pub(super) fn ending(&self) -> Ending {
        match self {
            Self::Classic(rules) => rules.ending,
            Self::Sum { ending, .. } => *ending,
        }
    }

    /// The position's parts, sorted, without the heaps that cannot move.
    pub(super) fn classic_key(rules: &Rules, heaps: &[u64]) -> Result<Box<[Part]>, RemotenessError> {
        let mut parts = Vec::with_capacity(heaps.len());
        for &size in heaps.iter().filter(|&&h| rules.can_move_from(h)) {
            if size > MAX_HEAP {
                return Err(RemotenessError::HeapTooLarge { size });
            }
            parts.push(part(0, size));
        }
        parts.sort_unstable();
        Ok(parts.into_boxed_slice())
    }

    /// The book for a sum (its games in the order they first appear).
    pub(super) fn for_sum(position: &SumPosition, ending: Ending) -> Result<Self, RemotenessError> {
        let mut games: Vec<HeapGame> = Vec::new();
        for heap in position.heaps() {
            if !games.contains(&heap.game) {
                games.push(heap.game.clone());
            }
        }
        if games.len() > 255 {
            return Err(RemotenessError::TooManyGames);
        }
        let values = ValueBook::for_heaps(position.heaps()).map_err(RemotenessError::Values)?;
        Ok(Self::Sum { games, ending, values })
    }

    /// A sum's parts, sorted, without the heaps that cannot move.
    pub(super) fn sum_key(games: &[HeapGame], position: &SumPosition) -> Result<Box<[Part]>, RemotenessError> {
        let mut parts = Vec::with_capacity(position.heaps().len());
        for heap in position.heaps().iter().filter(|h| h.game.has_move(h.size)) {
            if heap.size > MAX_HEAP {
                return Err(RemotenessError::HeapTooLarge { size: heap.size });
            }
            let index = games.iter().position(|g| *g == heap.game).unwrap_or(0);
            parts.push(part(index, heap.size));
        }
        parts.sort_unstable();
        Ok(parts.into_boxed_slice())
    }

    /// At least as many options as [`Self::options`] lists for `part`, without listing them.
    pub(super) fn option_bound(&self, of: Part) -> u64 {
        let n = size(of);
        match self {
            Self::Classic(rules) => match &rules.moves {
                MoveRule::Any => n,
                MoveRule::UpTo(k) => n.min(k.get()),
                MoveRule::Set(set) => set.amounts().len() as u64,
            },
            Self::Sum { games, .. } => match &games[game(of)] {
                HeapGame::Take(rule) => rule.move_count(n),
                // Each take leaves nothing, one heap or one of about n/2 splits.
                HeapGame::Octal(code) => (code.digits().len() as u64).saturating_mul(n / 2 + 2),
                HeapGame::Lasker => n.saturating_add(n / 2),
                HeapGame::Grundy => n / 2,
            },
        }
    }

    /// What a move on `part` can leave in its place, once each.
    pub(super) fn options(&self, of: Part) -> Vec<Remains> {
        let n = size(of);
        let lists: Vec<Vec<Part>> = match self {
            Self::Classic(rules) => takes_from(n, &rules.moves)
                .map(|take| n - take)
                .map(|left| if rules.can_move_from(left) { vec![part(0, left)] } else { Vec::new() })
                .collect(),
            Self::Sum { games, .. } => {
                let index = game(of);
                let heap_game = &games[index];
                let live = |size: u64| heap_game.has_move(size).then(|| part(index, size));
                let mut lists: Vec<Vec<Part>> = heap_game
                    .moves(n)
                    .map(|(_, leaves)| {
                        let mut parts: Vec<Part> = match leaves {
                            Leaves::Nothing => Vec::new(),
                            Leaves::One(a) => live(a).into_iter().collect(),
                            Leaves::Two(a, b) => live(a).into_iter().chain(live(b)).collect(),
                        };
                        parts.sort_unstable();
                        parts
                    })
                    .collect();
                // Taking 1 or 2 from the end of a row can leave the same row: one option each.
                lists.sort_unstable();
                lists.dedup();
                lists
            }
        };
        lists
            .into_iter()
            .map(|parts| {
                let summary = self.summary(&parts).unwrap_or_default();
                Remains { parts: parts.into_boxed_slice(), summary }
            })
            .collect()
    }

    /// A part's Grundy value, where a proven rule decides the outcome from the values: normal play,
    /// and misère Nim and S(1..k). `None` where only the search can tell (misère play with a
    /// subtraction set, or a misère sum of other games).
    pub(super) fn value(&self, of: Part) -> Option<u64> {
        match self {
            Self::Classic(rules) => match (rules.ending, &rules.moves) {
                (Ending::Misere, MoveRule::Set(_)) => None,
                _ => Some(rules.grundy(size(of))),
            },
            Self::Sum { games, ending: Ending::Normal, values } => values.value(&games[game(of)], size(of)).ok(),
            Self::Sum { ending: Ending::Misere, .. } => None,
        }
    }

    /// The summary of a position's values, where a proven rule decides.
    pub(super) fn summary(&self, parts: &[Part]) -> Option<Summary> {
        let mut summary = Summary::default();
        for &p in parts {
            summary.add(self.value(p)?);
        }
        Some(summary)
    }

    /// The outcome the proven rule gives for a summary.
    pub(super) fn outcome(&self, summary: Summary) -> Outcome {
        summary.decide(self.ending()).0
    }
}
