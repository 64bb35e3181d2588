//! The board of a sum: each heap a row of its game's tokens — pins for Kayles and Dawson's Kayles,
//! stones for Nim and other octal games. A click takes tokens where it lands: in Nim the stone and
//! every stone to its right; in an octal game as many tokens as the game takes there (Kayles: the
//! chosen 1 or 2 pins), so knocking a pin in the middle splits the row in two.

use crate::i18n::msg;
use eframe::egui::{self, Color32, RichText, Role, Sense, Stroke, Vec2, WidgetInfo};

use super::SumAction;
use crate::core::{Heap, HeapGame, Leaves, SumMove};
use crate::ui::action::Action;
use crate::ui::style::Palette;
use crate::words::{describe_move, pin_game};

/// The largest token, and the gap between tokens.
const TOKEN_MAX: f32 = 30.0;
const TOKEN_MIN: f32 = 10.0;
const TOKEN_GAP: f32 = 4.0;

/// The amounts a move of a game that splits heaps may take from a heap of `size` (Kayles: 1 and 2).
fn split_takes(game: &HeapGame, size: u64) -> Vec<u64> {
    // Lasker's Nim takes like Nim, or splits taking nothing: its own choice, not an amount; Grundy's
    // game only splits.
    if !game.splits() || matches!(game, HeapGame::Lasker | HeapGame::Grundy) {
        return Vec::new();
    }
    let mut takes: Vec<u64> = game.moves(size).map(|(take, _)| take).collect();
    takes.dedup();
    takes
}

/// The move a click on token `token` (0-based, from the left) of heap `index` makes, if it makes a
/// legal one (see [`meant_at`]). Never an illegal move.
#[must_use]
pub fn move_at(heap: &Heap, index: usize, token: u64, chosen_take: u64) -> Option<SumMove> {
    let mv = meant_at(heap, index, token, chosen_take)?;
    heap.game.moves(heap.size).any(|(take, leaves)| take == mv.take && same_leaves(leaves, mv.leaves)).then_some(mv)
}

/// The move a click on token `token` (0-based, from the left) of heap `index` means, legal or not
/// (a click that means an illegal move is refused with the rule it breaks). In a game that splits
/// heaps the click takes `chosen_take` tokens (or the game's only amount) starting where it lands,
/// moved left where the row ends first; in any other game it takes the token and every token to its
/// right, as in Nim; in Lasker's Nim with the split chosen (`chosen_take` 0), and always in Grundy's
/// game, it splits the heap before the token (a click on the first token means no split).
#[must_use]
pub fn meant_at(heap: &Heap, index: usize, token: u64, chosen_take: u64) -> Option<SumMove> {
    let size = heap.size;
    if token >= size {
        return None;
    }
    let splits_here = heap.game == HeapGame::Grundy || (heap.game == HeapGame::Lasker && chosen_take == 0);
    Some(if splits_here {
        if token == 0 {
            return None;
        }
        SumMove::split(index, 0, token, size - token)
    } else if heap.game.splits() && heap.game != HeapGame::Lasker {
        let takes = split_takes(&heap.game, size);
        let take = if takes.contains(&chosen_take) { chosen_take } else { *takes.first()? };
        let first = token.min(size - take);
        let (left, right) = (first, size - first - take);
        let leaves = match (left, right) {
            (0, 0) => Leaves::Nothing,
            (0, rest) | (rest, 0) => Leaves::One(rest),
            (a, b) => Leaves::Two(a, b),
        };
        SumMove { heap: index, take, leaves }
    } else {
        SumMove::take(index, size, size - token)
    })
}

/// Whether two `Leaves` leave the same heaps (a split in either order).
fn same_leaves(a: Leaves, b: Leaves) -> bool {
    match (a, b) {
        (Leaves::Two(a1, b1), Leaves::Two(a2, b2)) => (a1, b1) == (a2, b2) || (a1, b1) == (b2, a2),
        _ => a == b,
    }
}

/// Which tokens (from the left) a move made by clicking token `clicked` takes: the first and how many.
fn taken_span(mv: SumMove, size: u64, clicked: u64) -> (u64, u64) {
    (clicked.min(size - mv.take), mv.take)
}

/// The choice of how many tokens a click takes, where the heaps' games offer more than one amount
/// (Kayles: "A click knocks: 1 pin / 2 adjacent pins"; "pins" only where every heap a choice applies
/// to is a row of pins), `chosen` selected; returns the amount chosen anew.
pub(in crate::ui) fn take_choices(ui: &mut egui::Ui, heaps: &[Heap], chosen: u64) -> Option<u64> {
    let mut choices: Vec<u64> = heaps.iter().flat_map(|h| split_takes(&h.game, h.size)).collect();
    choices.sort_unstable();
    choices.dedup();
    if choices.len() < 2 {
        return None;
    }
    let pins = heaps.iter().filter(|h| !split_takes(&h.game, h.size).is_empty()).all(|h| pin_game(&h.game).is_some());
    let mut picked = None;
    ui.horizontal(|ui| {
        ui.label(if pins { msg::sum_click_knocks() } else { msg::sum_click_takes() });
        for take in choices {
            let word = match (take, pins) {
                (1, true) => msg::sum_one_pin(),
                (1, false) => msg::sum_one_token(),
                (t, true) => msg::sum_adjacent_pins(t),
                (t, false) => msg::sum_adjacent_tokens(t),
            };
            if ui.selectable_label(chosen == take, word).clicked() {
                picked = Some(take);
            }
        }
    });
    picked
}

/// What the sum's board needs to draw: all computed elsewhere.
pub struct SumBoardView<'a> {
    /// The sum on the board.
    pub game: &'a crate::core::Game,
    /// The title and the notes shown above it, in words.
    pub heading: (String, String),
    /// Whether the notes are a lesson step's text (shown all along, not only at the start).
    pub lesson: bool,
    /// How many tokens a click takes, where a game offers a choice.
    pub take: u64,
    /// The computer's move that made the position, while the board stands there: outlined.
    pub shown: Option<crate::ui::board::ShownMove>,
    /// Colours.
    pub palette: &'a Palette,
    /// Whether a click plays.
    pub playable: bool,
    /// Whether the answers are shown.
    pub revealed: bool,
    /// Every move's value, to colour each token by (View ▸ Move values, answers shown).
    pub values: Option<&'a crate::core::SumMoveValues>,
    /// What happened on the board last (the computer's move, a refused click), in words.
    pub message: Option<String>,
    /// How much larger than usual the tokens may grow (1: as on the board; 2.5 on the projector).
    pub scale: f32,
}

/// Draws the sum's board; returns the moves clicked.
pub(in crate::ui) fn sum_board(ui: &mut egui::Ui, view: &SumBoardView<'_>) -> Vec<Action> {
    let SumBoardView { game, revealed, .. } = *view;
    let mut actions = Vec::new();
    let (title, notes) = &view.heading;
    ui.heading(title);
    // The file's notes at the start, while the answers are shown (they often tell them).
    if view.lesson && !notes.is_empty() {
        // A lesson step's text is the teacher's: it stays while the class plays.
        ui.label(RichText::new(notes).size(16.0));
    } else if revealed && game.cursor() == 0 && !notes.is_empty() {
        ui.label(RichText::new(notes).weak());
    }
    // One line for the last message, kept even when empty, so the pins never jump under the pointer.
    ui.label(view.message.as_deref().unwrap_or(" "));
    // The amount a click takes, where a game offers a choice (Kayles: 1 or 2 pins).
    if let Some(take) = take_choices(ui, game.position().heaps(), view.take) {
        actions.push(Action::Sum(SumAction::SetTake(take)));
    }
    // Lasker's Nim: a click takes, or (ticked) splits the heap before the token clicked.
    if game.position().heaps().iter().any(|h| h.game == HeapGame::Lasker) {
        let mut split = view.take == 0;
        if ui.checkbox(&mut split, msg::disguise_split()).changed() {
            actions.push(Action::Sum(SumAction::SetTake(u64::from(!split))));
        }
    }
    // Grundy's game: how a click splits.
    if game.position().heaps().iter().any(|h| h.game == HeapGame::Grundy) {
        ui.label(msg::sum_grundy_how());
    }
    // (The rows' frame below keeps its own room above the first row.)
    ui.add_space(8.0 - OUTLINE_ROOM);
    let heaps = game.position().heaps();
    let width = ui.available_width() - 2.0 * OUTLINE_ROOM;
    let label_width = (150.0 * view.scale.max(1.0)).min(width * 0.3);
    let longest = heaps.iter().map(|h| h.size).max().unwrap_or(1).max(1) as f32;
    let token = ((width - label_width - 16.0) / longest - TOKEN_GAP).clamp(TOKEN_MIN, TOKEN_MAX * view.scale.max(1.0));
    // Both ways: a long row on a narrow screen (a tablet held upright) scrolls rather than is cut.
    egui::ScrollArea::both().auto_shrink([false, true]).show(ui, |ui| {
        // Room inside the scrolling area for the outline drawn around a row (else the area cuts
        // the first row's top edge and every row's left edge).
        egui::Frame::NONE.inner_margin(OUTLINE_ROOM).show(ui, |ui| rows(ui, view, label_width, token, &mut actions));
    });
    actions
}

/// The room kept around the rows for the outline of the computer's move (3 points out, 2 wide).
const OUTLINE_ROOM: f32 = 6.0;

/// Every heap's row: its name and its tokens, the computer's move outlined.
fn rows(ui: &mut egui::Ui, view: &SumBoardView<'_>, label_width: f32, token: f32, actions: &mut Vec<Action>) {
    let palette = view.palette;
    for (index, heap) in view.game.position().heaps().iter().enumerate() {
        // An emptied row is gone from the board (rows keep their names, so none is renumbered),
        // unless the computer's last move emptied it: its outline shows where the move was.
        if heap.size == 0 && !view.shown.is_some_and(|shown| shown.changed(index)) {
            continue;
        }
        let row_response = ui.horizontal(|ui| {
            let name = heap.game.short_title();
            let size = crate::i18n::grouped(heap.size);
            let said = if pin_game(&heap.game).is_some() {
                msg::sum_board_row(name.clone(), view.game.position().name(index).to_string(), size)
            } else {
                msg::sum_board_heap(name.clone(), view.game.position().name(index).to_string(), size)
            };
            ui.allocate_ui(Vec2::new(label_width, token * 1.4), |ui| {
                ui.label(said);
            });
            actions.extend(row(ui, view, index, heap, token));
            if view.shown.is_some_and(|shown| shown.changed(index)) {
                ui.label(RichText::new(msg::sum_computers_move()).strong());
            }
        });
        // The heap (or both parts of the row) the computer's last move changed, outlined.
        if view.shown.is_some_and(|shown| shown.changed(index)) {
            let outline = row_response.response.rect.expand(3.0);
            ui.painter().rect_stroke(outline, 4.0, Stroke::new(2.0, palette.candidate), egui::StrokeKind::Outside);
        }
        ui.add_space(6.0);
    }
}

/// One heap's tokens, with the hover preview of the move a click would make.
#[allow(clippy::cast_sign_loss, reason = "the pointer's offset is clamped at 0 before the cast")]
fn row(ui: &mut egui::Ui, view: &SumBoardView<'_>, index: usize, heap: &Heap, token: f32) -> Option<Action> {
    let SumBoardView { game, palette, playable, take, .. } = *view;
    let pins = pin_game(&heap.game).is_some();
    let height = if pins { token * 1.4 } else { token };
    let (rect, _) =
        ui.allocate_exact_size(Vec2::new((token + TOKEN_GAP) * heap.size.max(1) as f32, height), Sense::hover());
    let hovered = ui.input(|i| i.pointer.hover_pos()).filter(|p| rect.contains(*p));
    let hovered_token =
        hovered.map(|p| (((p.x - rect.left()) / (token + TOKEN_GAP)).max(0.0) as u64).min(heap.size.saturating_sub(1)));
    let preview = hovered_token
        .filter(|_| playable)
        .and_then(|t| move_at(heap, index, t, take).map(|mv| (mv, taken_span(mv, heap.size, t))));
    let mut clicked = None;
    for t in 0..heap.size {
        let x = rect.left() + t as f32 * (token + TOKEN_GAP);
        let cell = egui::Rect::from_min_size(egui::pos2(x, rect.top()), Vec2::new(token, height));
        let id = ui.scope_id().with(("sum-token", index, t));
        let response = ui.interact(cell, id, if playable { Sense::click() } else { Sense::hover() });
        let named = game.position().name(index).to_string();
        let label = if pins { msg::sum_a11y_pin(named, t + 1) } else { msg::sum_a11y_stone(named, t + 1) };
        response.widget_info(|| WidgetInfo::labeled(Role::Button, playable, &label));
        let going = preview.is_some_and(|(_, (first, count))| (first..first + count).contains(&t));
        // With move values on, each token wears the value of the move a click on it makes.
        let this_move = move_at(heap, index, t, take);
        let valued = view.values.zip(this_move).and_then(|(values, mv)| {
            let value = values.value_of(mv)?;
            Some((value, crate::core::Grade::of(value, values.position)))
        });
        let fill = valued.map_or(palette.stone, |(value, grade)| crate::ui::values::mark(grade, value, palette).0);
        let colour = if going { palette.stone_going } else { fill };
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
        if let Some((value, grade)) = valued
            && let Some((colour, text)) =
                crate::ui::values::stone_label(grade, value, palette, if pins { token * 0.64 } else { token })
        {
            let ink = if going { colour } else { crate::ui::values::ink_on(colour) };
            let font = egui::FontId::proportional((token * 0.36).clamp(9.0, 15.0));
            painter.text(cell.center(), egui::Align2::CENTER_CENTER, text, font, ink);
        }
        if response.clicked() {
            // A click that means an illegal move is played too: the game refuses it and says why.
            clicked = meant_at(heap, index, t, take);
        }
        if let Some((mv, _)) = preview
            && response.hovered()
        {
            let said = view.values.and_then(|v| v.claim_for(game.position(), mv));
            let text = match said {
                Some(claim) => crate::words::sentence(&claim.to_string()),
                None => describe_move(mv, heap, game.position().name(index)),
            };
            response.on_hover_text(text);
        }
    }
    clicked.map(|mv| Action::Sum(SumAction::Play(mv)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heap(name: &str, size: u64) -> Heap {
        Heap::new(name.parse().unwrap(), size)
    }

    /// A click never makes an illegal move: games that do not split take from the clicked token to the
    /// end (as in Nim); games that split take the chosen amount where the click lands.
    #[test]
    fn clicks_make_only_legal_moves() {
        // S(1..3), 7 stones: the third stone would take 5 — not a move; the fifth takes 3.
        assert_eq!(move_at(&heap("upto-3", 7), 0, 2, 1), None);
        assert_eq!(move_at(&heap("upto-3", 7), 0, 4, 1), Some(SumMove::take(0, 7, 3)));
        // Kayles, 3 pins, two at a time from the first pin: a row of 1 is left.
        assert_eq!(move_at(&heap("kayles", 3), 0, 0, 2), Some(SumMove::take(0, 3, 2)));
        assert_eq!(move_at(&heap("kayles", 10), 0, 2, 1), Some(SumMove::split(0, 1, 2, 7)));
        // Dawson's Kayles takes two; a lone pin has no move.
        assert_eq!(move_at(&heap("dawson", 1), 0, 0, 1), None);
        assert_eq!(move_at(&heap("dawson", 5), 0, 1, 1), Some(SumMove::split(0, 2, 1, 2)));
        // 0.4 only splits: the last token would leave one heap — not a move.
        assert_eq!(move_at(&heap("0.4", 9), 0, 8, 1), None);
        assert_eq!(move_at(&heap("0.4", 9), 0, 3, 1), Some(SumMove::split(0, 1, 3, 5)));
        // Grundy's game: a click splits before the stone, into two different heaps (not 3 + 3).
        assert_eq!(move_at(&heap("grundy", 6), 0, 2, 1), Some(SumMove::split(0, 0, 2, 4)));
        assert_eq!(move_at(&heap("grundy", 6), 0, 3, 1), None);
        assert_eq!(move_at(&heap("grundy", 6), 0, 0, 1), None);
        for name in ["kayles", "dawson", "0.6", "0.4", "upto-3", "set-2.3", "0.137", "nim", "grundy", "lasker"] {
            for size in 0..12 {
                let h = heap(name, size);
                for token in 0..size {
                    for take in 1..4 {
                        if let Some(mv) = move_at(&h, 0, token, take) {
                            let position = crate::core::SumPosition::new(vec![h.clone()]).unwrap();
                            assert!(position.check(mv).is_ok(), "{name} {size}: {mv:?}");
                        }
                    }
                }
            }
        }
    }
}
