//! Native Open and Save As dialogs that never freeze the window: the dialog runs on a worker thread and
//! sends its answer back; the app polls for it each frame while one is open.
//!
//! Where no desktop portal and no `zenity` exist, the dialog answers "cancelled" at once; every file
//! can still be reached without it (Examples, the saves folder, recent files, drag-and-drop, or a path
//! on the command line).

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use eframe::egui;

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
}

/// At most one file dialog at a time, and its pending answer.
#[derive(Default)]
pub struct FileDialogs {
    pending: Option<(Purpose, Receiver<Option<PathBuf>>)>,
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
        let ctx = ctx.clone();
        let spawned = std::thread::Builder::new().name("file-dialog".into()).spawn(move || {
            let folder_text = folder.display().to_string();
            let dialog = rfd::FileDialog::new().add_filter("Bouton game", &["ron"]).set_directory(folder);
            let answer = match purpose {
                // The portal starts in `folder`; zenity ignores it but starts where a file name
                // ending in "/" points (the portal ignores a file name when opening).
                Purpose::Open => dialog
                    .set_title("Open a Bouton game")
                    .set_file_name(format!("{}/", folder_text.trim_end_matches('/')))
                    .pick_file(),
                Purpose::SaveAs => dialog.set_title("Save the game as").set_file_name(file_name).save_file(),
                Purpose::SaveLessonAs => dialog.set_title("Save the lesson as").set_file_name(file_name).save_file(),
            };
            // The window may have closed meanwhile; then nobody is listening, which is fine.
            let _ = sender.send(answer);
            ctx.request_repaint();
        });
        if spawned.is_ok() {
            self.pending = Some((purpose, receiver));
        }
    }

    /// The action the dialog's answer asks for, once it is back (`None` while waiting or if cancelled).
    pub fn poll(&mut self) -> Option<Action> {
        let (purpose, receiver) = self.pending.as_ref()?;
        let answer = match receiver.try_recv() {
            Ok(answer) => answer,
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => None,
        };
        let purpose = *purpose;
        self.pending = None;
        let path = answer?;
        Some(match purpose {
            Purpose::Open => Action::Open(path),
            Purpose::SaveAs => Action::SaveTo(with_ron_extension(path)),
            Purpose::SaveLessonAs => Action::Lesson(LessonAction::SaveTo(with_ron_extension(path))),
        })
    }
}

/// `lesson` → `lesson.ron`; a path that already ends in `.ron` is kept.
#[must_use]
pub fn with_ron_extension(path: PathBuf) -> PathBuf {
    if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("ron")) { path } else { path.with_extension("ron") }
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
        let mut dialogs = FileDialogs { pending: Some((Purpose::SaveAs, receiver)) };
        assert_eq!(dialogs.poll(), None);
        assert!(dialogs.is_open());
        sender.send(Some(PathBuf::from("monday"))).unwrap();
        assert_eq!(dialogs.poll(), Some(Action::SaveTo("monday.ron".into())));
        assert!(!dialogs.is_open());
        let (sender, receiver) = mpsc::channel();
        let mut dialogs = FileDialogs { pending: Some((Purpose::Open, receiver)) };
        sender.send(None).unwrap();
        assert_eq!(dialogs.poll(), None, "cancelled");
        assert!(!dialogs.is_open());
    }
}
