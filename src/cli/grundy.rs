//! `bouton grundy GAME --to N [--json]`: a heap game's Grundy values and its proven period.

use std::io::Write;

use clap::Args;

use super::{CliError, EXIT_OK, json};
use crate::i18n::{Arg, msg};

#[derive(Args, Debug)]
pub(super) struct GrundyArgs {
    /// The game: nim, kayles, dawson, upto-K, set-A.B.C, or an octal code such as 0.6.
    #[arg(value_name = "GAME", value_parser = parse_game)]
    game: crate::core::HeapGame,
    /// The largest heap size to give the value of.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u64).range(0..=MAX_GRUNDY_TO))]
    to: u64,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

/// The largest `--to` (the values are kept in memory, one per size).
const MAX_GRUNDY_TO: u64 = 10_000_000;

fn parse_game(text: &str) -> Result<crate::core::HeapGame, crate::core::OctalError> {
    text.parse()
}

/// `bouton grundy GAME --to N`: the values, and the period when the Guy–Smith theorem proves one.
pub(super) fn grundy(args: &GrundyArgs, out: &mut dyn Write, progress: super::Progress) -> Result<u8, CliError> {
    let bar =
        super::progress_bar_for(progress == super::Progress::OnTerminal && !args.json, &msg::cli_values_computed());
    let report = args.game.sequence_watched(args.to, args.to, &mut |done, total| {
        bar.set_length(total);
        bar.set_position(done);
        true
    });
    bar.finish_and_clear();
    let report = report?;
    if args.json {
        writeln!(out, "{}", json::grundy(&args.game, &report))?;
        return Ok(EXIT_OK);
    }
    let game = crate::words::sentence(&args.game.title()).trim_end_matches(['.', '。']).to_string();
    writeln!(out, "{}", msg::report_grundy_title(game, args.to.to_string()))?;
    let said = match (&args.game, report.period) {
        (game, _) if game.is_nim() => msg::report_grundy_nim(),
        (_, Some(period)) => msg::report_grundy_period(period.period.to_string(), period.preperiod.to_string()),
        (_, None) => msg::report_grundy_no_period(Arg::Count(report.searched_to)),
    };
    writeln!(out, "{said}")?;
    let shown = report.values.len().min(SHOWN_VALUES);
    let list: Vec<String> = report.values[..shown].iter().map(u64::to_string).collect();
    writeln!(out, "{}", list.join(" "))?;
    if shown < report.values.len() {
        let more = Arg::Count(report.values.len() as u64 - shown as u64);
        writeln!(out, "{}", msg::report_grundy_more(more))?;
    }
    Ok(EXIT_OK)
}

/// How many values `bouton grundy` prints as text.
const SHOWN_VALUES: usize = 120;
