//! The theorem checker's long work: the XOR-free classification of a box runs on a worker thread,
//! with its progress in an atomic and a cancel flag. The window polls it each frame and never waits.

use web_time::{Duration, Instant};

use eframe::egui;

use crate::core::{CheckBox, CheckError, CheckReport, Conjecture, Rules, check_conjecture};
use crate::ui::worker::{Poll, Worker};

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
        let total = u64::try_from(request.shape.positions()).unwrap_or(u64::MAX);
        let job_request = request.clone();
        let worker = Worker::start(ctx, "theorem-checker", move |progress| {
            let started = Instant::now();
            let report =
                check_conjecture(job_request.shape, &job_request.rules, job_request.conjecture.clone(), |so_far, _| {
                    progress.set(so_far, total);
                    !progress.cancelled()
                });
            CheckResult { request: job_request, report, elapsed: started.elapsed() }
        })?;
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
