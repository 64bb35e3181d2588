//! The hint ladder: what a player asks for, one rung at a time, between "nothing" and "the whole
//! answer" — who wins, then the rule that decides here (X's top bit d, or the misère phase), then
//! which heaps have a winning move, then a winning move and why. Each rung is a [`Claim`], so it is
//! true under the rules in force, like every other sentence.

use super::{Basis, Claim, Claims, Scale};
use crate::core::analysis::{Analysis, Outcome};
use crate::core::rules::{Ending, Rules};
use crate::core::variants::MiserePhase;

/// The rungs of the hint ladder for a position, from the least to the most telling.
///
/// - A position with no move left: the game is over (one rung).
/// - A P-position: who wins, then "every move loses against perfect play".
/// - An N-position: who wins; the rule that decides here (normal play: X and its top bit d; misère
///   play with any number or 1 to k: the misère phase and what to do in it; misère play with a
///   subtraction set: no rung, as no rule is proven); the heaps with a winning move; a winning move
///   and why it wins.
///
/// ```
/// use bouton::{Analysis, Claims, Position, Rules, hint_ladder};
/// let position = Position::new(vec![19, 20, 21]).unwrap();
/// let rules = Rules::default();
/// let analysis = Analysis::of(&position, &rules).unwrap();
/// let claims = Claims::from_analysis(&position, &rules, &analysis);
/// let rungs: Vec<String> = hint_ladder(&claims, &analysis, &rules).iter().map(|c| c.to_string()).collect();
/// assert_eq!(rungs[0], "N: the player to move wins (X = 18 ≠ 0)");
/// assert!(rungs[1].starts_with("X = 18 ≠ 0; its top bit d = 4"));
/// assert_eq!(rungs[2], "heaps with a winning move: 1, 2, 3");
/// assert!(rungs[3].ends_with("19 ⊕ 18 = 1, so take 18"));
/// ```
#[must_use]
pub fn hint_ladder(claims: &Claims, analysis: &Analysis, rules: &Rules) -> Vec<Claim> {
    let mut rungs = vec![claims.outcome.clone()];
    let Claim::Outcome { outcome, basis } = &claims.outcome else { return rungs };
    if *outcome == Outcome::PreviousWins {
        rungs.extend(claims.winning_moves.first().cloned());
        return rungs;
    }
    match (basis, rules.ending) {
        (Basis::NimSum { .. }, Ending::Normal) => rungs.push(claims.nim_sum.clone()),
        (Basis::NimSum { .. } | Basis::MisereEndgame { .. }, Ending::Misere) => rungs.push(Claim::Misere {
            phase: MiserePhase::of(&analysis.grundy),
            scale: Scale::of(rules),
            nim_sum: analysis.nim_sum,
        }),
        // No rule is proven (misère play with a subtraction set), or the basis does not fit the rules.
        _ => {}
    }
    let heaps: Vec<usize> =
        claims.markers.iter().enumerate().filter_map(|(heap, m)| m.as_ref().map(|_| heap)).collect();
    rungs.push(Claim::WinningHeaps { heaps });
    // At the misère switch the last rung plays the move the switch rung spoke of (other moves may
    // win too, but the ladder keeps to one story).
    let switch = match MiserePhase::of(&analysis.grundy) {
        MiserePhase::Switch { heap, .. } if rules.ending == Ending::Misere => Some(heap),
        _ => None,
    };
    let pick = switch.and_then(|heap| {
        claims.winning_moves.iter().position(|c| matches!(c, Claim::WinningMove(f) if f.heap == heap))
    });
    rungs.extend(claims.reasons.get(pick.unwrap_or(0)).cloned());
    rungs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{MoveRule, Position};

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
        assert!(matches!(rungs[1], Claim::Misere { .. }), "{}", rungs[1]);
        let last = rungs.last().unwrap().to_string();
        assert!(last.contains("heap 2"), "the switch heap's move: {last}");
    }
}
