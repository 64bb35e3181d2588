//! The panel beside a sum's board: each heap's value and its bits, X, the outcome and the winning
//! moves (while the answers are shown), the Sprague–Grundy steps of one heap, and the game's buttons.
//! Every sentence is a claim made in `core`.

use crate::i18n::msg;
use eframe::egui::{self, RichText};

use super::{SumAction, SumChoices};
use crate::core::{Outcome, SUM_LESSON, Side, SumClaim, SumHint, SumQuizKind};
use crate::ui::action::Action;
use crate::ui::app::Session;
use crate::ui::app::SumFacts;
use crate::words::{pin_game, sum_lesson_title};

/// What the sum's panel and status line read: the sum, what follows from it, what is shown.
#[derive(Clone, Copy)]
pub struct SumPanelView<'a> {
    /// The session whose sum is on the board.
    pub session: &'a Session,
    /// What the person chose on the board (the heap in focus, the quiz's seed).
    pub choices: SumChoices,
    /// The quiz under way, if any.
    pub quiz: Option<&'a crate::core::SumQuiz>,
    /// The step of the lesson on sums on the board, if that lesson is under way.
    pub lesson: Option<usize>,
    /// What follows from it.
    pub facts: &'a SumFacts,
    /// Whether the answers are shown.
    pub revealed: bool,
    /// The rungs of the hint ladder shown so far.
    pub hints: &'a [SumHint],
    /// Whether another rung can be shown.
    pub can_hint: bool,
    /// Whether the game is the person's own: false on a student's page in a class, where the game
    /// is the class's (no undo, new game, lesson or quiz of the page's own) and the answers show
    /// only when the teacher shows them.
    pub own_game: bool,
}

/// The status line while a sum is on the board: whose turn, the rules, the outcome (or Reveal).
pub(in crate::ui) fn sum_status(ui: &mut egui::Ui, view: &SumPanelView<'_>) -> Option<Action> {
    let SumPanelView { session, facts, revealed, .. } = *view;
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(turn_line(session)).strong());
        ui.separator();
        ui.label(msg::sum_rules(session.game().ending().to_string()));
        ui.separator();
        match (&facts.claims, &facts.analysis) {
            (_, _) if session.game().is_over() => {}
            (Some(claims), _) if revealed => {
                ui.label(RichText::new(crate::words::sentence(&claims.outcome.to_string())).strong());
            }
            (_, Err(why)) => {
                ui.label(crate::words::sentence(&why.to_string()));
            }
            _ => {
                ui.label(msg::sum_outcome_hidden());
                if view.own_game && ui.button(msg::sum_reveal()).clicked() {
                    action = Some(Action::Reveal(true));
                }
            }
        }
    });
    action
}

/// "You to move.", "Game over. The computer won (…).": the line about whose turn it is.
fn turn_line(session: &Session) -> String {
    let game = session.game();
    let side = |side: Side| match (session.computer(), side) {
        (Some(computer), s) if computer == s => msg::sum_computer(),
        (Some(_), _) => msg::sum_you(),
        (None, Side::First) => msg::sum_first(),
        (None, Side::Second) => msg::sum_second(),
    };
    match game.winner() {
        Some(winner) => {
            let mut line = msg::sum_game_over(game.ending().last_move_rule(), side(winner));
            // Tokens may be left where no move can be made (a single pin of Dawson's Kayles): say
            // which, so the end is not a mystery (the first few: a long list says nothing more).
            let stuck = game.position().heaps().iter().enumerate().filter(|(_, heap)| heap.size > 0);
            for (index, heap) in stuck.take(3) {
                line.push(' ');
                let name = game.position().name(index);
                line.push_str(&crate::words::sentence(&msg::sum_no_move(heap.described(name))));
            }
            line
        }
        None => msg::sum_to_move(side(game.to_move())),
    }
}

/// Draws the panel; `revealed` says whether the answers (outcome, winning moves) are shown.
pub(in crate::ui) fn sum_panel(ui: &mut egui::Ui, view: &SumPanelView<'_>) -> Vec<Action> {
    let session = view.session;
    let mut actions = Vec::new();
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.heading(msg::sum_title());
        if view.own_game {
            buttons(ui, session, &mut actions);
            ui.separator();
            lesson(ui, view.lesson, &mut actions);
            quiz(ui, view.quiz, view.choices.quiz_seed, &mut actions);
            ui.separator();
        }
        values_table(ui, view);
        ui.separator();
        game_state(ui, view, &mut actions);
        ui.separator();
        sprague_grundy(ui, view, &mut actions);
    });
    actions
}

/// The built-in lesson: its navigator while it is under way, else the button that starts it.
fn lesson(ui: &mut egui::Ui, lesson: Option<usize>, actions: &mut Vec<Action>) {
    let Some(step) = lesson else {
        if ui.button(msg::sum_lesson(sum_lesson_title())).clicked() {
            actions.push(Action::Sum(SumAction::Lesson(0)));
        }
        return;
    };
    ui.label(RichText::new(msg::sum_lesson_step(SUM_LESSON.len(), step + 1)).strong());
    ui.horizontal(|ui| {
        if ui.add_enabled(step > 0, egui::Button::new(msg::sum_back())).clicked() {
            actions.push(Action::Sum(SumAction::Lesson(step - 1)));
        }
        if ui.add_enabled(step + 1 < SUM_LESSON.len(), egui::Button::new(msg::sum_next())).clicked() {
            actions.push(Action::Sum(SumAction::Lesson(step + 1)));
        }
        if ui.button(msg::sum_end_lesson()).clicked() {
            actions.push(Action::Sum(SumAction::EndLesson));
        }
    });
}

/// The quiz: start one (with its seed), answer, see why, go on.
fn quiz(ui: &mut egui::Ui, quiz: Option<&crate::core::SumQuiz>, quiz_seed: u64, actions: &mut Vec<Action>) {
    let Some(quiz) = quiz else {
        ui.horizontal_wrapped(|ui| {
            for kind in [SumQuizKind::PorN, SumQuizKind::FindWinningMove] {
                if ui.button(msg::sum_quiz(kind.name())).clicked() {
                    actions.push(Action::Sum(SumAction::StartQuiz(kind)));
                }
            }
            let mut seed = quiz_seed;
            let label = ui.label(msg::sum_seed());
            if ui.add(egui::DragValue::new(&mut seed)).labelled_by(label.id).changed() {
                actions.push(Action::Sum(SumAction::SetQuizSeed(seed)));
            }
        });
        return;
    };
    let (right, asked) = quiz.score();
    ui.label(RichText::new(msg::sum_quiz_question(asked, quiz.question().number, right)).strong());
    match quiz.feedback() {
        None => match quiz.kind() {
            SumQuizKind::PorN => {
                ui.label(msg::sum_quiz_p_or_n());
                ui.horizontal(|ui| {
                    if ui.button(msg::sum_quiz_p()).clicked() {
                        actions.push(Action::Sum(SumAction::AnswerQuiz(Outcome::PreviousWins)));
                    }
                    if ui.button(msg::sum_quiz_n()).clicked() {
                        actions.push(Action::Sum(SumAction::AnswerQuiz(Outcome::NextWins)));
                    }
                });
            }
            SumQuizKind::FindWinningMove => {
                ui.label(msg::sum_quiz_play());
            }
        },
        Some(feedback) => {
            let verdict = if feedback.correct { msg::sum_right() } else { msg::sum_not_quite() };
            ui.label(RichText::new(verdict).strong());
            for line in crate::words::sum_feedback_lines(feedback) {
                ui.label(line);
            }
        }
    }
    ui.horizontal(|ui| {
        if quiz.feedback().is_some() && ui.button(msg::sum_next_question()).clicked() {
            actions.push(Action::Sum(SumAction::NextQuestion));
        }
        if ui.button(msg::sum_end_quiz()).clicked() {
            actions.push(Action::Sum(SumAction::EndQuiz));
        }
    });
}

fn buttons(ui: &mut egui::Ui, session: &Session, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        if ui.add_enabled(session.game().can_undo(), egui::Button::new(msg::sum_undo())).clicked() {
            actions.push(Action::Undo);
        }
        if ui.add_enabled(session.game().can_redo(), egui::Button::new(msg::sum_redo())).clicked() {
            actions.push(Action::Redo);
        }
        if ui.add_enabled(session.computer_seat_to_move(), egui::Button::new(msg::sum_computer_move())).clicked() {
            actions.push(Action::ComputerMove);
        }
        if ui.button(msg::sum_new()).clicked() {
            actions.push(Action::Sum(SumAction::ShowSetup));
        }
        // Heaps of one game again: a new game, as from the Game menu.
        if ui.button(msg::game_new()).clicked() {
            actions.push(Action::ShowNewGame);
        }
    });
}

/// Heap, game, size, value and the value's bits; then X.
fn values_table(ui: &mut egui::Ui, view: &SumPanelView<'_>) {
    let SumPanelView { session, facts, revealed, .. } = *view;
    let heaps = session.game().position().heaps();
    let Ok(analysis) = &facts.analysis else {
        if let Err(why) = &facts.analysis {
            ui.colored_label(ui.visuals().error_fg_color, crate::words::sentence(&why.to_string()));
        }
        return;
    };
    let bits = (64 - analysis.values.iter().fold(analysis.nim_sum, |a, &g| a | g).leading_zeros()).max(1);
    egui::Grid::new("sum-values").striped(true).spacing([10.0, 4.0]).show(ui, |ui| {
        for heading in [String::new(), msg::sum_col_game(), msg::sum_col_size(), msg::sum_col_value()] {
            ui.label(RichText::new(heading).strong());
        }
        for bit in (0..bits).rev() {
            ui.label(RichText::new((1u64 << bit).to_string()).weak());
        }
        ui.end_row();
        for (index, (heap, &value)) in heaps.iter().zip(&analysis.values).enumerate() {
            // An emptied heap is worth 0 and changes no X: it leaves the table, as the board.
            if heap.size == 0 {
                continue;
            }
            // Named as on the board: rows keep their numbers as heaps split ("row 1b").
            let name = session.game().position().name(index).to_string();
            ui.label(if pin_game(&heap.game).is_some() { msg::sum_row(name) } else { msg::sum_heap(name) });
            ui.label(heap.game.short_title());
            ui.label(crate::i18n::grouped(heap.size));
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
    if let Some(claims) = &facts.claims {
        // (An emptied heap's value, 0, is said by no line, as it is in no row of the table.)
        let standing =
            claims.values.iter().filter(|claim| !matches!(claim, SumClaim::HeapValue { of, .. } if of.size == 0));
        for claim in standing {
            ui.label(crate::words::sentence(&claim.to_string()));
        }
    }
}

/// Whose turn, the end of the game, the outcome and the winning moves (while shown).
fn game_state(ui: &mut egui::Ui, view: &SumPanelView<'_>, actions: &mut Vec<Action>) {
    let SumPanelView { session, facts, revealed, hints, can_hint, .. } = *view;
    let line = turn_line(session);
    if session.game().is_over() {
        ui.label(RichText::new(line).strong());
        return;
    }
    ui.label(line);
    let Some(claims) = &facts.claims else { return };
    if !revealed {
        ui.label(RichText::new(msg::sum_hidden()).weak());
        for (rung, hint) in hints.iter().enumerate() {
            ui.label(RichText::new(msg::sum_hint_rung(crate::words::sentence(&hint.to_string()), rung + 1)).strong());
        }
        ui.horizontal(|ui| {
            if can_hint {
                let label = if hints.is_empty() { msg::sum_hint() } else { msg::sum_next_hint() };
                if ui.button(label).on_hover_text(msg::sum_hint_help()).clicked() {
                    actions.push(Action::Hint);
                }
            }
            if view.own_game && ui.button(msg::sum_show_answers()).clicked() {
                actions.push(Action::Reveal(true));
            }
        });
        return;
    }
    ui.label(crate::words::sentence(&claims.outcome.to_string()));
    let count = facts.analysis.as_ref().map_or(0, |a| a.winning_count);
    if count > 0 {
        ui.label(RichText::new(msg::sum_winning_moves(crate::i18n::grouped(count))).strong());
        for claim in claims.winning_moves.iter().take(8) {
            ui.label(crate::words::sentence(&claim.to_string()));
        }
        if count > 8 {
            ui.label(RichText::new(msg::sum_more(crate::i18n::grouped(count - 8))).weak());
        }
    }
}

/// One heap's Sprague–Grundy steps: its options with their values, then the mex.
fn sprague_grundy(ui: &mut egui::Ui, view: &SumPanelView<'_>, actions: &mut Vec<Action>) {
    let session = view.session;
    ui.label(RichText::new(msg::sum_why_value()).strong());
    let heaps = session.game().position().heaps();
    ui.horizontal_wrapped(|ui| {
        ui.label(msg::sum_heap_pick());
        for index in (0..heaps.len()).filter(|&i| heaps[i].size > 0 || i == view.choices.focus) {
            let name = session.game().position().name(index).to_string();
            if ui.selectable_label(index == view.choices.focus, name).clicked() {
                actions.push(Action::Sum(SumAction::Focus(index)));
            }
        }
    });
    match &view.facts.steps.1 {
        Ok(steps) => {
            for step in steps {
                ui.label(crate::words::sentence(&step.to_string()));
            }
        }
        Err(why) => {
            ui.label(crate::words::sentence(&why.to_string()));
        }
    }
    ui.label(crate::words::sentence(&super::sum_rule(session.game()).to_string()));
}
