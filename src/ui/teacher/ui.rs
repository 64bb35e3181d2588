//! The class menu and the class view: the address, the code and the QR code large enough for the
//! back row, the teacher's buttons, and one tile per student.

use eframe::egui;

use super::{ClassView, SeatFacts, SortBy, TeacherAction};
use crate::i18n::msg;
use crate::ui::action::Action;

/// The inside of a student's tile, in points.
const TILE: egui::Vec2 = egui::vec2(268.0, 104.0);

/// Class ▸ Start a class session and Reopen the last one (or the class view, while one runs), Back
/// to the board, End.
pub fn class_menu(ui: &mut egui::Ui, state: crate::ui::menu::ClassMenuState, actions: &mut Vec<Action>) {
    let mut push = |action| actions.push(Action::Teacher(action));
    let crate::ui::menu::ClassMenuState { running, shown, can_reopen } = state;
    if !running {
        if ui.button(msg::class_start()).clicked() {
            push(TeacherAction::Start(None));
        }
        if ui.add_enabled(can_reopen, egui::Button::new(msg::class_reopen())).clicked() {
            push(TeacherAction::Reopen(None));
        }
        return;
    }
    if shown {
        if ui.button(msg::class_show_board()).clicked() {
            push(TeacherAction::ShowView(false));
        }
    } else if ui.button(msg::class_show_view()).clicked() {
        push(TeacherAction::ShowView(true));
    }
    if ui.button(msg::class_end()).clicked() {
        push(TeacherAction::ConfirmEnd(true));
    }
}

/// "End the class session?", in front of everything: a click too quick does not end the lesson.
pub fn confirm_end(ctx: &egui::Context) -> Vec<Action> {
    let mut actions = Vec::new();
    let modal = egui::Modal::new(egui::Id::unique("end the class session")).show(ctx, |ui| {
        ui.set_max_width(480.0);
        ui.label(egui::RichText::new(msg::class_end_confirm()).size(16.0));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(msg::class_end()).clicked() {
                actions.push(Action::Teacher(TeacherAction::End));
            }
            if ui.button(msg::class_end_keep()).clicked() {
                actions.push(Action::Teacher(TeacherAction::ConfirmEnd(false)));
            }
        });
    });
    if modal.should_close() && actions.is_empty() {
        actions.push(Action::Teacher(TeacherAction::ConfirmEnd(false)));
    }
    actions
}

/// The class view, in place of the board.
pub fn class_view(ui: &mut egui::Ui, view: &ClassView<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    let running = view.running;
    let room = &running.room;
    // One student's board on the projector, alone (the address, the buttons and the tiles
    // come back with "Back to the class").
    let spotlit =
        view.spotlight.and_then(|s| room.seats.iter().find(|seat| seat.number == s.seat).map(|seat| (seat, s)));
    if let Some((seat, spotlight)) = spotlit {
        actions.extend(super::spotlight::spotlight(ui, seat, spotlight));
        return actions;
    }
    address(ui, running);
    ui.separator();
    actions.extend(buttons(ui, view));
    if let Some(path) = view.last_report {
        ui.weak(msg::class_report_saved(path.display().to_string()));
    }
    ui.horizontal(|ui| {
        ui.strong(msg::class_students(room.seats.len()));
        if room.paused {
            ui.colored_label(ui.visuals().warn_fg_color, msg::class_paused_note());
        }
        let refused = room.counts.total();
        if refused > 0 {
            ui.weak(msg::class_refused(refused));
        }
    });
    if let Some(set) = &room.exercises {
        ui.label(msg::class_on_exercises(msg::report_class_exercises(
            set.kind.name(),
            set.rules.to_string(),
            set.seed,
        )));
    }
    ui.add_space(6.0);
    let mut seats: Vec<&SeatFacts> = room.seats.iter().collect();
    match view.sort {
        SortBy::Seat => {}
        SortBy::Name => seats.sort_by_key(|s| s.name.to_lowercase()),
        SortBy::Activity => seats.sort_by_key(|s| std::cmp::Reverse(s.last_activity_ms)),
        SortBy::Moves => seats.sort_by_key(|s| std::cmp::Reverse(s.total.moves)),
    }
    egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
        if seats.is_empty() {
            ui.label(msg::class_no_students());
        }
        // As many tiles to a row as the width takes, in rows of equal tiles.
        let outer = TILE.x + 2.0 * 6.0 + 2.0 + ui.spacing().item_spacing.x;
        #[allow(clippy::cast_sign_loss, reason = "at least 1")]
        let columns = ((ui.available_width() + ui.spacing().item_spacing.x) / outer).floor().max(1.0) as usize;
        for row in seats.chunks(columns) {
            ui.horizontal_top(|ui| {
                for seat in row {
                    if let Some(action) = tile(ui, seat, view) {
                        actions.push(action);
                    }
                }
            });
        }
    });
    // "Active 12 s ago" moves on by itself.
    ui.ctx().request_repaint_after(std::time::Duration::from_secs(1));
    actions
}

/// The teacher's buttons: pause, answers, send, pair, names, order, report, back, end.
fn buttons(ui: &mut egui::Ui, view: &ClassView<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    let mut push = |action| actions.push(Action::Teacher(action));
    let room = &view.running.room;
    ui.horizontal_wrapped(|ui| {
        let pause = if room.paused { msg::class_go_on() } else { msg::class_pause() };
        if ui.button(pause).clicked() {
            push(TeacherAction::Pause(!room.paused));
        }
        let answers = if room.answers { msg::class_hide_answers() } else { msg::class_show_answers() };
        if ui.button(answers).clicked() {
            push(TeacherAction::ShowAnswers(!room.answers));
        }
        if ui.button(msg::class_send()).clicked() {
            push(TeacherAction::SendPosition);
        }
        let pairing = if room.paired { msg::class_unpair() } else { msg::class_pair() };
        // Pairs play a game: while the class works on exercises, a position is sent first.
        let pair = ui
            .add_enabled(room.exercises.is_none(), egui::Button::new(pairing))
            .on_disabled_hover_text(msg::class_pair_after_exercises());
        if pair.clicked() {
            push(TeacherAction::Pair(!room.paired));
        }
        let mut hidden = view.hide_names;
        if ui.checkbox(&mut hidden, msg::class_hide_names()).changed() {
            push(TeacherAction::HideNames(hidden));
        }
        let order = ui.label(msg::class_sort());
        egui::ComboBox::from_id_salt("class order")
            .selected_text(sort_name(view.sort))
            .show_ui(ui, |ui| {
                for sort in SortBy::ALL {
                    if ui.selectable_label(view.sort == sort, sort_name(sort)).clicked() {
                        push(TeacherAction::Sort(sort));
                    }
                }
            })
            .response
            .labelled_by(order.id);
        if ui.button(msg::class_report()).clicked() {
            push(TeacherAction::SaveReport(None));
        }
        if ui.button(msg::class_show_board()).clicked() {
            push(TeacherAction::ShowView(false));
        }
        if ui.button(msg::class_end()).clicked() {
            push(TeacherAction::ConfirmEnd(true));
        }
    });
    actions
}

/// The address, its QR code and the join code, large enough for the back row.
fn address(ui: &mut egui::Ui, running: &super::Running) {
    ui.horizontal(|ui| {
        qr_code(ui, running.qr.0, &running.qr.1, 150.0);
        ui.vertical(|ui| {
            ui.label(egui::RichText::new(msg::class_open_address()).size(16.0));
            ui.label(egui::RichText::new(&running.url).size(30.0).strong().monospace());
            let (left, right) = running.code.split_at(running.code.len() / 2);
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(msg::class_join_code()).size(16.0));
                ui.label(egui::RichText::new(format!("{left} {right}")).size(44.0).strong().monospace());
            });
            ui.label(msg::class_how());
        });
    });
}

/// One student's tile: name (or seat), the position and who is winning, the counts, when last
/// active, and Remove.
fn tile(ui: &mut egui::Ui, seat: &SeatFacts, view: &ClassView<'_>) -> Option<Action> {
    let mut action = None;
    let size = TILE;
    egui::Frame::group(ui.style()).inner_margin(6.0).show(ui, |ui| {
        ui.allocate_ui_with_layout(size, egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.set_min_size(size);
            ui.horizontal(|ui| {
                let dot = if seat.connected { egui::Color32::from_rgb(0, 158, 115) } else { egui::Color32::GRAY };
                ui.label(egui::RichText::new("●").color(dot));
                let name = shown_name(view, &(seat.number, seat.name.clone()));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.small_button(msg::class_remove()).clicked() {
                        action = Some(Action::Teacher(TeacherAction::Remove(seat.number)));
                    }
                    if ui.small_button(msg::class_project()).clicked() {
                        action = Some(Action::Teacher(TeacherAction::Spotlight(Some(seat.number))));
                    }
                    // A long name is cut short beside the buttons (whole on hover).
                    ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                        let label = egui::Label::new(egui::RichText::new(&name).size(18.0).strong()).truncate();
                        ui.add(label).on_hover_text(&name);
                    });
                });
            });
            match seat.exercise {
                Some(exercise) => exercise_line(ui, exercise),
                None => game_line(ui, seat, view),
            }
            let total = seat.total;
            let (finished, hints, moves, won) = (total.finished, total.hints, total.moves, total.won);
            if total.moves > 0 || total.answered == 0 {
                ui.label(msg::class_tile_counts(
                    u64::from(finished),
                    u64::from(hints),
                    u64::from(moves),
                    u64::from(won),
                ));
            }
            if total.answered > 0 {
                ui.label(msg::class_tile_exercises(u64::from(total.answered), u64::from(total.right)));
            }
            let seconds = view.now_ms.saturating_sub(seat.last_activity_ms) / 1000;
            let activity = if !seat.connected {
                msg::class_offline()
            } else if seconds < 60 {
                msg::class_active_seconds(seconds)
            } else {
                msg::class_active_minutes(seconds / 60)
            };
            // Who the student plays, beside when they were last active.
            ui.weak(match &seat.partner {
                Some(partner) => format!("{} · {activity}", msg::class_versus(shown_name(view, partner))),
                None => activity,
            });
        });
    });
    action
}

/// A tile's line on a student's exercise: the question, and whether the answer is right.
fn exercise_line(ui: &mut egui::Ui, exercise: super::ExerciseFacts) {
    let (text, colour) = match exercise.right {
        Some(true) => (msg::class_tile_right(), egui::Color32::from_rgb(0, 158, 115)),
        Some(false) => (msg::class_tile_wrong(), egui::Color32::from_rgb(213, 94, 0)),
        None => (msg::class_tile_thinking(), ui.visuals().weak_text_color()),
    };
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(msg::class_tile_question(exercise.question)).size(18.0));
        ui.label(egui::RichText::new(text).color(colour).strong());
    });
}

/// A tile's line on a student's game: the position, who is winning, and who is to move.
fn game_line(ui: &mut egui::Ui, seat: &SeatFacts, view: &ClassView<'_>) {
    let (text, colour) = match (seat.won, seat.winning) {
        (Some(true), _) => (msg::class_won(), egui::Color32::from_rgb(0, 158, 115)),
        (Some(false), _) => (msg::class_lost(), egui::Color32::from_rgb(213, 94, 0)),
        (None, Some(true)) => (msg::class_winning(), egui::Color32::from_rgb(0, 158, 115)),
        (None, Some(false)) => (msg::class_losing(), egui::Color32::from_rgb(213, 94, 0)),
        (None, None) => (String::new(), ui.visuals().text_color()),
    };
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(seat.game.position_text()).size(18.0).monospace());
        ui.label(egui::RichText::new(text).color(colour).strong());
        if seat.won.is_none() {
            ui.weak(match (&seat.partner, seat.their_turn) {
                (_, true) => msg::class_their_turn(),
                (Some(partner), false) => msg::class_partner_turn(shown_name(view, partner)),
                (None, false) => msg::class_computer_turn(),
            });
        }
    });
}

/// A student's name, or "Student 7" while names are hidden.
fn shown_name(view: &ClassView<'_>, (number, name): &(crate::class::SeatNumber, String)) -> String {
    if view.hide_names { msg::class_student(u64::from(number.0)) } else { name.clone() }
}

fn sort_name(sort: SortBy) -> String {
    match sort {
        SortBy::Seat => msg::class_sort_seat(),
        SortBy::Name => msg::class_sort_name(),
        SortBy::Activity => msg::class_sort_activity(),
        SortBy::Moves => msg::class_sort_moves(),
    }
}

/// Paints a QR code of `side` modules (with the quiet zone of four around it), `size` points wide.
fn qr_code(ui: &mut egui::Ui, side: usize, dark: &[bool], points: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(points, points), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, egui::Color32::WHITE);
    if side == 0 {
        return;
    }
    let module = points / (side + 8) as f32;
    for (i, _) in dark.iter().enumerate().filter(|(_, d)| **d) {
        let (row, column) = (i / side, i % side);
        let min = rect.min + egui::vec2((column + 4) as f32 * module, (row + 4) as f32 * module);
        painter.rect_filled(egui::Rect::from_min_size(min, egui::vec2(module, module)), 0.0, egui::Color32::BLACK);
    }
}
