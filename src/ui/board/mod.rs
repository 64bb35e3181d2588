//! The board: each heap a row of stones drawn with the painter. Clicking a stone takes it and every
//! stone to its right; hovering shows what would go (and, with hints on, the nim-sum it would leave).
//! Keys: ↑/↓ choose a heap, ←/→ or digits choose how many, Enter plays.

mod apply;
mod big_heap;
mod game_over;
mod hover;
mod keys;
mod shown_move;

use hover::hover_text;

pub use game_over::GameOverView;
pub(in crate::ui) use game_over::{computer_move_line, game_over_panel};
pub use shown_move::ShownMove;

use std::collections::HashMap;

use eframe::egui::{self, Role, Sense, Stroke, Vec2, WidgetInfo};

use crate::core::{Analysis, Move, MoveValues, PlainGame, Position};
use crate::i18n::msg;
use crate::ui::action::{Action, ProofAction};
use crate::ui::style::{Palette, TOUCH_TARGET};

use crate::export::MAX_DRAWN_STONES;
/// The largest and smallest stone diameters: stones shrink to fit the board's width.
const STONE_MAX: f32 = 40.0;
const STONE_MIN: f32 = 12.0;
/// The smallest stone on a board too short for more lines.
const STONE_MIN_SHORT: f32 = 6.0;
const GAP: f32 = 5.0;
/// The height of a heap's row of small stones, so they are easy to click…
const TARGET: f32 = 24.0;
/// …and on a board too short for that.
const TARGET_SHORT: f32 = 16.0;
/// The space between two stones.
const STONE_SPACING: f32 = 4.0;
/// Below this width the heaps are named by number alone ("Heap 1" is then the hover text).
const NARROW_BOARD: f32 = 420.0;

/// What the board needs to draw: all computed elsewhere.
#[allow(clippy::struct_excessive_bools, reason = "independent switches, each set by the app from its state")]
pub struct BoardView<'a> {
    /// The game (position and rules).
    pub game: &'a PlainGame,
    /// The analysis of the position, when there is one.
    pub analysis: Option<&'a Analysis>,
    /// Show the nim-sum a hovered move would leave.
    pub hints: bool,
    /// What a click (or Enter) does.
    pub click: Click,
    /// A move to show as going (the move Lemma 1 uses), drawn like the hover preview.
    pub preview: Option<Move>,
    /// ←/→ choose the amount (off while the proof panel uses them to step).
    pub arrows_choose_amount: bool,
    /// The board listens to the keyboard (not while a dialog is in front).
    pub keys: bool,
    /// The computer's last move, to show.
    pub shown: Option<ShownMove>,
    /// Stones and their rows at least [`TOUCH_TARGET`] apart, for a finger: long heaps wrap (and
    /// the board scrolls) rather than shrink.
    pub large_targets: bool,
    /// Every move's value, to colour each stone by (View ▸ Move values, answers shown).
    pub values: Option<&'a MoveValues>,
    /// Colours.
    pub palette: Palette,
}

/// What choosing a move on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    /// Play it.
    Play,
    /// Pick it for the proof panel's Lemma 1 (it is not played).
    PickForProof,
    /// Nothing: the computer is to move.
    Off,
    /// Nothing: in a class, the partner is to move, on their own device.
    Partner,
    /// Nothing: the board shows an exercise's question, answered in the exercises panel.
    Locked,
}

impl BoardView<'_> {
    /// Whether a person may choose a move now.
    fn input_enabled(&self) -> bool {
        !matches!(self.click, Click::Off | Click::Partner | Click::Locked)
    }

    /// What a chosen move does: play it, or pick it for the proof panel.
    fn action_for(&self, mv: Move) -> Action {
        if self.click == Click::PickForProof { Action::Proof(ProofAction::PickMove(mv)) } else { Action::Play(mv) }
    }
}

/// The board's own state: the keyboard selection and the new-size fields of big heaps.
#[derive(Default)]
pub struct BoardPanel {
    selected: usize,
    amount: u64,
    /// The keyboard has been used: show its selection.
    keyboard_active: bool,
    typed: String,
    new_size: HashMap<usize, String>,
    /// This frame's stone diameter.
    stone: f32,
    /// This frame's space between two stones.
    spacing: f32,
    /// This frame's width of the heap's name (short on a narrow board).
    name_width: f32,
    /// This frame's width of the size column (as wide as the widest number).
    size_width: f32,
    /// How many lines of stones the largest drawn heap takes (more than one on a narrow board).
    lines: u64,
    /// How many stones a line holds.
    per_line: u64,
    /// This frame's height of a line of stones that fit on one line (the click target).
    target: f32,
    /// The move the pointer (or a finger) was on in the last frame.
    pointed: Option<Move>,
}

impl BoardPanel {
    /// The move chosen but not yet played: the keyboard's, or the one under the pointer.
    #[must_use]
    pub fn chosen(&self) -> Option<Move> {
        if self.keyboard_active && self.amount > 0 { Some(Move::new(self.selected, self.amount)) } else { self.pointed }
    }

    /// Keeps the keyboard selection inside the position.
    pub fn clamp_to(&mut self, position: &Position) {
        self.selected = self.selected.min(position.len().saturating_sub(1));
        let size = position.heaps().get(self.selected).copied().unwrap_or(0);
        self.amount = self.amount.min(size);
    }

    /// Draws the board and returns the action a click or a key asked for.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &BoardView<'_>) -> Option<Action> {
        self.pointed = None;
        let heaps = view.game.position().heaps();
        let mut action = self.keyboard(ui, heaps, view);
        if heaps.is_empty() {
            ui.label(msg::board_no_heaps());
            return action;
        }
        // The stones the computer took are still drawn (fading): they count for the width.
        let drawn: Vec<u64> = heaps
            .iter()
            .enumerate()
            .map(|(k, &h)| view.shown.filter(|s| s.mv.heap == k).map_or(h, |s| s.before.max(h)))
            .collect();
        self.fit_to(ui, &drawn, view.large_targets);
        let row_height = self.lines as f32 * self.line_height() + 2.0 * GAP;
        egui::ScrollArea::vertical().auto_shrink([false, false]).show_rows(ui, row_height, heaps.len(), |ui, rows| {
            for heap in rows {
                if let Some(a) = self.heap_row(ui, view, heap) {
                    action = Some(a);
                }
            }
        });
        action
    }

    /// Sizes the stones so that the largest drawn heap fits the board's width: they shrink down to
    /// [`STONE_MIN`], then wrap onto more lines, or on a short board shrink down to
    /// [`STONE_MIN_SHORT`] (a heap past the limit is drawn as a bar).
    #[allow(
        clippy::cast_sign_loss,
        clippy::cast_possible_truncation,
        reason = "a count of stones per line, at least 1 and at most a few hundred"
    )]
    fn fit_to(&mut self, ui: &egui::Ui, heaps: &[u64], large_targets: bool) {
        let width = ui.available_width();
        let widest = heaps.iter().copied().filter(|&h| h <= MAX_DRAWN_STONES).max().unwrap_or(1).max(1);
        let digits = heaps.iter().map(|h| h.to_string().len()).max().unwrap_or(1);
        let narrow = width < NARROW_BOARD;
        self.name_width = if narrow { 8.0 * heaps.len().to_string().len() as f32 + 14.0 } else { 70.0 };
        self.size_width = (digits as f32 * 9.0 + 12.0).max(if narrow { 30.0 } else { 60.0 });
        let item = ui.spacing().item_spacing.x;
        let room = (width - self.name_width - self.size_width - 2.0 * item - 6.0).max(STONE_MIN + 1.0);
        let rows = heaps.len().min(8) as f32;
        // Stones readable from the back of the room: no smaller than STONE_MIN, wrapping onto more
        // lines instead — unless the board is too short for the lines, then smaller stones on one.
        // For a finger: full-size stones, a target's pitch apart, and rows a target tall.
        let sizes: &[f32] = if large_targets { &[STONE_MAX] } else { &[STONE_MIN, STONE_MIN_SHORT] };
        for &smallest in sizes {
            // A stone and the gap after it; the gap is an eighth of the pitch, 1 to 4 points.
            let pitch = (room / widest as f32).min(STONE_MAX + STONE_SPACING);
            self.stone = (pitch * 7.0 / 8.0).clamp(smallest, STONE_MAX);
            self.spacing = (pitch - self.stone).clamp(1.0, STONE_SPACING);
            if large_targets {
                self.spacing = TOUCH_TARGET - self.stone;
            }
            let fits = ((room + self.spacing) / (self.stone + self.spacing)).floor().max(1.0) as u64;
            self.lines = widest.div_ceil(fits);
            // Lines of even length (11 and 10, not 20 and 1).
            self.per_line = widest.div_ceil(self.lines);
            let tall = rows * (self.lines as f32 * (self.stone + self.spacing) + 2.0 * GAP);
            if tall <= ui.available_height() {
                break;
            }
        }
        // A short board (a small window at a large zoom) closes its rows up rather than hide a heap.
        let comfortable = rows * (self.lines as f32 * self.stone.max(TARGET) + 2.0 * GAP);
        self.target = if large_targets {
            TOUCH_TARGET
        } else if comfortable > ui.available_height() {
            TARGET_SHORT
        } else {
            TARGET
        };
    }

    /// The height of one line of stones: a comfortable click target while the stones fit on one line.
    fn line_height(&self) -> f32 {
        if self.lines > 1 { self.stone + self.spacing } else { self.stone.max(self.target) }
    }

    fn heap_row(&mut self, ui: &mut egui::Ui, view: &BoardView<'_>, heap: usize) -> Option<Action> {
        let size = view.game.position().heaps()[heap];
        let selected = heap == self.selected;
        let mut action = None;
        ui.horizontal(|ui| {
            let heap_name = msg::board_heap(heap + 1);
            let name = if self.name_width < 70.0 { (heap + 1).to_string() } else { heap_name.clone() };
            let label = egui::RichText::new(name).strong();
            let label = if selected { label.underline() } else { label };
            let height = self.line_height();
            ui.add_sized([self.name_width, height], egui::Label::new(label)).on_hover_text(heap_name);
            let size_text = egui::RichText::new(size.to_string()).monospace();
            ui.add_sized([self.size_width, height], egui::Label::new(size_text));
            let shown = view.shown.filter(|s| s.mv.heap == heap);
            if size <= MAX_DRAWN_STONES {
                let row = ui.horizontal_wrapped(|ui| {
                    ui.spacing_mut().item_spacing = Vec2::new(self.spacing, 0.0);
                    // A wrapped line is as tall as its stones (not egui's usual row height).
                    ui.spacing_mut().interact_size.y = self.line_height();
                    if self.lines > 1 {
                        ui.set_max_width(self.per_line as f32 * (self.stone + self.spacing) + 0.5);
                    }
                    action = self.stones(ui, view, heap, size);
                    if let Some(shown) = shown {
                        self.taken_stones(ui, view, shown);
                    }
                });
                if shown.is_some() {
                    let outline = row.response.rect.expand(3.0);
                    ui.painter().rect_stroke(
                        outline,
                        6.0,
                        Stroke::new(2.5, view.palette.candidate),
                        egui::StrokeKind::Outside,
                    );
                }
            } else {
                action = self.big_heap(ui, view, heap, size);
            }
        });
        action
    }

    fn stones(&mut self, ui: &mut egui::Ui, view: &BoardView<'_>, heap: usize, size: u64) -> Option<Action> {
        let mut action = None;
        let enabled = view.input_enabled();
        // The stone from which the hovered (or keyboard-chosen) move takes.
        let keyboard_from =
            (self.keyboard_active && heap == self.selected && self.amount > 0).then(|| size - self.amount);
        let preview_from = view.preview.filter(|m| m.heap == heap && m.take <= size).map(|m| size - m.take);
        let diameter = self.stone;
        // Every stone's place first: a slide that starts on a stone chooses by where the pointer is now.
        let stones: Vec<(egui::Rect, egui::Response)> = (0..size)
            .map(|stone| {
                let take = size - stone;
                let sense = Sense::click_and_drag();
                let (rect, response) = ui.allocate_exact_size(Vec2::new(diameter, self.line_height()), sense);
                response
                    .widget_info(|| WidgetInfo::labeled(Role::Button, enabled, msg::board_stone_take(heap + 1, take)));
                (rect, response)
            })
            .collect();
        // A press on a stone and a slide along the heap (a finger, on a tablet) shows the move from
        // the stone under it; letting go plays it. A click or a tap plays at once.
        let sliding = stones.iter().any(|(_, r)| r.dragged() || r.drag_stopped());
        let pointer_at = ui.input(|i| i.pointer.latest_pos());
        let slid_to = pointer_at.filter(|_| sliding).map(|p| stone_under(&stones, p));
        let hovered = stones.iter().position(|(_, r)| r.hovered()).map(|i| i as u64);
        let going_from = if enabled { slid_to.or(hovered) } else { None };
        if let Some(from) = going_from {
            self.pointed = Some(Move::new(heap, size - from));
        }
        let from = going_from.or(keyboard_from).or(preview_from);
        // A move the rules forbid (more than k under S(1..k), a size not in the set) is marked as
        // such: outlined in the warning colour, the stones left as they are, the cursor saying no.
        let allowed = |from: u64| view.game.position().check(Move::new(heap, size - from), view.game.rules()).is_ok();
        let from_allowed = from.is_none_or(allowed);
        let warn = ui.visuals().warn_fg_color;
        for (stone, (rect, response)) in (0u64..).zip(stones) {
            let mv = Move::new(heap, size - stone);
            let going = from.is_some_and(|from| stone >= from);
            let painter = ui.painter();
            let radius = diameter / 2.0 - 1.0;
            // With move values on, each stone wears its move's value: a colour, and a mark and a number
            // that say the same without the colour.
            let valued = view.values.and_then(|values| Some((values.value_of(mv)?, values.grade_of(mv)?)));
            let fill = match valued {
                Some((value, grade)) => crate::ui::values::mark(grade, value, &view.palette).0,
                None => view.palette.stone,
            };
            if going && from_allowed {
                painter.circle_filled(rect.center(), radius, view.palette.stone_going);
                painter.circle_stroke(rect.center(), radius, Stroke::new(2.0, fill));
            } else {
                painter.circle_filled(rect.center(), radius, fill);
                if going {
                    painter.circle_stroke(rect.center(), radius + 1.0, Stroke::new(2.5, warn));
                }
            }
            if let Some((value, grade)) = valued
                && let Some((colour, text)) = crate::ui::values::stone_label(grade, value, &view.palette, diameter)
            {
                let ink = if going && from_allowed { colour } else { crate::ui::values::ink_on(colour) };
                let font = egui::FontId::proportional((diameter * 0.36).clamp(9.0, 15.0));
                painter.text(rect.center(), egui::Align2::CENTER_CENTER, text, font, ink);
            }
            let response = if view.click == Click::Locked {
                response.on_hover_cursor(egui::CursorIcon::NotAllowed).on_hover_text(msg::board_locked_question())
            } else if view.click == Click::Partner {
                response.on_hover_text(msg::board_partner_to_move())
            } else if !enabled {
                response.on_hover_text(msg::board_computer_to_move())
            } else if allowed(stone) {
                response.on_hover_text(hover_text(view, mv))
            } else {
                response.on_hover_cursor(egui::CursorIcon::NotAllowed).on_hover_text(hover_text(view, mv))
            };
            if enabled && response.clicked() {
                action = Some(view.action_for(mv));
            }
            // A click on a locked board is refused by the app, which says where to answer.
            if view.click == Click::Locked && response.clicked() {
                action = Some(Action::Play(mv));
            }
            if enabled && response.drag_stopped() {
                action = slid_to.map(|from| view.action_for(Move::new(heap, size - from)));
            }
        }
        action
    }
}

/// The stone nearest to `point` (on a wrapped heap too), counted from the left.
fn stone_under(stones: &[(egui::Rect, egui::Response)], point: egui::Pos2) -> u64 {
    let distance = |rect: &egui::Rect| rect.distance_sq_to_pos(point);
    (0u64..)
        .zip(stones)
        .min_by(|(_, (a, _)), (_, (b, _))| distance(a).total_cmp(&distance(b)))
        .map_or(0, |(stone, _)| stone)
}

/// Playing on the board: the board panel, where it was drawn, the computer's last move shown, the
/// computer players and how many rungs of the hint ladder are shown.
pub struct BoardState {
    /// The keyboard selection and the new-size fields of big heaps.
    pub(in crate::ui) panel: BoardPanel,
    /// Where the board's column was drawn last frame (for the picture export and the layout tests).
    pub(in crate::ui) area: egui::Rect,
    /// The computer's last move, shown on the board until the position changes again.
    pub(in crate::ui) shown_move: Option<ShownMove>,
    /// The computer players, by side (rebuilt when a game starts, so their seeds replay).
    pub(in crate::ui) computers: [Option<crate::core::Opponent>; 2],
    /// What the person chose on a sum's board (a click's amount, the heap in focus, the quiz's seed).
    pub(in crate::ui) sum: crate::ui::sums::SumChoices,
}

impl Default for BoardState {
    fn default() -> Self {
        Self {
            panel: BoardPanel::default(),
            area: egui::Rect::NOTHING,
            shown_move: None,
            computers: [None, None],
            sum: crate::ui::sums::SumChoices::default(),
        }
    }
}
