//! Keeping the counts in step with the game: started when they are wanted and out of date, polled
//! every frame, dropped when nobody looks.

use super::{BoardMoveValues, Counted, ValuesState, count};
use crate::core::{MoveValues, PlainGame, RemotenessRun, Review};
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
        self.board_move_values().and_then(BoardMoveValues::heaps)
    }

    /// Every move's value in the sum on the board, once counted (and while shown).
    #[must_use]
    pub fn sum_move_values(&self) -> Option<&crate::core::SumMoveValues> {
        self.board_move_values().and_then(BoardMoveValues::sum)
    }

    /// Every move's value from the position on the board, whatever the game, once counted (and
    /// while shown): the one count, kept for the game's revision.
    fn board_move_values(&self) -> Option<&BoardMoveValues> {
        self.values.at(self.derived.revision).filter(|_| self.shows_move_values())
    }

    /// The review of every recorded move, once counted.
    #[must_use]
    pub fn review(&self) -> Option<&Review> {
        self.values.review.as_ref().and_then(Counted::ready)
    }

    /// Whether the board colours every move by its value: asked for, and the answers shown.
    #[must_use]
    pub fn shows_move_values(&self) -> bool {
        self.prefs.move_values && self.session.revealed
    }

    /// The whole recorded game (every move, wherever the board is): what the review grades.
    fn recorded_game(&self) -> Option<PlainGame> {
        let mut whole = self.game()?.clone();
        // Redo to the end: the review covers moves undone since, so a row can jump forward too.
        while whole.redo() {}
        Some(whole)
    }

    /// Starts the counts that are wanted and out of date, drops those nobody looks at, and takes
    /// the workers' answers. Called once per frame; a count starts only when the game changed.
    pub(in crate::ui) fn refresh_values(&mut self) {
        if let crate::ui::app::Mode::Disguise { play } = &self.mode {
            // A game in disguise counts by its own brute force; the person's game underneath waits.
            let review = self.prefs.left == Some(crate::ui::action::LeftPanel::Review);
            self.values.disguise.refresh(play, self.session.revealed, review);
            self.cancel_counts();
            self.values.moves = None;
            self.values.review = None;
            self.values.review_seen = None;
            return;
        }
        self.values.disguise = crate::ui::disguise::DisguiseCounts::default();
        let revision = self.derived.revision;
        if !self.shows_move_values() {
            if let Some(old) = self.values.moves.take() {
                old.cancel();
            }
        } else if self.values.moves.as_ref().is_none_or(|c| c.key != revision) {
            if let Some(old) = &self.values.moves {
                old.cancel();
            }
            let game = self.session.game();
            let (run, moves) = if self.on_sum_board() {
                (RemotenessRun::moves_of_sum(game.position(), game.ending()), count::Moves::Sum)
            } else {
                let Some(game) = game.plain() else { return };
                (RemotenessRun::moves_of_position(game.position(), game.rules()), count::Moves::Heaps)
            };
            self.values.moves = Some(Counted::start(&self.shell.ctx, revision, run, moves));
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
        let ValuesState { moves, review, .. } = &mut self.values;
        if let Some(counted) = moves {
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
    }
}
