//! The board and the binary table of a position as an SVG picture, for slides that scale without
//! blurring. Drawn from the solver's table; colours from the app's Okabe–Ito palette, and every
//! highlight also carries its text marker ("odd", "d"), as in the app.

use std::fmt::Write as _;

use super::MAX_DRAWN_STONES;
use super::palette::{self, BLUE, ODD_COLUMN_ALPHA, ORANGE, SKY_BLUE, TOP_BIT_ALPHA, VERMILLION, hex};
use crate::core::{BinaryTable, Claims, MoveRule};
use crate::i18n::{Arg, msg};
use crate::save::SavedGame;

const STONE: f64 = 18.0;
const ROW: f64 = 28.0;
const CELL: f64 = 30.0;

/// The picture of a game's current position: the heaps as stones, and the binary table with the odd
/// columns, X's top bit and each candidate heap's move (when `answers` is true; else X is "?").
///
/// ```
/// use bouton::save::SavedGame;
/// use bouton::{Game, Position, Rules};
/// let saved = SavedGame::new("19, 20, 21", Game::of_heaps(Rules::default(), Position::new(vec![19, 20, 21]).unwrap()).unwrap());
/// let svg = bouton::export::svg(&saved, true).unwrap();
/// assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
/// assert_eq!(svg.matches("<circle").count(), 19 + 20 + 21);
/// ```
#[allow(clippy::too_many_lines, reason = "one picture, drawn top to bottom")]
///
/// # Errors
/// [`super::ExportError::SumOfGames`] for a sum of different games.
pub fn svg(saved: &SavedGame, answers: bool) -> Result<String, super::ExportError> {
    let game = saved.game.plain().ok_or(super::ExportError::SumOfGames)?;
    let heaps = game.position().heaps();
    let values: Vec<u64> = heaps.iter().map(|&h| game.rules().grundy(h)).collect();
    let table = BinaryTable::new(&values);
    // The markers beside the rows: a winning move from each heap, under the rules in force.
    let markers = if answers { Claims::of(game.position(), game.rules()).map(|c| c.markers).ok() } else { None };
    let grundy = !matches!(game.rules().moves, MoveRule::Any);
    let widest = heaps.iter().copied().filter(|&h| h <= MAX_DRAWN_STONES).max().unwrap_or(1).max(4);
    let board_width = 120.0 + widest as f64 * (STONE + 4.0) + 20.0;
    let lead = if grundy { 3.0 } else { 2.0 };
    let table_width = (lead + f64::from(table.width())) * CELL + 160.0;
    let width = board_width + table_width;
    let rows = heaps.len().max(1) as f64;
    let height = 60.0 + (rows + 2.6) * ROW + 16.0;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="DejaVu Sans, Noto Sans CJK SC, sans-serif" font-size="15">"#
    );
    let _ = writeln!(s, r##"<rect width="100%" height="100%" fill="#ffffff"/>"##);
    let _ = writeln!(s, r#"<text x="12" y="28" font-size="20">{}</text>"#, escape(&picture_title(saved, answers)));
    // The board.
    for (i, &size) in heaps.iter().enumerate() {
        let y = 60.0 + i as f64 * ROW;
        let label = msg::picture_heap(i + 1, size);
        let _ = writeln!(s, r#"<text x="12" y="{}">{}</text>"#, y + 5.0, escape(&label));
        if size <= MAX_DRAWN_STONES {
            for stone in 0..size {
                let cx = 120.0 + stone as f64 * (STONE + 4.0) + STONE / 2.0;
                let _ = writeln!(s, r#"<circle cx="{cx}" cy="{y}" r="{}" fill="{}"/>"#, STONE / 2.0 - 1.0, hex(BLUE));
            }
        } else {
            let _ =
                writeln!(s, r#"<rect x="120" y="{}" width="36" height="16" rx="4" fill="{}"/>"#, y - 8.0, hex(BLUE));
        }
    }
    // The table.
    let x0 = board_width;
    let top = table.top_bit().filter(|_| answers);
    let column_x = |index: usize| x0 + (lead + index as f64) * CELL;
    let header_y = 60.0 - ROW / 2.0;
    let heap = escape(&msg::picture_heap_column());
    let _ = writeln!(s, r#"<text x="{x0}" y="{header_y}" font-weight="bold">{heap}</text>"#);
    if grundy {
        let _ = writeln!(s, r#"<text x="{}" y="{header_y}" font-weight="bold">g</text>"#, x0 + 2.0 * CELL);
    }
    for (c, column) in table.columns().iter().enumerate() {
        let x = column_x(c);
        let fill = match (top == Some(column.bit), column.odd && answers) {
            (true, _) => Some(hex(palette::over_white(ORANGE, TOP_BIT_ALPHA))),
            (false, true) => Some(hex(palette::over_white(SKY_BLUE, ODD_COLUMN_ALPHA))),
            _ => None,
        };
        if let Some(fill) = fill {
            let _ = writeln!(
                s,
                r#"<rect x="{}" y="{}" width="{}" height="{}" rx="4" fill="{fill}"/>"#,
                x - 2.0,
                header_y + 6.0,
                CELL - 4.0,
                (rows + 1.3) * ROW
            );
        }
        let place = if column.bit <= 16 {
            (1u64 << column.bit).to_string()
        } else {
            crate::core::pretty(&format!("2^{}", column.bit))
        };
        let _ = writeln!(s, r#"<text x="{}" y="{header_y}" font-size="12">{place}</text>"#, x + 2.0);
        // "odd" under each odd column, and "d" below it under X's top bit, as in the app.
        let marker_y = 60.0 + (rows + 1.3) * ROW + 12.0;
        let odd = if column.odd && answers { "odd" } else { "" };
        let _ = writeln!(s, r#"<text x="{}" y="{marker_y}" font-weight="bold">{odd}</text>"#, x + 4.0);
        let d = if top == Some(column.bit) { "d" } else { "" };
        let _ = writeln!(s, r#"<text x="{}" y="{}" font-weight="bold">{d}</text>"#, x + 4.0, marker_y + 16.0);
    }
    for (i, row) in table.rows().iter().enumerate() {
        let y = 60.0 + i as f64 * ROW + 5.0;
        let _ = writeln!(s, r#"<text x="{x0}" y="{y}">{}</text>"#, heaps[i]);
        if grundy {
            let _ = writeln!(s, r#"<text x="{}" y="{y}">{}</text>"#, x0 + 2.0 * CELL, row.value);
        }
        for (c, column) in table.columns().iter().enumerate() {
            let _ = writeln!(
                s,
                r#"<text x="{}" y="{y}" font-family="DejaVu Sans Mono, monospace">{}</text>"#,
                column_x(c) + 8.0,
                row.value >> column.bit & 1
            );
        }
        if let Some(Some(marker)) = markers.as_ref().and_then(|m| m.get(i)) {
            let x = column_x(table.columns().len()) + 6.0;
            let _ = writeln!(
                s,
                r#"<text x="{x}" y="{y}" fill="{}">◀ {}</text>"#,
                hex(VERMILLION),
                escape(&marker.to_string())
            );
        }
    }
    let x_y = 60.0 + rows * ROW + 5.0;
    let x_text = if answers { table.nim_sum().to_string() } else { "?".into() };
    let _ = writeln!(s, r#"<text x="{x0}" y="{x_y}" font-weight="bold">X = {x_text}</text>"#);
    for (c, column) in table.columns().iter().enumerate() {
        let digit = if answers { (table.nim_sum() >> column.bit & 1).to_string() } else { "?".into() };
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{x_y}" font-family="DejaVu Sans Mono, monospace" font-weight="bold">{digit}</text>"#,
            column_x(c) + 8.0
        );
    }
    s.push_str("</svg>\n");
    Ok(s)
}

/// The picture's title: the game's own title while the board is at its start; once moves were
/// played, the position shown (a title such as "19, 20, 21: three winning moves" speaks of the
/// start only). With the answers hidden the title waits too: it often gives them away.
#[must_use]
pub fn picture_title(saved: &SavedGame, answers: bool) -> String {
    let position = saved.game.position().plain_position().to_string();
    let moves = saved.game.cursor();
    match (answers, moves, saved.title.trim()) {
        (true, 0, title) if !title.is_empty() => title.to_string(),
        (true, 1.., title) if !title.is_empty() => {
            msg::picture_position_moves(Arg::Count(moves as u64), position, title)
        }
        _ => msg::picture_position(position),
    }
}

/// Text safe inside SVG.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, Position, Rules};

    fn saved(title: &str, rules: Rules, heaps: Vec<u64>) -> SavedGame {
        SavedGame::new(title, Game::of_heaps(rules, Position::new(heaps).unwrap()).unwrap())
    }

    fn picture(heaps: Vec<u64>, title: &str, answers: bool) -> String {
        svg(&saved(title, Rules::default(), heaps), answers).unwrap()
    }

    #[test]
    fn the_picture_marks_what_the_table_does() {
        let s = picture(vec![19, 20, 21], "19 < 20 & \"21\"", true);
        assert!(s.contains("19 &lt; 20 &amp; &quot;21&quot;"));
        assert_eq!(s.matches(">d</text>").count(), 1, "one top bit");
        assert_eq!(s.matches(">odd</text>").count(), 2, "both odd columns, the top one too");
        assert!(s.contains("◀ take 18 → 1") && s.contains("◀ take 14 → 6") && s.contains("◀ take 14 → 7"));
        // Misère 2, 1: the marker is the misère move 2 → 0, and heap 2 has none.
        let misere = Rules::new(crate::core::Ending::Misere, crate::core::MoveRule::Any);
        let m = svg(&saved("m", misere, vec![2, 1]), true).unwrap();
        assert!(m.contains("◀ take 2 → 0") && m.matches("◀").count() == 1, "{m}");
        assert!(s.contains("X = 18"));
        let hidden = picture(vec![19, 20, 21], "hidden", false);
        assert!(!hidden.contains("take 18") && !hidden.contains(">d</text>") && hidden.contains("X = ?"));
        // Huge heaps are bars, not 2^63 circles.
        let huge = picture(vec![u64::MAX, 3], "huge", true);
        assert_eq!(huge.matches("<circle").count(), 3);
        assert_eq!(
            huge.matches("<rect").count()
                - 1
                - huge.matches(&format!("fill=\"{}\"", hex(palette::over_white(ORANGE, TOP_BIT_ALPHA)))).count()
                - huge.matches(&format!("fill=\"{}\"", hex(palette::over_white(SKY_BLUE, ODD_COLUMN_ALPHA)))).count(),
            1
        );
    }

    /// After a move, the title says which position the picture shows; hidden, no title at all.
    #[test]
    fn the_title_follows_the_board() {
        let mut saved = saved("19, 20, 21: three winning moves", Rules::default(), vec![19, 20, 21]);
        assert_eq!(picture_title(&saved, true), "19, 20, 21: three winning moves");
        assert_eq!(picture_title(&saved, false), "Position: 19 20 21");
        saved.game.play_take(crate::core::Move::new(0, 18)).unwrap();
        let title = picture_title(&saved, true);
        assert_eq!(title, "Position: 1 20 21, 1 move into “19, 20, 21: three winning moves”");
        assert!(svg(&saved, true).unwrap().contains("Position: 1 20 21, 1 move into"));
        assert!(!svg(&saved, false).unwrap().contains("three winning moves"));
        let sum =
            SavedGame::new("sum", Game::new(crate::core::Ending::Normal, "kayles:4 nim:3".parse().unwrap()).unwrap());
        assert!(matches!(svg(&sum, true), Err(crate::export::ExportError::SumOfGames)));
    }
}
