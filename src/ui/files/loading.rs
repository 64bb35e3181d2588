//! Opening a file on a worker thread: the window stays responsive, shows what the loader is doing
//! (reading, checking step 3 of 40) and offers Cancel. The game on the board stays as it was until
//! the file has loaded, and for good if it fails.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use eframe::egui;

use crate::save::{self, LoadError, LoadStage, Opened, Watch};
use crate::ui::worker::{Poll, Worker};

/// A file being opened.
pub struct FileLoad {
    path: PathBuf,
    worker: Worker<Result<Opened, LoadError>>,
    /// How far the loader has got: a fact the window words when it draws (the worker's thread may
    /// speak another language than the window).
    stage: Arc<Mutex<LoadStage>>,
}

impl FileLoad {
    /// Starts loading `path` on a worker thread.
    ///
    /// # Errors
    /// When no thread can be started.
    pub fn start(ctx: &egui::Context, path: PathBuf) -> std::io::Result<Self> {
        let job_path = path.clone();
        Self::start_with(ctx, path, move |watch| save::load_any_watched(&job_path, watch))
    }

    /// Starts loading a file's `bytes` (named `name`: it came without a path) on a worker thread.
    ///
    /// # Errors
    /// When no thread can be started.
    pub fn start_bytes(ctx: &egui::Context, name: String, bytes: std::sync::Arc<[u8]>) -> std::io::Result<Self> {
        let path = PathBuf::from(&name);
        Self::start_with(ctx, path, move |watch| save::open_bytes_watched(&name, &bytes, watch))
    }

    /// Runs `load` on a worker thread, its stages shown as the worker's progress, Cancel stopping it.
    fn start_with(
        ctx: &egui::Context,
        path: PathBuf,
        load: impl FnOnce(Watch<'_>) -> Result<Opened, LoadError> + Send + 'static,
    ) -> std::io::Result<Self> {
        let stage = Arc::new(Mutex::new(LoadStage::Reading));
        let seen = Arc::clone(&stage);
        let worker = Worker::start(ctx, "file-loader", move |progress| {
            let watch = |now: LoadStage| {
                progress.set(now.permille(), 1000);
                if let Ok(mut stage) = seen.lock() {
                    *stage = now;
                }
                !progress.cancelled()
            };
            load(Watch::new(&watch))
        })?;
        Ok(Self { path, worker, stage })
    }

    /// How far the loader has got.
    #[must_use]
    pub fn stage(&self) -> LoadStage {
        self.stage.lock().map_or(LoadStage::Reading, |stage| *stage)
    }

    /// The file being opened.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The worker: how far it got, what it is doing, Cancel.
    #[must_use]
    pub fn worker(&self) -> &Worker<Result<Opened, LoadError>> {
        &self.worker
    }

    /// The loader's answer once it is in (never waits).
    #[must_use]
    pub fn poll(&self) -> Option<Result<Opened, LoadError>> {
        match self.worker.poll() {
            Poll::Running => None,
            Poll::Done(answer) => Some(answer),
            Poll::Vanished => Some(Err(self.vanished())),
        }
    }

    /// Waits for the loader's answer (for tests; the window polls instead).
    pub fn wait(&self) -> Result<Opened, LoadError> {
        self.worker.wait().unwrap_or_else(|| Err(self.vanished()))
    }

    /// The answer of a loader that ended without one (it cannot panic on any file, but if it did).
    fn vanished(&self) -> LoadError {
        LoadError::Io { path: self.path.clone(), source: std::io::Error::other(crate::i18n::msg::loader_stopped()) }
    }
}
