//! The board of a sum: each heap a row of its game's tokens — pins for Kayles and Dawson's Kayles,
//! stones for Nim and other octal games. A click takes tokens where it lands: in Nim the stone and
//! every stone to its right; in an octal game as many tokens as the game takes there (Kayles: the
//! chosen 1 or 2 pins), so knocking a pin in the middle splits the row in two.

use eframe::egui::{self, Color32, Role, Sense, Stroke, Vec2, WidgetInfo};

use super::{SumAction, SumSession};
use crate::core::{Heap, HeapGame, Leaves, SumMove, describe_move, heap_moves, pin_game};
use crate::ui::action::Action;
use crate::ui::style::Palette;

/// The largest token, and the gap between tokens.
const TOKEN_MAX: f32 = 30.0;
const TOKEN_MIN: f32 = 10.0;
const TOKEN_GAP: f32 = 4.0;

/// The amounts a move of `game` may take from a heap of `size` (at least one when the heap can move).
fn takes(game: &HeapGame, size: u64) -> Vec<u64> {
    let mut takes: Vec<u64> = heap_moves(game, size).map(|(take, _)| take).collect();
    takes.dedup();
    takes
}

/// The move a click on token `token` (0-based, from the left) of heap `index` makes, if any.
#[must_use]
pub fn move_at(heap: &Heap, index: usize, token: u64, chosen_take: u64) -> Option<SumMove> {
    let size = heap.size;
    if token >= size {
        return None;
    }
    if heap.game == HeapGame::Nim {
        return Some(SumMove::take(index, size, size - token));
    }
    let allowed = takes(&heap.game, size);
    let take = if allowed.contains(&chosen_take) { chosen_take } else { *allowed.first()? };
    // The taken tokens start at the one clicked, moved left where the row ends first.
    let first = token.min(size - take);
    let (left, right) = (first, size - first - take);
    let leaves = match (left, right) {
        (0, 0) => Leaves::Nothing,
        (0, rest) | (rest, 0) => Leaves::One(rest),
        (a, b) => Leaves::Two(a, b),
    };
    Some(SumMove { heap: index, take, leaves })
}

/// Which tokens (from the left) a move made by clicking token `clicked` takes: the first and how many.
fn taken_span(mv: SumMove, size: u64, clicked: u64) -> (u64, u64) {
    (clicked.min(size - mv.take), mv.take)
}

/// Draws the sum's board and returns the moves clicked.
pub(in crate::ui) fn sum_board(
    ui: &mut egui::Ui,
    session: &SumSession,
    palette: &Palette,
    playable: bool,
) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.heading(&session.title);
    if let Some(message) = &session.message {
        ui.label(message);
    }
    // The amount a click takes, where a game offers a choice (Kayles: 1 or 2 pins).
    let choices: Vec<u64> = {
        let mut all: Vec<u64> = session
            .game
            .position()
            .heaps()
            .iter()
            .filter(|h| h.game != HeapGame::Nim)
            .flat_map(|h| takes(&h.game, h.size))
            .collect();
        all.sort_unstable();
        all.dedup();
        all
    };
    if choices.len() > 1 {
        ui.horizontal(|ui| {
            ui.label("A click takes:");
            for take in choices {
                let word = if take == 1 {
                    "1 token (1 pin)".to_string()
                } else {
                    format!("{take} tokens ({take} adjacent pins)")
                };
                if ui.selectable_label(session.take == take, word).clicked() {
                    actions.push(Action::Sum(SumAction::SetTake(take)));
                }
            }
        });
    }
    ui.add_space(8.0);
    let heaps = session.game.position().heaps();
    let width = ui.available_width();
    let label_width = 150.0_f32.min(width * 0.3);
    let longest = heaps.iter().map(|h| h.size).max().unwrap_or(1).max(1) as f32;
    let token = ((width - label_width - 16.0) / longest - TOKEN_GAP).clamp(TOKEN_MIN, TOKEN_MAX);
    egui::ScrollArea::vertical().auto_shrink([false, true]).show(ui, |ui| {
        for (index, heap) in heaps.iter().enumerate() {
            ui.horizontal(|ui| {
                let noun = if pin_game(&heap.game).is_some() { "Row" } else { "Heap" };
                let name = pin_game(&heap.game).map_or_else(|| heap.game.title(), str::to_string);
                ui.allocate_ui(Vec2::new(label_width, token * 1.4), |ui| {
                    ui.label(format!("{noun} {} · {name} · {}", index + 1, heap.size));
                });
                actions.extend(row(ui, session, index, heap, token, palette, playable));
            });
            ui.add_space(6.0);
        }
    });
    actions
}

/// One heap's tokens, with the hover preview of the move a click would make.
#[allow(clippy::cast_sign_loss, reason = "the pointer's offset is clamped at 0 before the cast")]
fn row(
    ui: &mut egui::Ui,
    session: &SumSession,
    index: usize,
    heap: &Heap,
    token: f32,
    palette: &Palette,
    playable: bool,
) -> Option<Action> {
    let pins = pin_game(&heap.game).is_some();
    let height = if pins { token * 1.4 } else { token };
    let (rect, _) =
        ui.allocate_exact_size(Vec2::new((token + TOKEN_GAP) * heap.size.max(1) as f32, height), Sense::hover());
    let hovered = ui.input(|i| i.pointer.hover_pos()).filter(|p| rect.contains(*p));
    let hovered_token =
        hovered.map(|p| (((p.x - rect.left()) / (token + TOKEN_GAP)).max(0.0) as u64).min(heap.size.saturating_sub(1)));
    let preview = hovered_token
        .filter(|_| playable)
        .and_then(|t| move_at(heap, index, t, session.take).map(|mv| (mv, taken_span(mv, heap.size, t))));
    let mut clicked = None;
    for t in 0..heap.size {
        let x = rect.left() + t as f32 * (token + TOKEN_GAP);
        let cell = egui::Rect::from_min_size(egui::pos2(x, rect.top()), Vec2::new(token, height));
        let word = if pins { "pin" } else { "stone" };
        let id = ui.scope_id().with(("sum token", index, t));
        let response = ui.interact(cell, id, if playable { Sense::click() } else { Sense::hover() });
        let label = format!("{} {}, {word} {}", if pins { "row" } else { "heap" }, index + 1, t + 1);
        response.widget_info(|| WidgetInfo::labeled(Role::Button, playable, &label));
        let going = preview.is_some_and(|(_, (first, count))| (first..first + count).contains(&t));
        let colour = if going { palette.stone_going } else { palette.stone };
        let painter = ui.painter();
        if pins {
            painter.rect(
                cell.shrink2(Vec2::new(token * 0.18, 0.0)),
                token * 0.3,
                colour,
                Stroke::new(1.0, Color32::from_gray(90)),
                egui::StrokeKind::Inside,
            );
        } else {
            painter.circle(cell.center(), token * 0.45, colour, Stroke::new(1.0, Color32::from_gray(90)));
        }
        if response.clicked() {
            clicked = move_at(heap, index, t, session.take);
        }
        if let Some((mv, _)) = preview
            && response.hovered()
        {
            response.on_hover_text(describe_move(mv, heap));
        }
    }
    clicked.map(|mv| Action::Sum(SumAction::Play(mv)))
}
