//! Your own conjecture, typed as a formula over the heaps: `a ^ b ^ c == 0`, `c == a + b`,
//! `max(a, b, c) <= a ^ b ^ c`. The formula says when a position is P; the theorem checker compares
//! it with the brute force on every position of a box.
//!
//! The heaps are `a`, `b`, `c`, … in increasing order (a ≤ b ≤ c: the checker visits each multiset
//! once). Numbers are whole. The operators bind as in Rust: `!` and `-` first, then `* / %`, `+ -`,
//! `&`, `^` (XOR), `|`, the comparisons `== != < <= > >=`, `&&`, and `||` last; `max`, `min` and
//! `abs` are the functions. So `a ^ b ^ c == 0` means `(a ^ b ^ c) == 0`.
//!
//! ```
//! use bouton::Formula;
//! let formula: Formula = "a ^ b ^ c == 0".parse().unwrap();
//! assert_eq!(formula.holds(&[1, 2, 3]), Ok(true));
//! assert_eq!(formula.to_string(), "a ^ b ^ c == 0");
//! let error = "a ^ b ^^ c == 0".parse::<Formula>().unwrap_err();
//! assert_eq!(error.column, 8);
//! ```

mod parse;
mod print;
#[cfg(test)]
mod tests;

/// The longest formula, in characters.
pub const MAX_FORMULA_CHARS: usize = 400;
/// The deepest nesting of brackets and operators.
pub const MAX_DEPTH: usize = 32;
/// The names of the heaps, in order: `a` is the smallest heap.
pub const HEAP_NAMES: &str = "abcdefghijkl";

/// A formula that says when a position is P: a statement about the heaps.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Formula {
    expr: Expr,
}

/// A part of a formula.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expr {
    /// A whole number.
    Number(u64),
    /// A heap: 0 is `a`, the smallest.
    Heap(usize),
    /// `-x`.
    Neg(Box<Expr>),
    /// `!s`: the statement is false.
    Not(Box<Expr>),
    /// `x op y`.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `max(…)`, `min(…)`, `abs(x)`.
    Call(Function, Vec<Expr>),
}

/// The binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `*`
    Mul,
    /// `/` (whole-number division)
    Div,
    /// `%`
    Rem,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `&` (bitwise and)
    BitAnd,
    /// `^` (XOR: the nim-sum)
    Xor,
    /// `|` (bitwise or)
    BitOr,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `&&`
    And,
    /// `||`
    Or,
}

/// The functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Function {
    /// The largest of its arguments.
    Max,
    /// The smallest of its arguments.
    Min,
    /// The distance from 0 (one argument).
    Abs,
}

/// What is wrong with a formula, and where (a column, counted in characters from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct FormulaError {
    /// Where, from 1.
    pub column: usize,
    /// What.
    pub problem: FormulaProblem,
}

/// What is wrong with a formula, at its column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormulaProblem {
    /// `abs` takes one number.
    Abs,
    /// `≥` written instead of `>=`.
    AtLeast,
    /// `≤` written instead of `<=`.
    AtMost,
    /// A function without its brackets.
    Brackets {
        /// The name.
        name: String,
    },
    /// A function call not closed.
    CallNotClosed {
        /// The name.
        name: String,
    },
    /// A `)` that closes nothing, where an operand was expected.
    CloseNothing,
    /// A `)` that closes nothing, after a whole formula.
    ClosesNothing,
    /// A comma outside a function call.
    Comma,
    /// A comparison of something that is not a number.
    ComparesNumbers {
        /// The operator.
        op: BinOp,
    },
    /// Nothing written.
    Empty,
    /// The formula ends where an operand is expected.
    EndsTooSoon,
    /// The formula is a number, not a statement.
    IsANumber,
    /// A side of `and`/`or` that is not a statement.
    JoinsStatements {
        /// The text.
        side: String,
        /// The operator.
        op: BinOp,
    },
    /// A typographic minus sign.
    Minus,
    /// `-` before something that is not a number.
    MinusBefore,
    /// An operator with nothing before it.
    NeedsBefore {
        /// The operator.
        op: BinOp,
    },
    /// `!` before something that is not a statement.
    NotBefore,
    /// `≠` written instead of `!=`.
    NotEqual,
    /// A character that is not part of a formula.
    NotPart {
        /// The character.
        symbol: char,
    },
    /// Two comparisons chained (`a < b < c`).
    OnePair,
    /// A `(` not closed.
    OpenNotClosed,
    /// Something left after a whole formula.
    OperatorHere,
    /// `=` written instead of `==`.
    SingleEquals,
    /// A function given something that is not a number.
    TakesNumbers {
        /// The name.
        name: String,
    },
    /// Brackets nested deeper than the parser allows.
    TooDeep,
    /// A number too large to compute with.
    TooLarge {
        /// The text.
        number: String,
    },
    /// More characters than a formula may have.
    TooLong,
    /// A name that is neither a heap nor a function.
    UnknownName {
        /// The name.
        name: String,
    },
    /// A side of an arithmetic operator that is not a number.
    WorksOnNumbers {
        /// The text.
        side: String,
        /// The operator.
        op: BinOp,
    },
    /// `⊕` written instead of `^`.
    Xor,
}

/// Why a formula has no value on a position (it then makes no claim there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    /// `x / 0` or `x % 0`.
    DivisionByZero,
    /// A number too large to compute with.
    Overflow,
    /// A heap the position does not have (`d` in a three-heap box).
    NoSuchHeap,
}

/// What a part of a formula is: a number, or a statement (true or false).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Number,
    Statement,
}

impl BinOp {
    const ALL: [Self; 16] = [
        Self::Mul,
        Self::Div,
        Self::Rem,
        Self::Add,
        Self::Sub,
        Self::BitAnd,
        Self::Xor,
        Self::BitOr,
        Self::Eq,
        Self::Ne,
        Self::Lt,
        Self::Le,
        Self::Gt,
        Self::Ge,
        Self::And,
        Self::Or,
    ];

    /// How it is written.
    #[must_use]
    pub fn symbol(self) -> &'static str {
        match self {
            Self::Mul => "*",
            Self::Div => "/",
            Self::Rem => "%",
            Self::Add => "+",
            Self::Sub => "-",
            Self::BitAnd => "&",
            Self::Xor => "^",
            Self::BitOr => "|",
            Self::Eq => "==",
            Self::Ne => "!=",
            Self::Lt => "<",
            Self::Le => "<=",
            Self::Gt => ">",
            Self::Ge => ">=",
            Self::And => "&&",
            Self::Or => "||",
        }
    }

    /// How tightly it binds (higher first), as in Rust.
    fn precedence(self) -> u8 {
        match self {
            Self::Or => 1,
            Self::And => 2,
            Self::Eq | Self::Ne | Self::Lt | Self::Le | Self::Gt | Self::Ge => 3,
            Self::BitOr => 4,
            Self::Xor => 5,
            Self::BitAnd => 6,
            Self::Add | Self::Sub => 7,
            Self::Mul | Self::Div | Self::Rem => 8,
        }
    }

    fn is_comparison(self) -> bool {
        self.precedence() == 3
    }

    /// What its two sides must be, and what it gives.
    fn kinds(self) -> (Kind, Kind) {
        match self.precedence() {
            1 | 2 => (Kind::Statement, Kind::Statement),
            3 => (Kind::Number, Kind::Statement),
            _ => (Kind::Number, Kind::Number),
        }
    }
}

impl Function {
    const ALL: [Self; 3] = [Self::Max, Self::Min, Self::Abs];

    /// Its name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Max => "max",
            Self::Min => "min",
            Self::Abs => "abs",
        }
    }
}

impl Formula {
    /// The expression.
    #[must_use]
    pub fn expr(&self) -> &Expr {
        &self.expr
    }

    /// How many heaps it speaks of: 3 when its last heap is `c`.
    #[must_use]
    pub fn heaps_used(&self) -> usize {
        fn walk(expr: &Expr) -> usize {
            match expr {
                Expr::Number(_) => 0,
                Expr::Heap(k) => k + 1,
                Expr::Neg(e) | Expr::Not(e) => walk(e),
                Expr::Binary(_, l, r) => walk(l).max(walk(r)),
                Expr::Call(_, args) => args.iter().map(walk).max().unwrap_or(0),
            }
        }
        walk(&self.expr)
    }

    /// Whether the formula holds on the heaps (the smallest first).
    ///
    /// # Errors
    /// [`EvalError`] where it has no value: a division by zero, a number too large, a missing heap.
    pub fn holds(&self, heaps: &[u64]) -> Result<bool, EvalError> {
        Ok(eval(&self.expr, heaps)? != 0)
    }
}

/// The value of an expression: a number, or 1 / 0 for a true / false statement.
fn eval(expr: &Expr, heaps: &[u64]) -> Result<i128, EvalError> {
    let number = |e: &Expr| eval(e, heaps);
    Ok(match expr {
        Expr::Number(n) => i128::from(*n),
        Expr::Heap(k) => i128::from(*heaps.get(*k).ok_or(EvalError::NoSuchHeap)?),
        Expr::Neg(e) => number(e)?.checked_neg().ok_or(EvalError::Overflow)?,
        Expr::Not(e) => i128::from(number(e)? == 0),
        // The statements' && and || look at their right side only when they must.
        Expr::Binary(BinOp::And, l, r) => i128::from(number(l)? != 0 && number(r)? != 0),
        Expr::Binary(BinOp::Or, l, r) => i128::from(number(l)? != 0 || number(r)? != 0),
        Expr::Binary(op, l, r) => {
            let (x, y) = (number(l)?, number(r)?);
            match op {
                BinOp::Mul => x.checked_mul(y).ok_or(EvalError::Overflow)?,
                BinOp::Div => x.checked_div_euclid(y).ok_or(if y == 0 {
                    EvalError::DivisionByZero
                } else {
                    EvalError::Overflow
                })?,
                BinOp::Rem => x.checked_rem_euclid(y).ok_or(if y == 0 {
                    EvalError::DivisionByZero
                } else {
                    EvalError::Overflow
                })?,
                BinOp::Add => x.checked_add(y).ok_or(EvalError::Overflow)?,
                BinOp::Sub => x.checked_sub(y).ok_or(EvalError::Overflow)?,
                BinOp::BitAnd => x & y,
                BinOp::Xor => x ^ y,
                BinOp::BitOr => x | y,
                BinOp::Eq => i128::from(x == y),
                BinOp::Ne => i128::from(x != y),
                BinOp::Lt => i128::from(x < y),
                BinOp::Le => i128::from(x <= y),
                BinOp::Gt => i128::from(x > y),
                BinOp::Ge => i128::from(x >= y),
                BinOp::And | BinOp::Or => unreachable!("handled above"),
            }
        }
        Expr::Call(function, args) => {
            let values = args.iter().map(number).collect::<Result<Vec<_>, _>>()?;
            match function {
                Function::Max => values.into_iter().max().unwrap_or(0),
                Function::Min => values.into_iter().min().unwrap_or(0),
                Function::Abs => values.first().copied().unwrap_or(0).checked_abs().ok_or(EvalError::Overflow)?,
            }
        }
    })
}
