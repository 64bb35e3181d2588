//! What a newcomer reads first, and what stays hidden with the answers: the goal of the game above
//! the board in every rule family, and the Examples menu naming each game by its start alone while
//! the answers are hidden.

use bouton::save::SavedGame;
use bouton::ui::{Action, BoutonApp, default_game};
use bouton::{Ending, Game, MoveRule, Position, Rules};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness(saved: SavedGame) -> Harness<'static, BoutonApp> {
    let mut harness =
        Harness::builder().with_size([1280.0, 800.0]).build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
    harness.run();
    harness
}

/// Turns the mouse wheel down 20 notches with the pointer at `at`, a frame after each.
fn scroll_down_at(harness: &mut Harness<'_, BoutonApp>, at: egui::Pos2) {
    harness.hover_at(at);
    for _ in 0..20 {
        harness.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -60.0),
            modifiers: egui::Modifiers::NONE,
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
        });
        harness.run();
    }
}

/// The goal and how to move, in one line above the heaps, answers shown or hidden; a game with a
/// title and notes says its goal before them.
#[test]
fn the_goal_of_the_game_is_the_first_line_under_the_heading() {
    let click = "Click a stone: it goes, with every stone to its right.";
    let mut harness = harness(default_game());
    let normal =
        format!("Two players take turns to take any number from one heap; whoever makes the last move wins. {click}");
    harness.get_by_label(&normal);
    harness.state_mut().apply(Action::SetHideAnswers(true));
    harness.run();
    harness.get_by_label(&normal);
    // Misère, take 1 to 3, with a title that waits with the answers: the goal still shows, first.
    let rules = Rules::new(Ending::Misere, MoveRule::up_to(3).unwrap());
    let game = Game::of_heaps(rules, Position::new(vec![5, 6, 7]).unwrap()).unwrap();
    let mut saved = SavedGame::new("5, 6, 7: a P-position", game);
    saved.notes = "X = 0 here.".into();
    harness.state_mut().apply(Action::Load(Box::new(saved), None));
    harness.run();
    let misere =
        format!("Two players take turns to take 1 to 3 from one heap; whoever makes the last move loses. {click}");
    let goal = harness.get_by_label(&misere).rect();
    let hidden = harness.get_by_label("The title and notes are hidden with the answers.").rect();
    assert!(goal.top() < hidden.top(), "the goal comes first");
    assert!(harness.query_by_label_contains("a P-position").is_none());
    // In French too.
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::Fr)));
    harness.run();
    harness
        .get_by_label_contains("Chacun son tour, prendre de 1 à 3 dans un seul tas ; qui joue le dernier coup perd.");
}

/// While the answers are hidden, the Examples menu names each game by its start and rules: titles
/// such as "3, 5, 6: P, yet …" and the notes on hover wait with the answers.
#[test]
fn the_examples_menu_keeps_titles_hidden_with_the_answers() {
    let mut harness = harness(default_game());
    harness.state_mut().apply(Action::SetHideAnswers(true));
    harness.run();
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label("Examples").hover();
    harness.run();
    assert!(harness.query_by_label_contains("P, yet").is_none());
    assert!(harness.query_by_label_contains("three winning moves").is_none());
    harness.get_by_label("Titles and notes are hidden with the answers.");
    harness.get_by_label("3 5 6 (normal play, take any number)").click();
    harness.run();
    assert_eq!(harness.state().game().unwrap().position().heaps(), &[3, 5, 6]);
    assert!(!harness.state().revealed(), "the example opens with its answers hidden");
    assert!(harness.query_by_label_contains("P, yet").is_none());
    // Shown, the menu gives the titles.
    harness.state_mut().apply(Action::Reveal(true));
    harness.run();
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label("Examples").hover();
    harness.run();
    assert!(harness.query_all_by_label_contains("3, 5, 6: P, yet").count() >= 2, "the heading and the menu");
}

/// Every shortcut the app answers is in Help, and the menu items show theirs: View's panels too.
#[test]
fn help_lists_every_shortcut_and_the_menus_show_theirs() {
    let mut harness = harness(default_game());
    harness.get_by_label("Help").click();
    harness.run();
    harness.get_by_label("Keyboard shortcuts");
    for keys in [
        "Ctrl+N",
        "Ctrl+O",
        "Ctrl+S",
        "Ctrl+Shift+S",
        "Ctrl+Z",
        "Ctrl+Y",
        "Ctrl+H",
        "F2",
        "F3",
        "F4",
        "F5",
        "F6",
        "F7",
        "F8",
        "F11",
        "Ctrl++",
        "Ctrl+−",
        "Ctrl+0",
    ] {
        harness.get_by_label(keys);
    }
    harness.get_by_label("Review the game: every move graded");
    harness.get_by_label("Move values on the board");
    harness.key_press(egui::Key::Escape);
    harness.run();
    harness.get_by_label("View").click();
    harness.run();
    // The panels' check boxes keep their names; their keys show on the right (the picture).
    for label in ["Proof walkthrough", "Exercises", "Lessons and the lesson editor", "Move values on the board"] {
        harness.get_by_label(label);
    }
    harness.snapshot("view_menu_shortcuts");
}

/// The proof at 150 % and 200 % in a 1280 × 720 window: the slide runs past the bottom, so the panel
/// scrolls, its bar in view, and the slide's last line can be brought up above the status line.
#[test]
fn the_proof_slide_scrolls_into_view_at_150_percent() {
    proof_slide_scrolls_into_view(3, "proof_150_1280x720");
}

/// The same at 200 %.
#[test]
fn the_proof_slide_scrolls_into_view_at_200_percent() {
    proof_slide_scrolls_into_view(5, "proof_200_1280x720");
}

/// Zooms in `zooms` times (110, 125, 150, 175, 200 %), opens Lemma 2's sixth slide, and scrolls.
fn proof_slide_scrolls_into_view(zooms: usize, name: &str) {
    {
        let saved = bouton::save::load_file(std::path::Path::new("assets/examples/nineteen-twenty-twenty-one.ron"))
            .unwrap()
            .saved;
        let mut harness = Harness::builder()
            .with_size([1280.0, 720.0])
            .wgpu()
            .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
        for _ in 0..zooms {
            harness.state_mut().apply(Action::Zoom(true));
        }
        harness.state_mut().apply(Action::TogglePanel(bouton::ui::PanelKind::Proof));
        for _ in 0..5 {
            harness.state_mut().apply(Action::Proof(bouton::ui::ProofAction::Next));
        }
        harness.run();
        harness.snapshot(name);
        let app = harness.state();
        let slide = &app.proof_view().slides[app.proof_state().step];
        let last = bouton::keep_together(&bouton::ui::pretty(&slide.lines.last().unwrap().text));
        let status = harness.get_by_label_contains("Rules: normal play").rect().top();
        assert!(harness.get_by_label(&last).rect().bottom() > status, "{name}: the slide runs past the bottom");
        // The wheel over the slide brings its last line into view.
        let title = harness.get_by_label(&bouton::ui::pretty(&slide.title)).rect().center();
        scroll_down_at(&mut harness, title);
        assert!(harness.get_by_label(&last).rect().bottom() <= status, "{name}: the last line scrolls into view");
    }
}

/// An upright tablet (820 × 1180, fingers): the panel below the board is as tall as the table needs,
/// so its X row and "Hide answers" are in view; the move list keeps its tab beside a left panel, and
/// the exercises' long form scrolls to its Start button.
#[test]
fn an_upright_tablet_shows_the_whole_table_and_the_move_list_tab() {
    let saved =
        bouton::save::load_file(std::path::Path::new("assets/examples/nineteen-twenty-twenty-one.ron")).unwrap().saved;
    let mut harness = Harness::builder()
        .with_size([820.0, 1180.0])
        .wgpu()
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
    harness.state_mut().apply(Action::SetTouchTargets(bouton::ui::TouchTargets::Large));
    harness.run();
    let status = harness.get_by_label_contains("Rules: normal play").rect().top();
    let in_view = |harness: &Harness<'_, BoutonApp>, label: &str| {
        let rect = harness.get_by_label(label).rect();
        assert!(rect.bottom() <= status && rect.height() >= 20.0, "{label}: {rect:?}, status line at {status}");
    };
    in_view(&harness, "X = 18");
    in_view(&harness, "Hide answers");
    // The exercises beside the board: the move list keeps its tab below it, the table stays whole.
    harness.state_mut().apply(Action::TogglePanel(bouton::ui::PanelKind::Exercises));
    harness.run();
    harness.snapshot("tablet_upright_exercises");
    in_view(&harness, "X = 18");
    in_view(&harness, "Hide answers");
    harness.get_by_label("Moves").click();
    harness.run();
    harness.get_by_label_contains("Start: 19 20 21");
    // The exercises' form scrolls: its Start button comes up above the panel below the board.
    let below = harness.get_by_label("Binary table").rect().top();
    let start = harness.get_by_label("Start").rect();
    assert!(start.top() >= below, "the Start button is cut off below: {start:?}");
    let panel = harness.get_by_label("Exercises").rect().center();
    scroll_down_at(&mut harness, panel);
    let start = harness.get_by_label("Start").rect();
    assert!(start.bottom() <= below, "the form scrolls to its Start button: {start:?} above {below}");
}

/// The language menu offers the six languages; the pseudo-language (for testers) is not among them
/// unless the system asks for it.
#[test]
fn the_language_menu_keeps_the_pseudo_language_for_testers() {
    let mut harness = harness(default_game());
    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Language").click();
    harness.run();
    for name in ["English", "Español", "Français", "Deutsch", "Português (Brasil)", "简体中文"] {
        harness.get_by_label(name);
    }
    assert!(harness.query_by_label_contains("(test)").is_none(), "the pseudo-language is for testers");
}

/// Chinese on an upright tablet: the table's first column holds its widest name ("1 的个数"), and
/// formulas stay whole ("使 X = 0" never splits after "="): the picture is looked at.
#[test]
fn chinese_on_an_upright_tablet() {
    let saved =
        bouton::save::load_file(std::path::Path::new("assets/examples/nineteen-twenty-twenty-one.ron")).unwrap().saved;
    let mut harness = Harness::builder()
        .with_size([820.0, 1180.0])
        .with_max_steps(8)
        .wgpu()
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
    harness.state_mut().apply(Action::SetTouchTargets(bouton::ui::TouchTargets::Large));
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::ZhCn)));
    harness.state_mut().apply(Action::TogglePanel(bouton::ui::PanelKind::Proof));
    for _ in 0..3 {
        harness.state_mut().apply(Action::Proof(bouton::ui::ProofAction::Next));
    }
    harness.run();
    harness.get_by_label_contains("都能使 X′\u{a0}=\u{a0}0");
    harness.snapshot("tablet_upright_chinese");
}

/// Help ▸ About Bouton names the version and the commit built, and the licence.
#[test]
fn help_about_names_the_version_and_the_commit() {
    let mut harness = harness(default_game());
    harness.get_by_label("Help").click();
    harness.run();
    harness.get_by_label("About Bouton").hover();
    harness.run();
    harness.get_by_label_contains("MIT or Apache 2.0");
    // The numbers come isolated (Fluent's marks around a placeable).
    let line = harness.get_by_label_contains("Version ");
    let line = format!("{line:?}");
    assert!(line.contains(bouton::COMMIT) && line.contains(env!("CARGO_PKG_VERSION")), "{line}");
}

/// Help in Spanish: each idea one paragraph, wrapped by the window (not by English line breaks,
/// which left single words on a line of their own).
#[test]
fn help_paragraphs_wrap_in_every_language() {
    let mut harness = harness(default_game());
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::Es)));
    harness.run();
    harness.get_by_label("Ayuda").click();
    harness.run();
    harness.get_by_label_contains("exactamente cuando la suma nim X");
}

/// From the teacher's walk: Ctrl+0 on the Projector goes back to its own large type; Hide answers
/// takes back what the hints told; a finished game offers no hint and says nothing is hidden; and a
/// file's suggested name does not tell the hidden title.
#[test]
fn the_projector_zoom_hints_game_over_and_file_names_keep_the_answers_hidden() {
    let saved =
        bouton::save::load_file(std::path::Path::new("assets/examples/nineteen-twenty-twenty-one.ron")).unwrap().saved;
    let mut harness = harness(saved);
    harness.state_mut().apply(Action::SetProjector(true));
    harness.state_mut().apply(Action::Zoom(true));
    harness.state_mut().apply(Action::ZoomReset);
    harness.run();
    assert!((harness.state().prefs().effective_zoom() - 1.5).abs() < 1e-6, "the Projector's 150 %");
    // The title "19, 20, 21: three winning moves" is hidden: so is it in the names of files.
    for purpose in [
        bouton::ui::Purpose::SaveAs,
        bouton::ui::Purpose::Export(bouton::ui::ExportKind::Handout(bouton::export::Edition::Student)),
        bouton::ui::Purpose::Export(bouton::ui::ExportKind::Handout(bouton::export::Edition::Teacher)),
    ] {
        let name = harness.state().suggested_name(purpose);
        assert!(!name.contains("winning"), "{name}");
    }
    // Every hint, then Reveal, then Hide: the table forgets what the hints told.
    while harness.state().can_hint() {
        harness.state_mut().apply(Action::Hint);
    }
    harness.state_mut().apply(Action::Reveal(true));
    harness.state_mut().apply(Action::Reveal(false));
    harness.run();
    assert!(harness.state().hints().is_empty());
    assert!(harness.query_by_label("X = 18").is_none(), "X went with the answers");
    // A finished game: no hint, nothing said hidden.
    for mv in [bouton::Move::new(0, 19), bouton::Move::new(1, 20), bouton::Move::new(2, 21)] {
        harness.state_mut().apply(Action::PlayWithoutReply(mv));
    }
    harness.run();
    assert!(harness.state().game().unwrap().is_over());
    assert!(!harness.state().can_hint());
    assert!(harness.query_by_label("Nim-sum and outcome hidden").is_none());
}

/// "Hide answers in new games" says on hover what it does, and that unticked a new game still keeps
/// hidden what is hidden now (the one rule of hiding).
#[test]
fn hiding_in_new_games_says_what_it_does() {
    let mut harness = harness(default_game());
    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label("Hide answers in new games (teacher)").hover();
    harness.run();
    harness.get_by_label_contains("Unticked, a new game still keeps hidden what is hidden now");
}

/// On a P-position the status line never says winning moves are hidden: "P" told there are none.
#[test]
fn a_p_positions_status_hides_no_winning_moves() {
    let game = bouton::Game::of_heaps(Rules::default(), Position::new(vec![3, 5, 6]).unwrap()).unwrap();
    let mut harness = harness(SavedGame::new("", game));
    harness.state_mut().apply(Action::Reveal(false));
    harness.state_mut().apply(Action::Hint);
    harness.run();
    harness.get_by_label("Hint 1: P: the player to move loses.");
    harness.get_by_label("Nim-sum hidden");
    assert!(harness.query_by_label_contains("inning moves hidden").is_none());
}
