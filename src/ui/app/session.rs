//! The one session: the person's game (whatever it is — heaps of one game or a sum of games), its
//! file, and whether its answers are shown. Undo, redo and a jump in
//! the history as a person means them — against the computer, Undo goes back to the person's turn
//! and Redo plays the computer's answer again; the moves themselves are taken back by the game's one
//! history (`core::History`).

use std::path::PathBuf;

use crate::core::{Game, Players};
use crate::save::SavedGame;

/// The person's game with its file and whether its answers are shown: on the board, or set aside
/// while exercises or a lesson use the board. Set aside, it comes back when they end exactly as it
/// was (its answers shown or hidden as they were), and it is what the autosave keeps meanwhile.
/// One session for every game: heaps of one game and a sum of games alike have one saved game, one
/// file, one autosave and one rule for hidden answers.
#[derive(Clone, Debug)]
pub struct Session {
    /// The game with its title, notes and players (an empty title is worded when drawn).
    pub saved: SavedGame,
    /// Its file.
    pub path: Option<PathBuf>,
    /// Whether its answers are shown.
    pub revealed: bool,
}

impl Session {
    /// A session on `saved` played by its players, with its file and its answers shown or not.
    #[must_use]
    pub fn new(saved: SavedGame, path: Option<PathBuf>, revealed: bool) -> Self {
        Self { saved, path, revealed }
    }

    /// The game, whatever board it is played on: the one game with its one history.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.saved.game
    }

    /// The game, to play, undo or redo a move.
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.saved.game
    }

    /// Whether its heaps all play one take-away game (Nim, S(1..k), a set): the plain case, which
    /// the classic board, its table and its proof show (unless a quiz or the lesson on sums uses the
    /// board).
    #[must_use]
    pub fn is_plain(&self) -> bool {
        self.saved.game.rules().is_some()
    }

    /// Who plays: the players in their seats (a quiz's questions are put on the board for two
    /// people).
    #[must_use]
    pub fn players(&self) -> Players {
        self.saved.players.clone()
    }

    /// The side the computer plays against a person, if it does.
    #[must_use]
    pub fn computer(&self) -> Option<crate::core::Side> {
        self.players().computer_against_person()
    }

    /// Whether the side to move is the computer playing a person, and the game goes on: it then
    /// answers by itself.
    pub(in crate::ui) fn computer_answers(&self) -> bool {
        let game = self.game();
        self.computer() == Some(game.to_move()) && !game.is_over()
    }

    /// Whether the seat to move is a computer's and the game goes on (Computer move plays for it;
    /// the board takes no clicks).
    #[must_use]
    pub fn computer_seat_to_move(&self) -> bool {
        let game = self.game();
        self.players().seat(game.to_move()).is_computer() && !game.is_over()
    }

    /// Puts the board where `cursor` moves are in effect (0: the start); whether it could.
    pub(in crate::ui) fn jump_to(&mut self, cursor: usize) -> bool {
        self.game_mut().jump_to(cursor).is_ok()
    }

    /// Takes back the last move and, against the computer, every move back to the person's turn.
    /// Returns whether anything changed.
    pub(in crate::ui) fn undo(&mut self) -> bool {
        if !self.game_mut().undo() {
            return false;
        }
        while self.computer_answers() && self.game_mut().undo() {}
        true
    }

    /// Plays the next undone move again and, against the computer, its answer. Returns whether
    /// anything changed.
    pub(in crate::ui) fn redo(&mut self) -> bool {
        if !self.game_mut().redo() {
            return false;
        }
        if self.computer_answers() {
            self.game_mut().redo();
        }
        true
    }
}
