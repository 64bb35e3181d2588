//! Long work off the UI thread: a job runs on a named worker thread, reports how far it got and what
//! it is doing, and checks a cancel flag; the window polls it each frame and never waits. The theorem
//! checker and the file loader both run this way.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex};
use web_time::{Duration, Instant};

use eframe::egui;

/// What a job shares with the window: how far it got, what it is doing, and whether to stop.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicU64,
    total: AtomicU64,
    cancel: AtomicBool,
    doing: Mutex<String>,
}

impl Progress {
    /// Records that `done` of `total` units are done.
    pub fn set(&self, done: u64, total: u64) {
        self.total.store(total, Ordering::Relaxed);
        self.done.store(done, Ordering::Relaxed);
    }

    /// Records what the job is doing, in words ("checking step 3 of 40").
    pub fn describe(&self, doing: impl Into<String>) {
        if let Ok(mut text) = self.doing.lock() {
            *text = doing.into();
        }
    }

    /// Whether the person asked the job to stop.
    #[must_use]
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    fn fraction(&self) -> f32 {
        let total = self.total.load(Ordering::Relaxed);
        if total == 0 { 0.0 } else { (self.done.load(Ordering::Relaxed) as f64 / total as f64).min(1.0) as f32 }
    }
}

/// Where a job is, seen from the window.
#[derive(Debug, PartialEq, Eq)]
pub enum Poll<T> {
    /// Still working.
    Running,
    /// Finished with this answer.
    Done(T),
    /// Ended without an answer (it panicked).
    Vanished,
}

/// A job running on a worker thread, ending with a `T`.
pub struct Worker<T> {
    progress: Arc<Progress>,
    receiver: Receiver<T>,
    started: Instant,
}

impl<T: Send + 'static> Worker<T> {
    /// Starts `job` on a thread named `name`; the window is asked to repaint when it ends.
    ///
    /// # Errors
    /// When no thread can be started.
    pub fn start(
        ctx: &egui::Context,
        name: &str,
        job: impl FnOnce(&Progress) -> T + Send + 'static,
    ) -> std::io::Result<Self> {
        let progress = Arc::new(Progress::default());
        let (sender, receiver) = mpsc::channel();
        let (shared, ctx) = (progress.clone(), ctx.clone());
        crate::ui::platform::run_in_background(name, move || {
            // The window may have closed meanwhile; then nobody is listening, which is fine.
            let _ = sender.send(job(&shared));
            ctx.request_repaint();
        })?;
        Ok(Self { progress, receiver, started: Instant::now() })
    }

    /// The share done so far, 0 to 1.
    #[must_use]
    pub fn fraction(&self) -> f32 {
        self.progress.fraction()
    }

    /// What the job said it is doing.
    #[must_use]
    pub fn doing(&self) -> String {
        self.progress.doing.lock().map(|text| text.clone()).unwrap_or_default()
    }

    /// Time since the start.
    #[must_use]
    pub fn running_for(&self) -> Duration {
        self.started.elapsed()
    }

    /// Asks the job to stop (it ends early with its own "cancelled" answer).
    pub fn cancel(&self) {
        self.progress.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether Cancel was pressed.
    #[must_use]
    pub fn cancelling(&self) -> bool {
        self.progress.cancelled()
    }

    /// The job's answer once it is done (never waits).
    #[must_use]
    pub fn poll(&self) -> Poll<T> {
        match self.receiver.try_recv() {
            Ok(answer) => Poll::Done(answer),
            Err(TryRecvError::Empty) => Poll::Running,
            Err(TryRecvError::Disconnected) => Poll::Vanished,
        }
    }

    /// Waits for the job's answer (`None` if it ended without one). For tests and the command line;
    /// the window polls instead.
    #[must_use]
    pub fn wait(&self) -> Option<T> {
        self.receiver.recv().ok()
    }
}
