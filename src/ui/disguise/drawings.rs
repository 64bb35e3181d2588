//! The drawings of a game in disguise that are not heaps or coins: trees standing on the ground
//! (Green Hackenbush) and the queen's grid (Wythoff's game).

use eframe::egui::{self, Color32, Pos2, Rect, Role, Sense, Stroke, Vec2, WidgetInfo};

use super::board::DisguiseBoardView;
use crate::core::{DisguisedMove, Tree, Wythoff, WythoffMove, wythoff_pair};
use crate::i18n::msg;

/// The trees of a drawing on the ground; a click on an edge cuts it (each edge labelled with its
/// number in `numbers`, in preorder, as the moves name it). Hovering an edge shows what would fall.
/// A step of the colon principle is `marked`: the edge whose top is the point (ringed), and the
/// branches that merge (drawn as falling), counted in preorder.
pub(super) fn forest_board(
    ui: &mut egui::Ui,
    trees: &[Tree],
    numbers: &[usize],
    view: &DisguiseBoardView<'_>,
    marked: Option<&crate::core::ColonStep>,
    place: super::board::Place,
) -> Option<usize> {
    let leaves: Vec<usize> = trees.iter().map(leaf_count).collect();
    let total = leaves.iter().sum::<usize>().max(1) as f32;
    let depth = trees.iter().map(tree_depth).max().unwrap_or(1).max(1) as f32;
    let room = ui.available_size();
    let (rect, _) = ui.allocate_exact_size(Vec2::new(room.x, (room.y - 40.0).clamp(160.0, 520.0)), Sense::hover());
    let ground = rect.bottom() - 10.0;
    let level = ((ground - rect.top() - 10.0) / depth).min(90.0);
    let mut edges = Vec::new();
    let mut x = rect.left();
    for (tree, &count) in trees.iter().zip(&leaves) {
        let span = rect.width() * count as f32 / total;
        lay_out(tree, x, x + span, Pos2::new(x + span / 2.0, ground), level, None, &mut edges);
        x += span;
    }
    ui.painter().line_segment(
        [Pos2::new(rect.left(), ground), Pos2::new(rect.right(), ground)],
        Stroke::new(4.0, Color32::from_rgb(0x6B, 0x4F, 0x2A)),
    );
    // Which edge the pointer is over, and so what would fall: it and every edge above it.
    let mut hovered = None;
    let mut clicked = None;
    for (index, edge) in edges.iter().enumerate() {
        let mid = edge.from + (edge.to - edge.from) * 0.5;
        let hit = Rect::from_center_size(mid, Vec2::splat(22.0));
        let id = ui.scope_id().with(("disguise-edge", index));
        let response = ui.interact(hit, id, if view.playable { Sense::click() } else { Sense::hover() });
        let number = numbers.get(index).copied().unwrap_or(index + 1);
        let label =
            view.named(msg::disguise_a11y_edge(number as u64), Some(&place.wrap(DisguisedMove::Hackenbush(number))));
        response.widget_info(|| WidgetInfo::labeled(Role::Button, view.playable, &label));
        if response.hovered() && view.playable {
            hovered = Some(index);
        }
        if response.clicked() {
            clicked = Some(number);
        }
    }
    let falls = |index: usize| hovered.is_some_and(|h| index == h || ancestors(&edges, index).contains(&h));
    for (index, edge) in edges.iter().enumerate() {
        let merging = marked.is_some_and(|step| step.merged.contains(&(index + 1)));
        let colour =
            if falls(index) || merging { view.palette.stone_going } else { Color32::from_rgb(0x2E, 0x9E, 0x44) };
        ui.painter().line_segment([edge.from, edge.to], Stroke::new(5.0, colour));
        ui.painter().circle_filled(edge.to, 4.0, Color32::from_gray(60));
        if marked.is_some_and(|step| step.edge == index + 1) {
            ui.painter().circle_stroke(edge.to, 11.0, Stroke::new(3.0, view.palette.candidate));
        }
        // Its number, as the moves and the answers name it, beside its middle; with move values,
        // on the colour of its cut's value, with the mark.
        let mid = edge.from + (edge.to - edge.from) * 0.5;
        let font = egui::FontId::proportional(12.0);
        let number = numbers.get(index).copied().unwrap_or(index + 1);
        if let Some(mark) = view.mark(&place.wrap(DisguisedMove::Hackenbush(number))) {
            let ink = crate::ui::values::ink_on(mark.colour);
            let galley = ui.painter().layout_no_wrap(format!("{number} {}", mark.text), font, ink);
            let at = mid + Vec2::new(8.0, -galley.size().y / 2.0);
            ui.painter().rect_filled(Rect::from_min_size(at, galley.size()).expand(2.0), 3.0, mark.colour);
            ui.painter().galley(at, galley, ink);
        } else {
            let text = number.to_string();
            ui.painter().text(
                mid + Vec2::new(8.0, 0.0),
                egui::Align2::LEFT_CENTER,
                text,
                font,
                ui.visuals().weak_text_color(),
            );
        }
    }
    clicked
}

/// One edge drawn: from its lower end to its upper end, and the edge it grows from.
struct DrawnEdge {
    from: Pos2,
    to: Pos2,
    parent: Option<usize>,
}

/// The edges below edge `index`, down to the ground.
fn ancestors(edges: &[DrawnEdge], index: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let mut at = edges.get(index).and_then(|e| e.parent);
    while let Some(parent) = at {
        out.push(parent);
        at = edges.get(parent).and_then(|e| e.parent);
    }
    out
}

/// Lays out `tree` (an edge from `foot` up, its branches spread over `left`..`right`), in preorder.
fn lay_out(
    tree: &Tree,
    left: f32,
    right: f32,
    foot: Pos2,
    level: f32,
    parent: Option<usize>,
    out: &mut Vec<DrawnEdge>,
) {
    let top = Pos2::new(f32::midpoint(left, right), foot.y - level);
    let index = out.len();
    out.push(DrawnEdge { from: foot, to: top, parent });
    let total = tree.branches.iter().map(leaf_count).sum::<usize>().max(1) as f32;
    let mut x = left;
    for branch in &tree.branches {
        let span = (right - left) * leaf_count(branch) as f32 / total;
        lay_out(branch, x, x + span, top, level, Some(index), out);
        x += span;
    }
}

fn leaf_count(tree: &Tree) -> usize {
    if tree.branches.is_empty() { 1 } else { tree.branches.iter().map(leaf_count).sum() }
}

fn tree_depth(tree: &Tree) -> usize {
    1 + tree.branches.iter().map(tree_depth).max().unwrap_or(0)
}

/// The most squares Wythoff's grid draws each way from the corner.
const GRID_MAX: u64 = 40;

/// Wythoff's grid: the queen at (a, b) (a across, b up from the corner at the bottom left), on a grid
/// at least `extent` across and up (the start's size); a click on a square she can reach (left,
/// down, or diagonally down-left) moves her there. With the answers shown, the Wythoff pairs (where
/// the player to move loses) are marked.
pub(super) fn queen_grid(
    ui: &mut egui::Ui,
    (a, b): (u64, u64),
    extent: (u64, u64),
    view: &DisguiseBoardView<'_>,
    place: super::board::Place,
) -> Option<WythoffMove> {
    // A queen far from the corner is not drawn square by square (10^12 squares would never end).
    if a.max(b) > GRID_MAX {
        ui.label(msg::disguise_wythoff_too_far(a, b, GRID_MAX));
        return None;
    }
    let (cols, rows) = (a.max(extent.0).min(GRID_MAX) + 1, b.max(extent.1).min(GRID_MAX) + 1);
    // Room for the numbers: each column's (the first heap) below, each row's (the second) to the left.
    let margin = Vec2::new(28.0, 20.0);
    let room = ui.available_size() - Vec2::new(margin.x, 30.0 + margin.y);
    let cell = (room.x / cols as f32).min(room.y / rows as f32).clamp(14.0, 64.0);
    let (whole, _) = ui.allocate_exact_size(Vec2::new(cell * cols as f32, cell * rows as f32) + margin, Sense::hover());
    let rect = Rect::from_min_max(whole.min + Vec2::new(margin.x, 0.0), whole.max - Vec2::new(0.0, margin.y));
    let font = egui::FontId::proportional((cell * 0.4).clamp(10.0, 14.0));
    let ink = ui.visuals().weak_text_color();
    for x in 0..cols {
        let at = Pos2::new(rect.left() + (x as f32 + 0.5) * cell, rect.bottom() + 2.0);
        ui.painter().text(at, egui::Align2::CENTER_TOP, x.to_string(), font.clone(), ink);
    }
    for y in 0..rows {
        let at = Pos2::new(rect.left() - 4.0, rect.bottom() - (y as f32 + 0.5) * cell);
        ui.painter().text(at, egui::Align2::RIGHT_CENTER, y.to_string(), font.clone(), ink);
    }
    let pairs: Vec<(u64, u64)> = (0..rows.max(cols)).map(wythoff_pair).collect();
    // With the answers shown, each square's Grundy value in its corner (the grid is at most
    // MAX_WYTHOFF_VALUES across where the table is made; past it, none).
    let values = (view.revealed && cols.max(rows) <= crate::core::MAX_WYTHOFF_VALUES && cell >= 24.0)
        .then(|| Wythoff::grundy_table(cols.max(rows) - 1));
    let is_pair = |x: u64, y: u64| pairs.iter().any(|&(p, q)| (p, q) == (x.min(y), x.max(y)));
    let mut clicked = None;
    for x in 0..cols {
        for y in 0..rows {
            let min = Pos2::new(rect.left() + x as f32 * cell, rect.bottom() - (y + 1) as f32 * cell);
            let square = Rect::from_min_size(min, Vec2::splat(cell));
            let mv = if x < a && y == b {
                Some(WythoffMove::First(a - x))
            } else if x == a && y < b {
                Some(WythoffMove::Second(b - y))
            } else if x < a && y < b && a - x == b - y {
                Some(WythoffMove::Both(a - x))
            } else {
                None
            };
            let light = (x + y) % 2 == 0;
            let mut fill = if light { Color32::from_gray(225) } else { Color32::from_gray(185) };
            if view.revealed && is_pair(x, y) {
                fill = view.palette.value_loses.gamma_multiply(0.7);
            }
            if let Some(mv) = mv.filter(|_| view.playable) {
                let id = ui.scope_id().with(("disguise-square", x, y));
                let response = ui.interact(square, id, Sense::click());
                let mark = view.mark(&place.wrap(DisguisedMove::Wythoff(mv)));
                let label = view.named(msg::disguise_a11y_square(x, y), Some(&place.wrap(DisguisedMove::Wythoff(mv))));
                response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
                if response.hovered() {
                    fill = view.palette.stone_going;
                } else if let Some(mark) = &mark {
                    fill = mark.colour;
                }
                if response.clicked() {
                    clicked = Some(mv);
                }
                ui.painter().rect_filled(square, 0.0, fill);
                match mark.filter(|_| cell >= 24.0) {
                    Some(mark) => {
                        let font = egui::FontId::proportional((cell * 0.3).min(13.0));
                        let ink = crate::ui::values::ink_on(fill);
                        ui.painter().text(square.center(), egui::Align2::CENTER_CENTER, mark.text, font, ink);
                    }
                    None => {
                        ui.painter().circle_filled(square.center(), cell * 0.1, Color32::from_gray(90));
                    }
                }
            } else {
                ui.painter().rect_filled(square, 0.0, fill);
            }
            // The square's Grundy value, small in its top-left corner: 0 exactly on the pairs.
            // (The queen's own square says it in the panel.)
            if let Some(g) =
                values.as_ref().and_then(|t| t.get(x as usize)?.get(y as usize)).filter(|_| (x, y) != (a, b))
            {
                let corner = square.left_top() + Vec2::new(2.0, 1.0);
                let font = egui::FontId::proportional((cell * 0.26).clamp(10.0, 14.0));
                ui.painter().text(corner, egui::Align2::LEFT_TOP, g.to_string(), font, crate::ui::values::ink_on(fill));
            }
            if (x, y) == (a, b) {
                // The queen: a dark disc with a Q.
                ui.painter().circle(
                    square.center(),
                    cell * 0.4,
                    Color32::from_rgb(0x4B, 0x2E, 0x83),
                    Stroke::new(2.0, Color32::WHITE),
                );
                ui.painter().text(
                    square.center(),
                    egui::Align2::CENTER_CENTER,
                    msg::disguise_queen_letter(),
                    egui::FontId::proportional(cell * 0.5),
                    Color32::WHITE,
                );
            }
        }
    }
    if view.revealed {
        ui.label(egui::RichText::new(msg::disguise_wythoff_key()).weak());
    }
    clicked
}
