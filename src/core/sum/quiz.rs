//! Exercises on sums of games: "P or N?" and "Find the winning move", with seeded questions (a class
//! given one seed gets the same sums in the same order) and feedback made of claims.
//!
//! ```
//! use bouton::{Ending, SumQuiz, SumQuizKind, SumAnswer};
//! let mut quiz = SumQuiz::start(SumQuizKind::PorN, Ending::Normal, 7).unwrap();
//! let right = quiz.question().analysis.outcome;
//! let feedback = quiz.answer(SumAnswer::Outcome(right)).unwrap();
//! assert!(feedback.correct);
//! assert_eq!(quiz.score(), (1, 1));
//! ```

use super::analysis::{SumAnalysis, SumError};
use super::moves::{SumMove, SumMoveError};
use super::{Heap, SumPosition};
use crate::core::Game;
use crate::core::analysis::Outcome;
use crate::core::claims::{SumClaim, SumClaims};
use crate::core::octal::HeapGame;
use crate::core::rng::Rng;
use crate::core::rules::Ending;

/// What a quiz asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SumQuizKind {
    /// Is the sum P (the player to move loses) or N (the player to move wins)?
    PorN,
    /// Play a move that leaves a P-position (every question is an N-position).
    FindWinningMove,
}

/// One question: a sum and its analysis (every answer is judged by it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumQuestion {
    /// The question's number, from 1.
    pub number: u64,
    /// The sum asked about, as a game at its start (the board plays the answer on it).
    pub game: Game,
    /// Its analysis.
    pub analysis: SumAnalysis,
}

/// A student's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SumAnswer {
    /// "P" or "N".
    Outcome(Outcome),
    /// A move on the sum.
    Move(SumMove),
}

/// Whether an answer was right, and why, in claims' words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumFeedback {
    /// Right or wrong.
    pub correct: bool,
    /// What explains it.
    pub detail: SumFeedbackDetail,
}

/// What explains an answer to a quiz on a sum: facts the edge words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumFeedbackDetail {
    /// "P or N?": each heap's value, then the outcome and why.
    Outcome {
        /// Each heap's value.
        values: Vec<SumClaim>,
        /// The outcome and the rule that decided.
        outcome: SumClaim,
    },
    /// "Find the winning move": the move played and what it left.
    Move {
        /// The move played.
        played: SumMove,
        /// The heap it was played on, before the move.
        heap: Heap,
        /// That heap's name.
        name: super::HeapName,
        /// The nim-sum it left, in normal play when the move does not win.
        nim_sum_left: Option<u64>,
        /// A winning move, when the move played does not win.
        winning: Option<SumClaim>,
    },
}

/// Why a quiz cannot go on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SumQuizError {
    /// The question has been answered already.
    Answered,
    /// The answer is not of the kind asked.
    WrongKind(SumQuizKind),
    /// The move is not legal here.
    Illegal(SumMoveError),
    /// The sum cannot be analysed (never for the sums a quiz makes).
    #[error(transparent)]
    Sum(#[from] SumError),
}

/// A series of seeded questions on sums, with the score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumQuiz {
    kind: SumQuizKind,
    ending: Ending,
    seed: u64,
    rng: Rng,
    question: SumQuestion,
    answered: Option<SumFeedback>,
    right: u64,
    asked: u64,
}

impl SumQuiz {
    /// A quiz from `seed`: the same seed always gives the same questions.
    ///
    /// # Errors
    /// [`SumQuizError::Sum`] if a question cannot be analysed (never for the sums a quiz makes).
    pub fn start(kind: SumQuizKind, ending: Ending, seed: u64) -> Result<Self, SumQuizError> {
        let mut rng = Rng::new(seed);
        let question = Self::make(kind, ending, &mut rng, 1)?;
        Ok(Self { kind, ending, seed, rng, question, answered: None, right: 0, asked: 0 })
    }

    /// A random sum of two or three small heaps of Kayles, Dawson's Kayles and Nim (an N-position when
    /// a winning move is asked for).
    fn make(kind: SumQuizKind, ending: Ending, rng: &mut Rng, number: u64) -> Result<SumQuestion, SumQuizError> {
        let games: [(&str, u64, u64); 3] = [("kayles", 1, 9), ("dawson", 2, 10), ("nim", 1, 7)];
        loop {
            let count = rng.in_range(2, 3);
            let heaps: Vec<Heap> = (0..count)
                .map(|_| {
                    let (name, low, high) = games[rng.below(games.len() as u64) as usize];
                    Heap::new(name.parse().unwrap_or_else(|_| HeapGame::nim()), rng.in_range(low, high))
                })
                .collect();
            let Ok(position) = SumPosition::new(heaps) else { continue };
            let game = Game::new(ending, position)?;
            let analysis = game.analysis()?;
            if kind == SumQuizKind::FindWinningMove && analysis.outcome != Outcome::NextWins {
                continue;
            }
            return Ok(SumQuestion { number, game, analysis });
        }
    }

    /// What is asked.
    #[must_use]
    pub fn kind(&self) -> SumQuizKind {
        self.kind
    }

    /// The seed the questions come from.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The question on the board.
    #[must_use]
    pub fn question(&self) -> &SumQuestion {
        &self.question
    }

    /// The feedback, once the question is answered.
    #[must_use]
    pub fn feedback(&self) -> Option<&SumFeedback> {
        self.answered.as_ref()
    }

    /// Right answers and questions answered.
    #[must_use]
    pub fn score(&self) -> (u64, u64) {
        (self.right, self.asked)
    }

    /// Judges an answer, with the claims that explain it.
    ///
    /// # Errors
    /// [`SumQuizError`]: answered already, an answer of the wrong kind, or an illegal move; nothing
    /// changes then.
    pub fn answer(&mut self, answer: SumAnswer) -> Result<&SumFeedback, SumQuizError> {
        if self.answered.is_some() {
            return Err(SumQuizError::Answered);
        }
        let question = &self.question;
        let position = question.game.position();
        let claims = SumClaims::of(position, &question.analysis, self.ending, question.game.book());
        let feedback = match (self.kind, answer) {
            (SumQuizKind::PorN, SumAnswer::Outcome(said)) => SumFeedback {
                correct: said == question.analysis.outcome,
                detail: SumFeedbackDetail::Outcome { values: claims.values, outcome: claims.outcome },
            },
            (SumQuizKind::FindWinningMove, SumAnswer::Move(mv)) => {
                let after = position.after(mv).map_err(SumQuizError::Illegal)?;
                let book = question.game.book();
                let left = SumAnalysis::with_book(&after, self.ending, book)?;
                let correct = left.outcome == Outcome::PreviousWins;
                let winning = claims
                    .winning_moves
                    .into_iter()
                    .next()
                    .filter(|first| !correct && matches!(first, SumClaim::WinningMove { .. }));
                let detail = SumFeedbackDetail::Move {
                    played: mv,
                    heap: position.heaps()[mv.heap].clone(),
                    name: position.name(mv.heap),
                    nim_sum_left: (self.ending == Ending::Normal && !correct).then_some(left.nim_sum),
                    winning,
                };
                SumFeedback { correct, detail }
            }
            (kind, _) => return Err(SumQuizError::WrongKind(kind)),
        };
        self.asked += 1;
        self.right += u64::from(feedback.correct);
        Ok(self.answered.insert(feedback))
    }

    /// The next question.
    ///
    /// # Errors
    /// As [`Self::start`].
    pub fn next_question(&mut self) -> Result<(), SumQuizError> {
        let number = self.question.number + 1;
        self.question = Self::make(self.kind, self.ending, &mut self.rng, number)?;
        self.answered = None;
        Ok(())
    }
}
