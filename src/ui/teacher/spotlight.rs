//! One student's board on the projector: the board as the student sees it, under "Student 7" (never
//! the name), with a question for the class, and — when the teacher chooses — who wins from here
//! and the winning moves, the claims the core made for this position.

use eframe::egui::{self, RichText};

use super::{SeatFacts, Spotlight, TeacherAction};
use crate::class::ClassGame;
use crate::core::ExerciseKind;
use crate::i18n::msg;
use crate::ui::action::Action;
use crate::ui::style::Palette;
use crate::ui::sums::{SumBoardView, sum_board};

/// At most this many winning moves are listed (the rest are counted).
const LISTED_MOVES: usize = 8;

/// How much larger than on the board the text and the tokens are: the back row reads them.
const SCALE: f32 = 2.0;

/// The board on the projector, in place of the tiles.
pub(super) fn spotlight(ui: &mut egui::Ui, seat: &SeatFacts, spotlight: &Spotlight) -> Vec<Action> {
    let mut actions = Vec::new();
    let mut push = |action| actions.push(Action::Teacher(action));
    ui.horizontal(|ui| {
        if ui.button(msg::class_spotlight_back()).clicked() {
            push(TeacherAction::Spotlight(None));
        }
        let mut answers = spotlight.answers_for.is_some();
        if ui.checkbox(&mut answers, msg::class_spotlight_answers()).changed() {
            push(TeacherAction::SpotlightAnswers(answers));
        }
    });
    let game = &seat.game;
    let question = if let Some(exercise) = seat.exercise {
        match exercise.kind {
            ExerciseKind::PorN => msg::ex_p_or_n(),
            ExerciseKind::FindWinningMove => msg::ex_play_winning(),
            ExerciseKind::WinningHeaps => msg::ex_tick_heaps(),
        }
    } else if game.is_over() {
        msg::class_spotlight_over()
    } else if seat.their_turn {
        msg::class_spotlight_prompt()
    } else if seat.partner.is_some() {
        msg::class_spotlight_partner()
    } else {
        msg::class_spotlight_waiting()
    };
    let palette = Palette::new(ui.visuals().dark_mode);
    let game = match game {
        ClassGame::Heaps(game) => game,
        ClassGame::Disguise(line) => {
            disguise(ui, seat, line, spotlight.answers_for.is_some(), question, &palette);
            return actions;
        }
    };
    let view = SumBoardView {
        game,
        heading: (msg::class_spotlight_title(u64::from(seat.number.0)), String::new()),
        lesson: false,
        take: 1,
        shown: None,
        palette: &palette,
        playable: false,
        revealed: spotlight.answers_for.is_some(),
        values: None,
        message: Some(question),
        scale: SCALE,
    };
    // Read-only: the board plays nothing (a click on it does not reach the student's game).
    ui.scope(|ui| {
        for font in ui.style_mut().text_styles.values_mut() {
            font.size *= SCALE;
        }
        sum_board(ui, &view);
        if spotlight.answers_for.is_some() {
            answers(ui, spotlight);
        }
    });
    actions
}

/// A game in disguise on the projector: its own board, read-only, larger; with the answers, the board
/// shows what the answers show on it, and the disguise lifted says who wins and how.
fn disguise(
    ui: &mut egui::Ui,
    seat: &SeatFacts,
    line: &crate::class::DisguiseLine,
    revealed: bool,
    question: String,
    palette: &Palette,
) {
    let mut play = crate::ui::disguise::DisguisePlay::new(line.start().clone(), None);
    for mv in line.moves() {
        // The room played each move: each is legal in turn.
        if play.play(mv.clone()).is_err() {
            break;
        }
    }
    ui.scope(|ui| {
        for font in ui.style_mut().text_styles.values_mut() {
            font.size *= SCALE;
        }
        ui.heading(msg::class_spotlight_title(u64::from(seat.number.0)));
        ui.label(crate::words::disguise_title(play.position()));
        ui.label(RichText::new(question).strong());
        let view =
            crate::ui::disguise::DisguiseBoardView { play: &play, playable: false, revealed, values: None, palette };
        // Read-only: a click on it plays nothing.
        let _ = crate::ui::disguise::disguise_board(ui, &view);
        if revealed {
            let game = play.position();
            egui::Frame::group(ui.style()).show(ui, |ui| {
                // Who wins from here, and a winning move, through the disguise lifted.
                ui.label(RichText::new(crate::ui::disguise::panel::verdict(game.lift().outcome())).strong());
                // The winning moves (too many to list: one of them).
                let moves = game.winning_moves().unwrap_or_else(|_| game.a_winning_move().into_iter().collect());
                for mv in moves.iter().take(LISTED_MOVES) {
                    ui.label(crate::words::disguised_move_line(game, mv));
                }
                let more = moves.len().saturating_sub(LISTED_MOVES);
                if more > 0 {
                    ui.weak(msg::sum_more(crate::i18n::grouped(more as u64)));
                }
                crate::ui::disguise::lift::underneath(ui, game, true);
            });
        }
    });
}

/// Who wins from here, and the winning moves, in words made from the core's claims.
fn answers(ui: &mut egui::Ui, spotlight: &Spotlight) {
    let Some(claims) = &spotlight.claims else { return };
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(RichText::new(crate::words::sentence(&claims.outcome.to_string())).strong());
        for claim in claims.winning_moves.iter().take(LISTED_MOVES) {
            ui.label(crate::words::sentence(&claim.to_string()));
        }
        let more = claims.winning_moves.len().saturating_sub(LISTED_MOVES);
        if more > 0 {
            ui.weak(msg::sum_more(crate::i18n::grouped(more as u64)));
        }
    });
}
