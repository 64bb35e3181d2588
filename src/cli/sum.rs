//! `bouton analyze kayles:10 dawson:7 nim:5 [--misere] [--json]`: a sum of games, each heap of its own.

use std::io::Write;

use super::{AnalyzeArgs, CliError, EXIT_OK, MAX_CLI_HEAPS, json};
use crate::core::{Heap, HeapGame, MoveRule, Rules, SumAnalysis, SumPosition, ValueBook};
use crate::export::text;

/// One position argument on the command line: a heap (a size, with the game named before a colon or
/// not), or a whole game in disguise (`staircase:0,3,1,4`).
#[derive(Clone, Debug)]
pub(super) enum HeapArg {
    /// A heap.
    Heap {
        /// The game named (`kayles:10`), or `None` for a bare number.
        game: Option<HeapGame>,
        /// Its size.
        size: u64,
    },
    /// A game in disguise, whole.
    Disguised(crate::core::DisguisedGame),
}

/// Whether `name` (before a colon) names a game in disguise.
fn names_a_disguise(name: &str) -> bool {
    let name = name.trim();
    crate::core::DisguiseKind::ALL.iter().any(|kind| kind.key() == name) || name.starts_with("moore-")
}

/// `10`, `kayles:10` or `staircase:0,3,1,4`, with messages a person can act on.
pub(super) fn parse_heap_arg(text: &str) -> Result<HeapArg, String> {
    match text.split_once(':') {
        None => super::parse_heap(text).map(|size| HeapArg::Heap { game: None, size }),
        Some((name, _)) if names_a_disguise(name) => {
            text.parse().map(HeapArg::Disguised).map_err(|e: crate::core::DisguiseError| e.to_string())
        }
        Some((game, size)) => {
            let game = game.parse::<HeapGame>().map_err(|e| match e {
                crate::core::OctalError::Malformed(_) => crate::i18n::msg::cli_no_game(crate::save::echo(game)),
                other => other.to_string(),
            })?;
            Ok(HeapArg::Heap { game: Some(game), size: super::parse_heap(size)? })
        }
    }
}

/// The code of `--octal`.
pub(super) fn parse_octal(text: &str) -> Result<HeapGame, crate::core::OctalError> {
    text.parse::<crate::core::OctalGame>().map(HeapGame::Octal)
}

/// The game a bare number is a heap of: `--octal`'s, or the rule flags' own.
fn default_game(args: &AnalyzeArgs, rules: &Rules) -> HeapGame {
    args.octal.clone().unwrap_or_else(|| HeapGame::Take(rules.moves.clone()))
}

/// Analyses the current position of a saved sum of games and prints the report.
pub(super) fn analyze_saved(game: &crate::core::Game, json: bool, out: &mut dyn Write) -> Result<u8, CliError> {
    let analysis = game.analysis()?;
    let rules = Rules::new(game.ending(), MoveRule::Any);
    if json {
        writeln!(out, "{}", json::sum_analysis(game.position(), &rules, None, &analysis))?;
    } else {
        write!(out, "{}", text::sum_analysis(game.position(), game.ending(), &analysis, game.book()))?;
    }
    Ok(EXIT_OK)
}

/// Analyses the heaps as a sum of games and prints the report.
pub(super) fn analyze(args: &AnalyzeArgs, rules: &Rules, out: &mut dyn Write) -> Result<u8, CliError> {
    let default = default_game(args, rules);
    let heaps = heap_args(args).map(|(game, size)| Heap::new(game.cloned().unwrap_or_else(|| default.clone()), size));
    let position = SumPosition::new(heaps.collect())?;
    if position.heaps().len() > MAX_CLI_HEAPS {
        return Err(CliError::TooManyHeaps { count: position.heaps().len() });
    }
    let book = ValueBook::for_heaps(position.heaps())?;
    let analysis = SumAnalysis::with_book(&position, rules.ending, &book)?;
    if args.json {
        writeln!(out, "{}", json::sum_analysis(&position, rules, args.octal.as_ref(), &analysis))?;
    } else {
        write!(out, "{}", text::sum_analysis(&position, rules.ending, &analysis, &book))?;
    }
    Ok(EXIT_OK)
}

/// The heaps given (a game in disguise among them is analysed before this is asked): each with the
/// game named, if any.
pub(super) fn heap_args(args: &AnalyzeArgs) -> impl Iterator<Item = (Option<&crate::core::HeapGame>, u64)> {
    args.heaps.iter().flat_map(|arg| -> Vec<(Option<&HeapGame>, u64)> {
        match arg {
            HeapArg::Heap { game, size } => vec![(game.as_ref(), *size)],
            // `lasker:5,3` in a sum: a heap of Lasker's Nim for each number.
            HeapArg::Disguised(crate::core::DisguisedGame::Lasker(lasker)) => {
                lasker.heaps().iter().map(|&size| (Some(&LASKER), size)).collect()
            }
            HeapArg::Disguised(_) => Vec::new(),
        }
    })
}

/// Lasker's Nim, the game of a `lasker:` heap in a sum.
static LASKER: HeapGame = HeapGame::Lasker;
