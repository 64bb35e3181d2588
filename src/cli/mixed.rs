//! `bouton analyze hackenbush:'(()())' kayles:5 nim:3 [--json]`: heaps and games in disguise side by
//! side, each worth a Nim heap of its Grundy value; who wins, and every winning move in its own game's
//! terms with what it does to that part's value.

use std::io::Write;

use serde::Serialize;

use super::{AnalyzeArgs, CliError, EXIT_OK, sum};
use crate::core::{DisguisedGame, Heap, HeapGame, MixedAnalysis, MixedMove, MixedSum, SumClaim, SumPosition};
use crate::i18n::msg;
use crate::words;

/// Analyses heaps beside games in disguise (normal play) and prints the report.
pub(super) fn analyze(args: &AnalyzeArgs, disguised: Vec<DisguisedGame>, out: &mut dyn Write) -> Result<u8, CliError> {
    let heaps = sum::heap_args(args).map(|(game, size)| Heap::new(game.cloned().unwrap_or_else(HeapGame::nim), size));
    let sum = MixedSum::new(SumPosition::new(heaps.collect())?, disguised);
    let analysis = sum.analysis()?;
    if args.json {
        writeln!(out, "{}", serde_json::to_string(&json(&sum, &analysis)).unwrap_or_default())?;
        return Ok(EXIT_OK);
    }
    let mut parts: Vec<String> = Vec::new();
    if !sum.heaps.heaps().is_empty() {
        parts.push(sum.heaps.to_string());
    }
    parts.extend(sum.disguised.iter().map(ToString::to_string));
    writeln!(out, "{}", msg::report_position_sum(crate::core::Ending::Normal.to_string(), parts.join(" + ")))?;
    writeln!(out)?;
    let mut lines: Vec<String> = sum
        .heaps
        .heaps()
        .iter()
        .zip(&analysis.heap_values)
        .enumerate()
        .map(|(index, (of, &value))| {
            let claim = SumClaim::HeapValue {
                heap: sum.heaps.name(index),
                of: of.clone(),
                value,
                ending: crate::core::Ending::Normal,
            };
            words::sentence(&claim.to_string())
        })
        .collect();
    for (game, &value) in sum.disguised.iter().zip(&analysis.disguised_values) {
        lines.push(msg::mixed_part_value(words::disguise_title(game), shown(game), value));
    }
    for line in &lines {
        writeln!(out, "  {line}")?;
    }
    let values: Vec<String> =
        analysis.heap_values.iter().chain(&analysis.disguised_values).map(u64::to_string).collect();
    writeln!(out, "  X = {} = {}", values.join(" ⊕ "), analysis.nim_sum)?;
    writeln!(out)?;
    writeln!(out, "{}", msg::report_sprague_grundy())?;
    let verdict = match analysis.outcome {
        crate::core::Outcome::NextWins => msg::claim_verdict_n(),
        crate::core::Outcome::PreviousWins => msg::claim_verdict_p(),
    };
    writeln!(out, "{}", msg::report_outcome(verdict))?;
    for (part, why) in &analysis.unlisted {
        let title = words::disguise_title(&sum.disguised[*part]);
        writeln!(out, "{}", msg::mixed_not_listed(title, (*part as u64) + 1, why.to_string()))?;
    }
    if analysis.winning_moves.is_empty() {
        // Never "no winning move" where some were not looked for.
        if analysis.unlisted.is_empty() {
            let line = if sum.has_move() { msg::report_no_winning_move_sum() } else { msg::report_no_move_left() };
            writeln!(out, "{line}")?;
        }
        return Ok(EXIT_OK);
    }
    writeln!(out, "{}", msg::report_winning_moves(crate::i18n::grouped(analysis.winning_count)))?;
    for mv in &analysis.winning_moves {
        writeln!(out, "  {}", move_line(&sum, &analysis, mv))?;
    }
    Ok(EXIT_OK)
}

/// A game in disguise's position as written after its name: `(()())` for `hackenbush:(()())`; a
/// long one cut after 24 characters (`HHHHHHHHHHHHHHHHHHHHHHHH…`).
fn shown(game: &DisguisedGame) -> String {
    let text = game.to_string();
    let rest = text.split_once(':').map_or(text.as_str(), |(_, rest)| rest);
    if rest.chars().count() <= 24 { rest.to_string() } else { rest.chars().take(24).chain(['…']).collect() }
}

/// A winning move in its own game's terms, and what it does to that part's value: "Green
/// Hackenbush (()()): cut edge 2 — its value goes from 3 to 1, which makes X = 0".
fn move_line(sum: &MixedSum, analysis: &MixedAnalysis, mv: &MixedMove) -> String {
    match mv {
        MixedMove::Heap(m) => {
            let heap = &sum.heaps.heaps()[m.heap];
            let value = analysis.heap_values[m.heap];
            let own = words::describe_move(*m, heap, sum.heaps.name(m.heap));
            msg::mixed_move(value, own, value ^ analysis.nim_sum, 0u64)
        }
        MixedMove::Disguised { part, mv } => {
            let game = &sum.disguised[*part];
            let value = analysis.disguised_values[*part];
            let part = format!("{} {}", words::disguise_title(game), shown(game));
            let own = msg::mixed_part_move(words::disguised_move(game, mv), part);
            msg::mixed_move(value, own, value ^ analysis.nim_sum, 0u64)
        }
    }
}

/// `{"heaps":[{"heap":"kayles:5","value":4}],"games":[{"game":"hackenbush","position":"(()())",
/// "value":3}],"nim_sum":7,"outcome":"N","winning_moves":[…]}`.
#[derive(Serialize)]
struct Json {
    heaps: Vec<PartJson>,
    games: Vec<PartJson>,
    nim_sum: u64,
    outcome: String,
    winning_count: u128,
    winning_moves: Vec<String>,
    /// The games in disguise (from 1) whose winning moves were not looked for: too many moves.
    not_listed: Vec<usize>,
}

/// One part of the sum and its value.
#[derive(Serialize)]
struct PartJson {
    game: String,
    position: String,
    value: u64,
}

fn json(sum: &MixedSum, analysis: &MixedAnalysis) -> Json {
    let heaps = sum.heaps.heaps().iter().zip(&analysis.heap_values);
    let games = sum.disguised.iter().zip(&analysis.disguised_values);
    Json {
        heaps: heaps.map(|(h, &value)| PartJson { game: h.game.name(), position: h.size.to_string(), value }).collect(),
        games: games
            .map(|(g, &value)| PartJson { game: g.kind().key().to_string(), position: shown(g), value })
            .collect(),
        nim_sum: analysis.nim_sum,
        outcome: analysis.outcome.letter().to_string(),
        winning_count: analysis.winning_count,
        winning_moves: analysis.winning_moves.iter().map(|mv| move_line(sum, analysis, mv)).collect(),
        not_listed: analysis.unlisted.iter().map(|(part, _)| part + 1).collect(),
    }
}
