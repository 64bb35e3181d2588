//! The save format, version 1: serde types that mirror the file, their validation into core types,
//! and the writer that lays a file out for people to read and edit.
//!
//! A new version adds a `FileV2` here and a migration `FileV1 → FileV2`; [`parse`] reads the
//! version first and picks the type, so old files keep loading.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use crate::core::{Ending, Game, Level, Move, MoveError, MoveRule, Player, Players, Position, Rules};

use super::error::{LoadError, Problem};

/// The version this Bouton writes, and the newest it reads.
pub const CURRENT_VERSION: u64 = 1;
/// The largest file the loader reads (1 MiB), checked before parsing.
pub const MAX_FILE_BYTES: u64 = 1 << 20;
/// The most heaps a file's start position may have.
pub const MAX_FILE_HEAPS: usize = 10_000;
/// The most moves a file may record.
pub const MAX_FILE_MOVES: usize = 100_000;
/// The longest title, in characters.
pub const MAX_TITLE_CHARS: usize = 200;
/// The longest notes, in characters.
pub const MAX_NOTES_CHARS: usize = 20_000;

/// A saved game: a title and notes for people, the game with its history, and who plays.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// A short title ("19, 20, 21: three winning moves").
    pub title: String,
    /// Notes for the teacher or the student (may be empty).
    pub notes: String,
    /// Rules, start position, moves and cursor.
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
    pub warnings: Vec<String>,
}

/// Just the version, read first (every other field is skipped).
#[derive(Deserialize)]
struct VersionProbe {
    version: Option<u64>,
}

#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum EndingV1 {
    #[default]
    Normal,
    Misere,
}

#[derive(Deserialize, Debug, Clone, PartialEq, Eq, Default)]
pub(super) enum MovesV1 {
    #[default]
    Any,
    UpTo(u64),
    Set(Vec<u64>),
}

#[derive(Deserialize, Debug, Clone, PartialEq, Eq, Default)]
pub(super) struct RulesV1 {
    #[serde(default)]
    ending: EndingV1,
    #[serde(default)]
    moves: MovesV1,
}

#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct MoveV1 {
    /// Counted from 1, as people count.
    heap: u64,
    take: u64,
}

#[derive(Deserialize, Debug, Clone, Copy, PartialEq)]
pub(super) enum LevelV1 {
    Perfect,
    Fallible { error_rate: f64 },
    Random,
}

#[derive(Deserialize, Debug, Clone, PartialEq)]
pub(super) enum PlayerV1 {
    Human { name: String },
    Computer { level: LevelV1, seed: u64 },
}

#[derive(Deserialize, Debug, Clone, PartialEq)]
pub(super) struct PlayersV1 {
    first: PlayerV1,
    second: PlayerV1,
}

/// Version 1 of the file, field by field.
#[derive(Deserialize, Debug, Clone, PartialEq)]
pub(super) struct FileV1 {
    pub(super) version: u64,
    #[serde(default)]
    pub(super) title: String,
    #[serde(default)]
    pub(super) notes: String,
    #[serde(default)]
    pub(super) rules: RulesV1,
    pub(super) start: Vec<u64>,
    #[serde(default)]
    pub(super) moves: Vec<MoveV1>,
    /// How many of the moves are in effect; all of them when absent.
    #[serde(default)]
    pub(super) cursor: Option<u64>,
    #[serde(default)]
    pub(super) players: Option<PlayersV1>,
}

/// Parses and validates the text of a save file. `origin` names it in error messages.
///
/// Unknown fields are tolerated and reported in [`Loaded::warnings`], so a file from a slightly newer
/// Bouton of the same version still opens; a higher `version` is refused with a clear message.
///
/// # Errors
/// [`LoadError`] saying where (line:column) or what (the move, the heap) is wrong.
pub fn parse(text: &str, origin: &str) -> Result<Loaded, LoadError> {
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(LoadError::TooLarge { origin: origin.into(), size: text.len() as u64 });
    }
    let probe: VersionProbe = read_ron(text, origin, &mut Vec::new())?;
    match probe.version {
        None => Err(LoadError::MissingVersion { origin: origin.into() }),
        Some(0) => Err(invalid(origin, Problem::VersionZero)),
        Some(1) => {
            let mut warnings = Vec::new();
            let file: FileV1 = read_ron(text, origin, &mut warnings)?;
            let saved = file.validate().map_err(|problem| invalid(origin, problem))?;
            Ok(Loaded { saved, warnings })
        }
        Some(version) => Err(LoadError::NewerVersion { origin: origin.into(), version }),
    }
}

fn invalid(origin: &str, problem: Problem) -> LoadError {
    LoadError::Invalid { origin: origin.into(), problem }
}

/// Reads RON with ron's recursion limit kept, noting each ignored field as a warning.
pub(super) fn read_ron<T: for<'de> Deserialize<'de>>(
    text: &str,
    origin: &str,
    warnings: &mut Vec<String>,
) -> Result<T, LoadError> {
    let syntax = |e: ron::error::SpannedError| LoadError::Syntax {
        origin: origin.into(),
        line: e.span.start.line,
        column: e.span.start.col,
        message: match e.code {
            ron::Error::IntegerOutOfBounds => {
                "this number is out of range: heap sizes, amounts and counts are whole numbers from 0 to \
                 18446744073709551615"
                    .into()
            }
            code => code.to_string(),
        },
    };
    // Optional fields are written plainly (`cursor: 4`, not `cursor: Some(4)`), as people would.
    let options = ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    let mut de = ron::Deserializer::from_str_with_options(text, &options).map_err(syntax)?;
    let value = serde_ignored::deserialize(&mut de, |path| {
        warnings.push(format!("unknown field `{path}` was ignored"));
    });
    let value = value.map_err(|e| syntax(de.span_error(e)))?;
    de.end().map_err(|e| syntax(de.span_error(e)))?;
    Ok(value)
}

impl FileV1 {
    pub(super) fn validate(self) -> Result<SavedGame, Problem> {
        let title_chars = self.title.chars().count();
        if title_chars > MAX_TITLE_CHARS {
            return Err(Problem::TitleTooLong { chars: title_chars });
        }
        let notes_chars = self.notes.chars().count();
        if notes_chars > MAX_NOTES_CHARS {
            return Err(Problem::NotesTooLong { chars: notes_chars });
        }
        let ending = match self.rules.ending {
            EndingV1::Normal => Ending::Normal,
            EndingV1::Misere => Ending::Misere,
        };
        let moves_rule = match &self.rules.moves {
            MovesV1::Any => MoveRule::Any,
            MovesV1::UpTo(k) => MoveRule::up_to(*k)?,
            MovesV1::Set(set) => MoveRule::set(set)?,
        };
        let rules = Rules::new(ending, moves_rule);
        if self.start.len() > MAX_FILE_HEAPS {
            return Err(Problem::TooManyHeaps { count: self.start.len() });
        }
        if self.moves.len() > MAX_FILE_MOVES {
            return Err(Problem::TooManyMoves { count: self.moves.len() });
        }
        let start = Position::new(self.start).map_err(|_| Problem::TooManyHeaps { count: MAX_FILE_HEAPS + 1 })?;
        let mut game = Game::new(rules, start);
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
        let cursor = self.cursor.unwrap_or(moves as u64);
        let in_range = usize::try_from(cursor).ok().filter(|&c| c <= moves);
        let Some(cursor) = in_range else { return Err(Problem::CursorOutOfRange { cursor, moves }) };
        game.jump_to(cursor).map_err(|_| Problem::CursorOutOfRange { cursor: cursor as u64, moves })?;
        let players = match self.players {
            Some(p) => Players { first: p.first.validate()?, second: p.second.validate()? },
            None => Players::default(),
        };
        Ok(SavedGame { title: self.title, notes: self.notes, game, players })
    }
}

impl PlayerV1 {
    fn validate(self) -> Result<Player, Problem> {
        Ok(match self {
            Self::Human { name } => Player::Human { name },
            Self::Computer { level, seed } => Player::Computer { level: level.validate()?, seed },
        })
    }
}

impl LevelV1 {
    fn validate(self) -> Result<Level, Problem> {
        Ok(match self {
            Self::Perfect => Level::Perfect,
            Self::Random => Level::Random,
            Self::Fallible { error_rate } if (0.0..=1.0).contains(&error_rate) => Level::Fallible { error_rate },
            Self::Fallible { error_rate } => return Err(Problem::ErrorRate { rate: error_rate }),
        })
    }
}

/// The text of a save file for a game: RON, laid out one fact per line, with a comment that explains
/// how heaps are counted.
///
/// ```
/// use bouton::save::{parse, to_ron, SavedGame};
/// use bouton::{Game, Position, Rules};
/// let saved = SavedGame::new("Three heaps", Game::new(Rules::default(), Position::new(vec![3, 4, 5]).unwrap()));
/// let text = to_ron(&saved);
/// assert!(text.contains("start: [3, 4, 5],"));
/// assert_eq!(parse(&text, "example").unwrap().saved, saved);
/// ```
#[must_use]
pub fn to_ron(saved: &SavedGame) -> String {
    let game = &saved.game;
    let mut s = String::new();
    s.push_str(
        "// A Bouton save file, in RON. Heaps are counted from 1; `cursor` is how many moves are in effect.\n(\n",
    );
    let _ = writeln!(s, "    version: {CURRENT_VERSION},");
    let _ = writeln!(s, "    title: {},", ron(&saved.title));
    if !saved.notes.is_empty() {
        let _ = writeln!(s, "    notes: {},", ron(&saved.notes));
    }
    for line in game_fields(game, &saved.players) {
        let _ = writeln!(s, "    {line}");
    }
    s.push_str(")\n");
    s
}

/// The lines that write a game and its players (rules, start, moves, cursor, players), without
/// indentation; a lesson's steps reuse them.
pub(super) fn game_fields(game: &Game, players: &Players) -> Vec<String> {
    let mut lines = Vec::new();
    let moves = match &game.rules().moves {
        MoveRule::Any => "Any".to_string(),
        MoveRule::UpTo(k) => format!("UpTo({k})"),
        MoveRule::Set(set) => format!("Set({})", list(set.amounts())),
    };
    let ending = match game.rules().ending {
        Ending::Normal => "Normal",
        Ending::Misere => "Misere",
    };
    lines.push(format!("rules: (ending: {ending}, moves: {moves}),"));
    lines.push(format!("start: {},", list(game.start().heaps())));
    if game.moves().is_empty() {
        lines.push("moves: [],".into());
    } else {
        lines.push("moves: [".into());
        for mv in game.moves() {
            lines.push(format!("    (heap: {}, take: {}),", mv.heap + 1, mv.take));
        }
        lines.push("],".into());
    }
    lines.push(format!("cursor: {},", game.cursor()));
    lines.push("players: (".into());
    lines.push(format!("    first: {},", player(&players.first)));
    lines.push(format!("    second: {},", player(&players.second)));
    lines.push("),".into());
    lines
}

/// `Human(name: "Ann")` or `Computer(level: Fallible(error_rate: 0.25), seed: 7)`.
fn player(player: &Player) -> String {
    match player {
        Player::Human { name } => format!("Human(name: {})", ron(name)),
        Player::Computer { level, seed } => {
            let level = match level {
                Level::Perfect => "Perfect".to_string(),
                Level::Random => "Random".to_string(),
                Level::Fallible { error_rate } => format!("Fallible(error_rate: {})", ron(error_rate)),
            };
            format!("Computer(level: {level}, seed: {seed})")
        }
    }
}

/// `[1, 2, 3]`: a list of numbers as people write it.
fn list(values: &[u64]) -> String {
    let items: Vec<String> = values.iter().map(u64::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// One plain value in RON, for the hand-laid-out writer. Serializing these values cannot fail; were it
/// to, the empty text would make the file fail to load loudly rather than load wrong.
pub(super) fn ron<T: Serialize>(value: &T) -> String {
    ron::to_string(value).unwrap_or_default()
}
