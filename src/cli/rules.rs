//! The rule flags that `analyze`, `verify` and `grundy` share: `--misere`, `--up-to K`, `--set A,B,C`.

use clap::Args;

use super::parse_heap;
use crate::core::{Ending, MoveRule, Rules, RulesError};
use crate::i18n::msg;

#[derive(Args, Debug)]
pub(super) struct RuleArgs {
    /// Misère play: whoever makes the last move loses.
    #[arg(long)]
    pub(super) misere: bool,
    /// The subtraction game S(1..K): a move takes 1 to K objects.
    #[arg(long, value_name = "K", conflicts_with = "set")]
    pub(super) up_to: Option<u64>,
    /// A subtraction set: a move takes exactly one of these amounts, e.g. 1,3,4.
    #[arg(long, value_name = "LIST", value_parser = parse_set)]
    pub(super) set: Option<Amounts>,
}

/// The amounts of `--set`, parsed from one comma-separated argument.
#[derive(Clone, Debug)]
pub(super) struct Amounts(pub(super) Vec<u64>);

/// A comma-separated list of amounts.
fn parse_set(text: &str) -> Result<Amounts, String> {
    if text.trim().is_empty() {
        return Err(msg::cli_empty_set());
    }
    text.split(',').map(parse_heap).collect::<Result<_, _>>().map(Amounts)
}

impl RuleArgs {
    pub(super) fn rules(&self) -> Result<Rules, RulesError> {
        let ending = if self.misere { Ending::Misere } else { Ending::Normal };
        let moves = match (&self.up_to, &self.set) {
            (Some(k), _) => MoveRule::up_to(*k)?,
            (None, Some(Amounts(set))) => MoveRule::set(set)?,
            (None, None) => MoveRule::Any,
        };
        Ok(Rules::new(ending, moves))
    }
}
