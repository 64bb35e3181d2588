//! Image snapshots of the main views, rendered on the software adapter. A changed look fails here until
//! it is reviewed and accepted with `UPDATE_SNAPSHOTS=1 cargo test --test snapshots`.

use bouton::save::{self, SavedGame};
use bouton::ui::{Action, BoutonApp};
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
