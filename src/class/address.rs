//! Where a class session is: this computer's address on the local network, and the web build it
//! serves.

use std::net::{IpAddr, Ipv4Addr};
use std::path::PathBuf;

/// This computer's address on the local network: the one the system would send from to a private
/// address (no packet is sent), or the loopback address when there is no network.
#[must_use]
pub fn local_network_ip() -> IpAddr {
    let from = || {
        let socket = std::net::UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
        socket.connect((Ipv4Addr::new(10, 254, 254, 254), 9)).ok()?;
        Some(socket.local_addr().ok()?.ip())
    };
    from().filter(|ip| !ip.is_unspecified()).unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}

/// Where the browser build is: beside the program (`web/`, as a zip lays it out), where a package
/// installs it (`../share/bouton/web`), or the source tree's `target/web`.
#[must_use]
pub fn default_web_dir() -> PathBuf {
    let beside = std::env::current_exe().ok().and_then(|exe| exe.parent().map(std::path::Path::to_path_buf));
    let candidates = beside
        .iter()
        .flat_map(|dir| [dir.join("web"), dir.join("../web"), dir.join("../share/bouton/web")])
        .chain([PathBuf::from("target/web")]);
    candidates.into_iter().find(|dir| dir.join("index.html").is_file()).unwrap_or_else(|| PathBuf::from("target/web"))
}
