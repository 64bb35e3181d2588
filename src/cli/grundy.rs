//! `bouton grundy GAME --to N [--json]`: a heap game's Grundy values and its proven period.

use std::io::Write;

use clap::Args;

use super::{CliError, EXIT_OK, json};
use crate::core::{CoinRule, DisguiseKind, FoundValues};
use crate::i18n::{Arg, msg};

#[derive(Args, Debug)]
pub(super) struct GrundyArgs {
    /// The game: nim, kayles, dawson, upto-K, set-A.B.C, or an octal code such as 0.6; lasker; grundy
    /// (Grundy's game, values by mex up to 10,000); or a
    /// coin-turning game, turtles, mock-turtles or ruler (the value of a lone head at position n,
    /// counted from 1).
    #[arg(value_name = "GAME", value_parser = parse_game)]
    game: GrundyGame,
    /// The largest heap size to give the value of.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u64).range(0..=MAX_GRUNDY_TO))]
    to: u64,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

/// The largest `--to` (the values are kept in memory, one per size).
const MAX_GRUNDY_TO: u64 = 10_000_000;

/// The games `bouton grundy` gives the values of.
#[derive(Clone, Debug)]
enum GrundyGame {
    /// A heap game (a take-away rule or an octal code).
    Heap(crate::core::HeapGame),
    /// Lasker's Nim.
    Lasker,
    /// A coin-turning game.
    Coins(CoinRule),
}

fn parse_game(text: &str) -> Result<GrundyGame, crate::core::OctalError> {
    let name = text.trim();
    if name == "lasker" {
        return Ok(GrundyGame::Lasker);
    }
    if let Some(rule) = CoinRule::from_key(name) {
        return Ok(GrundyGame::Coins(rule));
    }
    text.parse().map(GrundyGame::Heap)
}

/// `bouton grundy lasker|turtles|mock-turtles|ruler --to N`: values found by mex, checked against
/// the game's rule, and the rule's past that.
fn found(args: &GrundyArgs, out: &mut dyn Write) -> Result<u8, CliError> {
    let (found, kind) = match &args.game {
        GrundyGame::Lasker => (FoundValues::lasker(args.to), DisguiseKind::Lasker),
        GrundyGame::Coins(rule) => (FoundValues::coins(*rule, args.to), DisguiseKind::Coins(*rule)),
        GrundyGame::Heap(_) => return Ok(EXIT_OK),
    };
    if args.json {
        writeln!(out, "{}", json::found_values(kind.key(), &found))?;
        return Ok(EXIT_OK);
    }
    let title = crate::words::kind_title(kind);
    let heading = match kind {
        DisguiseKind::Coins(_) => msg::disguise_grundy_coins_title(title, args.to.to_string()),
        _ => msg::report_grundy_title(title, args.to.to_string()),
    };
    writeln!(out, "{heading}")?;
    let rule = crate::words::value_rule(kind);
    let said = match found.breaks_at {
        None if found.mex_to >= args.to => msg::disguise_grundy_all_mex(found.mex_to.to_string(), rule),
        None => msg::disguise_grundy_checked(found.mex_to.to_string(), rule),
        Some(_) => msg::disguise_grundy_mex_only(found.mex_to.to_string(), rule),
    };
    writeln!(out, "{said}")?;
    print_values(&found.values, out)?;
    Ok(EXIT_OK)
}

/// The first values on one line, then how many more.
fn print_values(values: &[u64], out: &mut dyn Write) -> Result<(), CliError> {
    let shown = values.len().min(SHOWN_VALUES);
    let list: Vec<String> = values[..shown].iter().map(u64::to_string).collect();
    writeln!(out, "{}", list.join(" "))?;
    if shown < values.len() {
        let more = Arg::Count(values.len() as u64 - shown as u64);
        writeln!(out, "{}", msg::report_grundy_more(more))?;
    }
    Ok(())
}

/// `bouton grundy GAME --to N`: the values, and the period when the Guy–Smith theorem proves one.
pub(super) fn grundy(args: &GrundyArgs, out: &mut dyn Write, progress: super::Progress) -> Result<u8, CliError> {
    let GrundyGame::Heap(game) = &args.game else { return found(args, out) };
    let bar =
        super::progress_bar_for(progress == super::Progress::OnTerminal && !args.json, &msg::cli_values_computed());
    let report = game.sequence_watched(args.to, args.to, &mut |done, total| {
        bar.set_length(total);
        bar.set_position(done);
        true
    });
    bar.finish_and_clear();
    let report = report?;
    if args.json {
        writeln!(out, "{}", json::grundy(game, &report))?;
        return Ok(EXIT_OK);
    }
    let title = crate::words::sentence(&game.title()).trim_end_matches(['.', '。']).to_string();
    writeln!(out, "{}", msg::report_grundy_title(title, args.to.to_string()))?;
    let said = match (game, report.period) {
        (game, _) if game.is_nim() => msg::report_grundy_nim(),
        (_, Some(period)) => msg::report_grundy_period(period.period.to_string(), period.preperiod.to_string()),
        (_, None) => msg::report_grundy_no_period(Arg::Count(report.searched_to)),
    };
    writeln!(out, "{said}")?;
    print_values(&report.values, out)?;
    Ok(EXIT_OK)
}

/// How many values `bouton grundy` prints as text.
const SHOWN_VALUES: usize = 120;
