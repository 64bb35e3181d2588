//! The built-in lessons: lesson files under `assets/lessons/`, embedded in the program, made from the
//! source texts. Each ends with a few exercises.

use super::error::LoadError;
use super::lesson::{LoadedLesson, parse_lesson};

/// One built-in lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuiltInLesson {
    /// Its file name under `assets/lessons/`, which also names it in errors.
    pub file: &'static str,
    /// The text of the lesson file.
    pub text: &'static str,
}

impl BuiltInLesson {
    /// Loads the lesson.
    ///
    /// # Errors
    /// Never for the bundled files (a test loads every one); the error type is the loader's.
    pub fn load(&self) -> Result<LoadedLesson, LoadError> {
        parse_lesson(self.text, self.file)
    }
}

macro_rules! lessons {
    ($($file:literal),* $(,)?) => {
        &[$(BuiltInLesson { file: $file, text: include_str!(concat!("../../assets/lessons/", $file)) }),*]
    };
}

/// Every built-in lesson, in teaching order.
///
/// ```
/// let titles: Vec<String> = bouton::save::built_in_lessons().iter().map(|l| l.load().unwrap().lesson.title).collect();
/// assert_eq!(titles.len(), 5);
/// ```
#[must_use]
pub fn built_in_lessons() -> &'static [BuiltInLesson] {
    lessons![
        "1-one-and-two-heaps.ron",
        "2-binary-and-the-nim-sum.ron",
        "3-boutons-theorem.ron",
        "4-misere-play.ron",
        "5-subtraction-games.ron",
    ]
}
