//! The app shell: owns the game, the preferences and the cached analysis; applies every [`Action`].

use eframe::egui;

mod apply;
mod below;
mod derived;
mod frame;
mod heading;
pub(in crate::ui) mod layout;
mod mode;
mod session;
mod start;
mod views;

pub use derived::{Derived, HeapFacts, SumFacts};
pub use mode::{Leave, Mode, leave_for};
pub use session::Session;

use super::AppError;
use super::action::{Action, SideTab};
use super::new_game::NewGameDialog;
use super::preferences::Preferences;
use super::proof::ProofState;
use super::{board, style};
use crate::core::{Analysis, AnalysisError, BinaryTable, Claims, Game, HistoryEntry, PlainGame, Position, Rules};
use crate::save::SavedGame;

const PREFERENCES_KEY: &str = "bouton.preferences";
const GAME_KEY: &str = "bouton.game";
const PATH_KEY: &str = "bouton.path";

/// The Bouton desktop app: the shell. The game on the board and its file, the mode, the preferences
/// and what follows from the game; each feature's state lives in its folder (`board`, `proof`,
/// `explore`, `exercises`, `lessons`, `values`, `files`).
pub struct BoutonApp {
    /// The game on the board, its file and whether its answers are shown.
    pub(in crate::ui) session: Session,
    /// What follows from the game (analysis, claims, table, history, the hint ladder's rungs shown),
    /// once per revision.
    pub(in crate::ui) derived: Derived,
    /// The preferences: panels, hints, zoom, theme, language, touch targets, recent files (kept by
    /// eframe between runs).
    pub(in crate::ui) prefs: Preferences,
    /// What the board is used for: free play, or exercises or a lesson (with the game set aside).
    pub(in crate::ui) mode: Mode,
    /// The window: its egui context, style, pointer, language, dialogs, status line and error.
    pub(in crate::ui) shell: Shell,
    /// Playing on the board: the board panel, the computers, the computer's move outlined, and what
    /// the person chose on a sum's board.
    pub(in crate::ui) board: board::BoardState,
    /// The proof panel's place, and the page it shows.
    pub(in crate::ui) proof: ProofState,
    /// The exercises panel and its last error.
    pub(in crate::ui) exercises: super::exercises::ExercisesState,
    /// The lessons panel: the built-in lessons and the editor's form.
    pub(in crate::ui) lessons_panel: super::lessons::LessonsPanel,
    /// Explore: its settings, the P-position map, the checker and the period search.
    pub(in crate::ui) explore: super::explore::Explore,
    /// Move values and the review, counted for the game's state they were asked for.
    pub(in crate::ui) values: crate::ui::values::ValuesState,
    /// Files: dialogs, the chooser, a load under way, the examples, the saves folder, the autosave.
    pub(in crate::ui) files: super::files::FilesState,
    /// A student's seat in a class session, when the page was served by a teacher's Bouton.
    pub(in crate::ui) seat: super::seat::ClassSeat,
    /// The teacher's class session, while one runs, and its view.
    #[cfg(not(target_arch = "wasm32"))]
    pub(in crate::ui) teacher: super::teacher::TeacherState,
}

/// The status line's last message and the error shown in the error dialog.
#[derive(Default)]
pub struct Status {
    /// The status line's last message (a fact, worded when drawn).
    pub(in crate::ui) message: Option<super::said::Said>,
    /// The error shown in the error dialog.
    pub(in crate::ui) error: Option<AppError>,
}

/// The window: the egui context, whether its style needs setting again, the pointer, the
/// system's language, and which of the table and the move list is in front.
pub struct Shell {
    /// The egui context, for workers to ask for a repaint (a default one in tests that build the
    /// app without a window).
    pub(in crate::ui) ctx: egui::Context,
    pub(in crate::ui) style_dirty: bool,
    /// The pointer is a finger: the browser says so, or a finger has touched the window.
    pub(in crate::ui) finger: bool,
    /// The system's language when the app started (what "the system's" means in View ▸ Language).
    pub(in crate::ui) system_language: crate::i18n::Lang,
    /// Which of the table and the move list is in front where they share a panel.
    pub(in crate::ui) side_tab: SideTab,
    /// How tall the panel below the board wanted to be last frame (an upright screen): what its
    /// tab showed needed.
    pub(in crate::ui) below_wanted: f32,
    /// The new-game and sum dialogs.
    pub(in crate::ui) dialogs: Dialogs,
    /// The status line's message and the error dialog.
    pub(in crate::ui) status: Status,
}

/// The dialogs that make a new game or a sum of games.
#[derive(Default)]
pub struct Dialogs {
    pub(in crate::ui) new_game: NewGameDialog,
    /// The dialog that sets up a sum of games.
    pub(in crate::ui) sum_setup: super::sums::SumSetup,
    /// The dialog that puts a game in disguise of the person's own on the board.
    pub(in crate::ui) disguise_setup: super::disguise::DisguiseSetup,
}

/// The game the app opens on the first run: 3, 4, 5 against the perfect computer.
#[must_use]
pub fn default_game() -> SavedGame {
    // No title or notes of its own: the board names it, and says how to play, in the language on
    // screen (see `BoutonApp::title`).
    let position = Position::new(vec![3, 4, 5]).unwrap_or_default();
    SavedGame::new("", Game::of_heaps(Rules::default(), position).unwrap_or_default())
}

impl BoutonApp {
    /// The app on a game, with default preferences (used by tests and as the first-run state).
    #[must_use]
    pub fn new(saved: SavedGame) -> Self {
        let mut app = Self {
            derived: Derived::default(),
            session: Session::new(saved, None, true),
            prefs: Preferences::default(),
            mode: Mode::Free,
            shell: Shell {
                ctx: egui::Context::default(),
                style_dirty: true,
                finger: crate::ui::platform::coarse_pointer(),
                system_language: crate::i18n::language(),
                side_tab: SideTab::default(),
                below_wanted: 0.0,
                dialogs: Dialogs::default(),
                status: Status::default(),
            },
            board: board::BoardState::default(),
            proof: ProofState::default(),
            exercises: super::exercises::ExercisesState::default(),
            lessons_panel: super::lessons::LessonsPanel::default(),
            explore: super::explore::Explore::default(),
            values: crate::ui::values::ValuesState::default(),
            files: super::files::FilesState::new(),
            seat: super::seat::ClassSeat::default(),
            #[cfg(not(target_arch = "wasm32"))]
            teacher: super::teacher::TeacherState::default(),
        };
        app.start_game();
        app.keep_fresh();
        app
    }

    /// The app on a game, with the bundled fonts installed in `ctx` (for tests and embedding).
    #[must_use]
    pub fn with_context(ctx: &egui::Context, saved: SavedGame) -> Self {
        style::install_fonts(ctx);
        let mut app = Self::new(saved);
        app.shell.ctx = ctx.clone();
        app
    }

    /// The game being played, when it is heaps of one game (not a sum of games).
    #[must_use]
    pub fn game(&self) -> Option<&PlainGame> {
        self.derived.heaps().map(|facts| &facts.game)
    }

    /// The saved game (title, notes, players and game), when heaps of one game are on the classic
    /// board (not a sum of games).
    #[must_use]
    pub fn saved(&self) -> Option<&SavedGame> {
        (!self.on_sum_board()).then_some(&self.session.saved)
    }

    /// The saved game, to change, when it is on the classic board.
    pub(in crate::ui) fn saved_mut(&mut self) -> Option<&mut SavedGame> {
        if self.on_sum_board() { None } else { Some(&mut self.session.saved) }
    }

    /// Whether the game is shown on a sum's board: a quiz or the lesson on sums uses the board, or
    /// the game is a sum that is not heaps of one take-away game (those go on the classic board, with
    /// its table and proof).
    #[must_use]
    pub fn on_sum_board(&self) -> bool {
        self.mode.uses_sum_board() || !self.session.is_plain()
    }

    /// The session: the person's game (heaps or a sum), its file, whether its answers are shown, and
    /// what a sum's board is used for.
    #[must_use]
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The session, when its game is on a sum's board.
    #[must_use]
    pub fn sum(&self) -> Option<&Session> {
        self.on_sum_board().then_some(&self.session)
    }

    /// What follows from heaps of one game on the board (none with a sum of games).
    #[must_use]
    pub fn facts(&self) -> Option<&HeapFacts> {
        self.derived.heaps()
    }

    /// The analysis of the current position (or why there is none), for heaps of one game.
    #[must_use]
    pub fn analysis(&self) -> Option<Result<&Analysis, &AnalysisError>> {
        self.facts().map(|facts| facts.analysis.as_ref())
    }

    /// The claims about the current position: outcome, winning moves and why, the table's markers
    /// (`None` when it cannot be analysed, or for a sum of games).
    #[must_use]
    pub fn claims(&self) -> Option<&Claims> {
        self.facts().and_then(|facts| facts.claims.as_ref())
    }

    /// The binary table of the current position's Grundy values, for heaps of one game.
    #[must_use]
    pub fn table(&self) -> Option<&BinaryTable> {
        self.facts().map(|facts| &facts.table)
    }

    /// Every recorded move with the nim-sum after it (cached; those past the cursor are undone).
    #[must_use]
    pub fn history(&self) -> &[HistoryEntry] {
        self.facts().map_or(&[], |facts| &facts.history)
    }

    /// The nim-sum and objects left at the start and after each move in effect (cached per change).
    #[must_use]
    pub fn nim_sum_points(&self) -> &[crate::core::NimSumPoint] {
        self.facts().map_or(&[], |facts| &facts.nim_sum_points)
    }

    /// The position after each recorded move, as text (empty for positions of more than 8 heaps).
    #[must_use]
    pub fn history_positions(&self) -> &[String] {
        self.facts().map_or(&[], |facts| &facts.history_positions)
    }

    /// Where the board's column was drawn in the last frame, in points.
    #[must_use]
    pub fn board_area(&self) -> egui::Rect {
        self.board.area
    }

    /// The computer's last move while the board shows it (until the position changes again).
    #[must_use]
    pub fn shown_move(&self) -> Option<&board::ShownMove> {
        let cursor = self.session.game().cursor();
        self.board.shown_move.as_ref().filter(|shown| shown.at == cursor)
    }

    /// The preferences.
    #[must_use]
    pub fn prefs(&self) -> &Preferences {
        &self.prefs
    }

    /// Whether a native file dialog is open.
    #[must_use]
    pub fn file_dialog_open(&self) -> bool {
        self.files.dialogs.is_open()
    }

    /// Whether the new-game dialog is open.
    #[must_use]
    pub fn new_game_open(&self) -> bool {
        self.shell.dialogs.new_game.open
    }

    /// Whether the answers are shown on the board (one rule for every game).
    #[must_use]
    pub fn revealed(&self) -> bool {
        self.session.revealed
    }

    /// The error shown in the error dialog, if any.
    #[must_use]
    pub fn error(&self) -> Option<&AppError> {
        self.shell.status.error.as_ref()
    }

    /// The last message (the computer's reason for its move, a save confirmation). While the answers
    /// are hidden, the computer's reason is left out (it would give X away).
    #[must_use]
    pub fn message(&self) -> Option<String> {
        let player = |side| self.player(side).to_string();
        self.shell.status.message.as_ref().map(|said| said.words(player, self.revealed()))
    }

    /// Whether the last message is told above the board rather than on the status line: the
    /// computer's move on heaps while the board shows it, and whatever happened on a sum's board.
    #[must_use]
    pub fn message_on_board(&self) -> bool {
        match &self.shell.status.message {
            Some(super::said::Said::Sum(_)) => true,
            Some(_) => self.shown_move().is_some(),
            None => false,
        }
    }

    pub(in crate::ui) fn say(&mut self, said: super::said::Said) {
        self.shell.status.message = Some(said);
    }

    /// The file the message shown says was written (a save or an export).
    #[must_use]
    pub fn written(&self) -> Option<&std::path::Path> {
        self.shell.status.message.as_ref().and_then(super::said::Said::written)
    }

    /// Opens `panel` on the left of the board (closing the one there), or closes it if it is open.
    pub(in crate::ui) fn toggle_left(&mut self, panel: super::action::LeftPanel) {
        self.prefs.left = if self.prefs.left == Some(panel) { None } else { Some(panel) };
        // A panel asked for comes to the front where it shares a tab strip with the table.
        if self.prefs.left.is_some() {
            self.shell.side_tab = super::action::SideTab::Beside;
        }
    }

    /// The game on the board as it is now, to be set aside while exercises or a lesson use the board.
    pub(in crate::ui) fn set_aside(&self) -> Session {
        self.session.clone()
    }

    /// What the board is used for: free play, exercises or a lesson.
    #[must_use]
    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// Makes again what is derived from the state and kept where what it is made from changed: after
    /// every action, never by hand. When the game on the board changed (a move, an undo, a new or
    /// opened game, heaps or a sum): a new revision, the analysis, the claims and the table made
    /// once, the hint ladder's rungs hidden again and the proof's walk back at its start; then the
    /// proof's page, the P-position map and a sum's panel where theirs changed.
    pub(in crate::ui) fn keep_fresh(&mut self) {
        let heaps = self.session.game().position().heaps().len();
        self.board.sum.focus = self.board.sum.focus.min(heaps.saturating_sub(1));
        let on_board = derived::MadeFrom { game: self.session.game().clone(), sum_board: self.on_sum_board() };
        if self.derived.made_from.as_ref() != Some(&on_board) {
            self.derived = Derived::of(on_board, self.board.sum.focus, self.derived.revision + 1);
            if let Some(facts) = self.derived.heaps() {
                self.board.panel.clamp_to(facts.game.position());
            }
            self.proof.step = 0;
            self.proof.heap = None;
            self.proof.pick = None;
        }
        // A sum's panel shows the steps of the heap in focus: made again when another is chosen.
        if let Some(derived::Facts::Sum(facts)) = &mut self.derived.facts {
            facts.focus_on(self.session.game(), self.board.sum.focus);
        }
        self.fresh_proof();
        self.fresh_map();
    }

    /// The language the window speaks: the one chosen, or the system's.
    #[must_use]
    pub fn language(&self) -> crate::i18n::Lang {
        self.prefs.language.unwrap_or(self.shell.system_language)
    }

    /// Whether controls and stones are large enough for a finger (View ▸ Touch targets).
    #[must_use]
    pub fn large_targets(&self) -> bool {
        self.prefs.touch.large(self.shell.finger)
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        if !self.shell.finger && ctx.input(egui::InputState::any_touches) {
            self.shell.finger = true;
            self.shell.style_dirty = true;
        }
        if self.shell.style_dirty {
            // The window's thread speaks the chosen language (other threads keep theirs).
            crate::i18n::set_thread_language(self.language());
            // The web page fetches the Chinese face only when Chinese is chosen.
            if self.language() == crate::i18n::Lang::ZhCn {
                crate::ui::platform::want_chinese_font(ctx);
            }
            let spacing = style::spacing(self.large_targets());
            ctx.all_styles_mut(|style| style.spacing = spacing.clone());
            ctx.set_visuals(style::visuals(self.prefs.dark, self.prefs.projector));
            ctx.set_zoom_factor(self.prefs.effective_zoom());
            self.shell.style_dirty = false;
        }
    }
}
