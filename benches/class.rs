//! The class session (issue 32): a simulated class of 40 students on real WebSocket connections,
//! playing random legal moves at a person's pace for a minute against the computer on the server —
//! how long a student's move takes to reach the teacher's view (target: 95 % within 100 ms), and the
//! process's memory (server and the 40 clients together; target for the server: 100 MB) — then, with
//! criterion, 30 students fetching the page at once (the built page in `target/web` when there is
//! one). A page's own moves are rate-limited (10 a second), so a move's latency is measured in the
//! paced class, not in a criterion loop.
//!
//! Run with `cargo bench --bench class`; `BOUTON_CROWD_SECONDS=10` shortens the class.

#[path = "../tests/all/class_client.rs"]
#[allow(dead_code, reason = "shared with the tests, which use all of it")]
mod class_client;
#[path = "../tests/all/class_crowd.rs"]
mod class_crowd;

use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpStream};
use std::path::PathBuf;
use std::time::Duration;

use bouton::class::{ClassServer, ServerConfig};
use criterion::{Criterion, criterion_main};

use class_client::nim;

/// The process's resident memory, from /proc (Linux), in MB.
fn resident_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// The class of 40 for a minute: its figures on stdout.
fn crowd() {
    let seconds = std::env::var("BOUTON_CROWD_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(60);
    let report = class_crowd::run_crowd(40, Duration::from_secs(seconds), Duration::from_millis(300));
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "class/crowd_{}_for_{seconds}s: {} moves, move to teacher's view p50 {:.2} ms, p95 {:.2} ms, p99 {:.2} ms, \
         max {:.2} ms; {} mismatches; {} refusals; peak memory {:.0} MB",
        report.students,
        report.moves,
        ms(report.percentile(50)),
        ms(report.percentile(95)),
        ms(report.percentile(99)),
        ms(report.percentile(100)),
        report.mismatches.len(),
        report.counts.total(),
        resident_mb().unwrap_or(f64::NAN),
    );
}

/// 30 students fetching every file of the page at once (gzip accepted), as over the network.
fn thirty_fetch_the_page(c: &mut Criterion) {
    let web = PathBuf::from("target/web");
    if !web.join("bouton_bg.wasm").is_file() {
        println!("class/thirty_fetch_the_page: no built page in target/web (bash assets/web/build.sh)");
        return;
    }
    let files = ["/", "/bouton.js", "/bouton_bg.wasm", "/manifest.webmanifest", "/icon-192.png"];
    let config = ServerConfig { listen: IpAddr::V4(Ipv4Addr::LOCALHOST), ..ServerConfig::on_port(0, web) };
    let server = ClassServer::start(&config, nim(&[3, 5, 7])).unwrap();
    let address = server.address();
    let mut group = c.benchmark_group("class");
    group.sample_size(10);
    group.bench_function("thirty_fetch_the_page", |b| {
        b.iter(|| {
            let students: Vec<_> = (0..30)
                .map(|_| std::thread::spawn(move || files.iter().map(|path| fetch(address, path)).sum::<usize>()))
                .collect();
            students.into_iter().map(|s| s.join().unwrap()).sum::<usize>()
        });
    });
    group.finish();
    let bytes: usize = files.iter().map(|path| fetch(address, path)).sum();
    println!("class/thirty_fetch_the_page: {:.2} MB on the wire per student", bytes as f64 / 1e6);
}

/// One GET over a fresh connection, gzip accepted: the bytes received.
fn fetch(address: SocketAddr, path: &str) -> usize {
    let mut stream = TcpStream::connect(address).unwrap();
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {address}\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).unwrap();
    let mut body = Vec::new();
    stream.read_to_end(&mut body).unwrap();
    assert!(body.starts_with(b"HTTP/1.1 200"), "{path}: {:?}", String::from_utf8_lossy(&body[..40.min(body.len())]));
    body.len()
}

fn benches() {
    crowd();
    let mut c = Criterion::default().configure_from_args();
    thirty_fetch_the_page(&mut c);
    c.final_summary();
}

criterion_main!(benches);
