//! The names of games and heaps, and of moves on a sum's board.

use std::fmt;

use crate::core::{
    Conjecture, Ending, ExerciseKind, Grade, Heap, HeapGame, HeapName, Leaves, OctalGame, Outcome, Player, Review,
    Side, SumHint, SumLessonStep, SumMove, SumQuizKind,
};
use crate::i18n::{Arg, msg};

// From src/core/exercise.rs.
impl ExerciseKind {
    /// The kind's name, as the exercise panel shows it.
    #[must_use]
    pub fn name(self) -> String {
        match self {
            Self::PorN => crate::i18n::msg::exercise_kind_p_or_n(),
            Self::FindWinningMove => crate::i18n::msg::exercise_kind_winning_move(),
            Self::WinningHeaps => crate::i18n::msg::exercise_kind_winning_heaps(),
        }
    }
}

// From src/core/sum/quiz.rs.
impl SumQuizKind {
    /// The kind's name, as the panel shows it.
    #[must_use]
    pub fn name(self) -> String {
        match self {
            Self::PorN => crate::i18n::msg::exercise_kind_p_or_n(),
            Self::FindWinningMove => crate::i18n::msg::exercise_kind_winning_move(),
        }
    }
}

// From src/core/remoteness/mod.rs.
impl Grade {
    /// A word for the grade that does not need its colour, in the language in force.
    #[must_use]
    pub fn word(self) -> String {
        match self {
            Self::Best => crate::i18n::msg::grade_best(),
            Self::SlowerWin => crate::i18n::msg::grade_slower_win(),
            Self::Mistake => crate::i18n::msg::grade_mistake(),
            Self::FasterLoss => crate::i18n::msg::grade_faster_loss(),
            Self::Forced => crate::i18n::msg::grade_forced(),
        }
    }
}

// From src/core/review.rs.
impl Review {
    /// The grades `side`'s moves got, with how many of each, in the language in force: "best 1,
    /// mistake 2" (or "no move yet").
    #[must_use]
    pub fn grades_said(&self, side: Side) -> String {
        grades_said(|grade| self.count(side, grade))
    }
}

// From src/core/disguise/review.rs.
impl crate::core::DisguiseReview {
    /// The grades `side`'s moves got, with how many of each, as [`Review::grades_said`] says them.
    #[must_use]
    pub fn grades_said(&self, side: Side) -> String {
        grades_said(|grade| self.count(side, grade))
    }
}

/// Grades with how many of each (`count`), in the language in force: "best 1, mistake 2" (or "no
/// move yet").
fn grades_said(count: impl Fn(Grade) -> usize) -> String {
    let counts: Vec<String> = Grade::ALL
        .iter()
        .map(|&grade| (grade, count(grade)))
        .filter(|&(_, count)| count > 0)
        .map(|(grade, count)| format!("{} {count}", grade.word()))
        .collect();
    if counts.is_empty() {
        crate::i18n::msg::review_no_move_yet()
    } else {
        counts.join(&crate::i18n::msg::list_separator())
    }
}

// From src/core/octal/heap_game.rs.
impl HeapGame {
    /// Its name in words: "Kayles (0.77)".
    #[must_use]
    pub fn title(&self) -> String {
        match self {
            Self::Take(_) => self.short_title(),
            Self::Octal(game) => {
                let code = || Arg::from(game.to_string());
                match self.named() {
                    Some(name) => msg::game_titled(code(), name),
                    None => msg::game_octal(code()),
                }
            }
            Self::Lasker => msg::disguise_lasker(),
            Self::Grundy => msg::game_grundy(),
        }
    }

    /// Its short name for a board or a table: "Nim", "Kayles", "Dawson’s Kayles", "S(1..3)",
    /// "S{1, 3, 4}", or the code.
    #[must_use]
    pub fn short_title(&self) -> String {
        match self {
            Self::Take(_) => self.named().unwrap_or_else(msg::game_nim),
            Self::Octal(game) => self.named().unwrap_or_else(|| game.to_string()),
            Self::Lasker => msg::disguise_lasker(),
            Self::Grundy => msg::game_grundy(),
        }
    }

    /// Its name, if it has one beyond its code: "Kayles", "Dawson’s Kayles", "S(1..3)", "S{1, 3, 4}".
    fn named(&self) -> Option<String> {
        match self {
            Self::Take(rule) => Some(rule.subtraction_name().unwrap_or_else(msg::game_nim)),
            Self::Octal(game) if *game == OctalGame::kayles() => Some(msg::game_kayles()),
            Self::Octal(game) if *game == OctalGame::dawson() => Some(msg::game_dawson()),
            Self::Octal(game) => game.subtraction_name(),
            Self::Lasker => Some(msg::disguise_lasker()),
            Self::Grundy => Some(msg::game_grundy()),
        }
    }
}

// From src/core/rules.rs.
impl Ending {
    /// Who wins, in words: "whoever makes the last move wins" (normal) or "… loses" (misère).
    ///
    /// ```
    /// assert_eq!(bouton::Ending::Misere.last_move_rule(), "whoever makes the last move loses");
    /// ```
    #[must_use]
    pub fn last_move_rule(self) -> String {
        match self {
            Self::Normal => crate::i18n::msg::ending_last_move_wins(),
            Self::Misere => crate::i18n::msg::ending_last_move_loses(),
        }
    }
}

// From src/core/players.rs.
impl Player {
    /// The player with the computer's level: "the computer (expert)".
    #[must_use]
    pub fn description(&self) -> String {
        match self {
            Self::Human { name } => name.to_string(),
            Self::Computer { level, .. } => crate::i18n::msg::claim_computer_level(level.to_string()),
        }
    }
}

// From src/core/sum/lesson.rs.
impl SumLessonStep {
    /// The step's title, in the language in force.
    #[must_use]
    pub fn title(&self) -> String {
        match self.number {
            1 => msg::sum_lesson_1_title(),
            2 => msg::sum_lesson_2_title(),
            3 => msg::sum_lesson_3_title(),
            4 => msg::sum_lesson_4_title(),
            _ => msg::sum_lesson_5_title(),
        }
    }

    /// What the teacher says, pointing at the panel, in the language in force.
    #[must_use]
    pub fn text(&self) -> String {
        match self.number {
            1 => msg::sum_lesson_1_text(),
            2 => msg::sum_lesson_2_text(),
            3 => msg::sum_lesson_3_text(),
            4 => msg::sum_lesson_4_text(),
            _ => msg::sum_lesson_5_text(),
        }
    }
}

// From src/core/sum/mod.rs.
impl Heap {
    /// The heap named as the board names it, with its game and size: "row 1 (Kayles, 10 pins)",
    /// "row 1b (Kayles, 4 pins)", "heap 2 (Nim, 5 stones)", "heap 3 (0.6, 12 tokens)".
    #[must_use]
    pub fn described(&self, name: HeapName) -> String {
        let number = Arg::from(name.to_string());
        let size = Arg::Count(self.size);
        match (pin_game(&self.game), &self.game) {
            (Some(name), _) => msg::heap_row_described(name, number, size),
            (None, game) if game.is_nim() => msg::heap_nim_described(number, size),
            (None, _) => msg::heap_octal_described(self.game.short_title(), number, size),
        }
    }
}

// From src/core/sum/mod.rs.
/// The name of a game played with a row of pins (Kayles and Dawson's Kayles), which the app and the
/// claims describe as knocking pins rather than taking tokens.
#[must_use]
pub fn pin_game(game: &HeapGame) -> Option<String> {
    match game {
        HeapGame::Octal(code) if *code == OctalGame::kayles() => Some(msg::game_kayles()),
        HeapGame::Octal(code) if *code == OctalGame::dawson() => Some(msg::game_dawson()),
        HeapGame::Octal(_) | HeapGame::Take(_) | HeapGame::Lasker | HeapGame::Grundy => None,
    }
}

// HeapName (from src/core/sum/mod.rs).
impl fmt::Display for HeapName {
    /// "1", or "1b" for the second part of row 1 once it has split (past 26 parts, "1.27").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.part {
            None => write!(f, "{}", self.row),
            Some(part @ 1..=26) => {
                let letter = char::from(b'a' + u8::try_from(part - 1).unwrap_or(0));
                write!(f, "{}{letter}", self.row)
            }
            Some(part) => write!(f, "{}.{part}", self.row),
        }
    }
}

// From src/core/sum/moves.rs.
/// The move as a person does it on the board, naming the heap's game where it matters: "knock pin 3
/// of row 1 (10 pins), leaving rows of 2 and 7" in Kayles, "take 3 from heap 2 (5 → 2)" in Nim.
#[must_use]
pub fn describe_move(mv: SumMove, heap: &Heap, name: HeapName) -> String {
    let g = |n: u64| Arg::Count(n);
    let (take, number, size) = (mv.take, Arg::from(name.to_string()), g(heap.size));
    if pin_game(&heap.game).is_some() {
        return match mv.leaves {
            Leaves::Nothing => msg::move_knock_all(number, Arg::Count(take)),
            Leaves::One(rest) => msg::move_knock_end(number, g(rest), size, Arg::Count(take)),
            Leaves::Two(a, b) => {
                let (first, last) = (g(a + 1), g(a + take));
                match take {
                    1 => msg::move_knock_one_inside(g(a), g(b), first, number, size),
                    2 => msg::move_knock_two_inside(g(a), g(b), first, last, number, size),
                    _ => msg::move_knock_inside(g(a), g(b), first, last, number, size),
                }
            }
        };
    }
    let take = g(take);
    match (&heap.game, mv.leaves) {
        (_, Leaves::Nothing) => msg::move_take_all(number, take),
        (game, Leaves::One(rest)) if game.is_nim() => msg::move_take_nim(number, g(rest), size, take),
        (_, Leaves::One(rest)) => msg::move_take_leaving(number, g(rest), size, take),
        (_, Leaves::Two(a, b)) if mv.take == 0 => msg::move_split(g(a), g(b), number, size),
        (_, Leaves::Two(a, b)) => msg::move_take_split(g(a), g(b), number, size, take),
    }
}

// From src/core/sum/lesson.rs.
/// The lesson's title, in the language in force.
#[must_use]
pub fn sum_lesson_title() -> String {
    msg::sum_lesson_title()
}

// Heap (from src/core/sum/mod.rs).
impl fmt::Display for Heap {
    /// "a Kayles row of 10", "a Nim heap of 5", "a heap of 12 of the octal game 0.6".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = Arg::from(self.size.to_string());
        let text = match pin_game(&self.game) {
            Some(name) => msg::heap_a_row(name, size),
            None => match &self.game {
                HeapGame::Take(rule) => match rule.subtraction_name() {
                    Some(name) => msg::heap_a_heap_of(name, size),
                    None => msg::heap_a_nim_heap(size),
                },
                HeapGame::Octal(code) => match code.subtraction_name() {
                    Some(name) => msg::heap_a_heap_of(name, size),
                    None => msg::heap_a_heap_octal(code.to_string(), size),
                },
                HeapGame::Lasker | HeapGame::Grundy => msg::heap_a_heap_of(self.game.short_title(), size),
            },
        };
        f.write_str(&text)
    }
}

// SumMove (from src/core/sum/moves.rs).
impl fmt::Display for SumMove {
    /// The move in plain words, without the heap's game: `take 3 from heap 2, leaving 2 and 5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = |value: u64| Arg::from(value.to_string());
        let (take, number) = (n(self.take), n(self.heap as u64 + 1));
        f.write_str(&match self.leaves {
            Leaves::Nothing => msg::sum_move_all(number, take),
            Leaves::One(rest) => msg::sum_move_one(number, n(rest), take),
            Leaves::Two(a, b) if self.take == 0 => msg::sum_move_split(n(a), n(b), number),
            Leaves::Two(a, b) => msg::sum_move_two(n(a), n(b), number, take),
        })
    }
}

// SumHint (from src/core/claims/sum_hints.rs).
impl fmt::Display for SumHint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Who(Outcome::NextWins) => f.write_str(&msg::sum_hint_n()),
            Self::Who(Outcome::PreviousWins) => f.write_str(&msg::sum_hint_p()),
            Self::Rule(claim) | Self::Move(claim) => write!(f, "{claim}"),
            Self::Heaps(heaps) => {
                let names: Vec<String> = heaps.iter().map(|(name, heap)| heap.described(*name)).collect();
                f.write_str(&msg::sum_hint_heaps(names.join(&msg::sum_hint_heaps_or())))
            }
        }
    }
}

// From src/core/conjecture.rs.
impl Conjecture {
    /// Its statement, as the checker panel shows it.
    #[must_use]
    pub fn statement(&self) -> String {
        match self {
            Self::TheRule => msg::conjecture_the_rule(),
            Self::SumOfOthers => msg::conjecture_sum_of_others(),
            Self::MisereAsNormal => msg::conjecture_misere_as_normal(),
            Self::NoReduction => msg::conjecture_no_reduction(),
            Self::MisereOnGrundyValues => msg::conjecture_misere_on_values(),
            Self::Formula(formula) => msg::conjecture_formula(formula.to_string()),
        }
    }
}

/// A sum named by its heaps: "Kayles 10 + Nim 5 + Dawson's Kayles 7".
#[must_use]
pub fn sum_title(position: &crate::core::SumPosition) -> String {
    let parts: Vec<String> = position
        .heaps()
        .iter()
        .map(|h| match pin_game(&h.game) {
            Some(name) => format!("{name} {}", h.size),
            None => match &h.game {
                HeapGame::Take(_) | HeapGame::Lasker | HeapGame::Grundy => {
                    format!("{} {}", h.game.short_title(), h.size)
                }
                HeapGame::Octal(code) => format!("{code} {}", h.size),
            },
        })
        .collect();
    parts.join(" + ")
}

#[cfg(test)]
mod tests {
    use crate::core::SUM_LESSON;

    /// Every step of the built-in lesson on sums has its own title and text in every language: a
    /// step added to the lesson without its words would repeat another's, and fails here.
    #[test]
    fn every_sum_lesson_step_has_its_own_words() {
        for lang in crate::i18n::Lang::ALL {
            crate::i18n::set_thread_language(lang);
            let mut titles: Vec<String> = SUM_LESSON.iter().map(super::SumLessonStep::title).collect();
            let mut texts: Vec<String> = SUM_LESSON.iter().map(super::SumLessonStep::text).collect();
            texts.sort();
            texts.dedup();
            titles.sort();
            titles.dedup();
            assert_eq!(titles.len(), SUM_LESSON.len(), "{lang:?}");
            assert_eq!(texts.len(), SUM_LESSON.len(), "{lang:?}");
        }
        crate::i18n::set_thread_language(crate::i18n::Lang::En);
    }
}
