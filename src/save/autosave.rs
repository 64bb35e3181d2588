//! The crash-safe autosave: after every change to the game the app writes it here, as a normal save
//! file, atomically. A unique temporary file in the same folder is written and flushed, then renamed
//! over the autosave, so a kill at any moment leaves either the old autosave or the new one — never a
//! broken file — and two windows writing at once never mix their bytes (the last rename wins).

use std::io::Write;
use std::path::Path;

use super::SaveError;

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
