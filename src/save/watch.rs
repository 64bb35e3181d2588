//! Watching a load from another thread: how far it got, and whether the person cancelled.
//!
//! Every load is bounded (1 MiB, [`super::MAX_LESSON_STEPS`] steps, [`super::MAX_FILE_GRUNDY_VALUES`]
//! Grundy values), so a load ends within about a second whatever the file says; the window still
//! loads on a worker thread, shows the stage and offers Cancel, and stays responsive meanwhile.

use super::LoadError;

/// How far a load has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadStage {
    /// Reading the file's bytes.
    Reading,
    /// Reading the text as RON.
    Parsing,
    /// Checking the game (its rules and moves), or a lesson's steps: `done` of `of`.
    Checking {
        /// Steps (or moves) checked so far.
        done: usize,
        /// Steps (or moves) in all.
        of: usize,
    },
}

impl LoadStage {
    /// The share of the load done, from 0 to 1, for a progress bar.
    ///
    /// ```
    /// use bouton::save::LoadStage;
    /// assert_eq!(LoadStage::Reading.fraction(), 0.0);
    /// assert_eq!(LoadStage::Checking { done: 5, of: 10 }.fraction(), 0.6);
    /// ```
    #[must_use]
    pub fn fraction(self) -> f32 {
        self.permille() as f32 / 1000.0
    }

    /// The share of the load done, in thousandths.
    #[must_use]
    pub fn permille(self) -> u64 {
        match self {
            Self::Reading => 0,
            Self::Parsing => 100,
            Self::Checking { done, of } => 200 + 800 * done.min(of) as u64 / of.max(1) as u64,
        }
    }
}

/// Told each stage of a load; answers whether to go on (false when the person pressed Cancel).
#[derive(Clone, Copy)]
pub struct Watch<'a>(&'a (dyn Fn(LoadStage) -> bool + Sync));

impl<'a> Watch<'a> {
    /// A watch that only records and always goes on.
    pub const NONE: Watch<'static> = Watch(&|_| true);

    /// A watch calling `f` at each stage; `f` returns false to cancel.
    #[must_use]
    pub fn new(f: &'a (dyn Fn(LoadStage) -> bool + Sync)) -> Self {
        Self(f)
    }

    /// Reports `stage`.
    ///
    /// # Errors
    /// [`LoadError::Cancelled`] when the watcher asks to stop.
    pub(super) fn at(self, stage: LoadStage, origin: &str) -> Result<(), LoadError> {
        if (self.0)(stage) { Ok(()) } else { Err(LoadError::Cancelled { origin: origin.into() }) }
    }
}

impl std::fmt::Debug for Watch<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Watch")
    }
}
