//! A page of the proof walkthrough on a position: its slides, or why it does not apply here and what
//! to do instead. The proof panel draws exactly this.

use super::cut_the_knot::cut_the_knot_slides;
use super::lemmas::lemma_slides;
use super::variants::{misere_slides, sprague_grundy_slides, subtraction_slides, theorem_slides};
use super::{Line, Slide, Style, said, sentence, text};
use crate::core::BinaryTable;
use crate::core::{Claim, zeroing_move};
use crate::core::{Move, Position, Rules};
use crate::core::{ProofError, StepKind, lemma_one, lemma_two};

/// A page of the proof panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub enum ProofPage {
    /// Lemma 1: from X = 0, every move leaves X′ ≠ 0.
    Lemma1,
    /// Lemma 2: from X ≠ 0, some move leaves X′ = 0.
    #[default]
    Lemma2,
    /// How the lemmas prove the theorem.
    Theorem,
    /// Misère play.
    Misere,
    /// The subtraction game S(1..k).
    Subtraction,
    /// Cut-the-knot's "largest x & X" rule.
    CutTheKnot,
    /// Sprague–Grundy: subtraction sets.
    SpragueGrundy,
}

impl ProofPage {
    /// Every page, in tab order.
    pub const ALL: [Self; 7] = [
        Self::Lemma1,
        Self::Lemma2,
        Self::Theorem,
        Self::Misere,
        Self::Subtraction,
        Self::CutTheKnot,
        Self::SpragueGrundy,
    ];

    /// The tab's name.
    #[must_use]
    pub fn name(self) -> String {
        match self {
            Self::Lemma1 => crate::i18n::msg::page_lemma_1(),
            Self::Lemma2 => crate::i18n::msg::page_lemma_2(),
            Self::Theorem => crate::i18n::msg::page_theorem(),
            Self::Misere => crate::i18n::msg::page_misere(),
            Self::Subtraction => crate::i18n::msg::page_subtraction(),
            Self::CutTheKnot => crate::i18n::msg::page_cut_the_knot(),
            Self::SpragueGrundy => crate::i18n::msg::page_sprague_grundy(),
        }
    }
}

/// The reader's choices on the lemma pages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PageChoice {
    /// Lemma 2: the heap chosen (one with a 1 in bit d); `None` for the first such heap.
    pub heap: Option<usize>,
    /// Lemma 1: the move chosen; `None` for the first legal move.
    pub pick: Option<Move>,
}

/// What a page offers when its lemma does not apply here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Instead {
    /// Play this move, which the claim describes truthfully ([`Claim::ZeroingMove`]: it makes X = 0,
    /// and says whether that wins here).
    Play(Move, Claim),
    /// Go to another page.
    Page(ProofPage),
}

/// A page on the position: slides, or why not and what instead.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PageView {
    /// The slides of the page.
    pub slides: Vec<Slide>,
    /// Why the page's lemma does not apply here (the slides are empty then).
    pub not_here: Vec<Line>,
    /// What the panel offers instead.
    pub instead: Option<Instead>,
    /// Lemma 2: every heap that may be chosen.
    pub candidates: Vec<usize>,
    /// Lemma 1: the move the steps use.
    pub pick: Option<Move>,
    /// Lemma 1: the slide that names the move (where a newly picked move is shown).
    pub move_slide: Option<usize>,
}

impl PageView {
    /// Every claim the page states: on its slides, in its reason, and in its offer.
    pub fn claims(&self) -> impl Iterator<Item = &Claim> {
        let offered = match &self.instead {
            Some(Instead::Play(_, claim)) => Some(claim),
            _ => None,
        };
        self.slides
            .iter()
            .flat_map(Slide::claims)
            .chain(self.not_here.iter().filter_map(|line| line.claim.as_ref()))
            .chain(offered)
    }
}

/// The page `page` on a position; `to_move` and `other` name the players (for the theorem's verdict).
#[must_use]
pub fn proof_page(
    page: ProofPage,
    position: &Position,
    rules: &Rules,
    choice: PageChoice,
    to_move: &str,
    other: &str,
) -> PageView {
    let mut view = PageView::default();
    match page {
        ProofPage::Lemma2 => {
            let values: Vec<u64> = position.heaps().iter().map(|&h| rules.grundy(h)).collect();
            let candidates = BinaryTable::new(&values).candidates();
            let heap = choice.heap.filter(|h| candidates.contains(h)).or(candidates.first().copied());
            match heap.map(|h| lemma_two(position, rules, h)) {
                Some(Ok(steps)) => view.slides = lemma_slides(&steps, position, rules),
                Some(Err(e)) => view.not_here.push(text(sentence(&e.to_string()))),
                None => {
                    view.not_here.push(text(sentence(&ProofError::NimSumZero.to_string())));
                    view.instead = Some(Instead::Page(ProofPage::Lemma1));
                }
            }
            view.candidates = candidates;
        }
        ProofPage::Lemma1 => {
            let pick = choice.pick.filter(|&mv| position.check(mv, rules).is_ok());
            let pick = pick.or_else(|| position.legal_moves(rules).next());
            view.pick = pick;
            match pick.map(|mv| lemma_one(position, rules, mv)) {
                Some(Ok(steps)) => {
                    view.move_slide = steps.iter().position(|s| matches!(s.kind, StepKind::MoveChosen { .. }));
                    view.slides = lemma_slides(&steps, position, rules);
                }
                Some(Err(e)) => {
                    view.not_here.push(text(sentence(&e.to_string())));
                    if let ProofError::NimSumNotZero { .. } = e {
                        view.instead = move_to_zero(position, rules);
                    }
                }
                None => {
                    view.not_here.push(text(crate::i18n::msg::proof_lemma_1_nothing()));
                    view.not_here.push(said(Style::Text, Claim::NoMoveLeft { ending: rules.ending }));
                }
            }
        }
        ProofPage::Theorem => view.slides = theorem_slides(position, rules, to_move, other),
        ProofPage::Misere => view.slides = misere_slides(position, rules),
        ProofPage::Subtraction => view.slides = subtraction_slides(position, rules),
        ProofPage::CutTheKnot => view.slides = cut_the_knot_slides(position, rules),
        ProofPage::SpragueGrundy => view.slides = sprague_grundy_slides(position, rules),
    }
    view
}

/// Lemma 2's move on the first heap with bit d: it reaches X = 0 (which may lose in misère play; the
/// claim says so).
fn move_to_zero(position: &Position, rules: &Rules) -> Option<Instead> {
    let values: Vec<u64> = position.heaps().iter().map(|&h| rules.grundy(h)).collect();
    let heap = *BinaryTable::new(&values).candidates().first()?;
    let steps = lemma_two(position, rules, heap).ok()?;
    let mv = steps.iter().find_map(|step| match step.kind {
        StepKind::Take { heap, take, .. } => Some(Move::new(heap, take)),
        _ => None,
    })?;
    Some(Instead::Play(mv, zeroing_move(position, rules, mv).ok()?))
}
