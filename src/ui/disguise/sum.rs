//! The board of a sum of heaps and games in disguise: the heaps as rows of stones or pins, named
//! and played as on the sums' board (a click takes, knocks down pins or splits, and a click that
//! means a forbidden move is refused with the rule it breaks), then each game in disguise drawn as
//! it looks, under its name and its rule ("Game 2 (Green Hackenbush)").

use eframe::egui::{self, Color32, Pos2, Rect, Role, Sense, Stroke, Vec2, WidgetInfo};

use super::DisguiseAction;
use super::board::{DisguiseBoardView, Place, game_board};
use crate::core::{DisguisedMove, Heap, HeapGame, MixedMove, MixedSum};
use crate::i18n::msg;
use crate::ui::action::Action;

/// A token's size bounds, and the gap between tokens.
const TOKEN_MAX: f32 = 30.0;
const TOKEN_MIN: f32 = 10.0;
const TOKEN_GAP: f32 = 4.0;

/// The height each game in disguise of a sum is drawn in.
const GAME_HEIGHT: f32 = 250.0;

/// Draws the sum; returns what was clicked.
pub(super) fn sum_board(ui: &mut egui::Ui, sum: &MixedSum, view: &DisguiseBoardView<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    egui::ScrollArea::vertical().auto_shrink([false, true]).show(ui, |ui| {
        if !sum.heaps.heaps().is_empty() {
            ui.push_id("sum-heaps", |ui| actions.extend(heaps_board(ui, sum, view)));
        }
        let before = sum.heaps.heaps().len();
        for (n, game) in sum.disguised.iter().enumerate() {
            ui.separator();
            ui.strong(crate::words::capital(&crate::words::sum_part(sum, before + n + 1, true)));
            ui.label(egui::RichText::new(super::panel::how_to_play(game)).weak());
            ui.push_id(("sum-game", n), |ui| {
                ui.allocate_ui(Vec2::new(ui.available_width(), GAME_HEIGHT), |ui| {
                    actions.extend(game_board(ui, game, view, Place::InSum(n)));
                });
            });
        }
    });
    actions
}

/// How many tokens a click on `heap` takes: Lasker's heaps split with Split ticked, else take as
/// Nim; a game that offers a choice takes the amount chosen.
fn chosen_take(heap: &Heap, split: bool, take: u64) -> u64 {
    if heap.game == HeapGame::Lasker { u64::from(!split) } else { take }
}

/// The sum's heaps: the choices a click needs (how many pins, split or take), then one row per
/// heap that is left.
fn heaps_board(ui: &mut egui::Ui, sum: &MixedSum, view: &DisguiseBoardView<'_>) -> Vec<Action> {
    let play = view.play;
    let heaps = sum.heaps.heaps();
    let mut actions = Vec::new();
    if let Some(take) = crate::ui::sums::take_choices(ui, heaps, play.take) {
        actions.push(Action::Disguise(DisguiseAction::SetTake(take)));
    }
    if heaps.iter().any(|h| h.game == HeapGame::Lasker) {
        let mut split = play.split;
        if ui.checkbox(&mut split, msg::disguise_split()).changed() {
            actions.push(Action::Disguise(DisguiseAction::SetSplit(split)));
        }
    }
    if heaps.iter().any(|h| h.game == HeapGame::Grundy) {
        ui.label(msg::sum_grundy_how());
    }
    let width = ui.available_width();
    let label_width = 170.0_f32.min(width * 0.3);
    let longest = heaps.iter().map(|h| h.size).max().unwrap_or(1).max(1) as f32;
    let token = ((width - label_width - 16.0) / longest - TOKEN_GAP).clamp(TOKEN_MIN, TOKEN_MAX);
    for (index, heap) in heaps.iter().enumerate() {
        // An emptied heap is gone from the board; the others keep their names.
        if heap.size == 0 {
            continue;
        }
        ui.horizontal(|ui| {
            let (name, number) = (heap.game.short_title(), sum.heaps.name(index).to_string());
            let size = crate::i18n::grouped(heap.size);
            let said = if crate::words::pin_game(&heap.game).is_some() {
                msg::sum_board_row(name, number, size)
            } else {
                msg::sum_board_heap(name, number, size)
            };
            ui.allocate_ui(Vec2::new(label_width, token * 1.4), |ui| {
                ui.label(said);
            });
            if let Some(mv) = row(ui, sum, index, token, view) {
                actions.push(Action::Disguise(DisguiseAction::Play(mv)));
            }
        });
        ui.add_space(4.0);
    }
    actions
}

/// The move a click on token `token` (from the left) of heap `index` means, as on the sums' board
/// (played even when the rules forbid it: the game then says why).
fn meant(sum: &MixedSum, index: usize, token: u64, play: &super::DisguisePlay) -> Option<DisguisedMove> {
    let heap = sum.heaps.heaps().get(index)?;
    let mv = crate::ui::sums::meant_at(heap, index, token, chosen_take(heap, play.split, play.take))?;
    Some(DisguisedMove::Sum(Box::new(MixedMove::Heap(mv))))
}

/// One heap's tokens: the tokens the move under the pointer takes shown going (a split: a line where
/// the heap parts), each token marked with its move's value while move values are shown; returns
/// the move clicked.
#[allow(clippy::cast_sign_loss, reason = "the pointer's offset is clamped at 0 before the cast")]
fn row(
    ui: &mut egui::Ui,
    sum: &MixedSum,
    index: usize,
    token: f32,
    view: &DisguiseBoardView<'_>,
) -> Option<DisguisedMove> {
    let heap = &sum.heaps.heaps()[index];
    let pins = crate::words::pin_game(&heap.game).is_some();
    let height = if pins { token * 1.4 } else { token };
    let step = token + TOKEN_GAP;
    let (rect, _) = ui.allocate_exact_size(Vec2::new(step * heap.size as f32, height), Sense::hover());
    let over = ui.input(|i| i.pointer.hover_pos()).filter(|p| rect.contains(*p) && view.playable);
    let hovered = over.map(|p| (((p.x - rect.left()) / step).max(0.0) as u64).min(heap.size - 1));
    // What the move under the pointer takes: (first token, how many); a split takes none.
    let going = hovered.and_then(|t| {
        let mv = crate::ui::sums::meant_at(heap, index, t, chosen_take(heap, view.play.split, view.play.take))?;
        Some((t.min(heap.size - mv.take), mv.take))
    });
    let number = sum.heaps.name(index).to_string();
    let mut clicked = None;
    for t in 0..heap.size {
        let cell = Rect::from_min_size(Pos2::new(rect.left() + t as f32 * step, rect.top()), Vec2::new(token, height));
        let id = ui.scope_id().with(("sum-token", index, t));
        let response = ui.interact(cell, id, if view.playable { Sense::click() } else { Sense::hover() });
        let mv = meant(sum, index, t, view.play);
        let name =
            if pins { msg::sum_a11y_pin(number.clone(), t + 1) } else { msg::sum_a11y_stone(number.clone(), t + 1) };
        let label = view.named(name, mv.as_ref());
        response.widget_info(|| WidgetInfo::labeled(Role::Button, view.playable, &label));
        let goes = going.is_some_and(|(first, count)| (first..first + count).contains(&t));
        let mark = mv.as_ref().and_then(|mv| view.mark(mv));
        let fill = match (&mark, goes) {
            (_, true) => view.palette.stone_going,
            (Some(mark), false) => mark.colour,
            (None, false) => view.palette.stone,
        };
        let painter = ui.painter();
        let outline = Stroke::new(1.0, Color32::from_gray(90));
        if pins {
            let body = cell.shrink2(Vec2::new(token * 0.18, 0.0));
            painter.rect(body, token * 0.3, fill, outline, egui::StrokeKind::Inside);
        } else {
            painter.circle(cell.center(), token * 0.45, fill, outline);
        }
        if let Some(mark) = mark.filter(|_| token >= 14.0 && !goes) {
            let font = egui::FontId::proportional((token * 0.36).clamp(9.0, 13.0));
            painter.text(cell.center(), egui::Align2::CENTER_CENTER, mark.text, font, crate::ui::values::ink_on(fill));
        }
        if response.clicked() {
            clicked = mv;
        }
    }
    // A split (nothing taken): a line where the heap would part, before the token under the pointer.
    if let (Some(t), Some((_, 0))) = (hovered, going) {
        let x = rect.left() + t as f32 * step - TOKEN_GAP / 2.0;
        let line = [Pos2::new(x, rect.top() - 2.0), Pos2::new(x, rect.bottom() + 2.0)];
        ui.painter().line_segment(line, Stroke::new(3.0, view.palette.stone_going));
    }
    clicked
}
