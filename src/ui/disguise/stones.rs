//! Columns of stones on the ground or on a staircase's steps: a click takes, picks or splits, the
//! stones a click would take shown while the pointer is over them, each stone marked with its move's
//! value while move values are shown.

use eframe::egui::{self, Color32, Pos2, Rect, Role, Sense, Stroke, Vec2, WidgetInfo};

use super::DisguiseBoardView;
use crate::core::DisguisedMove;
use crate::i18n::msg;

/// The largest stone, and the most stones a column draws before it writes its count.
const STONE_MAX: f32 = 28.0;
const MOST_STONES: u64 = 24;

/// One column of stones: its name, how many, how many steps high it stands (a staircase), and
/// what a click on a stone takes (the preview while the pointer is over it).
pub(super) struct Column {
    pub label: String,
    pub count: u64,
    pub rise: usize,
    pub preview: Preview,
}

/// What a click on a stone of a column does, as the preview shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Preview {
    /// It takes the stone and every stone above it.
    Above,
    /// It splits the column below the stone and takes nothing: a line marks where.
    Split,
}

impl Preview {
    /// Whether stone `index` goes when stone `at` is clicked.
    fn takes(self, index: u64, at: u64) -> bool {
        match self {
            Self::Above => index >= at,
            Self::Split => false,
        }
    }
}

/// Columns of stones, each on its step (a staircase rises one step per column); a click on stone i
/// (from the bottom) of column c is returned as (c, i). Stones picked (column, how many from the top)
/// are drawn in the picked colour. Where a click is a move (`move_at`), each stone is marked with
/// that move's value while move values are shown (`move_at` gives `None` where a click is no move).
pub(super) fn stone_columns(
    ui: &mut egui::Ui,
    columns: &[Column],
    view: &DisguiseBoardView<'_>,
    picks: &[(usize, u64)],
    move_at: Option<&dyn Fn(usize, u64) -> Option<DisguisedMove>>,
) -> Option<(usize, u64)> {
    let palette = view.palette;
    let room = ui.available_size() - Vec2::new(0.0, 60.0);
    let n = columns.len().max(1) as f32;
    let width = (room.x / n).clamp(40.0, 110.0);
    let stairs = columns.iter().map(|c| c.rise).max().unwrap_or(0) as f32;
    let stone = (width * 0.6).min(STONE_MAX);
    let shown_most = columns.iter().map(|c| c.count.min(MOST_STONES)).max().unwrap_or(1).max(1) as f32;
    let step_height = if stairs > 0.0 { (room.y * 0.4 / stairs).min(stone) } else { 0.0 };
    let height = (stairs * step_height + shown_most * (stone + 2.0) + 30.0).max(120.0);
    let (rect, _) = ui.allocate_exact_size(Vec2::new(width * n, height), Sense::hover());
    let ground = rect.bottom() - 22.0;
    let mut clicked = None;
    let pointer = ui.ctx().pointer_hover_pos();
    for (c, column) in columns.iter().enumerate() {
        let left = rect.left() + c as f32 * width;
        let base = ground - column.rise as f32 * step_height;
        if column.rise > 0 {
            let block = Rect::from_min_max(Pos2::new(left, base), Pos2::new(left + width, ground));
            ui.painter().rect_filled(
                block,
                0.0,
                palette.odd_column.gamma_multiply(if column.rise % 2 == 1 { 1.0 } else { 0.35 }),
            );
            ui.painter().line_segment([block.left_top(), block.right_top()], Stroke::new(2.0, Color32::from_gray(110)));
        }
        ui.painter().text(
            Pos2::new(left + width / 2.0, ground + 4.0),
            egui::Align2::CENTER_TOP,
            &column.label,
            egui::FontId::proportional(13.0),
            ui.visuals().text_color(),
        );
        let shown = column.count.min(MOST_STONES);
        // Past the most drawn, the top stone stands for the rest and the count is written.
        let cells: Vec<(u64, Rect)> = (0..shown)
            .map(|i| {
                let centre = Pos2::new(left + width / 2.0, base - (i as f32 + 0.5) * (stone + 2.0));
                (i, Rect::from_center_size(centre, Vec2::splat(stone)))
            })
            .collect();
        let hovered = cells.iter().find(|(_, cell)| pointer.is_some_and(|p| cell.contains(p))).map(|&(i, _)| i);
        let picked = picks.iter().find(|&&(p, _)| p == c + 1).map(|&(_, amount)| column.count - amount);
        for &(i, cell) in &cells {
            let index = if i + 1 == shown { column.count - 1 } else { i };
            let id = ui.scope_id().with(("disguise-stone", c, i));
            let response = ui.interact(cell, id, if view.playable { Sense::click() } else { Sense::hover() });
            let mv = move_at.and_then(|at| at(c, index));
            let label = view.named(msg::disguise_a11y_stone(column.label.clone(), index + 1), mv.as_ref());
            response.widget_info(|| WidgetInfo::labeled(Role::Button, view.playable, &label));
            let at = |h: u64| if h + 1 == shown { column.count - 1 } else { h };
            let going = view.playable && hovered.is_some_and(|h| column.preview.takes(index, at(h)));
            let fill = if picked.is_some_and(|from| index >= from) {
                palette.candidate
            } else if going {
                palette.stone_going
            } else {
                palette.stone
            };
            let mark = mv.as_ref().and_then(|mv| view.mark(mv));
            let fill = mark.as_ref().filter(|_| !going).map_or(fill, |m| m.colour);
            ui.painter().circle(cell.center(), stone * 0.45, fill, Stroke::new(1.0, Color32::from_gray(90)));
            if let Some(mark) = mark.filter(|_| stone >= 14.0) {
                ui.painter().text(
                    cell.center(),
                    egui::Align2::CENTER_CENTER,
                    mark.text,
                    egui::FontId::proportional((stone * 0.42).min(13.0)),
                    crate::ui::values::ink_on(fill),
                );
            }
            if response.clicked() {
                clicked = Some((c, index));
            }
        }
        // A split is shown as a line where the column would part.
        if let Some(h) = hovered.filter(|&h| view.playable && h > 0 && column.preview == Preview::Split)
            && let Some(&(_, cell)) = cells.get(h as usize)
        {
            let y = cell.bottom() + 1.0;
            let line = [Pos2::new(left + 4.0, y), Pos2::new(left + width - 4.0, y)];
            ui.painter().line_segment(line, Stroke::new(3.0, palette.stone_going));
        }
        if column.count > MOST_STONES {
            let top = base - shown as f32 * (stone + 2.0);
            // Grouped, and smaller where it is long, so that it stays within its column.
            let count = crate::i18n::grouped(column.count);
            let size = (width / (count.chars().count() as f32 * 0.56)).clamp(7.0, 14.0);
            ui.painter().text(
                Pos2::new(left + width / 2.0, top - 2.0),
                egui::Align2::CENTER_BOTTOM,
                count,
                egui::FontId::proportional(size),
                ui.visuals().strong_text_color(),
            );
        }
    }
    ui.painter().line_segment(
        [Pos2::new(rect.left(), ground), Pos2::new(rect.right(), ground)],
        Stroke::new(2.0, Color32::from_gray(110)),
    );
    clicked
}

#[cfg(test)]
mod tests {
    use super::Preview;

    /// The stones the preview shows going are those the click's move takes.
    #[test]
    fn the_preview_shows_what_a_click_takes() {
        let going = |preview: Preview, at: u64, count: u64| -> Vec<u64> {
            (0..count).filter(|&i| preview.takes(i, at)).collect()
        };
        assert_eq!(going(Preview::Above, 2, 5), [2, 3, 4]);
        // A split takes nothing.
        assert!(going(Preview::Split, 3, 6).is_empty());
    }
}
