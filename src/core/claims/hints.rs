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
    rungs.extend(claims.reasons.first().cloned());
    rungs
}
