//! A series of exercises being worked through, and its score.

use super::{Answer, ExerciseError, ExerciseSet, Feedback, Question};

/// Score and streak over a series.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// Questions answered.
    pub answered: u64,
    /// Answered right.
    pub correct: u64,
    /// Right answers in a row, up to now.
    pub streak: u64,
    /// The longest streak so far.
    pub best_streak: u64,
}

impl Score {
    /// Counts one answer.
    pub fn record(&mut self, correct: bool) {
        self.answered += 1;
        if correct {
            self.correct += 1;
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
    }
}

/// A series being worked through: the current question, its feedback once answered, and the score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseSession {
    set: ExerciseSet,
    question: Question,
    feedback: Option<Feedback>,
    score: Score,
}

impl ExerciseSession {
    /// Starts a series at question 1.
    ///
    /// # Errors
    /// As [`ExerciseSet::question`].
    pub fn start(set: ExerciseSet) -> Result<Self, ExerciseError> {
        let question = set.question(1)?;
        Ok(Self { set, question, feedback: None, score: Score::default() })
    }

    /// The series.
    #[must_use]
    pub fn set(&self) -> &ExerciseSet {
        &self.set
    }

    /// The current question.
    #[must_use]
    pub fn question(&self) -> &Question {
        &self.question
    }

    /// The feedback on the current question, once answered.
    #[must_use]
    pub fn feedback(&self) -> Option<&Feedback> {
        self.feedback.as_ref()
    }

    /// The score so far.
    #[must_use]
    pub fn score(&self) -> Score {
        self.score
    }

    /// Answers the current question (once), updates the score, and returns the feedback.
    ///
    /// # Errors
    /// [`ExerciseError::AlreadyAnswered`], or as [`Question::judge`]; the score is unchanged then.
    pub fn answer(&mut self, answer: &Answer) -> Result<&Feedback, ExerciseError> {
        if self.feedback.is_some() {
            return Err(ExerciseError::AlreadyAnswered);
        }
        let feedback = self.question.judge(self.set.kind, &self.set.rules, answer)?;
        self.score.record(feedback.correct);
        Ok(self.feedback.insert(feedback))
    }

    /// Goes on to the next question (an unanswered question is skipped without scoring).
    ///
    /// # Errors
    /// As [`ExerciseSet::question`]; the current question stays then.
    pub fn next_question(&mut self) -> Result<(), ExerciseError> {
        self.question = self.set.question(self.question.number + 1)?;
        self.feedback = None;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Difficulty, ExerciseKind, Outcome, Rules};

    fn set(kind: ExerciseKind, seed: u64) -> ExerciseSet {
        ExerciseSet { kind, difficulty: Difficulty::MEDIUM, rules: Rules::default(), seed }
    }

    #[test]
    fn session_scores_streaks_and_refuses_a_second_answer() {
        let mut session = ExerciseSession::start(set(ExerciseKind::PorN, 3)).unwrap();
        for round in 0..4 {
            let right = session.question().outcome;
            let given = if round == 2 { other(right) } else { right };
            session.answer(&Answer::Outcome(given)).unwrap();
            assert_eq!(session.answer(&Answer::Outcome(given)), Err(ExerciseError::AlreadyAnswered));
            session.next_question().unwrap();
        }
        let score = session.score();
        assert_eq!((score.answered, score.correct, score.streak, score.best_streak), (4, 3, 1, 2));
        assert_eq!(session.question().number, 5);
        assert_eq!(score.to_string(), "3 of 4 right · streak 1 (best 2)");
    }

    fn other(outcome: Outcome) -> Outcome {
        match outcome {
            Outcome::NextWins => Outcome::PreviousWins,
            Outcome::PreviousWins => Outcome::NextWins,
        }
    }
}
