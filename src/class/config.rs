//! What a class session serves and where ([`ServerConfig`]), and why one could not start
//! ([`ClassError`]).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;

use crate::i18n::msg;

/// Why a class session could not start.
#[derive(Debug, thiserror::Error)]
pub enum ClassError {
    /// The browser build is not where the server looks.
    #[error("{}", msg::class_no_web_build(.0.display().to_string()))]
    NoWebBuild(PathBuf),
    /// The port is taken or not allowed.
    #[error("{}", msg::class_cannot_listen(addr.to_string(), source.to_string()))]
    Listen {
        /// The address asked for.
        addr: SocketAddr,
        /// The system's reason.
        source: std::io::Error,
    },
    /// The async runtime could not start.
    #[error("{}", msg::class_no_threads(.0.to_string()))]
    Runtime(std::io::Error),
    /// The system's randomness is not available (for the join code and the seat tokens).
    #[error("{}", msg::class_no_randomness(.0.to_string()))]
    Randomness(getrandom::Error),
}

/// Where and what a class session serves.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// The address to listen on: every interface (`0.0.0.0`) for a class, `127.0.0.1` for tests.
    pub listen: IpAddr,
    /// The port; 0 takes any free one.
    pub port: u16,
    /// The built web page (`target/web`).
    pub web: PathBuf,
    /// Where the session is kept (written a moment after every change, and when it stops), so it
    /// can be reopened; `None`: nowhere.
    pub session: Option<PathBuf>,
    /// How often each page is pinged; a page silent for three times as long is taken for gone (its
    /// seat shows offline). [`PING_EVERY`] unless a test wants it sooner.
    pub ping_every: std::time::Duration,
}

/// How often the server pings a page (a browser answers by itself, even while the student thinks).
pub const PING_EVERY: std::time::Duration = std::time::Duration::from_secs(15);

impl ServerConfig {
    /// Every interface, on `port`, serving the page in `web`, the session kept nowhere.
    #[must_use]
    pub fn on_port(port: u16, web: PathBuf) -> Self {
        Self { listen: IpAddr::V4(Ipv4Addr::UNSPECIFIED), port, web, session: None, ping_every: PING_EVERY }
    }

    /// The same, keeping the session in `file`.
    #[must_use]
    pub fn keeping(self, file: PathBuf) -> Self {
        Self { session: Some(file), ..self }
    }
}
