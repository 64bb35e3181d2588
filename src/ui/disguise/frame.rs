//! A frame with a game in disguise on the board: its panel on the left (the disguise lifted), its
//! board in the middle.

use eframe::egui;

use crate::i18n::msg;
use crate::ui::BoutonApp;
use crate::ui::action::Action;
use crate::ui::style::Palette;

impl BoutonApp {
    /// Draws the panel and the board of the game in disguise; returns what was chosen.
    pub(in crate::ui) fn disguise_frame(
        &mut self,
        ui: &mut egui::Ui,
        palette: &Palette,
        dialog_open: bool,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        let Some(play) = self.disguise() else { return actions };
        let reviewing = self.prefs.left == Some(crate::ui::action::LeftPanel::Review);
        // On a phone held upright the panel goes below the board, which keeps the width.
        let room = ui.available_rect_before_wrap();
        let phone = room.width() < crate::ui::app::layout::PHONE_WIDTH
            && crate::ui::app::layout::upright(room.width(), room.height());
        let panel = if phone {
            egui::Panel::bottom("disguise panel below")
                .resizable(true)
                .min_size(room.height() * 0.3)
                .default_size(room.height() * 0.4)
        } else {
            egui::Panel::left("disguise panel").resizable(true).default_size(380.0)
        };
        panel.show(ui, |ui| {
            if reviewing {
                // The review takes the panel's place (as beside heaps), leaving the board its room.
                let view = super::DisguiseReviewView {
                    play,
                    review: self.values.disguise.review(),
                    revealed: self.session.revealed,
                };
                actions.extend(super::disguise_review_panel(ui, &view, palette));
            } else {
                let panel = super::DisguisePanelView {
                    play,
                    revealed: self.session.revealed,
                    values: self.values.disguise.move_values(),
                    wythoff_value: self.values.disguise.wythoff_value(),
                };
                actions.extend(super::disguise_panel(ui, &panel));
            }
        });
        let board = egui::CentralPanel::default().show(ui, |ui| {
            ui.heading(crate::words::disguise_title(play.position()));
            ui.label(egui::RichText::new(super::turn_line(play)).size(17.0));
            ui.separator();
            if self.shows_move_values() && play.colon.is_none() {
                match self.values.disguise.move_values() {
                    Some(Ok(values)) if values.position.moves > 0 => {
                        ui.horizontal_wrapped(|ui| {
                            crate::ui::values::legend_keys(
                                ui,
                                &msg::disguise_values_legend(),
                                values.position,
                                palette,
                            );
                        });
                    }
                    Some(Err(why)) => {
                        ui.colored_label(ui.visuals().warn_fg_color, msg::values_not_counted(why.to_string()));
                    }
                    _ => {}
                }
            }
            let view = super::DisguiseBoardView {
                play,
                playable: !dialog_open && !play.is_over() && !play.computer_to_move() && play.quiz.is_none(),
                revealed: self.session.revealed,
                values: self
                    .values
                    .disguise
                    .move_values()
                    .and_then(|counted| counted.as_ref().ok())
                    .filter(|_| self.shows_move_values()),
                palette,
            };
            actions.extend(super::disguise_board(ui, &view));
        });
        self.board.area = board.response.rect;
        actions
    }
}
