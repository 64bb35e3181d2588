//! The hint ladder: what a player asks for, one rung at a time, between "nothing" and "the whole
//! answer" — who wins, then why (X, or the misère endgame's count), then X's top bit d, then which
//! heaps have a winning move, then a winning move and why. Each rung adds one thing to the one
//! before, and each is a [`Claim`], so it is true under the rules in force, like every other sentence.

use super::{Basis, Claim, Claims};
use crate::core::analysis::{Analysis, Outcome};
use crate::core::rules::Rules;
use crate::core::variants::MiserePhase;

/// The rungs of the hint ladder for a position, from the least to the most telling; each adds one
/// thing.
///
/// - A position with no move left: the game is over (one rung).
/// - Who wins, and nothing more ([`Claim::Verdict`]).
/// - Why ([`Claim::Outcome`] with its basis): X ≠ 0 or X = 0; in misère play with every value 0
///   or 1, the count of 1s; with a subtraction set in misère play, the search that decided.
/// - A P-position: then "every move loses against perfect play".
/// - An N-position where X decides the move (normal play, or misère play while two or more values
///   are 2 or more): X's top bit d. Not at the misère switch, where d does not lead to the move.
/// - The heaps with a winning move; then a winning move and why it wins.
///
/// ```
/// use bouton::{Analysis, Claims, Position, Rules, hint_ladder};
/// let position = Position::new(vec![19, 20, 21]).unwrap();
/// let rules = Rules::default();
/// let analysis = Analysis::of(&position, &rules).unwrap();
/// let claims = Claims::from_analysis(&position, &rules, &analysis);
/// let rungs: Vec<String> = hint_ladder(&claims, &analysis, &rules).iter().map(|c| c.to_string()).collect();
/// assert_eq!(rungs[0], "N: the player to move wins");
/// assert_eq!(rungs[1], "N: the player to move wins (X = 18 ≠ 0)");
/// assert!(rungs[2].starts_with("X = 18 ≠ 0; its top bit d = 4"));
/// assert_eq!(rungs[3], "heaps with a winning move: 1, 2, 3");
/// assert!(rungs[4].ends_with("19 ⊕ 18 = 1, so take 18"));
/// ```
#[must_use]
pub fn hint_ladder(claims: &Claims, analysis: &Analysis, rules: &Rules) -> Vec<Claim> {
    let Claim::Outcome { outcome, basis } = &claims.outcome else { return vec![claims.outcome.clone()] };
    let mut rungs = vec![Claim::Verdict { outcome: *outcome }, claims.outcome.clone()];
    if *outcome == Outcome::PreviousWins {
        rungs.extend(claims.winning_moves.first().cloned());
        return rungs;
    }
    // At the misère switch (one value 2 or more) the move is not X's: no d, and the last rung plays
    // the switch heap's move (other moves may win too, but the ladder keeps to one story).
    let switch = match MiserePhase::of(&analysis.grundy) {
        MiserePhase::Switch { heap, .. } if rules.ending == crate::core::Ending::Misere => Some(heap),
        _ => None,
    };
    if matches!(basis, Basis::NimSum { .. }) && switch.is_none() {
        rungs.push(claims.nim_sum.clone());
    }
    let heaps: Vec<usize> =
        claims.markers.iter().enumerate().filter_map(|(heap, m)| m.as_ref().map(|_| heap)).collect();
    rungs.push(Claim::WinningHeaps { heaps });
    let pick = switch.and_then(|heap| {
        claims.winning_moves.iter().position(|c| matches!(c, Claim::WinningMove(f) if f.heap == heap))
    });
    rungs.extend(claims.reasons.get(pick.unwrap_or(0)).cloned());
    rungs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Ending, MoveRule, Position};

    /// At the misère switch the ladder keeps to one story: the last rung plays the switch heap's move,
    /// not another winning move (3, 2 under S(1..2): raising heap 1's value to 2 wins too).
    #[test]
    fn at_the_misere_switch_the_last_rung_plays_the_switch_move() {
        let rules = Rules::new(Ending::Misere, MoveRule::up_to(2).unwrap());
        let position = Position::new(vec![3, 2]).unwrap();
        let analysis = Analysis::of(&position, &rules).unwrap();
        let claims = Claims::from_analysis(&position, &rules, &analysis);
        assert!(claims.winning_moves.len() > 1, "more than the switch move wins here");
        let rungs = hint_ladder(&claims, &analysis, &rules);
        assert!(!rungs.iter().any(|rung| matches!(rung, Claim::NimSum { .. })), "no d at the switch");
        let last = rungs.last().unwrap().to_string();
        assert!(last.contains("heap 2"), "the switch heap's move: {last}");
    }
}
