//! The binary table: the Grundy values of a position written in binary, one row per heap, with
//! everything Bouton's strategy reads off it.
//!
//! ```text
//!        bit  4 3 2 1 0
//! heap 1  19  1 0 0 1 1   candidate → 1
//! heap 2  20  1 0 1 0 0   candidate → 6
//! heap 3  21  1 0 1 0 1   candidate → 7
//! ones        3 0 2 1 2
//! X = 18      1 0 0 1 0   (top bit d = 4)
//! ```

/// One row of the table: a heap's value and what Bouton's strategy says about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableRow {
    /// The value written in binary: the heap's Grundy value (its size in Nim).
    pub value: u64,
    /// x_k ⊕ X: the value this heap must take for the nim-sum to become 0.
    pub target: u64,
    /// Whether the row has the top bit d of X set. Exactly these rows have `target < value`.
    pub candidate: bool,
    /// Cut-the-knot's view: x_k & X. The largest of these belongs to a candidate.
    pub and_x: u64,
}

impl TableRow {
    /// The Nim move on this row, "take x_k − (x_k ⊕ X)", when the target is smaller than the value.
    #[must_use]
    pub fn take(&self) -> Option<u64> {
        (self.target < self.value).then(|| self.value - self.target)
    }
}

/// One bit column: its bit number (0 = the units), how many rows have a 1 there, and whether that
/// count is odd (which is exactly when X has a 1 there).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableColumn {
    /// The bit number: the column stands for 2^bit.
    pub bit: u32,
    /// How many rows have a 1 in this column.
    pub ones: u64,
    /// Whether `ones` is odd.
    pub odd: bool,
}

/// A cell of the table that a proof step or a highlight refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableCell {
    /// The cell of heap `row` (0-based) in column `bit`.
    Bit {
        /// The heap index.
        row: usize,
        /// The bit number.
        bit: u32,
    },
    /// A heap's whole row.
    Row(usize),
    /// A whole column.
    Column(u32),
    /// The count of ones in a column.
    Ones(u32),
    /// X's digit in a column.
    NimSumBit(u32),
    /// The whole X row.
    NimSumRow,
}

/// The binary table of a list of values (the Grundy values of a position).
///
/// ```
/// use bouton::BinaryTable;
/// let table = BinaryTable::new(&[19, 20, 21]);
/// assert_eq!(table.nim_sum(), 18);
/// assert_eq!(table.top_bit(), Some(4));
/// assert_eq!(table.odd_bits(), [4, 1]);
/// assert_eq!(table.candidates(), [0, 1, 2]);
/// assert_eq!(table.rows()[0].take(), Some(18));
/// assert_eq!(table.largest_and_x(), Some(0));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BinaryTable {
    rows: Vec<TableRow>,
    columns: Vec<TableColumn>,
    nim_sum: u64,
}

impl BinaryTable {
    /// The table of these values.
    #[must_use]
    pub fn new(values: &[u64]) -> Self {
        let nim_sum = values.iter().fold(0, |x, &v| x ^ v);
        let largest = values.iter().copied().max().unwrap_or(0);
        let width = bit_length(largest).max(1);
        let mut ones = vec![0u64; width as usize];
        for &v in values {
            let mut rest = v;
            while rest != 0 {
                ones[rest.trailing_zeros() as usize] += 1;
                rest &= rest - 1;
            }
        }
        let top = most_significant_bit(nim_sum);
        let rows = values
            .iter()
            .map(|&value| TableRow {
                value,
                target: value ^ nim_sum,
                candidate: top.is_some_and(|d| value >> d & 1 == 1),
                and_x: value & nim_sum,
            })
            .collect();
        let columns = (0..width)
            .rev()
            .map(|bit| {
                let count = ones[bit as usize];
                TableColumn { bit, ones: count, odd: count % 2 == 1 }
            })
            .collect();
        Self { rows, columns, nim_sum }
    }

    /// The rows, one per heap, in heap order.
    #[must_use]
    pub fn rows(&self) -> &[TableRow] {
        &self.rows
    }

    /// The columns, most significant first (as the table is drawn).
    #[must_use]
    pub fn columns(&self) -> &[TableColumn] {
        &self.columns
    }

    /// How many bit columns the table has (at least 1).
    #[must_use]
    pub fn width(&self) -> u32 {
        self.columns.len() as u32
    }

    /// X, the nim-sum of the values.
    #[must_use]
    pub fn nim_sum(&self) -> u64 {
        self.nim_sum
    }

    /// d, the most significant bit of X, or `None` when X = 0.
    #[must_use]
    pub fn top_bit(&self) -> Option<u32> {
        most_significant_bit(self.nim_sum)
    }

    /// The bits whose column has an odd number of ones, most significant first.
    #[must_use]
    pub fn odd_bits(&self) -> Vec<u32> {
        self.columns.iter().filter(|c| c.odd).map(|c| c.bit).collect()
    }

    /// The rows (heap indexes) that have bit d set: the heaps Lemma 2 may use.
    #[must_use]
    pub fn candidates(&self) -> Vec<usize> {
        self.rows.iter().enumerate().filter(|(_, r)| r.candidate).map(|(i, _)| i).collect()
    }

    /// Whether row `row` has a 1 in bit `bit`.
    #[must_use]
    pub fn bit(&self, row: usize, bit: u32) -> bool {
        self.rows.get(row).is_some_and(|r| bit < 64 && r.value >> bit & 1 == 1)
    }

    /// Cut-the-knot's rule: the row with the largest x_k & X (the first one on a tie), or `None` when
    /// X = 0.
    #[must_use]
    pub fn largest_and_x(&self) -> Option<usize> {
        if self.nim_sum == 0 {
            return None;
        }
        let mut best: Option<(usize, u64)> = None;
        for (i, row) in self.rows.iter().enumerate() {
            if best.is_none_or(|(_, b)| row.and_x > b) {
                best = Some((i, row.and_x));
            }
        }
        best.map(|(i, _)| i)
    }
}

/// The number of binary digits of `value` (0 for 0).
#[must_use]
pub fn bit_length(value: u64) -> u32 {
    u64::BITS - value.leading_zeros()
}

/// The position of the most significant 1 bit (0 = units), or `None` for 0.
///
/// ```
/// use bouton::most_significant_bit;
/// assert_eq!(most_significant_bit(18), Some(4));
/// assert_eq!(most_significant_bit(0), None);
/// ```
#[must_use]
pub fn most_significant_bit(value: u64) -> Option<u32> {
    value.checked_ilog2()
}

/// `value` in binary, padded with zeros to `width` digits: `binary(5, 4) == "0101"`.
#[must_use]
pub fn binary(value: u64, width: u32) -> String {
    format!("{value:0width$b}", width = width as usize)
}

/// A column's heading: its place value (1, 2, 4, … 65536), or 2 to its power past 2¹⁶ — the same
/// in the app, the SVG and the text report.
///
/// ```
/// assert_eq!(bouton::place_value(4), "16");
/// assert_eq!(bouton::place_value(20), "2²⁰");
/// ```
#[must_use]
pub fn place_value(bit: u32) -> String {
    if bit <= 16 { (1u64 << bit).to_string() } else { super::notation::pretty(&format!("2^{bit}")) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_of_nineteen_twenty_twenty_one() {
        let table = BinaryTable::new(&[19, 20, 21]);
        assert_eq!(table.width(), 5);
        let ones: Vec<u64> = table.columns().iter().map(|c| c.ones).collect();
        assert_eq!(ones, [3, 0, 2, 1, 2]);
        let targets: Vec<u64> = table.rows().iter().map(|r| r.target).collect();
        assert_eq!(targets, [1, 6, 7]);
        let takes: Vec<Option<u64>> = table.rows().iter().map(TableRow::take).collect();
        assert_eq!(takes, [Some(18), Some(14), Some(14)]);
        assert!(table.bit(0, 4) && !table.bit(0, 3) && !table.bit(9, 0) && !table.bit(0, 64));
    }

    #[test]
    fn cut_the_knot_picks_a_candidate() {
        // 3, 5, 8: X = 14, top bit 3 is in 8 only.
        let table = BinaryTable::new(&[3, 5, 8]);
        assert_eq!(table.nim_sum(), 14);
        assert_eq!(table.candidates(), [2]);
        assert_eq!(table.largest_and_x(), Some(2));
        assert_eq!(table.rows()[2].take(), Some(2));
        let p = BinaryTable::new(&[3, 5, 6]);
        assert_eq!((p.nim_sum(), p.top_bit(), p.largest_and_x()), (0, None, None));
        assert!(p.candidates().is_empty());
    }

    #[test]
    fn empty_and_huge_tables() {
        let empty = BinaryTable::new(&[]);
        assert_eq!((empty.width(), empty.nim_sum()), (1, 0));
        let huge = BinaryTable::new(&[u64::MAX, 1]);
        assert_eq!(huge.width(), 64);
        assert_eq!(huge.top_bit(), Some(63));
        assert_eq!(binary(5, 4), "0101");
    }
}
