//! A heap too big to draw: a short bar, its size in words, and a field for its new size.

use eframe::egui::{self, Key, Role, Sense, Vec2, WidgetInfo};

use super::{BoardPanel, BoardView};
use crate::core::Move;
use crate::i18n::msg;
use crate::ui::action::Action;

impl BoardPanel {
    pub(super) fn big_heap(
        &mut self,
        ui: &mut egui::Ui,
        view: &BoardView<'_>,
        heap: usize,
        size: u64,
    ) -> Option<Action> {
        let mut action = None;
        // A short bar stands for a heap too big to draw; its size follows in words.
        let (rect, response) = ui.allocate_exact_size(Vec2::new(36.0, 20.0), Sense::hover());
        response.widget_info(|| WidgetInfo::labeled(Role::Label, true, msg::board_big_heap(heap + 1, size)));
        ui.painter().rect_filled(rect, 4.0, view.palette.stone);
        ui.label(crate::words::size_in_short(size));
        let field = self.new_size.entry(heap).or_default();
        let edit = ui.add(egui::TextEdit::singleline(field).desired_width(90.0).hint_text(msg::board_new_size()));
        edit.widget_info(|| WidgetInfo::labeled(Role::TextInput, true, msg::board_new_size_label(heap + 1)));
        let parsed = field.trim().parse::<u64>();
        let take = match parsed {
            Ok(new) if new < size => Some(size - new),
            _ => None,
        };
        let go = ui.add_enabled(view.input_enabled() && take.is_some(), egui::Button::new(msg::board_take()));
        let submitted = go.clicked() || (edit.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)));
        if let Some(take) = take
            && submitted
            && view.input_enabled()
        {
            action = Some(view.action_for(Move::new(heap, take)));
            field.clear();
        }
        if !field.trim().is_empty() && take.is_none() {
            ui.colored_label(ui.visuals().warn_fg_color, msg::board_new_size_error(size));
        }
        action
    }
}
