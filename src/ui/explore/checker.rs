//! The theorem checker's view: the box, the rule under test, the progress of the worker, and the report
//! with its counterexamples.

use eframe::egui::{self, RichText};

use super::{CheckResult, ExploreState};
use crate::core::{CheckBox, CheckError, Conjecture, Outcome, grouped, limits};
use crate::ui::action::{Action, ExploreAction};
use crate::ui::app::BoutonApp;

/// Draws the checker: settings, Check / Cancel with progress, and the last report.
pub(super) fn checker(ui: &mut egui::Ui, app: &BoutonApp, actions: &mut Vec<Action>) {
    let state = app.explore_state();
    let rules = app.game().rules();
    ui.label(format!("The brute force plays every position of the box under {rules}, with no XOR at all."));
    let running = app.checker_task();
    let mut heaps = state.check_heaps;
    let mut max = state.check_max;
    let mut conjecture = state.conjecture.clone();
    ui.add_enabled_ui(running.is_none(), |ui| {
        egui::Grid::new("checker-settings").num_columns(2).show(ui, |ui| {
            ui.label("Heaps");
            let field = ui.add(egui::DragValue::new(&mut heaps).range(1..=12));
            field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::SpinButton, true, "Checker heaps"));
            ui.end_row();
            ui.label("Largest heap");
            let field = ui.add(egui::DragValue::new(&mut max).range(0..=1000));
            field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::SpinButton, true, "Checker largest heap"));
            ui.end_row();
        });
        if let Some(chosen) = rule_choice(ui, state, "Rule to test", actions) {
            conjecture = chosen;
        }
    });
    if (heaps, max, &conjecture) != (state.check_heaps, state.check_max, &state.conjecture) {
        actions.push(Action::Explore(ExploreAction::CheckSettings { heaps, max, conjecture }));
    }
    // A formula that does not read, or speaks of a heap the box lacks, cannot be checked.
    let formula_problem = match &state.conjecture {
        Conjecture::Formula(formula) if formula.heaps_used() > heaps => Some(format!(
            "The formula speaks of heap {}, but the box has {}: add heaps, or change the formula.",
            crate::core::HEAP_NAMES.chars().nth(formula.heaps_used() - 1).unwrap_or('?'),
            crate::core::counted(heaps as u64, "heap")
        )),
        Conjecture::Formula(_) => state.formula_error.as_ref().map(|_| "Correct the formula to check it.".to_string()),
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
            format!(
                "The formula does not mention {}: it claims the same whatever they are. Use fewer heaps in the \
                 box, or add them to the formula.",
                ignored.join(", ")
            ),
        );
    }
    let shape = CheckBox { heaps, max };
    let positions = shape.positions();
    let too_big = positions > u128::from(limits::CHECK_MAX_POSITIONS);
    ui.label(if too_big {
        RichText::new(format!(
            "{} positions: too many (at most {}).",
            grouped(positions),
            grouped(limits::CHECK_MAX_POSITIONS)
        ))
        .color(ui.visuals().warn_fg_color)
    } else {
        RichText::new(format!(
            "{} positions (as multisets: the order of the heaps does not matter).",
            grouped(positions)
        ))
    });
    match running {
        Some(task) => {
            ui.horizontal(|ui| {
                ui.add(egui::ProgressBar::new(task.worker().fraction()).show_percentage().desired_width(220.0));
                if ui.add_enabled(!task.worker().cancelling(), egui::Button::new("Cancel")).clicked() {
                    actions.push(Action::Explore(ExploreAction::CancelCheck));
                }
            });
            ui.label(format!("Running for {:.1} s…", task.worker().running_for().as_secs_f64()));
        }
        None => {
            if ui.add_enabled(!too_big && formula_problem.is_none(), egui::Button::new("Check")).clicked() {
                actions.push(Action::Explore(ExploreAction::StartCheck));
            }
        }
    }
    if let Some(result) = app.check_result() {
        report(ui, result, actions);
    }
}

/// The verdict when the rule never disagrees: on how many positions, or that it made no claim.
fn agreement(compared: u64) -> String {
    match compared {
        0 => "The rule made no claim on any position of the box: nothing was compared.".into(),
        1 => "✔ The rule agrees on the one position compared.".into(),
        n => format!("✔ The rule agrees on all {} positions compared.", grouped(n)),
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
    let shown = if own { "Your own formula".to_string() } else { state.conjecture.statement() };
    egui::ComboBox::from_label(label).selected_text(shown).show_ui(ui, |ui| {
        for c in Conjecture::ALL {
            if ui.selectable_label(state.conjecture == c, c.statement()).clicked() {
                chosen = Some(c);
            }
        }
        if ui.selectable_label(own, "Your own formula").clicked() && !own {
            actions.push(Action::Explore(ExploreAction::OwnFormula));
        }
    });
    if own {
        ui.label("P exactly when:");
        let mut text = state.formula_text.clone();
        let field = ui.add(
            egui::TextEdit::singleline(&mut text)
                .font(egui::TextStyle::Monospace)
                .desired_width(f32::INFINITY)
                .hint_text("a ^ b ^ c == 0"),
        );
        field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Your formula"));
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
                ui.colored_label(ui.visuals().warn_fg_color, crate::core::sentence(&error.to_string()));
            }
            None => {
                ui.label(
                    RichText::new(
                        "Heaps a ≤ b ≤ c ≤ … (smallest first). Whole numbers, + - * / % (/ and % round down), ^ (XOR), & |, \
                         == != < <= > >=, && || !, max( ), min( ), abs( ).",
                    )
                    .weak(),
                );
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
        RichText::new(format!(
            "{} of at most {}, {}: “{}”",
            crate::core::counted(request.shape.heaps as u64, "heap"),
            request.shape.max,
            request.rules,
            request.conjecture.statement()
        ))
        .strong(),
    );
    match &result.report {
        Ok(report) => {
            let rate = report.positions as f64 / result.elapsed.as_secs_f64().max(1e-9) / 1e6;
            ui.label(format!("Positions checked: {}", grouped(report.positions)));
            ui.label(format!("P-positions: {}", grouped(report.p_positions)));
            ui.label(format!("Compared with the rule: {}", grouped(report.compared)));
            ui.label(format!(
                "Time: {:.1} ms ({rate:.1} million positions per second)",
                result.elapsed.as_secs_f64() * 1000.0
            ));
            if report.mismatch_count == 0 {
                ui.label(RichText::new(agreement(report.compared)).strong());
            } else {
                ui.label(
                    RichText::new(format!(
                        "✘ The rule is wrong on {}. Counterexamples:",
                        crate::core::counted(report.mismatch_count, "position")
                    ))
                    .strong(),
                );
                // Which way the rule fails on each: what it claims, and the brute force's answer (the
                // other one, since they disagree). The claims are cheap: the rule is not a search.
                let mut predict = request.conjecture.clone().predictor(&request.rules);
                ui.horizontal_wrapped(|ui| {
                    for heaps in &report.mismatches {
                        let text: Vec<String> = heaps.iter().map(u64::to_string).collect();
                        let way = match predict(heaps) {
                            Some(Outcome::PreviousWins) => "The rule says P; the brute force says N. ",
                            Some(Outcome::NextWins) => "The rule says N; the brute force says P. ",
                            None => "",
                        };
                        let hover = format!("{way}A click loads it onto the board.");
                        if ui.button(text.join(", ")).on_hover_text(hover).clicked() {
                            actions.push(Action::Explore(ExploreAction::LoadPosition(heaps.clone())));
                        }
                    }
                });
            }
        }
        Err(CheckError::Cancelled) => {
            ui.label("Cancelled.");
        }
        Err(e) => {
            ui.colored_label(ui.visuals().warn_fg_color, e.to_string());
        }
    }
}
