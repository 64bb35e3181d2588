//! The formula's tests: meanings, errors at their columns, and round trips through print and parse.

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
        assert!(error.problem.to_string().contains(words), "{text:?}: {error}");
    }
    let long = "a + ".repeat(200) + "a == 0";
    assert!(long.parse::<Formula>().unwrap_err().problem.to_string().contains("at most"));
    let deep = "(".repeat(100) + "a" + &")".repeat(100) + " == 0";
    assert!(deep.parse::<Formula>().unwrap_err().problem.to_string().contains("nests"));
    let negations = "-".repeat(100) + "a == 0";
    assert!(negations.parse::<Formula>().unwrap_err().problem.to_string().contains("nests"));
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
