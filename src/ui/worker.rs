//! Long work off the UI thread: a job runs on a named worker thread, reports how far it got, and
//! checks a cancel flag; the window polls it each frame and never waits. The theorem checker and the
//! file loader both run this way. A job reports facts, never words: the window words them in its own
//! language (a worker thread may speak another).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex};
use web_time::{Duration, Instant};

use eframe::egui;

/// What a job shares with the window: how far it got, and whether to stop.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicU64,
    total: AtomicU64,
    cancel: AtomicBool,
}

impl Progress {
    /// Records that `done` of `total` units are done.
    pub fn set(&self, done: u64, total: u64) {
        self.total.store(total, Ordering::Relaxed);
        self.done.store(done, Ordering::Relaxed);
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

/// Long work cut into slices: the desktop runs them one after another on a worker thread; the
/// browser, which gives the page one thread, runs a few between frames, so the page never waits.
pub trait Sliced: Send + 'static {
    /// What the work ends with.
    type Answer: Send + 'static;
    /// Does one slice (a few milliseconds); the answer once the work is over.
    fn step(&mut self) -> Option<Self::Answer>;
    /// How far it has come: done of total.
    fn progress(&self) -> (u64, u64);
    /// The answer when the person stops the work.
    fn stopped(&mut self) -> Self::Answer;
}

/// How long the slices run in one frame where there are no threads: the page still draws and answers
/// between them (20 to 60 ms per frame on software WebGL while the work lasts), and long work gets
/// about half of the time (10 ms took four times as long in all).
const SLICES_PER_FRAME: Duration = Duration::from_millis(20);

/// Sliced work waiting for frames (where there are no threads), and where its answer goes.
type Pending<T> = Mutex<Option<(Box<dyn Sliced<Answer = T>>, mpsc::Sender<T>)>>;

/// A job running on a worker thread (or, for sliced work in the browser, between frames), ending
/// with a `T`.
pub struct Worker<T> {
    progress: Arc<Progress>,
    receiver: Receiver<T>,
    started: Instant,
    ctx: egui::Context,
    slices: Pending<T>,
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
        let repaint = ctx.clone();
        crate::ui::platform::run_in_background(name, move || {
            // The window may have closed meanwhile; then nobody is listening, which is fine.
            let _ = sender.send(job(&shared));
            repaint.request_repaint();
        })?;
        Ok(Self { progress, receiver, started: Instant::now(), ctx, slices: Mutex::new(None) })
    }

    /// Starts sliced work: on a thread named `name` where there are threads, else between frames
    /// (each [`Self::poll`] runs slices for [`SLICES_PER_FRAME`]). Cancel stops it after the slice in
    /// hand, with the work's own "stopped" answer.
    ///
    /// # Errors
    /// When no thread can be started.
    pub fn start_sliced(ctx: &egui::Context, name: &str, job: impl Sliced<Answer = T>) -> std::io::Result<Self> {
        if crate::ui::platform::THREADS {
            let mut job = job;
            return Self::start(ctx, name, move |progress| {
                loop {
                    if progress.cancelled() {
                        return job.stopped();
                    }
                    if let Some(answer) = job.step() {
                        return answer;
                    }
                    let (done, total) = job.progress();
                    progress.set(done, total);
                }
            });
        }
        let (sender, receiver) = mpsc::channel();
        let slices = Mutex::new(Some((Box::new(job) as Box<dyn Sliced<Answer = T>>, sender)));
        ctx.request_repaint();
        Ok(Self { progress: Arc::default(), receiver, started: Instant::now(), ctx: ctx.clone(), slices })
    }

    /// Runs sliced work waiting for frames, for `budget` at most (all of it with `None`).
    fn run_slices(&self, budget: Option<Duration>) {
        let Ok(mut pending) = self.slices.lock() else { return };
        let Some((job, sender)) = pending.as_mut() else { return };
        let started = Instant::now();
        let answer = loop {
            if self.progress.cancelled() {
                break Some(job.stopped());
            }
            if let Some(answer) = job.step() {
                break Some(answer);
            }
            if budget.is_some_and(|budget| started.elapsed() >= budget) {
                break None;
            }
        };
        let (done, total) = job.progress();
        self.progress.set(done, total);
        match answer {
            Some(answer) => {
                let _ = sender.send(answer);
                *pending = None;
            }
            // More next frame, at once.
            None => self.ctx.request_repaint(),
        }
    }

    /// The share done so far, 0 to 1.
    #[must_use]
    pub fn fraction(&self) -> f32 {
        self.progress.fraction()
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
        self.run_slices(Some(SLICES_PER_FRAME));
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
        self.run_slices(None);
        self.receiver.recv().ok()
    }
}
