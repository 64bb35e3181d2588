//! The one rendering layer: every fact that `core` and `save` return (claims, hints, reasons,
//! errors, warnings) becomes words here, in the language in force on this thread when it is shown.
//! The app's frame, the command line and the exports all word facts through this module, so a
//! language switch changes every word on the next frame.
//!
//! Facts are worded by `Display` (implemented here, beside each other, not in `core`) or by a
//! function named after what it says.

use std::fmt::{self, Display, Formatter};

mod basics;
mod claims;
mod disguise;
mod errors {
    mod core;
    pub(super) mod save;
}
mod feedback;
mod games;
mod notes;
mod proof;
mod save;
mod sums;

pub use basics::size_in_short;
pub use disguise::{
    disguise_lesson_answer, disguise_lesson_step, disguise_lesson_title, disguise_note, disguise_title, disguised_move,
    disguised_move_line, hint_part, kind_title, lists_moves, moore_columns, part_label, part_name, sum_part,
    value_rule,
};
pub use errors::save::system_words;
pub use feedback::feedback_lines;
pub use games::{describe_move, pin_game, sum_lesson_title, sum_title};
pub use notes::{nim_sum_history_note, values_note};
pub use proof::{
    Instead, Line, PageChoice, PageView, ProofPage, Slide, Style, TableShows, capital, cut_the_knot_slides,
    keep_together, lemma_slides, misere_slides, pretty, proof_page, sentence, slide_text, sprague_grundy_slides,
    subscripted, subtraction_slides, theorem_slides,
};
pub use sums::{sum_computer_said, sum_feedback_lines};

use crate::core::ExerciseKind;
use crate::i18n::msg;
use crate::save::{NotAFileKind, SaveStep};

/// A list joined for one line: at most `max` items and about 300 characters, then "… and N more" (a
/// command's line stays short whatever a file holds).
#[must_use]
pub fn short_list(items: &[String], max: usize) -> String {
    short_list_joined(items, max, &msg::list_separator())
}

/// [`short_list`] with its own separator (a position's heaps are joined by spaces).
#[must_use]
pub fn short_list_joined(items: &[String], max: usize, separator: &str) -> String {
    /// About the most characters the items shown take.
    const MAX_CHARS: usize = 300;
    short_list_within(items, max, separator, MAX_CHARS)
}

/// [`short_list_joined`] in about `max_chars` characters (at least one item is shown): for a list
/// that shares its line with other words, say a position beside its rules.
#[must_use]
pub fn short_list_within(items: &[String], max: usize, separator: &str, max_chars: usize) -> String {
    let mut chars = 0;
    let shown = items
        .iter()
        .take(max)
        .take_while(|item| {
            chars += item.chars().count() + 2;
            chars <= max_chars
        })
        .count()
        .max(1)
        .min(items.len());
    let joined = items[..shown].join(separator);
    match items.len() - shown {
        0 => joined,
        more => msg::list_and_more(joined, crate::i18n::grouped(more as u64)),
    }
}

/// What a question asks for: "P or N", "a move", "a set of heaps".
#[must_use]
pub fn answer_wanted(kind: ExerciseKind) -> String {
    match kind {
        ExerciseKind::PorN => msg::quiz_wants_p_or_n(),
        ExerciseKind::FindWinningMove => msg::quiz_wants_a_move(),
        ExerciseKind::WinningHeaps => msg::quiz_wants_heaps(),
    }
}

impl Display for NotAFileKind {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Self::Folder => msg::file_kind_folder(),
            Self::Pipe => msg::file_kind_pipe(),
            Self::Device => msg::file_kind_device(),
            Self::Socket => msg::file_kind_socket(),
            Self::Other => msg::file_kind_other(),
            Self::Waits => msg::file_kind_waits(),
        })
    }
}

impl Display for SaveStep {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Self::Folder => msg::save_step_folder(),
            Self::Creating => msg::save_step_creating(),
            Self::Writing => msg::save_step_writing(),
            Self::Flushing => msg::save_step_flushing(),
            Self::Backup => msg::save_step_backup(),
            Self::Replacing => msg::save_step_replacing(),
            Self::ReplacingAutosave => msg::save_step_replacing_autosave(),
            Self::LocalStorage => msg::save_step_local_storage(),
            Self::Download => msg::save_step_download(),
        })
    }
}

/// The text of a save file for a game, behind its header comment in the language in force.
#[must_use]
pub fn game_file(saved: &crate::save::SavedGame) -> String {
    let header = match saved.game.rules() {
        Some(_) => msg::file_header_game(),
        None => msg::file_header_sum(),
    };
    crate::save::to_ron(saved, &header)
}

/// The text of a lesson file, behind its header comment in the language in force.
#[must_use]
pub fn lesson_file(lesson: &crate::save::Lesson) -> String {
    crate::save::lesson_to_ron(lesson, &msg::file_header_lesson())
}

/// A game's title: its own, or for a game without one its start and rules ("3 4 5 (normal play, any
/// number)") in the language in force.
#[must_use]
pub fn game_title(saved: &crate::save::SavedGame) -> String {
    if saved.title.trim().is_empty() { start_title(saved) } else { saved.title.clone() }
}

/// A game named by its start and rules alone ("3, 5, 6 (normal play, take any number)"): what a title
/// that may give the answer away gives way to while the answers are hidden.
#[must_use]
pub fn start_title(saved: &crate::save::SavedGame) -> String {
    // Drawn every frame: from the start and the rules, without replaying the moves.
    match saved.game.rules() {
        Some(rules) => msg::game_untitled(saved.game.start().plain_position().to_string(), rules.to_string()),
        None => sum_title(saved.game.start()),
    }
}
