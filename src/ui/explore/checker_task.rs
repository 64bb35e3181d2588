//! The theorem checker's long work: the XOR-free classification of a box runs on a worker thread,
//! with its progress in an atomic and a cancel flag. The window polls it each frame and never waits.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

use eframe::egui;

use crate::core::{CheckBox, CheckError, CheckReport, Conjecture, Rules, check_conjecture};

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
    done: Arc<AtomicU64>,
    total: u64,
    cancel: Arc<AtomicBool>,
    receiver: Receiver<CheckResult>,
    started: Instant,
}

impl CheckerTask {
    /// Starts the check on a worker thread; the window is asked to repaint when it ends.
    ///
    /// # Errors
    /// When no thread can be started.
    pub fn start(ctx: &egui::Context, request: CheckRequest) -> std::io::Result<Self> {
        let done = Arc::new(AtomicU64::new(0));
        let cancel = Arc::new(AtomicBool::new(false));
        let (sender, receiver) = mpsc::channel();
        let total = u64::try_from(request.shape.positions()).unwrap_or(u64::MAX);
        let (worker_done, worker_cancel, worker_request) = (done.clone(), cancel.clone(), request.clone());
        let ctx = ctx.clone();
        std::thread::Builder::new().name("theorem-checker".into()).spawn(move || {
            let started = Instant::now();
            let report = check_conjecture(
                worker_request.shape,
                &worker_request.rules,
                worker_request.conjecture,
                |so_far, _| {
                    worker_done.store(so_far, Ordering::Relaxed);
                    !worker_cancel.load(Ordering::Relaxed)
                },
            );
            // The window may have closed meanwhile; then nobody is listening, which is fine.
            let _ = sender.send(CheckResult { request: worker_request, report, elapsed: started.elapsed() });
            ctx.request_repaint();
        })?;
        Ok(Self { request, done, total, cancel, receiver, started: Instant::now() })
    }

    /// What is being checked.
    #[must_use]
    pub fn request(&self) -> &CheckRequest {
        &self.request
    }

    /// The share done so far, 0 to 1.
    #[must_use]
    pub fn fraction(&self) -> f32 {
        if self.total == 0 { 0.0 } else { (self.done.load(Ordering::Relaxed) as f64 / self.total as f64) as f32 }
    }

    /// Time since the start.
    #[must_use]
    pub fn running_for(&self) -> Duration {
        self.started.elapsed()
    }

    /// Asks the worker to stop (it answers with [`CheckError::Cancelled`]).
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether Cancel was pressed.
    #[must_use]
    pub fn cancelling(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// The result, once the worker is done (never waits).
    #[must_use]
    pub fn poll(&self) -> Option<CheckResult> {
        match self.receiver.try_recv() {
            Ok(result) => Some(result),
            Err(TryRecvError::Empty) => None,
            // The worker died without an answer (it cannot panic on a valid box): say so.
            Err(TryRecvError::Disconnected) => Some(CheckResult {
                request: self.request.clone(),
                report: Err(CheckError::Cancelled),
                elapsed: self.started.elapsed(),
            }),
        }
    }
}
