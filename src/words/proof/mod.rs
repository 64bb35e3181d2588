//! The proof walkthrough in words: each page (Lemma 1, Lemma 2, the theorem, the variants) becomes a
//! list of short slides, every number taken from `core` (the proof steps, the analysis, the variants'
//! walkthroughs). Written for a bright 14-year-old: short sentences, ⊕, subscripts, binary in
//! monospace.

use std::fmt::Write as _;

mod cut_the_knot;
mod lemmas;
mod pages;
mod variants;

pub use cut_the_knot::cut_the_knot_slides;
pub use lemmas::lemma_slides;
pub use pages::{Instead, PageChoice, PageView, ProofPage, proof_page};
pub use variants::{misere_slides, sprague_grundy_slides, subtraction_slides, theorem_slides};

use crate::core::Claim;
pub use crate::core::pretty;
use crate::core::{Move, TableCell};

/// How a line of a slide is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Style {
    /// A sentence.
    Text,
    /// Numbers and binary, in monospace (lines of one block align).
    Math,
    /// The conclusion of a slide, drawn strong.
    Key,
    /// A conclusion that a move does not work (a move to X = 0 that loses in misère play), drawn
    /// strong in the colour of a losing move, not the conclusions' colour.
    Warning,
}

/// One line of a slide: its words, how it is drawn, and the claim it states, if it states a fact
/// about the position (then `text` is that claim's words, made a sentence).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// How it is drawn.
    pub style: Style,
    /// The words.
    pub text: String,
    /// The claim the line states, checked by the property tests.
    pub claim: Option<Claim>,
}

/// How much of the binary table a slide has worked out so far: a proof shown step by step fills the
/// table in as it goes (the first slide writes the heaps in binary; X, d and the moves come later).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum TableShows {
    /// The rows in binary only.
    Binary,
    /// The count of ones per column, the odd columns and X.
    NimSum,
    /// X's top bit d as well.
    TopBit,
    /// Everything: the heaps that can win and their moves.
    #[default]
    Everything,
}

/// One slide: a title, a few lines, and the binary-table cells to highlight.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Slide {
    /// The title.
    pub title: String,
    /// The lines.
    pub lines: Vec<Line>,
    /// The binary-table cells it speaks of.
    pub cells: Vec<TableCell>,
    /// A move the slide offers to play on the board (a winning move, or one the slide's claim
    /// describes truthfully).
    pub offer: Option<Move>,
    /// How much of the table the slide has worked out (pages that are not a step-by-step proof
    /// show everything).
    pub table: TableShows,
}

impl Slide {
    /// Every claim the slide states.
    pub fn claims(&self) -> impl Iterator<Item = &Claim> {
        self.lines.iter().filter_map(|line| line.claim.as_ref())
    }
}

pub(crate) fn text(s: impl Into<String>) -> Line {
    Line { style: Style::Text, text: s.into(), claim: None }
}
pub(crate) fn math(s: impl Into<String>) -> Line {
    Line { style: Style::Math, text: s.into(), claim: None }
}
pub(crate) fn key(s: impl Into<String>) -> Line {
    Line { style: Style::Key, text: s.into(), claim: None }
}
/// A line that states a claim, as a sentence (capital first letter, full stop).
pub(crate) fn said(style: Style, claim: Claim) -> Line {
    Line { style, text: sentence(&claim.to_string()), claim: Some(claim) }
}
/// A line that states a claim after a lead-in: "y₁ = " + "18 ⊕ 19 = 1".
pub(crate) fn said_after(style: Style, lead: &str, claim: Claim, end: &str) -> Line {
    Line { style, text: format!("{lead}{claim}{end}"), claim: Some(claim) }
}

/// A claim's words as a sentence: capital first letter, and the language's full stop ("." or "。")
/// unless it ends one already.
#[must_use]
pub fn sentence(words: &str) -> String {
    let mut s = capital(words);
    if !s.ends_with(['.', '。', '?', '？', '!', '！']) {
        s.push_str(&crate::i18n::msg::full_stop());
    }
    s
}

/// The text with a capital first letter: "the computer (expert)" → "The computer (expert)".
#[must_use]
pub fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// "x_12" → "x₁₂": the proof's names with real subscripts.
#[must_use]
pub fn subscripted(name: &str) -> String {
    let Some((base, index)) = name.split_once('_') else { return name.to_string() };
    let digits: String =
        index.chars().map(|c| c.to_digit(10).and_then(|d| char::from_u32(0x2080 + d)).unwrap_or(c)).collect();
    format!("{base}{digits}")
}

/// The lines of a slide as plain text (for tests, screen readers and the handout).
#[must_use]
pub fn slide_text(slide: &Slide) -> String {
    let mut out = slide.title.clone();
    for line in &slide.lines {
        let _ = write!(out, "\n{}", line.text);
    }
    out
}

pub use crate::i18n::keep_together;

/// A number in a slide's sentence: its digits, as the board writes them.
pub(crate) fn num<'a>(value: &impl ToString) -> crate::i18n::Arg<'a> {
    crate::i18n::Arg::Text(value.to_string().into())
}
