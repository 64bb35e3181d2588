//! Save files: a versioned, hand-editable RON format, one loader that every caller uses, atomic
//! writes with a `.bak` of the previous file, and the bundled examples.
//!
//! ```ron
//! // A Bouton save file, in RON. Heaps are counted from 1; `cursor` is how many moves are in effect.
//! (
//!     version: 1,
//!     title: "Ligia and Paul: (1, 2, 3)",
//!     notes: "Press Redo to replay the game.",
//!     rules: (ending: Normal, moves: Any),   // Misere; UpTo(3); Set([1, 3, 4])
//!     start: [1, 2, 3],
//!     moves: [(heap: 1, take: 1), (heap: 3, take: 1)],
//!     cursor: 0,
//!     players: (first: Human(name: "Ligia"), second: Computer(level: Perfect, seed: 1)),
//! )
//! ```
//!
//! A person is `Human(name: "…")`, or a part worded in the language of whoever opens the file: `You`,
//! `Class`, `Student`, `Partner`, `Player1`, `Player2`.
//!
//! Only `version` and `start` are required. Unknown fields are tolerated and reported as warnings; a
//! higher `version` is refused with a "made by a newer Bouton" error.

mod atomic;
mod autosave;
mod budget;
mod class_fields;
mod class_file;
mod disguise_file;
mod error;
mod examples;
mod exercise_file;
mod format;
mod layout;
mod lesson;
mod lessons;
mod link;
mod messages;
mod place;
mod problem;
mod read;
mod sum_file;
mod watch;

use std::fs::File;
use std::io::Read;
use std::path::Path;

pub use autosave::{AutosaveClaim, AutosaveNote, MAX_AUTOSAVES, claim_autosave, write_autosave_text};
pub use budget::{MAX_FILE_GRUNDY_VALUES, MAX_FILE_SETS};
pub use class_file::{
    AskedRecord, CLASS_FILE_VERSION, ClassFault, ClassRecord, GameRecord, MAX_FILE_QUESTIONS, MAX_FILE_SEATS,
    MAX_SEAT_NUMBER, MAX_TALLY, SeatFault, SeatRecord, Tally, class_file_to_ron, load_class_file, parse_class_file,
};
pub use disguise_file::{FileDisguisedMove, LoadedDisguise, SavedDisguise, disguise_to_ron};
pub use error::{LoadError, NotAFileKind, SaveError, SaveStep, Warning};
pub use examples::{Example, examples, examples_in};
pub use exercise_file::{FileAnswer, FileExercises};
pub use format::{
    CURRENT_VERSION, FIRST_VERSION, Loaded, MAX_FILE_BYTES, MAX_FILE_HEAPS, MAX_FILE_MOVES, MAX_NAME_CHARS,
    MAX_NOTES_CHARS, MAX_TITLE_CHARS, SavedGame, parse, to_ron,
};
pub use lesson::{
    Beside, Lesson, LessonStep, LoadedLesson, MAX_LESSON_STEPS, StepView, class_against_the_computer, lesson_to_ron,
    load_lesson_file, parse_lesson, step_from_game,
};
pub use lessons::{BuiltInLesson, built_in_lessons, built_in_lessons_in};
pub use link::{
    LinkError, MAX_LINK_CHARS, SharedPosition, disguise_link_fragment, link_fragment, parse_disguise_link, parse_link,
};
pub use messages::{MAX_MESSAGE_CHARS, MAX_SHOWN_TITLE, echo, echo_all, message_fault, safe_text, shown_title};
pub use place::{autosave_path, data_dir, saves_dir};
pub use problem::Problem;
pub use sum_file::FileMove;
pub use watch::{LoadStage, Watch};

/// Loads a save file: checks its size before reading more than [`MAX_FILE_BYTES`], then parses and
/// validates it. This is the one loader: the app, the command line and the tests all use it.
///
/// # Errors
/// [`LoadError`]: unreadable, too large, not text, bad syntax (with line:column), a newer version, or
/// an invalid game (naming the move or the heap).
pub fn load_file(path: &Path) -> Result<Loaded, LoadError> {
    let text = read_limited(path)?;
    let origin = shown(path);
    if lesson::looks_like_a_lesson(&text) {
        return Err(LoadError::Invalid { origin, problem: Problem::LessonNotGame });
    }
    let loaded = parse(&text, &origin);
    log_load(path, loaded.as_ref().map(|l| l.warnings.as_slice()));
    loaded
}

/// Records a load: where, and what was tolerated or went wrong.
fn log_load(path: &Path, outcome: Result<&[Warning], &LoadError>) {
    match outcome {
        Ok([]) => log::info!("loaded {}", path.display()),
        Ok(warnings) => log::info!("loaded {} with warnings: {warnings:?}", path.display()),
        // The caller shows the error to the person; the log keeps it for RUST_LOG=info.
        Err(e) => log::info!("could not load: {e}"),
    }
}

/// What a file turned out to be: a game or a lesson.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant, reason = "made once per file opened, and matched at once")]
pub enum Opened {
    /// A save file.
    Game(Loaded),
    /// A lesson file.
    Lesson(LoadedLesson),
    /// A game in disguise (version 3).
    Disguise(LoadedDisguise),
}

impl Opened {
    /// What the reader tolerated (unknown fields), whatever kind of file it was.
    #[must_use]
    pub fn warnings(&self) -> &[Warning] {
        match self {
            Self::Game(loaded) => &loaded.warnings,
            Self::Lesson(loaded) => &loaded.warnings,
            Self::Disguise(loaded) => &loaded.warnings,
        }
    }
}

/// Parses the text of a game file of any version: a game of one kind of heap, or a sum of games.
///
/// # Errors
/// As [`parse`].
pub fn parse_any(text: &str, origin: &str) -> Result<Opened, LoadError> {
    parse_any_watched(text, origin, Watch::NONE)
}

fn parse_any_watched(text: &str, origin: &str, watch: Watch<'_>) -> Result<Opened, LoadError> {
    let opened = read::opening(text, origin)?;
    if read::version_of(opened, origin)? == Some(read::FileVersion::Number(disguise_file::DISGUISE_VERSION)) {
        return disguise_file::parse_v3(opened, origin).map(Opened::Disguise);
    }
    format::parse_watched(text, origin, watch).map(Opened::Game)
}

/// Opens a save file or a lesson file, whichever it is (a lesson has `steps`), through the one loader
/// of each. File ▸ Open, drag-and-drop and the command line all go through here.
///
/// # Errors
/// The loader's error for the kind of file it is.
pub fn load_any(path: &Path) -> Result<Opened, LoadError> {
    load_any_watched(path, Watch::NONE)
}

/// As [`load_any`], telling `watch` each stage (reading, parsing, checking step n of m); the load
/// stops with [`LoadError::Cancelled`] when the watch says so. The window's loader runs this on a
/// worker thread.
///
/// # Errors
/// As [`load_any`], and [`LoadError::Cancelled`].
pub fn load_any_watched(path: &Path, watch: Watch<'_>) -> Result<Opened, LoadError> {
    let origin = shown(path);
    watch.at(LoadStage::Reading, &origin)?;
    let text = read_limited(path)?;
    let opened = open_text_watched(&text, &origin, watch);
    log_load(path, opened.as_ref().map(Opened::warnings));
    opened
}

/// As [`load_any_watched`], for a file's bytes that came without a path (the browser's file picker,
/// a file dropped on the page): `name` is the file's name, shown in messages.
///
/// # Errors
/// As [`load_any_watched`]; [`LoadError::TooLarge`] past [`MAX_FILE_BYTES`], [`LoadError::NotText`]
/// when the bytes are not UTF-8.
pub fn open_bytes_watched(name: &str, bytes: &[u8], watch: Watch<'_>) -> Result<Opened, LoadError> {
    let origin = messages::without_control_characters(name);
    watch.at(LoadStage::Reading, &origin)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(LoadError::TooLarge { origin, size: bytes.len() as u64 });
    }
    let text = std::str::from_utf8(bytes).map_err(|_| LoadError::NotText { origin: origin.clone() })?;
    let opened = open_text_watched(text, &origin, watch);
    match &opened {
        Ok(_) => log::info!("opened {origin}"),
        Err(e) => log::warn!("{e}"),
    }
    opened
}

/// A file's text as a lesson (it has `steps`) or a game, through the one loader of each.
fn open_text_watched(text: &str, origin: &str, watch: Watch<'_>) -> Result<Opened, LoadError> {
    watch.at(LoadStage::Parsing, origin)?;
    if lesson::looks_like_a_lesson(text) {
        lesson::parse_lesson_watched(text, origin, watch).map(Opened::Lesson)
    } else {
        parse_any_watched(text, origin, watch)
    }
}

/// Reads a file as text, never more than one byte past [`MAX_FILE_BYTES`] whatever it claims to be.
///
/// # Errors
/// [`LoadError`]: the file cannot be read, is not a plain file, is too large or is not text.
pub fn read_limited(path: &Path) -> Result<String, LoadError> {
    let io = |source| LoadError::Io { path: path.to_path_buf(), source };
    let origin = shown(path);
    // The kind of file first, from its metadata: a named pipe would block `open` forever.
    let metadata = std::fs::metadata(path).map_err(io)?;
    if !metadata.is_file() {
        return Err(LoadError::NotAFile { origin, kind: kind_of(&metadata) });
    }
    if metadata.len() > MAX_FILE_BYTES {
        return Err(LoadError::TooLarge { origin, size: metadata.len() });
    }
    let file = open_without_waiting(path).map_err(io)?;
    let mut bytes = Vec::new();
    // A system file that says it is regular but waits for data (`/proc/kmsg`) answers "would block".
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(|e| match e.kind() {
        std::io::ErrorKind::WouldBlock => LoadError::NotAFile { origin: origin.clone(), kind: NotAFileKind::Waits },
        _ => io(e),
    })?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        let size = std::fs::metadata(path).map_or(bytes.len() as u64, |m| m.len());
        return Err(LoadError::TooLarge { origin, size });
    }
    String::from_utf8(bytes).map_err(|_| LoadError::NotText { origin })
}

/// Opens a file for reading without ever waiting for data to arrive (non-blocking on Unix).
fn open_without_waiting(path: &Path) -> std::io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// A path as people read it in one line: control characters (a newline in a name) escaped, and a
/// path of more than 120 characters cut in the middle (its start and its file's name kept).
#[must_use]
pub fn shown(path: &Path) -> String {
    /// The longest path shown whole; a longer one keeps its start and its end (the file's name).
    const MAX_PATH_CHARS: usize = 120;
    let whole = messages::without_control_characters(&path.display().to_string());
    let chars: Vec<char> = whole.chars().collect();
    if chars.len() <= MAX_PATH_CHARS {
        return whole;
    }
    let (start, end) = (&chars[..40], &chars[chars.len() - 79..]);
    format!("{}…{}", start.iter().collect::<String>(), end.iter().collect::<String>())
}

/// What a path that is not a regular file is.
fn kind_of(metadata: &std::fs::Metadata) -> NotAFileKind {
    let kind = metadata.file_type();
    if kind.is_dir() {
        return NotAFileKind::Folder;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if kind.is_fifo() {
            return NotAFileKind::Pipe;
        }
        if kind.is_char_device() || kind.is_block_device() {
            return NotAFileKind::Device;
        }
        if kind.is_socket() {
            return NotAFileKind::Socket;
        }
    }
    NotAFileKind::Other
}

/// Writes any file atomically (temporary file, flush, `.bak` of the old one, rename), creating its
/// folder if needed: the exports use it as the saves do.
///
/// # Errors
/// [`SaveError`] naming the step that failed; the old file is then intact.
pub fn write_file_atomically(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    create_folder(path)?;
    let written = atomic::write_atomic(path, bytes, &mut atomic::Disk);
    log_write(path, written.as_ref());
    written
}

/// Records a write: where, or what failed.
fn log_write(path: &Path, outcome: Result<&(), &SaveError>) {
    match outcome {
        Ok(()) => log::info!("wrote {}", path.display()),
        Err(e) => log::warn!("{e}"),
    }
}

/// Creates the folder a file goes in, if needed.
fn create_folder(path: &Path) -> Result<(), SaveError> {
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder).map_err(|source| SaveError {
            path: path.to_path_buf(),
            step: SaveStep::Folder,
            source,
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::io;
    use std::path::Path;

    use super::atomic::{Disk, Steps, sibling, write_atomic};

    /// The real disk, except that one named step fails.
    struct FailAt(&'static str);

    impl Steps for FailAt {
        fn write(&mut self, temp: &Path, bytes: &[u8]) -> io::Result<()> {
            let backup = temp.to_string_lossy().ends_with(".bak.tmp");
            if (self.0 == "write" && !backup) || (self.0 == "backup" && backup) {
                // Fail half-way (a full disk): part of the file is on disk.
                Disk.write(temp, &bytes[..bytes.len() / 2])?;
                return Err(io::Error::other("disk full (injected)"));
            }
            Disk.write(temp, bytes)
        }

        fn rename(&mut self, temp: &Path, target: &Path) -> io::Result<()> {
            if self.0 == "rename" {
                return Err(io::Error::other("rename failed (injected)"));
            }
            Disk.rename(temp, target)
        }
    }

    #[test]
    fn a_failed_save_leaves_the_old_file_the_old_backup_and_no_temp() {
        for step in ["write", "backup", "rename"] {
            for older_backup in [false, true] {
                let dir = tempfile::tempdir().unwrap();
                let target = dir.path().join("game.ron");
                std::fs::write(&target, "old contents").unwrap();
                if older_backup {
                    std::fs::write(sibling(&target, "bak"), "older contents").unwrap();
                }
                let err = write_atomic(&target, b"new contents", &mut FailAt(step)).unwrap_err();
                assert!(err.to_string().contains("injected"), "{err}");
                assert_eq!(std::fs::read_to_string(&target).unwrap(), "old contents", "step {step}");
                assert!(!sibling(&target, "tmp").exists(), "temp file left after {step}");
                assert!(!sibling(&target, "bak.tmp").exists(), "backup temp left after {step}");
                // Never a half-written .bak: the older one stays, or there is none.
                let bak = std::fs::read_to_string(sibling(&target, "bak")).ok();
                let expected = older_backup.then_some("older contents");
                assert_eq!(bak.as_deref(), expected, "step {step}");
            }
        }
    }

    #[test]
    fn a_save_keeps_the_previous_file_as_bak() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("game.ron");
        write_atomic(&target, b"first", &mut Disk).unwrap();
        assert!(!sibling(&target, "bak").exists());
        write_atomic(&target, b"second", &mut Disk).unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "second");
        assert_eq!(std::fs::read_to_string(sibling(&target, "bak")).unwrap(), "first");
        assert!(!sibling(&target, "tmp").exists());
    }
}
