//! The Grundy sequence view: g(n) for the move rule in force, its period marked, and the first
//! values in a row.

use crate::i18n::msg;
use std::fmt::Write as _;

use eframe::egui::{self, Color32, RichText};
use egui_plot::{Line, Plot, PlotPoints, Points, VLine};

use super::legend::{Mark, legend_row};
use crate::core::{MoveRule, grundy_period, grundy_values};
use crate::ui::action::{Action, ExploreAction};
use crate::ui::explore::GRUNDY_PLOT_MAX;
use crate::ui::style::Palette;

pub(super) fn grundy(ui: &mut egui::Ui, view: &super::ExploreView<'_>, palette: &Palette, actions: &mut Vec<Action>) {
    let rule = &view.game.rules().moves;
    let state = view.state();
    // Any heap game may be plotted: Kayles, Dawson's Kayles, an octal code; by default the board's.
    ui.horizontal_wrapped(|ui| {
        ui.label(msg::grundy_game());
        let mut text = state.plot_game_text.clone();
        let field =
            ui.add(egui::TextEdit::singleline(&mut text).desired_width(140.0).hint_text(msg::grundy_game_hint()));
        field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, msg::grundy_game_a11y()));
        if text != state.plot_game_text {
            actions.push(Action::Explore(ExploreAction::PlotGame(text)));
        }
        ui.label(RichText::new(msg::grundy_games()).weak());
    });
    let mut to = state.grundy_to;
    if ui.add(egui::Slider::new(&mut to, 10..=GRUNDY_PLOT_MAX).text(msg::grundy_up_to())).changed() {
        actions.push(Action::Explore(ExploreAction::GrundyTo(to)));
    }
    let shown = usize::try_from(state.grundy_to).unwrap_or(usize::MAX);
    // The values and their period (preperiod, period), from the game typed or the board's rules.
    let (values, period): (Vec<u64>, Option<(u64, u64)>) = match &state.plot_game {
        Some(Ok((game, report))) => {
            let title = crate::words::sentence(&game.title());
            let title = title.trim_end_matches(['.', '。']);
            ui.label(match (game, report.period) {
                (game, _) if game.is_nim() => msg::grundy_nim(title),
                (_, Some(p)) => msg::grundy_period(p.preperiod, p.period, title),
                (_, None) => msg::grundy_no_period(title, crate::i18n::grouped(report.searched_to)),
            });
            if report.period.is_none() && !matches!(game, crate::core::HeapGame::Take(_)) {
                search_further(ui, view, report.searched_to, actions);
            }
            let values = report.values[..report.values.len().min(shown + 1)].to_vec();
            (values, report.period.map(|p| (p.preperiod, p.period)))
        }
        Some(Err(problem)) => {
            ui.colored_label(ui.visuals().warn_fg_color, crate::words::sentence(&problem.to_string()));
            return;
        }
        None => {
            if matches!(rule, MoveRule::Any) {
                ui.label(msg::grundy_nim_board());
            }
            let period = grundy_period(rule);
            if let Some(period) = period {
                ui.label(msg::grundy_rule_period(period.preperiod, period.period, rule.to_string()));
            }
            (grundy_values(rule, state.grundy_to), period.map(|p| (p.preperiod, p.period)))
        }
    };
    let points: Vec<[f64; 2]> = values.iter().enumerate().map(|(n, &g)| [n as f64, g as f64]).collect();
    let mut marks = vec![(Mark::Circle, palette.stone, "g(n)".to_string())];
    if period.is_some() {
        marks.push((Mark::Line, palette.candidate, msg::grundy_period_starts()));
    }
    legend_row(ui, &marks);
    Plot::new("grundy-sequence")
        .height((ui.available_height() * 0.6).max(160.0))
        .x_axis_label(msg::grundy_heap_size())
        .y_axis_label("g(n)")
        .include_y(0.0)
        .allow_scroll(false)
        .show(ui, |plot| {
            plot.line(Line::new("g(n)", PlotPoints::from(points.clone())).color(Color32::GRAY));
            plot.points(Points::new("g(n)", PlotPoints::from(points)).radius(3.5).color(palette.stone));
            if let Some((preperiod, length)) = period {
                // A line at the start of each repetition.
                let mut start = preperiod;
                while start <= state.grundy_to && length > 0 {
                    plot.vline(VLine::new(msg::grundy_period_starts(), start as f64).color(palette.candidate));
                    start = start.saturating_add(length);
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
    // Its scroll bar always shows, so a class sees there is more to the right.
    let always = egui::scroll_area::ScrollBarVisibility::AlwaysVisible;
    egui::ScrollArea::horizontal().id_salt("grundy-table").scroll_bar_visibility(always).show(ui, |ui| {
        ui.add(egui::Label::new(RichText::new(format!("n    {n_line}")).monospace()).extend());
        ui.add(egui::Label::new(RichText::new(format!("g(n) {g_line}")).monospace().strong()).extend());
    });
}

/// Look further for a period: how far, then Search; while it runs, its progress and Cancel.
fn search_further(ui: &mut egui::Ui, view: &super::ExploreView<'_>, searched_to: u64, actions: &mut Vec<Action>) {
    let state = view.state();
    ui.horizontal_wrapped(|ui| {
        if let Some(task) = &view.explore.grundy_search {
            ui.label(msg::grundy_looking(crate::i18n::grouped(task.search_to())));
            ui.add(egui::ProgressBar::new(task.worker().fraction()).show_percentage().desired_width(160.0));
            if ui.add_enabled(!task.worker().cancelling(), egui::Button::new(msg::grundy_cancel())).clicked() {
                actions.push(Action::Explore(ExploreAction::CancelSearch));
            }
            return;
        }
        ui.label(msg::grundy_look_further());
        let mut to = state.search_to;
        let field = ui.add(
            egui::DragValue::new(&mut to)
                .range(crate::core::SEARCH_AHEAD..=crate::core::MAX_UNPROVEN_TO)
                .speed(1024.0)
                .custom_formatter(|n, _| crate::i18n::grouped(whole(n)))
                .custom_parser(|text| text.chars().filter(char::is_ascii_digit).collect::<String>().parse().ok()),
        );
        field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::SpinButton, true, msg::grundy_search_a11y()));
        if to != state.search_to {
            actions.push(Action::Explore(ExploreAction::SearchTo(to)));
        }
        let button = ui.add_enabled(state.search_to > searched_to, egui::Button::new(msg::grundy_search()));
        if button.clicked() {
            actions.push(Action::Explore(ExploreAction::SearchPeriod));
        }
    });
    if let Some(note) = &state.search_note {
        let said = match note {
            super::SearchNote::Stopped(why) => crate::words::sentence(&why.to_string()),
            super::SearchNote::CouldNotStart(why) => msg::search_could_not_start(why.as_str()),
        };
        ui.colored_label(ui.visuals().warn_fg_color, said);
    }
}

/// A drag value's number as a whole size (it is clamped at 0 and rounded first).
#[allow(clippy::cast_sign_loss, clippy::cast_possible_truncation, reason = "clamped at 0 and rounded before the cast")]
fn whole(n: f64) -> u64 {
    n.max(0.0).round() as u64
}
