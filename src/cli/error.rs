//! The command line's errors.

use super::MAX_CLI_HEAPS;
use crate::core::{CheckError, RulesError};
use crate::i18n::{Arg, msg};
use crate::save;

/// Why a headless command failed: typed to the edge, where it becomes one line on stderr.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// More heaps than the command line takes.
    #[error("{}", msg::cli_too_many_heaps(Arg::Count(*.count as u64), MAX_CLI_HEAPS))]
    TooManyHeaps {
        /// How many were given.
        count: usize,
    },
    /// The rules given are not valid.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// The position is not valid.
    #[error(transparent)]
    Position(#[from] crate::core::PositionError),
    /// A file could not be loaded.
    #[error(transparent)]
    Load(#[from] save::LoadError),
    /// The position cannot be analysed.
    #[error(transparent)]
    Analysis(#[from] crate::core::AnalysisError),
    /// The box cannot be checked.
    #[error(transparent)]
    Check(#[from] CheckError),
    /// An export could not be made.
    #[error(transparent)]
    Export(#[from] crate::export::ExportError),
    /// A game's values cannot be given.
    #[error(transparent)]
    Octal(#[from] crate::core::OctalError),
    /// The rule flags' game cannot be written as an octal code, so it cannot join a sum of games.
    /// A sum of games cannot be analysed.
    #[error(transparent)]
    Sum(#[from] crate::core::SumError),
    /// A sum of games is not a position.
    #[error(transparent)]
    SumPosition(#[from] crate::core::SumPositionError),
    /// The number of moves to the end cannot be counted (a review needs it).
    #[error(transparent)]
    Remoteness(#[from] crate::core::RemotenessError),
    /// `review` was given a sum of games, which it does not grade yet.
    #[error("{}", msg::cli_review_of_sum())]
    ReviewOfSum,
    /// A game in disguise cannot be read or analysed.
    #[error(transparent)]
    Disguise(#[from] crate::core::DisguiseError),
    /// Heaps beside games in disguise cannot be analysed.
    #[error(transparent)]
    Mixed(#[from] crate::core::MixedError),
    /// A game in disguise came with other positions or rule flags.
    #[error("{}", msg::disguise_alone())]
    DisguiseAlone,
    /// `--moore` was given a named heap.
    #[error("{}", msg::disguise_moore_named())]
    MooreNamed,
    /// The output could not be written.
    #[error("{}", msg::cli_cannot_write(.0.to_string()))]
    Output(#[from] std::io::Error),
    /// A class session could not start.
    #[cfg(feature = "class")]
    #[error(transparent)]
    Class(#[from] crate::class::ClassError),
}
