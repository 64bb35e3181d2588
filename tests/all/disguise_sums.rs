//! Heaps and games in disguise side by side, played on the board as one game (issue 31): clicks in
//! each part, a heap's forbidden move refused with its rule, the computer answering through the
//! parts' values, and the sum in files and links.

use bouton::save::{Opened, SavedDisguise, disguise_link_fragment, disguise_to_ron, parse_any, parse_disguise_link};
use bouton::ui::Action;
use bouton::{Disguised, DisguisedGame};
use egui_kittest::kittest::Queryable;

use crate::disguise_app::{harness, labels, position, shot, start};

const SUM: &str = "kayles:5 + hackenbush:(()())(()) + turtles:THTHH";

#[test]
fn each_part_of_a_sum_is_played_by_clicks_on_its_own_board() {
    let mut harness = harness();
    start(&mut harness, SUM, None);
    // X = 4 ⊕ 3 ⊕ 3 = 4: knocking down pin 3 of the Kayles row leaves rows of 2 and 2, worth 0.
    harness.get_by_label("row 1, pin 3").click();
    harness.run();
    assert_eq!(position(&harness), "kayles:2 + kayles:2 + hackenbush:(()())(()) + turtles:THTHH");
    assert_eq!(harness.state().disguise().unwrap().position().lift().nim_sum(), 0);
    // Two people at the board: the move just played is said, for the class to follow.
    // (With the answers shown, as here, with what it does underneath.)
    let said = "Player 1: knock pin 3 of row 1 (5 pins), leaving rows of 2 and 2 — its value goes from 4 to 0, which makes X = 0.";
    assert!(labels(&harness).iter().any(|l| l == said), "{:?}", labels(&harness));
    // An edge of the drawing: the trunk of the first tree falls with its branches.
    harness.get_by_label("edge 1").click();
    harness.run();
    assert_eq!(position(&harness), "kayles:2 + kayles:2 + hackenbush:(()) + turtles:THTHH");
    // The edges left keep their numbers: the stalk is still edges 4 and 5.
    let all = labels(&harness);
    assert!(all.iter().any(|l| l == "edge 4") && all.iter().any(|l| l == "edge 5"), "{all:?}");
    assert!(!all.iter().any(|l| l == "edge 1"), "{all:?}");
    // Two coins picked in the row, then turned.
    for label in ["coin 5, heads", "coin 4, heads"] {
        harness.get_by_label(label).click();
        harness.run();
    }
    harness.get_by_label("Turn").click();
    harness.run();
    assert_eq!(position(&harness), "kayles:2 + kayles:2 + hackenbush:(()) + turtles:THTTT");
    shot(&mut harness, "sum-played");
}

#[test]
fn a_heaps_forbidden_move_in_a_sum_is_refused_with_its_rule() {
    let mut harness = harness();
    start(&mut harness, "grundy:6 + turtles:H", None);
    // The fourth stone of 6 means splitting it into 3 and 3: Grundy's game forbids it.
    harness.get_by_label("heap 1, stone 4").click();
    harness.run();
    assert_eq!(position(&harness), "grundy:6 + turtles:H");
    let refusal = "Grundy’s game does not allow splitting a heap of 6 into two equal heaps.";
    assert!(labels(&harness).iter().any(|l| l == refusal), "{:?}", labels(&harness));
    // The fifth stone splits it into 4 and 2.
    harness.get_by_label("heap 1, stone 5").click();
    harness.run();
    assert_eq!(position(&harness), "grundy:4 + grundy:2 + turtles:H");
}

#[test]
fn the_computer_answers_a_sum_through_its_parts_values() {
    let mut harness = harness();
    start(&mut harness, SUM, Some(bouton::Side::Second));
    harness.state_mut().apply(Action::Reveal(true));
    harness.run();
    // Cutting the top of the stalk leaves a stalk of 1: X = 4 ⊕ 0 ⊕ 3 = 7, and the computer wins.
    harness.get_by_label("edge 5").click();
    harness.run();
    let play = harness.state().disguise().unwrap();
    assert_eq!(play.played().count(), 2, "the computer answered");
    assert_eq!(play.position().lift().nim_sum(), 0);
    let said = labels(&harness).into_iter().find(|l| l.starts_with("The computer:"));
    let said = said.unwrap_or_else(|| panic!("the computer's move is said: {:?}", labels(&harness)));
    assert!(said.contains("which makes X = 0"), "{said}");
    // The hint ladder names the part to play in, with its game.
    harness.state_mut().apply(Action::Undo);
    harness.state_mut().apply(Action::Reveal(false));
    harness.run();
    for _ in 0..3 {
        harness.get_by_label("Hint").click();
        harness.run();
    }
    let all = labels(&harness);
    assert!(all.iter().any(|l| l == "Hint: play in row 1 (Kayles)."), "{all:?}");
    shot(&mut harness, "sum-computer");
}

#[test]
fn a_sum_keeps_its_moves_in_files_and_its_position_in_links() {
    let game: DisguisedGame = SUM.parse().unwrap();
    let first = game.winning_moves().unwrap().remove(0);
    let after = game.after(&first).unwrap();
    let second = after.moves().into_iter().last().unwrap();
    let saved = SavedDisguise {
        title: String::new(),
        notes: String::new(),
        start: game.clone(),
        moves: vec![first, second],
        cursor: 2,
        computer: None,
    };
    let file = disguise_to_ron(&saved, "// test");
    assert!(file.contains("Heap(heap: 1, take: 1, split: (2, 2))"), "{file}");
    assert!(file.contains("InGame(2, Turn("), "{file}");
    match parse_any(&file, "t.ron").unwrap() {
        Opened::Disguise(loaded) => assert_eq!(loaded.saved, saved),
        other => panic!("{other:?}"),
    }
    // Moves that are no move of the part they name are refused, with the move's number.
    for bad in ["InGame(1, InGame(1, Cut(1)))", "InGame(3, Cut(1))", "Heap(heap: 2, take: 1)", "InGame(1, Turn([5]))"] {
        let text = format!("(version: 3, game: \"{SUM}\", moves: [{bad}])");
        let error = parse_any(&text, "bad.ron").unwrap_err().to_string();
        assert!(error.contains("move 1"), "{bad}: {error}");
    }
    let fragment = disguise_link_fragment(&game);
    assert_eq!(fragment, "game=sum&parts=kayles:5+hackenbush:(()())(())+turtles:THTHH");
    assert_eq!(parse_disguise_link(&fragment).unwrap().unwrap(), game);
    for bad in ["game=sum&parts=kayles:5", "game=sum&parts=moore-2:1,2+nim:1", "game=sum"] {
        let error = parse_disguise_link(bad).unwrap().unwrap_err().to_string();
        assert!(!error.is_empty() && !error.contains('\n'), "{bad}: {error}");
    }
}

#[test]
fn a_teacher_types_a_position_of_their_own_and_a_mistake_starts_nothing() {
    let mut harness = harness();
    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label("Nim in disguise").click();
    harness.run();
    harness.get_by_label("Your own position…").click();
    harness.run();
    let field = harness.get_by_label("Position:");
    field.focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    // Moore's Nim with k = 2 has no value by a rule: it cannot join a sum, and Start stays off.
    harness.get_by_label("Position:").type_text("nim:3 + moore-2:1,2");
    harness.run();
    let all = labels(&harness);
    let why = "Game in disguise 1: its Grundy value is given by no rule here (Moore's Nim with k ≥ 2), so it cannot join a sum.";
    assert!(all.iter().any(|l| l == why), "{all:?}");
    harness.get_by_label("Start").click();
    harness.run();
    assert!(harness.state().disguise().is_none());
    harness.get_by_label("Position:").focus();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label("Position:").type_text("wythoff:2,3 + dawson:6");
    harness.run();
    // The game it reads is named as it will be on the board, the heaps first.
    let title = "Dawson’s Kayles 6 + Wythoff's game";
    assert!(labels(&harness).iter().any(|l| l == title), "{:?}", labels(&harness));
    harness.get_by_label("Two people").click();
    harness.run();
    harness.get_by_label("Start").click();
    harness.run();
    // Dawson's Kayles is a heap of the sum: the heaps come first.
    assert_eq!(position(&harness), "dawson:6 + wythoff:2,3");
    assert_eq!(harness.state().disguise().unwrap().computer, None);
    shot(&mut harness, "sum-own");
}

#[test]
fn a_sum_too_long_for_the_board_is_refused_with_its_limit_and_the_game_stays() {
    let mut harness = harness();
    // Any opening of a position (a link, the menu, the dialog) passes the board's limits.
    start(&mut harness, "grundy:500 + turtles:H", None);
    assert!(harness.state().disguise().is_none());
    let all = labels(&harness);
    let said = "grundy:500 + turtles:H opens on the board only within its limits: a heap of 500 of Grundy’s game is too long for the board (at most 60); `bouton analyze` takes any size.";
    assert!(all.iter().any(|l| l == said), "{all:?}");
    assert_eq!(harness.state().session().game().position().to_string(), "nim:3 nim:4 nim:5");
}

#[test]
fn a_file_names_each_cut_as_the_drawing_stands_and_reads_back_the_same_edges() {
    let start: DisguisedGame = "hackenbush:(()())(())".parse().unwrap();
    let moves = vec![bouton::DisguisedMove::Hackenbush(2), bouton::DisguisedMove::Hackenbush(4)];
    let saved = SavedDisguise { title: String::new(), notes: String::new(), start, moves, cursor: 2, computer: None };
    let file = disguise_to_ron(&saved, "// test");
    // Edge 4 stands third once edge 2 is cut: the file counts as the drawing stands, as it always has.
    assert!(file.contains("moves: [Cut(2), Cut(3)]"), "{file}");
    match parse_any(&file, "t.ron").unwrap() {
        Opened::Disguise(loaded) => assert_eq!(loaded.saved, saved),
        other => panic!("{other:?}"),
    }
}
