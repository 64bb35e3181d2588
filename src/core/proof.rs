//! The proofs of Lemma 1 and Lemma 2 as data: ordered steps, each with its real numbers and the
//! binary-table cells it speaks of. The app and the command line only render these.
//!
//! The lemmas are about the values in the binary table: the heap sizes in Nim, the Grundy values
//! under S(1..k) or a subtraction set (where each heap plays like a Nim heap of its Grundy value).
//!
//! ```
//! use bouton::{lemma_two, Position, Rules, StepKind};
//! let position = Position::new(vec![19, 20, 21]).unwrap();
//! let steps = lemma_two(&position, &Rules::default(), 0).unwrap();
//! assert!(steps.iter().any(|s| s.kind == StepKind::Take { heap: 0, take: 18, from: 19, to: 1 }));
//! ```

use super::analysis::{nim_sum, takes_to_grundy};
use super::position::{Move, MoveError, Position};
use super::rules::{MoveRule, Rules};
use super::table::{BinaryTable, TableCell, binary, bit_length};

/// Which lemma a step belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lemma {
    /// If X = 0, every move leaves X′ ≠ 0 (X′: the nim-sum after the move).
    One,
    /// If X ≠ 0, some move leaves X′ = 0.
    Two,
}

/// What a step shows. Values are table values (Grundy values; heap sizes in Nim); heaps are 0-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// Write every value in binary, one row per heap.
    WriteInBinary {
        /// The values, in heap order.
        values: Vec<u64>,
    },
    /// XOR the columns: X has a 1 exactly where a column has an odd number of 1s.
    NimSum {
        /// s, the nim-sum.
        s: u64,
        /// The bits of the columns with an odd count, most significant first.
        odd_bits: Vec<u32>,
    },
    /// (Lemma 2) The leftmost 1 of X is bit d.
    LeadingBit {
        /// s.
        s: u64,
        /// d.
        d: u32,
    },
    /// (Lemma 2) Heap k has a 1 in bit d; every heap in `candidates` would do.
    ChooseHeap {
        /// The chosen heap k.
        heap: usize,
        /// x_k.
        x: u64,
        /// d.
        d: u32,
        /// Every heap with bit d set.
        candidates: Vec<usize>,
    },
    /// (Lemma 2) y_k = s ⊕ x_k.
    Target {
        /// k.
        heap: usize,
        /// x_k.
        x: u64,
        /// s.
        s: u64,
        /// y_k.
        y: u64,
    },
    /// (Lemma 2) y_k < x_k: the bits left of d agree, bit d drops from 1 to 0 (−2^d), the bits right of
    /// d change by at most 2^d − 1.
    Smaller {
        /// x_k.
        x: u64,
        /// y_k.
        y: u64,
        /// d.
        d: u32,
        /// x_k mod 2^d: the bits right of d in x_k.
        low_x: u64,
        /// y_k mod 2^d.
        low_y: u64,
    },
    /// The move on the board: take `take` from heap k, which goes from `from` to `to` objects.
    Take {
        /// k.
        heap: usize,
        /// How many to take.
        take: u64,
        /// The heap's size before.
        from: u64,
        /// The heap's size after.
        to: u64,
    },
    /// (Lemma 2) X′ = X ⊕ x_k ⊕ y_k = X ⊕ x_k ⊕ (X ⊕ x_k) = 0.
    Zero {
        /// s.
        s: u64,
        /// x_k.
        x: u64,
        /// y_k.
        y: u64,
    },
    /// (Lemma 1) The chosen move changes heap k's value from x_k to y_k.
    MoveChosen {
        /// k.
        heap: usize,
        /// x_k.
        x: u64,
        /// y_k.
        y: u64,
    },
    /// (Lemma 1) X′ = X ⊕ x_k ⊕ y_k = x_k ⊕ y_k, since X = 0.
    NewNimSum {
        /// x_k.
        x: u64,
        /// y_k.
        y: u64,
        /// t.
        t: u64,
    },
    /// (Lemma 1) x_k ≠ y_k, so they differ in some bit (the highest is `bit`), where X′ has a 1: X′ ≠ 0.
    NotZero {
        /// x_k.
        x: u64,
        /// y_k.
        y: u64,
        /// The highest bit where they differ.
        bit: u32,
        /// t.
        t: u64,
    },
}

/// A number a step shows, in decimal and in binary (padded to the table's width).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Number {
    /// Its name in the proof: `s`, `x_2`, `y_2`, `2^d`, ….
    pub name: String,
    /// Its value.
    pub value: u64,
    /// Its binary digits, as wide as the table.
    pub binary: String,
}

/// One step of a proof.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProofStep {
    /// The lemma it belongs to.
    pub lemma: Lemma,
    /// What it shows, with its numbers.
    pub kind: StepKind,
    /// The numbers to display, decimal and binary.
    pub numbers: Vec<Number>,
    /// The binary-table cells it refers to (to highlight).
    pub cells: Vec<TableCell>,
}

/// Why a lemma does not apply.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProofError {
    /// Lemma 1 needs X = 0.
    NimSumNotZero {
        /// s.
        s: u64,
    },
    /// Lemma 2 needs X ≠ 0.
    NimSumZero,
    /// The chosen heap does not have bit d.
    NotACandidate {
        /// The heap chosen (0-based).
        heap: usize,
        /// d.
        d: u32,
    },
    /// The chosen move is illegal.
    #[error(transparent)]
    IllegalMove(#[from] MoveError),
}

/// The steps of Lemma 2 (X ≠ 0 ⇒ some move leaves X′ = 0) on a position, using heap `heap`.
///
/// # Errors
/// [`ProofError::NimSumZero`] when X = 0, [`ProofError::NotACandidate`] when the heap lacks bit d.
pub fn lemma_two(position: &Position, rules: &Rules, heap: usize) -> Result<Vec<ProofStep>, ProofError> {
    let values: Vec<u64> = position.heaps().iter().map(|&h| rules.grundy(h)).collect();
    let table = BinaryTable::new(&values);
    let s = table.nim_sum();
    let d = table.top_bit().ok_or(ProofError::NimSumZero)?;
    if !table.bit(heap, d) {
        return Err(ProofError::NotACandidate { heap, d });
    }
    let w = table.width();
    let num = |name: String, value: u64| Number { name, binary: binary(value, w), value };
    let x = values[heap];
    let y = s ^ x;
    let low_mask = (1u64 << d) - 1;
    let k = heap + 1;
    let size = position.heaps()[heap];
    let take = take_to_value(size, y, &rules.moves);
    let row_bits = |bits: &mut dyn Iterator<Item = u32>| bits.map(|bit| TableCell::Bit { row: heap, bit }).collect();
    let mut steps = vec![
        write_in_binary(Lemma::Two, &values, w),
        nim_sum_step(Lemma::Two, &table),
        ProofStep {
            lemma: Lemma::Two,
            kind: StepKind::LeadingBit { s, d },
            numbers: vec![num("X".into(), s), num("2^d".into(), 1 << d)],
            cells: vec![TableCell::NimSumBit(d), TableCell::Column(d)],
        },
        ProofStep {
            lemma: Lemma::Two,
            kind: StepKind::ChooseHeap { heap, x, d, candidates: table.candidates() },
            numbers: vec![num(format!("x_{k}"), x)],
            cells: table.candidates().into_iter().map(|row| TableCell::Bit { row, bit: d }).collect(),
        },
        ProofStep {
            lemma: Lemma::Two,
            kind: StepKind::Target { heap, x, s, y },
            numbers: vec![num(format!("x_{k}"), x), num("X".into(), s), num(format!("y_{k}"), y)],
            cells: vec![TableCell::Row(heap), TableCell::NimSumRow],
        },
        ProofStep {
            lemma: Lemma::Two,
            kind: StepKind::Smaller { x, y, d, low_x: x & low_mask, low_y: y & low_mask },
            numbers: vec![
                num(format!("x_{k}"), x),
                num(format!("y_{k}"), y),
                num("2^d".into(), 1 << d),
                num("2^d − 1".into(), low_mask),
            ],
            cells: row_bits(&mut (0..w)),
        },
    ];
    steps.push(ProofStep {
        lemma: Lemma::Two,
        kind: StepKind::Take { heap, take, from: size, to: size - take },
        numbers: vec![num("take".into(), take)],
        cells: vec![TableCell::Row(heap)],
    });
    steps.push(ProofStep {
        lemma: Lemma::Two,
        kind: StepKind::Zero { s, x, y },
        numbers: vec![num("X".into(), s), num(format!("x_{k}"), x), num(format!("y_{k}"), y), num("X′".into(), 0)],
        cells: vec![TableCell::NimSumRow],
    });
    Ok(steps)
}

/// The steps of Lemma 1 (X = 0 ⇒ every move leaves X′ ≠ 0) on a position, for the move `mv`.
///
/// # Errors
/// [`ProofError::NimSumNotZero`] when X ≠ 0, [`ProofError::IllegalMove`] for an illegal move.
pub fn lemma_one(position: &Position, rules: &Rules, mv: Move) -> Result<Vec<ProofStep>, ProofError> {
    let s = nim_sum(position.heaps(), rules);
    if s != 0 {
        return Err(ProofError::NimSumNotZero { s });
    }
    position.check(mv, rules)?;
    let values: Vec<u64> = position.heaps().iter().map(|&h| rules.grundy(h)).collect();
    let table = BinaryTable::new(&values);
    let heap = mv.heap;
    let k = heap + 1;
    let size = position.heaps()[heap];
    let x = values[heap];
    let y = rules.grundy(size - mv.take);
    let t = x ^ y;
    // Under S(1..k) and sets a move can raise the value: y (and t) may be wider than the table.
    let w = table.width().max(bit_length(y));
    let num = |name: String, value: u64| Number { name, binary: binary(value, w), value };
    // x ≠ y: in Nim because the heap shrank; under other rules because g is the mex of what it reaches.
    let bit = bit_length(t).saturating_sub(1);
    // The cells where x and y differ first; past the table's last column only the row can be lit.
    let differ = if bit < table.width() {
        vec![TableCell::Bit { row: heap, bit }, TableCell::Column(bit)]
    } else {
        vec![TableCell::Row(heap)]
    };
    Ok(vec![
        write_in_binary(Lemma::One, &values, w),
        nim_sum_step(Lemma::One, &table),
        ProofStep {
            lemma: Lemma::One,
            kind: StepKind::MoveChosen { heap, x, y },
            numbers: vec![num(format!("x_{k}"), x), num(format!("y_{k}"), y)],
            cells: vec![TableCell::Row(heap)],
        },
        ProofStep {
            lemma: Lemma::One,
            kind: StepKind::Take { heap, take: mv.take, from: size, to: size - mv.take },
            numbers: vec![num("take".into(), mv.take)],
            cells: vec![TableCell::Row(heap)],
        },
        ProofStep {
            lemma: Lemma::One,
            kind: StepKind::NewNimSum { x, y, t },
            numbers: vec![num(format!("x_{k}"), x), num(format!("y_{k}"), y), num("X′".into(), t)],
            cells: vec![TableCell::Row(heap), TableCell::NimSumRow],
        },
        ProofStep {
            lemma: Lemma::One,
            kind: StepKind::NotZero { x, y, bit, t },
            numbers: vec![num(format!("x_{k}"), x), num(format!("y_{k}"), y), num("X′".into(), t)],
            cells: differ,
        },
    ])
}

fn write_in_binary(lemma: Lemma, values: &[u64], w: u32) -> ProofStep {
    ProofStep {
        lemma,
        kind: StepKind::WriteInBinary { values: values.to_vec() },
        numbers: values
            .iter()
            .enumerate()
            .map(|(i, &v)| Number { name: format!("x_{}", i + 1), value: v, binary: binary(v, w) })
            .collect(),
        cells: (0..values.len()).map(TableCell::Row).collect(),
    }
}

fn nim_sum_step(lemma: Lemma, table: &BinaryTable) -> ProofStep {
    let s = table.nim_sum();
    let mut cells: Vec<TableCell> = table.columns().iter().map(|c| TableCell::Ones(c.bit)).collect();
    cells.push(TableCell::NimSumRow);
    ProofStep {
        lemma,
        kind: StepKind::NimSum { s, odd_bits: table.odd_bits() },
        numbers: vec![Number { name: "X".into(), value: s, binary: binary(s, table.width()) }],
        cells,
    }
}

/// The smallest legal amount that takes a heap of `size` to table value `wanted` (smaller than its
/// value). In Nim that is `size − wanted`; under other rules the mex property guarantees one exists.
#[must_use]
pub fn take_to_value(size: u64, wanted: u64, rule: &MoveRule) -> u64 {
    let mut smallest = 0;
    takes_to_grundy(size, rule.grundy(size), wanted, rule, |take| {
        smallest = take;
        false
    });
    smallest
}
