//! The bundled examples: save files under `assets/examples/`, embedded in the program, each
//! reproducing a worked example of the source texts with a note for the teacher.

use super::error::LoadError;
use super::format::{Loaded, parse};

/// One bundled example.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// Its file name under `assets/examples/`, which also names it in errors.
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

macro_rules! examples {
    ($($file:literal),* $(,)?) => {
        &[$(Example { file: $file, text: include_str!(concat!("../../assets/examples/", $file)) }),*]
    };
}

/// Every bundled example, in teaching order (for the Examples menu).
///
/// ```
/// let titles: Vec<String> = bouton::save::examples().iter().map(|e| e.load().unwrap().saved.title).collect();
/// assert!(titles.iter().any(|t| t.starts_with("19, 20, 21")));
/// ```
#[must_use]
pub fn examples() -> &'static [Example] {
    examples![
        "ligia-and-paul.ron",
        "nineteen-twenty-twenty-one.ron",
        "three-five-six.ron",
        "one-four-five.ron",
        "three-five-eight.ron",
        "misere-endgame.ron",
        "thai-21.ron",
        "subtraction-set-1-3-4.ron",
    ]
}
