//! The preferences kept between runs (eframe storage).

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

/// Preferences kept between runs (eframe storage).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
#[allow(clippy::struct_excessive_bools, reason = "independent on/off preferences, each a checkbox")]
pub struct Preferences {
    /// Show the binary table.
    pub show_table: bool,
    /// Show the move list.
    pub show_history: bool,
    /// Show the proof walkthrough (left of the board).
    pub show_proof: bool,
    /// Show the exercises (left of the board; not with the proof at the same time).
    pub show_exercises: bool,
    /// Hover hints on the board: the nim-sum a move would leave.
    pub hints: bool,
    /// New games start with the answers hidden (for a teacher at the projector).
    pub hide_answers: bool,
    /// Dark theme.
    pub dark: bool,
    /// Zoom factor.
    pub zoom: f32,
    /// Recently opened or saved files, newest first.
    pub recent: Vec<PathBuf>,
}

impl Default for Preferences {
    fn default() -> Self {
        Self {
            show_table: true,
            show_history: true,
            show_proof: false,
            show_exercises: false,
            hints: true,
            hide_answers: false,
            dark: false,
            zoom: 1.0,
            recent: Vec::new(),
        }
    }
}

/// How many recent files the File menu keeps.
pub(super) const RECENT_FILES: usize = 8;
