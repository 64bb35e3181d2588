//! The brute force's bounds: a position's moves are counted before they are listed, and a position
//! of huge heaps is refused in one step, never listed.

use super::*;

#[test]
fn every_games_move_count_is_the_length_of_its_move_list() {
    let mut checked = 0;
    let texts = DISGUISE_STARTS.iter().copied().chain([
        "staircase:0,0,5,1",
        "poker:2,0,7/3,1",
        "poker:1/0,4",
        "turtles:HHHHHHHH",
        "mock-turtles:HTHHHTHH",
        "ruler:THHHHTHH",
        "moore-3:1,2,3,4",
        "lasker:1,2,9,4",
        "hackenbush:(()())((()))",
        "wythoff:0,6",
        "wythoff:9,4",
    ]);
    for text in texts {
        let game: DisguisedGame = text.parse().unwrap();
        assert_eq!(game.move_count(), game.moves().len() as u128, "{text}");
        checked += 1;
    }
    assert_eq!(checked, DISGUISE_STARTS.len() + 11);
}

#[test]
fn a_position_of_huge_heaps_is_refused_before_its_moves_are_listed() {
    for text in [
        "wythoff:1000000000000,1618033988750",
        "staircase:4000000000000000000,5",
        "poker:4000000000000000000,5/3,3",
        "lasker:1000000,1000000,999999",
        "moore-2:1000000000000,1000000000000,7",
    ] {
        let game: DisguisedGame = text.parse().unwrap();
        assert!(
            matches!(DisguiseMoveValues::of(&game, APP_BRUTE_STATES), Err(DisguiseError::TooManyMoves { .. })),
            "{text}"
        );
        assert!(matches!(game.solve(APP_BRUTE_STATES), Err(DisguiseError::TooManyMoves { .. })), "{text}");
        let mut brute = BruteForce::new(APP_BRUTE_STATES);
        assert!(brute.value(&game).is_err(), "{text}");
    }
}

#[test]
fn a_drawing_of_many_edges_costs_the_brute_force_its_size_and_is_refused_for_the_work() {
    let stalk = format!("hackenbush:{}{}", "(".repeat(400), ")".repeat(400));
    let separate = format!("hackenbush:{}", "()".repeat(400));
    for text in [stalk, separate] {
        let game: DisguisedGame = text.parse().unwrap();
        assert!(matches!(DisguiseMoveValues::of(&game, APP_BRUTE_STATES), Err(DisguiseError::TooMuchWork { .. })));
    }
    // The menu's drawing, and one of 20 edges, are still counted.
    for text in ["hackenbush:((()())(()))(((())))(()())", "hackenbush:((()())(()))(((()))())((()()())())"] {
        let drawing: DisguisedGame = text.parse().unwrap();
        assert!(DisguiseMoveValues::of(&drawing, APP_BRUTE_STATES).is_ok(), "{text}");
    }
    // Too many edges is said with the true count.
    let huge = format!("hackenbush:{}", "()".repeat(800));
    assert_eq!(huge.parse::<DisguisedGame>(), Err(DisguiseError::TooManyParts { count: 800, max: MAX_EDGES }));
}
