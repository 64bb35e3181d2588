//! Grundy's game as a heap of a sum: a heap splits into two different heaps, taking nothing, beside
//! Lasker's Nim, Kayles and Nim.

use super::*;
use crate::core::{MAX_GRUNDYS_GAME_HEAP, OctalError};

#[test]
fn grundys_game_joins_sums_and_matches_the_brute_force() {
    // Every sum of a Grundy heap with a Kayles row and a Nim heap, small enough for the brute force,
    // in both endings: outcome and every winning move (splits into unequal heaps among them).
    let mut checked = 0;
    for grundy in 0..11 {
        for kayles in 0..5 {
            for nim in 0..4 {
                let position = sum(&[("grundy", grundy), ("kayles", kayles), ("nim", nim)]);
                check_against_brute_force(&position, Ending::Normal);
                check_against_brute_force(&position, Ending::Misere);
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 11 * 5 * 4);
    // Two Grundy heaps beside a Lasker heap: the values of each game kept apart.
    for a in 0..9 {
        for b in 0..7 {
            for lasker in 0..4 {
                check_against_brute_force(&sum(&[("grundy", a), ("grundy", b), ("lasker", lasker)]), Ending::Normal);
            }
        }
    }
    // A heap of 3 has one move (1 + 2, both dead) and is worth 1; a heap of 4 has one move too
    // (1 + 3: 2 + 2 is not a move), to a position worth 1, so it is worth 0.
    let position = sum(&[("grundy", 3), ("grundy", 4), ("nim", 1)]);
    let analysis = SumAnalysis::of(&position, Ending::Normal).unwrap();
    assert_eq!(analysis.values, [1, 0, 1]);
    assert_eq!(analysis.outcome, crate::core::Outcome::PreviousWins);
    // A split into equal heaps, and a take, are refused; an unequal split is played.
    let mut played = sum(&[("grundy", 6), ("nim", 2)]);
    assert!(matches!(played.check(SumMove::split(0, 0, 3, 3)), Err(SumMoveError::NotAllowed { .. })));
    assert!(matches!(played.check(SumMove::take(0, 6, 1)), Err(SumMoveError::NotAllowed { .. })));
    played.play(SumMove::split(0, 0, 2, 4)).unwrap();
    assert_eq!(played.to_string(), "grundy:2 grundy:4 nim:2");
    // Heaps of 1 and 2 cannot move: a sum of them is over.
    assert!(!sum(&[("grundy", 2), ("grundy", 1)]).has_move());
    // A heap past the values' bound is refused with a reason, before any work.
    let huge = sum(&[("grundy", MAX_GRUNDYS_GAME_HEAP + 1)]);
    assert!(matches!(SumAnalysis::of(&huge, Ending::Normal), Err(SumError::Values(OctalError::TooLarge { .. }))));
}
