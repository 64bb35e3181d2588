//! # Bouton
//!
//! A teaching tool for the game of Nim and Bouton's theorem: a pure solver ([`core`]), a headless
//! command line ([`cli`]), save files ([`save`]), exports ([`export`]: text, SVG, the handout, PNG),
//! and the desktop app ([`ui`]).
//!
//! ```
//! use bouton::{Analysis, Move, Outcome, Position, Rules};
//! // Seed 000: 19, 20, 21 has nim-sum 18 and three winning moves.
//! let analysis = Analysis::of(&Position::new(vec![19, 20, 21]).unwrap(), &Rules::default()).unwrap();
//! assert_eq!(analysis.nim_sum, 18);
//! assert_eq!(analysis.outcome, Outcome::NextWins);
//! assert_eq!(analysis.winning_moves, [Move::new(0, 18), Move::new(1, 14), Move::new(2, 14)]);
//! ```
//!
//! Rules cover normal and misère play, with any number, 1 to k, or a subtraction set per move:
//!
//! ```
//! use bouton::{outcome, Ending, MoveRule, Outcome, Rules};
//! let misere = Rules::new(Ending::Misere, MoveRule::Any);
//! assert_eq!(outcome(&[1, 1, 1], &misere).unwrap(), Outcome::PreviousWins);
//! let s3 = Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap());
//! assert_eq!(outcome(&[8], &s3).unwrap(), Outcome::PreviousWins); // 8 ≡ 0 (mod 4)
//! ```

/// The commit this program was built from (Git's short name; "unknown" for a build outside Git).
pub const COMMIT: &str = env!("BOUTON_COMMIT");
/// The version and the commit, as `bouton --version`, Help ▸ About and the Debian package, the
/// Windows program and the web page say them: "0.1.0 (77c317a2b)".
pub const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (", env!("BOUTON_COMMIT"), ")");

pub mod class;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod core;
pub mod export;
pub mod i18n;
pub mod lang;
pub mod save;
#[cfg(feature = "gui")]
pub mod ui;
pub mod words;

pub use crate::core::*;
pub use crate::words::{
    Instead, Line, PageChoice, PageView, ProofPage, Slide, Style, TableShows, capital, cut_the_knot_slides,
    describe_move, feedback_lines, keep_together, lemma_slides, misere_slides, nim_sum_history_note, pin_game,
    proof_page, sentence, slide_text, sprague_grundy_slides, subscripted, subtraction_slides, sum_lesson_title,
    theorem_slides, values_note,
};
