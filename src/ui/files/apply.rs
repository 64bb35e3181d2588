//! The app's files: opening a game or a lesson, File ▸ Save, and the recent files.

use std::path::{Path, PathBuf};

use std::sync::Arc;

use super::{FileLoad, Purpose};
use crate::save;
use crate::ui::AppError;
use crate::ui::action::{Action, LessonAction};
use crate::ui::app::BoutonApp;
use crate::ui::preferences::RECENT_FILES;

impl BoutonApp {
    /// The bundled examples in the window's language.
    #[must_use]
    pub fn examples(&self) -> &[crate::save::SavedGame] {
        &self.files.examples
    }

    /// After a language switch from `before`: the examples in the new language, and an example as
    /// it came (its title and notes untouched) — on the board, or set aside while exercises or a
    /// lesson use it — takes its title and notes in it too; the moves played stay.
    pub(in crate::ui) fn translate_examples(&mut self, before: crate::i18n::Lang) {
        let now = self.language();
        if now == before {
            return;
        }
        self.files.examples = super::load_examples(now);
        let was = super::load_examples(before);
        let translate = |saved: &mut crate::save::SavedGame| {
            let same = |e: &crate::save::SavedGame| {
                e.title == saved.title
                    && e.notes == saved.notes
                    && e.game.start() == saved.game.start()
                    && e.game.rules() == saved.game.rules()
            };
            if let Some(index) = was.iter().position(same)
                && let Some(new) = self.files.examples.get(index)
            {
                saved.title.clone_from(&new.title);
                saved.notes.clone_from(&new.notes);
            }
        };
        translate(&mut self.session.saved);
        if let Some(set_aside) = self.mode.set_aside_mut() {
            translate(&mut set_aside.saved);
        }
    }

    /// The `.ron` files of the saves folder, as last read (at start, after a save, on Refresh).
    #[must_use]
    pub fn saves_listing(&self) -> &[PathBuf] {
        &self.files.saves_listing
    }

    /// The action of File ▸ Save: save to the game's file, or ask where when it has none.
    #[must_use]
    pub fn save_action(&self) -> Action {
        let path = match self.disguise() {
            Some(play) => play.path.clone(),
            None => self.session.path.clone(),
        };
        path.map_or(Action::ShowFileDialog(Purpose::SaveAs), Action::SaveTo)
    }

    /// Where a file dialog or the chooser starts: the game's folder, or the saves folder (made on
    /// first use, so the first Save or Export on a fresh install just works).
    pub(in crate::ui) fn dialog_folder(&self) -> PathBuf {
        match self.session.path.as_ref().and_then(|p| p.parent().map(Path::to_path_buf)) {
            Some(folder) => folder,
            None => made(save::saves_dir()),
        }
    }

    /// The title a file is named after: the game's, or — while the answers are hidden, since a title
    /// often tells them ("three winning moves") — its start and rules, as the board names it then.
    #[must_use]
    pub fn file_title(&self) -> String {
        match self.saved() {
            Some(saved) if !self.session.revealed && self.exercise().is_none() => crate::words::start_title(saved),
            _ => self.title(),
        }
    }

    /// The file name a dialog suggests for `purpose`: from the game's or the lesson's title (the
    /// students' worksheet never from a title, which may tell the answer).
    #[must_use]
    pub fn suggested_name(&self, purpose: Purpose) -> String {
        let title = self.file_title();
        match purpose {
            Purpose::Open => String::new(),
            Purpose::SaveAs => crate::export::file_name(&title),
            Purpose::SaveLessonAs => self.lesson().map_or_else(
                || crate::ui::lessons::lesson_file_name(&title),
                |state| crate::ui::lessons::lesson_file_name(&state.lesson.title),
            ),
            Purpose::Export(super::ExportKind::Handout(crate::export::Edition::Student)) => {
                let start = self.saved().map_or(title, crate::words::start_title);
                crate::export::export_path(Path::new(""), &crate::i18n::msg::file_worksheet_name(start), "md")
                    .display()
                    .to_string()
            }
            Purpose::Export(kind) => {
                crate::export::export_path(Path::new(""), &title, kind.extension()).display().to_string()
            }
        }
    }

    /// The app's own file chooser, while it is open.
    #[must_use]
    pub fn file_chooser(&self) -> Option<&super::FileChooser> {
        self.files.chooser.as_ref()
    }

    /// The file the game was loaded from or saved to.
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        self.session.path.as_deref()
    }

    /// The actions on files: open (on the loader's thread), its answer, cancel, the dialogs, save, and
    /// reading the saves folder again.
    pub(in crate::ui) fn apply_file(&mut self, action: Action) {
        match action {
            Action::Open(path) => self.open(path),
            Action::OpenBytes { name, bytes } => self.open_bytes(name, bytes),
            Action::OpenLink(fragment) if save::parse_disguise_link(&fragment).is_some() => {
                match save::parse_disguise_link(&fragment) {
                    Some(Ok(game)) => {
                        let start = crate::ui::disguise::DisguiseAction::Start(game, Some(crate::core::Side::Second));
                        self.apply(Action::Disguise(start));
                        self.apply(Action::Reveal(false));
                    }
                    Some(Err(e)) => {
                        log::warn!("a link's position: {e}");
                        self.shell.status.error = Some(AppError::Link(e));
                    }
                    None => {}
                }
            }
            Action::OpenLink(fragment) => match save::parse_link(&fragment) {
                Ok(shared) => {
                    // No title in words: it is named by its heaps and rules in the language on
                    // screen, whenever it is drawn.
                    self.apply(Action::Load(Box::new(shared.saved), None));
                    // A position shared with a class is a question first: its answers wait for a
                    // hint or Reveal.
                    self.apply(Action::Reveal(false));
                }
                Err(e) => {
                    log::warn!("a link's position: {e}");
                    self.shell.status.error = Some(AppError::Link(e));
                }
            },
            Action::CopyLink => {
                // A link holds heaps of one game, or a game in disguise.
                let fragment = if let Some(play) = self.disguise() {
                    save::disguise_link_fragment(play.position())
                } else {
                    let Some(game) = self.game() else { return self.say(crate::ui::said::Said::NotForSums) };
                    save::link_fragment(game)
                };
                let link = match crate::ui::platform::page_address() {
                    Some(address) => format!("{address}#{fragment}"),
                    None => format!("#{fragment}"),
                };
                self.shell.ctx.copy_text(link.clone());
                self.say(crate::ui::said::Said::LinkCopied(link.clone()));
            }
            Action::Opened(path, answer) => self.finish_open(path, *answer),
            Action::CancelOpen => {
                if let Some(load) = &self.files.loading {
                    load.worker().cancel();
                }
            }
            Action::ShowFileDialog(purpose) => self.files.dialog_request = Some(purpose),
            Action::ShowFileChooser(purpose) => {
                let folder = self.dialog_folder();
                self.files.chooser = Some(super::FileChooser::new(purpose, folder, &self.suggested_name(purpose)));
            }
            Action::CloseFileChooser => self.files.chooser = None,
            Action::SaveTo(path) if self.save_disguise(&path) => {}
            Action::SaveTo(path) => {
                // Heaps of one game and a sum of games alike, in the one file format.
                let text = super::autosave::Kept::of(&self.session).file();
                match crate::ui::platform::write_file(&path, text.as_bytes()) {
                    Ok(()) => {
                        self.say(crate::ui::said::Said::Saved(path.clone()));
                        self.remember(&path);
                        self.session.path = Some(path);
                        self.files.saves_listing = saves_listing();
                    }
                    Err(e) => {
                        log::warn!("{e}");
                        self.shell.status.error = Some(AppError::Save(Arc::new(e)));
                    }
                }
            }
            Action::RefreshSaves => self.files.saves_listing = saves_listing(),
            // Every other action is applied by its own feature.
            _ => {}
        }
    }

    /// The file being opened on the loader's worker thread, if any.
    #[must_use]
    pub fn file_load(&self) -> Option<&FileLoad> {
        self.files.loading.as_ref()
    }

    /// Starts opening a game or a lesson file, whichever it is, on a worker thread. A file already
    /// being opened is given up for this one. The game on the board stays until the file has loaded.
    pub(in crate::ui) fn open(&mut self, path: PathBuf) {
        if let Some(previous) = self.files.loading.take() {
            previous.worker().cancel();
        }
        match FileLoad::start(&self.shell.ctx, path.clone()) {
            Ok(load) => self.files.loading = Some(load),
            Err(e) => self.shell.status.error = Some(AppError::Open(Arc::new(save::LoadError::Io { path, source: e }))),
        }
    }

    /// Starts opening a file's bytes (from the browser's picker or a drop), as [`Self::open`] does a
    /// path; the file's name stands for its path from then on (Save writes a file of that name).
    pub(in crate::ui) fn open_bytes(&mut self, name: String, bytes: Arc<[u8]>) {
        if let Some(previous) = self.files.loading.take() {
            previous.worker().cancel();
        }
        match FileLoad::start_bytes(&self.shell.ctx, name.clone(), bytes) {
            Ok(load) => self.files.loading = Some(load),
            Err(e) => {
                self.shell.status.error =
                    Some(AppError::Open(Arc::new(save::LoadError::Io { path: name.into(), source: e })));
            }
        }
    }

    /// The loader's answer, once it is in, as an action (called each frame; never waits).
    pub(in crate::ui) fn poll_file_load(&self) -> Option<Action> {
        let load = self.files.loading.as_ref()?;
        let answer = load.poll();
        if answer.is_none() {
            // Keep the progress moving while the loader works; no repaints when nothing runs.
            self.shell.ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
        answer.map(|answer| opened_action(load.path(), answer))
    }

    /// Waits for the file being opened and applies it: for tests, which have no frames to poll from.
    pub fn wait_for_file(&mut self) {
        if let Some(load) = &self.files.loading {
            let action = opened_action(load.path(), load.wait());
            self.apply(action);
        }
    }

    /// Applies a loaded file: a game replaces the game, a lesson starts. An error changes nothing
    /// but the dialog; a cancelled load only says so.
    pub(in crate::ui) fn finish_open(&mut self, path: PathBuf, answer: Result<save::Opened, AppError>) {
        self.files.loading = None;
        let warnings = match answer {
            Ok(save::Opened::Game(loaded)) => {
                self.apply(Action::Load(Box::new(loaded.saved), Some(path.clone())));
                loaded.warnings
            }
            Ok(save::Opened::Disguise(loaded)) => {
                let open = crate::ui::disguise::DisguiseAction::Open(Box::new(loaded.saved), Some(path.clone()));
                self.apply(Action::Disguise(open));
                loaded.warnings
            }
            Ok(save::Opened::Lesson(loaded)) => {
                self.apply(Action::Lesson(LessonAction::Present(Box::new(loaded.lesson), Some(path.clone()))));
                loaded.warnings
            }
            Err(AppError::Open(e)) if matches!(*e, save::LoadError::Cancelled { .. }) => {
                self.say(crate::ui::said::Said::Cancelled(e));
                return;
            }
            // The game on screen stays as it was.
            Err(e) => {
                self.shell.status.error = Some(e);
                return;
            }
        };
        // Said as Save says it: the file it came from, or what was tolerated in it.
        if warnings.is_empty() {
            self.say(crate::ui::said::Said::Opened(path));
        } else {
            self.say(crate::ui::said::Said::OpenedWithWarnings(warnings));
        }
    }

    pub(in crate::ui) fn remember(&mut self, path: &Path) {
        self.prefs.recent.retain(|p| p != path);
        self.prefs.recent.insert(0, path.to_path_buf());
        self.prefs.recent.truncate(RECENT_FILES);
    }
}

/// The action that applies a loader's answer.
fn opened_action(path: &Path, answer: Result<save::Opened, save::LoadError>) -> Action {
    Action::Opened(path.to_path_buf(), Box::new(answer.map_err(|e| AppError::Open(Arc::new(e)))))
}

/// `folder`, made (with its parents) if it is missing. If it cannot be made the dialog still starts
/// there and says what is wrong when a file is chosen.
pub(in crate::ui) fn made(folder: PathBuf) -> PathBuf {
    if let Err(e) = std::fs::create_dir_all(&folder) {
        log::warn!("cannot make the folder {}: {e}", folder.display());
    }
    folder
}

/// The `.ron` files of the saves folder, sorted (empty when it cannot be read).
pub(in crate::ui) fn saves_listing() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(save::saves_dir())
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "ron"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}
