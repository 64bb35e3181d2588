//! Exercise sets in a class: the teacher sends one, every student works through the same questions
//! at their own pace (one seed for the class), and the room judges each answer — a page only says
//! what the student answered, so no page can count an answer right that is not.

use super::protocol::{ExerciseScore, Refusal, SeatNumber, ToStudent};
use super::room::{Handled, Outgoing, Question, Room};
use super::seat::Asked;
use crate::core::{ExerciseError, ExerciseSession, ExerciseSet};
use crate::save::{FileAnswer, FileExercises};

impl Room {
    /// The exercise set the class works on now, if it works on one (the last thing sent).
    #[must_use]
    pub fn exercises(&self) -> Option<&ExerciseSet> {
        match &self.questions.last()?.asked {
            Asked::Exercises(set) => Some(set),
            Asked::Position { .. } | Asked::Disguise(_) => None,
        }
    }

    /// Sends everyone an exercise set, from its first question; their games wait (a position sent
    /// next starts them afresh). `text` is a lesson step's, shown with it.
    ///
    /// # Errors
    /// As [`ExerciseSession::start`] (the set makes no question); nothing changes then.
    pub fn send_exercises(
        &mut self,
        title: String,
        text: String,
        set: ExerciseSet,
    ) -> Result<Vec<Outgoing>, ExerciseError> {
        let start = ExerciseSession::start(set.clone())?;
        // Each new set starts with its answers hidden.
        self.answers = false;
        for seat in self.seats.values_mut() {
            seat.exercise = Some(start.clone());
        }
        self.push_question(Question { title, text, asked: Asked::Exercises(set) });
        self.revision += 1;
        Ok(self.to_everyone())
    }

    /// A new seat's place in the set the class works on: its first question.
    pub(super) fn exercise_for_a_new_seat(&self) -> Option<ExerciseSession> {
        // The set made its first question when it was sent, and makes it again the same way.
        self.exercises().and_then(|set| ExerciseSession::start(set.clone()).ok())
    }

    /// The message that tells a page where its student is in the set.
    pub(super) fn exercise_message(&self, session: &ExerciseSession) -> ToStudent {
        ToStudent::Exercises {
            set: FileExercises::of(session.set()),
            question: session.question().number,
            answer: session.answer_given().map(FileAnswer::of),
            score: ExerciseScore::of(session.score()),
            answers: self.answers,
            paused: self.paused,
            text: self.questions.last().map(|q| q.text.clone()).unwrap_or_default(),
        }
    }

    /// Judges a student's answer to their current question and counts it.
    pub(super) fn answer(&mut self, number: SeatNumber, answer: &FileAnswer, now_ms: u64) -> Result<Handled, Refusal> {
        let (paused, question) = (self.paused, self.question());
        let seat = self.seats.get_mut(&number).ok_or(Refusal::NotJoined)?;
        if paused {
            return Err(Refusal::Paused);
        }
        let session = seat.exercise.as_mut().ok_or(Refusal::NotNow)?;
        let answer = answer.to_answer().map_err(|_| Refusal::BadAnswer)?;
        let correct = match session.answer(&answer) {
            Ok(feedback) => feedback.correct,
            Err(ExerciseError::AlreadyAnswered) => return Err(Refusal::AlreadyAnswered),
            Err(_) => return Err(Refusal::BadAnswer),
        };
        let tally = seat.current(question);
        tally.answered = tally.answered.saturating_add(1);
        tally.right = tally.right.saturating_add(u32::from(correct));
        seat.last_activity_ms = now_ms;
        self.revision += 1;
        Ok(self.after_change(number))
    }

    /// Moves a student on to their next question.
    pub(super) fn next_question(&mut self, number: SeatNumber, now_ms: u64) -> Result<Handled, Refusal> {
        let paused = self.paused;
        let seat = self.seats.get_mut(&number).ok_or(Refusal::NotJoined)?;
        if paused {
            return Err(Refusal::Paused);
        }
        let session = seat.exercise.as_mut().ok_or(Refusal::NotNow)?;
        // Every question of a set that made its first one is made the same way.
        session.next_question().map_err(|_| Refusal::NotNow)?;
        seat.last_activity_ms = now_ms;
        self.revision += 1;
        Ok(self.after_change(number))
    }
}
