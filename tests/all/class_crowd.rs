//! A simulated class: many students on real WebSocket connections, each playing random legal moves at
//! a person's interval against the computer on the server, while a teacher's view follows the room. It
//! measures how long a student's move takes to reach the teacher's view, and checks at the end that
//! the room holds exactly the game each student's page was last sent. The class test runs it for a
//! few seconds; `cargo bench --bench class` for a minute.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bouton::class::{ClassServer, Counts, FromStudent, PROTOCOL_VERSION, SeatNumber, ToStudent};
use bouton::save::{FileMove, parse};

use super::class_client::{Client, nim, runtime, server};

/// What a simulated class did.
#[derive(Debug, Default)]
pub struct CrowdReport {
    /// Students who took part.
    pub students: usize,
    /// Moves the students played (and the room took).
    pub moves: u64,
    /// How long each move took to show on the teacher's view.
    pub latencies: Vec<Duration>,
    /// Students whose last game on their page differs from the room's, or whose moves were lost.
    pub mismatches: Vec<String>,
    /// What the server refused.
    pub counts: Counts,
}

impl CrowdReport {
    /// The latency below which `percent` % of the moves reached the teacher's view.
    pub fn percentile(&self, percent: usize) -> Duration {
        let mut sorted = self.latencies.clone();
        sorted.sort();
        sorted.get((sorted.len() * percent / 100).min(sorted.len().saturating_sub(1))).copied().unwrap_or_default()
    }
}

/// Moves sent and not yet seen on the teacher's view: (seat, moves played once it is taken) → when.
type Pending = Arc<Mutex<HashMap<(u32, u32), Instant>>>;

/// Runs a class of `students` for `length`, a move every `interval` or so per student.
pub fn run_crowd(students: usize, length: Duration, interval: Duration) -> CrowdReport {
    let server = Arc::new(server(nim(&[5, 6, 7, 9])));
    let rt = runtime();
    let pending: Pending = Arc::default();
    let latencies = Arc::new(Mutex::new(Vec::new()));
    let watcher = rt.spawn(watch_teacher_view(Arc::clone(&server), Arc::clone(&pending), Arc::clone(&latencies)));
    let deadline = Instant::now() + length;
    let pages: Vec<(SeatNumber, String, u32)> = rt.block_on(async {
        let mut handles = Vec::new();
        for n in 0..students {
            let (address, code, pending) = (server.address(), server.code(), Arc::clone(&pending));
            handles.push(tokio::spawn(student(address, code, n, deadline, interval, pending)));
        }
        let mut pages = Vec::new();
        for handle in handles {
            pages.push(handle.await.unwrap());
        }
        // The last moves' latencies arrive just after.
        tokio::time::sleep(Duration::from_millis(200)).await;
        pages
    });
    watcher.abort();
    let mut report = CrowdReport { students, ..CrowdReport::default() };
    server.with_room(|room| {
        for (seat_number, last_file, moves) in &pages {
            let seat = room.seat(*seat_number).unwrap();
            let ToStudent::Game { file, .. } = room.game_message(seat) else { unreachable!() };
            if &file != last_file || seat.total().moves != *moves {
                report.mismatches.push(format!("{}: {} moves sent, {} taken", seat.name, moves, seat.total().moves));
            }
            report.moves += u64::from(*moves);
        }
    });
    report.latencies = std::mem::take(&mut latencies.lock().unwrap());
    report.counts = server.counts();
    drop(rt);
    report
}

/// The teacher's view: wakes with every change of the room and notes when each pending move shows.
async fn watch_teacher_view(server: Arc<ClassServer>, pending: Pending, latencies: Arc<Mutex<Vec<Duration>>>) {
    let mut changes = server.changes();
    while changes.changed().await.is_ok() {
        let seen = Instant::now();
        let played: Vec<(u32, u32)> =
            server.with_room(|room| room.seats().map(|s| (s.number.0, s.total().moves)).collect());
        let mut pending = pending.lock().unwrap();
        for (seat, moves) in played {
            let shown: Vec<(u32, u32)> = pending.keys().filter(|&&(s, m)| s == seat && m <= moves).copied().collect();
            for key in shown {
                if let Some(sent) = pending.remove(&key) {
                    latencies.lock().unwrap().push(seen - sent);
                }
            }
        }
    }
}

/// One student: joins, then plays random legal moves until `deadline`, a new game after each; returns
/// the seat, the last game the page was sent and the moves played.
async fn student(
    address: std::net::SocketAddr,
    code: String,
    n: usize,
    deadline: Instant,
    interval: Duration,
    pending: Pending,
) -> (SeatNumber, String, u32) {
    let mut page = Client::connect(address).await;
    page.send(&FromStudent::Join { protocol: PROTOCOL_VERSION, code, name: format!("S{n}") }).await;
    let ToStudent::Welcome { seat, .. } = page.expect().await else { panic!("no welcome") };
    let mut random = 0x9E37_79B9_7F4A_7C15_u64 ^ (n as u64 + 1);
    let (mut file, mut moves) = (String::new(), 0u32);
    let mut ready = false;
    loop {
        // Until the page has the game at the student's turn (or over), read what comes.
        while !ready {
            match page.expect().await {
                ToStudent::Game { file: latest, .. } => {
                    let game = parse(&latest, "class").unwrap().saved.game;
                    ready = game.is_over() || game.to_move() == bouton::Side::First;
                    file = latest;
                }
                other => panic!("{other:?}"),
            }
        }
        if Instant::now() >= deadline {
            return (seat, file, moves);
        }
        // A person's interval, a little uneven.
        random ^= random << 13;
        random ^= random >> 7;
        random ^= random << 17;
        tokio::time::sleep(interval + Duration::from_millis(random % 40)).await;
        let game = parse(&file, "class").unwrap().saved.game;
        if game.is_over() {
            page.send(&FromStudent::NewGame).await;
        } else {
            let legal: Vec<_> = game.position().legal_moves().collect();
            let mv = legal[(random % legal.len() as u64) as usize];
            moves += 1;
            pending.lock().unwrap().insert((seat.0, moves), Instant::now());
            page.send(&FromStudent::Play { mv: FileMove::of(&mv) }).await;
        }
        ready = false;
    }
}
