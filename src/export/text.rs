//! The readable text output of the command line.

use std::fmt::Write as _;
use std::time::Duration;

use crate::core::{
    Analysis, BinaryTable, CheckReport, Claim, Claims, Ending, Move, MoveRule, MoveValues, Players, Position, Review,
    Rules, Side, SumAnalysis, SumClaims, SumPosition,
};
use crate::i18n::grouped;
use crate::i18n::{Arg, msg};
use crate::words::values_note;

/// The most heaps a position's line names; past them, "… and N more" (the table below has every heap).
pub(crate) const SHOWN_HEAPS: usize = 40;

/// A position as one line of a report: its first [`SHOWN_HEAPS`] heaps, then how many more.
pub(crate) fn short_position(position: &str) -> String {
    let heaps: Vec<String> = position.split(' ').map(str::to_owned).collect();
    crate::words::short_list_joined(&heaps, SHOWN_HEAPS, " ")
}

/// The most characters a line that shows a position beside other words (its rules) gives both.
const POSITION_LINE: usize = 480;

/// The heaps of a position that share a line with `beside` (its rules, up to 64 amounts of four
/// digits): as many as fit in [`POSITION_LINE`] characters with it, at least one, then how many
/// more — so the line stays under 600 characters.
pub(crate) fn heaps_beside(heaps: &[u64], separator: &str, beside: &str) -> String {
    let heaps: Vec<String> = heaps.iter().map(u64::to_string).collect();
    let room = POSITION_LINE.saturating_sub(beside.chars().count()).max(40);
    crate::words::short_list_within(&heaps, SHOWN_HEAPS, separator, room)
}

/// The analysis of a position: the binary table with its marks, the outcome, every winning move.
pub(crate) fn analysis(position: &Position, rules: &Rules, analysis: &Analysis) -> String {
    let mut s = String::new();
    let heaps = position.heaps();
    let rules_text = rules.to_string();
    let shown = if heaps.is_empty() { msg::report_no_heaps() } else { heaps_beside(heaps, " ", &rules_text) };
    let _ = writeln!(s, "{}", msg::report_position(shown, rules_text));
    let _ = writeln!(s);
    s.push_str(&table(position, rules, analysis));
    let _ = writeln!(s);
    if let Some(note) = values_note(rules) {
        let _ = writeln!(s, "{note}");
    }
    let claims = Claims::from_analysis(position, rules, analysis);
    let _ = writeln!(s, "{}", msg::report_outcome(after_colon(&claims.outcome.to_string())));
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
            let _ = writeln!(s, "{}", msg::report_winning_moves(count));
            for claim in &claims.winning_moves {
                let value = match claim {
                    Claim::WinningMove(facts) => {
                        values.as_ref().ok().and_then(|v| v.value_of(Move::new(facts.heap, facts.take)))
                    }
                    _ => None,
                };
                match value {
                    Some(value) => {
                        let _ = writeln!(s, "  {}", msg::report_move_value(claim.to_string(), value.to_string()));
                    }
                    None => {
                        let _ = writeln!(s, "  {claim}");
                    }
                }
            }
            if let Some(why) = claims.reasons.first() {
                let _ = writeln!(s, "{}", msg::report_why_first(after_colon(&why.to_string())));
            }
        }
        Some(every_move_loses) => {
            let why = after_colon(&every_move_loses.to_string());
            let _ = writeln!(s, "{}", msg::report_no_winning_move(why));
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
    let heap_label = |number: usize| msg::report_heap(number);
    let labels = [heap_label(heaps.len().max(1)), msg::report_ones(), msg::report_odd()];
    let label_width = labels.iter().map(|l| width(l)).max().unwrap_or(0).max("X = ".len() + digits(table.nim_sum()));
    let size_label = msg::report_size();
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
    let _ = writeln!(s, "{}{ones}", lead(&msg::report_ones(), "", ""));
    let odd = cells(&mut table.columns().iter().map(|c| if c.odd { "*".to_string() } else { String::new() }));
    let _ = writeln!(s, "{}", format!("{}{odd}", lead(&msg::report_odd(), "", "")).trim_end());
    let x = cells(&mut table.columns().iter().map(|c| bit_of(table.nim_sum(), c.bit)));
    let _ = writeln!(s, "{}{x}", lead(&format!("X = {}", table.nim_sum()), "", ""));
    if let Some(d) = table.top_bit() {
        let offset = (table.width() - 1 - d) as usize * (w + 1) + w - 1;
        let top_bit =
            msg::report_top_bit(d.to_string(), crate::core::pretty(&format!("2^{d}")), (1u128 << d).to_string());
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
    let shown =
        if position.heaps().is_empty() { msg::report_no_heaps() } else { short_position(&position.to_string()) };
    let _ = writeln!(s, "{}", msg::report_position_sum(ending.to_string(), shown));
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
        let _ = writeln!(s, "{}", msg::report_sprague_grundy());
    }
    let _ = writeln!(s, "{}", msg::report_outcome(after_colon(&claims.outcome.to_string())));
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
            let _ = writeln!(s, "{}", msg::report_no_move_left());
        } else if analysis.outcome == crate::core::Outcome::PreviousWins {
            let _ = writeln!(s, "{}", msg::report_no_winning_move_sum());
        }
        return s;
    }
    if count > claims.winning_moves.len() as u128 {
        let _ = writeln!(
            s,
            "{}",
            msg::report_winning_moves_first(grouped(count), Arg::Count(claims.winning_moves.len() as u64))
        );
    } else {
        let _ = writeln!(s, "{}", msg::report_winning_moves(grouped(count)));
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
    if msg::after_colon() == "capital" { crate::words::capital(clause) } else { clause.to_string() }
}

/// "Remoteness: 11: with best play the player to move wins in 11 moves, …".
fn remoteness_line(moves: u32, said: &Claim) -> String {
    msg::report_remoteness(moves.to_string(), after_colon(&said.to_string()))
}

/// "Remoteness: not counted: …".
fn not_counted(why: &impl std::fmt::Display) -> String {
    msg::report_remoteness_not_counted(after_colon(&why.to_string()))
}

/// What rule the checker compared against, in words.
#[cfg_attr(target_arch = "wasm32", allow(dead_code, reason = "for the command line, which the browser has not"))]
fn rule_in_words(rules: &Rules) -> String {
    match (rules.ending, &rules.moves) {
        (Ending::Normal, MoveRule::Any) => msg::rule_bouton(),
        (Ending::Normal, _) => msg::rule_sprague_grundy(),
        (Ending::Misere, MoveRule::Set(_)) => msg::rule_search(),
        (Ending::Misere, _) => msg::rule_misere(),
    }
}

/// The checker's report.
#[cfg_attr(target_arch = "wasm32", allow(dead_code, reason = "for the command line, which the browser has not"))]
pub(crate) fn verify(rules: &Rules, report: &CheckReport, elapsed: Duration) -> String {
    let mut s = String::new();
    let shape = report.shape;
    let box_line = msg::report_box(Arg::Count(shape.heaps as u64), grouped(shape.max), Arg::Count(report.positions));
    let _ = writeln!(s, "{box_line}");
    let _ = writeln!(s, "{}", msg::report_rules(rules.to_string()));
    let _ = writeln!(s, "{}", msg::report_p_positions(Arg::Count(report.p_positions)));
    let _ = writeln!(s, "{}", msg::report_rule(rule_in_words(rules)));
    if report.mismatch_count == 0 {
        let _ = match report.compared {
            0 => writeln!(s, "{}", msg::report_no_claim()),
            1 => writeln!(s, "{}", msg::report_agrees_one()),
            n => writeln!(s, "{}", msg::report_agrees(Arg::Count(n))),
        };
    } else {
        let _ = writeln!(s, "{}", msg::report_wrong(Arg::Count(report.compared), Arg::Count(report.mismatch_count)));
        for heaps in &report.mismatches {
            let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
            let _ = writeln!(s, "  ({})", list.join(", "));
        }
    }
    let _ = writeln!(s, "{}", time_and_rate(report.positions, elapsed));
    s
}

/// "Time: 1.2 ms (0.9 million positions per second)": the rate from the time as shown, so the two
/// agree (a small box's time shows three decimals rather than "0.0").
fn time_and_rate(positions: u64, elapsed: Duration) -> String {
    let ms = elapsed.as_secs_f64() * 1e3;
    let places = if ms >= 0.1 { 1 } else { 3 };
    let scale = 10f64.powi(places);
    let shown = (ms * scale).round() / scale;
    #[allow(clippy::cast_precision_loss, reason = "a count of positions, far below 2^52")]
    let rate = if shown > 0.0 { positions as f64 / (shown / 1e3) / 1e6 } else { f64::INFINITY };
    #[allow(clippy::cast_sign_loss, clippy::cast_possible_truncation, reason = "1 or 3")]
    let places = places as usize;
    msg::report_time(crate::i18n::decimal(shown, places), crate::i18n::decimal(rate, 1))
}

/// The scorecard of a game: every move with, for the player who made it, the value before it and the
/// value the move gives them (the position after it is the other player's: "lose in 10" for them is
/// "win in 11" here), and its grade; then the count of each grade per player.
pub(crate) fn review(players: &Players, review: &Review) -> String {
    let mut s = String::new();
    let names = [players.first.description(), players.second.description()];
    let player = msg::report_review_player();
    let name_width = names.iter().map(|n| width(n)).max().unwrap_or(6).max(width(&player));
    let heading = [
        pad_end(&player, name_width),
        pad_end(&msg::report_review_move(), 28),
        pad_end(&msg::report_review_before(), 16),
        pad_end(&msg::report_review_after(), 16),
        msg::report_review_grade(),
    ];
    let _ = writeln!(s, "  #  {}", heading.join("  "));
    for m in &review.moves {
        let name = &names[usize::from(m.side == Side::Second)];
        let mv = m.mv.to_string();
        let row = [
            pad_end(name, name_width),
            pad_end(&mv, 28),
            pad_end(&m.before.to_string(), 16),
            pad_end(&crate::core::Remoteness::of_move_to(m.after).to_string(), 16),
            m.grade.word(),
        ];
        let _ = writeln!(s, "{:>3}  {}", m.number, row.join("  "));
    }
    if review.moves.is_empty() {
        let _ = writeln!(s, "  {}", msg::report_review_no_move());
    }
    let _ = writeln!(s);
    for (side, name) in [Side::First, Side::Second].into_iter().zip(&names) {
        let _ = writeln!(s, "{}", msg::report_review_tally(review.grades_said(side), crate::words::capital(name)));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rate is worked out from the time as printed: 1,000 positions in 1.24 ms print as 1.2 ms
    /// and 0.8 million a second (1000 / 1.2 ms), not 0.8 from the unrounded 1.24 ms only by luck.
    #[test]
    fn the_rate_agrees_with_the_time_shown() {
        let said = time_and_rate(1_000, Duration::from_micros(1_240));
        assert!(said.contains("1.2 ms") && said.contains("(0.8 million"), "{said}");
        let said = time_and_rate(3_000, Duration::from_micros(1_260));
        assert!(said.contains("1.3 ms") && said.contains("(2.3 million"), "{said}");
        // A tiny box: three decimals rather than "0.0 ms".
        let said = time_and_rate(10, Duration::from_micros(12));
        assert!(said.contains("0.012 ms"), "{said}");
    }

    #[test]
    fn grouping() {
        assert_eq!(grouped(376_992u64), "376,992");
        assert_eq!(grouped(12u64), "12");
        assert_eq!(grouped(1_000u64), "1,000");
        assert_eq!(grouped(u64::MAX), "18,446,744,073,709,551,615");
    }
}
