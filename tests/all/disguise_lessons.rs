//! The built-in lessons on Nim in disguise as a student meets them: a step's text keeps to the
//! position it speaks of, and the Wythoff lesson's question asks about what is true of the board.

use bouton::ui::{Action, DisguiseAction};
use bouton::{DisguisedGame, MAX_BRUTE_STATES, Outcome};
use egui_kittest::kittest::Queryable;

use crate::disguise_app::{harness, labels};

#[test]
fn a_step_played_on_says_its_text_is_about_how_it_began_and_restarts() {
    let mut harness = harness();
    let staircase = bouton::DISGUISE_LESSONS.iter().position(|l| l.key == "staircase").unwrap();
    harness.state_mut().apply(Action::Disguise(DisguiseAction::Lesson { lesson: staircase, step: 0 }));
    harness.run();
    let moved = "The text speaks of this step's position as it began: the moves played since have changed the board.";
    assert!(!labels(&harness).iter().any(|l| l == moved));
    let start = harness.state().disguise().unwrap().position().clone();
    let mv = start.first_move().unwrap();
    harness.state_mut().apply(Action::Disguise(DisguiseAction::Play(mv)));
    harness.run();
    assert!(labels(&harness).iter().any(|l| l == moved), "{:?}", labels(&harness));
    harness.get_by_label("Restart this step").click();
    harness.run();
    assert_eq!(harness.state().disguise().unwrap().position(), &start);
    assert!(!labels(&harness).iter().any(|l| l == moved));
}

/// The lesson asks why no two losing squares share a row, a column or a queen's diagonal, and says
/// they are the Wythoff pairs and their mirror images: both checked by brute force of the queen's
/// own moves.
#[test]
fn the_wythoff_lessons_question_is_about_what_is_true() {
    let lost: Vec<(u64, u64)> = (0..=25u64)
        .flat_map(|a| (0..=25u64).map(move |b| (a, b)))
        .filter(|&(a, b)| {
            let queen: DisguisedGame = format!("wythoff:{a},{b}").parse().unwrap();
            queen.solve(MAX_BRUTE_STATES).unwrap().outcome == Outcome::PreviousWins
        })
        .collect();
    let phi = f64::midpoint(1.0, 5f64.sqrt());
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_precision_loss)]
    let pairs: Vec<(u64, u64)> = (0..=15u64)
        .map(|n| ((n as f64 * phi).floor() as u64, (n as f64 * phi * phi).floor() as u64))
        .flat_map(|(a, b)| [(a, b), (b, a)])
        .filter(|&(a, b)| a <= 25 && b <= 25)
        .collect();
    let mut expected = pairs.clone();
    expected.sort_unstable();
    expected.dedup();
    assert_eq!(lost, expected, "the losing squares are the pairs and their mirror images");
    for (i, &(a, b)) in lost.iter().enumerate() {
        for &(c, d) in &lost[i + 1..] {
            let difference = |x: u64, y: u64| i128::from(x) - i128::from(y);
            assert!(a != c && b != d && difference(a, b) != difference(c, d), "{a},{b} and {c},{d}");
        }
    }
    // A pair and its mirror image share an anti-diagonal, which the queen does not move along.
    assert!(lost.contains(&(1, 2)) && lost.contains(&(2, 1)));
}

/// Moore's Nim has its binary table too: each heap in binary, then, with the answers, the ones in
/// each column and their count modulo k + 1 — all 0 exactly where the brute force finds the player
/// to move lost.
#[test]
fn moores_table_counts_each_column_modulo_k_plus_one() {
    let mut harness = harness();
    for (text, lost) in [("moore-2:7,7,7", true), ("moore-2:3,5,6", false)] {
        crate::disguise_app::start(&mut harness, text, None);
        harness.state_mut().apply(Action::Reveal(true));
        harness.run();
        let game: DisguisedGame = text.parse().unwrap();
        assert_eq!(game.solve(MAX_BRUTE_STATES).unwrap().outcome == Outcome::PreviousWins, lost, "{text}");
        let all = labels(&harness);
        for row in ["heap 1", "heap 2", "heap 3", "ones", "mod 3"] {
            assert!(all.iter().any(|l| l == row), "{text}: {row}: {all:?}");
        }
        // The row after "mod 3": one count per column (4s, 2s, 1s; each cell is named twice).
        let at = all.iter().position(|l| l == "mod 3").unwrap();
        let digits = |l: &&String| !l.is_empty() && l.chars().all(|c| c.is_ascii_digit());
        let counted: Vec<&str> = all[at..].iter().filter(digits).step_by(2).take(3).map(String::as_str).collect();
        let expected = if lost { ["0", "0", "0"] } else { ["2", "2", "2"] };
        assert_eq!(counted, expected, "{text}: {all:?}");
    }
}
