//! A class session kept on disk: after every change the server writes it; a teacher's Bouton that
//! closes (or crashes) and starts again reopens it with the same join code, positions sent, seats,
//! games and tallies, and each student's page takes its seat back with its token. A session file
//! that is wrong is refused in one clear line.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;

use bouton::class::{ClassServer, Closed, FromStudent, SeatNumber, ServerConfig, ToStudent};
use bouton::save::{FileMove, class_file_to_ron, load_class_file, parse_class_file};

use super::class_client::{Client, nim, runtime, web_dir};

fn config(port: u16, file: &Path) -> ServerConfig {
    ServerConfig::on_port(port, web_dir()).keeping(file.to_path_buf())
}

fn local(mut config: ServerConfig) -> ServerConfig {
    config.listen = IpAddr::V4(Ipv4Addr::LOCALHOST);
    config
}

/// What the teacher's view would show of each seat: number, name, position, tallies.
fn seats(server: &ClassServer) -> Vec<(u32, String, String, Vec<bouton::class::Tally>)> {
    server.with_room(|room| {
        room.seats().map(|s| (s.number.0, s.name.clone(), s.game.position_text(), s.tallies.clone())).collect()
    })
}

/// Waits until the session file says what `done` wants (the server writes it a moment after a
/// change).
fn kept(file: &Path, done: impl Fn(&bouton::save::ClassRecord) -> bool) -> bouton::save::ClassRecord {
    let started = std::time::Instant::now();
    loop {
        if let Ok(record) = load_class_file(file)
            && done(&record)
        {
            return record;
        }
        assert!(started.elapsed() < std::time::Duration::from_secs(10), "the session file never caught up");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

#[test]
fn a_session_reopens_after_the_teachers_app_stops_with_the_same_code_seats_and_games() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("class-session.ron");
    let server = ClassServer::start(&local(config(0, &file)), nim(&[3, 4, 5])).unwrap();
    let (port, code) = (server.address().port(), server.code());
    let address = SocketAddr::from(([127, 0, 0, 1], port));
    let rt = runtime();
    let (mut ana, ana_token, bo_token) = rt.block_on(async {
        let mut ana = Client::connect(address).await;
        let (ana_token, _) = ana.join(&code, "Ana").await;
        ana.send(&FromStudent::Play { mv: FileMove { heap: 1, take: 2, split: None } }).await;
        ana.game_at_turn(bouton::Side::First).await;
        ana.send(&FromStudent::Hint).await;
        let mut bo = Client::connect(address).await;
        let (bo_token, _) = bo.join(&code, "Bo").await;
        bo.close().await;
        (ana, ana_token, bo_token)
    });
    // A second position sent: the tallies are kept per question.
    server.send(nim(&[2, 2]));
    rt.block_on(async {
        ana.game().await;
        ana.send(&FromStudent::Play { mv: FileMove { heap: 1, take: 1, split: None } }).await;
        ana.game_at_turn(bouton::Side::First).await;
    });
    let before = seats(&server);
    assert_eq!(before[0].3.len(), 2, "Ana's tallies on both questions: {before:?}");
    kept(&file, |record| record.seats.len() == 2 && record.questions.len() == 2 && record.seats[0].tallies.len() == 2);

    // The app closes: the pages are not told the session ended (they wait to reconnect).
    drop(server);
    let said = rt.block_on(ana.next());
    assert!(!matches!(said, Some(ToStudent::Closed { reason: Closed::SessionEnded })), "{said:?}");
    let record = load_class_file(&file).unwrap();
    assert!(!record.ended);
    assert_eq!((record.code.as_str(), record.port), (code.as_str(), port));

    // Reopened on the same port: the same code and seats; each page takes its seat back.
    let server = ClassServer::reopen(&local(config(port, &file)), record).unwrap();
    assert_eq!(server.address().port(), port);
    assert_eq!(server.code(), code);
    let after = seats(&server);
    assert_eq!(after, before, "the same seats, games and tallies");
    rt.block_on(async {
        let mut ana = Client::connect(address).await;
        let welcome = ana.rejoin(&ana_token).await;
        assert!(
            matches!(welcome, ToStudent::Welcome { seat: SeatNumber(1), ref name, .. } if name == "Ana"),
            "{welcome:?}"
        );
        let game = ana.game().await;
        assert_eq!(bouton::class::position_text(game.game.position()), before[0].2, "Ana's game as it stood");
        let mut bo = Client::connect(address).await;
        let welcome = bo.rejoin(&bo_token).await;
        assert!(matches!(welcome, ToStudent::Welcome { seat: SeatNumber(2), .. }), "{welcome:?}");
        // A newcomer gets the next seat, not a taken one.
        let mut cy = Client::connect(address).await;
        cy.join(&code, "Cy").await;
    });
    assert_eq!(server.with_room(|room| room.seat(SeatNumber(3)).map(|s| s.name.clone())), Some("Cy".into()));

    // Ending it tells every page, and the file says it ended.
    server.stop();
    assert!(load_class_file(&file).unwrap().ended);
    drop(rt);
}

/// A valid session file's text, with one student.
fn valid_text() -> String {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("s.ron");
    let server = ClassServer::start(&local(config(0, &file)), nim(&[3, 4, 5])).unwrap();
    let address = server.address();
    let code = server.code();
    let rt = runtime();
    rt.block_on(async {
        let mut ana = Client::connect(address).await;
        ana.join(&code, "Ana").await;
        ana.send(&FromStudent::Play { mv: FileMove { heap: 3, take: 1, split: None } }).await;
        ana.game_at_turn(bouton::Side::First).await;
    });
    server.stop();
    let text = std::fs::read_to_string(&file).unwrap();
    drop(rt);
    text
}

#[test]
fn a_wrong_session_file_is_refused_in_one_clear_line() {
    bouton::i18n::set_language(bouton::i18n::Lang::En);
    let text = valid_text();
    let record = parse_class_file(&text, "class-session.ron").unwrap();
    assert_eq!(record.seats.len(), 1);
    assert!(record.ended);
    assert_eq!(class_file_to_ron(&record), text, "what is read is written back the same");
    let token = record.seats[0].token.clone();
    let many_seats = {
        let mut record = record.clone();
        record.next_seat = 200;
        record.seats = (1..=101).map(|n| bouton::save::SeatRecord { number: n, ..record.seats[0].clone() }).collect();
        class_file_to_ron(&record)
    };
    // Two seats with one token.
    let two_tokens = {
        let mut record = record.clone();
        record.next_seat = 3;
        record.seats.push(bouton::save::SeatRecord { number: 2, ..record.seats[0].clone() });
        class_file_to_ron(&record)
    };
    let cases: Vec<(String, &str)> = vec![
        (text.replacen(&format!("code: \"{}\"", record.code), "code: \"12ab56\"", 1), "the join code must be 6 digits"),
        (text.replace(&token, "not-a-token"), "seat 1: its token is not 32 hexadecimal digits"),
        (text.replace("name: \"Ana\"", "name: \"   \""), "seat 1: its name is empty or too long"),
        (text.replace("seat: 1,", "seat: 0,"), "seat 0: its number is 0"),
        (text.replace("version: 2,", "version: 9,"), "newer"),
        (
            text.replace("questions: [", "questions: [] , old: ["),
            "from 1 to 1000 positions or exercise sets sent, not 0",
        ),
        (many_seats, "the session has 101 seats; a class takes at most 100"),
        (
            text.replace("next_seat: 2,", "next_seat: 4294967295,"),
            "next_seat must be from 1 to 1000000, not 4294967295",
        ),
        (two_tokens, "seat 2: its token is not 32 hexadecimal digits, or"),
        (text.replacen("(moves: 1)", "(moves: 4294967295)", 1), "seat 1: its tallies do not fit"),
        (text.replacen("(moves: 1)", "(moves: 1, won: 3)", 1), "seat 1: its tallies do not fit"),
        ("(version: 1, code: ".into(), "class-session.ron:1:19: the file ends too early"),
        ("not a session".into(), "is not a Bouton game or lesson"),
        ("x".repeat(2 << 20), "is larger than the 1 MiB limit"),
    ];
    for (bad, said) in cases {
        let error = parse_class_file(&bad, "class-session.ron").expect_err(said).to_string();
        assert!(error.contains(said), "{said:?} not in {error:?}");
        assert!(!error.contains('\n'), "one line: {error:?}");
    }
    // A seat's game with a move that is not legal there.
    let illegal = text.replacen("take: 1", "take: 9", 1);
    let error = parse_class_file(&illegal, "class-session.ron").expect_err("an illegal move").to_string();
    assert!(error.contains("seat 1: move 1"), "{error}");
}

/// A session kept by the Bouton before exercise sets (version 1: positions only) still reopens.
#[test]
fn a_version_1_session_file_still_reads() {
    let v1 = r#"(version: 1, code: "482915", port: 8080, you: First, computer: Perfect, next_seat: 2,
        questions: [(version: 2, start: [3, 4, 5])],
        seats: [(seat: 1, name: "Ana", token: "0123456789abcdef0123456789abcdef",
                 tallies: [(moves: 4, hints: 1, finished: 1, won: 1)],
                 game: (version: 2, start: [3, 4, 5], moves: [(heap: 1, take: 2)]))])"#;
    let record = parse_class_file(v1, "class-session.ron").unwrap();
    assert!(
        matches!(&record.questions[..], [bouton::save::AskedRecord::Game(saved)] if saved.game.start().sizes() == [3, 4, 5])
    );
    assert_eq!(record.seats[0].tallies[0].won, 1);
    assert_eq!(record.seats[0].exercise, None);
    // Written again, it is version 2 and reads back the same.
    let again = class_file_to_ron(&record);
    assert!(again.contains("version: 2"));
    assert_eq!(parse_class_file(&again, "class-session.ron").unwrap(), record);
}

/// Ending the session tells every page, each time: the server waits for the farewells to go before
/// it stops (stopping drops what is unsent).
#[test]
fn ending_the_session_tells_every_page() {
    for _ in 0..5 {
        let server = super::class_client::server(nim(&[3, 5, 7]));
        let (address, code) = (server.address(), server.code());
        let rt = runtime();
        let mut pages = rt.block_on(async {
            let mut pages = Vec::new();
            for name in ["Ana", "Bo", "Chen"] {
                let mut page = Client::connect(address).await;
                page.join(&code, name).await;
                pages.push(page);
            }
            pages
        });
        server.stop();
        rt.block_on(async {
            for page in &mut pages {
                assert_eq!(page.next().await, Some(ToStudent::Closed { reason: Closed::SessionEnded }));
            }
        });
    }
}

/// *End the class session* asks first: "Keep the class going" keeps it, the second click ends it and
/// the page is told.
#[test]
fn ending_the_session_from_the_class_view_asks_first() {
    use bouton::ui::{Action, TeacherAction};
    use egui_kittest::kittest::Queryable;
    let (mut harness, rt, mut ana) = super::class_teacher::teacher_and_student("Ana");
    harness.state_mut().apply(Action::Teacher(TeacherAction::ShowView(true)));
    harness.run();
    harness.get_by_label("End the class session").click();
    harness.run();
    assert!(harness.query_by_label_contains("Every student's page is told").is_some());
    harness.get_by_label("Keep the class going").click();
    harness.run();
    assert!(harness.state().class_address().is_some(), "the class goes on");
    assert!(harness.query_by_label_contains("Every student's page is told").is_none());
    harness.get_by_label("End the class session").click();
    harness.run();
    // The dialog's own button (the view's is behind it).
    let buttons: Vec<_> = harness.query_all_by_label("End the class session").collect();
    buttons.last().expect("the dialog's button").click();
    harness.run();
    assert!(harness.state().class_address().is_none(), "ended");
    assert_eq!(rt.block_on(ana.next()), Some(ToStudent::Closed { reason: Closed::SessionEnded }));
}
