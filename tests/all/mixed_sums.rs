//! Heaps and games in disguise side by side on the command line (issue 31): each part worth a Nim
//! heap of its Grundy value, the outcome and the winning moves against a brute force of the sum's
//! own moves, and what cannot join a sum refused in one line.

use bouton::{DisguisedGame, MixedMove, MixedSum, Outcome};

use crate::common::run_cli as run;

#[test]
fn a_drawing_beside_kayles_and_nim_is_one_sum() {
    let (code, out, err) = run(&["analyze", "hackenbush:(()())", "kayles:5", "nim:3"]);
    assert_eq!((code, err.as_str()), (0, ""));
    // The drawing is an edge holding two: 1 + (1 ⊕ 1) = 1. Kayles 5 is worth 4, Nim 3 is 3.
    assert!(out.contains("Green Hackenbush (()()): value 1 (it plays like a Nim heap of 1)."), "{out}");
    assert!(out.contains("X = 4 ⊕ 3 ⊕ 1 = 6"), "{out}");
    assert!(out.contains("Outcome: N: the player to move wins."), "{out}");
    // The one winning move: Kayles 5 from 4 to 2 (knock the second pin: rows of 1 and 3, 1 ⊕ 3 = 2).
    assert!(
        out.contains(
            "knock pin 2 of row 1 (5 pins), leaving rows of 1 and 3 — its value goes from 4 to 2, which makes X = 0"
        ),
        "{out}"
    );
    // A queen and a row of coins beside a Nim heap, as JSON: every move checked below.
    let (code, out, _) = run(&["analyze", "--json", "wythoff:2,2", "turtles:THHT", "nim:6"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let sum =
        MixedSum::new("nim:6".parse().unwrap(), vec!["wythoff:2,2".parse().unwrap(), "turtles:THHT".parse().unwrap()]);
    let analysis = sum.analysis().unwrap();
    assert_eq!(json["nim_sum"], analysis.nim_sum);
    assert_eq!(json["games"][0]["value"], analysis.disguised_values[0]);
    assert_eq!(json["winning_moves"].as_array().unwrap().len(), analysis.winning_moves.len());
    // Every listed move wins: what it leaves is lost for the opponent by the game's own moves.
    for mv in &analysis.winning_moves {
        let after = sum.after(mv).unwrap();
        assert_eq!(after.analysis().unwrap().outcome, Outcome::PreviousWins, "{mv:?}");
        if let MixedMove::Disguised { part, mv } = mv {
            let game: &DisguisedGame = &sum.disguised[*part];
            assert!(game.after(mv).is_ok());
        }
    }
}

#[test]
fn what_cannot_join_a_sum_is_refused_in_one_line() {
    for (args, says) in [
        (vec!["analyze", "moore-2:3,5,6", "nim:3"], "Moore's Nim with k ≥ 2"),
        (vec!["analyze", "wythoff:1000,3", "nim:3"], "game in disguise 1"),
        (vec!["analyze", "--misere", "wythoff:3,5", "nim:3"], "normal play with no rule flags"),
        (vec!["analyze", "hackenbush:(())", "grundy:20000"], "10,000"),
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
}

#[test]
fn a_game_with_too_many_moves_to_look_through_still_gets_its_value_and_the_outcome() {
    let coins = format!("mock-turtles:{}", "H".repeat(200));
    let (code, out, err) = run(&["analyze", &coins, "nim:1"]);
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert!(out.contains("Outcome: N: the player to move wins."), "{out}");
    assert!(
        out.contains(
            "The winning moves in Mock Turtles (game in disguise 1) are not looked for: more than 100,000 moves"
        ),
        "{out}"
    );
    // A long position is cut short where it is named.
    assert!(out.contains("Mock Turtles HHHHHHHHHHHHHHHHHHHHHHHH…: value"), "{out}");
    // Never "no winning move" where some were not looked for.
    let (_, out, _) = run(&["analyze", "staircase:99999999999,5", "nim:3"]);
    assert!(!out.contains("No winning move"), "{out}");
    assert!(out.contains("are not looked for"), "{out}");
}
