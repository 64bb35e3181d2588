//! Reading a formula: tokens with their columns, then a recursive-descent parser that checks, as it
//! goes, that numbers and statements are where they belong.

use std::str::FromStr;

use super::{
    BinOp, Expr, Formula, FormulaError, FormulaProblem, Function, HEAP_NAMES, Kind, MAX_DEPTH, MAX_FORMULA_CHARS,
};

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

fn error(column: usize, problem: FormulaProblem) -> FormulaError {
    FormulaError { column, problem }
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
            let n = digits.parse().map_err(|_| error(column, FormulaProblem::TooLarge { number: digits.clone() }))?;
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
                '=' => return Err(error(column, FormulaProblem::SingleEquals)),
                '⊕' => return Err(error(column, FormulaProblem::Xor)),
                '≠' => return Err(error(column, FormulaProblem::NotEqual)),
                '≤' => return Err(error(column, FormulaProblem::AtMost)),
                '≥' => return Err(error(column, FormulaProblem::AtLeast)),
                '−' | '–' => return Err(error(column, FormulaProblem::Minus)),
                _ => match BinOp::ALL.into_iter().find(|op| op.symbol() == c.to_string()) {
                    Some(op) => Token::Op(op),
                    None => {
                        return Err(error(column, FormulaProblem::NotPart { symbol: c }));
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
            return Err(error(self.column(), FormulaProblem::TooDeep));
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
                return Err(error(column, FormulaProblem::OnePair));
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
    fn prefixed(&mut self, needs: Kind, problem: FormulaProblem) -> Result<Expr, FormulaError> {
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
            return Err(error(column, FormulaProblem::EndsTooSoon));
        };
        self.at += 1;
        match token {
            Token::Number(n) => Ok((Expr::Number(n), Kind::Number, column)),
            Token::Op(BinOp::Sub) => {
                let inner = self.prefixed(Kind::Number, FormulaProblem::MinusBefore)?;
                Ok((Expr::Neg(Box::new(inner)), Kind::Number, column))
            }
            Token::Not => {
                let inner = self.prefixed(Kind::Statement, FormulaProblem::NotBefore)?;
                Ok((Expr::Not(Box::new(inner)), Kind::Statement, column))
            }
            Token::Open => {
                let (inner, kind, _) = self.expr(0)?;
                if self.peek() != Some(&Token::Close) {
                    return Err(error(self.column(), FormulaProblem::OpenNotClosed));
                }
                self.at += 1;
                Ok((inner, kind, column))
            }
            Token::Name(name) => self.name(&name, column),
            Token::Op(op) => Err(error(column, FormulaProblem::NeedsBefore { op })),
            Token::Close => Err(error(column, FormulaProblem::CloseNothing)),
            Token::Comma => Err(error(column, FormulaProblem::Comma)),
        }
    }

    /// A heap (`a` … `l`) or a function call.
    fn name(&mut self, name: &str, column: usize) -> Result<(Expr, Kind, usize), FormulaError> {
        if let Some(function) = Function::ALL.into_iter().find(|f| f.name() == name) {
            if self.peek() != Some(&Token::Open) {
                return Err(error(self.column(), FormulaProblem::Brackets { name: name.to_string() }));
            }
            self.at += 1;
            let mut args = Vec::new();
            loop {
                let (arg, kind, at) = self.expr(0)?;
                if kind != Kind::Number {
                    return Err(error(at, FormulaProblem::TakesNumbers { name: name.to_string() }));
                }
                args.push(arg);
                match self.peek() {
                    Some(Token::Comma) => self.at += 1,
                    Some(Token::Close) => {
                        self.at += 1;
                        break;
                    }
                    _ => {
                        return Err(error(self.column(), FormulaProblem::CallNotClosed { name: name.to_string() }));
                    }
                }
            }
            if function == Function::Abs && args.len() != 1 {
                return Err(error(column, FormulaProblem::Abs));
            }
            return Ok((Expr::Call(function, args), Kind::Number, column));
        }
        let mut chars = name.chars();
        if let (Some(c), None) = (chars.next(), chars.next())
            && let Some(k) = HEAP_NAMES.find(c)
        {
            return Ok((Expr::Heap(k), Kind::Number, column));
        }
        Err(error(column, FormulaProblem::UnknownName { name: name.to_string() }))
    }
}

/// The problem with a side of `op` that is the wrong kind.
fn mismatch(op: BinOp, side: &Expr, needs: Kind) -> FormulaProblem {
    match (needs, op) {
        (Kind::Statement, _) => FormulaProblem::JoinsStatements { side: side.to_string(), op },
        (Kind::Number, _) if op.is_comparison() => FormulaProblem::ComparesNumbers { op },
        (Kind::Number, _) => FormulaProblem::WorksOnNumbers { side: side.to_string(), op },
    }
}

impl FromStr for Formula {
    type Err = FormulaError;

    fn from_str(text: &str) -> Result<Self, FormulaError> {
        let length = text.chars().count();
        if length > MAX_FORMULA_CHARS {
            return Err(error(MAX_FORMULA_CHARS + 1, FormulaProblem::TooLong));
        }
        if text.trim().is_empty() {
            return Err(error(1, FormulaProblem::Empty));
        }
        let mut parser = Parser { tokens: tokens(text)?, at: 0, end: length + 1, depth: 0 };
        let (expr, kind, _) = parser.expr(0)?;
        if let Some((token, column)) = parser.tokens.get(parser.at) {
            let problem =
                if *token == Token::Close { FormulaProblem::ClosesNothing } else { FormulaProblem::OperatorHere };
            return Err(error(*column, problem));
        }
        if kind != Kind::Statement {
            return Err(error(1, FormulaProblem::IsANumber));
        }
        Ok(Self { expr })
    }
}
