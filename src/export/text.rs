//! The readable text output of the command line.

use std::fmt::Write as _;
use std::time::Duration;

use crate::core::{
    Analysis, BinaryTable, CheckReport, Claim, Claims, Ending, Move, MoveRule, MoveValues, Players, Position, Review,
    Rules, Side, SumAnalysis, SumClaims, SumPosition, grouped, values_note,
};

/// The analysis of a position: the binary table with its marks, the outcome, every winning move.
pub(crate) fn analysis(position: &Position, rules: &Rules, analysis: &Analysis) -> String {
    let mut s = String::new();
    let heaps = position.heaps();
    let _ = writeln!(
        s,
        "Position: {}   ({rules})",
        if heaps.is_empty() { "no heaps".into() } else { position.to_string() }
    );
    let _ = writeln!(s);
    s.push_str(&table(position, rules, analysis));
    let _ = writeln!(s);
    if let Some(note) = values_note(rules) {
        let _ = writeln!(s, "{note}");
    }
    let claims = Claims::from_analysis(position, rules, analysis);
    let _ = writeln!(s, "Outcome: {}.", claims.outcome);
    let values = MoveValues::of_moves(position, rules, &analysis.winning_moves);
    match &values {
        Ok(values) => {
            let (remote, _) = values.claims(position, rules);
            let _ = writeln!(s, "Remoteness: {}: {}.", values.position.moves, remote);
        }
        Err(why) => {
            let _ = writeln!(s, "Remoteness: not counted: {why}.");
        }
    }
    match claims.winning_moves.first() {
        Some(Claim::WinningMove(_)) => {
            let _ = writeln!(s, "Winning moves ({}):", claims.winning_moves.len());
            for claim in &claims.winning_moves {
                let value = match claim {
                    Claim::WinningMove(facts) => {
                        values.as_ref().ok().and_then(|v| v.value_of(Move::new(facts.heap, facts.take)))
                    }
                    _ => None,
                };
                match value {
                    Some(value) => {
                        let _ = writeln!(s, "  {claim}: {value}");
                    }
                    None => {
                        let _ = writeln!(s, "  {claim}");
                    }
                }
            }
            if let Some(why) = claims.reasons.first() {
                let _ = writeln!(s, "Why the first one wins: {why}.");
            }
        }
        Some(every_move_loses) => {
            let _ = writeln!(s, "No winning move: {every_move_loses}.");
        }
        None => {}
    }
    s
}

/// The binary table, with the odd columns and the top bit of X marked under the columns.
fn table(position: &Position, rules: &Rules, analysis: &Analysis) -> String {
    let heaps = position.heaps();
    let markers = Claims::from_analysis(position, rules, analysis).markers;
    let table = BinaryTable::new(&analysis.grundy);
    let show_grundy = !matches!(rules.moves, MoveRule::Any);
    let label_width = format!("heap {}", heaps.len().max(1)).len().max("X = ".len() + digits(table.nim_sum()));
    let size_width = heaps.iter().map(|&h| digits(h)).max().unwrap_or(1).max(4);
    let g_width = analysis.grundy.iter().map(|&g| digits(g)).max().unwrap_or(1).max(1);
    let mut s = String::new();
    // Everything before the bit columns, as wide in every row.
    let lead = |label: &str, size: &str, g: &str| {
        let mut lead = format!("  {label:<label_width$}  {size:>size_width$}");
        if show_grundy {
            let _ = write!(lead, "  {g:>g_width$}");
        }
        lead.push_str("   ");
        lead
    };
    // Every column as wide as its widest entry: its place value (as the app heads it) or its count of ones.
    let w = table
        .columns()
        .iter()
        .map(|c| crate::core::place_value(c.bit).chars().count().max(digits(c.ones)))
        .max()
        .unwrap_or(1);
    let cells = |entries: &mut dyn Iterator<Item = String>| {
        entries.map(|e| format!("{e:>w$}")).collect::<Vec<_>>().join(" ").trim_end().to_string()
    };
    let bit_of = |value: u64, bit: u32| (value >> bit & 1).to_string();
    let bits = cells(&mut table.columns().iter().map(|c| crate::core::place_value(c.bit)));
    let _ = writeln!(s, "{}{bits}", lead("", "size", if show_grundy { "g" } else { "" }));
    for (i, row) in table.rows().iter().enumerate() {
        let digits = cells(&mut table.columns().iter().map(|c| bit_of(row.value, c.bit)));
        let mut line =
            format!("{}{digits}", lead(&format!("heap {}", i + 1), &heaps[i].to_string(), &row.value.to_string()));
        if let Some(Some(marker)) = markers.get(i) {
            let _ = write!(line, "   ◂ {marker}");
        }
        let _ = writeln!(s, "{line}");
    }
    let ones = cells(&mut table.columns().iter().map(|c| c.ones.to_string()));
    let _ = writeln!(s, "{}{ones}", lead("ones", "", ""));
    let odd = cells(&mut table.columns().iter().map(|c| if c.odd { "*".to_string() } else { String::new() }));
    let _ = writeln!(s, "{}", format!("{}{odd}", lead("odd", "", "")).trim_end());
    let x = cells(&mut table.columns().iter().map(|c| bit_of(table.nim_sum(), c.bit)));
    let _ = writeln!(s, "{}{x}", lead(&format!("X = {}", table.nim_sum()), "", ""));
    if let Some(d) = table.top_bit() {
        let offset = (table.width() - 1 - d) as usize * (w + 1) + w - 1;
        let _ = writeln!(
            s,
            "{}{}^ top bit d = {d} ({} = {})",
            lead("", "", ""),
            " ".repeat(offset),
            crate::core::pretty(&format!("2^{d}")),
            1u128 << d
        );
    }
    s
}

/// The analysis of a sum of games: each heap's value (and its bits), X, the outcome, the winning moves.
#[cfg_attr(target_arch = "wasm32", allow(dead_code, reason = "for the command line, which the browser has not"))]
pub(crate) fn sum_analysis(
    position: &SumPosition,
    ending: Ending,
    analysis: &SumAnalysis,
    book: &crate::core::ValueBook,
) -> String {
    let mut s = String::new();
    let play = match ending {
        Ending::Normal => "normal play",
        Ending::Misere => "misère play",
    };
    let shown = if position.heaps().is_empty() { "no heaps".into() } else { position.to_string() };
    let _ = writeln!(s, "Position: {shown}   ({play}, a sum of games)");
    let _ = writeln!(s);
    let claims = SumClaims::of(position, analysis, ending, book);
    let bits = 64 - analysis.values.iter().fold(analysis.nim_sum, |a, &g| a | g).leading_zeros().min(63) as usize;
    let said: Vec<String> = claims.values.iter().map(ToString::to_string).collect();
    let width = said.iter().map(|line| line.chars().count()).max().unwrap_or(0);
    let binary = |value: u64| format!("{value:0bits$b}").chars().map(String::from).collect::<Vec<_>>().join(" ");
    for (line, &value) in said.iter().zip(&analysis.values) {
        let pad = width - line.chars().count();
        let _ = writeln!(s, "  {line}{}   {}", " ".repeat(pad), binary(value));
    }
    if !said.is_empty() {
        let label = format!("X = {}", analysis.nim_sum);
        let _ = writeln!(s, "  {label:<width$}   {}", binary(analysis.nim_sum));
    }
    let _ = writeln!(s);
    if ending == Ending::Normal {
        let _ = writeln!(
            s,
            "By Sprague–Grundy each heap plays like a Nim heap of its value, so Bouton's nim-sum decides the sum."
        );
    }
    let _ = writeln!(s, "Outcome: {}.", claims.outcome);
    match crate::core::Remoteness::of_sum(position, ending) {
        Ok(value) => {
            let _ = writeln!(s, "Remoteness: {}: {}.", value.moves, Claim::Remote { value });
        }
        Err(why) => {
            let _ = writeln!(s, "Remoteness: not counted: {why}.");
        }
    }
    let count = analysis.winning_count;
    if count == 0 {
        if !position.has_move() {
            let _ = writeln!(s, "No move is left.");
        } else if analysis.outcome == crate::core::Outcome::PreviousWins {
            let _ = writeln!(s, "No winning move: every move leaves a position the other player wins.");
        }
        return s;
    }
    if count > claims.winning_moves.len() as u128 {
        let _ = writeln!(s, "Winning moves ({}; the first {} listed):", grouped(count), claims.winning_moves.len());
    } else {
        let _ = writeln!(s, "Winning moves ({}):", grouped(count));
    }
    for claim in &claims.winning_moves {
        let _ = writeln!(s, "  {claim}");
    }
    s
}

fn digits(value: u64) -> usize {
    value.to_string().len()
}

/// What rule the checker compared against, in words.
#[cfg_attr(target_arch = "wasm32", allow(dead_code, reason = "for the command line, which the browser has not"))]
fn rule_in_words(rules: &Rules) -> &'static str {
    match (rules.ending, &rules.moves) {
        (Ending::Normal, MoveRule::Any) => "N iff the nim-sum X ≠ 0 (Bouton)",
        (Ending::Normal, _) => "N iff the nim-sum of the Grundy values ≠ 0 (Sprague–Grundy)",
        (Ending::Misere, MoveRule::Set(_)) => "no proven rule; compared with the exact game-tree search",
        (Ending::Misere, _) => "while a value is ≥ 2, N iff X ≠ 0; when all are ≤ 1, N iff the count of 1s is even",
    }
}

/// The checker's report.
#[cfg_attr(target_arch = "wasm32", allow(dead_code, reason = "for the command line, which the browser has not"))]
pub(crate) fn verify(rules: &Rules, report: &CheckReport, elapsed: Duration) -> String {
    let mut s = String::new();
    let shape = report.shape;
    let _ = writeln!(
        s,
        "Box: {} of at most {} — {} (as multisets)",
        crate::core::counted(shape.heaps as u64, "heap"),
        grouped(shape.max),
        crate::core::counted(report.positions, "position")
    );
    let _ = writeln!(s, "Rules: {rules}");
    let _ = writeln!(s, "P-positions: {} (XOR-free retrograde analysis)", grouped(report.p_positions));
    let _ = writeln!(s, "Rule: {}", rule_in_words(rules));
    if report.mismatch_count == 0 {
        let _ = match report.compared {
            0 => writeln!(s, "Result: the rule made no claim on any position of the box."),
            1 => writeln!(s, "Result: the rule agrees on the one position compared."),
            n => writeln!(s, "Result: the rule agrees on all {} positions compared.", grouped(n)),
        };
    } else {
        let _ = writeln!(
            s,
            "Result: the rule is WRONG on {} of {} positions. The first ones:",
            grouped(report.mismatch_count),
            grouped(report.compared)
        );
        for heaps in &report.mismatches {
            let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
            let _ = writeln!(s, "  ({})", list.join(", "));
        }
    }
    let seconds = elapsed.as_secs_f64();
    let rate = if seconds > 0.0 { report.positions as f64 / seconds / 1e6 } else { f64::INFINITY };
    let _ = writeln!(s, "Time: {:.1} ms ({rate:.1} million positions per second)", seconds * 1e3);
    s
}

/// The scorecard of a game: every move with the position's value before and after it (each for the
/// player then to move) and its grade, then the count of each grade per player.
pub(crate) fn review(players: &Players, review: &Review) -> String {
    let mut s = String::new();
    let names = [players.first.description(), players.second.description()];
    let name_width = names.iter().map(|n| n.chars().count()).max().unwrap_or(6).max(6);
    let _ = writeln!(s, "  #  {:<name_width$}  {:<28}  {:<16}  {:<16}  grade", "player", "move", "before", "after");
    for m in &review.moves {
        let name = &names[usize::from(m.side == Side::Second)];
        let mv = format!("take {} from heap {}", m.mv.take, m.mv.heap + 1);
        let _ = writeln!(
            s,
            "{:>3}  {name:<name_width$}  {mv:<28}  {:<16}  {:<16}  {}",
            m.number,
            m.before.to_string(),
            m.after.to_string(),
            m.grade.word()
        );
    }
    if review.moves.is_empty() {
        let _ = writeln!(s, "  (no move played yet)");
    }
    let _ = writeln!(s);
    for (side, name) in [Side::First, Side::Second].into_iter().zip(&names) {
        let _ = writeln!(s, "{}: {}", crate::core::capital(name), review.grades_said(side));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grouping() {
        assert_eq!(grouped(376_992u64), "376,992");
        assert_eq!(grouped(12u64), "12");
        assert_eq!(grouped(1_000u64), "1,000");
        assert_eq!(grouped(u64::MAX), "18,446,744,073,709,551,615");
    }
}
