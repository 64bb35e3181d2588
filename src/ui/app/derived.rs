//! Everything the panels show that follows from the game: computed once per change of the game
//! (its revision), never per frame, and read by every panel.

use crate::core::{
    Analysis, AnalysisError, BinaryTable, Claim, Claims, Game, HistoryEntry, NimSumPoint, SumGame, hint_ladder,
    nim_sum_history,
};

/// The derived state of one revision of the game on the board.
#[derive(Clone, Debug, Default)]
pub struct Derived {
    /// The game's revision this was computed for (it counts every change, whatever is on the board).
    pub revision: u64,
    /// The game it was made from (made again when the game on the board is another).
    pub made_from: Option<MadeFrom>,
    /// What follows from heaps of one game (none with a sum of games on the board: its own panel
    /// says what follows from it).
    pub heaps: Option<HeapFacts>,
}

/// What follows from heaps of one game, for every panel of the classic board.
#[derive(Clone, Debug)]
pub struct HeapFacts {
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

/// What the derived state is made from: the game on the board, its history and cursor included.
#[derive(Clone, Debug, PartialEq)]
pub enum MadeFrom {
    /// Heaps of one game.
    Heaps(Game),
    /// A sum of games.
    Sum(SumGame),
}

impl MadeFrom {
    /// The game `on_board`.
    #[must_use]
    pub fn of(on_board: &super::OnBoard) -> Self {
        match on_board {
            super::OnBoard::Heaps(saved) => Self::Heaps(saved.game.clone()),
            super::OnBoard::Sum(sum) => Self::Sum(sum.game.clone()),
        }
    }
}

impl Derived {
    /// The derived state at `revision` of heaps of one game, or of a sum of games (`None`: its own
    /// panel keeps what follows from it), made from `made_from`.
    #[must_use]
    pub fn of(game: Option<&Game>, revision: u64, made_from: MadeFrom) -> Self {
        Self { revision, made_from: Some(made_from), heaps: game.map(HeapFacts::of) }
    }
}

impl HeapFacts {
    /// What follows from `game`.
    #[must_use]
    pub fn of(game: &Game) -> Self {
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

/// The hint ladder as far as it was climbed, read from the derived state.
impl super::BoutonApp {
    /// The rungs of the hint ladder shown so far (while answers are hidden).
    #[must_use]
    pub fn hints(&self) -> &[Claim] {
        let hints = self.derived.heaps.as_ref().map_or(&[][..], |facts| &facts.hints);
        &hints[..self.board.hints_shown.min(hints.len())]
    }

    /// Whether another rung of the hint ladder can be shown: answers hidden, outside exercises, and
    /// a rung left.
    #[must_use]
    pub fn can_hint(&self) -> bool {
        !self.session.revealed
            && !matches!(self.mode, super::Mode::Exercise { .. })
            && self.derived.heaps.as_ref().is_some_and(|facts| self.board.hints_shown < facts.hints.len())
    }

    /// Whether the hints shown so far point at X's top bit d (the table then marks its column).
    #[must_use]
    pub fn hints_show_top_bit(&self) -> bool {
        self.hints().iter().any(|claim| matches!(claim, Claim::NimSum { .. }))
    }

    /// Whether the hints shown so far have told X (who wins "because X = 18 ≠ 0", or X and d): the
    /// table then shows X's row.
    #[must_use]
    pub fn hints_tell_nim_sum(&self) -> bool {
        use crate::core::Basis;
        self.hints().iter().any(|claim| match claim {
            Claim::NimSum { .. } => true,
            Claim::Outcome { basis, .. } | Claim::EveryMoveLoses { basis } => matches!(basis, Basis::NimSum { .. }),
            _ => false,
        })
    }

    /// The heaps the hints shown so far name as having a winning move (the table points at them).
    #[must_use]
    pub fn hinted_heaps(&self) -> &[usize] {
        self.hints()
            .iter()
            .find_map(|claim| match claim {
                Claim::WinningHeaps { heaps } => Some(heaps.as_slice()),
                _ => None,
            })
            .unwrap_or_default()
    }
}
