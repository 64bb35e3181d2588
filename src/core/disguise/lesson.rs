//! The built-in lessons on Nim in disguise: an overview, then one per game, each ending with the
//! question a teacher would ask. Each step is a position to put on the board and whether the class
//! plays it against the computer; its title and text are messages (`disguise-lesson-KEY-N-title`,
//! `-text`) whose numbers are filled from the position when shown, so a text cannot state a wrong
//! value.

use super::DisguiseKind;

/// The game each entry of the app's *Nim in disguise* menu starts, as `bouton analyze` reads it:
/// small enough to play out in class, and won by the player who moves first.
pub const DISGUISE_STARTS: [&str; 10] = [
    "staircase:2,3,1,4,0,2",
    "poker:3,4,6/3,3",
    "turtles:THHTHTTHH",
    "mock-turtles:THTTHTHH",
    "ruler:HTHHTHHT",
    "moore-2:3,5,6",
    "lasker:5,3,7",
    "hackenbush:((()())(()))(((())))(()())",
    "wythoff:7,9",
    "kayles:5 + hackenbush:(()())(()) + turtles:THTHH",
];

/// One step of a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DisguiseLessonStep {
    /// The position, as `bouton analyze` reads it.
    pub position: &'static str,
    /// Whether the class plays it against the computer (which moves second).
    pub against_computer: bool,
}

/// A lesson: its key (its messages' names), the game it is about (none: the overview), its steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DisguiseLesson {
    /// The key in its messages' names: `overview`, `staircase`, …
    pub key: &'static str,
    /// The game it teaches, or none for the overview.
    pub game: Option<DisguiseKind>,
    /// Its steps, in order; the last asks the question.
    pub steps: &'static [DisguiseLessonStep],
}

const fn step(position: &'static str, against_computer: bool) -> DisguiseLessonStep {
    DisguiseLessonStep { position, against_computer }
}

/// Every lesson: the overview first.
pub const DISGUISE_LESSONS: [DisguiseLesson; 8] = [
    DisguiseLesson {
        key: "overview",
        game: None,
        steps: &[
            step("staircase:0,3,1,4", false),
            step("turtles:THHTH", false),
            step("hackenbush:((()))(()())", false),
            step("wythoff:1,1", false),
        ],
    },
    DisguiseLesson {
        key: "staircase",
        game: Some(DisguiseKind::Staircase),
        steps: &[step("staircase:0,3,1,4", false), step("staircase:2,3,1,4,0,2", true)],
    },
    DisguiseLesson {
        key: "poker",
        game: Some(DisguiseKind::Poker),
        steps: &[step("poker:3,4,5/2,2", false), step("poker:3,4,6/3,3", true)],
    },
    DisguiseLesson {
        key: "coins",
        game: Some(DisguiseKind::Coins(super::CoinRule::Turtles)),
        steps: &[step("turtles:THHTH", false), step("turtles:THHTHTTHH", true)],
    },
    DisguiseLesson {
        key: "moore",
        game: Some(DisguiseKind::Moore),
        steps: &[step("moore-2:3,5,6,7", false), step("moore-2:3,5,6", true)],
    },
    DisguiseLesson {
        key: "lasker",
        game: Some(DisguiseKind::Lasker),
        steps: &[step("lasker:3", false), step("lasker:5,3,7", true)],
    },
    DisguiseLesson {
        key: "hackenbush",
        game: Some(DisguiseKind::Hackenbush),
        steps: &[step("hackenbush:((()))", false), step("hackenbush:((()())(()))(((())))(()())", true)],
    },
    DisguiseLesson {
        key: "wythoff",
        game: Some(DisguiseKind::Wythoff),
        steps: &[step("wythoff:1,1", false), step("wythoff:7,9", true)],
    },
];
