//! The class itself, as the server holds it: the join code, the seats, and each student's game. The
//! room is the authority: a student's page only asks, and the room answers with the game it holds, so
//! no page can post a result it did not play. It knows nothing of sockets: the server hands it each
//! message with the connection it came on and sends what it returns.

use std::collections::BTreeMap;

use super::game::{ClassGame, ClassMove};
use super::protocol::{FromStudent, JOIN_CODE_DIGITS, Refusal, SeatNumber, SeatToken, ToStudent};
pub use super::seat::{Against, ClassSetup, Question, Seat, Tally};
use crate::core::{Opponent, Person, Player, Players, Side};
use crate::save::{SavedGame, disguise_to_ron, to_ron};

/// The most students in one class.
pub const MAX_SEATS: usize = 100;

/// A connection's number, given by the server.
pub type ConnectionId = u64;

/// A message for one connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outgoing {
    /// The connection it goes to.
    pub to: ConnectionId,
    /// The message.
    pub message: ToStudent,
}

/// The computer's turn in a student's game: the server chooses its move away from the room (the
/// search may take a few milliseconds) and gives it back with [`Room::computer_played`].
#[derive(Clone, Debug)]
pub struct ComputerTurn {
    /// The student's seat.
    pub seat: SeatNumber,
    /// The game as it stood (the move is taken only if it still stands so).
    pub game: ClassGame,
    /// The seat's computer, with its random choices.
    pub opponent: Opponent,
}

/// What the room did with a message: messages to send, and the computer's turn to take, if any.
#[derive(Clone, Debug, Default)]
pub struct Handled {
    /// Messages to send.
    pub outgoing: Vec<Outgoing>,
    /// A student's game where the computer is to move.
    pub computer: Option<ComputerTurn>,
    /// What was refused (counted by the server), if anything.
    pub refused: Option<Refusal>,
}

/// The class: its code, what the teacher set, and the seats.
#[derive(Clone, Debug)]
pub struct Room {
    pub(super) code: String,
    pub(super) setup: ClassSetup,
    pub(super) seats: BTreeMap<SeatNumber, Seat>,
    pub(super) next_seat: u32,
    pub(super) paused: bool,
    pub(super) answers: bool,
    pub(super) revision: u64,
    /// The positions sent, the first one first (never empty).
    pub(super) questions: Vec<Question>,
}

impl Room {
    /// A class with no student yet. `code` is the join code ([`JOIN_CODE_DIGITS`] digits).
    #[must_use]
    pub fn new(code: String, setup: ClassSetup) -> Self {
        debug_assert_eq!(code.len(), JOIN_CODE_DIGITS);
        let questions = vec![Question::of(&setup)];
        Self {
            code,
            setup,
            seats: BTreeMap::new(),
            next_seat: 1,
            paused: false,
            answers: false,
            revision: 0,
            questions,
        }
    }

    /// The join code.
    #[must_use]
    pub fn code(&self) -> &str {
        &self.code
    }

    /// What every student plays.
    #[must_use]
    pub fn setup(&self) -> &ClassSetup {
        &self.setup
    }

    /// The seats, by number.
    pub fn seats(&self) -> impl Iterator<Item = &Seat> {
        self.seats.values()
    }

    /// One seat.
    #[must_use]
    pub fn seat(&self, number: SeatNumber) -> Option<&Seat> {
        self.seats.get(&number)
    }

    /// Whether the teacher has paused the class.
    #[must_use]
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Whether the students' pages may show answers.
    #[must_use]
    pub fn answers_shown(&self) -> bool {
        self.answers
    }

    /// A number that grows with every change the teacher's view shows.
    #[must_use]
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Handles one student's message that came on `connection` at `now_ms`. `fresh` makes a new seat
    /// token when one is needed. A refusal goes back to the sender only and changes nothing.
    pub fn handle(
        &mut self,
        connection: ConnectionId,
        message: FromStudent,
        fresh: impl FnOnce() -> SeatToken,
        now_ms: u64,
    ) -> Handled {
        let result = match message {
            FromStudent::Join { protocol, code, name } => {
                self.join(connection, protocol, &code, &name, fresh(), now_ms)
            }
            FromStudent::Rejoin { protocol, token } => self.rejoin(connection, protocol, &token, fresh(), now_ms),
            FromStudent::Play { mv } => self.play_from(connection, now_ms, |game| match game {
                ClassGame::Heaps(game) => {
                    mv.in_position(game.position()).map(ClassMove::Heaps).ok_or(Refusal::IllegalMove)
                }
                ClassGame::Disguise(_) => Err(Refusal::NotNow),
            }),
            FromStudent::PlayDisguised { mv } => self.play_from(connection, now_ms, |game| match game {
                ClassGame::Disguise(line) => {
                    mv.in_game(line.position()).map(ClassMove::Disguise).ok_or(Refusal::IllegalMove)
                }
                ClassGame::Heaps(_) => Err(Refusal::NotNow),
            }),
            FromStudent::Hint => self.seated(connection).map(|seat| seat.number).map(|number| {
                let question = self.question();
                if let Some(seat) = self.seats.get_mut(&number) {
                    let tally = seat.current(question);
                    tally.hints = tally.hints.saturating_add(1);
                    seat.last_activity_ms = now_ms;
                }
                self.revision += 1;
                Handled::default()
            }),
            FromStudent::NewGame => {
                self.seated(connection).map(|seat| seat.number).and_then(|n| self.new_game(n, now_ms))
            }
            FromStudent::Answer { answer } => {
                self.seated(connection).map(|seat| seat.number).and_then(|n| self.answer(n, &answer, now_ms))
            }
            FromStudent::NextQuestion => {
                self.seated(connection).map(|seat| seat.number).and_then(|n| self.next_question(n, now_ms))
            }
        };
        result.unwrap_or_else(|refusal| Handled {
            outgoing: vec![Outgoing { to: connection, message: ToStudent::Refused { refusal } }],
            computer: None,
            refused: Some(refusal),
        })
    }

    /// Plays the move a page sent, read in the seat's game by `read` (a move of another kind of game
    /// is refused).
    fn play_from(
        &mut self,
        connection: ConnectionId,
        now_ms: u64,
        read: impl FnOnce(&ClassGame) -> Result<ClassMove, Refusal>,
    ) -> Result<Handled, Refusal> {
        let seat = self.seated(connection)?;
        let (number, mv) = (seat.number, read(&seat.game)?);
        self.play(number, mv, now_ms)
    }

    /// The connection's seat, or [`Refusal::NotJoined`].
    pub(super) fn seated(&self, connection: ConnectionId) -> Result<&Seat, Refusal> {
        self.seats.values().find(|s| s.connection == Some(connection)).ok_or(Refusal::NotJoined)
    }

    /// What the student's page shows, as it gets it: the student's place in the exercise set the
    /// class works on, or the student's game, where the student is `You` and the other side is the
    /// computer, or the partner by name.
    #[must_use]
    pub fn game_message(&self, seat: &Seat) -> ToStudent {
        if let Some(session) = &seat.exercise {
            return self.exercise_message(session);
        }
        let game = match &seat.game {
            ClassGame::Heaps(game) => game,
            ClassGame::Disguise(line) => {
                let saved = line.to_saved(&self.setup.title, "", Some(seat.side(self.setup.you).other()));
                let partner = seat.partner().map(|p| self.seats.get(&p).map_or_else(String::new, |p| p.name.clone()));
                return ToStudent::Disguise {
                    file: disguise_to_ron(&saved, "// A class session's game in disguise."),
                    partner,
                    answers: self.answers,
                    paused: self.paused,
                    text: self.setup.text.clone(),
                };
            }
        };
        let players = match &seat.against {
            Against::Computer(_) => {
                Players::against_computer(self.setup.you.other(), self.setup.computer, u64::from(seat.number.0))
            }
            Against::Student { partner, side } => {
                let you = Player::Human { name: Person::You };
                let name = self.seats.get(partner).map_or_else(String::new, |p| p.name.clone());
                let them = Player::Human { name: Person::Named(name) };
                match side {
                    Side::First => Players { first: you, second: them },
                    Side::Second => Players { first: them, second: you },
                }
            }
        };
        let saved = SavedGame { title: self.setup.title.clone(), notes: String::new(), game: game.clone(), players };
        ToStudent::Game {
            file: to_ron(&saved, "// A class session's game."),
            answers: self.answers,
            paused: self.paused,
            text: self.setup.text.clone(),
        }
    }

    /// The computer's turn in the seat's game, when the student plays the computer, it is to move
    /// and the game is not over.
    pub(super) fn computer_turn(&self, seat: &Seat) -> Option<ComputerTurn> {
        let Against::Computer(opponent) = &seat.against else { return None };
        (seat.exercise.is_none() && !seat.game.is_over() && seat.game.to_move() != self.setup.you)
            .then(|| ComputerTurn { seat: seat.number, game: seat.game.clone(), opponent: opponent.clone() })
    }

    fn play(&mut self, number: SeatNumber, mv: ClassMove, now_ms: u64) -> Result<Handled, Refusal> {
        let (paused, you, question) = (self.paused, self.setup.you, self.question());
        let seat = self.seats.get_mut(&number).ok_or(Refusal::NotJoined)?;
        if paused {
            return Err(Refusal::Paused);
        }
        if seat.exercise.is_some() {
            return Err(Refusal::NotNow);
        }
        if seat.game.is_over() {
            return Err(Refusal::GameOver);
        }
        if seat.game.to_move() != seat.side(you) {
            return Err(Refusal::NotYourTurn);
        }
        // A game that is not at its last move (never so in a class) is played from where it stands.
        seat.game.play(mv).map_err(|_| Refusal::IllegalMove)?;
        let tally = seat.current(question);
        tally.moves = tally.moves.saturating_add(1);
        seat.last_activity_ms = now_ms;
        Self::count_finished(seat, you, question);
        let (game, partner) = (seat.game.clone(), seat.partner());
        // A pair's two seats hold the one game: the partner's follows the move.
        if let Some(partner) = partner.and_then(|p| self.seats.get_mut(&p)) {
            partner.game = game;
            Self::count_finished(partner, you, question);
        }
        self.revision += 1;
        Ok(self.after_change(number))
    }

    /// Counts a game that has just ended, for the side the student plays.
    pub(super) fn count_finished(seat: &mut Seat, you: Side, question: usize) {
        if seat.game.is_over() {
            let won = seat.game.winner() == Some(seat.side(you));
            let tally = seat.current(question);
            tally.finished = tally.finished.saturating_add(1);
            tally.won = tally.won.saturating_add(u32::from(won));
        }
    }

    /// The question on the board: the number of positions sent since the first, from 0.
    #[must_use]
    pub fn question(&self) -> usize {
        self.questions.len() - 1
    }

    /// Every question of the session: the positions the teacher sent, the first one first.
    #[must_use]
    pub fn questions(&self) -> &[Question] {
        &self.questions
    }

    /// The game for the seat's page (and its partner's), and the computer's turn if it is to move.
    pub(super) fn after_change(&self, number: SeatNumber) -> Handled {
        let Some(seat) = self.seats.get(&number) else { return Handled::default() };
        let outgoing = [Some(seat), seat.partner().and_then(|p| self.seats.get(&p))]
            .into_iter()
            .flatten()
            .filter_map(|s| s.connection.map(|to| Outgoing { to, message: self.game_message(s) }))
            .collect();
        Handled { outgoing, computer: self.computer_turn(seat), refused: None }
    }

    /// A new game from the class's position, once this one is over (for both students of a pair).
    fn new_game(&mut self, number: SeatNumber, now_ms: u64) -> Result<Handled, Refusal> {
        let start = self.setup.game.restarted();
        let seat = self.seats.get_mut(&number).ok_or(Refusal::NotJoined)?;
        if seat.exercise.is_some() {
            return Err(Refusal::NotNow);
        }
        if !seat.game.is_over() {
            return Err(Refusal::GameNotOver);
        }
        seat.game = start.clone();
        seat.last_activity_ms = now_ms;
        if let Some(partner) = seat.partner().and_then(|p| self.seats.get_mut(&p)) {
            partner.game = start;
        }
        self.revision += 1;
        Ok(self.after_change(number))
    }

    /// Plays the computer's chosen move in a student's game, if the game still stands as it did when
    /// the turn was taken (the teacher may have sent a new game meanwhile); keeps the computer's
    /// random state.
    pub fn computer_played(&mut self, turn: ComputerTurn, mv: Option<ClassMove>) -> Handled {
        let (you, question) = (self.setup.you, self.question());
        let Some(seat) = self.seats.get_mut(&turn.seat) else { return Handled::default() };
        if seat.game != turn.game || !matches!(seat.against, Against::Computer(_)) {
            return Handled::default();
        }
        seat.against = Against::Computer(turn.opponent);
        match mv.map(|mv| seat.game.play(mv)) {
            Some(Ok(())) => Self::count_finished(seat, you, question),
            // The core's own choice is legal; a game the computer cannot move in is over.
            Some(Err(_)) | None => return Handled::default(),
        }
        self.revision += 1;
        self.after_change(turn.seat)
    }

    /// The page on `connection` has gone: its seat waits for the student to come back.
    pub fn disconnected(&mut self, connection: ConnectionId) {
        if let Some(seat) = self.seats.values_mut().find(|s| s.connection == Some(connection)) {
            seat.connection = None;
            self.revision += 1;
        }
    }
}

#[cfg(test)]
#[path = "room_tests.rs"]
mod tests;
