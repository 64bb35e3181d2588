//! The Grundy sequence view: g(n) for the move rule in force, its period marked, and the first
//! values in a row.

use std::fmt::Write as _;

use eframe::egui::{self, Color32, RichText};
use egui_plot::{Line, Plot, PlotPoints, Points, VLine};

use super::legend::{Mark, legend_row};
use crate::core::{MoveRule, grundy_period, grundy_values};
use crate::ui::action::{Action, ExploreAction};
use crate::ui::app::BoutonApp;
use crate::ui::style::Palette;

pub(super) fn grundy(ui: &mut egui::Ui, app: &BoutonApp, palette: &Palette, actions: &mut Vec<Action>) {
    let rule = &app.game().rules().moves;
    let state = app.explore_state();
    if matches!(rule, MoveRule::Any) {
        ui.label("In Nim a heap of n is worth n: g(n) = n, with no period. Start a game with 1 to k, or a set, to see a pattern.");
    }
    let mut to = state.grundy_to;
    if ui.add(egui::Slider::new(&mut to, 10..=200).text("n up to")).changed() {
        actions.push(Action::Explore(ExploreAction::GrundyTo(to)));
    }
    let values = grundy_values(rule, state.grundy_to);
    let period = grundy_period(rule);
    if let Some(period) = period {
        ui.label(format!(
            "Under “{rule}”, g(n) repeats with period {} from n = {}: the orange lines.",
            period.period, period.preperiod
        ));
    }
    let points: Vec<[f64; 2]> = values.iter().enumerate().map(|(n, &g)| [n as f64, g as f64]).collect();
    let mut marks = vec![(Mark::Circle, palette.stone, "g(n)".to_string())];
    if period.is_some() {
        marks.push((Mark::Line, palette.candidate, "a period starts".into()));
    }
    legend_row(ui, &marks);
    Plot::new("grundy-sequence")
        .height((ui.available_height() * 0.6).max(160.0))
        .x_axis_label("heap size n")
        .y_axis_label("g(n)")
        .include_y(0.0)
        .allow_scroll(false)
        .show(ui, |plot| {
            plot.line(Line::new("g(n)", PlotPoints::from(points.clone())).color(Color32::GRAY));
            plot.points(Points::new("g(n)", PlotPoints::from(points)).radius(3.5).color(palette.stone));
            if let Some(period) = period {
                // A line at the start of each repetition.
                let mut start = period.preperiod;
                while start <= state.grundy_to && period.period > 0 {
                    plot.vline(VLine::new("period starts", start as f64).color(palette.candidate));
                    start = start.saturating_add(period.period);
                }
            }
        });
    // The first values as two aligned lines, n above g(n).
    let shown = &values[..values.len().min(40)];
    let width = shown.len().to_string().len().max(shown.iter().map(|g| g.to_string().len()).max().unwrap_or(1));
    let (mut n_line, mut g_line) = (String::new(), String::new());
    for (n, g) in shown.iter().enumerate() {
        let _ = write!(n_line, "{n:>width$} ");
        let _ = write!(g_line, "{g:>width$} ");
    }
    egui::ScrollArea::horizontal().id_salt("grundy-table").show(ui, |ui| {
        ui.add(egui::Label::new(RichText::new(format!("n    {n_line}")).monospace()).extend());
        ui.add(egui::Label::new(RichText::new(format!("g(n) {g_line}")).monospace().strong()).extend());
    });
}
