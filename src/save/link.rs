//! Links that carry a position, for the web page: a teacher posts one address and every student opens
//! the same position. The part after `#` lists the heaps and the rules:
//!
//! - `heaps=3,4,5` — the heaps (required);
//! - `misere` — misère play (the last mover loses); normal play without it;
//! - `upto=3` — take 1 to 3 per move; `set=1.3.4` — take exactly 1, 3 or 4; any number without them.
//!
//! Parts are separated by `&`, in any order: `#heaps=3,4,5&misere&upto=3`. The position goes through
//! the same checks as a save file (the same limits, the same messages), so a link can never hold more
//! than a file may. [`link_fragment`] writes the fragment of a game's current position.
//!
//! ```
//! use bouton::save::{link_fragment, parse_link};
//! let shared = parse_link("heaps=3,4,5&misere").unwrap();
//! assert_eq!(shared.game.position().heaps(), &[3, 4, 5]);
//! assert_eq!(link_fragment(&shared.game), "heaps=3,4,5&misere");
//! assert!(parse_link("heaps=3,x").is_err());
//! ```

use std::fmt::Write as _;

use super::budget::RuleCache;
use super::format::{EndingV1, FileV1, MovesV1, RulesV1};
use super::problem::Problem;
use super::{SavedGame, messages};
use crate::core::{DisguiseKind, DisguisedGame, Ending, MoveRule, PlainGame};

/// The most characters of a link's fragment that are read (a file's limits apply after that).
pub const MAX_LINK_CHARS: usize = 4096;

/// What is wrong with a link's position, in words a person can act on.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum LinkError {
    /// The link names no heaps.
    NoHeaps,
    /// Longer than [`MAX_LINK_CHARS`].
    TooLong {
        /// Its length.
        chars: usize,
    },
    /// A part that is not one of the known ones.
    UnknownPart(String),
    /// A number that does not read.
    NotNumbers(String),
    /// A whole number past the largest a heap or an amount can be (2^64 − 1).
    TooLarge(String),
    /// Both `upto=` and `set=`.
    TwoMoveRules,
    /// The position or the rules break a save file's rules.
    Invalid(Problem),
    /// `game=` names no game in disguise.
    UnknownGame(String),
    /// A game in disguise without the part that holds its position (`steps=`, `coins=`…).
    MissingPart(&'static str),
    /// A part a game in disguise does not use, and the part that holds its position.
    UnknownDisguisePart {
        /// The part (cut and escaped).
        value: String,
        /// The part that holds the game's position.
        part: &'static str,
    },
    /// A game in disguise whose position does not read, or breaks its limits.
    Disguise(crate::core::DisguiseError),
}

/// A position from a link, ready to be played.
#[derive(Clone, Debug, PartialEq)]
pub struct SharedPosition {
    /// The game at its start (the link's position), under the link's rules.
    pub game: PlainGame,
    /// The game as a save file holds it (no title: the edge names it by its heaps and rules when drawn).
    pub saved: SavedGame,
}

/// Reads a link's fragment (the part after `#`, with or without the `#`).
///
/// # Errors
/// [`LinkError`] naming the part that is wrong.
pub fn parse_link(fragment: &str) -> Result<SharedPosition, LinkError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment).trim();
    let chars = fragment.chars().count();
    if chars > MAX_LINK_CHARS {
        return Err(LinkError::TooLong { chars });
    }
    let mut heaps: Option<Vec<u64>> = None;
    let mut rules = RulesV1::default();
    let mut move_rules = 0;
    for part in fragment.split('&').map(str::trim).filter(|p| !p.is_empty()) {
        let part = percent_decoded(part);
        let (key, value) = part.split_once('=').map_or((part.as_str(), None), |(k, v)| (k, Some(v)));
        match (key, value) {
            ("heaps", Some(list)) => heaps = Some(numbers(list, ',')?),
            ("misere", None) => rules.ending = EndingV1::Misere,
            ("upto", Some(k)) => {
                let k = numbers(k, ',')?;
                let [k] = k[..] else { return Err(LinkError::NotNumbers(messages::echo(&part))) };
                rules.moves = MovesV1::UpTo(k);
                move_rules += 1;
            }
            ("set", Some(list)) => {
                rules.moves = MovesV1::Set(numbers(list, '.')?);
                move_rules += 1;
            }
            _ => return Err(LinkError::UnknownPart(messages::echo(&part))),
        }
    }
    if move_rules > 1 {
        return Err(LinkError::TwoMoveRules);
    }
    let heaps = heaps.filter(|h| !h.is_empty()).ok_or(LinkError::NoHeaps)?;
    let file = FileV1 {
        version: super::CURRENT_VERSION,
        title: String::new(),
        notes: String::new(),
        rules,
        start: heaps,
        moves: Vec::new(),
        cursor: None,
        players: None,
    };
    let saved = file.validate_with(&mut RuleCache::default()).map_err(LinkError::Invalid)?;
    // A link's game is heaps of one game: its plain view is always there.
    let game = saved.game.plain().ok_or(LinkError::NoHeaps)?;
    Ok(SharedPosition { game, saved })
}

/// The part of a link that holds each game in disguise's position, and its name: `steps=2,3,1`.
fn position_part(kind: DisguiseKind) -> &'static str {
    match kind {
        DisguiseKind::Staircase => "steps",
        DisguiseKind::Coins(_) => "coins",
        DisguiseKind::Hackenbush => "trees",
        DisguiseKind::Poker | DisguiseKind::Moore | DisguiseKind::Lasker | DisguiseKind::Wythoff => "heaps",
        DisguiseKind::Sum => "parts",
    }
}

/// Reads a link to a game in disguise: `game=staircase&steps=2,3,1`, `game=poker&heaps=3,4,6&banks=3,3`,
/// `game=turtles&coins=THHTH` (also `mock-turtles`, `ruler`), `game=moore&k=2&heaps=3,5,6`,
/// `game=lasker&heaps=5,3`, `game=hackenbush&trees=((()))(()())`, `game=wythoff&heaps=7,9`, a sum
/// `game=sum&parts=kayles:5+hackenbush:(()())`. `None`
/// when the link names no `game=` (it is heaps: [`parse_link`]). The position passes the same checks
/// as `bouton analyze` and a save file.
///
/// ```
/// use bouton::save::{disguise_link_fragment, parse_disguise_link};
/// let game = parse_disguise_link("#game=staircase&steps=2,3,1").unwrap().unwrap();
/// assert_eq!(game.to_string(), "staircase:2,3,1");
/// assert_eq!(disguise_link_fragment(&game), "game=staircase&steps=2,3,1");
/// assert!(parse_disguise_link("heaps=3,4,5").is_none());
/// ```
#[must_use]
pub fn parse_disguise_link(fragment: &str) -> Option<Result<DisguisedGame, LinkError>> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment).trim();
    let chars = fragment.chars().count();
    let parts: Vec<(String, Option<String>)> = fragment
        .split('&')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|part| {
            let part = percent_decoded(part);
            match part.split_once('=') {
                Some((k, v)) => (k.to_string(), Some(v.to_string())),
                None => (part, None),
            }
        })
        .collect();
    let value = |key: &str| parts.iter().find(|(k, _)| k == key).and_then(|(_, v)| v.clone());
    let name = value("game")?;
    Some((|| {
        if chars > MAX_LINK_CHARS {
            return Err(LinkError::TooLong { chars });
        }
        let kind = DisguiseKind::ALL
            .into_iter()
            .chain([DisguiseKind::Sum])
            .find(|kind| kind.key() == name)
            .ok_or_else(|| LinkError::UnknownGame(messages::echo(&name)))?;
        let part = position_part(kind);
        let known = ["game", part, "banks", "k"];
        if let Some((k, v)) = parts.iter().find(|(k, _)| !known.contains(&k.as_str())) {
            let shown = v.as_ref().map_or_else(|| k.clone(), |v| format!("{k}={v}"));
            return Err(LinkError::UnknownDisguisePart { value: messages::echo(&shown), part });
        }
        let position = value(part).ok_or(LinkError::MissingPart(part))?;
        let text = match kind {
            DisguiseKind::Poker => format!("poker:{position}/{}", value("banks").unwrap_or_else(|| "0,0".into())),
            DisguiseKind::Moore => format!("moore-{}:{position}", value("k").ok_or(LinkError::MissingPart("k"))?),
            // The parts joined by `+`, each as `bouton analyze` reads it; checked as a sum.
            DisguiseKind::Sum => {
                let sum = position.parse().map_err(LinkError::Disguise)?;
                return DisguisedGame::sum(sum).map_err(LinkError::Disguise);
            }
            _ => format!("{}:{position}", kind.key()),
        };
        text.parse().map_err(LinkError::Disguise)
    })())
}

/// The fragment of a link to a game in disguise's position: `game=staircase&steps=2,3,1`.
#[must_use]
pub fn disguise_link_fragment(game: &DisguisedGame) -> String {
    let kind = game.kind();
    let text = game.to_string();
    let position = text.split_once(':').map_or("", |(_, rest)| rest);
    match game {
        DisguisedGame::Poker(poker) => {
            let heaps = position.split_once('/').map_or(position, |(heaps, _)| heaps);
            let [mine, theirs] = poker.banks();
            format!("game=poker&heaps={heaps}&banks={mine},{theirs}")
        }
        DisguisedGame::Moore(moore) => format!("game=moore&k={}&heaps={position}", moore.k()),
        DisguisedGame::Sum(_) => format!("game=sum&parts={}", text.replace(' ', "")),
        _ => format!("game={}&{}={position}", kind.key(), position_part(kind)),
    }
}

/// The fragment of a link to `game`'s current position under its rules: `heaps=3,4,5&misere&upto=3`.
#[must_use]
pub fn link_fragment(game: &PlainGame) -> String {
    let heaps: Vec<String> = game.position().heaps().iter().map(u64::to_string).collect();
    let mut fragment = format!("heaps={}", heaps.join(","));
    if game.rules().ending == Ending::Misere {
        fragment.push_str("&misere");
    }
    match &game.rules().moves {
        MoveRule::Any => {}
        MoveRule::UpTo(k) => {
            let _ = write!(fragment, "&upto={k}");
        }
        MoveRule::Set(set) => {
            let amounts: Vec<String> = set.amounts().iter().map(u64::to_string).collect();
            let _ = write!(fragment, "&set={}", amounts.join("."));
        }
    }
    fragment
}

/// Whole numbers separated by `separator`.
fn numbers(list: &str, separator: char) -> Result<Vec<u64>, LinkError> {
    list.split(separator).map(|n| n.trim().parse::<u64>()).collect::<Result<Vec<_>, _>>().map_err(|e| match e.kind() {
        std::num::IntErrorKind::PosOverflow => LinkError::TooLarge(messages::echo(list)),
        _ => LinkError::NotNumbers(messages::echo(list)),
    })
}

/// `%2C` → `,` and the like (a link copied through a chat program may be encoded); a broken escape
/// is kept as it is.
fn percent_decoded(part: &str) -> String {
    let bytes = part.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%'
            && let (Some(high), Some(low)) =
                (bytes.get(i + 1).copied().and_then(hex), bytes.get(i + 2).copied().and_then(hex))
        {
            out.push((high * 16 + low) as u8);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;

    #[test]
    fn links_read_every_rule_family_and_write_back_the_same() {
        for fragment in ["heaps=3,4,5", "heaps=19,20,21&misere", "heaps=8&upto=3", "heaps=1,2,9&misere&set=1.3.4"] {
            let shared = parse_link(fragment).unwrap();
            assert_eq!(link_fragment(&shared.game), fragment);
            assert_eq!(parse_link(&format!("#{fragment}")).unwrap(), shared, "a leading # is fine");
        }
        let shared = parse_link("upto=3&heaps=8%2C9").unwrap();
        assert_eq!(shared.game.position().heaps(), &[8, 9]);
        assert_eq!(shared.game.rules(), &Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap()));
        assert_eq!(shared.saved.title, "", "the edge names it");
    }

    #[test]
    fn links_to_every_game_in_disguise_read_and_write_back() {
        for text in crate::core::DISGUISE_STARTS {
            let game: DisguisedGame = text.parse().unwrap();
            let fragment = disguise_link_fragment(&game);
            assert_eq!(parse_disguise_link(&fragment), Some(Ok(game)), "{fragment}");
        }
        let error = |fragment: &str| parse_disguise_link(fragment).unwrap().unwrap_err().to_string();
        assert!(error("game=chess&heaps=1").contains("“chess”"), "{}", error("game=chess&heaps=1"));
        assert!(error("game=staircase&heaps=1").contains("steps="));
        assert!(error("game=staircase&steps=1,x").contains("cannot read"));
        assert!(error("game=moore&heaps=1,2").contains("k="));
        assert!(error("game=turtles&coins=HHT&colour=red").contains("“colour=red”"));
        assert!(error(&format!("game=lasker&heaps={}", vec!["1"; 65].join(","))).contains("at most 64"));
    }

    #[test]
    fn a_bad_link_says_what_is_wrong() {
        let error = |fragment: &str| parse_link(fragment).unwrap_err().to_string();
        assert_eq!(error(""), "the link names no heaps: write #heaps=3,4,5");
        assert_eq!(error("misere"), "the link names no heaps: write #heaps=3,4,5");
        assert!(error("heaps=3,x").contains("“3,x” in the link should be whole numbers"));
        assert!(error("heaps=3&colour=red").contains("“colour=red”"));
        assert!(error("heaps=3&upto=2&set=1.2").contains("two move rules"));
        assert!(error("heaps=3&upto=0").starts_with("the link's position cannot be played"));
        assert!(error("heaps=3&set=0").starts_with("the link's position cannot be played"));
        assert!(error(&format!("heaps={}", vec!["1"; 3000].join(","))).contains("at most 4096"));
        assert!(error("heaps=3&upto=1,2").contains("should be whole numbers"));
        // A whole number, too large: the limit is said (it said "should be whole numbers").
        assert_eq!(
            error("heaps=99999999999999999999"),
            "“99999999999999999999” in the link holds a number too large: heaps and amounts go up to \
             18,446,744,073,709,551,615"
        );
        assert!(error("heaps=3&set=1.99999999999999999999").contains("a number too large"));
    }
}
