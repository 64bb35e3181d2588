//! Nim in disguise on the command line (issue 31): every game's analysis against a brute force of
//! its own moves, the values `bouton grundy` finds, and bad input refused in one line.

use bouton::{CoinRule, DisguisedGame, MAX_BRUTE_STATES};
use proptest::prelude::*;

use crate::common::run_cli as run;

/// The JSON analysis of `position` agrees with the brute force: outcome, remoteness, and one line
/// per winning move.
fn agrees_with_brute_force(position: &str) {
    let (code, out, err) = run(&["analyze", "--json", position]);
    assert_eq!((code, err.as_str()), (0, ""), "{position}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let game: DisguisedGame = position.parse().unwrap();
    let truth = game.solve(MAX_BRUTE_STATES).unwrap();
    assert_eq!(json["outcome"], truth.outcome.letter().to_string(), "{position}");
    assert_eq!(json["remoteness"], truth.remoteness, "{position}");
    let lines = json["winning_moves"].as_array().unwrap();
    assert_eq!(lines.len(), truth.winning_moves.len(), "{position}: {out}");
    for (line, mv) in lines.iter().zip(&truth.winning_moves) {
        // Each line ends with what the move does underneath, and a winning move leaves X = 0 or a
        // P-position of the game's own rule.
        let line = line.as_str().unwrap();
        assert_eq!(line, bouton::words::disguised_move_line(&game, mv));
        assert!(line.ends_with("X = 0") || line.contains("Wythoff pair") || line.contains("multiple of"), "{line}");
    }
}

#[test]
fn every_game_in_disguise_is_analysed_as_its_brute_force_plays_it() {
    for position in [
        "staircase:0,3,1,4",
        "staircase:2,0,0,1,1",
        "poker:3,4,5/2,1",
        "poker:1,1/0,3",
        "turtles:THHTH",
        "mock-turtles:HTTHTH",
        "ruler:HHHH",
        "moore-2:3,5,6,7",
        "moore-2:3,5,6",
        "moore-3:1,2,3,4",
        "lasker:5,3",
        "lasker:7",
        "hackenbush:((()))(()())",
        "hackenbush:((()())(()))()",
        "wythoff:3,5",
        "wythoff:1,1",
        "wythoff:4,6",
    ] {
        agrees_with_brute_force(position);
    }
    // --moore K reads bare heaps as Moore's Nim_K.
    let (_, out, _) = run(&["analyze", "--json", "--moore", "2", "3", "5", "6", "7"]);
    assert!(out.contains(r#""outcome":"P""#), "{out}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn random_small_positions_agree(
        steps in prop::collection::vec(0u64..3, 1..5),
        heaps in prop::collection::vec(0u64..4, 1..4),
        banks in (0u64..3, 0u64..3),
        coins in prop::collection::vec(any::<bool>(), 1..8),
        rule in 0usize..3,
        pair in (0u64..12, 0u64..12),
    ) {
        let list = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
        let coins: String = coins.iter().map(|&h| if h { 'H' } else { 'T' }).collect();
        agrees_with_brute_force(&format!("staircase:{}", list(&steps)));
        agrees_with_brute_force(&format!("poker:{}/{},{}", list(&heaps), banks.0, banks.1));
        agrees_with_brute_force(&format!("{}:{coins}", CoinRule::ALL[rule].key()));
        agrees_with_brute_force(&format!("moore-2:{}", list(&heaps)));
        agrees_with_brute_force(&format!("lasker:{}", list(&heaps)));
        agrees_with_brute_force(&format!("wythoff:{},{}", pair.0, pair.1));
    }
}

#[test]
fn the_text_report_lifts_the_disguise_and_says_where_xor_fails() {
    let (code, out, _) = run(&["analyze", "staircase:0,3,1,4"]);
    assert_eq!(code, 0);
    assert!(out.contains("step 1   0\n") && out.contains("step 3   1\n"), "{out}");
    assert!(
        out.contains(
            "move 1 coin from step 2 to step 1 — underneath, step 1 as a Nim heap goes from 0 to 1, which makes X = 0"
        ),
        "{out}"
    );
    // Wythoff: (1, 1) has X = 0 and the player to move wins; the report says the rule fails.
    let (_, out, _) = run(&["analyze", "wythoff:1,1"]);
    assert!(out.contains("Here X = 0, yet N: the player to move wins"), "{out}");
    let (_, out, _) = run(&["analyze", "--moore", "2", "3", "5", "6", "7"]);
    assert!(out.contains("from the 4s column down: 3 3 3"), "{out}");
    // Too many moves to list: said, not attempted.
    let (code, out, _) = run(&["analyze", "--moore", "3", "1000", "1000", "1000", "1000"]);
    assert_eq!(code, 0);
    assert!(out.contains("The winning moves are not listed"), "{out}");
    // Where the position is won, one winning move is built column by column and given.
    let (code, out, _) = run(&["analyze", "--moore", "2", "200", "300", "400"]);
    assert_eq!(code, 0);
    assert!(out.contains("The winning moves are not listed"), "{out}");
    assert!(out.contains("One winning move, built column by column as in Moore's proof: take "), "{out}");
}

#[test]
fn grundy_finds_the_values_by_mex_and_checks_the_rule() {
    for (game, first_values) in [
        ("turtles", "1 2 3 4 5 6 7 8"),
        ("mock-turtles", "1 2 4 7 8 11 13 14"),
        ("ruler", "1 2 1 4 1 2 1 8"),
        ("lasker", "0 1 2 4 3 5 6 8 7"),
    ] {
        let (code, out, err) = run(&["grundy", game, "--to", "100000"]);
        assert_eq!((code, err.as_str()), (0, ""), "{game}");
        assert!(out.lines().nth(2).unwrap().starts_with(first_values), "{game}: {out}");
        assert!(out.contains("which gives the rest"), "{out}");
        let (_, out, _) = run(&["grundy", game, "--to", "1000", "--json"]);
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(json["rule_holds"], true);
        let values: Vec<u64> = json["values"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).collect();
        // Against the brute force: the value of a lone head (or a heap) is that of the game itself.
        for (i, &value) in values.iter().enumerate().take(9) {
            let n = i as u64 + json["first"].as_u64().unwrap();
            let position = if game == "lasker" {
                format!("lasker:{n}")
            } else {
                format!("{game}:{}H", "T".repeat(n as usize - 1))
            };
            let outcome = position.parse::<DisguisedGame>().unwrap().solve(MAX_BRUTE_STATES).unwrap().outcome;
            assert_eq!(value == 0, outcome == bouton::Outcome::PreviousWins, "{position}");
        }
    }
}

#[test]
fn bad_disguised_input_is_one_line_and_exit_code_2() {
    let too_many_coins = format!("turtles:{}", "H".repeat(201));
    for args in [
        vec!["analyze", "staircase:1,x"],
        vec!["analyze", "hackenbush:(("],
        vec!["analyze", "hackenbush:)("],
        vec!["analyze", "wythoff:1"],
        vec!["analyze", "wythoff:1,2305843009213693952"],
        // (A game in disguise beside a heap is a sum; Moore's Nim with k ≥ 2 cannot join one.)
        vec!["analyze", "moore-2:1,2", "4"],
        vec!["analyze", "--up-to", "3", "staircase:1", "4"],
        vec!["analyze", "--misere", "staircase:1"],
        vec!["analyze", "--moore", "0", "1"],
        vec!["analyze", "--moore", "2", "kayles:3"],
        vec!["analyze", "lasker:2000000"],
        vec!["analyze", "poker:1,2/3"],
        vec!["analyze", "staircase:18446744073709551615,1"],
        vec!["analyze", &too_many_coins],
        vec!["grundy", "turtle"],
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert_eq!(out, "", "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.len() < 400, "{args:?}: {err}");
    }
}

/// Every start of the menu, with moves played: written, read back the same; each of the older
/// versions' files still loads as a game of heaps.
#[test]
fn games_in_disguise_save_as_version_3_and_older_files_still_load() {
    use bouton::save::{Opened, SavedDisguise, disguise_to_ron, parse_any};
    for text in bouton::ui::DISGUISE_STARTS {
        let start: DisguisedGame = text.parse().unwrap();
        // Two moves: a winning one, then the first legal one.
        let first = start.winning_moves().unwrap().remove(0);
        let after = start.after(&first).unwrap();
        let second = after.first_move().unwrap();
        let saved = SavedDisguise {
            title: String::new(),
            notes: "try it".into(),
            start: start.clone(),
            moves: vec![first, second],
            cursor: 1,
            computer: Some(bouton::Side::Second),
        };
        let file = disguise_to_ron(&saved, "// test");
        assert!(file.contains("version: 3,"), "{file}");
        match parse_any(&file, "t.ron").unwrap() {
            Opened::Disguise(loaded) => assert_eq!(loaded.saved, saved, "{file}"),
            other => panic!("{other:?}"),
        }
    }
    // Versions 1 and 2 (heaps, sums of games) open as they did.
    for example in bouton::save::examples() {
        assert!(matches!(parse_any(example.text, example.file).unwrap(), Opened::Game(_)));
    }
    let v1 = "(version: 1, start: [3, 4, 5], moves: [(heap: 1, take: 2)])";
    let v2 = r#"(version: 2, start: [10, 5], games: ["kayles", "nim"], moves: [(heap: 1, take: 1, split: (2, 7))])"#;
    for old in [v1, v2] {
        let Opened::Game(loaded) = parse_any(old, "old.ron").unwrap() else { panic!("{old}") };
        assert_eq!(loaded.saved.game.moves().len(), 1);
    }
}

#[test]
fn a_bad_file_in_disguise_is_refused_in_one_line() {
    for (text, says) in [
        (r#"(version: 3, game: "staircase:1,x")"#, "cannot be read"),
        (r#"(version: 3, game: "wythoff:3,5", moves: [First(9)])"#, "move 1 is not a move"),
        (r#"(version: 3, game: "wythoff:3,5", moves: [Cut(1)])"#, "move 1 is not a move"),
        (r#"(version: 3, game: "lasker:3", moves: [Take(heap: 1, count: 1)], cursor: 4)"#, "cursor is 4"),
        (r#"(version: 3, game: "lasker:3", moves: [Jump(1)])"#, "Jump"),
        (r#"(version: 4, game: "lasker:3")"#, "newer"),
    ] {
        let err = bouton::save::parse_any(text, "bad.ron").unwrap_err().to_string();
        assert!(err.contains(says), "{text}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn check_analyze_and_review_read_a_saved_game_in_disguise() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("stairs.ron");
    std::fs::write(
        &path,
        r#"(version: 3, game: "staircase:0,3,1,4", moves: [Stair(step: 3, count: 1), Stair(step: 4, count: 2)], cursor: 1)"#,
    )
    .unwrap();
    let file = path.to_str().unwrap();
    let (code, out, _) = run(&["check", file]);
    assert_eq!(code, 0);
    assert!(out.contains("(Staircase Nim, 2 moves)"), "{out}");
    // The position at the cursor: one move played.
    let (code, out, _) = run(&["analyze", "--json", "--file", file]);
    assert_eq!(code, 0);
    assert!(out.contains(r#""position":"staircase:0,4,0,4""#), "{out}");
    let (code, _, err) = run(&["review", file]);
    assert_eq!(code, 2);
    assert!(err.contains("game in disguise"), "{err}");
}

/// What every move's line says of the position it leaves is true — not only the winning moves':
/// under Moore's and Wythoff's rules the clause follows the brute force of the position left, and
/// under a Nim disguise "X = 0" is said exactly of the moves that leave a P-position.
#[test]
fn every_moves_line_tells_the_truth_about_the_position_it_leaves() {
    let mut checked = 0;
    for text in [
        "wythoff:7,9",
        "wythoff:3,5",
        "wythoff:4,4",
        "moore-2:3,5,6",
        "moore-2:3,5,6,7",
        "staircase:2,3,1,4",
        "lasker:5,3",
        "turtles:THHTH",
        "hackenbush:((()())(()))(())",
        "kayles:5 + hackenbush:(()())(()) + turtles:THTHH",
        "nim:3 + wythoff:2,3",
        "grundy:7 + staircase:1,2,3",
        "lasker:4 + ruler:HHTH",
    ] {
        let game: DisguisedGame = text.parse().unwrap();
        let moves = bouton::Disguised::moves(&game);
        for mv in moves {
            let line = bouton::words::disguised_move_line(&game, &mv);
            let after = game.after(&mv).unwrap().solve(MAX_BRUTE_STATES).unwrap().outcome;
            let says_lost =
                line.ends_with("X = 0") || line.contains("the Wythoff pair") || line.contains("every column's count");
            assert_eq!(says_lost, after == bouton::Outcome::PreviousWins, "{text}: {line}");
            checked += 1;
        }
    }
    assert!(checked > 150, "{checked}");
}

/// Where a hint says which part to play in, each language uses its own preposition and article for
/// the kind of part; a table's row names the part without an article.
#[test]
fn the_part_to_play_in_is_said_as_each_language_says_it() {
    use bouton::i18n::{Lang, with_language};
    use bouton::words::{hint_part, part_label};
    let sum = "kayles:5 + hackenbush:(()) + turtles:HH";
    let cases = [
        (Lang::En, "staircase:1,1,1", "Hint: play on step 3.", "step 3"),
        (Lang::En, "turtles:HHH", "Hint: play by turning the head at 3.", "head at 3"),
        (Lang::Fr, "staircase:1,1,1", "Indice\u{a0}: jouez sur la marche 3.", "marche 3"),
        (Lang::Fr, "lasker:1,1,1", "Indice\u{a0}: jouez dans le tas 3.", "tas 3"),
        (Lang::PtBr, "hackenbush:()()()", "Dica: jogue na árvore 3.", "árvore 3"),
        (Lang::De, "ruler:HHH", "Tipp: Spiele mit dem Kopf auf 3.", "Kopf auf 3"),
        (Lang::Es, "poker:1,1,1/0,0", "Pista: juega en el montón 3.", "montón 3"),
        // In a sum, the part is named with its game: the heaps first, then the games in disguise.
        (Lang::En, sum, "Hint: play in game 3 (Turning Turtles).", "game 3 (Turning Turtles)"),
        (Lang::Fr, sum, "Indice\u{a0}: jouez ici\u{a0}: jeu 3 (Tortues retournées).", "jeu 3 (Tortues retournées)"),
    ];
    for (lang, text, hint, label) in cases {
        let game: DisguisedGame = text.parse().unwrap();
        assert_eq!(with_language(lang, || hint_part(&game, 3)), hint, "{}", lang.tag());
        assert_eq!(with_language(lang, || part_label(&game, 3)), label, "{}", lang.tag());
    }
    let game: DisguisedGame = sum.parse().unwrap();
    assert_eq!(part_label(&game, 1), "row 1 (Kayles)");
}
