//! An exercise set, an answer to one of its questions and how far a student got in it, as a class
//! session file writes them and as a class's messages carry them: the one description of each outside
//! the core.
//!
//! ```ron
//! (kind: WinningHeaps, heaps: 4, max: 15, rules: (ending: Misere, moves: UpTo(3)), seed: 7)
//! ```
//! Answers: `P`, `N`, `Move(heap: 2, take: 3)`, `Heaps([1, 3])` (heaps counted from 1).

use serde::{Deserialize, Serialize};

use super::format::RulesV1;
use super::problem::Problem;
use crate::core::{Answer, Difficulty, ExerciseKind, ExerciseSet, Move, Outcome};

/// The kind of question, as written.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
enum KindV1 {
    PorN,
    FindWinningMove,
    WinningHeaps,
}

/// An exercise set as written: the kind, how many heaps and how large, the rules and the seed.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct FileExercises {
    kind: KindV1,
    heaps: u64,
    max: u64,
    #[serde(default)]
    rules: RulesV1,
    seed: u64,
}

impl FileExercises {
    /// How a file writes `set`.
    #[must_use]
    pub fn of(set: &ExerciseSet) -> Self {
        Self {
            kind: match set.kind {
                ExerciseKind::PorN => KindV1::PorN,
                ExerciseKind::FindWinningMove => KindV1::FindWinningMove,
                ExerciseKind::WinningHeaps => KindV1::WinningHeaps,
            },
            heaps: set.difficulty.heaps as u64,
            max: set.difficulty.max,
            rules: RulesV1::from_rules(&set.rules),
            seed: set.seed,
        }
    }

    /// The set this names, checked: valid rules, and heaps and sizes within what exercises ask.
    ///
    /// # Errors
    /// [`Problem::Rules`] or [`Problem::Exercises`].
    pub fn to_set(&self) -> Result<ExerciseSet, Problem> {
        let rules = self.rules.rules(&mut super::budget::RuleCache::default())?;
        let heaps = usize::try_from(self.heaps).unwrap_or(usize::MAX);
        let difficulty = Difficulty { heaps, max: self.max };
        difficulty.validate().map_err(Problem::Exercises)?;
        let kind = match self.kind {
            KindV1::PorN => ExerciseKind::PorN,
            KindV1::FindWinningMove => ExerciseKind::FindWinningMove,
            KindV1::WinningHeaps => ExerciseKind::WinningHeaps,
        };
        Ok(ExerciseSet { kind, difficulty, rules, seed: self.seed })
    }
}

/// An answer as written: `P`, `N`, a move, or the heaps marked (counted from 1).
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub enum FileAnswer {
    /// "The player to move loses."
    P,
    /// "The player to move wins."
    N,
    /// A move played on the board: the heap (from 1) and how many it takes.
    Move {
        /// The heap, from 1.
        heap: u64,
        /// How many it takes.
        take: u64,
    },
    /// The heaps marked, counted from 1.
    Heaps(Vec<u64>),
}

impl FileAnswer {
    /// How a file writes `answer`.
    #[must_use]
    pub fn of(answer: &Answer) -> Self {
        match answer {
            Answer::Outcome(Outcome::PreviousWins) => Self::P,
            Answer::Outcome(Outcome::NextWins) => Self::N,
            Answer::Move(mv) => Self::Move { heap: mv.heap as u64 + 1, take: mv.take },
            Answer::Heaps(heaps) => Self::Heaps(heaps.iter().map(|&h| h as u64 + 1).collect()),
        }
    }

    /// The answer this names. Whether it fits the question is the question's to judge; here only
    /// heaps that no question has (0, or past [`Difficulty::MAX_HEAPS`]) and more heaps marked than
    /// a question has are refused.
    ///
    /// # Errors
    /// [`Problem::Exercises`] with the heap that no question has.
    pub fn to_answer(&self) -> Result<Answer, Problem> {
        let heap = |number: u64| {
            usize::try_from(number).ok().and_then(|n| n.checked_sub(1)).filter(|&h| h < Difficulty::MAX_HEAPS).ok_or(
                Problem::Exercises(crate::core::ExerciseError::NoSuchHeap {
                    heap: usize::try_from(number.saturating_sub(1)).unwrap_or(usize::MAX),
                }),
            )
        };
        Ok(match self {
            Self::P => Answer::Outcome(Outcome::PreviousWins),
            Self::N => Answer::Outcome(Outcome::NextWins),
            Self::Move { heap: number, take } => Answer::Move(Move::new(heap(*number)?, *take)),
            Self::Heaps(marked) if marked.len() > Difficulty::MAX_HEAPS => {
                return Err(Problem::Exercises(crate::core::ExerciseError::NoSuchHeap { heap: Difficulty::MAX_HEAPS }));
            }
            Self::Heaps(marked) => Answer::Heaps(marked.iter().map(|&h| heap(h)).collect::<Result<_, _>>()?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Ending, MoveRule, Rules};

    #[test]
    fn sets_and_answers_read_back_as_written() {
        let set = ExerciseSet {
            kind: ExerciseKind::WinningHeaps,
            difficulty: Difficulty::MEDIUM,
            rules: Rules::new(Ending::Misere, MoveRule::up_to(3).unwrap()),
            seed: 7,
        };
        let text = ron::to_string(&FileExercises::of(&set)).unwrap();
        assert_eq!(text, "(kind:WinningHeaps,heaps:4,max:15,rules:(ending:Misere,moves:UpTo(3)),seed:7)");
        assert_eq!(ron::from_str::<FileExercises>(&text).unwrap().to_set(), Ok(set));
        for answer in [
            Answer::Outcome(Outcome::PreviousWins),
            Answer::Outcome(Outcome::NextWins),
            Answer::Move(Move::new(2, 5)),
            Answer::Heaps(vec![0, 3]),
        ] {
            assert_eq!(FileAnswer::of(&answer).to_answer(), Ok(answer));
        }
    }

    #[test]
    fn out_of_range_sets_and_answers_are_refused() {
        let mut file = FileExercises::of(&ExerciseSet {
            kind: ExerciseKind::PorN,
            difficulty: Difficulty::EASY,
            rules: Rules::default(),
            seed: 1,
        });
        file.heaps = 1 << 40;
        assert!(matches!(file.to_set(), Err(Problem::Exercises(_))));
        file.heaps = 3;
        file.max = 0;
        assert!(matches!(file.to_set(), Err(Problem::Exercises(_))));
        file.max = 5;
        file.rules.moves = super::super::format::MovesV1::UpTo(0);
        assert!(matches!(file.to_set(), Err(Problem::Rules(_))));
        assert!(FileAnswer::Heaps(vec![0]).to_answer().is_err());
        assert!(FileAnswer::Heaps(vec![u64::MAX]).to_answer().is_err());
        assert!(FileAnswer::Heaps(vec![1; 9]).to_answer().is_err());
        assert!(FileAnswer::Move { heap: 0, take: 1 }.to_answer().is_err());
    }
}
