//! The handout: the analysis of a position as Markdown, for slides and for students to take home.

use std::fmt::Write as _;

use crate::core::{Analysis, Outcome, cut_the_knot};
use crate::save::SavedGame;

use super::text;

/// The handout of a game's current position: title and notes, the position and rules, the binary
/// table, the outcome with its reason, every winning move, and how Bouton finds one.
///
/// ```
/// use bouton::save::SavedGame;
/// use bouton::{Game, Position, Rules};
/// let saved = SavedGame::new("19, 20, 21", Game::new(Rules::default(), Position::new(vec![19, 20, 21]).unwrap()));
/// let md = bouton::cli::handout(&saved).unwrap();
/// assert!(md.starts_with("# 19, 20, 21"));
/// assert!(md.contains("- take 18 from heap 1 (19 → 1)"));
/// ```
///
/// # Errors
/// When the position cannot be analysed (misère play with a large subtraction-set position).
pub fn handout(saved: &SavedGame) -> Result<String, String> {
    let game = &saved.game;
    let (position, rules) = (game.position(), game.rules());
    let analysis = Analysis::of(position, rules).map_err(|e| e.to_string())?;
    let mut s = String::new();
    let title = if saved.title.is_empty() { "A Nim position" } else { saved.title.as_str() };
    let _ = writeln!(s, "# {title}\n");
    if !saved.notes.is_empty() {
        let _ = writeln!(s, "{}\n", saved.notes);
    }
    let heaps: Vec<String> = position.heaps().iter().map(u64::to_string).collect();
    let _ = writeln!(
        s,
        "**Position:** {} — {rules}.\n",
        if heaps.is_empty() { "no heaps".into() } else { heaps.join(", ") }
    );
    let _ = writeln!(s, "## The binary table\n");
    let _ = writeln!(s, "```text\n{}```\n", text::analysis(position, rules, &analysis));
    let _ = writeln!(s, "## Who wins\n");
    let verdict = match analysis.outcome {
        Outcome::NextWins => "**N**: the player to move wins with perfect play.",
        Outcome::PreviousWins => "**P**: the player to move loses against perfect play.",
    };
    let _ = writeln!(s, "{verdict}\n");
    if analysis.winning_moves.is_empty() {
        let _ = writeln!(s, "Every move leaves the other player a winning position (or no move is left).\n");
    } else {
        let _ = writeln!(s, "Winning moves:\n");
        for mv in &analysis.winning_moves {
            let size = position.heaps()[mv.heap];
            let _ = writeln!(s, "- {mv} ({size} → {})", size - mv.take);
        }
        s.push('\n');
    }
    if let Some(ctk) = cut_the_knot(&analysis.grundy).filter(|_| rules.ending == crate::core::Ending::Normal) {
        let _ = writeln!(s, "## How to find one\n");
        let _ = writeln!(s, "1. XOR the values: X = {}.", ctk.nim_sum);
        let _ = writeln!(s, "2. X's top bit is worth {}. Heap {} has it.", ctk.top, ctk.heap + 1);
        let _ = writeln!(
            s,
            "3. The other heaps XOR to {}. Make heap {} worth {} too: then everything XORs to 0.",
            ctk.others,
            ctk.heap + 1,
            ctk.others
        );
        let _ = writeln!(s, "4. That is always a smaller value (Lemma 2 of Bouton's proof), so the move exists.\n");
    }
    let _ = writeln!(s, "*Made with Bouton {}.*", env!("CARGO_PKG_VERSION"));
    Ok(s)
}
