//! The app's own file chooser, for desktops with no file dialog (no portal, no zenity): the folder's
//! files of the right kind, the recent files, and a path to type. It is also what a person gets when
//! the desktop's dialog fails to appear.

use std::path::{Path, PathBuf};

use eframe::egui::{self, RichText};

use super::{Purpose, with_extension};
use crate::i18n::msg;
use crate::ui::action::Action;

/// The most files of a folder the chooser lists.
const LISTED: usize = 300;

/// What is wrong with the path typed in the chooser: a fact, worded when drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChooserProblem {
    /// Nothing typed.
    NoPath,
    /// A folder where a file is wanted.
    IsAFolder(PathBuf),
    /// No file there to open.
    NoFile(PathBuf),
    /// The folder to write in does not exist.
    NoFolder(PathBuf),
}

impl std::fmt::Display for ChooserProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            Self::NoPath => msg::chooser_type_a_path(),
            Self::IsAFolder(path) => msg::chooser_is_a_folder(crate::save::shown(path)),
            Self::NoFile(path) => msg::chooser_no_file(crate::save::shown(path)),
            Self::NoFolder(path) => msg::chooser_no_folder(crate::save::shown(path)),
        })
    }
}

/// The chooser's state while it is open.
#[derive(Clone, Debug)]
pub struct FileChooser {
    purpose: Purpose,
    folder: PathBuf,
    /// The path typed, or picked from a list.
    path: String,
    /// What is wrong with the path, after Open or Save was pressed.
    problem: Option<ChooserProblem>,
    /// The folder's files of the purpose's kind, by name.
    entries: Vec<PathBuf>,
    /// The folder's folders, by name (a click goes into one).
    folders: Vec<PathBuf>,
    /// The name of the file to write, as last typed (kept when going into another folder).
    name: String,
    /// The path field takes the keyboard at the next frame (on opening, and after a mistake).
    focus_field: bool,
}

impl FileChooser {
    /// A chooser for `purpose`, listing `folder`; a file that is written starts as `file_name` there.
    #[must_use]
    pub fn new(purpose: Purpose, folder: PathBuf, file_name: &str) -> Self {
        let mut chooser = Self {
            purpose,
            folder: PathBuf::new(),
            path: String::new(),
            problem: None,
            entries: Vec::new(),
            folders: Vec::new(),
            name: file_name.to_string(),
            focus_field: true,
        };
        chooser.enter(folder, file_name);
        chooser
    }

    /// Goes into `folder`: lists its files of the right kind and its folders; a file to write keeps
    /// its name there.
    fn enter(&mut self, folder: PathBuf, file_name: &str) {
        let listed: Vec<PathBuf> = std::fs::read_dir(&folder)
            .map(|dir| dir.filter_map(Result::ok).map(|entry| entry.path()).take(4 * LISTED).collect())
            .unwrap_or_default();
        let hidden = |p: &PathBuf| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.'));
        let extension = self.purpose.extension();
        self.entries =
            listed.iter().filter(|p| p.is_file() && has_extension(p, extension)).take(LISTED).cloned().collect();
        self.folders = listed.into_iter().filter(|p| p.is_dir() && !hidden(p)).take(LISTED).collect();
        self.entries.sort();
        self.folders.sort();
        self.name = file_name.to_string();
        let path = if self.purpose.writes() { folder.join(file_name) } else { folder.join("") };
        self.path = path.display().to_string();
        self.folder = folder;
        self.problem = None;
        self.focus_field = true;
    }

    /// The name of the file to write, as typed (kept when going into another folder).
    fn typed_name(&self) -> String {
        let typed = Path::new(self.path.trim());
        match typed.file_name() {
            Some(name) if self.purpose.writes() && !typed.is_dir() => name.to_string_lossy().into_owned(),
            _ => self.name.clone(),
        }
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
    pub fn problem(&self) -> Option<&ChooserProblem> {
        self.problem.as_ref()
    }

    /// The action the typed path asks for, or what is wrong with it (nothing is read or written
    /// here: the action does that, and reports its own errors).
    ///
    /// # Errors
    /// What is wrong, worded when shown: no path, no such file, no such folder, a folder where a
    /// file is wanted.
    pub fn choose(&self) -> Result<Action, ChooserProblem> {
        let typed = self.path.trim();
        if typed.is_empty() {
            return Err(ChooserProblem::NoPath);
        }
        let path = PathBuf::from(typed);
        if path.is_dir() {
            return Err(ChooserProblem::IsAFolder(path));
        }
        if !self.purpose.writes() {
            if !path.is_file() {
                return Err(ChooserProblem::NoFile(path));
            }
            return Ok(self.purpose.action(path));
        }
        let path = with_extension(path, self.purpose.extension());
        let parent = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        if !parent.is_dir() {
            return Err(ChooserProblem::NoFolder(parent.to_path_buf()));
        }
        Ok(self.purpose.action(path))
    }

    /// Draws the chooser; returns the chosen file's action and [`Action::CloseFileChooser`], or the
    /// latter alone when cancelled.
    pub fn ui(&mut self, ctx: &egui::Context, recent: &[PathBuf]) -> Vec<Action> {
        let mut actions = Vec::new();
        let mut go = false;
        let modal = egui::Modal::new(egui::Id::unique("file-chooser")).show(ctx, |ui| {
            ui.set_width(560.0);
            ui.heading(self.purpose.title());
            ui.label(RichText::new(msg::chooser_no_dialog()).weak());
            ui.label(msg::chooser_in_folder(crate::save::shown(&self.folder)));
            let room = (ctx.content_rect().height() * 0.3).max(60.0);
            let mut into = None;
            // A list of fixed height, so the dialog keeps its place as folders change.
            egui::ScrollArea::vertical()
                .id_salt("chooser-files")
                .min_scrolled_height(room)
                .max_height(room)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    // The folder above, and the folders here: a click goes into one.
                    if let Some(parent) = self.folder.parent()
                        && ui.selectable_label(false, msg::chooser_folder_above()).clicked()
                    {
                        into = Some(parent.to_path_buf());
                    }
                    for folder in &self.folders {
                        let name = folder.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                        if ui.selectable_label(false, format!("{name}/")).clicked() {
                            into = Some(folder.clone());
                        }
                    }
                    if self.entries.is_empty() {
                        let extension = self.purpose.extension();
                        ui.label(RichText::new(msg::chooser_no_files(extension)).weak());
                    }
                    go |= self.list(ui, &self.entries.clone());
                });
            if let Some(folder) = into {
                let name = self.typed_name();
                self.enter(folder, &name);
            }
            let recent: Vec<PathBuf> =
                recent.iter().filter(|p| has_extension(p, self.purpose.extension())).cloned().collect();
            if !self.purpose.writes() && !recent.is_empty() {
                ui.label(msg::chooser_recent());
                go |= self.list(ui, &recent);
            }
            ui.horizontal(|ui| {
                ui.label(msg::chooser_path());
                let field = ui.add(egui::TextEdit::singleline(&mut self.path).desired_width(400.0));
                field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, msg::chooser_path()));
                if std::mem::take(&mut self.focus_field) {
                    field.request_focus();
                    // The cursor at the end of the path, where the file's name is typed.
                    if let Some(mut edit) = egui::TextEdit::load_state(ui.ctx(), field.id) {
                        let end = egui::text::CCursor::new(self.path.chars().count());
                        edit.cursor.set_char_range(Some(egui::text::CCursorRange::one(end)));
                        edit.store(ui.ctx(), field.id);
                    }
                }
                go |= field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            });
            if let Some(problem) = &self.problem {
                ui.colored_label(ui.visuals().warn_fg_color, problem.to_string());
            }
            ui.horizontal(|ui| {
                let verb = match self.purpose {
                    Purpose::Open => msg::chooser_open(),
                    Purpose::SaveAs | Purpose::SaveLessonAs => msg::chooser_save(),
                    Purpose::Export(_) => msg::chooser_export(),
                };
                go |= ui.button(verb).clicked();
                ui.button(msg::chooser_cancel()).clicked()
            })
            .inner
        });
        // A folder typed in the field is gone into, not refused.
        let typed = PathBuf::from(self.path.trim());
        if go && typed.is_dir() && !self.path.trim().is_empty() {
            let name = self.typed_name();
            self.enter(typed, &name);
        } else if go {
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
        assert!(open.choose().unwrap_err().to_string().contains("is a folder"), "it starts at the folder");
        open.path = dir.path().join("tuesday.ron").display().to_string();
        assert!(open.choose().unwrap_err().to_string().starts_with("There is no file at"));
        open.path = format!("  {}  ", dir.path().join("monday.ron").display());
        assert_eq!(open.choose(), Ok(Action::Open(dir.path().join("monday.ron"))));
        open.path = "   ".into();
        assert!(open.choose().is_err());

        let mut export = FileChooser::new(Purpose::Export(ExportKind::Svg), dir.path().into(), "board.svg");
        assert_eq!(export.choose(), Ok(Action::ExportSvg(dir.path().join("board.svg"))));
        export.path = dir.path().join("nowhere").join("board").display().to_string();
        assert!(export.choose().unwrap_err().to_string().starts_with("There is no folder"));
        export.path = dir.path().join("board").display().to_string();
        assert_eq!(export.choose(), Ok(Action::ExportSvg(dir.path().join("board.svg"))), "the extension is added");
    }

    /// Folders are listed and gone into; a file to write keeps its name in the new folder.
    #[test]
    fn folders_are_browsed_and_the_name_follows() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("week 3")).unwrap();
        std::fs::create_dir(dir.path().join(".hidden")).unwrap();
        std::fs::write(dir.path().join("week 3").join("monday.ron"), "(version: 1)").unwrap();
        let mut save = FileChooser::new(Purpose::SaveAs, dir.path().into(), "class.ron");
        assert_eq!(save.folders, vec![dir.path().join("week 3")], "hidden folders are left out");
        save.path = dir.path().join("friday.ron").display().to_string();
        let name = save.typed_name();
        save.enter(dir.path().join("week 3"), &name);
        assert_eq!(save.entries, vec![dir.path().join("week 3").join("monday.ron")]);
        assert_eq!(save.choose(), Ok(Action::SaveTo(dir.path().join("week 3").join("friday.ron"))));
        save.path = dir.path().display().to_string();
        assert_eq!(save.typed_name(), "friday.ron", "a folder typed keeps the file's name");
    }

    /// A fresh install has no saves folder yet: the folder the first Save and Export start in is
    /// made first, so choosing a file there just works (it said "There is no folder …/saves").
    #[test]
    fn the_first_save_and_export_start_in_a_folder_that_exists() {
        let dir = tempfile::tempdir().unwrap();
        let saves = dir.path().join("bouton").join("saves");
        let fresh = FileChooser::new(Purpose::SaveAs, saves.clone(), "class.ron");
        assert!(fresh.choose().unwrap_err().to_string().starts_with("There is no folder"), "the walk's failure");
        let save = FileChooser::new(Purpose::SaveAs, super::super::apply::made(saves.clone()), "class.ron");
        assert_eq!(save.choose(), Ok(Action::SaveTo(saves.join("class.ron"))));
        let export =
            FileChooser::new(Purpose::Export(ExportKind::Svg), super::super::apply::made(saves.clone()), "board.svg");
        assert_eq!(export.choose(), Ok(Action::ExportSvg(saves.join("board.svg"))));
    }
}
