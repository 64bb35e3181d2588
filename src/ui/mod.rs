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
mod error;
mod exercises;
mod explore;
mod export;
mod files;
mod history;
mod lessons;
mod menu;
mod new_game;
mod preferences;
mod proof;
mod shortcuts;
mod status;
mod style;
mod sums;
mod table;
mod worker;

use std::path::PathBuf;

pub use crate::core::{Line, ProofPage, Slide, pretty, slide_text};
pub use action::{Action, ExerciseAction, ExploreAction, LessonAction, PanelKind, ProofAction, SideTab};
pub use app::{BoutonApp, Derived, Leave, Mode, SetAside, default_game, leave_for};
pub use error::AppError;
pub use explore::{CheckRequest, CheckResult, CheckerTask};
pub use explore::{ExploreState, ExploreTab, MAP_SIDE};
pub use files::{ExportKind, FileChooser, Purpose, with_ron_extension};
pub use lessons::{LessonState, lesson_file_name};
pub use new_game::{FieldErrors, LevelChoice, MovesChoice, NewGameDialog, WhoPlays};
pub use preferences::Preferences;
pub use proof::{ProofState, ProofView};
pub use sums::{SumAction, SumSession, SumSetup, SumStart};
pub use worker::{Poll, Progress, Worker};

/// The app icon (`assets/icon.png`, built into the program).
#[must_use]
pub fn icon() -> eframe::egui::IconData {
    eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon.png")).unwrap_or_default()
}

/// Opens the window (optionally on a save file) and runs until it is closed.
///
/// # Errors
/// When no window can be opened (no display, no OpenGL).
pub fn run(file: Option<PathBuf>) -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: eframe::egui::ViewportBuilder::default()
            .with_title("Bouton — Nim and Bouton's theorem")
            .with_app_id("bouton")
            .with_inner_size([1200.0, 760.0])
            .with_min_inner_size([640.0, 420.0])
            .with_drag_and_drop(true)
            .with_icon(icon()),
        persist_window: true,
        ..Default::default()
    };
    eframe::run_native("Bouton", options, Box::new(move |cc| Ok(Box::new(BoutonApp::from_creation(cc, file)))))
}
