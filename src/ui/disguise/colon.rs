//! The colon principle, step by step, beside a Green Hackenbush drawing: each step names the point,
//! the stalks on it and their nim-sum, while the board draws the drawing at that step with the
//! branches that merge marked; at the end every tree is a stalk, a Nim heap of its length.

use eframe::egui::{self, RichText};

use super::{DisguiseAction, DisguisePlay};
use crate::core::{ColonStep, Forest};
use crate::i18n::msg;
use crate::ui::action::Action;

/// The list "2, 1" and the sum "2 ⊕ 1" of a step's stalks.
fn stalks_said(stalks: &[u64]) -> (String, String) {
    let each: Vec<String> = stalks.iter().map(u64::to_string).collect();
    (each.join(&msg::list_separator()), each.join(" ⊕ "))
}

/// What a step says.
fn step_said(step: &ColonStep, n: usize, count: usize) -> String {
    let (stalks, sum) = stalks_said(&step.stalks);
    let (n, count, edge) = (n as u64, count as u64, step.edge as u64);
    if step.value == 0 {
        msg::disguise_colon_step_zero(count, edge, n, stalks, sum)
    } else {
        msg::disguise_colon_step(count, edge, n, stalks, sum, step.value)
    }
}

/// The drawing the board shows at step `at` of `steps` (past the last: the drawing of stalks).
#[must_use]
pub fn drawing_at<'a>(start: &'a Forest, steps: &'a [ColonStep], at: usize) -> &'a Forest {
    match steps.get(at) {
        Some(step) => &step.before,
        None => steps.last().map_or(start, |last| &last.after),
    }
}

/// The card: a button to start, then each step with the way back and on.
pub(super) fn colon_card(ui: &mut egui::Ui, play: &DisguisePlay, forest: &Forest) -> Vec<Action> {
    let mut actions = Vec::new();
    let go = |step: Option<usize>| Action::Disguise(DisguiseAction::Colon(step));
    let Some(at) = play.colon else {
        if ui.button(msg::disguise_colon_open()).clicked() {
            actions.push(go(Some(0)));
        }
        return actions;
    };
    let steps = forest.colon_steps();
    ui.label(RichText::new(msg::disguise_colon_open()).strong());
    match steps.get(at) {
        Some(step) => {
            ui.label(step_said(step, at + 1, steps.len()));
        }
        None if steps.is_empty() => {
            ui.label(msg::disguise_colon_already());
        }
        None => {
            let lengths: Vec<u64> =
                drawing_at(forest, &steps, at).trees().iter().map(crate::core::Tree::value).collect();
            ui.label(msg::disguise_colon_done(stalks_said(&lengths).0));
        }
    }
    ui.horizontal_wrapped(|ui| {
        if ui.add_enabled(at > 0, egui::Button::new(msg::disguise_colon_back())).clicked() {
            actions.push(go(Some(at - 1)));
        }
        if ui.add_enabled(at < steps.len(), egui::Button::new(msg::disguise_colon_next())).clicked() {
            actions.push(go(Some(at + 1)));
        }
        if ui.button(msg::disguise_colon_close()).clicked() {
            actions.push(go(None));
        }
    });
    actions
}
