//! The proof panel: Lemma 1, Lemma 2, the theorem and the variants, one short slide at a time, on the
//! position on the board. Next / Back / Restart (and the → / ← keys) step through; each slide
//! highlights the binary-table cells it speaks of.

use eframe::egui::{self, RichText};

use super::action::{Action, ProofAction};
use super::app::BoutonApp;
use super::slides::{Line, ProofPage, Slide, pretty};
use super::style::Palette;
use crate::core::{Move, MoveRule};

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
}

/// What the panel shows, computed by the app when the position or the panel's state changes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ProofView {
    /// The slides of the page.
    pub slides: Vec<Slide>,
    /// Why the page's lemma does not apply here (the slides are empty then).
    pub not_here: Option<String>,
    /// What the panel offers instead: a winning move to reach s = 0, or another page.
    pub instead: Option<Action>,
    /// Lemma 2: every heap that may be chosen.
    pub candidates: Vec<usize>,
    /// Lemma 1: the move the steps use.
    pub pick: Option<Move>,
}

/// Draws the proof panel.
pub fn proof_panel(ui: &mut egui::Ui, app: &BoutonApp, palette: &Palette) -> Vec<Action> {
    let mut actions = Vec::new();
    let state = app.proof_state();
    let view = app.proof_view();
    ui.heading("Proof");
    ui.horizontal_wrapped(|ui| {
        for page in ProofPage::ALL {
            if page == ProofPage::Misere {
                ui.label(RichText::new("Variants:").weak());
            }
            if ui.selectable_label(state.page == page, page.name()).clicked() && state.page != page {
                actions.push(Action::Proof(ProofAction::Page(page)));
            }
        }
    });
    ui.separator();
    if !app.revealed() {
        ui.label("The answers are hidden. The proof would show them.");
        if ui.button("Reveal").clicked() {
            actions.push(Action::Reveal(true));
        }
        return actions;
    }
    choices(ui, app, state, view, &mut actions);
    if let Some(reason) = &view.not_here {
        ui.label(RichText::new(reason).size(16.0));
        let offer = match &view.instead {
            Some(Action::PlayWithoutReply(mv)) => Some(format!("Play the winning move: {mv}")),
            Some(Action::Proof(ProofAction::Page(page))) => Some(format!("Go to {}", page.name())),
            _ => None,
        };
        if let (Some(offer), Some(action)) = (offer, &view.instead)
            && ui.button(offer).clicked()
        {
            actions.push(action.clone());
        }
        return actions;
    }
    let count = view.slides.len();
    let Some(slide) = view.slides.get(state.step.min(count.saturating_sub(1))) else {
        return actions;
    };
    // The step buttons stay in one place, whatever the slide's length (a teacher clicks them blind).
    ui.horizontal(|ui| {
        if ui.add_enabled(state.step > 0, egui::Button::new("◀ Back")).clicked() {
            actions.push(Action::Proof(ProofAction::Back));
        }
        if ui.add_enabled(state.step + 1 < count, egui::Button::new("Next ▶")).clicked() {
            actions.push(Action::Proof(ProofAction::Next));
        }
        if ui.add_enabled(state.step > 0, egui::Button::new("Restart")).clicked() {
            actions.push(Action::Proof(ProofAction::Restart));
        }
        ui.label(RichText::new(format!("Step {} of {count} · ← → keys", state.step + 1)).weak());
    });
    ui.add_space(4.0);
    ui.label(RichText::new(pretty(&slide.title)).size(20.0).strong());
    ui.add_space(4.0);
    egui::ScrollArea::vertical().id_salt("proof-slide").auto_shrink([false, true]).show(ui, |ui| {
        for line in &slide.lines {
            match line {
                Line::Text(text) => ui.label(RichText::new(pretty(text.as_str())).size(16.0)),
                Line::Math(text) => ui.label(RichText::new(pretty(text.as_str())).monospace().size(16.0)),
                Line::Key(text) => {
                    ui.label(RichText::new(pretty(text.as_str())).size(16.0).strong().color(palette.proof))
                }
            };
        }
        if let Some(mv) = slide.offer
            && ui.button(format!("Play it on the board: {mv}")).clicked()
        {
            actions.push(Action::PlayWithoutReply(mv));
        }
    });
    actions
}

/// Lemma 2's choice of heap, Lemma 1's choice of move.
fn choices(ui: &mut egui::Ui, app: &BoutonApp, state: &ProofState, view: &ProofView, actions: &mut Vec<Action>) {
    match state.page {
        ProofPage::Lemma2 if view.candidates.len() > 1 => {
            ui.horizontal_wrapped(|ui| {
                ui.label("Use heap:");
                let chosen = state.heap.unwrap_or(view.candidates[0]);
                for &heap in view.candidates.iter().take(16) {
                    if ui.selectable_label(chosen == heap, format!("{}", heap + 1)).clicked() && chosen != heap {
                        actions.push(Action::Proof(ProofAction::ChooseHeap(heap)));
                    }
                }
            });
        }
        ProofPage::Lemma1 if view.not_here.is_none() => {
            let Some(pick) = view.pick else { return };
            let position = app.game().position();
            ui.horizontal_wrapped(|ui| {
                ui.label("Move: take");
                let size = position.heaps().get(pick.heap).copied().unwrap_or(0);
                let mut take = pick.take;
                let amount = ui.add(egui::DragValue::new(&mut take).range(1..=size.max(1)));
                amount.widget_info(|| egui::WidgetInfo::labeled(egui::Role::SpinButton, true, "Lemma 1: how many"));
                ui.label("from heap");
                let mut heap = pick.heap + 1;
                let which = ui.add(egui::DragValue::new(&mut heap).range(1..=position.len().max(1)));
                which.widget_info(|| egui::WidgetInfo::labeled(egui::Role::SpinButton, true, "Lemma 1: which heap"));
                let mv = Move::new(heap - 1, take.min(position.heaps().get(heap - 1).copied().unwrap_or(0)));
                if mv != pick && position.check(mv, app.game().rules()).is_ok() {
                    actions.push(Action::Proof(ProofAction::PickMove(mv)));
                }
            });
            let hint = if matches!(app.game().rules().moves, MoveRule::Any) {
                "A click on the board picks the move here (it is not played)."
            } else {
                "A click on the board picks the move here (it is not played); the rules decide which are allowed."
            };
            ui.label(RichText::new(hint).weak());
        }
        _ => {}
    }
}
