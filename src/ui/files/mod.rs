//! Files: opening games and lessons (File ▸ Open, drag-and-drop, recent files), saving, and the native
//! dialogs and the loader on worker threads, with their actions.

mod apply;
mod autosave;
mod chooser;
mod dialog;
mod loading;

pub(in crate::ui) use apply::saves_listing;
pub use chooser::FileChooser;
pub use dialog::{Chosen, ExportKind, FileDialogs, Purpose, with_extension, with_ron_extension};
pub use loading::FileLoad;
