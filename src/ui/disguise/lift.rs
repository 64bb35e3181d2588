//! The disguise lifted, beside the board: what the game is underneath, its Nim heaps in binary
//! with X (or Moore's table with its columns counted, or Wythoff's pair), each shown as the
//! answers allow.

use eframe::egui::{self, RichText};

use super::panel::verdict;
use crate::core::{DisguisedGame, Lift};
use crate::i18n::msg;
use crate::words;

/// The disguise lifted: what the game is underneath, its Nim heaps, and X when `x_shown`.
pub(in crate::ui) fn underneath(ui: &mut egui::Ui, game: &DisguisedGame, x_shown: bool) {
    ui.label(RichText::new(msg::disguise_underneath()).strong());
    ui.label(words::disguise_note(game));
    let lift = game.lift();
    match &lift {
        Lift::Nim(heaps) => {
            let bits = 64 - heaps.iter().fold(lift.nim_sum(), |a, h| a | h.value).leading_zeros().min(63) as usize;
            // One cell per bit, under its place value (2¹⁰ and up as powers, so that a column stays
            // narrow); a table too wide for the panel scrolls instead of stretching it.
            let place =
                |b: usize| if b < 10 { (1u64 << b).to_string() } else { crate::core::pretty(&format!("2^{b}")) };
            let row = |ui: &mut egui::Ui, name: RichText, value: u64, strong: bool| {
                ui.label(name);
                ui.label(RichText::new(crate::i18n::grouped(value)).strong());
                for b in (0..bits).rev() {
                    let bit = RichText::new(if value >> b & 1 == 1 { "1" } else { "0" }).monospace();
                    ui.label(if strong { bit.strong() } else { bit });
                }
                ui.end_row();
            };
            egui::ScrollArea::horizontal().id_salt("disguise-lift-scroll").show(ui, |ui| {
                egui::Grid::new("disguise-lift").striped(true).min_col_width(0.0).spacing([10.0, 4.0]).show(ui, |ui| {
                    // The columns' heads: the value, then each bit's place value.
                    ui.label("");
                    ui.label(RichText::new(msg::disguise_value()).weak());
                    for b in (0..bits).rev() {
                        ui.label(RichText::new(place(b)).monospace().weak());
                    }
                    ui.end_row();
                    for heap in heaps {
                        row(ui, RichText::new(words::part_label(game, heap.part)), heap.value, false);
                    }
                    if x_shown {
                        row(ui, RichText::new("X").strong(), lift.nim_sum(), true);
                    }
                });
            });
        }
        Lift::Moore { k, heaps } => moore_table(ui, game, *k, heaps, x_shown),
        Lift::Wythoff { heaps: (a, b), pair } => {
            if x_shown {
                ui.label(match pair {
                    Some(n) => msg::disguise_pair(*a, *b, *n),
                    None => msg::disguise_no_pair(*a, *b),
                });
                if (lift.nim_sum() == 0) != pair.is_some() {
                    ui.label(msg::disguise_nim_sum_fails(verdict(lift.outcome()), lift.nim_sum()));
                }
            }
        }
    }
    if !x_shown {
        // Wythoff's game has no X to hide: only who wins.
        let hidden =
            if matches!(lift, Lift::Wythoff { .. }) { msg::disguise_winner_hidden() } else { msg::disguise_x_hidden() };
        ui.label(RichText::new(hidden).weak());
    }
}

/// Moore's Nim's binary table: each heap in binary; with `counted`, the ones in each column and
/// their count modulo k + 1, which is 0 in every column exactly when the player to move loses.
fn moore_table(ui: &mut egui::Ui, game: &DisguisedGame, k: u64, heaps: &[u64], counted: bool) {
    let bits = (64 - heaps.iter().fold(0u64, |a, &h| a | h).leading_zeros() as usize).max(1);
    let counts: Vec<usize> = (0..bits).map(|b| heaps.iter().filter(|&&h| h >> b & 1 == 1).count()).collect();
    let modulus = usize::try_from(k.saturating_add(1)).unwrap_or(usize::MAX);
    egui::ScrollArea::horizontal().id_salt("disguise-moore-scroll").show(ui, |ui| {
        egui::Grid::new("disguise-moore").striped(true).min_col_width(0.0).spacing([10.0, 4.0]).show(ui, |ui| {
            ui.label("");
            ui.label(RichText::new(msg::table_size()).weak());
            for b in (0..bits).rev() {
                let place = if b < 63 { (1u64 << b).to_string() } else { format!("2^{b}") };
                ui.label(RichText::new(place).monospace().weak());
            }
            ui.end_row();
            for (i, &heap) in heaps.iter().enumerate() {
                ui.label(words::part_label(game, i + 1));
                ui.label(RichText::new(crate::i18n::grouped(heap)).strong());
                for b in (0..bits).rev() {
                    ui.label(RichText::new(if heap >> b & 1 == 1 { "1" } else { "0" }).monospace());
                }
                ui.end_row();
            }
            if counted {
                ui.label(RichText::new(msg::table_ones()).weak());
                ui.label("");
                for b in (0..bits).rev() {
                    ui.label(RichText::new(counts[b].to_string()).monospace());
                }
                ui.end_row();
                ui.label(RichText::new(format!("mod {modulus}")).strong());
                ui.label("");
                for b in (0..bits).rev() {
                    ui.label(RichText::new((counts[b] % modulus).to_string()).monospace().strong());
                }
                ui.end_row();
            }
        });
    });
}
