//! Reading a formula: tokens with their columns, then a recursive-descent parser that checks, as it
//! goes, that numbers and statements are where they belong.

use std::str::FromStr;

use crate::i18n::msg;

use super::{BinOp, Expr, Formula, FormulaError, Function, HEAP_NAMES, Kind, MAX_DEPTH, MAX_FORMULA_CHARS};

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
            let n = digits.parse().map_err(|_| error(column, msg::formula_too_large(digits.as_str())))?;
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
                '=' => return Err(error(column, msg::formula_single_equals())),
                '⊕' => return Err(error(column, msg::formula_xor())),
                '≠' => return Err(error(column, msg::formula_not_equal())),
                '≤' => return Err(error(column, msg::formula_at_most())),
                '≥' => return Err(error(column, msg::formula_at_least())),
                '−' | '–' => return Err(error(column, msg::formula_minus())),
                _ => match BinOp::ALL.into_iter().find(|op| op.symbol() == c.to_string()) {
                    Some(op) => Token::Op(op),
                    None => {
                        return Err(error(column, msg::formula_not_part(c.to_string())));
                    }
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
            return Err(error(self.column(), msg::formula_too_deep(MAX_DEPTH)));
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
                return Err(error(column, msg::formula_one_pair()));
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

    /// The operand after a `-` or `!`, which must be of the kind `needs` (else `problem`, at it).
    fn prefixed(&mut self, needs: Kind, problem: &str) -> Result<Expr, FormulaError> {
        self.deeper()?;
        let (inner, kind, at) = self.operand()?;
        self.depth -= 1;
        if kind != needs {
            return Err(error(at, problem));
        }
        Ok(inner)
    }

    /// A number, a heap, a call, a bracket, or `-` / `!` before one of them.
    fn operand(&mut self) -> Result<(Expr, Kind, usize), FormulaError> {
        let column = self.column();
        let Some((token, _)) = self.tokens.get(self.at).cloned() else {
            return Err(error(column, msg::formula_ends_too_soon()));
        };
        self.at += 1;
        match token {
            Token::Number(n) => Ok((Expr::Number(n), Kind::Number, column)),
            Token::Op(BinOp::Sub) => {
                let inner = self.prefixed(Kind::Number, &msg::formula_minus_before())?;
                Ok((Expr::Neg(Box::new(inner)), Kind::Number, column))
            }
            Token::Not => {
                let inner = self.prefixed(Kind::Statement, &msg::formula_not_before())?;
                Ok((Expr::Not(Box::new(inner)), Kind::Statement, column))
            }
            Token::Open => {
                let (inner, kind, _) = self.expr(0)?;
                if self.peek() != Some(&Token::Close) {
                    return Err(error(self.column(), msg::formula_open_not_closed()));
                }
                self.at += 1;
                Ok((inner, kind, column))
            }
            Token::Name(name) => self.name(&name, column),
            Token::Op(op) => Err(error(column, msg::formula_needs_before(op.symbol()))),
            Token::Close => Err(error(column, msg::formula_close_nothing())),
            Token::Comma => Err(error(column, msg::formula_comma())),
        }
    }

    /// A heap (`a` … `l`) or a function call.
    fn name(&mut self, name: &str, column: usize) -> Result<(Expr, Kind, usize), FormulaError> {
        if let Some(function) = Function::ALL.into_iter().find(|f| f.name() == name) {
            if self.peek() != Some(&Token::Open) {
                return Err(error(self.column(), msg::formula_brackets(name)));
            }
            self.at += 1;
            let mut args = Vec::new();
            loop {
                let (arg, kind, at) = self.expr(0)?;
                if kind != Kind::Number {
                    return Err(error(at, msg::formula_takes_numbers(name)));
                }
                args.push(arg);
                match self.peek() {
                    Some(Token::Comma) => self.at += 1,
                    Some(Token::Close) => {
                        self.at += 1;
                        break;
                    }
                    _ => {
                        return Err(error(self.column(), msg::formula_call_not_closed(name)));
                    }
                }
            }
            if function == Function::Abs && args.len() != 1 {
                return Err(error(column, msg::formula_abs()));
            }
            return Ok((Expr::Call(function, args), Kind::Number, column));
        }
        let mut chars = name.chars();
        if let (Some(c), None) = (chars.next(), chars.next())
            && let Some(k) = HEAP_NAMES.find(c)
        {
            return Ok((Expr::Heap(k), Kind::Number, column));
        }
        Err(error(column, msg::formula_unknown_name(HEAP_NAMES.chars().last().unwrap_or('l').to_string(), name)))
    }
}

/// The sentence for a side of `op` that is the wrong kind.
fn mismatch(op: BinOp, side: &Expr, needs: Kind) -> String {
    let symbol = op.symbol();
    match (needs, op) {
        (Kind::Statement, _) => msg::formula_joins_statements(side.to_string(), symbol),
        (Kind::Number, _) if op.is_comparison() => msg::formula_compares_numbers(symbol),
        (Kind::Number, _) => msg::formula_works_on_numbers(side.to_string(), symbol),
    }
}

impl FromStr for Formula {
    type Err = FormulaError;

    fn from_str(text: &str) -> Result<Self, FormulaError> {
        let length = text.chars().count();
        if length > MAX_FORMULA_CHARS {
            return Err(error(MAX_FORMULA_CHARS + 1, msg::formula_too_long(MAX_FORMULA_CHARS)));
        }
        if text.trim().is_empty() {
            return Err(error(1, msg::formula_empty()));
        }
        let mut parser = Parser { tokens: tokens(text)?, at: 0, end: length + 1, depth: 0 };
        let (expr, kind, _) = parser.expr(0)?;
        if let Some((token, column)) = parser.tokens.get(parser.at) {
            let problem =
                if *token == Token::Close { msg::formula_closes_nothing() } else { msg::formula_operator_here() };
            return Err(error(*column, problem));
        }
        if kind != Kind::Statement {
            return Err(error(1, msg::formula_is_a_number()));
        }
        Ok(Self { expr })
    }
}
