//! The built-in lesson on sums: "Every impartial game is a Nim heap" (Kayles beside Nim, after seed
//! 002's argument). Each step is a sum to put on the board, the heap whose Sprague–Grundy steps to
//! show, and a short text for the class. The texts point at what the panel computes; every fact a
//! text states is checked against the analysis by a test.

use crate::core::rules::Ending;

/// One step of the lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SumLessonStep {
    /// The step's title.
    pub title: &'static str,
    /// The sum, as the command line writes it.
    pub heaps: &'static str,
    /// The heap whose Sprague–Grundy steps the panel shows (0-based).
    pub focus: usize,
    /// What the teacher says, pointing at the panel.
    pub text: &'static str,
    /// Whether the class plays this step against the computer (which moves second).
    pub against_computer: bool,
}

/// The lesson's title.
pub const SUM_LESSON_TITLE: &str = "Every impartial game is a Nim heap";

/// The lesson's steps, in order.
pub const SUM_LESSON: [SumLessonStep; 5] = [
    SumLessonStep {
        title: "A row of Kayles pins",
        heaps: "kayles:4",
        focus: 0,
        text: "In Kayles a move knocks down one pin or two neighbouring pins; a pin in the middle splits the row. \
               The panel lists every move from this row of 4, what it leaves and that value, then the mex: the \
               row is worth 1, like a Nim heap of 1.",
        against_computer: false,
    },
    SumLessonStep {
        title: "Beside a Nim heap of the same value",
        heaps: "kayles:4 nim:1",
        focus: 0,
        text: "Put the row beside a Nim heap of 1. Both are worth 1, so X = 1 ⊕ 1 = 0: the player to move \
               loses, exactly as with two Nim heaps of 1. Try a move: the other side can always bring X back \
               to 0.",
        against_computer: false,
    },
    SumLessonStep {
        title: "A longer row",
        heaps: "kayles:10 nim:2",
        focus: 0,
        text: "A row of 10 pins is worth 2 (see its steps and the table). Beside a Nim heap of 2, X = 2 ⊕ 2 = 0 \
               again: a P-position, although the two heaps look nothing alike.",
        against_computer: false,
    },
    SumLessonStep {
        title: "Three games at once",
        heaps: "kayles:10 nim:5 dawson:7",
        focus: 2,
        text: "Dawson's Kayles knocks exactly two neighbouring pins; a row of 7 is worth 1. XOR the three values \
               as in Nim: X = 2 ⊕ 5 ⊕ 1 = 6, not 0, so the player to move wins. Show the answers to see the \
               moves that bring X to 0.",
        against_computer: false,
    },
    SumLessonStep {
        title: "Your turn against the computer",
        heaps: "kayles:8 nim:3 dawson:6",
        focus: 0,
        text: "You move first. Work out each heap's value (the panel shows them), XOR them, and play a move that \
               leaves X = 0. The computer will try to do the same.",
        against_computer: true,
    },
];

/// The ending every step is played with (normal play: the values decide).
pub const SUM_LESSON_ENDING: Ending = Ending::Normal;
