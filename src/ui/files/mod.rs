//! Files: opening games and lessons (File ▸ Open, drag-and-drop, recent files), saving, and the native
//! dialogs on a worker thread, with their actions.

mod apply;
mod autosave;
mod dialog;

pub use dialog::{FileDialogs, Purpose, with_ron_extension};
