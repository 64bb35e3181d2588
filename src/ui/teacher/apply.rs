//! What the teacher's actions do: start and end the server, and pass the teacher's commands to it;
//! after each change of the room, copy its facts for the view.

use std::sync::Arc;

use super::{ExerciseFacts, RoomFacts, Running, SeatFacts, TeacherAction};
use crate::class::{ClassError, ClassGame, ClassServer, ClassSetup, Room, ServerConfig, default_web_dir};
use crate::core::{Game, Level, Player, Side, SumClaims};
use crate::ui::action::Action;
use crate::ui::{AppError, BoutonApp};

/// The port a class session asks for first (any free one when it is taken).
pub const CLASS_PORT: u16 = 8080;

/// The file in the data folder that keeps the class session.
pub const CLASS_SESSION_FILE: &str = "class-session.ron";

/// A session kept this recently and not ended is reopened when the app starts: the teacher's app
/// closed or crashed during the lesson. An older one waits for Class ▸ Reopen.
pub const REOPEN_WITHIN: std::time::Duration = std::time::Duration::from_hours(2);

impl BoutonApp {
    /// Whether a class session is running (Class ▸ shows its items).
    #[must_use]
    pub fn class_running(&self) -> bool {
        self.teacher.running.is_some()
    }

    /// The running class session's room, read-only (for tests and the report).
    pub fn with_class_room<R>(&self, read: impl FnOnce(&Room) -> R) -> Option<R> {
        self.teacher.running.as_ref().map(|running| running.server.with_room(read))
    }

    /// The running session's address and join code.
    #[must_use]
    pub fn class_address(&self) -> Option<(&str, &str)> {
        self.teacher.running.as_ref().map(|running| (running.url.as_str(), running.code.as_str()))
    }

    /// What the teacher's class view shows of the room, as last copied.
    #[must_use]
    pub fn class_facts(&self) -> Option<&RoomFacts> {
        self.teacher.running.as_ref().map(|running| &running.room)
    }

    /// The class view's view of the app, while a session runs and the view is in front.
    #[must_use]
    pub fn class_view(&self) -> Option<super::ClassView<'_>> {
        let running = self.teacher.running.as_ref().filter(|_| self.teacher.shown)?;
        Some(super::ClassView {
            running,
            hide_names: self.teacher.hide_names,
            sort: self.teacher.sort,
            now_ms: running.server.now_ms(),
            last_report: self.teacher.last_report.as_deref(),
            spotlight: self.teacher.spotlight.as_ref(),
        })
    }

    /// What every student plays: the board's position and rules, the student first against the
    /// computer of the board's level (the Expert when no computer plays on the board).
    fn class_setup(&self) -> ClassSetup {
        // A game in disguise on the board goes as it is now; the computer plays it as well as the
        // core knows how. A built-in lesson's step text stays on the projector: it states X and who
        // wins, which the students' pages keep for the teacher to show.
        if let Some(play) = self.disguise() {
            let game = ClassGame::Disguise(crate::class::DisguiseLine::new(play.position().clone()));
            let title = play.title.0.clone();
            return ClassSetup { title, game, you: Side::First, computer: Level::Perfect, text: String::new() };
        }
        let game = self.session.game();
        let fresh = Game::new(game.ending(), game.position().clone()).unwrap_or_else(|_| game.restarted());
        let computer = [Side::First, Side::Second]
            .into_iter()
            .find_map(|side| match self.session.saved.players.seat(side) {
                Player::Computer { level, .. } => Some(*level),
                Player::Human { .. } => None,
            })
            .unwrap_or(Level::Perfect);
        // A lesson step's text goes with its position (a game file's notes may tell its answers).
        let text = if matches!(self.mode, crate::ui::Mode::Lesson { .. }) {
            self.session.saved.notes.clone()
        } else {
            String::new()
        };
        ClassSetup { title: self.session.saved.title.clone(), game: fresh.into(), you: Side::First, computer, text }
    }

    /// Applies a teacher's action.
    pub(in crate::ui) fn apply_teacher(&mut self, action: TeacherAction) {
        match action {
            TeacherAction::Start(web) if self.teacher.running.is_none() => match self.start_class(web) {
                Ok(running) => {
                    self.teacher.running = Some(running);
                    self.teacher.shown = true;
                }
                Err(e) => self.shell.status.error = Some(AppError::Class(Arc::new(e))),
            },
            TeacherAction::Reopen(web) if self.teacher.running.is_none() => match self.reopen_class(web) {
                Ok(running) => {
                    self.teacher.running = Some(running);
                    self.teacher.shown = true;
                }
                Err(e) => self.shell.status.error = Some(e),
            },
            TeacherAction::Start(_) | TeacherAction::Reopen(_) => self.teacher.shown = true,
            TeacherAction::ShowView(shown) => self.teacher.shown = shown && self.teacher.running.is_some(),
            TeacherAction::RoomChanged => {}
            TeacherAction::HideNames(hidden) => self.teacher.hide_names = hidden,
            TeacherAction::Sort(sort) => self.teacher.sort = sort,
            TeacherAction::ConfirmEnd(asked) => self.teacher.confirm_end = asked && self.teacher.running.is_some(),
            TeacherAction::End => {
                self.teacher.confirm_end = false;
                if let Some(running) = self.teacher.running.take() {
                    running.server.stop();
                }
                self.teacher.shown = false;
                self.teacher.spotlight = None;
            }
            TeacherAction::Pause(paused) => self.with_server(|server| server.pause(paused)),
            TeacherAction::ShowAnswers(shown) => self.with_server(|server| server.show_answers(shown)),
            TeacherAction::Remove(seat) => self.with_server(|server| server.remove(seat)),
            TeacherAction::Spotlight(seat) => {
                self.teacher.spotlight = seat.map(|seat| super::Spotlight { seat, answers_for: None, claims: None });
            }
            TeacherAction::SpotlightAnswers(shown) => {
                let game = self.teacher.spotlight.as_ref().and_then(|s| {
                    let room = &self.teacher.running.as_ref()?.room;
                    room.seats.iter().find(|seat| seat.number == s.seat).map(|seat| seat.game.clone())
                });
                if let Some(spotlight) = &mut self.teacher.spotlight {
                    spotlight.answers_for = game.filter(|_| shown);
                }
            }
            TeacherAction::SaveReport(folder) => {
                let Some(running) = &self.teacher.running else { return };
                let stem = ClassServer::report_stem(&folder.unwrap_or_else(crate::save::saves_dir));
                match running.server.write_report(&stem, self.teacher.hide_names) {
                    Ok([csv, _]) => self.teacher.last_report = Some(csv),
                    Err(e) => self.shell.status.error = Some(AppError::Save(Arc::new(e))),
                }
            }
            TeacherAction::Pair(paired) => self.with_server(|server| server.pair(paired)),
            TeacherAction::SendPosition => {
                let setup = self.class_setup();
                self.with_server(|server| server.send(setup));
            }
        }
        self.copy_room();
    }

    /// Sends the class an exercise set (from the exercises panel); a set that makes no question is
    /// said there and changes nothing.
    pub(in crate::ui) fn send_exercises_to_class(&mut self, set: crate::core::ExerciseSet) {
        let Some(running) = &self.teacher.running else { return };
        match running.server.send_exercises(String::new(), String::new(), set) {
            Ok(()) => {
                self.teacher.spotlight = None;
                self.teacher.shown = true;
            }
            Err(e) => self.exercises.error = Some(e),
        }
        self.copy_room();
    }

    fn with_server(&self, command: impl FnOnce(&ClassServer)) {
        if let Some(running) = &self.teacher.running {
            command(&running.server);
        }
    }

    /// Keeps the class session in `file` from now on (written after every change), serving the web
    /// build in `web` (`None`: where Bouton finds it), and reopens the session at once when it was
    /// kept less than [`REOPEN_WITHIN`] ago and not ended: the app was closed or crashed during the
    /// lesson, and the students' pages reconnect by themselves.
    #[must_use]
    pub fn with_class_session_file(mut self, file: std::path::PathBuf, web: Option<std::path::PathBuf>) -> Self {
        self.teacher.web = web;
        let recent = std::fs::metadata(&file)
            .and_then(|m| m.modified())
            .is_ok_and(|at| at.elapsed().is_ok_and(|age| age < REOPEN_WITHIN));
        let open = recent && crate::save::load_class_file(&file).is_ok_and(|record| !record.ended);
        self.teacher.session_file = Some(file);
        if open {
            self.apply(Action::Teacher(TeacherAction::Reopen(None)));
        }
        self
    }

    /// Starts the server on [`CLASS_PORT`], or any free port when that one is taken.
    fn start_class(&self, web: Option<std::path::PathBuf>) -> Result<Running, ClassError> {
        let web = web.or_else(|| self.teacher.web.clone()).unwrap_or_else(default_web_dir);
        self.serve_class(CLASS_PORT, &web, |config| ClassServer::start(config, self.class_setup()))
    }

    /// Reopens the kept session on its port, or any free port when that one is taken (the students
    /// then scan the new address).
    fn reopen_class(&self, web: Option<std::path::PathBuf>) -> Result<Running, AppError> {
        let Some(file) = &self.teacher.session_file else {
            return Err(AppError::Open(Arc::new(crate::save::LoadError::Io {
                path: CLASS_SESSION_FILE.into(),
                source: std::io::ErrorKind::NotFound.into(),
            })));
        };
        let record = crate::save::load_class_file(file).map_err(|e| AppError::Open(Arc::new(e)))?;
        let web = web.or_else(|| self.teacher.web.clone()).unwrap_or_else(default_web_dir);
        self.serve_class(record.port, &web, |config| ClassServer::reopen(config, record.clone()))
            .map_err(|e| AppError::Class(Arc::new(e)))
    }

    /// Serves with `open` on `port` (any free one when it is taken), keeping the session in the
    /// session file.
    fn serve_class(
        &self,
        port: u16,
        web: &std::path::Path,
        open: impl Fn(&ServerConfig) -> Result<ClassServer, ClassError>,
    ) -> Result<Running, ClassError> {
        let config = |port| {
            let config = ServerConfig::on_port(port, web.to_path_buf());
            match &self.teacher.session_file {
                Some(file) => config.keeping(file.clone()),
                None => config,
            }
        };
        let server = open(&config(port)).or_else(|e| match e {
            ClassError::Listen { .. } => open(&config(0)),
            e => Err(e),
        })?;
        let ctx = self.shell.ctx.clone();
        server.on_change(move || ctx.request_repaint());
        let url = server.student_url();
        let qr = qrcode::QrCode::new(url.as_bytes()).map_or((0, Vec::new()), |code| {
            let dark = code.to_colors().into_iter().map(|c| c == qrcode::Color::Dark).collect();
            (code.width(), dark)
        });
        let code = server.code();
        let room = facts(&server);
        Ok(Running { server, url, code, qr, room })
    }

    /// Copies the room's facts for the view, and makes the claims of the board on the projector.
    pub(in crate::ui) fn copy_room(&mut self) {
        let Some(running) = &mut self.teacher.running else { return };
        running.room = facts(&running.server);
        let Some(spotlight) = &mut self.teacher.spotlight else { return };
        let seat = running.room.seats.iter().find(|seat| seat.number == spotlight.seat);
        let Some(seat) = seat else {
            // The student left the class: back to the tiles.
            self.teacher.spotlight = None;
            return;
        };
        if spotlight.answers_for.as_ref() != Some(&seat.game) {
            spotlight.answers_for = None;
        }
        spotlight.claims = seat
            .game
            .heaps()
            .filter(|game| !game.is_over())
            .and_then(|game| game.analysis().ok().map(|analysis| (game, analysis)))
            .map(|(game, analysis)| SumClaims::of(game.position(), &analysis, game.ending(), game.book()));
    }

    /// The room changed since the last frame: an action, so the view's facts are copied in one place.
    pub(in crate::ui) fn poll_teacher(&mut self) -> Option<Action> {
        let running = self.teacher.running.as_ref()?;
        let changed = running.server.with_room(Room::revision) != running.room.revision;
        changed.then_some(Action::Teacher(TeacherAction::RoomChanged))
    }
}

/// The room's facts now.
fn facts(server: &ClassServer) -> RoomFacts {
    let counts = server.counts();
    server.with_room(|room| RoomFacts {
        paused: room.is_paused(),
        answers: room.answers_shown(),
        paired: room.paired(),
        exercises: room.exercises().cloned(),
        revision: room.revision(),
        counts,
        seats: room
            .seats()
            .map(|seat| {
                let you = seat.side(room.setup().you);
                // A student on exercises has their question on the board (the game waits).
                let question = seat.exercise.as_ref().map(|session| {
                    let rules = session.set().rules.clone();
                    ClassGame::Heaps(Game::of_heaps(rules, session.question().position.clone()).unwrap_or_default())
                });
                let game = question.as_ref().unwrap_or(&seat.game);
                let over = game.is_over();
                let their_turn = question.is_some() || game.to_move() == you;
                let partner = seat.partner().and_then(|p| room.seat(p)).map(|p| (p.number, p.name.clone()));
                let winning = (!over).then(|| game.to_move_wins()).flatten().map(|wins| wins == their_turn);
                SeatFacts {
                    number: seat.number,
                    name: seat.name.clone(),
                    partner,
                    connected: seat.is_connected(),
                    game: game.clone(),
                    their_turn,
                    won: over.then(|| game.winner() == Some(you)),
                    winning,
                    total: seat.total(),
                    last_activity_ms: seat.last_activity_ms,
                    exercise: seat.exercise.as_ref().map(|session| ExerciseFacts {
                        kind: session.set().kind,
                        question: session.question().number,
                        right: session.feedback().map(|feedback| feedback.correct),
                    }),
                }
            })
            .collect(),
    })
}
