//! Save format version 2: version 1 plus each heap's game, and moves that split a heap.
//!
//! ```ron
//! // A Bouton save file, in RON: a sum of games. Heaps are counted from 1, as they stand when the move
//! // is played (a split puts its right part just after its left part).
//! (
//!     version: 2,
//!     title: "Kayles 10 + Nim 5 + Dawson’s Kayles 7",
//!     rules: (ending: Normal, moves: Any),        // a heap without a game in `games` plays by `moves`
//!     start: [10, 5, 7],
//!     games: ["kayles", "nim", "dawson"],          // nim, kayles, dawson, upto-K, set-A.B.C, or a code
//!     moves: [(heap: 1, take: 1, split: (2, 7))], // knock pin 3: rows of 2 and 7
//!     cursor: 1,
//! )
//! ```
//!
//! One set of serde types ([`FileV2`]) is read and written. A version-2 file with no `games` and no
//! split is a game of one kind of heap, and loads as version 1 does.

use serde::{Deserialize, Serialize};

use super::budget::RuleCache;
use super::error::LoadError;
use super::format::{
    FileV1, MAX_FILE_HEAPS, MAX_FILE_MOVES, MoveV1, MovesV1, PlayersV1, RulesV1, check_texts, cursor_in_range, plain,
    read_ron,
};
use super::problem::Problem;
use super::watch::{LoadStage, Watch};
use super::{Loaded, MAX_FILE_SETS, SavedGame};
use crate::core::{Game, Heap, HeapGame, Leaves, MoveRule, Rules, SumError, SumMove, SumPosition};

/// A move in a game of heaps as files write it (`(heap: 1, take: 1, split: (2, 7))`), and as a class
/// session's messages carry it: the one description of such a move outside the core.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileMove {
    /// The heap, counted from 1 as the heaps stand when the move is played.
    pub heap: u64,
    /// How many tokens the move takes.
    pub take: u64,
    /// The two parts left, in the order they lie, when the move splits its heap.
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    pub split: Option<(u64, u64)>,
}

impl FileMove {
    /// How a file writes `mv`.
    #[must_use]
    pub fn of(mv: &SumMove) -> Self {
        let split = match mv.leaves {
            Leaves::Two(a, b) => Some((a, b)),
            _ => None,
        };
        Self { heap: mv.heap as u64 + 1, take: mv.take, split }
    }

    /// The core's move this names where `position` stands (what is left comes from the heap's size),
    /// or `None` for heap 0. Whether it is legal is the game's to say when it is played.
    #[must_use]
    pub fn in_position(&self, position: &SumPosition) -> Option<SumMove> {
        let heap = usize::try_from(self.heap.checked_sub(1)?).unwrap_or(usize::MAX);
        let size = position.heaps().get(heap).map_or(0, |h| h.size);
        Some(match self.split {
            Some((left, right)) => SumMove::split(heap, self.take, left, right),
            None => SumMove::take(heap, size, self.take),
        })
    }
}

/// Version 2 of the file, field by field: what is read and what is written, in this order.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub(super) struct FileV2 {
    version: u64,
    #[serde(default)]
    title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    notes: String,
    #[serde(default)]
    rules: RulesV1,
    start: Vec<u64>,
    /// One game per heap of the start; absent: every heap plays by `rules.moves`.
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    games: Option<Vec<String>>,
    #[serde(default)]
    moves: Vec<FileMove>,
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    cursor: Option<u64>,
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    players: Option<PlayersV1>,
}

/// Reads a version-2 file: a game of one kind of heap, or a sum of games.
pub(super) fn parse_v2(text: &str, origin: &str, watch: Watch<'_>) -> Result<Loaded, LoadError> {
    let invalid = |problem| LoadError::Invalid { origin: origin.into(), problem };
    let mut warnings = Vec::new();
    let file: FileV2 = read_ron(text, origin, &mut warnings)?;
    watch.at(LoadStage::Checking { done: 0, of: 1 }, origin)?;
    let saved = file.into_saved().map_err(invalid)?;
    Ok(Loaded { saved, warnings })
}

/// The game a heap without its own plays by: the rules' move rule (a set within the file's budget).
fn default_game(moves: &MovesV1, cache: &mut RuleCache) -> Result<HeapGame, Problem> {
    Ok(HeapGame::Take(match moves {
        MovesV1::Any => MoveRule::Any,
        MovesV1::UpTo(k) => MoveRule::up_to(*k)?,
        MovesV1::Set(set) => cache.set(set)?,
    }))
}

/// The game heap `number` names: a subtraction set within the file's budget, or any other name.
fn named_game(number: usize, name: &str, cache: &mut RuleCache) -> Result<HeapGame, Problem> {
    let unknown = |reason| Problem::UnknownGame { number, name: super::echo(name), reason };
    match HeapGame::set_amounts(name) {
        Some(amounts) => Ok(HeapGame::Take(cache.set(&amounts.map_err(unknown)?)?)),
        None => name.parse::<HeapGame>().map_err(unknown),
    }
}

impl FileV2 {
    /// The saved game the file holds, checked: a game of one kind of heap as version 1 reads it,
    /// a sum of games otherwise.
    pub(super) fn into_saved(self) -> Result<SavedGame, Problem> {
        if self.games.is_none() && self.moves.iter().all(|m| m.split.is_none()) {
            self.into_v1().validate()
        } else {
            self.validate()
        }
    }

    /// The same file as version 1 (no games, no splits).
    fn into_v1(self) -> FileV1 {
        FileV1 {
            version: 1,
            title: self.title,
            notes: self.notes,
            rules: self.rules,
            start: self.start,
            moves: self.moves.iter().map(|m| MoveV1 { heap: m.heap, take: m.take }).collect(),
            cursor: self.cursor,
            players: self.players,
        }
    }

    /// The file of a saved game. Heaps that all play one take-away rule name no games (every heap
    /// plays by `rules.moves`) and split no heap; a sum names every heap's game and writes its splits
    /// out. Version-1 files still open; new ones are written so.
    pub(super) fn from_saved(saved: &SavedGame) -> Self {
        let game = &saved.game;
        let (rules, games) = match game.rules() {
            Some(rules) => (RulesV1::from_rules(&rules), None),
            None => (
                RulesV1::from_rules(&Rules::new(game.ending(), MoveRule::Any)),
                Some(game.start().heaps().iter().map(|h| h.game.name()).collect()),
            ),
        };
        Self {
            version: 2,
            title: saved.title.clone(),
            notes: saved.notes.clone(),
            rules,
            start: game.start().sizes(),
            games,
            moves: game.moves().iter().map(FileMove::of).collect(),
            cursor: Some(game.cursor() as u64),
            players: Some(PlayersV1::from_players(&saved.players)),
        }
    }

    fn validate(self) -> Result<SavedGame, Problem> {
        check_texts(&self.title, &self.notes)?;
        let ending = self.rules.ending.ending();
        if self.start.len() > MAX_FILE_HEAPS {
            return Err(Problem::TooManyHeaps { count: self.start.len() });
        }
        if self.moves.len() > MAX_FILE_MOVES {
            return Err(Problem::TooManyMoves { count: self.moves.len() });
        }
        let cache = &mut RuleCache::default();
        let games: Vec<HeapGame> = match &self.games {
            None => vec![default_game(&self.rules.moves, cache)?; self.start.len()],
            Some(names) if names.len() != self.start.len() => {
                return Err(Problem::GamesCount { games: names.len(), heaps: self.start.len() });
            }
            Some(names) => {
                names.iter().enumerate().map(|(i, name)| named_game(i + 1, name, cache)).collect::<Result<_, _>>()?
            }
        };
        let mut distinct: Vec<HeapGame> = Vec::new();
        for game in &games {
            if !distinct.contains(game) {
                distinct.push(game.clone());
            }
        }
        if distinct.len() > MAX_FILE_SETS {
            return Err(Problem::TooManyGames { max: MAX_FILE_SETS });
        }
        let heaps: Vec<Heap> = games.into_iter().zip(&self.start).map(|(game, &size)| Heap::new(game, size)).collect();
        let start = SumPosition::new(heaps).map_err(|_| Problem::TooManyHeaps { count: self.start.len() })?;
        // The octal games' values are budgeted before they are computed (a file may ask for a bounded
        // amount in all, whatever it says).
        let mut game = Game::new(ending, start).map_err(|error| match error {
            SumError::TooMuchWork => Problem::TooMuchOctalWork,
            error => Problem::Values(error),
        })?;
        for (index, mv) in self.moves.iter().enumerate() {
            let number = index + 1;
            let Some(sum_move) = mv.in_position(game.position()) else { return Err(Problem::HeapZero { number }) };
            game.play(sum_move).map_err(|reason| Problem::IllegalSumMove { number, reason })?;
        }
        let moves = self.moves.len();
        let cursor = cursor_in_range(self.cursor, moves)?;
        game.jump_to(cursor).map_err(|_| Problem::CursorOutOfRange { cursor: cursor as u64, moves })?;
        let players = PlayersV1::validate_or_default(self.players)?;
        let (title, notes) = (
            super::safe_text(&self.title, false, super::MAX_TITLE_CHARS),
            super::safe_text(&self.notes, true, super::MAX_NOTES_CHARS),
        );
        Ok(SavedGame { title, notes, game, players })
    }
}
