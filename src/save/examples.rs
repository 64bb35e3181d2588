//! The bundled examples: save files under `assets/examples/`, embedded in the program, each
//! reproducing a worked example of the source texts with a note for the teacher.

use super::error::LoadError;
use super::format::{Loaded, parse};
use crate::lang::Lang;

/// One bundled example.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// Its path under `assets/examples/` (`fr/three-five-six.ron`), which also names it in errors.
    pub file: &'static str,
    /// The text of the save file.
    pub text: &'static str,
}

impl Example {
    /// Loads the example.
    ///
    /// # Errors
    /// Never for the bundled files (a test loads every one); the error type is the loader's.
    pub fn load(&self) -> Result<Loaded, LoadError> {
        parse(self.text, self.file)
    }
}

/// One language's examples: the same files, in teaching order, under `assets/examples/` (English) or
/// `assets/examples/LANG/` (the same games, their titles and notes translated).
macro_rules! examples {
    ($dir:literal) => {
        examples!(
            $dir;
            "ligia-and-paul.ron",
            "nineteen-twenty-twenty-one.ron",
            "three-five-six.ron",
            "one-four-five.ron",
            "three-five-eight.ron",
            "misere-endgame.ron",
            "thai-21.ron",
            "subtraction-set-1-3-4.ron"
        )
    };
    ($dir:literal; $($file:literal),*) => {
        &[$(Example { file: concat!($dir, $file), text: include_str!(concat!("../../assets/examples/", $dir, $file)) }),*]
    };
}

/// Every bundled example in English, in teaching order (for the Examples menu).
///
/// ```
/// let titles: Vec<String> = bouton::save::examples().iter().map(|e| e.load().unwrap().saved.title).collect();
/// assert!(titles.iter().any(|t| t.starts_with("19, 20, 21")));
/// ```
#[must_use]
pub fn examples() -> &'static [Example] {
    examples_in(Lang::En)
}

/// Every bundled example in `lang` (the same games in every language, English for the
/// pseudo-language), in teaching order.
#[must_use]
pub fn examples_in(lang: Lang) -> &'static [Example] {
    match lang {
        Lang::En | Lang::Pseudo => examples!(""),
        Lang::Es => examples!("es/"),
        Lang::Fr => examples!("fr/"),
        Lang::De => examples!("de/"),
        Lang::PtBr => examples!("pt-BR/"),
        Lang::ZhCn => examples!("zh-CN/"),
    }
}
