//! The review panel: the count per player, the value chart and the scorecard; a row jumps to its
//! position, and the chart follows the move on the board.

use eframe::egui::{self, RichText};
use egui_plot::{Line, MarkerShape, Plot, PlotPoints, Points, VLine};

use super::{Count, mark};
use crate::core::{Grade, Review, Side};
use crate::i18n::msg;
use crate::ui::action::Action;
use crate::ui::style::Palette;

/// What the review panel reads: the review counted for the game, the game on the board (heaps of
/// one game), and the players' names.
pub struct ReviewView<'a> {
    /// The review, counted (or being counted) for the whole recorded game.
    pub counted: Option<&'a super::Counted<crate::core::PlainGame, Review>>,
    /// The game on the board.
    pub game: &'a crate::core::PlainGame,
    /// Who plays each side, in words (first, second).
    pub names: [String; 2],
}

impl ReviewView<'_> {
    /// Who played `side`, capitalised.
    fn name(&self, side: Side) -> String {
        crate::words::capital(&self.names[usize::from(side == Side::Second)])
    }
}

/// Draws the review beside the board.
pub(in crate::ui) fn review_panel(ui: &mut egui::Ui, view: &ReviewView<'_>, palette: &Palette) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.heading(msg::review_title());
    ui.label(RichText::new(msg::review_about()).weak());
    let Some(counted) = view.counted else { return actions };
    match &counted.count {
        Count::Running(worker) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(msg::values_counting());
                ui.add(egui::ProgressBar::new(worker.fraction()).desired_width(120.0));
                if ui.add_enabled(!worker.cancelling(), egui::Button::new(msg::values_cancel())).clicked() {
                    actions.push(Action::CancelCount);
                }
            });
        }
        Count::Done(Err(why)) => {
            ui.colored_label(ui.visuals().warn_fg_color, msg::review_not_counted(why.to_string()));
        }
        Count::Done(Ok(review)) if review.moves.is_empty() => {
            ui.label(msg::review_no_move());
        }
        Count::Done(Ok(review)) => {
            tally(ui, view, review);
            chart(ui, view, review, palette);
            actions.extend(scorecard(ui, view, review, palette));
        }
    }
    actions
}

/// Each player's grades: "Class: best 3, mistake 1".
fn tally(ui: &mut egui::Ui, view: &ReviewView<'_>, review: &Review) {
    for side in [Side::First, Side::Second] {
        let counts = review.grades_said(side);
        let mistakes = review.count(side, Grade::Mistake);
        let name = view.name(side);
        let line = msg::review_tally(counts, mistakes, name);
        ui.label(RichText::new(line).strong());
    }
}

/// Remoteness by move number: above the axis while the player to move wins, below while they lose;
/// the line at the move on the board.
fn chart(ui: &mut egui::Ui, view: &ReviewView<'_>, review: &Review, palette: &Palette) {
    #[allow(clippy::cast_precision_loss, reason = "move numbers and remoteness, far below 2^52")]
    let point = |(k, value): (usize, &crate::core::Remoteness)| {
        let height = f64::from(value.moves);
        [k as f64, if value.wins() { height } else { -height }]
    };
    let all: Vec<[f64; 2]> = review.values.iter().enumerate().map(point).collect();
    let wins: Vec<[f64; 2]> = review.values.iter().enumerate().filter(|(_, v)| v.wins()).map(point).collect();
    let loses: Vec<[f64; 2]> = review.values.iter().enumerate().filter(|(_, v)| !v.wins()).map(point).collect();
    ui.label(msg::review_chart_about());
    let text_color = ui.visuals().text_color();
    #[allow(clippy::cast_precision_loss, reason = "a move number, far below 2^52")]
    let now = view.game.cursor() as f64;
    crate::ui::explore::moves_axis(Plot::new("value-history"), review.moves.len())
        .height(180.0)
        .y_axis_label(msg::review_chart_axis())
        .include_y(0.0)
        .allow_scroll(false)
        .show(ui, |plot| {
            plot.line(
                Line::new(msg::review_series_value(), PlotPoints::from(all)).color(text_color.gamma_multiply(0.5)),
            );
            plot.points(
                Points::new(msg::review_series_wins(), PlotPoints::from(wins))
                    .shape(MarkerShape::Up)
                    .radius(5.0)
                    .color(palette.value_best),
            );
            plot.points(
                Points::new(msg::review_series_loses(), PlotPoints::from(loses))
                    .shape(MarkerShape::Down)
                    .radius(5.0)
                    .color(palette.value_loses),
            );
            plot.hline(egui_plot::HLine::new(msg::review_series_axis(), 0.0).color(text_color.gamma_multiply(0.4)));
            plot.vline(VLine::new(msg::review_series_board(), now).color(palette.candidate));
        });
}

/// Every move, one clickable row each: who played it, the values before and after, and the grade.
fn scorecard(ui: &mut egui::Ui, view: &ReviewView<'_>, review: &Review, palette: &Palette) -> Vec<Action> {
    let mut actions = Vec::new();
    let game = view.game;
    let cursor = game.cursor();
    egui::ScrollArea::vertical().id_salt("review-rows").show(ui, |ui| {
        let start = msg::review_start(game.start().to_string(), review.values[0].to_string());
        if ui.selectable_label(cursor == 0, start).clicked() {
            actions.push(Action::JumpTo(0));
        }
        for m in &review.moves {
            let (colour, glyph) = mark(m.grade, crate::core::Remoteness::of_move_to(m.after), palette);
            let who = view.name(m.side);
            ui.horizontal(|ui| {
                // The mark in its colour; its word, in every language, on the row's second line.
                let mark = RichText::new(glyph).color(colour).strong().size(18.0);
                ui.add_sized([22.0, ui.spacing().interact_size.y], egui::Label::new(mark));
                // Both values are the mover's: before the move, and what the move gives them (the
                // position after it is the other player's, "win in 9" for them is "lose in 10" here).
                let moved = crate::core::Remoteness::of_move_to(m.after).to_string();
                let values = msg::review_row_values(moved, m.before.to_string(), m.grade.word(), who.clone());
                let row = format!("{}\n{values}", msg::review_row(m.mv.heap + 1, m.number, who, m.mv.take));
                let response = ui.selectable_label(cursor == m.number, row);
                if response.on_hover_text(msg::review_jump()).clicked() {
                    actions.push(Action::JumpTo(m.number));
                }
            });
        }
    });
    actions
}
