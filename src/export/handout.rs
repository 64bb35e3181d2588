//! The handout: the analysis of a position as Markdown, for slides and for students to take home.

use std::fmt::Write as _;

use crate::core::{
    Analysis, Claim, Claims, Level, Opponent, PageChoice, ProofPage, Style, pretty, proof_page, sentence,
};
use crate::save::SavedGame;

use super::text;

/// The most winning moves the handout lists, each with its reason.
const MOST_MOVES: usize = 20;

/// The handout of a game's current position: title and notes, the position and rules, the binary
/// table, the outcome with its reason, every winning move with why it wins, the computer's reasoning,
/// and the lemma of Bouton's proof that applies, on this position.
///
/// ```
/// use bouton::save::SavedGame;
/// use bouton::{Game, Position, Rules};
/// let saved = SavedGame::new("19, 20, 21", Game::new(Rules::default(), Position::new(vec![19, 20, 21]).unwrap()));
/// let md = bouton::export::handout(&saved).unwrap();
/// assert!(md.starts_with("# 19, 20, 21"));
/// assert!(md.contains("- take 18 from heap 1 (19 → 1): X is 18; heap 1 has a 1 in X's top bit (16)"));
/// ```
///
/// # Errors
/// When the position cannot be analysed (misère play with a large subtraction-set position).
pub fn handout(saved: &SavedGame) -> Result<String, super::ExportError> {
    let game = &saved.game;
    let (position, rules) = (game.position(), game.rules());
    let analysis = Analysis::of(position, rules)?;
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
    let claims = Claims::from_analysis(position, rules, &analysis);
    let _ = writeln!(s, "## Who wins\n");
    let _ = writeln!(s, "{}\n", sentence(&claims.outcome.to_string()));
    match claims.winning_moves.first() {
        Some(Claim::WinningMove(_)) => {
            let _ = writeln!(s, "Winning moves, and why each one wins:\n");
            for (claim, why) in claims.winning_moves.iter().zip(&claims.reasons).take(MOST_MOVES) {
                let _ = writeln!(s, "- {claim}: {why}.");
            }
            if claims.winning_moves.len() > MOST_MOVES {
                let _ = writeln!(s, "- … and {} more.", claims.winning_moves.len() - MOST_MOVES);
            }
            s.push('\n');
        }
        Some(other) => {
            let _ = writeln!(s, "{}\n", sentence(&other.to_string()));
        }
        None => {}
    }
    if let Some(choice) = Opponent::new(Level::Perfect, 0).choose(position, rules) {
        let _ = writeln!(s, "## The computer's reasoning\n");
        let _ = writeln!(
            s,
            "Playing perfectly from here, the computer would say: “{}”\n",
            sentence(&choice.reason.to_string())
        );
    }
    let page = if analysis.nim_sum == 0 { ProofPage::Lemma1 } else { ProofPage::Lemma2 };
    let view = proof_page(page, position, rules, PageChoice::default(), "the player to move", "the other player");
    if !view.slides.is_empty() {
        let _ = writeln!(s, "## {} of Bouton's proof, on this position\n", page.name());
        for (i, slide) in view.slides.iter().enumerate() {
            let _ = writeln!(s, "{}. **{}**", i + 1, pretty(&slide.title));
            for line in &slide.lines {
                match line.style {
                    Style::Math => {
                        let _ = writeln!(s, "   `{}`", pretty(&line.text));
                    }
                    Style::Text | Style::Key => {
                        let _ = writeln!(s, "   {}", pretty(&line.text));
                    }
                }
            }
        }
        s.push('\n');
    }
    let _ = writeln!(s, "*Made with Bouton {}.*", env!("CARGO_PKG_VERSION"));
    Ok(s)
}
