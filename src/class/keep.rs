//! Keeping a class session on disk: the server writes the session file at once, a moment after
//! every change (a burst of moves makes one write, on a blocking thread away from the connections),
//! and when it stops; [`ClassServer::reopen`] reads it back.

use std::sync::Arc;
use std::time::Duration;

use super::server::{ClassServer, lock};

/// How long the server waits after a change before writing the session file.
const KEEP_AFTER: Duration = Duration::from_millis(250);

impl ClassServer {
    /// Writes the session file now (`ended`: the teacher ended it), if it is kept.
    pub(super) fn write_session(&self, ended: bool) {
        let Some(path) = &self.session else { return };
        let text = crate::save::class_file_to_ron(&self.with_room(|room| room.record(self.address.port(), ended)));
        if let Err(e) = crate::save::write_file_atomically(path, text.as_bytes()) {
            log::warn!("the class session could not be kept in {}: {e}", path.display());
        }
    }

    /// Keeps the session file up to date: written at once, then a moment after every change (on a
    /// blocking thread, away from the connections).
    pub(super) fn keep_session(&self) {
        let (Some(path), Some(runtime)) = (self.session.clone(), &self.runtime) else { return };
        self.write_session(false);
        let shared = Arc::clone(&self.shared);
        let port = self.address.port();
        let mut changes = self.changes();
        runtime.spawn(async move {
            while changes.changed().await.is_ok() {
                tokio::time::sleep(KEEP_AFTER).await;
                changes.borrow_and_update();
                let text = crate::save::class_file_to_ron(&lock(&shared.room).record(port, false));
                let path = path.clone();
                let written = tokio::task::spawn_blocking(move || {
                    crate::save::write_file_atomically(&path, text.as_bytes()).map_err(|e| (path, e))
                });
                if let Ok(Err((path, e))) = written.await {
                    log::warn!("the class session could not be kept in {}: {e}", path.display());
                }
            }
        });
    }
}
