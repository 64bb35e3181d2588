//! The panel beside a game in disguise: how to play, who plays, the disguise lifted (the Nim heaps
//! underneath, and X with the answers), the hint ladder, and what the computer did — each move in
//! the game's own terms, then in Nim's.

use eframe::egui::{self, RichText};

use super::{DisguiseAction, DisguisePlay, DisguiseSaid};
use crate::core::{CoinRule, DisguisedGame, Outcome, Side};
use crate::i18n::msg;
use crate::ui::action::Action;
use crate::words;

/// How many rungs the hint ladder has: who wins, X, the part to play in, the move.
pub(super) const HINT_RUNGS: u8 = 4;

/// What the panel needs.
pub struct DisguisePanelView<'a> {
    /// The game being played.
    pub play: &'a DisguisePlay,
    /// Whether the answers are shown.
    pub revealed: bool,
    /// Wythoff's game: the queen's Grundy value (counted while the answers are shown).
    pub wythoff_value: Option<u64>,
    /// Every move's value from the position, by brute force (counted while the answers are shown).
    pub values: Option<&'a Result<crate::core::DisguiseMoveValues, crate::core::DisguiseError>>,
}

/// Who plays the other side of a class's game in disguise, away from the student's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Elsewhere {
    /// The computer, on the teacher's Bouton.
    Computer,
    /// Another student, on their own device.
    Partner(String),
}

/// How to play, in a sentence.
pub(super) fn how_to_play(game: &DisguisedGame) -> String {
    match game {
        DisguisedGame::Staircase(_) => msg::disguise_how_staircase(),
        DisguisedGame::Poker(_) => msg::disguise_how_poker(),
        DisguisedGame::Coins(row) => match row.rule() {
            CoinRule::Turtles => msg::disguise_how_turtles(),
            CoinRule::MockTurtles => msg::disguise_how_mock_turtles(),
            CoinRule::Ruler => msg::disguise_how_ruler(),
        },
        DisguisedGame::Moore(moore) => msg::disguise_how_moore(moore.k()),
        DisguisedGame::Lasker(_) => msg::disguise_how_lasker(),
        DisguisedGame::Hackenbush(_) => msg::disguise_how_hackenbush(),
        DisguisedGame::Wythoff(_) => msg::disguise_how_wythoff(),
        // How each game in it is played is said on the board, under its name.
        DisguisedGame::Sum(_) => msg::disguise_how_sum(),
    }
}

/// "N: the player to move wins".
pub(in crate::ui) fn verdict(outcome: Outcome) -> String {
    match outcome {
        Outcome::NextWins => msg::claim_verdict_n(),
        Outcome::PreviousWins => msg::claim_verdict_p(),
    }
}

/// Whose turn it is, or who won.
pub(in crate::ui) fn turn_line(play: &DisguisePlay) -> String {
    // The player who made the last move wins (normal play).
    let seat = |side: Side| if side == Side::First { 1u64 } else { 2 };
    let partner = match &play.class {
        Some(super::Elsewhere::Partner(name)) => Some(name.as_str()),
        _ => None,
    };
    if play.is_over() {
        let winner = play.to_move().other();
        return match play.computer {
            Some(c) if c == winner && partner.is_some() => msg::disguise_over_partner(partner.unwrap_or_default()),
            Some(c) if c == winner => msg::disguise_over_computer(),
            Some(_) => msg::disguise_over_you(),
            None => msg::disguise_over_player(seat(winner)),
        };
    }
    match play.computer {
        Some(c) if c == play.to_move() && partner.is_some() => msg::disguise_turn_partner(partner.unwrap_or_default()),
        Some(c) if c == play.to_move() => msg::disguise_turn_computer(),
        Some(_) => msg::disguise_turn_you(),
        None => msg::disguise_turn_player(seat(play.to_move())),
    }
}

/// Draws the panel; returns the actions chosen.
pub(in crate::ui) fn disguise_panel(ui: &mut egui::Ui, view: &DisguisePanelView<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    let play = view.play;
    let game = play.position();
    crate::ui::style::scroll_bar_in_view(ui);
    egui::ScrollArea::vertical().id_salt("disguise-panel").auto_shrink([false, true]).show(ui, |ui| {
        ui.heading(words::disguise_title(game));
        if let Some((lesson, step)) = play.lesson {
            let moved = play.cursor() > 0;
            actions.extend(lesson_card(ui, (lesson, step), play.positions.first().unwrap_or(game), moved));
        }
        ui.label(how_to_play(game));
        // In a class, the teacher chose who plays whom.
        if play.class.is_none() {
            ui.horizontal_wrapped(|ui| {
                let mut against = play.computer.is_some();
                if ui.radio_value(&mut against, true, msg::disguise_against_computer()).clicked()
                    && play.computer.is_none()
                {
                    actions.push(Action::Disguise(DisguiseAction::SetComputer(Some(play.to_move().other()))));
                }
                if ui.radio_value(&mut against, false, msg::disguise_two_people()).clicked() && play.computer.is_some()
                {
                    actions.push(Action::Disguise(DisguiseAction::SetComputer(None)));
                }
            });
        }
        ui.separator();
        ui.label(RichText::new(turn_line(play)).strong().size(17.0));
        // At the end of a game, the way to its review (as Game ▸ Review the game).
        if play.is_over() && play.cursor() > 0 && ui.button(msg::game_review()).clicked() {
            actions.push(Action::TogglePanel(crate::ui::action::PanelKind::Review));
        }
        match &play.said {
            Some(DisguiseSaid::Computer { before, mv }) => {
                let said = if view.revealed {
                    words::disguised_move_line(before, mv)
                } else {
                    words::disguised_move(before, mv)
                };
                ui.label(msg::disguise_computer_played(said));
            }
            Some(DisguiseSaid::Person { side, before, mv }) => {
                let said = if view.revealed {
                    words::disguised_move_line(before, mv)
                } else {
                    words::disguised_move(before, mv)
                };
                let seat = if *side == Side::First { 1u64 } else { 2 };
                ui.label(msg::disguise_player_played(said, seat));
            }
            Some(DisguiseSaid::Illegal(why)) => {
                ui.colored_label(ui.visuals().warn_fg_color, crate::words::sentence(&why.to_string()));
            }
            None => {}
        }
        ui.separator();
        if let Some(state) = &play.quiz {
            actions.extend(quiz_card(ui, &state.quiz));
            ui.separator();
            // Finding the heaps underneath is the question: they are shown with the answer.
            if state.quiz.feedback().is_some() {
                super::lift::underneath(ui, game, true);
            } else {
                ui.label(RichText::new(msg::disguise_quiz_underneath_later()).weak());
            }
        } else {
            if play.class.is_some() && !(view.revealed || play.hints >= 2 || play.is_over()) {
                // In a class, finding the Nim underneath is the students' to do, until the teacher
                // shows the answers (or a student climbs the hints).
                ui.label(RichText::new(msg::disguise_quiz_underneath_later()).weak());
            } else {
                // A lesson's text states X; at the end of the game nothing is left to hide.
                super::lift::underneath(
                    ui,
                    game,
                    view.revealed || play.hints >= 2 || play.lesson.is_some() || play.is_over(),
                );
            }
            if let (DisguisedGame::Wythoff(queen), Some(g)) = (game, view.wythoff_value) {
                let (a, b) = queen.heaps();
                ui.label(msg::disguise_wythoff_value(a, b, g));
            }
            if let DisguisedGame::Hackenbush(forest) = game
                && forest.edges() > 0
            {
                actions.extend(super::colon::colon_card(ui, play, forest));
            }
            ui.separator();
            actions.extend(answers(ui, view));
            if play.class.is_none() && ui.button(msg::disguise_quiz_start()).clicked() {
                actions.push(Action::Disguise(DisguiseAction::StartQuiz(1)));
            }
        }
        // A class's game is the teacher's to end (by sending something else).
        if play.class.is_none() {
            ui.separator();
            if ui.button(msg::disguise_back()).clicked() {
                actions.push(Action::Disguise(DisguiseAction::End));
            }
        }
    });
    actions
}

/// A lesson's step: where it is, its title and text (numbers from the step's position), and the
/// way on. Once moves are played (`moved`), the text is said to be about the step as it began, with
/// the way back to it.
fn lesson_card(ui: &mut egui::Ui, (lesson, step): (usize, usize), start: &DisguisedGame, moved: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    let Some(shown) = crate::core::DISGUISE_LESSONS.get(lesson) else { return actions };
    let steps = shown.steps.len();
    let (title, text) = words::disguise_lesson_step(shown, step, start);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        let of = msg::disguise_lesson_of(step + 1, steps, words::disguise_lesson_title(shown));
        ui.label(RichText::new(of).weak());
        ui.label(RichText::new(title).strong().size(17.0));
        ui.label(RichText::new(text).size(16.0));
        if moved {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(msg::disguise_lesson_moved()).weak());
                if ui.button(msg::disguise_lesson_restart()).clicked() {
                    actions.push(Action::Disguise(DisguiseAction::Lesson { lesson, step }));
                }
            });
        }
        // The last step asks a question: its answer, for a student alone, when asked for.
        if step + 1 == steps {
            egui::CollapsingHeader::new(msg::disguise_lesson_answer())
                .id_salt(("disguise-lesson-answer", lesson))
                .show(ui, |ui| ui.label(words::disguise_lesson_answer(shown)));
        }
        ui.horizontal_wrapped(|ui| {
            let go = |step| Action::Disguise(DisguiseAction::Lesson { lesson, step });
            if ui.add_enabled(step > 0, egui::Button::new(msg::disguise_lesson_back())).clicked() {
                actions.push(go(step - 1));
            }
            if ui.add_enabled(step + 1 < steps, egui::Button::new(msg::disguise_lesson_next())).clicked() {
                actions.push(go(step + 1));
            }
            if ui.button(msg::disguise_lesson_end()).clicked() {
                actions.push(Action::Disguise(DisguiseAction::End));
            }
        });
    });
    actions
}

/// "P or N?": the question, the two answers, then the verdict with X underneath, the score and the
/// way on.
fn quiz_card(ui: &mut egui::Ui, quiz: &crate::core::DisguiseQuiz) -> Vec<Action> {
    let mut actions = Vec::new();
    let act = |a: DisguiseAction| Action::Disguise(a);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(RichText::new(msg::disguise_quiz()).weak());
        ui.label(RichText::new(msg::disguise_quiz_question(u64::from(quiz.question().number))).size(16.0));
        match quiz.feedback() {
            None => {
                ui.horizontal(|ui| {
                    if ui.button(RichText::new(msg::disguise_quiz_p()).size(18.0)).clicked() {
                        actions.push(act(DisguiseAction::AnswerQuiz(Outcome::PreviousWins)));
                    }
                    if ui.button(RichText::new(msg::disguise_quiz_n()).size(18.0)).clicked() {
                        actions.push(act(DisguiseAction::AnswerQuiz(Outcome::NextWins)));
                    }
                });
            }
            Some(feedback) => {
                let said = verdict(feedback.truth);
                let line =
                    if feedback.right() { msg::disguise_quiz_right(said) } else { msg::disguise_quiz_wrong(said) };
                ui.label(RichText::new(line).strong());
                if ui.button(msg::disguise_quiz_next()).clicked() {
                    actions.push(act(DisguiseAction::NextQuestion));
                }
            }
        }
        let (right, answered) = quiz.score();
        ui.label(msg::disguise_quiz_score(u64::from(answered), u64::from(right)));
        if ui.button(msg::disguise_quiz_stop()).clicked() {
            actions.push(act(DisguiseAction::StopQuiz));
        }
    });
    actions
}

/// With the answers shown: who wins and every winning move. Hidden: the hint ladder.
fn answers(ui: &mut egui::Ui, view: &DisguisePanelView<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    let play = view.play;
    let game = play.position();
    if play.is_over() {
        return actions;
    }
    let outcome = game.lift().outcome();
    // Where the moves are too many to list (Moore's Nim on big heaps), say so: never "no winning move".
    let listed = game.winning_moves();
    let winning = listed.clone().unwrap_or_default();
    let not_listed =
        || msg::disguise_moves_not_listed(listed.as_ref().err().map(ToString::to_string).unwrap_or_default());
    ui.horizontal_wrapped(|ui| {
        // In a class the teacher shows the answers.
        let label = if view.revealed { msg::game_hide_now() } else { msg::game_reveal() };
        if play.class.is_none() && ui.button(label).clicked() {
            actions.push(Action::Reveal(!view.revealed));
        }
        if !view.revealed && ui.add_enabled(play.hints < HINT_RUNGS, egui::Button::new(msg::game_hint())).clicked() {
            actions.push(Action::Hint);
        }
    });
    if view.revealed {
        ui.label(RichText::new(verdict(outcome)).strong());
        // The moves to the end, by brute force of the game's own moves (or why not counted).
        match view.values {
            Some(Ok(values)) => {
                let remote = crate::core::Claim::Remote { value: values.position };
                ui.label(words::sentence(&remote.to_string()));
            }
            Some(Err(why)) => {
                ui.label(RichText::new(msg::values_not_counted(why.to_string())).weak());
            }
            None => {}
        }
        if play.colon.is_some() {
            // The board shows a step of the colon principle, numbered its own way: the moves, named
            // by the drawing's numbers, wait until the walk is over.
        } else if listed.is_err() {
            ui.label(not_listed());
            if let Some(mv) = game.a_winning_move() {
                ui.label(msg::disguise_one_winning_move(words::disguised_move_line(game, &mv)));
            }
        } else if winning.is_empty() {
            ui.label(msg::report_no_winning_move_sum());
        } else {
            ui.label(msg::disguise_winning_moves());
            for mv in &winning {
                ui.label(format!("• {}", words::disguised_move_line(game, mv)));
            }
        }
        return actions;
    }
    // The ladder: who wins; X (shown in the table above); where to play; the move.
    if play.hints >= 1 {
        ui.label(verdict(outcome));
    }
    // Where the winning moves are too many to list, the hints give one built through the disguise.
    let built = if listed.is_err() { game.a_winning_move() } else { None };
    let first = winning.first().or(built.as_ref());
    if play.hints >= 3 {
        match first.and_then(|mv| game.effect(mv)) {
            Some(effect) => {
                ui.label(words::hint_part(game, effect.part));
            }
            None if listed.is_err() => {
                ui.label(not_listed());
            }
            None if first.is_none() => {
                ui.label(msg::report_no_winning_move_sum());
            }
            None => {}
        }
    }
    if play.hints >= 4
        && let Some(mv) = first
    {
        ui.label(msg::disguise_hint_move(words::disguised_move_line(game, mv)));
    }
    actions
}
