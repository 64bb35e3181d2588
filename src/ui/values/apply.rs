//! Keeping the counts in step with the game: started when they are wanted and out of date, polled
//! every frame, dropped when nobody looks.

use super::{Counted, ValuesState, count};
use crate::core::{Game, MoveValues, RemotenessRun, Review};
use crate::ui::app::BoutonApp;

impl BoutonApp {
    /// The counts in hand.
    #[must_use]
    pub fn values(&self) -> &ValuesState {
        &self.values
    }

    /// Every move's value from the position on the board, once counted (and while shown).
    #[must_use]
    pub fn move_values(&self) -> Option<&MoveValues> {
        self.values.moves.as_ref().filter(|c| c.key == self.derived.revision).and_then(Counted::ready)
    }

    /// Every move's value in the sum on the board, once counted (and while shown).
    #[must_use]
    pub fn sum_move_values(&self) -> Option<&crate::core::SumMoveValues> {
        let position = self.sum()?.game.position();
        self.values.sum_moves.as_ref().filter(|c| &c.key == position).and_then(Counted::ready)
    }

    /// The review of every recorded move, once counted.
    #[must_use]
    pub fn review(&self) -> Option<&Review> {
        self.values.review.as_ref().and_then(Counted::ready)
    }

    /// Whether the board colours every move by its value: asked for, the answers shown, and a game of
    /// Nim, S(1..k) or a set on the board (not a sum).
    #[must_use]
    pub fn shows_move_values(&self) -> bool {
        self.prefs.move_values && self.session.revealed && self.sum().is_none()
    }

    /// The whole recorded game (every move, wherever the board is): what the review grades.
    fn recorded_game(&self) -> Option<Game> {
        let mut whole = self.game()?.clone();
        // Redo to the end: the review covers moves undone since, so a row can jump forward too.
        while whole.redo() {}
        Some(whole)
    }

    /// Starts the counts that are wanted and out of date, drops those nobody looks at, and takes
    /// the workers' answers. Called once per frame; a count starts only when the game changed.
    pub(in crate::ui) fn refresh_values(&mut self) {
        let revision = self.derived.revision;
        if let Some(game) = self.game().filter(|_| self.shows_move_values()) {
            if self.values.moves.as_ref().is_none_or(|c| c.key != revision) {
                if let Some(old) = &self.values.moves {
                    old.cancel();
                }
                let run = RemotenessRun::moves_of_position(game.position(), game.rules());
                self.values.moves = Some(Counted::start(&self.shell.ctx, revision, run, count::Moves));
            }
        } else if let Some(old) = self.values.moves.take() {
            old.cancel();
        }
        let sum_values = self.prefs.move_values && self.revealed();
        match self.sum().filter(|_| sum_values).map(|s| (s.game.position().clone(), s.game.ending())) {
            Some((position, ending)) => {
                if self.values.sum_moves.as_ref().is_none_or(|c| c.key != position) {
                    if let Some(old) = &self.values.sum_moves {
                        old.cancel();
                    }
                    let run = RemotenessRun::moves_of_sum(&position, ending);
                    self.values.sum_moves = Some(Counted::start(&self.shell.ctx, position, run, count::SumMoves));
                }
            }
            None => {
                if let Some(old) = self.values.sum_moves.take() {
                    old.cancel();
                }
            }
        }
        if self.prefs.left == Some(crate::ui::action::LeftPanel::Review) && self.sum().is_none() {
            // The recorded game can only have changed when the game's revision did: not every frame.
            let seen = self.values.review_seen.replace(revision);
            let whole = if seen == Some(revision) { None } else { self.recorded_game() };
            if let Some(whole) = whole
                && self.values.review.as_ref().is_none_or(|c| c.key != whole)
            {
                if let Some(old) = &self.values.review {
                    old.cancel();
                }
                let run = Review::search(&whole);
                self.values.review = Some(Counted::start(&self.shell.ctx, whole.clone(), run, count::Graded(whole)));
            }
        } else if let Some(old) = self.values.review.take() {
            old.cancel();
            self.values.review_seen = None;
        }
        let ctx = self.shell.ctx.clone();
        let ValuesState { moves, review, sum_moves, .. } = &mut self.values;
        if let Some(counted) = moves {
            counted.poll(&ctx);
        }
        if let Some(counted) = sum_moves {
            counted.poll(&ctx);
        }
        if let Some(counted) = review {
            counted.poll(&ctx);
        }
    }

    /// Stops the counts running (they say so, and the game stays as it is).
    pub(in crate::ui) fn cancel_counts(&self) {
        if let Some(counted) = &self.values.moves {
            counted.cancel();
        }
        if let Some(counted) = &self.values.review {
            counted.cancel();
        }
        if let Some(counted) = &self.values.sum_moves {
            counted.cancel();
        }
    }
}
