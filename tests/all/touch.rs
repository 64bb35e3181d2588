//! A finger on a tablet or a smartboard: large targets (every control and stone at least 44 points),
//! turned on by a touch or from the View menu, and a move the rules forbid explained, not played.

use bouton::save::SavedGame;
use bouton::ui::{Action, BoutonApp, TouchTargets};
use bouton::{Ending, Game, MoveRule, Player, Players, Position, Rules};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// The smallest side of a finger's target, in points.
const TARGET: f32 = 44.0;

fn two_humans(heaps: &[u64], rules: Rules) -> SavedGame {
    let mut saved = SavedGame::new("touch", Game::of_heaps(rules, Position::new(heaps.to_vec()).unwrap()).unwrap());
    saved.players = Players { first: Player::Human { name: "A".into() }, second: Player::Human { name: "B".into() } };
    saved
}

fn tablet(saved: SavedGame) -> Harness<'static, BoutonApp> {
    // The panel below the board takes the height its table needs a frame after the table changes,
    // and its scroll bar then fades in or out: a few more frames to settle.
    Harness::builder()
        .with_size([820.0, 1180.0])
        .with_max_steps(8)
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved))
}

/// Every stone of every heap answers over at least 44 × 44 points: its row is that tall and the
/// next stone's centre is that far away (a heap too long for one line wraps instead of shrinking).
fn assert_stones_are_finger_sized(harness: &Harness<'_, BoutonApp>, heaps: &[u64]) {
    for (heap, &size) in heaps.iter().enumerate() {
        let rects: Vec<egui::Rect> = (1..=size)
            .rev()
            .map(|take| harness.get_by_label(&format!("Heap {}: take {take}", heap + 1)).rect())
            .collect();
        for pair in rects.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            assert!(a.height() >= TARGET, "heap {}: a stone's row is {} tall", heap + 1, a.height());
            let apart = (b.center() - a.center()).length();
            assert!(apart >= TARGET - 0.01, "heap {}: stones {apart} apart ({a:?}, {b:?})", heap + 1);
        }
    }
}

#[test]
fn a_touch_makes_every_stone_and_control_finger_sized() {
    let heaps = [3, 4, 15, 30];
    let mut harness = tablet(two_humans(&heaps, Rules::default()));
    harness.run();
    assert!(!harness.state().large_targets(), "a mouse: the desktop's sizes");
    let small = harness.get_by_label("Heap 4: take 30").rect();
    assert!(small.height() < TARGET, "before a touch the long heap's stones are small: {small:?}");
    // A finger touches the window (anywhere): from then on, targets for a finger.
    let touch = |phase| egui::Event::Touch {
        device_id: egui::TouchDeviceId(1),
        id: egui::TouchId(1),
        phase,
        pos: egui::pos2(400.0, 1100.0),
        force: None,
    };
    harness.event(touch(egui::TouchPhase::Start));
    harness.run();
    harness.event(touch(egui::TouchPhase::End));
    harness.run();
    assert!(harness.state().large_targets(), "a touch was seen");
    assert_stones_are_finger_sized(&harness, &heaps);
    for control in ["File", "View", "Game", "Help"] {
        let rect = harness.get_by_label(control).rect();
        assert!(rect.height() >= TARGET && rect.width() >= TARGET, "{control}: {rect:?}");
    }
    // The table's rows are read, not tapped: they stay as tall as their digits, and all show.
    for (heap, size) in heaps.iter().enumerate() {
        let label = format!("Heap {}: {size}, binary", heap + 1);
        let row = harness.query_by_label_contains(&label).map(|r| r.rect());
        assert!(row.is_some_and(|r| r.height() < TARGET), "the table's row for heap {}: {row:?}", heap + 1);
    }
    harness.get_by_label("View").click();
    harness.run();
    for item in ["Hints on the board", "Zoom in", "Dark theme"] {
        let rect = harness.query_by_label_contains(item).unwrap().rect();
        assert!(rect.height() >= TARGET, "View ▸ {item}: {rect:?}");
    }
}

#[test]
fn the_view_menu_sets_the_size_of_targets_and_it_is_remembered() {
    let mut harness = tablet(two_humans(&[3, 4, 5], Rules::default()));
    harness.run();
    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Touch targets").click();
    harness.run();
    harness.get_by_label("Large (44 points and more), always").click();
    harness.run();
    assert_eq!(harness.state().prefs().touch, TouchTargets::Large);
    assert!(harness.state().large_targets());
    harness.get_by_label("View").click();
    harness.run();
    assert!(harness.get_by_label("Dark theme").rect().height() >= TARGET);
    harness.key_press(egui::Key::Escape);
    harness.run();
    harness.state_mut().apply(Action::SetTouchTargets(TouchTargets::Standard));
    harness.run();
    assert!(!harness.state().large_targets());
    harness.get_by_label("View").click();
    harness.run();
    let item = harness.get_by_label("Dark theme").rect();
    assert!(item.height() < TARGET, "back to the desktop's size: {item:?}");
}

/// Under S(1..3) a click on the fifth stone from the right would take 5: the stones are not marked as
/// going, the hover says why, and the click leaves the game as it was with a line saying why (no
/// dialog to close).
#[test]
fn a_move_the_rules_forbid_is_explained_and_not_played() {
    let rules = Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap());
    let mut harness = tablet(two_humans(&[3, 4, 5], rules));
    harness.run();
    harness.get_by_label("Heap 3: take 5").hover();
    // Past the tooltip's delay.
    harness.run_steps(40);
    let tip = harness.query_by_label_contains("Heap 3: taking 5").and_then(|n| n.accesskit_node().value());
    // Only the refusal: it said "Take 5 from heap 3 → 0 left" first, of a move that cannot be made.
    let expected = "Heap 3: taking 5 is not allowed: the rule is \"take 1 to 3\".";
    assert_eq!(tip.as_deref(), Some(expected), "the hover says why");
    harness.get_by_label("Heap 3: take 5").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[3, 4, 5], "nothing played");
    assert!(harness.state().error().is_none(), "no dialog");
    let said = harness.state().message().unwrap_or_default();
    assert!(said.starts_with("Taking 5 is not allowed"), "{said}");
    // A legal move still plays, and the line about the refused one goes.
    harness.get_by_label("Heap 3: take 3").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[3, 4, 2]);
}

/// The status line grows upwards as hints appear; its buttons stay where the finger left them, so
/// a second tap on Hint lands on "Next hint".
#[test]
fn the_hint_button_stays_put_as_hints_appear() {
    let mut harness = tablet(two_humans(&[3, 4, 5], Rules::default()));
    harness.state_mut().apply(Action::Reveal(false));
    harness.run();
    let before = harness.get_by_label("Hint").rect();
    harness.get_by_label("Hint").click();
    harness.run();
    let after = harness.get_by_label("Next hint (2)").rect();
    assert!((after.center().y - before.center().y).abs() < 0.5, "{before:?} then {after:?}");
    harness.hover_at(before.center());
    harness.drag_at(before.center());
    harness.drop_at(before.center());
    harness.run();
    assert_eq!(harness.state().hints().len(), 2, "the second tap at the same place gave the next hint");
}
