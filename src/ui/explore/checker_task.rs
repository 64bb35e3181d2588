//! The theorem checker's long work: the XOR-free classification of a box, then the comparison, in
//! slices ([`CheckRun`]) on a worker thread (or between frames in the browser), with its progress and
//! a cancel flag. The window polls it each frame and never waits.

use web_time::{Duration, Instant};

use eframe::egui;

use crate::core::{CheckBox, CheckError, CheckReport, CheckRun, Conjecture, Rules};
use crate::ui::worker::{Poll, Sliced, Worker};

/// What to check: a box, the rules, and the conjecture to compare with the brute force.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckRequest {
    /// The box: how many heaps, and the largest size.
    pub shape: CheckBox,
    /// The rules the brute force plays by.
    pub rules: Rules,
    /// The rule under test.
    pub conjecture: Conjecture,
}

/// A finished check: the request, the report (or why there is none) and how long it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckResult {
    /// What was checked.
    pub request: CheckRequest,
    /// The report, or the checker's error (a box too large, or cancelled).
    pub report: Result<CheckReport, CheckError>,
    /// Wall-clock time on the worker.
    pub elapsed: Duration,
}

/// A check running on a worker thread.
pub struct CheckerTask {
    request: CheckRequest,
    worker: Worker<CheckResult>,
}

impl CheckerTask {
    /// Starts the check on a worker thread; the window is asked to repaint when it ends.
    ///
    /// # Errors
    /// When no thread can be started.
    pub fn start(ctx: &egui::Context, request: CheckRequest) -> std::io::Result<Self> {
        let predict = request.conjecture.clone().predictor(&request.rules);
        let worker = match CheckRun::new(request.shape, &request.rules, predict) {
            Ok(run) => {
                let slices =
                    CheckSlices { run, request: request.clone(), started: Instant::now(), working: Duration::ZERO };
                Worker::start_sliced(ctx, "theorem-checker", slices)?
            }
            // A box the checker refuses is answered at once.
            Err(e) => {
                let answer = CheckResult { request: request.clone(), report: Err(e), elapsed: Duration::ZERO };
                Worker::start(ctx, "theorem-checker", move |_| answer)?
            }
        };
        Ok(Self { request, worker })
    }

    /// What is being checked.
    #[must_use]
    pub fn request(&self) -> &CheckRequest {
        &self.request
    }

    /// The worker: how far it got, how long it has run, Cancel (it answers with
    /// [`CheckError::Cancelled`]).
    #[must_use]
    pub fn worker(&self) -> &Worker<CheckResult> {
        &self.worker
    }

    /// The result, once the worker is done (never waits).
    #[must_use]
    pub fn poll(&self) -> Option<CheckResult> {
        // A worker that died without an answer (it cannot panic on a valid box) reads as cancelled.
        match self.worker.poll() {
            Poll::Running => None,
            Poll::Done(result) => Some(result),
            Poll::Vanished => Some(CheckResult {
                request: self.request.clone(),
                report: Err(CheckError::Cancelled),
                elapsed: self.worker.running_for(),
            }),
        }
    }
}

/// A check as slices of work, and what it answers with.
struct CheckSlices {
    run: CheckRun,
    request: CheckRequest,
    started: Instant,
    /// The time spent in the slices themselves (the rest went to frames, in the browser).
    working: Duration,
}

/// Positions per slice: about a millisecond of work.
const POSITIONS_PER_SLICE: u64 = 1 << 14;

impl Sliced for CheckSlices {
    type Answer = CheckResult;

    fn step(&mut self) -> Option<CheckResult> {
        let slice = Instant::now();
        let report = self.run.step(POSITIONS_PER_SLICE);
        self.working += slice.elapsed();
        let report = report?;
        let elapsed = self.started.elapsed();
        log::info!(
            "theorem checker: {} positions classified and compared in {elapsed:.1?} ({:.1?} of work)",
            report.positions,
            self.working
        );
        Some(CheckResult { request: self.request.clone(), report: Ok(report), elapsed })
    }

    fn progress(&self) -> (u64, u64) {
        self.run.progress()
    }

    fn stopped(&mut self) -> CheckResult {
        CheckResult {
            request: self.request.clone(),
            report: Err(CheckError::Cancelled),
            elapsed: self.started.elapsed(),
        }
    }
}
