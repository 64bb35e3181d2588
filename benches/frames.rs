//! Frame time of the real app in a headless harness, every panel open: 5 heaps, 500 heaps, 10,000
//! heaps, heaps near 2^63, and 5 heaps with the proof panel open on Lemma 2. A frame must only draw:
//! the analysis and the proof's slides are computed once per change, not per frame.

use bouton::save::SavedGame;
use bouton::ui::{Action, BoutonApp, PanelKind};
use bouton::{Game, Position, Rules};
use criterion::{Criterion, criterion_main};
use egui_kittest::Harness;

fn harness(heaps: Vec<u64>) -> Harness<'static, BoutonApp> {
    let saved =
        SavedGame::new("bench", Game::of_heaps(Rules::default(), Position::new(heaps).unwrap_or_default()).unwrap());
    let mut harness =
        Harness::builder().with_size([1280.0, 800.0]).build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, saved));
    harness.run();
    harness
}

fn frames(c: &mut Criterion) {
    let mut rng = bouton::Rng::new(3);
    let cases = [
        ("5_heaps", vec![19, 20, 21, 7, 12]),
        ("500_heaps", (0..500).map(|_| rng.in_range(1, 60)).collect()),
        ("10000_heaps", (0..10_000).map(|_| rng.in_range(1, 1000)).collect()),
        ("heaps_near_2_pow_63", vec![(1 << 63) + 5, (1 << 63) - 1, 1 << 62, u64::MAX]),
    ];
    let mut group = c.benchmark_group("frame");
    for (name, heaps) in cases {
        let mut harness = harness(heaps);
        group.bench_function(name, |b| b.iter(|| harness.step()));
    }
    let mut harness = harness(vec![19, 20, 21, 7, 12]);
    harness.state_mut().apply(Action::TogglePanel(PanelKind::Proof));
    harness.run();
    group.bench_function("5_heaps_proof_panel", |b| b.iter(|| harness.step()));
    group.finish();
}

// The macro defines an undocumented function.
#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::frames);
}
criterion_main!(group::benches);
