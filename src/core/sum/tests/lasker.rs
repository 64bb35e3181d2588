//! Lasker's Nim as a heap of a sum: a heap may split in two without taking, beside Kayles and Nim.

use super::*;
use crate::core::OctalError;

#[test]
fn lasker_heaps_join_sums_and_match_the_brute_force() {
    // Every sum of a Lasker heap with a Kayles row and a Nim heap, small enough for the brute force,
    // in both endings: outcome and every winning move (splits that take nothing among them).
    let mut checked = 0;
    for lasker in 0..8 {
        for kayles in 0..5 {
            for nim in 0..4 {
                let position = sum(&[("lasker", lasker), ("kayles", kayles), ("nim", nim)]);
                check_against_brute_force(&position, Ending::Normal);
                check_against_brute_force(&position, Ending::Misere);
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 8 * 5 * 4);
    // Its values are the pattern's, as its mex finds them, and a heap of 3 is worth 4.
    let report = HeapGame::Lasker.sequence(200).unwrap();
    assert_eq!(report.values, crate::core::lasker_values_by_mex(200));
    let position = sum(&[("lasker", 3), ("nim", 4)]);
    assert_eq!(SumAnalysis::of(&position, Ending::Normal).unwrap().values, [4, 4]);
    // A split takes nothing; a split of another game, or a take of nothing that does not split, is
    // refused.
    let mut played = sum(&[("lasker", 5), ("nim", 5)]);
    played.play(SumMove::split(0, 0, 2, 3)).unwrap();
    assert_eq!(played.to_string(), "lasker:2 lasker:3 nim:5");
    assert!(matches!(played.check(SumMove::split(2, 0, 2, 3)), Err(SumMoveError::NotAllowed { .. })));
    assert_eq!(played.check(SumMove { heap: 0, take: 0, leaves: Leaves::One(2) }), Err(SumMoveError::TakesNothing));
    // A heap too large for its splits to be looked at one by one is refused with a reason.
    let huge = sum(&[("lasker", crate::core::MAX_LASKER_HEAP + 1)]);
    assert!(matches!(SumAnalysis::of(&huge, Ending::Normal), Err(SumError::Values(OctalError::TooLarge { .. }))));
}
