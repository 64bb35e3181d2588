//! What the teacher does to the room: pause, show the answers, send a new game, remove a student,
//! end the session. Each returns the messages for the pages it changes.

use super::protocol::{Closed, SeatNumber, ToStudent};
use super::room::{ClassSetup, ComputerTurn, Outgoing, Room};
use crate::core::Opponent;

impl Room {
    /// The game on every connected page.
    fn to_everyone(&self) -> Vec<Outgoing> {
        self.seats
            .values()
            .filter_map(|seat| seat.connection.map(|to| Outgoing { to, message: self.game_message(seat) }))
            .collect()
    }

    /// Pauses the class ("eyes on the board") or lets it go on.
    pub fn pause(&mut self, paused: bool) -> Vec<Outgoing> {
        self.paused = paused;
        self.revision += 1;
        self.to_everyone()
    }

    /// Lets the students' pages show answers, or hides them again.
    pub fn show_answers(&mut self, answers: bool) -> Vec<Outgoing> {
        self.answers = answers;
        self.revision += 1;
        self.to_everyone()
    }

    /// Sends everyone a new game: each student starts it afresh (their counts stay).
    pub fn send(&mut self, setup: ClassSetup) -> Vec<Outgoing> {
        for seat in self.seats.values_mut() {
            seat.game = setup.game.restarted();
            seat.opponent = Opponent::new(setup.computer, u64::from(seat.number.0));
        }
        self.questions.push(super::room::Question::of(&setup));
        self.setup = setup;
        self.revision += 1;
        // Where the computer starts, the server takes its turns next (see `computer_turns`).
        self.to_everyone()
    }

    /// The seats where the computer is to move (after [`Room::send`] when the computer starts).
    #[must_use]
    pub fn computer_turns(&self) -> Vec<ComputerTurn> {
        self.seats.values().filter_map(|seat| self.computer_turn(seat)).collect()
    }

    /// Removes a student from the class: their page is told and closed; their token no longer works.
    pub fn remove(&mut self, number: SeatNumber) -> Vec<Outgoing> {
        let Some(seat) = self.seats.remove(&number) else { return Vec::new() };
        self.revision += 1;
        seat.connection
            .map(|to| Outgoing { to, message: ToStudent::Closed { reason: Closed::Removed } })
            .into_iter()
            .collect()
    }

    /// Ends the session: every page is told.
    #[must_use]
    pub fn end(&self) -> Vec<Outgoing> {
        self.seats
            .values()
            .filter_map(|seat| seat.connection)
            .map(|to| Outgoing { to, message: ToStudent::Closed { reason: Closed::SessionEnded } })
            .collect()
    }
}
