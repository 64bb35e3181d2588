//! The theorem checker's view: the box, the rule under test, the progress of the worker, and the report
//! with its counterexamples.

use crate::i18n::{tr, tr_with};
use eframe::egui::{self, RichText};

use super::{CheckResult, ExploreState};
use crate::core::{CheckBox, CheckError, Conjecture, Outcome, grouped, limits};
use crate::ui::action::{Action, ExploreAction};
use crate::ui::app::BoutonApp;

/// Draws the checker: settings, Check / Cancel with progress, and the last report.
pub(super) fn checker(ui: &mut egui::Ui, app: &BoutonApp, actions: &mut Vec<Action>) {
    let state = app.explore_state();
    let rules = app.game().rules();
    ui.label(tr_with("checker-about", &[("rules", rules.to_string().into())]));
    let running = app.checker_task();
    let mut heaps = state.check_heaps;
    let mut max = state.check_max;
    let mut conjecture = state.conjecture.clone();
    ui.add_enabled_ui(running.is_none(), |ui| {
        egui::Grid::new("checker-settings").num_columns(2).show(ui, |ui| {
            ui.label(tr("checker-heaps"));
            let field = ui.add(egui::DragValue::new(&mut heaps).range(1..=12));
            field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::SpinButton, true, tr("checker-heaps-a11y")));
            ui.end_row();
            ui.label(tr("checker-largest"));
            let field = ui.add(egui::DragValue::new(&mut max).range(0..=1000));
            field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::SpinButton, true, tr("checker-largest-a11y")));
            ui.end_row();
        });
        if let Some(chosen) = rule_choice(ui, state, &tr("checker-rule"), actions) {
            conjecture = chosen;
        }
    });
    if (heaps, max, &conjecture) != (state.check_heaps, state.check_max, &state.conjecture) {
        actions.push(Action::Explore(ExploreAction::CheckSettings { heaps, max, conjecture }));
    }
    // A formula that does not read, or speaks of a heap the box lacks, cannot be checked.
    let formula_problem = match &state.conjecture {
        Conjecture::Formula(formula) if formula.heaps_used() > heaps => Some(tr_with(
            "checker-formula-heap",
            &[
                (
                    "heap",
                    crate::core::HEAP_NAMES.chars().nth(formula.heaps_used() - 1).unwrap_or('?').to_string().into(),
                ),
                ("count", heaps.into()),
            ],
        )),
        Conjecture::Formula(_) => state.formula_error.as_ref().map(|_| tr("checker-formula-fix")),
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
            tr_with("checker-formula-ignores", &[("heaps", ignored.join(&tr("list-separator")).into())]),
        );
    }
    let shape = CheckBox { heaps, max };
    let positions = shape.positions();
    let too_big = positions > u128::from(limits::CHECK_MAX_POSITIONS);
    ui.label(if too_big {
        RichText::new(tr_with(
            "checker-too-many",
            &[("positions", grouped(positions).into()), ("max", grouped(limits::CHECK_MAX_POSITIONS).into())],
        ))
        .color(ui.visuals().warn_fg_color)
    } else {
        RichText::new(tr_with("checker-positions", &[("positions", grouped(positions).into())]))
    });
    match running {
        Some(task) => {
            ui.horizontal(|ui| {
                ui.add(egui::ProgressBar::new(task.worker().fraction()).show_percentage().desired_width(220.0));
                if ui.add_enabled(!task.worker().cancelling(), egui::Button::new(tr("checker-cancel"))).clicked() {
                    actions.push(Action::Explore(ExploreAction::CancelCheck));
                }
            });
            ui.label(tr_with(
                "checker-running",
                &[("seconds", crate::i18n::decimal(task.worker().running_for().as_secs_f64(), 1).into())],
            ));
        }
        None => {
            if ui.add_enabled(!too_big && formula_problem.is_none(), egui::Button::new(tr("checker-check"))).clicked() {
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
        0 => tr("checker-no-claim"),
        1 => tr("checker-agrees-one"),
        n => tr_with("checker-agrees", &[("count", grouped(n).into())]),
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
    let shown = if own { tr("checker-own") } else { state.conjecture.statement() };
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
        if ui.selectable_label(own, tr("checker-own")).clicked() && !own {
            actions.push(Action::Explore(ExploreAction::OwnFormula));
        }
    });
    if own {
        ui.label(tr("checker-p-when"));
        let mut text = state.formula_text.clone();
        let field = ui.add(
            egui::TextEdit::singleline(&mut text)
                .font(egui::TextStyle::Monospace)
                .desired_width(f32::INFINITY)
                .hint_text("a ^ b ^ c == 0"),
        );
        field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, tr("checker-formula-a11y")));
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
                ui.label(RichText::new(tr("checker-formula-help")).weak());
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
        RichText::new(tr_with(
            "checker-report",
            &[
                ("heaps", request.shape.heaps.into()),
                ("max", request.shape.max.into()),
                ("rules", request.rules.to_string().into()),
                ("rule", request.conjecture.statement().into()),
            ],
        ))
        .strong(),
    );
    match &result.report {
        Ok(report) => {
            let rate = report.positions as f64 / result.elapsed.as_secs_f64().max(1e-9) / 1e6;
            ui.label(tr_with("checker-checked", &[("count", grouped(report.positions).into())]));
            ui.label(tr_with("checker-p-positions", &[("count", grouped(report.p_positions).into())]));
            ui.label(tr_with("checker-compared", &[("count", grouped(report.compared).into())]));
            ui.label(tr_with(
                "checker-time",
                &[
                    ("ms", crate::i18n::decimal(result.elapsed.as_secs_f64() * 1000.0, 1).into()),
                    ("rate", crate::i18n::decimal(rate, 1).into()),
                ],
            ));
            if report.mismatch_count == 0 {
                ui.label(RichText::new(agreement(report.compared)).strong());
            } else {
                ui.label(
                    RichText::new(tr_with(
                        "checker-wrong",
                        &[("count", report.mismatch_count.into()), ("shown", grouped(report.mismatch_count).into())],
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
                            Some(Outcome::PreviousWins) => format!("{} ", tr("checker-says-p")),
                            Some(Outcome::NextWins) => format!("{} ", tr("checker-says-n")),
                            None => String::new(),
                        };
                        let hover = format!("{way}{}", tr("checker-click-loads"));
                        if ui.button(text.join(", ")).on_hover_text(hover).clicked() {
                            actions.push(Action::Explore(ExploreAction::LoadPosition(heaps.clone())));
                        }
                    }
                });
            }
        }
        Err(CheckError::Cancelled) => {
            ui.label(tr("checker-cancelled"));
        }
        Err(e) => {
            ui.colored_label(ui.visuals().warn_fg_color, e.to_string());
        }
    }
}
