//! Atomic saves: write a temporary file beside the target, flush it to disk, keep the old file as
//! `NAME.ron.bak` (itself written to a temporary file and renamed, so a half-written backup never
//! appears), rename the new one over the target, and flush the folder. A failure at any step leaves
//! the old file (and any older `.bak`) as it was and no temporary file behind.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::error::SaveError;

/// The file-system steps of a save, so tests can make any one of them fail.
pub(crate) trait Steps {
    /// Creates a temporary file and writes `bytes` to it, flushed to disk.
    fn write(&mut self, temp: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Renames a temporary file over its target.
    fn rename(&mut self, temp: &Path, target: &Path) -> io::Result<()>;
}

/// The real file system.
pub(crate) struct Disk;

impl Steps for Disk {
    fn write(&mut self, temp: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut file = File::create(temp)?;
        file.write_all(bytes)?;
        file.sync_all()
    }

    fn rename(&mut self, temp: &Path, target: &Path) -> io::Result<()> {
        fs::rename(temp, target)
    }
}

/// `NAME.ron` → `NAME.ron.<suffix>`, in the same folder.
pub(crate) fn sibling(target: &Path, suffix: &str) -> PathBuf {
    let mut name = target.file_name().unwrap_or_default().to_os_string();
    name.push(".");
    name.push(suffix);
    target.with_file_name(name)
}

/// Writes `bytes` to `target` atomically, through `steps`.
pub(crate) fn write_atomic(target: &Path, bytes: &[u8], steps: &mut dyn Steps) -> Result<(), SaveError> {
    let temp = sibling(target, "tmp");
    let fail = |step: super::SaveStep, source: io::Error| {
        let _ = fs::remove_file(&temp);
        SaveError { path: target.to_path_buf(), step, source }
    };
    steps.write(&temp, bytes).map_err(|e| fail(super::SaveStep::Writing, e))?;
    if target.exists() {
        // The backup is atomic too: a copy in its own temporary file, renamed over the old `.bak`.
        let backup_temp = sibling(target, "bak.tmp");
        let backup = fs::read(target)
            .and_then(|old| steps.write(&backup_temp, &old))
            .and_then(|()| steps.rename(&backup_temp, &sibling(target, "bak")));
        if let Err(e) = backup {
            let _ = fs::remove_file(&backup_temp);
            return Err(fail(super::SaveStep::Backup, e));
        }
    }
    steps.rename(&temp, target).map_err(|e| fail(super::SaveStep::Replacing, e))?;
    // Make the rename itself durable. Not every platform can open a folder; the data is safe anyway.
    let folder = target.parent().filter(|p| !p.as_os_str().is_empty());
    if let Some(dir) = folder.and_then(|f| File::open(f).ok()) {
        let _ = dir.sync_all();
    }
    Ok(())
}
