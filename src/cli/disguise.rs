//! `bouton analyze staircase:0,3,1,4 [--json]`, `bouton analyze --moore 2 3 5 6 7`: a game in
//! disguise, what it is underneath, who wins, and every winning move in its own terms and in Nim's.

use std::io::Write;

use serde::Serialize;

use super::{AnalyzeArgs, CliError, EXIT_OK, sum::HeapArg};
use crate::core::{DisguisedGame, Lift, Moore};
use crate::i18n::msg;
use crate::words;

/// The most positions the command line's brute force visits (about a second's work at most).
const BRUTE_STATES: usize = 50_000;

/// What the arguments ask for: heaps only, one game in disguise alone, or games in disguise beside
/// heaps.
pub(super) enum Requested {
    /// Heaps (of one game or several): no game in disguise, or only Lasker's heaps, which are heaps.
    Heaps,
    /// One game in disguise, alone.
    Alone(DisguisedGame),
    /// Games in disguise beside heaps (or each other), analysed as a sum in normal play.
    Mixed(Vec<DisguisedGame>),
}

impl Requested {
    /// Analyses a game in disguise, alone or beside heaps, and prints the report; `None` for heaps
    /// only, which the caller analyses.
    pub(super) fn analyze(self, args: &AnalyzeArgs, out: &mut dyn Write) -> Option<Result<u8, CliError>> {
        match self {
            Self::Alone(game) => Some(analyze(&game, args.json, out)),
            Self::Mixed(games) => Some(super::mixed::analyze(args, games, out)),
            Self::Heaps => None,
        }
    }
}

/// What the arguments ask for: `--moore K` with bare heaps, one `name:…` argument alone, or games in
/// disguise beside heaps (`lasker:5` beside other heaps is a heap of a sum).
///
/// # Errors
/// [`CliError::DisguiseAlone`] when a game in disguise comes with rule flags, [`CliError::MooreNamed`]
/// when `--moore` is given a named heap.
pub(super) fn requested(args: &AnalyzeArgs) -> Result<Requested, CliError> {
    if let Some(k) = args.moore {
        let sizes = args
            .heaps
            .iter()
            .map(|arg| match arg {
                HeapArg::Heap { game: None, size } => Ok(*size),
                _ => Err(CliError::MooreNamed),
            })
            .collect::<Result<Vec<u64>, _>>()?;
        return Ok(Requested::Alone(DisguisedGame::Moore(Moore::new(k, sizes)?)));
    }
    let disguised: Vec<&DisguisedGame> = args
        .heaps
        .iter()
        .filter_map(|arg| match arg {
            HeapArg::Disguised(game) => Some(game),
            HeapArg::Heap { .. } => None,
        })
        .collect();
    let flags = args.rules.misere || args.rules.up_to.is_some() || args.rules.set.is_some() || args.octal.is_some();
    match disguised[..] {
        [] => Ok(Requested::Heaps),
        [game] if args.heaps.len() == 1 && !flags => Ok(Requested::Alone(game.clone())),
        // Lasker's heaps with other heaps, or under rule flags, are heaps of a sum.
        _ if disguised.iter().all(|game| matches!(game, DisguisedGame::Lasker(_))) => Ok(Requested::Heaps),
        _ if flags => Err(CliError::DisguiseAlone),
        // The others beside heaps: a sum in normal play (Lasker's heaps among the heaps).
        _ => Ok(Requested::Mixed(
            disguised.into_iter().filter(|game| !matches!(game, DisguisedGame::Lasker(_))).cloned().collect(),
        )),
    }
}

/// Prints the analysis of a game in disguise.
pub(super) fn analyze(game: &DisguisedGame, json: bool, out: &mut dyn Write) -> Result<u8, CliError> {
    let lift = game.lift();
    let outcome = lift.outcome();
    let winning = if words::lists_moves(game) { Some(game.winning_moves()?) } else { None };
    // Bounded by positions and by moves (huge heaps are refused before their moves are listed).
    let solved = game.solve(BRUTE_STATES);
    if json {
        let json = Json {
            game: game.kind().key(),
            position: game.to_string(),
            lifted: match &lift {
                Lift::Nim(heaps) => heaps.iter().map(|h| LiftedJson { part: h.part, value: h.value }).collect(),
                Lift::Moore { .. } | Lift::Wythoff { .. } => Vec::new(),
            },
            nim_sum: lift.nim_sum(),
            outcome: outcome.letter().to_string(),
            remoteness: solved.as_ref().ok().map(|s| s.remoteness),
            winning_moves: winning
                .as_ref()
                .map(|moves| moves.iter().map(|mv| words::disguised_move_line(game, mv)).collect()),
        };
        writeln!(out, "{}", serde_json::to_string(&json).unwrap_or_default())?;
        return Ok(EXIT_OK);
    }
    let position = game.to_string();
    let shown = position.split_once(':').map_or(position.as_str(), |(_, rest)| rest);
    writeln!(out, "{}", msg::disguise_report_position(words::disguise_title(game), shown))?;
    writeln!(out)?;
    writeln!(out, "{}", words::disguise_note(game))?;
    match (game, &lift) {
        (DisguisedGame::Hackenbush(_), _) => writeln!(out, "{}", msg::disguise_edges_numbered())?,
        (DisguisedGame::Poker(poker), _) => {
            writeln!(out, "{}", msg::disguise_banks(poker.banks()[0], poker.banks()[1]))?;
        }
        (DisguisedGame::Moore(moore), _) => {
            if let Some(columns) = words::moore_columns(moore) {
                writeln!(out, "{columns}")?;
            }
        }
        (_, Lift::Wythoff { heaps: (a, b), pair }) => {
            let line = match pair {
                Some(n) => msg::disguise_pair(*a, *b, *n),
                None => msg::disguise_no_pair(*a, *b),
            };
            writeln!(out, "{line}")?;
            // Where X would say the opposite of the truth, say so.
            if (lift.nim_sum() == 0) != pair.is_some() {
                let verdict = verdict(outcome);
                writeln!(out, "{}", msg::disguise_nim_sum_fails(verdict, lift.nim_sum()))?;
            }
        }
        _ => {}
    }
    if let Lift::Nim(heaps) = &lift {
        let names: Vec<String> = heaps.iter().map(|h| words::part_label(game, h.part)).collect();
        let width = names.iter().map(|n| unicode_width::UnicodeWidthStr::width(n.as_str())).max().unwrap_or(0).max(3);
        for (name, heap) in names.iter().zip(heaps) {
            let pad = " ".repeat(width - unicode_width::UnicodeWidthStr::width(name.as_str()));
            writeln!(out, "  {name}{pad}   {}", heap.value)?;
        }
        writeln!(out, "  {:<width$}   {}", "X", lift.nim_sum())?;
    }
    writeln!(out)?;
    writeln!(out, "{}", msg::report_outcome(verdict(outcome)))?;
    match &solved {
        Ok(solution) => writeln!(out, "{}", msg::disguise_remoteness(u64::from(solution.remoteness)))?,
        Err(why) => writeln!(out, "{}", msg::disguise_remoteness_not_counted(why.to_string()))?,
    }
    match &winning {
        None => {
            let why = crate::core::DisguiseError::TooManyMoves { max: crate::core::MAX_MOORE_MOVES };
            writeln!(out, "{}", msg::disguise_moves_not_listed(why.to_string()))?;
            if let Some(mv) = game.a_winning_move() {
                writeln!(out, "{}", msg::disguise_one_winning_move(words::disguised_move_line(game, &mv)))?;
            }
        }
        Some(moves) if moves.is_empty() => {
            let line = if game.has_move() { msg::report_no_winning_move_sum() } else { msg::report_no_move_left() };
            writeln!(out, "{line}")?;
        }
        Some(moves) => {
            writeln!(out, "{}", msg::report_winning_moves(crate::i18n::grouped(moves.len() as u128)))?;
            for mv in moves {
                writeln!(out, "  {}", words::disguised_move_line(game, mv))?;
            }
        }
    }
    Ok(EXIT_OK)
}

/// "N: the player to move wins".
fn verdict(outcome: crate::core::Outcome) -> String {
    match outcome {
        crate::core::Outcome::NextWins => msg::claim_verdict_n(),
        crate::core::Outcome::PreviousWins => msg::claim_verdict_p(),
    }
}

/// `{"game":"staircase","position":"staircase:0,3,1,4","lifted":[{"part":1,"value":0},…],…}`;
/// `winning_moves` is `null` where too many moves to list, `remoteness` where not counted.
#[derive(Serialize)]
struct Json {
    game: &'static str,
    position: String,
    lifted: Vec<LiftedJson>,
    nim_sum: u64,
    outcome: String,
    remoteness: Option<u32>,
    winning_moves: Option<Vec<String>>,
}

#[derive(Serialize)]
struct LiftedJson {
    part: usize,
    value: u64,
}
