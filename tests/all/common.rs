//! Helpers shared by the integration tests: the naive oracle, which uses no XOR, no Grundy value and
//! none of the solver's move generation.

use std::collections::HashMap;

use bouton::{Ending, Rules};

/// The naive oracle: is this position (any order) a P-position? Memoised on the sorted heaps.
pub fn naive_is_p(heaps: &[u64], rules: &Rules, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&p) = memo.get(&key) {
        return p;
    }
    let mut has_move = false;
    let mut reaches_p = false;
    for i in 0..key.len() {
        for take in 1..=key[i] {
            if !rules.moves.allows(take) {
                continue;
            }
            has_move = true;
            let mut child = key.clone();
            child[i] -= take;
            if naive_is_p(&child, rules, memo) {
                reaches_p = true;
            }
        }
    }
    let p = if has_move { !reaches_p } else { rules.ending == Ending::Normal };
    memo.insert(key, p);
    p
}

/// The naive remoteness from its definition: (the player to move wins, moves to the end with the
/// winner hurrying and the loser delaying). Memoised on the sorted heaps; no XOR, no value.
pub fn naive_remoteness(heaps: &[u64], rules: &Rules, memo: &mut HashMap<Vec<u64>, (bool, u32)>) -> (bool, u32) {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let mut options = Vec::new();
    for i in 0..key.len() {
        for take in (1..=key[i]).filter(|&t| rules.moves.allows(t)) {
            let mut child = key.clone();
            child[i] -= take;
            options.push(naive_remoteness(&child, rules, memo));
        }
    }
    let value = value_from_options(&options, rules.ending == Ending::Misere);
    memo.insert(key, value);
    value
}

/// A position's (next player wins, remoteness) from its options', by the definition: none left, 0
/// (won when `misere`); won through a lost option, 1 + the least such; else 1 + the greatest.
pub fn value_from_options(options: &[(bool, u32)], misere: bool) -> (bool, u32) {
    if options.is_empty() {
        (misere, 0)
    } else if let Some(least) = options.iter().filter(|(wins, _)| !wins).map(|&(_, r)| r).min() {
        (true, least + 1)
    } else {
        (false, options.iter().map(|&(_, r)| r).max().unwrap_or(0) + 1)
    }
}

/// Runs `bouton ARGS` in this process, as a shell would; returns the exit code, standard output and
/// standard error.
pub fn run_cli(args: &[&str]) -> (u8, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let mut words = vec!["bouton"];
    words.extend_from_slice(args);
    let code = bouton::cli::run(words, &mut out, &mut err).exit_code().expect("a headless command");
    (code, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
}
