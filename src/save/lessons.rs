//! The built-in lessons: lesson files under `assets/lessons/`, embedded in the program, made from the
//! source texts. Each ends with a few exercises.

use super::error::LoadError;
use super::lesson::{LoadedLesson, parse_lesson};
use crate::lang::Lang;

/// One built-in lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuiltInLesson {
    /// Its path under `assets/lessons/` (`fr/1-one-and-two-heaps.ron`), which also names it in errors.
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

/// One language's lessons: the same files, in teaching order, under `assets/lessons/` (English) or
/// `assets/lessons/LANG/`.
macro_rules! lessons {
    ($dir:literal) => {
        lessons!(
            $dir;
            "1-one-and-two-heaps.ron",
            "2-binary-and-the-nim-sum.ron",
            "3-boutons-theorem.ron",
            "4-misere-play.ron",
            "5-subtraction-games.ron"
        )
    };
    ($dir:literal; $($file:literal),*) => {
        &[$(BuiltInLesson {
            file: concat!($dir, $file),
            text: include_str!(concat!("../../assets/lessons/", $dir, $file)),
        }),*]
    };
}

/// Every built-in lesson in English, in teaching order.
///
/// ```
/// let titles: Vec<String> = bouton::save::built_in_lessons().iter().map(|l| l.load().unwrap().lesson.title).collect();
/// assert_eq!(titles.len(), 5);
/// ```
#[must_use]
pub fn built_in_lessons() -> &'static [BuiltInLesson] {
    built_in_lessons_in(Lang::En)
}

/// Every built-in lesson in `lang` (the same lessons in every language, English for the
/// pseudo-language), in teaching order.
#[must_use]
pub fn built_in_lessons_in(lang: Lang) -> &'static [BuiltInLesson] {
    match lang {
        Lang::En | Lang::Pseudo => lessons!(""),
        Lang::Es => lessons!("es/"),
        Lang::Fr => lessons!("fr/"),
        Lang::De => lessons!("de/"),
        Lang::PtBr => lessons!("pt-BR/"),
        Lang::ZhCn => lessons!("zh-CN/"),
    }
}
