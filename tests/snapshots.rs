//! Image snapshots of the main views, rendered on the software adapter. A changed look fails here until
//! it is reviewed and accepted with `UPDATE_SNAPSHOTS=1 cargo test --test snapshots`.

use bouton::save::{self, SavedGame};
use bouton::ui::{Action, BoutonApp, PanelKind, ProofAction};
use bouton::{Move, Players};
use egui_kittest::Harness;

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
