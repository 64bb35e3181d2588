//! The errors of `save` in words.

use std::fmt::{self, Display, Formatter};

use crate::i18n::{Arg, msg};
use crate::save::{
    FIRST_VERSION, MAX_FILE_HEAPS, MAX_FILE_MOVES, MAX_LINK_CHARS, MAX_NAME_CHARS, MAX_NOTES_CHARS, MAX_TITLE_CHARS,
};

/// What the system said of a file, in the user's terms: the common refusals (no such file,
/// permission denied, a full or read-only disk, a bad name, a folder) in the language in force; any
/// other in the system's words, without its "(os error N)".
#[must_use]
pub fn system_words(error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match error.kind() {
        ErrorKind::NotFound => msg::system_not_found(),
        ErrorKind::PermissionDenied => msg::system_permission(),
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => msg::system_full(),
        ErrorKind::ReadOnlyFilesystem => msg::system_read_only(),
        ErrorKind::InvalidFilename => msg::system_bad_name(),
        ErrorKind::IsADirectory => msg::system_folder(),
        ErrorKind::NotADirectory => msg::system_not_folder(),
        _ => {
            let said = error.to_string();
            match said.find(" (os error ") {
                Some(at) => said[..at].to_owned(),
                None => said,
            }
        }
    }
}

impl Display for crate::save::LoadError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::Io { path, source, .. } => {
                f.write_str(&msg::err_load_error_io(crate::save::shown(path), system_words(source)))
            }
            Self::TooLarge { origin, size } => {
                f.write_str(&msg::err_load_error_too_large(origin.clone(), size.to_string()))
            }
            Self::NotText { origin } => f.write_str(&msg::err_load_error_not_text(origin.clone())),
            Self::Syntax { origin, line, column, complaint } => f.write_str(&msg::err_load_error_syntax(
                column.to_string(),
                line.to_string(),
                crate::words::save::plain_message(complaint),
                origin.clone(),
            )),
            Self::NotAFile { origin, kind } => {
                f.write_str(&msg::err_load_error_not_a_file(kind.to_string(), origin.clone()))
            }
            Self::NotBouton { origin } => f.write_str(&msg::err_load_error_not_bouton(origin.clone())),
            Self::Empty { origin } => f.write_str(&msg::err_load_error_empty(origin.clone())),
            Self::MissingVersion { origin } => {
                f.write_str(&msg::err_load_error_missing_version(FIRST_VERSION.to_string(), origin.clone()))
            }
            Self::NewerVersion { origin, newest, version } => {
                f.write_str(&msg::err_load_error_newer_version(newest.to_string(), origin.clone(), version.to_string()))
            }
            Self::Cancelled { origin } => f.write_str(&msg::err_load_error_cancelled(origin.clone())),
            Self::Invalid { origin, problem } => {
                f.write_str(&msg::err_load_error_invalid(origin.clone(), problem.to_string()))
            }
        }
    }
}

impl Display for crate::save::SaveError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let Self { path, step, source } = self;
        f.write_str(&msg::err_save_error(crate::save::shown(path), system_words(source), step.to_string()))
    }
}

impl Display for crate::save::Problem {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::LessonNotGame => f.write_str(&msg::err_problem_lesson_not_game()),
            Self::SumNotGame => f.write_str(&msg::err_problem_sum_not_game()),
            Self::GamesCount { games, heaps } => {
                f.write_str(&msg::err_problem_games_count(Arg::Count(*games as u64), Arg::Count(*heaps as u64)))
            }
            Self::UnknownGame { number, name, reason } => {
                let reason = match reason {
                    crate::core::OctalError::Malformed(_) => msg::file_game_names(),
                    other => other.to_string(),
                };
                f.write_str(&msg::err_problem_unknown_game(name.clone(), number.to_string(), reason))
            }
            Self::TooManyGames { max } => f.write_str(&msg::err_problem_too_many_games(max.to_string())),
            Self::TooMuchOctalWork => f.write_str(&msg::err_problem_too_much_octal_work()),
            Self::Values(inner) => Display::fmt(inner, f),
            Self::IllegalSumMove { number, reason } => {
                f.write_str(&msg::err_problem_illegal_sum_move(number.to_string(), reason.to_string()))
            }
            Self::TooManySets { max } => f.write_str(&msg::err_problem_too_many_sets(max.to_string())),
            Self::TooMuchWork { max } => f.write_str(&msg::err_problem_too_much_work(max.to_string())),
            Self::NotAVersion { version, newest } => {
                f.write_str(&msg::err_problem_not_a_version(Arg::Count(*newest), crate::save::echo(version)))
            }
            Self::Rules(value) => f.write_str(&msg::err_problem_rules(value.to_string())),
            Self::TooManyHeaps { count } => {
                f.write_str(&msg::err_problem_too_many_heaps(count.to_string(), MAX_FILE_HEAPS.to_string()))
            }
            Self::TooManyMoves { count } => {
                f.write_str(&msg::err_problem_too_many_moves(count.to_string(), MAX_FILE_MOVES.to_string()))
            }
            Self::HeapZero { number } => f.write_str(&msg::err_problem_heap_zero(number.to_string())),
            Self::MoreThanHeap { number, take, heap, size } => f.write_str(&msg::err_problem_more_than_heap(
                heap.to_string(),
                number.to_string(),
                size.to_string(),
                take.to_string(),
            )),
            Self::IllegalMove { number, take, heap, reason } => f.write_str(&msg::err_problem_illegal_move(
                heap.to_string(),
                number.to_string(),
                reason.to_string(),
                take.to_string(),
            )),
            Self::DisguiseNotGame => f.write_str(&msg::err_problem_disguise_not_game()),
            Self::Disguise(e) => f.write_str(&msg::err_problem_disguise(e.to_string())),
            Self::IllegalDisguisedMove { number } => {
                f.write_str(&msg::err_problem_illegal_disguised_move(number.to_string()))
            }
            Self::CursorOutOfRange { cursor, moves } => {
                f.write_str(&msg::err_problem_cursor_out_of_range(cursor.to_string(), moves.to_string()))
            }
            Self::ErrorRate { rate } => f.write_str(&msg::err_problem_error_rate(rate.to_string())),
            Self::NameTooLong { chars } => {
                f.write_str(&msg::err_problem_name_too_long(chars.to_string(), MAX_NAME_CHARS.to_string()))
            }
            Self::TitleTooLong { chars } => {
                f.write_str(&msg::err_problem_title_too_long(chars.to_string(), MAX_TITLE_CHARS.to_string()))
            }
            Self::GameNotLesson => f.write_str(&msg::err_problem_game_not_lesson()),
            Self::NoSteps => f.write_str(&msg::err_problem_no_steps()),
            Self::TooManySteps { count } => f.write_str(&msg::err_problem_too_many_steps(
                count.to_string(),
                crate::save::MAX_LESSON_STEPS.to_string(),
            )),
            Self::InStep { step, problem } => {
                f.write_str(&msg::err_problem_in_step(problem.to_string(), step.to_string()))
            }
            Self::NotesTooLong { chars } => {
                f.write_str(&msg::err_problem_notes_too_long(chars.to_string(), MAX_NOTES_CHARS.to_string()))
            }
            Self::Class(fault) => f.write_str(&class_fault(fault)),
            Self::Exercises(e) => f.write_str(&msg::err_problem_exercises(e.to_string())),
        }
    }
}

/// What is wrong with a class session file, in words.
fn class_fault(fault: &crate::save::ClassFault) -> String {
    use crate::save::{ClassFault, MAX_FILE_QUESTIONS, MAX_FILE_SEATS, SeatFault};
    match fault {
        ClassFault::Code => msg::err_class_code(),
        ClassFault::Progress => msg::err_class_progress(),
        ClassFault::Questions { count } => msg::err_class_questions(count.to_string(), MAX_FILE_QUESTIONS.to_string()),
        ClassFault::TooManySeats { count } => {
            msg::err_class_too_many_seats(count.to_string(), MAX_FILE_SEATS.to_string())
        }
        ClassFault::NextSeat { next_seat } => {
            msg::err_class_next_seat(crate::save::MAX_SEAT_NUMBER.to_string(), next_seat.to_string())
        }
        ClassFault::InQuestion { number, problem } => {
            msg::err_class_in_question(number.to_string(), problem.to_string())
        }
        ClassFault::Seat { seat, what } => {
            let what = match what {
                SeatFault::Number => msg::err_class_seat_number(),
                SeatFault::Name => msg::err_class_seat_name(),
                SeatFault::Token => msg::err_class_seat_token(),
                SeatFault::Tallies => msg::err_class_seat_tallies(),
                SeatFault::Partner => msg::err_class_seat_partner(),
                SeatFault::Game(problem) => problem.to_string(),
                SeatFault::OneGame => msg::err_class_seat_one_game(),
                SeatFault::Exercise(problem) => msg::err_class_seat_exercise(problem.to_string()),
            };
            msg::err_class_in_seat(what, seat.to_string())
        }
    }
}

impl Display for crate::save::LinkError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoHeaps => f.write_str(&msg::err_link_error_no_heaps()),
            Self::TooLong { chars } => {
                f.write_str(&msg::err_link_error_too_long(chars.to_string(), MAX_LINK_CHARS.to_string()))
            }
            Self::UnknownPart(value) => f.write_str(&msg::err_link_error_unknown_part(value.clone())),
            Self::NotNumbers(value) => f.write_str(&msg::err_link_error_not_numbers(value.clone())),
            Self::TooLarge(value) => {
                f.write_str(&msg::err_link_error_too_large(crate::i18n::grouped(u64::MAX), value.clone()))
            }
            Self::TwoMoveRules => f.write_str(&msg::err_link_error_two_move_rules()),
            Self::Invalid(value) => f.write_str(&msg::err_link_error_invalid(value.to_string())),
            Self::UnknownGame(name) => f.write_str(&msg::err_link_error_unknown_game(name.clone())),
            Self::MissingPart(part) => f.write_str(&msg::err_link_error_missing_part(*part)),
            Self::UnknownDisguisePart { value, part } => {
                f.write_str(&msg::err_link_error_unknown_disguise_part(*part, value.clone()))
            }
            Self::Disguise(e) => f.write_str(&msg::err_link_error_invalid(e.to_string())),
        }
    }
}
