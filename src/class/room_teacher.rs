//! What the teacher does to the room: pause, show the answers, send a new game, pair the students
//! (or put everyone against the computer), remove a student, end the session. Each returns the
//! messages for the pages it changes.

use super::protocol::{Closed, SeatNumber, ToStudent};
use super::room::{Against, ClassSetup, ComputerTurn, Outgoing, Room};
use crate::core::{Opponent, Side};

impl Room {
    /// What every connected page shows (its game, or its place in the exercises).
    pub(super) fn to_everyone(&self) -> Vec<Outgoing> {
        self.seats
            .values()
            .filter_map(|seat| seat.connection.map(|to| Outgoing { to, message: self.game_message(seat) }))
            .collect()
    }

    /// Pauses the class ("eyes to the front") or lets it go on.
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

    /// Sends everyone a new game: each student starts it afresh (their counts stay), leaving the
    /// exercises if the class worked on a set. The answers are hidden again: shown for the last
    /// question, they would give this one away.
    pub fn send(&mut self, setup: ClassSetup) -> Vec<Outgoing> {
        self.answers = false;
        for seat in self.seats.values_mut() {
            seat.game = setup.game.restarted();
            seat.exercise = None;
            // Pairs stay pairs; the computer plays at the new game's level.
            if let Against::Computer(_) = seat.against {
                seat.against = Against::Computer(Opponent::new(setup.computer, u64::from(seat.number.0)));
            }
        }
        self.push_question(super::room::Question::of(&setup));
        self.setup = setup;
        self.revision += 1;
        // Where the computer starts, the server takes its turns next (see `computer_turns`).
        self.to_everyone()
    }

    /// Adds what was sent to the session's questions. A room holds as many as its session file
    /// does: past that, the new one takes the last one's place (and its tallies).
    pub(super) fn push_question(&mut self, question: super::room::Question) {
        if self.questions.len() >= crate::save::MAX_FILE_QUESTIONS {
            self.questions.pop();
        }
        self.questions.push(question);
    }

    /// The seats where the computer is to move (after [`Room::send`] when the computer starts).
    #[must_use]
    pub fn computer_turns(&self) -> Vec<ComputerTurn> {
        self.seats.values().filter_map(|seat| self.computer_turn(seat)).collect()
    }

    /// Removes a student from the class: their page is told and closed; their token no longer works.
    /// A partner goes back to playing the computer, with a fresh game.
    pub fn remove(&mut self, number: SeatNumber) -> Vec<Outgoing> {
        let Some(seat) = self.seats.remove(&number) else { return Vec::new() };
        self.revision += 1;
        let mut outgoing: Vec<Outgoing> = seat
            .connection
            .map(|to| Outgoing { to, message: ToStudent::Closed { reason: Closed::Removed } })
            .into_iter()
            .collect();
        if let Some(partner) = seat.partner() {
            self.against_the_computer(partner);
            outgoing.extend(self.game_for(partner));
        }
        outgoing
    }

    /// Pairs the students whose pages are open, in seat order (1 with 2, 3 with 4…): the first of
    /// each pair plays first, each on their own device, in a fresh game from the class's position.
    /// One left over plays the computer; so do students whose pages are closed. The computer's
    /// turns to take follow with [`Room::computer_turns`].
    pub fn pair(&mut self) -> Vec<Outgoing> {
        let numbers: Vec<SeatNumber> = self.seats.keys().copied().collect();
        for &number in &numbers {
            self.against_the_computer(number);
        }
        let open: Vec<SeatNumber> = self.seats.values().filter(|s| s.is_connected()).map(|s| s.number).collect();
        for pair in open.chunks_exact(2) {
            let (first, second) = (pair[0], pair[1]);
            for (me, partner, side) in [(first, second, Side::First), (second, first, Side::Second)] {
                if let Some(seat) = self.seats.get_mut(&me) {
                    seat.against = Against::Student { partner, side };
                }
            }
        }
        self.revision += 1;
        self.to_everyone()
    }

    /// Everyone against the computer again, each in a fresh game from the class's position.
    pub fn unpair(&mut self) -> Vec<Outgoing> {
        let numbers: Vec<SeatNumber> = self.seats.keys().copied().collect();
        for number in numbers {
            self.against_the_computer(number);
        }
        self.revision += 1;
        self.to_everyone()
    }

    /// Whether some students play each other.
    #[must_use]
    pub fn paired(&self) -> bool {
        self.seats.values().any(|seat| seat.partner().is_some())
    }

    /// Puts a student against the computer, in a fresh game from the class's position.
    fn against_the_computer(&mut self, number: SeatNumber) {
        let (computer, start) = (self.setup.computer, self.setup.game.restarted());
        if let Some(seat) = self.seats.get_mut(&number) {
            seat.against = Against::Computer(Opponent::new(computer, u64::from(number.0)));
            seat.game = start;
        }
    }

    /// The game message for a seat's page, if it is open.
    fn game_for(&self, number: SeatNumber) -> Option<Outgoing> {
        let seat = self.seats.get(&number)?;
        Some(Outgoing { to: seat.connection?, message: self.game_message(seat) })
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
