//! A mixed sum played on the board as a game in disguise (`DisguisedGame::Sum`): its moves are the
//! heaps' moves and each game in disguise's own; underneath it is Nim, each part a heap of its Grundy
//! value. Its text is the parts joined by `+`: `kayles:5 + nim:3 + hackenbush:(()())`.
//!
//! ```
//! use bouton::{Disguised, DisguisedGame, Outcome};
//! let sum: DisguisedGame = "nim:3 + turtles:THHT".parse().unwrap(); // heads at 2 and 3: 2 ⊕ 3 = 1
//! assert_eq!(sum.lift().values(), [3, 1]);
//! assert_eq!(sum.lift().outcome(), Outcome::NextWins); // X = 3 ⊕ 1 = 2
//! assert_eq!(bouton::solve(&sum, 100_000).unwrap().outcome, Outcome::NextWins);
//! ```

use std::fmt;
use std::str::FromStr;

use super::{MAX_MIXED_MOVES, MixedError, MixedMove, MixedSum};
use crate::core::disguise::{DisguiseError, Disguised, DisguisedGame, Effect, Lift, LiftedHeap, MAX_PARTS};
use crate::core::sum::{Heap, HeapGame, SumPosition, ValueBook};

/// The most moves of the heaps counted one by one; past it, "more than this".
const MOST_COUNTED: usize = 1 << 20;

impl MixedSum {
    /// How many parts it has: the heaps, then the games in disguise.
    #[must_use]
    pub fn part_count(&self) -> usize {
        self.heaps.heaps().len() + self.disguised.len()
    }

    /// Each part's Grundy value: the heaps' first, then the games in disguise's.
    ///
    /// # Errors
    /// As [`Self::analysis`].
    pub fn values(&self) -> Result<Vec<u64>, MixedError> {
        let book = ValueBook::for_heaps(self.heaps.heaps())?;
        let mut values =
            self.heaps.heaps().iter().map(|h| book.value(&h.game, h.size)).collect::<Result<Vec<u64>, _>>()?;
        for (part, game) in self.disguised.iter().enumerate() {
            values.push(game.grundy_value().map_err(|source| MixedError::Disguised { part, source })?);
        }
        Ok(values)
    }

    /// The part (from 0: the heaps, then the games in disguise) a move is played in.
    #[must_use]
    pub fn part_of(&self, mv: &MixedMove) -> usize {
        match mv {
            MixedMove::Heap(m) => m.heap,
            MixedMove::Disguised { part, .. } => self.heaps.heaps().len() + part,
        }
    }
}

/// A failure of the sum as a game in disguise's error.
fn failed(error: MixedError) -> DisguiseError {
    DisguiseError::Sum(Box::new(error))
}

impl Disguised for MixedSum {
    type Move = MixedMove;

    fn moves(&self) -> Vec<MixedMove> {
        let heaps = self.heaps.legal_moves().map(MixedMove::Heap);
        let games = self
            .disguised
            .iter()
            .enumerate()
            .flat_map(|(part, game)| game.moves().into_iter().map(move |mv| MixedMove::Disguised { part, mv }));
        heaps.chain(games).collect()
    }

    fn move_count(&self) -> u128 {
        let heaps = self.heaps.legal_moves().take(MOST_COUNTED + 1).count() as u128;
        self.disguised.iter().fold(heaps, |n, game| n.saturating_add(game.move_count()))
    }

    /// A move builds the whole sum again: one unit, one per 8 tokens of its heaps, and what a move
    /// of each game in disguise costs (so that a sum too large for the app's brute force is refused
    /// in a moment, not after thousands of positions).
    fn move_cost(&self) -> u128 {
        let heaps = self.heaps.total() / 8;
        self.disguised.iter().fold(1 + heaps, |cost, game| cost.saturating_add(game.move_cost()))
    }

    /// Heaps in order of size with the emptied ones gone (a split's two parts either way round are
    /// one position), and each game in disguise in its own form: sums that play alike are one
    /// position to the brute force. (The games keep their order: moves never change it.)
    fn canonical(&self) -> Self {
        let mut heaps: Vec<Heap> = self.heaps.heaps().iter().filter(|h| h.size > 0).cloned().collect();
        heaps.sort_by_key(|h| h.size);
        // Fewer heaps than the sum holds: always a position.
        let heaps = SumPosition::new(heaps).unwrap_or_else(|_| self.heaps.clone());
        Self { heaps, disguised: self.disguised.iter().map(Disguised::canonical).collect() }
    }

    fn has_move(&self) -> bool {
        Self::has_move(self)
    }

    fn first_move(&self) -> Option<MixedMove> {
        self.heaps.legal_moves().next().map(MixedMove::Heap).or_else(|| {
            self.disguised
                .iter()
                .enumerate()
                .find_map(|(part, game)| game.first_move().map(|mv| MixedMove::Disguised { part, mv }))
        })
    }

    fn after(&self, mv: &MixedMove) -> Result<Self, DisguiseError> {
        Self::after(self, mv).map_err(failed)
    }

    /// Each part a Nim heap of its value (an emptied heap left out). A sum on the board was checked to have every value when
    /// it was read ([`DisguisedGame::sum`]), and moves keep that (they only shrink heaps and move
    /// Wythoff's queen towards the corner); a sum without them has no heaps here.
    fn lift(&self) -> Lift {
        let values = self.values().unwrap_or_default();
        let heaps = self.heaps.heaps();
        // An emptied heap is gone from the sum (worth 0); the parts keep their numbers.
        let left = |i: &usize| heaps.get(*i).is_none_or(|h| h.size > 0);
        Lift::Nim(
            values
                .into_iter()
                .enumerate()
                .filter(|(i, _)| left(i))
                .map(|(i, value)| LiftedHeap { part: i + 1, value })
                .collect(),
        )
    }

    fn winning_moves(&self) -> Result<Vec<MixedMove>, DisguiseError> {
        let analysis = self.analysis().map_err(failed)?;
        if !analysis.unlisted.is_empty() {
            return Err(DisguiseError::TooManyMoves { max: MAX_MIXED_MOVES });
        }
        Ok(analysis.winning_moves)
    }

    fn a_winning_move(&self) -> Option<MixedMove> {
        self.analysis().ok()?.winning_moves.into_iter().next()
    }

    /// The part the move is played in goes from its value to the value of what it leaves (a heap
    /// split in two: the nim-sum of the two).
    fn effect(&self, mv: &MixedMove) -> Option<Effect> {
        let before = self.values().ok()?;
        let after = Self::after(self, mv).ok()?.values().ok()?;
        let x = before.iter().fold(0, |x, v| x ^ v);
        let x_after = after.iter().fold(0, |x, v| x ^ v);
        let part = self.part_of(mv);
        let from = *before.get(part)?;
        Some(Effect::new(x, part + 1, from, from ^ x ^ x_after))
    }
}

impl DisguisedGame {
    /// A sum of heaps and games in disguise as a game on the board, checked: it has at least two
    /// parts, at most [`MAX_PARTS`], no sum inside it, and every part has a Grundy value (so its
    /// disguise can be lifted at every move).
    ///
    /// # Errors
    /// [`DisguiseError::TooManyParts`], [`DisguiseError::Malformed`] for fewer than two parts or a
    /// sum inside, [`DisguiseError::Sum`] for a part without a value.
    pub fn sum(sum: MixedSum) -> Result<Self, DisguiseError> {
        let count = sum.part_count();
        if count > MAX_PARTS {
            return Err(DisguiseError::TooManyParts { count, max: MAX_PARTS });
        }
        if count < 2 || sum.disguised.iter().any(|g| matches!(g, Self::Sum(_))) {
            return Err(DisguiseError::Malformed(sum.to_string()));
        }
        sum.values().map_err(failed)?;
        Ok(Self::Sum(sum))
    }
}

impl FromStr for MixedSum {
    type Err = DisguiseError;

    /// Parts joined by `+`: a heap `game:size` (or a bare size, a Nim heap) or a game in disguise
    /// as `bouton analyze` reads it; Lasker's Nim's heaps join the heaps. Unchecked: see
    /// [`DisguisedGame::sum`].
    fn from_str(text: &str) -> Result<Self, DisguiseError> {
        let words: Vec<&str> = text.split('+').map(str::trim).collect();
        if words.len() > MAX_PARTS {
            return Err(DisguiseError::TooManyParts { count: words.len(), max: MAX_PARTS });
        }
        let mut heaps = Vec::new();
        let mut disguised = Vec::new();
        for word in words {
            if let Some(heap) = heap_of(word)? {
                heaps.push(heap);
                continue;
            }
            match word.parse::<DisguisedGame>()? {
                DisguisedGame::Lasker(lasker) => {
                    heaps.extend(lasker.heaps().iter().map(|&size| Heap::new(HeapGame::Lasker, size)));
                }
                game => disguised.push(game),
            }
        }
        let count = heaps.len() + disguised.len();
        let heaps = SumPosition::new(heaps).map_err(|_| DisguiseError::TooManyParts { count, max: MAX_PARTS })?;
        Ok(Self { heaps, disguised })
    }
}

/// A heap, where `word` is one: a size (Nim), or a heap game's name, a colon and a size.
fn heap_of(word: &str) -> Result<Option<Heap>, DisguiseError> {
    let (game, size) = match word.split_once(':') {
        Some((name, size)) => match name.parse::<HeapGame>() {
            Ok(game) => (game, size),
            Err(_) => return Ok(None),
        },
        None => (HeapGame::nim(), word),
    };
    // A heap game's name with a list (`lasker:5,3`) is a game in disguise.
    if !size.chars().all(|c| c.is_ascii_digit()) {
        return if size.contains(',') { Ok(None) } else { Err(DisguiseError::Malformed(word.into())) };
    }
    let size = size.parse::<u64>().map_err(|_| DisguiseError::Malformed(word.into()))?;
    Ok(Some(Heap::new(game, size)))
}

impl fmt::Display for MixedSum {
    /// The parts joined by ` + `, heaps first: `kayles:5 + nim:3 + hackenbush:(()())`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let heaps = self.heaps.heaps().iter().map(|h| format!("{}:{}", h.game.name(), h.size));
        let games = self.disguised.iter().map(ToString::to_string);
        f.write_str(&heaps.chain(games).collect::<Vec<_>>().join(" + "))
    }
}
