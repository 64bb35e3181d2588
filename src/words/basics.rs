//! The names of things: rules, outcomes, sides, levels, grades, moves and the like.

use std::fmt;

use crate::core::{Ending, Level, Move, MoveRule, Outcome, Person, Player, Remoteness, Rules, Score, Side};
use crate::i18n::msg;

// Ending (from src/core/rules.rs).
impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Self::Normal => crate::i18n::msg::ending_normal(),
            Self::Misere => crate::i18n::msg::ending_misere(),
        })
    }
}

// MoveRule (from src/core/rules.rs).
impl fmt::Display for MoveRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Any => f.write_str(&crate::i18n::msg::moves_any()),
            Self::UpTo(k) => f.write_str(&crate::i18n::msg::moves_up_to(k.to_string())),
            Self::Set(set) => f.write_str(&crate::i18n::msg::moves_set(set.to_string())),
        }
    }
}

// Rules (from src/core/rules.rs).
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (ending, moves) = (self.ending.to_string(), self.moves.to_string());
        f.write_str(&crate::i18n::msg::rules_said(ending, moves))
    }
}

// Level (from src/core/opponent.rs).
impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Perfect => f.write_str(&msg::level_expert()),
            Self::Fallible { error_rate } => f.write_str(&msg::level_student(format!("{:.0}", error_rate * 100.0))),
            Self::Random => f.write_str(&msg::level_beginner()),
        }
    }
}

// Remoteness (from src/core/remoteness/mod.rs).
impl fmt::Display for Remoteness {
    /// "win in 3", "lose in 4"; a final position: "the game is over" (in the language in force).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::i18n::msg;
        f.write_str(&match (self.moves, self.outcome) {
            (0, _) => msg::remote_over(),
            (_, Outcome::NextWins) => msg::remote_win(u64::from(self.moves)),
            (_, Outcome::PreviousWins) => msg::remote_lose(u64::from(self.moves)),
        })
    }
}

// Outcome (from src/core/analysis/mod.rs).
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Self::NextWins => crate::i18n::msg::outcome_n(),
            Self::PreviousWins => crate::i18n::msg::outcome_p(),
        })
    }
}

// Side (from src/core/game.rs).
impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Self::First => crate::i18n::msg::side_first(),
            Self::Second => crate::i18n::msg::side_second(),
        })
    }
}

// Move (from src/core/position.rs).
impl fmt::Display for Move {
    /// Says the move for people, with the heap counted from 1, in the language in force:
    /// `take 18 from heap 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (take, heap) = (self.take.to_string(), (self.heap + 1).to_string());
        f.write_str(&crate::i18n::msg::report_review_take(heap, take))
    }
}

// Score (from src/core/exercise/session.rs).
impl fmt::Display for Score {
    /// "7 of 9 right · streak 3 (best 5)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::msg::exercise_score(self.answered, self.best_streak, self.correct, self.streak))
    }
}

impl fmt::Display for Person {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Self::You => msg::player_you(),
            Self::Class => msg::player_class(),
            Self::Student => msg::player_student(),
            Self::Partner => msg::player_partner(),
            Self::Seat(Side::First) => msg::player_1(),
            Self::Seat(Side::Second) => msg::player_2(),
            Self::Named(name) => return f.write_str(name),
        })
    }
}

// Player (from src/core/players.rs).
impl fmt::Display for Player {
    /// The name, or "the computer".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Human { name } => name.fmt(f),
            Self::Computer { .. } => f.write_str(&crate::i18n::msg::claim_computer()),
        }
    }
}

/// A heap's size in a few characters: the exact number of stones below a million, else the size in
/// scientific notation to three significant digits, rounded (so it never reads "10.00 × 10^16"),
/// with the decimal mark of the language in force.
///
/// ```
/// assert_eq!(bouton::words::size_in_short(999_999), "999999 stones");
/// assert_eq!(bouton::words::size_in_short(1_234_567), "≈ 1.23 × 10^6");
/// assert_eq!(bouton::words::size_in_short(99_999_999_999_999_999), "≈ 1.00 × 10^17");
/// assert_eq!(bouton::words::size_in_short(u64::MAX), "≈ 1.84 × 10^19");
/// ```
#[must_use]
pub fn size_in_short(size: u64) -> String {
    if size < 1_000_000 {
        return msg::size_stones(size);
    }
    let mut exponent = size.ilog10();
    let mut hundredths = (size as f64 / 10f64.powi(exponent.cast_signed()) * 100.0).round();
    // 9.995… rounds up to the next power of ten.
    if hundredths >= 1000.0 {
        hundredths /= 10.0;
        exponent += 1;
    }
    format!("≈ {} × 10^{exponent}", crate::i18n::decimal(hundredths / 100.0, 2))
}
