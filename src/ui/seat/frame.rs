//! Where a class takes the window: a student's page has the class bar instead of the menu, the
//! seat's page instead of the board until a seat is taken, and the pause in front of it all; the
//! teacher's class view takes the board's place while it is shown.

use eframe::egui;

use super::ClassSeat;
use crate::ui::BoutonApp;
use crate::ui::action::Action;

impl BoutonApp {
    /// Draws the top bar (the menu, or a student's class bar) and, when a class has the window, its
    /// page or view instead of the board: then `true`, the frame's drawing is done.
    pub(in crate::ui) fn class_frame(&mut self, ui: &mut egui::Ui, actions: &mut Vec<Action>) -> bool {
        let ctx = ui.ctx().clone();
        let has_game = self.seat.has_game();
        let (partner, partner_to_move) = (self.partner(), self.partner_to_move());
        if let ClassSeat::InClass(class) = &mut self.seat {
            let game = super::SeatGameView {
                partner,
                partner_to_move,
                over: self.session.game().is_over(),
                exercises: matches!(self.mode, crate::ui::app::Mode::Exercise { .. }),
            };
            egui::Panel::top("class").show(ui, |ui| actions.extend(super::class_bar(ui, class, &game)));
            super::notice_overlay(&ctx, class);
            // A lost connection is said large above the board: a move played meanwhile is not sent.
            if matches!(class.stage, super::Stage::Reconnecting { .. }) {
                egui::Panel::top("class lost").show(ui, |ui| {
                    ui.add_space(6.0);
                    ui.horizontal_wrapped(|ui| {
                        ui.spinner();
                        let said = egui::RichText::new(crate::i18n::msg::seat_reconnecting()).size(22.0).strong();
                        ui.label(said.color(ui.visuals().warn_fg_color));
                    });
                    ui.add_space(6.0);
                });
            }
            // The teacher's text for this game (a lesson step's), above the board.
            if !class.text.is_empty() && has_game {
                let text = class.text.clone();
                egui::Panel::top("class text").show(ui, |ui| {
                    ui.add_space(4.0);
                    ui.label(egui::RichText::new(text).size(18.0));
                    ui.add_space(4.0);
                });
            }
            if !self.seat.has_game() {
                if let ClassSeat::InClass(class) = &mut self.seat {
                    egui::CentralPanel::default().show(ui, |ui| actions.extend(super::seat_page(ui, class)));
                }
                return true;
            }
            if self.seat.in_class().is_some_and(|class| class.paused) {
                super::paused_overlay(&ctx);
            }
        } else {
            let view = self.menu_view();
            egui::Panel::top("menu").show(ui, |ui| actions.extend(crate::ui::menu::menu_bar(ui, &view)));
        }
        #[cfg(not(target_arch = "wasm32"))]
        if self.teacher.confirm_end {
            actions.extend(crate::ui::teacher::confirm_end(&ctx));
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(view) = self.class_view() {
            egui::CentralPanel::default().show(ui, |ui| actions.extend(crate::ui::teacher::class_view(ui, &view)));
            return true;
        }
        false
    }
}
