//! The class session's messages: one serde enum for each direction, sent as JSON text over one
//! WebSocket. A student's page and the teacher's server of different versions refuse each other
//! plainly ([`Refusal::Protocol`]) instead of misreading each other.
//!
//! ```
//! use bouton::class::{FromStudent, PROTOCOL_VERSION};
//! let join = FromStudent::Join { protocol: PROTOCOL_VERSION, code: "482915".into(), name: "Ana".into() };
//! let text = join.to_text();
//! assert_eq!(text, r#"{"Join":{"protocol":2,"code":"482915","name":"Ana"}}"#);
//! assert_eq!(FromStudent::from_text(&text), Ok(join));
//! ```

use serde::{Deserialize, Serialize};

use crate::save::{FileAnswer, FileDisguisedMove, FileExercises, FileMove};

/// The protocol's version, sent with every join: 2 (exercise sets came with 2).
pub const PROTOCOL_VERSION: u32 = 2;
/// The largest message either side reads (16 KiB); the server closes a connection that sends more.
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;
/// The most characters of a student's name.
pub const MAX_STUDENT_NAME_CHARS: usize = 30;
/// The number of digits of a join code.
pub const JOIN_CODE_DIGITS: usize = 6;

/// A seat's number in the class, from 1 ("Student 7" when names are hidden).
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SeatNumber(pub u32);

/// The secret that gives a device its seat back after a dropped connection (kept in the browser's
/// local storage): 32 hexadecimal digits from the system's randomness. Each rejoin replaces it, so a
/// token used once is refused.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq, Hash)]
pub struct SeatToken(pub String);

/// What a student's page sends.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub enum FromStudent {
    /// Take a seat: the code the teacher shows, and the name the class will see.
    Join {
        /// The page's [`PROTOCOL_VERSION`].
        protocol: u32,
        /// The join code, as typed (spaces are ignored).
        code: String,
        /// A first name or nickname.
        name: String,
    },
    /// Take back this device's seat after a dropped connection or a closed tab.
    Rejoin {
        /// The page's [`PROTOCOL_VERSION`].
        protocol: u32,
        /// The token the last [`ToStudent::Welcome`] gave.
        token: SeatToken,
    },
    /// Play a move in this student's game of heaps (the server checks it and answers with the game).
    Play {
        /// The move, as files write it.
        mv: FileMove,
    },
    /// Play a move in this student's game in disguise.
    PlayDisguised {
        /// The move, as files write it (in the game as it stands).
        mv: FileDisguisedMove,
    },
    /// The student asked for a hint (counted on the teacher's view).
    Hint,
    /// Start this student's game again from the teacher's position, once it is over.
    NewGame,
    /// Answer the current question of the exercise set the class works on (the server judges it).
    Answer {
        /// The answer.
        answer: FileAnswer,
    },
    /// Go on to the next question of the exercise set (an unanswered one is skipped).
    NextQuestion,
}

/// What the server sends a student's page.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub enum ToStudent {
    /// The student has a seat: keep the token to come back to it.
    Welcome {
        /// The seat's number.
        seat: SeatNumber,
        /// The token for [`FromStudent::Rejoin`].
        token: SeatToken,
        /// The name the class sees (made unique in the class).
        name: String,
    },
    /// The student's game as the server holds it, after every change.
    Game {
        /// The game as a save file's text (the one description of a game: the page reads it with the
        /// loader every file goes through). Its players say which side is the student's (`You`).
        file: String,
        /// Whether the page may show answers (values, winning moves, hints): the teacher reveals them.
        answers: bool,
        /// Whether the teacher has paused the class ("eyes to the front"): no move is taken.
        paused: bool,
        /// The teacher's text for this game (a lesson step's), shown above the board; empty: none.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        text: String,
    },
    /// The student's game in disguise as the server holds it, after every change.
    Disguise {
        /// The game as a save file's text (version 3): its start and moves; its `computer` is the
        /// side the student does not play (the computer's, or the partner's).
        file: String,
        /// The partner's name when the student plays another student; `None`: the computer.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        partner: Option<String>,
        /// Whether the page may show answers (the disguise lifted, values, hints).
        answers: bool,
        /// Whether the teacher has paused the class: no move is taken.
        paused: bool,
        /// The teacher's text for this game (a lesson step's); empty: none.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        text: String,
    },
    /// The student's place in the exercise set the class works on, after every change: the page
    /// makes the question from the set and its number (the same everywhere), and judges the answer
    /// given again only to word the feedback.
    Exercises {
        /// The set.
        set: FileExercises,
        /// The current question's number, from 1.
        question: u64,
        /// The answer given to it, once answered.
        answer: Option<FileAnswer>,
        /// Questions answered so far, answered right, and the streaks.
        score: ExerciseScore,
        /// Whether the page may show whether an answer is right, and why: the teacher reveals them.
        answers: bool,
        /// Whether the teacher has paused the class: no answer is taken.
        paused: bool,
        /// The teacher's text for the set (a lesson step's); empty: none.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        text: String,
    },
    /// A message was not taken; nothing changed.
    Refused {
        /// Why.
        refusal: Refusal,
    },
    /// The teacher removed this student, or the seat was opened on another device: the page stops.
    Closed {
        /// Why.
        reason: Closed,
    },
}

/// A student's score in an exercise set, as the page shows it.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ExerciseScore {
    /// Questions answered.
    pub answered: u64,
    /// Answered right.
    pub correct: u64,
    /// Right answers in a row, up to now.
    pub streak: u64,
    /// The longest streak so far.
    pub best_streak: u64,
}

impl ExerciseScore {
    /// The score as the page reads it.
    #[must_use]
    pub fn of(score: crate::core::Score) -> Self {
        Self { answered: score.answered, correct: score.correct, streak: score.streak, best_streak: score.best_streak }
    }

    /// The core's score.
    #[must_use]
    pub fn score(self) -> crate::core::Score {
        crate::core::Score {
            answered: self.answered,
            correct: self.correct,
            streak: self.streak,
            best_streak: self.best_streak,
        }
    }
}

/// Why the server did not take a message. The page words it in the student's language.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The page and the server speak different versions.
    #[error("this page speaks version {page} of the class protocol and the teacher's Bouton {server}")]
    Protocol {
        /// The page's version.
        page: u32,
        /// The server's.
        server: u32,
    },
    /// The join code is not this class's.
    #[error("wrong join code")]
    WrongCode,
    /// Too many wrong codes from this connection.
    #[error("too many wrong codes")]
    TooManyWrongCodes,
    /// The name is empty once trimmed.
    #[error("no name")]
    NoName,
    /// The name is longer than [`MAX_STUDENT_NAME_CHARS`].
    #[error("a name of at most {max} characters")]
    NameTooLong {
        /// The most characters.
        max: usize,
    },
    /// The class has every seat taken.
    #[error("the class is full ({max} seats)")]
    ClassFull {
        /// The number of seats.
        max: usize,
    },
    /// The token is not one this class gave, or was used already.
    #[error("unknown or used seat token")]
    UnknownToken,
    /// A message that needs a seat came before joining.
    #[error("join first")]
    NotJoined,
    /// This connection has a seat already.
    #[error("already joined")]
    AlreadyJoined,
    /// The message is not one of [`FromStudent`].
    #[error("malformed message")]
    Malformed,
    /// Messages come faster than a person plays.
    #[error("too many messages")]
    TooFast,
    /// The teacher has paused the class.
    #[error("the class is paused")]
    Paused,
    /// It is the other side's turn.
    #[error("not your turn")]
    NotYourTurn,
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The game is not over yet.
    #[error("the game is not over")]
    GameNotOver,
    /// The move is not legal where the student's game stands.
    #[error("illegal move")]
    IllegalMove,
    /// The message is for what the class is not doing now (a move while it works on exercises, an
    /// answer while it plays).
    #[error("not what the class is doing now")]
    NotNow,
    /// The question was answered already.
    #[error("already answered")]
    AlreadyAnswered,
    /// The answer does not fit the question (another kind, a heap it does not have, an illegal move).
    #[error("not an answer to this question")]
    BadAnswer,
}

/// Why the server closed a student's connection for good.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closed {
    /// The teacher removed the student from the class.
    Removed,
    /// The same seat was opened again (another tab or device): the newest connection keeps it.
    OpenedElsewhere,
    /// The teacher ended the session.
    SessionEnded,
    /// The connection broke the rules too often (floods, oversized or malformed messages).
    Abuse,
}

/// A message that is not JSON of the expected shape.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a class message: {0}")]
pub struct BadMessage(String);

macro_rules! json_text {
    ($type:ty) => {
        impl $type {
            /// The message as the JSON text that goes over the socket.
            #[must_use]
            pub fn to_text(&self) -> String {
                // Plain data (strings, numbers, enums) always serialises.
                serde_json::to_string(self).unwrap_or_default()
            }

            /// Reads a message; a text past [`MAX_MESSAGE_BYTES`] is refused unread.
            ///
            /// # Errors
            /// [`BadMessage`] when the text is too long or not this message type.
            pub fn from_text(text: &str) -> Result<Self, BadMessage> {
                if text.len() > MAX_MESSAGE_BYTES {
                    return Err(BadMessage(format!("{} bytes, more than {MAX_MESSAGE_BYTES}", text.len())));
                }
                serde_json::from_str(text).map_err(|e| BadMessage(e.to_string()))
            }
        }
    };
}

json_text!(FromStudent);
json_text!(ToStudent);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_reads_back_as_written() {
        let messages = [
            FromStudent::Rejoin { protocol: 1, token: SeatToken("ab".repeat(16)) },
            FromStudent::Play { mv: FileMove { heap: 2, take: 1, split: Some((2, 7)) } },
            FromStudent::Play { mv: FileMove { heap: 1, take: 3, split: None } },
            FromStudent::Hint,
            FromStudent::NewGame,
            FromStudent::Answer { answer: FileAnswer::Heaps(vec![1, 3]) },
            FromStudent::Answer { answer: FileAnswer::Move { heap: 2, take: 4 } },
            FromStudent::NextQuestion,
        ];
        for message in messages {
            assert_eq!(FromStudent::from_text(&message.to_text()), Ok(message));
        }
        let game = ToStudent::Game {
            file: "(version: 1, start: [3])".into(),
            answers: false,
            paused: true,
            text: "Find the winning move.".into(),
        };
        assert_eq!(ToStudent::from_text(&game.to_text()), Ok(game));
        let refused = ToStudent::Refused { refusal: Refusal::Protocol { page: 2, server: 1 } };
        assert_eq!(ToStudent::from_text(&refused.to_text()), Ok(refused));
    }

    #[test]
    fn garbage_and_oversized_texts_are_refused() {
        assert!(FromStudent::from_text("").is_err());
        assert!(FromStudent::from_text("{\"Play\":{\"mv\":{\"heap\":-1,\"take\":1}}}").is_err());
        assert!(FromStudent::from_text("\"Unknown\"").is_err());
        let huge =
            format!("{{\"Join\":{{\"protocol\":1,\"code\":\"1\",\"name\":\"{}\"}}}}", "a".repeat(MAX_MESSAGE_BYTES));
        assert!(FromStudent::from_text(&huge).unwrap_err().0.contains("more than"));
    }
}
