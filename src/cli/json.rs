//! The JSON shapes of the command line's output.

use std::time::Duration;

use serde::Serialize;

use crate::core::{Analysis, CheckReport, Move, MoveRule, MoveValues, Position, Rules};

/// `{"ending":"normal","moves":"any"}`, `{"up_to":3}` or `{"set":[1,3,4]}` for the moves.
#[derive(Serialize)]
struct RulesJson {
    ending: &'static str,
    moves: MovesJson,
}

#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum MovesJson {
    Any,
    UpTo(u64),
    Set(Vec<u64>),
    Octal(String),
}

impl RulesJson {
    fn of(rules: &Rules) -> Self {
        let moves = match &rules.moves {
            MoveRule::Any => MovesJson::Any,
            MoveRule::UpTo(k) => MovesJson::UpTo(k.get()),
            MoveRule::Set(set) => MovesJson::Set(set.amounts().to_vec()),
        };
        Self { ending: rules.ending.key(), moves }
    }
}

/// A winning move; `remoteness` is that of the position it leaves (`null` where not counted).
#[derive(Serialize)]
struct MoveJson {
    heap: usize,
    take: u64,
    leaves: u64,
    remoteness: Option<u32>,
}

/// `remoteness`: moves to the end with best play (`null` where beyond the search's bounds, and
/// `remoteness_note` says why).
#[derive(Serialize)]
struct AnalysisJson<'a> {
    heaps: &'a [u64],
    rules: RulesJson,
    grundy: &'a [u64],
    nim_sum: u64,
    outcome: String,
    remoteness: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness_note: Option<String>,
    winning_moves: Vec<MoveJson>,
}

/// A winning move of a sum: `"leaves"` when one heap (or nothing, 0) is left, `"split":[a,b]` (a ≤ b)
/// when two are.
#[derive(Serialize)]
struct SumMoveJson {
    heap: usize,
    take: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    leaves: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    split: Option<[u64; 2]>,
}

#[derive(Serialize)]
struct SumAnalysisJson {
    heaps: Vec<u64>,
    games: Vec<String>,
    rules: RulesJson,
    grundy: Vec<u64>,
    nim_sum: u64,
    outcome: String,
    remoteness: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness_note: Option<String>,
    winning_moves: Vec<SumMoveJson>,
    winning_count: u128,
}

/// The analysis of a sum of games as one JSON object: today's fields, plus `"games"` per heap,
/// `"split"` on a move that leaves two heaps, and `"winning_count"` (the list stops at
/// [`crate::core::MAX_LISTED_MOVES`]). `rules.moves` says what a bare number was read as.
pub(super) fn sum_analysis(
    position: &crate::core::SumPosition,
    rules: &Rules,
    octal: Option<&crate::core::HeapGame>,
    analysis: &crate::core::SumAnalysis,
) -> String {
    use crate::core::Leaves;
    let mut rules_json = RulesJson::of(rules);
    if let Some(game) = octal {
        rules_json.moves = MovesJson::Octal(game.name());
    }
    let remoteness = crate::core::Remoteness::of_sum(position, rules.ending);
    let json = SumAnalysisJson {
        remoteness: remoteness.as_ref().ok().map(|v| v.moves),
        remoteness_note: remoteness.as_ref().err().map(ToString::to_string),
        heaps: position.sizes(),
        games: position.heaps().iter().map(|h| h.game.name()).collect(),
        rules: rules_json,
        grundy: analysis.values.clone(),
        nim_sum: analysis.nim_sum,
        outcome: analysis.outcome.letter().to_string(),
        winning_moves: analysis
            .winning_moves
            .iter()
            .map(|m| {
                let (leaves, split) = match m.leaves {
                    Leaves::Nothing => (Some(0), None),
                    Leaves::One(rest) => (Some(rest), None),
                    Leaves::Two(a, b) => (None, Some([a.min(b), a.max(b)])),
                };
                SumMoveJson { heap: m.heap, take: m.take, leaves, split }
            })
            .collect(),
        winning_count: analysis.winning_count,
    };
    serde_json::to_string(&json).unwrap_or_default()
}

/// The analysis as one JSON object (heap indexes 0-based).
pub(super) fn analysis(position: &Position, rules: &Rules, analysis: &Analysis) -> String {
    let heaps = position.heaps();
    let values = MoveValues::of_moves(position, rules, &analysis.winning_moves);
    let values_ok = values.as_ref().ok();
    // A move's value counts the move itself; the position it leaves is one move nearer the end.
    let left = |mv: Move| values_ok.and_then(|v| v.value_of(mv)).map(|value| value.moves - 1);
    let json = AnalysisJson {
        heaps,
        rules: RulesJson::of(rules),
        grundy: &analysis.grundy,
        nim_sum: analysis.nim_sum,
        outcome: analysis.outcome.letter().to_string(),
        remoteness: values_ok.map(|v| v.position.moves),
        remoteness_note: values.as_ref().err().map(ToString::to_string),
        winning_moves: analysis
            .winning_moves
            .iter()
            .map(|&m| MoveJson { heap: m.heap, take: m.take, leaves: heaps[m.heap] - m.take, remoteness: left(m) })
            .collect(),
    };
    serde_json::to_string(&json).unwrap_or_default()
}

#[derive(Serialize)]
struct VerifyJson<'a> {
    heaps: usize,
    max: u64,
    rules: RulesJson,
    positions: u64,
    p_positions: u64,
    compared: u64,
    mismatch_count: u64,
    mismatches: &'a [Vec<u64>],
    elapsed_ms: f64,
}

#[derive(Serialize)]
struct GrundyJson<'a> {
    game: String,
    code: Option<String>,
    values: &'a [u64],
    preperiod: Option<u64>,
    period: Option<u64>,
    proven: bool,
}

/// A game's Grundy values as one JSON object: `{"game":..,"code":..,"values":[...],"preperiod":..,
/// "period":..,"proven":..}` (Nim has no code and no period).
pub(super) fn grundy(game: &crate::core::HeapGame, report: &crate::core::GrundySequenceReport) -> String {
    let code = match game {
        crate::core::HeapGame::Take(_) | crate::core::HeapGame::Lasker | crate::core::HeapGame::Grundy => None,
        crate::core::HeapGame::Octal(octal) => Some(octal.to_string()),
    };
    let json = GrundyJson {
        game: game.name(),
        code,
        values: &report.values,
        preperiod: report.period.map(|p| p.preperiod),
        period: report.period.map(|p| p.period),
        proven: report.period.is_some(),
    };
    serde_json::to_string(&json).unwrap_or_default()
}

/// Values found by mex and checked against the game's rule: `{"game":"lasker","first":0,
/// "values":[…],"mex_to":2000,"rule_holds":true}` (`first`: the size or position of the first value).
pub(super) fn found_values(game: &str, found: &crate::core::FoundValues) -> String {
    #[derive(Serialize)]
    struct FoundJson<'a> {
        game: &'a str,
        first: u64,
        values: &'a [u64],
        mex_to: u64,
        rule_holds: bool,
    }
    let json = FoundJson {
        game,
        first: found.first,
        values: &found.values,
        mex_to: found.mex_to,
        rule_holds: found.breaks_at.is_none(),
    };
    serde_json::to_string(&json).unwrap_or_default()
}

/// The checker's report as one JSON object.
pub(super) fn verify(rules: &Rules, report: &CheckReport, elapsed: Duration) -> String {
    let json = VerifyJson {
        heaps: report.shape.heaps,
        max: report.shape.max,
        rules: RulesJson::of(rules),
        positions: report.positions,
        p_positions: report.p_positions,
        compared: report.compared,
        mismatch_count: report.mismatch_count,
        mismatches: &report.mismatches,
        elapsed_ms: (elapsed.as_secs_f64() * 1e6).round() / 1e3,
    };
    serde_json::to_string(&json).unwrap_or_default()
}

#[derive(Serialize)]
struct ReviewedMoveJson {
    number: usize,
    player: String,
    heap: usize,
    take: u64,
    before: RemoteJson,
    after: RemoteJson,
    grade: &'static str,
}

/// A position's value for the player to move: `{"outcome":"N","remoteness":5}`.
#[derive(Serialize)]
struct RemoteJson {
    outcome: String,
    remoteness: u32,
}

impl RemoteJson {
    fn of(value: crate::core::Remoteness) -> Self {
        Self { outcome: value.outcome.letter().to_string(), remoteness: value.moves }
    }
}

#[derive(Serialize)]
struct PlayerTally {
    player: String,
    mistakes: usize,
    grades: std::collections::BTreeMap<&'static str, usize>,
}

#[derive(Serialize)]
struct ReviewJson {
    title: String,
    rules: RulesJson,
    start: Vec<u64>,
    moves: Vec<ReviewedMoveJson>,
    players: Vec<PlayerTally>,
}

/// A game's review as one JSON object (heaps 0-based; grades as the text names them).
pub(super) fn review(
    saved: &crate::save::SavedGame,
    game: &crate::core::PlainGame,
    review: &crate::core::Review,
) -> String {
    use crate::core::{Grade, Side};
    let name = |side: Side| saved.players.seat(side).description();
    let moves = review
        .moves
        .iter()
        .map(|m| ReviewedMoveJson {
            number: m.number,
            player: name(m.side),
            heap: m.mv.heap,
            take: m.mv.take,
            before: RemoteJson::of(m.before),
            after: RemoteJson::of(m.after),
            grade: m.grade.key(),
        })
        .collect();
    let players = [Side::First, Side::Second]
        .into_iter()
        .map(|side| PlayerTally {
            player: name(side),
            mistakes: review.count(side, Grade::Mistake),
            grades: Grade::ALL.iter().map(|&g| (g.key(), review.count(side, g))).collect(),
        })
        .collect();
    let json = ReviewJson {
        title: saved.title.clone(),
        rules: RulesJson::of(game.rules()),
        start: game.start().heaps().to_vec(),
        moves,
        players,
    };
    serde_json::to_string(&json).unwrap_or_default()
}
