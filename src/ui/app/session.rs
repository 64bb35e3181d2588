//! The one session: the person's game (whatever it is — heaps of one game or a sum of games), its
//! file, whether its answers are shown, and what a sum's board is used for. Undo, redo and a jump in
//! the history as a person means them — against the computer, Undo goes back to the person's turn
//! and Redo plays the computer's answer again; the moves themselves are taken back by the game's one
//! history (`core::History`).

use std::path::PathBuf;

use crate::core::{Game, Players, SumQuiz};
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
    /// What a sum's board is used for: the game played, a quiz, or the built-in lesson on sums.
    pub sum_use: SumUse,
}

/// What a sum's board is used for. One enum, so a quiz and the lesson on sums are never both under
/// way.
#[derive(Clone, Debug, Default)]
pub enum SumUse {
    /// The game played by its players: heaps of one take-away game on the classic board, any other
    /// sum on a sum's board.
    #[default]
    Play,
    /// A quiz: each question's sum is put on a sum's board, and the answers are the person's.
    Quiz(Box<SumQuiz>),
    /// The built-in lesson "Every impartial game is a Nim heap", at this step (from 0), on a sum's
    /// board.
    Lesson(usize),
}

impl Session {
    /// A session on `saved` played by its players, with its file and its answers shown or not.
    #[must_use]
    pub fn new(saved: SavedGame, path: Option<PathBuf>, revealed: bool) -> Self {
        Self { saved, path, revealed, sum_use: SumUse::Play }
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

    /// Whether the game is shown on a sum's board: a quiz or the lesson on sums, or a sum that is not
    /// heaps of one take-away game (those go on the classic board, with its table and proof).
    #[must_use]
    pub fn on_sum_board(&self) -> bool {
        !matches!(self.sum_use, SumUse::Play) || self.saved.game.rules().is_none()
    }

    /// The saved game, when its heaps all play one take-away game on the classic board (the binary
    /// table, the proof, lessons and exports read it); none on a sum's board.
    #[must_use]
    pub fn classic(&self) -> Option<&SavedGame> {
        (!self.on_sum_board()).then_some(&self.saved)
    }

    /// The saved game, to change, when it is on the classic board.
    pub fn classic_mut(&mut self) -> Option<&mut SavedGame> {
        if self.on_sum_board() { None } else { Some(&mut self.saved) }
    }

    /// The quiz under way, if any.
    #[must_use]
    pub fn quiz(&self) -> Option<&SumQuiz> {
        match &self.sum_use {
            SumUse::Quiz(quiz) => Some(quiz),
            SumUse::Play | SumUse::Lesson(_) => None,
        }
    }

    /// The step of the built-in lesson on sums on the board, if the lesson is under way.
    #[must_use]
    pub fn lesson_step(&self) -> Option<usize> {
        match self.sum_use {
            SumUse::Lesson(step) => Some(step),
            SumUse::Play | SumUse::Quiz(_) => None,
        }
    }

    /// Who plays: the players in their seats, or during a quiz two people (the answers are the
    /// person's).
    #[must_use]
    pub fn players(&self) -> Players {
        match self.sum_use {
            SumUse::Quiz(_) => Players::people(),
            SumUse::Play | SumUse::Lesson(_) => self.saved.players.clone(),
        }
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
