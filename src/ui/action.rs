//! Every change to the app's state is an [`Action`], applied in one place: `BoutonApp::apply`.

use std::path::PathBuf;

use super::explore::CheckResult;
use super::explore::ExploreTab;
use super::files::Purpose;
use crate::core::{Answer, Conjecture, ExerciseSet, Move};
use crate::save::Lesson;
use crate::save::SavedGame;
use crate::words::ProofPage;

/// A panel that can be shown or hidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PanelKind {
    /// The binary table beside the board.
    Table,
    /// The move list.
    History,
    /// The proof walkthrough (beside the board, on the left).
    Proof,
    /// The exercises (beside the board, on the left; one left panel at a time).
    Exercises,
    /// Plots and the theorem checker (beside the board, on the left).
    Explore,
    /// The lessons: built-in ones, and the editor (beside the board, on the left).
    Lessons,
    /// The review of the game: every move graded, and the value chart (beside the board, on the left).
    Review,
}

/// A panel left of the board (one at a time).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum LeftPanel {
    /// The proof walkthrough.
    Proof,
    /// The exercises.
    Exercises,
    /// Plots and the theorem checker.
    Explore,
    /// The lessons: built-in ones, and the editor.
    Lessons,
    /// The review of the game.
    Review,
}

impl LeftPanel {
    /// Its name, as its tab says it.
    #[must_use]
    pub fn name(self) -> String {
        PanelKind::from(self).name()
    }
}

impl From<LeftPanel> for PanelKind {
    fn from(panel: LeftPanel) -> Self {
        match panel {
            LeftPanel::Proof => Self::Proof,
            LeftPanel::Exercises => Self::Exercises,
            LeftPanel::Explore => Self::Explore,
            LeftPanel::Lessons => Self::Lessons,
            LeftPanel::Review => Self::Review,
        }
    }
}

impl PanelKind {
    /// Its name, as its tab says it.
    #[must_use]
    pub fn name(self) -> String {
        match self {
            Self::Table => crate::i18n::msg::panel_table(),
            Self::History => crate::i18n::msg::panel_moves(),
            Self::Proof => crate::i18n::msg::panel_proof(),
            Self::Exercises => crate::i18n::msg::panel_exercises(),
            Self::Explore => crate::i18n::msg::panel_explore(),
            Self::Lessons => crate::i18n::msg::panel_lessons(),
            Self::Review => crate::i18n::msg::panel_review(),
        }
    }

    /// Whether it opens beside a sum's board: the exercises and the lessons do (they put their own
    /// games on the board); the table, the move list, the proof, Explore and the review show heaps
    /// of one game, and a sum's board says so instead.
    #[must_use]
    pub fn opens_beside_a_sum(self) -> bool {
        match self {
            Self::Exercises | Self::Lessons => true,
            Self::Table | Self::History | Self::Proof | Self::Explore | Self::Review => false,
        }
    }
}

/// The tabs of a shared side panel, where a narrow window gives the panels one panel with tabs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SideTab {
    /// The panel left of the board itself (the proof, Explore, the lessons or the exercises).
    #[default]
    Beside,
    /// The binary table.
    Table,
    /// The move list.
    Moves,
}

/// A step in a lesson, or a change to it in the editor.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonAction {
    /// Present a lesson from its first step (loaded from this file, or built in).
    Present(Box<Lesson>, Option<PathBuf>),
    /// Show step `n` (from 0).
    Go(usize),
    /// The next step.
    Next,
    /// The previous step.
    Back,
    /// Play the next move of the step's script (one move, whoever plays it).
    NextMove,
    /// Leave the lesson; the panels come back as they were.
    End,
    /// A new lesson whose first step is the game on the board.
    New,
    /// Rename the lesson.
    Rename(String),
    /// Add the game on the board as a step after the current one.
    AddStep {
        /// Its title.
        title: String,
        /// Its text for the class.
        text: String,
        /// Whether its answers start hidden.
        hide_answers: bool,
    },
    /// Move step `from` to place `to` (both from 0).
    MoveStep {
        /// Where it is.
        from: usize,
        /// Where it goes.
        to: usize,
    },
    /// Delete step `n` (a lesson keeps at least one).
    DeleteStep(usize),
    /// Save the lesson to this file.
    SaveTo(PathBuf),
}

/// A change in the Explore panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExploreAction {
    /// Show a view.
    Tab(ExploreTab),
    /// A map of two or three heaps.
    MapHeaps(usize),
    /// The third heap of a three-heap map.
    Third(u64),
    /// How far the Grundy plot goes.
    GrundyTo(u64),
    /// A heap game to plot instead of the board's rules, as typed (kayles, 0.6, …; empty: the board's).
    PlotGame(String),
    /// How far a longer search for the plotted game's period goes.
    SearchTo(u64),
    /// Start that search on a worker thread.
    SearchPeriod,
    /// Ask the search to stop.
    CancelSearch,
    /// The search ended: the plotted game's values with what it found, or why it stopped.
    SearchFinished(Result<crate::core::GrundySequenceReport, crate::core::OctalError>),
    /// The checker's box and the rule it tests.
    CheckSettings {
        /// Heaps in the box.
        heaps: usize,
        /// The largest heap.
        max: u64,
        /// The rule under test.
        conjecture: Conjecture,
    },
    /// Test your own formula (the one typed last, or Bouton's rule for three heaps to start from).
    OwnFormula,
    /// The text of your own formula, as typed (it is tested once it reads).
    FormulaText(String),
    /// Start the checker on a worker thread.
    StartCheck,
    /// Ask the checker to stop.
    CancelCheck,
    /// Put this position on the board (a new game under the same rules and players).
    LoadPosition(Vec<u64>),
}

/// A step in the proof panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProofAction {
    /// The next slide.
    Next,
    /// The previous slide.
    Back,
    /// The first slide.
    Restart,
    /// Show a page (Lemma 1, Lemma 2, the theorem, a variant), from its first slide.
    Page(ProofPage),
    /// Lemma 2: use this heap (one with a 1 in bit d).
    ChooseHeap(usize),
    /// Lemma 1: use this move (it is not played).
    PickMove(Move),
}

/// A step in the exercises.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExerciseAction {
    /// Start a series: the game on the board is kept aside and comes back at Stop.
    Start(ExerciseSet),
    /// Answer the question ("Find the winning move" is answered by playing on the board).
    Answer(Answer),
    /// The next question.
    Next,
    /// End the series and bring back the game that was on the board.
    Stop,
    /// Send this series to the class session that runs: every student works through it on their
    /// own device (the board here is not used).
    SendToClass(ExerciseSet),
}

/// One change to the app's state, from a click, a key, a menu, the computer or a file.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Play a move for the player to move.
    Play(Move),
    /// Play a move and let the computer wait for "Computer move" (the proof panel's offers).
    PlayWithoutReply(Move),
    /// A step in the proof panel.
    Proof(ProofAction),
    /// A step in the exercises.
    Exercise(ExerciseAction),
    /// A change in the Explore panel.
    Explore(ExploreAction),
    /// A lesson step, or an edit of the lesson.
    Lesson(LessonAction),
    /// A change to the sum of games on the board.
    Sum(super::sums::SumAction),
    /// A game in disguise: start one, play in it, end it.
    Disguise(super::disguise::DisguiseAction),
    /// A student's seat in a class session: connect, join, what the server sent.
    Seat(super::seat::SeatAction),
    /// The teacher's class session: start it, its view, pause, send, remove, end.
    #[cfg(not(target_arch = "wasm32"))]
    Teacher(super::teacher::TeacherAction),
    /// Write the Markdown handout of the position to this file: the teacher's (with the answers) or
    /// the students' worksheet (without).
    ExportHandout(PathBuf, crate::export::Edition),
    /// Write a PNG picture of the board and the table to this file (taken at the end of the frame).
    ExportPicture(PathBuf),
    /// Write an SVG picture of the board and the table to this file (hidden answers stay hidden).
    ExportSvg(PathBuf),
    /// The computer plays for the player to move (the Step button, or its turn).
    ComputerMove,
    /// Take back the last move (and the computer's reply, against the computer).
    Undo,
    /// Play again the last move taken back.
    Redo,
    /// Go to the position after this many moves.
    JumpTo(usize),
    /// Open the new-game dialog.
    ShowNewGame,
    /// Start a new game.
    NewGame(Box<SavedGame>),
    /// Replace the game with a loaded one (from a file at this path, or an example).
    Load(Box<SavedGame>, Option<PathBuf>),
    /// Start loading a file from a path (a recent file, a dropped file, the command line) on a worker
    /// thread; it answers with `Opened`.
    Open(PathBuf),
    /// Start loading a file's bytes that came without a path (the browser's file picker, a file
    /// dropped on the page), named `name`; it answers with `Opened` as `Open` does.
    OpenBytes {
        /// The file's name, shown in messages and used when the game is saved again.
        name: String,
        /// What the file holds.
        bytes: std::sync::Arc<[u8]>,
    },
    /// Open the position a link carries (the part after `#`: `heaps=3,4,5&misere`); a bad link is
    /// explained and changes nothing.
    OpenLink(String),
    /// Copy a link to the position on the board (the web page's address with the position after `#`).
    CopyLink,
    /// The loader's answer for this file: a game or a lesson, or why not (the game stays as it was).
    Opened(PathBuf, Box<Result<crate::save::Opened, super::AppError>>),
    /// Ask the loader to stop (it answers `Opened` with "cancelled").
    CancelOpen,
    /// Open a native file dialog (it runs beside the window and answers with `Open` or `SaveTo`).
    ShowFileDialog(Purpose),
    /// Open the app's own file chooser (where the desktop has no file dialog).
    ShowFileChooser(Purpose),
    /// Close the app's file chooser.
    CloseFileChooser,
    /// Save the game to this path.
    SaveTo(PathBuf),
    /// Show (true) or hide the answers: outcome, winning moves, giveaway highlights.
    Reveal(bool),
    /// Show the next rung of the hint ladder (Ctrl+H): who wins, the rule that decides here, the
    /// heaps that can win, then a winning move.
    Hint,
    /// Whether answers start hidden in new games.
    SetHideAnswers(bool),
    /// Show or hide a panel.
    TogglePanel(PanelKind),
    /// Bring the table or the move list to the front where they share a panel (narrow windows).
    ShowTab(SideTab),
    /// Hints on the board (the nim-sum a move would leave).
    SetHints(bool),
    /// Zoom in (true) or out one step.
    Zoom(bool),
    /// Back to 100 %.
    ZoomReset,
    /// The Projector preset on or off (F5): large type, high contrast, answers hidden.
    SetProjector(bool),
    /// Dark (true) or light theme.
    SetDark(bool),
    /// Colour every move on the board by its value (remoteness), or stop.
    SetMoveValues(bool),
    /// Speak this language (`None`: the system's).
    SetLanguage(Option<crate::i18n::Lang>),
    /// Stop counting the moves to the end (move values and the review).
    CancelCount,
    /// Make controls and stones large enough for a finger, or not, or decide by the pointer.
    SetTouchTargets(crate::ui::TouchTargets),
    /// Close the error dialog.
    DismissError,
    /// Answer the note about the autosave at start: go on autosaving where it says (`true`), or
    /// not autosave in this window (`false`).
    AnswerAutosaveNote(bool),
    /// Read the saves folder again (the menu lists what it read last).
    RefreshSaves,
    /// Full screen on or off (F11, View ▸ Full screen).
    ToggleFullScreen,
    /// The theorem checker's worker finished, was cancelled, or failed.
    CheckFinished(Box<CheckResult>),
}
