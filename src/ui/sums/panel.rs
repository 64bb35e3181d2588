//! The panel beside a sum's board: each heap's value and its bits, X, the outcome and the winning
//! moves (while the answers are shown), the Sprague–Grundy steps of one heap, and the game's buttons.
//! Every sentence is a claim made in `core`.

use eframe::egui::{self, RichText};

use super::{SumAction, SumSession};
use crate::core::{Outcome, SUM_LESSON, SUM_LESSON_TITLE, Side, SumQuizKind, pin_game};
use crate::ui::action::Action;

/// The status line while a sum is on the board: whose turn, the rules, the outcome (or Reveal).
pub(in crate::ui) fn sum_status(ui: &mut egui::Ui, session: &SumSession, revealed: bool) -> Option<Action> {
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(turn_line(session)).strong());
        ui.separator();
        ui.label(format!("Rules: {}, a sum of games", session.ending()));
        ui.separator();
        match (&session.claims, &session.analysis) {
            (_, _) if session.game.is_over() => {}
            (Some(claims), _) if revealed => {
                ui.label(RichText::new(crate::core::sentence(&claims.outcome.to_string())).strong());
            }
            (_, Err(why)) => {
                ui.label(crate::core::sentence(why));
            }
            _ => {
                ui.label("Outcome hidden");
                if ui.button("Reveal").clicked() {
                    action = Some(Action::Reveal(true));
                }
            }
        }
    });
    action
}

/// "You to move.", "Game over: the computer won (…).": the line about whose turn it is.
fn turn_line(session: &SumSession) -> String {
    let game = &session.game;
    let side = |side: Side| match (session.computer(), side) {
        (Some(computer), s) if computer == s => "The computer".to_string(),
        (Some(_), _) => "You".to_string(),
        (None, Side::First) => "The first player".to_string(),
        (None, Side::Second) => "The second player".to_string(),
    };
    match game.winner() {
        Some(winner) => {
            format!("Game over: {} won ({}).", side(winner), game.ending().last_move_rule())
        }
        None => format!("{} to move.", side(game.to_move())),
    }
}

/// Draws the panel; `revealed` says whether the answers (outcome, winning moves) are shown.
pub(in crate::ui) fn sum_panel(ui: &mut egui::Ui, session: &SumSession, revealed: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.heading("Sum of games");
        buttons(ui, session, &mut actions);
        ui.separator();
        lesson(ui, session, &mut actions);
        quiz(ui, session, &mut actions);
        ui.separator();
        values_table(ui, session, revealed);
        ui.separator();
        game_state(ui, session, revealed, &mut actions);
        ui.separator();
        sprague_grundy(ui, session, &mut actions);
    });
    actions
}

/// The built-in lesson: its navigator while it is under way, else the button that starts it.
fn lesson(ui: &mut egui::Ui, session: &SumSession, actions: &mut Vec<Action>) {
    let Some(step) = session.lesson else {
        if ui.button(format!("Lesson: {SUM_LESSON_TITLE}")).clicked() {
            actions.push(Action::Sum(SumAction::Lesson(0)));
        }
        return;
    };
    ui.label(RichText::new(format!("Lesson: step {} of {}", step + 1, SUM_LESSON.len())).strong());
    ui.horizontal(|ui| {
        if ui.add_enabled(step > 0, egui::Button::new("◀ Back")).clicked() {
            actions.push(Action::Sum(SumAction::Lesson(step - 1)));
        }
        if ui.add_enabled(step + 1 < SUM_LESSON.len(), egui::Button::new("Next ▶")).clicked() {
            actions.push(Action::Sum(SumAction::Lesson(step + 1)));
        }
        if ui.button("End lesson").clicked() {
            actions.push(Action::Sum(SumAction::EndLesson));
        }
    });
}

/// The quiz: start one (with its seed), answer, see why, go on.
fn quiz(ui: &mut egui::Ui, session: &SumSession, actions: &mut Vec<Action>) {
    let Some(quiz) = session.quiz() else {
        ui.horizontal_wrapped(|ui| {
            for kind in [SumQuizKind::PorN, SumQuizKind::FindWinningMove] {
                if ui.button(format!("Quiz: {}", kind.name())).clicked() {
                    actions.push(Action::Sum(SumAction::StartQuiz(kind)));
                }
            }
            let mut seed = session.quiz_seed;
            let label = ui.label("seed");
            if ui.add(egui::DragValue::new(&mut seed)).labelled_by(label.id).changed() {
                actions.push(Action::Sum(SumAction::SetQuizSeed(seed)));
            }
        });
        return;
    };
    let (right, asked) = quiz.score();
    ui.label(RichText::new(format!("Question {} · {right} right of {asked}", quiz.question().number)).strong());
    match quiz.feedback() {
        None => match quiz.kind() {
            SumQuizKind::PorN => {
                ui.label("Who wins: the player to move (N) or the other player (P)?");
                ui.horizontal(|ui| {
                    if ui.button("P: the player to move loses").clicked() {
                        actions.push(Action::Sum(SumAction::AnswerQuiz(Outcome::PreviousWins)));
                    }
                    if ui.button("N: the player to move wins").clicked() {
                        actions.push(Action::Sum(SumAction::AnswerQuiz(Outcome::NextWins)));
                    }
                });
            }
            SumQuizKind::FindWinningMove => {
                ui.label("The player to move can win: play a winning move on the board.");
            }
        },
        Some(feedback) => {
            let verdict = if feedback.correct { "Right." } else { "Not quite." };
            ui.label(RichText::new(verdict).strong());
            for line in &feedback.lines {
                ui.label(line);
            }
        }
    }
    ui.horizontal(|ui| {
        if quiz.feedback().is_some() && ui.button("Next question").clicked() {
            actions.push(Action::Sum(SumAction::NextQuestion));
        }
        if ui.button("End quiz").clicked() {
            actions.push(Action::Sum(SumAction::EndQuiz));
        }
    });
}

fn buttons(ui: &mut egui::Ui, session: &SumSession, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        if ui.add_enabled(session.game.can_undo(), egui::Button::new("Undo")).clicked() {
            actions.push(Action::Undo);
        }
        if ui.add_enabled(session.game.can_redo(), egui::Button::new("Redo")).clicked() {
            actions.push(Action::Redo);
        }
        if ui.add_enabled(!session.game.is_over(), egui::Button::new("Computer move")).clicked() {
            actions.push(Action::Sum(SumAction::ComputerMove));
        }
        if ui.button("New sum…").clicked() {
            actions.push(Action::Sum(SumAction::ShowSetup));
        }
        if ui.button("Back to my game").clicked() {
            actions.push(Action::Sum(SumAction::Stop));
        }
    });
}

/// Heap, game, size, value and the value's bits; then X.
fn values_table(ui: &mut egui::Ui, session: &SumSession, revealed: bool) {
    let heaps = session.game.position().heaps();
    let Ok(analysis) = &session.analysis else {
        if let Err(why) = &session.analysis {
            ui.colored_label(ui.visuals().error_fg_color, why);
        }
        return;
    };
    let bits = (64 - analysis.values.iter().fold(analysis.nim_sum, |a, &g| a | g).leading_zeros()).max(1);
    egui::Grid::new("sum values").striped(true).spacing([10.0, 4.0]).show(ui, |ui| {
        for heading in ["", "game", "size", "value"] {
            ui.label(RichText::new(heading).strong());
        }
        for bit in (0..bits).rev() {
            ui.label(RichText::new((1u64 << bit).to_string()).weak());
        }
        ui.end_row();
        for (index, (heap, &value)) in heaps.iter().zip(&analysis.values).enumerate() {
            let noun = if pin_game(&heap.game).is_some() { "row" } else { "heap" };
            ui.label(format!("{noun} {}", index + 1));
            ui.label(heap.game.short_title());
            ui.label(crate::core::grouped(heap.size));
            ui.label(RichText::new(value.to_string()).strong());
            for bit in (0..bits).rev() {
                ui.label((value >> bit & 1).to_string());
            }
            ui.end_row();
        }
        // X tells who wins: it waits with the other answers.
        ui.label(RichText::new("X").strong());
        ui.label("");
        ui.label("");
        if revealed {
            ui.label(RichText::new(analysis.nim_sum.to_string()).strong());
            for bit in (0..bits).rev() {
                ui.label(RichText::new((analysis.nim_sum >> bit & 1).to_string()).strong());
            }
        } else {
            ui.label("?");
        }
        ui.end_row();
    });
    if let Some(claims) = &session.claims {
        for claim in &claims.values {
            ui.label(crate::core::sentence(&claim.to_string()));
        }
    }
}

/// Whose turn, the end of the game, the outcome and the winning moves (while shown).
fn game_state(ui: &mut egui::Ui, session: &SumSession, revealed: bool, actions: &mut Vec<Action>) {
    let line = turn_line(session);
    if session.game.is_over() {
        ui.label(RichText::new(line).strong());
        return;
    }
    ui.label(line);
    let Some(claims) = &session.claims else { return };
    if !revealed {
        ui.label(RichText::new("The answers are hidden.").weak());
        for (rung, hint) in session.hints.iter().take(session.hints_shown).enumerate() {
            ui.label(RichText::new(format!("Hint {}: {hint}", rung + 1)).strong());
        }
        ui.horizontal(|ui| {
            if session.hints_shown < session.hints.len() && session.quiz().is_none() {
                let label = if session.hints_shown == 0 { "Hint".to_string() } else { "Next hint".to_string() };
                if ui.button(label).on_hover_text("Ctrl+H: who wins, then why, then which heaps, then a move").clicked()
                {
                    actions.push(Action::Sum(SumAction::Hint));
                }
            }
            if ui.button("Show the answers").clicked() {
                actions.push(Action::Reveal(true));
            }
        });
        return;
    }
    ui.label(crate::core::sentence(&claims.outcome.to_string()));
    let count = session.analysis.as_ref().map_or(0, |a| a.winning_count);
    if count > 0 {
        ui.label(RichText::new(format!("Winning moves ({}):", crate::core::grouped(count))).strong());
        for claim in claims.winning_moves.iter().take(8) {
            ui.label(crate::core::sentence(&claim.to_string()));
        }
        if count > 8 {
            ui.label(RichText::new(format!("… and {} more", crate::core::grouped(count - 8))).weak());
        }
    }
}

/// One heap's Sprague–Grundy steps: its options with their values, then the mex.
fn sprague_grundy(ui: &mut egui::Ui, session: &SumSession, actions: &mut Vec<Action>) {
    ui.label(RichText::new("Why a heap is worth its value (Sprague–Grundy)").strong());
    let heaps = session.game.position().heaps();
    ui.horizontal_wrapped(|ui| {
        ui.label("Heap:");
        for index in 0..heaps.len() {
            if ui.selectable_label(index == session.focus, (index + 1).to_string()).clicked() {
                actions.push(Action::Sum(SumAction::Focus(index)));
            }
        }
    });
    for step in &session.steps {
        ui.label(step);
    }
}
