//! Speed and memory of the remoteness search (issue 18): any position of at most 6 heaps of at most
//! 15 in Nim, S(1..3) and the set {1, 3, 4}, normal and misère, and Kayles rows of 40 pins in all;
//! the target is 100 ms each. The memory each search holds is printed before its timing. The
//! `remoteness_refused` group times the refusals of positions past the budget (issue 29).
//!
//! Run with `cargo bench --bench remoteness`.

use std::hint::black_box;

use bouton::{Ending, Heap, HeapGame, MoveRule, Position, RemotenessRun, Rules, SumPosition};
use criterion::{Criterion, criterion_main};

/// Runs a search to its end and says how many positions it kept and the memory it held.
fn report(name: &str, mut run: RemotenessRun) {
    while !run.step(1 << 16).unwrap_or(true) {}
    let (positions, _) = run.progress();
    let value = run.position_value().map_or_else(|e| e.to_string(), |v| v.to_string());
    eprintln!(
        "{name}: {value}; {positions} positions kept, about {:.1} MB",
        run.memory_estimate() as f64 / 1_048_576.0
    );
}

fn heaps(c: &mut Criterion) {
    let mut group = c.benchmark_group("remoteness");
    group.sample_size(10);
    let families = [
        ("nim", MoveRule::Any),
        ("s3", MoveRule::up_to(3).unwrap_or_default()),
        ("set134", MoveRule::set(&[1, 3, 4]).unwrap_or_default()),
    ];
    // The largest positions the target names (every heap 15: lost, so every option is searched),
    // and a won one.
    let positions = [("15x6", vec![15; 6]), ("15-10", vec![15, 14, 13, 12, 11, 10])];
    for ending in [Ending::Normal, Ending::Misere] {
        for (family, moves) in &families {
            let rules = Rules::new(ending, moves.clone());
            for (shape, heaps) in &positions {
                let Ok(position) = Position::new(heaps.clone()) else { continue };
                let name = format!("{}_{family}_{shape}", if ending == Ending::Normal { "normal" } else { "misere" });
                if let Ok(run) = RemotenessRun::moves_of_position(&position, &rules) {
                    report(&name, run);
                }
                group.bench_function(&name, |b| {
                    b.iter(|| bouton::MoveValues::of(black_box(&position), &rules).map(|v| v.position.moves));
                });
            }
        }
    }
    group.finish();
}

fn kayles(c: &mut Criterion) {
    let mut group = c.benchmark_group("remoteness_kayles");
    group.sample_size(10);
    let Ok(kayles) = "kayles".parse::<HeapGame>() else { return };
    for rows in [vec![40], vec![10, 10, 10, 10], vec![13, 13, 14], vec![20, 20]] {
        let Ok(sum) = SumPosition::new(rows.iter().map(|&r| Heap::new(kayles.clone(), r)).collect()) else { continue };
        for ending in [Ending::Normal, Ending::Misere] {
            let shape: Vec<String> = rows.iter().map(u64::to_string).collect();
            let name = format!("{}_{}", if ending == Ending::Normal { "normal" } else { "misere" }, shape.join("+"));
            if let Ok(run) = RemotenessRun::moves_of_sum(&sum, ending) {
                report(&name, run);
            }
            group.bench_function(&name, |b| {
                b.iter(|| {
                    RemotenessRun::moves_of_sum(black_box(&sum), ending).and_then(|mut run| {
                        while !run.step(1 << 16)? {}
                        run.position_value()
                    })
                });
            });
        }
    }
    group.finish();
}

/// The refusals of issue 29: positions past the budget are refused from an estimate made before the
/// work, so each of these ends at once (10,000 heaps, every move of a heap of 2^24 − 1, a 40,000-move
/// game of 4,000 heaps) — and heaps 1 to 150, which it counts as far as the budget lets it.
fn refused(c: &mut Criterion) {
    let mut group = c.benchmark_group("remoteness_refused");
    group.sample_size(10);
    let rules = Rules::default();
    let Ok(wide) = Position::new((0..10_000).map(|i| 1 + i % 97).collect()) else { return };
    group.bench_function("10000_heaps", |b| b.iter(|| bouton::Remoteness::of(black_box(&wide), &rules)));
    let Ok(huge) = Position::new(vec![(1 << 24) - 1]) else { return };
    group.bench_function("every_move_of_2^24-1", |b| b.iter(|| bouton::MoveValues::of(black_box(&huge), &rules)));
    let Ok(many) = Position::new(vec![20; 4_000]) else { return };
    let moves: Vec<bouton::Move> = (0..40_000).map(|i| bouton::Move::new(i % 4_000, 1)).collect();
    group.bench_function("4000_heaps_40000_moves", |b| {
        b.iter(|| RemotenessRun::for_line(black_box(&many), &rules, &moves).map(|_| ()));
    });
    let Ok(one_to_150) = Position::new((1..=150).collect()) else { return };
    group.bench_function("heaps_1_to_150", |b| b.iter(|| bouton::Remoteness::of(black_box(&one_to_150), &rules)));
    // Misère {1, 3, 4} from 200, 200, 200: refused from the estimate, before a position is made.
    let misere_set = Rules::new(Ending::Misere, MoveRule::set(&[1, 3, 4]).unwrap_or_default());
    let Ok(three) = Position::new(vec![200; 3]) else { return };
    group.bench_function("misere_set_200x3_game", |b| {
        b.iter(|| RemotenessRun::for_line(black_box(&three), &misere_set, &[bouton::Move::new(0, 1)]).map(|_| ()));
    });
    // Normal {2, 5, 7} from four 100s: the search runs to its bound on positions, then refuses.
    let normal_set = Rules::new(Ending::Normal, MoveRule::set(&[2, 5, 7]).unwrap_or_default());
    let Ok(four) = Position::new(vec![100; 4]) else { return };
    group.bench_function("normal_set_100x4_to_the_bound", |b| {
        b.iter(|| bouton::Remoteness::of(black_box(&four), &normal_set));
    });
    group.finish();
}

/// One position's exact answers where no rule is proven: misère play with a subtraction set from a
/// table of every position (a heap of 2^20 − 1 answered; two heaps of 1,023 with 64 amounts refused
/// from the estimate), and misère sums of octal games by search (Kayles 14 three times answered; 17
/// three times and a row of 80 pins refused at 2^17 positions).
fn exact(c: &mut Criterion) {
    let mut group = c.benchmark_group("exact_answers");
    group.sample_size(10);
    let Ok(set) = MoveRule::set(&[1, 3, 4]) else { return };
    let misere_set = Rules::new(Ending::Misere, set);
    let Ok(one) = Position::new(vec![(1 << 20) - 1]) else { return };
    group.bench_function("misere_set_1048575_analysis", |b| {
        b.iter(|| bouton::Analysis::of(black_box(&one), &misere_set));
    });
    group.bench_function("misere_set_1048575_remoteness", |b| {
        b.iter(|| bouton::Remoteness::of(black_box(&one), &misere_set));
    });
    let odd: Vec<u64> = (0..64).map(|i| 2 * i + 1).collect();
    let Ok(odd) = MoveRule::set(&odd) else { return };
    let odd = Rules::new(Ending::Misere, odd);
    let Ok(two) = Position::new(vec![1023, 1023]) else { return };
    group.bench_function("misere_odd64_1023x2_refused", |b| b.iter(|| bouton::Analysis::of(black_box(&two), &odd)));
    let Ok(kayles) = "kayles".parse::<HeapGame>() else { return };
    for (name, rows) in [
        ("misere_kayles_14x3_answered", vec![14, 14, 14]),
        ("misere_kayles_17x3_refused", vec![17, 17, 17]),
        ("misere_kayles_80_refused", vec![80]),
    ] {
        let Ok(sum) = SumPosition::new(rows.iter().map(|&r| Heap::new(kayles.clone(), r)).collect()) else { continue };
        group.bench_function(name, |b| b.iter(|| bouton::SumAnalysis::of(black_box(&sum), Ending::Misere)));
    }
    group.finish();
}

// The macro defines an undocumented function.
#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::heaps, super::kayles, super::refused, super::exact);
}
criterion_main!(group::benches);
