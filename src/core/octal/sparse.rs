//! Grundy values of octal games that split heaps, by the rare/common ("sparse space") method.
//!
//! The plain mex looks at every split of a heap: about n/2 pairs for a heap of n, so about n²/4 XORs
//! to reach n. Many octal games (0.6 among them) have a *sparse space*: a set C of **common** values
//! that is XOR-free (no c ⊕ c′ is again in C) holds almost every value, and the heaps whose value is
//! outside C — the **rare** heaps — are few. Then:
//!
//! - a common value can only be the XOR of two parts if one part is rare, so the splits with a rare
//!   part (a short list) settle whether a common value is reachable;
//! - the mex over those splits and the moves that leave one heap is a first answer; when it is common,
//!   it is the mex of all the options;
//! - when it is not common, the other splits are looked at one by one, the mex moving up as they reach
//!   it, until it lands on a common value or the splits run out.
//!
//! Every value is the exact mex; the split only decides the speed. C is rebuilt from the values'
//! frequencies (the most frequent join first, while C stays XOR-free) whenever the rare heaps grow.
//! The idea is from the literature on octal games (Gangolli and Plambeck's sparse space; the
//! rare/common split of Flammenkamp and of Beling's `ogs`); this implementation is our own.

/// The largest value the method keeps tables for; past it the plain mex takes over.
const MAX_VALUE: usize = 1 << 12;

/// The common values (an XOR-free set) and the heaps whose value is rare.
struct Split {
    common: Vec<bool>,
    commons: Vec<u16>,
    /// Sizes of the heaps with a rare value, increasing (0 excluded: it is never a part).
    rare_heaps: Vec<u32>,
}

impl Split {
    /// A split from the values so far: the most frequent values join C first, while C stays XOR-free.
    fn from_frequencies(values: &[u16], counts: &[u32]) -> Self {
        let mut by_count: Vec<u16> = (1..MAX_VALUE as u16).filter(|&v| counts[usize::from(v)] > 0).collect();
        by_count.sort_by_key(|&v| std::cmp::Reverse(counts[usize::from(v)]));
        let mut split = Self { common: vec![false; MAX_VALUE], commons: Vec::new(), rare_heaps: Vec::new() };
        for value in by_count {
            if split.commons.iter().all(|&c| !split.common[usize::from(c ^ value)]) {
                split.common[usize::from(value)] = true;
                split.commons.push(value);
            }
        }
        split.rare_heaps =
            (1..values.len()).filter(|&n| !split.common[usize::from(values[n])]).map(|n| n as u32).collect();
        split
    }
}

/// The Grundy values g(0) … g(to) of the game with these digits (d₁ first), or `None` when a value
/// reaches [`MAX_VALUE`].
#[must_use]
pub(super) fn values(digits: &[u8], to: usize) -> Option<Vec<u16>> {
    let breaking: Vec<usize> = (0..digits.len()).filter(|&i| digits[i] & 4 != 0).map(|i| i + 1).collect();
    let mut values: Vec<u16> = Vec::with_capacity(to + 1);
    let mut counts = vec![0u32; MAX_VALUE];
    let mut split = Split::from_frequencies(&values, &counts);
    // The values reached, one bit each (one more word, so the mex of a full set is found too).
    let mut reached = [0u64; MAX_VALUE / 64 + 1];
    let mut rebuild_at = 64usize;
    for n in 0..=to {
        let reach = |v: u16, reached: &mut [u64; MAX_VALUE / 64 + 1]| reached[usize::from(v) >> 6] |= 1 << (v & 63);
        // Moves that leave nothing or one heap.
        for (i, &digit) in digits.iter().enumerate() {
            let take = i + 1;
            if take > n {
                break;
            }
            let rest = n - take;
            if digit & 1 != 0 && rest == 0 {
                reach(0, &mut reached);
            }
            if digit & 2 != 0 && rest > 0 {
                reach(values[rest], &mut reached);
            }
        }
        // Splits with a rare part (on either side).
        for &take in &breaking {
            let Some(rest) = n.checked_sub(take).filter(|&r| r >= 2) else { continue };
            for &a in &split.rare_heaps {
                let a = a as usize;
                if a >= rest {
                    break;
                }
                reach(values[a] ^ values[rest - a], &mut reached);
            }
        }
        // The first value from `start` on not reached: the first zero bit.
        let mex_from = |reached: &[u64; MAX_VALUE / 64 + 1], start: usize| {
            let mut word = start >> 6;
            let mut bits = reached[word] | ((1u64 << (start & 63)) - 1);
            while bits == u64::MAX && word + 1 < reached.len() {
                word += 1;
                bits = reached[word];
            }
            ((word << 6) + bits.trailing_ones() as usize).min(MAX_VALUE)
        };
        let mut mex = mex_from(&reached, 0);
        // Not common: two common parts may reach it. Look at the other splits until the mex is common.
        if mex < MAX_VALUE && !split.common[mex] {
            'splits: for &take in &breaking {
                let Some(rest) = n.checked_sub(take).filter(|&r| r >= 2) else { continue };
                // The parts a and rest − a, for a = 1 … rest/2: one slice forwards, one backwards.
                let half = rest / 2;
                for (&left, &right) in values[1..=half].iter().zip(values[rest - half..rest].iter().rev()) {
                    let option = left ^ right;
                    reach(option, &mut reached);
                    if usize::from(option) == mex {
                        mex = mex_from(&reached, mex);
                        if mex >= MAX_VALUE || split.common[mex] {
                            break 'splits;
                        }
                    }
                }
            }
        }
        reached = [0; MAX_VALUE / 64 + 1];
        if mex >= MAX_VALUE - 1 {
            return None;
        }
        let value = mex as u16;
        values.push(value);
        counts[mex] += 1;
        if n > 0 && !split.common[mex] {
            split.rare_heaps.push(n as u32);
        }
        // Rebuild from the frequencies at sizes 64, 128, 256, … while the rare heaps are many.
        if n + 1 >= rebuild_at {
            rebuild_at *= 2;
            split = Split::from_frequencies(&values, &counts);
        }
    }
    Some(values)
}

#[cfg(test)]
mod tests {
    use super::super::OctalGame;

    /// The method gives exactly the plain mex's values, for games with and without a sparse space.
    #[test]
    fn the_same_values_as_the_plain_mex() {
        for code in
            ["0.6", "0.77", "0.07", "0.137", "0.4", "0.64", "0.26", "0.72", "0.156", "0.3", "0.5", "0.7", "0.45"]
        {
            let game: OctalGame = code.parse().unwrap();
            let plain = game.values_by_mex(3000);
            let sparse: Vec<u64> = super::values(game.digits(), 3000).unwrap().into_iter().map(u64::from).collect();
            assert_eq!(plain, sparse, "{code}");
        }
    }
}

#[cfg(test)]
mod random_codes {
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: 200,
            failure_persistence: Some(Box::new(proptest::test_runner::FileFailurePersistence::SourceParallel("proptest-regressions"))),
            ..ProptestConfig::default()
        })]

        /// Random codes of one to six digits: the rare/common values equal the plain mex's.
        #[test]
        fn equal_to_the_plain_mex(digits in prop::collection::vec(0u8..8, 1..7)) {
            let code: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
            let Ok(game) = format!("0.{code}").parse::<super::super::OctalGame>() else { return Ok(()) };
            if let Some(values) = super::values(game.digits(), 600) {
                let values: Vec<u64> = values.into_iter().map(u64::from).collect();
                prop_assert_eq!(values, game.values_by_mex(600));
            }
        }
    }
}
