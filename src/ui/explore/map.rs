//! Explore's P-position map: every position of two (or three) heaps up to a side, coloured by the
//! brute force's verdict with a rule laid over it; hover a cell to read it, click it to play it.

use eframe::egui::{self, Color32, RichText};
use egui_plot::{Heatmap, MarkerShape, Plot, PlotPoints, Points};

use super::legend::{Mark, legend_row};
use super::{ExploreState, MAP_SIDE, checker};
use crate::core::Outcome;
use crate::i18n::msg;
use crate::ui::action::{Action, ExploreAction};
use crate::ui::style::Palette;

pub(super) fn map(ui: &mut egui::Ui, view: &super::ExploreView<'_>, palette: &Palette, actions: &mut Vec<Action>) {
    let state = view.state();
    map_settings(ui, state, actions);
    let map = match view.position_map() {
        Ok(map) => map,
        Err(e) => {
            ui.label(e);
            return;
        }
    };
    if let Some(conjecture) = checker::rule_choice(ui, state, &msg::explore_map_rule(), actions) {
        actions.push(Action::Explore(ExploreAction::CheckSettings {
            heaps: state.check_heaps,
            max: state.check_max,
            conjecture,
        }));
    }
    ui.label(msg::explore_map_about(
        if map.third.is_some() { format!("a, b, {}", state.third) } else { "a, b".to_string() },
        view.game.rules().to_string(),
        MAP_SIDE,
    ));
    // One colour per (brute force, rule) pair, so the rule's prediction lies over the truth.
    let colors = MapColors::new(palette, ui.visuals().dark_mode);
    let values: Vec<f64> = map
        .truth
        .iter()
        .zip(&map.predicted)
        .map(|(&truth, &rule)| match (truth == Outcome::PreviousWins, rule.map(|r| r == Outcome::PreviousWins)) {
            (true, Some(false)) => 2.0,
            (false, Some(true)) => 3.0,
            (true, _) => 1.0,
            (false, _) => 0.0,
        })
        .collect();
    let wrong: Vec<[f64; 2]> = (0..map.side)
        .flat_map(|b| (0..map.side).map(move |a| (a, b)))
        .filter(|&(a, b)| {
            let i = (b * map.side + a) as usize;
            map.predicted[i].is_some_and(|p| p != map.truth[i])
        })
        .map(|(a, b)| [a as f64 + 0.5, b as f64 + 0.5])
        .collect();
    let side = map.side as f64;
    let text_color = ui.visuals().text_color();
    if !wrong.is_empty() {
        legend_row(ui, &[(Mark::Cross, text_color, msg::explore_map_disagrees())]);
    }
    let response = Plot::new("position-map")
        .data_aspect(1.0)
        .height((ui.available_height() - 50.0).max(200.0))
        .x_axis_label(msg::explore_map_heap_1())
        .y_axis_label(msg::explore_map_heap_2())
        .include_x(0.0)
        .include_x(side)
        .include_y(0.0)
        .include_y(side)
        .allow_scroll(false)
        .allow_drag(false)
        .allow_zoom(false)
        .show(ui, |plot| {
            plot.heatmap(
                Heatmap::new(values, map.side as usize)
                    .show_labels(false)
                    .custom_mapping(Box::new(move |v| colors.of(v))),
            );
            if !wrong.is_empty() {
                plot.points(
                    Points::new(msg::explore_map_disagrees(), PlotPoints::from(wrong))
                        .shape(MarkerShape::Cross)
                        .radius(4.5)
                        .color(text_color),
                );
            }
            plot.pointer_coordinate()
        });
    map_key(ui, &colors);
    if let Some((a, b)) = response.inner.and_then(|point| cell_at(point.x, point.y, map.side)) {
        let heaps = map.heaps(a, b);
        let text: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let outcome = map.outcome(a, b).map_or('?', Outcome::letter);
        ui.label(RichText::new(format!("{}: {outcome}", text.join(", "))).strong());
        if response.response.clicked() {
            actions.push(Action::Explore(ExploreAction::LoadPosition(heaps)));
        }
    } else {
        let disagreements = map.disagreements();
        ui.label(if disagreements == 0 {
            msg::explore_map_agrees(map.truth.len())
        } else {
            msg::explore_map_disagrees_on(disagreements)
        });
    }
}

/// The map's key: the colour of each pair of truth and rule, in words.
fn map_key(ui: &mut egui::Ui, colors: &MapColors) {
    ui.horizontal_wrapped(|ui| {
        for (value, meaning) in [
            (1.0, "P".to_string()),
            (0.0, "N".to_string()),
            (2.0, msg::explore_map_p_rule_n()),
            (3.0, msg::explore_map_n_rule_p()),
        ] {
            ui.label(RichText::new("■").color(colors.of(value)).size(18.0));
            ui.label(meaning);
        }
    });
}

/// The map cell (a, b) under a plot point, if it is on the map.
#[allow(clippy::cast_sign_loss, reason = "both are checked to be whole numbers in 0..side first")]
fn cell_at(x: f64, y: f64, side: u64) -> Option<(u64, u64)> {
    let (a, b) = (x.floor(), y.floor());
    let side = side as f64;
    (a >= 0.0 && b >= 0.0 && a < side && b < side).then_some((a as u64, b as u64))
}

/// Two or three heaps, and c on a slider.
fn map_settings(ui: &mut egui::Ui, state: &ExploreState, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        for heaps in [2, 3] {
            if ui.selectable_label(state.map_heaps == heaps, msg::explore_map_heaps(heaps)).clicked() {
                actions.push(Action::Explore(ExploreAction::MapHeaps(heaps)));
            }
        }
        if state.map_heaps == 3 {
            // As long as the panel leaves room for, beside the value and its name (never wider than
            // the panel: a long language's labels would push the map off its edge).
            let room = ui.max_rect().right() - ui.cursor().min.x;
            ui.spacing_mut().slider_width = (room - 120.0).clamp(60.0, 220.0);
            let mut third = state.third;
            let slider = ui.add(egui::Slider::new(&mut third, 0..=MAP_SIDE - 1).text("c"));
            if slider.changed() {
                actions.push(Action::Explore(ExploreAction::Third(third)));
            }
        }
    });
}

/// The map's colours: P and N where the rule agrees with the brute force, and two loud ones where it
/// does not (each also marked with a ✕, so colour is never the only sign).
#[derive(Clone, Copy)]
struct MapColors {
    p: Color32,
    n: Color32,
    missed_p: Color32,
    false_p: Color32,
}

impl MapColors {
    fn new(palette: &Palette, dark: bool) -> Self {
        Self {
            p: palette.stone,
            n: if dark { Color32::from_gray(60) } else { Color32::from_gray(225) },
            missed_p: palette.candidate,
            false_p: Color32::from_rgb(0xF0, 0xE4, 0x42),
        }
    }

    /// The colour of a cell's value: 0 N, 1 P, 2 P that the rule calls N, 3 N that the rule calls P.
    fn of(self, value: f64) -> Color32 {
        match value {
            v if v < 0.5 => self.n,
            v if v < 1.5 => self.p,
            v if v < 2.5 => self.missed_p,
            _ => self.false_p,
        }
    }
}
