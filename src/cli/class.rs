//! `bouton class [--port PORT] [FILE]`: a class session without a window. Prints the address the
//! students open (with a QR code on a terminal) and the join code, then serves the session until
//! Ctrl+C. Every student plays the file's position (3, 5, 7 of Nim without one) against the computer.

use std::io::Write;
use std::net::IpAddr;
use std::path::PathBuf;

use clap::Args;

use super::{CliError, EXIT_OK};
use crate::class::{ClassServer, ClassSetup, SeatNumber, ServerConfig};
use crate::core::{Difficulty, Ending, ExerciseKind, ExerciseSet, Game, HeapGame, Level, MoveRule, Side, SumPosition};
use crate::i18n::msg;
use crate::save;

/// The arguments of `bouton class`.
#[derive(Args, Debug)]
pub(super) struct ClassArgs {
    /// The port to listen on (0: any free port).
    #[arg(long, value_name = "PORT", default_value_t = 8080)]
    port: u16,
    /// The address to listen on: every network interface unless one is named (127.0.0.1: this
    /// computer only).
    #[arg(long, value_name = "ADDRESS", default_value = "0.0.0.0")]
    listen: IpAddr,
    /// The built web page to serve (made by `bash assets/web/build.sh`).
    #[arg(long, value_name = "DIR")]
    web: Option<PathBuf>,
    /// A save file: every student plays its current position.
    #[arg(value_name = "FILE")]
    file: Option<PathBuf>,
    /// Keep the session in this file (written after every change); when it holds a session already,
    /// reopen that one: the same code, seats and games, and the students' pages come back by
    /// themselves.
    #[arg(long, value_name = "SESSION")]
    session: Option<PathBuf>,
}

/// Serves the session until Ctrl+C.
pub(super) fn class(args: &ClassArgs, out: &mut dyn Write) -> Result<u8, CliError> {
    let web = args.web.clone().unwrap_or_else(crate::class::default_web_dir);
    let config = ServerConfig {
        listen: args.listen,
        port: args.port,
        web,
        session: args.session.clone(),
        ping_every: crate::class::PING_EVERY,
    };
    let kept = args.session.as_deref().filter(|path| path.exists());
    let server = match kept {
        Some(path) => {
            let record = save::load_class_file(path)?;
            let server = ClassServer::reopen(&config, record)?;
            let students = server.with_room(|room| room.seats().count());
            writeln!(out, "{}", msg::cli_class_reopened(crate::i18n::Arg::Count(students as u64), save::shown(path)))?;
            server
        }
        None => ClassServer::start(&config, setup(args)?)?,
    };
    let url = server.student_url();
    writeln!(out, "{}", msg::cli_class_address(url.as_str()))?;
    writeln!(out, "{}", msg::cli_class_code(spaced(&server.code())))?;
    if let Ok(code) = qrcode::QrCode::new(url.as_bytes()) {
        let picture = code
            .render::<qrcode::render::unicode::Dense1x2>()
            .dark_color(qrcode::render::unicode::Dense1x2::Light)
            .light_color(qrcode::render::unicode::Dense1x2::Dark)
            .build();
        writeln!(out, "{picture}")?;
    }
    writeln!(out, "{}", msg::cli_class_commands())?;
    writeln!(out, "{}", msg::cli_class_stop())?;
    out.flush()?;
    server.run_until_stopped(|line| {
        let said = command(&server, line);
        let _ = writeln!(out, "{said}");
        let _ = out.flush();
    });
    let students = server.with_room(|room| room.seats().count());
    writeln!(out, "{}", msg::cli_class_ended(crate::i18n::Arg::Count(students as u64)))?;
    server.stop();
    Ok(EXIT_OK)
}

/// Carries out one typed command: `seats` (one JSON line per student), `pause`, `go`, `answers on`,
/// `answers off`, `remove N`, `report PATH` (PATH.csv and PATH.html), `pair` (students play each
/// other), `computer` (everyone against the computer), `exercises KIND SEED` (an exercise set),
/// `play` (the position again); answers with what it did, or with the list of commands.
fn command(server: &ClassServer, line: &str) -> String {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        ["seats"] => server.with_room(|room| {
            let seats: Vec<String> = room
                .seats()
                .map(|seat| {
                    serde_json::json!({
                        "seat": seat.number.0,
                        "name": seat.name,
                        "connected": seat.is_connected(),
                        "moves": seat.total().moves,
                        "hints": seat.total().hints,
                        // What the student's board shows: the question on exercises, else the game.
                        "position": match (&seat.exercise, &seat.game) {
                            (Some(session), _) => session.question().position.to_string(),
                            (None, crate::class::ClassGame::Heaps(game)) => game.position().to_string(),
                            (None, crate::class::ClassGame::Disguise(line)) => line.position().to_string(),
                        },
                        "partner": seat.partner().map(|p| p.0),
                        "over": seat.game.is_over(),
                        "question": seat.exercise.as_ref().map(|e| e.question().number),
                        "answered": seat.total().answered,
                        "right": seat.total().right,
                    })
                    .to_string()
                })
                .collect();
            if seats.is_empty() { "[]".to_owned() } else { seats.join("\n") }
        }),
        ["pause"] => {
            server.pause(true);
            msg::cli_class_done()
        }
        ["go"] => {
            server.pause(false);
            msg::cli_class_done()
        }
        ["pair"] => {
            server.pair(true);
            msg::cli_class_done()
        }
        ["computer"] => {
            server.pair(false);
            msg::cli_class_done()
        }
        ["exercises", kind, seed] => exercises(server, kind, seed),
        ["play"] => {
            // The last position sent, again: the exercises end.
            let setup = server.with_room(|room| room.setup().clone());
            server.send(setup);
            msg::cli_class_done()
        }
        ["answers", on @ ("on" | "off")] => {
            server.show_answers(*on == "on");
            msg::cli_class_done()
        }
        ["report", path] => match server.write_report(std::path::Path::new(path), false) {
            Ok([csv, html]) => msg::cli_class_report(csv.display().to_string(), html.display().to_string()),
            Err(e) => e.to_string(),
        },
        ["remove", n] => match n.parse::<u32>() {
            Ok(n) if server.with_room(|room| room.seat(SeatNumber(n)).is_some()) => {
                server.remove(SeatNumber(n));
                msg::cli_class_done()
            }
            _ => msg::cli_class_no_seat(crate::save::echo(n)),
        },
        [] => String::new(),
        _ => msg::cli_class_commands(),
    }
}

/// `exercises KIND SEED`: sends every student an easy exercise set under the class game's rules
/// (those of Nim when the class plays a sum of games).
fn exercises(server: &ClassServer, kind: &str, seed: &str) -> String {
    let kind = match kind {
        "p-or-n" => ExerciseKind::PorN,
        "winning-move" => ExerciseKind::FindWinningMove,
        "winning-heaps" => ExerciseKind::WinningHeaps,
        _ => return msg::cli_class_commands(),
    };
    let Ok(seed) = seed.parse::<u64>() else { return msg::cli_class_commands() };
    let rules = server.with_room(|room| room.setup().game.heaps().and_then(Game::rules)).unwrap_or_default();
    let set = ExerciseSet { kind, difficulty: Difficulty::EASY, rules, seed };
    match server.send_exercises(String::new(), String::new(), set) {
        Ok(()) => msg::cli_class_done(),
        Err(e) => crate::words::sentence(&e.to_string()),
    }
}

/// The code as people read it: 482 915.
fn spaced(code: &str) -> String {
    let (left, right) = code.split_at(code.len() / 2);
    format!("{left} {right}")
}

/// What the students play: the file's current position and rules, or 3, 5, 7 of Nim.
fn setup(args: &ClassArgs) -> Result<ClassSetup, CliError> {
    let (title, game) = match &args.file {
        Some(path) => match save::load_any(path)? {
            save::Opened::Game(loaded) => {
                let game = loaded.saved.game;
                (loaded.saved.title, Game::new(game.ending(), game.position().clone())?)
            }
            save::Opened::Lesson(_) => {
                let origin = save::shown(path);
                return Err(save::LoadError::Invalid { origin, problem: save::Problem::LessonNotGame }.into());
            }
            save::Opened::Disguise(_) => {
                let origin = save::shown(path);
                return Err(save::LoadError::Invalid { origin, problem: save::Problem::DisguiseNotGame }.into());
            }
        },
        None => (
            String::new(),
            Game::new(Ending::Normal, SumPosition::uniform(&HeapGame::Take(MoveRule::Any), &[3, 5, 7])?)?,
        ),
    };
    Ok(ClassSetup { title, game: game.into(), you: Side::First, computer: Level::Perfect, text: String::new() })
}
