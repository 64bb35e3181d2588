//! `bouton review FILE.ron [--json]`: the scorecard of a saved game — every move graded by remoteness.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::{CliError, EXIT_OK, json};
use crate::core::Review;
use crate::export::text;
use crate::i18n::msg;
use crate::save;

/// The arguments of `bouton review`.
#[derive(Args, Debug)]
pub(super) struct ReviewArgs {
    /// The save file of the game.
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// Prints the review of the moves played up to the file's current position.
pub(super) fn review(args: &ReviewArgs, out: &mut dyn Write) -> Result<u8, CliError> {
    let saved = match save::load_any(&args.file)? {
        save::Opened::Game(loaded) => loaded.saved,
        save::Opened::Lesson(_) => {
            let origin = save::shown(&args.file);
            return Err(save::LoadError::Invalid { origin, problem: save::Problem::LessonNotGame }.into());
        }
        save::Opened::Disguise(_) => {
            let origin = save::shown(&args.file);
            return Err(save::LoadError::Invalid { origin, problem: save::Problem::DisguiseNotGame }.into());
        }
    };
    let Some(game) = saved.game.plain() else { return Err(CliError::ReviewOfSum) };
    let review = Review::of(&game)?;
    if args.json {
        writeln!(out, "{}", json::review(&saved, &game, &review))?;
    } else {
        let start = text::short_position(&game.start().to_string());
        let title = if saved.title.is_empty() {
            msg::report_review_untitled(start, game.rules().to_string())
        } else {
            msg::report_review_title(start, game.rules().to_string(), save::shown_title(&saved.title))
        };
        writeln!(out, "{title}")?;
        writeln!(out, "{}", msg::report_review_about())?;
        writeln!(out)?;
        write!(out, "{}", text::review(&saved.players, &review))?;
    }
    Ok(EXIT_OK)
}
