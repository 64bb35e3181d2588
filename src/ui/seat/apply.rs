//! What the seat's actions do: connect, join, take what the server sends, and send the student's
//! moves to the server instead of playing them on the page.

use web_time::Instant;

use super::{
    ClassSeat, InClass, JoinForm, LinkEvent, RETRY_AFTER, SEAT_PATIENCE, SeatAction, SeatLink, SeatNotice, Shown, Stage,
};
use crate::class::{Closed, FromStudent, PROTOCOL_VERSION, Refusal, SeatToken, ToStudent};
use crate::core::ExerciseSession;
use crate::save::FileAnswer;
use crate::ui::BoutonApp;
use crate::ui::action::Action;
use crate::ui::platform;

impl InClass {
    /// Opens the connection; where it cannot even be tried, waits and tries again.
    fn connect(&mut self, ctx: &eframe::egui::Context) {
        match SeatLink::open(&self.socket, ctx) {
            Ok(link) => {
                self.link = Some(link);
                self.give_up_at = Some(Instant::now() + SEAT_PATIENCE);
            }
            Err(e) => {
                log::warn!("class: cannot connect to {}: {e}", self.socket);
                self.retry_at = Some(Instant::now() + RETRY_AFTER);
            }
        }
    }

    pub(super) fn send(&mut self, message: &FromStudent) {
        if let Some(link) = &mut self.link {
            link.send(message);
        }
    }

    /// Notes what the board shows now, and tells the student when the teacher changed it: a game
    /// started afresh that the student did not ask for, or exercises that came.
    fn tell(&mut self, now: Shown) {
        let notice = match (&self.shown, &now) {
            (Some(Shown::Exercises), Shown::Exercises) | (None, _) => None,
            (Some(_), Shown::Exercises) => Some(SeatNotice::Exercises),
            (Some(Shown::Exercises), Shown::Game { .. }) => Some(SeatNotice::NewGame),
            (Some(Shown::Game { start, moves }), Shown::Game { start: new_start, moves: 0 })
                if (*moves > 0 || start != new_start) && !self.asked_new_game =>
            {
                Some(SeatNotice::NewGame)
            }
            (Some(Shown::Game { .. }), Shown::Game { .. }) => None,
        };
        if matches!(now, Shown::Game { moves: 0, .. }) {
            self.asked_new_game = false;
        }
        if let Some(notice) = notice {
            self.notice = Some((notice, Instant::now()));
        }
        self.shown = Some(now);
    }

    /// Keeps the seat's token here and in the browser (`None`: forgets it).
    fn keep_token(&mut self, token: Option<SeatToken>) {
        platform::remember_seat(&self.socket, token.as_ref().map(|t| t.0.as_str()));
        self.token = token;
    }
}

impl BoutonApp {
    /// This page's class, when it is a student's seat in one.
    #[must_use]
    pub fn class_seat(&self) -> Option<&InClass> {
        self.seat.in_class()
    }

    /// Whether the exercises panel works for a class: a student's page, or the teacher's app while
    /// a session runs.
    #[must_use]
    pub fn exercise_class(&self) -> crate::ui::exercises::ExerciseClass {
        use crate::ui::exercises::ExerciseClass;
        if let Some(class) = self.seat.in_class() {
            return ExerciseClass::Student { feedback: class.feedback };
        }
        #[cfg(not(target_arch = "wasm32"))]
        if self.teacher.running.is_some() {
            return ExerciseClass::Teacher;
        }
        ExerciseClass::Alone
    }

    /// Whether the person may show or hide the answers: not on a student's page in a class, where
    /// the teacher does.
    #[must_use]
    pub fn may_reveal(&self) -> bool {
        self.seat.in_class().is_none()
    }

    /// Whether, on a class page playing another student, the partner is to move (on their own
    /// device): the board waits.
    #[must_use]
    pub fn partner_to_move(&self) -> bool {
        use crate::core::{Person, Player};
        if let Some(play) = self.disguise() {
            let partner = matches!(play.class, Some(crate::ui::disguise::Elsewhere::Partner(_)));
            return partner && !play.is_over() && play.computer == Some(play.to_move());
        }
        let game = self.session.game();
        // On exercises the board holds the student's question, answered on this device.
        self.seat.in_class().is_some()
            && self.exercise().is_none()
            && !game.is_over()
            && matches!(self.session.players().seat(game.to_move()), Player::Human { name } if *name != Person::You)
    }

    /// On a class page, the partner's name when the student plays another student (the other
    /// side's named person); `None` against the computer.
    #[must_use]
    pub fn partner(&self) -> Option<String> {
        use crate::core::{Person, Player};
        if let Some(play) = self.disguise() {
            return match &play.class {
                Some(crate::ui::disguise::Elsewhere::Partner(name)) => Some(name.clone()),
                _ => None,
            };
        }
        let players = self.session.players();
        [players.first, players.second].into_iter().find_map(|player| match player {
            Player::Human { name: Person::Named(name) } => Some(name),
            _ => None,
        })
    }

    /// What the Class menu offers: whether a class session runs, whether its view is in front,
    /// whether a kept session can be reopened (none in the browser).
    #[must_use]
    pub fn class_menu_state(&self) -> crate::ui::menu::ClassMenuState {
        #[cfg(not(target_arch = "wasm32"))]
        return crate::ui::menu::ClassMenuState {
            running: self.teacher.running.is_some(),
            shown: self.teacher.shown,
            can_reopen: self.teacher.session_file.as_deref().is_some_and(std::path::Path::is_file),
        };
        #[cfg(target_arch = "wasm32")]
        crate::ui::menu::ClassMenuState::default()
    }

    /// The class's events since the last frame, as actions: the page was found to be a class's, the
    /// connection said something, or it is time to try a lost one again.
    pub(in crate::ui) fn poll_seat(&mut self) -> Vec<Action> {
        let mut actions: Vec<Action> =
            platform::class_to_join().map(|s| Action::Seat(SeatAction::Enter(s))).into_iter().collect();
        if let ClassSeat::InClass(class) = &mut self.seat {
            if let Some(link) = &mut class.link {
                actions.extend(link.poll().into_iter().map(|event| Action::Seat(SeatAction::Link(event))));
            }
            // A lost connection is tried again after a while; so is one that opened and never gave
            // the seat back.
            match class.retry_at.or(class.give_up_at) {
                Some(at) if Instant::now() >= at => actions.push(Action::Seat(SeatAction::Retry)),
                Some(at) => self.shell.ctx.request_repaint_after(at.saturating_duration_since(Instant::now())),
                None => {}
            }
        }
        actions
    }

    /// Applies a change to the seat.
    pub(in crate::ui) fn apply_seat(&mut self, action: SeatAction) {
        match action {
            SeatAction::Enter(socket) => {
                let token = platform::remembered_seat(&socket).map(SeatToken);
                let mut class = InClass {
                    socket,
                    link: None,
                    stage: Stage::Connecting,
                    form: JoinForm::default(),
                    refusal: None,
                    token,
                    paused: false,
                    feedback: false,
                    text: String::new(),
                    retry_at: None,
                    give_up_at: None,
                    shown: None,
                    asked_new_game: false,
                    notice: None,
                };
                class.connect(&self.shell.ctx);
                self.seat = ClassSeat::InClass(Box::new(class));
            }
            SeatAction::Join(form) => {
                let ClassSeat::InClass(class) = &mut self.seat else { return };
                class.refusal = None;
                let join =
                    FromStudent::Join { protocol: PROTOCOL_VERSION, code: form.code.clone(), name: form.name.clone() };
                class.form = form;
                class.send(&join);
            }
            SeatAction::NewGame => {
                let ClassSeat::InClass(class) = &mut self.seat else { return };
                class.asked_new_game = true;
                class.send(&FromStudent::NewGame);
            }
            SeatAction::Retry => {
                let ClassSeat::InClass(class) = &mut self.seat else { return };
                class.retry_at = None;
                class.give_up_at = None;
                if !matches!(class.stage, Stage::Closed(_)) {
                    // A connection still open is closed first (the server then frees the seat).
                    class.link = None;
                    class.connect(&self.shell.ctx);
                }
            }
            SeatAction::Link(LinkEvent::Opened) => {
                let ClassSeat::InClass(class) = &mut self.seat else { return };
                if let Some(token) = class.token.clone() {
                    class.send(&FromStudent::Rejoin { protocol: PROTOCOL_VERSION, token });
                } else {
                    class.stage = Stage::Joining;
                    class.give_up_at = None;
                }
            }
            SeatAction::Link(LinkEvent::Lost) => {
                let ClassSeat::InClass(class) = &mut self.seat else { return };
                class.link = None;
                class.give_up_at = None;
                if let Stage::Seated { seat, name } = &class.stage {
                    class.stage = Stage::Reconnecting { seat: *seat, name: name.clone() };
                }
                if !matches!(class.stage, Stage::Closed(_)) {
                    class.retry_at = Some(Instant::now() + RETRY_AFTER);
                }
            }
            SeatAction::Link(LinkEvent::Message(message)) => self.seat_message(message),
        }
    }

    /// What the teacher's Bouton said.
    fn seat_message(&mut self, message: ToStudent) {
        let ClassSeat::InClass(class) = &mut self.seat else { return };
        match message {
            ToStudent::Welcome { seat, token, name } => {
                class.keep_token(Some(token));
                class.stage = Stage::Seated { seat, name };
                class.refusal = None;
                class.give_up_at = None;
            }
            ToStudent::Game { file, answers, paused, text } => {
                class.paused = paused;
                class.text = text;
                match crate::save::parse(&file, "class") {
                    Ok(loaded) => {
                        let game = &loaded.saved.game;
                        let now = Shown::Game { start: game.start().to_string(), moves: game.cursor() };
                        class.tell(now);
                        // The class plays heaps again: exercises or a game in disguise end (the
                        // game replaces theirs).
                        if matches!(
                            self.mode,
                            crate::ui::app::Mode::Exercise { .. } | crate::ui::app::Mode::Disguise { .. }
                        ) {
                            self.mode = crate::ui::app::Mode::Free;
                        }
                        self.close_exercises_panel();
                        self.put_on_board(loaded.saved, None);
                        self.session.revealed = answers;
                    }
                    Err(e) => log::warn!("class: the game sent cannot be read: {e}"),
                }
            }
            ToStudent::Disguise { file, partner, answers, paused, text } => {
                class.paused = paused;
                class.text = text;
                match crate::save::parse_any(&file, "class") {
                    Ok(crate::save::Opened::Disguise(loaded)) => {
                        let saved = &loaded.saved;
                        class.tell(Shown::Game { start: saved.start.to_string(), moves: saved.moves.len() });
                        self.show_class_disguise(&loaded.saved, partner);
                        self.close_exercises_panel();
                        self.session.revealed = answers;
                    }
                    Ok(_) => log::warn!("class: the game in disguise sent is another kind of game"),
                    Err(e) => log::warn!("class: the game in disguise sent cannot be read: {e}"),
                }
            }
            ToStudent::Exercises { set, question, answer, score, answers, paused, text } => {
                class.paused = paused;
                class.text = text;
                class.feedback = answers;
                class.tell(Shown::Exercises);
                let resumed = set
                    .to_set()
                    .map_err(|e| e.to_string())
                    .and_then(|set| {
                        answer
                            .as_ref()
                            .map(FileAnswer::to_answer)
                            .transpose()
                            .map(|a| (set, a))
                            .map_err(|e| e.to_string())
                    })
                    .and_then(|(set, answer)| {
                        ExerciseSession::resume(set, question, answer, score.score()).map_err(|e| e.to_string())
                    });
                match resumed {
                    Ok(session) => self.show_class_exercise(session, answers),
                    Err(e) => log::warn!("class: the exercise sent cannot be read: {e}"),
                }
            }
            ToStudent::Refused { refusal } => {
                if refusal == Refusal::UnknownToken {
                    class.keep_token(None);
                    class.stage = Stage::Joining;
                    class.give_up_at = None;
                }
                class.refusal = Some(refusal);
            }
            ToStudent::Closed { reason } => {
                // A session the teacher ended may be reopened: the token then brings the seat back
                // when the page is reloaded. A student taken out of the class loses it.
                if reason == Closed::Removed {
                    class.keep_token(None);
                }
                class.stage = Stage::Closed(reason);
                class.link = None;
                class.retry_at = None;
                class.give_up_at = None;
            }
        }
    }
}
