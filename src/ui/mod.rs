//! The desktop app: egui panels that draw what `core` computed and return [`Action`]s, and the app
//! shell ([`BoutonApp`]) that applies them.
//!
//! One folder per feature, each owning its state, its `apply` (an `impl BoutonApp` block for its
//! actions) and its `ui`: `board`, `table`, `proof`, `exercises`, `explore`, `lessons` (presenter and
//! editor), `export` and `files`. `app` is the shell: the one [`Mode`], the transition table, the
//! derived state and the frame. Small panels that own no state sit beside them as files.

mod action;
mod app;
mod board;
mod disguise;
mod error;
mod exercises;
mod explore;
mod export;
mod files;
mod help_menu;
mod history;
mod lessons;
mod menu;
mod new_game;
pub mod platform;
mod preferences;
mod proof;
mod said;
mod seat;
mod shortcuts;
mod status;
mod style;
mod sums;
mod table;
#[cfg(not(target_arch = "wasm32"))]
mod teacher;
mod values;
mod worker;

pub use crate::words::{Line, ProofPage, Slide, pretty, slide_text};
pub use action::{Action, ExerciseAction, ExploreAction, LeftPanel, LessonAction, PanelKind, ProofAction, SideTab};
pub use app::{BoutonApp, Derived, Leave, Mode, Session, default_game, leave_for};
pub use disguise::{DisguiseAction, DisguisePlay, DisguiseSaid, STARTS as DISGUISE_STARTS};
pub use error::AppError;
pub use exercises::ExerciseClass;
pub use explore::{CheckRequest, CheckResult, CheckerTask};
pub use explore::{ExploreState, ExploreTab, MAP_SIDE};
pub use files::{ExportKind, FileChooser, Purpose, with_ron_extension};
pub use lessons::{LessonState, lesson_file_name};
pub use new_game::{
    FieldError, FieldErrors, LevelChoice, MovesChoice, NewGameDialog, PlayersChoice, RulesChoice, WhoPlays,
};
pub use preferences::{PanelLayout, Preferences, TouchTargets};
pub use proof::{ProofState, ProofView};
pub use seat::{ClassSeat, InClass, JoinForm, LinkEvent, SEAT_PATIENCE, SeatAction, SeatNotice, Stage};
pub use style::{font_definitions_of, install_fonts};
pub use sums::{SumAction, SumSaid, SumSetup};
#[cfg(not(target_arch = "wasm32"))]
pub use teacher::{ExerciseFacts, RoomFacts, SeatFacts, SortBy, TeacherAction};
pub use values::{Count, Counted, ValuesState};
pub use worker::{Poll, Progress, Worker};

#[cfg(not(target_arch = "wasm32"))]
pub use platform::{icon, run};
