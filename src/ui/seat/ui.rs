//! A student's page in a class: the class bar (instead of the menu), the join form, the page shown
//! before a seat or after it closes, and the pause that covers the board.

use eframe::egui;

use super::{InClass, JoinForm, SeatAction, Stage};
use crate::class::{Closed, JOIN_CODE_DIGITS, MAX_STUDENT_NAME_CHARS, Refusal};
use crate::i18n::msg;
use crate::ui::action::Action;

/// The bar across the top of a student's page: who and where, the connection, and a new game once
/// the game is over.
pub fn class_bar(ui: &mut egui::Ui, class: &InClass, game: &SeatGameView) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.horizontal_wrapped(|ui| {
        ui.strong("Bouton");
        match &class.stage {
            Stage::Seated { seat, name } => {
                ui.label(msg::seat_bar(name.as_str(), u64::from(seat.0)));
                // Who the student plays, and, on the partner's turn, that the board waits; or the
                // teacher's exercises.
                match (&game.partner, game.partner_to_move) {
                    _ if game.exercises => {
                        ui.strong(msg::seat_exercises());
                    }
                    (Some(partner), true) => {
                        ui.strong(msg::seat_waiting(partner.as_str()));
                    }
                    (Some(partner), false) => {
                        ui.strong(msg::seat_versus(partner.as_str()));
                    }
                    (None, _) => {
                        ui.label(msg::seat_versus_computer());
                    }
                }
                if game.over && !game.exercises && ui.button(msg::seat_new_game()).clicked() {
                    actions.push(Action::Seat(SeatAction::NewGame));
                }
            }
            // The lost connection is said large above the board.
            Stage::Reconnecting { seat, name } => {
                ui.label(msg::seat_bar(name.as_str(), u64::from(seat.0)));
            }
            Stage::Connecting | Stage::Joining | Stage::Closed(_) => {
                ui.label(msg::seat_title());
            }
        }
        if let (Some(refusal), true) = (class.refusal, class.stage != Stage::Joining) {
            ui.colored_label(ui.visuals().warn_fg_color, refused(refusal));
        }
        // The page's language is the student's own (the class bar stands for the menu).
        language_menu(ui, &mut actions);
    });
    actions
}

/// The language of the page: its name, and the others to choose from.
fn language_menu(ui: &mut egui::Ui, actions: &mut Vec<Action>) {
    let now = crate::i18n::language();
    ui.menu_button(now.name(), |ui| {
        for lang in crate::i18n::Lang::ALL.into_iter().filter(|lang| *lang != crate::i18n::Lang::Pseudo) {
            if ui.radio(now == lang, lang.name()).clicked() && now != lang {
                actions.push(Action::SetLanguage(Some(lang)));
            }
        }
    })
    .response
    .on_hover_text(msg::view_language());
}

/// What the class bar says of the game on the board.
pub struct SeatGameView {
    /// The partner's name, when the student plays another student (else the computer).
    pub partner: Option<String>,
    /// Whether the partner is to move (the board waits).
    pub partner_to_move: bool,
    /// Whether the game is over (New game is offered).
    pub over: bool,
    /// Whether the board holds the teacher's exercises instead of a game.
    pub exercises: bool,
}

/// The page before a seat is taken (connecting, the join form) or after it is closed.
pub fn seat_page(ui: &mut egui::Ui, class: &mut InClass) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.vertical_centered(|ui| {
        ui.add_space(ui.available_height() * 0.12);
        match &class.stage {
            Stage::Connecting | Stage::Reconnecting { .. } => {
                ui.spinner();
                ui.label(msg::seat_connecting());
            }
            Stage::Joining => actions.extend(join_form(ui, &mut class.form, class.refusal)),
            Stage::Closed(reason) => {
                ui.heading(closed(*reason));
                ui.label(msg::seat_reload());
            }
            Stage::Seated { .. } => {}
        }
    });
    actions
}

/// The join form: the code, a name, Join. Enter in either field joins too.
fn join_form(ui: &mut egui::Ui, form: &mut JoinForm, refusal: Option<Refusal>) -> Option<Action> {
    let mut join = false;
    ui.set_max_width(ui.available_width().min(420.0));
    ui.heading(msg::seat_join_title());
    ui.label(msg::seat_join_hint());
    ui.add_space(12.0);
    let code_label = ui.label(msg::seat_join_code());
    let code = ui
        .add(
            egui::TextEdit::singleline(&mut form.code)
                .char_limit(JOIN_CODE_DIGITS + 2)
                .hint_text("123 456")
                .font(egui::TextStyle::Heading)
                .desired_width(200.0),
        )
        .labelled_by(code_label.id);
    ui.add_space(6.0);
    let name_label = ui.label(msg::seat_join_name());
    ui.add(egui::TextEdit::singleline(&mut form.name).char_limit(MAX_STUDENT_NAME_CHARS).desired_width(280.0))
        .labelled_by(name_label.id);
    // The code field has the keys from the start: a student types the code, then the name, then
    // Enter (anywhere on the form) joins.
    if form.code.is_empty() && form.name.is_empty() && ui.memory(|m| m.focused().is_none()) {
        code.request_focus();
    }
    join |= ui.input(|i| i.key_pressed(egui::Key::Enter)) && !form.code.trim().is_empty();
    ui.add_space(12.0);
    join |= ui.add_enabled(!form.code.trim().is_empty(), egui::Button::new(msg::seat_join())).clicked();
    if let Some(refusal) = refusal {
        ui.add_space(8.0);
        ui.colored_label(ui.visuals().error_fg_color, refused(refusal));
    }
    join.then(|| Action::Seat(SeatAction::Join(form.clone())))
}

/// What the teacher just changed on the board, for a few seconds, floating under the class bar
/// (nothing moves under the student's finger when it goes).
pub fn notice_overlay(ctx: &egui::Context, class: &InClass) {
    let Some(notice) = class.notice() else { return };
    let said = match notice {
        super::SeatNotice::NewGame => msg::seat_notice_new_game(),
        super::SeatNotice::Exercises => msg::seat_notice_exercises(),
    };
    egui::Area::new(egui::Id::unique("class notice"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 36.0))
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                let said = egui::RichText::new(said).size(16.0).strong().color(ui.visuals().warn_fg_color);
                ui.add(egui::Label::new(said).wrap_mode(egui::TextWrapMode::Extend));
            });
        });
    ctx.request_repaint_after(super::NOTICE_FOR);
}

/// "Eyes to the front": in front of everything while the teacher has paused the class.
pub fn paused_overlay(ctx: &egui::Context) {
    egui::Modal::new(egui::Id::unique("class paused")).show(ctx, |ui| {
        ui.set_min_width(ctx.content_rect().width() * 0.6);
        ui.vertical_centered(|ui| {
            ui.add_space(24.0);
            ui.label(egui::RichText::new(msg::seat_paused()).size(48.0).strong());
            ui.label(egui::RichText::new(msg::seat_paused_detail()).size(22.0));
            ui.add_space(24.0);
        });
    });
}

/// Why the seat closed, in words.
fn closed(reason: Closed) -> String {
    match reason {
        Closed::Removed => msg::seat_closed_removed(),
        Closed::OpenedElsewhere => msg::seat_closed_elsewhere(),
        Closed::SessionEnded => msg::seat_closed_ended(),
        Closed::Abuse => msg::seat_closed_abuse(),
    }
}

/// What the server refused, in words.
fn refused(refusal: Refusal) -> String {
    match refusal {
        Refusal::Protocol { .. } => msg::seat_refused_protocol(),
        Refusal::WrongCode => msg::seat_refused_wrong_code(),
        Refusal::TooManyWrongCodes => msg::seat_refused_too_many_codes(),
        Refusal::NoName => msg::seat_refused_no_name(),
        Refusal::NameTooLong { max } => msg::seat_refused_name_too_long(max),
        Refusal::ClassFull { max } => msg::seat_refused_full(max),
        Refusal::UnknownToken => msg::seat_refused_token(),
        Refusal::NotJoined => msg::seat_refused_not_joined(),
        Refusal::AlreadyJoined => msg::seat_refused_already(),
        Refusal::Malformed => msg::seat_refused_malformed(),
        Refusal::TooFast => msg::seat_refused_too_fast(),
        Refusal::Paused => msg::seat_refused_paused(),
        Refusal::NotYourTurn => msg::seat_refused_not_your_turn(),
        Refusal::GameOver => msg::seat_refused_game_over(),
        Refusal::GameNotOver => msg::seat_refused_game_not_over(),
        Refusal::IllegalMove => msg::seat_refused_illegal(),
        Refusal::NotNow => msg::seat_refused_not_now(),
        Refusal::AlreadyAnswered => msg::seat_refused_already_answered(),
        Refusal::BadAnswer => msg::seat_refused_bad_answer(),
    }
}
