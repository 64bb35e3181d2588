//! A student's page in a class session: the join form, the student's game as the teacher's Bouton
//! holds it, the class bar, and the pause. The page only asks (a move, a hint, a new game); the
//! server answers with the game, which is put on the board as it comes.

mod apply;
mod frame;
mod link;
mod takes;
mod ui;

pub use link::{LinkEvent, SeatLink};
pub use ui::{SeatGameView, class_bar, notice_overlay, paused_overlay, seat_page};

use crate::class::{Closed, Refusal, SeatNumber, SeatToken};

/// How long a page waits before it tries a lost connection again.
pub const RETRY_AFTER: web_time::Duration = web_time::Duration::from_secs(2);

/// How long a page waits for its seat once it has started connecting (the connection opened, the
/// token sent): past that, it closes the connection and tries again, so a page is never left
/// "reconnecting" on a connection that says nothing.
pub const SEAT_PATIENCE: web_time::Duration = web_time::Duration::from_secs(8);

/// Whether this page is a student's seat in a class, and where it stands.
#[derive(Debug, Default)]
pub enum ClassSeat {
    /// Not in a class: the app as usual.
    #[default]
    Away,
    /// In a class (the page was served by a teacher's Bouton).
    InClass(Box<InClass>),
}

/// A page in a class: its connection and its seat.
#[derive(Debug)]
pub struct InClass {
    /// The class's WebSocket address.
    pub(in crate::ui) socket: String,
    /// The connection, while there is one.
    pub(in crate::ui) link: Option<SeatLink>,
    /// Where the student stands.
    pub(in crate::ui) stage: Stage,
    /// The join form's text.
    pub(in crate::ui) form: JoinForm,
    /// What the server last refused, shown until the next try.
    pub(in crate::ui) refusal: Option<Refusal>,
    /// The token that gives the seat back.
    pub(in crate::ui) token: Option<SeatToken>,
    /// Whether the teacher has paused the class.
    pub(in crate::ui) paused: bool,
    /// Whether the teacher shows the answers: on exercises, whether an answer is right, and why.
    pub(in crate::ui) feedback: bool,
    /// The teacher's text for the game on the board (a lesson step's); empty: none.
    pub(in crate::ui) text: String,
    /// When to try a lost connection again.
    pub(in crate::ui) retry_at: Option<web_time::Instant>,
    /// When the page gives up on the connection it is making and tries again: set when it starts
    /// connecting, cleared once the server answers with a seat or the join form is shown.
    pub(in crate::ui) give_up_at: Option<web_time::Instant>,
    /// What the board shows from the class, to tell a change the student did not ask for.
    pub(in crate::ui) shown: Option<Shown>,
    /// Whether the student asked for a new game (its fresh start is theirs: no notice).
    pub(in crate::ui) asked_new_game: bool,
    /// What the teacher changed on the board, said in the class bar until it is old.
    pub(in crate::ui) notice: Option<(SeatNotice, web_time::Instant)>,
}

/// What the board shows from the class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// A game: its start (as written) and the moves played.
    Game {
        /// The start position, as written.
        start: String,
        /// Moves played.
        moves: usize,
    },
    /// The teacher's exercises.
    Exercises,
}

/// A change the teacher made to the student's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatNotice {
    /// A new game started: a new position, a partner, everyone against the computer again.
    NewGame,
    /// An exercise set came.
    Exercises,
}

/// How long the class bar says what the teacher changed.
pub const NOTICE_FOR: web_time::Duration = web_time::Duration::from_secs(8);

/// Where a student stands in the class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Opening the connection (and taking the seat back, with a token).
    Connecting,
    /// The join form is shown.
    Joining,
    /// In a seat: the student's game is on the board.
    Seated {
        /// The seat's number.
        seat: SeatNumber,
        /// The name the class sees.
        name: String,
    },
    /// The connection was lost: the page tries again.
    Reconnecting {
        /// The seat's number.
        seat: SeatNumber,
        /// The name the class sees.
        name: String,
    },
    /// The server closed the seat for good.
    Closed(Closed),
}

/// The join form: what the student typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JoinForm {
    /// The join code.
    pub code: String,
    /// The student's name.
    pub name: String,
}

/// A change to the student's seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatAction {
    /// This page was served by a class at this socket address: connect.
    Enter(String),
    /// Join with the form's code and name.
    Join(JoinForm),
    /// Something came on the connection.
    Link(LinkEvent),
    /// Try a lost connection again.
    Retry,
    /// Start the student's game again from the class's position (once it is over).
    NewGame,
}

impl InClass {
    /// Where the student stands.
    #[must_use]
    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    /// Whether the teacher has paused the class.
    #[must_use]
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// What the teacher last changed on the board, while it is still said.
    #[must_use]
    pub fn notice(&self) -> Option<SeatNotice> {
        self.notice.filter(|(_, at)| at.elapsed() < NOTICE_FOR).map(|(notice, _)| notice)
    }

    /// Whether the teacher shows the answers (on exercises: whether an answer is right, and why).
    #[must_use]
    pub fn shows_answers(&self) -> bool {
        self.feedback
    }

    /// What the server last refused, if it is still shown.
    #[must_use]
    pub fn refusal(&self) -> Option<Refusal> {
        self.refusal
    }
}

impl ClassSeat {
    /// The page's class, if it is in one.
    #[must_use]
    pub fn in_class(&self) -> Option<&InClass> {
        match self {
            Self::Away => None,
            Self::InClass(class) => Some(class),
        }
    }

    /// Whether the student's game is on the board (seated, or coming back to the seat).
    #[must_use]
    pub fn has_game(&self) -> bool {
        self.in_class().is_some_and(|c| matches!(c.stage, Stage::Seated { .. } | Stage::Reconnecting { .. }))
    }
}
