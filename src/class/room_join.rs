//! Taking a seat: joining with the code and a name, and coming back with a seat's token. A page
//! that joins gets a fresh token; one that comes back gets its seat and game, and a new token (a
//! token used once is refused).

use super::protocol::{
    Closed, JOIN_CODE_DIGITS, MAX_STUDENT_NAME_CHARS, PROTOCOL_VERSION, Refusal, SeatNumber, SeatToken, ToStudent,
};
use super::room::{Against, ConnectionId, Handled, MAX_SEATS, Outgoing, Room, Seat};
use crate::core::Opponent;

impl Room {
    /// A page may take a seat when it speaks this protocol and holds no seat yet.
    fn may_take_a_seat(&self, connection: ConnectionId, protocol: u32) -> Result<(), Refusal> {
        Self::check_protocol(protocol)?;
        if self.seated(connection).is_ok() {
            return Err(Refusal::AlreadyJoined);
        }
        Ok(())
    }

    fn check_protocol(page: u32) -> Result<(), Refusal> {
        if page == PROTOCOL_VERSION { Ok(()) } else { Err(Refusal::Protocol { page, server: PROTOCOL_VERSION }) }
    }

    pub(super) fn join(
        &mut self,
        connection: ConnectionId,
        protocol: u32,
        code: &str,
        name: &str,
        token: SeatToken,
        now_ms: u64,
    ) -> Result<Handled, Refusal> {
        self.may_take_a_seat(connection, protocol)?;
        let typed: String = code.chars().filter(|c| !c.is_whitespace()).take(JOIN_CODE_DIGITS + 1).collect();
        if typed != self.code {
            return Err(Refusal::WrongCode);
        }
        let name = crate::save::safe_text(name.trim(), false, usize::MAX);
        if name.is_empty() {
            return Err(Refusal::NoName);
        }
        if name.chars().count() > MAX_STUDENT_NAME_CHARS {
            return Err(Refusal::NameTooLong { max: MAX_STUDENT_NAME_CHARS });
        }
        if self.seats.len() >= MAX_SEATS {
            return Err(Refusal::ClassFull { max: MAX_SEATS });
        }
        if self.next_seat > crate::save::MAX_SEAT_NUMBER {
            return Err(Refusal::ClassFull { max: MAX_SEATS });
        }
        let number = SeatNumber(self.next_seat);
        self.next_seat += 1;
        let seat = Seat {
            number,
            name: self.unique_name(&name),
            game: self.setup.game.restarted(),
            tallies: Vec::new(),
            last_activity_ms: now_ms,
            against: Against::Computer(Opponent::new(self.setup.computer, u64::from(number.0))),
            token,
            connection: Some(connection),
            exercise: self.exercise_for_a_new_seat(),
        };
        self.seats.insert(number, seat);
        self.revision += 1;
        Ok(self.welcome(number, Vec::new()))
    }

    /// `name`, or `name (2)`, `name (3)`… when a student of the class has it already.
    fn unique_name(&self, name: &str) -> String {
        let taken = |candidate: &str| self.seats.values().any(|s| s.name == candidate);
        // At most MAX_SEATS names are taken, so one of the first MAX_SEATS + 1 is free.
        (1..=MAX_SEATS + 1)
            .map(|n| if n == 1 { name.to_owned() } else { format!("{name} ({n})") })
            .find(|c| !taken(c))
            .unwrap_or_default()
    }

    pub(super) fn rejoin(
        &mut self,
        connection: ConnectionId,
        protocol: u32,
        token: &SeatToken,
        fresh: SeatToken,
        now_ms: u64,
    ) -> Result<Handled, Refusal> {
        self.may_take_a_seat(connection, protocol)?;
        let seat = self.seats.values_mut().find(|s| &s.token == token).ok_or(Refusal::UnknownToken)?;
        let mut outgoing = Vec::new();
        if let Some(old) = seat.connection.replace(connection) {
            outgoing.push(Outgoing { to: old, message: ToStudent::Closed { reason: Closed::OpenedElsewhere } });
        }
        seat.token = fresh;
        seat.last_activity_ms = now_ms;
        let number = seat.number;
        self.revision += 1;
        Ok(self.welcome(number, outgoing))
    }

    /// The welcome and the game for a seat just taken, after `outgoing`; the computer's turn if it
    /// moves first.
    fn welcome(&self, number: SeatNumber, mut outgoing: Vec<Outgoing>) -> Handled {
        let Some(seat) = self.seats.get(&number) else { return Handled::default() };
        let Some(to) = seat.connection else { return Handled::default() };
        let welcome = ToStudent::Welcome { seat: number, token: seat.token.clone(), name: seat.name.clone() };
        outgoing.push(Outgoing { to, message: welcome });
        outgoing.push(Outgoing { to, message: self.game_message(seat) });
        Handled { outgoing, computer: self.computer_turn(seat), refused: None }
    }
}
