//! The app's own file chooser, for desktops with no file dialog (no portal, no zenity): the folder's
//! files of the right kind, the recent files, and a path to type. It is also what a person gets when
//! the desktop's dialog fails to appear.

use std::path::{Path, PathBuf};

use eframe::egui::{self, RichText};

use super::{Purpose, with_extension};
use crate::ui::action::Action;

/// The most files of a folder the chooser lists.
const LISTED: usize = 300;

/// The chooser's state while it is open.
#[derive(Clone, Debug)]
pub struct FileChooser {
    purpose: Purpose,
    folder: PathBuf,
    /// The path typed, or picked from a list.
    path: String,
    /// What is wrong with the path, after Open or Save was pressed.
    problem: Option<String>,
    /// The folder's files of the purpose's kind, by name.
    entries: Vec<PathBuf>,
    /// The path field takes the keyboard at the next frame (on opening, and after a mistake).
    focus_field: bool,
}

impl FileChooser {
    /// A chooser for `purpose`, listing `folder`; a file that is written starts as `file_name` there.
    #[must_use]
    pub fn new(purpose: Purpose, folder: PathBuf, file_name: &str) -> Self {
        let path = if purpose.writes() { folder.join(file_name) } else { folder.join("") };
        let mut entries: Vec<PathBuf> = std::fs::read_dir(&folder)
            .map(|dir| {
                dir.filter_map(Result::ok)
                    .map(|entry| entry.path())
                    .filter(|p| p.is_file() && has_extension(p, purpose.extension()))
                    .take(LISTED)
                    .collect()
            })
            .unwrap_or_default();
        entries.sort();
        Self { purpose, folder, path: path.display().to_string(), problem: None, entries, focus_field: true }
    }

    /// What it is for.
    #[must_use]
    pub fn purpose(&self) -> Purpose {
        self.purpose
    }

    /// The path as typed.
    #[must_use]
    pub fn path(&self) -> &str {
        &self.path
    }

    /// What is wrong with the path, once Open or Save was pressed.
    #[must_use]
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }

    /// The action the typed path asks for, or what is wrong with it (nothing is read or written
    /// here: the action does that, and reports its own errors).
    ///
    /// # Errors
    /// A sentence for the person: no path, no such file, no such folder, a folder where a file is
    /// wanted.
    pub fn choose(&self) -> Result<Action, String> {
        let typed = self.path.trim();
        if typed.is_empty() {
            return Err("Type a file's path, or pick a file from the list.".into());
        }
        let path = PathBuf::from(typed);
        if path.is_dir() {
            return Err(format!("{} is a folder: add a file name.", crate::save::shown(&path)));
        }
        if !self.purpose.writes() {
            if !path.is_file() {
                return Err(format!("There is no file at {}.", crate::save::shown(&path)));
            }
            return Ok(self.purpose.action(path));
        }
        let path = with_extension(path, self.purpose.extension());
        let parent = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        if !parent.is_dir() {
            return Err(format!("There is no folder {}.", crate::save::shown(parent)));
        }
        Ok(self.purpose.action(path))
    }

    /// Draws the chooser; returns the chosen file's action and [`Action::CloseFileChooser`], or the
    /// latter alone when cancelled.
    pub fn ui(&mut self, ctx: &egui::Context, recent: &[PathBuf]) -> Vec<Action> {
        let mut actions = Vec::new();
        let mut go = false;
        let modal = egui::Modal::new(egui::Id::unique("file-chooser")).show(ctx, |ui| {
            ui.set_max_width(560.0);
            ui.heading(self.purpose.title());
            ui.label(
                RichText::new("No file dialog is available on this desktop: choose a file here, or type its path.")
                    .weak(),
            );
            ui.label(format!("In {}:", crate::save::shown(&self.folder)));
            let room = (ctx.content_rect().height() * 0.3).max(60.0);
            egui::ScrollArea::vertical().id_salt("chooser-files").max_height(room).show(ui, |ui| {
                if self.entries.is_empty() {
                    ui.label(RichText::new(format!("No .{} files here yet.", self.purpose.extension())).weak());
                }
                go |= self.list(ui, &self.entries.clone());
            });
            let recent: Vec<PathBuf> =
                recent.iter().filter(|p| has_extension(p, self.purpose.extension())).cloned().collect();
            if !self.purpose.writes() && !recent.is_empty() {
                ui.label("Recent files:");
                go |= self.list(ui, &recent);
            }
            ui.horizontal(|ui| {
                ui.label("File path");
                let field = ui.add(egui::TextEdit::singleline(&mut self.path).desired_width(400.0));
                field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "File path"));
                if std::mem::take(&mut self.focus_field) {
                    field.request_focus();
                }
                go |= field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            });
            if let Some(problem) = &self.problem {
                ui.colored_label(ui.visuals().warn_fg_color, problem);
            }
            ui.horizontal(|ui| {
                let verb = match self.purpose {
                    Purpose::Open => "Open",
                    Purpose::SaveAs | Purpose::SaveLessonAs => "Save",
                    Purpose::Export(_) => "Export",
                };
                go |= ui.button(verb).clicked();
                ui.button("Cancel").clicked()
            })
            .inner
        });
        if go {
            match self.choose() {
                Ok(action) => actions.extend([action, Action::CloseFileChooser]),
                Err(problem) => {
                    self.problem = Some(problem);
                    self.focus_field = true;
                }
            }
        } else if modal.inner || modal.should_close() {
            actions.push(Action::CloseFileChooser);
        }
        actions
    }

    /// A list of files: a click puts one in the path field, a double click chooses it.
    fn list(&mut self, ui: &mut egui::Ui, files: &[PathBuf]) -> bool {
        let mut go = false;
        for file in files {
            let name = file.file_name().map_or_else(|| file.display().to_string(), |n| n.to_string_lossy().into());
            let picked = self.path == file.display().to_string();
            let row = ui.selectable_label(picked, name).on_hover_text(file.display().to_string());
            if row.clicked() || row.double_clicked() {
                self.path = file.display().to_string();
                self.problem = None;
            }
            go |= row.double_clicked();
        }
        go
    }
}

/// Whether `path` ends in `.extension` (in any case).
fn has_extension(path: &Path, extension: &str) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case(extension))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::files::ExportKind;

    #[test]
    fn a_typed_path_is_checked_before_anything_is_read_or_written() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("monday.ron"), "(version: 1)").unwrap();
        std::fs::write(dir.path().join("notes.txt"), "").unwrap();
        let mut open = FileChooser::new(Purpose::Open, dir.path().into(), "");
        assert_eq!(open.entries, vec![dir.path().join("monday.ron")], "only the games and lessons");
        assert!(open.choose().unwrap_err().contains("is a folder"), "it starts at the folder");
        open.path = dir.path().join("tuesday.ron").display().to_string();
        assert!(open.choose().unwrap_err().starts_with("There is no file at"));
        open.path = format!("  {}  ", dir.path().join("monday.ron").display());
        assert_eq!(open.choose(), Ok(Action::Open(dir.path().join("monday.ron"))));
        open.path = "   ".into();
        assert!(open.choose().is_err());

        let mut export = FileChooser::new(Purpose::Export(ExportKind::Svg), dir.path().into(), "board.svg");
        assert_eq!(export.choose(), Ok(Action::ExportSvg(dir.path().join("board.svg"))));
        export.path = dir.path().join("nowhere").join("board").display().to_string();
        assert!(export.choose().unwrap_err().starts_with("There is no folder"));
        export.path = dir.path().join("board").display().to_string();
        assert_eq!(export.choose(), Ok(Action::ExportSvg(dir.path().join("board.svg"))), "the extension is added");
    }
}
