//! Native Open and Save As dialogs that never freeze the window: the dialog runs on a worker thread and
//! sends its answer back; the app polls for it each frame while one is open.
//!
//! Where no desktop portal and no `zenity` exist, the dialog answers "cancelled" at once: an answer
//! that quick cannot be a person's, so the app's own file chooser takes over (see `chooser`).

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use web_time::{Duration, Instant};

use eframe::egui;

use crate::export::Edition;
use crate::ui::action::{Action, LessonAction};

/// What a dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Choose a save file to open.
    Open,
    /// Choose where to save the game.
    SaveAs,
    /// Choose where to save the lesson.
    SaveLessonAs,
    /// Choose where an export goes.
    Export(ExportKind),
}

/// What File ▸ Export writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// A handout in Markdown: the teacher's, or the students' worksheet.
    Handout(Edition),
    /// The board and the table as an SVG picture.
    Svg,
    /// The board and the table as a PNG picture at twice its size.
    Png,
}

impl ExportKind {
    /// The file extension.
    #[must_use]
    pub fn extension(self) -> &'static str {
        match self {
            Self::Handout(_) => "md",
            Self::Svg => "svg",
            Self::Png => "png",
        }
    }

    /// What it is, for a dialog's title and filter.
    #[must_use]
    pub fn name(self) -> String {
        match self {
            Self::Handout(Edition::Teacher) => crate::i18n::msg::file_kind_handout(),
            Self::Handout(Edition::Student) => crate::i18n::msg::file_kind_worksheet(),
            Self::Svg => crate::i18n::msg::file_kind_svg(),
            Self::Png => crate::i18n::msg::file_kind_png(),
        }
    }
}

impl Purpose {
    /// The title of its dialog.
    #[must_use]
    pub fn title(self) -> String {
        match self {
            Self::Open => crate::i18n::msg::dialog_open(),
            Self::SaveAs => crate::i18n::msg::dialog_save_as(),
            Self::SaveLessonAs => crate::i18n::msg::dialog_save_lesson_as(),
            Self::Export(kind) => crate::i18n::msg::dialog_export(kind.name()),
        }
    }

    /// The extension its files have.
    #[must_use]
    pub fn extension(self) -> &'static str {
        match self {
            Self::Open | Self::SaveAs | Self::SaveLessonAs => "ron",
            Self::Export(kind) => kind.extension(),
        }
    }

    /// Whether it writes a file (else it opens one).
    #[must_use]
    pub fn writes(self) -> bool {
        self != Self::Open
    }

    /// The action for the path chosen (with the extension added to a file that is written).
    #[must_use]
    pub fn action(self, path: PathBuf) -> Action {
        let path = if self.writes() { with_extension(path, self.extension()) } else { path };
        match self {
            Self::Open => Action::Open(path),
            Self::SaveAs => Action::SaveTo(path),
            Self::SaveLessonAs => Action::Lesson(LessonAction::SaveTo(path)),
            Self::Export(ExportKind::Handout(edition)) => Action::ExportHandout(path, edition),
            Self::Export(ExportKind::Svg) => Action::ExportSvg(path),
            Self::Export(ExportKind::Png) => Action::ExportPicture(path),
        }
    }
}

/// An answer of "no file" quicker than this came from no dialog at all (no person closes one so
/// fast): the app's own chooser takes over.
const NO_DIALOG: Duration = Duration::from_millis(400);

/// What a file dialog answered: a path (the desktop), or a file's name and bytes (the browser's
/// picker, which gives no path).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// The file chosen, or where to write.
    Path(PathBuf),
    /// A file picked in the browser.
    Bytes {
        /// Its name.
        name: String,
        /// What it holds.
        bytes: std::sync::Arc<[u8]>,
    },
}

/// At most one file dialog at a time, and its pending answer.
#[derive(Default)]
pub struct FileDialogs {
    pending: Option<(Purpose, Receiver<Option<Chosen>>, Instant)>,
}

impl FileDialogs {
    /// Whether a dialog is open (its answer not yet back).
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.pending.is_some()
    }

    /// Opens a dialog on a worker thread, starting in `folder` (with `file_name` suggested for Save As).
    /// Does nothing if one is already open.
    pub fn open(&mut self, ctx: &egui::Context, purpose: Purpose, folder: PathBuf, file_name: String) {
        if self.pending.is_some() {
            return;
        }
        let (sender, receiver) = mpsc::channel();
        crate::ui::platform::start_file_dialog(ctx, purpose, folder, file_name, sender);
        self.pending = Some((purpose, receiver, Instant::now()));
    }

    /// Opens a file dropped on the window, as if it had been chosen in the Open dialog (one at a
    /// time; a drop while a dialog is open is ignored).
    pub fn open_dropped(&mut self, ctx: &egui::Context, file: egui::DroppedFileHandle) {
        if self.pending.is_some() {
            return;
        }
        let (sender, receiver) = mpsc::channel();
        crate::ui::platform::read_dropped_file(ctx, file, sender);
        self.pending = Some((Purpose::Open, receiver, Instant::now()));
    }

    /// The action the dialog's answer asks for, once it is back: `None` while waiting or if the person
    /// cancelled; the app's own chooser when no dialog appeared at all.
    pub fn poll(&mut self) -> Option<Action> {
        let (purpose, receiver, since) = self.pending.as_ref()?;
        let answer = match receiver.try_recv() {
            Ok(answer) => answer,
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => None,
        };
        let (purpose, quick) = (*purpose, since.elapsed() < NO_DIALOG);
        self.pending = None;
        match answer {
            Some(Chosen::Path(path)) => Some(purpose.action(path)),
            Some(Chosen::Bytes { name, bytes }) => Some(Action::OpenBytes { name, bytes }),
            None if quick && crate::ui::platform::OWN_CHOOSER_WITHOUT_DIALOG => Some(Action::ShowFileChooser(purpose)),
            None => None,
        }
    }
}

/// `lesson` → `lesson.ron`; a path that already ends in `.ron` is kept.
#[must_use]
pub fn with_ron_extension(path: PathBuf) -> PathBuf {
    with_extension(path, "ron")
}

/// `path` with the extension `extension`, unless it has it already (in any case).
#[must_use]
pub fn with_extension(path: PathBuf, extension: &str) -> PathBuf {
    if path.extension().is_some_and(|e| e.eq_ignore_ascii_case(extension)) {
        path
    } else {
        path.with_extension(extension)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_files_get_the_ron_extension() {
        assert_eq!(with_ron_extension("a/lesson".into()), PathBuf::from("a/lesson.ron"));
        assert_eq!(with_ron_extension("a/lesson.RON".into()), PathBuf::from("a/lesson.RON"));
    }

    #[test]
    fn an_answer_becomes_an_action_once() {
        let (sender, receiver) = mpsc::channel();
        let mut dialogs = FileDialogs { pending: Some((Purpose::SaveAs, receiver, Instant::now())) };
        assert_eq!(dialogs.poll(), None);
        assert!(dialogs.is_open());
        sender.send(Some(Chosen::Path(PathBuf::from("monday")))).unwrap();
        assert_eq!(dialogs.poll(), Some(Action::SaveTo("monday.ron".into())));
        assert!(!dialogs.is_open());
        // Cancelled by a person (after a while): nothing.
        let (sender, receiver) = mpsc::channel();
        let opened = Instant::now().checked_sub(Duration::from_secs(3)).unwrap();
        let mut dialogs = FileDialogs { pending: Some((Purpose::Open, receiver, opened)) };
        sender.send(None).unwrap();
        assert_eq!(dialogs.poll(), None, "cancelled");
        assert!(!dialogs.is_open());
    }

    /// No dialog service answers "no file" at once: the app's own chooser opens instead.
    #[test]
    fn no_dialog_at_all_brings_the_apps_chooser() {
        let (sender, receiver) = mpsc::channel();
        let export = Purpose::Export(ExportKind::Png);
        let mut dialogs = FileDialogs { pending: Some((export, receiver, Instant::now())) };
        sender.send(None).unwrap();
        assert_eq!(dialogs.poll(), Some(Action::ShowFileChooser(export)));
    }

    #[test]
    fn each_purpose_writes_its_own_kind_of_file() {
        let handout = Purpose::Export(ExportKind::Handout(Edition::Student));
        assert_eq!(handout.action("week-3".into()), Action::ExportHandout("week-3.md".into(), Edition::Student));
        assert_eq!(Purpose::Export(ExportKind::Svg).action("a.SVG".into()), Action::ExportSvg("a.SVG".into()));
        assert_eq!(Purpose::Export(ExportKind::Png).action("a".into()), Action::ExportPicture("a.png".into()));
        assert_eq!(Purpose::Open.action("notes".into()), Action::Open("notes".into()), "an opened name is kept");
    }
}
