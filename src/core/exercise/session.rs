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

/// A series being worked through: the current question, the answer given and its feedback once
/// answered, and the score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseSession {
    set: ExerciseSet,
    question: Question,
    answered: Option<(Answer, Feedback)>,
    score: Score,
}

impl ExerciseSession {
    /// Starts a series at question 1.
    ///
    /// # Errors
    /// As [`ExerciseSet::question`].
    pub fn start(set: ExerciseSet) -> Result<Self, ExerciseError> {
        let question = set.question(1)?;
        Ok(Self { set, question, answered: None, score: Score::default() })
    }

    /// A series as it stood elsewhere (a class's server tells a student's page, a class session file
    /// keeps it): at question `number`, with the answer given to it if any, and the score so far
    /// (kept as given: it already counts that answer).
    ///
    /// # Errors
    /// [`ExerciseError::QuestionNumber`] for question 0, as [`ExerciseSet::question`], or as
    /// [`Question::judge`] when the answer does not fit the question.
    pub fn resume(set: ExerciseSet, number: u64, answer: Option<Answer>, score: Score) -> Result<Self, ExerciseError> {
        if number == 0 {
            return Err(ExerciseError::QuestionNumber);
        }
        let question = set.question(number)?;
        let answered = match answer {
            Some(answer) => {
                let feedback = question.judge(set.kind, &set.rules, &answer)?;
                Some((answer, feedback))
            }
            None => None,
        };
        Ok(Self { set, question, answered, score })
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
        self.answered.as_ref().map(|(_, feedback)| feedback)
    }

    /// The answer given to the current question, once answered.
    #[must_use]
    pub fn answer_given(&self) -> Option<&Answer> {
        self.answered.as_ref().map(|(answer, _)| answer)
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
        if self.answered.is_some() {
            return Err(ExerciseError::AlreadyAnswered);
        }
        let feedback = self.question.judge(self.set.kind, &self.set.rules, answer)?;
        self.score.record(feedback.correct);
        Ok(&self.answered.insert((answer.clone(), feedback)).1)
    }

    /// Goes on to the next question (an unanswered question is skipped without scoring).
    ///
    /// # Errors
    /// As [`ExerciseSet::question`]; the current question stays then.
    pub fn next_question(&mut self) -> Result<(), ExerciseError> {
        self.question = self.set.question(self.question.number.saturating_add(1))?;
        self.answered = None;
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

    #[test]
    fn a_series_resumed_elsewhere_is_the_same_series() {
        let mut here = ExerciseSession::start(set(ExerciseKind::WinningHeaps, 5)).unwrap();
        here.next_question().unwrap();
        let marked = Answer::Heaps(vec![0, 2]);
        here.answer(&marked).unwrap();
        let there = ExerciseSession::resume(here.set().clone(), 2, Some(marked.clone()), here.score()).unwrap();
        assert_eq!(there, here);
        assert_eq!(there.answer_given(), Some(&marked));
        let unanswered = ExerciseSession::resume(here.set().clone(), 2, None, Score::default()).unwrap();
        assert_eq!(unanswered.question(), here.question());
        assert_eq!(unanswered.feedback(), None);
        assert_eq!(
            ExerciseSession::resume(here.set().clone(), 0, None, Score::default()),
            Err(ExerciseError::QuestionNumber)
        );
        let wrong_kind = ExerciseSession::resume(here.set().clone(), 2, Some(Answer::Heaps(vec![9])), Score::default());
        assert!(matches!(wrong_kind, Err(ExerciseError::NoSuchHeap { heap: 9 })));
    }

    fn other(outcome: Outcome) -> Outcome {
        match outcome {
            Outcome::NextWins => Outcome::PreviousWins,
            Outcome::PreviousWins => Outcome::NextWins,
        }
    }
}
