//! Undo, redo and a jump in the history as a person means them, once for every game on the board:
//! against the computer, Undo goes back to the person's turn and Redo plays the computer's answer
//! again. The moves themselves are taken back by the game's one history (`core::History`).

use crate::ui::app::OnBoard;

impl OnBoard {
    /// Takes back one move; whether there was one.
    fn undo_one(&mut self) -> bool {
        match self {
            Self::Heaps(saved) => saved.game.undo(),
            Self::Sum(sum) => sum.game.undo(),
        }
    }

    /// Plays one undone move again; whether there was one.
    fn redo_one(&mut self) -> bool {
        match self {
            Self::Heaps(saved) => saved.game.redo(),
            Self::Sum(sum) => sum.game.redo(),
        }
    }

    /// Puts the board where `cursor` moves are in effect (0: the start); whether it could.
    pub(in crate::ui) fn jump_to(&mut self, cursor: usize) -> bool {
        match self {
            Self::Heaps(saved) => saved.game.jump_to(cursor).is_ok(),
            Self::Sum(sum) => sum.game.jump_to(cursor).is_ok(),
        }
    }

    /// Whether the side to move is the computer playing a person, and the game goes on: it then
    /// answers by itself.
    pub(in crate::ui) fn computer_answers(&self) -> bool {
        let (side, over, players) = match self {
            Self::Heaps(saved) => (saved.game.to_move(), saved.game.is_over(), saved.players.clone()),
            Self::Sum(sum) => (sum.game.to_move(), sum.game.is_over(), sum.players()),
        };
        players.computer_against_person() == Some(side) && !over
    }

    /// Takes back the last move and, against the computer, every move back to the person's turn.
    /// Returns whether anything changed.
    pub(in crate::ui) fn undo(&mut self) -> bool {
        if !self.undo_one() {
            return false;
        }
        while self.computer_answers() && self.undo_one() {}
        true
    }

    /// Plays the next undone move again and, against the computer, its answer. Returns whether
    /// anything changed.
    pub(in crate::ui) fn redo(&mut self) -> bool {
        if !self.redo_one() {
            return false;
        }
        if self.computer_answers() {
            self.redo_one();
        }
        true
    }
}
