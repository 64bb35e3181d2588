//! The proof panel: Lemma 1, Lemma 2, the theorem and the variants, one short slide at a time, on the
//! position on the board. Next / Back / Restart (and the → / ← keys) step through; each slide
//! highlights the binary-table cells it speaks of.

mod apply;

use crate::i18n::msg;
use eframe::egui::{self, RichText};

use crate::core::{Move, MoveRule, pretty};
use crate::ui::action::{Action, ProofAction};
use crate::ui::app::BoutonApp;
use crate::ui::style::Palette;
use crate::words::{Instead, PageView, ProofPage, Style, keep_together};

/// The proof panel's place: which page, which slide, and the choices made on the lemmas.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProofState {
    /// The page shown.
    pub page: ProofPage,
    /// The slide shown (0-based).
    pub step: usize,
    /// Lemma 2: the heap chosen (one with a 1 in bit d); `None` for the first such heap.
    pub heap: Option<usize>,
    /// Lemma 1: the move chosen; `None` for the first legal move.
    pub pick: Option<Move>,
    /// The page as shown: made by `words` from `core`'s facts when the position, these choices or
    /// the language change.
    pub view: ProofView,
    /// What the page was made from: it is made again when this changes, never by hand.
    pub(in crate::ui) made_from: Option<ProofKey>,
}

/// Everything the proof's page depends on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::ui) struct ProofKey {
    position: crate::core::Position,
    rules: crate::core::Rules,
    page: ProofPage,
    heap: Option<usize>,
    pick: Option<Move>,
    /// The players' names, as the slides say them (a name depends on the language, too).
    players: (String, String),
    language: crate::i18n::Lang,
}

/// What the panel shows: the page made by `words` (from `core`'s facts) when the position, the
/// panel's state or the language changes.
pub type ProofView = PageView;

/// What the proof panel draws, all of it computed elsewhere: its page and choices, the game, whether
/// the answers are shown, and whether a lesson steps through the slides.
pub struct ProofPanel<'a> {
    /// The page, the slide, the choices and the page as shown.
    pub state: &'a ProofState,
    /// The game on the board.
    pub game: &'a crate::core::PlainGame,
    /// Whether the answers are shown (the proof works with them).
    pub revealed: bool,
    /// Whether a lesson is presented (its navigator steps through the slides).
    pub in_lesson: bool,
}

impl BoutonApp {
    /// The proof panel's view of the app, for heaps of one game on the board.
    #[must_use]
    pub fn proof_panel_view(&self) -> Option<ProofPanel<'_>> {
        Some(ProofPanel {
            state: self.proof_state(),
            game: self.game()?,
            revealed: self.revealed(),
            in_lesson: self.lesson().is_some(),
        })
    }
}

/// Draws the proof panel.
pub fn proof_panel(ui: &mut egui::Ui, panel: &ProofPanel<'_>, palette: &Palette) -> Vec<Action> {
    let mut actions = Vec::new();
    let state = panel.state;
    let view = &panel.state.view;
    ui.heading(msg::proof_title());
    ui.horizontal_wrapped(|ui| {
        for page in ProofPage::ALL {
            if page == ProofPage::Misere {
                ui.label(RichText::new(msg::proof_variants()).weak());
            }
            // Which lemma applies here tells whether X is 0: no page is marked while hidden.
            let marked = state.page == page && panel.revealed;
            if ui.selectable_label(marked, page.name()).clicked() && state.page != page {
                actions.push(Action::Proof(ProofAction::Page(page)));
            }
        }
    });
    ui.separator();
    if !panel.revealed {
        ui.label(msg::proof_hidden());
        if ui.button(msg::proof_reveal()).clicked() {
            actions.push(Action::Reveal(true));
        }
        return actions;
    }
    choices(ui, panel, state, view, &mut actions);
    if !view.not_here.is_empty() {
        for line in &view.not_here {
            ui.label(RichText::new(keep_together(&pretty(&line.text))).size(16.0));
        }
        match &view.instead {
            Some(Instead::Play(mv, claim)) => {
                ui.label(RichText::new(pretty(&crate::words::sentence(&claim.to_string()))).size(16.0));
                if ui.button(msg::proof_play_it(mv.to_string())).clicked() {
                    actions.push(Action::PlayWithoutReply(*mv));
                }
            }
            Some(Instead::Page(page)) if ui.button(msg::proof_go_to(page.name())).clicked() => {
                actions.push(Action::Proof(ProofAction::Page(*page)));
            }
            Some(Instead::Page(_)) | None => {}
        }
        return actions;
    }
    let count = view.slides.len();
    let Some(slide) = view.slides.get(state.step.min(count.saturating_sub(1))) else {
        return actions;
    };
    // The step buttons stay in one place, whatever the slide's length (a teacher clicks them blind).
    // In a lesson the navigator under the board steps through the slides: one navigator, not two.
    if panel.in_lesson {
        let place = msg::proof_slide_of(count, state.step + 1);
        ui.label(RichText::new(place).weak());
    } else {
        step_buttons(ui, state, count, &mut actions);
    }
    ui.add_space(4.0);
    ui.label(RichText::new(pretty(&slide.title)).size(20.0).strong());
    ui.add_space(4.0);
    // (The whole panel scrolls when the window is short: see the app's frame.)
    for line in &slide.lines {
        let text = RichText::new(keep_together(&pretty(&line.text))).size(16.0);
        ui.label(match line.style {
            Style::Text => text,
            Style::Math => text.monospace(),
            Style::Key => text.strong().color(palette.proof),
            Style::Warning => text.strong().color(palette.value_loses),
        });
    }
    if let Some(mv) = slide.offer
        && ui.button(msg::proof_play_on_board(mv.to_string())).clicked()
    {
        actions.push(Action::PlayWithoutReply(mv));
    }
    actions
}

/// Back, Next and Restart, and where the slide shown is.
fn step_buttons(ui: &mut egui::Ui, state: &ProofState, count: usize, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        if ui.add_enabled(state.step > 0, egui::Button::new(msg::proof_back())).clicked() {
            actions.push(Action::Proof(ProofAction::Back));
        }
        if ui.add_enabled(state.step + 1 < count, egui::Button::new(msg::proof_next())).clicked() {
            actions.push(Action::Proof(ProofAction::Next));
        }
        if ui.add_enabled(state.step > 0, egui::Button::new(msg::proof_restart())).clicked() {
            actions.push(Action::Proof(ProofAction::Restart));
        }
        ui.label(RichText::new(msg::proof_step_of(count, state.step + 1)).weak());
    });
}

/// Lemma 2's choice of heap, Lemma 1's choice of move.
fn choices(ui: &mut egui::Ui, panel: &ProofPanel<'_>, state: &ProofState, view: &ProofView, actions: &mut Vec<Action>) {
    match state.page {
        ProofPage::Lemma2 if view.candidates.len() > 1 => {
            ui.horizontal_wrapped(|ui| {
                ui.label(msg::proof_use_heap());
                let chosen = state.heap.unwrap_or(view.candidates[0]);
                for &heap in view.candidates.iter().take(16) {
                    if ui.selectable_label(chosen == heap, format!("{}", heap + 1)).clicked() && chosen != heap {
                        actions.push(Action::Proof(ProofAction::ChooseHeap(heap)));
                    }
                }
            });
        }
        ProofPage::Lemma1 if view.not_here.is_empty() => {
            let Some(pick) = view.pick else { return };
            let position = panel.game.position();
            ui.horizontal_wrapped(|ui| {
                ui.label(msg::proof_move_take());
                let size = position.heaps().get(pick.heap).copied().unwrap_or(0);
                let mut take = pick.take;
                let amount = ui.add(egui::DragValue::new(&mut take).range(1..=size.max(1)));
                amount.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::SpinButton, true, msg::proof_how_many_a11y())
                });
                ui.label(msg::proof_from_heap());
                let mut heap = pick.heap + 1;
                let which = ui.add(egui::DragValue::new(&mut heap).range(1..=position.len().max(1)));
                which.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::SpinButton, true, msg::proof_which_heap_a11y())
                });
                let mv = Move::new(heap - 1, take.min(position.heaps().get(heap - 1).copied().unwrap_or(0)));
                if mv != pick && position.check(mv, panel.game.rules()).is_ok() {
                    actions.push(Action::Proof(ProofAction::PickMove(mv)));
                }
            });
            let hint = if matches!(panel.game.rules().moves, MoveRule::Any) {
                msg::proof_pick_on_board()
            } else {
                msg::proof_pick_on_board_rules()
            };
            ui.label(RichText::new(hint).weak());
        }
        _ => {}
    }
}
