//! Multisets of heaps ranked in colex order (a move always lowers the rank), through a table of
//! binomial coefficients.

/// Binomial coefficients C(x, j) for x ≤ `rows`, 2 ≤ j ≤ heaps (saturating; the ranks only use
/// entries that fit).
pub(super) struct Binomials {
    rows: usize,
    table: Vec<u64>,
}

impl Binomials {
    pub(super) fn new(rows: usize, heaps: usize) -> Self {
        let mut table = vec![0u64; rows * heaps.saturating_sub(1)];
        for j in 2..=heaps {
            for x in 0..rows {
                let value = if x < j {
                    0
                } else if j == 2 {
                    (x as u64) * (x as u64 - 1) / 2
                } else {
                    // C(x, j) = C(x − 1, j) + C(x − 1, j − 1).
                    let above = table[(j - 2) * rows + x - 1];
                    let left = if j == 3 { (x as u64 - 1) * (x as u64 - 2) / 2 } else { table[(j - 3) * rows + x - 1] };
                    above.saturating_add(left)
                };
                table[(j - 2) * rows + x] = value;
            }
        }
        Self { rows, table }
    }

    #[inline]
    pub(super) fn get(&self, x: u64, j: usize) -> u64 {
        match j {
            0 => 1,
            1 => x,
            _ => self.table[(j - 2) * self.rows + x as usize],
        }
    }
}

/// The next multiset in rank order: raise the lowest heap that may rise, reset those below it to 0.
pub(super) fn advance(heaps: &mut [u64], max: u64) {
    let n = heaps.len();
    for i in 0..n {
        let ceiling = if i + 1 < n { heaps[i + 1] } else { max };
        if heaps[i] < ceiling {
            heaps[i] += 1;
            heaps[..i].fill(0);
            return;
        }
    }
}
