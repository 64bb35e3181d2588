//! Undo, redo and a jump in the history as a person means them, once for every game on the board: against the computer,
//! Undo goes back to the person's turn and Redo plays the computer's answer again. The moves
//! themselves are taken back by the game's one history (`core::History`).

use crate::save::SavedGame;
use crate::ui::app::OnBoard;
use crate::ui::sums::SumSession;

/// A game on the board whose moves can be taken back, and which knows when the computer answers.
pub(in crate::ui) trait Turns {
    /// Takes back one move; whether there was one.
    fn undo_one(&mut self) -> bool;
    /// Plays one undone move again; whether there was one.
    fn redo_one(&mut self) -> bool;
    /// Puts the board where `cursor` moves are in effect (0: the start); whether it could.
    fn jump_to(&mut self, cursor: usize) -> bool;
    /// Whether the side to move is the computer, playing a person.
    fn computer_to_move(&self) -> bool;

    /// Takes back the last move and, against the computer, every move back to the person's turn.
    /// Returns whether anything changed.
    fn undo(&mut self) -> bool {
        if !self.undo_one() {
            return false;
        }
        while self.computer_to_move() && self.undo_one() {}
        true
    }

    /// Plays the next undone move again and, against the computer, its answer. Returns whether
    /// anything changed.
    fn redo(&mut self) -> bool {
        if !self.redo_one() {
            return false;
        }
        if self.computer_to_move() {
            self.redo_one();
        }
        true
    }
}

impl Turns for SavedGame {
    fn undo_one(&mut self) -> bool {
        self.game.undo()
    }

    fn redo_one(&mut self) -> bool {
        self.game.redo()
    }

    fn jump_to(&mut self, cursor: usize) -> bool {
        self.game.jump_to(cursor).is_ok()
    }

    fn computer_to_move(&self) -> bool {
        let side = self.game.to_move();
        self.players.seat(side).is_computer() && !self.players.seat(side.other()).is_computer()
    }
}

impl Turns for SumSession {
    fn undo_one(&mut self) -> bool {
        self.game.undo()
    }

    fn redo_one(&mut self) -> bool {
        self.game.redo()
    }

    fn jump_to(&mut self, cursor: usize) -> bool {
        self.game.jump_to(cursor).is_ok()
    }

    fn computer_to_move(&self) -> bool {
        SumSession::computer_to_move(self)
    }
}

/// Whatever game is on the board: one Undo, one Redo.
impl Turns for OnBoard {
    fn undo_one(&mut self) -> bool {
        match self {
            Self::Heaps(saved) => saved.undo_one(),
            Self::Sum(sum) => sum.undo_one(),
        }
    }

    fn redo_one(&mut self) -> bool {
        match self {
            Self::Heaps(saved) => saved.redo_one(),
            Self::Sum(sum) => sum.redo_one(),
        }
    }

    fn jump_to(&mut self, cursor: usize) -> bool {
        match self {
            Self::Heaps(saved) => saved.jump_to(cursor),
            Self::Sum(sum) => sum.jump_to(cursor),
        }
    }

    fn computer_to_move(&self) -> bool {
        match self {
            Self::Heaps(saved) => Turns::computer_to_move(&**saved),
            Self::Sum(sum) => Turns::computer_to_move(&**sum),
        }
    }
}
