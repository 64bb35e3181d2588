//! The crash-safe autosave: after every change to the game the app writes it here, as a normal save
//! file, atomically. A unique temporary file in the same folder is written and flushed, then renamed
//! over the autosave, so a kill at any moment leaves either the old autosave or the new one — never a
//! broken file — and two windows writing at once never mix their bytes (the last rename wins).

use std::fs::{File, TryLockError};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::SaveError;

/// How many windows may keep an autosave each in one folder: `autosave.ron`, `autosave-2.ron`, …
pub const MAX_AUTOSAVES: usize = 9;

/// Where one window keeps its autosave, and what the person should be told about it at start.
#[derive(Clone, Debug)]
pub struct AutosaveClaim {
    /// The autosave file this window writes (no other window of this user writes it meanwhile).
    pub path: PathBuf,
    /// Why it is not the usual one, if it is not.
    pub note: Option<AutosaveNote>,
}

/// Why a window's autosave is not the usual `autosave.ron` in the data folder.
#[derive(Clone, Debug)]
pub enum AutosaveNote {
    /// Another window keeps the usual autosave; this one keeps its own.
    AnotherWindow {
        /// The other window's autosave.
        theirs: PathBuf,
    },
    /// The data folder cannot be written (full, read-only, not a folder).
    FolderNotWritable {
        /// The folder.
        folder: PathBuf,
        /// The system's reason.
        why: std::sync::Arc<std::io::Error>,
        /// The folder offered instead (one that can be written), where this window autosaves unless
        /// the person says no.
        instead: PathBuf,
    },
}

/// The locks this process holds on its autosave (held until it ends: a lock dies with its process,
/// so a crashed window never keeps its autosave from the next one).
static HELD: Mutex<Vec<File>> = Mutex::new(Vec::new());

/// Claims an autosave in `folder`: the first of `autosave.ron`, `autosave-2.ron`, … whose lock no
/// other running window holds. When `folder` cannot be written, `fallback` is tried the same way and
/// the note says so (offering it); when neither can, the path is the usual one and there is no note:
/// the first write fails, and that failure is said at start (and on the status line until a write
/// succeeds).
#[must_use]
pub fn claim_autosave(folder: &Path, fallback: &Path) -> AutosaveClaim {
    match claim_in(folder) {
        Ok((path, theirs)) => AutosaveClaim { path, note: theirs.map(|theirs| AutosaveNote::AnotherWindow { theirs }) },
        Err(error) => {
            let Ok((path, _)) = claim_in(fallback) else {
                return AutosaveClaim { path: folder.join("autosave.ron"), note: None };
            };
            let note = AutosaveNote::FolderNotWritable {
                folder: folder.to_path_buf(),
                why: std::sync::Arc::new(error),
                instead: path.parent().map_or_else(|| fallback.to_path_buf(), Path::to_path_buf),
            };
            AutosaveClaim { path, note: Some(note) }
        }
    }
}

/// The first free autosave in `folder` (after checking a file can be written there), and the
/// usual one when another window holds it.
fn claim_in(folder: &Path) -> std::io::Result<(PathBuf, Option<PathBuf>)> {
    std::fs::create_dir_all(folder)?;
    // A write, not a look at the permissions: a full disk says no only when written to.
    let mut probe = tempfile::Builder::new().prefix(".autosave-probe-").tempfile_in(folder)?;
    probe.write_all(b"bouton")?;
    probe.as_file().sync_all()?;
    drop(probe);
    let usual = folder.join("autosave.ron");
    for n in 1..=MAX_AUTOSAVES {
        let name = if n == 1 { "autosave".to_owned() } else { format!("autosave-{n}") };
        let lock =
            File::options().create(true).truncate(false).write(true).open(folder.join(format!(".{name}.lock")))?;
        match lock.try_lock() {
            Ok(()) => {
                HELD.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(lock);
                let path = folder.join(format!("{name}.ron"));
                return Ok((path, (n > 1).then(|| usual.clone())));
            }
            Err(TryLockError::WouldBlock) => {}
            Err(TryLockError::Error(error)) => return Err(error),
        }
    }
    // Every autosave is held: this window shares the last one (the last rename wins, never a mix).
    Ok((folder.join(format!("autosave-{MAX_AUTOSAVES}.ron")), Some(usual)))
}

/// Writes a save file's `text` to `path` atomically through a uniquely named temporary file (see the
/// module docs), creating the folder if needed.
///
/// # Errors
/// [`SaveError`] naming the step that failed; the previous autosave is then intact and no temporary
/// file is left.
pub fn write_autosave_text(path: &Path, text: &str) -> Result<(), SaveError> {
    let fail =
        |step: super::SaveStep| move |source: std::io::Error| SaveError { path: path.to_path_buf(), step, source };
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(folder).map_err(fail(super::SaveStep::Folder))?;
    let mut temp = tempfile::Builder::new()
        .prefix(".autosave-")
        .suffix(".tmp")
        .tempfile_in(folder)
        .map_err(fail(super::SaveStep::Creating))?;
    temp.write_all(text.as_bytes()).map_err(fail(super::SaveStep::Writing))?;
    temp.as_file().sync_all().map_err(fail(super::SaveStep::Flushing))?;
    temp.persist(path).map_err(|e| fail(super::SaveStep::ReplacingAutosave)(e.error))?;
    // Make the rename durable; not every platform can open a folder, and the data is safe anyway.
    if let Ok(dir) = std::fs::File::open(folder) {
        let _ = dir.sync_all();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, Move, Position, Rules};
    use crate::save::load_file;
    use crate::save::{SavedGame, to_ron};

    /// A second window gets its own autosave, and is told whose it is; a folder that cannot be
    /// written offers the fallback; when neither can be written there is no note (the first write
    /// says why).
    #[test]
    fn each_window_claims_its_own_autosave_in_a_folder_that_can_be_written() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("data");
        let fallback = dir.path().join("fallback");
        let first = claim_autosave(&folder, &fallback);
        assert_eq!(first.path, folder.join("autosave.ron"));
        assert!(first.note.is_none());
        let second = claim_autosave(&folder, &fallback);
        assert_eq!(second.path, folder.join("autosave-2.ron"));
        assert!(matches!(second.note, Some(AutosaveNote::AnotherWindow { theirs }) if theirs == first.path));
        // A folder that is a file cannot be written: the fallback is offered, and claimed.
        let file = dir.path().join("a-file");
        std::fs::write(&file, "not a folder").unwrap();
        let elsewhere = claim_autosave(&file.join("data"), &fallback);
        assert_eq!(elsewhere.path, fallback.join("autosave.ron"));
        assert!(matches!(elsewhere.note, Some(AutosaveNote::FolderNotWritable { instead, .. }) if instead == fallback));
        let nowhere = claim_autosave(&file.join("data"), &file.join("fallback"));
        assert_eq!(nowhere.path, file.join("data").join("autosave.ron"));
        assert!(nowhere.note.is_none());
        // No probe file is left behind.
        let names: Vec<PathBuf> = std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().path()).collect();
        assert!(names.iter().all(|name| name.extension().is_some_and(|e| e == "lock")), "{names:?}");
    }

    #[test]
    fn the_autosave_is_a_normal_save_file_and_no_temporary_file_remains() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("deep/er/autosave.ron");
        let mut game = Game::of_heaps(Rules::default(), Position::new(vec![3, 4, 5]).unwrap()).unwrap();
        game.play_take(Move::new(0, 2)).unwrap();
        let saved = SavedGame::new("mid-game", game);
        write_autosave_text(&path, &to_ron(&saved, "")).unwrap();
        write_autosave_text(&path, &to_ron(&saved, "")).unwrap();
        assert_eq!(load_file(&path).unwrap().saved, saved);
        let names: Vec<_> =
            std::fs::read_dir(path.parent().unwrap()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names, ["autosave.ron"]);
    }

    #[test]
    fn two_writers_at_once_never_leave_a_broken_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.ron");
        let games: Vec<SavedGame> = (1..=2u64)
            .map(|n| {
                SavedGame::new(
                    format!("window {n}"),
                    Game::of_heaps(Rules::default(), Position::new(vec![n; 300]).unwrap()).unwrap(),
                )
            })
            .collect();
        std::thread::scope(|scope| {
            for saved in &games {
                let path = &path;
                scope.spawn(move || {
                    for _ in 0..50 {
                        write_autosave_text(path, &to_ron(saved, "")).unwrap();
                    }
                });
            }
            for _ in 0..200 {
                if let Ok(text) = std::fs::read_to_string(&path) {
                    let loaded = crate::save::parse(&text, "autosave").unwrap().saved;
                    assert!(games.contains(&loaded));
                }
            }
        });
    }
}
