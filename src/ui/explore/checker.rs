//! The theorem checker's view: the box, the rule under test, the progress of the worker, and the report
//! with its counterexamples.

use crate::i18n::msg;
use eframe::egui::{self, RichText};

use super::{CheckResult, ExploreState};
use crate::core::{CheckBox, CheckError, Conjecture, Outcome, limits};
use crate::i18n::grouped;
use crate::ui::action::{Action, ExploreAction};

/// Draws the checker: settings, Check / Cancel with progress, and the last report.
pub(super) fn checker(ui: &mut egui::Ui, view: &super::ExploreView<'_>, actions: &mut Vec<Action>) {
    let state = view.state();
    let rules = view.game.rules();
    ui.label(msg::checker_about(rules.to_string()));
    let running = view.explore.checker.as_ref();
    let mut heaps = state.check_heaps;
    let mut max = state.check_max;
    let mut conjecture = state.conjecture.clone();
    ui.add_enabled_ui(running.is_none(), |ui| {
        egui::Grid::new("checker-settings").num_columns(2).show(ui, |ui| {
            ui.label(msg::checker_heaps());
            let field = ui.add(egui::DragValue::new(&mut heaps).range(1..=12));
            field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::SpinButton, true, msg::checker_heaps_a11y()));
            ui.end_row();
            ui.label(msg::checker_largest());
            let field = ui.add(egui::DragValue::new(&mut max).range(0..=1000));
            field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::SpinButton, true, msg::checker_largest_a11y()));
            ui.end_row();
        });
        if let Some(chosen) = rule_choice(ui, state, &msg::checker_rule(), actions) {
            conjecture = chosen;
        }
    });
    if (heaps, max, &conjecture) != (state.check_heaps, state.check_max, &state.conjecture) {
        actions.push(Action::Explore(ExploreAction::CheckSettings { heaps, max, conjecture }));
    }
    // A formula that does not read, or speaks of a heap the box lacks, cannot be checked.
    let formula_problem = match &state.conjecture {
        Conjecture::Formula(formula) if formula.heaps_used() > heaps => Some(msg::checker_formula_heap(
            heaps,
            crate::core::HEAP_NAMES.chars().nth(formula.heaps_used() - 1).unwrap_or('?').to_string(),
        )),
        Conjecture::Formula(_) => state.formula_error.as_ref().map(|_| msg::checker_formula_fix()),
        _ => None,
    };
    if let Some(problem) = &formula_problem {
        ui.colored_label(ui.visuals().warn_fg_color, problem);
    } else if let Conjecture::Formula(formula) = &state.conjecture
        && formula.heaps_used() < heaps
    {
        // Not an error, but a formula that ignores heaps claims the same whatever they are.
        let ignored: Vec<String> = crate::core::HEAP_NAMES
            .chars()
            .skip(formula.heaps_used())
            .take(heaps - formula.heaps_used())
            .map(String::from)
            .collect();
        ui.colored_label(
            ui.visuals().warn_fg_color,
            msg::checker_formula_ignores(ignored.join(&msg::list_separator())),
        );
    }
    let shape = CheckBox { heaps, max };
    let positions = shape.positions();
    let too_big = positions > u128::from(limits::CHECK_MAX_POSITIONS);
    ui.label(if too_big {
        RichText::new(msg::checker_too_many(grouped(limits::CHECK_MAX_POSITIONS), grouped(positions)))
            .color(ui.visuals().warn_fg_color)
    } else {
        RichText::new(msg::checker_positions(grouped(positions)))
    });
    match running {
        Some(task) => {
            ui.horizontal(|ui| {
                ui.add(egui::ProgressBar::new(task.worker().fraction()).show_percentage().desired_width(220.0));
                if ui.add_enabled(!task.worker().cancelling(), egui::Button::new(msg::checker_cancel())).clicked() {
                    actions.push(Action::Explore(ExploreAction::CancelCheck));
                }
            });
            ui.label(msg::checker_running(crate::i18n::decimal(task.worker().running_for().as_secs_f64(), 1)));
        }
        None => {
            if ui.add_enabled(!too_big && formula_problem.is_none(), egui::Button::new(msg::checker_check())).clicked()
            {
                actions.push(Action::Explore(ExploreAction::StartCheck));
            }
        }
    }
    if let Some(result) = &view.explore.check_result {
        report(ui, result, actions);
    }
}

/// The verdict when the rule never disagrees: on how many positions, or that it made no claim.
fn agreement(compared: u64) -> String {
    match compared {
        0 => msg::checker_no_claim(),
        1 => msg::checker_agrees_one(),
        n => msg::checker_agrees(grouped(n)),
    }
}

/// The rule to test (or to lay over the map): the built-in conjectures, or your own formula with its
/// field, its syntax and, when it does not read, the column where it goes wrong. Returns the rule
/// chosen in the list this frame.
pub(super) fn rule_choice(
    ui: &mut egui::Ui,
    state: &ExploreState,
    label: &str,
    actions: &mut Vec<Action>,
) -> Option<Conjecture> {
    let mut chosen = None;
    let own = matches!(state.conjecture, Conjecture::Formula(_));
    let shown = if own { msg::checker_own() } else { state.conjecture.statement() };
    // Never wider than the panel leaves beside its label: a long statement is cut with "…".
    let label_width = ui.fonts_mut(|f| {
        f.layout_no_wrap(label.to_string(), egui::TextStyle::Body.resolve(ui.style()), egui::Color32::WHITE).size().x
    });
    let width =
        (ui.available_width() - label_width - 3.0 * ui.spacing().item_spacing.x - ui.spacing().icon_width).max(80.0);
    egui::ComboBox::from_label(label).selected_text(shown).width(width).truncate().show_ui(ui, |ui| {
        for c in Conjecture::ALL {
            if ui.selectable_label(state.conjecture == c, c.statement()).clicked() {
                chosen = Some(c);
            }
        }
        if ui.selectable_label(own, msg::checker_own()).clicked() && !own {
            actions.push(Action::Explore(ExploreAction::OwnFormula));
        }
    });
    if own {
        ui.label(msg::checker_p_when());
        let mut text = state.formula_text.clone();
        let field = ui.add(
            egui::TextEdit::singleline(&mut text)
                .font(egui::TextStyle::Monospace)
                .desired_width(f32::INFINITY)
                .hint_text("a ^ b ^ c == 0"),
        );
        field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, msg::checker_formula_a11y()));
        if text != state.formula_text {
            actions.push(Action::Explore(ExploreAction::FormulaText(text)));
        }
        match &state.formula_error {
            Some(error) => {
                // The formula again, with a caret under the column that goes wrong.
                let caret = format!("{}^", " ".repeat(error.column.saturating_sub(1)));
                let warn = ui.visuals().warn_fg_color;
                let mono = |text: String| RichText::new(text).monospace().color(warn);
                ui.label(mono(state.formula_text.clone()));
                ui.label(mono(caret));
                ui.colored_label(ui.visuals().warn_fg_color, crate::words::sentence(&error.to_string()));
            }
            None => {
                ui.label(RichText::new(msg::checker_formula_help()).weak());
            }
        }
    }
    chosen
}

/// The last check: its counts, its time, and the counterexamples as buttons.
fn report(ui: &mut egui::Ui, result: &CheckResult, actions: &mut Vec<Action>) {
    ui.separator();
    let request = &result.request;
    ui.label(
        RichText::new(msg::checker_report(
            request.shape.heaps,
            request.shape.max,
            request.conjecture.statement(),
            request.rules.to_string(),
        ))
        .strong(),
    );
    match &result.report {
        Ok(report) => {
            let rate = report.positions as f64 / result.elapsed.as_secs_f64().max(1e-9) / 1e6;
            ui.label(msg::checker_checked(grouped(report.positions)));
            ui.label(msg::checker_p_positions(grouped(report.p_positions)));
            ui.label(msg::checker_compared(grouped(report.compared)));
            ui.label(msg::checker_time(
                crate::i18n::decimal(result.elapsed.as_secs_f64() * 1000.0, 1),
                crate::i18n::decimal(rate, 1),
            ));
            if report.mismatch_count == 0 {
                ui.label(RichText::new(agreement(report.compared)).strong());
            } else {
                ui.label(
                    RichText::new(msg::checker_wrong(report.mismatch_count, grouped(report.mismatch_count))).strong(),
                );
                // Which way the rule fails on each: what it claims, and the brute force's answer (the
                // other one, since they disagree). The claims are cheap: the rule is not a search.
                let mut predict = request.conjecture.clone().predictor(&request.rules);
                ui.horizontal_wrapped(|ui| {
                    for heaps in &report.mismatches {
                        let text: Vec<String> = heaps.iter().map(u64::to_string).collect();
                        let way = match predict(heaps) {
                            Some(Outcome::PreviousWins) => format!("{} ", msg::checker_says_p()),
                            Some(Outcome::NextWins) => format!("{} ", msg::checker_says_n()),
                            None => String::new(),
                        };
                        let hover = format!("{way}{}", msg::checker_click_loads());
                        if ui.button(text.join(", ")).on_hover_text(hover).clicked() {
                            actions.push(Action::Explore(ExploreAction::LoadPosition(heaps.clone())));
                        }
                    }
                });
            }
        }
        Err(CheckError::Cancelled) => {
            ui.label(msg::checker_cancelled());
        }
        Err(e) => {
            ui.colored_label(ui.visuals().warn_fg_color, e.to_string());
        }
    }
}
