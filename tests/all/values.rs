//! Move values on the board and the review (issue 18), in the real app: the toggle colours every
//! move and says its value in the hover and the keyboard's line; the review grades a game with a
//! known mistake and a row jumps to its position; a count too big says why, and one in progress
//! can be stopped.

use bouton::save::SavedGame;
use bouton::ui::{Action, BoutonApp, Count};
use bouton::{Game, Move, Player, Players, Position, RemotenessError, Rules};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

fn two_people(heaps: &[u64]) -> SavedGame {
    let mut saved =
        SavedGame::new("values", Game::of_heaps(Rules::default(), Position::new(heaps.to_vec()).unwrap()).unwrap());
    saved.players =
        Players { first: Player::Human { name: "Class".into() }, second: Player::Human { name: "B".into() } };
    saved
}

fn harness(saved: SavedGame) -> Harness<'static, BoutonApp> {
    Harness::builder().with_size([1280.0, 800.0]).build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved))
}

/// The text of the first widget whose label or value contains `part`.
fn text_with(harness: &Harness<'_, BoutonApp>, part: &str) -> Option<String> {
    let node = harness.query_by_label_contains(part)?;
    let node = node.accesskit_node();
    node.value().or_else(|| node.label())
}

#[test]
fn the_toggle_colours_every_move_and_says_its_value() {
    let mut harness = harness(two_people(&[19, 20, 21]));
    harness.run();
    harness.key_press(egui::Key::F8);
    harness.run();
    let values = harness.state().move_values().expect("counted at once").clone();
    assert_eq!(values.position.to_string(), "win in 43");
    assert_eq!(values.moves.len(), 60, "every move of 19, 20, 21");
    assert!(harness.query_by_label_contains("the fastest win").is_some(), "the legend");
    assert!(harness.query_by_label_contains("throws the win away").is_some(), "the legend's marks say it in words");
    // The hover: the value in words.
    harness.get_by_label("Heap 1: take 18").hover();
    harness.run();
    let tip = text_with(&harness, "Take 18 from heap 1 → 1 left").unwrap_or_default();
    assert!(tip.contains("the fastest win, in 43 moves"), "{tip}");
    harness.get_by_label("Heap 1: take 1").hover();
    harness.run();
    let tip = text_with(&harness, "Take 1 from heap 1 → 18 left").unwrap_or_default();
    assert!(tip.contains("a mistake, it throws the win away"), "{tip}");
    // The keyboard's move: its value on the line above the board.
    harness.hover_at(egui::pos2(600.0, 700.0));
    harness.key_press(egui::Key::ArrowDown);
    harness.run();
    harness.event(egui::Event::Text("14".into()));
    harness.run();
    let line = text_with(&harness, "Take 14 from heap 2 (20 → 6): a slower win").unwrap_or_default();
    assert!(line.contains("the fastest takes 43 moves"), "{line}");
    // Hidden answers hide the values too.
    harness.state_mut().apply(Action::Reveal(false));
    harness.run();
    assert!(harness.state().move_values().is_none());
    assert!(harness.query_by_label_contains("the fastest win").is_none(), "no legend while the answers are hidden");
}

#[test]
fn a_count_too_big_says_why_and_one_in_progress_stops() {
    let mut harness = harness(two_people(&[20_000_000, 5]));
    harness.state_mut().apply(Action::SetMoveValues(true));
    harness.run();
    assert!(text_with(&harness, "Move values: a heap of 20000000 is too large").is_some());
    // Seven heaps of 15: more than a frame's work, so it goes to the worker, with Cancel.
    harness.state_mut().apply(Action::NewGame(Box::new(two_people(&[15; 7]))));
    harness.run_steps(2);
    let running = matches!(harness.state().values().moves.as_ref().map(|c| &c.count), Some(Count::Running(_)));
    assert!(running, "counting on the worker");
    harness.get_by_label("Cancel").click();
    for _ in 0..200 {
        harness.run_steps(1);
        if !matches!(harness.state().values().moves.as_ref().map(|c| &c.count), Some(Count::Running(_))) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let stopped =
        harness.state().values().moves.as_ref().map(|c| matches!(c.count, Count::Done(Err(RemotenessError::Stopped))));
    assert_eq!(stopped, Some(true));
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[15; 7], "the game stays as it was");
}

#[test]
fn the_review_grades_a_known_mistake_and_a_row_jumps_there() {
    let mut saved = two_people(&[3, 4, 5]);
    for (heap, take) in [(0, 2), (2, 5), (1, 1), (0, 1), (1, 1), (1, 2)] {
        saved.game.play_take(Move::new(heap, take)).unwrap();
    }
    let mut harness = harness(saved);
    harness.run();
    assert!(harness.query_by_label("Grade every move").is_some(), "the game-over panel offers the review");
    harness.get_by_label("Grade every move").click();
    harness.run();
    assert_eq!(harness.state().prefs().left, Some(bouton::ui::LeftPanel::Review));
    let review = harness.state().review().expect("reviewed at once").clone();
    assert_eq!(review.moves[2].grade, bouton::Grade::Mistake, "3. take 1 from heap 2 threw the win away");
    assert!(harness.query_by_label_contains("Class: 2 mistakes (best 1, mistake 2)").is_some());
    // Both values of a row are the mover's: the mistake turns their win into their loss (the second
    // value was the other player's "win in …").
    let before = review.moves[2].before.to_string();
    let moved = bouton::Remoteness::of_move_to(review.moves[2].after).to_string();
    assert!(before.starts_with("win in") && moved.starts_with("lose in"), "{before} {moved}");
    let row = format!("for Class: {before} → {moved} · mistake");
    assert!(harness.query_by_label_contains(&row).is_some(), "{row}");
    harness.get_by_label_contains("3. Class: take 1 from heap 2").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().cursor(), 3, "the row jumped to the position after move 3");
    // The review still lists every recorded move (it grades the whole game, wherever the board is).
    assert_eq!(harness.state().review().map(|r| r.moves.len()), Some(6));
    harness.key_press(egui::Key::F7);
    harness.run();
    assert_ne!(harness.state().prefs().left, Some(bouton::ui::LeftPanel::Review), "F7 closes it");
}
