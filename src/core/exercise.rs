//! Exercises with feedback: "P or N?", "Find the winning move" and "Which heaps have a winning move?".
//!
//! Questions come from a seed, so a teacher can give the whole class one seed and everyone gets the
//! same questions in the same order. Each question is a value: its position, the right answer and
//! what feedback needs, all computed here by the solver (and tested against the XOR-free checker).
//!
//! ```
//! use bouton::{Answer, Difficulty, ExerciseKind, ExerciseSession, ExerciseSet, Rules};
//! let set = ExerciseSet { kind: ExerciseKind::PorN, difficulty: Difficulty::EASY, rules: Rules::default(), seed: 7 };
//! let mut session = ExerciseSession::start(set).unwrap();
//! let right = session.question().outcome;
//! let feedback = session.answer(&Answer::Outcome(right)).unwrap();
//! assert!(feedback.correct);
//! assert_eq!(session.score().streak, 1);
//! ```

use super::analysis::{Outcome, nim_sum, outcome, winning_moves};
use super::position::{Move, Position};
use super::rng::Rng;
use super::rules::Rules;

mod error;
mod session;

pub use error::ExerciseError;
pub use session::{ExerciseSession, Score};

/// The kind of question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ExerciseKind {
    /// Is the position P (the player to move loses) or N (the player to move wins)?
    #[default]
    PorN,
    /// Play a move that leaves a P-position.
    FindWinningMove,
    /// Mark every heap from which a winning move exists.
    WinningHeaps,
}

impl ExerciseKind {
    /// Every kind, in menu order.
    pub const ALL: [Self; 3] = [Self::PorN, Self::FindWinningMove, Self::WinningHeaps];
}

/// How hard the questions are: how many heaps, and how large.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Difficulty {
    /// The number of heaps in each question (1 to [`Difficulty::MAX_HEAPS`]).
    pub heaps: usize,
    /// The largest heap size (1 to [`Difficulty::MAX_SIZE`]); heaps hold 1 to `max` objects.
    pub max: u64,
}

impl Difficulty {
    /// Three heaps of at most 7: three-bit numbers, done in the head.
    pub const EASY: Self = Self { heaps: 3, max: 7 };
    /// Three or four bits, four heaps.
    pub const MEDIUM: Self = Self { heaps: 4, max: 15 };
    /// Five heaps of up to 31: the binary table is needed.
    pub const HARD: Self = Self { heaps: 5, max: 31 };
    /// The most heaps a question may have.
    pub const MAX_HEAPS: usize = 8;
    /// The largest heap a question may have.
    pub const MAX_SIZE: u64 = 63;

    /// Checks the heaps and the largest size are within what a question may have.
    ///
    /// # Errors
    /// [`ExerciseError::Difficulty`] when either is out of range.
    pub fn validate(self) -> Result<(), ExerciseError> {
        if (1..=Self::MAX_HEAPS).contains(&self.heaps) && (1..=Self::MAX_SIZE).contains(&self.max) {
            Ok(())
        } else {
            Err(ExerciseError::Difficulty { heaps: self.heaps, max: self.max })
        }
    }
}

impl Default for Difficulty {
    fn default() -> Self {
        Self::EASY
    }
}

/// A series of questions: the kind, the difficulty, the rules and the seed that fixes them all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseSet {
    /// What is asked.
    pub kind: ExerciseKind,
    /// How many heaps, how large.
    pub difficulty: Difficulty,
    /// The rules the questions are played under.
    pub rules: Rules,
    /// The seed: the same seed gives the same questions everywhere.
    pub seed: u64,
}

/// One question: a position and everything needed to judge an answer and explain it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The question's number in its series, from 1.
    pub number: u64,
    /// The position asked about.
    pub position: Position,
    /// Its outcome (the answer to "P or N?").
    pub outcome: Outcome,
    /// X: the nim-sum of the Grundy values (the heap sizes in Nim).
    pub nim_sum: u64,
    /// Every winning move (the answers to "Find the winning move").
    pub winning_moves: Vec<Move>,
    /// Every heap that has a winning move, ascending (the answer to "Which heaps have a winning move?").
    pub winning_heaps: Vec<usize>,
}

/// A student's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// "P" or "N".
    Outcome(Outcome),
    /// A move played on the board.
    Move(Move),
    /// The heaps marked (0-based, any order).
    Heaps(Vec<usize>),
}

/// What the app tells the student about an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    /// Whether the answer is right.
    pub correct: bool,
    /// The details, by kind of answer (worded at the edge: `words::feedback_lines`).
    pub detail: FeedbackDetail,
}

/// The details of feedback, with the numbers to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FeedbackDetail {
    /// "P or N?": the right outcome and the nim-sum that decides it (in normal play).
    Outcome {
        /// The answer given.
        given: Outcome,
        /// The right answer.
        right: Outcome,
    },
    /// "Find the winning move": what the move left.
    Move {
        /// The move played.
        played: Move,
        /// The nim-sum of the position it left.
        nim_sum_after: u64,
        /// The outcome of the position it left (P means the move wins).
        leaves: Outcome,
    },
    /// "Which heaps have a winning move?": what was missed and what was marked wrongly.
    Heaps {
        /// Winning heaps that were not marked, ascending.
        missed: Vec<usize>,
        /// Heaps marked that have no winning move, ascending.
        wrong: Vec<usize>,
    },
}

/// How many random positions a question tries before it settles.
const ATTEMPTS: usize = 1024;

impl ExerciseSet {
    /// Question number `number` (from 1) of the series: the same set and number always give the same
    /// question.
    ///
    /// "P or N?" asks about a P-position half the time (when the box holds one), since random positions
    /// are mostly N. The other kinds always ask about N-positions, which have a winning move.
    ///
    /// # Errors
    /// [`ExerciseError::Difficulty`] out of range, [`ExerciseError::NoQuestion`] when no position of
    /// the kind exists, [`ExerciseError::Analysis`] when the rules have no proven rule here.
    pub fn question(&self, number: u64) -> Result<Question, ExerciseError> {
        self.difficulty.validate()?;
        let mut rng = Rng::new(self.seed ^ number.wrapping_mul(0xA076_1D64_78BD_642F));
        let want = match self.kind {
            ExerciseKind::PorN if rng.chance(0.5) => Outcome::PreviousWins,
            _ => Outcome::NextWins,
        };
        let mut fallback = None;
        for _ in 0..ATTEMPTS {
            let heaps: Vec<u64> = (0..self.difficulty.heaps).map(|_| rng.in_range(1, self.difficulty.max)).collect();
            let found = outcome(&heaps, &self.rules)?;
            if found == want {
                return self.make(number, heaps, found);
            }
            if self.kind == ExerciseKind::PorN && fallback.is_none() {
                fallback = Some((heaps, found));
            }
        }
        match fallback {
            Some((heaps, found)) => self.make(number, heaps, found),
            None => Err(ExerciseError::NoQuestion { heaps: self.difficulty.heaps, max: self.difficulty.max }),
        }
    }

    fn make(&self, number: u64, heaps: Vec<u64>, outcome: Outcome) -> Result<Question, ExerciseError> {
        let winning_moves = winning_moves(&heaps, &self.rules)?;
        let mut winning_heaps: Vec<usize> = winning_moves.iter().map(|m| m.heap).collect();
        winning_heaps.dedup();
        Ok(Question {
            number,
            nim_sum: nim_sum(&heaps, &self.rules),
            position: Position::new(heaps)
                .map_err(|_| ExerciseError::Difficulty { heaps: self.difficulty.heaps, max: self.difficulty.max })?,
            outcome,
            winning_moves,
            winning_heaps,
        })
    }
}

impl Question {
    /// Judges an answer under `rules` (the set's rules).
    ///
    /// # Errors
    /// [`ExerciseError::WrongKindOfAnswer`], [`ExerciseError::IllegalMove`] or
    /// [`ExerciseError::NoSuchHeap`]; nothing is judged then.
    pub fn judge(&self, kind: ExerciseKind, rules: &Rules, answer: &Answer) -> Result<Feedback, ExerciseError> {
        let (correct, detail) = self.judge_detail(kind, rules, answer)?;
        Ok(Feedback { correct, detail })
    }

    fn judge_detail(
        &self,
        kind: ExerciseKind,
        rules: &Rules,
        answer: &Answer,
    ) -> Result<(bool, FeedbackDetail), ExerciseError> {
        match (kind, answer) {
            (ExerciseKind::PorN, Answer::Outcome(given)) => {
                Ok((*given == self.outcome, FeedbackDetail::Outcome { given: *given, right: self.outcome }))
            }
            (ExerciseKind::FindWinningMove, Answer::Move(mv)) => {
                let after = self.position.after(*mv, rules)?;
                let leaves = outcome(after.heaps(), rules)?;
                let detail = FeedbackDetail::Move { played: *mv, nim_sum_after: nim_sum(after.heaps(), rules), leaves };
                Ok((leaves == Outcome::PreviousWins, detail))
            }
            (ExerciseKind::WinningHeaps, Answer::Heaps(marked)) => {
                if let Some(&heap) = marked.iter().find(|&&h| h >= self.position.len()) {
                    return Err(ExerciseError::NoSuchHeap { heap });
                }
                let mut marked = marked.clone();
                marked.sort_unstable();
                marked.dedup();
                let missed: Vec<usize> =
                    self.winning_heaps.iter().copied().filter(|h| marked.binary_search(h).is_err()).collect();
                let wrong: Vec<usize> =
                    marked.iter().copied().filter(|h| self.winning_heaps.binary_search(h).is_err()).collect();
                Ok((missed.is_empty() && wrong.is_empty(), FeedbackDetail::Heaps { missed, wrong }))
            }
            (ExerciseKind::PorN, _) => Err(ExerciseError::WrongKindOfAnswer { wanted: ExerciseKind::PorN }),
            (ExerciseKind::FindWinningMove, _) => {
                Err(ExerciseError::WrongKindOfAnswer { wanted: ExerciseKind::FindWinningMove })
            }
            (ExerciseKind::WinningHeaps, _) => {
                Err(ExerciseError::WrongKindOfAnswer { wanted: ExerciseKind::WinningHeaps })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::{Ending, MoveRule};

    fn set(kind: ExerciseKind, seed: u64) -> ExerciseSet {
        ExerciseSet { kind, difficulty: Difficulty::MEDIUM, rules: Rules::default(), seed }
    }

    #[test]
    fn same_seed_same_questions_other_seed_other_questions() {
        let a: Vec<Question> = (1..=5).map(|n| set(ExerciseKind::PorN, 42).question(n).unwrap()).collect();
        let b: Vec<Question> = (1..=5).map(|n| set(ExerciseKind::PorN, 42).question(n).unwrap()).collect();
        let c: Vec<Question> = (1..=5).map(|n| set(ExerciseKind::PorN, 43).question(n).unwrap()).collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn p_or_n_asks_about_both_kinds_of_position() {
        let outcomes: Vec<Outcome> =
            (1..=40).map(|n| set(ExerciseKind::PorN, 1).question(n).unwrap().outcome).collect();
        let p = outcomes.iter().filter(|&&o| o == Outcome::PreviousWins).count();
        assert!((8..=32).contains(&p), "{p} P-positions of 40");
    }

    #[test]
    fn winning_move_questions_have_a_winning_move() {
        for n in 1..=30 {
            let q = set(ExerciseKind::FindWinningMove, 9).question(n).unwrap();
            assert_eq!(q.outcome, Outcome::NextWins);
            assert!(!q.winning_moves.is_empty() && !q.winning_heaps.is_empty());
            assert!(q.position.heaps().iter().all(|&h| (1..=15).contains(&h)));
        }
    }

    #[test]
    fn judging_each_kind() {
        let rules = Rules::default();
        let q = Question {
            number: 1,
            position: Position::new(vec![19, 20, 21]).unwrap(),
            outcome: Outcome::NextWins,
            nim_sum: 18,
            winning_moves: vec![Move::new(0, 18), Move::new(1, 14), Move::new(2, 14)],
            winning_heaps: vec![0, 1, 2],
        };
        let wrong = q.judge(ExerciseKind::PorN, &rules, &Answer::Outcome(Outcome::PreviousWins)).unwrap();
        assert!(!wrong.correct);
        let played = q.judge(ExerciseKind::FindWinningMove, &rules, &Answer::Move(Move::new(1, 14))).unwrap();
        assert!(played.correct);
        let missed = q.judge(ExerciseKind::FindWinningMove, &rules, &Answer::Move(Move::new(0, 1))).unwrap();
        assert_eq!(
            missed.detail,
            FeedbackDetail::Move { played: Move::new(0, 1), nim_sum_after: 19, leaves: Outcome::NextWins }
        );
        let heaps = q.judge(ExerciseKind::WinningHeaps, &rules, &Answer::Heaps(vec![2, 0, 0])).unwrap();
        assert_eq!(heaps.detail, FeedbackDetail::Heaps { missed: vec![1], wrong: vec![] });
        assert!(q.judge(ExerciseKind::WinningHeaps, &rules, &Answer::Heaps(vec![3])).is_err());
        assert!(q.judge(ExerciseKind::FindWinningMove, &rules, &Answer::Move(Move::new(0, 20))).is_err());
        assert!(q.judge(ExerciseKind::PorN, &rules, &Answer::Heaps(vec![])).is_err());
    }

    #[test]
    fn bad_difficulty_and_impossible_questions_are_errors() {
        let mut bad = set(ExerciseKind::PorN, 1);
        bad.difficulty = Difficulty { heaps: 0, max: 5 };
        assert!(matches!(bad.question(1), Err(ExerciseError::Difficulty { .. })));
        bad.difficulty = Difficulty { heaps: 3, max: 64 };
        assert!(matches!(bad.question(1), Err(ExerciseError::Difficulty { .. })));
        // Taking exactly 5 from heaps of at most 3: nobody can move, so no question has a winning move.
        let stuck = ExerciseSet {
            kind: ExerciseKind::FindWinningMove,
            difficulty: Difficulty { heaps: 2, max: 3 },
            rules: Rules::new(Ending::Normal, MoveRule::set(&[5]).unwrap()),
            seed: 1,
        };
        assert!(matches!(stuck.question(1), Err(ExerciseError::NoQuestion { .. })));
    }
}
