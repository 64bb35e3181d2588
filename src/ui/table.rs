//! The binary table panel: rows = heaps, columns = bits (most significant left), the count of ones per
//! column, X, the odd columns, X's top bit d, and the candidate heaps with their moves. Everything that
//! gives the answer away waits for Reveal when the answers are hidden.

use eframe::egui::{self, Color32, RichText};

use super::action::Action;
use super::app::BoutonApp;
use super::style::Palette;
use crate::core::{Decision, MoveRule, in_misere_endgame};

/// Draws the table panel.
pub fn table_panel(ui: &mut egui::Ui, app: &BoutonApp, palette: &Palette) -> Option<Action> {
    ui.heading("Binary table");
    rules_note(ui, app);
    ui.add_space(6.0);
    grid(ui, app, palette);
    ui.add_space(8.0);
    answers(ui, app, palette)
}

/// How the table's values come from the heaps, and the misère switch.
fn rules_note(ui: &mut egui::Ui, app: &BoutonApp) {
    let game = app.game();
    let rules = game.rules();
    match &rules.moves {
        MoveRule::Any => {}
        MoveRule::UpTo(k) => {
            ui.label(format!("S(1..{k}): each heap h plays like a Nim heap of g = h mod {}.", u128::from(*k) + 1));
        }
        MoveRule::Set(set) => {
            let seq = set.sequence();
            ui.label(format!(
                "Set {set}: each heap h plays like a Nim heap of g(h), which repeats with period {}.",
                seq.period()
            ));
        }
    }
    if rules.ending == crate::core::Ending::Misere {
        let endgame = in_misere_endgame(game.position().heaps(), rules);
        ui.label(if matches!(rules.moves, MoveRule::Set(_)) {
            "Misère with a subtraction set: no proven rule; the outcome comes from an exact search."
        } else if endgame {
            "Misère endgame: every value is 0 or 1, so leave an ODD number of 1s."
        } else {
            "Misère: while a value is 2 or more, play as in normal play."
        });
    }
}

/// The grid: heaps in binary, the ones per column, X, and the markers under the columns.
fn grid(ui: &mut egui::Ui, app: &BoutonApp, palette: &Palette) {
    let table = app.table();
    let game = app.game();
    let rules = game.rules();
    let revealed = app.revealed();
    let show_grundy = !matches!(rules.moves, MoveRule::Any);
    let top = table.top_bit().filter(|_| revealed);
    egui::ScrollArea::both().auto_shrink([false, true]).show(ui, |ui| {
        egui::Grid::new("binary-table").spacing([6.0, 4.0]).min_col_width(16.0).show(ui, |ui| {
            // Header: heap, size, g, the place value of each bit.
            ui.label(RichText::new("heap").strong());
            ui.label(RichText::new("size").strong());
            if show_grundy {
                ui.label(RichText::new("g").strong());
            }
            for column in table.columns() {
                ui.label(RichText::new(place_value(column.bit)).small().monospace());
            }
            ui.end_row();
            for (k, row) in table.rows().iter().enumerate() {
                ui.label(format!("Heap {}", k + 1));
                ui.label(RichText::new(game.position().heaps()[k].to_string()).monospace());
                if show_grundy {
                    ui.label(RichText::new(row.value.to_string()).monospace());
                }
                for column in table.columns() {
                    let bit = row.value >> column.bit & 1;
                    cell(ui, &bit.to_string(), highlight(palette, column.odd && revealed, top == Some(column.bit)));
                }
                if revealed && row.candidate {
                    let text = match row.take() {
                        Some(take) => format!("◀ → {}: take {take}", row.target),
                        None => "◀".to_string(),
                    };
                    ui.label(RichText::new(text).color(palette.candidate).strong());
                }
                ui.end_row();
            }
            // The count of ones per column, and X.
            ui.label(RichText::new("ones").strong());
            ui.label("");
            if show_grundy {
                ui.label("");
            }
            for column in table.columns() {
                let text = if revealed { column.ones.to_string() } else { "?".into() };
                cell(ui, &text, highlight(palette, column.odd && revealed, top == Some(column.bit)));
            }
            ui.end_row();
            ui.label(RichText::new("X").strong());
            ui.label(
                RichText::new(if revealed { table.nim_sum().to_string() } else { "?".into() }).monospace().strong(),
            );
            if show_grundy {
                ui.label("");
            }
            for column in table.columns() {
                let text = if revealed { (table.nim_sum() >> column.bit & 1).to_string() } else { "?".into() };
                cell(ui, &text, highlight(palette, column.odd && revealed, top == Some(column.bit)));
            }
            ui.end_row();
            if revealed {
                // Text markers under the columns, so no highlight relies on colour alone.
                ui.label("");
                ui.label("");
                if show_grundy {
                    ui.label("");
                }
                for column in table.columns() {
                    let marker = match (top == Some(column.bit), column.odd) {
                        (true, _) => "d",
                        (false, true) => "odd",
                        _ => "",
                    };
                    ui.label(RichText::new(marker).strong());
                }
                ui.end_row();
            }
        });
    });
}

/// X, its top bit, the winning moves, and the Reveal / Hide button.
fn answers(ui: &mut egui::Ui, app: &BoutonApp, palette: &Palette) -> Option<Action> {
    let table = app.table();
    let mut action = None;
    if app.revealed() {
        match (table.top_bit(), app.analysis()) {
            (Some(d), _) => {
                ui.label(format!("X = {} ≠ 0; its top bit d = {d} (2^{d} = {}).", table.nim_sum(), 1u128 << d));
            }
            (None, _) => {
                ui.label("X = 0: every column has an even number of ones.");
            }
        }
        if let Ok(analysis) = app.analysis() {
            if let Decision::MisereEndgame { ones } = analysis.decision {
                ui.label(format!("{ones} heap(s) of value 1."));
            }
            if analysis.winning_moves.is_empty() {
                ui.label("No winning move.");
            } else {
                ui.label(RichText::new(format!("Winning moves ({}):", analysis.winning_moves.len())).strong());
                for mv in analysis.winning_moves.iter().take(12) {
                    ui.label(RichText::new(format!("• {mv}")).color(palette.candidate));
                }
                if analysis.winning_moves.len() > 12 {
                    ui.label(format!("… and {} more", analysis.winning_moves.len() - 12));
                }
            }
        }
        if ui.button("Hide answers").clicked() {
            action = Some(Action::Reveal(false));
        }
    } else if ui.button("Reveal").clicked() {
        action = Some(Action::Reveal(true));
    }
    action
}

/// The column header: the value the bit stands for (1, 2, 4, …), or 2^b past 2^16.
fn place_value(bit: u32) -> String {
    if bit <= 16 { (1u64 << bit).to_string() } else { format!("2^{bit}") }
}

fn highlight(palette: &Palette, odd: bool, top: bool) -> Option<Color32> {
    if top {
        Some(palette.top_bit)
    } else if odd {
        Some(palette.odd_column)
    } else {
        None
    }
}

fn cell(ui: &mut egui::Ui, text: &str, fill: Option<Color32>) {
    let frame = egui::Frame::new().inner_margin(egui::Margin::symmetric(4, 1)).corner_radius(3.0);
    let frame = match fill {
        Some(color) => frame.fill(color),
        None => frame,
    };
    frame.show(ui, |ui| ui.label(RichText::new(text).monospace()));
}
