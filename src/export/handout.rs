//! The handout: the analysis of a position as Markdown, for slides and for students to take home.

use std::fmt::Write as _;

use crate::core::{Analysis, Claim, Claims, Level, Opponent, PlainGame, pretty};
use crate::save::SavedGame;
use crate::words::{PageChoice, ProofPage, Style, proof_page, sentence};

use super::text;
use crate::i18n::{Arg, msg};

/// Which handout: the teacher's, with every answer, or the students' worksheet, with none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edition {
    /// The analysis with the answers: outcome, winning moves and why, the computer's reasoning, the
    /// lemma on this position.
    Teacher,
    /// A worksheet: the position, the rules and an empty table to fill in, with the questions; no
    /// answer, and no title or notes (they often tell it).
    Student,
}

/// The most winning moves the handout lists, each with its reason.
const MOST_MOVES: usize = 20;

/// The longest line of the notes in a handout: longer ones are wrapped at spaces, which Markdown
/// joins again into one paragraph.
const NOTES_WIDTH: usize = 100;

/// `text` with every line longer than `width` characters broken at spaces (a word longer than the
/// line, at `width`), so no printed line is endless.
fn wrapped(text: &str, width: usize) -> String {
    let mut out: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.chars().count() <= width {
            out.push(line.to_owned());
            continue;
        }
        let mut current = String::new();
        for word in line.split(' ') {
            let mut word: Vec<char> = word.chars().collect();
            while !word.is_empty() {
                let used = current.chars().count();
                let room = if used == 0 { width } else { width.saturating_sub(used + 1) };
                if word.len() <= room {
                    if used > 0 {
                        current.push(' ');
                    }
                    current.extend(word.drain(..));
                } else if used > 0 {
                    out.push(std::mem::take(&mut current));
                } else {
                    out.push(word.drain(..width).collect());
                }
            }
        }
        out.push(current);
    }
    out.join("\n")
}

/// The handout of a game's current position: title and notes, the position and rules, the binary
/// table, the outcome with its reason, every winning move with why it wins, the computer's reasoning,
/// and the lemma of Bouton's proof that applies, on this position.
///
/// ```
/// use bouton::save::SavedGame;
/// use bouton::{Game, Position, Rules};
/// let saved = SavedGame::new("19, 20, 21", Game::of_heaps(Rules::default(), Position::new(vec![19, 20, 21]).unwrap()).unwrap());
/// let md = bouton::export::handout(&saved).unwrap();
/// assert!(md.starts_with("# 19, 20, 21"));
/// assert!(md.contains("- take 18 from heap 1 (19 → 1): X is 18; heap 1 has a 1 in X's top bit (16)"));
/// ```
///
/// # Errors
/// When the position cannot be analysed (misère play with a large subtraction-set position), or is a
/// sum of different games.
pub fn handout(saved: &SavedGame) -> Result<String, super::ExportError> {
    handout_for(saved, Edition::Teacher)
}

/// The handout of `edition`: [`handout`] for the teacher, or the students' worksheet.
///
/// ```
/// use bouton::export::{handout_for, Edition};
/// use bouton::save::SavedGame;
/// use bouton::{Game, Position, Rules};
/// let saved = SavedGame::new("19, 20, 21: three winning moves", Game::of_heaps(Rules::default(), Position::new(vec![19, 20, 21]).unwrap()).unwrap());
/// let sheet = handout_for(&saved, Edition::Student).unwrap();
/// assert!(sheet.contains("| heap 1 | 19 |"));
/// assert!(!sheet.contains("take 18") && !sheet.contains("X = 18") && !sheet.contains("three winning moves"));
/// // Headed as a worksheet of its own game: "take 1 to 3" is not called Nim.
/// let take_3 = Rules::new(bouton::Ending::Normal, bouton::MoveRule::up_to(3).unwrap());
/// let saved = SavedGame::new("", Game::of_heaps(take_3, Position::new(vec![5, 6]).unwrap()).unwrap());
/// let sheet = handout_for(&saved, Edition::Student).unwrap();
/// assert!(sheet.starts_with("# Worksheet: 5, 6") && !sheet.contains("Nim position"), "{sheet}");
/// ```
///
/// # Errors
/// As [`handout`].
pub fn handout_for(saved: &SavedGame, edition: Edition) -> Result<String, super::ExportError> {
    let game = saved.game.plain().ok_or(super::ExportError::SumOfGames)?;
    if edition == Edition::Student {
        return Ok(worksheet(&game));
    }
    let (position, rules) = (game.position(), game.rules());
    let analysis = Analysis::of(position, rules)?;
    let mut s = String::new();
    let rules_text = rules.to_string();
    let shown = if position.heaps().is_empty() {
        msg::handout_no_heaps()
    } else {
        text::heaps_beside(position.heaps(), &msg::list_separator(), &rules_text)
    };
    // A game without a title is named as the board names it, by its position and rules (not "a Nim
    // position" for a game that is not Nim), in a line of bounded length.
    let title = if saved.title.is_empty() {
        msg::game_untitled(shown.as_str(), rules_text.as_str())
    } else {
        crate::save::shown_title(&saved.title)
    };
    let _ = writeln!(s, "# {title}\n");
    if !saved.notes.is_empty() {
        let _ = writeln!(s, "{}\n", wrapped(&saved.notes, NOTES_WIDTH));
    }
    let _ = writeln!(s, "{}\n", msg::handout_position(shown, rules_text));
    let _ = writeln!(s, "## {}\n", msg::handout_table());
    let _ = writeln!(s, "```text\n{}```\n", text::analysis(position, rules, &analysis));
    let claims = Claims::from_analysis(position, rules, &analysis);
    let _ = writeln!(s, "## {}\n", msg::handout_who_wins());
    let _ = writeln!(s, "{}\n", sentence(&claims.outcome.to_string()));
    match claims.winning_moves.first() {
        Some(Claim::WinningMove(_)) => {
            let _ = writeln!(s, "{}\n", msg::handout_winning_moves());
            for (claim, why) in claims.winning_moves.iter().zip(&claims.reasons).take(MOST_MOVES) {
                let _ = writeln!(s, "- {}", msg::handout_move_why(claim.to_string(), why.to_string()));
            }
            if claims.winning_moves.len() > MOST_MOVES {
                let more = Arg::Count((claims.winning_moves.len() - MOST_MOVES) as u64);
                let _ = writeln!(s, "- {}", msg::handout_more(more));
            }
            s.push('\n');
        }
        Some(other) => {
            let _ = writeln!(s, "{}\n", sentence(&other.to_string()));
        }
        None => {}
    }
    if let Some(choice) = Opponent::new(Level::Perfect, 0).choose(position, rules) {
        let _ = writeln!(s, "## {}\n", msg::handout_computer());
        let reason = sentence(&choice.reason.to_string());
        let _ = writeln!(s, "{}\n", msg::handout_computer_says(reason));
    }
    let page = if analysis.nim_sum == 0 { ProofPage::Lemma1 } else { ProofPage::Lemma2 };
    let view = proof_page(page, position, rules, PageChoice::default(), &msg::handout_to_move(), &msg::handout_other());
    if !view.slides.is_empty() {
        let _ = writeln!(s, "## {}\n", msg::handout_proof(page.name()));
        for (i, slide) in view.slides.iter().enumerate() {
            let _ = writeln!(s, "{}. **{}**", i + 1, pretty(&slide.title));
            for line in &slide.lines {
                match line.style {
                    Style::Math => {
                        let _ = writeln!(s, "   `{}`", pretty(&line.text));
                    }
                    Style::Text | Style::Key | Style::Warning => {
                        let _ = writeln!(s, "   {}", pretty(&line.text));
                    }
                }
            }
        }
        s.push('\n');
    }
    review_section(&mut s, saved, &game);
    let _ = writeln!(s, "*{}*", msg::handout_made_with(env!("CARGO_PKG_VERSION")));
    Ok(s)
}

/// The review of the moves played, when there are any and the count fits its bounds.
fn review_section(s: &mut String, saved: &SavedGame, game: &PlainGame) {
    if game.played().is_empty() {
        return;
    }
    let _ = writeln!(s, "## {}\n", msg::handout_review());
    match crate::core::Review::of(game) {
        Ok(review) => {
            let about = msg::handout_review_about(text::short_position(&game.start().to_string()));
            let _ = writeln!(s, "{about}\n");
            let _ = writeln!(s, "```text\n{}```\n", text::review(&saved.players, &review));
        }
        Err(why) => {
            let _ = writeln!(s, "{}\n", sentence(&msg::handout_no_review(why.to_string())));
        }
    }
}

/// The students' worksheet: the position and rules, an empty binary table headed like the app's, and
/// the questions that lead to the answer. Nothing on it is an answer.
fn worksheet(game: &PlainGame) -> String {
    let (position, rules) = (game.position(), game.rules());
    let mut s = String::new();
    let heaps: Vec<String> = position.heaps().iter().map(u64::to_string).collect();
    let shown =
        if heaps.is_empty() { msg::handout_no_heaps() } else { crate::words::short_list(&heaps, text::SHOWN_HEAPS) };
    let _ = writeln!(s, "# {}\n", msg::worksheet_title(shown));
    let _ = writeln!(s, "{}\n", msg::worksheet_rules(rules.to_string()));
    let values = crate::words::values_note(rules);
    if let Some(note) = &values {
        let _ = writeln!(s, "{note}\n");
    }
    // As many columns as any value could need (not just these values: that would hint at them).
    let largest_size = position.heaps().iter().copied().max().unwrap_or(0);
    let largest = rules.moves.largest_grundy().map_or(largest_size, |g| g.min(largest_size));
    let bits = crate::core::bit_length(largest).max(1);
    let places: Vec<String> = (0..bits).rev().map(crate::core::place_value).collect();
    let value_column = if values.is_some() { " g |" } else { "" };
    let (heap, size) = (msg::worksheet_heap(), msg::worksheet_size());
    let _ = writeln!(s, "| {heap} | {size} |{value_column} {} |", places.join(" | "));
    let _ = writeln!(s, "|---|---|{}{}", if values.is_some() { "---|" } else { "" }, "---|".repeat(places.len()));
    let blank = vec!["   "; places.len()].join("|");
    for (i, size) in heaps.iter().enumerate() {
        let heap = msg::worksheet_heap_number(i + 1);
        let _ = writeln!(s, "| {heap} | {size} |{}{blank}|", if values.is_some() { "   |" } else { "" });
    }
    let _ = writeln!(s, "| {} | |{}{blank}|", msg::worksheet_ones(), if values.is_some() { " |" } else { "" });
    let _ = writeln!(s, "| X | |{}{blank}|\n", if values.is_some() { " |" } else { "" });
    let _ = writeln!(s, "## {}\n", msg::worksheet_questions());
    let mut questions = Vec::new();
    let no_rule = rules.ending == crate::core::Ending::Misere && matches!(rules.moves, crate::core::MoveRule::Set(_));
    if no_rule {
        // No rule is proven here: X does not decide, so the sheet does not suggest it does.
        questions.push(msg::worksheet_no_rule());
    } else {
        if values.is_some() {
            questions.push(msg::worksheet_grundy());
        }
        questions.push(if values.is_some() { msg::worksheet_binary_values() } else { msg::worksheet_binary() });
        questions.push(msg::worksheet_nim_sum());
        questions.push(match (rules.ending, values.is_some()) {
            (crate::core::Ending::Normal, _) => msg::worksheet_who_wins(),
            (crate::core::Ending::Misere, false) => msg::worksheet_misere(),
            (crate::core::Ending::Misere, true) => msg::worksheet_misere_values(),
        });
    }
    questions.push(msg::worksheet_winning_move());
    for (i, q) in questions.iter().enumerate() {
        let _ = writeln!(s, "{}. {q}", i + 1);
    }
    s
}

#[cfg(test)]
mod tests {
    /// Long lines are broken at spaces, a word longer than a line at the width; short lines stay.
    #[test]
    fn long_lines_are_wrapped() {
        assert_eq!(super::wrapped("short\nlines", 10), "short\nlines");
        assert_eq!(super::wrapped("aaa bbb ccc ddd", 7), "aaa bbb\nccc ddd");
        assert_eq!(super::wrapped("aaaaaaaaaa b", 4), "aaaa\naaaa\naa b");
        let long = "\\u{1b}".repeat(20_000);
        assert!(super::wrapped(&long, 100).lines().all(|line| line.chars().count() <= 100));
    }

    /// A handout of a game without a title is headed by its start and rules, as the board names it.
    #[test]
    fn an_untitled_handout_is_named_by_its_start_and_rules() {
        use crate::core::{Ending, Game, MoveRule, Position, Rules};
        let rules = Rules::new(Ending::Normal, MoveRule::up_to(3).unwrap());
        let game = Game::of_heaps(rules, Position::new(vec![5, 6, 7]).unwrap()).unwrap();
        let saved = crate::save::SavedGame::new("", game);
        let handout = super::handout_for(&saved, super::Edition::Teacher).unwrap();
        assert!(handout.starts_with("# 5, 6, 7 (normal play, take 1 to 3)\n"), "{handout}");
    }
}
