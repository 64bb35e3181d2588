//! The board of a sum of heaps and games in disguise: the heaps as columns of stones, a click
//! playing as on the sums' board (it takes, knocks down pins or splits, and a click that means a
//! forbidden move is refused with the rule it breaks), then each game in disguise drawn as it looks,
//! under its name ("Game 1 (Green Hackenbush)").

use eframe::egui::{self, Vec2};

use super::DisguiseAction;
use super::board::{Column, DisguiseBoardView, Place, Preview, game_board, stone_columns};
use crate::core::{DisguisedMove, Heap, HeapGame, MixedMove, MixedSum};
use crate::i18n::msg;
use crate::ui::action::Action;

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

/// What a click on a stone of `heap` takes, as [`crate::ui::sums::meant_at`] reads it.
fn preview(heap: &Heap, take: u64) -> Preview {
    let splits = heap.game == HeapGame::Grundy || (heap.game == HeapGame::Lasker && take == 0);
    if splits {
        Preview::Split
    } else if heap.game.splits() && heap.game != HeapGame::Lasker {
        let takes = crate::ui::sums::split_takes(&heap.game, heap.size);
        Preview::Run(if takes.contains(&take) { take } else { takes.first().copied().unwrap_or(1) })
    } else {
        Preview::Above
    }
}

/// The sum's heaps: the choices a click needs (how many pins, split or take), then the columns.
fn heaps_board(ui: &mut egui::Ui, sum: &MixedSum, view: &DisguiseBoardView<'_>) -> Vec<Action> {
    let play = view.play;
    let heaps = sum.heaps.heaps();
    let mut actions = Vec::new();
    let mut choices: Vec<u64> = heaps.iter().flat_map(|h| crate::ui::sums::split_takes(&h.game, h.size)).collect();
    choices.sort_unstable();
    choices.dedup();
    if choices.len() > 1 {
        ui.horizontal(|ui| {
            ui.label(msg::sum_click_takes());
            for take in choices {
                let word = if take == 1 { msg::sum_one_token() } else { msg::sum_adjacent_tokens(take) };
                if ui.selectable_label(play.take == take, word).clicked() {
                    actions.push(Action::Disguise(DisguiseAction::SetTake(take)));
                }
            }
        });
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
    let columns: Vec<Column> = heaps
        .iter()
        .enumerate()
        .map(|(i, h)| Column {
            label: crate::words::sum_part(sum, i + 1, true),
            count: h.size,
            rise: 0,
            preview: preview(h, chosen_take(h, play.split, play.take)),
        })
        .collect();
    // A click that means a forbidden move is played too: the game refuses it and says why.
    let move_at = |index: usize, token: u64| {
        let heap = &heaps[index];
        let mv = crate::ui::sums::meant_at(heap, index, token, chosen_take(heap, play.split, play.take))?;
        Some(DisguisedMove::Sum(Box::new(MixedMove::Heap(mv))))
    };
    if let Some(mv) = stone_columns(ui, &columns, view, &[], Some(&move_at)).and_then(|(h, t)| move_at(h, t)) {
        actions.push(Action::Disguise(DisguiseAction::Play(mv)));
    }
    actions
}
