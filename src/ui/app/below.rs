//! The panel below the board on an upright screen (a phone, a tablet held upright): the left panel
//! (the exercises, a lesson…), the table and the move list as tabs, as tall as what the tab shows needs — up to [`BELOW_SHARE`] of the height, beyond
//! which it scrolls with its bar in view — so the board keeps the rest and nothing is cut off.

use eframe::egui;

use super::BoutonApp;
use super::layout;
use super::layout::{right_tabs, tab_strip};
use crate::ui::action::{Action, SideTab};
use crate::ui::{history, style};

/// The most of the height the panel below the board takes.
pub const BELOW_SHARE: f32 = 0.55;

/// The least height of the panel below the board: its tabs and a few rows.
const BELOW_LEAST: f32 = 160.0;

impl BoutonApp {
    /// The table and the move list below the board, in `room` (the board's column and the panels).
    pub(super) fn below_panel(
        &mut self,
        ui: &mut egui::Ui,
        palette: &style::Palette,
        room: egui::Rect,
        open: layout::Open,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        let most = (room.height() * BELOW_SHARE).max(BELOW_LEAST);
        let height = self.shell.below_wanted.clamp(BELOW_LEAST, most);
        let mut wanted = height;
        egui::Panel::bottom("below the board").exact_size(height).show(ui, |ui| {
            crate::ui::style::scroll_bar_in_view(ui);
            let top = ui.min_rect().top();
            // On a phone the left panel (the exercises, a lesson…) is the first tab.
            let left = self.prefs.left.filter(|_| room.width() < layout::PHONE_WIDTH);
            let mut tabs: Vec<(SideTab, String)> =
                left.map(|kind| (SideTab::Beside, kind.name())).into_iter().collect();
            tabs.extend(right_tabs(open));
            let tab = self.current_tab(&tabs);
            actions.extend(tab_strip(ui, &tabs, tab));
            let above = ui.cursor().top() - top;
            let content = match (tab, left) {
                (SideTab::Beside, Some(kind)) => {
                    actions.extend(self.left_content(ui, palette, kind));
                    most
                }
                // The move list grows with the game: it takes the most, and scrolls.
                (SideTab::Moves, _) => {
                    actions.extend(self.history_view().and_then(|v| history::history_panel(ui, &v)));
                    most
                }
                (SideTab::Table | SideTab::Beside, _) => {
                    let shown = egui::ScrollArea::vertical()
                        .id_salt("table-below")
                        .auto_shrink([false, true])
                        .show(ui, |ui| self.table_view().and_then(|v| crate::ui::table::table_panel(ui, &v, palette)));
                    actions.extend(shown.inner);
                    shown.content_size.y
                }
            };
            let margins = ui.style().spacing.window_margin.sum().y + ui.spacing().item_spacing.y;
            wanted = above + content + margins;
        });
        if (wanted - self.shell.below_wanted).abs() > 1.0 {
            self.shell.below_wanted = wanted;
            ui.ctx().request_repaint();
        }
        actions
    }
}
