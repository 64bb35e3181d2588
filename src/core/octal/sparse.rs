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
//! frequencies (the most frequent join first, while C stays XOR-free) at sizes 64, 128, 256, …; a
//! value no heap has had yet joins C the moment it is found, when C stays XOR-free with it.
//! The idea is from the literature on octal games (Gangolli and Plambeck's sparse space; the
//! rare/common split of Flammenkamp and of Beling's `ogs`); this implementation is our own.

/// The largest value the method keeps tables for; past it the plain mex takes over.
const MAX_VALUE: usize = 1 << 12;

/// What the split says of one value.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    /// No heap has had it yet, so it may still join C.
    Unseen,
    /// In C.
    Common,
    /// Outside C.
    Rare,
}

/// The common values (an XOR-free set) and the heaps whose value is rare.
struct Split {
    class: Vec<Class>,
    commons: Vec<u16>,
    /// Sizes of the heaps with a rare value, increasing (0 excluded: it is never a part).
    rare_heaps: Vec<u32>,
}

impl Split {
    /// A split from the values so far: the most frequent values join C first, while C stays XOR-free.
    fn from_frequencies(values: &[u16], counts: &[u32]) -> Self {
        let mut by_count: Vec<u16> = (1..MAX_VALUE as u16).filter(|&v| counts[usize::from(v)] > 0).collect();
        by_count.sort_by_key(|&v| std::cmp::Reverse(counts[usize::from(v)]));
        let mut split = Self { class: vec![Class::Unseen; MAX_VALUE], commons: Vec::new(), rare_heaps: Vec::new() };
        // 0 is never common: 0 ⊕ c = c.
        split.class[0] = Class::Rare;
        for value in by_count {
            split.classify(value);
        }
        split.rare_heaps = (1..values.len()).filter(|&n| !split.is_common(values[n])).map(|n| n as u32).collect();
        split
    }

    /// Puts a value not classified yet into C when C stays XOR-free, else outside it.
    fn classify(&mut self, value: u16) -> Class {
        let class = if self.commons.iter().all(|&c| self.class[usize::from(c ^ value)] != Class::Common) {
            self.commons.push(value);
            Class::Common
        } else {
            Class::Rare
        };
        self.class[usize::from(value)] = class;
        class
    }

    /// Whether the value is in C.
    fn is_common(&self, value: u16) -> bool {
        self.class[usize::from(value)] == Class::Common
    }

    /// Whether the mex found is the answer at once: it is common, or joins C now. A value no heap
    /// has had yet may join C without changing any heap's class, so the rare heaps stay right.
    fn settles(&mut self, value: usize) -> bool {
        match self.class[value] {
            Class::Common => true,
            Class::Rare => false,
            Class::Unseen => self.classify(value as u16) == Class::Common,
        }
    }
}

/// The option values reached from one heap: a byte per value, so marking one is a plain store (no
/// read-modify-write of a shared word in the hot loops).
struct Reached {
    bytes: Vec<u8>,
    /// Every value reached is below this power of two (values so far are below it, and so are their XORs).
    bound: usize,
}

impl Reached {
    fn new() -> Self {
        // Eight bytes more than any value, so a word read at any value stays inside.
        Self { bytes: vec![0; MAX_VALUE + 8], bound: 1 }
    }

    #[inline]
    fn add(&mut self, value: u16) {
        self.bytes[usize::from(value)] = 1;
    }

    /// The first value from `start` on not reached, eight at a time.
    fn mex_from(&self, start: usize) -> usize {
        const ONES: u64 = u64::from_le_bytes([1; 8]);
        let mut at = start;
        while at < MAX_VALUE {
            let mut word = [0u8; 8];
            word.copy_from_slice(&self.bytes[at..at + 8]);
            let missing = u64::from_le_bytes(word) ^ ONES;
            if missing != 0 {
                return (at + missing.trailing_zeros() as usize / 8).min(MAX_VALUE);
            }
            at += 8;
        }
        MAX_VALUE
    }

    /// Forgets every value, and widens the bound to cover `value`.
    fn clear(&mut self, value: usize) {
        self.bytes[..self.bound.min(MAX_VALUE)].fill(0);
        self.bound = self.bound.max((value + 1).next_power_of_two());
    }
}

/// A value reached [`MAX_VALUE`]: the plain mex must take over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ValueTooLarge;

/// The rare/common computation of a game's values, one size at a time, so that it can stop between
/// sizes and go on later.
pub(super) struct SparseRun {
    digits: Vec<u8>,
    /// The takes that may split a heap.
    breaking: Vec<usize>,
    values: Vec<u16>,
    counts: Vec<u32>,
    split: Split,
    reached: Reached,
    rebuild_at: usize,
    /// The options looked at so far.
    work: u64,
}

impl SparseRun {
    /// A run of the game with these digits (d₁ first), with room for `capacity` values.
    pub(super) fn new(digits: &[u8], capacity: usize) -> Self {
        let counts = vec![0u32; MAX_VALUE];
        let values = Vec::with_capacity(capacity);
        Self {
            digits: digits.to_vec(),
            breaking: (0..digits.len()).filter(|&i| digits[i] & 4 != 0).map(|i| i + 1).collect(),
            split: Split::from_frequencies(&values, &counts),
            values,
            counts,
            reached: Reached::new(),
            rebuild_at: 64,
            work: 0,
        }
    }

    /// g(0), g(1), … so far.
    pub(super) fn values(&self) -> &[u16] {
        &self.values
    }

    /// The options looked at so far.
    pub(super) fn work(&self) -> u64 {
        self.work
    }

    /// Computes the next value, g(n) for n the number of values so far.
    pub(super) fn push_next(&mut self) -> Result<(), ValueTooLarge> {
        let Self { digits, breaking, values, counts, split, reached, rebuild_at, work } = self;
        let n = values.len();
        *work += digits.len() as u64;
        // Moves that leave nothing or one heap.
        for (i, &digit) in digits.iter().enumerate() {
            let take = i + 1;
            if take > n {
                break;
            }
            let rest = n - take;
            if digit & 1 != 0 && rest == 0 {
                reached.add(0);
            }
            if digit & 2 != 0 && rest > 0 {
                reached.add(values[rest]);
            }
        }
        // Splits with a rare part (on either side).
        for &take in breaking.iter() {
            let Some(rest) = n.checked_sub(take).filter(|&r| r >= 2) else { continue };
            let below = split.rare_heaps.partition_point(|&a| (a as usize) < rest);
            *work += below as u64;
            for &a in &split.rare_heaps[..below] {
                let a = a as usize;
                reached.add(values[a] ^ values[rest - a]);
            }
        }
        let mut mex = reached.mex_from(0);
        // Not common: two common parts may reach it. Look at the other splits until the mex is common.
        if mex < MAX_VALUE && !split.settles(mex) {
            'splits: for &take in breaking.iter() {
                let Some(rest) = n.checked_sub(take).filter(|&r| r >= 2) else { continue };
                // The parts a and rest − a, for a = 1 … rest/2: one slice forwards, one backwards.
                let half = rest / 2;
                for (&left, &right) in values[1..=half].iter().zip(values[rest - half..rest].iter().rev()) {
                    *work += 1;
                    let option = left ^ right;
                    reached.add(option);
                    if usize::from(option) == mex {
                        mex = reached.mex_from(mex);
                        if mex >= MAX_VALUE || split.settles(mex) {
                            break 'splits;
                        }
                    }
                }
            }
        }
        reached.clear(mex);
        if mex >= MAX_VALUE - 1 {
            return Err(ValueTooLarge);
        }
        let value = mex as u16;
        values.push(value);
        counts[mex] += 1;
        if n > 0 && !split.is_common(value) {
            split.rare_heaps.push(n as u32);
        }
        // Rebuild from the frequencies at sizes 64, 128, 256, … while the rare heaps are many.
        if n + 1 >= *rebuild_at {
            *rebuild_at *= 2;
            *split = Split::from_frequencies(values, counts);
        }
        Ok(())
    }
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
            let sparse = game.values_by_rare_common(3000).unwrap();
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
            if let Some(values) = game.values_by_rare_common(600) {
                prop_assert_eq!(values, game.values_by_mex(600));
            }
        }
    }
}
