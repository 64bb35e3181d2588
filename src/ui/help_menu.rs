//! The Help menu: the theorem in a paragraph, how to play, the keyboard shortcuts, and About Bouton
//! (the version and the commit built).

use eframe::egui;

use crate::i18n::msg;

/// Help: the theorem, how to play, the keys, and About Bouton.
pub(super) fn help_menu(ui: &mut egui::Ui) {
    // One paragraph per idea, wrapped at a readable width (no line breaks of one language's making,
    // which leave orphan words in another).
    ui.set_max_width(520.0);
    // Ragged right, as prose reads best (a menu stretches its lines to both edges).
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.label(msg::help_theorem());
        ui.label(msg::help_click());
        ui.label(msg::help_keys());
        ui.label(msg::help_proof_keys());
    });
    ui.separator();
    crate::ui::shortcuts::shortcuts_grid(ui);
    ui.separator();
    ui.menu_button(msg::help_about(), about);
}

/// Help ▸ About Bouton: what it is, its version and commit, its licence.
fn about(ui: &mut egui::Ui) {
    ui.set_max_width(420.0);
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        // The app's name, the same in every language.
        ui.label(egui::RichText::new("Bouton").strong());
        ui.label(msg::help_about_version(crate::COMMIT, env!("CARGO_PKG_VERSION")));
        ui.label(msg::help_about_what());
        ui.label(egui::RichText::new(msg::help_about_licence()).weak());
    });
}
