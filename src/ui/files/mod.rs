//! Files: opening games and lessons (File ▸ Open, drag-and-drop, recent files), saving, and the native
//! dialogs and the loader on worker threads, with their actions.

mod apply;
mod autosave;

pub(in crate::ui) use autosave::autosave_note_dialog;
mod chooser;
mod dialog;
mod loading;

pub(in crate::ui) use apply::saves_listing;
pub use chooser::FileChooser;
pub use dialog::{Chosen, ExportKind, FileDialogs, Purpose, with_extension, with_ron_extension};
pub use loading::FileLoad;

/// What the autosave holds, as far as this window knows.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Autosaved<T> {
    /// Nothing written yet.
    #[default]
    Nothing,
    /// This game, written last (an unchanged game is neither worded nor written again).
    Written(T),
    /// The last write failed; the failure was said once, and each change tries again.
    Failing,
    /// The person chose at start not to autosave in this window.
    Off,
}

/// The bundled examples in `lang`, loaded.
pub(in crate::ui) fn load_examples(lang: crate::i18n::Lang) -> Vec<crate::save::SavedGame> {
    crate::save::examples_in(lang).iter().filter_map(|e| e.load().ok()).map(|l| l.saved).collect()
}

/// The files feature: the native dialogs and the app's own chooser, a load under way, the bundled
/// examples, the saves folder's listing and the autosave.
pub struct FilesState {
    /// The native file dialogs.
    pub(in crate::ui) dialogs: FileDialogs,
    /// A file dialog asked for by an action, opened at the end of the frame (it needs the context).
    pub(in crate::ui) dialog_request: Option<Purpose>,
    /// The app's own file chooser, open where the desktop has no file dialog.
    pub(in crate::ui) chooser: Option<FileChooser>,
    /// The file being opened on the loader's worker thread.
    pub(in crate::ui) loading: Option<FileLoad>,
    /// The bundled examples, in the window's language.
    pub(in crate::ui) examples: Vec<crate::save::SavedGame>,
    /// The files in the saves folder, read at start, after a save and on Refresh.
    pub(in crate::ui) saves_listing: Vec<std::path::PathBuf>,
    /// Where the game is autosaved after every change (`None`: not at all, as in most tests).
    pub(in crate::ui) autosave: Option<crate::ui::platform::AutosaveStore>,
    /// What the autosave holds: the game on the board (or set aside) when it was last written.
    pub(in crate::ui) autosaved: Autosaved<autosave::Kept>,
    /// Whether the answers were shown when that was last kept in the autosave's store.
    pub(in crate::ui) autosaved_revealed: Option<bool>,
    /// The game in disguise the autosave holds (`None` at the start: nothing written yet; an empty
    /// text: none).
    pub(in crate::ui) autosaved_disguise: Option<String>,
    /// What to tell at start about where this window autosaves (another window has the usual
    /// autosave, or its folder cannot be written), until the person answers.
    pub(in crate::ui) autosave_note: Option<crate::save::AutosaveNote>,
}

impl FilesState {
    /// No dialog open, nothing loading, the examples and the saves folder read, no autosave.
    #[must_use]
    pub(in crate::ui) fn new() -> Self {
        Self {
            dialogs: FileDialogs::default(),
            dialog_request: None,
            chooser: None,
            loading: None,
            examples: load_examples(crate::i18n::language()),
            saves_listing: saves_listing(),
            autosave: None,
            autosaved: Autosaved::Nothing,
            autosaved_revealed: None,
            autosaved_disguise: None,
            autosave_note: None,
        }
    }
}
