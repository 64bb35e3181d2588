//! The app shell: owns the game, the preferences and the cached analysis; applies every [`Action`].

use std::path::PathBuf;

use eframe::egui;

mod apply;
mod derived;
mod frame;
mod layout;
mod mode;

pub use derived::Derived;
pub use mode::{Leave, Mode, SetAside, leave_for};

use super::AppError;
use super::action::{Action, SideTab};
use super::exercises::ExercisePanel;
use super::explore::{CheckResult, CheckerTask, ExploreState, MapBox};
use super::files::{FileChooser, FileDialogs, FileLoad, Purpose, saves_listing};
use super::new_game::NewGameDialog;
use super::preferences::Preferences;
use super::proof::{ProofState, ProofView};
use super::{board, style};
use crate::core::{
    Analysis, AnalysisError, BinaryTable, Claims, Game, HistoryEntry, Opponent, Position, PositionMap, Rules,
};
use crate::save::{self, SavedGame};

const PREFERENCES_KEY: &str = "bouton.preferences";
const GAME_KEY: &str = "bouton.game";
const PATH_KEY: &str = "bouton.path";

/// The Bouton desktop app.
pub struct BoutonApp {
    pub(in crate::ui) saved: SavedGame,
    pub(in crate::ui) path: Option<PathBuf>,
    /// What follows from the game (analysis, claims, table, history), once per revision.
    pub(in crate::ui) derived: Derived,
    pub(in crate::ui) prefs: Preferences,
    pub(in crate::ui) revealed: bool,
    /// How many rungs of the hint ladder are shown (reset when the position changes).
    pub(in crate::ui) hints_shown: usize,
    /// The computer players, by side (rebuilt when a game starts, so their seeds replay).
    pub(in crate::ui) computers: [Option<Opponent>; 2],
    /// The status line's last message (a fact, worded when drawn).
    pub(in crate::ui) message: Option<super::said::Said>,
    pub(in crate::ui) error: Option<AppError>,
    pub(in crate::ui) style_dirty: bool,
    /// The pointer is a finger: the browser says so, or a finger has touched the window.
    pub(in crate::ui) finger: bool,
    /// The system's language when the app started (what "the system's" means in View ▸ Language).
    pub(in crate::ui) system_language: crate::i18n::Lang,
    /// Move values and the review, counted for the game's state they were asked for.
    pub(in crate::ui) values: crate::ui::values::ValuesState,
    pub(in crate::ui) board: board::BoardPanel,
    /// Where the board's column was drawn last frame (for the picture export and the layout tests).
    pub(in crate::ui) board_area: egui::Rect,
    /// The computer's last move, shown on the board until the position changes again.
    pub(in crate::ui) shown_move: Option<board::ShownMove>,
    /// Which of the table and the move list is in front where they share a panel.
    pub(in crate::ui) side_tab: SideTab,
    pub(in crate::ui) new_game: NewGameDialog,
    /// The dialog that sets up a sum of games.
    pub(in crate::ui) sum_setup: super::sums::SumSetup,
    pub(in crate::ui) file_dialogs: FileDialogs,
    /// A file dialog asked for by an action, opened at the end of the frame (it needs the context).
    pub(in crate::ui) dialog_request: Option<Purpose>,
    /// The app's own file chooser, open where the desktop has no file dialog.
    pub(in crate::ui) chooser: Option<FileChooser>,
    pub(in crate::ui) proof: ProofState,
    pub(in crate::ui) proof_view: ProofView,
    /// What the board is used for: free play, exercises or a lesson (with the game set aside).
    pub(in crate::ui) mode: Mode,
    pub(in crate::ui) exercise_error: Option<crate::core::ExerciseError>,
    pub(in crate::ui) exercise_panel: ExercisePanel,
    pub(in crate::ui) lessons_panel: super::lessons::LessonsPanel,
    pub(in crate::ui) explore: ExploreState,
    pub(in crate::ui) map_box: MapBox,
    /// The P-position map, or why there is none (`None`: not computed until the map is open).
    pub(in crate::ui) position_map: Result<PositionMap, Option<crate::core::CheckError>>,
    pub(in crate::ui) checker: Option<CheckerTask>,
    /// A longer search for a plotted game's period, while it runs.
    pub(in crate::ui) grundy_search: Option<crate::ui::explore::GrundySearchTask>,
    /// The file being opened on the loader's worker thread.
    pub(in crate::ui) loading: Option<FileLoad>,
    pub(in crate::ui) check_result: Option<CheckResult>,
    /// The bundled examples, read once.
    pub(in crate::ui) examples: Vec<SavedGame>,
    /// The files in the saves folder, read at start, after a save and on Refresh.
    pub(in crate::ui) saves_listing: Vec<PathBuf>,
    /// Where the game is autosaved after every change (`None`: not at all, as in most tests).
    pub(in crate::ui) autosave: Option<crate::ui::platform::AutosaveStore>,
    /// The text last written to the autosave, so an unchanged game is not written again.
    pub(in crate::ui) autosaved: String,
    /// Whether the answers were shown when that was last kept in the autosave's store.
    pub(in crate::ui) autosaved_revealed: Option<bool>,
    /// The text last written to the sum's autosave (empty: no sum is autosaved).
    pub(in crate::ui) autosaved_sum: String,
    /// The egui context, for the checker's worker to ask for a repaint (a default one in tests that
    /// build the app without a window).
    pub(in crate::ui) ctx: egui::Context,
}

/// The game the app opens on the first run: 3, 4, 5 against the perfect computer.
#[must_use]
pub fn default_game() -> SavedGame {
    // No title or notes of its own: the board names it, and says how to play, in the language on
    // screen (see `BoutonApp::title`).
    let position = Position::new(vec![3, 4, 5]).unwrap_or_default();
    SavedGame::new("", Game::new(Rules::default(), position))
}

impl BoutonApp {
    /// The app on a game, with default preferences (used by tests and as the first-run state).
    #[must_use]
    pub fn new(saved: SavedGame) -> Self {
        let mut app = Self {
            derived: Derived::of(&Game::new(Rules::default(), Position::default()), 0),
            saved,
            path: None,
            prefs: Preferences::default(),
            revealed: true,
            hints_shown: 0,
            computers: [None, None],
            message: None,
            error: None,
            style_dirty: true,
            finger: crate::ui::platform::coarse_pointer(),
            values: crate::ui::values::ValuesState::default(),
            system_language: crate::i18n::language(),
            board: board::BoardPanel::default(),
            side_tab: SideTab::default(),
            shown_move: None,
            board_area: egui::Rect::NOTHING,
            new_game: NewGameDialog::default(),
            sum_setup: super::sums::SumSetup::default(),
            file_dialogs: FileDialogs::default(),
            dialog_request: None,
            chooser: None,
            proof: ProofState::default(),
            proof_view: ProofView::default(),
            mode: Mode::Free,
            exercise_error: None,
            exercise_panel: ExercisePanel::default(),
            lessons_panel: super::lessons::LessonsPanel::default(),
            explore: ExploreState::default(),
            map_box: None,
            position_map: Err(None),
            checker: None,
            grundy_search: None,
            loading: None,
            check_result: None,
            autosave: None,
            autosaved_revealed: None,
            autosaved: String::new(),
            autosaved_sum: String::new(),
            examples: save::examples().iter().filter_map(|e| e.load().ok()).map(|l| l.saved).collect(),
            saves_listing: saves_listing(),
            ctx: egui::Context::default(),
        };
        app.start_game();
        app
    }

    /// The app on a game, with the bundled fonts installed in `ctx` (for tests and embedding).
    #[must_use]
    pub fn with_context(ctx: &egui::Context, saved: SavedGame) -> Self {
        style::install_fonts(ctx);
        let mut app = Self::new(saved);
        app.ctx = ctx.clone();
        app
    }

    /// The app as eframe starts it: fonts, stored preferences and the autosaved game (from
    /// [`save::autosave_path`]), then `file` if one was given on the command line.
    #[must_use]
    pub fn from_creation(cc: &eframe::CreationContext<'_>, file: Option<PathBuf>) -> Self {
        style::install_fonts(&cc.egui_ctx);
        let ctx = cc.egui_ctx.clone();
        let stored = cc.storage.map(|storage| {
            let prefs: Option<Preferences> = eframe::get_value(storage, PREFERENCES_KEY);
            // Before the autosave file, the game was kept in eframe's storage: read it once if no
            // autosave exists yet.
            let game = storage.get_string(GAME_KEY).and_then(|text| save::parse(&text, "autosave").ok());
            let path: Option<PathBuf> = eframe::get_value::<Option<PathBuf>>(storage, PATH_KEY).flatten();
            (prefs, game, path)
        });
        let (prefs, game, path) = stored.unwrap_or((None, None, None));
        let autosave = crate::ui::platform::AutosaveStore::for_this_platform();
        let kept = autosave.read(crate::ui::platform::Slot::Game);
        let game = kept.and_then(|text| save::parse(&text, &crate::i18n::msg::autosave_name()).ok()).or(game);
        // The first game ever is a game to play, not a solved puzzle: its answers wait for a hint or
        // Reveal (the table would show the winning move before the first click).
        let first_run = game.is_none();
        let mut app = Self::new(game.map_or_else(default_game, |loaded| loaded.saved)).with_autosave(autosave);
        app.ctx = ctx;
        app.prefs = prefs.unwrap_or_default();
        app.path = path;
        // The answers as they were when the app last stopped (the autosave keeps that); else shown,
        // unless hidden by the teacher's choice or because this is the first game ever.
        if app.autosaved_revealed.is_none() {
            app.revealed = !app.prefs.hides_answers() && !first_run;
        }
        app.restore_sum();

        if let Some(file) = file {
            app.apply(Action::Open(file));
        }
        app
    }

    /// The game being played.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.saved.game
    }

    /// The game's title in the language in force: the file's own, an exercise's question, or for a
    /// game without one (the first game, a new game) its start and rules.
    #[must_use]
    pub fn title(&self) -> String {
        if let Some(session) = self.exercise() {
            return crate::i18n::msg::exercise_title(session.set().kind.name(), session.question().number.to_string());
        }
        crate::words::game_title(&self.saved)
    }

    /// The game's notes in the language in force: the file's own, an exercise's, or how to play for a
    /// game with neither title nor notes.
    #[must_use]
    pub fn notes(&self) -> String {
        if let Some(session) = self.exercise() {
            return crate::i18n::msg::exercise_notes(session.set().seed.to_string());
        }
        if self.saved.title.is_empty() && self.saved.notes.is_empty() {
            return crate::i18n::msg::board_how_to_play();
        }
        self.saved.notes.clone()
    }

    /// The saved game: title, notes, players and game.
    #[must_use]
    pub fn saved(&self) -> &SavedGame {
        &self.saved
    }

    /// The analysis of the current position (or why there is none).
    pub fn analysis(&self) -> Result<&Analysis, &AnalysisError> {
        self.derived.analysis.as_ref()
    }

    /// The claims about the current position: outcome, winning moves and why, the table's markers
    /// (`None` when it cannot be analysed).
    #[must_use]
    pub fn claims(&self) -> Option<&Claims> {
        self.derived.claims.as_ref()
    }

    /// The binary table of the current position's Grundy values.
    #[must_use]
    pub fn table(&self) -> &BinaryTable {
        &self.derived.table
    }

    /// Every recorded move with the nim-sum after it (cached; those past the cursor are undone).
    #[must_use]
    pub fn history(&self) -> &[HistoryEntry] {
        &self.derived.history
    }

    /// The nim-sum and objects left at the start and after each move in effect (cached per change).
    #[must_use]
    pub fn nim_sum_points(&self) -> &[crate::core::NimSumPoint] {
        &self.derived.nim_sum_points
    }

    /// The position after each recorded move, as text (empty for positions of more than 8 heaps).
    #[must_use]
    pub fn history_positions(&self) -> &[String] {
        &self.derived.history_positions
    }

    /// Where the board's column was drawn in the last frame, in points.
    #[must_use]
    pub fn board_area(&self) -> egui::Rect {
        self.board_area
    }

    /// The computer's last move while the board shows it (until the position changes again).
    #[must_use]
    pub fn shown_move(&self) -> Option<&board::ShownMove> {
        self.shown_move.as_ref()
    }

    /// The preferences.
    #[must_use]
    pub fn prefs(&self) -> &Preferences {
        &self.prefs
    }

    /// Whether a native file dialog is open.
    #[must_use]
    pub fn file_dialog_open(&self) -> bool {
        self.file_dialogs.is_open()
    }

    /// Whether the new-game dialog is open.
    #[must_use]
    pub fn new_game_open(&self) -> bool {
        self.new_game.open
    }

    /// Whether the answers are shown.
    #[must_use]
    pub fn revealed(&self) -> bool {
        self.revealed
    }

    /// The error shown in the error dialog, if any.
    #[must_use]
    pub fn error(&self) -> Option<&AppError> {
        self.error.as_ref()
    }

    /// The last message (the computer's reason for its move, a save confirmation). While the answers
    /// are hidden, the computer's reason is left out (it would give X away).
    #[must_use]
    pub fn message(&self) -> Option<String> {
        let player = |side| self.player(side).to_string();
        self.message.as_ref().map(|said| said.words(player, self.revealed))
    }

    pub(in crate::ui) fn say(&mut self, said: super::said::Said) {
        self.message = Some(said);
    }

    /// The file the message shown says was written (a save or an export).
    #[must_use]
    pub fn written(&self) -> Option<&std::path::Path> {
        self.message.as_ref().and_then(super::said::Said::written)
    }

    /// Opens `panel` on the left of the board (closing the one there), or closes it if it is open.
    pub(in crate::ui) fn toggle_left(&mut self, panel: super::action::LeftPanel) {
        self.prefs.left = if self.prefs.left == Some(panel) { None } else { Some(panel) };
    }

    /// The game on the board as it is now, to be set aside while exercises or a lesson use the board.
    pub(in crate::ui) fn set_aside(&self) -> SetAside {
        SetAside { saved: self.saved.clone(), path: self.path.clone(), revealed: self.revealed }
    }

    /// What the board is used for: free play, exercises or a lesson.
    #[must_use]
    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// Recomputes the analysis and the table, once per change (never per frame).
    pub(in crate::ui) fn position_changed(&mut self) {
        // The game changed: a new revision, and what follows from it, computed once.
        let revision = self.derived.revision + 1;
        self.derived = Derived::of(&self.saved.game, revision);
        self.hints_shown = 0;
        self.shown_move = None;
        let game = &self.saved.game;
        self.board.clamp_to(game.position());
        self.proof.step = 0;
        self.proof.heap = None;
        self.proof.pick = None;
        self.refresh_proof();
        self.write_autosave();
    }

    /// The language the window speaks: the one chosen, or the system's.
    #[must_use]
    pub fn language(&self) -> crate::i18n::Lang {
        self.prefs.language.unwrap_or(self.system_language)
    }

    /// Whether controls and stones are large enough for a finger (View ▸ Touch targets).
    #[must_use]
    pub fn large_targets(&self) -> bool {
        self.prefs.touch.large(self.finger)
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        if !self.finger && ctx.input(egui::InputState::any_touches) {
            self.finger = true;
            self.style_dirty = true;
        }
        if self.style_dirty {
            // The window's thread speaks the chosen language (other threads keep theirs).
            crate::i18n::set_thread_language(self.language());
            let spacing = style::spacing(self.large_targets());
            ctx.all_styles_mut(|style| style.spacing = spacing.clone());
            ctx.set_visuals(style::visuals(self.prefs.dark, self.prefs.projector));
            ctx.set_zoom_factor(self.prefs.effective_zoom());
            self.style_dirty = false;
        }
    }
}
