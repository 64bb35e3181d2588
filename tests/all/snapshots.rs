//! Image snapshots of the main views, rendered on the software adapter. A changed look fails here until
//! it is reviewed and accepted with `UPDATE_SNAPSHOTS=1 cargo test --test all snapshots`.

use bouton::save::{self, SavedGame};
use bouton::ui::{Action, BoutonApp, PanelKind, ProofAction};
use bouton::{Move, Players};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn example(file: &str) -> SavedGame {
    save::examples().iter().find(|e| e.file == file).unwrap().load().unwrap().saved
}

fn harness(saved: SavedGame) -> Harness<'static, BoutonApp> {
    let mut harness = Harness::builder()
        .with_size([1200.0, 700.0])
        .wgpu()
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
    harness.run();
    harness
}

#[test]
fn main_view_of_19_20_21() {
    let mut harness = harness(example("nineteen-twenty-twenty-one.ron"));
    harness.snapshot("main_view_19_20_21");
}

#[test]
fn answers_hidden_for_the_class() {
    let mut harness = harness(example("three-five-six.ron"));
    harness.state_mut().apply(Action::SetHideAnswers(true));
    harness.run();
    harness.snapshot("answers_hidden");
}

/// Three rungs of the hint ladder under S(1..3) in misère play: who wins, the misère phase, the heaps
/// that can win; the move itself is still hidden.
#[test]
fn three_hints_under_s_1_to_3_in_misere_play() {
    let mut harness = harness(example("thai-21.ron"));
    harness.state_mut().apply(Action::NewGame(Box::new(SavedGame::new(
        "hints",
        bouton::Game::of_heaps(
            bouton::Rules::new(bouton::Ending::Misere, bouton::MoveRule::up_to(3).unwrap()),
            bouton::Position::new(vec![6, 5, 2]).unwrap(),
        )
        .unwrap(),
    ))));
    harness.state_mut().apply(Action::Reveal(false));
    for _ in 0..3 {
        harness.state_mut().apply(Action::Hint);
    }
    harness.run();
    harness.snapshot("hints_misere_s3_6_5_2");
}

/// The end of a game against the computer: who won and why, Play again, Swap sides, Review.
#[test]
fn game_over_against_the_computer() {
    let mut harness = harness(SavedGame::new(
        "The end",
        bouton::Game::of_heaps(bouton::Rules::default(), bouton::Position::new(vec![3, 1]).unwrap()).unwrap(),
    ));
    harness.state_mut().apply(Action::Play(Move::new(0, 1)));
    harness.run();
    harness.state_mut().apply(Action::Play(Move::new(0, 1)));
    harness.run();
    harness.snapshot("game_over_3_1");
}

#[test]
fn dark_theme_mid_game_against_the_computer() {
    let mut saved = example("subtraction-set-1-3-4.ron");
    saved.players = Players::default();
    let mut harness = harness(saved);
    harness.state_mut().apply(Action::SetDark(true));
    harness.state_mut().apply(Action::Play(Move::new(1, 4)));
    harness.run();
    harness.snapshot("dark_mid_game_set_1_3_4");
}

/// The key step of Lemma 2 on a 1920 × 1080 projector at 150 % zoom: the slide, the table with its
/// outlined cells and the board must all fit.
#[test]
fn lemma_two_on_a_projector_at_150_percent() {
    let mut harness = Harness::builder()
        .with_size([1920.0, 1080.0])
        .wgpu()
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, example("nineteen-twenty-twenty-one.ron")));
    // 100 % → 110 % → 125 % → 150 %.
    for _ in 0..3 {
        harness.state_mut().apply(Action::Zoom(true));
    }
    harness.state_mut().apply(Action::TogglePanel(PanelKind::Proof));
    for _ in 0..5 {
        harness.state_mut().apply(Action::Proof(ProofAction::Next));
    }
    harness.run();
    assert!((harness.state().prefs().zoom - 1.5).abs() < 1e-6);
    harness.snapshot("proof_lemma_2_projector_150");
}

/// Lemma 1's last step on seed 000's 3, 5, 6 (X = 0), with the move "take 2 from heap 3", at 100 %.
#[test]
fn lemma_one_on_3_5_6() {
    let mut harness = harness(example("three-five-six.ron"));
    harness.state_mut().apply(Action::TogglePanel(PanelKind::Proof));
    harness.state_mut().apply(Action::Proof(ProofAction::PickMove(Move::new(2, 2))));
    for _ in 0..3 {
        harness.state_mut().apply(Action::Proof(ProofAction::Next));
    }
    harness.run();
    harness.snapshot("proof_lemma_1_3_5_6");
}

fn game(rules: bouton::Rules, heaps: &[u64], title: &str) -> SavedGame {
    let mut saved =
        SavedGame::new(title, bouton::Game::of_heaps(rules, bouton::Position::new(heaps.to_vec()).unwrap()).unwrap());
    saved.players = Players {
        first: bouton::Player::Human { name: "Ligia".into() },
        second: bouton::Player::Human { name: "Paul".into() },
    };
    saved
}

fn shown_slide(harness: &Harness<'static, BoutonApp>) -> String {
    let app = harness.state();
    bouton::slide_text(&app.proof_view().slides[app.proof_state().step])
}

/// Misère 2, 1: Lemma 2's move (2 → 1, s = 0) loses here; the slide says so and offers 2 → 0, and
/// the table's marker shows the misère move.
#[test]
fn lemma_two_in_misere_play_at_the_switch() {
    let misere = bouton::Rules::new(bouton::Ending::Misere, bouton::MoveRule::Any);
    let mut harness = harness(game(misere, &[2, 1], "Misère: 2, 1"));
    harness.state_mut().apply(Action::TogglePanel(PanelKind::Proof));
    for _ in 0..6 {
        harness.state_mut().apply(Action::Proof(ProofAction::Next));
    }
    harness.run();
    let slide = shown_slide(&harness);
    assert!(slide.contains("Take 1 from heap 1 (2 → 1) leaves X = 0, but in misère play that loses here"), "{slide}");
    assert!(slide.contains("Take 2 from heap 1 (2 → 0)."), "{slide}");
    assert_eq!(harness.state().proof_view().slides[6].offer, Some(Move::new(0, 2)));
    harness.get_by_label("◀ take 2 → 0");
    harness.snapshot("proof_lemma_2_misere_2_1");
}

/// The set {1, 3, 4} on 9, 11, 7: the markers take amounts in the set and name the value left, and
/// Lemma 2's move speaks of sizes and values.
#[test]
fn lemma_two_under_a_subtraction_set() {
    let set = bouton::Rules::new(bouton::Ending::Normal, bouton::MoveRule::set(&[1, 3, 4]).unwrap());
    let mut harness = harness(game(set, &[9, 11, 7], "Set {1, 3, 4}: 9, 11, 7"));
    harness.state_mut().apply(Action::TogglePanel(PanelKind::Proof));
    for _ in 0..6 {
        harness.state_mut().apply(Action::Proof(ProofAction::Next));
    }
    harness.run();
    let slide = shown_slide(&harness);
    assert!(slide.contains("Take 4 from heap 2 (11 → 7, value 2 → 0) leaves X = 0: a winning move."), "{slide}");
    harness.get_by_label("◀ take 4 → 7 (value 0)");
    harness.snapshot("proof_lemma_2_set_9_11_7");
}

/// The misère page under S(1..3): it counts values, not sizes.
#[test]
fn misere_page_under_s_1_to_3() {
    let s3 = bouton::Rules::new(bouton::Ending::Misere, bouton::MoveRule::up_to(3).unwrap());
    let mut harness = harness(game(s3, &[6, 5, 4], "Misère S(1..3): 6, 5, 4"));
    harness.state_mut().apply(Action::TogglePanel(PanelKind::Proof));
    harness.state_mut().apply(Action::Proof(ProofAction::Page(bouton::ProofPage::Misere)));
    harness.state_mut().apply(Action::Proof(ProofAction::Next));
    harness.run();
    let slide = shown_slide(&harness);
    assert!(slide.contains("values: 2, 1, 0") && slide.contains("only heap 1 has value 2 or more"), "{slide}");
    harness.snapshot("proof_misere_s3_6_5_4");
}

/// Lemma 2 on 19, 20, 21 stepped through in English, then View ▸ Language ▸ Français: the slide, the
/// table, the status line and the menus speak French on the next frame.
#[test]
fn the_proof_right_after_a_switch_to_french() {
    let mut harness = harness(example("nineteen-twenty-twenty-one.ron"));
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::En)));
    harness.state_mut().apply(Action::TogglePanel(PanelKind::Proof));
    for _ in 0..3 {
        harness.state_mut().apply(Action::Proof(ProofAction::Next));
    }
    harness.run();
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::Fr)));
    harness.run();
    assert!(shown_slide(&harness).contains("tas"), "{}", shown_slide(&harness));
    harness.snapshot("switched_to_french_proof");
}

/// A sum of games against the computer, its move said on the board, then a switch to Chinese.
#[test]
fn a_sum_right_after_a_switch_to_chinese() {
    use bouton::ui::SumAction;
    let mut harness = harness(example("three-five-six.ron"));
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::En)));
    let game = bouton::Game::new(bouton::Ending::Normal, "kayles:7 nim:3 dawson:6".parse().unwrap()).unwrap();
    let mut saved = bouton::save::SavedGame::new("", game);
    saved.players = bouton::Players::against_computer(bouton::Side::Second, bouton::Level::Perfect, 1);
    harness.state_mut().apply(Action::NewGame(Box::new(saved)));
    harness.state_mut().apply(Action::Sum(SumAction::Play(bouton::SumMove::take(1, 3, 1))));
    harness.run();
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::ZhCn)));
    harness.run();
    assert!(harness.state().message_on_board(), "the computer's move is told above the board");
    let said = harness.state().message().unwrap();
    assert!(said.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)), "{said}");
    harness.snapshot("switched_to_chinese_sum");
}

/// A built-in lesson presented in English, then a switch to French: the same lesson, in French.
#[test]
fn a_lesson_right_after_a_switch_to_french() {
    use bouton::ui::LessonAction;
    let mut harness = harness(example("three-five-six.ron"));
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::En)));
    let lesson = bouton::save::built_in_lessons()[2].load().unwrap().lesson;
    harness.state_mut().apply(Action::Lesson(LessonAction::Present(Box::new(lesson), None)));
    harness.state_mut().apply(Action::Lesson(LessonAction::Next));
    harness.run();
    harness.state_mut().apply(Action::SetLanguage(Some(bouton::i18n::Lang::Fr)));
    harness.run();
    assert_eq!(harness.state().lesson().unwrap().lesson.language, Some(bouton::i18n::Lang::Fr));
    harness.snapshot("switched_to_french_lesson");
}
