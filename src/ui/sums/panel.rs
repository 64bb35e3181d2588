//! The panel beside a sum's board: each heap's value and its bits, X, the outcome and the winning
//! moves (while the answers are shown), the Sprague–Grundy steps of one heap, and the game's buttons.
//! Every sentence is a claim made in `core`.

use crate::i18n::{tr, tr_with};
use eframe::egui::{self, RichText};

use super::{SumAction, SumSession};
use crate::core::{Outcome, SUM_LESSON, Side, SumQuizKind, pin_game, sum_lesson_title};
use crate::ui::action::Action;

/// The status line while a sum is on the board: whose turn, the rules, the outcome (or Reveal).
pub(in crate::ui) fn sum_status(ui: &mut egui::Ui, session: &SumSession, revealed: bool) -> Option<Action> {
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(turn_line(session)).strong());
        ui.separator();
        ui.label(tr_with("sum-rules", &[("ending", session.ending().to_string().into())]));
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
                ui.label(tr("sum-outcome-hidden"));
                if ui.button(tr("sum-reveal")).clicked() {
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
        (Some(computer), s) if computer == s => tr("sum-computer"),
        (Some(_), _) => tr("sum-you"),
        (None, Side::First) => tr("sum-first"),
        (None, Side::Second) => tr("sum-second"),
    };
    match game.winner() {
        Some(winner) => tr_with(
            "sum-game-over",
            &[("winner", side(winner).into()), ("rule", game.ending().last_move_rule().into())],
        ),
        None => tr_with("sum-to-move", &[("player", side(game.to_move()).into())]),
    }
}

/// Draws the panel; `revealed` says whether the answers (outcome, winning moves) are shown.
pub(in crate::ui) fn sum_panel(ui: &mut egui::Ui, session: &SumSession, revealed: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.heading(tr("sum-title"));
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
        if ui.button(tr_with("sum-lesson", &[("title", sum_lesson_title().into())])).clicked() {
            actions.push(Action::Sum(SumAction::Lesson(0)));
        }
        return;
    };
    ui.label(
        RichText::new(tr_with("sum-lesson-step", &[("number", (step + 1).into()), ("count", SUM_LESSON.len().into())]))
            .strong(),
    );
    ui.horizontal(|ui| {
        if ui.add_enabled(step > 0, egui::Button::new(tr("sum-back"))).clicked() {
            actions.push(Action::Sum(SumAction::Lesson(step - 1)));
        }
        if ui.add_enabled(step + 1 < SUM_LESSON.len(), egui::Button::new(tr("sum-next"))).clicked() {
            actions.push(Action::Sum(SumAction::Lesson(step + 1)));
        }
        if ui.button(tr("sum-end-lesson")).clicked() {
            actions.push(Action::Sum(SumAction::EndLesson));
        }
    });
}

/// The quiz: start one (with its seed), answer, see why, go on.
fn quiz(ui: &mut egui::Ui, session: &SumSession, actions: &mut Vec<Action>) {
    let Some(quiz) = session.quiz() else {
        ui.horizontal_wrapped(|ui| {
            for kind in [SumQuizKind::PorN, SumQuizKind::FindWinningMove] {
                if ui.button(tr_with("sum-quiz", &[("kind", kind.name().into())])).clicked() {
                    actions.push(Action::Sum(SumAction::StartQuiz(kind)));
                }
            }
            let mut seed = session.quiz_seed;
            let label = ui.label(tr("sum-seed"));
            if ui.add(egui::DragValue::new(&mut seed)).labelled_by(label.id).changed() {
                actions.push(Action::Sum(SumAction::SetQuizSeed(seed)));
            }
        });
        return;
    };
    let (right, asked) = quiz.score();
    ui.label(
        RichText::new(tr_with(
            "sum-quiz-question",
            &[("number", quiz.question().number.into()), ("right", right.into()), ("asked", asked.into())],
        ))
        .strong(),
    );
    match quiz.feedback() {
        None => match quiz.kind() {
            SumQuizKind::PorN => {
                ui.label(tr("sum-quiz-p-or-n"));
                ui.horizontal(|ui| {
                    if ui.button(tr("sum-quiz-p")).clicked() {
                        actions.push(Action::Sum(SumAction::AnswerQuiz(Outcome::PreviousWins)));
                    }
                    if ui.button(tr("sum-quiz-n")).clicked() {
                        actions.push(Action::Sum(SumAction::AnswerQuiz(Outcome::NextWins)));
                    }
                });
            }
            SumQuizKind::FindWinningMove => {
                ui.label(tr("sum-quiz-play"));
            }
        },
        Some(feedback) => {
            let verdict = if feedback.correct { tr("sum-right") } else { tr("sum-not-quite") };
            ui.label(RichText::new(verdict).strong());
            for line in &feedback.lines {
                ui.label(line);
            }
        }
    }
    ui.horizontal(|ui| {
        if quiz.feedback().is_some() && ui.button(tr("sum-next-question")).clicked() {
            actions.push(Action::Sum(SumAction::NextQuestion));
        }
        if ui.button(tr("sum-end-quiz")).clicked() {
            actions.push(Action::Sum(SumAction::EndQuiz));
        }
    });
}

fn buttons(ui: &mut egui::Ui, session: &SumSession, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        if ui.add_enabled(session.game.can_undo(), egui::Button::new(tr("sum-undo"))).clicked() {
            actions.push(Action::Undo);
        }
        if ui.add_enabled(session.game.can_redo(), egui::Button::new(tr("sum-redo"))).clicked() {
            actions.push(Action::Redo);
        }
        if ui.add_enabled(!session.game.is_over(), egui::Button::new(tr("sum-computer-move"))).clicked() {
            actions.push(Action::Sum(SumAction::ComputerMove));
        }
        if ui.button(tr("sum-new")).clicked() {
            actions.push(Action::Sum(SumAction::ShowSetup));
        }
        if ui.button(tr("sum-back-to-game")).clicked() {
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
    egui::Grid::new("sum-values").striped(true).spacing([10.0, 4.0]).show(ui, |ui| {
        for heading in [String::new(), tr("sum-col-game"), tr("sum-col-size"), tr("sum-col-value")] {
            ui.label(RichText::new(heading).strong());
        }
        for bit in (0..bits).rev() {
            ui.label(RichText::new((1u64 << bit).to_string()).weak());
        }
        ui.end_row();
        for (index, (heap, &value)) in heaps.iter().zip(&analysis.values).enumerate() {
            let id = if pin_game(&heap.game).is_some() { "sum-row" } else { "sum-heap" };
            ui.label(tr_with(id, &[("number", (index + 1).into())]));
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
        ui.label(RichText::new(tr("sum-hidden")).weak());
        for (rung, hint) in session.hints.iter().take(session.hints_shown).enumerate() {
            ui.label(
                RichText::new(tr_with(
                    "sum-hint-rung",
                    &[("number", (rung + 1).into()), ("hint", hint.clone().into())],
                ))
                .strong(),
            );
        }
        ui.horizontal(|ui| {
            if session.hints_shown < session.hints.len() && session.quiz().is_none() {
                let label = if session.hints_shown == 0 { tr("sum-hint") } else { tr("sum-next-hint") };
                if ui.button(label).on_hover_text(tr("sum-hint-help")).clicked() {
                    actions.push(Action::Sum(SumAction::Hint));
                }
            }
            if ui.button(tr("sum-show-answers")).clicked() {
                actions.push(Action::Reveal(true));
            }
        });
        return;
    }
    ui.label(crate::core::sentence(&claims.outcome.to_string()));
    let count = session.analysis.as_ref().map_or(0, |a| a.winning_count);
    if count > 0 {
        ui.label(
            RichText::new(tr_with("sum-winning-moves", &[("count", crate::core::grouped(count).into())])).strong(),
        );
        for claim in claims.winning_moves.iter().take(8) {
            ui.label(crate::core::sentence(&claim.to_string()));
        }
        if count > 8 {
            ui.label(RichText::new(tr_with("sum-more", &[("count", crate::core::grouped(count - 8).into())])).weak());
        }
    }
}

/// One heap's Sprague–Grundy steps: its options with their values, then the mex.
fn sprague_grundy(ui: &mut egui::Ui, session: &SumSession, actions: &mut Vec<Action>) {
    ui.label(RichText::new(tr("sum-why-value")).strong());
    let heaps = session.game.position().heaps();
    ui.horizontal_wrapped(|ui| {
        ui.label(tr("sum-heap-pick"));
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
