//! The class's secrets: the join code and the seat tokens, from the system's randomness.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};

use super::protocol::{JOIN_CODE_DIGITS, SeatToken};
use super::server::ClassError;

/// A fresh join code: [`JOIN_CODE_DIGITS`] digits from the system's randomness.
pub(super) fn join_code() -> Result<String, ClassError> {
    let n = getrandom::u64().map_err(ClassError::Randomness)?;
    Ok(format!("{:0width$}", n % 10u64.pow(JOIN_CODE_DIGITS as u32), width = JOIN_CODE_DIGITS))
}

/// A fresh seat token: 128 bits from the system's randomness, in hexadecimal. Should the system's
/// randomness fail mid-session, the clock and a counter stand in (a seat token only keeps a seat on
/// the local network).
pub(super) fn new_token() -> SeatToken {
    let mut bytes = [0u8; 16];
    if getrandom::fill(&mut bytes).is_err() {
        static FALLBACK: AtomicU64 = AtomicU64::new(0);
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_nanos();
        bytes = (nanos ^ u128::from(FALLBACK.fetch_add(1, Ordering::Relaxed)) << 64).to_le_bytes();
    }
    SeatToken(bytes.iter().fold(String::new(), |mut hex, b| {
        let _ = write!(hex, "{b:02x}");
        hex
    }))
}
