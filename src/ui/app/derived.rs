//! Everything the panels show that follows from the game: computed once per change of the game
//! (its revision), never per frame, and read by every panel.

use crate::core::{
    Analysis, AnalysisError, BinaryTable, Claim, Claims, Game, HistoryEntry, NimSumPoint, hint_ladder, nim_sum_history,
};

/// The derived state of one revision of the game.
#[derive(Clone, Debug)]
pub struct Derived {
    /// The game's revision this was computed for.
    pub revision: u64,
    /// The analysis of the current position (or why there is none).
    pub analysis: Result<Analysis, AnalysisError>,
    /// What the app states about the position (when it can be analysed).
    pub claims: Option<Claims>,
    /// The hint ladder's rungs, from the least to the most telling (empty without an analysis).
    pub hints: Vec<Claim>,
    /// The binary table of the Grundy values.
    pub table: BinaryTable,
    /// Every recorded move with the nim-sum after it.
    pub history: Vec<HistoryEntry>,
    /// The nim-sum and objects left at the start and after each move in effect.
    pub nim_sum_points: Vec<NimSumPoint>,
    /// The position after each recorded move, as text (positions of at most 8 heaps).
    pub history_positions: Vec<String>,
}

impl Derived {
    /// The derived state of `game` at `revision`.
    #[must_use]
    pub fn of(game: &Game, revision: u64) -> Self {
        let analysis = Analysis::of(game.position(), game.rules());
        let claims = analysis.as_ref().ok().map(|a| Claims::from_analysis(game.position(), game.rules(), a));
        let hints = match (&analysis, &claims) {
            (Ok(a), Some(c)) => hint_ladder(c, a, game.rules()),
            _ => Vec::new(),
        };
        let values: Vec<u64> = match &analysis {
            Ok(a) => a.grundy.clone(),
            Err(_) => game.position().heaps().iter().map(|&h| game.rules().grundy(h)).collect(),
        };
        let mut history_positions = Vec::new();
        if game.start().len() <= 8 {
            let mut position = game.start().clone();
            for &mv in game.moves() {
                // Recorded moves were legal in turn; a failure would end the list early, never panic.
                if position.play(mv, game.rules()).is_err() {
                    break;
                }
                history_positions.push(position.to_string());
            }
        }
        Self {
            revision,
            table: BinaryTable::new(&values),
            analysis,
            claims,
            hints,
            history: game.history(),
            nim_sum_points: nim_sum_history(game),
            history_positions,
        }
    }
}
