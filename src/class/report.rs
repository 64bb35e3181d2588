//! The class report: per student and per question, as CSV for a spreadsheet and as a printable HTML
//! page, in the language in force. Names are the students' own text: quoted for CSV (and kept from
//! being read as a formula), escaped for HTML.

use std::fmt::Write as _;

use super::room::{Question, Room, Seat, Tally};
use super::seat::Asked;
use crate::core::Ending;
use crate::i18n::{Arg, msg};

/// How a question is named in a report's column: "Q2: 3 5 7" (misère play said), "Q3: P or N?
/// (Nim, seed 7)".
fn question_name(number: usize, question: &Question) -> String {
    let asked = match &question.asked {
        Asked::Position { start, ending } => {
            let position = super::seat::position_text(start);
            match ending {
                Ending::Normal => position,
                Ending::Misere => msg::report_class_misere(position.as_str()),
            }
        }
        Asked::Disguise(start) => start.to_string(),
        Asked::Exercises(set) => msg::report_class_exercises(set.kind.name(), set.rules.to_string(), set.seed),
    };
    msg::report_class_question(number as u64, asked.as_str())
}

/// A tally as a report's cell: "1/2 won, 7 moves" for a position, "3/4 right" for exercises.
fn tally_cell(tally: Tally, asked: &Asked) -> String {
    match asked {
        Asked::Position { .. } | Asked::Disguise(_) => {
            msg::report_class_tally(u64::from(tally.finished), Arg::Count(u64::from(tally.moves)), u64::from(tally.won))
        }
        Asked::Exercises(_) => msg::report_class_right_cell(u64::from(tally.answered), u64::from(tally.right)),
    }
}

fn name(seat: &Seat, hide_names: bool) -> String {
    if hide_names { msg::class_student(u64::from(seat.number.0)) } else { seat.name.clone() }
}

/// One CSV field: quoted when it holds a comma, a quote or a line break; a field a spreadsheet
/// would read as a formula (`=`, `+`, `-`, `@` first) is kept as text with a leading quote mark.
fn csv_field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@']) { format!("'{text}") } else { text.to_owned() };
    if text.contains([',', '"', '\n', '\r']) { format!("\"{}\"", text.replace('"', "\"\"")) } else { text }
}

/// The report's rows: the header, then one row per student.
fn rows(room: &Room, hide_names: bool) -> Vec<Vec<String>> {
    let mut header = vec![
        msg::report_class_seat(),
        msg::report_class_name(),
        msg::report_class_moves(),
        msg::report_class_hints(),
        msg::report_class_finished(),
        msg::report_class_won(),
        msg::report_class_answered(),
        msg::report_class_right(),
    ];
    header.extend(room.questions().iter().enumerate().map(|(i, q)| question_name(i + 1, q)));
    let mut rows = vec![header];
    for seat in room.seats() {
        let total = seat.total();
        let mut row = vec![
            seat.number.0.to_string(),
            name(seat, hide_names),
            total.moves.to_string(),
            total.hints.to_string(),
            total.finished.to_string(),
            total.won.to_string(),
            total.answered.to_string(),
            total.right.to_string(),
        ];
        row.extend(room.questions().iter().enumerate().map(|(q, question)| tally_cell(seat.tally(q), &question.asked)));
        rows.push(row);
    }
    rows
}

/// The report as CSV: a header, then one line per student (seat, name, moves, hints, games
/// finished and won, exercise questions answered and right, then each question's games and moves
/// or answers).
#[must_use]
pub fn report_csv(room: &Room, hide_names: bool) -> String {
    rows(room, hide_names)
        .iter()
        .map(|row| row.iter().map(|f| csv_field(f)).collect::<Vec<_>>().join(",") + "\r\n")
        .collect()
}

fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

/// The report as a printable HTML page: the title and `date`, the students' table, and one line per
/// question (how many played it, finished and won games, moves).
#[must_use]
pub fn report_html(room: &Room, hide_names: bool, date: &str) -> String {
    let title = msg::report_class_title();
    let mut page = format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><title>{}</title>\n<style>body{{font-family:sans-serif;margin:2em}}\
         table{{border-collapse:collapse;margin:1em 0}}td,th{{border:1px solid #888;padding:4px 8px;text-align:left}}\
         @media print{{body{{margin:0}}}}</style></head><body>\n<h1>{}</h1>\n<p>{}</p>\n<table>\n",
        crate::i18n::language().tag(),
        html_escape(&title),
        html_escape(&title),
        html_escape(&msg::report_class_summary(date, room.questions().len() as u64, room.seats().count() as u64)),
    );
    for (i, row) in rows(room, hide_names).iter().enumerate() {
        let cell = if i == 0 { "th" } else { "td" };
        page += "<tr>";
        for field in row {
            let _ = write!(page, "<{cell}>{}</{cell}>", html_escape(field));
        }
        page += "</tr>\n";
    }
    page += "</table>\n<h2>";
    page += &html_escape(&msg::report_class_by_question());
    page += "</h2>\n<table>\n";
    for (q, question) in room.questions().iter().enumerate() {
        let took_part: Vec<Tally> =
            room.seats().map(|s| s.tally(q)).filter(|t| t.moves > 0 || t.answered > 0).collect();
        let sum = took_part.iter().fold(Tally::default(), |a, t| a + *t);
        let line = match question.asked {
            Asked::Position { .. } | Asked::Disguise(_) => msg::report_class_question_line(
                u64::from(sum.finished),
                u64::from(sum.moves),
                took_part.len() as u64,
                u64::from(sum.won),
            ),
            Asked::Exercises(_) => {
                msg::report_class_exercise_line(u64::from(sum.answered), u64::from(sum.right), took_part.len() as u64)
            }
        };
        let _ = writeln!(
            page,
            "<tr><th>{}</th><td>{}</td></tr>",
            html_escape(&question_name(q + 1, question)),
            html_escape(&line)
        );
    }
    page + "</table>\n</body></html>\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hostile_names_stay_text_in_both_reports() {
        assert_eq!(csv_field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_field("Ana, B."), "\"Ana, B.\"");
        assert_eq!(csv_field("Bo"), "Bo");
        assert_eq!(html_escape("<script>&'\""), "&lt;script&gt;&amp;&#39;&quot;");
    }
}
