//! What keeps one page from spoiling the class: a rate limit per connection, strikes that close a
//! connection that keeps breaking the rules, and counts of everything refused (for the teacher and
//! the tests).

use web_time::{Duration, Instant};

use super::protocol::Refusal;

/// Messages a page may send in a burst (a person clicking fast stays well within).
pub const BURST: f64 = 30.0;
/// Messages a second a page may keep sending.
pub const PER_SECOND: f64 = 10.0;
/// Messages over the rate limit before the connection is closed.
pub const MAX_TOO_FAST: u32 = 500;
/// Malformed messages before the connection is closed.
pub const MAX_MALFORMED: u32 = 20;
/// Wrong join codes before the connection is closed.
pub const MAX_WRONG_CODES: u32 = 5;

/// A token bucket: [`BURST`] messages at once, refilled at [`PER_SECOND`].
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    at: Instant,
    warned: Option<Instant>,
}

impl Bucket {
    /// A full bucket.
    #[must_use]
    pub fn new() -> Self {
        Self { tokens: BURST, at: Instant::now(), warned: None }
    }

    /// Takes one message's token at `now`; `false` when the page is over its rate.
    pub fn take(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * PER_SECOND).min(BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether to tell the page it is too fast: at most once a second, so a flood is not answered
    /// by a flood.
    pub fn should_warn(&mut self, now: Instant) -> bool {
        let due = self.warned.is_none_or(|at| now.saturating_duration_since(at) >= Duration::from_secs(1));
        if due {
            self.warned = Some(now);
        }
        due
    }
}

impl Default for Bucket {
    fn default() -> Self {
        Self::new()
    }
}

/// A connection's strikes: past a limit of any kind, it is closed.
#[derive(Clone, Debug, Default)]
pub struct Strikes {
    too_fast: u32,
    malformed: u32,
    wrong_codes: u32,
}

impl Strikes {
    /// One more message over the rate; `true` when the connection must close.
    pub fn too_fast(&mut self) -> bool {
        self.too_fast += 1;
        self.is_over()
    }

    /// One more malformed message; `true` when the connection must close.
    pub fn malformed(&mut self) -> bool {
        self.malformed += 1;
        self.is_over()
    }

    /// One more wrong join code; `true` when the connection must close.
    pub fn wrong_code(&mut self) -> bool {
        self.wrong_codes += 1;
        self.wrong_codes >= MAX_WRONG_CODES
    }

    /// Whether the connection has broken the rules too often.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.too_fast >= MAX_TOO_FAST || self.malformed >= MAX_MALFORMED || self.wrong_codes >= MAX_WRONG_CODES
    }
}

/// What the server refused since the session started, by kind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Joins with a wrong code.
    pub wrong_codes: u64,
    /// Rejoins with a token the class did not give or that was used already.
    pub unknown_tokens: u64,
    /// Moves that were not legal, not the student's turn, or in a paused class or a finished game.
    pub refused_moves: u64,
    /// Messages that were not class messages (garbage, binary frames, wrong shapes).
    pub malformed: u64,
    /// Messages over the size limit.
    pub too_large: u64,
    /// Messages over the rate limit.
    pub too_fast: u64,
    /// Every other refusal (a wrong protocol version, no name, joining twice…).
    pub other: u64,
    /// Connections closed for breaking the rules too often.
    pub closed_for_abuse: u64,
    /// Connections that broke off with an error other than size.
    pub broken: u64,
}

impl Counts {
    /// Counts a refusal the room gave.
    pub fn refused(&mut self, refusal: Refusal) {
        let count = match refusal {
            Refusal::WrongCode | Refusal::TooManyWrongCodes => &mut self.wrong_codes,
            Refusal::UnknownToken => &mut self.unknown_tokens,
            Refusal::IllegalMove
            | Refusal::NotYourTurn
            | Refusal::Paused
            | Refusal::GameOver
            | Refusal::NotNow
            | Refusal::AlreadyAnswered
            | Refusal::BadAnswer => &mut self.refused_moves,
            Refusal::Malformed => &mut self.malformed,
            Refusal::TooFast => &mut self.too_fast,
            Refusal::Protocol { .. }
            | Refusal::NoName
            | Refusal::NameTooLong { .. }
            | Refusal::ClassFull { .. }
            | Refusal::NotJoined
            | Refusal::AlreadyJoined
            | Refusal::GameNotOver => &mut self.other,
        };
        *count += 1;
    }

    /// Counts a connection that broke off with `error`: too large a message, or anything else.
    pub fn broken(&mut self, error: &dyn std::fmt::Display) {
        // tungstenite words a message over the limit "Space limit exceeded: Message too long…".
        if error.to_string().contains("too long") || error.to_string().contains("too big") {
            self.too_large += 1;
        } else {
            self.broken += 1;
        }
    }

    /// Every refusal, added up.
    #[must_use]
    pub fn total(&self) -> u64 {
        self.wrong_codes
            + self.unknown_tokens
            + self.refused_moves
            + self.malformed
            + self.too_large
            + self.too_fast
            + self.other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_passes_then_the_rate_holds() {
        let mut bucket = Bucket::new();
        let start = Instant::now();
        assert!((0..30).all(|_| bucket.take(start)));
        assert!(!bucket.take(start));
        assert!(bucket.take(start + Duration::from_millis(100)));
        assert!(!bucket.take(start + Duration::from_millis(100)));
        assert!(bucket.should_warn(start));
        assert!(!bucket.should_warn(start + Duration::from_millis(500)));
        assert!(bucket.should_warn(start + Duration::from_secs(1)));
    }

    #[test]
    fn strikes_close_after_their_limits() {
        let mut strikes = Strikes::default();
        assert!(!(1..MAX_WRONG_CODES).any(|_| strikes.wrong_code()));
        assert!(strikes.wrong_code());
        let mut strikes = Strikes::default();
        assert!(!(1..MAX_MALFORMED).any(|_| strikes.malformed()));
        assert!(strikes.malformed());
    }
}
