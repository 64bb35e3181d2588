//! Nim in disguise (issue 31): each game's analysis of a position of 20 coins, steps, chips or edges
//! (the disguise, the outcome and every winning move; target 50 ms), the brute force of its own
//! moves on the same positions (the oracle the tests use), and the values of Lasker's Nim and the
//! coin-turning games to 10^6 (target 0.5 s), and every move's value as the app counts it (within
//! its bound, or refused at it).
//!
//! Run with `cargo bench --bench disguise`.

use std::hint::black_box;

use bouton::{APP_BRUTE_STATES, CoinRule, DisguiseMoveValues, DisguisedGame, FoundValues, MAX_BRUTE_STATES};
use criterion::{Criterion, criterion_main};

/// Positions of about 20 of whatever the game plays with.
const POSITIONS: [(&str, &str); 12] = [
    ("staircase_20_steps", "staircase:3,1,4,1,5,9,2,6,5,3,5,8,9,7,9,3,2,3,8,4"),
    ("poker_20_chips", "poker:3,5,6,2/2,2"),
    ("turtles_20_coins", "turtles:HTHHTHTTHHHTHTHHTTHH"),
    ("mock_turtles_20_coins", "mock-turtles:HTHHTHTTHHHTHTHHTTHH"),
    ("ruler_20_coins", "ruler:HTHHTHTTHHHTHTHHTTHH"),
    ("moore2_20_tokens", "moore-2:3,5,6,4,2"),
    ("lasker_20_tokens", "lasker:7,6,4,3"),
    ("hackenbush_20_edges", "hackenbush:((()())(()))(((()))())((()()())())"),
    ("wythoff_20_tokens", "wythoff:9,11"),
    ("wythoff_huge", "wythoff:1000000000000,1618033988750"),
    // Sums of heaps and games in disguise: about 20 tokens, and the largest heaps the board takes.
    ("sum_20_tokens", "kayles:6 + hackenbush:((()())(()))(()) + turtles:THTHHTH"),
    ("sum_grundy_kayles_60", "grundy:60 + kayles:60 + hackenbush:(()())(()) + wythoff:9,11"),
];

/// Small enough for the brute force (it visits every position reachable).
const BRUTE: [(&str, &str); 9] = [
    ("staircase_12_coins", "staircase:2,3,1,4,2"),
    ("poker_12_chips", "poker:3,5,2/1,1"),
    ("turtles_12_coins", "turtles:HTHHTHTTHHHT"),
    ("mock_turtles_10_coins", "mock-turtles:HTHHTHTTHH"),
    ("ruler_16_coins", "ruler:HTHHTHTTHHHTHTHH"),
    ("moore2_12_tokens", "moore-2:3,5,4"),
    ("lasker_12_tokens", "lasker:5,4,3"),
    ("hackenbush_12_edges", "hackenbush:((()())(()))(((()))())"),
    ("sum_12_tokens", "kayles:4 + hackenbush:(()())(()) + turtles:THTH"),
];

fn analysis(c: &mut Criterion) {
    let mut group = c.benchmark_group("disguise_analysis");
    group.sample_size(20);
    for (name, text) in POSITIONS {
        let Ok(game) = text.parse::<DisguisedGame>() else { continue };
        group.bench_function(name, |b| {
            b.iter(|| {
                let lift = black_box(&game).lift();
                (lift.outcome(), game.winning_moves().map(|m| m.len()))
            });
        });
    }
    group.finish();
    let mut group = c.benchmark_group("disguise_brute_force");
    group.sample_size(10);
    for (name, text) in BRUTE {
        let Ok(game) = text.parse::<DisguisedGame>() else { continue };
        if let Ok(solved) = game.solve(MAX_BRUTE_STATES) {
            eprintln!("{name}: {} positions", solved.positions);
        }
        group.bench_function(name, |b| b.iter(|| black_box(&game).solve(MAX_BRUTE_STATES).map(|s| s.positions)));
    }
    group.finish();
}

/// The app's move values (every move's value from a position, by brute force within the app's
/// bound): the starts of the menu's games, and the largest positions of the benchmark, which the
/// bound refuses (the most work a position on the board can ask for).
fn move_values(c: &mut Criterion) {
    let mut group = c.benchmark_group("disguise_move_values");
    group.sample_size(10);
    let starts = bouton::DISGUISE_STARTS.iter().map(|text| (*text, *text));
    for (name, text) in starts.chain(POSITIONS).chain(BRUTE) {
        let Ok(game) = text.parse::<DisguisedGame>() else { continue };
        let counted = DisguiseMoveValues::of(&game, APP_BRUTE_STATES).map(|v| v.moves.len());
        eprintln!("{name}: {counted:?}");
        group.bench_function(name, |b| {
            b.iter(|| DisguiseMoveValues::of(black_box(&game), APP_BRUTE_STATES).map(|v| v.moves.len()));
        });
    }
    group.finish();
}

fn values(c: &mut Criterion) {
    let mut group = c.benchmark_group("disguise_values_to_1e6");
    group.sample_size(10);
    group.bench_function("lasker", |b| b.iter(|| FoundValues::lasker(black_box(1_000_000)).values.len()));
    for rule in CoinRule::ALL {
        group.bench_function(rule.key(), |b| b.iter(|| FoundValues::coins(rule, black_box(1_000_000)).values.len()));
    }
    group.finish();
    // Grundy's game has no known period: every value by mex, up to the largest heap a sum may hold.
    let mut group = c.benchmark_group("grundys_game_values");
    group.sample_size(10);
    group.bench_function("to_10000", |b| {
        b.iter(|| bouton::grundys_game_values(black_box(bouton::MAX_GRUNDYS_GAME_HEAP)).map(|v| v.len()));
    });
    group.finish();
}

fn benches() {
    let mut c = Criterion::default().configure_from_args();
    analysis(&mut c);
    move_values(&mut c);
    values(&mut c);
}

criterion_main!(benches);
