//! Everything the panels show that follows from the game: computed once per change of the game
//! (its revision), never per frame, and read by every panel.

use crate::core::{
    Analysis, AnalysisError, BinaryTable, Claim, Claims, Game, HistoryEntry, NimSumPoint, PlainGame, SumAnalysis,
    SumClaim, SumClaims, SumError, SumHint, hint_ladder, nim_sum_history, sprague_grundy_steps, sum_hint_ladder,
};

/// The derived state of one revision of the game on the board.
#[derive(Clone, Debug, Default)]
pub struct Derived {
    /// The game's revision this was computed for (it counts every change, whatever is on the board).
    pub revision: u64,
    /// The game it was made from (made again when the game on the board is another).
    pub made_from: Option<MadeFrom>,
    /// What follows from it.
    pub facts: Option<Facts>,
    /// How many rungs of the hint ladder are shown: none again whenever the game changes (this
    /// state is then made again) or a game starts.
    pub hints_shown: usize,
}

/// What follows from the game on the board, by its kind.
#[derive(Clone, Debug)]
pub enum Facts {
    /// Heaps of one game.
    Heaps(Box<HeapFacts>),
    /// A sum of games.
    Sum(Box<SumFacts>),
}

/// What follows from a sum of games, for its panel, its status line and its board.
#[derive(Clone, Debug)]
pub struct SumFacts {
    /// The analysis of the position at the cursor, or why there is none.
    pub analysis: Result<SumAnalysis, SumError>,
    /// What the app states about the position (with an analysis).
    pub claims: Option<SumClaims>,
    /// The hint ladder's rungs, from the least to the most telling (empty without an analysis).
    pub hints: Vec<SumHint>,
    /// The heap whose Sprague–Grundy steps are below, and the steps (or why there are none).
    pub steps: (usize, Result<Vec<SumClaim>, SumError>),
}

impl SumFacts {
    /// What follows from `game`, with the steps of heap `focus`.
    #[must_use]
    pub fn of(game: &Game, focus: usize) -> Self {
        let analysis = game.analysis();
        let claims = analysis.as_ref().ok().map(|a| SumClaims::of(game.position(), a, game.ending(), game.book()));
        let hints = match (&analysis, &claims) {
            (Ok(analysis), Some(claims)) => sum_hint_ladder(game.position(), analysis, claims),
            _ => Vec::new(),
        };
        Self { analysis, claims, hints, steps: (focus, Self::steps(game, focus)) }
    }

    /// The Sprague–Grundy steps of heap `focus` (none past the last heap).
    fn steps(game: &Game, focus: usize) -> Result<Vec<SumClaim>, SumError> {
        match game.position().heaps().get(focus) {
            Some(heap) => sprague_grundy_steps(game.position().name(focus), heap, game.book(), game.ending()),
            None => Ok(Vec::new()),
        }
    }

    /// Makes the steps again when the heap in focus is another.
    pub fn focus_on(&mut self, game: &Game, focus: usize) {
        if self.steps.0 != focus {
            self.steps = (focus, Self::steps(game, focus));
        }
    }
}

/// What follows from heaps of one game, for every panel of the classic board.
#[derive(Clone, Debug)]
pub struct HeapFacts {
    /// The plain view of the game on the board (rules, positions, moves), which the classic panels
    /// read.
    pub game: PlainGame,
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

/// What the derived state is made from: the game on the board, its history and cursor included,
/// and whether it is shown on a sum's board (a quiz's all-Nim sum is, the same heaps played are not).
#[derive(Clone, Debug, PartialEq)]
pub struct MadeFrom {
    /// The game.
    pub game: Game,
    /// Whether it is on a sum's board.
    pub sum_board: bool,
}

impl Derived {
    /// The derived state at `revision` of the game on the board, with the Sprague–Grundy steps of heap
    /// `focus` on a sum's board, no hint shown.
    #[must_use]
    pub fn of(on_board: MadeFrom, focus: usize, revision: u64) -> Self {
        let game = &on_board.game;
        let plain = if on_board.sum_board { None } else { game.plain() };
        let facts = match plain {
            Some(plain) => Facts::Heaps(Box::new(HeapFacts::of(plain))),
            None => Facts::Sum(Box::new(SumFacts::of(game, focus))),
        };
        Self { revision, made_from: Some(on_board), facts: Some(facts), hints_shown: 0 }
    }

    /// What follows from heaps of one game, when they are on the board.
    #[must_use]
    pub fn heaps(&self) -> Option<&HeapFacts> {
        match &self.facts {
            Some(Facts::Heaps(facts)) => Some(facts),
            Some(Facts::Sum(_)) | None => None,
        }
    }

    /// What follows from a sum of games, when one is on the board.
    #[must_use]
    pub fn sum(&self) -> Option<&SumFacts> {
        match &self.facts {
            Some(Facts::Sum(facts)) => Some(facts),
            Some(Facts::Heaps(_)) | None => None,
        }
    }

    /// How many rungs the hint ladder has, whatever the game.
    #[must_use]
    pub fn hint_rungs(&self) -> usize {
        match &self.facts {
            Some(Facts::Heaps(facts)) => facts.hints.len(),
            Some(Facts::Sum(facts)) => facts.hints.len(),
            None => 0,
        }
    }

    /// The rungs of a sum's hint ladder shown so far.
    #[must_use]
    pub fn sum_hints(&self) -> &[SumHint] {
        let hints = self.sum().map_or(&[][..], |facts| &facts.hints);
        &hints[..self.hints_shown.min(hints.len())]
    }
}

impl HeapFacts {
    /// What follows from `game`.
    #[must_use]
    pub fn of(game: PlainGame) -> Self {
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
            nim_sum_points: nim_sum_history(&game),
            history_positions,
            game,
        }
    }
}

/// The hint ladder as far as it was climbed, read from the derived state.
impl super::BoutonApp {
    /// The rungs of the hint ladder shown so far (while answers are hidden).
    #[must_use]
    pub fn hints(&self) -> &[Claim] {
        let hints = self.derived.heaps().map_or(&[][..], |facts| &facts.hints);
        &hints[..self.derived.hints_shown.min(hints.len())]
    }

    /// Whether another rung of the hint ladder can be shown, whatever the game: answers hidden,
    /// outside exercises and quizzes (the answers are the person's), the game not over, and a rung
    /// left.
    #[must_use]
    pub fn can_hint(&self) -> bool {
        !self.session.revealed
            && !self.mode.asks_questions()
            && !self.session.game().is_over()
            && self.derived.hints_shown < self.derived.hint_rungs()
    }

    /// What follows from the sum of games on the board, if one is.
    #[must_use]
    pub fn sum_facts(&self) -> Option<&SumFacts> {
        self.derived.sum()
    }

    /// How many rungs of the hint ladder are shown, whatever the game.
    #[must_use]
    pub fn hints_shown(&self) -> usize {
        self.derived.hints_shown
    }

    /// What a sum's panel and status line read, when a sum is on the board.
    #[must_use]
    pub fn sum_panel_view(&self) -> Option<crate::ui::sums::SumPanelView<'_>> {
        Some(crate::ui::sums::SumPanelView {
            session: self.sum()?,
            choices: self.board.sum,
            quiz: self.mode.sum_quiz(),
            lesson: self.mode.sum_lesson_step(),
            facts: self.derived.sum()?,
            revealed: self.session.revealed,
            hints: self.derived.sum_hints(),
            can_hint: self.can_hint(),
            own_game: self.may_reveal(),
        })
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
