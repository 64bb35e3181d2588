//! A longer search for a game's period: its values computed one by one up to a size the person
//! chooses (up to [`crate::core::MAX_UNPROVEN_TO`]), in slices ([`ValuesRun`]) on a worker thread (or
//! between frames in the browser), with progress and Cancel.

use eframe::egui;

use crate::core::{GrundySequenceReport, HeapGame, OctalError, ValuesRun};
use crate::ui::explore::GRUNDY_PLOT_MAX;
use crate::ui::worker::{Poll, Sliced, Worker};

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
        let worker = match &game {
            HeapGame::Octal(code) => {
                let run = code.values_for_run(search_to.max(GRUNDY_PLOT_MAX));
                let slices = SearchSlices {
                    run,
                    code: code.to_string(),
                    started: web_time::Instant::now(),
                    working: web_time::Duration::ZERO,
                };
                Worker::start_sliced(ctx, "grundy-search", slices)?
            }
            // A take-away rule's values, and Lasker's, need no search; Grundy's game's to the plot's
            // end are quick (a few million steps).
            HeapGame::Take(_) | HeapGame::Lasker | HeapGame::Grundy => {
                let answer = game.sequence(GRUNDY_PLOT_MAX);
                Worker::start(ctx, "grundy-search", move |_| answer)?
            }
        };
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

/// A period search as slices of work.
struct SearchSlices {
    run: ValuesRun,
    code: String,
    started: web_time::Instant,
    /// The time spent in the slices themselves (the rest went to frames, in the browser).
    working: web_time::Duration,
}

/// Sizes per slice: a few milliseconds of work for 0.6 near 2^20.
const SIZES_PER_SLICE: usize = 512;

impl Sliced for SearchSlices {
    type Answer = Result<GrundySequenceReport, OctalError>;

    fn step(&mut self) -> Option<Self::Answer> {
        let slice = web_time::Instant::now();
        let answer = self.run.step(SIZES_PER_SLICE);
        self.working += slice.elapsed();
        let report = answer?.map(|values| GrundySequenceReport::from_values(&values, GRUNDY_PLOT_MAX));
        if let Ok(report) = &report {
            log::info!(
                "grundy search: {} to n = {} ({}) in {:.2?} ({:.2?} of work)",
                self.code,
                report.searched_to,
                report
                    .period
                    .map_or_else(|| "no period".into(), |p| format!("period {} from {}", p.period, p.preperiod)),
                self.started.elapsed(),
                self.working
            );
        }
        Some(report)
    }

    fn progress(&self) -> (u64, u64) {
        self.run.progress()
    }

    fn stopped(&mut self) -> Self::Answer {
        Err(OctalError::Cancelled { code: self.code.clone(), at: self.run.computed() })
    }
}
