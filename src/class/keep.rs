//! Keeping a class session on disk: the server writes the session file at once, a moment after
//! every change (a burst of moves makes one write, on a blocking thread away from the connections),
//! and when it stops; [`ClassServer::reopen`] reads it back. A change that a page must find again
//! after a crash — a seat's new token, a student removed — is written before the page hears of it.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use super::server::{ClassServer, Shared, lock};

/// How long the server waits after a change before writing the session file.
const KEEP_AFTER: Duration = Duration::from_millis(250);

/// Where the session is kept, and the port it listens on (the pages reconnect there).
#[derive(Clone, Debug)]
pub(super) struct Keeping {
    /// The session file.
    pub(super) path: PathBuf,
    /// The port.
    pub(super) port: u16,
}

impl Shared {
    /// Writes the session file now (`ended`: the teacher ended it), if it is kept and the server
    /// has not stopped since (a late write must not land after the last one).
    pub(super) fn write_session(&self, ended: bool) {
        let Some(keeping) = &self.keeping else { return };
        if self.stopped.load(Ordering::Acquire) && !ended {
            return;
        }
        let text = crate::save::class_file_to_ron(&lock(&self.room).record(keeping.port, ended));
        if let Err(e) = crate::save::write_file_atomically(&keeping.path, text.as_bytes()) {
            log::warn!("the class session could not be kept in {}: {e}", keeping.path.display());
        }
    }
}

impl ClassServer {
    /// Keeps the session file up to date: written at once, then a moment after every change (on a
    /// blocking thread, away from the connections).
    pub(super) fn keep_session(&self) {
        let Some(runtime) = &self.runtime else { return };
        if self.shared.keeping.is_none() {
            return;
        }
        self.shared.write_session(false);
        let shared = Arc::clone(&self.shared);
        let mut changes = self.changes();
        runtime.spawn(async move {
            while changes.changed().await.is_ok() {
                tokio::time::sleep(KEEP_AFTER).await;
                changes.borrow_and_update();
                let shared = Arc::clone(&shared);
                let _ = tokio::task::spawn_blocking(move || shared.write_session(false)).await;
            }
        });
    }
}
