//! Save format version 3: a game in disguise (issue 31).
//!
//! ```ron
//! // A Bouton save file, in RON: a game in disguise.
//! (
//!     version: 3,
//!     title: "",                          // empty: the game's own name is shown
//!     game: "staircase:2,3,1,4,0,2",      // as `bouton analyze` reads it
//!     moves: [Stair(step: 2, count: 3), Stair(step: 1, count: 4)],
//!     cursor: 2,
//!     computer: Second,                   // the side the computer plays; absent: two people
//! )
//! ```
//!
//! Moves by game: `Stair(step, count)` (Staircase Nim); `Take(heap, count)` (Poker Nim, Lasker's
//! Nim); `Add(heap, count)` (Poker Nim); `Turn([5, 2])` (coins, rightmost first); `TakeFrom([(heap,
//! count), …])` (Moore's Nim); `Split(heap, left)` (Lasker's Nim); `Cut(edge)` (Green Hackenbush:
//! the edge as the drawing stands when it is cut, counted in preorder; the board keeps each edge's
//! number from the start, so a file's numbers are read and written through the position);
//! `First(n)`, `Second(n)`, `Both(n)` (Wythoff). Heaps, steps, coins and edges count from 1.
//!
//! A sum of heaps and games in disguise (`game: "kayles:5 + nim:3 + hackenbush:(()())"`) records a
//! heap's move as `Heap(heap: 1, take: 1, split: (2, 2))` (heaps as they stand when it is played, a
//! split's right part just after its left) and a move in game in disguise `n` (from 1) as
//! `InGame(n, Cut(2))`.
//!
//! One set of serde types ([`FileV3`]) is read and written. Files of versions 1 and 2 (heaps, sums of
//! games) load as before.

use serde::{Deserialize, Serialize};

use super::error::{LoadError, Warning};
use super::format::{MAX_FILE_MOVES, check_texts, plain, read_ron};
use super::problem::Problem;
use crate::core::{
    CoinMove, DisguisedGame, DisguisedMove, LaskerMove, Leaves, MixedMove, MooreMove, PokerMove, Side, StairMove,
    SumMove, WythoffMove,
};

/// The newest version: a game in disguise.
pub(super) const DISGUISE_VERSION: u64 = 3;

/// A move, as a file writes it.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
enum MoveV3 {
    Stair {
        step: u64,
        count: u64,
    },
    Take {
        heap: u64,
        count: u64,
    },
    Add {
        heap: u64,
        count: u64,
    },
    Turn(Vec<u64>),
    TakeFrom(Vec<(u64, u64)>),
    Split {
        heap: u64,
        left: u64,
    },
    Cut(u64),
    First(u64),
    Second(u64),
    Both(u64),
    Heap {
        heap: u64,
        take: u64,
        #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
        split: Option<(u64, u64)>,
    },
    InGame(u64, Box<MoveV3>),
}

/// A move of a game in disguise as files write it (`Stair(step: 2, count: 3)`, `Cut(4)`…), and as a
/// class session's messages carry it: the one description of such a move outside the core.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(transparent)]
pub struct FileDisguisedMove(MoveV3);

impl FileDisguisedMove {
    /// How a file writes `mv`, played on `game` (a cut names its edge as the drawing stands).
    #[must_use]
    pub fn of(mv: &DisguisedMove, game: &DisguisedGame) -> Self {
        Self(MoveV3::of(mv, game))
    }

    /// The core's move this names in `game`, if it is one of that game's kinds of move (whether it is
    /// legal there is the game's to say when it is played).
    #[must_use]
    pub fn in_game(&self, game: &DisguisedGame) -> Option<DisguisedMove> {
        self.0.to_move(game)
    }
}

/// The side the computer plays.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
enum SideV3 {
    First,
    Second,
}

/// Version 3 of the file, field by field: what is read and what is written, in this order.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub(super) struct FileV3 {
    version: u64,
    #[serde(default)]
    title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    notes: String,
    game: String,
    #[serde(default)]
    moves: Vec<MoveV3>,
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    cursor: Option<u64>,
    #[serde(default, serialize_with = "plain", skip_serializing_if = "Option::is_none")]
    computer: Option<SideV3>,
}

/// A game in disguise as a file holds it: its start, the moves played, how many are on the board,
/// and who the computer plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedDisguise {
    /// The title (empty: the game's name is shown).
    pub title: String,
    /// The teacher's notes.
    pub notes: String,
    /// The position it starts from.
    pub start: DisguisedGame,
    /// The moves recorded (all legal in turn from the start).
    pub moves: Vec<DisguisedMove>,
    /// How many of them are on the board.
    pub cursor: usize,
    /// The side the computer plays, or none for two people.
    pub computer: Option<Side>,
}

/// A game in disguise read from a file, with what the reader tolerated.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedDisguise {
    /// The game.
    pub saved: SavedDisguise,
    /// Unknown fields and other things tolerated.
    pub warnings: Vec<Warning>,
}

impl MoveV3 {
    /// The move as a file writes it, played on `game` (a cut names its edge as the drawing stands).
    fn of(mv: &DisguisedMove, game: &DisguisedGame) -> Self {
        let n = |v: usize| v as u64;
        match mv {
            DisguisedMove::Staircase(m) => Self::Stair { step: n(m.step), count: m.count },
            DisguisedMove::Poker(PokerMove::Take { heap, count })
            | DisguisedMove::Lasker(LaskerMove::Take { heap, count }) => Self::Take { heap: n(*heap), count: *count },
            DisguisedMove::Poker(PokerMove::Add { heap, count }) => Self::Add { heap: n(*heap), count: *count },
            DisguisedMove::Coins(m) => Self::Turn(m.turned.iter().map(|&p| n(p)).collect()),
            DisguisedMove::Moore(m) => Self::TakeFrom(m.takes.iter().map(|&(h, c)| (n(h), c)).collect()),
            DisguisedMove::Lasker(LaskerMove::Split { heap, left }) => Self::Split { heap: n(*heap), left: *left },
            DisguisedMove::Hackenbush(edge) => Self::Cut(match game {
                DisguisedGame::Hackenbush(forest) => forest.preorder_of(*edge).map_or(0, |i| n(i) + 1),
                _ => 0,
            }),
            DisguisedMove::Wythoff(WythoffMove::First(t)) => Self::First(*t),
            DisguisedMove::Wythoff(WythoffMove::Second(t)) => Self::Second(*t),
            DisguisedMove::Wythoff(WythoffMove::Both(t)) => Self::Both(*t),
            DisguisedMove::Sum(m) => match &**m {
                MixedMove::Heap(m) => Self::Heap {
                    heap: n(m.heap) + 1,
                    take: m.take,
                    split: match m.leaves {
                        Leaves::Two(a, b) => Some((a, b)),
                        Leaves::One(_) | Leaves::Nothing => None,
                    },
                },
                MixedMove::Disguised { part, mv } => {
                    let inner = match game {
                        DisguisedGame::Sum(sum) => sum.disguised.get(*part),
                        _ => None,
                    };
                    Self::InGame(n(*part) + 1, Box::new(inner.map_or(Self::Cut(0), |inner| Self::of(mv, inner))))
                }
            },
        }
    }

    /// The move in `game`'s terms, if it is one of that game's kinds of move.
    fn to_move(&self, game: &DisguisedGame) -> Option<DisguisedMove> {
        let n = |v: u64| usize::try_from(v).ok();
        Some(match (self, game) {
            (Self::Stair { step, count }, DisguisedGame::Staircase(_)) => {
                DisguisedMove::Staircase(StairMove { step: n(*step)?, count: *count })
            }
            (Self::Take { heap, count }, DisguisedGame::Poker(_)) => {
                DisguisedMove::Poker(PokerMove::Take { heap: n(*heap)?, count: *count })
            }
            (Self::Add { heap, count }, DisguisedGame::Poker(_)) => {
                DisguisedMove::Poker(PokerMove::Add { heap: n(*heap)?, count: *count })
            }
            (Self::Take { heap, count }, DisguisedGame::Lasker(_)) => {
                DisguisedMove::Lasker(LaskerMove::Take { heap: n(*heap)?, count: *count })
            }
            (Self::Split { heap, left }, DisguisedGame::Lasker(_)) => {
                DisguisedMove::Lasker(LaskerMove::Split { heap: n(*heap)?, left: *left })
            }
            (Self::Turn(turned), DisguisedGame::Coins(_)) => {
                DisguisedMove::Coins(CoinMove { turned: turned.iter().map(|&p| n(p)).collect::<Option<_>>()? })
            }
            (Self::TakeFrom(takes), DisguisedGame::Moore(_)) => DisguisedMove::Moore(MooreMove {
                takes: takes.iter().map(|&(h, c)| Some((n(h)?, c))).collect::<Option<_>>()?,
            }),
            // The edge as the drawing stands (from 1, in preorder), by the number it keeps.
            (Self::Cut(edge), DisguisedGame::Hackenbush(forest)) => {
                DisguisedMove::Hackenbush(*forest.edge_numbers().get(n(*edge)?.checked_sub(1)?)?)
            }
            (Self::First(t), DisguisedGame::Wythoff(_)) => DisguisedMove::Wythoff(WythoffMove::First(*t)),
            (Self::Second(t), DisguisedGame::Wythoff(_)) => DisguisedMove::Wythoff(WythoffMove::Second(*t)),
            (Self::Both(t), DisguisedGame::Wythoff(_)) => DisguisedMove::Wythoff(WythoffMove::Both(*t)),
            (Self::Heap { heap, take, split }, DisguisedGame::Sum(sum)) => {
                let index = n(*heap)?.checked_sub(1)?;
                let size = sum.heaps.heaps().get(index)?.size;
                let mv = match split {
                    Some((a, b)) => SumMove::split(index, *take, *a, *b),
                    None => SumMove::take(index, size, *take),
                };
                DisguisedMove::Sum(Box::new(MixedMove::Heap(mv)))
            }
            (Self::InGame(part, inner), DisguisedGame::Sum(sum)) => {
                let part = n(*part)?.checked_sub(1)?;
                // No sum inside a sum: the game's own move, read in that game.
                let mv = inner.to_move(sum.disguised.get(part)?)?;
                DisguisedMove::Sum(Box::new(MixedMove::Disguised { part, mv }))
            }
            _ => return None,
        })
    }
}

impl FileV3 {
    /// The file of a saved game in disguise.
    pub(super) fn from_saved(saved: &SavedDisguise) -> Self {
        Self {
            version: DISGUISE_VERSION,
            title: saved.title.clone(),
            notes: saved.notes.clone(),
            game: saved.start.to_string(),
            moves: {
                let mut position = saved.start.clone();
                let mut moves = Vec::with_capacity(saved.moves.len());
                for mv in &saved.moves {
                    moves.push(MoveV3::of(mv, &position));
                    position = position.after(mv).unwrap_or(position);
                }
                moves
            },
            cursor: Some(saved.cursor as u64),
            computer: saved.computer.map(|side| match side {
                Side::First => SideV3::First,
                Side::Second => SideV3::Second,
            }),
        }
    }

    /// Checks the file and replays its moves: each must be legal where it is played.
    pub(super) fn validate(self) -> Result<SavedDisguise, Problem> {
        check_texts(&self.title, &self.notes)?;
        let start: DisguisedGame = self.game.parse().map_err(Problem::Disguise)?;
        if self.moves.len() > MAX_FILE_MOVES {
            return Err(Problem::TooManyMoves { count: self.moves.len() });
        }
        let mut position = start.clone();
        let mut moves = Vec::with_capacity(self.moves.len());
        for (i, recorded) in self.moves.iter().enumerate() {
            let illegal = || Problem::IllegalDisguisedMove { number: i + 1 };
            let mv = recorded.to_move(&position).ok_or_else(illegal)?;
            position = position.after(&mv).map_err(|_| illegal())?;
            moves.push(mv);
        }
        let cursor = self.cursor.unwrap_or(moves.len() as u64);
        if cursor > moves.len() as u64 {
            return Err(Problem::CursorOutOfRange { cursor, moves: moves.len() });
        }
        let computer = self.computer.map(|side| match side {
            SideV3::First => Side::First,
            SideV3::Second => Side::Second,
        });
        Ok(SavedDisguise { title: self.title, notes: self.notes, start, moves, cursor: cursor as usize, computer })
    }
}

/// Parses a version-3 file (its version already read).
pub(super) fn parse_v3(text: &str, origin: &str) -> Result<LoadedDisguise, LoadError> {
    let mut warnings = Vec::new();
    let file: FileV3 = read_ron(text, origin, &mut warnings)?;
    let saved = file.validate().map_err(|problem| LoadError::Invalid { origin: origin.into(), problem })?;
    Ok(LoadedDisguise { saved, warnings })
}

/// The text of a save file for a game in disguise, behind `header` (comment lines).
#[must_use]
pub fn disguise_to_ron(saved: &SavedDisguise, header: &str) -> String {
    super::layout::to_text(header, &FileV3::from_saved(saved))
}
