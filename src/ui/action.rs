//! Every change to the app's state is an [`Action`], applied in one place: `BoutonApp::apply`.

use std::path::PathBuf;

use super::file_dialog::Purpose;
use crate::core::Move;
use crate::save::SavedGame;

/// A panel that can be shown or hidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelKind {
    /// The binary table beside the board.
    Table,
    /// The move list.
    History,
}

/// One change to the app's state, from a click, a key, a menu, the computer or a file.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Play a move for the player to move.
    Play(Move),
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
    /// Load a file from a path (a recent file, a dropped file, the command line).
    Open(PathBuf),
    /// Open a native file dialog (it runs beside the window and answers with `Open` or `SaveTo`).
    ShowFileDialog(Purpose),
    /// Save the game to this path.
    SaveTo(PathBuf),
    /// Show (true) or hide the answers: outcome, winning moves, giveaway highlights.
    Reveal(bool),
    /// Whether answers start hidden in new games.
    SetHideAnswers(bool),
    /// Show or hide a panel.
    TogglePanel(PanelKind),
    /// Hints on the board (the nim-sum a move would leave).
    SetHints(bool),
    /// Zoom in (true) or out one step.
    Zoom(bool),
    /// Back to 100 %.
    ZoomReset,
    /// Dark (true) or light theme.
    SetDark(bool),
    /// Close the error dialog.
    DismissError,
}
