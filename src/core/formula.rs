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

use std::fmt;
use std::str::FromStr;

/// The longest formula, in characters.
pub const MAX_FORMULA_CHARS: usize = 400;
/// The deepest nesting of brackets and operators.
const MAX_DEPTH: usize = 32;
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
#[error("column {column}: {problem}")]
pub struct FormulaError {
    /// Where, from 1.
    pub column: usize,
    /// What, as a sentence for the person who typed it.
    pub problem: String,
}

/// Why a formula has no value on a position (it then makes no claim there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    /// `x / 0` or `x % 0`.
    #[error("division by zero")]
    DivisionByZero,
    /// A number too large to compute with.
    #[error("a number too large")]
    Overflow,
    /// A heap the position does not have (`d` in a three-heap box).
    #[error("no such heap")]
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

/// A token of the formula, with its column.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Number(u64),
    Name(String),
    Op(BinOp),
    Not,
    Open,
    Close,
    Comma,
}

fn error(column: usize, problem: impl Into<String>) -> FormulaError {
    FormulaError { column, problem: problem.into() }
}

/// Splits the text into tokens, each with its column (from 1).
fn tokens(text: &str) -> Result<Vec<(Token, usize)>, FormulaError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let (c, column) = (chars[i], i + 1);
        let next = chars.get(i + 1).copied();
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let digits: String = chars[start..i].iter().collect();
            let n = digits.parse().map_err(|_| error(column, format!("{digits} is too large a number")))?;
            out.push((Token::Number(n), column));
            continue;
        }
        if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push((Token::Name(chars[start..i].iter().collect()), column));
            continue;
        }
        let two: Option<BinOp> = next
            .and_then(|n| BinOp::ALL.into_iter().find(|op| op.symbol().len() == 2 && op.symbol() == format!("{c}{n}")));
        let (token, width) = if let Some(op) = two {
            (Token::Op(op), 2)
        } else {
            let token = match c {
                '(' => Token::Open,
                ')' => Token::Close,
                ',' => Token::Comma,
                '!' => Token::Not,
                '=' => return Err(error(column, "to compare, write == (one = is not part of a formula)")),
                '⊕' => return Err(error(column, "write XOR (the nim-sum) as ^")),
                '≠' => return Err(error(column, "write 'not equal' as !=")),
                '≤' => return Err(error(column, "write 'at most' as <=")),
                '≥' => return Err(error(column, "write 'at least' as >=")),
                '−' | '–' => return Err(error(column, "write minus as - (the keyboard's hyphen)")),
                _ => match BinOp::ALL.into_iter().find(|op| op.symbol() == c.to_string()) {
                    Some(op) => Token::Op(op),
                    None => return Err(error(column, format!("'{c}' is not part of a formula"))),
                },
            };
            (token, 1)
        };
        out.push((token, column));
        i += width;
    }
    Ok(out)
}

/// A recursive-descent parser that checks, as it goes, that numbers and statements are where they
/// belong.
struct Parser {
    tokens: Vec<(Token, usize)>,
    at: usize,
    /// The column just past the text, for "the formula ends too soon".
    end: usize,
    depth: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at).map(|(t, _)| t)
    }

    fn column(&self) -> usize {
        self.tokens.get(self.at).map_or(self.end, |&(_, c)| c)
    }

    fn deeper(&mut self) -> Result<(), FormulaError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(error(self.column(), format!("the formula nests more than {MAX_DEPTH} deep")));
        }
        Ok(())
    }

    /// An expression whose operators bind at least as tightly as `min`.
    fn expr(&mut self, min: u8) -> Result<(Expr, Kind, usize), FormulaError> {
        self.deeper()?;
        let (mut left, mut kind, start) = self.operand()?;
        let mut compared = false;
        while let Some(&Token::Op(op)) = self.peek() {
            if op.precedence() < min {
                break;
            }
            let column = self.column();
            if op.is_comparison() && compared {
                return Err(error(column, "compare one pair at a time: write (a == b) && (b == c)"));
            }
            self.at += 1;
            let (right, right_kind, right_start) = self.expr(op.precedence() + 1)?;
            let (needs, gives) = op.kinds();
            for (side, side_kind, side_start) in [(&left, kind, start), (&right, right_kind, right_start)] {
                if side_kind != needs {
                    return Err(error(side_start, mismatch(op, side, needs)));
                }
            }
            compared |= op.is_comparison();
            left = Expr::Binary(op, Box::new(left), Box::new(right));
            kind = gives;
        }
        self.depth -= 1;
        Ok((left, kind, start))
    }

    /// A number, a heap, a call, a bracket, or `-` / `!` before one of them.
    fn operand(&mut self) -> Result<(Expr, Kind, usize), FormulaError> {
        let column = self.column();
        let Some((token, _)) = self.tokens.get(self.at).cloned() else {
            return Err(error(column, "the formula ends too soon: a number, a heap or a bracket should follow"));
        };
        self.at += 1;
        match token {
            Token::Number(n) => Ok((Expr::Number(n), Kind::Number, column)),
            Token::Op(BinOp::Sub) => {
                self.deeper()?;
                let (inner, kind, at) = self.operand()?;
                self.depth -= 1;
                if kind != Kind::Number {
                    return Err(error(at, "- goes before a number; for 'not', write !"));
                }
                Ok((Expr::Neg(Box::new(inner)), Kind::Number, column))
            }
            Token::Not => {
                self.deeper()?;
                let (inner, kind, at) = self.operand()?;
                self.depth -= 1;
                if kind != Kind::Statement {
                    return Err(error(at, "! goes before a statement such as (a == b); for minus, write -"));
                }
                Ok((Expr::Not(Box::new(inner)), Kind::Statement, column))
            }
            Token::Open => {
                let (inner, kind, _) = self.expr(0)?;
                if self.peek() != Some(&Token::Close) {
                    return Err(error(self.column(), "a ( is not closed: a ) should come here"));
                }
                self.at += 1;
                Ok((inner, kind, column))
            }
            Token::Name(name) => self.name(&name, column),
            Token::Op(op) => Err(error(column, format!("{} needs something before it", op.symbol()))),
            Token::Close => Err(error(column, "a ) with nothing to close, or nothing inside it")),
            Token::Comma => Err(error(column, "a comma goes between the arguments of max, min or abs")),
        }
    }

    /// A heap (`a` … `l`) or a function call.
    fn name(&mut self, name: &str, column: usize) -> Result<(Expr, Kind, usize), FormulaError> {
        if let Some(function) = Function::ALL.into_iter().find(|f| f.name() == name) {
            if self.peek() != Some(&Token::Open) {
                return Err(error(self.column(), format!("{name} needs its arguments in brackets: {name}(a, b)")));
            }
            self.at += 1;
            let mut args = Vec::new();
            loop {
                let (arg, kind, at) = self.expr(0)?;
                if kind != Kind::Number {
                    return Err(error(at, format!("{name} takes numbers, not statements")));
                }
                args.push(arg);
                match self.peek() {
                    Some(Token::Comma) => self.at += 1,
                    Some(Token::Close) => {
                        self.at += 1;
                        break;
                    }
                    _ => {
                        return Err(error(
                            self.column(),
                            format!("{name}( is not closed: a , or a ) should come here"),
                        ));
                    }
                }
            }
            if function == Function::Abs && args.len() != 1 {
                return Err(error(column, "abs takes one number"));
            }
            return Ok((Expr::Call(function, args), Kind::Number, column));
        }
        let mut chars = name.chars();
        if let (Some(c), None) = (chars.next(), chars.next())
            && let Some(k) = HEAP_NAMES.find(c)
        {
            return Ok((Expr::Heap(k), Kind::Number, column));
        }
        Err(error(
            column,
            format!(
                "'{name}' is neither a heap (a to {}) nor a function (max, min, abs)",
                HEAP_NAMES.chars().last().unwrap_or('l')
            ),
        ))
    }
}

/// The sentence for a side of `op` that is the wrong kind.
fn mismatch(op: BinOp, side: &Expr, needs: Kind) -> String {
    let symbol = op.symbol();
    match (needs, op) {
        (Kind::Statement, _) => format!("{symbol} joins statements such as a == b, but {side} is a number"),
        (Kind::Number, _) if op.is_comparison() => {
            format!("{symbol} compares numbers; to join statements use && or ||")
        }
        (Kind::Number, _) => format!("{symbol} works on numbers, but {side} is a statement"),
    }
}

impl FromStr for Formula {
    type Err = FormulaError;

    fn from_str(text: &str) -> Result<Self, FormulaError> {
        let length = text.chars().count();
        if length > MAX_FORMULA_CHARS {
            return Err(error(MAX_FORMULA_CHARS + 1, format!("a formula has at most {MAX_FORMULA_CHARS} characters")));
        }
        if text.trim().is_empty() {
            return Err(error(1, "type a formula that says when a position is P, such as a ^ b ^ c == 0"));
        }
        let mut parser = Parser { tokens: tokens(text)?, at: 0, end: length + 1, depth: 0 };
        let (expr, kind, _) = parser.expr(0)?;
        if let Some((token, column)) = parser.tokens.get(parser.at) {
            let problem = if *token == Token::Close {
                "this ) closes nothing".to_string()
            } else {
                "an operator such as == or && should come here".to_string()
            };
            return Err(error(*column, problem));
        }
        if kind != Kind::Statement {
            return Err(error(
                1,
                "the formula is a number: say when a position is P, such as a ^ b ^ c == 0 (add == 0, or compare)",
            ));
        }
        Ok(Self { expr })
    }
}

impl fmt::Display for Formula {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.expr.fmt(f)
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_expr(f, self, 0)
    }
}

/// Writes `expr` with the fewest brackets that keep its meaning where the surrounding operator binds
/// at `outer`.
fn write_expr(f: &mut fmt::Formatter<'_>, expr: &Expr, outer: u8) -> fmt::Result {
    match expr {
        Expr::Number(n) => write!(f, "{n}"),
        Expr::Heap(k) => write!(f, "{}", HEAP_NAMES.chars().nth(*k).unwrap_or('?')),
        Expr::Neg(e) => {
            f.write_str("-")?;
            write_expr(f, e, 9)
        }
        Expr::Not(e) => {
            f.write_str("!")?;
            write_expr(f, e, 9)
        }
        Expr::Binary(op, l, r) => {
            let p = op.precedence();
            let bracket = p < outer;
            if bracket {
                f.write_str("(")?;
            }
            // Left-associative: a right side of the same strength needs brackets, and so does a
            // comparison on either side of a comparison.
            write_expr(f, l, if op.is_comparison() { p + 1 } else { p })?;
            write!(f, " {} ", op.symbol())?;
            write_expr(f, r, p + 1)?;
            if bracket {
                f.write_str(")")?;
            }
            Ok(())
        }
        Expr::Call(function, args) => {
            write!(f, "{}(", function.name())?;
            for (i, arg) in args.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write_expr(f, arg, 0)?;
            }
            f.write_str(")")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn holds(text: &str, heaps: &[u64]) -> bool {
        text.parse::<Formula>().unwrap().holds(heaps).unwrap()
    }

    #[test]
    fn the_examples_mean_what_they_say() {
        assert!(holds("a ^ b ^ c == 0", &[1, 2, 3]));
        assert!(!holds("a ^ b ^ c == 0", &[1, 2, 4]));
        assert!(holds("c == a + b", &[1, 2, 3]));
        assert!(holds("max(a, b, c) <= a ^ b ^ c", &[1, 2, 4]));
        assert!(!holds("max(a, b, c) <= a ^ b ^ c", &[1, 2, 3]));
        // Rust's binding: ^ before ==, && before ||, - before comparisons.
        assert!(holds("a == 1 || b == 1 && c == 7", &[1, 5, 6]));
        assert!(holds("!(a == b) && abs(a - b) == 4", &[1, 5]));
        assert!(holds("a % 4 == 1 && b / 2 == 2 && -a < 0", &[5, 5]));
        assert_eq!("a ^ b ^ c == 0".parse::<Formula>().unwrap().heaps_used(), 3);
    }

    #[test]
    fn a_formula_without_a_value_makes_no_claim() {
        let formula: Formula = "a / b == 1".parse().unwrap();
        assert_eq!(formula.holds(&[3, 0]), Err(EvalError::DivisionByZero));
        assert_eq!(formula.holds(&[3]), Err(EvalError::NoSuchHeap));
        let huge: Formula = "a * a * a * a * a * a * a == 0".parse().unwrap();
        assert_eq!(huge.holds(&[u64::MAX]), Err(EvalError::Overflow));
    }

    /// Hostile or mistyped formulas: each gets a sentence and the column of the problem.
    #[test]
    fn mistakes_are_explained_at_their_column() {
        let cases: [(&str, usize, &str); 23] = [
            ("", 1, "type a formula"),
            ("   ", 1, "type a formula"),
            ("a ^ b ^ c", 1, "the formula is a number"),
            ("a ^ b ^^ c == 0", 8, "^ needs something before it"),
            ("a = b", 3, "write =="),
            ("a ⊕ b == 0", 3, "XOR"),
            ("a ≠ b", 3, "!="),
            ("(a + b == c", 12, "not closed"),
            ("a + b) == c", 6, "closes nothing"),
            ("a == b == c", 8, "one pair at a time"),
            ("a && b", 1, "joins statements"),
            ("(a == b) + 1 == 2", 1, "works on numbers"),
            ("(a == b) == (b == c)", 1, "compares numbers"),
            ("x == 0", 1, "neither a heap"),
            ("max == 0", 5, "brackets"),
            ("max(a, b", 9, "not closed"),
            ("max(a, b == 0) == 0", 8, "takes numbers"),
            ("abs(a, b) == 0", 1, "one number"),
            ("-(a == b)", 2, "- goes before a number"),
            ("!a", 2, "! goes before a statement"),
            ("a == 99999999999999999999999", 6, "too large"),
            ("a == ", 6, "ends too soon"),
            ("a == b c", 8, "an operator"),
        ];
        for (text, column, words) in cases {
            let error = text.parse::<Formula>().unwrap_err();
            assert_eq!(error.column, column, "{text:?}: {error}");
            assert!(error.problem.contains(words), "{text:?}: {error}");
        }
        let long = "a + ".repeat(200) + "a == 0";
        assert!(long.parse::<Formula>().unwrap_err().problem.contains("at most"));
        let deep = "(".repeat(100) + "a" + &")".repeat(100) + " == 0";
        assert!(deep.parse::<Formula>().unwrap_err().problem.contains("nests"));
        let negations = "-".repeat(100) + "a == 0";
        assert!(negations.parse::<Formula>().unwrap_err().problem.contains("nests"));
    }

    fn number() -> impl Strategy<Value = Expr> {
        let leaf = prop_oneof![(0u64..1000).prop_map(Expr::Number), (0usize..5).prop_map(Expr::Heap)];
        leaf.prop_recursive(4, 24, 3, |inner| {
            let arithmetic = prop::sample::select(&BinOp::ALL[..8]);
            prop_oneof![
                inner.clone().prop_map(|e| Expr::Neg(Box::new(e))),
                (arithmetic, inner.clone(), inner.clone()).prop_map(|(op, l, r)| Expr::Binary(
                    op,
                    Box::new(l),
                    Box::new(r)
                )),
                inner.clone().prop_map(|e| Expr::Call(Function::Abs, vec![e])),
                (prop::sample::select(&[Function::Max, Function::Min][..]), prop::collection::vec(inner, 1..4))
                    .prop_map(|(function, args)| Expr::Call(function, args)),
            ]
        })
    }

    fn statement() -> impl Strategy<Value = Expr> {
        let comparison = prop::sample::select(&BinOp::ALL[8..14]);
        let leaf = (comparison, number(), number()).prop_map(|(op, l, r)| Expr::Binary(op, Box::new(l), Box::new(r)));
        leaf.prop_recursive(3, 12, 2, |inner| {
            prop_oneof![
                inner.clone().prop_map(|e| Expr::Not(Box::new(e))),
                (prop::sample::select(&BinOp::ALL[14..]), inner.clone(), inner).prop_map(|(op, l, r)| Expr::Binary(
                    op,
                    Box::new(l),
                    Box::new(r)
                )),
            ]
        })
    }

    proptest! {
        /// Printed with the fewest brackets, a formula reads back as the same formula, and means the
        /// same on every position.
        #[test]
        fn formulas_round_trip_through_print_and_parse(expr in statement(), heaps in prop::collection::vec(0u64..50, 5)) {
            let text = expr.to_string();
            let formula: Formula = text.parse().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
            prop_assert_eq!(formula.expr(), &expr, "{}", text);
            prop_assert_eq!(formula.to_string(), text);
            prop_assert_eq!(formula.holds(&heaps), eval(&expr, &heaps).map(|value| value != 0));
        }

        /// Any text at all: a formula or an error at a column inside it (or just past its end), and
        /// never a panic.
        #[test]
        fn any_text_parses_or_says_where_it_goes_wrong(text in "[a-e0-9 ()+*^&|!=<>,%/-]{0,40}|\\PC{0,40}") {
            match text.parse::<Formula>() {
                Ok(formula) => { let _ = formula.holds(&[1, 2, 3, 4, 5]); }
                Err(error) => prop_assert!(error.column >= 1 && error.column <= text.chars().count() + 1, "{text:?}: {error}"),
            }
        }
    }
}
