//! The Explore panel: the nim-sum history of the game, P-position maps, the Grundy sequence of the
//! move rule, and the theorem checker with its conjectures. Every plotted number comes from `core`;
//! the checker runs on a worker thread.

use crate::i18n::msg;
use eframe::egui::{self, Color32};
use egui_plot::{Line, MarkerShape, Plot, PlotPoints, Points};

mod apply;
mod checker;
mod checker_task;
mod grundy_task;
mod grundy_view;
mod legend;
mod map;

pub(in crate::ui) use apply::MapBox;
pub use checker_task::{CheckRequest, CheckResult, CheckerTask};
pub use grundy_task::GrundySearchTask;

use crate::core::{Conjecture, FormulaError, Side};
use crate::ui::action::{Action, ExploreAction};
use crate::ui::style::Palette;
use legend::{Mark, legend_row};

/// The formula offered first when you choose your own: Bouton's rule for the box's heaps, typed by
/// hand ("a ^ b ^ c == 0" for three).
#[must_use]
pub fn bouton_formula(heaps: usize) -> String {
    let names: Vec<String> = crate::core::HEAP_NAMES.chars().take(heaps.max(1)).map(|c| c.to_string()).collect();
    format!("{} == 0", names.join(" ^ "))
}

/// The views of the Explore panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ExploreTab {
    /// The nim-sum after each move of the game.
    #[default]
    History,
    /// P and N over a grid of positions.
    Map,
    /// g(n) for the move rule.
    Grundy,
    /// Brute force against a rule.
    Checker,
}

impl ExploreTab {
    /// Every view, in tab order.
    pub const ALL: [Self; 4] = [Self::History, Self::Map, Self::Grundy, Self::Checker];

    /// The tab's name.
    #[must_use]
    pub fn name(self) -> String {
        match self {
            Self::History => msg::explore_tab_history(),
            Self::Map => msg::explore_tab_map(),
            Self::Grundy => msg::explore_tab_grundy(),
            Self::Checker => msg::explore_tab_checker(),
        }
    }
}

/// Why the longer search for a period says no more (worded when drawn).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchNote {
    /// The search ran and stopped: why.
    Stopped(crate::core::OctalError),
    /// The search could not start (the system's words).
    CouldNotStart(String),
}

/// The Explore panel's settings (changed only through [`ExploreAction`]s).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExploreState {
    /// The view shown.
    pub tab: ExploreTab,
    /// Two or three heaps in the map.
    pub map_heaps: usize,
    /// The third heap c of a three-heap map.
    pub third: u64,
    /// The checker's box and conjecture.
    pub check_heaps: usize,
    /// The checker's largest heap.
    pub check_max: u64,
    /// The rule under test (your own formula: the last one typed that reads).
    pub conjecture: Conjecture,
    /// Your own formula, as typed.
    pub formula_text: String,
    /// What is wrong with the formula as typed, if it does not read.
    pub formula_error: Option<FormulaError>,
    /// How far the Grundy plot goes.
    pub grundy_to: u64,
    /// A heap game to plot instead of the board's rules, as typed.
    pub plot_game_text: String,
    /// That game and its values (up to the plot's end), or what is wrong with the name; `None`
    /// while the text is empty (the board's rules are plotted).
    pub plot_game: Option<Result<(crate::core::HeapGame, crate::core::GrundySequenceReport), crate::core::OctalError>>,
    /// How far a longer search for the plotted game's period goes.
    pub search_to: u64,
    /// Why the last longer search ended without an answer (stopped, or it could not start).
    pub search_note: Option<SearchNote>,
}

impl Default for ExploreState {
    fn default() -> Self {
        Self {
            tab: ExploreTab::History,
            map_heaps: 3,
            third: 5,
            check_heaps: 5,
            check_max: 31,
            conjecture: Conjecture::TheRule,
            formula_text: String::new(),
            formula_error: None,
            grundy_to: 60,
            plot_game_text: String::new(),
            plot_game: None,
            search_to: crate::core::MAX_UNPROVEN_TO,
            search_note: None,
        }
    }
}

/// Cells per side of a P-position map.
pub const MAP_SIDE: u64 = 64;

/// The Grundy plot's largest n (its slider's end).
pub const GRUNDY_PLOT_MAX: u64 = 200;

/// What the Explore panel reads: its own state (settings, map, checker, search), the game on the
/// board (heaps of one game: its rules and nim-sum history), whether answers are shown, and the
/// players' names.
pub struct ExploreView<'a> {
    /// Explore's own state.
    pub explore: &'a Explore,
    /// The game on the board.
    pub game: &'a crate::core::PlainGame,
    /// Whether the answers are shown (the nim-sum history is an answer).
    pub revealed: bool,
    /// The nim-sum and objects left at the start and after each move in effect.
    pub points: &'a [crate::core::NimSumPoint],
    /// Who plays each side, in words (first, second).
    pub names: [String; 2],
}

impl ExploreView<'_> {
    /// The settings.
    #[must_use]
    pub fn state(&self) -> &ExploreState {
        &self.explore.state
    }

    /// The P-position map of the current settings and rules, or why there is none, in words.
    ///
    /// # Errors
    /// Why there is no map: not computed yet, or the classification failed.
    pub fn position_map(&self) -> Result<&crate::core::PositionMap, String> {
        self.explore.map_or_why()
    }
}

/// Draws the Explore panel.
pub fn explore_panel(ui: &mut egui::Ui, view: &ExploreView<'_>, palette: &Palette) -> Vec<Action> {
    let mut actions = Vec::new();
    let state = view.state();
    ui.heading(msg::explore_title());
    ui.horizontal_wrapped(|ui| {
        for tab in ExploreTab::ALL {
            if ui.selectable_label(state.tab == tab, tab.name()).clicked() && state.tab != tab {
                actions.push(Action::Explore(ExploreAction::Tab(tab)));
            }
        }
    });
    ui.separator();
    match state.tab {
        ExploreTab::History => history(ui, view, palette),
        ExploreTab::Map => map::map(ui, view, palette, &mut actions),
        ExploreTab::Grundy => grundy_view::grundy(ui, view, palette, &mut actions),
        ExploreTab::Checker => checker::checker(ui, view, &mut actions),
    }
    actions
}

fn history(ui: &mut egui::Ui, view: &ExploreView<'_>, palette: &Palette) {
    if !view.revealed {
        ui.label(msg::explore_history_hidden());
        return;
    }
    let points = view.points;
    ui.label(crate::words::nim_sum_history_note(view.game.rules()));
    let line: Vec<[f64; 2]> = points.iter().map(|p| [p.moves as f64, p.nim_sum as f64]).collect();
    let by = |side: Side| -> Vec<[f64; 2]> {
        points.iter().filter(|p| p.by == Some(side)).map(|p| [p.moves as f64, p.nim_sum as f64]).collect()
    };
    let names = &view.names;
    // The start (move 0) has its own mark: the line begins there, before anyone has moved.
    let start: Vec<[f64; 2]> =
        points.iter().filter(|p| p.by.is_none()).map(|p| [p.moves as f64, p.nim_sum as f64]).collect();
    // The legend sits above the plot, so it never covers a point.
    legend_row(
        ui,
        &[
            (Mark::Square, ui.visuals().text_color(), msg::explore_start()),
            (Mark::Circle, palette.stone, msg::explore_after(names[0].clone())),
            (Mark::Diamond, palette.candidate, msg::explore_after(names[1].clone())),
        ],
    );
    let height = (ui.available_height() * 0.55).max(160.0);
    let text_color = ui.visuals().text_color();
    let moves_played = points.len().saturating_sub(1);
    moves_axis(Plot::new("nim-sum-history"), moves_played)
        .height(height)
        .y_axis_label(msg::explore_nim_sum())
        .include_y(0.0)
        .allow_scroll(false)
        .show(ui, |plot| {
            plot.line(Line::new(msg::explore_nim_sum(), PlotPoints::from(line)).color(Color32::GRAY));
            plot.points(
                Points::new(msg::explore_start(), PlotPoints::from(start))
                    .shape(MarkerShape::Square)
                    .radius(5.0)
                    .color(text_color),
            );
            plot.points(
                Points::new(msg::explore_after(names[0].clone()), PlotPoints::from(by(Side::First)))
                    .shape(MarkerShape::Circle)
                    .radius(5.0)
                    .color(palette.stone),
            );
            plot.points(
                Points::new(msg::explore_after(names[1].clone()), PlotPoints::from(by(Side::Second)))
                    .shape(MarkerShape::Diamond)
                    .radius(6.0)
                    .color(palette.candidate),
            );
        });
    let objects: Vec<[f64; 2]> = points.iter().map(|p| [p.moves as f64, p.objects as f64]).collect();
    legend_row(ui, &[(Mark::Line, palette.stone, msg::explore_objects_left())]);
    moves_axis(Plot::new("objects-left"), moves_played)
        .height((ui.available_height() - 30.0).max(100.0))
        .y_axis_label(msg::explore_objects_left())
        .include_y(0.0)
        .allow_scroll(false)
        .show(ui, |plot| {
            plot.line(Line::new(msg::explore_objects_left(), PlotPoints::from(objects)).color(palette.stone));
        });
    let zeros = points.iter().filter(|p| p.nim_sum == 0 && p.by.is_some()).count();
    ui.label(match (moves_played, zeros) {
        (0, _) => msg::explore_no_move(),
        (n, z) => msg::explore_moves_zero(n, z),
    });
}

/// An x axis of moves played: from 0 to at least 4 (a game of no moves yet still has an axis to
/// read), marked at whole moves only.
pub(in crate::ui) fn moves_axis(plot: Plot<'_>, moves: usize) -> Plot<'_> {
    #[allow(clippy::cast_precision_loss, reason = "a number of moves, far below 2^52")]
    let last = moves.max(4) as f64;
    // egui_plot labels marks only 60 points apart by default: a game of a few moves in a narrow panel
    // then shows "0" alone. Move numbers are short, so 20 points will do.
    let axis = egui_plot::AxisHints::new_x().label(msg::explore_moves_played()).label_spacing(20.0..=40.0).formatter(
        |mark, _| {
            // The grid's marks come as sums of steps: 3.0000000000000004 is move 3.
            let whole = mark.value.round();
            if (mark.value - whole).abs() < 1e-6 && whole >= 0.0 { format!("{whole:.0}") } else { String::new() }
        },
    );
    plot.custom_x_axes(vec![axis]).include_x(0.0).include_x(last)
}

/// The Explore feature: its settings, the P-position map (with the classification it is drawn
/// from), the theorem checker and the period search while they run, and the last check's result.
pub struct Explore {
    /// The settings (changed only through [`ExploreAction`]s).
    pub(in crate::ui) state: ExploreState,
    /// The classification behind the maps, with what it was made for.
    pub(in crate::ui) map_box: MapBox,
    /// The P-position map, or why there is none (`None`: not computed until the map is open).
    pub(in crate::ui) position_map: Result<crate::core::PositionMap, Option<crate::core::CheckError>>,
    /// What the map was drawn from (the rules, the heaps, the third heap, the conjecture): it is
    /// drawn again when this changes, never by hand.
    pub(in crate::ui) map_made_from: Option<(crate::core::Rules, usize, u64, crate::core::Conjecture)>,
    /// The theorem checker, while it runs.
    pub(in crate::ui) checker: Option<CheckerTask>,
    /// A longer search for a plotted game's period, while it runs.
    pub(in crate::ui) grundy_search: Option<GrundySearchTask>,
    /// The last check's result.
    pub(in crate::ui) check_result: Option<CheckResult>,
}

impl Explore {
    /// The P-position map of the current settings and rules, or why there is none, in words.
    ///
    /// # Errors
    /// Why there is no map: not computed yet, or the classification failed.
    pub fn map_or_why(&self) -> Result<&crate::core::PositionMap, String> {
        self.position_map
            .as_ref()
            .map_err(|why| why.as_ref().map_or_else(msg::map_open_to_compute, ToString::to_string))
    }
}

impl Default for Explore {
    fn default() -> Self {
        Self {
            state: ExploreState::default(),
            map_box: None,
            position_map: Err(None),
            map_made_from: None,
            checker: None,
            grundy_search: None,
            check_result: None,
        }
    }
}
