//! Grundy's game as a heap of a sum (issue 31): a heap splits into two different heaps, taking
//! nothing; on the sums' board (a click that means an equal split is refused with the rule), on the
//! command line, in a version-2 file and in `bouton grundy`.

use bouton::{Outcome, SumMove};
use egui_kittest::kittest::Queryable;

use super::sums::{harness, start};

#[test]
fn a_grundy_heap_splits_on_the_sums_board_and_an_equal_split_is_refused() {
    let mut harness = harness();
    start(&mut harness, "grundy:6 nim:2", true);
    // Grundy 6 is worth 1, Nim 2 is 2: X = 3, the player to move wins, by splitting 6 into 1 and 5
    // (worth 0 ⊕ 2 = 2, so X becomes 0).
    let analysis = harness.state().sum_facts().unwrap().analysis.as_ref().unwrap();
    assert_eq!((analysis.values.clone(), analysis.outcome), (vec![1, 2], Outcome::NextWins));
    assert!(analysis.winning_moves.contains(&SumMove::split(0, 0, 1, 5)));
    // The board says how a click splits.
    assert!(harness.query_by_label_contains("a click splits the heap before the stone clicked").is_some());
    // A click before the fourth stone means 3 + 3: refused, with the rule it breaks, and nothing moves.
    harness.get_by_label("heap 1, stone 4").click();
    harness.run();
    assert_eq!(harness.state().sum().unwrap().game().cursor(), 0);
    let said = "Grundy’s game does not allow splitting a heap of 6 into two equal heaps.";
    assert!(harness.query_by_label(said).is_some(), "the refusal is said");
    // A click before the second stone splits 1 + 5; the computer answers.
    harness.get_by_label("heap 1, stone 2").click();
    harness.run();
    let game = harness.state().sum().unwrap().game();
    assert_eq!(game.moves()[0], SumMove::split(0, 0, 1, 5));
    assert_eq!(game.cursor(), 2, "the computer answered");
    // X was 0 after the split: whatever the computer did, the position it left is won for the person.
    let after = harness.state().sum_facts().unwrap().analysis.as_ref().unwrap();
    assert_eq!(after.outcome, Outcome::NextWins);
}

#[test]
fn a_click_that_means_an_illegal_take_says_why() {
    let mut harness = harness();
    start(&mut harness, "upto-3:7 kayles:3", true);
    // The third stone would take 5: S(1..3) takes at most 3.
    harness.get_by_label("heap 1, stone 3").click();
    harness.run();
    assert_eq!(harness.state().sum().unwrap().game().cursor(), 0);
    assert!(harness.query_by_label_contains("does not allow taking 5").is_some(), "the refusal is said");
}

#[test]
fn a_grundy_heap_on_the_command_line_in_a_file_and_its_values() {
    let bin = env!("CARGO_BIN_EXE_bouton");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(bin).args(args).env("LANG", "C").output().unwrap();
        (out.status.success(), String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr))
    };
    let (ok, text) = run(&["analyze", "grundy:6", "nim:2"]);
    assert!(ok, "{text}");
    assert!(text.contains("heap 1 (Grundy’s game, 6 tokens): value 1"), "{text}");
    assert!(text.contains("X = 1 ⊕ 2 = 3"), "{text}");
    // The values by mex (no period is known), and a bound past which none is computed.
    let (ok, text) = run(&["grundy", "grundy", "--to", "20", "--json"]);
    assert!(ok, "{text}");
    assert!(text.contains("\"values\":[0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0]"), "{text}");
    let (ok, text) = run(&["analyze", "grundy:20000"]);
    assert!(!ok);
    assert_eq!(text.trim().lines().count(), 1, "{text}");
    assert!(text.contains("10,000") || text.contains("10000"), "{text}");
    // A version-2 file: an unequal split replayed and checked; an equal one refused, its move named.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("grundy.ron");
    let file = |split: &str| {
        format!(
            "(version: 2, rules: (ending: Normal, moves: Any), start: [6, 2], games: [\"grundy\", \"nim\"], \
             moves: [(heap: 1, take: 0, split: {split})], cursor: 1)"
        )
    };
    std::fs::write(&path, file("(1, 5)")).unwrap();
    let (ok, text) = run(&["check", path.to_str().unwrap()]);
    assert!(ok, "{text}");
    std::fs::write(&path, file("(3, 3)")).unwrap();
    let (ok, text) = run(&["check", path.to_str().unwrap()]);
    assert!(!ok);
    assert!(text.contains("move 1") && text.contains("two equal heaps"), "{text}");
    assert_eq!(text.trim().lines().count(), 1, "{text}");
}
