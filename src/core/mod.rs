//! The pure solver: rules, positions, Grundy values, outcomes and winning moves, the binary table,
//! the proof steps, the XOR-free checker, the computer opponent and the game with its history.
//!
//! Nothing here draws, reads files, reads the clock or starts threads: every function takes values
//! and returns values, so every number the app shows can be tested.

mod analysis;
mod checker;
mod claims;
mod conjecture;
mod dense;
mod disguise;
mod exercise;
mod formula;
mod game;
mod grundy;
mod history;
mod notation;
mod octal;
mod opponent;
mod plain;
mod players;
mod position;
mod proof;
mod remoteness;
mod review;
mod rng;
mod rules;
mod search;
mod series;
mod sum;
mod table;
mod variants;

pub use analysis::{
    Analysis, AnalysisError, Decision, Outcome, first_winning_move, in_misere_endgame, nim_sum, outcome, winning_moves,
};
pub use checker::{CheckBox, CheckError, CheckReport, CheckRun, Classification, check_rules, classify_and_compare};
pub use claims::{
    Basis, Claim, ClaimError, Claims, HeapOption, MAX_STEP_OPTIONS, MoveFacts, MoveWins, RandomCause, Scale, SumClaim,
    SumClaims, SumHint, Voice, WinReason, hint_ladder, move_leaves, move_leaves_after, sprague_grundy_steps,
    sum_hint_ladder, zeroing_move,
};
pub use conjecture::{Conjecture, PositionMap, Predictor, check_conjecture, map_classification, position_map};
pub use disguise::{
    APP_BRUTE_STATES, BruteForce, CoinMove, CoinRow, CoinRule, ColonStep, DISGUISE_LESSONS, DISGUISE_STARTS,
    DisguiseError, DisguiseFeedback, DisguiseKind, DisguiseLesson, DisguiseLessonStep, DisguiseMoveValues,
    DisguiseQuestion, DisguiseQuiz, DisguiseReview, DisguiseReviewedMove, Disguised, DisguisedGame, DisguisedMove,
    Effect, Forest, FoundValues, Lasker, LaskerMove, Lift, LiftedHeap, MAX_BRUTE_STATES, MAX_COINS, MAX_EDGES,
    MAX_LASKER_HEAP, MAX_MOORE_MOVES, MAX_PARTS as MAX_DISGUISE_PARTS, MAX_WYTHOFF, MAX_WYTHOFF_VALUES, Moore,
    MooreMove, Poker, PokerMove, Refusal, Solution, StairMove, Staircase, Tree, Wythoff, WythoffMove, lasker_value,
    lasker_values_by_mex, solve, wythoff_pair,
};
pub use exercise::{
    Answer, Difficulty, ExerciseError, ExerciseKind, ExerciseSession, ExerciseSet, Feedback, FeedbackDetail, Question,
    Score,
};
pub use formula::{
    BinOp, EvalError, Expr, Formula, FormulaError, FormulaProblem, Function, HEAP_NAMES,
    MAX_DEPTH as MAX_FORMULA_DEPTH, MAX_FORMULA_CHARS,
};
pub use game::{Game, GameError, SumComputerPlay};
pub use grundy::{GrundyError, GrundySequence};
pub use history::{CursorOutOfRange, History, Playable, Refused, Side};
pub use notation::pretty;
pub use octal::{
    GrundySequenceReport, HeapGame, MAX_GRUNDYS_GAME_HEAP, MAX_OCTAL_DIGITS, MAX_SUM_VALUES_WORK, MAX_UNPROVEN_TO,
    MAX_VALUES_WORK, OctalError, OctalGame, OctalPeriod, OctalValues, RARE_COMMON_FROM, SEARCH_AHEAD, ValuesRun,
    ValuesWatch, grundys_game_values, grundys_game_work, proven_period,
};
pub use opponent::{Choice, Level, Opponent};
pub use plain::{HistoryEntry, PlainGame, PlainGameError};
pub use players::{Person, Player, Players};
pub use position::{Move, MoveError, Position, PositionError};
pub use proof::{Lemma, Number, ProofError, ProofStep, StepKind, lemma_one, lemma_two, take_to_value};
pub use remoteness::{
    Grade, MAX_HEAP as REMOTENESS_MAX_HEAP, MAX_OPTIONS as REMOTENESS_MAX_OPTIONS,
    MAX_POSITIONS as REMOTENESS_MAX_POSITIONS, MoveValues, Remoteness, RemotenessError, RemotenessRun, SumMoveValues,
};
pub use review::{Review, ReviewedMove};
pub use rng::Rng;
pub use rules::{Ending, MoveRule, Rules, RulesError, SubtractionSet};
pub use series::{NimSumPoint, Period, grundy_period, grundy_values, nim_sum_history};
pub use sum::{
    Heap, HeapName, Leaves, MAX_LISTED_MOVES, MAX_MIXED_MOVES, MISERE_MAX_MOVES, MISERE_MAX_STATES, MISERE_MAX_TOKENS,
    MixedAnalysis, MixedError, MixedMove, MixedSum, SUM_LESSON, SUM_LESSON_ENDING, SearchLimit, SumAnalysis, SumAnswer,
    SumError, SumFeedback, SumFeedbackDetail, SumLessonStep, SumMove, SumMoveError, SumParseError, SumPosition,
    SumPositionError, SumQuestion, SumQuiz, SumQuizError, SumQuizKind, ValueBook,
};
pub use table::{BinaryTable, TableCell, TableColumn, TableRow, binary, bit_length, most_significant_bit, place_value};
pub use variants::{
    CutTheKnot, MexStep, MiserePhase, MisereWalkthrough, TheoremView, VariantError, cut_the_knot, mex_step,
    misere_walkthrough, theorem_view,
};

/// What the work budgets are divided by: 1, or 64 in a fuzzing build (`--cfg fuzzing`, set by
/// cargo-fuzz), where each input then ends in milliseconds and the fuzzer runs millions of them
/// through the same code, refusals included.
pub(crate) const FUZZ_DIVISOR: u64 = if cfg!(fuzzing) { 64 } else { 1 };

/// Limits of the checker and the exact search, for documentation and error messages.
pub mod limits {
    pub use super::checker::{
        KEPT_MISMATCHES, MAX_HEAPS as CHECK_MAX_HEAPS, MAX_POSITIONS as CHECK_MAX_POSITIONS,
        MAX_SEARCH_MOVES as CHECK_MAX_SEARCH_MOVES,
    };
    pub use super::dense::MAX_MOVES as SEARCH_MOVE_LIMIT;
    pub use super::search::STATE_LIMIT as SEARCH_STATE_LIMIT;
}
