//! Move values and the post-game review (issue 18): every possible move coloured by its value for
//! the player to move (View ▸ Move values), and a scorecard of the game with its value chart (Game ▸
//! Review the game). The numbers come from `core::remoteness`; this folder draws them.

mod apply;
mod count;
mod review;

use eframe::egui::{self, Color32, RichText};

pub use count::{BoardMoveValues, Count, Counted};
pub use review::ReviewView;
pub(in crate::ui) use review::review_panel;

use crate::core::{Grade, PlainGame, Remoteness, Review};
use crate::i18n::msg;
use crate::ui::action::Action;
use crate::ui::style::Palette;

/// The counts in hand: each for the state of the game it was asked for.
#[derive(Default)]
pub struct ValuesState {
    /// Every move's value from the position on the board, heaps or a sum (while View ▸ Move values
    /// is on and the answers are shown), for the game's revision.
    pub moves: Option<Counted<u64, BoardMoveValues>>,
    /// The review of every recorded move (while the review is open), for the recorded game.
    pub review: Option<Counted<PlainGame, Review>>,
    /// The game's revision the review was last compared with (the recorded game is rebuilt only
    /// when it changes).
    pub review_seen: Option<u64>,
    /// Move values and the review of the game in disguise on the board (none otherwise).
    pub disguise: crate::ui::disguise::DisguiseCounts,
}

impl ValuesState {
    /// Every move's value, once counted for this revision of the game on the board.
    #[must_use]
    pub fn at(&self, revision: u64) -> Option<&BoardMoveValues> {
        self.moves.as_ref().filter(|c| c.key == revision).and_then(Counted::ready)
    }
}

/// How a move's value is drawn: its colour and a mark that says the same without colour.
#[must_use]
pub fn mark(grade: Grade, value: Remoteness, palette: &Palette) -> (Color32, &'static str) {
    match grade {
        Grade::Best | Grade::Forced if value.wins() => (palette.value_best, "✔"),
        // Every move loses: the slowest loss is the best there is.
        Grade::Best | Grade::Forced => (palette.value_loses, "✔"),
        Grade::SlowerWin => (palette.value_slower, "◐"),
        Grade::Mistake => (palette.value_loses, "✘"),
        Grade::FasterLoss => (palette.value_loses, "▼"),
    }
}

/// The text to draw on a stone whose move has this value: the mark and, on a stone big enough, the
/// number of moves to the end.
#[must_use]
pub fn stone_label(grade: Grade, value: Remoteness, palette: &Palette, diameter: f32) -> Option<(Color32, String)> {
    let (colour, glyph) = mark(grade, value, palette);
    if diameter < 14.0 {
        return None;
    }
    let text = if diameter >= 30.0 { format!("{glyph}{}", value.moves) } else { glyph.to_string() };
    Some((colour, text))
}

/// The ink that reads on a value's colour: black on the light orange, white on the others.
#[must_use]
pub fn ink_on(colour: Color32) -> Color32 {
    let [r, g, b, _] = colour.to_array();
    let light = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b) > 150.0;
    if light { Color32::BLACK } else { Color32::WHITE }
}

/// One key of the legend: a swatch with its mark, and what it means — one label, so that the
/// legend wraps between keys and never inside one.
fn key(ui: &mut egui::Ui, colour: Color32, glyph: &str, meaning: &str) {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let mut job = egui::text::LayoutJob::default();
    let swatch = egui::TextFormat {
        background: colour,
        color: ink_on(colour),
        ..egui::TextFormat::simple(font.clone(), ink_on(colour))
    };
    job.append(&format!(" {glyph} "), 0.0, swatch);
    job.append(meaning, 6.0, egui::TextFormat::simple(font, ui.visuals().text_color()));
    ui.add(egui::Label::new(job).extend());
}

/// Above the board while move values are on: the legend (which says everything without colour), or
/// the count in progress with Cancel, or why there is no count.
pub(in crate::ui) fn values_legend(
    ui: &mut egui::Ui,
    counted: Option<&Counted<u64, BoardMoveValues>>,
    palette: &Palette,
) -> Option<Action> {
    let counted = counted?;
    let mut action = None;
    ui.horizontal_wrapped(|ui| match &counted.count {
        Count::Running(worker) => {
            ui.spinner();
            ui.label(msg::values_counting());
            ui.add(egui::ProgressBar::new(worker.fraction()).desired_width(120.0));
            if ui.add_enabled(!worker.cancelling(), egui::Button::new(msg::values_cancel())).clicked() {
                action = Some(Action::CancelCount);
            }
        }
        Count::Done(Err(why)) => {
            ui.colored_label(ui.visuals().warn_fg_color, msg::values_not_counted(why.to_string()));
        }
        Count::Done(Ok(values)) => {
            let position = values.position_value();
            let shown = crate::core::Claim::Remote { value: position };
            ui.label(RichText::new(crate::words::sentence(&shown.to_string())).strong());
            if position.moves == 0 {
                // The game is over: no move to colour, no key to read.
                return;
            }
            ui.end_row();
            legend_keys(ui, &msg::values_legend(), position, palette);
        }
    });
    ui.add_space(4.0);
    action
}

/// What the marks mean where the player to move is worth `position` (a winner's marks, or a
/// loser's), after `intro` (what is marked): in a wrapping row.
pub(in crate::ui) fn legend_keys(ui: &mut egui::Ui, intro: &str, position: Remoteness, palette: &Palette) {
    ui.label(intro);
    if position.wins() {
        key(ui, palette.value_best, "✔", &msg::values_fastest_win());
        key(ui, palette.value_slower, "◐", &msg::values_slower_win());
        key(ui, palette.value_loses, "✘", &msg::values_throws_win());
    } else {
        key(ui, palette.value_loses, "✔", &msg::values_slowest_loss());
        key(ui, palette.value_loses, "▼", &msg::values_faster_loss());
    }
    ui.label(msg::values_number());
}

/// The value of the move the keyboard has chosen (or the pointer is on), as a claim, in words above
/// the board. Its two lines are kept whether or not a move is chosen, so the board never moves under
/// the pointer.
pub(in crate::ui) fn chosen_move_line(ui: &mut egui::Ui, claim: Option<crate::core::Claim>) {
    let height = 2.0 * ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    let size = egui::vec2(ui.available_width(), height);
    ui.allocate_ui_with_layout(size, egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.set_min_size(size);
        if let Some(claim) = claim {
            ui.add(egui::Label::new(RichText::new(crate::words::sentence(&claim.to_string())).strong()).truncate());
        }
    });
}
