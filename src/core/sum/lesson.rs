//! The built-in lesson on sums: "Every impartial game is a Nim heap" (Kayles beside Nim, after seed
//! 002's argument). Each step is a sum to put on the board, the heap whose Sprague–Grundy steps to
//! show, and a short text for the class. The texts point at what the panel computes; every fact a
//! text states is checked against the analysis by a test.

use crate::core::rules::Ending;

/// One step of the lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SumLessonStep {
    /// The step's number, from 1: its title and text are the messages `sum-lesson-N-title` and
    /// `sum-lesson-N-text`.
    pub number: usize,
    /// The sum, as the command line writes it.
    pub heaps: &'static str,
    /// The heap whose Sprague–Grundy steps the panel shows (0-based).
    pub focus: usize,
    /// Whether the class plays this step against the computer (which moves second).
    pub against_computer: bool,
}

/// The lesson's steps, in order.
pub const SUM_LESSON: [SumLessonStep; 5] = [
    SumLessonStep { number: 1, heaps: "kayles:4", focus: 0, against_computer: false },
    SumLessonStep { number: 2, heaps: "kayles:4 nim:1", focus: 0, against_computer: false },
    SumLessonStep { number: 3, heaps: "kayles:10 nim:2", focus: 0, against_computer: false },
    SumLessonStep { number: 4, heaps: "kayles:10 nim:5 dawson:7", focus: 2, against_computer: false },
    SumLessonStep { number: 5, heaps: "kayles:8 nim:3 dawson:6", focus: 0, against_computer: true },
];

/// The ending every step is played with (normal play: the values decide).
pub const SUM_LESSON_ENDING: Ending = Ending::Normal;
