//! How files are written: the serde types of the format, serialized by RON's pretty printer, then
//! laid out for people — a list of numbers (`[3, 4, 5]`) or a short struct (`(heap: 1, take: 2)`,
//! `(ending: Normal, moves: Any)`) goes on one line, a list of moves one move per line. The types are
//! the one description of each format; this only decides where lines break.

use serde::Serialize;

/// Longer innermost groups stay one item per line.
const MAX_LINE: usize = 100;

/// `value` as RON text laid out for people, behind `header` (a `//` comment line).
pub(super) fn to_text<T: Serialize>(header: &str, value: &T) -> String {
    let config = ron::ser::PrettyConfig::new().indentor("    ").struct_names(false);
    // Serializing these plain values cannot fail; were it to, the empty text would make the file fail
    // to load loudly rather than load wrong.
    let pretty = ron::ser::to_string_pretty(value, config).unwrap_or_default();
    // Inner groups first, then the groups around them, while they fit.
    let mut text = pretty;
    for _ in 0..4 {
        let next = compact_innermost(&text);
        if next == text {
            break;
        }
        text = next;
    }
    format!("{header}\n{text}\n")
}

/// Joins each bracketed group whose inner groups are already on one line (strings skipped) onto one
/// line when it fits in [`MAX_LINE`] characters.
fn compact_innermost(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '"' {
            let end = string_end(&chars, i);
            out.extend(&chars[i..end]);
            i = end;
            continue;
        }
        // RON writes the variant `None` (of `Beside`) as `r#None` to set it apart from an Option; the
        // reader takes plain `None` there, as people write it.
        if chars[i..].starts_with(&['r', '#', 'N', 'o', 'n', 'e']) {
            out.push_str("None");
            i += 6;
            continue;
        }
        if (c == '(' || c == '[')
            && let Some(close) = innermost_close(&chars, i)
        {
            let inner: String = chars[i + 1..close].iter().collect();
            let items: Vec<&str> = inner.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
            let joined = items.join(" ");
            let joined = joined.strip_suffix(',').unwrap_or(&joined);
            // A list of groups (the moves of a game) stays one item per line, to read and edit.
            let list_of_groups = c == '[' && joined.starts_with(['(', '[']);
            if inner.contains('\n') && joined.chars().count() <= MAX_LINE && !list_of_groups {
                out.push(c);
                out.push_str(joined);
                out.push(chars[close]);
                i = close + 1;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    out
}

/// The index just past the string that starts at `start` (a `"`), escapes included.
fn string_end(chars: &[char], start: usize) -> usize {
    let mut i = start + 1;
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    chars.len()
}

/// The closing bracket of the group opened at `open`, when every group inside it is already on one
/// line (strings are skipped).
fn innermost_close(chars: &[char], open: usize) -> Option<usize> {
    let close = if chars[open] == '(' { ')' } else { ']' };
    let mut i = open + 1;
    while i < chars.len() {
        match chars[i] {
            '"' => {
                i = string_end(chars, i);
                continue;
            }
            '(' | '[' => {
                let end = innermost_close(chars, i)?;
                if chars[i..end].contains(&'\n') {
                    return None;
                }
                i = end + 1;
                continue;
            }
            c if c == close => return Some(i),
            ')' | ']' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn innermost_groups_join_and_strings_are_left_alone() {
        let text = "(\n    a: [\n        1,\n        2,\n    ],\n    b: \"x (\\\" [ y\",\n    c: (\n        d: 1,\n        e: \")\",\n    ),\n)";
        assert_eq!(compact_innermost(text), "(\n    a: [1, 2],\n    b: \"x (\\\" [ y\",\n    c: (d: 1, e: \")\"),\n)");
        let long = format!("[\n{}\n]", (0..60).map(|n| format!("    {n},")).collect::<Vec<_>>().join("\n"));
        assert_eq!(compact_innermost(&long), long, "too long for one line");
    }
}

#[cfg(test)]
mod written {
    use crate::save::{parse, parse_lesson, to_ron};

    /// What a save file and a lesson file look like when written: one fact per line, short groups on
    /// one line, strings as they are; a version-1 game is written back in the one format (version 2).
    #[test]
    fn a_game_and_a_lesson_as_written() {
        let text = "(version: 1, title: \"Ligia (1, 2, 3) \\\"q\\\" ⊕\", notes: \"Two lines\\nsecond\", \
            rules: (ending: Misere, moves: Set([1, 3, 4])), start: [1, 2, 3], moves: [(heap: 1, take: 1), \
            (heap: 3, take: 1)], cursor: 1, players: (first: Human(name: \"Ligia\"), second: \
            Computer(level: Fallible(error_rate: 0.2), seed: 1)))";
        let saved = parse(text, "t").unwrap().saved;
        let written = to_ron(&saved, "// header");
        println!("{written}");
        assert_eq!(
            written,
            "// header
(
    version: 2,
    title: \"Ligia (1, 2, 3) \\\"q\\\" ⊕\",
    notes: \"Two lines\\nsecond\",
    rules: (ending: Misere, moves: Set([1, 3, 4])),
    start: [1, 2, 3],
    moves: [
        (heap: 1, take: 1),
        (heap: 3, take: 1),
    ],
    cursor: 1,
    players: (first: Human(name: \"Ligia\"), second: Computer(level: Fallible(error_rate: 0.2), seed: 1)),
)
"
        );
        assert_eq!(parse(&written, "t").unwrap().saved, saved);
        let lesson = crate::save::built_in_lessons()[0].load().unwrap().lesson;
        let written = crate::save::lesson_to_ron(&lesson, "// header");
        println!("{written}");
        assert_eq!(parse_lesson(&written, "l").unwrap().lesson, lesson);
    }
}
