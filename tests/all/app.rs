//! The real app, driven headlessly with egui_kittest: clicks on stones, menus, keys; then assertions
//! on the app's state.

use bouton::save::{self, SavedGame};
use bouton::ui::{Action, BoutonApp};
use bouton::{Ending, Game, Level, Move, MoveRule, Outcome, Player, Players, Position, Rules, Side};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness(saved: SavedGame) -> Harness<'static, BoutonApp> {
    Harness::builder().with_size([1280.0, 800.0]).build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved))
}

fn game(heaps: &[u64], rules: Rules, players: Players) -> SavedGame {
    let mut saved = SavedGame::new("test", Game::of_heaps(rules, Position::new(heaps.to_vec()).unwrap()).unwrap());
    saved.players = players;
    saved
}

fn computer_first() -> Players {
    Players {
        first: Player::Computer { level: Level::Perfect, seed: 5 },
        second: Player::Human { name: "Class".into() },
    }
}

/// Plays a whole game by clicking stones (the person takes one stone from the first heap that has a
/// legal move); the perfect computer starts from an N-position and must win.
fn play_out(heaps: &[u64], rules: Rules) {
    let mut harness = harness(game(heaps, rules, computer_first()));
    harness.run();
    assert_eq!(harness.state().game().unwrap().cursor(), 1, "the computer moved first by itself");
    let mut clicks = 0;
    while !harness.state().game().unwrap().is_over() {
        let app = harness.state();
        assert_eq!(app.game().unwrap().to_move(), Side::Second, "after each click the computer has answered");
        // The computer always leaves a P-position.
        assert_eq!(app.analysis().unwrap().unwrap().outcome, Outcome::PreviousWins);
        let position = app.game().unwrap().position().clone();
        let rules = app.game().unwrap().rules().clone();
        let mv = position.legal_moves(&rules).next().unwrap();
        let label = format!("Heap {}: take {}", mv.heap + 1, mv.take);
        harness.get_by_label(&label).click();
        harness.run();
        clicks += 1;
        assert!(
            clicks < 200,
            "{heaps:?}: stuck at {:?}, error {:?}, label {label}",
            harness.state().game().unwrap().position(),
            harness.state().error()
        );
    }
    assert_eq!(harness.state().game().unwrap().winner(), Some(Side::First), "the perfect computer won");
    let over = harness.state().game_over_text().unwrap();
    assert!(over.contains("and won (normal play)") || over.contains("won"), "{over}");
}

#[test]
fn the_perfect_computer_wins_from_n_positions() {
    play_out(&[3, 4, 5], Rules::default());
    play_out(&[19, 20, 21], Rules::default());
    play_out(&[2, 3, 6], Rules::new(Ending::Misere, MoveRule::Any));
    play_out(&[7, 9], Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap()));
    play_out(&[6, 9, 5], Rules::new(Ending::Normal, MoveRule::set(&[1, 3, 4]).unwrap()));
}

#[test]
fn clicking_a_stone_takes_it_and_every_stone_to_its_right() {
    let two_humans = Players { first: Player::Human { name: "A".into() }, second: Player::Human { name: "B".into() } };
    let mut harness = harness(game(&[19, 20, 21], Rules::default(), two_humans));
    harness.get_by_label("Heap 1: take 18").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[1, 20, 21]);
    assert_eq!(harness.state().analysis().unwrap().unwrap().nim_sum, 0);
}

/// On a tablet a finger presses a stone, slides along the heap and lets go: the stones from the one
/// under the finger are marked while it slides, and the move plays when it lets go.
#[test]
fn sliding_along_a_heap_chooses_the_move_and_letting_go_plays_it() {
    let two_humans = Players { first: Player::Human { name: "A".into() }, second: Player::Human { name: "B".into() } };
    let mut harness = harness(game(&[3, 4, 5], Rules::default(), two_humans));
    let centre = |harness: &Harness<'_, BoutonApp>, label: &str| harness.get_by_label(label).rect().center();
    let (first, fourth) = (centre(&harness, "Heap 3: take 5"), centre(&harness, "Heap 3: take 2"));
    harness.hover_at(first);
    harness.drag_at(first);
    harness.run();
    for step in 1..=6u8 {
        harness.hover_at(first + (fourth - first) * (f32::from(step) / 6.0));
        harness.run();
    }
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[3, 4, 5], "nothing is played while sliding");
    harness.drop_at(fourth);
    harness.run();
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[3, 4, 3], "let go on the fourth stone: take 2");
    // A slide that ends before the heap's first stone takes the whole heap.
    let (first, last) = (centre(&harness, "Heap 2: take 4"), centre(&harness, "Heap 2: take 1"));
    harness.hover_at(last);
    harness.drag_at(last);
    harness.run();
    harness.hover_at(first - egui::vec2(200.0, 0.0));
    harness.run();
    harness.drop_at(first - egui::vec2(200.0, 0.0));
    harness.run();
    assert_eq!(
        harness.state().game().unwrap().position().heaps(),
        &[3, 0, 3],
        "before the first stone: the whole heap"
    );
}

/// A touch between two stones, or just below a row, still reaches a stone (egui gives a touch to the
/// nearest widget within 5 px): a stone answers over its whole pitch, 44 px at the largest size.
#[test]
fn a_touch_between_stones_still_reaches_one() {
    let two_humans = Players { first: Player::Human { name: "A".into() }, second: Player::Human { name: "B".into() } };
    let mut harness = harness(game(&[3, 4, 5], Rules::default(), two_humans));
    let stone = harness.get_by_label("Heap 3: take 4").rect();
    harness.hover_at(egui::pos2(stone.right() + 2.0, stone.center().y));
    harness.drag_at(egui::pos2(stone.right() + 2.0, stone.center().y));
    harness.drop_at(egui::pos2(stone.right() + 2.0, stone.center().y));
    harness.run();
    let heaps = harness.state().game().unwrap().position().heaps().to_vec();
    assert!(heaps == [3, 4, 1] || heaps == [3, 4, 2], "between the 2nd and 3rd stones: {heaps:?}");
    let stone = harness.get_by_label("Heap 2: take 4").rect();
    harness.hover_at(egui::pos2(stone.center().x, stone.bottom() + 2.0));
    harness.drag_at(egui::pos2(stone.center().x, stone.bottom() + 2.0));
    harness.drop_at(egui::pos2(stone.center().x, stone.bottom() + 2.0));
    harness.run();
    assert_eq!(harness.state().game().unwrap().position().heaps()[1], 0, "just below heap 2's first stone");
}

#[test]
fn undo_and_redo_by_menu_and_keys() {
    let mut harness = harness(game(&[3, 4, 5], Rules::default(), Players::default()));
    harness.get_by_label("Heap 1: take 2").click();
    harness.run();
    // The person took 2, the computer answered.
    assert_eq!(harness.state().game().unwrap().cursor(), 2);
    harness.state_mut().apply(Action::Undo);
    harness.run();
    assert_eq!(harness.state().game().unwrap().cursor(), 0, "undo goes back to the person's turn");
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[3, 4, 5]);
    harness.get_by_label("Edit").click();
    harness.run();
    harness.get_by_label_contains("Redo").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().cursor(), 2);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert_eq!(harness.state().game().unwrap().cursor(), 0);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    harness.run();
    assert_eq!(harness.state().game().unwrap().cursor(), 2);
    // The move list shows the position and nim-sum after each move.
    assert_eq!(harness.state().history_positions()[0], "1 4 5");
    harness.get_by_label_contains("1. You: take 2 from heap 1 → 1 4 5  (X = 0)");
    // Clicking the start jumps there.
    harness.get_by_label_contains("Start: 3 4 5").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().cursor(), 0);
    assert!(harness.state().game().unwrap().can_redo());
}

#[test]
fn the_table_marks_the_odd_columns_and_top_bit_of_19_20_21() {
    let mut harness = harness(game(&[19, 20, 21], Rules::default(), Players::default()));
    harness.run();
    let table = harness.state().table().unwrap();
    assert_eq!(table.odd_bits(), [4, 1]);
    assert_eq!(table.top_bit(), Some(4));
    // Text markers under the columns: "odd" under bits 4 and 1, and "d" under bit 4 too.
    assert_eq!(harness.query_all_by_label("d").count(), 1);
    assert_eq!(harness.query_all_by_label("odd").count(), 2);
    harness.get_by_label("◀ take 18 → 1");
    harness.get_by_label("◀ take 14 → 6");
    harness.get_by_label("◀ take 14 → 7");
    harness.get_by_label("X = 18 ≠ 0; its top bit d = 4 (2⁴ = 16).");
}

#[test]
fn answers_hide_until_reveal() {
    let mut harness = harness(game(&[19, 20, 21], Rules::default(), Players::default()));
    harness.state_mut().apply(Action::SetHideAnswers(true));
    harness.run();
    assert!(harness.query_by_label_contains("◀").is_none());
    assert!(harness.query_by_label_contains("N: the player to move wins").is_none());
    assert_eq!(harness.query_all_by_label("d").count(), 0);
    harness.get_all_by_label("Reveal").next().unwrap().click();
    harness.run();
    assert!(harness.state().revealed());
    // The status line and the table both state the outcome, from the same claim.
    assert_eq!(harness.get_all_by_label("N: the player to move wins (X = 18 ≠ 0).").count(), 2);
}

#[test]
fn an_example_opens_from_the_menu() {
    let mut harness = harness(game(&[1], Rules::default(), Players::default()));
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label("Examples").hover();
    harness.run();
    harness.get_by_label("Ligia and Paul: (1, 2, 3)").click();
    harness.run();
    let app = harness.state();
    assert_eq!(app.saved().unwrap().title, "Ligia and Paul: (1, 2, 3)");
    assert_eq!(app.game().unwrap().position().heaps(), &[1, 2, 3]);
    assert_eq!(app.game().unwrap().moves().len(), 4);
    // Redo replays Ligia's first move, then Paul's answer (two people: one move at a time).
    harness.state_mut().apply(Action::Redo);
    harness.run();
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[0, 2, 3]);
}

#[test]
fn a_bad_file_shows_an_error_and_keeps_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.ron");
    std::fs::write(&bad, "(version: 1, start: [3, 3], moves: [(heap: 2, take: 9)])").unwrap();
    let mut harness = harness(game(&[19, 20, 21], Rules::default(), Players::default()));
    harness.get_by_label("Heap 1: take 18").click();
    harness.run();
    let before = harness.state().game().unwrap().clone();
    harness.state_mut().apply(Action::Open(bad.clone()));
    harness.state_mut().wait_for_file();
    harness.run();
    let error = harness.state().error().unwrap();
    assert!(matches!(error, bouton::ui::AppError::Open(_)), "a typed error: {error:?}");
    assert!(error.to_string().contains("move 1 takes 9 from heap 2, which has 3"));
    assert!(error.to_string().starts_with(&bad.display().to_string()), "the path keeps its letters: {error}");
    harness.get_by_label("Something went wrong");
    assert_eq!(harness.state().game(), Some(&before), "the game on screen stays");
    harness.get_by_label("OK").click();
    harness.run();
    assert!(harness.state().error().is_none());
}

#[test]
fn files_load_in_the_background_and_a_cancelled_load_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("seven.ron");
    std::fs::write(&path, "(version: 1, title: \"Seven\", start: [7, 7])").unwrap();
    let mut harness = harness(game(&[19, 20, 21], Rules::default(), Players::default()));
    harness.state_mut().apply(Action::Open(path.clone()));
    assert!(harness.state().file_load().is_some(), "the loader runs on its own thread");
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[19, 20, 21], "the board waits for the file");
    // The frames poll the loader and apply its answer; the window never waits for it.
    for _ in 0..200 {
        if harness.state().file_load().is_none() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.step();
    }
    assert!(harness.state().file_load().is_none(), "the file loaded within two seconds");
    assert_eq!(harness.state().saved().unwrap().title, "Seven");
    // A load that was cancelled says so on the status line and keeps the game, with no error dialog.
    let before = harness.state().saved().unwrap().clone();
    let cancelled = save::LoadError::Cancelled { origin: "big.ron".into() };
    let answer = Err(bouton::ui::AppError::Open(std::sync::Arc::new(cancelled)));
    harness.state_mut().apply(Action::Opened(dir.path().join("big.ron"), Box::new(answer)));
    harness.run();
    assert_eq!(harness.state().saved(), Some(&before));
    assert!(harness.state().error().is_none());
    harness.get_by_label("Opening big.ron was cancelled.");
}

#[test]
fn hidden_answers_stay_hidden_when_a_stone_is_hovered() {
    let mut harness = harness(game(&[19, 20, 21], Rules::default(), Players::default()));
    harness.state_mut().apply(Action::SetHints(true));
    harness.run();
    // Revealed, with hints: hovering the winning move tells what it leaves.
    harness.get_by_label("Heap 1: take 18").hover();
    harness.run();
    assert!(harness.query_by_label_contains("X = 0").is_some(), "the hint shows when answers are revealed");
    harness.state_mut().apply(Action::Reveal(false));
    harness.get_by_label("Heap 2: take 14").hover();
    harness.run();
    harness.get_by_label("Heap 1: take 18").hover();
    harness.run();
    assert!(harness.query_by_label_contains("Take 18 from heap 1").is_some(), "the move itself is still described");
    assert!(harness.query_by_label_contains("X = 0").is_none(), "no nim-sum while hidden");
    assert!(harness.query_by_label_contains("nim-sum").is_none(), "no nim-sum while hidden");
}

#[test]
fn save_then_open_round_trips_through_the_app() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lesson.ron");
    let mut harness = harness(game(&[5, 6, 7], Rules::default(), Players::default()));
    harness.get_by_label("Heap 3: take 4").click();
    harness.run();
    harness.state_mut().apply(Action::SaveTo(path.clone()));
    harness.run();
    assert!(harness.query_by_label_contains("Saved to").is_some(), "Save says so on the status line");
    let saved = harness.state().saved().unwrap().clone();
    harness.state_mut().apply(Action::NewGame(Box::new(bouton::ui::default_game())));
    harness.state_mut().apply(Action::Open(path.clone()));
    harness.state_mut().wait_for_file();
    harness.run();
    // Opening says so too (it said nothing).
    assert!(harness.query_by_label_contains("Opened").is_some(), "Open says so on the status line");
    assert_eq!(harness.state().saved(), Some(&saved));
    assert_eq!(harness.state().prefs().recent.first(), Some(&path));
    assert_eq!(save::load_file(&path).unwrap().saved, saved);
}

#[test]
fn big_heaps_become_bars_with_a_size_field() {
    let two_humans = Players { first: Player::Human { name: "A".into() }, second: Player::Human { name: "B".into() } };
    let mut harness = harness(game(&[1 << 62, 3], Rules::default(), two_humans));
    harness.run();
    harness.get_by_label(&format!("Heap 1: {} stones", 1u64 << 62));
    harness.get_by_label("Heap 1: new size").focus();
    harness.run();
    harness.get_by_label("Heap 1: new size").type_text("5");
    harness.run();
    assert_eq!(harness.get_by_label("Heap 1: new size").value().as_deref(), Some("5"));
    harness.get_by_label("Take").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[5, 3]);
    assert_eq!(harness.state().game().unwrap().played(), &[Move::new(0, (1 << 62) - 5)]);
}

#[test]
fn keyboard_play() {
    let two_humans = Players { first: Player::Human { name: "A".into() }, second: Player::Human { name: "B".into() } };
    let mut harness = harness(game(&[3, 4, 5], Rules::default(), two_humans));
    harness.run();
    harness.key_press(egui::Key::ArrowDown);
    harness.key_press(egui::Key::ArrowDown);
    harness.run();
    harness.key_press(egui::Key::ArrowRight);
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(harness.state().game().unwrap().played(), &[Move::new(2, 2)]);
}

#[test]
fn the_new_game_dialog_explains_bad_entries_and_starts_good_ones() {
    let mut harness = harness(game(&[1], Rules::default(), Players::default()));
    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label_contains("New game").click();
    harness.run();
    assert!(harness.state().new_game_open());
    let sizes = harness.get_by_label("sizes:");
    sizes.focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label("sizes:").type_text("19 20 x");
    harness.run();
    harness.get_by_label("⚠ 'x' is not a whole number");
    // Start does nothing while an entry is bad.
    harness.get_by_label("Start").click();
    harness.run();
    assert!(harness.state().new_game_open());
    assert_eq!(harness.state().game().unwrap().start().heaps(), &[1]);
    harness.get_by_label("sizes:").focus();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label("sizes:").type_text("19 20 21");
    harness.run();
    harness.get_by_label("Misère: whoever makes the last move loses").click();
    harness.run();
    harness.get_by_label("Start").click();
    harness.run();
    let app = harness.state();
    assert!(!app.new_game_open());
    assert_eq!(app.game().unwrap().start().heaps(), &[19, 20, 21]);
    assert_eq!(app.game().unwrap().rules().ending, Ending::Misere);
    assert_eq!(app.game().unwrap().cursor(), 0, "you move first by default");
}

#[test]
fn the_icon_is_built_in() {
    let icon = bouton::ui::icon();
    assert_eq!((icon.width, icon.height), (256, 256));
    assert_eq!(icon.rgba.len(), 256 * 256 * 4);
}

#[test]
fn a_cancelled_file_dialog_changes_nothing() {
    // Here no desktop portal or zenity exists, so the dialog answers "cancelled" (or the test simply
    // waits for it): either way the game stays and the window never blocks.
    let mut harness = harness(game(&[3, 4, 5], Rules::default(), Players::default()));
    let before = harness.state().saved().unwrap().clone();
    harness.state_mut().apply(Action::ShowFileDialog(bouton::ui::Purpose::Open));
    harness.step();
    for _ in 0..200 {
        if !harness.state().file_dialog_open() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.step();
    }
    assert!(!harness.state().file_dialog_open(), "the dialog's answer came back");
    assert_eq!(harness.state().saved(), Some(&before));
    assert!(harness.state().error().is_none());
    // Save without a file asks where (a dialog); with a file it saves there.
    assert_eq!(harness.state().save_action(), Action::ShowFileDialog(bouton::ui::Purpose::SaveAs));
}

/// When the autosave's folder cannot be written, a dialog says so at start and offers another; the
/// person may decline, and the status line then says this window does not autosave.
#[test]
fn an_unwritable_autosave_folder_is_said_at_start_and_another_offered() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "not a folder").unwrap();
    let claim = save::claim_autosave(&file.join("bouton"), &dir.path().join("elsewhere"));
    let store = bouton::ui::platform::AutosaveStore::disk(&claim.path);
    let saved = game(&[3, 4, 5], Rules::default(), Players::default());
    let note = claim.note.clone();
    let mut harness = Harness::builder().with_size([1280.0, 800.0]).build_eframe(move |cc| {
        BoutonApp::with_context(&cc.egui_ctx, saved).with_autosave(store).with_autosave_note(note)
    });
    harness.run();
    harness.get_by_label_contains("cannot keep the autosave in");
    harness.get_by_label_contains("elsewhere");
    harness.get_by_label("Don't autosave").click();
    harness.run();
    assert!(harness.query_by_label_contains("cannot keep the autosave in").is_none(), "the dialog closed");
    harness.get_by_label_contains("This window does not autosave");
    // Accepting instead keeps autosaving there: the game is in the offered folder.
    assert!(save::load_file(&claim.path).is_ok(), "written there at start");
}

/// The crash-safe autosave: every change is on disk at once, so an abrupt stop (no exit hook, as
/// with kill -9) loses nothing; a restart from the file has every move, and during exercises the
/// file keeps the person's own game.
#[test]
fn the_autosave_survives_an_abrupt_stop() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bouton/autosave.ron");
    let two_people =
        Players { first: Player::Human { name: "Ligia".into() }, second: Player::Human { name: "Paul".into() } };
    let mut app = BoutonApp::new(game(&[3, 4, 5], Rules::default(), two_people))
        .with_autosave(bouton::ui::platform::AutosaveStore::disk(&path));
    // Written at once, before any move.
    assert_eq!(save::load_file(&path).unwrap().saved.game.position().sizes(), [3, 4, 5]);
    for mv in [Move::new(0, 2), Move::new(1, 1), Move::new(2, 5)] {
        app.apply(Action::Play(mv));
        // After every move, the file already holds it.
        assert_eq!(save::load_file(&path).unwrap().saved.game.plain().as_ref(), app.game());
    }
    app.apply(Action::Undo);
    let expected = app.game().unwrap().clone();
    // Exercises use the board: the autosave keeps the person's game.
    let set = bouton::ExerciseSet {
        kind: bouton::ExerciseKind::PorN,
        difficulty: bouton::Difficulty::EASY,
        rules: Rules::default(),
        seed: 3,
    };
    app.apply(Action::Exercise(bouton::ui::ExerciseAction::Start(set)));
    assert_ne!(app.game(), Some(&expected), "the exercise is on the board");
    // The abrupt stop: the app is dropped without eframe's save hook.
    drop(app);
    let restored = save::load_file(&path).unwrap().saved;
    assert_eq!(restored.game.plain(), Some(expected), "every move is there, with the undone one redoable");
    assert_eq!((restored.game.cursor(), restored.game.moves().len()), (2, 3));
    // A restart from the file continues the game; no temporary file is left in the folder (beside
    // the game, only whether the answers are shown).
    let app = BoutonApp::new(restored).with_autosave(bouton::ui::platform::AutosaveStore::disk(&path));
    assert_eq!(app.game().unwrap().position().heaps(), &[1, 3, 5]);
    let mut names: Vec<_> =
        std::fs::read_dir(path.parent().unwrap()).unwrap().map(|e| e.unwrap().file_name()).collect();
    names.sort();
    assert_eq!(names, ["autosave-answers.txt", "autosave.ron"]);
}

/// One mode at a time: what New game, Open, Stop and End lesson do during a lesson and during
/// exercises, driven in the running app (the buttons are clicked where there is one).
mod modes {
    use super::*;
    use bouton::ui::{ExerciseAction, LessonAction, Mode, PanelKind};

    fn own_game() -> SavedGame {
        let two = Players { first: Player::Human { name: "A".into() }, second: Player::Human { name: "B".into() } };
        game(&[7, 8, 9], Rules::default(), two)
    }

    fn lesson() -> Action {
        Action::Lesson(LessonAction::Present(Box::new(save::built_in_lessons()[2].load().unwrap().lesson), None))
    }

    fn exercises() -> Action {
        Action::Exercise(ExerciseAction::Start(bouton::ExerciseSet {
            kind: bouton::ExerciseKind::PorN,
            difficulty: bouton::Difficulty::EASY,
            rules: Rules::default(),
            seed: 4,
        }))
    }

    fn heaps(harness: &Harness<'static, BoutonApp>) -> Vec<u64> {
        harness.state().game().unwrap().position().heaps().to_vec()
    }

    #[test]
    fn new_game_during_a_lesson_ends_it_and_keeps_the_new_game() {
        let mut harness = harness(own_game());
        harness.state_mut().apply(Action::TogglePanel(PanelKind::Table));
        let table_before = harness.state().prefs().show_table;
        harness.state_mut().apply(lesson());
        harness.run();
        assert!(matches!(harness.state().mode(), Mode::Lesson { .. }));
        harness.state_mut().apply(Action::NewGame(Box::new(game(&[1, 2], Rules::default(), Players::default()))));
        harness.run();
        assert!(matches!(harness.state().mode(), Mode::Free), "the lesson ended");
        assert_eq!(heaps(&harness), [1, 2]);
        assert_eq!(harness.state().prefs().show_table, table_before, "the panels came back");
        assert!(harness.query_by_label("End lesson").is_none());
        // The old bug: ending the lesson now threw the new game away. There is no lesson to end.
        harness.state_mut().apply(Action::Lesson(LessonAction::End));
        assert_eq!(heaps(&harness), [1, 2]);
    }

    #[test]
    fn opening_a_game_file_during_a_lesson_ends_it_and_keeps_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("g.ron");
        save::write_file_atomically(
            &file,
            bouton::words::game_file(&game(&[4, 4], Rules::default(), Players::default())).as_bytes(),
        )
        .unwrap();
        let mut harness = harness(own_game());
        harness.state_mut().apply(lesson());
        harness.state_mut().apply(Action::Open(file));
        harness.state_mut().wait_for_file();
        harness.run();
        assert!(matches!(harness.state().mode(), Mode::Free));
        assert_eq!(heaps(&harness), [4, 4]);
    }

    #[test]
    fn end_lesson_brings_back_the_game_and_exercises_during_a_lesson_end_it_first() {
        let mut harness = harness(own_game());
        harness.state_mut().apply(lesson());
        harness.run();
        assert_ne!(heaps(&harness), [7, 8, 9]);
        harness.get_by_label("End lesson").click();
        harness.run();
        assert!(matches!(harness.state().mode(), Mode::Free));
        assert_eq!(heaps(&harness), [7, 8, 9]);
        // Exercises during a lesson: the lesson ends, your game is set aside, Stop brings it back.
        harness.state_mut().apply(lesson());
        harness.state_mut().apply(exercises());
        assert!(matches!(harness.state().mode(), Mode::Exercise { .. }));
        assert_eq!(harness.state().mode().set_aside().unwrap().saved.game.position().sizes(), [7, 8, 9]);
        // End lesson during exercises: there is no lesson; the exercises go on.
        harness.state_mut().apply(Action::Lesson(LessonAction::End));
        assert!(matches!(harness.state().mode(), Mode::Exercise { .. }));
        harness.state_mut().apply(Action::TogglePanel(PanelKind::Exercises));
        harness.run();
        harness.get_by_label("Stop").click();
        harness.run();
        assert!(matches!(harness.state().mode(), Mode::Free));
        assert_eq!(heaps(&harness), [7, 8, 9]);
    }

    #[test]
    fn new_game_during_exercises_ends_them_and_a_lesson_during_exercises_sets_your_game_aside() {
        let mut harness = harness(own_game());
        harness.state_mut().apply(exercises());
        harness.state_mut().apply(Action::NewGame(Box::new(game(&[2, 3], Rules::default(), Players::default()))));
        assert!(matches!(harness.state().mode(), Mode::Free));
        assert_eq!(heaps(&harness), [2, 3], "the new game replaces the one set aside");
        harness.state_mut().apply(exercises());
        harness.state_mut().apply(lesson());
        let Mode::Lesson { set_aside, .. } = harness.state().mode() else { panic!("a lesson") };
        assert_eq!(set_aside.saved.game.position().sizes(), [2, 3], "your game, not the question");
        harness.state_mut().apply(Action::Lesson(LessonAction::End));
        assert_eq!(heaps(&harness), [2, 3]);
        // Exercises that cannot start change nothing, during a lesson too.
        harness.state_mut().apply(lesson());
        harness.state_mut().apply(Action::Exercise(ExerciseAction::Start(bouton::ExerciseSet {
            kind: bouton::ExerciseKind::FindWinningMove,
            difficulty: bouton::Difficulty { heaps: 2, max: 3 },
            rules: Rules::new(Ending::Normal, MoveRule::set(&[5]).unwrap()),
            seed: 1,
        })));
        assert!(matches!(harness.state().mode(), Mode::Lesson { .. }));
        assert!(harness.state().exercise_error().is_some());
    }
}

/// A very long error keeps its OK button in the window (the text scrolls), and Escape or Enter close
/// the dialog.
#[test]
fn a_long_error_keeps_ok_in_view_and_closes_with_escape_or_enter() {
    let mut harness = Harness::builder().with_size([640.0, 420.0]).build_eframe(|cc| {
        BoutonApp::with_context(&cc.egui_ctx, game(&[3, 4, 5], Rules::default(), Players::default()))
    });
    let long = std::path::PathBuf::from(format!("/nowhere/{}.ron", "a-very-long-folder-name/".repeat(120)));
    for key in [egui::Key::Escape, egui::Key::Enter] {
        harness.state_mut().apply(Action::Open(long.clone()));
        harness.state_mut().wait_for_file();
        harness.run();
        assert!(harness.state().error().is_some());
        let ok = harness.get_by_label("OK");
        let rect = ok.rect();
        assert!(rect.max.y <= 420.0 && rect.min.y >= 0.0, "OK at {rect:?}, outside the window");
        harness.key_press(key);
        harness.run();
        assert!(harness.state().error().is_none(), "{key:?} closes the dialog");
        assert_eq!(harness.state().game().unwrap().position().heaps(), [3, 4, 5]);
    }
}

/// With answers hidden, no widget's text says the outcome, X or a winning move, whatever panel is
/// open (the teacher hides them so the class can find them). 19, 20, 21: X = 18, and the winning
/// moves take 18, 14 and 14.
#[test]
fn with_answers_hidden_no_widget_tells_an_answer() {
    use bouton::ui::PanelKind;
    use egui_kittest::kittest::{By, NodeT};
    let mut harness = harness(game(&[19, 20, 21], Rules::default(), Players::default()));
    harness.state_mut().apply(Action::SetHints(true));
    harness.state_mut().apply(Action::Reveal(false));
    harness.run();
    let answers = ["X = 18", "18 ≠ 0", "take 18", "take 14", "19 → 1", "N: the", "P: the", "player to move wins"];
    let panels = [None, Some(PanelKind::Proof), Some(PanelKind::Explore), Some(PanelKind::Exercises)];
    for panel in panels {
        if let Some(panel) = panel {
            harness.state_mut().apply(Action::TogglePanel(panel));
        }
        harness.run();
        let mut seen = 0;
        for node in harness.query_all(By::new()) {
            let node = node.accesskit_node();
            for text in [node.label(), node.value()].into_iter().flatten() {
                seen += 1;
                // Every stone is named by the move it makes ("Heap 1: take 18"): all moves, no answer.
                let stone =
                    text.strip_prefix("Heap ").and_then(|t| t.split_once(": take ")).is_some_and(|(heap, take)| {
                        heap.chars().all(|c| c.is_ascii_digit()) && take.chars().all(|c| c.is_ascii_digit())
                    });
                if stone {
                    continue;
                }
                let leak = answers.iter().find(|answer| text.contains(*answer));
                assert!(leak.is_none(), "{panel:?}: {text:?} tells {leak:?} while answers are hidden");
            }
        }
        assert!(seen > 20, "{panel:?}: the walk saw {seen} texts");
        if let Some(panel) = panel {
            harness.state_mut().apply(Action::TogglePanel(panel));
        }
    }
    // Hover texts too: each winning stone's tooltip (and a losing one's) says the move, not what it
    // leaves (hints on the board wait with the answers).
    for label in ["Heap 1: take 18", "Heap 2: take 14", "Heap 3: take 14", "Heap 3: take 1"] {
        harness.get_by_label(label).hover();
        harness.run_steps(12);
        // What is drawn on the screen: the tooltip is a painted text.
        let mut drawn = Vec::new();
        for clipped in &harness.output().shapes {
            if let egui::epaint::Shape::Text(text) = &clipped.shape {
                drawn.push(text.galley.text().to_string());
            }
        }
        assert!(drawn.iter().any(|t| t.starts_with("Take ")), "hovering {label} shows its tooltip: {drawn:?}");
        for text in drawn {
            let leak = answers.iter().find(|answer| text.contains(*answer));
            assert!(leak.is_none() && !text.contains("X ="), "hovering {label}: {text:?} tells {leak:?}");
        }
    }
    // A file's title and notes often tell the answer: they wait with it.
    let example = save::examples().iter().find(|e| e.file.contains("three-five-six")).unwrap().load().unwrap();
    let (title, notes) = (example.saved.title.clone(), example.saved.notes.clone());
    harness.state_mut().apply(Action::Load(Box::new(example.saved), None));
    harness.state_mut().apply(Action::Reveal(false));
    harness.run();
    assert!(harness.query_by_label(&title).is_none() && harness.query_by_label(&notes).is_none());
    harness.get_by_label_contains("The title and notes are hidden with the answers.");
    harness.state_mut().apply(Action::Reveal(true));
    harness.run();
    harness.get_by_label(&title);
    harness.state_mut().apply(Action::Load(Box::new(game(&[19, 20, 21], Rules::default(), Players::default())), None));
    // Revealed, the same walk finds the answers: the test can see them.
    harness.state_mut().apply(Action::Reveal(true));
    harness.run();
    assert!(harness.query_all_by_label_contains("take 18 from heap 1").count() > 0);
    assert!(harness.query_all_by_label_contains("X = 18").count() > 0);
}

/// The hint ladder with answers hidden: each press of Hint (or Ctrl+H) adds one thing — who wins,
/// why (X: the table fills in its ones and X rows), X's top bit d (the table marks the column), the
/// heaps that can win, then the move — the status line says what is still hidden, and a move starts
/// the ladder again.
#[test]
fn the_hint_ladder_tells_one_rung_at_a_time() {
    let mut harness = harness(game(&[19, 20, 21], Rules::default(), Players::default()));
    harness.state_mut().apply(Action::Reveal(false));
    harness.run();
    assert!(harness.query_all_by_label_contains("Hint 1:").next().is_none());
    harness.get_by_label("Nim-sum and outcome hidden");
    harness.get_by_label("Hint").click();
    harness.run();
    harness.get_by_label("Hint 1: N: the player to move wins.");
    assert!(harness.query_by_label("X = 18").is_none(), "who wins, and nothing more: X stays hidden");
    assert!(harness.query_by_label("X hidden").is_some());
    harness.get_by_label("Nim-sum and winning moves hidden");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::H);
    harness.run();
    harness.get_by_label("Hint 2: N: the player to move wins (X = 18 ≠ 0).");
    assert!(harness.query_by_label("X = 18").is_some(), "the rung told X: the table shows it");
    assert!(harness.query_by_label("d").is_none(), "d is not marked yet");
    harness.get_by_label("Winning moves hidden");
    harness.get_by_label("Next hint (3)").click();
    harness.run();
    harness.get_by_label_contains("Hint 3: X = 18 ≠ 0; its top bit d = 4");
    assert!(harness.query_by_label("d").is_some(), "the table marks d's column now");
    assert_eq!(harness.query_all_by_label("◀ a winning move starts here").count(), 0);
    harness.get_by_label("Next hint (4)").click();
    harness.run();
    harness.get_by_label("Hint 4: Heaps with a winning move: 1, 2, 3.");
    assert_eq!(harness.query_all_by_label("◀ a winning move starts here").count(), 3, "the table points at them");
    harness.get_by_label("Next hint (5)").click();
    harness.run();
    harness.get_by_label_contains("Hint 5: X is 18; heap 1 has a 1 in X's top bit (16)");
    assert!(harness.query_by_label_contains("Next hint").is_none(), "the ladder has five rungs here");
    assert!(!harness.state().can_hint());
    harness.get_by_label("Who wins, X and the moves are told; Reveal shows the whole table");
    // A move: a new position, a new ladder.
    harness.get_by_label("Heap 1: take 18").click();
    harness.run();
    assert!(harness.state().hints().is_empty());
}

/// Each rung of the ladder adds something the rungs before did not say, in every rule family: no
/// rung repeats another, and only the last names a move.
#[test]
fn every_rung_adds_one_thing_in_every_rule_family() {
    use bouton::{Analysis, Claim, Claims, hint_ladder};
    let families = [
        Rules::default(),
        Rules::new(Ending::Misere, MoveRule::Any),
        Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap()),
        Rules::new(Ending::Misere, MoveRule::up_to(3).unwrap()),
        Rules::new(Ending::Normal, MoveRule::set(&[1, 3, 4]).unwrap()),
        Rules::new(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap()),
    ];
    for rules in &families {
        for heaps in [vec![6, 5, 2], vec![1, 1, 5], vec![1, 1, 1], vec![19, 20, 21], vec![4, 4], vec![2, 1]] {
            let position = Position::new(heaps.clone()).unwrap();
            let analysis = Analysis::of(&position, rules).unwrap();
            let claims = Claims::from_analysis(&position, rules, &analysis);
            let rungs = hint_ladder(&claims, &analysis, rules);
            let words: Vec<String> = rungs.iter().map(ToString::to_string).collect();
            let at = format!("{heaps:?} under {rules}: {words:#?}");
            assert!(matches!(rungs[0], Claim::Verdict { .. }), "{at}");
            for (i, rung) in words.iter().enumerate() {
                assert!(!words[..i].contains(rung), "a rung repeats another: {at}");
                let names_a_move = matches!(rungs[i], Claim::WhyItWins { .. } | Claim::WinningMove(_));
                assert!(!names_a_move || i + 1 == rungs.len(), "a move before the last rung: {at}");
                assert!(!rung.contains("take ") || i + 1 == rungs.len(), "a move in words before the last rung: {at}");
            }
        }
    }
}

/// At the end of a game a panel says who won and why, and offers Play again, Swap sides and Review
/// from the start.
#[test]
fn game_over_offers_play_again_swap_sides_and_review() {
    let two = Players { first: Player::Human { name: "Ana".into() }, second: Player::Human { name: "Ben".into() } };
    let mut harness = harness(game(&[2, 1], Rules::default(), two));
    assert!(harness.query_by_label("Game over").is_none());
    harness.get_by_label("Heap 1: take 1").click();
    harness.run();
    harness.get_by_label("Heap 1: take 1").click();
    harness.run();
    harness.get_by_label("Heap 2: take 1").click();
    harness.run();
    harness.get_by_label("Game over");
    harness.get_by_label("Ana took the last object and won (normal play).");
    harness.get_by_label("Review from the start").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().cursor(), 0);
    assert_eq!(harness.state().game().unwrap().moves().len(), 3, "the moves stay, to replay with Redo");
    for _ in 0..3 {
        harness.state_mut().apply(Action::Redo);
    }
    harness.run();
    harness.get_by_label("Swap sides").click();
    harness.run();
    let state = harness.state();
    assert_eq!(state.game().unwrap().position().heaps(), &[2, 1]);
    assert!(state.game().unwrap().moves().is_empty());
    assert_eq!(state.saved().unwrap().players.first, Player::Human { name: "Ben".into() }, "Ben moves first now");
    assert!(harness.query_by_label("Game over").is_none());
    harness.state_mut().apply(Action::Play(Move::new(0, 2)));
    harness.state_mut().apply(Action::Play(Move::new(1, 1)));
    harness.state_mut().apply(Action::TogglePanel(bouton::ui::PanelKind::Review));
    harness.run();
    assert!(harness.query_by_label_contains("No move played yet").is_none(), "the finished game is reviewed");
    harness.get_by_label("Play again").click();
    harness.run();
    assert_eq!(harness.state().saved().unwrap().players.first, Player::Human { name: "Ben".into() }, "the same sides");
    assert!(harness.state().game().unwrap().moves().is_empty());
    // The new game has nothing to review: the review closed (it stayed open over it).
    assert!(harness.query_by_label_contains("No move played yet").is_none());
    assert_ne!(harness.state().prefs().left, Some(bouton::ui::LeftPanel::Review));
}

/// A file's title and notes speak of its start position: after a move they step aside, so the board
/// never sits under a sentence that is no longer true ("19, 20, 21: three winning moves" on 1, 20, 21).
#[test]
fn notes_about_the_start_step_aside_after_a_move() {
    let mut example = save::examples().iter().find(|e| e.file.contains("nineteen")).unwrap().load().unwrap().saved;
    example.players = Players { first: Player::Human { name: "A".into() }, second: Player::Human { name: "B".into() } };
    let (title, notes) = (example.title.clone(), example.notes.clone());
    let mut harness = harness(example);
    harness.get_by_label(&title);
    harness.get_by_label(&notes);
    harness.state_mut().apply(Action::Play(Move::new(0, 18)));
    harness.run();
    assert!(harness.query_by_label(&title).is_none() && harness.query_by_label(&notes).is_none());
    harness.get_by_label("Position: 1 20 21");
    harness.get_by_label_contains("1 move from the start, 19 20 21");
    harness.state_mut().apply(Action::JumpTo(0));
    harness.run();
    harness.get_by_label(&title);
}

/// View ▸ Projector (F5): large type, high contrast, answers hidden at once and in new games; the
/// teacher's own zoom and choices come back when it is off, and its zoom is remembered.
#[test]
fn the_projector_preset_enlarges_contrasts_hides_and_gives_back() {
    let mut harness = harness(game(&[3, 4, 5], Rules::default(), Players::default()));
    harness.run();
    assert!(harness.state().revealed());
    harness.key_press(egui::Key::F5);
    harness.run();
    let app = harness.state();
    assert!(app.prefs().projector && !app.revealed(), "the answers go at once");
    assert!((harness.ctx.zoom_factor() - 1.5).abs() < 0.01, "large type: {}", harness.ctx.zoom_factor());
    assert_eq!(harness.ctx.global_style().visuals.panel_fill, egui::Color32::WHITE, "high contrast");
    assert_eq!(harness.ctx.global_style().visuals.text_color(), egui::Color32::BLACK);
    // A new game on the projector starts with the answers hidden.
    let next = game(&[19, 20, 21], Rules::default(), Players::default());
    harness.state_mut().apply(Action::Reveal(true));
    harness.state_mut().apply(Action::Load(Box::new(next.clone()), None));
    harness.run();
    assert!(!harness.state().revealed());
    // Zooming meanwhile changes the Projector's size, not the desk's.
    harness.state_mut().apply(Action::Zoom(true));
    harness.run();
    assert!((harness.ctx.zoom_factor() - 1.75).abs() < 0.01);
    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Projector: large type, high contrast, answers hidden").click();
    harness.run();
    assert!(!harness.state().prefs().projector);
    assert!((harness.ctx.zoom_factor() - 1.0).abs() < 0.01, "the desk's zoom is back");
    assert_ne!(harness.ctx.global_style().visuals.panel_fill, egui::Color32::WHITE);
    harness.state_mut().apply(Action::Load(Box::new(next.clone()), None));
    harness.run();
    // Hidden stays hidden (one rule: only Reveal or a hint shows them), projector or not.
    assert!(!harness.state().revealed(), "off the projector, a new game does not show them by itself");
    harness.state_mut().apply(Action::Reveal(true));
    harness.state_mut().apply(Action::Load(Box::new(next), None));
    harness.run();
    assert!(harness.state().revealed(), "off the projector, shown answers stay shown in a new game");
    harness.key_press(egui::Key::F5);
    harness.run();
    assert!((harness.ctx.zoom_factor() - 1.75).abs() < 0.01, "the Projector remembers its size");
}

/// The computer's move is shown on the board: the heap outlined, the stones it took fading out
/// (then rings), "◀ took n" beside them, and its reason above the board, a polite live region that
/// screen readers announce. While the answers are hidden the reason leaves them out.
#[test]
fn the_computers_move_is_shown_on_the_board_and_announced() {
    use egui_kittest::kittest::NodeT;
    let class_first = Players {
        first: Player::Human { name: "Class".into() },
        second: Player::Computer { level: Level::Perfect, seed: 1 },
    };
    let mut harness = harness(game(&[3, 4, 6], Rules::default(), class_first));
    harness.run();
    assert!(harness.state().shown_move().is_none());
    harness.get_by_label("Heap 3: take 1").click();
    harness.run();
    let app = harness.state();
    let shown = *app.shown_move().expect("the computer answered");
    let played = app.game().unwrap().moves()[1];
    assert_eq!(shown.taken(), played);
    assert_eq!(shown.before, [3, 4, 5][played.heap], "the size before the computer's move");
    harness.get_by_label(&format!("◀ took {}", played.take));
    let message = app.message().unwrap();
    assert!(message.contains("X was"), "revealed: the reason names X: {message}");
    let line = harness.get_by_label(&message);
    assert_eq!(line.accesskit_node().live(), egui::accesskit::Live::Polite);
    // Hidden answers: the computer's reason is only its move.
    harness.state_mut().apply(Action::Reveal(false));
    harness.run();
    let plain = harness.state().message().unwrap();
    assert!(!plain.contains("X was") && !plain.contains(" ⊕ "), "{plain}");
    harness.get_by_label(&plain);
    // The person's next move clears it.
    let mv = harness.state().game().unwrap().position().legal_moves(&Rules::default()).next().unwrap();
    harness.get_by_label(&format!("Heap {}: take {}", mv.heap + 1, mv.take)).click();
    harness.run();
    let app = harness.state();
    assert!(app.shown_move().is_none_or(|s| s.taken() == *app.game().unwrap().moves().last().unwrap()));
}

/// Types `text` into the field labelled `label`, replacing what it held.
fn retype(harness: &mut Harness<'static, BoutonApp>, label: &str, text: &str) {
    let field = || harness.get_by_role_and_label(egui::accesskit::Role::TextInput, label);
    field().click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_role_and_label(egui::accesskit::Role::TextInput, label).type_text(text);
    harness.run();
}

/// Without a desktop file dialog, File ▸ Open falls back to the app's own chooser: the folder's
/// games, the recent files and a path field; a bad path is explained there and changes nothing.
#[test]
fn the_apps_own_file_chooser_opens_and_refuses_a_bad_path() {
    let dir = tempfile::tempdir().unwrap();
    let monday = dir.path().join("monday.ron");
    save::write_file_atomically(
        &monday,
        bouton::words::game_file(&game(&[7, 11], Rules::default(), Players::default())).as_bytes(),
    )
    .unwrap();
    let mut harness = harness(game(&[3, 4, 5], Rules::default(), Players::default()));
    harness.state_mut().apply(Action::ShowFileChooser(bouton::ui::Purpose::Open));
    harness.run();
    assert!(harness.state().file_chooser().is_some());
    harness.get_by_label("Open a game or a lesson");
    // Keys typed while it is open go to its path field, never to the board behind it.
    harness.key_press(egui::Key::Num3);
    harness.event(egui::Event::Text("3".into()));
    harness.run();
    let typed = harness.state().file_chooser().unwrap().path().to_string();
    assert!(typed.ends_with('3'), "the field took the keys: {typed:?}");
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(harness.state().game().unwrap().cursor(), 0, "no move was played behind the chooser");
    assert!(harness.state().file_chooser().is_some_and(|c| c.problem().is_some()), "Enter tried the path");
    retype(&mut harness, "File path", &dir.path().join("tuesday.ron").display().to_string());
    harness.get_by_label("Open").click();
    harness.run();
    let problem = harness.state().file_chooser().and_then(|c| c.problem()).unwrap().to_string();
    assert!(problem.starts_with("There is no file at"), "{problem}");
    harness.get_by_label(&problem);
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[3, 4, 5], "the game on the board stays");
    retype(&mut harness, "File path", &monday.display().to_string());
    harness.key_press(egui::Key::Enter);
    // One frame (the load starts on its worker), then wait for it: `run` would ask for frames until
    // the worker is done, and a busy machine can outlast its limit.
    harness.step();
    harness.state_mut().wait_for_file();
    harness.run();
    assert!(harness.state().file_chooser().is_none(), "closed once the file was chosen");
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[7, 11]);
    // Cancel closes it and changes nothing.
    harness.state_mut().apply(Action::ShowFileChooser(bouton::ui::Purpose::Open));
    harness.run();
    // Going into a folder (typed, then Enter) puts the cursor at the end of its path.
    std::fs::create_dir(dir.path().join("week 3")).unwrap();
    retype(&mut harness, "File path", &dir.path().display().to_string());
    harness.key_press(egui::Key::Enter);
    harness.run();
    harness.get_by_label("week 3/").click();
    harness.run();
    harness.event(egui::Event::Text("x".into()));
    harness.run();
    let typed = harness.state().file_chooser().unwrap().path().to_string();
    assert_eq!(typed, format!("{}x", dir.path().join("week 3").join("").display()), "typed at the end");
    harness.get_by_label("Cancel").click();
    harness.run();
    assert!(harness.state().file_chooser().is_none());
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[7, 11]);
}

/// An export asks where to go; afterwards the status line says where it went and copies the path.
/// The PNG is the board and the table drawn at twice their size, not a screenshot.
#[test]
fn an_export_goes_where_asked_and_its_path_can_be_copied() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(game(&[19, 20, 21], Rules::default(), Players::default()));
    let png = bouton::ui::Purpose::Export(bouton::ui::ExportKind::Png);
    harness.state_mut().apply(Action::ShowFileChooser(png));
    harness.run();
    let suggested = harness.state().file_chooser().unwrap().path().to_string();
    assert!(suggested.ends_with("test.png"), "named after the game's title: {suggested}");
    retype(&mut harness, "File path", &dir.path().join("board").display().to_string());
    harness.get_by_label("Export").click();
    harness.run();
    let written = dir.path().join("board.png");
    let picture = image::load_from_memory(&std::fs::read(&written).unwrap()).unwrap();
    assert!(picture.width() > 1000, "twice the size: {} pixels wide", picture.width());
    assert_eq!(harness.state().written(), Some(written.as_path()));
    harness.get_by_label("Copy path").click();
    harness.step();
    let copied = harness
        .output()
        .platform_output
        .commands
        .iter()
        .any(|c| matches!(c, egui::OutputCommand::CopyText(text) if *text == written.display().to_string()));
    assert!(copied, "{:?}", harness.output().platform_output.commands);
}

/// Hidden answers stay hidden through a restart (a reload, in the browser), and shown ones shown.
#[test]
fn the_answers_stay_hidden_or_shown_through_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("autosave.ron");
    let store = || bouton::ui::platform::AutosaveStore::disk(&path);
    let mut app = BoutonApp::new(game(&[3, 4, 5], Rules::default(), Players::default())).with_autosave(store());
    app.apply(Action::Reveal(false));
    assert!(!BoutonApp::new(game(&[3, 4, 5], Rules::default(), Players::default())).with_autosave(store()).revealed());
    app.apply(Action::Reveal(true));
    assert!(BoutonApp::new(game(&[3, 4, 5], Rules::default(), Players::default())).with_autosave(store()).revealed());
}

/// A link's position (the web page's `#heaps=…`) opens like a file: its heaps and rules on the board;
/// a bad link is explained and the game on the board stays.
#[test]
fn a_link_opens_its_position_and_a_bad_link_changes_nothing() {
    let mut app = BoutonApp::new(game(&[3, 4, 5], Rules::default(), Players::default()));
    app.apply(Action::OpenLink("heaps=19,20,21&misere&upto=9".into()));
    assert_eq!(app.game().unwrap().position().heaps(), &[19, 20, 21]);
    assert_eq!(app.game().unwrap().rules(), &Rules::new(Ending::Misere, MoveRule::up_to(9).unwrap()));
    assert_eq!(app.saved().unwrap().title, "", "no title in words: named in the language on screen");
    assert!(app.title().starts_with("19 20 21 ("), "{}", app.title());
    app.apply(Action::SetLanguage(Some(bouton::i18n::Lang::Fr)));
    assert!(app.title().contains("misère") && app.title() != app.saved().unwrap().title, "{}", app.title());
    app.apply(Action::SetLanguage(Some(bouton::i18n::Lang::En)));
    assert!(!app.revealed(), "a shared position is a question first: its answers wait");
    assert!(app.error().is_none());
    for bad in ["heaps=3,x", "heaps=3&colour=red", "", "heaps=3&set=0"] {
        app.apply(Action::OpenLink(bad.into()));
        let said = app.error().map(ToString::to_string).unwrap_or_default();
        assert!(said.starts_with("This link's position could not be opened: "), "{bad}: {said}");
        assert_eq!(app.game().unwrap().position().heaps(), &[19, 20, 21], "{bad}: the game stays");
        app.apply(Action::DismissError);
    }
    // The link back to the position on the board.
    assert_eq!(save::link_fragment(app.game().unwrap()), "heaps=19,20,21&misere&upto=9");
}

/// Hidden stays hidden: once the answers are hidden (a shared link's question), no way of starting
/// another game shows them — Play again, Quick game (File ▸ New), a game from the New game dialog, an
/// example, a file — only Reveal does.
#[test]
fn hidden_answers_stay_hidden_through_every_new_game() {
    let mut app = BoutonApp::new(game(&[3, 4, 5], Rules::default(), Players::default()));
    app.apply(Action::OpenLink("heaps=19,20,21".into()));
    assert!(!app.revealed(), "a shared position is a question first");
    let starts = [
        Action::NewGame(Box::new(bouton::ui::default_game())),
        Action::NewGame(Box::new(game(&[19, 20, 21], Rules::default(), Players::default()))),
        Action::Load(Box::new(game(&[1, 2, 4], Rules::default(), Players::default())), None),
    ];
    for start in starts {
        let said = format!("{start:?}");
        app.apply(start);
        assert!(!app.revealed(), "{said}: the answers came back");
    }
    app.apply(Action::Reveal(true));
    assert!(app.revealed());
    app.apply(Action::NewGame(Box::new(bouton::ui::default_game())));
    assert!(app.revealed(), "shown stays shown too");
}

/// A file's bytes without a path (the browser's file picker, a file dropped on the page) open like a
/// file: its name stands for its path; bytes that are not text are refused and change nothing.
#[test]
fn bytes_from_the_browser_open_like_a_file() {
    let mut app = BoutonApp::new(game(&[3, 4, 5], Rules::default(), Players::default()));
    let text = bouton::words::game_file(&game(&[7, 11], Rules::default(), Players::default()));
    app.apply(Action::OpenBytes { name: "monday.ron".into(), bytes: std::sync::Arc::from(text.as_bytes()) });
    app.wait_for_file();
    assert_eq!(app.game().unwrap().position().heaps(), &[7, 11]);
    assert_eq!(app.path(), Some(std::path::Path::new("monday.ron")));
    app.apply(Action::OpenBytes { name: "photo.ron".into(), bytes: std::sync::Arc::from(&[0xff, 0xfe, 0x00][..]) });
    app.wait_for_file();
    let said = app.error().map(ToString::to_string).unwrap_or_default();
    assert!(said.contains("photo.ron") && said.contains("not"), "{said}");
    assert_eq!(app.game().unwrap().position().heaps(), &[7, 11], "the game stays");
}

/// A tablet held upright (820 × 1180): the table and the move list go below the board, which keeps
/// the whole width, so a heap of 15 still has stones big enough for a finger.
#[test]
fn an_upright_tablet_keeps_the_stones_big() {
    let saved = game(&[3, 4, 15], Rules::default(), Players::default());
    let mut harness =
        Harness::builder().with_size([820.0, 1180.0]).build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
    harness.run();
    let stone = harness.get_by_label("Heap 3: take 15").rect();
    assert!(stone.width() >= 36.0, "a stone of the heap of 15: {stone:?}");
    let table = harness.query_all_by_label_contains("Binary table").last().map(|n| n.rect()).unwrap();
    assert!(table.top() > stone.bottom(), "the table is below the board: {table:?} under {stone:?}");
}
