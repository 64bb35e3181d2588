//! The board of a game in disguise, drawn as the game looks: coins on a staircase, heaps of chips
//! with banks, a row of coins, heaps of stones (Moore's and Lasker's Nim), trees of edges standing on
//! the ground, a grid with a queen. Every token a click can play is a widget with a name (for a
//! screen reader and the tests); hovering it shows what the click would take.

use eframe::egui::{self, Color32, Pos2, Rect, Role, Sense, Stroke, Vec2, WidgetInfo};

use super::{DisguiseAction, DisguisePlay};
use crate::core::{DisguisedGame, DisguisedMove, LaskerMove, PokerMove, StairMove, Tree, WythoffMove, wythoff_pair};
use crate::i18n::msg;
use crate::ui::action::Action;
use crate::ui::style::Palette;

/// The largest stone, and the most stones a column draws before it writes its count.
const STONE_MAX: f32 = 28.0;
const MOST_STONES: u64 = 24;

/// What the board needs to draw.
pub struct DisguiseBoardView<'a> {
    /// The game being played.
    pub play: &'a DisguisePlay,
    /// Whether a click plays (the person's turn, the game not over).
    pub playable: bool,
    /// Whether the answers are shown (Wythoff's pairs are marked on the grid).
    pub revealed: bool,
    /// Colours.
    pub palette: &'a Palette,
}

/// Draws the board; returns what was clicked.
pub(in crate::ui) fn disguise_board(ui: &mut egui::Ui, view: &DisguiseBoardView<'_>) -> Vec<Action> {
    let play = view.play;
    let mut actions = Vec::new();
    let wrap = |a: DisguiseAction| Action::Disguise(a);
    match play.position() {
        DisguisedGame::Staircase(stairs) => {
            let columns: Vec<Column> = stairs
                .coins()
                .iter()
                .enumerate()
                .map(|(i, &c)| Column { label: msg::disguise_part_step(i as u64 + 1), count: c, rise: i + 1 })
                .collect();
            if let Some((step, index)) = stone_columns(ui, &columns, view, &[]) {
                let count = stairs.coins()[step] - index;
                actions.push(wrap(DisguiseAction::Play(DisguisedMove::Staircase(StairMove { step: step + 1, count }))));
            }
        }
        DisguisedGame::Poker(poker) => {
            let [mine, theirs] = poker.banks();
            ui.label(msg::disguise_banks(mine, theirs));
            ui.horizontal(|ui| {
                let label = ui.label(msg::disguise_add());
                let mut add = play.add;
                let most = mine.max(1);
                if ui.add(egui::DragValue::new(&mut add).range(1..=most)).labelled_by(label.id).changed() {
                    actions.push(wrap(DisguiseAction::SetAdd(add)));
                }
            });
            let columns: Vec<Column> = heap_columns(poker.heaps());
            if let Some((heap, index)) = stone_columns(ui, &columns, view, &[]) {
                let count = poker.heaps()[heap] - index;
                actions
                    .push(wrap(DisguiseAction::Play(DisguisedMove::Poker(PokerMove::Take { heap: heap + 1, count }))));
            }
            ui.horizontal(|ui| {
                for heap in 1..=poker.heaps().len() {
                    let add = play.add.min(mine);
                    let button = egui::Button::new(msg::disguise_add_to(add, heap as u64));
                    if ui.add_enabled(view.playable && mine > 0, button).clicked() {
                        let mv = PokerMove::Add { heap, count: add };
                        actions.push(wrap(DisguiseAction::Play(DisguisedMove::Poker(mv))));
                    }
                }
            });
        }
        DisguisedGame::Moore(moore) => {
            let columns = heap_columns(moore.heaps());
            if let Some((heap, index)) = stone_columns(ui, &columns, view, &play.picks) {
                let amount = moore.heaps()[heap] - index;
                actions.push(wrap(DisguiseAction::Pick { part: heap + 1, amount }));
            }
            actions.extend(pick_buttons(ui, view, msg::disguise_take()));
        }
        DisguisedGame::Lasker(lasker) => {
            let mut split = play.split;
            if ui.checkbox(&mut split, msg::disguise_split()).changed() {
                actions.push(wrap(DisguiseAction::SetSplit(split)));
            }
            let columns = heap_columns(lasker.heaps());
            if let Some((heap, index)) = stone_columns(ui, &columns, view, &[]) {
                let size = lasker.heaps()[heap];
                let mv = if play.split {
                    // Split below the stone clicked: the stones under it, and the rest.
                    LaskerMove::Split { heap: heap + 1, left: index.min(size - index) }
                } else {
                    LaskerMove::Take { heap: heap + 1, count: size - index }
                };
                actions.push(wrap(DisguiseAction::Play(DisguisedMove::Lasker(mv))));
            }
        }
        DisguisedGame::Coins(row) => {
            actions.extend(coin_row(ui, row.heads(), view));
            actions.extend(pick_buttons(ui, view, msg::disguise_turn()));
        }
        DisguisedGame::Hackenbush(forest) => {
            if let Some(edge) = forest_board(ui, forest.trees(), view) {
                actions.push(wrap(DisguiseAction::Play(DisguisedMove::Hackenbush(edge))));
            }
        }
        DisguisedGame::Wythoff(wythoff) => {
            if let Some(mv) = queen_grid(ui, wythoff.heaps(), view) {
                actions.push(wrap(DisguiseAction::Play(DisguisedMove::Wythoff(mv))));
            }
        }
    }
    actions
}

/// One column of stones: its name, how many, and (for a staircase) how many steps high it stands.
struct Column {
    label: String,
    count: u64,
    rise: usize,
}

/// Heaps as columns of stones on the ground.
fn heap_columns(heaps: &[u64]) -> Vec<Column> {
    heaps
        .iter()
        .enumerate()
        .map(|(i, &h)| Column { label: msg::disguise_part_heap(i as u64 + 1), count: h, rise: 0 })
        .collect()
}

/// The buttons that play or forget what is picked.
fn pick_buttons(ui: &mut egui::Ui, view: &DisguiseBoardView<'_>, play_label: String) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.horizontal(|ui| {
        let any = !view.play.picks.is_empty();
        if ui.add_enabled(view.playable && any, egui::Button::new(play_label)).clicked() {
            actions.push(Action::Disguise(DisguiseAction::PlayPicks));
        }
        if ui.add_enabled(any, egui::Button::new(msg::disguise_clear())).clicked() {
            actions.push(Action::Disguise(DisguiseAction::ClearPicks));
        }
    });
    actions
}

/// Columns of stones, each on its step (a staircase rises one step per column); a click on stone i
/// (from the bottom) of column c is returned as (c, i). Stones picked (column, how many from the top)
/// are drawn in the picked colour.
fn stone_columns(
    ui: &mut egui::Ui,
    columns: &[Column],
    view: &DisguiseBoardView<'_>,
    picks: &[(usize, u64)],
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
            let label = msg::disguise_a11y_stone(column.label.clone(), index + 1);
            response.widget_info(|| WidgetInfo::labeled(Role::Button, view.playable, &label));
            let going = view.playable && hovered.is_some_and(|h| i >= h);
            let fill = if picked.is_some_and(|from| index >= from) {
                palette.candidate
            } else if going {
                palette.stone_going
            } else {
                palette.stone
            };
            ui.painter().circle(cell.center(), stone * 0.45, fill, Stroke::new(1.0, Color32::from_gray(90)));
            if response.clicked() {
                clicked = Some((c, index));
            }
        }
        if column.count > MOST_STONES {
            let top = base - shown as f32 * (stone + 2.0);
            ui.painter().text(
                Pos2::new(left + width / 2.0, top - 2.0),
                egui::Align2::CENTER_BOTTOM,
                column.count.to_string(),
                egui::FontId::proportional(14.0),
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

/// A row of coins, heads (H) or tails (T); a click picks or unpicks a coin.
fn coin_row(ui: &mut egui::Ui, heads: &[bool], view: &DisguiseBoardView<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    let palette = view.palette;
    let size = ((ui.available_width() - 8.0) / heads.len().max(1) as f32).clamp(18.0, 44.0);
    let (rect, _) = ui.allocate_exact_size(Vec2::new(size * heads.len() as f32, size + 22.0), Sense::hover());
    for (i, &head) in heads.iter().enumerate() {
        let position = i + 1;
        let cell = Rect::from_min_size(Pos2::new(rect.left() + i as f32 * size, rect.top()), Vec2::splat(size));
        let id = ui.scope_id().with(("disguise-coin", i));
        let response = ui.interact(cell, id, if view.playable { Sense::click() } else { Sense::hover() });
        let face = if head { msg::disguise_heads() } else { msg::disguise_tails() };
        let label = msg::disguise_a11y_coin(position as u64, face);
        response.widget_info(|| WidgetInfo::labeled(Role::Button, view.playable, &label));
        let picked = view.play.picks.iter().any(|&(p, _)| p == position);
        let fill = if head { Color32::from_rgb(0xE8, 0xB9, 0x3A) } else { Color32::from_gray(150) };
        let ring = if picked {
            Stroke::new(4.0, palette.candidate)
        } else if response.hovered() && view.playable {
            Stroke::new(3.0, palette.stone_going)
        } else {
            Stroke::new(1.0, Color32::from_gray(70))
        };
        ui.painter().circle(cell.center(), size * 0.42, fill, ring);
        ui.painter().text(
            cell.center(),
            egui::Align2::CENTER_CENTER,
            if head { "H" } else { "T" },
            egui::FontId::proportional(size * 0.45),
            Color32::from_gray(20),
        );
        ui.painter().text(
            Pos2::new(cell.center().x, cell.bottom() + 2.0),
            egui::Align2::CENTER_TOP,
            position.to_string(),
            egui::FontId::proportional(12.0),
            ui.visuals().text_color(),
        );
        if response.clicked() {
            actions.push(Action::Disguise(DisguiseAction::Pick { part: position, amount: 0 }));
        }
    }
    actions
}

/// The trees of a drawing on the ground; a click on an edge cuts it (edges numbered from 1 in
/// preorder, as the moves count them). Hovering an edge shows what would fall.
fn forest_board(ui: &mut egui::Ui, trees: &[Tree], view: &DisguiseBoardView<'_>) -> Option<usize> {
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
        let label = msg::disguise_a11y_edge(index as u64 + 1);
        response.widget_info(|| WidgetInfo::labeled(Role::Button, view.playable, &label));
        if response.hovered() && view.playable {
            hovered = Some(index);
        }
        if response.clicked() {
            clicked = Some(index + 1);
        }
    }
    let falls = |index: usize| hovered.is_some_and(|h| index == h || ancestors(&edges, index).contains(&h));
    for (index, edge) in edges.iter().enumerate() {
        let colour = if falls(index) { view.palette.stone_going } else { Color32::from_rgb(0x2E, 0x9E, 0x44) };
        ui.painter().line_segment([edge.from, edge.to], Stroke::new(5.0, colour));
        ui.painter().circle_filled(edge.to, 4.0, Color32::from_gray(60));
        // Its number, as the moves and the answers name it, beside its middle.
        let mid = edge.from + (edge.to - edge.from) * 0.5;
        ui.painter().text(
            mid + Vec2::new(8.0, 0.0),
            egui::Align2::LEFT_CENTER,
            (index + 1).to_string(),
            egui::FontId::proportional(12.0),
            ui.visuals().weak_text_color(),
        );
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

/// Wythoff's grid: the queen at (a, b) (a across, b up from the corner at the bottom left); a click
/// on a square she can reach (left, down, or diagonally down-left) moves her there. With the answers
/// shown, the Wythoff pairs (where the player to move loses) are marked.
fn queen_grid(ui: &mut egui::Ui, (a, b): (u64, u64), view: &DisguiseBoardView<'_>) -> Option<WythoffMove> {
    let (cols, rows) = (a + 1, b + 1);
    let room = ui.available_size() - Vec2::new(0.0, 30.0);
    let cell = (room.x / cols as f32).min(room.y / rows as f32).clamp(14.0, 44.0);
    let (rect, _) = ui.allocate_exact_size(Vec2::new(cell * cols as f32, cell * rows as f32), Sense::hover());
    let pairs: Vec<(u64, u64)> = (0..=b.max(a)).map(wythoff_pair).collect();
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
            if mv.is_some() && view.playable {
                let id = ui.scope_id().with(("disguise-square", x, y));
                let response = ui.interact(square, id, Sense::click());
                let label = msg::disguise_a11y_square(x, y);
                response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
                if response.hovered() {
                    fill = view.palette.stone_going;
                }
                if response.clicked() {
                    clicked = mv;
                }
                ui.painter().rect_filled(square, 0.0, fill);
                ui.painter().circle_filled(square.center(), cell * 0.1, Color32::from_gray(90));
            } else {
                ui.painter().rect_filled(square, 0.0, fill);
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
                    "Q",
                    egui::FontId::proportional(cell * 0.5),
                    Color32::WHITE,
                );
            }
        }
    }
    clicked
}
