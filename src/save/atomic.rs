//! Atomic saves: write a temporary file beside the target, flush it to disk, keep the old file as
//! `NAME.ron.bak`, rename the new one over the target, and flush the folder. A failure at any step
//! leaves the old file as it was and no temporary file behind.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::error::SaveError;

/// The file-system steps of a save, so tests can make any one of them fail.
pub(crate) trait Steps {
    /// Creates the temporary file and writes `bytes` to it.
    fn write(&mut self, temp: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Copies the current target to the backup.
    fn backup(&mut self, target: &Path, backup: &Path) -> io::Result<()>;
    /// Renames the temporary file over the target.
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

    fn backup(&mut self, target: &Path, backup: &Path) -> io::Result<()> {
        fs::copy(target, backup)?;
        File::open(backup)?.sync_all()
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
    let fail = |step: &'static str, source: io::Error| {
        let _ = fs::remove_file(&temp);
        SaveError { path: target.to_path_buf(), step, source }
    };
    steps.write(&temp, bytes).map_err(|e| fail("writing the temporary file", e))?;
    if target.exists() {
        steps.backup(target, &sibling(target, "bak")).map_err(|e| fail("keeping the old file as .bak", e))?;
    }
    steps.rename(&temp, target).map_err(|e| fail("replacing the file", e))?;
    // Make the rename itself durable. Not every platform can open a folder; the data is safe anyway.
    let folder = target.parent().filter(|p| !p.as_os_str().is_empty());
    if let Some(dir) = folder.and_then(|f| File::open(f).ok()) {
        let _ = dir.sync_all();
    }
    Ok(())
}
