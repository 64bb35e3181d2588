//! Speed of the solver: the next move and all winning moves on 10^6 and 10^8 heaps, each beside a
//! plain XOR loop over the same data in the same run; and the XOR-free checker on 5 heaps ≤ 31.
//!
//! Run with `cargo bench`. Set `BOUTON_BENCH_SMALL=1` to skip the 10^8-heap group (it needs 800 MB).

use std::hint::black_box;

use bouton::{CheckBox, Classification, Rules, check_rules, first_winning_move, winning_moves};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_main};

/// Random heaps below 2^40, from a fixed seed; the last heap is set so that X ≠ 0 with its top bit in
/// the last heap only, so `next move` must scan to the end (its worst case).
fn heaps(count: usize) -> Vec<u64> {
    let mut rng = bouton::Rng::new(2026);
    let mut heaps: Vec<u64> = (0..count).map(|_| rng.next_u64() >> 24).collect();
    for h in &mut heaps {
        *h &= !(1 << 40);
    }
    if let Some(last) = heaps.last_mut() {
        *last |= 1 << 40;
    }
    heaps
}

fn plain_xor(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |x, &h| x ^ h)
}

fn analysis(c: &mut Criterion) {
    let rules = Rules::default();
    let mut sizes = vec![1_000_000usize];
    if std::env::var_os("BOUTON_BENCH_SMALL").is_none() {
        sizes.push(100_000_000);
    }
    for size in sizes {
        let data = heaps(size);
        let mut group = c.benchmark_group(format!("heaps_{size}"));
        group.throughput(Throughput::Elements(size as u64));
        if size >= 100_000_000 {
            group.sample_size(10);
        }
        group.bench_function(BenchmarkId::new("plain_xor_loop", size), |b| b.iter(|| plain_xor(black_box(&data))));
        group.bench_function(BenchmarkId::new("next_move", size), |b| {
            b.iter(|| first_winning_move(black_box(&data), &rules).ok().flatten());
        });
        group.bench_function(BenchmarkId::new("all_winning_moves", size), |b| {
            b.iter(|| winning_moves(black_box(&data), &rules).map_or(0, |m| m.len()));
        });
        // Plain random heaps: about half of them hold X's top bit, so the list of winning moves is
        // as long as half the input, and writing it dominates.
        let mut rng = bouton::Rng::new(7);
        let random: Vec<u64> = (0..size).map(|_| rng.next_u64() >> 24).collect();
        group.bench_function(BenchmarkId::new("random_heaps/next_move", size), |b| {
            b.iter(|| first_winning_move(black_box(&random), &rules).ok().flatten());
        });
        group.bench_function(BenchmarkId::new("random_heaps/all_winning_moves", size), |b| {
            b.iter(|| winning_moves(black_box(&random), &rules).map_or(0, |m| m.len()));
        });
        group.finish();
    }
}

fn checker(c: &mut Criterion) {
    let rules = Rules::default();
    let shape = CheckBox { heaps: 5, max: 31 };
    let mut group = c.benchmark_group("checker_5_heaps_max_31");
    group.throughput(Throughput::Elements(376_992));
    group.bench_function("classify", |b| {
        b.iter(|| Classification::compute(black_box(shape), &rules, |_, _| true).map(|c| c.p_positions()));
    });
    group.bench_function("classify_and_compare", |b| {
        b.iter(|| check_rules(black_box(shape), &rules, |_, _| true).map(|r| r.mismatch_count));
    });
    group.finish();
}

/// Octal games (issue 16): Kayles to a million by period extension, and 0.6 (no period known) by
/// plain mex to 4,096, to 20,000 (the most the app and the command line ask for) and to 65,536.
fn octal(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal");
    group.sample_size(10);
    let kayles: bouton::HeapGame = "kayles".parse().unwrap_or_else(|_| bouton::HeapGame::nim());
    group.bench_function("kayles_to_1000000", |b| b.iter(|| kayles.sequence(black_box(1_000_000)).map(|s| s.period)));
    let Ok(open) = "0.6".parse::<bouton::OctalGame>() else { return };
    for to in [4096, 20_000, 65_536] {
        group.bench_function(format!("0.6_to_{to}"), |b| b.iter(|| open.values_by_mex(black_box(to)).len()));
        group.bench_function(format!("0.6_to_{to}_rare_common"), |b| {
            b.iter(|| open.values_by_rare_common(black_box(to)).map(|v| v.len()));
        });
        // The same values by Beling's `ogs` (its RC solver), in the same run.
        group.bench_function(format!("0.6_to_{to}_ogs_rc"), |b| {
            b.iter(|| {
                use ogs::Solver;
                let game = ogs::Game::from_ascii(b"0.6").unwrap_or_default();
                ogs::RCSolver::<true, ()>::with_capacity(game, to + 1).take(black_box(to) + 1).count()
            });
        });
    }
    // To 2^20, each once (criterion's ten samples would take minutes): ours, then `ogs`'s.
    if std::env::var_os("BOUTON_BENCH_SMALL").is_none() {
        let started = std::time::Instant::now();
        let ours = open.values_by_rare_common(1 << 20);
        let ours_time = started.elapsed();
        let started = std::time::Instant::now();
        let game = ogs::Game::from_ascii(b"0.6").unwrap_or_default();
        let theirs = {
            use ogs::Solver;
            ogs::RCSolver::<true, ()>::with_capacity(game, (1 << 20) + 1).take((1 << 20) + 1).collect::<Vec<u16>>()
        };
        let theirs_time = started.elapsed();
        let same = ours.is_some_and(|ours| ours.iter().copied().eq(theirs.iter().map(|&v| u64::from(v))));
        println!(
            "octal/0.6_to_1048576: rare/common {ours_time:.2?}, ogs RC {theirs_time:.2?} (all values equal: {same})"
        );
    }
    group.finish();
}

/// Sums of games (issue 16): a sum of 1,000 heaps of Kayles, Dawson's Kayles, Nim and 0.6 (sizes up
/// to 1,000) analysed once its values are known — the target is one frame, 16 ms — and the misère
/// exact search on Kayles 20 + Dawson's Kayles 15 + Nim 5.
fn sums(c: &mut Criterion) {
    let mut group = c.benchmark_group("sums");
    group.sample_size(20);
    let games = ["kayles", "dawson", "nim", "0.6"];
    let mut rng = bouton::Rng::new(16);
    let heaps: Vec<bouton::Heap> = (0..1000)
        .map(|i| {
            let game = games[i % games.len()].parse().unwrap_or_else(|_| bouton::HeapGame::nim());
            bouton::Heap::new(game, rng.in_range(1, 1000))
        })
        .collect();
    let Ok(position) = bouton::SumPosition::new(heaps) else { return };
    let Ok(book) = bouton::ValueBook::for_heaps(position.heaps()) else { return };
    group.bench_function("analysis_1000_mixed_heaps", |b| {
        b.iter(|| {
            bouton::SumAnalysis::with_book(black_box(&position), bouton::Ending::Normal, &book).map(|a| a.nim_sum)
        });
    });
    group.bench_function("values_for_1000_mixed_heaps", |b| {
        b.iter(|| bouton::ValueBook::for_heaps(black_box(position.heaps())).is_ok());
    });
    if let Ok(misere) = "kayles:20 dawson:15 nim:5".parse::<bouton::SumPosition>() {
        group.bench_function("misere_search_kayles_20_dawson_15_nim_5", |b| {
            b.iter(|| bouton::SumAnalysis::of(black_box(&misere), bouton::Ending::Misere).map(|a| a.outcome));
        });
    }
    group.finish();
}

// The macro defines an undocumented function.
#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::analysis, super::checker, super::octal, super::sums);
}
criterion_main!(group::benches);
