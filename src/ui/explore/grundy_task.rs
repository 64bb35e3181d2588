//! A longer search for a game's period: its values computed one by one up to a size the person
//! chooses (up to [`crate::core::MAX_UNPROVEN_TO`]), on a worker thread with progress and Cancel.

use eframe::egui;

use crate::core::{GrundySequenceReport, HeapGame, OctalError};
use crate::ui::explore::GRUNDY_PLOT_MAX;
use crate::ui::worker::{Poll, Worker};

/// A period search running on a worker thread.
pub struct GrundySearchTask {
    game: HeapGame,
    search_to: u64,
    worker: Worker<Result<GrundySequenceReport, OctalError>>,
}

impl GrundySearchTask {
    /// Starts computing `game`'s values up to `search_to` (the plot's values come back with them).
    ///
    /// # Errors
    /// When no thread can be started.
    pub fn start(ctx: &egui::Context, game: HeapGame, search_to: u64) -> std::io::Result<Self> {
        let job_game = game.clone();
        let worker = Worker::start(ctx, "grundy-search", move |progress| {
            job_game.sequence_watched(GRUNDY_PLOT_MAX, search_to, &mut |done, total| {
                progress.set(done, total);
                !progress.cancelled()
            })
        })?;
        Ok(Self { game, search_to, worker })
    }

    /// The game searched.
    #[must_use]
    pub fn game(&self) -> &HeapGame {
        &self.game
    }

    /// How far the search goes.
    #[must_use]
    pub fn search_to(&self) -> u64 {
        self.search_to
    }

    /// The worker: how far it got, Cancel.
    #[must_use]
    pub fn worker(&self) -> &Worker<Result<GrundySequenceReport, OctalError>> {
        &self.worker
    }

    /// The answer once the worker is done (never waits); a worker that vanished reads as cancelled.
    #[must_use]
    pub fn poll(&self) -> Option<Result<GrundySequenceReport, OctalError>> {
        match self.worker.poll() {
            Poll::Running => None,
            Poll::Done(answer) => Some(answer),
            Poll::Vanished => Some(Err(OctalError::Cancelled { code: self.game.name(), at: 0 })),
        }
    }
}
