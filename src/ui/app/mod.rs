//! The app shell: owns the game, the preferences and the cached analysis; applies every [`Action`].

use std::path::PathBuf;

use eframe::egui;

mod derived;
mod frame;
mod mode;

pub use derived::Derived;
pub use mode::{Leave, Mode, SetAside, leave_for};

use super::AppError;
use super::action::{Action, ExerciseAction, PanelKind};
use super::exercises::ExercisePanel;
use super::explore::{CheckResult, CheckerTask, ExploreState, MapBox};
use super::files::{FileDialogs, Purpose};
use super::new_game::NewGameDialog;
use super::preferences::Preferences;
use super::proof::{ProofState, ProofView};
use super::{board, style};
use crate::core::{
    Analysis, AnalysisError, BinaryTable, Claim, Claims, ExerciseSession, Game, HistoryEntry, Opponent, Player,
    Position, PositionMap, Rules, Side,
};
use crate::save::{self, SavedGame};
use std::sync::Arc;

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
    /// The computer players, by side (rebuilt when a game starts, so their seeds replay).
    pub(in crate::ui) computers: [Option<Opponent>; 2],
    /// The last message, and its wording with the answers left out (for hidden mode).
    pub(in crate::ui) message: Option<(String, String)>,
    pub(in crate::ui) error: Option<AppError>,
    pub(in crate::ui) style_dirty: bool,
    pub(in crate::ui) board: board::BoardPanel,
    pub(in crate::ui) new_game: NewGameDialog,
    pub(in crate::ui) file_dialogs: FileDialogs,
    /// A file dialog asked for by an action, opened at the end of the frame (it needs the context).
    pub(in crate::ui) dialog_request: Option<Purpose>,
    pub(in crate::ui) proof: ProofState,
    pub(in crate::ui) proof_view: ProofView,
    /// What the board is used for: free play, exercises or a lesson (with the game set aside).
    pub(in crate::ui) mode: Mode,
    pub(in crate::ui) exercise_error: Option<String>,
    pub(in crate::ui) exercise_panel: ExercisePanel,
    pub(in crate::ui) lessons_panel: super::lessons::LessonsPanel,
    pub(in crate::ui) explore: ExploreState,
    pub(in crate::ui) map_box: MapBox,
    pub(in crate::ui) position_map: Result<PositionMap, String>,
    pub(in crate::ui) checker: Option<CheckerTask>,
    pub(in crate::ui) check_result: Option<CheckResult>,
    pub(in crate::ui) picture: super::export::PictureExport,
    /// The picture asked for, and whether a frame has passed since (so the menu is gone).
    pub(in crate::ui) picture_request: Option<(PathBuf, bool)>,
    /// The bundled examples, read once.
    pub(in crate::ui) examples: Vec<SavedGame>,
    /// The files in the saves folder, read at start, after a save and on Refresh.
    pub(in crate::ui) saves_listing: Vec<PathBuf>,
    /// Where the game is autosaved after every change (`None`: not at all, as in most tests).
    pub(in crate::ui) autosave: Option<PathBuf>,
    /// The text last written to the autosave, so an unchanged game is not written again.
    pub(in crate::ui) autosaved: String,
    /// The egui context, for the checker's worker to ask for a repaint (a default one in tests that
    /// build the app without a window).
    pub(in crate::ui) ctx: egui::Context,
}

/// The `.ron` files of the saves folder, sorted (empty when it cannot be read).
fn saves_listing() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(save::saves_dir())
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "ron"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// The game the app opens on the first run: 3, 4, 5 against the perfect computer.
#[must_use]
pub fn default_game() -> SavedGame {
    let position = Position::new(vec![3, 4, 5]).unwrap_or_default();
    let mut saved = SavedGame::new("A first game: 3, 4, 5", Game::new(Rules::default(), position));
    saved.notes = "Take stones by clicking them: a click takes that stone and every stone to its right.".into();
    saved
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
            computers: [None, None],
            message: None,
            error: None,
            style_dirty: true,
            board: board::BoardPanel::default(),
            new_game: NewGameDialog::default(),
            file_dialogs: FileDialogs::default(),
            dialog_request: None,
            proof: ProofState::default(),
            proof_view: ProofView::default(),
            mode: Mode::Free,
            exercise_error: None,
            exercise_panel: ExercisePanel::default(),
            lessons_panel: super::lessons::LessonsPanel::default(),
            explore: ExploreState::default(),
            map_box: None,
            position_map: Err("Open the map to compute it.".into()),
            checker: None,
            check_result: None,
            picture: super::export::PictureExport::default(),
            picture_request: None,
            autosave: None,
            autosaved: String::new(),
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
        let autosave = save::autosave_path();
        let game = save::load_file(&autosave).ok().or(game);
        let mut app = Self::new(game.map_or_else(default_game, |loaded| loaded.saved)).with_autosave(autosave);
        app.ctx = ctx;
        app.prefs = prefs.unwrap_or_default();
        app.path = path;
        app.revealed = !app.prefs.hide_answers;
        if let Some(file) = file {
            app.apply(Action::Open(file));
        }
        app
    }

    /// Autosaves the game to `path` after every change from now on (and restores nothing: see
    /// [`BoutonApp::from_creation`] for the start-up).
    #[must_use]
    pub fn with_autosave(mut self, path: PathBuf) -> Self {
        self.autosave = Some(path);
        self.write_autosave();
        self
    }

    /// Writes the person's game to the autosave if it changed since the last write: the game kept
    /// aside while exercises or a lesson use the board, else the game on the board.
    pub(in crate::ui) fn write_autosave(&mut self) {
        let Some(path) = &self.autosave else { return };
        let saved = self.mode.set_aside().map_or(&self.saved, |set_aside| &set_aside.saved);
        let text = save::to_ron(saved);
        if text == self.autosaved {
            return;
        }
        match save::write_autosave(path, saved) {
            Ok(()) => {
                log::debug!("autosaved to {}", path.display());
                self.autosaved = text;
            }
            Err(e) => {
                // Said once; the next change tries again.
                if !self.autosaved.is_empty() {
                    log::error!("autosave to {} failed: {e}", path.display());
                    self.error = Some(AppError::Autosave(Arc::new(e)));
                }
                self.autosaved.clear();
            }
        }
    }

    /// The game being played.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.saved.game
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
    pub fn message(&self) -> Option<&str> {
        self.message.as_ref().map(|(full, plain)| if self.revealed { full.as_str() } else { plain.as_str() })
    }

    pub(in crate::ui) fn say(&mut self, text: String) {
        self.message = Some((text.clone(), text));
    }

    /// The player on a side.
    #[must_use]
    pub fn player(&self, side: Side) -> &Player {
        match side {
            Side::First => &self.saved.players.first,
            Side::Second => &self.saved.players.second,
        }
    }

    /// Whether the computer moves by itself when its turn comes (against a person).
    pub(in crate::ui) fn computer_answers(&self) -> bool {
        let side = self.saved.game.to_move();
        self.player(side).is_computer() && !self.player(side.other()).is_computer()
    }

    /// The bundled examples (read once, at start).
    #[must_use]
    pub fn examples(&self) -> &[SavedGame] {
        &self.examples
    }

    /// The `.ron` files of the saves folder, as last read (at start, after a save, on Refresh).
    #[must_use]
    pub fn saves_listing(&self) -> &[PathBuf] {
        &self.saves_listing
    }

    /// Opens `panel` on the left of the board (closing the one there), or closes it if it is open.
    pub(in crate::ui) fn toggle_left(&mut self, panel: PanelKind) {
        self.prefs.left = if self.prefs.left == Some(panel) { None } else { Some(panel) };
    }

    /// What the board is used for: free play, exercises or a lesson.
    #[must_use]
    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// Applies one action: the only way the app's state changes. First the mode changes as the
    /// transition table ([`leave_for`]) says, then the action runs.
    pub fn apply(&mut self, action: Action) {
        // Exercises that cannot start change nothing (a lesson under way goes on).
        if let Action::Exercise(ExerciseAction::Start(set)) = &action
            && let Err(e) = ExerciseSession::start(set.clone())
        {
            self.exercise_error = Some(crate::ui::exercises::sentence(&e.to_string()));
            return;
        }
        self.leave(leave_for(&self.mode, &action));
        match action {
            Action::Play(mv) if self.awaits_winning_move() => self.answer_with_move(mv),
            Action::Play(mv) => {
                if let Err(e) = self.saved.game.play(mv) {
                    self.error = Some(AppError::IllegalMove(e));
                    return;
                }
                self.message = None;
                self.position_changed();
                if self.computer_answers() {
                    self.computer_move();
                }
            }
            Action::PlayWithoutReply(mv) => self.play_without_reply(mv),
            Action::Proof(step) => self.apply_proof(step),
            Action::Exercise(step) => self.apply_exercise(step),
            Action::Explore(change) => self.apply_explore(change),
            Action::Lesson(change) => self.apply_lesson(change),
            Action::ExportHandout(path) => self.export_handout(&path),
            Action::ExportPicture(path) => self.export_picture(path),
            Action::ExportSvg(path) => self.export_svg(&path),
            Action::ComputerMove => self.computer_move(),
            Action::Undo => {
                if self.saved.game.undo() {
                    // Against the computer, go back to the person's turn.
                    while self.computer_answers() && self.saved.game.undo() {}
                    self.message = None;
                    self.position_changed();
                }
            }
            Action::Redo => {
                if self.saved.game.redo() {
                    if self.computer_answers() {
                        self.saved.game.redo();
                    }
                    self.message = None;
                    self.position_changed();
                }
            }
            Action::JumpTo(cursor) => {
                if self.saved.game.jump_to(cursor).is_ok() {
                    self.message = None;
                    self.position_changed();
                }
            }
            Action::ShowNewGame => self.new_game.open = true,
            Action::NewGame(saved) => {
                self.saved = *saved;
                self.path = None;
                self.start_game();
            }
            Action::Load(saved, path) => {
                self.saved = *saved;
                if let Some(path) = &path {
                    self.remember(path);
                }
                self.path = path;
                self.start_game();
            }
            Action::Open(path) => self.open(path),
            Action::ShowFileDialog(purpose) => self.dialog_request = Some(purpose),
            Action::SaveTo(path) => match save::save_file(&path, &self.saved) {
                Ok(()) => {
                    self.say(format!("Saved to {}", path.display()));
                    self.remember(&path);
                    self.path = Some(path);
                    self.saves_listing = saves_listing();
                }
                Err(e) => {
                    log::warn!("{e}");
                    self.error = Some(AppError::Save(Arc::new(e)));
                }
            },
            Action::Reveal(_)
            | Action::SetHideAnswers(_)
            | Action::TogglePanel(_)
            | Action::SetHints(_)
            | Action::Zoom(_)
            | Action::ZoomReset
            | Action::SetDark(_)
            | Action::DismissError => self.apply_view(&action),
            Action::RefreshSaves => self.saves_listing = saves_listing(),
            Action::ToggleFullScreen => {
                let full = self.ctx.input(|i| i.viewport().fullscreen.unwrap_or(false));
                self.ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(!full));
            }
            Action::CheckFinished(result) => {
                self.checker = None;
                self.check_result = Some(*result);
            }
            Action::PictureWritten(result) => self.picture_written(result),
        }
    }

    /// The actions that change what is shown, not the game: answers, panels, hints, zoom, theme.
    fn apply_view(&mut self, action: &Action) {
        match *action {
            Action::Reveal(shown) => self.revealed = shown,
            Action::SetHideAnswers(hide) => {
                self.prefs.hide_answers = hide;
                self.revealed = !hide;
            }
            Action::TogglePanel(PanelKind::Table) => self.prefs.show_table = !self.prefs.show_table,
            Action::TogglePanel(PanelKind::History) => self.prefs.show_history = !self.prefs.show_history,
            Action::TogglePanel(PanelKind::Proof) => self.toggle_proof(),
            Action::TogglePanel(PanelKind::Exercises) => self.toggle_exercises(),
            Action::TogglePanel(PanelKind::Explore) => self.toggle_explore(),
            Action::TogglePanel(PanelKind::Lessons) => self.toggle_left(PanelKind::Lessons),
            Action::SetHints(on) => self.prefs.hints = on,
            Action::Zoom(up) => {
                self.prefs.zoom = style::next_zoom(self.prefs.zoom, up);
                self.style_dirty = true;
            }
            Action::ZoomReset => {
                self.prefs.zoom = 1.0;
                self.style_dirty = true;
            }
            Action::SetDark(dark) => {
                self.prefs.dark = dark;
                self.style_dirty = true;
            }
            Action::DismissError => self.error = None,
            _ => {}
        }
    }

    /// Leaves the mode as the transition table says: exercises or a lesson end, and the game set
    /// aside comes back when `restore` (a lesson's panels come back too).
    fn leave(&mut self, leave: Leave) {
        let restore = match leave {
            Leave::Stay => return,
            Leave::EndExercise { restore } | Leave::EndLesson { restore } => restore,
        };
        self.exercise_error = None;
        let set_aside = match std::mem::take(&mut self.mode) {
            Mode::Free => return,
            Mode::Exercise { set_aside, .. } => set_aside,
            Mode::Lesson { set_aside, prefs, .. } => {
                // The panels come back; the zoom, theme and files chosen meanwhile stay.
                self.prefs = Preferences {
                    zoom: self.prefs.zoom,
                    dark: self.prefs.dark,
                    recent: self.prefs.recent.clone(),
                    ..*prefs
                };
                self.style_dirty = true;
                set_aside
            }
        };
        if restore {
            self.saved = set_aside.saved;
            self.path = set_aside.path;
            self.start_game();
        }
    }

    /// After a new or loaded game: fresh computers, answers hidden if the teacher wants, analysis.
    pub(in crate::ui) fn start_game(&mut self) {
        let computer = |player: &Player| match player {
            Player::Computer { level, seed } => Some(Opponent::new(*level, *seed)),
            Player::Human { .. } => None,
        };
        self.computers = [computer(&self.saved.players.first), computer(&self.saved.players.second)];
        self.revealed = !self.prefs.hide_answers;
        self.message = None;
        self.board = board::BoardPanel::default();
        self.position_changed();
        // The map follows the rules of the new game.
        self.refresh_map();
        if self.computer_answers() {
            self.computer_move();
        }
    }

    /// The computer plays for the side to move, if that side is a computer and a move exists.
    pub(in crate::ui) fn computer_move(&mut self) {
        let side = self.saved.game.to_move();
        let index = usize::from(side == Side::Second);
        let game = &self.saved.game;
        let Some(choice) = self.computers[index].as_mut().and_then(|c| c.choose(game.position(), game.rules())) else {
            return;
        };
        if self.saved.game.play(choice.mv).is_ok() {
            let who = capitalized(&self.player(side).to_string());
            let full = format!("{who}: {}.", choice.reason);
            let plain = format!("{who}: {}.", choice.mv);
            self.message = Some((full, plain));
            self.position_changed();
        }
    }

    /// Recomputes the analysis and the table, once per change (never per frame).
    pub(in crate::ui) fn position_changed(&mut self) {
        // The game changed: a new revision, and what follows from it, computed once.
        let revision = self.derived.revision + 1;
        self.derived = Derived::of(&self.saved.game, revision);
        let game = &self.saved.game;
        self.board.clamp_to(game.position());
        self.proof.step = 0;
        self.proof.heap = None;
        self.proof.pick = None;
        self.refresh_proof();
        self.write_autosave();
    }

    /// Who won and why, in the words of the rule in force, once the game is over.
    #[must_use]
    pub fn game_over_text(&self) -> Option<String> {
        let game = &self.saved.game;
        let winner = game.winner()?;
        let last = (game.cursor() > 0).then(|| capitalized(&self.player(game.to_move().other()).to_string()));
        let claim = Claim::GameOver {
            ending: game.rules().ending,
            last,
            winner: self.player(winner).to_string(),
            board_empties: !matches!(game.rules().moves, crate::core::MoveRule::Set(_)),
        };
        Some(crate::core::sentence(&claim.to_string()))
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        if self.style_dirty {
            ctx.set_visuals(if self.prefs.dark { egui::Visuals::dark() } else { egui::Visuals::light() });
            ctx.set_zoom_factor(self.prefs.zoom);
            self.style_dirty = false;
        }
    }
}

impl BoutonApp {
    /// Whether the side to move is a computer (the board then takes no clicks).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.player(self.saved.game.to_move()).is_computer()
    }
}

/// "the computer (perfect)" → "The computer (perfect)".
pub(in crate::ui) fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
