//! The review of a game in disguise (Game ▸ Review the game): every recorded move graded by a brute
//! force of the game's own moves, each player's tally, and one row per move in the game's own terms,
//! which jumps to the position after it.

use eframe::egui::{self, RichText};

use super::DisguisePlay;
use crate::core::{DisguiseError, DisguiseReview, Grade, Remoteness, Side};
use crate::i18n::msg;
use crate::ui::action::Action;
use crate::ui::style::Palette;
use crate::words;

/// What the review reads: the game, and its review once counted.
pub struct DisguiseReviewView<'a> {
    /// The game in disguise on the board.
    pub play: &'a DisguisePlay,
    /// The review of every recorded move (or why there is none).
    pub review: Option<&'a Result<DisguiseReview, DisguiseError>>,
    /// Whether the answers are shown (the review tells who was winning: hidden with them until the
    /// game is over).
    pub revealed: bool,
}

/// Who plays `side`, capitalised: the computer, you, or player 1 or 2.
fn side_name(play: &DisguisePlay, side: Side) -> String {
    match (play.computer, &play.class) {
        (Some(computer), Some(super::Elsewhere::Partner(name))) if computer == side => name.clone(),
        _ => side_name_alone(play, side),
    }
}

/// Who plays `side` on this device's own game: the computer, you, or player 1 or 2.
fn side_name_alone(play: &DisguisePlay, side: Side) -> String {
    match play.computer {
        Some(computer) if computer == side => words::capital(&msg::claim_computer()),
        Some(_) => msg::player_you(),
        None if side == Side::First => msg::player_1(),
        None => msg::player_2(),
    }
}

/// Draws the review beside the board; returns the row chosen (a jump to its position).
pub(in crate::ui) fn disguise_review_panel(
    ui: &mut egui::Ui,
    view: &DisguiseReviewView<'_>,
    palette: &Palette,
) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.heading(msg::review_title());
    if ui.button(msg::game_review_close()).clicked() {
        actions.push(Action::TogglePanel(crate::ui::action::PanelKind::Review));
    }
    ui.label(RichText::new(msg::review_about()).weak());
    if !view.revealed && !view.play.is_over() {
        ui.label(msg::disguise_review_hidden());
        return actions;
    }
    let review = match view.review {
        Some(Ok(review)) => review,
        Some(Err(why)) => {
            ui.colored_label(ui.visuals().warn_fg_color, msg::review_not_counted(why.to_string()));
            return actions;
        }
        None => return actions,
    };
    let Some(first) = review.moves.first() else {
        ui.label(msg::review_no_move());
        return actions;
    };
    let play = view.play;
    for side in [Side::First, Side::Second] {
        let line =
            msg::review_tally(review.grades_said(side), review.count(side, Grade::Mistake), side_name(play, side));
        ui.label(RichText::new(line).strong());
    }
    let (positions, _) = play.recorded();
    let cursor = play.cursor();
    egui::ScrollArea::vertical().id_salt("disguise-review-rows").show(ui, |ui| {
        let start = msg::review_start(words::disguise_title(&positions[0]), first.before.to_string());
        if ui.selectable_label(cursor == 0, start).clicked() {
            actions.push(Action::JumpTo(0));
        }
        for m in &review.moves {
            let moved = Remoteness::of_move_to(m.after);
            let (colour, glyph) = crate::ui::values::mark(m.grade, moved, palette);
            let who = side_name(play, m.side);
            ui.horizontal(|ui| {
                let mark = RichText::new(glyph).color(colour).strong().size(18.0);
                ui.add_sized([22.0, ui.spacing().interact_size.y], egui::Label::new(mark));
                // Both values are the mover's: before the move, and what the move gives them.
                let said = words::disguised_move(&positions[m.number - 1], &m.mv);
                let values = msg::review_row_values_mover(moved.to_string(), m.before.to_string(), m.grade.word());
                let row = format!("{}\n{values}", msg::review_row_disguise(said, m.number, who));
                let response = ui.selectable_label(cursor == m.number, row);
                if response.on_hover_text(msg::review_jump()).clicked() {
                    actions.push(Action::JumpTo(m.number));
                }
            });
        }
    });
    actions
}
