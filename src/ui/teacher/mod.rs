//! The teacher's side of a class session, in the desktop app: Class ▸ Start a class session serves
//! the browser build and the class's connection on the local network, and the class view shows the
//! address (large, with a QR code), the join code and one tile per student, live; the teacher
//! pauses the class, shows the answers, sends the board's position, hides the names for the
//! projector, puts one student's board on the projector without their name, and removes a student.
//! The view reads facts copied from the room after each change.

mod apply;
mod spotlight;
mod ui;

pub use apply::CLASS_SESSION_FILE;
pub use ui::{class_menu, class_view, confirm_end};

use crate::class::ClassGame;
use crate::class::{ClassServer, Counts, SeatNumber};
use crate::core::SumClaims;

/// How the tiles are ordered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SortBy {
    /// By seat number: the order they joined.
    #[default]
    Seat,
    /// By name.
    Name,
    /// The most recently active first.
    Activity,
    /// The most moves first.
    Moves,
}

impl SortBy {
    /// Every order, as the view offers them.
    pub const ALL: [Self; 4] = [Self::Seat, Self::Name, Self::Activity, Self::Moves];
}

/// A change to the class session, from the teacher.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeacherAction {
    /// Start a class session on the board's position, serving the web build in this folder
    /// (`None`: where Bouton finds it, see [`crate::class::default_web_dir`]).
    Start(Option<std::path::PathBuf>),
    /// Reopen the session kept on disk (the same code, seats and games), serving the web build in
    /// this folder (`None`: where Bouton finds it).
    Reopen(Option<std::path::PathBuf>),
    /// Show the class view (true) or the board.
    ShowView(bool),
    /// The room changed: copy its facts for the view.
    RoomChanged,
    /// Pause every student's screen, or let them go on.
    Pause(bool),
    /// Let the students' pages show the answers, or hide them.
    ShowAnswers(bool),
    /// Send every student the board's position (each starts it afresh).
    SendPosition,
    /// Pair the students to play each other, each on their own device (`true`), or put everyone
    /// against the computer again.
    Pair(bool),
    /// Take a student out of the class.
    Remove(SeatNumber),
    /// Put this student's board on the projector, without their name (`None`: back to the tiles).
    Spotlight(Option<SeatNumber>),
    /// Under the board on the projector, show who wins and the winning moves, or hide them.
    SpotlightAnswers(bool),
    /// Hide the students' names ("Student 7") for the projector, or show them.
    HideNames(bool),
    /// Order the tiles.
    Sort(SortBy),
    /// Save the class report (CSV and a printable page) in this folder (`None`: the saves folder).
    SaveReport(Option<std::path::PathBuf>),
    /// Ask before ending the session (`true`), or keep it going.
    ConfirmEnd(bool),
    /// End the session: every page is told.
    End,
}

/// One student as the teacher's view shows them: facts copied from the room.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatFacts {
    /// The seat's number.
    pub number: SeatNumber,
    /// The student's name.
    pub name: String,
    /// Whether their page is connected.
    pub connected: bool,
    /// Their game, as the room holds it (on exercises: their question).
    pub game: ClassGame,
    /// The partner's seat and name, when the student plays another student.
    pub partner: Option<(SeatNumber, String)>,
    /// Whether the student is to move.
    pub their_turn: bool,
    /// Whether the game is over, and who won: `Some(true)` the student.
    pub won: Option<bool>,
    /// Whether the student is winning (with best play from here), when the position can be
    /// analysed and the game goes on.
    pub winning: Option<bool>,
    /// Moves played, hints asked for, games finished and won, in the whole session.
    pub total: crate::class::Tally,
    /// When the student last did something (milliseconds since the session started).
    pub last_activity_ms: u64,
    /// Where the student is in the exercise set the class works on, while it works on one.
    pub exercise: Option<ExerciseFacts>,
}

/// Where a student is in the class's exercise set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExerciseFacts {
    /// What the set asks.
    pub kind: crate::core::ExerciseKind,
    /// The question the student is on, from 1.
    pub question: u64,
    /// Whether the student's answer to it is right, once answered.
    pub right: Option<bool>,
}

/// The class as the view shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct RoomFacts {
    /// Whether the class is paused.
    pub paused: bool,
    /// Whether the students' pages show the answers.
    pub answers: bool,
    /// Whether students play each other.
    pub paired: bool,
    /// The exercise set the class works on, while it works on one.
    pub exercises: Option<crate::core::ExerciseSet>,
    /// The room's revision these facts were copied at.
    pub revision: u64,
    /// The students.
    pub seats: Vec<SeatFacts>,
    /// What was refused so far.
    pub counts: Counts,
}

/// A running class session: the server, the address and code to show, and the room's facts.
pub struct Running {
    /// The server (dropping it ends the session).
    pub(in crate::ui) server: ClassServer,
    /// The address students open.
    pub(in crate::ui) url: String,
    /// The join code.
    pub(in crate::ui) code: String,
    /// The address as a QR code: its side in modules, and the dark modules row by row.
    pub(in crate::ui) qr: (usize, Vec<bool>),
    /// The room's facts, copied after each change.
    pub(in crate::ui) room: RoomFacts,
}

impl std::fmt::Debug for Running {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Running").field("url", &self.url).field("room", &self.room).finish_non_exhaustive()
    }
}

/// One student's board on the projector, under "Student 7" whatever the names setting: the class
/// discusses the position, not the person.
#[derive(Clone, Debug)]
pub struct Spotlight {
    /// The student whose board is shown.
    pub seat: SeatNumber,
    /// The student's game as it stood when the teacher showed who wins and the winning moves;
    /// `None`: hidden. Once the game moves on (a move, a new position), they are hidden again: an
    /// answer on the projector is always about the board shown.
    pub answers_for: Option<ClassGame>,
    /// What the app states about the student's position (made when the room changes), when it can
    /// be analysed and the game goes on.
    pub claims: Option<SumClaims>,
}

/// The teacher's class session, if one is running, and how the view shows it.
#[derive(Debug, Default)]
pub struct TeacherState {
    /// The session, while one runs.
    pub(in crate::ui) running: Option<Running>,
    /// Whether the class view is in front of the board.
    pub(in crate::ui) shown: bool,
    /// Whether names are hidden ("Student 7").
    pub(in crate::ui) hide_names: bool,
    /// How the tiles are ordered.
    pub(in crate::ui) sort: SortBy,
    /// Where the last report was saved (its CSV), to say so.
    pub(in crate::ui) last_report: Option<std::path::PathBuf>,
    /// The student's board on the projector in place of the tiles, if one is.
    pub(in crate::ui) spotlight: Option<Spotlight>,
    /// Where a session is kept (written after every change), to reopen after a restart; `None`:
    /// nowhere (the app in tests).
    pub(in crate::ui) session_file: Option<std::path::PathBuf>,
    /// The web build a session serves when none is named (`None`: where Bouton finds it).
    pub(in crate::ui) web: Option<std::path::PathBuf>,
    /// Whether the teacher is asked to confirm ending the session.
    pub(in crate::ui) confirm_end: bool,
}

/// What the class view reads.
pub struct ClassView<'a> {
    /// The running session.
    pub running: &'a Running,
    /// Whether names are hidden.
    pub hide_names: bool,
    /// How the tiles are ordered.
    pub sort: SortBy,
    /// The session's clock now (milliseconds since it started), for "active 12 s ago".
    pub now_ms: u64,
    /// Where the last report was saved, if one was.
    pub last_report: Option<&'a std::path::Path>,
    /// The student's board on the projector, if one is.
    pub spotlight: Option<&'a Spotlight>,
}
