//! The preferences kept between runs (in the autosave's store: `settings.ron` beside the autosave,
//! or the browser's local storage; eframe's own store only as it was before, read once).

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::action::LeftPanel;

/// Preferences kept between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
#[allow(clippy::struct_excessive_bools, reason = "independent on/off preferences, each a checkbox")]
pub struct Preferences {
    /// Show the binary table.
    pub show_table: bool,
    /// Show the move list.
    pub show_history: bool,
    /// The panel left of the board: the proof, the exercises or Explore (one at a time), or none.
    pub left: Option<LeftPanel>,
    /// Hover hints on the board: the nim-sum a move would leave.
    pub hints: bool,
    /// New games start with the answers hidden (for a teacher at the projector).
    pub hide_answers: bool,
    /// Dark theme.
    pub dark: bool,
    /// Zoom factor (outside the Projector preset).
    pub zoom: f32,
    /// The Projector preset: large type, high contrast, answers hidden in new games.
    pub projector: bool,
    /// The zoom factor while the Projector preset is on.
    pub projector_zoom: f32,
    /// Recently opened or saved files, newest first.
    pub recent: Vec<PathBuf>,
    /// How big the controls and stones are: large enough for a finger, or the desktop's size.
    pub touch: TouchTargets,
    /// Colour every possible move on the board by its value (when the answers are shown).
    pub move_values: bool,
    /// The language chosen in View ▸ Language; `None` follows the system's.
    pub language: Option<crate::i18n::Lang>,
}

/// What is kept between runs besides the game: the preferences and the file of the game on the
/// board, written whole and at once to the autosave's store ([`crate::ui::platform::Slot::Settings`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The preferences.
    pub preferences: Preferences,
    /// The file of the person's game, if it has one.
    pub file: Option<PathBuf>,
}

impl Settings {
    /// The settings as RON text.
    #[must_use]
    pub fn to_text(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }

    /// Settings read back from [`Self::to_text`]; `None` for text that is not settings (the caller
    /// then starts from the defaults).
    #[must_use]
    pub fn from_text(text: &str) -> Option<Self> {
        ron::from_str(text).ok()
    }
}

/// Which panels are open beside the board: what a lesson changes step by step, and gives back when
/// it ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PanelLayout {
    /// The binary table is shown.
    pub show_table: bool,
    /// The move list is shown.
    pub show_history: bool,
    /// The panel left of the board.
    pub left: Option<LeftPanel>,
}

impl Preferences {
    /// The panels open beside the board.
    #[must_use]
    pub fn panels(&self) -> PanelLayout {
        PanelLayout { show_table: self.show_table, show_history: self.show_history, left: self.left }
    }

    /// Opens the panels of `layout` (and closes the others), leaving every other preference alone.
    pub fn set_panels(&mut self, layout: PanelLayout) {
        self.show_table = layout.show_table;
        self.show_history = layout.show_history;
        self.left = layout.left;
    }
}

/// The size of everything a person taps or clicks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TouchTargets {
    /// Large on a touch screen (the browser says the pointer is a finger, or a finger has touched
    /// the window), the desktop's size otherwise.
    #[default]
    Auto,
    /// At least 44 × 44 points, always (a smartboard with a pen, a teacher's choice).
    Large,
    /// The desktop's size, always.
    Standard,
}

impl TouchTargets {
    /// Whether the targets are large, given whether the pointer is a finger.
    #[must_use]
    pub fn large(self, finger: bool) -> bool {
        match self {
            Self::Auto => finger,
            Self::Large => true,
            Self::Standard => false,
        }
    }
}

impl Default for Preferences {
    fn default() -> Self {
        Self {
            show_table: true,
            show_history: true,
            left: None,
            hints: true,
            hide_answers: false,
            dark: false,
            zoom: 1.0,
            projector: false,
            projector_zoom: PROJECTOR_ZOOM,
            recent: Vec::new(),
            touch: TouchTargets::Auto,
            move_values: false,
            language: None,
        }
    }
}

/// The Projector preset's zoom until the teacher changes it.
pub const PROJECTOR_ZOOM: f32 = 1.5;

/// How many recent files the File menu keeps.
pub(super) const RECENT_FILES: usize = 8;

impl Preferences {
    /// The zoom in effect: the Projector's while it is on.
    #[must_use]
    pub fn effective_zoom(&self) -> f32 {
        if self.projector { self.projector_zoom } else { self.zoom }
    }

    /// The zoom in effect, to change (Ctrl +/− change the Projector's while it is on).
    pub fn zoom_mut(&mut self) -> &mut f32 {
        if self.projector { &mut self.projector_zoom } else { &mut self.zoom }
    }

    /// Whether new games start with the answers hidden: the teacher's choice, or the Projector's.
    #[must_use]
    pub fn hides_answers(&self) -> bool {
        self.hide_answers || self.projector
    }

    /// Whether the proof walkthrough is open.
    #[must_use]
    pub fn show_proof(&self) -> bool {
        self.left == Some(crate::ui::action::LeftPanel::Proof)
    }

    /// Whether the exercises are open.
    #[must_use]
    pub fn show_exercises(&self) -> bool {
        self.left == Some(crate::ui::action::LeftPanel::Exercises)
    }

    /// Whether Explore is open.
    #[must_use]
    pub fn show_explore(&self) -> bool {
        self.left == Some(crate::ui::action::LeftPanel::Explore)
    }
}
