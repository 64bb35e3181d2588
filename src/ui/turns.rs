//! The one game on the board, whatever board it is: undo, redo and a jump in the history as a person
//! means them — against the computer, Undo goes back to the person's turn and Redo plays the computer's
//! answer again. The moves themselves are taken back by the game's one history (`core::History`).

use crate::ui::app::OnBoard;

impl OnBoard {
    /// The game, whatever board it is played on: the one game with its one history.
    #[must_use]
    pub fn game(&self) -> &crate::core::Game {
        match self {
            Self::Heaps(saved) => &saved.game,
            Self::Sum(sum) => &sum.game,
        }
    }

    /// The game, to play, undo or redo a move.
    pub fn game_mut(&mut self) -> &mut crate::core::Game {
        match self {
            Self::Heaps(saved) => &mut saved.game,
            Self::Sum(sum) => &mut sum.game,
        }
    }

    /// Puts the board where `cursor` moves are in effect (0: the start); whether it could.
    pub(in crate::ui) fn jump_to(&mut self, cursor: usize) -> bool {
        self.game_mut().jump_to(cursor).is_ok()
    }

    /// Who plays: the seats of the game's players (two people during a sum's quiz).
    pub(in crate::ui) fn players(&self) -> crate::core::Players {
        match self {
            Self::Heaps(saved) => saved.players.clone(),
            Self::Sum(sum) => sum.players(),
        }
    }

    /// Whether the side to move is the computer playing a person, and the game goes on: it then
    /// answers by itself.
    pub(in crate::ui) fn computer_answers(&self) -> bool {
        let game = self.game();
        self.players().computer_against_person() == Some(game.to_move()) && !game.is_over()
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
