//! The class session's server: axum on a tokio runtime of its own, serving the built web page
//! (precompressed where a `.gz` or `.br` sits beside a file) and one WebSocket endpoint, `/ws`, on the
//! local network. Each connection is a task; the [`Room`] behind one lock holds every game; the
//! computer's moves are chosen on tokio's blocking threads, away from the room.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use tokio::sync::{mpsc, watch};
use web_time::Instant;

use super::address::local_network_ip;
pub use super::config::{ClassError, PING_EVERY, ServerConfig};
use super::connection::router;
use super::guard::Counts;
use super::protocol::{SeatNumber, ToStudent};
use super::room::{ClassSetup, ComputerTurn, ConnectionId, Handled, Outgoing, Room};
use super::secrets::join_code;

/// How many messages may wait for one slow page before its connection is dropped.
pub(super) const OUTBOX: usize = 256;

/// What the connections and the teacher share.
pub(super) struct Shared {
    pub(super) room: Mutex<Room>,
    pub(super) outboxes: Mutex<HashMap<ConnectionId, mpsc::Sender<ToStudent>>>,
    pub(super) counts: Mutex<Counts>,
    changes: watch::Sender<u64>,
    started: Instant,
    pub(super) next_connection: AtomicU64,
    /// Where the session is kept, if it is.
    pub(super) keeping: Option<super::keep::Keeping>,
    /// The server has stopped: no more writes of the session file but the last.
    pub(super) stopped: std::sync::atomic::AtomicBool,
    /// How often each page is pinged.
    pub(super) ping_every: std::time::Duration,
}

pub(super) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic in one connection's task must not stop the class: the data is plain and stays usable.
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Shared {
    pub(super) fn now_ms(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    /// Sends each message to its connection's task; a page too slow to keep up loses its connection
    /// (it comes back with its token) rather than holding up the class.
    pub(super) fn dispatch(&self, outgoing: Vec<Outgoing>) {
        let mut outboxes = lock(&self.outboxes);
        for Outgoing { to, message } in outgoing {
            if let Some(outbox) = outboxes.get(&to)
                && outbox.try_send(message).is_err()
            {
                outboxes.remove(&to);
            }
        }
    }

    /// Tells the teacher's views that the room changed.
    pub(super) fn changed(&self) {
        let revision = lock(&self.room).revision();
        self.changes.send_replace(revision);
    }

    /// Dispatches what the room did, then takes the computer's turn if there is one.
    pub(super) fn after(self: &Arc<Self>, handled: Handled) {
        // A seat's new token is on disk before the page has it: a crash right after cannot cost
        // the student the seat.
        if handled.outgoing.iter().any(|o| matches!(o.message, ToStudent::Welcome { .. })) {
            self.write_session(false);
        }
        self.dispatch(handled.outgoing);
        if let Some(refusal) = handled.refused {
            lock(&self.counts).refused(refusal);
        }
        self.changed();
        if let Some(turn) = handled.computer {
            self.computer(turn);
        }
    }

    /// Chooses the computer's move on a blocking thread, then plays it in the room.
    pub(super) fn computer(self: &Arc<Self>, mut turn: ComputerTurn) {
        let shared = Arc::clone(self);
        tokio::task::spawn_blocking(move || {
            let mv = turn.game.computer_move(&mut turn.opponent);
            let handled = lock(&shared.room).computer_played(turn, mv);
            shared.after(handled);
        });
    }
}

/// A class session being served. Dropping it stops the server and closes every connection.
pub struct ClassServer {
    pub(super) shared: Arc<Shared>,
    pub(super) address: SocketAddr,
    pub(super) runtime: Option<tokio::runtime::Runtime>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl ClassServer {
    /// Starts serving `setup` to a new class on a runtime of its own (two threads); returns once it
    /// listens.
    ///
    /// # Errors
    /// [`ClassError`]: no web build, the port cannot be had, no threads or no randomness.
    pub fn start(config: &ServerConfig, setup: ClassSetup) -> Result<Self, ClassError> {
        if !config.web.join("index.html").is_file() {
            return Err(ClassError::NoWebBuild(config.web.clone()));
        }
        Self::serve(config, Room::new(join_code()?, setup))
    }

    /// Reopens a session kept in a file ([`crate::save::parse_class_file`]): the same join code,
    /// positions sent, seats and games; each student's page comes back to its seat with its token.
    ///
    /// # Errors
    /// As [`ClassServer::start`].
    pub fn reopen(config: &ServerConfig, record: crate::save::ClassRecord) -> Result<Self, ClassError> {
        if !config.web.join("index.html").is_file() {
            return Err(ClassError::NoWebBuild(config.web.clone()));
        }
        Self::serve(config, Room::from_record(record))
    }

    fn serve(config: &ServerConfig, room: Room) -> Result<Self, ClassError> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("bouton-class")
            .enable_all()
            .build()
            .map_err(ClassError::Runtime)?;
        let addr = SocketAddr::new(config.listen, config.port);
        let listener = runtime
            .block_on(tokio::net::TcpListener::bind(addr))
            .map_err(|source| ClassError::Listen { addr, source })?;
        let address = listener.local_addr().map_err(|source| ClassError::Listen { addr, source })?;
        let shared = Arc::new(Shared {
            room: Mutex::new(room),
            outboxes: Mutex::new(HashMap::new()),
            counts: Mutex::new(Counts::default()),
            changes: watch::Sender::new(0),
            started: Instant::now(),
            next_connection: AtomicU64::new(1),
            keeping: config.session.clone().map(|path| super::keep::Keeping { path, port: address.port() }),
            stopped: std::sync::atomic::AtomicBool::new(false),
            ping_every: config.ping_every,
        });
        let app = router(&config.web, Arc::clone(&shared));
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        runtime.spawn(async move {
            let served = axum::serve(listener, app).with_graceful_shutdown(async {
                let _ = stopped.await;
            });
            if let Err(e) = served.await {
                log::warn!("the class server stopped: {e}");
            }
        });
        let server = Self { shared, address, runtime: Some(runtime), stop: Some(stop) };
        server.keep_session();
        log::info!("class session on {address}");
        Ok(server)
    }

    /// The address the server listens on (with the port it got).
    #[must_use]
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The address students type: this computer's address on the local network and the port.
    #[must_use]
    pub fn student_url(&self) -> String {
        let ip = if self.address.ip().is_unspecified() { local_network_ip() } else { self.address.ip() };
        format!("http://{}/", SocketAddr::new(ip, self.address.port()))
    }

    /// The join code.
    #[must_use]
    pub fn code(&self) -> String {
        lock(&self.shared.room).code().to_owned()
    }

    /// The session's clock: milliseconds since it started.
    #[must_use]
    pub fn now_ms(&self) -> u64 {
        self.shared.now_ms()
    }

    /// Reads the room (for the teacher's view); hold it briefly.
    pub fn with_room<R>(&self, read: impl FnOnce(&Room) -> R) -> R {
        read(&lock(&self.shared.room))
    }

    /// A receiver that wakes with the room's revision after every change.
    #[must_use]
    pub fn changes(&self) -> watch::Receiver<u64> {
        self.shared.changes.subscribe()
    }

    /// Calls `wake` after every change of the room (the window asks for a frame).
    pub fn on_change(&self, wake: impl Fn() + Send + 'static) {
        let Some(runtime) = &self.runtime else { return };
        let mut changes = self.changes();
        runtime.spawn(async move {
            while changes.changed().await.is_ok() {
                wake();
            }
        });
    }

    /// What was refused so far, by kind.
    #[must_use]
    pub fn counts(&self) -> Counts {
        lock(&self.shared.counts).clone()
    }

    /// Pauses every student's screen, or lets them go on.
    pub fn pause(&self, paused: bool) {
        self.teacher_changes(|room| room.pause(paused));
    }

    /// Lets the students' pages show answers, or hides them.
    pub fn show_answers(&self, shown: bool) {
        self.teacher_changes(|room| room.show_answers(shown));
    }

    /// Sends every student a new game.
    pub fn send(&self, setup: ClassSetup) {
        self.teacher_changes(|room| room.send(setup));
    }

    /// Sends every student an exercise set, from its first question.
    ///
    /// # Errors
    /// As [`Room::send_exercises`]: the set makes no question; nothing changes then.
    pub fn send_exercises(
        &self,
        title: String,
        text: String,
        set: crate::core::ExerciseSet,
    ) -> Result<(), crate::core::ExerciseError> {
        let mut result = Ok(());
        self.teacher_changes(|room| {
            room.send_exercises(title, text, set).unwrap_or_else(|e| {
                result = Err(e);
                Vec::new()
            })
        });
        result
    }

    /// Pairs the students whose pages are open to play each other (`true`), or puts everyone
    /// against the computer again; every game starts afresh.
    pub fn pair(&self, paired: bool) {
        self.teacher_changes(|room| if paired { room.pair() } else { room.unpair() });
    }

    /// Removes a student: their page is told and closed, their token no longer works (a partner
    /// plays the computer again).
    pub fn remove(&self, seat: SeatNumber) {
        self.teacher_changes(|room| room.remove(seat));
    }

    /// Makes a teacher's change to the room, sends the pages what it says, and takes the computer's
    /// turns it leaves (a new game where the computer starts, a partner back against it).
    fn teacher_changes(&self, change: impl FnOnce(&mut Room) -> Vec<Outgoing>) {
        let (outgoing, turns) = {
            let mut room = lock(&self.shared.room);
            let outgoing = change(&mut room);
            (outgoing, room.computer_turns())
        };
        // On disk before the pages hear of it (a student removed stays removed after a crash).
        self.shared.write_session(false);
        self.shared.dispatch(outgoing);
        self.shared.changed();
        let _entered = self.runtime.as_ref().map(tokio::runtime::Runtime::enter);
        for turn in turns {
            self.shared.computer(turn);
        }
    }

    /// Writes the class report beside `stem`: `stem.csv` for a spreadsheet and `stem.html` to print,
    /// dated now; returns the two paths.
    ///
    /// # Errors
    /// [`crate::save::SaveError`] when a file cannot be written (each is written whole or not at all).
    pub fn write_report(
        &self,
        stem: &std::path::Path,
        hide_names: bool,
    ) -> Result<[PathBuf; 2], crate::save::SaveError> {
        let date = jiff::Zoned::now().strftime("%Y-%m-%d %H:%M").to_string();
        let (csv, html) =
            self.with_room(|room| (super::report_csv(room, hide_names), super::report_html(room, hide_names, &date)));
        let paths = [stem.with_extension("csv"), stem.with_extension("html")];
        crate::save::write_file_atomically(&paths[0], csv.as_bytes())?;
        crate::save::write_file_atomically(&paths[1], html.as_bytes())?;
        Ok(paths)
    }

    /// A name for a report made now, in `folder`: `class-report-2026-11-29-0930`.
    #[must_use]
    pub fn report_stem(folder: &std::path::Path) -> PathBuf {
        folder.join(format!("class-report-{}", jiff::Zoned::now().strftime("%Y-%m-%d-%H%M")))
    }

    /// Ends the session: every page is told, the session file (if kept) says it ended, then the
    /// server stops.
    pub fn stop(mut self) {
        let farewell = lock(&self.shared.room).end();
        self.shared.dispatch(farewell);
        // Each page's task sends its farewell and ends (removing its outbox) before the runtime
        // stops: stopping it drops tasks where they stand, a farewell unsent with them.
        let given_up = std::time::Instant::now() + Duration::from_secs(2);
        while !lock(&self.shared.outboxes).is_empty() && std::time::Instant::now() < given_up {
            std::thread::sleep(Duration::from_millis(10));
        }
        self.shut_down(true);
    }

    /// Stops serving. The session file is written last (`ended` or not); the pages are not told, so
    /// when the session was not ended they reconnect by themselves once it is reopened.
    fn shut_down(&mut self, ended: bool) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(runtime) = self.runtime.take() {
            self.shared.stopped.store(true, std::sync::atomic::Ordering::Release);
            // The connections' tasks send what is queued (a farewell), then end with the runtime.
            runtime.shutdown_timeout(Duration::from_millis(500));
            self.shared.write_session(ended);
        }
    }
}

impl Drop for ClassServer {
    /// The teacher's app closing (or a panic) does not end the session: it stops serving, and the
    /// students' pages wait to reconnect.
    fn drop(&mut self) {
        self.shut_down(false);
    }
}
