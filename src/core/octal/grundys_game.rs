//! Grundy's game: a move splits one heap into two non-empty heaps of **different** sizes, taking
//! nothing. Heaps of 1 and 2 cannot move. No period is known (its values are computed to 2^35 and
//! more without one being found), so its values come from mex over the splits, one by one, for heaps
//! up to [`MAX_GRUNDYS_GAME_HEAP`].
//!
//! ```
//! use bouton::grundys_game_values;
//! // A heap of 3 splits only into 1 + 2 (two heaps that cannot move): worth 1.
//! assert_eq!(grundys_game_values(10).unwrap(), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
//! ```

use super::OctalError;

/// The largest heap of Grundy's game whose value is computed: each heap of n looks at its n/2
/// splits, so the values up to it take about 25 million steps.
pub const MAX_GRUNDYS_GAME_HEAP: u64 = 10_000;

/// The steps [`grundys_game_values`] takes to compute every value up to `to`: the splits looked at.
#[must_use]
pub fn grundys_game_work(to: u64) -> u128 {
    let to = u128::from(to);
    to * to / 4 + to
}

/// The values of Grundy's game for heaps 0 to `to`, by mex over each heap's splits into two unequal
/// non-empty heaps (the value of a split is the nim-sum of its two heaps' values).
///
/// # Errors
/// [`OctalError::TooLarge`] past [`MAX_GRUNDYS_GAME_HEAP`], before any work.
pub fn grundys_game_values(to: u64) -> Result<Vec<u64>, OctalError> {
    if to > MAX_GRUNDYS_GAME_HEAP {
        return Err(OctalError::TooLarge { code: "grundy".into(), size: to, max: MAX_GRUNDYS_GAME_HEAP });
    }
    let to = usize::try_from(to).unwrap_or(0);
    let mut g: Vec<u64> = Vec::with_capacity(to + 1);
    let mut seen: Vec<bool> = Vec::new();
    for n in 0..=to {
        // A value never exceeds the number of options, about n / 2.
        seen.clear();
        seen.resize(n / 2 + 2, false);
        // a < n − a: the two heaps differ.
        for a in 1..n.div_ceil(2) {
            if let Some(s) = seen.get_mut((g[a] ^ g[n - a]) as usize) {
                *s = true;
            }
        }
        g.push(seen.iter().position(|s| !s).unwrap_or(seen.len()) as u64);
    }
    Ok(g)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Outcome;

    /// The values against a brute force of the game's own positions: a position (a multiset of heaps)
    /// is lost for the player to move when every split leads to a won position; and a sum of heaps
    /// is lost exactly when the nim-sum of their values is 0 (here checked, not assumed).
    #[test]
    fn values_agree_with_a_brute_force_of_the_splits() {
        use std::collections::HashMap;
        fn outcome(heaps: &mut Vec<u64>, memo: &mut HashMap<Vec<u64>, Outcome>) -> Outcome {
            heaps.sort_unstable();
            if let Some(&o) = memo.get(heaps.as_slice()) {
                return o;
            }
            let mut result = Outcome::PreviousWins;
            'all: for i in 0..heaps.len() {
                let n = heaps[i];
                for a in 1..n.div_ceil(2) {
                    let mut next = heaps.clone();
                    next[i] = a;
                    next.push(n - a);
                    if outcome(&mut next, memo) == Outcome::PreviousWins {
                        result = Outcome::NextWins;
                        break 'all;
                    }
                }
            }
            memo.insert(heaps.clone(), result);
            result
        }
        let g = grundys_game_values(14).unwrap();
        let mut memo = HashMap::new();
        let mut checked = 0;
        for a in 0..=14u64 {
            for b in 0..=a {
                for c in 0..=b.min(8) {
                    let x = g[a as usize] ^ g[b as usize] ^ g[c as usize];
                    let brute = outcome(&mut vec![a, b, c], &mut memo);
                    assert_eq!(brute == Outcome::PreviousWins, x == 0, "{a} {b} {c}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 400);
    }

    /// The first values as published (OEIS A002188), and the bound refused before any work.
    #[test]
    fn first_values_and_the_bound() {
        let known = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3];
        assert_eq!(grundys_game_values(30).unwrap(), known);
        assert!(matches!(
            grundys_game_values(MAX_GRUNDYS_GAME_HEAP + 1),
            Err(OctalError::TooLarge { size, max: MAX_GRUNDYS_GAME_HEAP, .. }) if size == MAX_GRUNDYS_GAME_HEAP + 1
        ));
    }
}
