//! The errors of `core` in words.

use std::fmt::{self, Display, Formatter};

use crate::core::{
    Difficulty, FormulaProblem, HEAP_NAMES, MAX_FORMULA_CHARS, MAX_FORMULA_DEPTH, MAX_OCTAL_DIGITS, MAX_UNPROVEN_TO,
    MISERE_MAX_MOVES, MISERE_MAX_STATES, MISERE_MAX_TOKENS, Position, REMOTENESS_MAX_HEAP, REMOTENESS_MAX_OPTIONS,
    REMOTENESS_MAX_POSITIONS, SearchLimit, SubtractionSet, SumPosition, limits,
};
use crate::i18n::{Arg, msg};

impl Display for crate::core::ProofError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::NimSumNotZero { s } => f.write_str(&msg::err_proof_error_nim_sum_not_zero(s.to_string())),
            Self::NimSumZero => f.write_str(&msg::err_proof_error_nim_sum_zero()),
            Self::NotACandidate { heap, d } => {
                f.write_str(&msg::err_proof_error_not_a_candidate(d.to_string(), (heap + 1).to_string()))
            }
            Self::IllegalMove(inner) => Display::fmt(inner, f),
        }
    }
}

impl Display for crate::core::CheckError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoHeaps => f.write_str(&msg::err_check_error_no_heaps()),
            Self::TooManyHeaps { heaps } => f.write_str(&msg::err_check_error_too_many_heaps(
                heaps.to_string(),
                limits::CHECK_MAX_HEAPS.to_string(),
            )),
            // Past 2^128 − 1 the count saturates: it is not a number of positions to quote.
            Self::TooManyPositions { heaps, max, positions } if *positions == u128::MAX => {
                f.write_str(&msg::err_check_error_too_many_positions_uncounted(
                    Arg::Count(*heaps as u64),
                    max.to_string(),
                    crate::i18n::grouped(limits::CHECK_MAX_POSITIONS),
                ))
            }
            Self::TooManyPositions { heaps, max, positions } => f.write_str(&msg::err_check_error_too_many_positions(
                Arg::Count(*heaps as u64),
                max.to_string(),
                crate::i18n::grouped(limits::CHECK_MAX_POSITIONS),
                Arg::count(*positions),
            )),
            Self::TooMuchSearch { moves } => f.write_str(&msg::err_check_error_too_much_search(
                crate::i18n::grouped(limits::CHECK_MAX_SEARCH_MOVES),
                crate::i18n::grouped(*moves),
            )),
            Self::Cancelled => f.write_str(&msg::err_check_error_cancelled()),
        }
    }
}

impl Display for crate::core::ExerciseError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::Difficulty { heaps, max } => f.write_str(&msg::err_exercise_error_difficulty(
                heaps.to_string(),
                max.to_string(),
                Difficulty::MAX_HEAPS.to_string(),
                Difficulty::MAX_SIZE.to_string(),
            )),
            Self::NoQuestion { heaps, max } => {
                f.write_str(&msg::err_exercise_error_no_question(heaps.to_string(), max.to_string()))
            }
            Self::Analysis(inner) => Display::fmt(inner, f),
            Self::WrongKindOfAnswer { wanted, .. } => {
                f.write_str(&msg::err_exercise_error_wrong_kind_of_answer(crate::words::answer_wanted(*wanted)))
            }
            Self::IllegalMove(inner) => Display::fmt(inner, f),
            Self::NoSuchHeap { heap } => f.write_str(&msg::err_exercise_error_no_such_heap((heap + 1).to_string())),
            Self::AlreadyAnswered => f.write_str(&msg::err_exercise_error_already_answered()),
            Self::QuestionNumber => f.write_str(&msg::err_exercise_error_question_number()),
        }
    }
}

impl Display for crate::core::FormulaError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let Self { column, problem } = self;
        f.write_str(&msg::err_formula_error(column.to_string(), problem.to_string()))
    }
}

impl Display for FormulaProblem {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Self::Abs => msg::formula_abs(),
            Self::AtLeast => msg::formula_at_least(),
            Self::AtMost => msg::formula_at_most(),
            Self::Brackets { name } => msg::formula_brackets(name.as_str()),
            Self::CallNotClosed { name } => msg::formula_call_not_closed(name.as_str()),
            Self::CloseNothing => msg::formula_close_nothing(),
            Self::ClosesNothing => msg::formula_closes_nothing(),
            Self::Comma => msg::formula_comma(),
            Self::ComparesNumbers { op } => msg::formula_compares_numbers(op.symbol()),
            Self::Empty => msg::formula_empty(),
            Self::EndsTooSoon => msg::formula_ends_too_soon(),
            Self::IsANumber => msg::formula_is_a_number(),
            Self::JoinsStatements { side, op } => msg::formula_joins_statements(side.as_str(), op.symbol()),
            Self::Minus => msg::formula_minus(),
            Self::MinusBefore => msg::formula_minus_before(),
            Self::NeedsBefore { op } => msg::formula_needs_before(op.symbol()),
            Self::NotBefore => msg::formula_not_before(),
            Self::NotEqual => msg::formula_not_equal(),
            Self::NotPart { symbol } => msg::formula_not_part(symbol.to_string()),
            Self::OnePair => msg::formula_one_pair(),
            Self::OpenNotClosed => msg::formula_open_not_closed(),
            Self::OperatorHere => msg::formula_operator_here(),
            Self::SingleEquals => msg::formula_single_equals(),
            Self::TakesNumbers { name } => msg::formula_takes_numbers(name.as_str()),
            Self::TooDeep => msg::formula_too_deep(MAX_FORMULA_DEPTH),
            Self::TooLarge { number } => msg::formula_too_large(number.as_str()),
            Self::TooLong => msg::formula_too_long(MAX_FORMULA_CHARS),
            Self::UnknownName { name } => {
                msg::formula_unknown_name(HEAP_NAMES.chars().last().unwrap_or('l').to_string(), name.as_str())
            }
            Self::WorksOnNumbers { side, op } => msg::formula_works_on_numbers(side.as_str(), op.symbol()),
            Self::Xor => msg::formula_xor(),
        })
    }
}

impl Display for crate::core::EvalError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::DivisionByZero => f.write_str(&msg::err_eval_error_division_by_zero()),
            Self::Overflow => f.write_str(&msg::err_eval_error_overflow()),
            Self::NoSuchHeap => f.write_str(&msg::err_eval_error_no_such_heap()),
        }
    }
}

impl Display for crate::core::OctalError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::Malformed(value) => f.write_str(&msg::err_octal_error_malformed(value.clone())),
            Self::TooLong => f.write_str(&msg::err_octal_error_too_long(MAX_OCTAL_DIGITS.to_string())),
            Self::NoMove(value) => f.write_str(&msg::err_octal_error_no_move(value.clone())),
            Self::Unproven { code, up_to } => f.write_str(&msg::err_octal_error_unproven(
                code.clone(),
                crate::i18n::grouped(MAX_UNPROVEN_TO).clone(),
                crate::i18n::grouped(*up_to).clone(),
            )),
            Self::Cancelled { code, at } => {
                f.write_str(&msg::err_octal_error_cancelled(crate::i18n::grouped(*at).clone(), code.clone()))
            }
            Self::TooLarge { code, size, max } => f.write_str(&msg::err_octal_error_too_large(
                code.clone(),
                crate::i18n::grouped(*max),
                crate::i18n::grouped(*size),
            )),
            Self::TooMuchWork { code, at } => f.write_str(&msg::err_octal_error_too_much_work(
                crate::i18n::grouped(*at),
                code.clone(),
                crate::i18n::grouped(crate::core::MAX_VALUES_WORK),
            )),
        }
    }
}

impl Display for crate::core::GrundyError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let Self { searched } = self;
        f.write_str(&msg::err_grundy_no_period(Arg::Count(*searched as u64)))
    }
}

impl Display for crate::core::PlainGameError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::IllegalMove { index, mv, source } => f.write_str(&msg::err_game_error_illegal_move(
                mv.to_string(),
                (index + 1).to_string(),
                source.to_string(),
            )),
            Self::Cursor(inner) => Display::fmt(inner, f),
        }
    }
}

impl Display for crate::core::CursorOutOfRange {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let Self { cursor, moves } = self;
        f.write_str(&msg::err_game_error_cursor_out_of_range(cursor.to_string(), moves.to_string()))
    }
}

impl Display for crate::core::RulesError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::ZeroLimit => f.write_str(&msg::err_rules_error_zero_limit()),
            Self::EmptySet => f.write_str(&msg::err_rules_error_empty_set()),
            Self::ZeroInSet => f.write_str(&msg::err_rules_error_zero_in_set()),
            Self::SetTooLarge { len } => {
                f.write_str(&msg::err_rules_error_set_too_large(len.to_string(), SubtractionSet::MAX_LEN.to_string()))
            }
            Self::AmountTooLarge { amount } => f.write_str(&msg::err_rules_error_amount_too_large(
                amount.to_string(),
                SubtractionSet::MAX_AMOUNT.to_string(),
            )),
            Self::Grundy(inner) => Display::fmt(inner, f),
        }
    }
}

impl Display for crate::core::SumMoveError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoSuchHeap { heap, heaps } => {
                f.write_str(&msg::err_sum_move_error_no_such_heap(heaps.to_string(), (heap + 1).to_string()))
            }
            Self::TakesNothing => f.write_str(&msg::err_sum_move_error_takes_nothing()),
            Self::DoesNotAddUp { heap, size, take, left } => f.write_str(&msg::err_sum_move_error_does_not_add_up(
                left.to_string(),
                (heap + 1).to_string(),
                size.to_string(),
                take.to_string(),
            )),
            Self::NotAllowed { game, take, leaves } => {
                let what = match leaves {
                    // Grundy's game splits taking nothing, but never into equal heaps.
                    crate::core::Leaves::Two(a, b) if *take == 0 && a == b => msg::sum_splitting_equal(a + b),
                    crate::core::Leaves::Nothing => msg::sum_taking_whole_heap(Arg::Count(*take)),
                    crate::core::Leaves::One(_) => msg::sum_taking_leaving_one(Arg::Count(*take)),
                    crate::core::Leaves::Two(..) => msg::sum_taking_leaving_two(Arg::Count(*take)),
                };
                f.write_str(&msg::err_sum_move_error_not_allowed(game.title(), what))
            }
            Self::Position(inner) => Display::fmt(inner, f),
        }
    }
}

impl Display for crate::core::SumError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::Values(inner) => Display::fmt(inner, f),
            Self::TooMuchWork => f.write_str(&msg::err_sum_error_too_much_work()),
            Self::TooLargeToSearch { games, limit } => {
                let mut names: Vec<String> =
                    games.iter().map(|g| crate::words::pin_game(g).unwrap_or_else(|| g.title())).collect();
                names.dedup();
                let why = match limit {
                    SearchLimit::Tokens { live } => {
                        msg::sum_search_tokens(Arg::count(MISERE_MAX_TOKENS), Arg::count(*live))
                    }
                    SearchLimit::Moves => msg::sum_search_moves(Arg::count(MISERE_MAX_MOVES as u64)),
                    SearchLimit::Positions => msg::sum_search_positions(Arg::count(MISERE_MAX_STATES as u64)),
                };
                f.write_str(&msg::err_sum_error_too_large_to_search(names.join(&msg::sum_search_and()), why))
            }
            Self::Move(inner) => Display::fmt(inner, f),
            Self::Nim(inner) => Display::fmt(inner, f),
            Self::Position(inner) => Display::fmt(inner, f),
        }
    }
}

impl Display for crate::core::SumQuizError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::Answered => f.write_str(&msg::err_sum_quiz_error_answered()),
            Self::WrongKind(kind) => f.write_str(&msg::err_sum_quiz_error_wrong_kind(match kind {
                crate::core::SumQuizKind::PorN => msg::quiz_wants_p_or_n(),
                crate::core::SumQuizKind::FindWinningMove => msg::quiz_wants_a_move(),
            })),
            Self::Illegal(inner) => Display::fmt(inner, f),
            Self::Sum(inner) => Display::fmt(inner, f),
        }
    }
}

impl Display for crate::core::SumPositionError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooManyHeaps { count } => f.write_str(&msg::err_sum_position_error_too_many_heaps(
                count.to_string(),
                SumPosition::MAX_HEAPS.to_string(),
            )),
        }
    }
}

impl Display for crate::core::SumParseError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotAHeap(value) => f.write_str(&msg::err_sum_parse_error_not_a_heap(value.clone())),
            Self::Game { word, source } => {
                f.write_str(&msg::err_sum_parse_error_game(source.to_string(), word.clone()))
            }
            Self::Empty => f.write_str(&msg::err_sum_parse_error_empty()),
            Self::Position(inner) => Display::fmt(inner, f),
        }
    }
}

impl Display for crate::core::GameError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::Values(inner) => Display::fmt(inner, f),
            Self::Position(inner) => Display::fmt(inner, f),
            Self::IllegalMove { index, mv, source } => f.write_str(&msg::err_sum_game_error_illegal_move(
                mv.to_string(),
                (index + 1).to_string(),
                source.to_string(),
            )),
            Self::Cursor(inner) => Display::fmt(inner, f),
        }
    }
}

impl Display for crate::core::MoveError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoSuchHeap { heap, heaps } => f.write_str(&match heaps {
                0 => msg::err_move_error_no_heaps((heap + 1).to_string()),
                _ => msg::err_move_error_no_such_heap(Arg::Count(*heaps as u64), (heap + 1).to_string()),
            }),
            Self::TakesNothing => f.write_str(&msg::err_move_error_takes_nothing()),
            Self::MoreThanHeap { heap, take, size } => f.write_str(&msg::err_move_error_more_than_heap(
                (heap + 1).to_string(),
                size.to_string(),
                take.to_string(),
            )),
            Self::NotAllowed { take, rule } => {
                f.write_str(&msg::err_move_error_not_allowed(rule.to_string(), take.to_string()))
            }
        }
    }
}

impl Display for crate::core::PositionError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooManyHeaps { count } => {
                f.write_str(&msg::err_position_error_too_many_heaps(count.to_string(), Position::MAX_HEAPS.to_string()))
            }
        }
    }
}

impl Display for crate::core::RemotenessError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::HeapTooLarge { size } => f.write_str(&msg::err_remoteness_error_heap_too_large(
                REMOTENESS_MAX_HEAP.to_string(),
                size.to_string(),
            )),
            Self::TooManyPositions => f.write_str(&msg::err_remoteness_error_too_many_positions(crate::i18n::grouped(
                REMOTENESS_MAX_POSITIONS as u64,
            ))),
            Self::TooManyOptions => {
                f.write_str(&msg::err_remoteness_error_too_many_options(REMOTENESS_MAX_OPTIONS.to_string()))
            }
            Self::TooLarge => f.write_str(&msg::err_remoteness_error_too_large()),
            Self::TooManyGames => f.write_str(&msg::err_remoteness_error_too_many_games()),
            Self::Values(inner) => Display::fmt(inner, f),
            Self::SumMove(inner) => Display::fmt(inner, f),
            Self::NotStarted(why) => f.write_str(&msg::worker_could_not_start(why.as_str())),
            Self::IllegalMove { number, source, .. } => {
                f.write_str(&msg::err_remoteness_error_illegal_move(number.to_string(), source.to_string()))
            }
            Self::Stopped => f.write_str(&msg::err_remoteness_error_stopped()),
        }
    }
}

impl Display for crate::core::AnalysisError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoProvenRule { states } => f.write_str(&msg::err_analysis_error_no_proven_rule(
                crate::i18n::grouped(limits::SEARCH_STATE_LIMIT),
                crate::i18n::grouped(*states),
            )),
            Self::TooManyMovesToSearch { moves } => f.write_str(&msg::err_analysis_error_too_many_moves(
                crate::i18n::grouped(limits::SEARCH_MOVE_LIMIT),
                crate::i18n::grouped(*moves),
            )),
        }
    }
}

impl Display for crate::core::VariantError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoMisereRule => f.write_str(&msg::err_variant_error_no_misere_rule()),
            Self::Analysis(inner) => Display::fmt(inner, f),
        }
    }
}
