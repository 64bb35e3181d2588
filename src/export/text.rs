//! The readable text output of the command line.

use std::fmt::Write as _;
use std::time::Duration;

use crate::core::{
    Analysis, BinaryTable, CheckReport, Claim, Claims, Ending, Move, MoveRule, MoveValues, Players, Position, Review,
    Rules, Side, SumAnalysis, SumClaims, SumPosition, grouped, values_note,
};
use crate::i18n::{Arg, tr, tr_with};

/// The analysis of a position: the binary table with its marks, the outcome, every winning move.
pub(crate) fn analysis(position: &Position, rules: &Rules, analysis: &Analysis) -> String {
    let mut s = String::new();
    let heaps = position.heaps();
    let shown = if heaps.is_empty() { tr("report-no-heaps") } else { position.to_string() };
    let _ = writeln!(
        s,
        "{}",
        tr_with("report-position", &[("position", shown.into()), ("rules", rules.to_string().into())])
    );
    let _ = writeln!(s);
    s.push_str(&table(position, rules, analysis));
    let _ = writeln!(s);
    if let Some(note) = values_note(rules) {
        let _ = writeln!(s, "{note}");
    }
    let claims = Claims::from_analysis(position, rules, analysis);
    let _ =
        writeln!(s, "{}", tr_with("report-outcome", &[("outcome", after_colon(&claims.outcome.to_string()).into())]));
    let values = MoveValues::of_moves(position, rules, &analysis.winning_moves);
    match &values {
        Ok(values) => {
            let (remote, _) = values.claims(position, rules);
            let _ = writeln!(s, "{}", remoteness_line(values.position.moves, &remote));
        }
        Err(why) => {
            let _ = writeln!(s, "{}", not_counted(&why));
        }
    }
    match claims.winning_moves.first() {
        Some(Claim::WinningMove(_)) => {
            let count = Arg::Count(claims.winning_moves.len() as u64);
            let _ = writeln!(s, "{}", tr_with("report-winning-moves", &[("count", count)]));
            for claim in &claims.winning_moves {
                let value = match claim {
                    Claim::WinningMove(facts) => {
                        values.as_ref().ok().and_then(|v| v.value_of(Move::new(facts.heap, facts.take)))
                    }
                    _ => None,
                };
                match value {
                    Some(value) => {
                        let args = [("move", claim.to_string().into()), ("value", value.to_string().into())];
                        let _ = writeln!(s, "  {}", tr_with("report-move-value", &args));
                    }
                    None => {
                        let _ = writeln!(s, "  {claim}");
                    }
                }
            }
            if let Some(why) = claims.reasons.first() {
                let _ =
                    writeln!(s, "{}", tr_with("report-why-first", &[("why", after_colon(&why.to_string()).into())]));
            }
        }
        Some(every_move_loses) => {
            let why = after_colon(&every_move_loses.to_string()).into();
            let _ = writeln!(s, "{}", tr_with("report-no-winning-move", &[("why", why)]));
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
    let heap_label = |number: usize| tr_with("report-heap", &[("number", number.into())]);
    let labels = [heap_label(heaps.len().max(1)), tr("report-ones"), tr("report-odd")];
    let label_width = labels.iter().map(|l| width(l)).max().unwrap_or(0).max("X = ".len() + digits(table.nim_sum()));
    let size_label = tr("report-size");
    let size_width = heaps.iter().map(|&h| digits(h)).max().unwrap_or(1).max(width(&size_label));
    let g_width = analysis.grundy.iter().map(|&g| digits(g)).max().unwrap_or(1).max(1);
    let mut s = String::new();
    // Everything before the bit columns, as wide in every row.
    let lead = |label: &str, size: &str, g: &str| {
        let mut lead = format!("  {}  {}", pad_end(label, label_width), pad_start(size, size_width));
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
    let _ = writeln!(s, "{}{bits}", lead("", &size_label, if show_grundy { "g" } else { "" }));
    for (i, row) in table.rows().iter().enumerate() {
        let digits = cells(&mut table.columns().iter().map(|c| bit_of(row.value, c.bit)));
        let mut line = format!("{}{digits}", lead(&heap_label(i + 1), &heaps[i].to_string(), &row.value.to_string()));
        if let Some(Some(marker)) = markers.get(i) {
            let _ = write!(line, "   ◂ {marker}");
        }
        let _ = writeln!(s, "{line}");
    }
    let ones = cells(&mut table.columns().iter().map(|c| c.ones.to_string()));
    let _ = writeln!(s, "{}{ones}", lead(&tr("report-ones"), "", ""));
    let odd = cells(&mut table.columns().iter().map(|c| if c.odd { "*".to_string() } else { String::new() }));
    let _ = writeln!(s, "{}", format!("{}{odd}", lead(&tr("report-odd"), "", "")).trim_end());
    let x = cells(&mut table.columns().iter().map(|c| bit_of(table.nim_sum(), c.bit)));
    let _ = writeln!(s, "{}{x}", lead(&format!("X = {}", table.nim_sum()), "", ""));
    if let Some(d) = table.top_bit() {
        let offset = (table.width() - 1 - d) as usize * (w + 1) + w - 1;
        let top_bit = tr_with(
            "report-top-bit",
            &[
                ("bit", d.to_string().into()),
                ("power", crate::core::pretty(&format!("2^{d}")).into()),
                ("worth", (1u128 << d).to_string().into()),
            ],
        );
        let _ = writeln!(s, "{}{}^ {top_bit}", lead("", "", ""), " ".repeat(offset));
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
    let shown = if position.heaps().is_empty() { tr("report-no-heaps") } else { position.to_string() };
    let _ = writeln!(
        s,
        "{}",
        tr_with("report-position-sum", &[("position", shown.into()), ("ending", ending.to_string().into())])
    );
    let _ = writeln!(s);
    let claims = SumClaims::of(position, analysis, ending, book);
    let bits = 64 - analysis.values.iter().fold(analysis.nim_sum, |a, &g| a | g).leading_zeros().min(63) as usize;
    let said: Vec<String> = claims.values.iter().map(ToString::to_string).collect();
    let line_width = said.iter().map(|line| width(line)).max().unwrap_or(0);
    let binary = |value: u64| format!("{value:0bits$b}").chars().map(String::from).collect::<Vec<_>>().join(" ");
    for (line, &value) in said.iter().zip(&analysis.values) {
        let _ = writeln!(s, "  {}   {}", pad_end(line, line_width), binary(value));
    }
    if !said.is_empty() {
        let label = format!("X = {}", analysis.nim_sum);
        let _ = writeln!(s, "  {label:<line_width$}   {}", binary(analysis.nim_sum));
    }
    let _ = writeln!(s);
    if ending == Ending::Normal {
        let _ = writeln!(s, "{}", tr("report-sprague-grundy"));
    }
    let _ =
        writeln!(s, "{}", tr_with("report-outcome", &[("outcome", after_colon(&claims.outcome.to_string()).into())]));
    match crate::core::Remoteness::of_sum(position, ending) {
        Ok(value) => {
            let _ = writeln!(s, "{}", remoteness_line(value.moves, &Claim::Remote { value }));
        }
        Err(why) => {
            let _ = writeln!(s, "{}", not_counted(&why));
        }
    }
    let count = analysis.winning_count;
    if count == 0 {
        if !position.has_move() {
            let _ = writeln!(s, "{}", tr("report-no-move-left"));
        } else if analysis.outcome == crate::core::Outcome::PreviousWins {
            let _ = writeln!(s, "{}", tr("report-no-winning-move-sum"));
        }
        return s;
    }
    if count > claims.winning_moves.len() as u128 {
        let args = [("count", grouped(count).into()), ("listed", Arg::Count(claims.winning_moves.len() as u64))];
        let _ = writeln!(s, "{}", tr_with("report-winning-moves-first", &args));
    } else {
        let _ = writeln!(s, "{}", tr_with("report-winning-moves", &[("count", grouped(count).into())]));
    }
    for claim in &claims.winning_moves {
        let _ = writeln!(s, "  {claim}");
    }
    s
}

fn digits(value: u64) -> usize {
    value.to_string().len()
}

/// How many terminal columns `text` takes (a Chinese character takes two).
fn width(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}

/// `text` padded with spaces after it to `columns` terminal columns.
fn pad_end(text: &str, columns: usize) -> String {
    format!("{text}{}", " ".repeat(columns.saturating_sub(width(text))))
}

/// `text` padded with spaces before it to `columns` terminal columns.
fn pad_start(text: &str, columns: usize) -> String {
    format!("{}{text}", " ".repeat(columns.saturating_sub(width(text))))
}

/// A clause after a label's colon, as the language writes it: German starts a sentence there with a
/// capital ("Ausgang: Kein Zug ist mehr möglich"), English goes on in lower case.
fn after_colon(clause: &str) -> String {
    if tr("after-colon") == "capital" { crate::core::capital(clause) } else { clause.to_string() }
}

/// "Remoteness: 11: with best play the player to move wins in 11 moves, …".
fn remoteness_line(moves: u32, said: &Claim) -> String {
    tr_with(
        "report-remoteness",
        &[("moves", moves.to_string().into()), ("said", after_colon(&said.to_string()).into())],
    )
}

/// "Remoteness: not counted: …".
fn not_counted(why: &impl std::fmt::Display) -> String {
    tr_with("report-remoteness-not-counted", &[("why", after_colon(&why.to_string()).into())])
}

/// What rule the checker compared against, in words.
#[cfg_attr(target_arch = "wasm32", allow(dead_code, reason = "for the command line, which the browser has not"))]
fn rule_in_words(rules: &Rules) -> String {
    tr(match (rules.ending, &rules.moves) {
        (Ending::Normal, MoveRule::Any) => "rule-bouton",
        (Ending::Normal, _) => "rule-sprague-grundy",
        (Ending::Misere, MoveRule::Set(_)) => "rule-search",
        (Ending::Misere, _) => "rule-misere",
    })
}

/// The checker's report.
#[cfg_attr(target_arch = "wasm32", allow(dead_code, reason = "for the command line, which the browser has not"))]
pub(crate) fn verify(rules: &Rules, report: &CheckReport, elapsed: Duration) -> String {
    let mut s = String::new();
    let shape = report.shape;
    let box_line = tr_with(
        "report-box",
        &[
            ("heaps", Arg::Count(shape.heaps as u64)),
            ("max", grouped(shape.max).into()),
            ("positions", Arg::Count(report.positions)),
        ],
    );
    let _ = writeln!(s, "{box_line}");
    let _ = writeln!(s, "{}", tr_with("report-rules", &[("rules", rules.to_string().into())]));
    let _ = writeln!(s, "{}", tr_with("report-p-positions", &[("count", Arg::Count(report.p_positions))]));
    let _ = writeln!(s, "{}", tr_with("report-rule", &[("rule", rule_in_words(rules).into())]));
    if report.mismatch_count == 0 {
        let _ = match report.compared {
            0 => writeln!(s, "{}", tr("report-no-claim")),
            1 => writeln!(s, "{}", tr("report-agrees-one")),
            n => writeln!(s, "{}", tr_with("report-agrees", &[("count", Arg::Count(n))])),
        };
    } else {
        let args = [("wrong", Arg::Count(report.mismatch_count)), ("count", Arg::Count(report.compared))];
        let _ = writeln!(s, "{}", tr_with("report-wrong", &args));
        for heaps in &report.mismatches {
            let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
            let _ = writeln!(s, "  ({})", list.join(", "));
        }
    }
    let seconds = elapsed.as_secs_f64();
    let rate = if seconds > 0.0 { report.positions as f64 / seconds / 1e6 } else { f64::INFINITY };
    let time = tr_with(
        "report-time",
        &[("ms", crate::i18n::decimal(seconds * 1e3, 1).into()), ("rate", crate::i18n::decimal(rate, 1).into())],
    );
    let _ = writeln!(s, "{time}");
    s
}

/// The scorecard of a game: every move with the position's value before and after it (each for the
/// player then to move) and its grade, then the count of each grade per player.
pub(crate) fn review(players: &Players, review: &Review) -> String {
    let mut s = String::new();
    let names = [players.first.description(), players.second.description()];
    let player = tr("report-review-player");
    let name_width = names.iter().map(|n| width(n)).max().unwrap_or(6).max(width(&player));
    let heading = [
        pad_end(&player, name_width),
        pad_end(&tr("report-review-move"), 28),
        pad_end(&tr("report-review-before"), 16),
        pad_end(&tr("report-review-after"), 16),
        tr("report-review-grade"),
    ];
    let _ = writeln!(s, "  #  {}", heading.join("  "));
    for m in &review.moves {
        let name = &names[usize::from(m.side == Side::Second)];
        let mv = m.mv.to_string();
        let row = [
            pad_end(name, name_width),
            pad_end(&mv, 28),
            pad_end(&m.before.to_string(), 16),
            pad_end(&m.after.to_string(), 16),
            m.grade.word(),
        ];
        let _ = writeln!(s, "{:>3}  {}", m.number, row.join("  "));
    }
    if review.moves.is_empty() {
        let _ = writeln!(s, "  {}", tr("report-review-no-move"));
    }
    let _ = writeln!(s);
    for (side, name) in [Side::First, Side::Second].into_iter().zip(&names) {
        let args = [("player", crate::core::capital(name).into()), ("grades", review.grades_said(side).into())];
        let _ = writeln!(s, "{}", tr_with("report-review-tally", &args));
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
