//! A stone's hover text: what the move takes and leaves, and with hints the nim-sum after it.

use std::fmt::Write as _;

use super::{BoardView, Click};
use crate::core::{Move, move_leaves_after};
use crate::i18n::msg;
use crate::words::sentence;

/// The hover text of a stone: what the move takes and leaves, and with hints the nim-sum after it;
/// for a move the rules forbid, only why (it is no move, so nothing is "left").
pub(super) fn hover_text(view: &BoardView<'_>, mv: Move) -> String {
    if let Err(why) = view.game.position().check(mv, view.game.rules()) {
        return sentence(&msg::board_hover_refused(mv.heap + 1, why.to_string()));
    }
    let size = view.game.position().heaps()[mv.heap];
    let mut text = msg::board_hover_move(mv.heap + 1, size - mv.take, mv.take);
    if view.click == Click::PickForProof {
        let _ = write!(text, "\n{}", msg::board_hover_proof());
    } else if let Some(claim) = view.values.and_then(|v| v.claim_for(view.game.position(), view.game.rules(), mv)) {
        let _ = write!(text, "\n{}", sentence(&claim.to_string()));
    } else if view.hints
        && let Some(claim) =
            view.analysis.and_then(|a| move_leaves_after(a, view.game.position(), view.game.rules(), mv).ok())
    {
        let _ = write!(text, "\n{}", sentence(&claim.to_string()));
    }
    text
}
