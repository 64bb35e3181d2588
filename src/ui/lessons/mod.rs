//! Lessons: presenting a lesson step by step (the presenter's card and navigator), the lessons panel
//! with its editor, and their actions.

mod apply;
mod editor;
pub(in crate::ui) mod presenter;

pub use apply::{LessonState, lesson_file_name};
pub(in crate::ui) use editor::{LessonsPanel, LessonsView};
pub use presenter::NavigatorView;
