//! The save format, version 1: serde types that mirror the file, their validation into core types,
//! and the writer that lays a file out for people to read and edit.
//!
//! A new version adds a `FileV2` here and a migration `FileV1 → FileV2`; [`parse`] reads the
//! version first and picks the type, so old files keep loading.

use serde::{Deserialize, Serialize};

use crate::core::{
    Ending, Game, Level, Move, MoveError, MoveRule, Person, PlainGame, Player, Players, Position, Rules, Side,
};

use super::budget::RuleCache;
use super::error::LoadError;
use super::messages::safe_text;
use super::problem::Problem;
pub(super) use super::read::{opening, read_ron};
use super::watch::{LoadStage, Watch};

/// The newest game-file version this Bouton reads: 3, a game in disguise (version 2 carries each
/// heap's game: sums of games; version 1, heaps of one game). Games of heaps are written as version 2,
/// games in disguise as version 3.
pub const CURRENT_VERSION: u64 = 3;
/// The first version, written for a game of one kind of heap (and for lessons).
pub const FIRST_VERSION: u64 = 1;
/// The newest lesson-file version this Bouton reads and writes.
pub const LESSON_VERSION: u64 = 1;
/// The largest file the loader reads (1 MiB), checked before parsing.
pub const MAX_FILE_BYTES: u64 = 1 << 20;
/// The most heaps a file's start position may have.
pub const MAX_FILE_HEAPS: usize = 10_000;
/// The most moves a file may record.
pub const MAX_FILE_MOVES: usize = 100_000;
/// The longest title, in characters.
pub const MAX_TITLE_CHARS: usize = 200;

/// The most characters a player's name may have.
pub const MAX_NAME_CHARS: usize = 100;
/// The longest notes, in characters.
pub const MAX_NOTES_CHARS: usize = 20_000;

/// A saved game: a title and notes for people, the game with its history (heaps of one game or a
/// sum of games), and who plays.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// A short title ("19, 20, 21: three winning moves").
    pub title: String,
    /// Notes for the teacher or the student (may be empty).
    pub notes: String,
    /// Start position, moves and cursor.
    pub game: Game,
    /// Who plays first and second.
    pub players: Players,
}

impl SavedGame {
    /// A saved game with default players and no notes.
    #[must_use]
    pub fn new(title: impl Into<String>, game: Game) -> Self {
        Self { title: title.into(), notes: String::new(), game, players: Players::default() }
    }
}

/// A successful load: the game, and warnings about what was tolerated (unknown fields).
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded {
    /// The game read.
    pub saved: SavedGame,
    /// Things the reader ignored, for the user to know.
    pub warnings: Vec<super::Warning>,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum EndingV1 {
    #[default]
    Normal,
    Misere,
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq, Default)]
pub(super) enum MovesV1 {
    #[default]
    Any,
    UpTo(u64),
    Set(Vec<u64>),
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq, Default)]
pub(super) struct RulesV1 {
    #[serde(default)]
    pub(super) ending: EndingV1,
    #[serde(default)]
    pub(super) moves: MovesV1,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct MoveV1 {
    /// Counted from 1, as people count.
    pub(super) heap: u64,
    pub(super) take: u64,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq)]
pub(super) enum LevelV1 {
    Perfect,
    Fallible { error_rate: f64 },
    Random,
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub(super) enum PlayerV1 {
    /// A person named in the file.
    Human {
        name: String,
    },
    /// The person at the device, a class, an exercise's student or partner, or a seat: worded in the
    /// language of whoever opens the file.
    You,
    Class,
    Student,
    Partner,
    Player1,
    Player2,
    Computer {
        level: LevelV1,
        seed: u64,
    },
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub(super) struct PlayersV1 {
    first: PlayerV1,
    second: PlayerV1,
}

/// Version 1 of the file, field by field: what is read and what is written, in this order.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub(super) struct FileV1 {
    pub(super) version: u64,
    #[serde(default)]
    pub(super) title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub(super) notes: String,
    #[serde(default)]
    pub(super) rules: RulesV1,
    pub(super) start: Vec<u64>,
    #[serde(default)]
    pub(super) moves: Vec<MoveV1>,
    /// How many of the moves are in effect; all of them when absent.
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    pub(super) cursor: Option<u64>,
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    pub(super) players: Option<PlayersV1>,
}

/// An optional field written plainly (`cursor: 4`, not `cursor: Some(4)`), as people write it and as
/// the reader takes it.
#[allow(clippy::ref_option, reason = "serde's serialize_with passes the field by reference")]
pub(super) fn plain<S: serde::Serializer, T: Serialize>(value: &Option<T>, serializer: S) -> Result<S::Ok, S::Error> {
    match value {
        Some(value) => value.serialize(serializer),
        None => serializer.serialize_none(),
    }
}

impl RulesV1 {
    /// The rules this names, checked (subtraction sets shared through `cache`).
    pub(super) fn rules(&self, cache: &mut RuleCache) -> Result<Rules, Problem> {
        let moves = match &self.moves {
            MovesV1::Any => MoveRule::Any,
            MovesV1::UpTo(k) => MoveRule::up_to(*k)?,
            MovesV1::Set(set) => cache.set(set)?,
        };
        Ok(Rules::new(self.ending.ending(), moves))
    }

    pub(super) fn from_rules(rules: &Rules) -> Self {
        Self {
            ending: match rules.ending {
                Ending::Normal => EndingV1::Normal,
                Ending::Misere => EndingV1::Misere,
            },
            moves: match &rules.moves {
                MoveRule::Any => MovesV1::Any,
                MoveRule::UpTo(k) => MovesV1::UpTo(k.get()),
                MoveRule::Set(set) => MovesV1::Set(set.amounts().to_vec()),
            },
        }
    }
}

impl MoveV1 {
    pub(super) fn from_move(mv: Move) -> Self {
        Self { heap: mv.heap as u64 + 1, take: mv.take }
    }
}

impl PlayersV1 {
    pub(super) fn from_players(players: &Players) -> Self {
        let player = |p: &Player| match p {
            Player::Human { name } => match name {
                Person::You => PlayerV1::You,
                Person::Class => PlayerV1::Class,
                Person::Student => PlayerV1::Student,
                Person::Partner => PlayerV1::Partner,
                Person::Seat(Side::First) => PlayerV1::Player1,
                Person::Seat(Side::Second) => PlayerV1::Player2,
                Person::Named(name) => PlayerV1::Human { name: name.clone() },
            },
            Player::Computer { level, seed } => PlayerV1::Computer { level: LevelV1::from_level(*level), seed: *seed },
        };
        Self { first: player(&players.first), second: player(&players.second) }
    }
}

/// Parses and validates the text of a save file. `origin` names it in error messages.
///
/// Unknown fields are tolerated and reported in [`Loaded::warnings`], so a file from a slightly newer
/// Bouton of the same version still opens; a higher `version` is refused with a clear message.
///
/// # Errors
/// [`LoadError`] saying where (line:column) or what (the move, the heap) is wrong.
pub fn parse(text: &str, origin: &str) -> Result<Loaded, LoadError> {
    parse_watched(text, origin, Watch::NONE)
}

/// As [`parse`], telling `watch` when the checking starts and how far the moves have got.
pub(super) fn parse_watched(text: &str, origin: &str, watch: Watch<'_>) -> Result<Loaded, LoadError> {
    let text = opening(text, origin)?;
    let Some(version) = super::read::version_of(text, origin)? else {
        return Err(LoadError::MissingVersion { origin: origin.into() });
    };
    match version.number(CURRENT_VERSION).map_err(|problem| invalid(origin, problem))? {
        1 => {
            let mut warnings = Vec::new();
            let file: FileV1 = read_ron(text, origin, &mut warnings)?;
            watch.at(LoadStage::Checking { done: 0, of: 1 }, origin)?;
            let saved = file.validate().map_err(|problem| invalid(origin, problem))?;
            Ok(Loaded { saved, warnings })
        }
        2 => super::sum_file::parse_v2(text, origin, watch),
        3 => Err(invalid(origin, Problem::DisguiseNotGame)),
        version => Err(LoadError::NewerVersion { origin: origin.into(), version, newest: CURRENT_VERSION }),
    }
}

fn invalid(origin: &str, problem: Problem) -> LoadError {
    LoadError::Invalid { origin: origin.into(), problem }
}

impl FileV1 {
    pub(super) fn validate(self) -> Result<SavedGame, Problem> {
        self.validate_with(&mut RuleCache::default())
    }

    /// Validates, sharing subtraction sets (and their Grundy sequences) through `cache`.
    pub(super) fn validate_with(self, cache: &mut RuleCache) -> Result<SavedGame, Problem> {
        check_texts(&self.title, &self.notes)?;
        let rules = self.rules.rules(cache)?;
        if self.start.len() > MAX_FILE_HEAPS {
            return Err(Problem::TooManyHeaps { count: self.start.len() });
        }
        if self.moves.len() > MAX_FILE_MOVES {
            return Err(Problem::TooManyMoves { count: self.moves.len() });
        }
        let start = Position::new(self.start).map_err(|_| Problem::TooManyHeaps { count: MAX_FILE_HEAPS + 1 })?;
        let mut game = PlainGame::new(rules, start);
        for (index, mv) in self.moves.iter().enumerate() {
            let number = index + 1;
            let Some(heap) = mv.heap.checked_sub(1) else { return Err(Problem::HeapZero { number }) };
            let heap_index = usize::try_from(heap).unwrap_or(usize::MAX);
            game.play(Move::new(heap_index, mv.take)).map_err(|reason| match reason {
                MoveError::MoreThanHeap { size, .. } => {
                    Problem::MoreThanHeap { number, take: mv.take, heap: mv.heap, size }
                }
                reason => Problem::IllegalMove { number, take: mv.take, heap: mv.heap, reason },
            })?;
        }
        let moves = self.moves.len();
        let cursor = cursor_in_range(self.cursor, moves)?;
        game.jump_to(cursor).map_err(|_| Problem::CursorOutOfRange { cursor: cursor as u64, moves })?;
        let players = PlayersV1::validate_or_default(self.players)?;
        let game = Game::from_plain(&game).map_err(|_| Problem::TooManyHeaps { count: MAX_FILE_HEAPS + 1 })?;
        Ok(SavedGame {
            title: safe_text(&self.title, false, MAX_TITLE_CHARS),
            notes: safe_text(&self.notes, true, MAX_NOTES_CHARS),
            game,
            players,
        })
    }
}

/// A file's `cursor` (all the moves when absent), checked against the number of moves.
pub(super) fn cursor_in_range(cursor: Option<u64>, moves: usize) -> Result<usize, Problem> {
    let cursor = cursor.unwrap_or(moves as u64);
    usize::try_from(cursor).ok().filter(|&c| c <= moves).ok_or(Problem::CursorOutOfRange { cursor, moves })
}

/// The title and the notes within their limits.
pub(super) fn check_texts(title: &str, notes: &str) -> Result<(), Problem> {
    let title_chars = title.chars().count();
    if title_chars > MAX_TITLE_CHARS {
        return Err(Problem::TitleTooLong { chars: title_chars });
    }
    let notes_chars = notes.chars().count();
    if notes_chars > MAX_NOTES_CHARS {
        return Err(Problem::NotesTooLong { chars: notes_chars });
    }
    Ok(())
}

impl EndingV1 {
    pub(super) fn ending(self) -> Ending {
        match self {
            Self::Normal => Ending::Normal,
            Self::Misere => Ending::Misere,
        }
    }
}

impl PlayersV1 {
    /// The players, or the default ones when the file names none.
    pub(super) fn validate_or_default(players: Option<Self>) -> Result<Players, Problem> {
        Ok(match players {
            Some(p) => Players { first: p.first.validate()?, second: p.second.validate()? },
            None => Players::default(),
        })
    }
}

impl PlayerV1 {
    fn validate(self) -> Result<Player, Problem> {
        Ok(match self {
            Self::Human { name } => {
                let chars = name.chars().count();
                if chars > MAX_NAME_CHARS {
                    return Err(Problem::NameTooLong { chars });
                }
                Player::Human { name: Person::Named(safe_text(&name, false, MAX_NAME_CHARS)) }
            }
            Self::You => Player::Human { name: Person::You },
            Self::Class => Player::Human { name: Person::Class },
            Self::Student => Player::Human { name: Person::Student },
            Self::Partner => Player::Human { name: Person::Partner },
            Self::Player1 => Player::Human { name: Person::Seat(Side::First) },
            Self::Player2 => Player::Human { name: Person::Seat(Side::Second) },
            Self::Computer { level, seed } => Player::Computer { level: level.validate()?, seed },
        })
    }
}

impl LevelV1 {
    /// A level as a file writes it.
    pub(super) fn from_level(level: Level) -> Self {
        match level {
            Level::Perfect => Self::Perfect,
            Level::Random => Self::Random,
            Level::Fallible { error_rate } => Self::Fallible { error_rate },
        }
    }

    /// The level, or the problem with the error rate written.
    pub(super) fn validate(self) -> Result<Level, Problem> {
        Ok(match self {
            Self::Perfect => Level::Perfect,
            Self::Random => Level::Random,
            Self::Fallible { error_rate } if (0.0..=1.0).contains(&error_rate) => Level::Fallible { error_rate },
            Self::Fallible { error_rate } => return Err(Problem::ErrorRate { rate: error_rate }),
        })
    }
}

/// The text of a save file for a game: version 2, the one format of games and sums (a game of one
/// kind of heap names no games and splits no heap), serialized and laid out for people (see
/// `layout.rs`), behind `header`: comment lines (each starting with `//`) that explain how heaps are
/// counted, in the writer's language (`crate::words::game_file` writes them).
///
/// ```
/// use bouton::save::{parse, to_ron, SavedGame};
/// use bouton::{Game, Position, Rules};
/// let saved = SavedGame::new("Three heaps", Game::of_heaps(Rules::default(), Position::new(vec![3, 4, 5]).unwrap()).unwrap());
/// let text = to_ron(&saved, "// A Bouton save file.");
/// assert!(text.contains("start: [3, 4, 5],"));
/// assert_eq!(parse(&text, "example").unwrap().saved, saved);
/// ```
#[must_use]
pub fn to_ron(saved: &SavedGame, header: &str) -> String {
    super::layout::to_text(header, &super::sum_file::FileV2::from_saved(saved))
}
