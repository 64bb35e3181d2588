//! Writing a formula back with the fewest brackets that keep its meaning.

use std::fmt;

use super::{Expr, Formula, HEAP_NAMES};

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
