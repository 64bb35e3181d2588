//! The class session's server: axum on a tokio runtime of its own, serving the built web page
//! (precompressed where a `.gz` or `.br` sits beside a file) and one WebSocket endpoint, `/ws`, on the
//! local network. Each connection is a task; the [`Room`] behind one lock holds every game; the
//! computer's moves are chosen on tokio's blocking threads, away from the room.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tokio::sync::{mpsc, watch};
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;
use web_time::Instant;

use crate::i18n::msg;

use super::guard::{Bucket, Counts, Strikes};
use super::protocol::{
    Closed, FromStudent, JOIN_CODE_DIGITS, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, Refusal, SeatNumber, SeatToken,
    ToStudent,
};
use super::room::{ClassSetup, ComputerTurn, ConnectionId, Handled, Outgoing, Room};

/// How many messages may wait for one slow page before its connection is dropped.
const OUTBOX: usize = 256;

/// Why a class session could not start.
#[derive(Debug, thiserror::Error)]
pub enum ClassError {
    /// The browser build is not where the server looks.
    #[error("{}", msg::class_no_web_build(.0.display().to_string()))]
    NoWebBuild(PathBuf),
    /// The port is taken or not allowed.
    #[error("{}", msg::class_cannot_listen(addr.to_string(), source.to_string()))]
    Listen {
        /// The address asked for.
        addr: SocketAddr,
        /// The system's reason.
        source: std::io::Error,
    },
    /// The async runtime could not start.
    #[error("{}", msg::class_no_threads(.0.to_string()))]
    Runtime(std::io::Error),
    /// The system's randomness is not available (for the join code and the seat tokens).
    #[error("{}", msg::class_no_randomness(.0.to_string()))]
    Randomness(getrandom::Error),
}

/// Where and what a class session serves.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// The address to listen on: every interface (`0.0.0.0`) for a class, `127.0.0.1` for tests.
    pub listen: IpAddr,
    /// The port; 0 takes any free one.
    pub port: u16,
    /// The built web page (`target/web`).
    pub web: PathBuf,
}

impl ServerConfig {
    /// Every interface, on `port`, serving the page in `web`.
    #[must_use]
    pub fn on_port(port: u16, web: PathBuf) -> Self {
        Self { listen: IpAddr::V4(Ipv4Addr::UNSPECIFIED), port, web }
    }
}

/// A message for one connection's task.
#[derive(Debug)]
enum Out {
    Message(ToStudent),
}

/// What the connections and the teacher share.
struct Shared {
    room: Mutex<Room>,
    outboxes: Mutex<HashMap<ConnectionId, mpsc::Sender<Out>>>,
    counts: Mutex<Counts>,
    changes: watch::Sender<u64>,
    started: Instant,
    next_connection: AtomicU64,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic in one connection's task must not stop the class: the data is plain and stays usable.
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Shared {
    fn now_ms(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    /// Sends each message to its connection's task; a page too slow to keep up loses its connection
    /// (it comes back with its token) rather than holding up the class.
    fn dispatch(&self, outgoing: Vec<Outgoing>) {
        let mut outboxes = lock(&self.outboxes);
        for Outgoing { to, message } in outgoing {
            if let Some(outbox) = outboxes.get(&to)
                && outbox.try_send(Out::Message(message)).is_err()
            {
                outboxes.remove(&to);
            }
        }
    }

    /// Tells the teacher's views that the room changed.
    fn changed(&self) {
        let revision = lock(&self.room).revision();
        self.changes.send_replace(revision);
    }

    /// Dispatches what the room did, then takes the computer's turn if there is one.
    fn after(self: &Arc<Self>, handled: Handled) {
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
    fn computer(self: &Arc<Self>, mut turn: ComputerTurn) {
        let shared = Arc::clone(self);
        tokio::task::spawn_blocking(move || {
            let mv = turn.opponent.choose_in_sum(&turn.game).map(|(mv, _)| mv);
            let handled = lock(&shared.room).computer_played(turn, mv);
            shared.after(handled);
        });
    }
}

/// A class session being served. Dropping it stops the server and closes every connection.
pub struct ClassServer {
    shared: Arc<Shared>,
    address: SocketAddr,
    runtime: Option<tokio::runtime::Runtime>,
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
        let code = join_code()?;
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
            room: Mutex::new(Room::new(code, setup)),
            outboxes: Mutex::new(HashMap::new()),
            counts: Mutex::new(Counts::default()),
            changes: watch::Sender::new(0),
            started: Instant::now(),
            next_connection: AtomicU64::new(1),
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
        log::info!("class session on {address}");
        Ok(Self { shared, address, runtime: Some(runtime), stop: Some(stop) })
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

    /// Reads the room (for the teacher's view); hold it briefly.
    pub fn with_room<R>(&self, read: impl FnOnce(&Room) -> R) -> R {
        read(&lock(&self.shared.room))
    }

    /// A receiver that wakes with the room's revision after every change.
    #[must_use]
    pub fn changes(&self) -> watch::Receiver<u64> {
        self.shared.changes.subscribe()
    }

    /// What was refused so far, by kind.
    #[must_use]
    pub fn counts(&self) -> Counts {
        lock(&self.shared.counts).clone()
    }

    /// Pauses every student's screen, or lets them go on.
    pub fn pause(&self, paused: bool) {
        let outgoing = lock(&self.shared.room).pause(paused);
        self.shared.dispatch(outgoing);
        self.shared.changed();
    }

    /// Lets the students' pages show answers, or hides them.
    pub fn show_answers(&self, shown: bool) {
        let outgoing = lock(&self.shared.room).show_answers(shown);
        self.shared.dispatch(outgoing);
        self.shared.changed();
    }

    /// Sends every student a new game.
    pub fn send(&self, setup: ClassSetup) {
        let (outgoing, turns) = {
            let mut room = lock(&self.shared.room);
            let outgoing = room.send(setup);
            (outgoing, room.computer_turns())
        };
        self.shared.dispatch(outgoing);
        self.shared.changed();
        let _entered = self.runtime.as_ref().map(tokio::runtime::Runtime::enter);
        for turn in turns {
            self.shared.computer(turn);
        }
    }

    /// Removes a student: their page is told and closed, their token no longer works.
    pub fn remove(&self, seat: SeatNumber) {
        let outgoing = lock(&self.shared.room).remove(seat);
        self.shared.dispatch(outgoing);
        self.shared.changed();
    }

    /// Waits until the process is asked to stop (Ctrl+C, or SIGTERM on Unix).
    pub fn wait_for_ctrl_c(&self) {
        let Some(runtime) = &self.runtime else { return };
        runtime.block_on(async {
            #[cfg(unix)]
            if let Ok(mut term) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
                return;
            }
            let _ = tokio::signal::ctrl_c().await;
        });
    }

    /// Ends the session: every page is told, then the server stops.
    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        let farewell = lock(&self.shared.room).end();
        self.shared.dispatch(farewell);
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(runtime) = self.runtime.take() {
            // The connections' tasks send the farewell, then end with the runtime.
            runtime.shutdown_timeout(Duration::from_millis(500));
        }
    }
}

impl Drop for ClassServer {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// The routes: `/ws` for the students' connections, `/class` for the page to know it is in a
/// class, and every other path from the web build (revalidated on each load, so a rebuilt page is
/// picked up).
fn router(web: &Path, shared: Arc<Shared>) -> Router {
    let files = ServeDir::new(web).precompressed_br().precompressed_gzip();
    Router::new()
        .route("/ws", get(upgrade))
        .route("/class", get(class_info))
        .with_state(shared)
        .fallback_service(files)
        .layer(SetResponseHeaderLayer::overriding(header::CACHE_CONTROL, HeaderValue::from_static("no-cache")))
}

/// What the page asks first: this server runs a class, and speaks this protocol.
async fn class_info() -> Response {
    ([(header::CONTENT_TYPE, "application/json")], format!("{{\"protocol\":{PROTOCOL_VERSION}}}")).into_response()
}

async fn upgrade(upgrade: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    upgrade
        .max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| connection(socket, shared))
}

/// One page's connection, from its first message to its last.
async fn connection(mut socket: WebSocket, shared: Arc<Shared>) {
    let id = shared.next_connection.fetch_add(1, Ordering::Relaxed);
    let (outbox, mut inbox) = mpsc::channel(OUTBOX);
    lock(&shared.outboxes).insert(id, outbox);
    let mut bucket = Bucket::new();
    let mut strikes = Strikes::default();
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        lock(&shared.counts).malformed += 1;
                        if strikes.malformed() { break close_for_abuse(&mut socket, &shared).await }
                        continue;
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_)) | Err(_)) | None => {
                        if let Some(Err(e)) = &incoming {
                            lock(&shared.counts).broken(e);
                        }
                        break;
                    }
                };
                if !bucket.take(Instant::now()) {
                    lock(&shared.counts).too_fast += 1;
                    if strikes.too_fast() { break close_for_abuse(&mut socket, &shared).await }
                    if bucket.should_warn(Instant::now()) {
                        let refused = ToStudent::Refused { refusal: Refusal::TooFast };
                        if socket.send(Message::Text(refused.to_text().into())).await.is_err() { break }
                    }
                    continue;
                }
                let Ok(message) = FromStudent::from_text(text.as_str()) else {
                    lock(&shared.counts).malformed += 1;
                    let refused = ToStudent::Refused { refusal: Refusal::Malformed };
                    if strikes.malformed() { break close_for_abuse(&mut socket, &shared).await }
                    if socket.send(Message::Text(refused.to_text().into())).await.is_err() { break }
                    continue;
                };
                let now = shared.now_ms();
                let handled = lock(&shared.room).handle(id, message, new_token, now);
                if handled.refused == Some(Refusal::WrongCode) && strikes.wrong_code() {
                    // The last wrong code is answered with the closing refusal alone.
                    lock(&shared.counts).refused(Refusal::WrongCode);
                    lock(&shared.counts).closed_for_abuse += 1;
                    let refused = ToStudent::Refused { refusal: Refusal::TooManyWrongCodes };
                    let _ = socket.send(Message::Text(refused.to_text().into())).await;
                    break;
                }
                shared.after(handled);
            }
            out = inbox.recv() => {
                let Some(Out::Message(message)) = out else { break };
                let last = matches!(message, ToStudent::Closed { .. });
                if socket.send(Message::Text(message.to_text().into())).await.is_err() || last { break }
            }
        }
    }
    let _ = socket.send(Message::Close(None)).await;
    lock(&shared.outboxes).remove(&id);
    lock(&shared.room).disconnected(id);
    shared.changed();
}

/// Tells a page that broke the rules too often that it is closed, and counts it.
async fn close_for_abuse(socket: &mut WebSocket, shared: &Shared) {
    lock(&shared.counts).closed_for_abuse += 1;
    let closed = ToStudent::Closed { reason: Closed::Abuse };
    let _ = socket.send(Message::Text(closed.to_text().into())).await;
}

/// A fresh join code: [`JOIN_CODE_DIGITS`] digits from the system's randomness.
fn join_code() -> Result<String, ClassError> {
    let n = getrandom::u64().map_err(ClassError::Randomness)?;
    Ok(format!("{:0width$}", n % 10u64.pow(JOIN_CODE_DIGITS as u32), width = JOIN_CODE_DIGITS))
}

/// A fresh seat token: 128 bits from the system's randomness, in hexadecimal. Should the system's
/// randomness fail mid-session, the clock and a counter stand in (a seat token only keeps a seat on
/// the local network).
fn new_token() -> SeatToken {
    let mut bytes = [0u8; 16];
    if getrandom::fill(&mut bytes).is_err() {
        static FALLBACK: AtomicU64 = AtomicU64::new(0);
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_nanos();
        bytes = (nanos ^ u128::from(FALLBACK.fetch_add(1, Ordering::Relaxed)) << 64).to_le_bytes();
    }
    SeatToken(bytes.iter().fold(String::new(), |mut hex, b| {
        let _ = write!(hex, "{b:02x}");
        hex
    }))
}

/// This computer's address on the local network: the one the system would send from to a private
/// address (no packet is sent), or the loopback address when there is no network.
#[must_use]
pub fn local_network_ip() -> IpAddr {
    let from = || {
        let socket = std::net::UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
        socket.connect((Ipv4Addr::new(10, 254, 254, 254), 9)).ok()?;
        Some(socket.local_addr().ok()?.ip())
    };
    from().filter(|ip| !ip.is_unspecified()).unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}
