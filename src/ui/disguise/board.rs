//! The board of a game in disguise, drawn as the game looks: coins on a staircase, heaps of chips
//! with banks, a row of coins, heaps of stones (Moore's and Lasker's Nim), trees of edges standing on
//! the ground, a grid with a queen. Every token a click can play is a widget with a name (for a
//! screen reader and the tests); hovering it shows what the click would take.

use eframe::egui::{self, Color32, Pos2, Rect, Role, Sense, Stroke, Vec2, WidgetInfo};

pub(super) use super::place::{Place, picks_at};
pub(super) use super::stones::{Column, Preview, stone_columns};
use super::{DisguiseAction, DisguisePlay};
use crate::core::{DisguisedGame, DisguisedMove, LaskerMove, PokerMove, StairMove};
use crate::i18n::msg;
use crate::ui::action::Action;
use crate::ui::style::Palette;

/// What the board needs to draw.
pub struct DisguiseBoardView<'a> {
    /// The game being played.
    pub play: &'a DisguisePlay,
    /// Whether a click plays (the person's turn, the game not over).
    pub playable: bool,
    /// Whether the answers are shown (Wythoff's pairs are marked on the grid).
    pub revealed: bool,
    /// Every move's value, while move values are shown (View ▸ Move values, with the answers).
    pub values: Option<&'a crate::core::DisguiseMoveValues>,
    /// Colours.
    pub palette: &'a Palette,
}

/// A move's value as the board marks it: the colour, the mark with the moves to the end ("✔3"),
/// and the words a screen reader says after the token's name.
pub(super) struct ValueMark {
    pub colour: Color32,
    pub text: String,
    pub said: String,
}

impl DisguiseBoardView<'_> {
    /// The mark of `mv`'s value, while move values are shown.
    pub(super) fn mark(&self, mv: &DisguisedMove) -> Option<ValueMark> {
        let (value, grade) = self.values?.of_move(mv)?;
        let (colour, glyph) = crate::ui::values::mark(grade, value, self.palette);
        Some(ValueMark {
            colour,
            text: format!("{glyph}{}", value.moves),
            said: msg::disguise_valued(grade.word(), value.to_string()),
        })
    }

    /// A token's name for a screen reader, with its move's value while move values are shown.
    pub(super) fn named(&self, name: String, mv: Option<&DisguisedMove>) -> String {
        match mv.and_then(|mv| self.mark(mv)) {
            Some(mark) => format!("{name} {}", mark.said),
            None => name,
        }
    }
}

/// Draws the board; returns what was clicked.
pub(in crate::ui) fn disguise_board(ui: &mut egui::Ui, view: &DisguiseBoardView<'_>) -> Vec<Action> {
    match view.play.position() {
        DisguisedGame::Sum(sum) => super::sum::sum_board(ui, sum, view),
        game => game_board(ui, game, view, Place::Alone),
    }
}

/// Draws one game (alone, or a game in disguise of a sum at `place`); returns what was clicked.
pub(super) fn game_board(
    ui: &mut egui::Ui,
    game: &DisguisedGame,
    view: &DisguiseBoardView<'_>,
    place: Place,
) -> Vec<Action> {
    let play = view.play;
    let mut actions = Vec::new();
    let wrap = |a: DisguiseAction| Action::Disguise(a);
    let picks = picks_at(play, place);
    let pick = |part: usize, amount: u64| wrap(DisguiseAction::Pick { game: place.pick_game(), part, amount });
    match game {
        DisguisedGame::Staircase(stairs) => {
            let columns: Vec<Column> = stairs
                .coins()
                .iter()
                .enumerate()
                .map(|(i, &c)| Column {
                    label: msg::disguise_label_step(i as u64 + 1),
                    count: c,
                    rise: i + 1,
                    preview: Preview::Above,
                })
                .collect();
            let move_at = |step: usize, index: u64| {
                let count = stairs.coins()[step] - index;
                Some(place.wrap(DisguisedMove::Staircase(StairMove { step: step + 1, count })))
            };
            if let Some(mv) = stone_columns(ui, &columns, view, &[], Some(&move_at)).and_then(|(s, i)| move_at(s, i)) {
                actions.push(wrap(DisguiseAction::Play(mv)));
            }
        }
        DisguisedGame::Poker(poker) => actions.extend(poker_board(ui, poker, view, place)),
        DisguisedGame::Moore(moore) => {
            let columns = heap_columns(moore.heaps());
            if let Some((heap, index)) = stone_columns(ui, &columns, view, picks, None) {
                actions.push(pick(heap + 1, moore.heaps()[heap] - index));
            }
            actions.extend(pick_buttons(ui, view, place, msg::disguise_take()));
        }
        DisguisedGame::Lasker(lasker) => {
            let mut split = play.split;
            if ui.checkbox(&mut split, msg::disguise_split()).changed() {
                actions.push(wrap(DisguiseAction::SetSplit(split)));
            }
            let mut columns = heap_columns(lasker.heaps());
            if play.split {
                for column in &mut columns {
                    column.preview = Preview::Split;
                }
            }
            let move_at = |heap: usize, index: u64| {
                let size = lasker.heaps()[heap];
                Some(place.wrap(DisguisedMove::Lasker(if play.split {
                    // Split below the stone clicked: the stones under it, and the rest.
                    LaskerMove::Split { heap: heap + 1, left: index.min(size - index) }
                } else {
                    LaskerMove::Take { heap: heap + 1, count: size - index }
                })))
            };
            if let Some(mv) = stone_columns(ui, &columns, view, &[], Some(&move_at)).and_then(|(h, i)| move_at(h, i)) {
                actions.push(wrap(DisguiseAction::Play(mv)));
            }
        }
        DisguisedGame::Coins(row) => {
            if let Some(position) = coin_row(ui, row.heads(), view, picks) {
                actions.push(pick(position, 0));
            }
            actions.extend(pick_buttons(ui, view, place, msg::disguise_turn()));
        }
        DisguisedGame::Hackenbush(forest) => {
            if let Some(at) = play.colon.filter(|_| place == Place::Alone) {
                // A step of the colon principle: its drawing, the branches that merge marked; no cut.
                let steps = forest.colon_steps();
                let shown = super::colon::drawing_at(forest, &steps, at);
                let still = DisguiseBoardView { playable: false, values: None, ..*view };
                // Each step's drawing is numbered as it stands, as the step's words count.
                let numbers: Vec<usize> = (1..=shown.edges()).collect();
                super::drawings::forest_board(ui, shown.trees(), &numbers, &still, steps.get(at), place);
            } else {
                let numbers = forest.edge_numbers();
                if let Some(edge) = super::drawings::forest_board(ui, forest.trees(), numbers, view, None, place) {
                    actions.push(wrap(DisguiseAction::Play(place.wrap(DisguisedMove::Hackenbush(edge)))));
                }
            }
        }
        DisguisedGame::Wythoff(wythoff) => {
            // The grid keeps the start's size as the queen moves, so no square moves under the pointer.
            let extent = match place.start(play) {
                Some(DisguisedGame::Wythoff(start)) => start.heaps(),
                _ => wythoff.heaps(),
            };
            if let Some(mv) = super::drawings::queen_grid(ui, wythoff.heaps(), extent, view, place) {
                actions.push(wrap(DisguiseAction::Play(place.wrap(DisguisedMove::Wythoff(mv)))));
            }
        }
        // No sum inside a sum.
        DisguisedGame::Sum(_) => {}
    }
    actions
}

/// Poker Nim's board: the banks, how many chips a "+" adds, the heaps (a click takes), and a "+"
/// button per heap (each with its move's value while move values are shown).
fn poker_board(
    ui: &mut egui::Ui,
    poker: &crate::core::Poker,
    view: &DisguiseBoardView<'_>,
    place: Place,
) -> Vec<Action> {
    let play = view.play;
    let mut actions = Vec::new();
    let wrap = |a: DisguiseAction| Action::Disguise(a);
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
    let move_at = |heap: usize, index: u64| {
        Some(place.wrap(DisguisedMove::Poker(PokerMove::Take { heap: heap + 1, count: poker.heaps()[heap] - index })))
    };
    if let Some(mv) = stone_columns(ui, &columns, view, &[], Some(&move_at)).and_then(|(h, i)| move_at(h, i)) {
        actions.push(wrap(DisguiseAction::Play(mv)));
    }
    ui.horizontal(|ui| {
        for heap in 1..=poker.heaps().len() {
            let add = play.add.min(mine);
            let label = msg::disguise_add_to(add, heap as u64);
            // With move values, the button carries its move's value as a stone does.
            let button = match view.mark(&place.wrap(DisguisedMove::Poker(PokerMove::Add { heap, count: add }))) {
                Some(mark) if add > 0 => {
                    let ink = crate::ui::values::ink_on(mark.colour);
                    egui::Button::new(egui::RichText::new(format!("{label}  {}", mark.text)).color(ink))
                        .fill(mark.colour)
                }
                _ => egui::Button::new(label),
            };
            if ui.add_enabled(view.playable && mine > 0, button).clicked() {
                let mv = PokerMove::Add { heap, count: add };
                actions.push(wrap(DisguiseAction::Play(place.wrap(DisguisedMove::Poker(mv)))));
            }
        }
    });
    actions
}

/// Heaps as columns of stones on the ground.
fn heap_columns(heaps: &[u64]) -> Vec<Column> {
    heaps
        .iter()
        .enumerate()
        .map(|(i, &h)| Column {
            label: msg::disguise_label_heap(i as u64 + 1),
            count: h,
            rise: 0,
            preview: Preview::Above,
        })
        .collect()
}

/// The buttons that play or forget what is picked.
fn pick_buttons(ui: &mut egui::Ui, view: &DisguiseBoardView<'_>, place: Place, play_label: String) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.horizontal(|ui| {
        let any = !picks_at(view.play, place).is_empty();
        if ui.add_enabled(view.playable && any, egui::Button::new(play_label)).clicked() {
            actions.push(Action::Disguise(DisguiseAction::PlayPicks));
        }
        if ui.add_enabled(any, egui::Button::new(msg::disguise_clear())).clicked() {
            actions.push(Action::Disguise(DisguiseAction::ClearPicks));
        }
        // The value of the move picked, once it is one (while move values are shown).
        if let Some(mark) = view.play.picked_move().filter(|_| any).and_then(|mv| view.mark(&mv)) {
            let text = egui::RichText::new(format!(" {} ", mark.text))
                .color(crate::ui::values::ink_on(mark.colour))
                .background_color(mark.colour);
            ui.label(text);
            ui.label(mark.said);
        }
    });
    actions
}

/// A row of coins, heads (H) or tails (T), those in `picks` ringed; returns the position of the
/// coin clicked (a click picks or unpicks it).
fn coin_row(ui: &mut egui::Ui, heads: &[bool], view: &DisguiseBoardView<'_>, picks: &[(usize, u64)]) -> Option<usize> {
    let mut clicked = None;
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
        let picked = picks.iter().any(|&(p, _)| p == position);
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
            if head { msg::disguise_heads_letter() } else { msg::disguise_tails_letter() },
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
            clicked = Some(position);
        }
    }
    clicked
}
