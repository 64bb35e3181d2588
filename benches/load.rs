//! The work budget of loading (issue 14): the worst files within the limits, each parsed and checked
//! in memory (reading 1 MiB from disk adds little). Every one must load, or be refused, in well
//! under a second. Run with `cargo bench --bench load`.

use std::hint::black_box;

use criterion::{Criterion, criterion_main};

/// 64 amounts up to 1235 whose Grundy sequence shows no period within 2^22 values: the most work one
/// set can ask for, and then the file is refused.
const NO_PERIOD: [u64; 64] = [
    9, 54, 55, 59, 86, 94, 109, 120, 188, 246, 266, 322, 330, 335, 360, 382, 391, 401, 497, 498, 629, 642, 643, 644,
    662, 671, 712, 713, 721, 723, 732, 739, 773, 777, 784, 796, 800, 863, 897, 921, 923, 944, 959, 964, 984, 1011,
    1022, 1030, 1033, 1057, 1063, 1066, 1087, 1102, 1110, 1136, 1150, 1152, 1153, 1171, 1176, 1198, 1232, 1235,
];

fn list(amounts: &[u64]) -> String {
    amounts.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
}

/// A lesson of 500 steps whose rules cycle through `sets`.
fn lesson(sets: &[Vec<u64>]) -> String {
    let steps: Vec<String> = (0..500)
        .map(|i| {
            let set = &sets[i % sets.len()];
            format!("(title: \"{i}\", rules: (ending: Misere, moves: Set([{}])), start: [40, 50, 60])", list(set))
        })
        .collect();
    format!("(version: 1, title: \"Heavy\", steps: [{}])", steps.join(",\n"))
}

/// The probe's 114 KB lesson: 500 steps with one 48-amount set.
fn one_set() -> Vec<Vec<u64>> {
    vec![(1..=48).map(|a| a * 3 + 1).collect()]
}

/// Eight different sets, each with a period (three amounts each).
fn eight_sets() -> Vec<Vec<u64>> {
    (0..8).map(|i| vec![1, 3 + i, 7 + 2 * i]).collect()
}

/// A game as long as a 1 MiB file allows: 4,000 heaps of 100 objects and 40,000 one-object moves.
fn long_game() -> String {
    let heaps = vec!["100"; 4000].join(",");
    let moves: Vec<String> = (0..40_000).map(|i| format!("(heap:{},take:1)", i % 4000 + 1)).collect();
    format!("(version:1,start:[{heaps}],moves:[{}])", moves.join(","))
}

fn load(c: &mut Criterion) {
    let mut group = c.benchmark_group("load");
    group.sample_size(10);
    let heavy_one = lesson(&one_set());
    let heavy_eight = lesson(&eight_sets());
    let no_period = format!("(version: 1, rules: (ending: Normal, moves: Set([{}])), start: [5])", list(&NO_PERIOD));
    let long = long_game();
    let deep = format!("(version: 1, start: {}", "[".repeat(1 << 19));
    for (name, text) in [("lesson_500_steps_one_set", &heavy_one), ("lesson_500_steps_eight_sets", &heavy_eight)] {
        assert!(bouton::save::parse_lesson(text, name).is_ok(), "{name} loads");
        group.bench_function(name, |b| b.iter(|| bouton::save::parse_lesson(black_box(text), name).is_ok()));
    }
    assert!(long.len() < 1 << 20, "the long game fits in 1 MiB");
    assert!(bouton::save::parse(&long, "long").is_ok(), "the long game loads");
    assert!(bouton::save::parse(&no_period, "no period").is_err(), "no period: refused");
    assert!(bouton::save::parse(&deep, "deep").is_err(), "too deep: refused");
    // Sums of games (version 2): three 8-digit codes that split, heaps of 4,000 — near the octal
    // work budget — and, past it, four 30-odd-digit codes at 20,000, refused before any work.
    let codes = ["0.66666666", "0.66666667", "0.66666676"];
    let at_limit = format!(
        "(version: 2, start: [4000, 4000, 4000], games: [{}])",
        codes.iter().map(|c| format!("\"{c}\"")).collect::<Vec<_>>().join(", ")
    );
    let past_limit = format!(
        "(version: 2, start: [20000, 20000, 20000], games: [\"0.{}\", \"0.{}\", \"0.{}\"])",
        "6".repeat(32),
        "6".repeat(31),
        "6".repeat(30)
    );
    assert!(bouton::save::parse_any(&at_limit, "at limit").is_ok(), "the sum at the limit loads");
    assert!(bouton::save::parse_any(&past_limit, "past limit").is_err(), "past the limit: refused");
    for (name, text) in [("sum_octal_work_at_the_limit", &at_limit), ("sum_octal_work_refused", &past_limit)] {
        group.bench_function(name, |b| b.iter(|| bouton::save::parse_any(black_box(text), name).is_ok()));
    }
    for (name, text) in
        [("game_40000_moves", &long), ("set_without_period_refused", &no_period), ("deep_nesting_refused", &deep)]
    {
        group.bench_function(name, |b| b.iter(|| bouton::save::parse(black_box(text), name).is_ok()));
    }
    group.finish();
}

mod group {
    criterion::criterion_group!(benches, super::load);
}
criterion_main!(group::benches);
