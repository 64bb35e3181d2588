//! A sum of heaps and games in disguise played as one game on the board: everything it states
//! (the outcome, every winning move, what each move does to its part's value and to X) against the
//! brute force of its own moves, which knows no values and no XOR.

use crate::core::Outcome;
use crate::core::disguise::{DisguiseError, Disguised, DisguisedGame, Lift, MAX_BRUTE_STATES, solve};

const SUMS: [&str; 13] = [
    "kayles:5 + hackenbush:(()())(()) + turtles:THTHH",
    "nim:3 + wythoff:2,3",
    "grundy:7 + staircase:1,2,3",
    "lasker:4 + ruler:HHTH",
    "dawson:5 + mock-turtles:HTHH",
    "kayles:4 + nim:2 + poker:1,2/1,1",
    "hackenbush:((())) + hackenbush:(()())",
    "wythoff:1,2 + wythoff:2,1",
    "nim:6 + moore-1:3,5",
    "upto-2:5 + staircase:0,2,0,1",
    "grundy:6 + grundy:4 + turtles:HH",
    "3 + 5 + hackenbush:(())",
    "nim:0 + kayles:3 + turtles:HTH",
];

#[test]
fn a_sum_on_the_board_states_what_the_brute_force_of_its_moves_finds() {
    let mut checked = 0;
    for text in SUMS {
        let game: DisguisedGame = text.parse().unwrap_or_else(|e| panic!("{text}: {e:?}"));
        let truth = solve(&game, MAX_BRUTE_STATES).unwrap();
        let lift = game.lift();
        assert_eq!(lift.outcome(), truth.outcome, "{text}");
        let mut winning = Vec::new();
        for mv in game.moves() {
            let after = game.after(&mv).unwrap();
            let lost = solve(&after, MAX_BRUTE_STATES).unwrap().outcome == Outcome::PreviousWins;
            if lost {
                winning.push(mv.clone());
            }
            // What the move does underneath: the part it changes had the value the lift shows, and X
            // after it is the lift's X of the position it leaves, 0 exactly when that is lost.
            let effect = game.effect(&mv).unwrap();
            let Lift::Nim(heaps) = &lift else { panic!("{text}: a sum's disguise is Nim heaps") };
            let part = heaps.iter().find(|h| h.part == effect.part);
            assert_eq!(part.map(|h| h.value), Some(effect.from), "{text}: {mv:?}");
            assert_eq!(effect.nim_sum_after, after.lift().nim_sum(), "{text}: {mv:?}");
            assert_eq!(effect.nim_sum_after == 0, lost, "{text}: {mv:?}");
            checked += 1;
        }
        assert_eq!(game.winning_moves().unwrap(), winning, "{text}");
        assert_eq!(game.a_winning_move(), winning.first().cloned(), "{text}");
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn a_sum_reads_back_as_written_and_refuses_what_cannot_join() {
    for text in SUMS {
        let game: DisguisedGame = text.parse().unwrap();
        assert_eq!(game.to_string().parse::<DisguisedGame>().unwrap(), game, "{text}");
    }
    // Lasker's Nim's heaps are heaps of the sum; a bare size is a Nim heap.
    let game: DisguisedGame = "lasker:5,3 + 2 + turtles:H".parse().unwrap();
    assert_eq!(game.to_string(), "lasker:5 + lasker:3 + nim:2 + turtles:H");
    let refused = |text: &str| text.parse::<DisguisedGame>().unwrap_err();
    assert!(matches!(refused("kayles:5 + moore-2:3,5"), DisguiseError::Sum(_)));
    assert!(matches!(refused("nim:1 + wythoff:1000,3"), DisguiseError::Sum(_)));
    assert!(matches!(refused("grundy:99999 + nim:1"), DisguiseError::Sum(_)));
    assert!(matches!(refused("kayles:5 + "), DisguiseError::Malformed(_)));
    assert!(matches!(refused("kayles:x + nim:1"), DisguiseError::Malformed(_)));
    assert!(matches!(refused("kayles:5 + chess:1"), DisguiseError::Malformed(_)));
    let many = vec!["nim:1"; 65].join(" + ");
    assert!(matches!(refused(&many), DisguiseError::TooManyParts { count: 65, .. }));
    // A heap's forbidden move is refused with the heap game's reason.
    let game: DisguisedGame = "grundy:6 + nim:1".parse().unwrap();
    let equal = crate::core::SumMove::split(0, 0, 3, 3);
    let mv = crate::core::DisguisedMove::Sum(Box::new(crate::core::MixedMove::Heap(equal)));
    assert!(matches!(game.after(&mv), Err(DisguiseError::Sum(_))));
}
