//! The class session: every student plays on their own device while the teacher sees the whole
//! class. The teacher's Bouton serves the browser build and one WebSocket on the local network
//! ([`server`], on the desktop); students join with a code; the [`Room`] holds every student's game
//! and answers each page's [`FromStudent`] with [`ToStudent`] messages ([`protocol`]).

#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod address;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod config;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod connection;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod console;
pub mod game;
pub mod guard;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod keep;
pub mod protocol;
pub mod report;
pub mod room;
mod room_exercises;
mod room_file;
mod room_join;
mod room_teacher;
pub mod seat;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
mod secrets;
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
pub mod server;

#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
pub use address::{default_web_dir, local_network_ip};
pub use game::{ClassGame, ClassMove, DisguiseLine, IllegalMove};
pub use guard::Counts;
pub use protocol::{
    BadMessage, Closed, ExerciseScore, FromStudent, JOIN_CODE_DIGITS, MAX_MESSAGE_BYTES, MAX_STUDENT_NAME_CHARS,
    PROTOCOL_VERSION, Refusal, SeatNumber, SeatToken, ToStudent,
};
pub use report::{report_csv, report_html};
pub use room::{ComputerTurn, ConnectionId, Handled, MAX_SEATS, Outgoing, Room};
pub use seat::{Asked, ClassSetup, Question, Seat, Tally, position_text};
#[cfg(all(feature = "class", not(target_arch = "wasm32")))]
pub use server::{ClassError, ClassServer, PING_EVERY, ServerConfig};
