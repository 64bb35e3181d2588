//! Plot legends as a row above the plot: inside it they would cover points.

use eframe::egui::{self, Color32};

/// A mark in a legend, drawn as in the plot.
#[derive(Clone, Copy)]
pub(super) enum Mark {
    Circle,
    Diamond,
    Square,
    Cross,
    Line,
}

/// A plot's legend as a row above it (inside the plot it would cover points), each entry its mark
/// in its colour and its name.
pub(super) fn legend_row(ui: &mut egui::Ui, entries: &[(Mark, Color32, String)]) {
    ui.horizontal_wrapped(|ui| {
        for (i, (mark, color, name)) in entries.iter().enumerate() {
            // Space between entries, none after the last (it would push the row past the edge).
            if i > 0 {
                ui.add_space(8.0);
            }
            let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            let (c, r) = (rect.center(), 5.0);
            let painter = ui.painter();
            match mark {
                Mark::Circle => {
                    painter.circle_filled(c, r, *color);
                }
                Mark::Square => {
                    painter.rect_filled(egui::Rect::from_center_size(c, egui::vec2(2.0 * r, 2.0 * r)), 0.0, *color);
                }
                Mark::Diamond => {
                    painter.add(egui::Shape::convex_polygon(
                        vec![
                            c + egui::vec2(0.0, -r - 1.0),
                            c + egui::vec2(r + 1.0, 0.0),
                            c + egui::vec2(0.0, r + 1.0),
                            c + egui::vec2(-r - 1.0, 0.0),
                        ],
                        *color,
                        egui::Stroke::NONE,
                    ));
                }
                Mark::Cross => {
                    let stroke = egui::Stroke::new(2.0, *color);
                    painter.line_segment([c + egui::vec2(-r, -r), c + egui::vec2(r, r)], stroke);
                    painter.line_segment([c + egui::vec2(-r, r), c + egui::vec2(r, -r)], stroke);
                }
                Mark::Line => {
                    let stroke = egui::Stroke::new(2.5, *color);
                    painter.line_segment([c + egui::vec2(-7.0, 0.0), c + egui::vec2(7.0, 0.0)], stroke);
                }
            }
            ui.label(name);
        }
    });
}
