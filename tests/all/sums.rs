//! Sums of games in the real app (issue 16): set up from the menu's dialog, played by clicking pins,
//! a split shown on the board, the computer answering, the game played to its end.

use bouton::ui::default_game;
use bouton::ui::{Action, BoutonApp, SumAction};
use bouton::{Outcome, Side};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

pub(crate) fn harness() -> Harness<'static, BoutonApp> {
    Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, default_game()))
}

/// Opens the dialog from the Game menu, types the heaps, sets who moves first and starts.
pub(crate) fn start(harness: &mut Harness<'static, BoutonApp>, heaps: &str, person_first: bool) {
    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label("New sum of games (Kayles, Nim, Dawson…)…").click();
    harness.run();
    let field = || harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "heaps:");
    field().click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "heaps:").type_text(heaps);
    harness.run();
    if !person_first {
        harness.get_by_label("You move first").click();
        harness.run();
    }
    harness.get_by_label("Start").click();
    harness.run();
}

#[test]
fn a_kayles_game_against_the_computer_is_played_to_the_end() {
    let mut harness = harness();
    start(&mut harness, "kayles:10", true);
    let session = harness.state().sum().expect("a sum on the board");
    assert_eq!(harness.state().title(), "Kayles 10");
    assert_eq!(session.game().position().to_string(), "kayles:10");
    // Knock pin 3 of the row of 10: the row splits into rows of 2 and 7 — the winning move.
    harness.get_by_label("row 1, pin 3").click();
    harness.run();
    let session = harness.state().sum().unwrap();
    assert_eq!(session.game().moves()[0], bouton::SumMove::split(0, 1, 2, 7));
    assert_eq!(session.game().cursor(), 2, "the computer answered");
    // The board now shows the split: more rows than before.
    assert!(session.game().position().heaps().len() >= 2, "{}", session.game().position());
    // Play on, one pin at a time from the first row that has one, until the game ends.
    let mut clicks = 1;
    while !harness.state().sum().unwrap().game().is_over() {
        let session = harness.state().sum().unwrap();
        assert_eq!(session.game().to_move(), Side::First, "the computer has answered each click");
        let row = session.game().position().heaps().iter().position(|h| h.size > 0).unwrap();
        // Rows are named as on the board: a split row's parts are "1a", "1b".
        let name = session.game().position().name(row);
        let name = match name.part {
            Some(part) => format!("{}{}", name.row, char::from(b'a' + u8::try_from(part - 1).unwrap())),
            None => name.row.to_string(),
        };
        harness.get_by_label(&format!("row {name}, pin 1")).click();
        harness.run();
        clicks += 1;
        assert!(clicks < 20, "the game ends");
    }
    let session = harness.state().sum().unwrap();
    // Knocking pin 3 first was winning; the person played well enough? Whoever won, the winner is
    // the player who made the last move (normal play).
    let last_mover = if session.game().cursor() % 2 == 1 { Side::First } else { Side::Second };
    assert_eq!(session.game().winner(), Some(last_mover));
    assert!(harness.get_all_by_label_contains("Game over.").count() >= 1);
    // The sum's panel offers a new game of heaps, as the Game menu does.
    harness.get_by_label("New game…").click();
    harness.run();
    assert!(harness.state().new_game_open());
}

#[test]
fn a_mixed_sum_shows_values_and_the_computer_leaves_x_zero() {
    let mut harness = harness();
    start(&mut harness, "kayles:10 nim:5 dawson:7", false);
    let session = harness.state().sum().unwrap();
    // The computer moved first from an N-position (X = 2 ⊕ 5 ⊕ 1 = 6) and left X = 0.
    assert_eq!(session.game().cursor(), 1);
    let analysis = harness.state().sum_facts().unwrap().analysis.as_ref().unwrap();
    assert_eq!(analysis.nim_sum, 0);
    assert_eq!(analysis.outcome, Outcome::PreviousWins);
    assert!(harness.state().message().unwrap().contains("winning move"));
    assert!(harness.state().message_on_board());
    // The heap it changed is marked on the board.
    assert!(harness.state().shown_move().is_some());
    harness.get_by_label("◀ the computer's move");
    // The panel says each heap's value and the Sprague–Grundy steps of the chosen heap.
    assert!(harness.get_all_by_label_contains("plays like a Nim heap of").count() >= 2);
    harness.get_by_label_contains("the smallest value they miss (the mex)");
    // An illegal click (Dawson's Kayles takes 2 pins; a row of 1 has none) changes nothing.
    let before = harness.state().sum().unwrap().game().clone();
    harness.state_mut().apply(Action::Sum(SumAction::Play(bouton::SumMove::take(1, 5, 9))));
    assert_eq!(*harness.state().sum().unwrap().game(), before);
    assert!(harness.state().message().unwrap().contains("cannot leave"));
    // Undo goes back to the person's turn (the computer's first move stays: it moved first). The
    // computer's winning move left the Nim heap at 5 or 3: its last stone is clicked.
    let size = harness.state().sum().unwrap().game().position().heaps()[1].size;
    harness.get_by_label(&format!("heap 2, stone {size}")).click();
    harness.run();
    assert_eq!(harness.state().sum().unwrap().game().cursor(), 3);
    let answer = harness.state().shown_move().copied();
    assert!(answer.is_some(), "the computer's answer is outlined");
    harness.state_mut().apply(Action::Undo);
    assert_eq!(harness.state().sum().unwrap().game().cursor(), 1);
    assert_eq!(harness.state().shown_move().copied(), None, "undone: no outline of a move not on the board");
    harness.state_mut().apply(Action::Redo);
    assert_eq!(harness.state().shown_move().copied(), answer, "redone: the same answer, outlined again");
    // The one jump of every game: to the start, and back to the end; an out-of-range one changes
    // nothing and keeps the message.
    harness.state_mut().apply(Action::JumpTo(0));
    assert_eq!(harness.state().sum().unwrap().game().cursor(), 0);
    assert_eq!(harness.state().message(), None, "a jump clears the last message");
    harness.state_mut().apply(Action::Sum(SumAction::Play(bouton::SumMove::take(1, 5, 9))));
    let said = harness.state().message();
    harness.state_mut().apply(Action::JumpTo(99));
    assert_eq!(harness.state().sum().unwrap().game().cursor(), 0);
    assert_eq!(harness.state().message(), said);
    harness.state_mut().apply(Action::JumpTo(3));
    assert_eq!(harness.state().sum().unwrap().game().cursor(), 3);
}

/// Save format version 2: a sum saved from the app reopens as it was (splits and cursor included); a
/// version-1 file still loads as before; a version-2 file without games is a game of one kind of heap.
#[test]
fn a_sum_is_saved_and_opened_again() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kayles.ron");
    let mut harness = harness();
    start(&mut harness, "kayles:10 nim:3", true);
    harness.get_by_label("row 1, pin 3").click();
    harness.run();
    let before = harness.state().sum().unwrap().game().clone();
    harness.state_mut().apply(Action::SaveTo(path.clone()));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("version: 2,") && text.contains(r#"games: ["kayles", "nim"],"#), "{text}");
    assert!(text.contains("split: (2, 7)"), "{text}");
    assert_eq!(harness.state().path(), Some(path.as_path()), "the file is the sum's: File ▸ Save writes it again");
    // Heaps of one game again, from the sum's panel (a new game, as from the Game menu).
    harness.get_by_label("New game…").click();
    harness.run();
    assert!(harness.state().new_game_open());
    harness.state_mut().apply(Action::NewGame(Box::new(default_game())));
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[3, 4, 5]);
    assert_eq!(harness.state().path(), None, "a new game has no file yet");
    // File ▸ Open (the loader on its worker) puts the sum back on the board.
    harness.state_mut().apply(Action::Open(path.clone()));
    harness.state_mut().wait_for_file();
    harness.run();
    let session = harness.state().sum().expect("the sum is back");
    assert_eq!(*session.game(), before);
    assert_eq!(harness.state().path(), Some(path.as_path()));
    // `bouton check` and `bouton analyze --file` read it.
    let mut out = Vec::new();
    bouton::cli::run(["bouton", "check", path.to_str().unwrap()], &mut out, &mut Vec::new());
    assert!(String::from_utf8(out).unwrap().contains("(a sum of games: kayles, nim; normal play; 2 heaps, 2 moves)"));
    let mut out = Vec::new();
    bouton::cli::run(["bouton", "analyze", "--json", "--file", path.to_str().unwrap()], &mut out, &mut Vec::new());
    assert!(String::from_utf8(out).unwrap().contains(r#""games":["kayles","kayles","nim"]"#));
    // A version-2 file with no games is a game of one kind of heap.
    let plain =
        bouton::save::parse_any("(version: 2, start: [3, 4, 5], moves: [(heap: 1, take: 1)])", "plain").unwrap();
    let bouton::save::Opened::Game(loaded) = plain else { panic!("a game of one kind of heap") };
    assert_eq!(loaded.saved.game.position().sizes(), [2, 4, 5]);
}

/// The sum on the board is the game the one autosave keeps after every move (as heaps of one game
/// are), and it comes back at the next start; a new game of heaps takes its place in the autosave.
#[test]
fn a_sum_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave.ron");
    let mut harness = Harness::builder().with_size([1280.0, 800.0]).build_eframe(|cc| {
        BoutonApp::with_context(&cc.egui_ctx, default_game())
            .with_autosave(bouton::ui::platform::AutosaveStore::disk(&autosave))
    });
    start(&mut harness, "kayles:10 nim:3", true);
    harness.get_by_label("row 1, pin 3").click();
    harness.run();
    let game = harness.state().sum().unwrap().game().clone();
    let Ok(bouton::save::Opened::Game(saved)) = bouton::save::load_any(&autosave) else { panic!("a sum autosave") };
    assert_eq!(saved.saved.game, game);
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2, "one autosave, and whether answers are shown");
    // The next start: the sum is on the board again, with its answers as they were.
    harness.state_mut().apply(Action::Reveal(false));
    let store = || bouton::ui::platform::AutosaveStore::disk(&autosave);
    let again = BoutonApp::restored(store(), None, None, bouton::ui::Preferences::default());
    assert_eq!(*again.sum().expect("the sum is back").game(), game);
    assert!(!again.revealed(), "its answers hidden, as they were");
    let Ok(bouton::save::Opened::Game(kept)) = bouton::save::load_any(&autosave) else { panic!("still the sum") };
    assert_eq!(kept.saved.game, game, "nothing was written over it at the start");
    // A new game of heaps takes the sum's place in the one autosave.
    harness.state_mut().apply(Action::NewGame(Box::new(default_game())));
    let Ok(bouton::save::Opened::Game(saved)) = bouton::save::load_any(&autosave) else { panic!("a game autosave") };
    assert_eq!(saved.saved.game.position().sizes(), [3, 4, 5]);
}

/// Clicks the board to play `mv`: a Nim move on the stone where the taking starts, a Kayles or
/// Dawson's Kayles move on its first pin with the amount chosen first.
fn click_move(harness: &mut Harness<'static, BoutonApp>, mv: bouton::SumMove) {
    let session = harness.state().sum().unwrap();
    let heap = session.game().position().heaps()[mv.heap].clone();
    let label = if heap.game.is_nim() {
        format!("heap {}, stone {}", mv.heap + 1, heap.size - mv.take + 1)
    } else {
        harness.state_mut().apply(Action::Sum(SumAction::SetTake(mv.take)));
        let first = match mv.leaves {
            bouton::Leaves::Two(left, _) => left,
            _ => 0,
        };
        format!("row {}, pin {}", mv.heap + 1, first + 1)
    };
    harness.run();
    harness.get_by_label(&label).click();
    harness.run();
}

/// Quizzes on sums: "P or N?" answered from the panel, "Find the winning move" answered on the
/// board; the verdicts agree with the analysis, the answers stay hidden until answered.
#[test]
fn quizzes_on_sums_are_answered_and_judged() {
    let mut harness = harness();
    start(&mut harness, "kayles:4", false);
    harness.get_by_label("Quiz: P or N?").click();
    harness.run();
    assert!(!harness.state().revealed(), "the answer waits");
    let right = harness.state().mode().sum_quiz().unwrap().question().analysis.outcome;
    let button = if right == Outcome::NextWins { "N: the player to move wins" } else { "P: the player to move loses" };
    harness.get_by_label(button).click();
    harness.run();
    assert_eq!(harness.state().mode().sum_quiz().unwrap().score(), (1, 1));
    harness.get_by_label("Right.");
    harness.get_by_label("Next question").click();
    harness.run();
    assert_eq!(harness.state().mode().sum_quiz().unwrap().question().number, 2);
    harness.get_by_label("End quiz").click();
    harness.run();
    // Find the winning move: the first one the analysis lists, clicked on the board.
    harness.get_by_label("Quiz: Find the winning move").click();
    harness.run();
    for _ in 0..3 {
        let question = harness.state().mode().sum_quiz().unwrap().question().clone();
        assert_eq!(question.analysis.outcome, Outcome::NextWins);
        click_move(&mut harness, question.analysis.winning_moves[0]);
        let quiz = harness.state().mode().sum_quiz().unwrap();
        assert!(quiz.feedback().is_some_and(|f| f.correct), "{:?}", quiz.feedback());
        assert!(harness.state().revealed());
        harness.get_by_label("Next question").click();
        harness.run();
    }
    assert_eq!(harness.state().mode().sum_quiz().unwrap().score(), (3, 3));
}

/// The New game dialog leads to the sum dialog ("choose the game per heap").
#[test]
fn the_new_game_dialog_offers_mixed_games() {
    let mut harness = harness();
    harness.state_mut().apply(Action::ShowNewGame);
    harness.run();
    harness.get_by_label("Mix games…").click();
    harness.run();
    harness.get_by_label("New sum of games");
    assert!(harness.state().sum().is_none(), "nothing starts until Start");
}

/// With the answers hidden, the hint ladder tells one rung at a time (Ctrl+H or the Hint button):
/// who wins, the rule, the heaps with a winning move, then a winning move.
#[test]
fn hints_on_a_sum_come_one_rung_at_a_time() {
    let mut harness = harness();
    harness.state_mut().apply(Action::SetHideAnswers(true));
    start(&mut harness, "kayles:10 nim:5 dawson:7", true);
    assert!(!harness.state().revealed());
    assert_eq!(harness.state().sum_facts().unwrap().hints.len(), 4);
    harness.get_by_label("Hint").click();
    harness.run();
    harness.get_by_label("Hint 1: The player to move can win (an N-position).");
    harness.state_mut().apply(Action::Hint);
    harness.run();
    harness.get_by_label_contains("Hint 2: X = 2 ⊕ 5 ⊕ 1 = 6");
    harness.get_by_label("Next hint").click();
    harness.run();
    harness.get_by_label_contains(
        "Hint 3: A winning move can be made on row 1 (Kayles, 10 pins) or on heap 2 (Nim, 5 stones)",
    );
    harness.state_mut().apply(Action::Hint);
    harness.run();
    harness.get_by_label_contains("Hint 4: Knock one pin at the end of row 1");
    // Another heap's Sprague–Grundy steps change no answer: the rungs stay.
    harness.state_mut().apply(Action::Sum(SumAction::Focus(2)));
    harness.run();
    assert_eq!(harness.state().hints_shown(), 4);
    assert_eq!(harness.state().sum_facts().unwrap().steps.0, 2);
    assert!(!harness.state().can_hint(), "every rung is shown");
    // A move resets the ladder.
    harness.get_by_label("heap 2, stone 4").click();
    harness.run();
    assert_eq!(harness.state().hints_shown(), 0);
}

/// The built-in lesson "Every impartial game is a Nim heap": started from the sum dialog, walked with
/// Next and Back, each step's sum and heap in focus on the board, the last played against the computer.
#[test]
fn the_lesson_on_sums_is_walked_step_by_step() {
    let mut harness = harness();
    harness.state_mut().apply(Action::Sum(SumAction::ShowSetup));
    harness.run();
    harness.get_by_label("Lesson: Every impartial game is a Nim heap").click();
    harness.run();
    let session = harness.state().sum().expect("the lesson's first sum");
    let step = harness.state().mode().sum_lesson_step();
    assert_eq!((step, session.game().position().to_string()), (Some(0), "kayles:4".into()));
    harness.get_by_label_contains("In Kayles a move knocks down one pin");
    harness.get_by_label_contains("is worth 1: it plays exactly like a Nim heap of 1");
    for expected in ["kayles:4 nim:1", "kayles:10 nim:2", "kayles:10 nim:5 dawson:7", "kayles:8 nim:3 dawson:6"] {
        harness.get_by_label("Next ▶").click();
        harness.run();
        assert_eq!(harness.state().sum().unwrap().game().position().to_string(), expected);
    }
    // The last step is played against the computer, which answers a move.
    assert_eq!(harness.state().sum().unwrap().computer(), Some(bouton::Side::Second));
    harness.get_by_label("heap 2, stone 3").click();
    harness.run();
    assert_eq!(harness.state().sum().unwrap().game().cursor(), 2);
    harness.get_by_label("◀ Back").click();
    harness.run();
    assert_eq!(harness.state().mode().sum_lesson_step(), Some(3));
    harness.get_by_label("End lesson").click();
    harness.run();
    assert_eq!(harness.state().mode().sum_lesson_step(), None);
    // The person's game, set aside while the lesson used the board, is back as it was.
    assert_eq!(harness.state().game().expect("heaps of one game again").position().heaps(), &[3, 4, 5]);
}

/// Move values on a sum's board: every pin coloured by the move a click on it makes, and the hover
/// says the value (knocking pin 3 of a Kayles row of 10 wins, but not the fastest way).
#[test]
fn move_values_colour_a_sums_pins() {
    let mut harness = harness();
    start(&mut harness, "kayles:10", true);
    harness.state_mut().apply(Action::SetMoveValues(true));
    harness.run();
    let values = harness.state().sum_move_values().expect("counted at once").clone();
    assert!(values.position.wins());
    let pin_3 = values.value_of(bouton::SumMove::split(0, 1, 2, 7)).unwrap();
    assert!(pin_3.wins() && pin_3.moves > values.position.moves, "pin 3 wins, more slowly: {pin_3}");
    assert!(harness.query_by_label_contains("the fastest win").is_some(), "the legend");
    harness.get_by_label("row 1, pin 3").hover();
    harness.run();
    let tip = harness
        .query_all_by_label_contains("Knock pin 3 of row 1")
        .filter_map(|n| egui_kittest::kittest::NodeT::accesskit_node(&n).value())
        .find(|t| t.contains("slower win"));
    let said = format!("a slower win, in {} moves (the fastest takes {} moves)", pin_3.moves, values.position.moves);
    assert!(tip.as_deref().is_some_and(|t| t.contains(&said)), "{tip:?}");
}

/// With the answers hidden, the computer's move on a sum is said without its reason ("a winning
/// move" would tell the outcome); revealed, the reason comes back.
#[test]
fn hidden_answers_keep_the_computers_reason_on_a_sum() {
    let mut harness = harness();
    harness.state_mut().apply(Action::SetHideAnswers(true));
    start(&mut harness, "kayles:10 nim:5 dawson:7", false);
    assert!(!harness.state().revealed(), "the teacher's choice hides a new sum's answers");
    let said = harness.state().message().expect("the computer moved first");
    assert!(!said.contains("winning"), "{said}");
    assert!(said.starts_with("The computer played: "), "{said}");
    let said: Vec<String> =
        harness.query_all_by_label_contains("is a winning move").map(|node| format!("{node:?}")).collect();
    assert!(said.is_empty(), "nothing on screen says it: {said:?}");
    harness.state_mut().apply(Action::Reveal(true));
    harness.run();
    harness.get_by_label_contains("It is a winning move.");
}

/// Answers hidden by hand (Reveal off, not the teacher's setting) stay hidden in the next sum, and
/// the computer does not say its move wins (the walk heard "It is a winning move." after a new sum).
#[test]
fn answers_hidden_by_hand_stay_hidden_in_a_new_sum() {
    let mut harness = harness();
    harness.state_mut().apply(Action::Reveal(false));
    start(&mut harness, "kayles:10 nim:5 dawson:7", false);
    assert!(!harness.state().revealed(), "a new sum does not show what was hidden");
    let said = harness.state().message().expect("the computer moved first");
    assert!(!said.contains("winning") && said.starts_with("The computer played: "), "{said}");
}

/// One autosave for every game on the board: a store that cannot be written (here, a folder that is a
/// file) is said at start — never silent — and once, not on every action, whether heaps of one game
/// or a sum of games are played.
#[test]
fn a_failing_autosave_is_said_once_for_a_game_and_a_sum() {
    let dir = tempfile::tempdir().unwrap();
    let not_a_folder = dir.path().join("not-a-folder");
    std::fs::write(&not_a_folder, "a file").unwrap();
    let store = bouton::ui::platform::AutosaveStore::disk(&not_a_folder.join("autosave.ron"));
    let mut app = BoutonApp::new(default_game()).with_autosave(store);
    assert!(matches!(app.error(), Some(bouton::ui::AppError::Autosave(_))), "said at start");
    app.apply(Action::DismissError);
    assert!(app.status_view().unwrap().autosave_failing, "the status line keeps saying it");
    app.apply(Action::Play(bouton::Move::new(0, 1)));
    assert!(app.error().is_none(), "said once, not again on the next move");
    app.apply(two_people_sum("kayles:10 nim:3"));
    assert!(app.error().is_none(), "the same autosave: said once, not again for the sum");
    for take in [1, 1] {
        let size = app.sum().unwrap().game().position().heaps()[1].size;
        app.apply(Action::Sum(SumAction::Play(bouton::SumMove::take(1, size, take))));
        assert!(app.error().is_none(), "said once for the sum too");
    }
    assert_eq!(app.sum().unwrap().game().cursor(), 2, "the moves were played all the same");
}

/// With a sum on the board, the handout, the pictures and the link would be of the game waiting
/// behind it: they are refused with a reason, and nothing is written.
#[test]
fn exports_and_links_are_not_made_of_the_game_behind_a_sum() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness();
    start(&mut harness, "kayles:10 nim:3", true);
    let handout = dir.path().join("handout.md");
    let picture = dir.path().join("board.png");
    for action in [
        Action::ExportHandout(handout.clone(), bouton::export::Edition::Teacher),
        Action::ExportPicture(picture.clone()),
        Action::CopyLink,
    ] {
        harness.state_mut().apply(action);
        harness.run();
        let said = harness.state().message().unwrap_or_default();
        assert!(said.contains("save the sum of games as a file"), "{said}");
    }
    assert!(!handout.exists() && !picture.exists(), "nothing written");
    // With heaps of one game on the board again, the same export works.
    harness.state_mut().apply(Action::NewGame(Box::new(default_game())));
    harness.state_mut().apply(Action::ExportHandout(handout.clone(), bouton::export::Edition::Teacher));
    assert!(handout.exists());
}

/// A sum named by its heaps keeps no title in words: its file and autosave hold none, and it is named
/// again in the language on screen when it opens — a file without a title too.
#[test]
fn a_sum_named_by_its_heaps_is_named_in_the_language_on_screen() {
    let mut harness = harness();
    start(&mut harness, "dawson:7 nim:3", true);
    let saved = harness.state().sum().unwrap().saved.clone();
    assert_eq!(saved.title, "", "no title in words");
    let text = bouton::words::game_file(&saved);
    let Ok(bouton::save::Opened::Game(loaded)) = bouton::save::parse_any(&text, "sum") else { panic!("a sum") };
    harness.state_mut().apply(Action::Load(Box::new(loaded.saved), None));
    assert_eq!(harness.state().title(), "Dawson’s Kayles 7 + Nim 3");
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::Fr)));
    assert_eq!(harness.state().title(), "Kayles de Dawson 7 + Nim 3");
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::En)));
}

/// A sum of games is the person's game like any other: exercises set it aside and, when they stop,
/// it comes back exactly as it was — its moves, and its answers shown or hidden (one rule for every
/// game on the board).
#[test]
fn a_sum_set_aside_by_exercises_comes_back_as_it_was() {
    use bouton::ui::ExerciseAction;
    for shown in [false, true] {
        let mut harness = harness();
        start(&mut harness, "kayles:10 nim:3", true);
        harness.get_by_label("row 1, pin 3").click();
        harness.run();
        harness.state_mut().apply(Action::Reveal(shown));
        let game = harness.state().sum().unwrap().game().clone();
        let set = bouton::ExerciseSet {
            kind: bouton::ExerciseKind::PorN,
            difficulty: bouton::Difficulty::EASY,
            rules: bouton::Rules::default(),
            seed: 3,
        };
        harness.state_mut().apply(Action::Exercise(ExerciseAction::Start(set)));
        harness.run();
        assert!(harness.state().sum().is_none(), "the question is on the board");
        assert!(!harness.state().revealed(), "its answers wait");
        harness.state_mut().apply(Action::Exercise(ExerciseAction::Stop));
        harness.run();
        assert_eq!(*harness.state().sum().expect("the sum is back").game(), game);
        assert_eq!(harness.state().revealed(), shown, "its answers as they were");
        // Its computer is seated again: the person's move is answered, as before the exercises.
        let heaps = harness.state().sum().unwrap().game().position().heaps().to_vec();
        let (index, heap) = heaps.iter().enumerate().find(|(_, h)| h.size > 0).expect("a heap to take from");
        harness.state_mut().apply(Action::Sum(SumAction::Play(bouton::SumMove::take(index, heap.size, 1))));
        let after = harness.state().sum().unwrap().game().cursor();
        assert_eq!(after, game.cursor() + 2, "the computer answered: {:?}", harness.state().message());
    }
}

/// The board follows the game: a sum whose heaps are all Nim, made in the sum dialog, is heaps of one
/// game — the classic board with its binary table and proof — while a quiz keeps a sum's board even on
/// Nim heaps, and its title says the quiz in the language on screen; ended, the person's game comes
/// back as it was (set aside meanwhile, as exercises set it aside).
#[test]
fn the_board_follows_the_game() {
    let mut harness = harness();
    start(&mut harness, "nim:3 nim:5 nim:6", true);
    assert!(harness.state().sum().is_none(), "heaps of one game: the classic board");
    assert_eq!(harness.state().table().expect("its binary table").nim_sum(), 3 ^ 5 ^ 6);
    harness.state_mut().apply(Action::TogglePanel(bouton::ui::PanelKind::Proof));
    harness.run();
    assert!(harness.state().prefs().show_proof(), "the proof opens on it");
    start(&mut harness, "kayles:4", false);
    let before = harness.state().sum().unwrap().game().clone();
    harness.state_mut().apply(Action::Sum(SumAction::StartQuiz(bouton::SumQuizKind::PorN)));
    harness.run();
    assert!(harness.state().sum().is_some(), "a quiz is on a sum's board");
    assert_eq!(harness.state().title(), "Quiz: P or N? (seed 1)");
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::Fr)));
    let french = harness.state().title();
    assert!(french.starts_with("Quiz") && french != "Quiz: P or N? (seed 1)", "{french}");
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::En)));
    harness.state_mut().apply(Action::Sum(SumAction::EndQuiz));
    assert!(harness.state().mode().sum_quiz().is_none());
    assert_eq!(*harness.state().sum().expect("the person's sum is back").game(), before);
    assert_eq!(harness.state().title(), "Kayles 4");
    assert_eq!(harness.state().sum().unwrap().computer(), Some(bouton::Side::First), "its computer seated again");
}

/// What follows from the game on the board is made again when the game changes — a move, an undo, a
/// sum put on the board, heaps again — and never by hand: the table and the hint ladder follow.
#[test]
fn what_follows_from_the_board_follows_every_change() {
    let people = bouton::Players {
        first: bouton::Player::Human { name: bouton::Person::Seat(Side::First) },
        second: bouton::Player::Human { name: bouton::Person::Seat(Side::Second) },
    };
    let mut saved = default_game();
    saved.players = people;
    let mut app = BoutonApp::new(saved.clone());
    app.apply(Action::Reveal(false));
    app.apply(Action::Hint);
    app.apply(Action::Hint);
    assert_eq!(app.hints().len(), 2);
    assert_eq!(app.table().unwrap().nim_sum(), 3 ^ 4 ^ 5);
    app.apply(Action::Play(bouton::Move::new(0, 1)));
    assert_eq!(app.hints().len(), 0, "a new position: the rungs are hidden again");
    assert_eq!(app.table().unwrap().nim_sum(), 2 ^ 4 ^ 5);
    app.apply(Action::Undo);
    assert_eq!(app.table().unwrap().nim_sum(), 3 ^ 4 ^ 5);
    app.apply(two_people_sum("kayles:10 nim:3"));
    assert!(app.table().is_none() && app.hints().is_empty(), "a sum: its own panel says what follows");
    app.apply(Action::NewGame(Box::new(saved)));
    assert_eq!(app.table().unwrap().nim_sum(), 3 ^ 4 ^ 5, "heaps again, their table again");
}

/// The action that puts the sum `heaps` on the board, for two people, in normal play.
fn two_people_sum(heaps: &str) -> Action {
    let game = bouton::Game::new(bouton::Ending::Normal, heaps.parse().unwrap()).unwrap();
    let mut saved = bouton::save::SavedGame::new("", game);
    saved.players = bouton::Players::people();
    Action::NewGame(Box::new(saved))
}

/// A sum's file keeps who plays it: the people's names and the computer's level and seed come back
/// when it is saved again, and the computer plays by its level (here the Beginner, at random), as
/// on heaps of one game.
#[test]
fn a_sum_keeps_its_players_and_the_computer_plays_by_its_level() {
    let dir = tempfile::tempdir().unwrap();
    let (named, again) = (dir.path().join("named.ron"), dir.path().join("again.ron"));
    let text = r#"(version: 2, games: ["kayles", "nim"], start: [10, 5],
        players: (first: Human(name: "Ligia"), second: Computer(level: Random, seed: 7)))"#;
    std::fs::write(&named, text).unwrap();
    let mut harness = harness();
    harness.state_mut().apply(Action::Open(named.clone()));
    harness.state_mut().wait_for_file();
    harness.run();
    assert!(harness.state().sum().is_some(), "{:?}", harness.state().message());
    assert_eq!(harness.state().player(Side::First), bouton::Player::Human { name: bouton::Person::from("Ligia") });
    assert_eq!(
        harness.state().player(Side::Second),
        bouton::Player::Computer { level: bouton::Level::Random, seed: 7 }
    );
    // Ligia plays; the Beginner answers at random, and says so.
    let mv = harness.state().sum().unwrap().game().position().legal_moves().next().unwrap();
    harness.state_mut().apply(Action::Sum(SumAction::Play(mv)));
    assert_eq!(harness.state().sum().unwrap().game().cursor(), 2, "the computer answered");
    assert!(
        harness.state().message().unwrap().contains("at random, as its level says"),
        "{:?}",
        harness.state().message()
    );
    harness.state_mut().apply(Action::SaveTo(again.clone()));
    let saved = std::fs::read_to_string(&again).unwrap();
    assert!(
        saved.contains(r#"first: Human(name: "Ligia")"#) && saved.contains("Computer(level: Random, seed: 7)"),
        "{saved}"
    );
}

/// The sum dialog asks who plays as the new-game dialog does (one choice, the same fields): here the
/// computer as a Beginner, moving first.
#[test]
fn the_sum_dialog_chooses_the_players_as_a_new_game_does() {
    let mut harness = harness();
    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label("New sum of games (Kayles, Nim, Dawson…)…").click();
    harness.run();
    harness.get_by_label("Beginner").click();
    harness.get_by_label("You move first").click();
    harness.run();
    harness.get_by_label("Start").click();
    harness.run();
    assert_eq!(harness.state().player(Side::First), bouton::Player::Computer { level: bouton::Level::Random, seed: 1 });
    assert_eq!(harness.state().player(Side::Second), bouton::Player::Human { name: bouton::Person::You });
    assert_eq!(harness.state().sum().unwrap().game().cursor(), 1, "the computer moved first");
}

/// A sum's board says why a panel of heaps of one game does not open beside it — greyed in View with
/// the reason on hover, and said on the status line when asked for by key — while the exercises and
/// the lessons open beside it (the exercises then set Nim heaps, and say so).
#[test]
fn a_sums_board_says_why_a_panel_does_not_apply() {
    use egui_kittest::kittest::NodeT as _;
    let mut harness = harness();
    start(&mut harness, "kayles:6 nim:3", true);
    for key in [egui::Key::F2, egui::Key::F4, egui::Key::F7] {
        harness.key_press(key);
        harness.run();
        let said = harness.state().message().unwrap_or_default();
        assert!(said.contains("shows heaps of one game, and a sum of games is on the board"), "{key:?}: {said}");
        assert!(harness.state().sum().is_some(), "the sum stays on the board");
    }
    assert!(!harness.state().prefs().show_proof() && !harness.state().prefs().show_explore());
    harness.get_by_label("View").click();
    harness.run();
    for label in ["Binary table", "Move list", "Proof walkthrough"] {
        assert!(harness.get_by_label(label).accesskit_node().is_disabled(), "{label} greyed");
    }
    assert!(!harness.get_by_label("Exercises").accesskit_node().is_disabled());
    harness.key_press(egui::Key::Escape);
    harness.run();
    harness.key_press(egui::Key::F3);
    harness.run();
    assert!(harness.state().prefs().show_exercises(), "the exercises open beside the sum");
    harness.get_by_label_contains("(Nim heaps: a sum of games is on the board)");
    harness.get_by_label_contains("Kayles 6");
}

/// The outline of the computer's move on the sum's board is whole: on the first row too, its top
/// edge is as long as its bottom edge (it was cut off by the scrolling area above the rows).
#[test]
fn the_outline_of_the_computers_move_is_whole_on_the_first_row() {
    let mut harness = harness();
    // Kayles 3 (value 3) + Dawson's Kayles 1 (value 0): the computer's winning move is on row 1.
    start(&mut harness, "kayles:3 dawson:1", false);
    assert!(harness.state().shown_move().is_some_and(|shown| shown.changed(0)), "row 1 changed");
    let board = harness.state().board_area();
    let image = harness.render().expect("rendered");
    // The outline's colour (a candidate's, on the light theme).
    let outline = bouton::export::palette::VERMILLION;
    let is_orange = |x: u32, y: u32| {
        let p = image.get_pixel(x, y);
        (0..3).all(|c| (i32::from(p[c]) - i32::from(outline[c])).abs() < 12)
    };
    let ppp = harness.ctx.pixels_per_point();
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let (left, top, right, bottom) = (
        (board.left() * ppp) as u32,
        (board.top() * ppp) as u32,
        ((board.right() * ppp) as u32).min(image.width()),
        ((board.bottom() * ppp) as u32).min(image.height()),
    );
    let rows: Vec<(u32, usize)> = (top..bottom)
        .map(|y| (y, (left..right).filter(|&x| is_orange(x, y)).count()))
        .filter(|(_, count)| *count > 0)
        .collect();
    let (first, last) = (rows.first().expect("an outline"), rows.last().expect("an outline"));
    assert!(
        first.1 * 2 > last.1,
        "the outline's top edge ({} px at y = {}) is cut, its bottom edge is {} px",
        first.1,
        first.0,
        last.1
    );
}

/// A game that ends with tokens left (a single pin of Dawson's Kayles) says why: that row has no
/// move at all.
#[test]
fn a_game_over_with_a_pin_left_says_it_has_no_move() {
    let mut harness = harness();
    start(&mut harness, "nim:1 dawson:1", true);
    harness.get_by_label("heap 1, stone 1").click();
    harness.run();
    assert!(harness.state().sum().unwrap().game().is_over());
    let why =
        "Game over. You won (whoever makes the last move wins). Row 2 (Dawson’s Kayles, 1 pin) has no move at all.";
    assert!(harness.query_all_by_label(why).count() >= 1, "the end says why");
}

/// Rows keep their numbers as a row splits: the two parts of row 1 are rows 1a and 1b, and the Nim
/// heap after them is still heap 2 (it became heap 3 before), on the board and in the panel.
#[test]
fn a_split_row_keeps_its_number_and_the_rows_after_it_theirs() {
    let mut harness = harness();
    start(&mut harness, "kayles:5 nim:3", true);
    harness.get_by_label("row 1, pin 3").click();
    harness.run();
    let game = harness.state().sum().unwrap().game();
    assert!(game.cursor() >= 1 && game.position().heaps().len() == 3, "the row split");
    harness.get_by_label_contains("Row 1a · Kayles");
    harness.get_by_label_contains("Row 1b · Kayles");
    harness.get_by_label_contains("Heap 2 · Nim");
    assert!(harness.query_by_label_contains("Heap 3").is_none(), "the Nim heap kept its number");
}

/// An emptied row leaves the board and the panel's table (its name stays with it, so no row is
/// renumbered), unless the computer's last move emptied it.
#[test]
fn an_emptied_row_leaves_the_board_and_the_table() {
    let mut harness = harness();
    start(&mut harness, "kayles:2 nim:3 nim:1", true);
    // Knock both pins of row 1 (a click takes one or two adjacent pins: choose two).
    harness.state_mut().apply(Action::Sum(SumAction::SetTake(2)));
    harness.get_by_label("row 1, pin 1").click();
    harness.run();
    let game = harness.state().sum().unwrap().game();
    assert_eq!(game.position().heaps()[0].size, 0, "row 1 is empty");
    assert!(harness.query_by_label_contains("Row 1 · Kayles").is_none(), "gone from the board");
    assert!(harness.query_by_label("row 1").is_none(), "gone from the table");
    assert!(harness.query_all_by_label_contains("Heap 2 · Nim").next().is_some(), "the others keep their names");
}
