//! Lasker's Nim as a heap of a sum (issue 31): beside Kayles and Nim on the sums' board, where a
//! heap splits without taking; on the command line; and in a version-2 file.

use bouton::{Ending, Leaves, Outcome, SumAnalysis, SumMove};
use egui_kittest::kittest::Queryable;

use super::sums::{harness, start};

#[test]
fn a_lasker_heap_splits_on_the_sums_board_and_the_computer_answers() {
    let mut harness = harness();
    start(&mut harness, "lasker:5 nim:6", true);
    let game = harness.state().sum().unwrap().game();
    assert_eq!(game.position().to_string(), "lasker:5 nim:6");
    // Lasker 5 is worth 5, Nim 6 is 6: X = 3, the player to move wins, by splitting 5 into 2 and 3
    // (worth 2 ⊕ 4 = 6, so X becomes 0) among others.
    let analysis = harness.state().sum_facts().unwrap().analysis.as_ref().unwrap();
    assert_eq!((analysis.values.clone(), analysis.outcome), (vec![5, 6], Outcome::NextWins));
    assert!(analysis.winning_moves.contains(&SumMove::split(0, 0, 2, 3)));
    // Ticked, a click splits the heap before the stone clicked: stones 1-2, and 3-5.
    harness.get_by_label("Split instead of take").click();
    harness.run();
    harness.get_by_label("heap 1, stone 3").click();
    harness.run();
    let game = harness.state().sum().unwrap().game();
    assert_eq!(game.moves()[0], SumMove::split(0, 0, 2, 3));
    assert_eq!(game.cursor(), 2, "the computer answered");
    // X was 0 after the split: whatever the computer did, the position it left is won for the person.
    let after = harness.state().sum_facts().unwrap().analysis.as_ref().unwrap();
    assert_eq!(after.outcome, Outcome::NextWins);
    // Unticked, a click takes as in Nim.
    harness.get_by_label("Split instead of take").click();
    harness.run();
    let before = harness.state().sum().unwrap().game().position().clone();
    // The first Lasker heap left (its row's parts are named 1a, 1b once it has split).
    let i = before.heaps().iter().position(|h| h.game == bouton::HeapGame::Lasker && h.size > 0).unwrap();
    harness.get_by_label(&format!("heap {}, stone 1", before.name(i))).click();
    harness.run();
    let mv = harness.state().sum().unwrap().game().moves()[2];
    assert_eq!((mv.heap, mv.take, mv.leaves), (i, before.heaps()[i].size, Leaves::Nothing), "from {before}");
}

#[test]
fn a_lasker_heap_joins_a_sum_on_the_command_line_and_in_a_file() {
    let bin = env!("CARGO_BIN_EXE_bouton");
    let out = std::process::Command::new(bin).args(["analyze", "lasker:3", "nim:4"]).env("LANG", "C").output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("heap 1 (Lasker's Nim, 3 tokens): value 4"), "{text}");
    assert!(text.contains("X = 4 ⊕ 4 = 0"), "{text}");
    // A version-2 file: a split that takes nothing, replayed and checked.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lasker.ron");
    std::fs::write(
        &path,
        "(version: 2, rules: (ending: Normal, moves: Any), start: [5, 7], games: [\"lasker\", \"kayles\"], \
         moves: [(heap: 1, take: 0, split: (2, 3))], cursor: 1)",
    )
    .unwrap();
    let out = std::process::Command::new(bin).arg("check").arg(&path).env("LANG", "C").output().unwrap();
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    // A split of the Kayles row that takes nothing is refused, with its move named.
    std::fs::write(
        &path,
        "(version: 2, rules: (ending: Normal, moves: Any), start: [5, 7], games: [\"lasker\", \"kayles\"], \
         moves: [(heap: 2, take: 0, split: (3, 4))], cursor: 1)",
    )
    .unwrap();
    let out = std::process::Command::new(bin).arg("check").arg(&path).env("LANG", "C").output().unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("move 1"), "{said}");
    assert_eq!(said.trim().lines().count(), 1, "{said}");
    // The sum engine itself agrees: Lasker 3 beside Nim 4 is lost for the player to move.
    let position = bouton::SumPosition::new(vec![
        bouton::Heap::new(bouton::HeapGame::Lasker, 3),
        bouton::Heap::new(bouton::HeapGame::nim(), 4),
    ])
    .unwrap();
    assert_eq!(SumAnalysis::of(&position, Ending::Normal).unwrap().outcome, Outcome::PreviousWins);
}
